//! `MpiChannel` under `mpirun` (the `mpi` feature): this file is both the driver (run by `cargo
//! test`, no launcher in its environment) and the program each rank runs (the driver starts it
//! again under `mpirun` with `MPI_TEST_MODE` set).
//!
//! Every job runs with `--allow-run-as-root --oversubscribe --mca pml ob1 --mca btl self,vader
//! --mca oob_tcp_if_include lo` (shared memory and 127.0.0.1 only). The driver checks each rank's
//! report line and the job's exit status, and kills a job that outlives its harness timeout (so a
//! hang fails the test instead of hanging it).
//!
//! Modes: `all` (every collective, native and folded types, ragged groups; every rank checks its
//! results against values computed by hand and prints `rank R ok`), `die` (rank 1 exits with status
//! 3 before an all_reduce the others wait in: the job must end non-zero within 5 s), `hang` (rank 1
//! sleeps instead of joining; the others' watchdog, set to 1 s, must abort the job naming the op),
//! `preinit` (MPI initialized before the runtime, as mpi4py does: used, and left to its owner),
//! `errors` (an MPI error comes back as E0705).

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use element::ops::BinaryOp;
use element::ElemType;
use runtime::hal::channel::{Channel, GroupCache, GroupTable};
use runtime::hal::launch::{world_channel, LaunchOptions};
use runtime::hal::mpi::{MpiWorld, WATCHDOG_EXIT};

fn main() {
    match std::env::var("MPI_TEST_MODE") {
        Ok(mode) => rank_main(&mode),
        Err(_) => driver(),
    }
}

// ---------------------------------------------------------------- the driver

struct Job {
    status: Option<i32>,
    stdout: String,
    stderr: String,
    wall: Duration,
    /// When the job ended, in ms since the epoch.
    ended_ms: u128,
}

fn now_ms() -> u128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_millis()
}

