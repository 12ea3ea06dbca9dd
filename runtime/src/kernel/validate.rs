//! Kernel validation: the loader's proof that a kernel stays inside its buffers.
//!
//! Every access a step can make is checked against the declared element count of the buffer it
//! touches, every expression operand refers to an earlier node of the right type, and every write
//! goes to a writable binding or to scratch. The VM separately checks, at dispatch, that each buffer
//! it passes is at least as long as its declaration. Together these are what the executor's and
//! the JIT's unchecked accesses rely on.

use super::ir::*;
use super::storage::{self, Domain};
use crate::host_tensor::ElemType;

/// Limits that keep a hostile module from asking for absurd work or memory up front.
pub const MAX_RANK: usize = 16;
/// Largest iteration space of one step (elements).
pub const MAX_ITERATIONS: u64 = 1 << 32;
/// Largest `m * n * k` of one contraction (per batch element).
pub const MAX_DOT_WORK: u64 = 1 << 38;
/// Largest operand (`m * k` or `k * n` elements) of a dot outside `f32` and `f64`, whose direct
/// loop copies each operand matrix (64 Mi elements, 1 GiB as `c128`).
pub const MAX_DOT_COPY: u64 = 1 << 26;
/// Maximum number of nodes in one expression.
pub const MAX_NODES: usize = 1 << 16;
/// Largest amount of work of one step: iterations times the nodes evaluated per iteration (and
/// the like for library steps, see [`step_work`]). A step above it is rejected at load time, so a
/// module cannot make one dispatch run for hours; the VM also charges each dispatch's work against
/// the call's budget before running it.
pub const MAX_STEP_WORK: u64 = 1 << 40;
/// Most elements of one window (reduce_window, select_and_scatter, a convolution's kernel): the
/// executor builds a table of the window's taps.
pub const MAX_WINDOW: u64 = 1 << 20;

/// Largest `exponent_bits` or `mantissa_bits` of a `reduce_precision` (wider than any format).
pub const MAX_PRECISION_BITS: u32 = 64;

pub(crate) fn supported(t: ElemType) -> bool {
    storage::supported(t)
}

/// The validator's context: the kernel and the index of the step being checked. Each step's
/// `validate` (in its module under [`super::steps`]) calls these checks; every error names the
/// kernel and the step.
pub(crate) struct V<'a> {
    k: &'a Kernel,
    step: usize,
}

