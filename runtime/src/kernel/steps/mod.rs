//! The kernel steps, one module per step kind, and the one table that gives each its wire tag.
//!
//! A step kind is a struct in its own module: its descriptor, its wire layout declared once by
//! `wire!`, and its `StepKind` implementation, which holds everything else about the step in one
//! place: its validation (the proof its executor's `unsafe` relies on, right above that
//! executor), its work and host-memory bounds (next to the allocations they bound), its execution,
//! its dump line and the buffers it reads and writes. The `steps!` table below lists every kind
//! with its stable one-byte tag and derives from it the [`Step`] enum, its `.vmfb` codec (the tag,
//! then the payload; a tag the table does not give is a decode error) and the dispatch. Adding a
//! step is one new module and one table row.

use crate::kernel::exec::{Ctx, KernelResult};
use crate::kernel::ir::{Buf, BufDecl, Expr, IndexMap, Kernel, Node};
use crate::kernel::validate::{ValidatedKernel, V};
use crate::vm::format::{Codec, DecodeResult, Reader, Writer};

/// How a step uses a buffer it names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// The step reads it.
    Read,
    /// The step writes it (a buffer both read and written is visited once for each).
    Write,
}

/// What every step kind provides; [`Step`] forwards each method to its variant's descriptor.
pub(crate) trait StepKind {
    /// Checks the step against its kernel's declarations (through `v`): everything its `run`
    /// relies on, every access inside its buffer.
    fn validate(&self, v: &V) -> Result<(), String>;
    /// A bound on the time the step takes in kernel `k`, in work units: the bytes it moves, the
    /// elements it converts and the nodes it evaluates (see `validate::step_work`).
    fn work(&self, k: &Kernel) -> u64;
    /// The host memory `run` allocates, `(once, per_thread)` bytes (see
    /// `validate::step_host_bytes`).
    fn host_bytes(&self) -> (u64, u64);
    /// The host memory `run` allocates as a step of kernel `k` ([`StepKind::host_bytes`], plus
    /// what only the kernel's declarations tell: a `Dot`'s panels of narrow operands).
    fn host_bytes_in(&self, k: &Kernel) -> (u64, u64) {
        let _ = k;
        self.host_bytes()
    }
    /// What one run computes and moves, for the profile (`irvm benchmark --profile`): an
    /// estimate, not a bound (see [`Cost`]).
    fn cost(&self, k: &Kernel) -> Cost;
    /// Runs the step, a step of `k` (so `validate` above passed on it), over `ctx` (which
    /// [`Ctx::fits`] `k`).
    fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult;
    /// The step's line in `irvm dump` (and the expression lines after it).
    fn dump(&self) -> String;
    /// Calls `f` on every buffer the step reads or writes, with how it uses it.
    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access));
    /// Calls `f` on every buffer the step names (the buffers [`StepKind::visit_bufs`] visits).
    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf));
    /// Whether `run` stays defined when the buffer of visit `w` (a write) and that of visit `x`
    /// (another visit, a read or a write), numbered in [`StepKind::visit_bufs`]'s order, are the
    /// same bytes: the same first byte and the same element size. Defined means no data race
    /// between the step's worker threads, no Rust reference over bytes that are written through
    /// another pointer while it lives, and no overlap a routine's contract forbids
    /// (`copy_nonoverlapping`, GEMM). Any other overlap of a written buffer is rejected
    /// ([`sharing`]): at load for one buffer named twice, at dispatch for two bindings whose
    /// views share bytes. The default, for the steps that hold references, run on threads or
    /// call such routines: never.
    fn may_share(&self, w: usize, x: usize) -> bool {
        let _ = (w, x);
        false
    }
}

/// The visits of `s` ([`Step::visit_bufs`]), in order.
pub(crate) fn visits(s: &Step) -> Vec<(Buf, Access)> {
    let mut v = Vec::new();
    s.visit_bufs(&mut |b, a| v.push((b, a)));
    v
}