/// Runs this program under `mpirun -np n` in `mode`; kills the job after `limit`.
fn mpirun(n: usize, mode: &str, limit: Duration) -> Job {
    let exe = std::env::current_exe().unwrap();
    let start = Instant::now();
    let mut child = Command::new("mpirun")
        .args([
            "--allow-run-as-root",
            "--oversubscribe",
            "--mca",
            "pml",
            "ob1",
            "--mca",
            "btl",
            "self,vader",
            "--mca",
            "oob_tcp_if_include",
            "lo",
            "-np",
            &n.to_string(),
            "-x",
            "MPI_TEST_MODE",
        ])
        .arg(&exe)
        .env("MPI_TEST_MODE", mode)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start mpirun (is openmpi-bin installed?): {e}"));
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let reader_out = std::thread::spawn(move || {
        let mut s = String::new();
        out.read_to_string(&mut s).ok();
        s
    });
    let reader_err = std::thread::spawn(move || {
        let mut s = String::new();
        err.read_to_string(&mut s).ok();
        s
    });
    let status = loop {
        if let Some(st) = child.try_wait().unwrap() {
            break st;
        }
        if start.elapsed() > limit {
            child.kill().ok();
            let _ = child.wait();
            panic!(
                "mpirun -np {n} ({mode}) still ran after {} s: a hang (stdout: {}; stderr: {})",
                limit.as_secs(),
                reader_out.join().unwrap(),
                reader_err.join().unwrap()
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let wall = start.elapsed();
    let ended_ms = now_ms();
    Job {
        status: status.code(),
        stdout: reader_out.join().unwrap(),
        stderr: reader_err.join().unwrap(),
        wall,
        ended_ms,
    }
}

fn driver() {
    let mut failed = 0;
    let mut run = |name: &str, f: &dyn Fn()| {
        let t = Instant::now();
        match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
            Ok(()) => println!("test {name} ... ok ({:.2} s)", t.elapsed().as_secs_f64()),
            Err(_) => {
                println!("test {name} ... FAILED");
                failed += 1;
            }
        }
    };
    for n in [2, 4] {
        run(&format!("every collective at np {n}"), &|| {
            let job = mpirun(n, "all", Duration::from_secs(60));
            assert_eq!(
                job.status,
                Some(0),
                "stdout: {}\nstderr: {}",
                job.stdout,
                job.stderr
            );
            for r in 0..n {
                assert!(
                    job.stdout.contains(&format!("rank {r} of {n} ok")),
                    "rank {r} did not report: {}\n{}",
                    job.stdout,
                    job.stderr
                );
            }
        });
    }
    run("a rank that exits early ends the job within 5 s", &|| {
        let job = mpirun(4, "die", Duration::from_secs(30));
        assert!(
            job.status.is_some_and(|s| s != 0),
            "status {:?}: {}",
            job.status,
            job.stderr
        );
        // Rank 1 prints when it exits; the job must be over within 5 s of that.
        let exit_ms: u128 = job
            .stderr
            .lines()
            .find_map(|l| l.strip_prefix("rank 1 exits at ms "))
            .unwrap_or_else(|| panic!("rank 1 did not say when it exited: {}", job.stderr))
            .trim()
            .parse()
            .unwrap();
        let after = job.ended_ms.saturating_sub(exit_ms);
        println!(
            "  early exit: job ended {after} ms after rank 1 exited ({:.2} s wall, status {:?})",
            job.wall.as_secs_f64(),
            job.status
        );
        assert!(
            after < 5000,
            "the job ended {after} ms after the rank exited"
        );
    });
    run(
        "a rank that never joins: the watchdog aborts, naming the op",
        &|| {
            let job = mpirun(2, "hang", Duration::from_secs(30));
            assert!(
                job.status.is_some_and(|s| s != 0),
                "status {:?}: {}",
                job.status,
                job.stderr
            );
            assert!(
                job.stderr
                    .contains("all_reduce (collective #0 of a group of 2 processes")
                    && job.stderr.contains("collective timeout"),
                "{}",
                job.stderr
            );
            println!(
            "  hang: watchdog (1 s) ended the job after {:.2} s wall, status {:?} (watchdog exit {WATCHDOG_EXIT})",
            job.wall.as_secs_f64(),
            job.status
        );
            // The timeout is 1 s; MPI's start and the abort take the rest.
            assert!(job.wall < Duration::from_secs(15), "{:?}", job.wall);
        },
    );
    run(
        "MPI initialized by its owner is used and left to it",
        &|| {
            let job = mpirun(2, "preinit", Duration::from_secs(60));
            assert_eq!(job.status, Some(0), "{}\n{}", job.stdout, job.stderr);
            for r in 0..2 {
                assert!(
                    job.stdout.contains(&format!("rank {r} preinit ok")),
                    "{}",
                    job.stdout
                );
            }
        },
    );
    run("an MPI error is E0705", &|| {
        let job = mpirun(2, "errors", Duration::from_secs(60));
        assert_eq!(job.status, Some(0), "{}\n{}", job.stdout, job.stderr);
        assert!(
            job.stdout.contains("rank 1 errors ok"),
            "{}\n{}",
            job.stdout,
            job.stderr
        );
    });
    if failed > 0 {
        eprintln!("{failed} MPI test(s) failed");
        std::process::exit(1);
    }
}

// ---------------------------------------------------------------- each rank

fn rank_main(mode: &str) {
    match mode {
        "all" => every_collective(),
        "die" => die(),
        "hang" => hang(),
        "preinit" => preinit(),
        "errors" => errors(),
        other => panic!("unknown MPI_TEST_MODE {other}"),
    }
}

/// Collects mismatches; the rank prints them all and exits 1 if any.
struct Checks {
    rank: usize,
    size: usize,
    n: usize,
    bad: Vec<String>,
}

impl Checks {
    fn eq<T: PartialEq + std::fmt::Debug>(&mut self, what: &str, got: T, want: T) {
        self.n += 1;
        if got != want {
            self.bad.push(format!("{what}: got {got:?}, want {want:?}"));
        }
    }
    fn finish(self) {
        if self.bad.is_empty() {
            println!("rank {} of {} ok ({} checks)", self.rank, self.size, self.n);
        } else {
            for b in &self.bad {
                eprintln!("rank {} of {}: {b}", self.rank, self.size);
            }
            std::process::exit(1);
        }
    }
}

fn i32s(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// The all_reduce of `x`; the in-place form (MPI_IN_PLACE, or the fold for types MPI lacks)
/// must give the same bytes (a panic ends the job, and the driver reports it).
fn reduce<const N: usize>(ch: &dyn Channel, op: BinaryOp, t: ElemType, x: [u8; N]) -> [u8; N] {
    let mut out = [0u8; N];
    ch.all_reduce(op, t, &x, &mut out).unwrap();
    let mut buf = x;
    ch.all_reduce_in_place(op, t, &mut buf).unwrap();
    assert_eq!(buf, out, "{op:?} on {t} in place");
    out
}

fn every_collective() {
    let world = world_channel(&LaunchOptions::default()).unwrap();
    let (r, n) = (world.rank(), world.size());
    let mut c = Checks {
        rank: r,
        size: n,
        n: 0,
        bad: vec![],
    };
    let ch = &*world;
    // i32 (native: MPI_Allreduce), member r sends r + 1: at n = 2: 3, 2, 2, 1, 1&2 = 0, 1|2 = 3,
    // 1^2 = 3; at n = 4: 10, 24, 4, 1, 0, 7, 4.
    let want: [i32; 7] = if n == 2 {
        [3, 2, 2, 1, 0, 3, 3]
    } else {
        [10, 24, 4, 1, 0, 7, 4]
    };
    let ops = [
        BinaryOp::Add,
        BinaryOp::Multiply,
        BinaryOp::Maximum,
        BinaryOp::Minimum,
        BinaryOp::And,
        BinaryOp::Or,
        BinaryOp::Xor,
    ];
    for (op, w) in ops.iter().zip(want) {
        let got = i32::from_le_bytes(reduce(ch, *op, ElemType::I32, (r as i32 + 1).to_le_bytes()));
        c.eq(&format!("i32 {op:?}"), got, w);
    }
    // Signed min/max use the signed type: member r sends -(r + 1); min -n, max -1.
    let neg = (-(r as i32) - 1).to_le_bytes();
    c.eq(
        "i32 min of negatives",
        i32::from_le_bytes(reduce(ch, BinaryOp::Minimum, ElemType::I32, neg)),
        -(n as i32),
    );
    c.eq(
        "i32 max of negatives",
        i32::from_le_bytes(reduce(ch, BinaryOp::Maximum, ElemType::I32, neg)),
        -1,
    );
    // Wrapping add of i8: member r sends 100: 100 n mod 256 as i8 (200 -> -56, 400 -> -112).
    let got = reduce(ch, BinaryOp::Add, ElemType::I8, [100u8])[0] as i8;
    c.eq("i8 add wraps", got, if n == 2 { -56 } else { -112 });
    // ui64 max: member r sends 2^63 + r: 2^63 + n - 1.
    let got = u64::from_le_bytes(reduce(
        ch,
        BinaryOp::Maximum,
        ElemType::UI64,
        ((1u64 << 63) + r as u64).to_le_bytes(),
    ));
    c.eq("ui64 max", got, (1u64 << 63) + n as u64 - 1);
    // Subtract (the fold, left in rank order): 1 - 2 = -1; ((1-2)-3)-4 = -8.
    let got = i32::from_le_bytes(reduce(
        ch,
        BinaryOp::Subtract,
        ElemType::I32,
        (r as i32 + 1).to_le_bytes(),
    ));
    c.eq("i32 subtract folds left", got, if n == 2 { -1 } else { -8 });
    // f32 and f64 sums of exact values: member r sends 0.25 * (r + 1): 0.75 or 2.5.
    let want = if n == 2 { 0.75 } else { 2.5 };
    let got = f32::from_le_bytes(reduce(
        ch,
        BinaryOp::Add,
        ElemType::F32,
        (0.25f32 * (r as f32 + 1.0)).to_le_bytes(),
    ));
    c.eq("f32 add", got, want as f32);
    let got = f64::from_le_bytes(reduce(
        ch,
        BinaryOp::Add,
        ElemType::F64,
        (0.25f64 * (r as f64 + 1.0)).to_le_bytes(),
    ));
    c.eq("f64 add", got, want);
    // f64 max through the fold propagates NaN (member 1 sends NaN); MPI_MAX would not.
    let x = if r == 1 { f64::NAN } else { r as f64 };
    let got = f64::from_le_bytes(reduce(
        ch,
        BinaryOp::Maximum,
        ElemType::F64,
        x.to_le_bytes(),
    ));
    c.eq("f64 max propagates NaN", got.is_nan(), true);
    // f32 product: member r sends 2: 2^n.
    let got = f32::from_le_bytes(reduce(
        ch,
        BinaryOp::Multiply,
        ElemType::F32,
        2f32.to_le_bytes(),
    ));
    c.eq("f32 mul", got, (1u32 << n) as f32);
    // complex<f32> add (MPI_C_FLOAT_COMPLEX): member r sends (r, -2r): (n(n-1)/2, -n(n-1)).
    let mut z = (r as f32).to_le_bytes().to_vec();
    z.extend((-2.0 * r as f32).to_le_bytes());
    let got = reduce(
        ch,
        BinaryOp::Add,
        ElemType::C64,
        <[u8; 8]>::try_from(z).unwrap(),
    );
    let tri = (n * (n - 1) / 2) as f32;
    c.eq(
        "complex<f32> add",
        (
            f32::from_le_bytes(got[..4].try_into().unwrap()),
            f32::from_le_bytes(got[4..].try_into().unwrap()),
        ),
        (tri, -2.0 * tri),
    );
    // bf16 (the fold): member r sends 0.5 (r + 1), bits 0x3f00, 0x3f80, 0x3fc0, 0x4000: the sum
    // is 1.5 = 0x3fc0 at n = 2 and 5 = 0x40a0 at n = 4.
    let bits: u16 = [0x3f00, 0x3f80, 0x3fc0, 0x4000][r];
    let got = u16::from_le_bytes(reduce(
        ch,
        BinaryOp::Add,
        ElemType::BF16,
        bits.to_le_bytes(),
    ));
    c.eq("bf16 add", got, if n == 2 { 0x3fc0 } else { 0x40a0 });
    // i1 as bytes: member r sends [1, 0, r % 2]: add (or) [1, 0, 1], mul (and) [1, 0, 0],
    // xor [0, 0, n/2 % 2] (n/2 ones).
    let x = [1u8, 0, (r % 2) as u8];
    c.eq(
        "i1 add",
        reduce(ch, BinaryOp::Add, ElemType::I1, x),
        [1, 0, 1],
    );
    c.eq(
        "i1 mul",
        reduce(ch, BinaryOp::Multiply, ElemType::I1, x),
        [1, 0, 0],
    );
    c.eq(
        "i1 xor",
        reduce(ch, BinaryOp::Xor, ElemType::I1, x),
        [0, 0, ((n / 2) % 2) as u8],
    );
    // i4 (sub-byte, the fold): member r sends 7: 7 n wrapped to i4: 14 -> -2, 28 -> -4, stored
    // as their 4-bit patterns in a byte (0x0e, 0x0c).
    let got = reduce(ch, BinaryOp::Add, ElemType::I4, [7u8])[0];
    c.eq("i4 add wraps", got, if n == 2 { 0x0e } else { 0x0c });
    // all_gather: member r sends [r, r].
    let mut g = vec![0u8; 2 * n];
    ch.all_gather(&[r as u8, r as u8], &mut g).unwrap();
    c.eq(
        "all_gather",
        g,
        (0..n).flat_map(|k| [k as u8, k as u8]).collect::<Vec<_>>(),
    );
    // all_to_all: member r sends [10r + j]; member r gets [10j + r].
    let send: Vec<u8> = (0..n).map(|j| (10 * r + j) as u8).collect();
    let mut a = vec![0u8; n];
    ch.all_to_all(&send, &mut a).unwrap();
    c.eq(
        "all_to_all",
        a,
        (0..n).map(|j| (10 * j + r) as u8).collect::<Vec<_>>(),
    );
    // reduce_scatter: member s sends [100s + j]; member r gets 100 n(n-1)/2 + n r, natively (i32
    // add) and through the fold (i32 subtract: 100*0 + r - (100 + r) - ... = r - sum_{s>0}(100s + r)).
    let send: Vec<i32> = (0..n).map(|j| (100 * r + j) as i32).collect();
    let mut out = [0u8; 4];
    ch.reduce_scatter(BinaryOp::Add, ElemType::I32, &i32s(&send), &mut out)
        .unwrap();
    c.eq(
        "reduce_scatter add",
        i32::from_le_bytes(out),
        (100 * n * (n - 1) / 2 + n * r) as i32,
    );
    ch.reduce_scatter(BinaryOp::Subtract, ElemType::I32, &i32s(&send), &mut out)
        .unwrap();
    let want = r as i32 - (1..n).map(|s| (100 * s + r) as i32).sum::<i32>();
    c.eq("reduce_scatter subtract", i32::from_le_bytes(out), want);
    // collective_permute 0 -> 1 -> ... -> n-1: member 0 gets zeros, member k gets [k].
    let pairs: Vec<(usize, usize)> = (0..n - 1).map(|k| (k, k + 1)).collect();
    let mut p = [9u8];
    ch.collective_permute(&pairs, &[r as u8 + 1], &mut p)
        .unwrap();
    c.eq("collective_permute", p[0], if r == 0 { 0 } else { r as u8 });
    // collective_broadcast from the last member: n - 1 + 50.
    let mut b = [r as u8 + 50];
    ch.collective_broadcast(n - 1, &mut b).unwrap();
    c.eq("collective_broadcast", b[0], (n - 1 + 50) as u8);
    // send / recv: 0 sends [42, 43] to 1 with channel 7.
    let mut m = [0u8; 2];
    match r {
        0 => ch.send(1, 7, &[42, 43]).unwrap(),
        1 => ch.recv(0, 7, &mut m).unwrap(),
        _ => {}
    }
    c.eq("send/recv", m, if r == 1 { [42, 43] } else { [0, 0] });
    // Ragged groups: n = 4: [[3, 1, 0], [2, -1, -1]] (subtract of r + 1 in group order: (4-2)-1
    // = 1 and 3 alone); n = 2: [[1, 0]] (2 - 1 = 1).
    let rows = if n == 4 {
        vec![vec![3, 1, 0], vec![2, -1, -1]]
    } else {
        vec![vec![1, 0]]
    };
    let table = GroupTable::new(&rows, n).unwrap();
    let mut cache = GroupCache::new(world);
    {
        let g = cache.group(&table).unwrap().expect("in a group");
        let got = i32::from_le_bytes(reduce(
            g,
            BinaryOp::Subtract,
            ElemType::I32,
            (r as i32 + 1).to_le_bytes(),
        ));
        c.eq(
            "ragged group subtract",
            got,
            if n == 4 && r == 2 { 3 } else { 1 },
        );
        let mut gathered = vec![0u8; g.size()];
        g.all_gather(&[r as u8 + 1], &mut gathered).unwrap();
        let want = match (n, r) {
            (4, 2) => vec![3],
            (4, _) => vec![4, 2, 1],
            _ => vec![2, 1],
        };
        c.eq("ragged group gather", gathered, want);
    }
    // Asked again: the cached communicator (a second split would be a collective the others
    // never enter, and the world all_reduce below would hang or fail).
    if r == 0 {
        let g = cache.group(&table).unwrap().unwrap();
        c.eq("cached group rank", g.rank(), if n == 4 { 2 } else { 1 });
    }
    let got = i32::from_le_bytes(reduce(
        cache.world(),
        BinaryOp::Add,
        ElemType::I32,
        1i32.to_le_bytes(),
    ));
    c.eq("world after the groups", got, n as i32);
    // A member in no group: n = 4, [[0, 1], [3, -1]] leaves 2 out.
    if n == 4 {
        let table = GroupTable::new(&[vec![0, 1], vec![3, -1]], n).unwrap();
        let got = cache.group(&table).unwrap().map(|g| (g.rank(), g.size()));
        let want = [Some((0, 2)), Some((1, 2)), None, Some((0, 1))][r];
        c.eq("member in no group", got, want);
    }
    c.finish();
}

fn die() {
    let world = world_channel(&LaunchOptions::default()).unwrap();
    if world.rank() == 1 {
        eprintln!("rank 1 exits at ms {}", now_ms());
        std::process::exit(3);
    }
    let send = vec![1u8; 1 << 20];
    let mut recv = vec![0u8; 1 << 20];
    let r = world.all_reduce(BinaryOp::Add, ElemType::F32, &send, &mut recv);
    eprintln!(
        "rank {}: all_reduce returned {r:?} (should not happen)",
        world.rank()
    );
}

fn hang() {
    let world = world_channel(&LaunchOptions {
        collective_timeout: Some(Duration::from_secs(1)),
    })
    .unwrap();
    if world.rank() == 1 {
        std::thread::sleep(Duration::from_secs(120));
    }
    let mut out = [0u8; 4];
    let r = world.all_reduce(BinaryOp::Add, ElemType::F32, &[0; 4], &mut out);
    eprintln!(
        "rank {}: all_reduce returned {r:?} (should not happen)",
        world.rank()
    );
}

fn preinit() {
    use mpi::traits::{Communicator, CommunicatorCollectives};
    let universe = mpi::initialize().expect("MPI_Init");
    let rank = universe.world().rank();
    {
        let ch = MpiWorld::init().unwrap();
        let got = i32::from_le_bytes(reduce(
            &ch,
            BinaryOp::Add,
            ElemType::I32,
            1i32.to_le_bytes(),
        ));
        assert_eq!(got, 2);
    }
    // The channel is gone; MPI must still be up (not finalized by the runtime).
    let mut finalized = 0;
    // SAFETY: MPI is initialized; valid out-pointer.
    unsafe { mpi::ffi::MPI_Finalized(&mut finalized) };
    assert_eq!(finalized, 0, "the runtime finalized an MPI it does not own");
    universe.world().barrier();
    println!("rank {rank} preinit ok");
}

fn errors() {
    let world = world_channel(&LaunchOptions::default()).unwrap();
    let r = world.rank();
    // Rank 0 sends 8 bytes, rank 1 receives 4: MPI_ERR_TRUNCATE, returned (ERRORS_RETURN).
    if r == 0 {
        world.send(1, 5, &[1; 8]).unwrap();
    } else {
        let mut small = [0u8; 4];
        let e = world.recv(0, 5, &mut small).unwrap_err();
        assert_eq!(e.code(), "E0705", "{e}");
        assert!(
            e.message.contains("MPI_ERR_TRUNCATE") || e.message.contains("truncat"),
            "{e}"
        );
        println!("rank 1 errors ok: {e}");
    }
    // The job goes on after the error.
    let got = i32::from_le_bytes(reduce(
        &*world,
        BinaryOp::Add,
        ElemType::I32,
        1i32.to_le_bytes(),
    ));
    assert_eq!(got, 2);
}
