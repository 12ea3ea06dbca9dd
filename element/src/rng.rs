//! `rng_bit_generator`'s algorithms as XLA defines them, bit for bit: the one implementation the
//! reference interpreter and the kernel executor both call.
//!
//! The specification leaves the variants of Threefry and Philox to the implementation; programs
//! exported from JAX expect XLA's, so these follow XLA's expansion
//! (`xla/service/rng_bit_generator_expander.cc` over `xla/hlo/builder/lib/prng.cc`):
//!
//! - **THREE_FRY** (state `[key, counter]`): Threefry-2x32 with 20 rounds keyed by the two halves
//!   of `key`, on the counter `counter + i` split into two 32-bit words. A 64-bit element `i` is
//!   the pair `(x0, x1)` of counter `i` (`x0` low). Narrower elements take a counter per pair:
//!   the shape is split in a dimension (the first of even size, else the first largest) into
//!   halves, counter `c` of the half shape gives the element at split index `2j` (`x0`) and the
//!   one at `2j + 1` (`x1`); elements below 32 bits keep the low bits. The new counter is
//!   `counter + (number of counters used)`.
//! - **PHILOX** (state `[key, counter_lo]`, whose counter's high word is `key`, or
//!   `[key, counter_lo, counter_hi]`): Philox-4x32 with 10 rounds keyed by the halves of `key` on
//!   the 128-bit counter `counter + i`, whose four 32-bit words fill four 32-bit elements in order
//!   (two words low first per 64-bit element). The new state is `key` and the advanced counter
//!   (its low word only for a state of 2).
//! - **DEFAULT** is PHILOX, as XLA:CPU (and so JAX on the CPU) resolves it.
//!
//! Float outputs are the bits of the unsigned type of the same width, as XLA gives them.

use crate::types::{ElemType, Kind};

/// `rng_bit_generator`'s `rng_algorithm`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RngAlgorithm {
    /// Implementation-defined: PHILOX here, as on XLA:CPU.
    Default,
    /// XLA's Threefry-2x32.
    ThreeFry,
    /// XLA's Philox-4x32.
    Philox,
}

impl RngAlgorithm {
    /// Every algorithm, in wire-tag order.
    pub const ALL: [RngAlgorithm; 3] = [
        RngAlgorithm::Default,
        RngAlgorithm::ThreeFry,
        RngAlgorithm::Philox,
    ];

    /// The spelling in `#stablehlo<rng_algorithm ...>`.
    pub const fn name(self) -> &'static str {
        match self {
            RngAlgorithm::Default => "DEFAULT",
            RngAlgorithm::ThreeFry => "THREE_FRY",
            RngAlgorithm::Philox => "PHILOX",
        }
    }

    /// The algorithm spelled `s`.
    pub fn from_name(s: &str) -> Option<RngAlgorithm> {
        RngAlgorithm::ALL.into_iter().find(|a| a.name() == s)
    }

    /// The stable tag that stands for the algorithm in a `.vmfb`.
    pub const fn wire_tag(self) -> u8 {
        match self {
            RngAlgorithm::Default => 0,
            RngAlgorithm::ThreeFry => 1,
            RngAlgorithm::Philox => 2,
        }
    }

    /// The algorithm of a wire tag; `None` for a tag that names none.
    pub const fn from_wire_tag(tag: u8) -> Option<RngAlgorithm> {
        match tag {
            0 => Some(RngAlgorithm::Default),
            1 => Some(RngAlgorithm::ThreeFry),
            2 => Some(RngAlgorithm::Philox),
            _ => None,
        }
    }

    /// The state sizes the algorithm takes (the spec's (C2); DEFAULT takes PHILOX's).
    pub const fn state_sizes(self) -> &'static [usize] {
        match self {
            RngAlgorithm::ThreeFry => &[2],
            RngAlgorithm::Philox | RngAlgorithm::Default => &[2, 3],
        }
    }
}

/// Why `generate` cannot run (inputs the verifier and the loader reject before it is called).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RngError(pub String);

impl std::fmt::Display for RngError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RngError {}

