//! Differential test: random programs run through the whole compiled path (the middle-end, the
//! `.vmfb`, `runtime::Module::from_bytes` and `Function::call`, with the JIT on and off, on 1 and 2
//! worker threads) and through the reference interpreter must agree. The `regression` module at
//! the end holds the bugs it found, as fixed programs.
//!
//! # Programs
//!
//! A seeded generator grows a pool of typed values (f32, i32, i1; rank 0 to 4) from arguments,
//! constants and iotas with: f32 add, subtract, multiply, divide, remainder, maximum, minimum,
//! negate, abs, floor, ceil, exponential, log, tanh, logistic, sqrt, rsqrt; compare and select;
//! convert between f32, i32 and i1; i32 add, subtract, multiply, divide, remainder, maximum,
//! minimum, and, or, xor, negate, abs; i1 and/or/xor/not; clamp; broadcast_in_dim, reshape,
//! transpose, slice (with strides), concatenate, reverse, pad (negative, interior); reduce (add,
//! max, min over any set of dimensions); dot_general (0 to 2 batching dimensions, 0 to 2
//! contracting dimensions, operands of rank 0 to 4 in any dimension order: outer products, also
//! of rank-2+ operands, and batching without contracting); the contraction twins described below.
//! Values are used several times, and `@main` returns one to five of them, sometimes the same
//! value twice or an argument unchanged, and every contraction twin. About a third of
//! the arguments whose type is a result's receive that result in place (`abi.output`), and one in
//! eight of the others is `abi.consume`; they are passed as `Arg::Donated` with the JIT on 1
//! thread and without it on 2 threads, and borrowed otherwise.
//!
//! Shapes are small and odd (extents 1 to 17, so SIMD loops run their tails) in eight programs in
//! ten; one in ten is built around ~3000-element shapes (3000, 60x50, 97x31, 2x3x503, ...: many
//! rows, one worker tile), and one in ten around shapes of more than one of the runtime's
//! 16384-element tiles (16385, 150x131, 3x7001, 2x97x101, ...), which maps and reductions split
//! across the 2 workers.
//!
//! Operands are kept well conditioned by construction: `log(|x| + 1)`, `sqrt(|x|)`,
//! `rsqrt(|x| + 1)`, `x / (|y| + 1)`, `x % (|y| + 1)`, `exp` of a value scaled to |x| <= 2, and a
//! value whose bound grows past 4 is scaled by a power of two (exactly) before an op that would
//! grow it further. Integer divisors are `|y| + 1`, never 0. Inputs are multiples of 1/64 in
//! [-1, 1] and integers in [-9, 9].
//!
//! # Tolerance
//!
//! Every f32 value carries a bound on its magnitude and a bound `err` on how far the runtime's
//! value may be from the reference's, computed by forward error analysis as the program is
//! generated (u = 2^-24, f32's unit roundoff):
//!
//! - Values both sides compute bit for bit get `err = 0` and are compared exactly: inputs, and
//!   the correctly rounded ops (+, -, *, /, sqrt, remainder; the reference rounds its f64 result
//!   to f32, which for these ops is the correctly rounded f32 result) and the exact ones (max,
//!   min, neg, abs, floor, ceil, select, clamp, conversions, data movement) of such values. So are
//!   sums and dot products of dyadic values (multiples of 2^-g bounded by B, with n*B*2^g <= 2^24)
//!   because every partial sum is exact in any order.
//! - Otherwise an op adds what its inputs' errors can change (add: ea + eb; multiply:
//!   ea*|b| + eb*|a|; a Lipschitz bound for the unary ops) plus 2u*|result| for the two roundings;
//!   a sum of n terms adds 2*n*u*sum|x| (any summation order: the reference sums in order in f32
//!   for reduce and in f64 for dot_general; the runtime in lanes and tiles).
//! - The transcendentals are looser, for a documented reason: the runtime computes `exp`, `log`,
//!   `tanh` and `logistic` with Cephes polynomials (`runtime/src/kernel/fastmath.rs`, tested to
//!   be within 4 ulp of libm for exp and log and 8 ulp for tanh) and the reference in f64 rounded
//!   once, so these get 6 ulp (exp, log) and 10 ulp (tanh) of the result, i.e. 12u and 20u times
//!   its bound; `logistic` (1 / (1 + fast exp(-x))) 16u absolute; `rsqrt` (1 / sqrt, two roundings)
//!   4u.
//!
//! An element passes when |runtime - reference| <= 2 * err (the factor 2 covers the second-order
//! terms the bounds drop); integers and i1 must be equal. About 87% of the f32 elements must be
//! equal; a single correctly rounded op of inexact operands is allowed its operands' propagated
//! error plus 2u (1.2e-7) relative, far below the usual 1e-5. The bounds are worst cases (on
//! 50,000 programs the largest difference seen was 0.21 of its allowance), so a wrong index, a
//! lost SIMD tail or a wrong worker split (differences of the order of the values) fails.
//!
//! Each call also checks that the borrowed arguments are unchanged and that no buffer outlives the
//! call's results (the instance's leak report).
//!
//! # Contractions, constants and folding: an oracle independent of the reference
//!
//! Comparing the compiled path with the reference interpreter cannot find a bug in the reference
//! semantics that the compiled path copies. `canonicalize` folds ops whose operands are all
//! constants by running the reference interpreter, so a program whose contraction has constant
//! operands computes the reference's answer on both paths, right or wrong. That is how a
//! `dot_general` without contracting dimensions (an outer product) that the reference summed
//! twice (`[1, 2] (x) [1, 10, 100]` gave `[2 20 200][4 40 400]`) passed `irc compile` + `irvm run`
//! with constant operands (issue #11). Two things here find such bugs:
//!
//! - Twins: the same random contraction ([`random_contraction`]) is emitted with constant
//!   operands (which `canonicalize` folds with the reference's semantics), with argument operands
//!   holding the same data (which the runtime computes with its own kernels) and, sometimes, one
//!   of each; every twin is returned. A reference bug then shows as the argument twin disagreeing
//!   with the reference, a runtime bug as the folded twin disagreeing with the argument twin.
//! - A direct computation: values whose elements the generator knows (arguments, constants, and
//!   exact contractions of them: [`Val::known`]) are computed by [`direct_dot`], a naive loop in
//!   f64 over every result index and every combination of contracting indices written from the
//!   specification's definition, with nothing in common with either path. On dyadic data every
//!   sum is exact, so the reference's results must equal it exactly ([`check_known`], before the
//!   program is compiled) and the runtime's must equal the reference's. This finds a reference bug
//!   even when the runtime shares it, and names the reference as the culprit.
//!
//! Random contractions have 0 to 2 batching, 0 to 2 contracting and 0 to 2 free dimensions per
//! operand in any order, extents 1 to 7 (1 often) and, in `contractions_agree_with_a_direct_
//! computation`, 0 in any role (contracting: sums of no terms; batching or free: results with no
//! elements); constants are splats (also of no elements) or element lists (`dense<>` and `[]`
//! rows for no elements). That test runs `DIFF_CASES / 4` programs of one contraction each in
//! all four combinations of constant and argument operands; the random programs here hold one
//! contraction twin (without zero extents) in about one program in two, amid the other ops.
//! Two bugs of the compiled path were found this way and fixed: a kernel whose scratch slots all
//! held no elements got no scratch buffers (the executor and the JIT indexed past them), and the
//! JIT's row plan dropped extents of 0 with extents of 1 (it ran 40 elements of a 4x0x5x2 copy).
//!
//! With the reference bug of issue #11 put back, the contraction test fails on about a third of
//! its programs and the random programs on about a fifth, each message naming the outer product:
//! "the reference interpreter's result 0 (%v2, tensor<1xf32>) at [0] is -1.25, but the test's
//! direct computation from the known operands gives -0.625 ... defined by: %v2 =
//! stablehlo.dot_general %a0, %a1, contracting_dims = [] x [] ...".
//!
//! `DIFF_CASES=N` runs N programs (default 2000, a few seconds) and N / 4 contraction programs;
//! `DIFF_SEED=S` runs only the program of seed `S` (in both tests); `DIFF_TRACE=1` prints each
//! contraction program before it runs (to find one that crashes the process);
//! `--nocapture` prints the coverage and the time. A failure prints the seed, the configuration,
//! the element that differs, the line that defines it and the program.

mod common;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::rc::Rc;
use std::time::Instant;

use common::Rng;
use compiler::reference::tensor::Tensor;
use compiler::reference::Interpreter;
use dialect::types::ElemType;
use runtime::{Arg, HostTensor, Instance, Module};

/// f32's unit roundoff: a correctly rounded result is within `U * |x|` of the exact one.
const U: f64 = 1.0 / 16_777_216.0;
/// Integers up to 2^24 (and dyadic values with 24 significant bits) are exact in f32.
const EXACT: f64 = 16_777_216.0;
const I32_WRAP: f64 = 2_147_483_648.0;
const DIFF_SHOW: usize = 100;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum El {
    F32,
    I32,
    I1,
}

impl El {
    fn name(self) -> &'static str {
        match self {
            El::F32 => "f32",
            El::I32 => "i32",
            El::I1 => "i1",
        }
    }
}

/// A value of the program, with what the generator knows about it.
#[derive(Clone, Debug)]
struct Val {
    name: String,
    shape: Vec<usize>,
    el: El,
    /// |x| <= bound for every element of the reference's value.
    bound: f64,
    /// f32: |runtime - reference| <= err for every element; 0 when both compute the same bits.
    /// Integers are always exact.
    err: f64,
    /// f32 with `err == 0`: every element is a multiple of 2^-grid and `bound * 2^grid <= 2^24`.
    grid: Option<i32>,
    /// The exact elements (row-major), when the generator knows them without either side's help:
    /// the arguments' and constants' data, and contractions of such values computed by
    /// [`direct_dot`]. Both the reference and the runtime must produce exactly these.
    known: Option<Rc<Vec<f64>>>,
}

impl Val {
    fn ty(&self) -> String {
        tensor_ty(&self.shape, self.el)
    }
    fn n(&self) -> usize {
        self.shape.iter().product()
    }
    fn exact(&self) -> bool {
        self.err == 0.0
    }
    /// A bound on the magnitude of the runtime's value.
    fn mag(&self) -> f64 {
        self.bound + self.err
    }
}

fn tensor_ty(shape: &[usize], el: El) -> String {
    let mut s = String::from("tensor<");
    for d in shape {
        write!(s, "{d}x").unwrap();
    }
    s + el.name() + ">"
}

fn list(v: &[usize]) -> String {
    v.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// An f32 literal MLIR reads back exactly.
fn lit(x: f64) -> String {
    let s = format!("{x:e}");
    match s.find('e') {
        Some(i) if !s[..i].contains('.') => format!("{}.0{}", &s[..i], &s[i..]),
        _ => s,
    }
}

fn fits(bound: f64, grid: i32) -> bool {
    bound * 2f64.powi(grid) <= EXACT
}

/// The grid of a value both sides compute exactly from operands on the grid `grid`, if its bound
/// keeps it exact.
fn dyadic(bound: f64, grid: Option<i32>) -> Option<i32> {
    grid.filter(|&g| fits(bound, g))
}

/// Error and grid of a correctly rounded op whose exact result is at most `bound` and at most
/// `delta` from the reference's exact result, and a multiple of 2^-grid when `grid` is given.
fn rounded(delta: f64, bound: f64, grid: Option<i32>) -> (f64, Option<i32>) {
    if delta == 0.0 {
        // Same inputs, same correctly rounded op: the same bits.
        (0.0, dyadic(bound, grid))
    } else {
        (delta + 2.0 * U * (bound + delta), None)
    }
}

/// The least `g >= 0` with `x` a multiple of 2^-g (`x` a short dyadic constant).
fn grid_of(x: f64) -> i32 {
    (0..64)
        .find(|&g| (x * 2f64.powi(g)).fract() == 0.0)
        .unwrap_or(64)
}

fn max_grid(a: &Val, b: &Val) -> Option<i32> {
    Some(a.grid?.max(b.grid?))
}

const SMALL_DIMS: [usize; 14] = [1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 13, 16, 17];
/// ~3000 elements: many rows and SIMD tails, one worker tile.
const MEDIUM_SHAPES: [&[usize]; 6] = [
    &[3000],
    &[60, 50],
    &[97, 31],
    &[3, 1001],
    &[2, 3, 503],
    &[1501, 2],
];
/// More than one of the runtime's 16384-element worker tiles (`TILE` in `runtime/src/kernel`), so
/// that maps and reductions are split across the 2 workers, with a partial last tile.
const LARGE_SHAPES: [&[usize]; 6] = [
    &[16385],
    &[150, 131],
    &[3, 7001],
    &[2, 97, 101],
    &[1, 17001],
    &[1301, 13],
];

/// The coverage key of values with no elements (an extent of 0).
const NO_ELEMENTS: &str = "values with no elements";
/// The coverage key of splat constants with no elements (`dense<0.5> : tensor<3x0xf32>`).
const SPLAT_OF_NO_ELEMENTS: &str = "splat constants with no elements";

/// Constants and arguments of [`random_contraction`] are multiples of 2^-DOT_GRID.
const DOT_GRID: i32 = 2;

/// A `dot_general`'s operand shapes and dimension numbers.
#[derive(Clone, Debug)]
struct Contraction {
    lhs: Vec<usize>,
    rhs: Vec<usize>,
    lhs_batch: Vec<usize>,
    rhs_batch: Vec<usize>,
    lhs_contract: Vec<usize>,
    rhs_contract: Vec<usize>,
}

impl Contraction {
    /// From each operand's (shape, batching dimensions, contracting dimensions).
    fn new(
        (lhs, lhs_batch, lhs_contract): (Vec<usize>, Vec<usize>, Vec<usize>),
        (rhs, rhs_batch, rhs_contract): (Vec<usize>, Vec<usize>, Vec<usize>),
    ) -> Contraction {
        Contraction {
            lhs,
            rhs,
            lhs_batch,
            rhs_batch,
            lhs_contract,
            rhs_contract,
        }
    }
    /// The dimensions of `shape` that are neither batching nor contracting, in increasing order.
    fn free(shape: &[usize], batch: &[usize], contract: &[usize]) -> Vec<usize> {
        (0..shape.len())
            .filter(|d| !batch.contains(d) && !contract.contains(d))
            .collect()
    }
    fn lhs_free(&self) -> Vec<usize> {
        Self::free(&self.lhs, &self.lhs_batch, &self.lhs_contract)
    }
    fn rhs_free(&self) -> Vec<usize> {
        Self::free(&self.rhs, &self.rhs_batch, &self.rhs_contract)
    }
    /// The spec's result shape: batching dimensions (in `lhs_batching_dimensions` order), then
    /// the lhs's free dimensions, then the rhs's.
    fn result_shape(&self) -> Vec<usize> {
        let mut s: Vec<usize> = self.lhs_batch.iter().map(|&d| self.lhs[d]).collect();
        s.extend(self.lhs_free().iter().map(|&d| self.lhs[d]));
        s.extend(self.rhs_free().iter().map(|&d| self.rhs[d]));
        s
    }
    /// Terms in each sum: the product of the contracting extents (1 when there are none).
    fn k(&self) -> usize {
        self.lhs_contract.iter().map(|&d| self.lhs[d]).product()
    }
    fn text(&self, l: &str, r: &str) -> String {
        let batching = if self.lhs_batch.is_empty() {
            String::new()
        } else {
            format!(
                "batching_dims = [{}] x [{}], ",
                list(&self.lhs_batch),
                list(&self.rhs_batch)
            )
        };
        format!(
            "stablehlo.dot_general {l}, {r}, {batching}contracting_dims = [{}] x [{}], precision = [DEFAULT, DEFAULT] : ({}, {}) -> {}",
            list(&self.lhs_contract),
            list(&self.rhs_contract),
            tensor_ty(&self.lhs, El::F32),
            tensor_ty(&self.rhs, El::F32),
            tensor_ty(&self.result_shape(), El::F32)
        )
    }
    /// Coverage counters for the kinds of contraction this is.
    fn features(&self) -> Vec<&'static str> {
        let mut f = vec![];
        if self.lhs_contract.is_empty() {
            f.push(if self.lhs_batch.is_empty() {
                "dot_general.outer_product"
            } else {
                "dot_general.batching_without_contracting"
            });
            if self.lhs.len() > 1 || self.rhs.len() > 1 {
                f.push("dot_general.outer_product_of_rank_2+");
            }
        }
        let has = |dims: &[usize], shape: &[usize], x: usize| dims.iter().any(|&d| shape[d] == x);
        for (x, name) in [(0, "0"), (1, "1")] {
            if has(&self.lhs_contract, &self.lhs, x) {
                f.push(if x == 0 {
                    "dot_general.contracting_extent_0"
                } else {
                    "dot_general.contracting_extent_1"
                });
            }
            if has(&self.lhs_batch, &self.lhs, x) {
                f.push(if x == 0 {
                    "dot_general.batch_extent_0"
                } else {
                    "dot_general.batch_extent_1"
                });
            }
            let _ = name;
        }
        if self.result_shape().contains(&0) {
            f.push("dot_general.empty_result");
        }
        f
    }
}