/// The aliasing rule of step `s`, the one place it is decided: calls `check(w, x, exact_ok)` for
/// every pair of its visits `w` (a write) and `x` (any other visit; a pair of writes once), where
/// `exact_ok` says whether the step allows the two buffers to be the same bytes
/// ([`StepKind::may_share`]). `check` says whether the pair overlaps in a way that is not allowed
/// and, if so, returns the error; the validator calls this for a buffer named twice, `Ctx::fits`
/// for two distinct buffers of a run.
pub(crate) fn sharing(
    s: &Step,
    vs: &[(Buf, Access)],
    check: &mut dyn FnMut(Buf, Buf, bool) -> Result<(), String>,
) -> Result<(), String> {
    let k = s.kind();
    for (i, &(bi, ai)) in vs.iter().enumerate() {
        for (j, &(bj, aj)) in vs.iter().enumerate() {
            let pair = match (ai, aj) {
                (Access::Write, Access::Read) => true,
                // Two writes: once, with either order allowed.
                (Access::Write, Access::Write) => i < j,
                (Access::Read, _) => false,
            };
            if !pair || i == j {
                continue;
            }
            let exact_ok = k.may_share(i, j) || (aj == Access::Write && k.may_share(j, i));
            check(bi, bj, exact_ok)?;
        }
    }
    Ok(())
}

/// What one run of a step computes and moves, as the profile counts it: `flops`, the arithmetic
/// operations of its definition (a multiply-add is 2, an elementwise node is 1 per element, a
/// comparison of a sort is 1 per comparator node), and `bytes`, the memory it must read and write
/// at least once (each buffer it reads, at most its declared size, plus what it writes), the
/// traffic a STREAM-like copy measures. Data movement (copies, gathers, fills) has no flops.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    /// Arithmetic operations.
    pub flops: u64,
    /// Bytes read plus bytes written.
    pub bytes: u64,
}

impl Cost {
    /// The sum of two costs, saturating.
    pub fn plus(self, o: Cost) -> Cost {
        Cost {
            flops: self.flops.saturating_add(o.flops),
            bytes: self.bytes.saturating_add(o.bytes),
        }
    }
}

/// The cost of one run of kernel `k`: the sum of its steps'.
pub fn kernel_cost(k: &Kernel) -> Cost {
    k.steps
        .iter()
        .fold(Cost::default(), |c, s| c.plus(s.kind().cost(k)))
}

/// The declaration of `b` in `k`, if `k` declares it.
fn decl_of(k: &Kernel, b: Buf) -> Option<&BufDecl> {
    match b {
        Buf::Binding(i) => k.bindings.get(i as usize),
        Buf::Scratch(i) => k.scratch.get(i as usize),
    }
}

/// The bytes of one element of `b` (0 when `k` does not declare it).
pub(crate) fn elem_bytes(k: &Kernel, b: Buf) -> u64 {
    decl_of(k, b).map_or(0, |d| d.dtype.byte_size() as u64)
}

/// The declared bytes of `b` (0 when `k` does not declare it).
pub(crate) fn buf_bytes(k: &Kernel, b: Buf) -> u64 {
    decl_of(k, b).map_or(0, BufDecl::bytes)
}

/// The arithmetic nodes of `e`: the ops that compute (unary, binary, compare, select, clamp,
/// reduce_precision); loads, constants, iotas, parameters, conversions and bitcasts are not.
pub(crate) fn arith_nodes(e: &Expr) -> u64 {
    e.nodes
        .iter()
        .map(|n| match n {
            Node::Unary(..)
            | Node::Binary(..)
            | Node::Compare { .. }
            | Node::Select(..)
            | Node::Clamp(..)
            | Node::ReducePrecision { .. } => 1,
            Node::Load { .. }
            | Node::Const(_)
            | Node::Iota { .. }
            | Node::Param(_)
            | Node::Convert(_)
            | Node::Bitcast(_) => 0,
        })
        .sum()
}