/// True for the element types `rng_bit_generator` fills: integers of 2 to 64 bits (not `i1`) and
/// floats of 4 to 64 bits (not `tf32`, which has no storage of its own width).
pub fn output_type_ok(t: ElemType) -> bool {
    match t.kind() {
        Kind::Signed | Kind::Unsigned => true,
        Kind::Float => t != ElemType::TF32,
        Kind::Bool | Kind::Complex | Kind::Index => false,
    }
}

/// Runs `algorithm` on `state` for an output of `shape` and element type `t`: calls
/// `sink(i, bits)` once for every element `i` (row-major; `bits` is the element's bit pattern in
/// the low `t.bits()` bits) and returns the new state.
pub fn generate(
    algorithm: RngAlgorithm,
    state: &[u64],
    shape: &[u64],
    t: ElemType,
    mut sink: impl FnMut(usize, u64),
) -> Result<Vec<u64>, RngError> {
    if !output_type_ok(t) {
        return Err(RngError(format!(
            "rng_bit_generator fills integers of 2 to 64 bits and floats of 4 to 64 bits, not {t}"
        )));
    }
    if !algorithm.state_sizes().contains(&state.len()) {
        return Err(RngError(format!(
            "rng_bit_generator {} takes a state of {:?} ui64 elements, found {}",
            algorithm.name(),
            algorithm.state_sizes(),
            state.len()
        )));
    }
    let n = shape
        .iter()
        .try_fold(1u64, |a, &d| a.checked_mul(d))
        .and_then(|n| usize::try_from(n).ok())
        .ok_or_else(|| RngError(format!("rng_bit_generator output {shape:?} is too large")))?;
    let bits = t.bits();
    let mask = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let mut put = |i: usize, v: u64| sink(i, v & mask);
    match algorithm {
        RngAlgorithm::ThreeFry if bits == 64 => Ok(three_fry_64(state, n, &mut put)),
        RngAlgorithm::ThreeFry => Ok(three_fry_32(state, shape, &mut put)),
        RngAlgorithm::Philox | RngAlgorithm::Default if bits == 64 => {
            Ok(philox_64(state, n, &mut put))
        }
        RngAlgorithm::Philox | RngAlgorithm::Default => Ok(philox_32(state, n, &mut put)),
    }
}

/// The low and high 32-bit words of `v`.
fn words(v: u64) -> [u32; 2] {
    [v as u32, (v >> 32) as u32]
}

fn join(lo: u32, hi: u32) -> u64 {
    lo as u64 | (hi as u64) << 32
}

/// Threefry-2x32 with 20 rounds (Salmon et al., SC 2011), as XLA's `ThreeFry2x32`.
pub fn threefry2x32(key: [u32; 2], input: [u32; 2]) -> [u32; 2] {
    const ROTATIONS: [u32; 8] = [13, 15, 26, 6, 17, 29, 16, 24];
    let ks = [key[0], key[1], 0x1BD1_1BDA ^ key[0] ^ key[1]];
    let mut x = [input[0].wrapping_add(ks[0]), input[1].wrapping_add(ks[1])];
    for block in 0..5usize {
        for r in 0..4 {
            let rot = ROTATIONS[(block % 2) * 4 + r];
            x[0] = x[0].wrapping_add(x[1]);
            x[1] = x[1].rotate_left(rot) ^ x[0];
        }
        x[0] = x[0].wrapping_add(ks[(block + 1) % 3]);
        x[1] = x[1]
            .wrapping_add(ks[(block + 2) % 3])
            .wrapping_add(block as u32 + 1);
    }
    x
}