/// A contraction's exact result, computed directly from the specification's definition with no
/// code in common with the reference interpreter or the runtime: for each result index (batch,
/// lhs free, rhs free), the sum over every combination of contracting indices, of which there
/// are `k()` (the product of the contracting extents: one when nothing is contracted, none when
/// an extent is 0), of lhs x rhs. In f64, on dyadic values whose sums are exact.
fn direct_dot(c: &Contraction, l: &[f64], r: &[f64]) -> Vec<f64> {
    /// The row-major multi-index of `flat` in `shape`.
    fn unflatten(mut flat: usize, shape: &[usize]) -> Vec<usize> {
        let mut idx = vec![0; shape.len()];
        for d in (0..shape.len()).rev() {
            idx[d] = flat % shape[d];
            flat /= shape[d];
        }
        idx
    }
    fn flatten(idx: &[usize], shape: &[usize]) -> usize {
        idx.iter().zip(shape).fold(0, |acc, (&i, &n)| acc * n + i)
    }
    assert_eq!(l.len(), c.lhs.iter().product::<usize>());
    assert_eq!(r.len(), c.rhs.iter().product::<usize>());
    let (lf, rf) = (c.lhs_free(), c.rhs_free());
    let nb = c.lhs_batch.len();
    let shape = c.result_shape();
    let contract_shape: Vec<usize> = c.lhs_contract.iter().map(|&d| c.lhs[d]).collect();
    let terms: usize = contract_shape.iter().product();
    let n: usize = shape.iter().product();
    let mut out = Vec::with_capacity(n);
    for flat in 0..n {
        let ri = unflatten(flat, &shape);
        let mut li = vec![0; c.lhs.len()];
        let mut rj = vec![0; c.rhs.len()];
        for (k, (&dl, &dr)) in c.lhs_batch.iter().zip(&c.rhs_batch).enumerate() {
            li[dl] = ri[k];
            rj[dr] = ri[k];
        }
        for (k, &d) in lf.iter().enumerate() {
            li[d] = ri[nb + k];
        }
        for (k, &d) in rf.iter().enumerate() {
            rj[d] = ri[nb + lf.len() + k];
        }
        let mut sum = 0.0;
        for t in 0..terms {
            let ci = unflatten(t, &contract_shape);
            for (k, (&dl, &dr)) in c.lhs_contract.iter().zip(&c.rhs_contract).enumerate() {
                li[dl] = ci[k];
                rj[dr] = ci[k];
            }
            sum += l[flatten(&li, &c.lhs)] * r[flatten(&rj, &c.rhs)];
        }
        out.push(sum);
    }
    out
}

/// A random small contraction with its operands' data: 0 to 2 batching, 0 to 2 contracting and
/// 0 to 2 free dimensions per operand in any order (so often none contracted: outer products,
/// of rank-2+ operands too, and batching without contracting), extents 1 to 7 (with
/// `zero_extents`, 0 in about one dimension in twelve, in any role: contracting, batching,
/// free), and elements that are
/// multiples of 1/4 in [-2, 2], all equal in one operand in four (a splat constant).
fn random_contraction(rng: &mut Rng, zero_extents: bool) -> (Contraction, Vec<f64>, Vec<f64>) {
    loop {
        let extent = |rng: &mut Rng| {
            if zero_extents && rng.below(12) == 0 {
                0
            } else {
                [1, 1, 2, 3, 4, 5, 7][rng.below(7)]
            }
        };
        let nb = [0, 0, 1, 2][rng.below(4)];
        let nc = [0, 0, 1, 1, 2][rng.below(5)];
        let (nlf, nrf) = (rng.below(3), rng.below(3));
        if nb + nc + nlf.max(nrf) > 4 || nb + nlf + nrf > 4 {
            continue;
        }
        let batch: Vec<usize> = (0..nb).map(|_| extent(rng)).collect();
        let contract: Vec<usize> = (0..nc).map(|_| extent(rng)).collect();
        // One operand's dimensions: batching, contracting and free, shuffled.
        let operand = |rng: &mut Rng, nf: usize| {
            #[derive(Clone, Copy)]
            enum D {
                Batch(usize),
                Contract(usize),
                Free(usize),
            }
            let mut items: Vec<D> = (0..nb)
                .map(D::Batch)
                .chain((0..nc).map(D::Contract))
                .chain((0..nf).map(|_| D::Free(extent(rng))))
                .collect();
            for i in (1..items.len()).rev() {
                items.swap(i, rng.below(i + 1));
            }
            let (mut shape, mut b, mut c) = (vec![], vec![0; nb], vec![0; nc]);
            for (j, it) in items.into_iter().enumerate() {
                shape.push(match it {
                    D::Batch(i) => {
                        b[i] = j;
                        batch[i]
                    }
                    D::Contract(i) => {
                        c[i] = j;
                        contract[i]
                    }
                    D::Free(s) => s,
                });
            }
            (shape, b, c)
        };
        let l = operand(rng, nlf);
        let r = operand(rng, nrf);
        let c = Contraction::new(l, r);
        let out: usize = c.result_shape().iter().product();
        let (nl, nr) = (
            c.lhs.iter().product::<usize>(),
            c.rhs.iter().product::<usize>(),
        );
        if nl > 300 || nr > 300 || out > 300 || out * c.k() > 10_000 {
            continue;
        }
        let data = |rng: &mut Rng, n: usize| -> Vec<f64> {
            let one = |rng: &mut Rng| (rng.below(17) as f64 - 8.0) / 4.0;
            if rng.below(4) == 0 {
                vec![one(rng); n]
            } else {
                (0..n).map(|_| one(rng)).collect()
            }
        };
        let lv = data(rng, nl);
        let rv = data(rng, nr);
        return (c, lv, rv);
    }
}

struct Gen<'r> {
    rng: &'r mut Rng,
    /// The ~3000-element or the multi-tile shapes the program is built around, if any.
    big: Option<&'static [&'static [usize]]>,
    body: String,
    vals: Vec<Val>,
    args: Vec<Val>,
    data: Vec<Tensor>,
    next: usize,
    /// How many times each op (by name and element type) was emitted.
    ops: BTreeMap<String, usize>,
    /// Values `@main` must return (the contraction twins).
    keep: Vec<Val>,
}

/// A generated program: the source of `@main`, its arguments and what the generator knows about
/// its results.
struct Program {
    src: String,
    args: Vec<Tensor>,
    /// Arguments with `abi.output` or `abi.consume`: donated in half the configurations.
    donated: Vec<bool>,
    results: Vec<Val>,
    ops: BTreeMap<String, usize>,
    /// The size class: 0 small, 1 ~3000 elements, 2 several worker tiles.
    class: usize,
}

