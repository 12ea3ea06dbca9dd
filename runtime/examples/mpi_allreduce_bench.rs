//! `all_reduce` of f32 (sum) through `hal::channel` (`MpiChannel`) at 4 B, 1 KiB, 64 KiB and
//! 1 MiB, measured as the C probe `allreduce_bench.c` of the distributed-execution notes measures
//! `MPI_Allreduce`: 3 warm-up calls, then 5 repetitions of `iters` calls each between barriers
//! (here: a 1-byte all_gather), time per call = the maximum over ranks; prints the median and the
//! best repetition in microseconds. A second column runs a bf16 sum (the all-gather + fold path)
//! for comparison.
//!
//! ```sh
//! cargo build --release --workspace --all-targets --features runtime/mpi
//! mpirun --allow-run-as-root --oversubscribe --mca pml ob1 --mca btl self,vader \
//!   --mca oob_tcp_if_include lo -np 2 target/release/examples/mpi_allreduce_bench
//! ```

use std::time::Instant;

use element::ops::BinaryOp;
use element::ElemType;
use runtime::hal::channel::Channel;
use runtime::hal::launch::{world_channel, LaunchOptions};

fn time_per_call(ch: &dyn Channel, t: ElemType, bytes: usize, iters: usize) -> (f64, f64) {
    // Ones, written (as the C probe's buffers are: a never-written buffer maps the zero page).
    let one: &[u8] = if t == ElemType::BF16 {
        &[0x80, 0x3f]
    } else {
        &[0, 0, 0x80, 0x3f]
    };
    let send: Vec<u8> = one.iter().copied().cycle().take(bytes).collect();
    let mut recv = vec![0u8; bytes];
    for _ in 0..3 {
        ch.all_reduce(BinaryOp::Add, t, &send, &mut recv).unwrap();
    }
    let mut reps = Vec::new();
    for _ in 0..5 {
        let mut sync = vec![0u8; ch.size()];
        ch.all_gather(&[0], &mut sync).unwrap();
        let start = Instant::now();
        for _ in 0..iters {
            ch.all_reduce(BinaryOp::Add, t, &send, &mut recv).unwrap();
        }
        let local = start.elapsed().as_secs_f64() / iters as f64;
        let mut worst = [0u8; 8];
        ch.all_reduce(
            BinaryOp::Maximum,
            ElemType::UI64,
            &local.to_bits().to_le_bytes(),
            &mut worst,
        )
        .unwrap();
        // Positive f64s order as their bits do.
        reps.push(f64::from_bits(u64::from_le_bytes(worst)));
    }
    reps.sort_by(f64::total_cmp);
    (reps[2] * 1e6, reps[0] * 1e6)
}

fn main() {
    let world = world_channel(&LaunchOptions::default()).unwrap_or_else(|e| {
        eprintln!("error[{}]: {e}", e.code());
        std::process::exit(1)
    });
    let (rank, size) = (world.rank(), world.size());
    if rank == 0 {
        println!("np={size} hal::Channel all_reduce, f32 sum (MPI_Allreduce) and bf16 sum (all_gather + fold)");
        println!(
            "np={size} {:>9} {:>5} {:>12} {:>12} {:>14} {:>14}",
            "bytes", "iters", "f32 median", "f32 min", "bf16 median", "bf16 min"
        );
    }
    for bytes in [4usize, 1 << 10, 64 << 10, 1 << 20] {
        let iters = if bytes <= 16 << 10 { 2000 } else { 200 };
        let (med, min) = time_per_call(&*world, ElemType::F32, bytes, iters);
        let (bmed, bmin) = time_per_call(
            &*world,
            ElemType::BF16,
            bytes,
            if bytes <= 16 << 10 { 200 } else { 20 },
        );
        if rank == 0 {
            println!(
                "np={size} {bytes:>9} {iters:>5} {med:>12.2} {min:>12.2} {bmed:>14.2} {bmin:>14.2}"
            );
        }
    }
}