/// Philox-4x32 with 10 rounds (Salmon et al., SC 2011), as XLA's `Philox4x32`.
pub fn philox4x32(key: [u32; 2], counter: [u32; 4]) -> [u32; 4] {
    const W32A: u32 = 0x9E37_79B9;
    const W32B: u32 = 0xBB67_AE85;
    const M4X32A: u64 = 0xD251_1F53;
    const M4X32B: u64 = 0xCD9E_8D57;
    let (mut k, mut x) = (key, counter);
    for _ in 0..10 {
        let p0 = x[0] as u64 * M4X32A;
        let p1 = x[2] as u64 * M4X32B;
        x = [
            (p1 >> 32) as u32 ^ x[1] ^ k[0],
            p1 as u32,
            (p0 >> 32) as u32 ^ x[3] ^ k[1],
            p0 as u32,
        ];
        k = [k[0].wrapping_add(W32A), k[1].wrapping_add(W32B)];
    }
    x
}

fn three_fry_64(state: &[u64], n: usize, put: &mut impl FnMut(usize, u64)) -> Vec<u64> {
    let (key, counter) = (words(state[0]), state[1]);
    for i in 0..n {
        let x = threefry2x32(key, words(counter.wrapping_add(i as u64)));
        put(i, join(x[0], x[1]));
    }
    vec![state[0], counter.wrapping_add(n as u64)]
}

/// Threefry for elements of at most 32 bits: one counter per pair of elements along the split
/// dimension (XLA's `SplitShapeIntoHalves` and `CombineShapePair`).
fn three_fry_32(state: &[u64], shape: &[u64], put: &mut impl FnMut(usize, u64)) -> Vec<u64> {
    let (key, counter) = (words(state[0]), state[1]);
    // A scalar is split as the shape [1]: one counter, its first word.
    let dims: Vec<u64> = if shape.is_empty() {
        vec![1]
    } else {
        shape.to_vec()
    };
    let split = dims.iter().position(|d| d % 2 == 0).unwrap_or_else(|| {
        // No even dimension: the first of the largest.
        let mut best = 0;
        for (i, &d) in dims.iter().enumerate() {
            if d > dims[best] {
                best = i;
            }
        }
        best
    });
    let outer: u64 = dims[..split].iter().product();
    let inner: u64 = dims[split + 1..].iter().product();
    let full = dims[split];
    let half = full.div_ceil(2);
    let mut c = 0u64;
    for o in 0..outer {
        for h in 0..half {
            for r in 0..inner {
                let x = threefry2x32(key, words(counter.wrapping_add(c)));
                c += 1;
                for (w, &v) in x.iter().enumerate() {
                    let j = 2 * h + w as u64;
                    if j < full {
                        put(((o * full + j) * inner + r) as usize, v as u64);
                    }
                }
            }
        }
    }
    vec![state[0], counter.wrapping_add(c)]
}

/// Philox's 128-bit counter of a state of 2 (`[key, lo]`, the key as the high word) or 3.
fn philox_counter(state: &[u64]) -> u128 {
    let hi = if state.len() >= 3 { state[2] } else { state[0] };
    state[1] as u128 | (hi as u128) << 64
}

/// The state after `used` counters: the key and the advanced counter (its low word only for a
/// state of 2).
fn philox_state(state: &[u64], counter: u128) -> Vec<u64> {
    let mut s = vec![state[0], counter as u64];
    if state.len() >= 3 {
        s.push((counter >> 64) as u64);
    }
    s
}

/// The four words of Philox counter `counter + i` (the low 64-bit word plus `i`, carrying into
/// the high word as XLA's `Uint128AddUint64`).
fn philox_block(key: [u32; 2], counter: u128, i: u64) -> [u32; 4] {
    let c = counter.wrapping_add(i as u128);
    let (lo, hi) = (words(c as u64), words((c >> 64) as u64));
    philox4x32(key, [lo[0], lo[1], hi[0], hi[1]])
}

fn philox_32(state: &[u64], n: usize, put: &mut impl FnMut(usize, u64)) -> Vec<u64> {
    let (key, counter) = (words(state[0]), philox_counter(state));
    let blocks = n.div_ceil(4);
    for b in 0..blocks {
        let x = philox_block(key, counter, b as u64);
        for (w, &v) in x.iter().enumerate() {
            let i = 4 * b + w;
            if i < n {
                put(i, v as u64);
            }
        }
    }
    philox_state(state, counter.wrapping_add(blocks as u128))
}