impl<'r> Gen<'r> {
    fn new(rng: &'r mut Rng, big: Option<&'static [&'static [usize]]>) -> Gen<'r> {
        Gen {
            rng,
            big,
            body: String::new(),
            vals: vec![],
            args: vec![],
            data: vec![],
            next: 0,
            ops: BTreeMap::new(),
            keep: vec![],
        }
    }
    fn below(&mut self, n: usize) -> usize {
        self.rng.below(n)
    }
    fn chance(&mut self, num: usize, den: usize) -> bool {
        self.rng.below(den) < num
    }
    fn small_dim(&mut self) -> usize {
        SMALL_DIMS[self.below(SMALL_DIMS.len())]
    }
    fn max_elems(&self) -> usize {
        match self.big {
            None => 600,
            Some(s) => {
                2 * s
                    .iter()
                    .map(|s| s.iter().product::<usize>())
                    .max()
                    .unwrap_or(0)
                    + 100
            }
        }
    }
    fn big_shape(&mut self) -> Option<Vec<usize>> {
        let shapes = self.big?;
        Some(shapes[self.below(shapes.len())].to_vec())
    }
    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }

    fn random_shape(&mut self) -> Vec<usize> {
        loop {
            let rank = [0, 1, 1, 1, 2, 2, 2, 2, 3, 3][self.below(10)];
            let s: Vec<usize> = (0..rank).map(|_| self.small_dim()).collect();
            if s.iter().product::<usize>() <= 400 {
                return s;
            }
        }
    }

    /// Emits `name = text` and adds the value to the pool.
    #[allow(clippy::too_many_arguments)]
    fn emit(
        &mut self,
        op: &str,
        text: String,
        shape: Vec<usize>,
        el: El,
        bound: f64,
        err: f64,
        grid: Option<i32>,
    ) -> Val {
        let name = format!("%v{}", self.next);
        self.next += 1;
        writeln!(self.body, "  {name} = {text}").unwrap();
        *self.ops.entry(op.to_string()).or_default() += 1;
        if shape.contains(&0) {
            *self.ops.entry(NO_ELEMENTS.to_string()).or_default() += 1;
        }
        let v = Val {
            name,
            shape,
            el,
            bound: bound.min(if el == El::F32 { f64::MAX } else { I32_WRAP }),
            err,
            grid: if err == 0.0 {
                dyadic(bound, grid)
            } else {
                None
            },
            known: None,
        };
        self.vals.push(v.clone());
        v
    }

    fn new_arg(&mut self, shape: &[usize], el: El) -> Val {
        let n: usize = shape.iter().product();
        let (t, bound, grid) = match el {
            El::F32 => {
                let v = (0..n)
                    .map(|_| (self.below(129) as f64 - 64.0) / 64.0)
                    .collect();
                (
                    Tensor::floats(shape.to_vec(), ElemType::F32, v),
                    1.0,
                    Some(6),
                )
            }
            El::I32 => {
                let v = (0..n).map(|_| self.below(19) as i64 - 9).collect();
                (Tensor::ints(shape.to_vec(), ElemType::I32, v), 9.0, None)
            }
            El::I1 => {
                let v = (0..n).map(|_| self.below(2) as i64).collect();
                (Tensor::ints(shape.to_vec(), ElemType::I1, v), 1.0, None)
            }
        };
        self.arg_with(t, el, bound, grid)
    }

    /// A new argument holding `t`, whose elements are at most `bound` and (f32) multiples of
    /// 2^-grid.
    fn arg_with(&mut self, t: Tensor, el: El, bound: f64, grid: Option<i32>) -> Val {
        let v = Val {
            name: format!("%a{}", self.args.len()),
            shape: t.shape.clone(),
            el,
            bound,
            err: 0.0,
            grid,
            known: (el == El::F32).then(|| Rc::new(t.to_f64())),
        };
        self.data.push(t);
        self.args.push(v.clone());
        self.vals.push(v.clone());
        v
    }

    /// A dense constant: a splat, or (for few elements) one value per element.
    fn constant(&mut self, shape: &[usize], el: El, splat: Option<f64>) -> Val {
        let n: usize = shape.iter().product();
        let one = |g: &mut Self| -> f64 {
            match el {
                El::F32 => (g.below(33) as f64 - 16.0) / 8.0,
                El::I32 => g.below(19) as f64 - 9.0,
                El::I1 => g.below(2) as f64,
            }
        };
        match splat.or_else(|| {
            if n > 24 || self.chance(1, 2) {
                Some(one(self))
            } else {
                None
            }
        }) {
            Some(x) => self.constant_of(shape, el, &[x]),
            None => {
                let vals: Vec<f64> = (0..n).map(|_| one(self)).collect();
                self.constant_of(shape, el, &vals)
            }
        }
    }

    /// `stablehlo.constant` of these values (row-major), written as a splat when `vals` has one
    /// element (of any shape, also one with no elements) and as nested lists otherwise (`[]` in
    /// place of each row of no elements, or `dense<>` when the first extent is 0).
    fn constant_of(&mut self, shape: &[usize], el: El, vals: &[f64]) -> Val {
        let n: usize = shape.iter().product();
        assert!(
            vals.len() == 1 || vals.len() == n,
            "constant_of: {vals:?} for {shape:?}"
        );
        let fmt = |x: f64| match el {
            El::F32 => lit(x),
            El::I32 => format!("{}", x as i64),
            El::I1 => (if x != 0.0 { "true" } else { "false" }).to_string(),
        };
        // Nested brackets, row-major.
        fn nest(shape: &[usize], vals: &[f64], fmt: &dyn Fn(f64) -> String) -> String {
            if shape.is_empty() {
                return fmt(vals[0]);
            }
            let step = shape[1..].iter().product::<usize>();
            let parts: Vec<String> = (0..shape[0])
                .map(|i| nest(&shape[1..], &vals[i * step..(i + 1) * step], fmt))
                .collect();
            format!("[{}]", parts.join(", "))
        }
        if vals.len() == 1 && n == 0 {
            *self
                .ops
                .entry(SPLAT_OF_NO_ELEMENTS.to_string())
                .or_default() += 1;
        }
        let text = if vals.len() == 1 {
            fmt(vals[0])
        } else if shape.first() == Some(&0) && self.chance(1, 2) {
            String::new()
        } else {
            nest(shape, vals, &fmt)
        };
        let bound = vals.iter().fold(0.0f64, |a, x| a.max(x.abs()));
        let grid = (el == El::F32).then(|| vals.iter().map(|&x| grid_of(x)).max().unwrap_or(0));
        let mut v = self.emit(
            &format!("constant.{}", el.name()),
            format!(
                "stablehlo.constant dense<{text}> : {}",
                tensor_ty(shape, el)
            ),
            shape.to_vec(),
            el,
            bound,
            0.0,
            grid,
        );
        if el == El::F32 {
            let all = if vals.len() == 1 {
                vec![vals[0]; n]
            } else {
                vals.to_vec()
            };
            v.known = Some(Rc::new(all));
            self.vals.last_mut().unwrap().known = v.known.clone();
        }
        v
    }

    fn iota(&mut self, shape: &[usize], el: El) -> Val {
        let d = self.below(shape.len());
        self.emit(
            &format!("iota.{}", el.name()),
            format!("stablehlo.iota dim = {d} : {}", tensor_ty(shape, el)),
            shape.to_vec(),
            el,
            shape[d] as f64 - 1.0,
            0.0,
            Some(0),
        )
    }

    /// A pool value satisfying `ok`, preferring recent ones so chains grow deep. Values with no
    /// elements (from [`Gen::dot_twins`]) are only returned, never operands of other ops.
    fn pick(&mut self, ok: impl Fn(&Val) -> bool) -> Option<Val> {
        let c: Vec<usize> = (0..self.vals.len())
            .filter(|&i| self.vals[i].n() > 0 && ok(&self.vals[i]))
            .collect();
        if c.is_empty() {
            return None;
        }
        let i = if self.chance(1, 2) {
            c[c.len() - 1 - self.below(c.len().min(3))]
        } else {
            c[self.below(c.len())]
        };
        Some(self.vals[i].clone())
    }

    /// `a * 2^k`, exact.
    fn scale(&mut self, a: &Val, k: i32) -> Val {
        let s = 2f64.powi(k);
        let c = if self.chance(1, 2) {
            self.constant(&a.shape, El::F32, Some(s))
        } else {
            let c = self.constant(&[], El::F32, Some(s));
            self.broadcast(&c, &a.shape, &[])
        };
        self.emit(
            "multiply.f32",
            format!("stablehlo.multiply {}, {} : {}", a.name, c.name, a.ty()),
            a.shape.clone(),
            El::F32,
            a.bound * s,
            a.err * s,
            a.grid.map(|g| g - k),
        )
    }

    /// `a`, brought back to a small magnitude if it has grown: f32 scaled by a power of two to at
    /// most 2, i32 reduced with `remainder` or `and`.
    fn tame(&mut self, a: Val) -> Val {
        match a.el {
            El::F32 if a.mag() > 4.0 => {
                let k = a.mag().log2().ceil() as i32 - 1;
                self.scale(&a, -k)
            }
            El::I32 if a.bound > 32768.0 => {
                if self.chance(1, 2) {
                    let c = self.constant(&a.shape, El::I32, Some(251.0));
                    self.emit(
                        "remainder.i32",
                        format!("stablehlo.remainder {}, {} : {}", a.name, c.name, a.ty()),
                        a.shape.clone(),
                        El::I32,
                        250.0,
                        0.0,
                        None,
                    )
                } else {
                    let c = self.constant(&a.shape, El::I32, Some(4095.0));
                    self.emit(
                        "and.i32",
                        format!("stablehlo.and {}, {} : {}", a.name, c.name, a.ty()),
                        a.shape.clone(),
                        El::I32,
                        4095.0,
                        0.0,
                        None,
                    )
                }
            }
            _ => a,
        }
    }

    fn broadcast(&mut self, a: &Val, shape: &[usize], dims: &[usize]) -> Val {
        self.emit(
            &format!("broadcast_in_dim.{}", a.el.name()),
            format!(
                "stablehlo.broadcast_in_dim {}, dims = [{}] : ({}) -> {}",
                a.name,
                list(dims),
                a.ty(),
                tensor_ty(shape, a.el)
            ),
            shape.to_vec(),
            a.el,
            a.bound,
            a.err,
            a.grid,
        )
    }

    /// Dimensions of `target` that `shape` can be broadcast along (increasing; each operand
    /// extent equal to the target's or 1), if any.
    fn embedding(shape: &[usize], target: &[usize]) -> Option<Vec<usize>> {
        let mut dims = vec![];
        let mut j = 0;
        for &s in shape {
            while j < target.len() && !(s == target[j] || s == 1) {
                j += 1;
            }
            if j == target.len() {
                return None;
            }
            dims.push(j);
            j += 1;
        }
        Some(dims)
    }

    /// A value of this shape and type: one of the pool's, or a new argument, a broadcast, a
    /// constant or an iota.
    fn like(&mut self, shape: &[usize], el: El, need_exact: bool) -> Val {
        if self.chance(3, 5) {
            if let Some(v) =
                self.pick(|v| v.shape == shape && v.el == el && (!need_exact || v.exact()))
            {
                return v;
            }
        }
        if el == El::I1 {
            if self.chance(1, 2) {
                return self.new_arg(shape, El::I1);
            }
            let a = self.like(shape, El::I32, true);
            let b = self.like(shape, El::I32, true);
            return self.compare(&a, &b);
        }
        match self.below(6) {
            0 | 1 => self.new_arg(shape, el),
            2 => {
                let found = self.pick(|v| {
                    v.el == el
                        && v.shape.len() < shape.len()
                        && (!need_exact || v.exact())
                        && Self::embedding(&v.shape, shape).is_some()
                });
                match found {
                    Some(v) => {
                        let dims = Self::embedding(&v.shape, shape).unwrap();
                        self.broadcast(&v, shape, &dims)
                    }
                    None => {
                        let c = self.constant(&[], el, None);
                        self.broadcast(&c, shape, &[])
                    }
                }
            }
            3 if !shape.is_empty() => {
                let i = self.iota(shape, el);
                self.tame(i)
            }
            _ => self.constant(shape, el, None),
        }
    }

    fn compare(&mut self, a: &Val, b: &Val) -> Val {
        let dir = ["EQ", "NE", "LT", "LE", "GT", "GE"][self.below(6)];
        let kind = if a.el == El::F32 { "FLOAT" } else { "SIGNED" };
        self.emit(
            &format!("compare.{}", a.el.name()),
            format!(
                "stablehlo.compare {dir}, {}, {}, {kind} : ({}, {}) -> {}",
                a.name,
                b.name,
                a.ty(),
                b.ty(),
                tensor_ty(&a.shape, El::I1)
            ),
            a.shape.clone(),
            El::I1,
            1.0,
            0.0,
            None,
        )
    }

    /// `|b| + 1`: a divisor at least 1.
    fn abs_plus_one(&mut self, b: &Val) -> Val {
        let ab = self.unary_exact("abs", b);
        let one = self.constant(&b.shape, b.el, Some(1.0));
        let (err, grid) = match b.el {
            El::F32 => rounded(ab.err, ab.bound + 1.0, ab.grid.map(|g| g.max(0))),
            _ => (0.0, None),
        };
        self.emit(
            &format!("add.{}", b.el.name()),
            format!("stablehlo.add {}, {} : {}", ab.name, one.name, b.ty()),
            b.shape.clone(),
            b.el,
            ab.bound + 1.0,
            err,
            grid,
        )
    }

    /// neg or abs: exact for both element types.
    fn unary_exact(&mut self, op: &str, a: &Val) -> Val {
        self.emit(
            &format!("{op}.{}", a.el.name()),
            format!("stablehlo.{op} {} : {}", a.name, a.ty()),
            a.shape.clone(),
            a.el,
            a.bound,
            a.err,
            a.grid,
        )
    }

    // ---- op builders: each adds one or a few ops, or returns false when the pool has nothing
    // suitable.

    fn f32_binary(&mut self) -> bool {
        let Some(a) = self.pick(|v| v.el == El::F32) else {
            return false;
        };
        let op = [
            "add",
            "subtract",
            "multiply",
            "maximum",
            "minimum",
            "divide",
            "remainder",
        ][self.below(7)];
        let need_exact = op == "remainder";
        if need_exact && !a.exact() {
            return false;
        }
        let a = self.tame(a);
        let b = self.like(&a.shape, El::F32, need_exact);
        let b = self.tame(b);
        let (ba, bb) = (a.mag(), b.mag());
        let (ea, eb) = (a.err, b.err);
        let (b, bound, err, grid) = match op {
            "add" | "subtract" => {
                let (e, g) = rounded(ea + eb, a.bound + b.bound, max_grid(&a, &b));
                (b.clone(), a.bound + b.bound, e, g)
            }
            "multiply" => {
                let g = a.grid.zip(b.grid).map(|(x, y)| x + y);
                let (e, g) = rounded(ea * bb + eb * ba, a.bound * b.bound, g);
                (b.clone(), a.bound * b.bound, e, g)
            }
            "maximum" | "minimum" => (
                b.clone(),
                a.bound.max(b.bound),
                ea.max(eb),
                max_grid(&a, &b),
            ),
            "divide" => {
                let d = self.abs_plus_one(&b);
                // d >= 1: |a'/d' - a/d| <= |a' - a| + |a| |d' - d|.
                let (e, _) = rounded(ea + ba * d.err, a.bound, None);
                (d, a.bound, e, None)
            }
            _ => {
                // fmod is exact: the same bits on both sides from the same operands.
                let d = self.abs_plus_one(&b);
                let grid = max_grid(&a, &d);
                (d, a.bound, 0.0, grid)
            }
        };
        let v = self.emit(
            &format!("{op}.f32"),
            format!("stablehlo.{op} {}, {} : {}", a.name, b.name, a.ty()),
            a.shape.clone(),
            El::F32,
            bound,
            err,
            grid,
        );
        self.tame(v);
        true
    }

    fn f32_unary(&mut self) -> bool {
        let Some(a) = self.pick(|v| v.el == El::F32) else {
            return false;
        };
        let ops = [
            "negate", "abs", "floor", "ceil", "exp", "log", "tanh", "logistic", "sqrt", "rsqrt",
        ];
        let op = ops[self.below(ops.len())];
        let (x, bound, err, grid) = match op {
            "negate" | "abs" => {
                self.unary_exact(op, &a);
                return true;
            }
            "floor" | "ceil" => {
                if !a.exact() {
                    return false;
                }
                (a.clone(), a.bound.ceil(), 0.0, Some(0))
            }
            "exp" => {
                let x = if a.mag() > 2.0 {
                    let k = a.mag().log2().ceil() as i32 - 1;
                    self.scale(&a, -k)
                } else {
                    a
                };
                let y = x.mag().exp();
                (x.clone(), y, y * x.err + 12.0 * U * y, None)
            }
            "log" => {
                let x = self.abs_plus_one(&a);
                let y = x.mag().ln();
                (x.clone(), y, x.err + 12.0 * U * y, None)
            }
            "tanh" => {
                let y = a.bound.min(1.0);
                (a.clone(), y, a.err + 20.0 * U * y, None)
            }
            "logistic" => (a.clone(), 1.0, a.err / 4.0 + 16.0 * U, None),
            "sqrt" => {
                let x = self.unary_exact("abs", &a);
                let y = x.mag().sqrt();
                let err = if x.err == 0.0 {
                    0.0
                } else {
                    x.err.sqrt() + 2.0 * U * y
                };
                (x, y, err, None)
            }
            _ => {
                let x = self.abs_plus_one(&a);
                (x.clone(), 1.0, x.err / 2.0 + 4.0 * U, None)
            }
        };
        let name = match op {
            "exp" => "exponential",
            o => o,
        };
        let v = self.emit(
            &format!("{op}.f32"),
            format!("stablehlo.{name} {} : {}", x.name, x.ty()),
            x.shape.clone(),
            El::F32,
            bound,
            err,
            grid,
        );
        self.tame(v);
        true
    }

    fn compare_select(&mut self) -> bool {
        let f32_ok = self.chance(1, 2);
        let Some(a) =
            self.pick(|v| (v.el == El::F32 && f32_ok && v.exact()) || (v.el == El::I32 && !f32_ok))
        else {
            return false;
        };
        let b = self.like(&a.shape, a.el, true);
        let p = self.compare(&a, &b);
        // Select between any two values of the shape.
        let el = if self.chance(2, 3) { El::F32 } else { El::I32 };
        let x = self.like(&a.shape, el, false);
        let y = self.like(&a.shape, el, false);
        // Sometimes a scalar predicate.
        let p = if self.chance(1, 6) && !a.shape.is_empty() {
            self.like(&[], El::I1, true)
        } else {
            p
        };
        self.emit(
            &format!("select.{}", el.name()),
            format!(
                "stablehlo.select {}, {}, {} : ({}, {}, {}) -> {}",
                p.name,
                x.name,
                y.name,
                p.ty(),
                x.ty(),
                y.ty(),
                x.ty()
            ),
            a.shape.clone(),
            el,
            x.bound.max(y.bound),
            x.err.max(y.err),
            max_grid(&x, &y),
        );
        true
    }

    fn convert(&mut self) -> bool {
        let Some(a) = self.pick(|v| v.exact()) else {
            return false;
        };
        let to = match a.el {
            El::F32 => [El::I32, El::I32, El::I32, El::I1][self.below(4)],
            El::I32 => [El::F32, El::F32, El::I1][self.below(3)],
            El::I1 => [El::F32, El::I32][self.below(2)],
        };
        let a = if a.el == El::F32 && to == El::I32 {
            // Scale first so that truncation keeps some of the fraction.
            let k = self.below(5) as i32;
            if k > 0 {
                self.scale(&a, k)
            } else {
                a
            }
        } else {
            a
        };
        let bound = match to {
            El::I1 => 1.0,
            El::I32 => a.bound.trunc(),
            El::F32 => a.bound,
        };
        self.emit(
            &format!("convert.{}.{}", a.el.name(), to.name()),
            format!(
                "stablehlo.convert {} : ({}) -> {}",
                a.name,
                a.ty(),
                tensor_ty(&a.shape, to)
            ),
            a.shape.clone(),
            to,
            bound,
            0.0,
            Some(0),
        );
        true
    }

    fn i32_ops(&mut self) -> bool {
        let Some(a) = self.pick(|v| v.el == El::I32) else {
            return false;
        };
        let a = self.tame(a);
        let ops = [
            "add",
            "subtract",
            "multiply",
            "maximum",
            "minimum",
            "and",
            "or",
            "xor",
            "divide",
            "remainder",
            "negate",
            "abs",
        ];
        let op = ops[self.below(ops.len())];
        if op == "negate" || op == "abs" {
            self.unary_exact(op, &a);
            return true;
        }
        let b = self.like(&a.shape, El::I32, true);
        let b = self.tame(b);
        let p2 = |x: f64| 2f64.powf(x.max(1.0).log2().ceil() + 1.0);
        let (b, bound) = match op {
            "add" | "subtract" => (b.clone(), a.bound + b.bound),
            "multiply" => (b.clone(), a.bound * b.bound),
            "maximum" | "minimum" => (b.clone(), a.bound.max(b.bound)),
            "and" | "or" | "xor" => (b.clone(), p2(a.bound.max(b.bound))),
            "divide" => (self.abs_plus_one(&b), a.bound),
            _ => {
                let d = self.abs_plus_one(&b);
                let bound = a.bound.min(d.bound - 1.0);
                (d, bound)
            }
        };
        self.emit(
            &format!("{op}.i32"),
            format!("stablehlo.{op} {}, {} : {}", a.name, b.name, a.ty()),
            a.shape.clone(),
            El::I32,
            bound,
            0.0,
            None,
        );
        true
    }

    fn i1_ops(&mut self) -> bool {
        let Some(a) = self.pick(|v| v.el == El::I1) else {
            return false;
        };
        let op = ["and", "or", "xor", "not"][self.below(4)];
        if op == "not" {
            self.emit(
                "not.i1",
                format!("stablehlo.not {} : {}", a.name, a.ty()),
                a.shape.clone(),
                El::I1,
                1.0,
                0.0,
                None,
            );
            return true;
        }
        let b = self.like(&a.shape, El::I1, true);
        self.emit(
            &format!("{op}.i1"),
            format!("stablehlo.{op} {}, {} : {}", a.name, b.name, a.ty()),
            a.shape.clone(),
            El::I1,
            1.0,
            0.0,
            None,
        );
        true
    }

    fn clamp(&mut self) -> bool {
        let Some(a) = self.pick(|v| v.el != El::I1) else {
            return false;
        };
        let (lo, hi) = if self.chance(1, 2) {
            let mut x = self.constant(&[], a.el, None);
            let mut y = self.constant(&[], a.el, None);
            if x.bound > y.bound {
                std::mem::swap(&mut x, &mut y);
            }
            (x, y)
        } else {
            (
                self.like(&a.shape, a.el, false),
                self.like(&a.shape, a.el, false),
            )
        };
        let ty = if lo.shape.is_empty() && !a.shape.is_empty() {
            format!("({}, {}, {}) -> {}", lo.ty(), a.ty(), hi.ty(), a.ty())
        } else {
            a.ty()
        };
        let grid = max_grid(&a, &lo).zip(hi.grid).map(|(g, h)| g.max(h));
        self.emit(
            &format!("clamp.{}", a.el.name()),
            format!(
                "stablehlo.clamp {}, {}, {} : {ty}",
                lo.name, a.name, hi.name
            ),
            a.shape.clone(),
            a.el,
            a.bound.max(lo.bound).max(hi.bound),
            a.err.max(lo.err).max(hi.err),
            grid,
        );
        true
    }

    fn new_broadcast(&mut self) -> bool {
        let Some(a) = self.pick(|v| v.shape.len() <= 3) else {
            return false;
        };
        let r = a.shape.len();
        let rank = (r + 1 + self.below(2)).min(4);
        let mut pos: Vec<usize> = (0..rank).collect();
        self.shuffle(&mut pos);
        let mut dims = pos[..r].to_vec();
        dims.sort();
        if self.chance(1, 6) {
            // broadcast_in_dim may also permute.
            self.shuffle(&mut dims);
        }
        let mut shape = vec![0; rank];
        for (i, &d) in dims.iter().enumerate() {
            shape[d] = if a.shape[i] == 1 && self.chance(1, 2) {
                self.small_dim()
            } else {
                a.shape[i]
            };
        }
        for s in shape.iter_mut().filter(|s| **s == 0) {
            *s = if self.big.is_some() {
                1 + self.rng.below(3)
            } else {
                self.small_dim()
            };
        }
        if shape.iter().product::<usize>() > self.max_elems() {
            return false;
        }
        self.broadcast(&a, &shape, &dims);
        true
    }

    fn reshape(&mut self) -> bool {
        let Some(a) = self.pick(|_| true) else {
            return false;
        };
        let n = a.n();
        let mut factors = vec![];
        let mut m = n;
        let mut p = 2;
        while m > 1 {
            while m % p == 0 {
                factors.push(p);
                m /= p;
            }
            p += 1;
        }
        let rank = if n == 1 {
            self.below(3)
        } else {
            1 + self.below(4)
        };
        let mut shape = vec![1; rank];
        for f in factors {
            let i = self.below(rank);
            shape[i] *= f;
        }
        self.emit(
            &format!("reshape.{}", a.el.name()),
            format!(
                "stablehlo.reshape {} : ({}) -> {}",
                a.name,
                a.ty(),
                tensor_ty(&shape, a.el)
            ),
            shape,
            a.el,
            a.bound,
            a.err,
            a.grid,
        );
        true
    }

    fn transpose(&mut self) -> bool {
        let Some(a) = self.pick(|v| v.shape.len() >= 2) else {
            return false;
        };
        let r = a.shape.len();
        let mut perm: Vec<usize> = (0..r).collect();
        while perm.iter().enumerate().all(|(i, &p)| i == p) {
            self.shuffle(&mut perm);
        }
        let shape: Vec<usize> = perm.iter().map(|&p| a.shape[p]).collect();
        self.emit(
            &format!("transpose.{}", a.el.name()),
            format!(
                "stablehlo.transpose {}, dims = [{}] : ({}) -> {}",
                a.name,
                list(&perm),
                a.ty(),
                tensor_ty(&shape, a.el)
            ),
            shape,
            a.el,
            a.bound,
            a.err,
            a.grid,
        );
        true
    }

    fn slice_of(&mut self, a: &Val, ranges: &[(usize, usize, usize)]) -> Val {
        let shape: Vec<usize> = ranges
            .iter()
            .map(|&(s, l, st)| (l - s).div_ceil(st))
            .collect();
        let text: Vec<String> = ranges
            .iter()
            .map(|&(s, l, st)| {
                if st == 1 {
                    format!("{s}:{l}")
                } else {
                    format!("{s}:{l}:{st}")
                }
            })
            .collect();
        self.emit(
            &format!("slice.{}", a.el.name()),
            format!(
                "stablehlo.slice {} [{}] : ({}) -> {}",
                a.name,
                text.join(", "),
                a.ty(),
                tensor_ty(&shape, a.el)
            ),
            shape,
            a.el,
            a.bound,
            a.err,
            a.grid,
        )
    }

    fn slice(&mut self) -> bool {
        let Some(a) = self.pick(|v| !v.shape.is_empty()) else {
            return false;
        };
        let ranges: Vec<(usize, usize, usize)> = a
            .shape
            .clone()
            .iter()
            .map(|&d| {
                let s = self.below(d);
                let l = s + 1 + self.below(d - s);
                let st = if self.chance(1, 4) {
                    2 + self.below(2)
                } else {
                    1
                };
                (s, l, st)
            })
            .collect();
        self.slice_of(&a, &ranges);
        true
    }

    fn concatenate(&mut self) -> bool {
        let Some(a) = self.pick(|v| !v.shape.is_empty()) else {
            return false;
        };
        let d = self.below(a.shape.len());
        let mut parts = vec![a.clone()];
        for _ in 0..1 + self.below(2) {
            let same_but_d = |v: &Val| {
                v.el == a.el
                    && v.shape.len() == a.shape.len()
                    && v.shape
                        .iter()
                        .zip(&a.shape)
                        .enumerate()
                        .all(|(i, (x, y))| i == d || x == y)
            };
            let part = match self.below(3) {
                0 => self.pick(same_but_d),
                1 => {
                    let mut ranges: Vec<(usize, usize, usize)> =
                        a.shape.iter().map(|&n| (0, n, 1)).collect();
                    let n = a.shape[d];
                    let s = self.below(n);
                    ranges[d] = (s, s + 1 + self.below(n - s), 1);
                    Some(self.slice_of(&a, &ranges))
                }
                _ => None,
            };
            let part = match part {
                Some(p) => p,
                None => {
                    let mut shape = a.shape.clone();
                    shape[d] = self.small_dim();
                    self.like(&shape, a.el, false)
                }
            };
            parts.push(part);
        }
        self.shuffle(&mut parts);
        let mut shape = a.shape.clone();
        shape[d] = parts.iter().map(|p| p.shape[d]).sum();
        if shape.iter().product::<usize>() > self.max_elems() {
            return false;
        }
        let bound = parts.iter().fold(0.0f64, |m, p| m.max(p.bound));
        let err = parts.iter().fold(0.0f64, |m, p| m.max(p.err));
        let grid = parts
            .iter()
            .try_fold(i32::MIN, |m, p| p.grid.map(|g| m.max(g)));
        let names: Vec<&str> = parts.iter().map(|p| p.name.as_str()).collect();
        let tys: Vec<String> = parts.iter().map(Val::ty).collect();
        self.emit(
            &format!("concatenate.{}", a.el.name()),
            format!(
                "stablehlo.concatenate {}, dim = {d} : ({}) -> {}",
                names.join(", "),
                tys.join(", "),
                tensor_ty(&shape, a.el)
            ),
            shape,
            a.el,
            bound,
            err,
            grid,
        );
        true
    }

    fn reverse(&mut self) -> bool {
        let Some(a) = self.pick(|v| !v.shape.is_empty()) else {
            return false;
        };
        let mut dims: Vec<usize> = (0..a.shape.len())
            .filter(|_| self.rng.below(2) == 0)
            .collect();
        if dims.is_empty() {
            dims.push(self.below(a.shape.len()));
        }
        self.emit(
            &format!("reverse.{}", a.el.name()),
            format!(
                "stablehlo.reverse {}, dims = [{}] : {}",
                a.name,
                list(&dims),
                a.ty()
            ),
            a.shape.clone(),
            a.el,
            a.bound,
            a.err,
            a.grid,
        );
        true
    }

    fn pad(&mut self) -> bool {
        let Some(a) = self.pick(|v| !v.shape.is_empty() && v.el != El::I1) else {
            return false;
        };
        let c = self.constant(&[], a.el, None);
        let mut low = vec![];
        let mut high = vec![];
        let mut interior = vec![];
        let mut shape = vec![];
        for &d in &a.shape {
            let it = if d > 1 { self.below(2) as i64 } else { 0 };
            let full = d as i64 + (d as i64 - 1) * it;
            let lo = self.below(4) as i64 - 1;
            let hi = self.below(4) as i64 - 1;
            let n = lo + hi + full;
            let (lo, hi, n) = if n < 1 { (0, 0, full) } else { (lo, hi, n) };
            low.push(lo.to_string());
            high.push(hi.to_string());
            interior.push(it.to_string());
            shape.push(n as usize);
        }
        if shape.iter().product::<usize>() > self.max_elems() {
            return false;
        }
        let grid = a.grid.map(|g| g.max(3));
        self.emit(
            &format!("pad.{}", a.el.name()),
            format!(
                "stablehlo.pad {}, {}, low = [{}], high = [{}], interior = [{}] : ({}, {}) -> {}",
                a.name,
                c.name,
                low.join(", "),
                high.join(", "),
                interior.join(", "),
                a.ty(),
                c.ty(),
                tensor_ty(&shape, a.el)
            ),
            shape,
            a.el,
            a.bound.max(c.bound),
            a.err,
            grid,
        );
        true
    }

    fn reduce(&mut self) -> bool {
        let Some(a) = self.pick(|v| !v.shape.is_empty() && v.el != El::I1) else {
            return false;
        };
        let a = self.tame(a);
        let r = a.shape.len();
        let mut dims: Vec<usize> = (0..r).filter(|_| self.rng.below(2) == 0).collect();
        if dims.is_empty() {
            dims.push(self.below(r));
        }
        let op = ["add", "add", "maximum", "minimum"][self.below(4)];
        let init = match (a.el, op) {
            (El::F32, "add") => "0.000000e+00",
            (El::F32, "maximum") => "0xFF800000",
            (El::F32, _) => "0x7F800000",
            (_, "add") => "0",
            (_, "maximum") => "-2147483648",
            _ => "2147483647",
        };
        let scalar = tensor_ty(&[], a.el);
        let z = format!("%z{}", self.next);
        writeln!(
            self.body,
            "  {z} = stablehlo.constant dense<{init}> : {scalar}"
        )
        .unwrap();
        let shape: Vec<usize> = (0..r)
            .filter(|i| !dims.contains(i))
            .map(|i| a.shape[i])
            .collect();
        let n: usize = dims.iter().map(|&i| a.shape[i]).product();
        let (bound, err, grid) = if op != "add" {
            (a.bound, a.err, a.grid)
        } else {
            let nf = n as f64;
            let bound = nf * a.bound;
            match a.grid {
                Some(g) if a.exact() && fits(bound, g) => (bound, 0.0, Some(g)),
                _ => (bound, nf * a.err + 2.0 * nf * U * nf * a.mag(), None),
            }
        };
        let bound = if a.el == El::I32 {
            bound.min(I32_WRAP)
        } else {
            bound
        };
        let v = self.emit(
            &format!("reduce_{op}.{}", a.el.name()),
            format!(
                "stablehlo.reduce({} init: {z}) applies stablehlo.{op} across dimensions = [{}] : ({}, {scalar}) -> {}",
                a.name,
                list(&dims),
                a.ty(),
                tensor_ty(&shape, a.el)
            ),
            shape,
            a.el,
            bound,
            err,
            grid,
        );
        self.tame(v);
        true
    }

    /// A `dot_general` of a pool value and another operand: batching dimensions (0 to 2),
    /// contracting dimensions (none in one in four: an outer product, per batch when there are
    /// batching dimensions; one or two otherwise) and free dimensions, in any order.
    fn dot_general(&mut self) -> bool {
        let Some(a) = self.pick(|v| v.el == El::F32 && v.shape.len() <= 3) else {
            return false;
        };
        let a = self.tame(a);
        let r = a.shape.len();
        let mut dims: Vec<usize> = (0..r).collect();
        self.shuffle(&mut dims);
        let nb = if r >= 1 && self.chance(1, 3) {
            1 + usize::from(r >= 2 && self.chance(1, 4))
        } else {
            0
        };
        let nc = match self.below(8) {
            _ if r == nb => 0,
            0 | 1 => 0,
            2 if r - nb >= 2 => 2,
            _ => 1,
        };
        let a_batch = dims[..nb].to_vec();
        let a_contract = dims[nb..nb + nc].to_vec();
        // The other operand: batch, contracting and 0 to 2 free dimensions, in any order.
        enum D {
            Batch(usize),
            Contract(usize),
            Free(usize),
        }
        let mut items: Vec<D> = (0..nb)
            .map(D::Batch)
            .chain((0..nc).map(D::Contract))
            .collect();
        for _ in 0..self.below(3) {
            let s = if self.big.is_some() {
                1 + self.below(5)
            } else {
                self.small_dim()
            };
            items.push(D::Free(s));
        }
        self.shuffle(&mut items);
        let mut b_shape = vec![];
        let mut b_batch = vec![0; nb];
        let mut b_contract = vec![0; nc];
        for (j, it) in items.iter().enumerate() {
            match *it {
                D::Batch(i) => {
                    b_batch[i] = j;
                    b_shape.push(a.shape[a_batch[i]]);
                }
                D::Contract(i) => {
                    b_contract[i] = j;
                    b_shape.push(a.shape[a_contract[i]]);
                }
                D::Free(s) => b_shape.push(s),
            }
        }
        let k: usize = a_contract.iter().map(|&i| a.shape[i]).product();
        let b = self.like(&b_shape, El::F32, false);
        let b = self.tame(b);
        let a_dims = (a.shape.clone(), a_batch, a_contract);
        let b_dims = (b.shape.clone(), b_batch, b_contract);
        let (l, rv, c) = if self.chance(1, 2) {
            (&a, &b, Contraction::new(a_dims, b_dims))
        } else {
            (&b, &a, Contraction::new(b_dims, a_dims))
        };
        let shape = c.result_shape();
        let out: usize = shape.iter().product();
        if shape.len() > 4 || out > self.max_elems() || out * k > 400_000 {
            return false;
        }
        let kf = k as f64;
        let bound = kf * a.bound * b.bound;
        let (err, grid) = match (a.grid, b.grid) {
            (Some(x), Some(y)) if a.exact() && b.exact() && fits(bound, x + y) => {
                (0.0, Some(x + y))
            }
            _ => (
                kf * (a.err * b.mag() + b.err * a.mag())
                    + 2.0 * (kf + 1.0) * U * kf * a.mag() * b.mag(),
                None,
            ),
        };
        let (l, rv) = (l.clone(), rv.clone());
        let v = self.emit_dot(&c, &l, &rv, bound, err, grid);
        self.tame(v);
        true
    }

    /// Emits the `dot_general` `c` of `l` and `r`. When both operands' elements are known and the
    /// result is exact, its elements are known too: [`direct_dot`] computes them.
    fn emit_dot(
        &mut self,
        c: &Contraction,
        l: &Val,
        r: &Val,
        bound: f64,
        err: f64,
        grid: Option<i32>,
    ) -> Val {
        for f in c.features() {
            *self.ops.entry(f.to_string()).or_default() += 1;
        }
        // Known operands that are not arguments are constants or contractions of constants:
        // canonicalize folds this one (up to its MAX_FOLDED_ELEMENTS).
        let of_constants = [l, r]
            .iter()
            .all(|v| v.known.is_some() && !v.name.starts_with("%a"));
        if of_constants {
            *self
                .ops
                .entry("dot_general.of_constants".into())
                .or_default() += 1;
        }
        let mut v = self.emit(
            "dot_general.f32",
            c.text(&l.name, &r.name),
            c.result_shape(),
            El::F32,
            bound,
            err,
            grid,
        );
        if let (Some(x), Some(y), true) = (&l.known, &r.known, v.exact() && v.grid.is_some()) {
            v.known = Some(Rc::new(direct_dot(c, x, y)));
            self.vals.last_mut().unwrap().known = v.known.clone();
        }
        v
    }

    /// The same random contraction ([`random_contraction`]: outer products, batching without
    /// contracting, extents 0 and 1 in any role) twice or three times: of constants, which
    /// `canonicalize` folds with the reference interpreter's semantics, and of arguments holding
    /// the same data (or one of each), which the runtime computes. Every twin is returned and
    /// compared with [`direct_dot`]'s exact result. With `all`, all four combinations; with
    /// `zero_extents`, extents of 0 too.
    fn dot_twins(&mut self, all: bool, zero_extents: bool) -> bool {
        let (c, lv, rv) = random_contraction(self.rng, zero_extents);
        let constant = |g: &mut Self, shape: &[usize], v: &[f64]| {
            // A splat when all elements are equal, sometimes also when there are none.
            let n = shape.iter().product::<usize>();
            if v.windows(2).all(|w| w[0] == w[1]) && (n > 0 || g.chance(1, 4)) {
                g.constant_of(shape, El::F32, &[v.first().copied().unwrap_or(0.5)])
            } else {
                g.constant_of(shape, El::F32, v)
            }
        };
        let arg = |g: &mut Self, shape: &[usize], v: &[f64]| {
            let t = Tensor::floats(shape.to_vec(), ElemType::F32, v.to_vec());
            let bound = v.iter().fold(0.0f64, |m, x| m.max(x.abs()));
            g.arg_with(t, El::F32, bound, Some(DOT_GRID))
        };
        let (lc, rc) = (constant(self, &c.lhs, &lv), constant(self, &c.rhs, &rv));
        let (la, ra) = (arg(self, &c.lhs, &lv), arg(self, &c.rhs, &rv));
        let bound = c.k() as f64 * lc.bound.max(la.bound) * rc.bound.max(ra.bound);
        let grid = Some(2 * DOT_GRID);
        let mut pairs = vec![(la, ra), (lc.clone(), rc.clone())];
        if all {
            pairs.push((pairs[0].0.clone(), rc));
            pairs.push((lc, pairs[0].1.clone()));
        } else if self.chance(1, 2) {
            let mixed = if self.chance(1, 2) {
                (pairs[0].0.clone(), rc)
            } else {
                (lc, pairs[0].1.clone())
            };
            pairs.push(mixed);
        }
        for (l, r) in pairs {
            let v = self.emit_dot(&c, &l, &r, bound, 0.0, grid);
            assert!(v.known.is_some(), "the twins' operands are known and exact");
            self.keep.push(v);
        }
        true
    }

    /// A new value from outside the pool: argument, constant or iota of a new shape.
    fn fresh(&mut self) -> bool {
        let shape = match self.big_shape() {
            Some(s) if self.chance(1, 2) => s,
            _ => self.random_shape(),
        };
        let el = if self.chance(2, 3) { El::F32 } else { El::I32 };
        self.like(&shape, el, false);
        true
    }
}

fn random_program(seed: u64) -> Program {
    let mut rng = Rng(seed | 1);
    for _ in 0..4 {
        rng.next();
    }
    let class = [0, 0, 0, 0, 0, 0, 0, 0, 1, 2][rng.below(10)];
    let big = [None, Some(&MEDIUM_SHAPES[..]), Some(&LARGE_SHAPES[..])][class];
    let mut g = Gen::new(&mut rng, big);
    let first = match g.big_shape() {
        Some(s) => s,
        None => g.random_shape(),
    };
    g.new_arg(&first, El::F32);
    for _ in 0..g.below(3) {
        let el = [El::F32, El::F32, El::I32][g.below(3)];
        let shape = if g.chance(1, 2) {
            first.clone()
        } else {
            g.random_shape()
        };
        g.new_arg(&shape, el);
    }
    let n_ops = 6 + g.below(25);
    let start = g.next;
    while g.next - start < n_ops {
        // A builder that finds nothing suitable in the pool adds nothing; the next draw may.
        match g.below(100) {
            0..=15 => g.f32_binary(),
            16..=29 => g.f32_unary(),
            30..=36 => g.compare_select(),
            37..=41 => g.convert(),
            42..=47 => g.i32_ops(),
            48..=49 => g.i1_ops(),
            50..=52 => g.clamp(),
            53..=57 => g.new_broadcast(),
            58..=61 => g.reshape(),
            62..=65 => g.transpose(),
            66..=69 => g.slice(),
            70..=73 => g.concatenate(),
            74..=75 => g.reverse(),
            76..=78 => g.pad(),
            79..=86 => g.reduce(),
            87..=93 => g.dot_general(),
            94..=96 => g.dot_twins(false, false),
            _ => g.fresh(),
        };
    }
    // Results: the last value, a large one in a large program, a few others; sometimes the same
    // value twice or an argument.
    let n_vals = g.vals.len();
    let mut results = vec![g.vals[n_vals - 1].clone()];
    if class > 0 {
        if let Some(v) = g
            .vals
            .iter()
            .rev()
            .find(|v| v.n() >= first.iter().product())
        {
            results.push(v.clone());
        }
    }
    for _ in 0..g.below(3) {
        let i = g.below(n_vals);
        let v = g.vals[i].clone();
        if !v.name.starts_with("%a") || g.chance(1, 4) {
            results.push(v);
        }
    }
    if g.chance(1, 5) {
        let i = g.below(results.len());
        results.push(results[i].clone());
    }
    results.append(&mut g.keep);
    finish(g, results, class)
}

/// The program `g` generated, returning `results`. Some arguments receive a result of their type
/// in place (`abi.output`), some are consumed.
fn finish(mut g: Gen, results: Vec<Val>, class: usize) -> Program {
    let mut claimed = vec![false; results.len()];
    let mut donated = vec![false; g.args.len()];
    let mut sig = vec![];
    for (i, a) in g.args.clone().iter().enumerate() {
        let fits: Vec<usize> = (0..results.len())
            .filter(|&k| !claimed[k] && results[k].ty() == a.ty())
            .collect();
        let attr = if !fits.is_empty() && g.chance(1, 3) {
            let k = fits[g.below(fits.len())];
            claimed[k] = true;
            donated[i] = true;
            format!(" {{abi.output = {k} : index}}")
        } else if g.chance(1, 8) {
            donated[i] = true;
            " {abi.consume}".to_string()
        } else {
            String::new()
        };
        sig.push(format!("{}: {}{attr}", a.name, a.ty()));
    }
    let names: Vec<&str> = results.iter().map(|v| v.name.as_str()).collect();
    let tys: Vec<String> = results.iter().map(Val::ty).collect();
    let src = format!(
        "func.func public @main({}) -> ({}) {{\n{}  return {} : {}\n}}\n",
        sig.join(", "),
        tys.join(", "),
        g.body,
        names.join(", "),
        tys.join(", ")
    );
    Program {
        src,
        args: g.data,
        donated,
        results,
        ops: g.ops,
        class,
    }
}

fn to_host(t: &Tensor) -> HostTensor {
    match t.elem {
        ElemType::F32 => HostTensor::from_f64s(ElemType::F32, t.shape.clone(), &t.to_f64()),
        ElemType::I32 => HostTensor::from_i64s(
            ElemType::I32,
            t.shape.clone(),
            &(0..t.len()).map(|i| t.get_i(i)).collect::<Vec<_>>(),
        ),
        _ => HostTensor::from_i64s(
            ElemType::I1,
            t.shape.clone(),
            &(0..t.len()).map(|i| t.get_i(i)).collect::<Vec<_>>(),
        ),
    }
}

/// What the comparisons saw.
#[derive(Default)]
struct Stats {
    /// f32 elements that had to be equal to the reference's.
    exact: usize,
    /// f32 elements compared within a tolerance, and how many of them differed at all.
    within: usize,
    differed: usize,
    /// The largest |difference| / tolerance seen, and the seed.
    worst: (f64, u64),
    /// Integer and i1 elements.
    ints: usize,
    /// Calls that donated at least one argument.
    donating_calls: usize,
    /// Kernel steps compiled by the JIT, of all steps, in the JIT configurations.
    jit_steps: (usize, usize),
    seed: u64,
}

/// Compares one result with the reference's.
fn compare(got: &HostTensor, want: &Tensor, v: &Val, st: &mut Stats) -> Result<(), String> {
    let dtype = match v.el {
        El::F32 => ElemType::F32,
        El::I32 => ElemType::I32,
        El::I1 => ElemType::I1,
    };
    if got.shape != want.shape || got.dtype != dtype {
        return Err(format!(
            "{}: got {:?} {:?}, reference {:?} {dtype:?}",
            v.name, got.shape, got.dtype, want.shape
        ));
    }
    let tol = 2.0 * v.err;
    for k in 0..want.len() {
        let ok = if v.el == El::F32 {
            let (g, w) = (got.get_f64(k), want.get_f(k));
            let d = (g - w).abs();
            if d <= tol && (!w.is_finite() || w.abs() > v.bound * (1.0 + 1e-4) + v.err) {
                // Both sides agree on a value the generator's bound excludes: a bug in the
                // generator, or in the reference semantics that folding copied into the runtime.
                return Err(format!(
                    "{} element {k}: the reference's {w:e} (the runtime's {g:e}) is outside the bound {:e} the generator derived from the operands: the generator or the reference is wrong",
                    v.name, v.bound
                ));
            }
            if tol == 0.0 {
                st.exact += 1;
            } else {
                st.within += 1;
                st.differed += usize::from(d > 0.0);
                if d / tol > st.worst.0 {
                    st.worst = (d / tol, st.seed);
                }
            }
            d <= tol
        } else {
            st.ints += 1;
            got.get_i64(k) == want.get_i(k)
        };
        if !ok {
            return Err(format!(
                "{} ({}) element {k} of {}: {} vs reference {} (allowed difference {tol:e})",
                v.name,
                v.ty(),
                want.len(),
                got.get_f64(k),
                want.get_f(k),
            ));
        }
    }
    Ok(())
}

struct Config {
    name: String,
    instance: Instance,
    /// Pass `abi.output` and `abi.consume` arguments as `Arg::Donated` (else borrowed, which
    /// makes the runtime write into a copy and free nothing).
    donate: bool,
    jit: bool,
}

fn configs() -> Vec<Config> {
    let mut out = vec![];
    for jit in [true, false] {
        for threads in [1, 2] {
            // Donation on 1 thread with the JIT and on 2 without it.
            let donate = jit == (threads == 1);
            out.push(Config {
                name: format!(
                    "jit={} threads={threads} donated={donate}",
                    if jit { "on" } else { "off" }
                ),
                donate,
                jit,
                instance: Instance::builder()
                    .jit(jit)
                    .threads(threads)
                    .leak_check_on_drop(false)
                    .build()
                    .unwrap(),
            });
        }
    }
    out
}

fn run_config(
    c: &Config,
    bytes: &[u8],
    p: &Program,
    want: &[Tensor],
    st: &mut Stats,
) -> Result<(), String> {
    let inst = &c.instance;
    {
        let module = Module::from_bytes(inst, bytes).map_err(|e| format!("load: {e}"))?;
        let f = module.function("main").map_err(|e| e.to_string())?;
        let hosts: Vec<HostTensor> = p.args.iter().map(to_host).collect();
        let mut args: Vec<Option<runtime::Tensor>> = hosts
            .iter()
            .map(|h| runtime::Tensor::from_host(inst, h).map(Some))
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())?;
        let mut given: Vec<Option<runtime::Tensor>> = args
            .iter_mut()
            .zip(&p.donated)
            .map(|(a, &d)| if d && c.donate { a.take() } else { None })
            .collect();
        let call: Vec<Arg> = given
            .iter_mut()
            .zip(&args)
            .map(|(g, a)| match g.take() {
                Some(t) => Arg::Donated(t),
                None => Arg::Borrowed(a.as_ref().unwrap()),
            })
            .collect();
        st.donating_calls += usize::from(c.donate && p.donated.contains(&true));
        if c.jit {
            let loaded = module.loaded();
            for k in &loaded.kernels {
                st.jit_steps.0 += k.compiled().map_or(0, |c| c.compiled_steps());
                st.jit_steps.1 += k.kernel().steps.len();
            }
        }
        let got = f.call(call).map_err(|e| format!("call: {e}"))?;
        if got.len() != want.len() {
            return Err(format!("{} results, reference {}", got.len(), want.len()));
        }
        for (i, ((g, w), v)) in got.iter().zip(want).zip(&p.results).enumerate() {
            let g = g.to_host().map_err(|e| e.to_string())?;
            compare(&g, w, v, st).map_err(|e| {
                format!(
                    "result {i}: {e}\n  defined by: {}",
                    definition(&p.src, &v.name)
                )
            })?;
        }
        for (i, (a, h)) in args.iter().zip(&hosts).enumerate() {
            let Some(a) = a else { continue };
            if a.to_host().map_err(|e| e.to_string())?.data != h.data {
                return Err(format!("borrowed argument {i} was written"));
            }
        }
    }
    let leaks = inst.leak_report();
    if !leaks.is_empty() {
        return Err(format!("buffers alive after the call: {leaks}"));
    }
    Ok(())
}