impl V<'_> {
    pub(crate) fn err(&self, msg: impl std::fmt::Display) -> String {
        format!("kernel '{}' step {}: {msg}", self.k.name, self.step)
    }

    pub(crate) fn decl(&self, b: Buf) -> Result<&BufDecl, String> {
        match b {
            Buf::Binding(i) => self.k.bindings.get(i as usize),
            Buf::Scratch(i) => self.k.scratch.get(i as usize),
        }
        .ok_or_else(|| self.err(format!("{b:?} does not exist")))
    }

    pub(crate) fn writable(&self, b: Buf) -> Result<&BufDecl, String> {
        let d = self.decl(b)?;
        if matches!(b, Buf::Binding(_)) && !d.writable {
            return Err(self.err(format!("writes to read-only {b:?}")));
        }
        Ok(d)
    }

    /// Checks that `offset + sum(i_d * stride_d)` over `0 <= i_d < size_d` stays in `[0, elems)`.
    pub(crate) fn range(&self, b: Buf, offset: i64, dims: &[(u64, i64)]) -> Result<(), String> {
        let elems = self.decl(b)?.elements as i128;
        if dims.iter().any(|&(s, _)| s == 0) {
            return Ok(());
        }
        let mut lo = offset as i128;
        let mut hi = offset as i128;
        for &(s, st) in dims {
            let span = (s as i128 - 1) * st as i128;
            if span < 0 {
                lo += span;
            } else {
                hi += span;
            }
        }
        if lo < 0 || hi >= elems {
            return Err(self.err(format!(
                "access to {b:?} spans elements {lo}..={hi}, outside its {elems} elements"
            )));
        }
        Ok(())
    }

    pub(crate) fn shape(&self, s: &[u64]) -> Result<u64, String> {
        if s.len() > MAX_RANK {
            return Err(self.err(format!("rank {} exceeds {MAX_RANK}", s.len())));
        }
        s.iter()
            .try_fold(1u64, |a, &d| a.checked_mul(d))
            .filter(|&n| n <= MAX_ITERATIONS)
            .ok_or_else(|| self.err("iteration space too large"))
    }

    pub(crate) fn expr(&self, e: &Expr, shape: &[u64], params: &[ElemType]) -> Result<(), String> {
        if e.nodes.len() != e.types.len() || e.nodes.len() > MAX_NODES {
            return Err(self.err("malformed expression"));
        }
        self.shape(shape)?;
        for (i, n) in e.nodes.iter().enumerate() {
            let t = e.types[i];
            if !supported(t) {
                return Err(self.err(format!(
                    "node {i}: element type {} is unsupported",
                    t.name()
                )));
            }
            let ty = |j: u32| -> Result<ElemType, String> {
                if (j as usize) < i {
                    Ok(e.types[j as usize])
                } else {
                    Err(self.err(format!("node {i} uses node {j}, which is not earlier")))
                }
            };
            let same = |j: u32| -> Result<(), String> {
                if ty(j)? == t {
                    Ok(())
                } else {
                    Err(self.err(format!("node {i}: operand {j} has the wrong type")))
                }
            };
            match n {
                Node::Load { buf, map } => {
                    let d = self.decl(*buf)?;
                    if d.dtype != t {
                        return Err(self.err(format!("node {i}: load type differs from {buf:?}")));
                    }
                    if map.strides.len() != shape.len() {
                        return Err(self.err(format!(
                            "node {i}: index map rank differs from the iteration space"
                        )));
                    }
                    if map.strides.iter().all(|&s| s == 0) {
                        // A scalar load reads its element even over an empty space (reduction
                        // inits are evaluated once).
                        self.range(*buf, map.offset, &[])?;
                    }
                    let dims: Vec<(u64, i64)> = shape
                        .iter()
                        .copied()
                        .zip(map.strides.iter().copied())
                        .collect();
                    self.range(*buf, map.offset, &dims)?;
                }
                Node::Const(_) => {}
                Node::Iota { dim, .. } => {
                    if *dim as usize >= shape.len() {
                        return Err(self.err(format!("node {i}: iota dimension out of range")));
                    }
                }
                Node::Param(p) => {
                    if params.get(*p as usize) != Some(&t) {
                        return Err(self.err(format!("node {i}: bad parameter {p}")));
                    }
                }
                Node::Unary(op, x) => {
                    let xt = ty(*x)?;
                    if op.result_type(xt) != Some(t) {
                        return Err(self.err(format!(
                            "node {i}: `{}` of {xt} does not give {t}",
                            op.name()
                        )));
                    }
                }
                Node::Binary(op, a, b) => {
                    let (at, bt) = (ty(*a)?, ty(*b)?);
                    if at != bt || op.result_type(at) != Some(t) {
                        return Err(self.err(format!(
                            "node {i}: `{}` of {at} and {bt} does not give {t}",
                            op.name()
                        )));
                    }
                }
                Node::Compare { dir, ty: ct, a, b } => {
                    let at = ty(*a)?;
                    let ordered = match (at.domain(), ct) {
                        (element::Domain::Float, CompareType::Float | CompareType::TotalOrder)
                        | (element::Domain::Int, CompareType::Signed | CompareType::Unsigned) => {
                            true
                        }
                        (element::Domain::Complex, _) => {
                            matches!(dir, CompareDirection::Eq | CompareDirection::Ne)
                        }
                        (element::Domain::Float, CompareType::Signed | CompareType::Unsigned)
                        | (element::Domain::Int, CompareType::Float | CompareType::TotalOrder) => {
                            false
                        }
                    };
                    if at != ty(*b)? || t != ElemType::I1 || !ordered {
                        return Err(self.err(format!(
                            "node {i}: compare {} {} of {at} is not allowed",
                            dir.name(),
                            ct.name()
                        )));
                    }
                }
                Node::Select(c, a, b) => {
                    if ty(*c)? != ElemType::I1 {
                        return Err(self.err(format!("node {i}: select condition is not i1")));
                    }
                    same(*a)?;
                    same(*b)?;
                }
                Node::Clamp(a, x, b) => {
                    same(*a)?;
                    same(*x)?;
                    same(*b)?;
                }
                Node::Convert(x) => {
                    ty(*x)?;
                }
                Node::Bitcast(x) => {
                    if ty(*x)?.bits() != t.bits() {
                        return Err(self.err(format!("node {i}: bitcast between widths")));
                    }
                }
                Node::ReducePrecision {
                    x,
                    exponent_bits,
                    mantissa_bits,
                } => {
                    same(*x)?;
                    if !t.is_float()
                        || *exponent_bits == 0
                        || *exponent_bits > MAX_PRECISION_BITS
                        || *mantissa_bits > MAX_PRECISION_BITS
                    {
                        return Err(self.err(format!(
                            "node {i}: reduce_precision to e{exponent_bits}m{mantissa_bits} of {t}"
                        )));
                    }
                }
            }
        }
        Ok(())
    }

    /// A dynamic slice's start buffers (one integer each, one per dimension) and a box of `sizes`
    /// that fits `shape`.
    pub(crate) fn starts(
        &self,
        starts: &[Buf],
        shape: &[u64],
        sizes: &[u64],
    ) -> Result<(), String> {
        if starts.len() != shape.len()
            || sizes.len() != shape.len()
            || sizes.iter().zip(shape).any(|(s, d)| s > d)
        {
            return Err(self.err("malformed dynamic slice"));
        }
        for &b in starts {
            let d = self.decl(b)?;
            if storage::domain(d.dtype) != Domain::I || d.elements < 1 {
                return Err(self.err("a dynamic slice start is not an integer"));
            }
        }
        Ok(())
    }

    pub(crate) fn body(&self, b: &Body, accs: &[ElemType], xs: &[ElemType]) -> Result<(), String> {
        let params: Vec<ElemType> = accs.iter().chain(xs).copied().collect();
        if b.expr.nodes.iter().any(|n| matches!(n, Node::Load { .. })) {
            return Err(self.err("a body may not load"));
        }
        self.expr(&b.expr, &[1], &params)?;
        if b.results.len() != accs.len() {
            return Err(self.err("body result count"));
        }
        for (&r, &t) in b.results.iter().zip(accs) {
            if b.expr.types.get(r as usize) != Some(&t) {
                return Err(self.err("body result type"));
            }
        }
        Ok(())
    }

    /// A body of `params` that loads nothing and returns one i1 (a comparator, a select).
    pub(crate) fn predicate(&self, b: &Body, params: &[ElemType]) -> Result<(), String> {
        if b.expr.nodes.iter().any(|n| matches!(n, Node::Load { .. })) {
            return Err(self.err("a body may not load"));
        }
        self.expr(&b.expr, &[1], params)?;
        match b.results[..] {
            [r] if b.expr.types.get(r as usize) == Some(&ElemType::I1) => Ok(()),
            _ => Err(self.err("a predicate body must return one i1")),
        }
    }

    pub(crate) fn whole(
        &self,
        b: Buf,
        dtype: ElemType,
        elems: u64,
        write: bool,
    ) -> Result<(), String> {
        let d = if write {
            self.writable(b)?
        } else {
            self.decl(b)?
        };
        if d.dtype != dtype {
            return Err(self.err(format!(
                "{b:?} has type {}, expected {}",
                d.dtype.name(),
                dtype.name()
            )));
        }
        if d.elements < elems {
            return Err(self.err(format!(
                "{b:?} holds {} elements, {elems} needed",
                d.elements
            )));
        }
        Ok(())
    }

    /// A window of at most [`MAX_WINDOW`] elements.
    pub(crate) fn window(&self, w: &[u64]) -> Result<u64, String> {
        self.shape(w)
            .ok()
            .filter(|&n| n <= MAX_WINDOW)
            .ok_or_else(|| self.err(format!("a window of {w:?} exceeds {MAX_WINDOW} elements")))
    }

    /// The step's work ([`step_work`]) within [`MAX_STEP_WORK`].
    fn work_bound(&self, k: &Kernel, s: &Step) -> Result<u64, String> {
        let w = step_work(k, s);
        if w > MAX_STEP_WORK {
            return Err(self.err(format!(
                "the step asks for about {w} operations, more than the {MAX_STEP_WORK} one step may do"
            )));
        }
        Ok(w)
    }

    /// The type a linear-algebra step computes a float or complex type `t` in: `f64`, or `c128`.
    pub(crate) fn work_type(&self, t: ElemType) -> Result<ElemType, String> {
        match storage::domain(t) {
            Domain::F32 | Domain::F => Ok(ElemType::F64),
            Domain::C => Ok(ElemType::C128),
            Domain::I => Err(self.err(format!(
                "a linear-algebra step on element type {}",
                t.name()
            ))),
        }
    }

    /// `n * n * m` (one factorization or solve) within [`MAX_DOT_WORK`].
    pub(crate) fn cubic(&self, n: u64, m: u64) -> Result<(), String> {
        n.checked_mul(n)
            .and_then(|x| x.checked_mul(m))
            .filter(|&w| w <= MAX_DOT_WORK)
            .map(|_| ())
            .ok_or_else(|| self.err("a linear-algebra step asks for too much work"))
    }

    /// The working storage of a library step: a scratch slot (so nothing else reaches its
    /// memory while the step holds it as a slice) of type `t` holding `elems` elements, none of
    /// the step's other buffers.
    pub(crate) fn work(
        &self,
        b: Buf,
        t: ElemType,
        elems: u64,
        others: &[Buf],
    ) -> Result<(), String> {
        if !matches!(b, Buf::Scratch(_)) || others.contains(&b) {
            return Err(self.err(format!(
                "the working storage {b:?} must be a scratch slot of its own"
            )));
        }
        self.whole(b, t, elems, true)
    }
}