fn philox_64(state: &[u64], n: usize, put: &mut impl FnMut(usize, u64)) -> Vec<u64> {
    let (key, counter) = (words(state[0]), philox_counter(state));
    let blocks = n.div_ceil(2);
    for b in 0..blocks {
        let x = philox_block(key, counter, b as u64);
        for (w, v) in [join(x[0], x[1]), join(x[2], x[3])].into_iter().enumerate() {
            let i = 2 * b + w;
            if i < n {
                put(i, v);
            }
        }
    }
    philox_state(state, counter.wrapping_add(blocks as u128))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(alg: RngAlgorithm, state: &[u64], shape: &[u64], t: ElemType) -> (Vec<u64>, Vec<u64>) {
        let n: u64 = shape.iter().product();
        let mut out = vec![None; n as usize];
        let s = generate(alg, state, shape, t, |i, v| {
            assert!(out[i].is_none(), "element {i} written twice");
            out[i] = Some(v);
        })
        .unwrap();
        (
            s,
            out.into_iter()
                .map(|v| v.expect("element not written"))
                .collect(),
        )
    }

    /// The spec's example (`rng_bit_generator`, THREE_FRY on `[1, 2]`), which is also JAX's.
    #[test]
    fn spec_example() {
        let (s, out) = run(RngAlgorithm::ThreeFry, &[1, 2], &[2, 2], ElemType::UI64);
        assert_eq!(s, [1, 6]);
        assert_eq!(
            out,
            [
                9236835810183407956,
                16087790271692313299,
                18212823393184779219,
                2658481902456610144
            ]
        );
    }

    /// Every case of `tests/data/rng_xla_vectors.txt`, computed by XLA:CPU.
    #[test]
    fn matches_xla() {
        let text = include_str!("../tests/data/rng_xla_vectors.txt");
        let list = |s: &str| -> Vec<u64> {
            if s == "-" {
                vec![]
            } else {
                s.split(',').map(|v| v.parse().unwrap()).collect()
            }
        };
        let mut cases = 0;
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let f: Vec<&str> = line.split(' ').collect();
            let alg = RngAlgorithm::from_name(f[0]).unwrap();
            let shape: Vec<u64> = if f[2] == "-" {
                vec![]
            } else {
                f[2].split('x').map(|d| d.parse().unwrap()).collect()
            };
            let t = ElemType::parse(f[3]).unwrap();
            let (s, out) = run(alg, &list(f[1]), &shape, t);
            assert_eq!(s, list(f[4]), "new state of {line}");
            assert_eq!(out, list(f[5]), "output of {line}");
            cases += 1;
        }
        assert!(cases > 300, "only {cases} cases");
    }

    #[test]
    fn bad_inputs_are_errors() {
        let g = |alg, state: &[u64], t| generate(alg, state, &[2], t, |_, _| {});
        assert!(g(RngAlgorithm::ThreeFry, &[1, 2, 3], ElemType::UI32).is_err());
        assert!(g(RngAlgorithm::Philox, &[1], ElemType::UI32).is_err());
        assert!(g(RngAlgorithm::Default, &[1, 2, 3, 4], ElemType::UI32).is_err());
        assert!(g(RngAlgorithm::Philox, &[1, 2], ElemType::I1).is_err());
        assert!(g(RngAlgorithm::Philox, &[1, 2], ElemType::C64).is_err());
        assert!(g(RngAlgorithm::Philox, &[1, 2], ElemType::TF32).is_err());
        assert!(generate(
            RngAlgorithm::Philox,
            &[1, 2],
            &[u64::MAX, 2],
            ElemType::UI8,
            |_, _| {}
        )
        .is_err());
    }

    #[test]
    fn names_and_tags_round_trip() {
        for a in RngAlgorithm::ALL {
            assert_eq!(RngAlgorithm::from_name(a.name()), Some(a));
            assert_eq!(RngAlgorithm::from_wire_tag(a.wire_tag()), Some(a));
        }
        assert_eq!(RngAlgorithm::from_wire_tag(3), None);
        assert_eq!(RngAlgorithm::from_name("three_fry"), None);
    }
}