/// The line of `src` that defines `name`.
fn definition<'s>(src: &'s str, name: &str) -> &'s str {
    let def = format!("{name} = ");
    src.lines()
        .map(str::trim)
        .find(|l| l.starts_with(&def))
        .unwrap_or("an argument of @main")
}

/// The reference's results whose elements the test knows independently (see [`Val::known`])
/// must be exactly those. The runtime's are then compared with the reference's.
fn check_known(p: &Program, want: &[Tensor]) -> Result<(), String> {
    for (i, (w, v)) in want.iter().zip(&p.results).enumerate() {
        let Some(x) = &v.known else { continue };
        let bad = (w.shape != v.shape).then_some(None).or_else(|| {
            (0..x.len())
                .find(|&k| w.get_f(k) != x[k])
                .map(|k| Some((k, w.get_f(k), x[k])))
        });
        match bad {
            None => {}
            Some(None) => {
                return Err(format!(
                    "the reference interpreter's result {i} ({}) has shape {:?}, expected {:?}\n  defined by: {}",
                    v.name,
                    w.shape,
                    v.shape,
                    definition(&p.src, &v.name)
                ))
            }
            Some(Some((k, got, expected))) => {
                let mut index = vec![0; v.shape.len()];
                let mut rest = k;
                for d in (0..v.shape.len()).rev() {
                    index[d] = rest % v.shape[d];
                    rest /= v.shape[d];
                }
                let all: Vec<f64> = w.to_f64();
                return Err(format!(
                    "the reference interpreter's result {i} ({}, {}) at {index:?} is {got}, but the test's direct computation from the known operands gives {expected}\n  reference: {all:?}\n  expected:  {x:?}\n  defined by: {}",
                    v.name,
                    v.ty(),
                    definition(&p.src, &v.name)
                ));
            }
        }
    }
    Ok(())
}

