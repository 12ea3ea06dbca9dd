//! The patched gemm-common (`third_party/gemm-common`) keeps each thread's packing buffer between
//! calls and grows it only. These tests check that products stay right when a thread's kept buffer
//! is larger or smaller than a call needs, when f32 and f64 calls share it, when calls run split
//! across a pool, and when calls run on a thread while another call there holds the buffer (tasks
//! of a rayon scope that each run a split product, so workers steal work mid-call).

use gemm::Parallelism;

/// A deterministic value in [-1, 1).
fn value(seed: u64, i: usize) -> f64 {
    let mut x = seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 33;
    x = x.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    x ^= x >> 33;
    (x >> 11) as f64 / (1u64 << 52) as f64 - 1.0
}

/// `a (m x k) @ b (k x n)`, row-major, summed in f64.
fn reference(a: &[f64], b: &[f64], m: usize, k: usize, n: usize) -> Vec<f64> {
    let mut c = vec![0.0; m * n];
    for i in 0..m {
        for j in 0..n {
            c[i * n + j] = (0..k).map(|p| a[i * k + p] * b[p * n + j]).sum();
        }
    }
    c
}

/// How a test element type converts to and from f64, and the error it allows per sqrt(k).
type Numeric<T> = (fn(f64) -> T, fn(T) -> f64, f64);

/// Runs one product in `T` through `gemm::gemm` and checks it against the f64 reference within
/// `tol` (scaled by sqrt(k)).
fn check<T: Copy + 'static>(
    (m, k, n): (usize, usize, usize),
    seed: u64,
    par: Parallelism,
    (to, from, tol): Numeric<T>,
) {
    let a: Vec<f64> = (0..m * k).map(|i| value(seed, i)).collect();
    let b: Vec<f64> = (0..k * n).map(|i| value(seed + 1, i)).collect();
    let want = reference(&a, &b, m, k, n);
    let at: Vec<T> = a.iter().map(|&x| to(x)).collect();
    let bt: Vec<T> = b.iter().map(|&x| to(x)).collect();
    let mut c = vec![to(f64::NAN); m * n];
    // SAFETY: the three buffers are row-major m x k, k x n and m x n (row stride = columns,
    // column stride 1), allocated above with exactly those sizes, and `c` overlaps neither operand.
    unsafe {
        gemm::gemm::<T>(
            m,
            n,
            k,
            c.as_mut_ptr(),
            1,
            n as isize,
            false,
            at.as_ptr(),
            1,
            k as isize,
            bt.as_ptr(),
            1,
            n as isize,
            to(0.0),
            to(1.0),
            false,
            false,
            false,
            par,
        );
    }
    for (i, (&got, &w)) in c.iter().zip(&want).enumerate() {
        let got = from(got);
        assert!(
            (got - w).abs() <= tol * (k as f64).sqrt().max(1.0),
            "{m}x{k}x{n} {} (seed {seed}): element {i} is {got}, expected {w}",
            std::any::type_name::<T>()
        );
    }
}

const F32: Numeric<f32> = (|x| x as f32, |x| x as f64, 1e-4);
const F64: Numeric<f64> = (|x| x, |x| x, 1e-10);

fn check_f32(m: usize, k: usize, n: usize, seed: u64, par: Parallelism) {
    check((m, k, n), seed, par, F32);
}

fn check_f64(m: usize, k: usize, n: usize, seed: u64, par: Parallelism) {
    check((m, k, n), seed, par, F64);
}

/// Shapes that pack the lhs (m small, odd) or the rhs (m large), in an order that makes the kept
/// buffer shrink-needing, grow and be reused.
const SHAPES: [(usize, usize, usize); 6] = [
    (64, 784, 256),
    (7, 33, 5),
    (300, 200, 150),
    (64, 784, 256),
    (1, 1, 1),
    (129, 65, 257),
];

#[test]
fn products_with_a_kept_packing_buffer_on_one_thread() {
    for (s, &(m, k, n)) in SHAPES.iter().enumerate() {
        check_f32(m, k, n, s as u64, Parallelism::None);
        check_f64(n, k, m, s as u64 + 10, Parallelism::None);
    }
}

#[test]
fn products_split_across_a_pool_and_stolen_mid_call() {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(3)
        .build()
        .unwrap();
    pool.install(|| {
        for (s, &(m, k, n)) in SHAPES.iter().enumerate() {
            check_f32(m, k, n, s as u64, Parallelism::Rayon(3));
        }
        // Several split products at once: a worker that waits inside one call runs tasks of the
        // others, which take (or make) a packing buffer of their own.
        rayon::scope(|scope| {
            for (s, &(m, k, n)) in SHAPES.iter().enumerate() {
                scope.spawn(move |_| check_f32(m, k, n, 100 + s as u64, Parallelism::Rayon(3)));
                scope.spawn(move |_| check_f64(m, k, n, 200 + s as u64, Parallelism::Rayon(3)));
            }
        });
    });
}

#[test]
fn warmed_threads_compute_the_same_products() {
    std::thread::spawn(|| {
        gemm_common::gemm::warm_up_thread(256 << 10);
        for (s, &(m, k, n)) in SHAPES.iter().enumerate() {
            check_f32(m, k, n, 300 + s as u64, Parallelism::None);
        }
    })
    .join()
    .unwrap();
}