/// The bytes the loads of `e` read when it is evaluated at `n` points: each buffer it loads
/// once per load at each point, but at most the buffer's declared size (a broadcast operand is
/// read from cache after the first time).
pub(crate) fn load_bytes(k: &Kernel, e: &Expr, n: u64) -> u64 {
    let mut seen: Vec<(Buf, u64)> = Vec::new();
    visit_loads(e, &mut |b| match seen.iter_mut().find(|s| s.0 == b) {
        Some(s) => s.1 = s.1.saturating_add(1),
        None => seen.push((b, 1)),
    });
    seen.iter()
        .map(|&(b, loads)| {
            buf_bytes(k, b).min(n.saturating_mul(loads).saturating_mul(elem_bytes(k, b)))
        })
        .fold(0, u64::saturating_add)
}

/// Calls `f` on the buffer of every load of `e`, in node order.
pub(crate) fn visit_loads(e: &Expr, f: &mut dyn FnMut(Buf)) {
    for n in &e.nodes {
        if let Node::Load { buf, .. } = n {
            f(*buf);
        }
    }
}

/// Calls `f` on the index map of every load of `e`, in the order of [`visit_loads`].
pub(crate) fn visit_load_maps<'a>(e: &'a Expr, f: &mut dyn FnMut(&'a IndexMap)) {
    for n in &e.nodes {
        if let Node::Load { map, .. } = n {
            f(map);
        }
    }
}

/// Calls `f` on the buffer of every load of `e`.
pub(crate) fn visit_loads_mut(e: &mut Expr, f: &mut dyn FnMut(&mut Buf)) {
    for n in &mut e.nodes {
        if let Node::Load { buf, .. } = n {
            f(buf);
        }
    }
}

/// The codec of a step's descriptor, its fields listed once in wire order: `pad` writes a zero
/// byte (and reads one byte, whatever its value), any other name writes and reads that field.
/// The order may differ from the struct's, so a layout can stay byte for byte what it was.
macro_rules! wire {
    ($t:ident { $($w:ident),* $(,)? }) => {
        impl crate::vm::format::Codec for $t {
            fn enc(&self, w: &mut crate::vm::format::Writer) {
                $(wire!(@enc self w $w);)*
            }
            fn dec(
                r: &mut crate::vm::format::Reader,
            ) -> crate::vm::format::DecodeResult<Self> {
                wire!(@dec r $t [] $($w)*)
            }
        }
    };
    (@enc $s:ident $w:ident pad) => {
        crate::vm::format::Codec::enc(&0u8, $w)
    };
    (@enc $s:ident $w:ident $f:ident) => {
        crate::vm::format::Codec::enc(&$s.$f, $w)
    };
    (@dec $r:ident $t:ident [$($done:ident)*]) => {
        Ok($t { $($done),* })
    };
    (@dec $r:ident $t:ident [$($done:ident)*] pad $($rest:ident)*) => {{
        let _: u8 = crate::vm::format::Codec::dec($r)?;
        wire!(@dec $r $t [$($done)*] $($rest)*)
    }};
    (@dec $r:ident $t:ident [$($done:ident)*] $f:ident $($rest:ident)*) => {{
        let $f = crate::vm::format::Codec::dec($r)?;
        wire!(@dec $r $t [$($done)* $f] $($rest)*)
    }};
}

/// The table of step kinds: `tag => Variant(module::Type)`. It derives the [`Step`] enum, its codec
/// and the dispatch to each kind's [`StepKind`] implementation.
macro_rules! steps {
    ($($tag:literal => $v:ident($m:ident::$t:ident)),* $(,)?) => {
        $(pub use $m::$t;)*

        /// One step of a kernel: one variant per step kind, each holding its descriptor.
        #[derive(Clone, Debug, PartialEq)]
        pub enum Step {
            $(
                #[doc = concat!("See [`", stringify!($t), "`](struct@", stringify!($t), ").")]
                $v($t),
            )*
        }

        impl Codec for Step {
            fn enc(&self, w: &mut Writer) {
                match self {
                    $(Step::$v(s) => {
                        let tag: u8 = $tag;
                        tag.enc(w);
                        s.enc(w);
                    })*
                }
            }
            fn dec(r: &mut Reader) -> DecodeResult<Self> {
                match u8::dec(r)? {
                    $($tag => Ok(Step::$v(Codec::dec(r)?)),)*
                    t => Err(format!("bad kernel step tag {t}")),
                }
            }
        }

        impl Step {
            fn kind(&self) -> &dyn StepKind {
                match self {
                    $(Step::$v(s) => s,)*
                }
            }

            fn kind_mut(&mut self) -> &mut dyn StepKind {
                match self {
                    $(Step::$v(s) => s,)*
                }
            }
        }
    };
}