fn check(p: &Program, configs: &[Config], st: &mut Stats) -> Result<(), String> {
    let (m, d) = dialect::parser::parse(&p.src);
    let m = m.ok_or_else(|| format!("generator bug: the program does not parse: {d:?}"))?;
    let d = dialect::verifier::verify(&m);
    if !d.is_empty() {
        return Err(format!("generator bug: the program does not verify: {d:?}"));
    }
    let want = Interpreter::new(&m)
        .call("main", p.args.clone())
        .map_err(|e| format!("reference: {e:?}"))?;
    check_known(p, &want)?;
    let bytes = compiler::backend::compile_to_vmfb(&p.src, "diff.mlir")
        .map_err(|e| format!("compile: {e}"))?;
    for c in configs {
        run_config(c, &bytes, p, &want, st).map_err(|e| format!("{}: {e}", c.name))?;
    }
    Ok(())
}

fn parse_seed(s: &str) -> u64 {
    let s = s.trim();
    match s.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16).expect("DIFF_SEED"),
        None => s.parse().expect("DIFF_SEED"),
    }
}

/// The seeds to run: `DIFF_SEED` alone, or `DIFF_CASES` (default 2000) divided by `per`.
fn seeds(per: u64) -> Vec<u64> {
    match std::env::var("DIFF_SEED") {
        Ok(s) => vec![parse_seed(&s)],
        Err(_) => {
            let cases: u64 = std::env::var("DIFF_CASES")
                .ok()
                .and_then(|s| s.parse().ok())
                .unwrap_or(2000);
            (0..cases / per)
                .map(|i| 0x9E37_79B9_7F4A_7C15u64.wrapping_mul(i + 1))
                .collect()
        }
    }
}

