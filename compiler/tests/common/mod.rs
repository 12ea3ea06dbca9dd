//! Helpers shared by the compiler's integration tests.
#![allow(dead_code)]

use compiler::reference::tensor::Tensor;
use dialect::types::Type;

/// The whole middle-end pipeline.
pub const PIPELINE: &str =
    "quant-to-math,chlo-legalize-to-stablehlo,stablehlo-decompose,lift-cf-to-stablehlo,inline,canonicalize,loop-invariant-code-motion,cse,rematerialize,dce,form-dispatches,abi-output-to-alias,bufferize,insert-dealloc-hints,plan-memory";

/// A small deterministic generator (xorshift64).
pub struct Rng(pub u64);

impl Rng {
    /// The next raw value.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
    /// Uniform in 0..n.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Random arguments for `@main`: floats uniform in [-1, 1), integers in 0..4.
pub fn random_args(m: &dialect::Module, seed: u64) -> Vec<Tensor> {
    let mut rng = Rng(seed);
    let f = m.lookup_function("main").expect("@main");
    m.func_type(f)
        .expect("typed")
        .inputs
        .iter()
        .map(|t| {
            let Type::Tensor { shape, elem } = t else {
                panic!("non-tensor input")
            };
            let shape: Vec<usize> = shape.iter().map(|&d| d as usize).collect();
            Tensor::from_fn(shape, *elem, |_| {
                let u = rng.unit();
                if elem.is_float() {
                    u * 2.0 - 1.0
                } else {
                    (u * 4.0).floor()
                }
            })
        })
        .collect()
}

/// Bitwise equality of two tensors (NaNs equal).
pub fn same(a: &Tensor, b: &Tensor) -> bool {
    a.shape == b.shape
        && a.to_f64()
            .iter()
            .zip(b.to_f64())
            .all(|(x, y)| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()))
}

/// The boundary values a field of `width` bytes is set to (two's complement, little-endian).
pub fn boundary_values(width: usize, old: u128) -> Vec<u128> {
    let mask = if width == 16 {
        u128::MAX
    } else {
        (1u128 << (8 * width)) - 1
    };
    let mut v = vec![
        0,
        1,
        2,
        mask,
        mask >> 1,
        (mask >> 1) + 1,
        old.wrapping_add(1),
        old.wrapping_sub(1),
    ];
    if width >= 4 {
        v.extend([u32::MAX as u128, 1 << 31, 1 << 16, 1 << 20]);
    }
    if width >= 8 {
        v.extend([1 << 60, 1 << 40, 1 << 32, u64::MAX as u128 - 1, 1 << 63]);
    }
    v.into_iter().map(|x| x & mask).collect()
}

/// Reads a `.npy` file of f32, i32 or bool values as an interpreter tensor (tests/corpus and
/// tests/dist hold JAX's inputs and outputs in these).
pub fn read_npy(path: &std::path::Path) -> Tensor {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let npy = npyz::NpyFile::new(&bytes[..]).unwrap();
    let shape: Vec<usize> = npy.shape().iter().map(|&d| d as usize).collect();
    let descr = npy.header().dtype().descr();
    match descr.trim_matches('\'') {
        "<f4" => Tensor::floats(
            shape,
            dialect::types::ElemType::F32,
            npy.into_vec::<f32>()
                .unwrap()
                .into_iter()
                .map(f64::from)
                .collect(),
        ),
        "<i4" => Tensor::ints(
            shape,
            dialect::types::ElemType::I32,
            npy.into_vec::<i32>()
                .unwrap()
                .into_iter()
                .map(i64::from)
                .collect(),
        ),
        "|b1" => Tensor::ints(
            shape,
            dialect::types::ElemType::I1,
            npy.into_vec::<bool>()
                .unwrap()
                .into_iter()
                .map(i64::from)
                .collect(),
        ),
        other => panic!("{}: unsupported dtype {other}", path.display()),
    }
}