// The modules of the table's rows (declared here, outside the macro, so that `cargo fmt` sees them).
pub mod cholesky;
pub mod conv;
pub mod copy;
pub mod copy_bytes;
pub mod dot;
pub mod dynamic_slice;
pub mod dynamic_update_slice;
pub mod fft;
pub mod fill;
pub mod gather;
pub mod lapack;
pub mod map;
pub mod place;
pub mod reduce;
pub mod reduce_window;
pub mod rng_bit_generator;
pub mod scatter;
pub mod select_and_scatter;
pub mod sort;
pub mod top_k;
pub mod triangular_solve;

steps! {
    0 => Map(map::Map),
    1 => Reduce(reduce::Reduce),
    2 => Dot(dot::Dot),
    3 => Conv(conv::Conv),
    4 => ReduceWindow(reduce_window::ReduceWindow),
    5 => Gather(gather::Gather),
    6 => Scatter(scatter::Scatter),
    7 => Copy(copy::Copy),
    8 => Fill(fill::Fill),
    9 => Place(place::Place),
    10 => CopyBytes(copy_bytes::CopyBytes),
    11 => DynamicSlice(dynamic_slice::DynamicSlice),
    12 => DynamicUpdateSlice(dynamic_update_slice::DynamicUpdateSlice),
    13 => Sort(sort::Sort),
    14 => SelectAndScatter(select_and_scatter::SelectAndScatter),
    15 => Fft(fft::Fft),
    16 => Cholesky(cholesky::Cholesky),
    17 => TriangularSolve(triangular_solve::TriangularSolve),
    18 => RngBitGenerator(rng_bit_generator::RngBitGenerator),
    19 => Lapack(lapack::Lapack),
    20 => TopK(top_k::TopK),
}

impl Step {
    /// Checks the step (see [`StepKind::validate`]).
    pub(crate) fn validate(&self, v: &V) -> Result<(), String> {
        self.kind().validate(v)
    }

    /// A bound on the time the step takes in kernel `k`, in work units (see
    /// `validate::step_work`, which adds the fixed cost of every step).
    pub fn work(&self, k: &Kernel) -> u64 {
        self.kind().work(k)
    }

    /// The host memory the step's executor allocates, `(once, per_thread)` bytes (see
    /// `validate::step_host_bytes`).
    pub fn host_bytes(&self) -> (u64, u64) {
        self.kind().host_bytes()
    }

    /// The host memory the step's executor allocates as a step of kernel `k` (see
    /// `validate::kernel_host_bytes`).
    pub fn host_bytes_in(&self, k: &Kernel) -> (u64, u64) {
        self.kind().host_bytes_in(k)
    }

    /// What one run of the step computes and moves in kernel `k` (see [`Cost`]).
    pub fn cost(&self, k: &Kernel) -> Cost {
        self.kind().cost(k)
    }

    /// Runs the step, which must be one of `k`'s steps, over `ctx`, which must fit `k` (the
    /// callers, `run_kernel` and the JIT's `Compiled::run`, check it once per run).
    pub(crate) fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        self.kind().run(k, ctx)
    }

    /// The step's text in `irvm dump`.
    pub fn dump(&self) -> String {
        self.kind().dump()
    }

    /// Calls `f` on every buffer the step reads or writes, with how it uses it.
    pub fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        self.kind().visit_bufs(f)
    }

    /// Calls `f` on every buffer the step names, to change it.
    pub fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        self.kind_mut().visit_bufs_mut(f)
    }
}