/// [`check`], with a panic turned into an error.
fn check_catching(p: &Program, configs: &[Config], st: &mut Stats) -> Result<(), String> {
    catch_unwind(AssertUnwindSafe(|| check(p, configs, st))).unwrap_or_else(|e| {
        Err(format!(
            "panic: {}",
            e.downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default()
        ))
    })
}

/// A program of one random contraction ([`random_contraction`]: outer products, batching
/// without contracting, extents 0 and 1 in every role) in all four combinations of constant
/// (folded) and argument operands.
fn contraction_program(seed: u64) -> Program {
    let mut rng = Rng(seed | 1);
    for _ in 0..4 {
        rng.next();
    }
    let mut g = Gen::new(&mut rng, None);
    g.dot_twins(true, true);
    let results = std::mem::take(&mut g.keep);
    finish(g, results, 0)
}

/// Contractions alone, many more of them than the random programs hold: the reference
/// interpreter's results must be exactly [`direct_dot`]'s, and the runtime's (folded or not)
/// exactly the reference's. `DIFF_CASES / 4` programs (500 by default).
#[test]
fn contractions_agree_with_a_direct_computation() {
    let start = Instant::now();
    let seeds = seeds(4);
    let configs = configs();
    let mut coverage: BTreeMap<String, usize> = BTreeMap::new();
    let mut failures = vec![];
    let mut st = Stats::default();
    for &seed in &seeds {
        let p = contraction_program(seed);
        if std::env::var("DIFF_TRACE").is_ok() {
            eprintln!("seed {seed:#x}\n{}", p.src);
        }
        st.seed = seed;
        for (k, n) in &p.ops {
            *coverage.entry(k.clone()).or_default() += n;
        }
        if let Err(e) = check_catching(&p, &configs, &mut st) {
            failures.push(format!(
                "seed {seed:#x}: {e}\nreproduce: DIFF_SEED={seed:#x} cargo test --release -p compiler --test vm_differential contractions\n{}",
                p.src
            ));
        }
    }
    eprintln!(
        "{} contraction programs, 4 configurations each, {:.1} s; {} f32 elements compared exactly",
        seeds.len(),
        start.elapsed().as_secs_f64(),
        st.exact
    );
    eprintln!("ops: {coverage:?}");
    if seeds.len() >= 100 {
        for feature in CONTRACTION_FEATURES.iter().chain(&ZERO_EXTENT_FEATURES) {
            assert!(coverage.contains_key(*feature), "no program has {feature}");
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} contraction programs disagree; the first:\n{}",
        failures.len(),
        seeds.len(),
        failures[..failures.len().min(DIFF_SHOW)].join("\n")
    );
}

/// The kinds of contraction both tests must generate (see [`Contraction::features`]).
const CONTRACTION_FEATURES: [&str; 6] = [
    "dot_general.outer_product",
    "dot_general.outer_product_of_rank_2+",
    "dot_general.batching_without_contracting",
    "dot_general.contracting_extent_1",
    "dot_general.batch_extent_1",
    "dot_general.of_constants",
];

/// What only the contraction test generates: extents of 0.
const ZERO_EXTENT_FEATURES: [&str; 5] = [
    "dot_general.contracting_extent_0",
    "dot_general.batch_extent_0",
    "dot_general.empty_result",
    NO_ELEMENTS,
    SPLAT_OF_NO_ELEMENTS,
];

#[test]
fn compiled_programs_agree_with_the_reference_interpreter() {
    let start = Instant::now();
    let seeds = seeds(1);
    let configs = configs();
    let mut coverage: BTreeMap<String, usize> = BTreeMap::new();
    let mut failures = vec![];
    let mut classes = [0; 3];
    let mut st = Stats::default();
    for &seed in &seeds {
        let p = random_program(seed);
        st.seed = seed;
        classes[p.class] += 1;
        for (k, n) in &p.ops {
            *coverage.entry(k.clone()).or_default() += n;
        }
        if let Err(e) = check_catching(&p, &configs, &mut st) {
            failures.push(format!(
                "seed {seed:#x}: {e}\nreproduce: DIFF_SEED={seed:#x} cargo test --release -p compiler --test vm_differential\n{}",
                p.src
            ));
        }
    }
    let total: usize = coverage.values().sum();
    eprintln!(
        "{} programs ({} small, {} around ~3000-element values, {} around values of several worker tiles), {total} ops, 4 configurations each, {:.1} s",
        seeds.len(),
        classes[0],
        classes[1],
        classes[2],
        start.elapsed().as_secs_f64()
    );
    eprintln!(
        "f32 elements: {} equal to the reference, {} within a tolerance ({} of them not equal; the largest difference was {:.3} of its tolerance, seed {:#x}); {} integer elements",
        st.exact, st.within, st.differed, st.worst.0, st.worst.1, st.ints
    );
    eprintln!(
        "{} calls donated arguments; the JIT compiled {} of {} kernel steps",
        st.donating_calls, st.jit_steps.0, st.jit_steps.1
    );
    eprintln!("ops: {coverage:?}");
    if seeds.len() >= 1000 {
        // The generator still produces every op the test is meant to cover.
        for op in [
            "add.f32",
            "subtract.f32",
            "multiply.f32",
            "divide.f32",
            "remainder.f32",
            "maximum.f32",
            "minimum.f32",
            "negate.f32",
            "abs.f32",
            "floor.f32",
            "ceil.f32",
            "exp.f32",
            "log.f32",
            "tanh.f32",
            "logistic.f32",
            "sqrt.f32",
            "rsqrt.f32",
            "compare.f32",
            "compare.i32",
            "select.f32",
            "select.i32",
            "convert.f32.i32",
            "convert.i32.f32",
            "convert.f32.i1",
            "convert.i1.f32",
            "add.i32",
            "subtract.i32",
            "multiply.i32",
            "divide.i32",
            "remainder.i32",
            "maximum.i32",
            "and.i32",
            "xor.i1",
            "clamp.f32",
            "broadcast_in_dim.f32",
            "reshape.f32",
            "transpose.f32",
            "slice.f32",
            "concatenate.f32",
            "reverse.f32",
            "pad.f32",
            "reduce_add.f32",
            "reduce_maximum.f32",
            "reduce_minimum.i32",
            "dot_general.f32",
            "iota.f32",
            "iota.i32",
            "constant.f32",
        ]
        .into_iter()
        .chain(CONTRACTION_FEATURES)
        {
            assert!(coverage.contains_key(op), "no program has {op}");
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} programs disagree; the first:\n{}",
        failures.len(),
        seeds.len(),
        failures[..failures.len().min(DIFF_SHOW)].join("\n")
    );
}

/// Regression tests for bugs the differential test found, on fixed programs whose results must
/// equal the reference's exactly.
mod regression {
    use compiler::passes::abi_output_to_alias::{arg_attrs, OUTPUT_ATTRS};
    use compiler::reference::tensor::Tensor;
    use compiler::reference::Interpreter;
    use dialect::types::ElemType;
    use runtime::{Arg, HostTensor, Instance, Module};