/// Whether `v` names distinct dimensions below `rank` (in increasing order when `sorted`).
pub(crate) fn dims_ok(v: &[u32], rank: usize, sorted: bool) -> bool {
    let mut seen = vec![false; rank];
    v.iter()
        .all(|&d| (d as usize) < rank && !std::mem::replace(&mut seen[d as usize], true))
        && (!sorted || v.windows(2).all(|w| w[0] < w[1]))
}

/// Whether the strided map `offset + sum(i_d * stride_d)` over `0 <= i_d < size_d` gives every
/// index its own element (so parallel writes through it never race). Sufficient test: ordered by
/// stride, each stride exceeds the largest offset the smaller dimensions reach.
pub(crate) fn injective(dims: &[(u64, i64)]) -> bool {
    if dims.iter().any(|&(s, _)| s == 0) {
        return true;
    }
    let mut v: Vec<(u64, u64)> = dims
        .iter()
        .filter(|&&(s, _)| s > 1)
        .map(|&(s, st)| (st.unsigned_abs(), s))
        .collect();
    v.sort_unstable();
    let mut reach: u128 = 0;
    for (st, s) in v {
        if (st as u128) <= reach {
            return false;
        }
        reach += st as u128 * (s as u128 - 1);
    }
    true
}

/// The product of `xs`, saturating.
pub(crate) fn prod(xs: &[u64]) -> u64 {
    xs.iter().fold(1u64, |a, &x| a.saturating_mul(x))
}

/// A bound on the time one step of kernel `k` takes, in work units (about a nanosecond of one
/// core each; the calibration table is in ARCHITECTURE.md): the bytes it moves ([`bytes_work`]),
/// the elements it converts ([`elements_work`]), its iterations times the weighted nodes it
/// evaluates per iteration ([`work_nodes`]), window taps times outputs, `n^3` for a
/// factorization, and so on (saturating), plus [`STEP_WORK`] for the step itself. The loader
/// rejects a step above [`MAX_STEP_WORK`]; the VM charges a dispatch the sum over its kernel's
/// steps against the call's work budget before running it.
pub fn step_work(k: &Kernel, s: &Step) -> u64 {
    // Every step costs its fixed overhead, so a kernel of many empty steps still counts.
    s.work(k).saturating_add(STEP_WORK)
}

/// The work of one step beyond what it computes: running it at all (its tiles, its lanes).
pub const STEP_WORK: u64 = 256;

/// Bytes one work unit moves (a fill or a copy of memory).
pub const BYTES_PER_UNIT: u64 = 8;

/// The work of writing `bytes` bytes (a fill, the zeroing of a block): one unit per
/// [`BYTES_PER_UNIT`].
pub fn bytes_work(bytes: u64) -> u64 {
    bytes.div_ceil(BYTES_PER_UNIT)
}