    /// Runs `src` with the JIT on and off, on 1 and 2 threads, with its `abi.output` and
    /// `abi.consume` arguments borrowed and then donated: every result must equal the reference's,
    /// borrowed arguments must be unchanged and no buffer may outlive the results.
    fn check_exact(src: &str, args: Vec<Tensor>) {
        let (m, d) = dialect::parser::parse(src);
        let m = m.unwrap_or_else(|| panic!("{d:?}"));
        let f = m.lookup_function("main").unwrap();
        let donatable: Vec<bool> = arg_attrs(&m, f)
            .iter()
            .map(|d| {
                d.keys()
                    .any(|k| k == "abi.consume" || OUTPUT_ATTRS.contains(&k.as_str()))
            })
            .collect();
        let want = Interpreter::new(&m).call("main", args.clone()).unwrap();
        let bytes = compiler::backend::compile_to_vmfb(src, "regression.mlir")
            .unwrap_or_else(|e| panic!("{e}\n{src}"));
        let hosts: Vec<HostTensor> = args
            .iter()
            .map(|t| match t.elem {
                ElemType::F32 => HostTensor::from_f64s(ElemType::F32, t.shape.clone(), &t.to_f64()),
                _ => {
                    let v: Vec<i64> = (0..t.len()).map(|i| t.get_i(i)).collect();
                    HostTensor::from_i64s(ElemType::I32, t.shape.clone(), &v)
                }
            })
            .collect();
        for jit in [true, false] {
            for threads in [1, 2] {
                for donate in [false, true] {
                    let inst = Instance::builder()
                        .jit(jit)
                        .threads(threads)
                        .build()
                        .unwrap();
                    let how = format!("jit {jit}, {threads} threads, donated {donate}");
                    {
                        let module = Module::from_bytes(&inst, &bytes).unwrap();
                        let mut inputs: Vec<Option<runtime::Tensor>> = hosts
                            .iter()
                            .map(|h| Some(runtime::Tensor::from_host(&inst, h).unwrap()))
                            .collect();
                        let mut given: Vec<Option<runtime::Tensor>> = inputs
                            .iter_mut()
                            .zip(&donatable)
                            .map(|(t, &d)| if d && donate { t.take() } else { None })
                            .collect();
                        let call: Vec<Arg> = given
                            .iter_mut()
                            .zip(&inputs)
                            .map(|(g, t)| match g.take() {
                                Some(t) => Arg::Donated(t),
                                None => Arg::Borrowed(t.as_ref().unwrap()),
                            })
                            .collect();
                        let got = module
                            .function("main")
                            .unwrap()
                            .call(call)
                            .unwrap_or_else(|e| panic!("{how}: {e}\n{src}"));
                        assert_eq!(got.len(), want.len());
                        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                            let g = g.to_host().unwrap();
                            assert_eq!(g.shape, w.shape, "result {i}");
                            for k in 0..w.len() {
                                assert_eq!(
                                    g.get_f64(k),
                                    w.get_f(k),
                                    "{how}: result {i} element {k}\n{src}"
                                );
                            }
                        }
                        for (i, (t, h)) in inputs.iter().zip(&hosts).enumerate() {
                            if let Some(t) = t {
                                assert_eq!(
                                    t.to_host().unwrap().data,
                                    h.data,
                                    "{how}: borrowed argument {i} was written\n{src}"
                                );
                            }
                        }
                    }
                    let leaks = inst.leak_report();
                    assert!(leaks.is_empty(), "{how}: {leaks}\n{src}");
                }
            }
        }
    }

    /// 1, 2, 3, ... in the shape.
    fn iota(shape: &[usize], elem: ElemType) -> Tensor {
        Tensor::from_fn(shape.to_vec(), elem, |i| i as f64 + 1.0)
    }

    /// A splat broadcast read only by a return or a view stayed outside every dispatch region
    /// (form-dispatches duplicates splat broadcasts into the regions that read them instead), and
    /// the backend rejected it.
    #[test]
    fn splat_broadcast_read_by_a_return_or_a_view() {
        let src = r#"
func.func public @main(%s: tensor<f32>, %x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<3xf32>) {
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %c = stablehlo.add %b, %x : tensor<4xf32>
  %r = stablehlo.reshape %b : (tensor<4xf32>) -> tensor<2x2xf32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %t = stablehlo.add %s, %one : tensor<f32>
  %u = stablehlo.broadcast_in_dim %t, dims = [] : (tensor<f32>) -> tensor<3xf32>
  return %b, %c, %r, %u : tensor<4xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<3xf32>
}"#;
        check_exact(
            src,
            vec![iota(&[], ElemType::F32), iota(&[4], ElemType::F32)],
        );
    }

    /// `pad` with a negative high edge placed the whole operand, so the elements the negative
    /// padding drops were written past the end of their row (wrong values) or of the buffer (a
    /// module the loader rejects); a negative low edge was not supported.
    #[test]
    fn pad_with_negative_edge_padding() {
        let src = r#"
func.func public @main(%a: tensor<3x4xf32>, %i: tensor<16x1xi32>) -> (tensor<4x6xf32>, tensor<1x1xf32>, tensor<4x2xf32>, tensor<2x9xf32>, tensor<3x4xf32>, tensor<15x2xi32>) {
  %c = stablehlo.constant dense<0.5> : tensor<f32>
  %v = stablehlo.pad %a, %c, low = [-1, 2], high = [2, -3], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4x6xf32>
  %w = stablehlo.pad %a, %c, low = [-2, -3], high = [0, 0], interior = [0, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<1x1xf32>
  %x = stablehlo.pad %a, %c, low = [-1, -6], high = [0, 1], interior = [1, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4x2xf32>
  %y = stablehlo.pad %a, %c, low = [-2, 6], high = [1, -1], interior = [0, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<2x9xf32>
  %z = stablehlo.pad %a, %c, low = [-3, 0], high = [3, 0], interior = [0, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
  %k = stablehlo.constant dense<5> : tensor<i32>
  %j = stablehlo.pad %i, %k, low = [0, 2], high = [-1, -1], interior = [0, 0] : (tensor<16x1xi32>, tensor<i32>) -> tensor<15x2xi32>
  return %v, %w, %x, %y, %z, %j : tensor<4x6xf32>, tensor<1x1xf32>, tensor<4x2xf32>, tensor<2x9xf32>, tensor<3x4xf32>, tensor<15x2xi32>
}"#;
        check_exact(
            src,
            vec![iota(&[3, 4], ElemType::F32), iota(&[16, 1], ElemType::I32)],
        );
    }

    /// An in-place output that is a constant (or a view of one) was aliased to its argument, but
    /// a constant is never written anywhere: the argument kept its old contents.
    #[test]
    fn in_place_output_that_is_a_constant() {
        let src = r#"
func.func public @main(%a: tensor<4xf32> {abi.output = 0 : index}, %b: tensor<2x2xf32> {abi.output = 1 : index}, %c: tensor<4xf32> {abi.output = 2 : index}) -> (tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>) {
  %k = stablehlo.constant dense<[1.5, 2.5, 3.5, 4.5]> : tensor<4xf32>
  %r = stablehlo.reshape %k : (tensor<4xf32>) -> tensor<2x2xf32>
  %s = stablehlo.constant dense<-2.0> : tensor<4xf32>
  return %k, %r, %s : tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>
}"#;
        let x = iota(&[4], ElemType::F32);
        check_exact(src, vec![x.clone(), iota(&[2, 2], ElemType::F32), x]);
    }

    /// A consumed argument that is also returned (itself or through a view) got its dealloc hint
    /// after the return: the loader rejected the module ("code does not end in a return").
    #[test]
    fn consumed_argument_that_is_returned() {
        let src = r#"
func.func public @main(%a: tensor<4xf32> {abi.consume}, %b: tensor<4xf32> {abi.consume}) -> (tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>) {
  %s = stablehlo.add %a, %b : tensor<4xf32>
  %r = stablehlo.reshape %b : (tensor<4xf32>) -> tensor<2x2xf32>
  return %a, %r, %s : tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>
}"#;
        let x = iota(&[4], ElemType::F32);
        check_exact(src, vec![x.clone(), x]);
    }

    /// One value returned as two results, each the in-place output of its own argument, was
    /// written into one of the arguments only.
    #[test]
    fn one_value_output_into_two_arguments() {
        let src = r#"
func.func public @main(%a: tensor<4xf32> {abi.output = 0 : index}, %b: tensor<4xf32> {abi.output = 1 : index}) -> (tensor<4xf32>, tensor<4xf32>) {
  %v = stablehlo.add %a, %b : tensor<4xf32>
  return %v, %v : tensor<4xf32>, tensor<4xf32>
}"#;
        let x = iota(&[4], ElemType::F32);
        check_exact(src, vec![x.clone(), x]);
    }

    /// To write `-a` into `b` after the last read of `b`, its producer was moved past the
    /// in-place write of `a`, and read the new `a`.
    #[test]
    fn moved_producer_reads_another_output_argument() {
        let src = r#"
func.func public @main(%a: tensor<4xf32> {abi.output = 0 : index}, %b: tensor<4xf32> {abi.output = 1 : index}) -> (tensor<4xf32>, tensor<4xf32>) {
  %n = stablehlo.negate %a : tensor<4xf32>
  %c = stablehlo.constant dense<1.5> : tensor<4xf32>
  %s = stablehlo.add %c, %b : tensor<4xf32>
  return %s, %n : tensor<4xf32>, tensor<4xf32>
}"#;
        let x = iota(&[4], ElemType::F32);
        check_exact(src, vec![x.clone(), x]);
    }

    /// A result that is a view of an in-place argument's old contents was copied out where the
    /// view was defined, after the argument had been overwritten.
    #[test]
    fn view_of_an_output_argument_returned() {
        let src = r#"
func.func public @main(%a: tensor<31xf32>, %b: tensor<31xf32> {abi.output = 1 : index}) -> (tensor<1xf32>, tensor<31xf32>) {
  %c = stablehlo.constant dense<1.0> : tensor<31xf32>
  %s = stablehlo.add %a, %c : tensor<31xf32>
  %v = stablehlo.slice %b [26:27] : (tensor<31xf32>) -> tensor<1xf32>
  return %v, %s : tensor<1xf32>, tensor<31xf32>
}"#;
        let x = iota(&[31], ElemType::F32);
        check_exact(src, vec![x.clone(), x]);
    }

    /// Small f32 products, which the runtime computes directly (`runtime::kernel::smallgemm`:
    /// right operand in place, packed, or the product transposed; 10 columns, a masked vector),
    /// and batched ones whose elements run one per worker (4 heads of 128x128x32) or one after
    /// another (3 elements), in exact arithmetic (eighths in [-1, 1], sums far below 2^24 of
    /// their grid): every value the reference's, on 1 and 2 threads.
    #[test]
    fn small_and_batched_products() {
        let src = r#"
func.func public @main(%a: tensor<32x128xf32>, %b: tensor<128x10xf32>, %x: tensor<32x128xf32>, %y: tensor<10x32xf32>, %q: tensor<4x128x32xf32>, %r: tensor<3x64x80xf32>) -> (tensor<32x10xf32>, tensor<128x10xf32>, tensor<32x128xf32>, tensor<32x128xf32>, tensor<4x128x128xf32>, tensor<3x64x64xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x10xf32>) -> tensor<32x10xf32>
  %1 = stablehlo.dot_general %x, %0, contracting_dims = [0] x [0] : (tensor<32x128xf32>, tensor<32x10xf32>) -> tensor<128x10xf32>
  %2 = stablehlo.dot_general %0, %b, contracting_dims = [1] x [1] : (tensor<32x10xf32>, tensor<128x10xf32>) -> tensor<32x128xf32>
  %3 = stablehlo.dot_general %y, %b, contracting_dims = [0] x [1] : (tensor<10x32xf32>, tensor<128x10xf32>) -> tensor<32x128xf32>
  %4 = stablehlo.dot_general %q, %q, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<4x128x32xf32>, tensor<4x128x32xf32>) -> tensor<4x128x128xf32>
  %5 = stablehlo.dot_general %r, %r, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<3x64x80xf32>, tensor<3x64x80xf32>) -> tensor<3x64x64xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<32x10xf32>, tensor<128x10xf32>, tensor<32x128xf32>, tensor<32x128xf32>, tensor<4x128x128xf32>, tensor<3x64x64xf32>
}"#;
        let eighths = |shape: &[usize], seed: usize| {
            Tensor::from_fn(shape.to_vec(), ElemType::F32, |i| {
                ((i * 7 + seed * 3) % 17) as f64 / 8.0 - 1.0
            })
        };
        check_exact(
            src,
            vec![
                eighths(&[32, 128], 1),
                eighths(&[128, 10], 2),
                eighths(&[32, 128], 3),
                eighths(&[10, 32], 4),
                eighths(&[4, 128, 32], 5),
                eighths(&[3, 64, 80], 6),
            ],
        );
    }
}

/// The JIT against the executor on the element types and ops it compiles beyond `f32`/`i32`/`i1`
/// (every integer width, signed and unsigned, with shifts, unsigned compares and popcnt; `bf16`
/// and `f16` computed in `f32` and rounded after each op; `f64`): the same module with the JIT on
/// and off, on 1 and 2 threads, must give the same bytes, and the JIT must have compiled every
/// kernel step (so the test exercises it). Inputs are edge values: every `bf16` and `f16` bit
/// pattern (NaNs with payloads, infinities, subnormals, zeros of both signs), `f32` values on and
/// beside the ties of both formats, integers at and around the limits of each width, and shift
/// amounts below, at and above the width, and negative.
mod jit_types {
    use dialect::types::ElemType;
    use runtime::{Arg, HostTensor, Instance, Module};

    /// Runs `src`'s `@main` on `args` with the JIT on and off, on 1 and 2 threads; all results
    /// must be equal byte for byte. Returns the results.
    fn same_bytes(src: &str, args: &[HostTensor]) -> Vec<HostTensor> {
        let bytes = compiler::backend::compile_to_vmfb(src, "jit_types.mlir")
            .unwrap_or_else(|e| panic!("{e}\n{src}"));
        let mut first: Option<(String, Vec<HostTensor>)> = None;
        for jit in [true, false] {
            for threads in [1, 2] {
                let inst = Instance::builder()
                    .jit(jit)
                    .threads(threads)
                    .build()
                    .unwrap();
                let module = Module::from_bytes(&inst, &bytes).unwrap();
                if jit {
                    let loaded = module.loaded();
                    for lk in &loaded.kernels {
                        let k = lk.kernel();
                        let n = lk.compiled().map_or(0, |c| c.compiled_steps());
                        assert_eq!(
                            n,
                            k.steps.len(),
                            "kernel {} is not all JIT-compiled\n{src}",
                            k.name
                        );
                    }
                }
                let inputs: Vec<runtime::Tensor> = args
                    .iter()
                    .map(|h| runtime::Tensor::from_host(&inst, h).unwrap())
                    .collect();
                let got: Vec<HostTensor> = module
                    .function("main")
                    .unwrap()
                    .call(inputs.iter().map(Arg::Borrowed))
                    .unwrap_or_else(|e| panic!("{e}\n{src}"))
                    .iter()
                    .map(|t| t.to_host().unwrap())
                    .collect();
                let how = format!("jit {jit}, {threads} threads");
                match &first {
                    None => first = Some((how, got)),
                    Some((how0, want)) => {
                        for (i, (g, w)) in got.iter().zip(want).enumerate() {
                            assert_eq!(g.dtype, w.dtype);
                            let n = g.num_elements();
                            for k in 0..n {
                                assert_eq!(
                                    g.element_bits(k),
                                    w.element_bits(k),
                                    "result {i} ({}) element {k}: {how} gives {:#x}, {how0} {:#x}\n{src}",
                                    g.dtype,
                                    g.element_bits(k),
                                    w.element_bits(k),
                                );
                            }
                        }
                    }
                }
            }
        }
        first.unwrap().1
    }

    fn tensor(t: ElemType, shape: &[usize], bits: impl Fn(usize) -> u64) -> HostTensor {
        let n: usize = shape.iter().product();
        let w = t.byte_size();
        let mut data = Vec::with_capacity(n * w);
        for i in 0..n {
            data.extend_from_slice(&bits(i).to_le_bytes()[..w]);
        }
        HostTensor::from_bytes(t, shape.to_vec(), data).unwrap()
    }

    /// A scrambled index (a bijection of 0..2^16 for the 16-bit patterns).
    fn mix(i: usize) -> u64 {
        ((i as u64).wrapping_mul(40503).wrapping_add(12345)) & 0xffff
    }

    fn lcg(i: usize) -> u64 {
        (i as u64 ^ 0x9e37_79b9)
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407)
            .rotate_left(29)
    }

    /// Edge values of an integer of `bits` (as bit patterns), then pseudo-random ones.
    fn int_value(bits: u32, i: usize) -> u64 {
        let mask = if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let min = 1u64 << (bits - 1);
        let edges = [
            0,
            1,
            2,
            mask,
            mask - 1,
            min,
            min - 1,
            min + 1,
            (bits - 1) as u64,
            bits as u64,
            bits as u64 + 1,
            2 * bits as u64,
            (bits as u64).wrapping_neg() & mask,
            3,
            7,
            0x55,
        ];
        match edges.get(i) {
            Some(e) => e & mask,
            None => lcg(i) & mask,
        }
    }

    /// A shift amount: small ones (below, at and past the width), negative ones, and any.
    fn shift_amount(bits: u32, i: usize) -> u64 {
        let mask = if bits == 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        match i % 4 {
            0 | 1 => (i as u64 / 2) % (2 * bits as u64 + 3),
            2 => (i as u64 % 5 + 1).wrapping_neg() & mask,
            _ => lcg(i * 7) & mask,
        }
    }

    const INTS: [(&str, ElemType); 8] = [
        ("i8", ElemType::I8),
        ("i16", ElemType::I16),
        ("i32", ElemType::I32),
        ("i64", ElemType::I64),
        ("ui8", ElemType::UI8),
        ("ui16", ElemType::UI16),
        ("ui32", ElemType::UI32),
        ("ui64", ElemType::UI64),
    ];

    /// Every integer op the JIT compiles, on each integer type, with loop-invariant (vector code:
    /// a scalar amount) and varying shift amounts.
    #[test]
    fn integer_ops_wrap_shift_and_compare_as_the_executor() {
        let (r, c) = (5usize, 37usize);
        for (name, t) in INTS {
            let bits = t.bits();
            let ty = format!("tensor<{r}x{c}x{name}>");
            let b1 = format!("tensor<{r}x{c}xi1>");
            let mut body = String::new();
            let mut rets: Vec<(String, String)> = vec![];
            let mut op = |text: String, rt: &str| -> String {
                let v = format!("%v{}", rets.len());
                body.push_str(&format!("  {v} = {text}\n"));
                rets.push((v.clone(), rt.to_string()));
                v
            };
            let mut last = String::new();
            for o in [
                "add", "subtract", "multiply", "maximum", "minimum", "and", "or", "xor",
            ] {
                op(format!("stablehlo.{o} %a, %b : {ty}"), &ty);
            }
            op(format!("stablehlo.subtract %a, %rb : {ty}"), &ty);
            for s in [
                "shift_left",
                "shift_right_logical",
                "shift_right_arithmetic",
            ] {
                op(format!("stablehlo.{s} %a, %s : {ty}"), &ty);
                for k in ["%k0", "%k1", "%k2", "%k3", "%k4"] {
                    op(format!("stablehlo.{s} %a, {k} : {ty}"), &ty);
                }
            }
            // `abs` takes signed integers only (the verifier's rule).
            for u in ["not", "negate", "abs", "popcnt"] {
                if u == "abs" && t.is_unsigned() {
                    op(format!("stablehlo.not %b : {ty}"), &ty);
                    continue;
                }
                op(format!("stablehlo.{u} %a : {ty}"), &ty);
            }
            // The compare type must fit the element type (the verifier's rule).
            let ct = if t.is_unsigned() {
                "UNSIGNED"
            } else {
                "SIGNED"
            };
            for d in ["LT", "GE", "GT", "LE", "EQ", "NE"] {
                last = op(
                    format!("stablehlo.compare {d}, %a, %b, {ct} : ({ty}, {ty}) -> {b1}"),
                    &b1,
                );
            }
            op(format!("stablehlo.select {last}, %a, %b : {b1}, {ty}"), &ty);
            op(format!("stablehlo.clamp %rb, %a, %b : {ty}"), &ty);
            op(
                format!("stablehlo.convert %a : ({ty}) -> tensor<{r}x{c}xf32>"),
                &format!("tensor<{r}x{c}xf32>"),
            );
            op(format!("stablehlo.convert %a : ({ty}) -> {b1}"), &b1);
            let mask = if bits == 64 {
                u64::MAX
            } else {
                (1u64 << bits) - 1
            };
            let konst = |v: u64| {
                // Signed types print their negative values.
                if t.is_unsigned() {
                    format!("{v}")
                } else {
                    format!("{}", ((v << (64 - bits)) as i64) >> (64 - bits))
                }
            };
            let ks = [3, bits as u64 - 1, bits as u64, bits as u64 + 5, mask];
            let mut consts = String::new();
            for (i, k) in ks.iter().enumerate() {
                consts.push_str(&format!(
                    "  %k{i} = stablehlo.constant dense<{}> : {ty}\n",
                    konst(*k)
                ));
            }
            let src = format!(
                "func.func public @main(%a: {ty}, %b: {ty}, %s: {ty}, %row: tensor<{c}x{name}>) -> ({}) {{\n{consts}  %rb = stablehlo.broadcast_in_dim %row, dims = [1] : (tensor<{c}x{name}>) -> {ty}\n{body}  return {} : {}\n}}\n",
                rets.iter().map(|r| r.1.clone()).collect::<Vec<_>>().join(", "),
                rets.iter().map(|r| r.0.clone()).collect::<Vec<_>>().join(", "),
                rets.iter().map(|r| r.1.clone()).collect::<Vec<_>>().join(", "),
            );
            let args = [
                tensor(t, &[r, c], |i| int_value(bits, i)),
                tensor(t, &[r, c], |i| int_value(bits, (i * 7 + 3) % (r * c))),
                tensor(t, &[r, c], |i| shift_amount(bits, i)),
                tensor(t, &[c], |i| int_value(bits, i + 5)),
            ];
            let got = same_bytes(&src, &args);
            // By hand: shifts by the width or more give 0 (left, logical) or the sign.
            let a0 = |i: usize| args[0].element_bits(i) as u64;
            let res = |n: usize, i: usize| got[n].element_bits(i) as u64;
            // Each shift is by %s, then %k0 (3), %k1, %k2 (the width), ...: results 9.., 15.., 21...
            let sign = |x: u64| x >> (bits - 1) & 1 == 1;
            for i in 0..r * c {
                assert_eq!(res(12, i), 0, "{name}: shift_left by the width");
                assert_eq!(res(18, i), 0, "{name}: shift_right_logical by the width");
                assert_eq!(
                    res(24, i),
                    if sign(a0(i)) { mask } else { 0 },
                    "{name}: shift_right_arithmetic by the width"
                );
                assert_eq!(res(10, i), (a0(i) << 3) & mask, "{name}: shift_left by 3");
            }
        }
    }

    /// Every type's conversion to every other the JIT compiles (scalar code for the widths other
    /// than 32 bits), from edge values.
    #[test]
    fn conversions_between_types_match_the_executor() {
        let n = 203usize;
        let floats = [
            ("f32", ElemType::F32),
            ("f64", ElemType::F64),
            ("bf16", ElemType::BF16),
            ("f16", ElemType::F16),
        ];
        let all: Vec<(&str, ElemType)> = INTS
            .iter()
            .copied()
            .chain(floats)
            .chain([("i1", ElemType::I1)])
            .collect();
        for &(from, ft) in &all {
            let mut outs = vec![];
            for &(to, tt) in &all {
                if to == from {
                    continue;
                }
                let int_from = INTS.iter().any(|x| x.0 == from);
                // The JIT leaves these to the executor (they would round twice); the test only
                // holds steps the JIT compiles.
                let wide_int = int_from && ft.bits() > 16;
                if matches!(tt, ElemType::BF16 | ElemType::F16) && (wide_int || ft == ElemType::F64)
                {
                    continue;
                }
                outs.push((to, tt));
            }
            let ty = |n2: &str| format!("tensor<{n}x{n2}>");
            let body: String = outs
                .iter()
                .enumerate()
                .map(|(i, (to, _))| {
                    format!(
                        "  %v{i} = stablehlo.convert %a : ({}) -> {}\n",
                        ty(from),
                        ty(to)
                    )
                })
                .collect();
            let src = format!(
                "func.func public @main(%a: {}) -> ({}) {{\n{body}  return {} : {}\n}}\n",
                ty(from),
                outs.iter().map(|o| ty(o.0)).collect::<Vec<_>>().join(", "),
                (0..outs.len())
                    .map(|i| format!("%v{i}"))
                    .collect::<Vec<_>>()
                    .join(", "),
                outs.iter().map(|o| ty(o.0)).collect::<Vec<_>>().join(", "),
            );
            let a = match ft {
                ElemType::F32 => tensor(ft, &[n], |i| f32_value(i) as u64),
                ElemType::F64 => tensor(ft, &[n], |i| {
                    let f = f32::from_bits(f32_value(i)) as f64;
                    (if i % 3 == 0 { f * 1e10 } else { f }).to_bits()
                }),
                ElemType::BF16 | ElemType::F16 => tensor(ft, &[n], |i| mix(i * 313)),
                ElemType::I1 => tensor(ft, &[n], |i| (i % 3 == 0) as u64),
                _ => tensor(ft, &[n], |i| int_value(ft.bits(), i)),
            };
            same_bytes(&src, &[a]);
        }
    }

    /// `f32` bit patterns on, just above and just below the rounding ties of `bf16` and `f16`,
    /// specials, subnormals, overflow to infinity, then pseudo-random ones.
    fn f32_value(i: usize) -> u32 {
        let edges: [u32; 22] = [
            0x3f80_8000, // 1 + 2^-8: a bf16 tie, rounds to even (1)
            0x3f81_8000, // a bf16 tie that rounds up (to even)
            0x3f80_8001, // just above a tie: up
            0x3f80_7fff, // just below: down
            0x3f80_1000, // 1 + 2^-11: an f16 tie, to even (1)
            0x3f80_3000, // an f16 tie up
            0x3f80_1001,
            0x477f_f000, // 65520: f16 overflows to infinity
            0x477f_efff, // just below: 65504
            0x7f7f_ffff, // f32 max: bf16 infinity
            0x7f7f_7fff, // rounds down to bf16 max
            0x7f80_0000,
            0xff80_0000,
            0x7fc0_0001, // NaN with payload
            0xffa0_0000, // negative signalling NaN
            0x0000_0001, // smallest subnormal
            0x0040_8000, // a subnormal bf16 tie
            0x3380_0000, // 2^-24: smallest f16 subnormal
            0x3300_0000, // 2^-25: an f16 tie with 0
            0x3300_0001,
            0x8000_0000,
            0x4b80_0001, // 2^24 + 2: f32 integer
        ];
        match edges.get(i) {
            Some(&e) => e,
            None => lcg(i) as u32,
        }
    }

    /// Every op the JIT compiles on a float type, on all 65536 patterns of the 16-bit formats
    /// against scrambled ones (and a row broadcast and `f32` inputs at the ties); `f64` and `f32`
    /// on edge values.
    #[test]
    fn float_ops_in_every_format_match_the_executor() {
        let (r, c) = (256usize, 256usize);
        for (name, t) in [
            ("bf16", ElemType::BF16),
            ("f16", ElemType::F16),
            ("f64", ElemType::F64),
            ("f32", ElemType::F32),
        ] {
            let ty = format!("tensor<{r}x{c}x{name}>");
            let b1 = format!("tensor<{r}x{c}xi1>");
            let f32t = format!("tensor<{r}x{c}xf32>");
            let mut body = String::new();
            let mut rets: Vec<(String, String)> = vec![];
            let mut op = |text: String, rt: &str| -> String {
                let v = format!("%v{}", rets.len());
                body.push_str(&format!("  {v} = {text}\n"));
                rets.push((v.clone(), rt.to_string()));
                v
            };
            let mut last = String::new();
            for o in [
                "add", "subtract", "multiply", "divide", "maximum", "minimum",
            ] {
                op(format!("stablehlo.{o} %a, %b : {ty}"), &ty);
            }
            op(format!("stablehlo.add %a, %rb : {ty}"), &ty);
            op(format!("stablehlo.multiply %a, %k : {ty}"), &ty);
            for u in [
                "negate",
                "abs",
                "sqrt",
                "floor",
                "ceil",
                "round_nearest_even",
            ] {
                op(format!("stablehlo.{u} %a : {ty}"), &ty);
            }
            for d in ["LT", "GE", "EQ", "NE"] {
                last = op(
                    format!("stablehlo.compare {d}, %a, %b, FLOAT : ({ty}, {ty}) -> {b1}"),
                    &b1,
                );
            }
            op(format!("stablehlo.select {last}, %a, %b : {b1}, {ty}"), &ty);
            op(format!("stablehlo.clamp %rb, %a, %b : {ty}"), &ty);
            if t != ElemType::F32 {
                op(format!("stablehlo.convert %a : ({ty}) -> {f32t}"), &f32t);
                if t != ElemType::F64 {
                    op(format!("stablehlo.convert %x : ({f32t}) -> {ty}"), &ty);
                    // A chain: each op rounds.
                    op(format!("stablehlo.multiply %v0, %v2 : {ty}"), &ty);
                }
            }
            let src = format!(
                "func.func public @main(%a: {ty}, %b: {ty}, %row: tensor<{c}x{name}>, %x: {f32t}) -> ({}) {{\n  %k = stablehlo.constant dense<3.0> : {ty}\n  %rb = stablehlo.broadcast_in_dim %row, dims = [1] : (tensor<{c}x{name}>) -> {ty}\n{body}  return {} : {}\n}}\n",
                rets.iter().map(|r| r.1.clone()).collect::<Vec<_>>().join(", "),
                rets.iter().map(|r| r.0.clone()).collect::<Vec<_>>().join(", "),
                rets.iter().map(|r| r.1.clone()).collect::<Vec<_>>().join(", "),
            );
            let wide = |i: usize| -> u64 {
                match t {
                    ElemType::F64 => {
                        let f = f32::from_bits(f32_value(i)) as f64;
                        (if i.is_multiple_of(2) { f } else { f * 1e-300 }).to_bits()
                    }
                    _ => f32_value(i) as u64,
                }
            };
            let (a, b, row) = match t {
                ElemType::BF16 | ElemType::F16 => (
                    tensor(t, &[r, c], |i| i as u64),
                    tensor(t, &[r, c], mix),
                    tensor(t, &[c], |i| mix(i * 11)),
                ),
                _ => (
                    tensor(t, &[r, c], wide),
                    tensor(t, &[r, c], |i| wide(i * 3 + 1)),
                    tensor(t, &[c], |i| wide(i + 2)),
                ),
            };
            let x = tensor(ElemType::F32, &[r, c], |i| f32_value(i) as u64);
            let got = same_bytes(&src, &[a, b, row, x]);
            if t == ElemType::BF16 {
                // By hand: f32 -> bf16 of the ties and beside them (results: the convert of %x).
                let conv = &got[rets_index_of_convert_x()];
                let want: [u64; 4] = [0x3f80, 0x3f82, 0x3f81, 0x3f80];
                for (k, w) in want.iter().enumerate() {
                    assert_eq!(conv.element_bits(k) as u64, *w, "bf16 of f32 edge {k}");
                }
            }
        }
    }

    /// The index of `convert %x` among the results of the float program (24 results before it).
    fn rets_index_of_convert_x() -> usize {
        // 8 binary, 6 unary, 4 compares, select, clamp, convert %a.
        8 + 6 + 4 + 2 + 1
    }

    /// A `bf16` or `f16` bitcast to and from 16-bit integers (scalar code), and between the two
    /// formats (vector code).
    #[test]
    fn half_bitcasts_match_the_executor() {
        let n = 65536usize;
        for (name, t, other) in [
            ("bf16", ElemType::BF16, "f16"),
            ("f16", ElemType::F16, "bf16"),
        ] {
            for ity in ["i16", "ui16"] {
                let src = format!(
                    "func.func public @main(%a: tensor<{n}x{name}>, %i: tensor<{n}x{ity}>) -> (tensor<{n}x{ity}>, tensor<{n}x{name}>) {{\n  %s = stablehlo.sqrt %a : tensor<{n}x{name}>\n  %0 = stablehlo.bitcast_convert %s : (tensor<{n}x{name}>) -> tensor<{n}x{ity}>\n  %1 = stablehlo.bitcast_convert %i : (tensor<{n}x{ity}>) -> tensor<{n}x{name}>\n  return %0, %1 : tensor<{n}x{ity}>, tensor<{n}x{name}>\n}}\n"
                );
                let i16t = if ity == "i16" {
                    ElemType::I16
                } else {
                    ElemType::UI16
                };
                same_bytes(
                    &src,
                    &[
                        tensor(t, &[n], |i| i as u64),
                        tensor(i16t, &[n], |i| i as u64),
                    ],
                );
            }
            let src = format!(
                "func.func public @main(%a: tensor<{n}x{name}>) -> tensor<{n}x{other}> {{\n  %n = stablehlo.negate %a : tensor<{n}x{name}>\n  %0 = stablehlo.bitcast_convert %n : (tensor<{n}x{name}>) -> tensor<{n}x{other}>\n  return %0 : tensor<{n}x{other}>\n}}\n"
            );
            same_bytes(&src, &[tensor(t, &[n], |i| i as u64)]);
        }
    }
}