/// The work of copying `bytes` bytes: each is read and written ([`bytes_work`] twice).
pub fn copy_work(bytes: u64) -> u64 {
    bytes_work(bytes).saturating_mul(2)
}

/// The work of one element of type `t` read or written through its lanes (converted from or to
/// its storage), or of one node of an expression computed on it: `f32` is native, `f64` and the
/// integers compute in `f64` or `i64` (and wrap to their width), the narrower floats compute in
/// `f64` and round to their format after each node (an `f8` transcendental measured 90 ns),
/// complex numbers are two `f64`s.
pub fn lane_weight(t: ElemType) -> u64 {
    match storage::domain(t) {
        Domain::F32 => 1,
        Domain::F if t == ElemType::F64 => 4,
        Domain::I => 4,
        Domain::F => 8,
        Domain::C => 16,
    }
}

/// The work of one evaluation of a region body one element at a time (a window tap, a scatter
/// update, a selection): its nodes ([`work_nodes`]) plus [`BODY_WORK`].
pub(crate) fn body_work(b: &Body) -> u64 {
    work_nodes(&b.expr).saturating_add(BODY_WORK)
}

/// The weight of a load that steps more than one element along its innermost dimension
/// ([`work_nodes`]).
pub const STRIDED_LOAD: u64 = 16;

/// The fixed work of evaluating a body for one element: its parameters and lanes are gathered
/// and allocated per call (a 3x3 `f64` `reduce_window` measured 245 ns per tap).
pub const BODY_WORK: u64 = 256;

/// The work of reading or writing `n` elements of type `t` one by one (saturating).
pub fn elements_work(t: ElemType, n: u64) -> u64 {
    n.saturating_mul(lane_weight(t))
}

/// The bytes of buffer `b` as `k` declares it (`u64::MAX` when `k` declares no such buffer, so a
/// bound on an unvalidated step is never too small).
pub(crate) fn decl_bytes(k: &Kernel, b: Buf) -> u64 {
    decl_of(k, b).map_or(u64::MAX, BufDecl::bytes)
}

/// The element type and count of buffer `b` as `k` declares it (`None` when it declares none).
pub(crate) fn decl_of(k: &Kernel, b: Buf) -> Option<&BufDecl> {
    match b {
        Buf::Binding(i) => k.bindings.get(i as usize),
        Buf::Scratch(i) => k.scratch.get(i as usize),
    }
}

/// The work of `n` elements of buffer `b` read or written one by one ([`elements_work`] at its
/// element type; `u64::MAX` when `k` declares no such buffer).
pub(crate) fn buf_elements_work(k: &Kernel, b: Buf, n: u64) -> u64 {
    decl_of(k, b).map_or(u64::MAX, |d| elements_work(d.dtype, n))
}

/// The host memory the executor and the JIT allocate while they run one step, beyond the
/// kernel's bindings and its arena scratch: `(once, per_thread)` bytes, saturating. `once` is
/// allocated by the calling thread (whole-tensor working copies: a sort's keys and permutation,
/// the accumulators of a reduction, an im2col matrix, a window's tap table, an FFT plan);
/// `per_thread` by each worker that takes part (the lanes of one chunk of an expression). The VM
/// charges `once + per_thread x threads` against the device memory limit for the duration of the
/// dispatch (`kernel_host_bytes`), so no module can make the runtime allocate host memory the
/// limit does not see. The bounds follow the executor's allocations (see `exec.rs`), rounded up:
/// every lane element is counted at 16 bytes (a complex `f64`), the widest the executor holds.
pub fn step_host_bytes(s: &Step) -> (u64, u64) {
    s.host_bytes()
}

/// The sum of `xs`, saturating.
pub(crate) fn sum(xs: &[u64]) -> u64 {
    xs.iter().fold(0u64, |a, &x| a.saturating_add(x))
}

/// The work of evaluating `e` once (per iteration of a step): each node weighs four times the
/// [`lane_weight`] of the widest type it reads or makes, a constant one [`lane_weight`], a load
/// one [`lane_weight`] or, when it steps more than one element along the innermost dimension
/// (a transpose: a cache miss per element, measured 4.7 ns per unit at one), [`STRIDED_LOAD`]
/// of them; plus one for the iteration. Measured on the executor (`compiler/tests/work_limits.rs`,
/// `calibrate`): an `f32` node costs 0.3 to 10 ns, a node in `f64`, `i64` or a narrow float
/// 10 to 50 ns, a complex one up to 40 ns.
pub(crate) fn work_nodes(e: &Expr) -> u64 {
    let ty = |i: u32| e.types.get(i as usize).map_or(16, |&t| lane_weight(t));
    let mut w = 1u64;
    for (i, n) in e.nodes.iter().enumerate() {
        let own = ty(i as u32);
        let node = match n {
            Node::Load { map, .. } => match map.strides.last() {
                Some(s) if s.unsigned_abs() > 1 => own.saturating_mul(STRIDED_LOAD),
                _ => own,
            },
            Node::Const(_) | Node::Iota { .. } | Node::Param(_) => own,
            _ => 4 * n.operands().into_iter().map(ty).fold(own, u64::max),
        };
        w = w.saturating_add(node);
    }
    w
}

/// The bits of `x`, plus one (a sort's comparisons per element).
pub(crate) fn log2(x: u64) -> u64 {
    64 - x.leading_zeros() as u64 + 1
}

/// The bytes of one lane element in the host-memory bounds: a complex `f64`, the widest the
/// executor holds.
pub(crate) const LANE: u64 = 16;

/// The lanes of `e` a host-memory bound counts.
pub(crate) fn host_nodes(e: &Expr) -> u64 {
    e.nodes.len() as u64 + 2
}

/// The host memory of an expression evaluated chunk by chunk: one lane per node (`k` of them),
/// plus the offsets of the loads.
pub(crate) fn chunked(k: u64) -> u64 {
    let chunk = super::exec::CHUNK as u64;
    prod(&[LANE, chunk, k]).saturating_add(8 * chunk)
}

/// The per-thread host memory of a step that evaluates little: a chunk of a few lanes.
pub(crate) fn small() -> u64 {
    chunked(4)
}

/// The host memory one dispatch of `k` may allocate ([`step_host_bytes`], with what the kernel's
/// declarations add: `Step::host_bytes_in`): the largest `once`
/// and the largest `per_thread` over its steps (the steps run one after the other and free their
/// working memory before the next starts).
pub fn kernel_host_bytes(k: &Kernel) -> (u64, u64) {
    k.steps
        .iter()
        .map(|s| s.host_bytes_in(k))
        .fold((0, 0), |(a, b), (x, y)| (a.max(x), b.max(y)))
}

/// A kernel that [`validate_kernel`] accepted: the proof the executor's and the JIT's unchecked
/// accesses rely on. Only [`validate_kernel`] makes one and its kernel cannot be changed
/// afterwards, so a `&ValidatedKernel` in a signature (`run_kernel`, the steps' `run`, the JIT's
/// `compile` and `run`) says that every step of it passed its `validate`: each access of each step
/// lies inside its buffer's declared size, each write goes to a writable binding or to scratch.
/// What validation cannot see, that the buffers handed to a run are as long as their
/// declarations, the executor checks against the same kernel when it is given a
/// [`super::exec::Ctx`].
#[derive(Debug)]
pub struct ValidatedKernel {
    kernel: Kernel,
    work: u64,
    host: (u64, u64),
    overlaps: Vec<super::exec::Overlap>,
}

impl ValidatedKernel {
    /// The kernel (also reachable through `Deref`).
    pub fn kernel(&self) -> &Kernel {
        &self.kernel
    }

    /// The pairs of its buffers a run must keep apart ([`super::exec::overlap_pairs`]), listed
    /// once here for [`super::exec::Ctx::fits_validated`].
    pub fn overlaps(&self) -> &[super::exec::Overlap] {
        &self.overlaps
    }

    /// Its work: [`step_work`] summed over its steps (saturating), each within
    /// [`MAX_STEP_WORK`]; the VM charges it against a call's work budget before a dispatch.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// The host memory one dispatch may allocate, `(once, per_thread)` bytes
    /// ([`kernel_host_bytes`]); the VM charges it against the device memory limit while the
    /// kernel runs.
    pub fn host_bytes(&self) -> (u64, u64) {
        self.host
    }

    /// Gives the kernel back (the proof does not survive a change to it).
    pub fn into_kernel(self) -> Kernel {
        self.kernel
    }
}

impl std::ops::Deref for ValidatedKernel {
    type Target = Kernel;

    fn deref(&self) -> &Kernel {
        &self.kernel
    }
}

/// Validates a kernel: every declaration is of a supported type and size, and every step passes
/// its `validate` and its work bound. The error names the kernel, the step and what is wrong.
pub fn validate_kernel(k: Kernel) -> Result<ValidatedKernel, String> {
    for d in k.bindings.iter().chain(&k.scratch) {
        if !supported(d.dtype) {
            return Err(format!(
                "kernel '{}': element type {} is unsupported",
                k.name,
                d.dtype.name()
            ));
        }
        if d.bytes() >= 1 << 40 {
            return Err(format!(
                "kernel '{}': a buffer declaration is too large",
                k.name
            ));
        }
    }
    let mut work = 0u64;
    let mut overlaps = Vec::new();
    for (i, s) in k.steps.iter().enumerate() {
        let v = V { k: &k, step: i };
        s.validate(&v)?;
        // One buffer named in two roles of which one writes: the same bytes, allowed only where
        // the step says its run stays defined (`may_share`); two distinct buffers over shared
        // bytes are the dispatch's to check (`Ctx::fits_validated`, over the pairs listed here),
        // since only it sees the addresses.
        super::steps::sharing(s, &super::steps::visits(s), &mut |w, x, exact_ok| {
            super::exec::note_overlap(&mut overlaps, i, w, x, exact_ok);
            if w == x && !exact_ok && decl_bytes(&k, w) > 0 {
                return Err(v.err(format!(
                    "{w:?} is written and also named in another role of the step, which needs \
                     the two apart"
                )));
            }
            Ok(())
        })?;
        work = work.saturating_add(v.work_bound(&k, s)?);
    }
    let host = kernel_host_bytes(&k);
    Ok(ValidatedKernel {
        kernel: k,
        work,
        host,
        overlaps,
    })
}
