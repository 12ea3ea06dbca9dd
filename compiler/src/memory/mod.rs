//! Where every byte lives: storage classes, liveness, and the static arena plan of a function.
//!
//! The analysis runs on a function after `form-dispatches` and `abi-output-to-alias`. Every value at
//! the top level of the function's body gets a [`Storage`]:
//!
//! ```text
//!   argument i ──────────────── caller-owned (read-only unless donated by abi.output / abi.consume)
//!   constant ────────────────── constant segment (read-only)
//!   view of v ───────────────── v's storage (reshape, optimization_barrier, hal.tensor.alias)
//!   result k ────────────────── its own allocation, handed to the caller (never in the arena)
//!   transient t ─────────────── a slot in the function's arena at a planned offset
//! ```
//!
//! A value written through `hal.tensor.alias %r to %arg` is stored in the argument (in place).
//! Liveness is measured in positions of the body's top-level ops; a view extends its root's life
//! (invariant I2). The plan packs transients into one arena with 64-byte alignment, best-fit and
//! greedy by size (the family IREE and TFLite use), after merging an elementwise dispatch's output
//! into an input that dies there with the same layout (in-place reuse). [`check_i1`] verifies that
//! no two live transients overlap (invariant I1).

pub mod executor;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt::Write;

use dialect::ir::{Block, Module, Op, Value};
use dialect::ops::OpKind;
use dialect::types::Type;

/// Alignment of every arena slot.
pub const ALIGNMENT: u64 = 64;

/// Where a value is stored.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Storage {
    /// A function argument's buffer.
    Arg(usize),
    /// The constant segment.
    Const,
    /// Transient buffer `t` (an arena slot after planning).
    Transient(usize),
    /// The buffer of function result group `k` (allocated for the caller).
    Result(usize),
    /// Produced by a call: the callee's own allocation.
    External,
}

/// One transient buffer.
#[derive(Clone, Debug, PartialEq)]
pub struct Buffer {
    /// The value that defines it (its root).
    pub root: Value,
    /// Size in bytes.
    pub size: u64,
    /// Position of the op that writes it.
    pub def: usize,
    /// Position of its last reader (through views too).
    pub last_use: usize,
    /// Offset in the arena once planned.
    pub offset: u64,
    /// Values merged into this buffer by in-place reuse (their storage is this buffer).
    pub merged: Vec<Value>,
    /// When set, this buffer is the arena of the regions of this control-flow op (`while`, `if`,
    /// `case`): live only while the op runs, holding the transients of its regions.
    pub region_of: Option<Op>,
}

/// The plan of a control-flow op's regions (for the memory report).
#[derive(Clone, Debug, PartialEq)]
pub struct RegionPlan {
    /// The op (`while`, `if`, `case`).
    pub op: Op,
    /// Its position in the function's body (nested ops: the position of the top-level op).
    pub position: usize,
    /// Bytes of its regions' arena: the largest of its regions' own arenas (they never run at
    /// the same time).
    pub arena_bytes: u64,
    /// Where that arena starts in the function's arena.
    pub offset: u64,
    /// The loop-carried values (a `while`'s results): each has one buffer for the whole loop,
    /// written at the end of every iteration.
    pub carried: Vec<Value>,
    /// Which of them the body computes in place (no copy at the end of the iteration).
    pub in_place: Vec<bool>,
}

/// The memory facts of one function.
#[derive(Clone, Debug, Default)]
pub struct FunctionPlan {
    /// The function's name.
    pub name: String,
    /// Storage of every top-level value (views map to their root's storage).
    pub storage: HashMap<Value, Storage>,
    /// The root value of each view.
    pub view_root: HashMap<Value, Value>,
    /// Byte offset of each view within its root's storage.
    pub view_offset: HashMap<Value, u64>,
    /// Transient buffers, indexed by `Storage::Transient(i)`.
    pub buffers: Vec<Buffer>,
    /// Total arena size.
    pub arena_bytes: u64,
    /// Maximum over positions of the live transient bytes (each rounded up to [`ALIGNMENT`]).
    pub lower_bound_bytes: u64,
    /// Bytes of results allocated for the caller.
    pub output_bytes: u64,
    /// Bytes of results written into arguments in place.
    pub aliased_bytes: u64,
    /// Number of in-place reuses.
    pub inplace_reuses: usize,
    /// Number of dispatch regions.
    pub dispatches: usize,
    /// Number of collectives (ops between processes, each a VM instruction of its own) and the
    /// bytes of their results, which are planned as any op's.
    pub collectives: usize,
    /// See [`FunctionPlan::collectives`].
    pub collective_bytes: u64,
    /// Bytes of constants.
    pub constant_bytes: u64,
    /// Last position at which each consumed (`abi.consume`) argument is read.
    pub consumed_last_use: Vec<(usize, usize)>,
    /// Arena offsets of the transients defined inside control-flow regions (each region's
    /// transients are packed in the region arena of their op; see [`RegionPlan`]).
    pub nested_offset: HashMap<Value, u64>,
    /// The control-flow ops' region plans, outermost first.
    pub regions: Vec<RegionPlan>,
    /// Next values of loop-carried slots computed straight into the slot's buffer: the body's
    /// value -> the loop result (the carried buffer) it is written into.
    pub carried_in_place: HashMap<Value, Value>,
    /// Arena room (offset, bytes) for the saved copies of a loop whose end-of-body copy reads one
    /// carried buffer to write another (a swap): the loop -> its room.
    pub swap_room: HashMap<Op, (u64, u64)>,
    /// The most host memory one library step of this function holds outside the arena while it
    /// runs ([`working_bytes`]): known before the program runs, freed when the step ends.
    pub working_bytes: u64,
    /// The host working memory of the function's kernels as the VM charges it against the device
    /// limit while each runs (`runtime::kernel::validate::kernel_host_bytes`): the largest
    /// `(once, per_thread)` over the kernels it dispatches (its callees' included). Known once the
    /// function is lowered ([`add_kernel_host_bounds`]); `None` before.
    pub kernel_host_bytes: Option<(u64, u64)>,
    /// Transients stored in a result's buffer instead of the arena (before the result is written
    /// there, or as the start of an in-place chain ending in it): (buffer index, result index,
    /// bytes). Their buffers have size 0 in `buffers`.
    pub in_result: Vec<(usize, usize, u64)>,
}

/// Fills each plan's [`FunctionPlan::kernel_host_bytes`] from the lowered module: the largest
/// bound over the kernels the function dispatches, directly or through the functions it calls.
pub fn add_kernel_host_bounds(plans: &mut [FunctionPlan], def: &runtime::vm::bytecode::ModuleDef) {
    use runtime::vm::bytecode::Instr;
    let bounds: Vec<(u64, u64)> = def
        .kernels
        .iter()
        .map(runtime::kernel::validate::kernel_host_bytes)
        .collect();
    let index: HashMap<&str, usize> = def
        .functions
        .iter()
        .enumerate()
        .map(|(i, f)| (f.name.as_str(), i))
        .collect();
    for p in plans.iter_mut() {
        let Some(&start) = index.get(p.name.as_str()) else {
            continue;
        };
        let (mut once, mut per_thread) = (0u64, 0u64);
        let mut seen = vec![false; def.functions.len()];
        let mut todo = vec![start];
        while let Some(fi) = todo.pop() {
            if std::mem::replace(&mut seen[fi], true) {
                continue;
            }
            for ins in &def.functions[fi].code {
                match ins {
                    Instr::Dispatch { kernel, .. } => {
                        if let Some(&(o, t)) = bounds.get(*kernel as usize) {
                            once = once.max(o);
                            per_thread = per_thread.max(t);
                        }
                    }
                    Instr::Call { func, .. } if (*func as usize) < seen.len() => {
                        todo.push(*func as usize)
                    }
                    _ => {}
                }
            }
        }
        p.kernel_host_bytes = Some((once, per_thread));
    }
}

/// Bytes of one element of `e` in the executor's compute domain (f32 as itself, other floats and
/// integers widened to 8 bytes, complex numbers to 16).
fn domain_bytes(e: dialect::types::ElemType) -> u64 {
    use dialect::types::ElemType;
    match e.domain() {
        element::Domain::Float if e == ElemType::F32 => 4,
        element::Domain::Float | element::Domain::Int => 8,
        element::Domain::Complex => 16,
    }
}

/// Host working memory of the steps that read their operands whole into the executor's domain
/// before they write, the largest of `f`'s: `sort` holds every input, one position per element,
/// the sorted slice's positions twice and one permuted output, and, unless its comparator is one
/// `compare` of its first two arguments, at most one lane per value of the comparator over every
/// element plus a copy of each argument (its keys); `select_and_scatter` its operand, source and
/// result. A [`TopKForm`] sort holds only `k` words per slice it works on.
pub fn working_bytes(m: &Module, f: Op) -> u64 {
    let mut most = 0u64;
    let elems = |v: Value| m.ty(v).num_elements().unwrap_or(0);
    let dom = |v: Value| m.ty(v).elem().map_or(8, domain_bytes);
    let uses = m.uses();
    m.walk(f, &mut |op| {
        let d = &m.ops[op];
        let bytes = match d.kind() {
            Some(OpKind::Sort) => match top_k_form(m, op, &uses) {
                Some(t) => 8 * t.k,
                None => d.operands.first().map_or(0, |&x| {
                let n = elems(x);
                let len = dialect::views::Sort::read(m, op)
                    .ok()
                    .and_then(|v| {
                        let s = m.ty(x).shape()?;
                        let r = s.len() as i64;
                        let dim = if v.dimension < 0 {
                            v.dimension + r
                        } else {
                            v.dimension
                        };
                        s.get(usize::try_from(dim).ok()?).copied()
                    })
                    .unwrap_or(0)
                    .max(0) as u64;
                let inputs: u64 = d.operands.iter().map(|&v| elems(v) * dom(v)).sum();
                let widest = d.operands.iter().map(|&v| elems(v) * dom(v)).max().unwrap_or(0);
                let mut lanes = 0u64;
                for &r in &d.regions {
                    for &b in &m.regions[r].blocks {
                        let (args, ops) = (&m.blocks[b].args, &m.blocks[b].ops);
                        let plain = ops.len() == 2
                            && m.ops[ops[0]].is(OpKind::Compare)
                            && args.len() >= 2
                            && matches!(&m.ops[ops[0]].operands[..], [x, y]
                                if (*x, *y) == (args[0], args[1]) || (*x, *y) == (args[1], args[0]));
                        if !plain {
                            let results = ops.iter().flat_map(|&o| m.ops[o].results.iter());
                            lanes += 2 * args.iter().map(|&v| n * dom(v)).sum::<u64>()
                                + results.map(|&v| n * dom(v)).sum::<u64>();
                        }
                    }
                }
                inputs + lanes + widest + 8 * n + 16 * len
            }),
            },
            Some(OpKind::SelectAndScatter) => match d.operands[..] {
                [x, s, _] => (2 * elems(x) + elems(s)) * dom(x),
                _ => 0,
            },
            _ => 0,
        };
        most = most.max(bytes);
    });
    most
}

/// A `sort` that is a top-k: what StableHLO's decomposition of `chlo.top_k` writes. The sort
/// orders an `f32` tensor and an `i32` iota of its positions along the sorted dimension by one
/// `compare GT` (or `LT`) of the values under `TOTALORDER`, and each of its results is read by at
/// most one `slice` (in the sort's block), of the first `k` positions along that dimension and all
/// of the others. Its kernel is a `TopK` step that writes the slices directly (`k` wide), reading
/// neither the iota nor writing full-width sorted copies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TopKForm {
    /// The sorted dimension.
    pub dim: usize,
    /// The leading positions the slices read.
    pub k: u64,
    /// Whether the order is `GT` (largest first).
    pub descending: bool,
    /// The slice reading each result (the values, the positions), where one does.
    pub slices: [Option<Op>; 2],
}

/// [`TopKForm`] of `op`, when it is one (`uses`: [`Module::uses`]).
pub fn top_k_form(m: &Module, op: Op, uses: &HashMap<Value, Vec<Op>>) -> Option<TopKForm> {
    use dialect::ops::{CompareDirection, CompareType};
    use dialect::types::ElemType;
    use dialect::views;
    let d = &m.ops[op];
    if !d.is(OpKind::Sort) || d.operands.len() != 2 || d.results.len() != 2 {
        return None;
    }
    let (x, iota) = (d.operands[0], d.operands[1]);
    let shape = m.ty(x).shape()?;
    if m.ty(x).elem()? != ElemType::F32 || shape.is_empty() || shape.iter().any(|&s| s < 0) {
        return None;
    }
    let rank = shape.len() as i64;
    let v = views::Sort::read(m, op).ok()?;
    let dim = if v.dimension < 0 {
        v.dimension + rank
    } else {
        v.dimension
    };
    let dim = usize::try_from(dim).ok().filter(|&d| d < shape.len())?;
    let len = shape[dim] as u64;
    if len == 0 || len > 1 << 31 {
        return None;
    }
    // The second operand is the positions along the dimension.
    let i = m.def_op(iota)?;
    if !m.ops[i].is(OpKind::Iota)
        || m.ty(iota).elem()? != ElemType::I32
        || m.ty(iota).shape()? != shape
        || views::Iota::read(m, i).ok()?.dimension != dim as i64
    {
        return None;
    }
    // The comparator is one TOTALORDER compare of the first operand's two elements.
    let b = m.entry_block(op)?;
    let (args, ops) = (&m.blocks[b].args, &m.blocks[b].ops);
    let [c, ret] = ops[..] else { return None };
    if args.len() != 4
        || !m.ops[c].is(OpKind::Compare)
        || m.ops[ret].operands[..] != m.ops[c].results[..]
    {
        return None;
    }
    let swapped = match m.ops[c].operands[..] {
        [a, b] if (a, b) == (args[0], args[1]) => false,
        [a, b] if (a, b) == (args[1], args[0]) => true,
        _ => return None,
    };
    let cv = views::Compare::read(m, c).ok()?;
    if cv.compare_type != CompareType::TotalOrder {
        return None;
    }
    let descending = match cv.direction {
        CompareDirection::Gt => !swapped,
        CompareDirection::Lt => swapped,
        CompareDirection::Le
        | CompareDirection::Ge
        | CompareDirection::Eq
        | CompareDirection::Ne => return None,
    };
    // Each result is read by at most one slice of the leading `k` positions, all of them the same.
    let mut k = None;
    let mut slices = [None, None];
    for (slot, &r) in slices.iter_mut().zip(&d.results) {
        let users = uses.get(&r).map_or(&[][..], Vec::as_slice);
        let &[s] = users else {
            if users.is_empty() {
                continue;
            }
            return None;
        };
        if !m.ops[s].is(OpKind::Slice) || m.ops[s].parent != d.parent {
            return None;
        }
        let sv = views::Slice::read(m, s).ok()?;
        let full = (0..shape.len()).all(|j| {
            sv.start.get(j) == Some(&0)
                && sv.strides.get(j) == Some(&1)
                && (j == dim || sv.limit.get(j) == Some(&shape[j]))
        });
        let limit = u64::try_from(*sv.limit.get(dim)?).ok()?;
        if !full || k.is_some_and(|k| k != limit) {
            return None;
        }
        k = Some(limit);
        *slot = Some(s);
    }
    let k = k.filter(|&k| k >= 1 && k <= len)?;
    Some(TopKForm {
        dim,
        k,
        descending,
        slices,
    })
}

/// Bytes of a tensor type.
pub fn type_bytes(t: &Type) -> u64 {
    let n = t.num_elements().unwrap_or(0);
    n * t.elem().map_or(4, |e| e.byte_size() as u64)
}

fn align(x: u64) -> u64 {
    x.div_ceil(ALIGNMENT) * ALIGNMENT
}

/// Byte offset into its operand's storage at which a view op's result starts, or `None` when the
/// op is not a view. Views: reshape (row-major, always contiguous), optimization_barrier,
/// hal.tensor.alias (the alias names the argument), bitcast_convert between types of one width, and a
/// slice that selects a contiguous range (unit strides; single indices in the leading dimensions, any
/// range in one dimension, whole trailing dimensions).
pub fn view_offset_of(m: &Module, op: Op) -> Option<u64> {
    let d = &m.ops[op];
    match d.kind() {
        Some(
            OpKind::Reshape | OpKind::OptimizationBarrier | OpKind::Alias | OpKind::TensorExtract,
        ) => Some(0),
        Some(OpKind::BitcastConvert) => {
            let (a, r) = (m.ty(d.operands[0]), m.ty(d.results[0]));
            (a.shape() == r.shape() && a.elem()?.bits() == r.elem()?.bits()).then_some(0)
        }
        Some(OpKind::Slice) => {
            let shape = m.ty(d.operands[0]).shape()?.to_vec();
            let st = d.attr("start_indices")?.as_dense_array()?;
            let li = d.attr("limit_indices")?.as_dense_array()?;
            let sr = d.attr("strides")?.as_dense_array()?;
            if sr.iter().any(|&s| s != 1) || st.len() != shape.len() {
                return None;
            }
            // The first dimension not narrowed to one index may take any range; every later one must
            // be whole.
            let k = (0..shape.len())
                .find(|&i| li[i] - st[i] != 1)
                .unwrap_or(shape.len());
            if (k + 1..shape.len()).any(|i| st[i] != 0 || li[i] != shape[i]) {
                return None;
            }
            let elem = m.ty(d.operands[0]).elem()?.byte_size() as u64;
            let mut stride = elem;
            let mut offset = 0u64;
            for i in (0..shape.len()).rev() {
                offset += st[i] as u64 * stride;
                stride *= shape[i] as u64;
            }
            Some(offset)
        }
        _ => None,
    }
}

/// The top-level ops of `block` that write storage: everything with results except views and
/// constants (which allocate nothing).
pub fn storage_writers(m: &Module, block: Block) -> Vec<Op> {
    m.blocks[block]
        .ops
        .iter()
        .copied()
        .filter(|&op| {
            !m.ops[op].results.is_empty() && !is_view_op(m, op) && !m.ops[op].is(OpKind::Constant)
        })
        .collect()
}

/// Ops that give their operand's storage (or a contiguous part of it) another name.
pub fn is_view_op(m: &Module, op: Op) -> bool {
    view_offset_of(m, op).is_some()
}

/// Views whose result is the whole of their operand's storage (so an in-place output or a result may
/// be followed through them to the op that writes the storage).
pub fn is_whole_view(m: &Module, op: Op) -> bool {
    view_offset_of(m, op) == Some(0) && !m.ops[op].is(OpKind::Slice)
        || m.ops[op].is(OpKind::Slice)
            && view_offset_of(m, op) == Some(0)
            && m.ty(m.ops[op].operands[0]) == m.ty(m.ops[op].results[0])
}

fn is_elementwise_op(m: &Module, o: Op) -> bool {
    m.ops[o].kind().is_some_and(|k| k.is_elementwise())
}

/// Whether a dispatch region is an elementwise computation (elementwise ops over broadcasts and
/// constants), so that an input read only by its elementwise ops — element `i` read only to compute
/// element `i` — may be overwritten in place.
fn is_elementwise_dispatch(m: &Module, op: Op) -> bool {
    if !m.ops[op].is(OpKind::DispatchRegion) {
        return false;
    }
    let Some(b) = m.entry_block(op) else {
        return false;
    };
    m.blocks[b].ops.iter().all(|&o| {
        matches!(
            m.ops[o].kind(),
            Some(OpKind::DispatchReturn | OpKind::Constant | OpKind::BroadcastInDim)
        ) || is_elementwise_op(m, o)
    })
}

/// Whether every read of `v` inside dispatch `op` is by an elementwise op (same index as written).
fn read_elementwise_only(m: &Module, op: Op, v: Value) -> bool {
    let mut ok = true;
    m.walk(op, &mut |o| {
        if m.ops[o].operands.contains(&v) && !is_elementwise_op(m, o) {
            ok = false;
        }
    });
    ok
}

/// Whether dispatch `op` returns `dynamic_update_slice(v, update, starts...)` and reads `v`
/// nowhere else: the update can then be written into `v`'s buffer in place (a scan writing one
/// row of its output per iteration), since everything else the kernel computes reads other values.
fn updates_in_place(m: &Module, op: Op, v: Value) -> bool {
    let Some(b) = m.entry_block(op) else {
        return false;
    };
    let ops = &m.blocks[b].ops;
    let Some(&ret) = ops.last() else {
        return false;
    };
    let [r] = m.ops[ret].operands[..] else {
        return false;
    };
    let Some(dus) = m.def_op(r).filter(|&d| {
        m.ops[d].is(OpKind::DynamicUpdateSlice) && m.ops[d].operands.first() == Some(&v)
    }) else {
        return false;
    };
    let mut other_reads = 0;
    m.walk(op, &mut |o| {
        let n = m.ops[o].operands.iter().filter(|&&x| x == v).count();
        other_reads += if o == dus { n - 1 } else { n };
    });
    other_reads == 0
}

/// The top-level position (in `block`) of the op that contains `op`.
fn top_pos(m: &Module, block: Block, pos: &HashMap<Op, usize>, mut op: Op) -> Option<usize> {
    loop {
        if m.ops[op].parent == Some(block) {
            return pos.get(&op).copied();
        }
        op = m.parent_op(op)?;
    }
}

/// Names of arguments marked `{abi.consume}`.
fn consumed_args(m: &Module, f: Op) -> Vec<usize> {
    dialect::abi::arg_attrs(m, f)
        .iter()
        .enumerate()
        .filter(|(_, d)| d.contains_key("abi.consume"))
        .map(|(i, _)| i)
        .collect()
}

/// Analyzes and plans function `f`.
pub fn plan_function(m: &Module, f: Op) -> Option<FunctionPlan> {
    let block = m.entry_block(f)?;
    let ops = &m.blocks[block].ops;
    let pos: HashMap<Op, usize> = ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let ret = *ops.last()?;
    let mut plan = FunctionPlan {
        name: m.func_name(f).unwrap_or("?").to_string(),
        ..Default::default()
    };

    // Storage classes, in program order.
    let mut region_layouts: Vec<(usize, Op, Layout)> = Vec::new();
    for (i, &a) in m.blocks[block].args.iter().enumerate() {
        plan.storage.insert(a, Storage::Arg(i));
    }
    // Values written in place into arguments: the alias op's operand (followed to its root).
    let mut in_place: HashMap<Value, usize> = HashMap::new();
    for &op in ops {
        let d = &m.ops[op];
        if d.is(OpKind::Alias) {
            if let Some(Storage::Arg(i)) = plan.storage.get(&d.operands[1]).cloned() {
                let mut v = d.operands[0];
                while let Some(p) = m.def_op(v) {
                    if is_whole_view(m, p) && m.ops[p].parent == Some(block) {
                        v = m.ops[p].operands[0];
                    } else {
                        break;
                    }
                }
                in_place.insert(v, i);
            }
        }
    }
    // Returned roots.
    let mut returned: HashMap<Value, usize> = HashMap::new();
    for (k, &v) in m.ops[ret].operands.iter().enumerate() {
        let mut r = v;
        while let Some(p) = m.def_op(r) {
            if is_whole_view(m, p) && m.ops[p].parent == Some(block) && !m.ops[p].is(OpKind::Alias)
            {
                r = m.ops[p].operands[0];
            } else {
                break;
            }
        }
        returned.entry(r).or_insert(k);
    }
    for &op in ops {
        let d = &m.ops[op];
        if d.is(OpKind::DispatchRegion) {
            plan.dispatches += 1;
        }
        count_collective(m, op, &mut plan);
        for &r in &d.results {
            // A view names part of its root's storage, unless its own value must be materialized:
            // a returned or in-place result that is only a part of its root gets its own storage.
            let materialize =
                !d.is(OpKind::Alias) && (in_place.contains_key(&r) || returned.contains_key(&r));
            let s = if is_view_op(m, op) && !materialize {
                let src = if d.is(OpKind::Alias) {
                    d.operands[1]
                } else {
                    d.operands[0]
                };
                let root = plan.view_root.get(&src).copied().unwrap_or(src);
                plan.view_root.insert(r, root);
                let base = plan.view_offset.get(&src).copied().unwrap_or(0);
                plan.view_offset
                    .insert(r, base + view_offset_of(m, op).unwrap_or(0));
                plan.storage
                    .get(&root)
                    .cloned()
                    .unwrap_or(Storage::External)
            } else if d.is(OpKind::Constant) {
                plan.constant_bytes += type_bytes(m.ty(r));
                Storage::Const
            } else if let Some(&i) = in_place.get(&r) {
                plan.aliased_bytes += type_bytes(m.ty(r));
                Storage::Arg(i)
            } else if let Some(&k) = returned.get(&r) {
                plan.output_bytes += type_bytes(m.ty(r));
                Storage::Result(k)
            } else if d.is(OpKind::Call) || d.is(OpKind::RunParallel) {
                // A callee's results (of each process, for run_parallel) are its own.
                Storage::External
            } else {
                let t = plan.buffers.len();
                plan.buffers.push(Buffer {
                    root: r,
                    size: type_bytes(m.ty(r)),
                    def: pos[&op],
                    last_use: pos[&op],
                    offset: 0,
                    merged: vec![],
                    region_of: None,
                });
                Storage::Transient(t)
            };
            plan.storage.insert(r, s);
        }
        if is_control_flow(m, op) {
            // The regions' transients get an arena of their own, live while the op runs.
            let layout = plan_regions(m, op, &mut plan)?;
            region_layouts.push((plan.buffers.len(), op, layout.clone()));
            plan.buffers.push(Buffer {
                root: *d.results.first().or(d.operands.first())?,
                size: layout.size,
                def: pos[&op],
                last_use: pos[&op],
                offset: 0,
                merged: vec![],
                region_of: Some(op),
            });
        }
    }

    // Liveness: the last top-level position reading each root (dealloc hints are not reads).
    let uses = m.uses();
    let mut last_use: HashMap<Value, usize> = HashMap::new();
    for (&v, users) in &uses {
        let root = plan.view_root.get(&v).copied().unwrap_or(v);
        for &u in users {
            if m.ops[u].is(OpKind::Dealloc) {
                continue;
            }
            if let Some(p) = top_pos(m, block, &pos, u) {
                let e = last_use.entry(root).or_insert(p);
                *e = (*e).max(p);
            }
        }
    }
    for b in plan.buffers.iter_mut().filter(|b| b.region_of.is_none()) {
        if let Some(&lu) = last_use.get(&b.root) {
            b.last_use = b.last_use.max(lu);
        }
    }
    // A consumed argument the function returns (itself or through a view) is read last by the
    // return: its storage now belongs to the result, and nothing may follow the return.
    let ret_pos = ops
        .iter()
        .rposition(|&o| m.ops[o].is(OpKind::Return))
        .map(|i| pos[&ops[i]]);
    for i in consumed_args(m, f) {
        let a = m.blocks[block].args[i];
        if let Some(&lu) = last_use.get(&a) {
            if !in_place.values().any(|&j| j == i) && Some(lu) != ret_pos {
                plan.consumed_last_use.push((i, lu));
            }
        }
    }

    // In-place reuse: an elementwise dispatch (or an all_reduce) whose transient input of the same
    // type dies there.
    let mut merged_into: HashMap<usize, usize> = HashMap::new();
    // Transient buffers stored in a result's buffer instead (buffer -> result index).
    let mut hosted: HashMap<usize, usize> = HashMap::new();
    for &op in ops {
        // An all_reduce of one operand may write its result over the operand too (MPI_IN_PLACE:
        // the VM runs it in place when the two are the same bytes).
        let all_reduce = m.ops[op].is(OpKind::AllReduce) && m.ops[op].operands.len() == 1;
        if !(all_reduce || is_elementwise_dispatch(m, op)) || m.ops[op].results.len() != 1 {
            continue;
        }
        let out = m.ops[op].results[0];
        let here = pos[&op];
        let mut inputs = Vec::new();
        if all_reduce {
            inputs.push(m.ops[op].operands[0]);
        } else {
            m.walk(op, &mut |o| {
                inputs.extend(m.ops[o].operands.iter().copied())
            });
        }
        // The buffer (after earlier merges) of a transient input of the output's type that dies
        // here and is read only elementwise: the output may take its bytes over.
        let dying = inputs.iter().find_map(|&v| {
            let root = plan.view_root.get(&v).copied().unwrap_or(v);
            let Some(Storage::Transient(from)) = plan.storage.get(&root).cloned() else {
                return None;
            };
            let from = *merged_into.get(&from).unwrap_or(&from);
            let fb = &plan.buffers[from];
            (fb.last_use == here
                && fb.region_of.is_none()
                && !hosted.contains_key(&from)
                && m.ty(root) == m.ty(out)
                && m.ty(v) == m.ty(out)
                && (all_reduce || read_elementwise_only(m, op, v)))
            .then_some(from)
        });
        match plan.storage.get(&out).cloned() {
            // A result computed from it: the transient (and every value merged into it) is stored
            // in the result's buffer instead, which is then allocated where the first of them is
            // written. The arena loses the buffer; the result's bytes were counted from the call's
            // start to its end anyway.
            Some(Storage::Result(k)) if !hosted.values().any(|&j| j == k) => {
                if let Some(from) = dying {
                    hosted.insert(from, k);
                    plan.inplace_reuses += 1;
                }
            }
            Some(Storage::Transient(to)) if plan.buffers[to].merged.is_empty() => {
                if let Some(from) = dying.filter(|&f| f != to) {
                    let tb = plan.buffers[to].clone();
                    let fbm = &mut plan.buffers[from];
                    fbm.last_use = tb.last_use;
                    fbm.merged.push(tb.root);
                    fbm.merged.extend(tb.merged);
                    plan.buffers[to].size = 0;
                    merged_into.insert(to, from);
                    plan.storage.insert(out, Storage::Transient(from));
                    plan.inplace_reuses += 1;
                }
            }
            _ => {}
        }
    }
    // A result's buffer is allocated where the first value stored in it is written and lives to
    // the call's end. Before the result (or the chain hosted above) is written there, it can hold
    // transients that die earlier, as XLA's buffer assignment shares output buffers with
    // temporaries: each result, largest first, takes the largest transients of at most its size
    // whose lives end before its first write and do not overlap one another.
    let mut results: Vec<(usize, usize, u64)> = returned
        .iter()
        .filter_map(|(&r, &k)| {
            let d = m.def_op(r)?;
            let at = top_pos(m, block, &pos, d)?;
            let chain = hosted
                .iter()
                .filter(|&(_, &j)| j == k)
                .map(|(&t, _)| plan.buffers[t].def)
                .min();
            let first = chain.map_or(at, |c| c.min(at));
            matches!(plan.storage.get(&r), Some(Storage::Result(j)) if *j == k)
                .then(|| (k, first, type_bytes(m.ty(r))))
        })
        .collect();
    results.sort_by_key(|&(k, _, bytes)| (u64::MAX - bytes, k));
    let mut candidates: Vec<usize> = (0..plan.buffers.len())
        .filter(|&t| {
            let b = &plan.buffers[t];
            b.size > 0 && b.region_of.is_none() && !hosted.contains_key(&t)
        })
        .collect();
    candidates.sort_by_key(|&t| (u64::MAX - plan.buffers[t].size, t));
    for (k, first, bytes) in results {
        let mut taken: Vec<(usize, usize)> = Vec::new();
        for &t in &candidates {
            let b = &plan.buffers[t];
            if hosted.contains_key(&t) || b.size == 0 || b.size > bytes || b.last_use >= first {
                continue;
            }
            if taken.iter().any(|&(d, l)| b.def <= l && d <= b.last_use) {
                continue;
            }
            taken.push((b.def, b.last_use));
            hosted.insert(t, k);
        }
    }
    let mut in_result: Vec<(usize, usize, u64)> = hosted
        .iter()
        .map(|(&t, &k)| (t, k, plan.buffers[t].size))
        .collect();
    in_result.sort_unstable();
    for &(t, _, _) in &in_result {
        plan.buffers[t].size = 0;
    }
    plan.in_result = in_result;
    // Views of merged buffers point at the surviving buffer.
    let fix: Vec<(Value, Storage)> = plan
        .storage
        .iter()
        .filter_map(|(&v, s)| match s {
            Storage::Transient(t) => {
                let n = *merged_into.get(t).unwrap_or(t);
                match hosted.get(&n) {
                    Some(&k) => Some((v, Storage::Result(k))),
                    None => (n != *t).then_some((v, Storage::Transient(n))),
                }
            }
            _ => None,
        })
        .collect();
    for (v, s) in fix {
        plan.storage.insert(v, s);
    }

    // Lower bound: the most transient bytes live at once, each buffer counted with the 64-byte slot
    // alignment that every plan of this arena must give it.
    let n = ops.len();
    let mut live = vec![0u64; n.max(1)];
    for b in plan.buffers.iter().filter(|b| b.size > 0) {
        for p in live.iter_mut().take(b.last_use + 1).skip(b.def) {
            *p += align(b.size);
        }
    }
    plan.lower_bound_bytes = live.iter().copied().max().unwrap_or(0);

    // Pack the arena: several greedy orderings (by size as IREE and TFLite do, by start, by lifetime,
    // by size x lifetime), each with best-fit and first-fit placement; the smallest arena wins.
    let (offsets, arena) = pack(&plan.buffers);
    for (b, o) in plan.buffers.iter_mut().zip(offsets) {
        b.offset = o;
    }
    plan.arena_bytes = arena;
    plan.working_bytes = working_bytes(m, f);
    for (t, op, layout) in region_layouts {
        let base = plan.buffers[t].offset;
        for &(v, off) in &layout.offsets {
            plan.nested_offset.insert(v, base + off);
        }
        for &(o, off, bytes) in &layout.swaps {
            plan.swap_room.insert(o, (base + off, bytes));
        }
        plan.regions.push(RegionPlan {
            op,
            position: pos[&op],
            arena_bytes: layout.size,
            offset: base,
            carried: if m.ops[op].is(OpKind::While) {
                m.ops[op].results.clone()
            } else {
                vec![]
            },
            in_place: in_place_flags(m, op, &plan.carried_in_place),
        });
        for (inner, off) in layout.inner {
            plan.regions.push(RegionPlan {
                offset: base + off,
                position: pos[&op],
                ..inner
            });
        }
    }
    debug_assert!(
        check_i1(&plan).is_ok(),
        "memory plan violates I1: {:?}",
        check_i1(&plan)
    );
    Some(plan)
}

/// Places `buffers` (only those with a size) and returns their offsets and the arena size.
fn pack(buffers: &[Buffer]) -> (Vec<u64>, u64) {
    let ids: Vec<usize> = (0..buffers.len())
        .filter(|&i| buffers[i].size > 0)
        .collect();
    let life = |i: usize| (buffers[i].last_use - buffers[i].def + 1) as u64;
    let keys: [&dyn Fn(usize) -> (u64, u64); 4] = [
        &|i| (u64::MAX - buffers[i].size, buffers[i].def as u64),
        &|i| (buffers[i].def as u64, u64::MAX - buffers[i].size),
        &|i| (u64::MAX - life(i), u64::MAX - buffers[i].size),
        &|i| {
            (
                u64::MAX - buffers[i].size.saturating_mul(life(i)),
                buffers[i].def as u64,
            )
        },
    ];
    let mut best: Option<(Vec<u64>, u64)> = None;
    for key in keys {
        for best_fit in [true, false] {
            let mut order = ids.clone();
            order.sort_by_key(|&i| key(i));
            let mut offsets = vec![0u64; buffers.len()];
            let mut placed: Vec<usize> = Vec::new();
            for &i in &order {
                let (def, lu, size) = (buffers[i].def, buffers[i].last_use, align(buffers[i].size));
                let mut busy: Vec<(u64, u64)> = placed
                    .iter()
                    .filter(|&&j| buffers[j].def <= lu && def <= buffers[j].last_use)
                    .map(|&j| (offsets[j], offsets[j] + align(buffers[j].size)))
                    .collect();
                busy.sort();
                let mut chosen: Option<(u64, u64)> = None; // (waste, offset)
                let mut cursor = 0u64;
                for &(s, e) in &busy {
                    if s >= cursor + size {
                        let waste = if best_fit { s - cursor - size } else { 0 };
                        if chosen.is_none_or(|(w, _)| waste < w) {
                            chosen = Some((waste, cursor));
                        }
                        if !best_fit {
                            break;
                        }
                    }
                    cursor = cursor.max(e);
                }
                offsets[i] = chosen.map_or(cursor, |(_, o)| o);
                placed.push(i);
            }
            let arena = ids
                .iter()
                .map(|&i| offsets[i] + align(buffers[i].size))
                .max()
                .unwrap_or(0);
            if best.as_ref().is_none_or(|(_, a)| arena < *a) {
                best = Some((offsets, arena));
            }
        }
    }
    best.unwrap_or((vec![0; buffers.len()], 0))
}

/// The next values of `while` op `w`'s carried slots that its body (`body`) can compute straight
/// into the slot's buffer: the value is the only result of an elementwise-or-independent dispatch
/// in the body, returned in that slot only, and the body reads the slot's old value (its block
/// argument, or views of it) nowhere after that dispatch — inside it only elementwise, element
/// `i` to compute element `i`, or only as the operand of the `dynamic_update_slice` the dispatch
/// returns ([`updates_in_place`]) — nor in what it returns. Returns value -> the loop's result.
fn carried_in_place(m: &Module, w: Op, body: Block) -> HashMap<Value, Value> {
    let mut out = HashMap::new();
    let ops = &m.blocks[body].ops;
    let Some(&ret) = ops.last() else {
        return out;
    };
    let returned = &m.ops[ret].operands;
    let args = &m.blocks[body].args;
    let pos: HashMap<Op, usize> = ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let uses = m.uses();
    for (i, (&n, &res)) in returned.iter().zip(&m.ops[w].results).enumerate() {
        let Some(&arg) = args.get(i) else { continue };
        if returned.iter().filter(|&&v| v == n).count() != 1 {
            continue;
        }
        let Some(p) = m.def_op(n).filter(|&p| {
            m.ops[p].parent == Some(body)
                && m.ops[p].is(OpKind::DispatchRegion)
                && m.ops[p].results.len() == 1
        }) else {
            continue;
        };
        // The old value and the views of it defined in the body.
        let mut old: HashSet<Value> = HashSet::from([arg]);
        for &o in ops {
            if is_view_op(m, o) && m.ops[o].operands.first().is_some_and(|v| old.contains(v)) {
                old.extend(m.ops[o].results.iter().copied());
            }
        }
        let here = pos[&p];
        let mut ok = true;
        for v in &old {
            for &u in uses.get(v).into_iter().flatten() {
                let Some(up) = top_pos(m, body, &pos, u) else {
                    continue;
                };
                let top = ops[up];
                if top == p {
                    ok &= m.ty(*v) == m.ty(n)
                        && ((is_elementwise_dispatch(m, p) && read_elementwise_only(m, p, *v))
                            || updates_in_place(m, p, *v));
                } else if up > here && !is_view_op(m, top) {
                    ok = false;
                }
            }
        }
        if ok {
            out.insert(n, res);
        }
    }
    out
}

/// Bytes a loop's end-of-body copy may need for saved copies: twice the carried values (each
/// 64-byte aligned) that are copied (not computed in place) and either read another slot's buffer
/// or are read for another slot; zero when no slot's next value lies in another slot's buffer.
fn swap_bytes(m: &Module, w: Op, body: Block, in_place: &HashMap<Value, Value>) -> u64 {
    let d = &m.ops[w];
    let Some(&ret) = m.blocks[body].ops.last() else {
        return 0;
    };
    let args = &m.blocks[body].args;
    // Which block argument (slot) a value's storage lies in, through views in the body.
    let mut slot_of: HashMap<Value, usize> =
        args.iter().enumerate().map(|(i, &a)| (a, i)).collect();
    for &o in &m.blocks[body].ops {
        if is_view_op(m, o) {
            if let Some(&j) = m.ops[o].operands.first().and_then(|v| slot_of.get(v)) {
                for &r in &m.ops[o].results {
                    slot_of.insert(r, j);
                }
            }
        }
    }
    let mut involved = vec![false; d.results.len()];
    for (i, n) in m.ops[ret].operands.iter().enumerate() {
        if in_place.contains_key(n) {
            continue;
        }
        if let Some(&j) = slot_of.get(n) {
            if j != i && i < involved.len() && j < involved.len() {
                involved[i] = true;
                involved[j] = true;
            }
        }
    }
    d.results
        .iter()
        .zip(&involved)
        .filter(|(_, &x)| x)
        .map(|(&r, _)| 2 * align(type_bytes(m.ty(r))))
        .sum()
}

/// For each result of loop `op`, whether its body computes it in place.
fn in_place_flags(m: &Module, op: Op, carried_in_place: &HashMap<Value, Value>) -> Vec<bool> {
    let d = &m.ops[op];
    if !d.is(OpKind::While) {
        return vec![];
    }
    d.results
        .iter()
        .map(|r| carried_in_place.values().any(|v| v == r))
        .collect()
}

/// `while`, `if` and `case`: ops whose regions run in the function's own frame (a dispatch
/// region's ops become a kernel instead).
pub fn is_control_flow(m: &Module, op: Op) -> bool {
    matches!(
        m.ops[op].kind(),
        Some(OpKind::While | OpKind::If | OpKind::Case)
    )
}

/// The transients of a control-flow op's regions, packed: offsets relative to the op's region
/// arena.
#[derive(Clone, Debug, Default)]
struct Layout {
    size: u64,
    offsets: Vec<(Value, u64)>,
    /// Swap rooms of loops in these regions (see [`FunctionPlan::swap_room`]), offsets relative to
    /// this arena.
    swaps: Vec<(Op, u64, u64)>,
    /// Region plans of control-flow ops nested in these regions, with their arenas' offsets
    /// relative to this arena.
    inner: Vec<(RegionPlan, u64)>,
}

/// Plans the regions of control-flow op `op`. Each region's block is planned like a function
/// body (views share their root's storage, constants and call results need no arena, every other
/// result is a transient live from its definition to its last use in the block, uses in nested
/// regions counting at the nested op), and the regions share one arena of the largest region's
/// size: only one runs at a time. A `while`'s block arguments are its carried values, so they are
/// views of the loop's results.
fn plan_regions(m: &Module, op: Op, plan: &mut FunctionPlan) -> Option<Layout> {
    let d = &m.ops[op];
    let mut out = Layout::default();
    for &r in &d.regions {
        for &blk in &m.regions[r].blocks {
            if d.is(OpKind::While) {
                for (&a, &res) in m.blocks[blk].args.iter().zip(&d.results) {
                    let root = plan.view_root.get(&res).copied().unwrap_or(res);
                    plan.view_root.insert(a, root);
                    let off = plan.view_offset.get(&res).copied().unwrap_or(0);
                    plan.view_offset.insert(a, off);
                }
            }
            let in_place = if d.is(OpKind::While) && Some(&r) == d.regions.get(1) {
                carried_in_place(m, op, blk)
            } else {
                HashMap::new()
            };
            for (&n, &res) in &in_place {
                let root = plan.view_root.get(&res).copied().unwrap_or(res);
                plan.view_root.insert(n, root);
                let off = plan.view_offset.get(&res).copied().unwrap_or(0);
                plan.view_offset.insert(n, off);
                plan.carried_in_place.insert(n, res);
            }
            let mut l = plan_block(m, blk, plan)?;
            if !in_place.is_empty() || (d.is(OpKind::While) && Some(&r) == d.regions.get(1)) {
                let room = swap_bytes(m, op, blk, &in_place);
                if room > 0 {
                    l.swaps.push((op, align(l.size), room));
                    l.size = align(l.size) + room;
                }
            }
            out.size = out.size.max(l.size);
            out.offsets.extend(l.offsets);
            out.inner.extend(l.inner);
            out.swaps.extend(l.swaps);
        }
    }
    Some(out)
}

/// Counts `op` in the plan's collectives when it is one (a collective, not `replica_id`,
/// `partition_id` or `run_parallel`), with its result bytes.
fn count_collective(m: &Module, op: Op, plan: &mut FunctionPlan) {
    let d = &m.ops[op];
    let Some(k) = d.kind() else { return };
    if k.is_distributed()
        && !matches!(
            k,
            OpKind::ReplicaId | OpKind::PartitionId | OpKind::RunParallel
        )
    {
        plan.collectives += 1;
        plan.collective_bytes += d.results.iter().map(|&r| type_bytes(m.ty(r))).sum::<u64>();
    }
}

/// Plans the transients of one region block (see [`plan_regions`]).
fn plan_block(m: &Module, block: Block, plan: &mut FunctionPlan) -> Option<Layout> {
    let ops = m.blocks[block].ops.clone();
    let pos: HashMap<Op, usize> = ops.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let mut buffers: Vec<Buffer> = Vec::new();
    let mut inner: Vec<(usize, Op, Layout)> = Vec::new();
    for &op in &ops {
        let d = &m.ops[op];
        let here = pos[&op];
        if d.is(OpKind::DispatchRegion) {
            plan.dispatches += 1;
        }
        count_collective(m, op, plan);
        for &r in &d.results {
            if is_view_op(m, op) {
                let src = d.operands[0];
                let root = plan.view_root.get(&src).copied().unwrap_or(src);
                plan.view_root.insert(r, root);
                let base = plan.view_offset.get(&src).copied().unwrap_or(0);
                plan.view_offset
                    .insert(r, base + view_offset_of(m, op).unwrap_or(0));
            } else if d.is(OpKind::Constant) {
                plan.constant_bytes += type_bytes(m.ty(r));
            } else if !d.is(OpKind::Call)
                && !d.is(OpKind::RunParallel)
                && !plan.carried_in_place.contains_key(&r)
            {
                buffers.push(Buffer {
                    root: r,
                    size: type_bytes(m.ty(r)),
                    def: here,
                    last_use: here,
                    offset: 0,
                    merged: vec![],
                    region_of: None,
                });
            }
        }
        if is_control_flow(m, op) {
            let layout = plan_regions(m, op, plan)?;
            inner.push((buffers.len(), op, layout.clone()));
            buffers.push(Buffer {
                root: *d.results.first().or(d.operands.first())?,
                size: layout.size,
                def: here,
                last_use: here,
                offset: 0,
                merged: vec![],
                region_of: Some(op),
            });
        }
    }
    // Liveness within the block: uses in nested regions count at the op that holds them.
    let index: HashMap<Value, usize> = buffers
        .iter()
        .enumerate()
        .filter(|(_, b)| b.region_of.is_none())
        .map(|(i, b)| (b.root, i))
        .collect();
    for &op in &ops {
        if m.ops[op].is(OpKind::Dealloc) {
            continue; // A hint frees; it does not read.
        }
        let here = pos[&op];
        let mut reads = m.ops[op].operands.clone();
        m.walk(op, &mut |o| reads.extend(m.ops[o].operands.iter().copied()));
        for v in reads {
            let root = plan.view_root.get(&v).copied().unwrap_or(v);
            if let Some(&i) = index.get(&root) {
                buffers[i].last_use = buffers[i].last_use.max(here);
            }
        }
    }
    let (offsets, size) = pack(&buffers);
    let mut out = Layout {
        size,
        ..Default::default()
    };
    for (b, &o) in buffers.iter().zip(&offsets) {
        if b.region_of.is_none() {
            out.offsets.push((b.root, o));
        }
    }
    for (t, op, layout) in inner {
        let base = offsets[t];
        out.offsets
            .extend(layout.offsets.iter().map(|&(v, off)| (v, base + off)));
        out.inner.push((
            RegionPlan {
                op,
                position: 0,
                arena_bytes: layout.size,
                offset: 0,
                carried: if m.ops[op].is(OpKind::While) {
                    m.ops[op].results.clone()
                } else {
                    vec![]
                },
                in_place: in_place_flags(m, op, &plan.carried_in_place),
            },
            base,
        ));
        out.inner
            .extend(layout.inner.into_iter().map(|(rp, off)| (rp, base + off)));
        out.swaps.extend(
            layout
                .swaps
                .into_iter()
                .map(|(o, off, bytes)| (o, base + off, bytes)),
        );
    }
    Some(out)
}

/// Invariant I1: two transients whose live ranges overlap never share bytes.
pub fn check_i1(plan: &FunctionPlan) -> Result<(), String> {
    let bs: Vec<&Buffer> = plan.buffers.iter().filter(|b| b.size > 0).collect();
    for (i, a) in bs.iter().enumerate() {
        for b in &bs[i + 1..] {
            let time = a.def <= b.last_use && b.def <= a.last_use;
            let space = a.offset < b.offset + b.size && b.offset < a.offset + a.size;
            if time && space {
                return Err(format!(
                    "buffers [{}, {}) live {}..={} and [{}, {}) live {}..={} overlap",
                    a.offset,
                    a.offset + a.size,
                    a.def,
                    a.last_use,
                    b.offset,
                    b.offset + b.size,
                    b.def,
                    b.last_use
                ));
            }
        }
    }
    Ok(())
}

/// Plans every function with a body.
pub fn plan_module(m: &Module) -> Vec<FunctionPlan> {
    m.functions().filter_map(|f| plan_function(m, f)).collect()
}

/// Counts of what fusion did, for the memory report (`passes::form_dispatches::stats` counts them;
/// the type lives here, with the report, so that this module depends on no pass).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FusionStats {
    /// Dispatch regions formed.
    pub dispatches: usize,
    /// Ops placed inside regions.
    pub fused_ops: usize,
    /// Elementwise epilogues fused into contractions.
    pub epilogues: usize,
    /// Producers fused into reductions.
    pub reduction_producers: usize,
    /// Splat broadcasts duplicated into regions instead of being materialized.
    pub duplicated_broadcasts: usize,
}

/// A module global as the memory report lists it.
pub struct GlobalInfo {
    /// Symbol name.
    pub name: String,
    /// Its type, as MLIR prints it.
    pub ty: String,
    /// Bytes of its value.
    pub bytes: u64,
    /// Whether stores may change it.
    pub mutable: bool,
}

/// The module's globals (`ml_program.global`, `util.global`), in module order.
pub fn module_globals(m: &Module) -> Vec<GlobalInfo> {
    m.blocks[m.body()]
        .ops
        .iter()
        .filter(|&&g| m.ops[g].is(OpKind::MlGlobal) || m.ops[g].is(OpKind::UtilGlobal))
        .filter_map(|&g| {
            let Some(dialect::attrs::Attribute::Type(t)) = m.ops[g].attr("type") else {
                return None;
            };
            let bytes = t
                .num_elements()
                .zip(t.elem())
                .map_or(0, |(n, e)| n.saturating_mul(e.byte_size() as u64));
            Some(GlobalInfo {
                name: m.func_name(g)?.to_string(),
                ty: t.to_string(),
                bytes,
                mutable: m.ops[g].attr("is_mutable").is_some(),
            })
        })
        .collect()
}

/// The report as text.
pub fn report_text(m: &Module, plans: &[FunctionPlan], fusion: &FusionStats) -> String {
    let names = dialect::printer::value_names(m);
    let mut s = String::new();
    let globals = module_globals(m);
    if !globals.is_empty() {
        let total: u64 = globals.iter().map(|g| g.bytes).sum();
        let _ = writeln!(
            s,
            "globals: {total} bytes (in the module instance, kept between calls; outside every arena)"
        );
        for g in &globals {
            let _ = writeln!(
                s,
                "  @{}: {}{}, {} bytes",
                g.name,
                if g.mutable { "mutable " } else { "" },
                g.ty,
                g.bytes
            );
        }
    }
    for p in plans {
        let _ = writeln!(s, "function @{}", p.name);
        let _ = writeln!(s, "  arena bytes:          {}", p.arena_bytes);
        let _ = writeln!(s, "  liveness lower bound: {}", p.lower_bound_bytes);
        let _ = writeln!(s, "  output bytes:         {}", p.output_bytes);
        let _ = writeln!(s, "  aliased bytes:        {}", p.aliased_bytes);
        let _ = writeln!(s, "  constant bytes:       {}", p.constant_bytes);
        let _ = writeln!(s, "  in-place reuses:      {}", p.inplace_reuses);
        let _ = writeln!(s, "  dispatches:           {}", p.dispatches);
        if p.collectives > 0 {
            let _ = writeln!(
                s,
                "  collectives:          {} ({} bytes of results, planned as any op's)",
                p.collectives, p.collective_bytes
            );
        }
        if p.working_bytes > 0 {
            let _ = writeln!(
                s,
                "  working bytes:        {} (host memory of a sort or select_and_scatter, outside the arena while it runs)",
                p.working_bytes
            );
        }
        if let Some((once, per_thread)) = p.kernel_host_bytes {
            let _ = writeln!(
                s,
                "  kernel host bytes:    {once} + {per_thread} per worker thread (the most one kernel may allocate while it runs; charged against the device memory limit)"
            );
        }
        let _ = writeln!(s, "  buffers:");
        for (i, b) in p.buffers.iter().enumerate().filter(|(_, b)| b.size > 0) {
            let name = match b.region_of {
                Some(op) => format!("(regions of {})", m.ops[op].name),
                None => names.get(&b.root).cloned().unwrap_or_default(),
            };
            let _ = writeln!(
                s,
                "    t{i} {name}: offset {} size {} live {}..={}",
                b.offset, b.size, b.def, b.last_use
            );
        }
        for &(t, k, bytes) in &p.in_result {
            let b = &p.buffers[t];
            let name = names.get(&b.root).cloned().unwrap_or_default();
            let _ = writeln!(
                s,
                "    t{t} {name}: in result {k} size {bytes} live {}..={}",
                b.def, b.last_use
            );
        }
        if !p.regions.is_empty() {
            let _ = writeln!(s, "  regions:");
        }
        for r in &p.regions {
            let carried: Vec<String> = r
                .carried
                .iter()
                .zip(r.in_place.iter().chain(std::iter::repeat(&false)))
                .map(|(v, &ip)| {
                    let n = names.get(v).cloned().unwrap_or_default();
                    if ip {
                        format!("{n} (in place)")
                    } else {
                        format!("{n} (copied)")
                    }
                })
                .collect();
            let _ = writeln!(
                s,
                "    {} at {}: region arena offset {} size {}{}",
                m.ops[r.op].name,
                r.position,
                r.offset,
                r.arena_bytes,
                if carried.is_empty() {
                    String::new()
                } else {
                    format!(
                        "; carried {} (one buffer each for the whole loop; in place: the body computes the next value into it; copied: written at the end of each iteration)",
                        carried.join(", ")
                    )
                }
            );
        }
    }
    let _ = writeln!(
        s,
        "fusion: {} dispatches, {} ops fused, {} epilogue ops, {} reduction producers, {} duplicated splats",
        fusion.dispatches, fusion.fused_ops, fusion.epilogues, fusion.reduction_producers, fusion.duplicated_broadcasts
    );
    s
}

/// The report as JSON (a stable format documented in the README), written with serde_json: an
/// object of functions (in program order) and the fusion statistics.
pub fn report_json(m: &Module, plans: &[FunctionPlan], fusion: &FusionStats) -> String {
    use serde_json::json;
    let names = dialect::printer::value_names(m);
    let mut functions = serde_json::Map::new();
    for p in plans {
        let buffers: Vec<serde_json::Value> = p
            .buffers
            .iter()
            .filter(|b| b.size > 0)
            .map(|b| {
                json!({
                    "value": names.get(&b.root).cloned().unwrap_or_default(),
                    "offset": b.offset,
                    "size": b.size,
                    "live": [b.def, b.last_use],
                })
            })
            .collect();
        let in_result: Vec<serde_json::Value> = p
            .in_result
            .iter()
            .map(|&(t, k, bytes)| {
                let b = &p.buffers[t];
                json!({
                    "value": names.get(&b.root).cloned().unwrap_or_default(),
                    "result": k,
                    "size": bytes,
                    "live": [b.def, b.last_use],
                })
            })
            .collect();
        let mut entry = json!({
                "arena_bytes": p.arena_bytes,
                "lower_bound_bytes": p.lower_bound_bytes,
                "output_bytes": p.output_bytes,
                "aliased_bytes": p.aliased_bytes,
                "constant_bytes": p.constant_bytes,
                "inplace_reuses": p.inplace_reuses,
                "dispatches": p.dispatches,
                "buffers": buffers,
                "in_result": in_result,
                "working_bytes": p.working_bytes,
                "kernel_host_bytes": p.kernel_host_bytes.map(|(once, per_thread)| {
                    json!({"once": once, "per_thread": per_thread})
                }),
        });
        // Only a function with collectives has these (the other reports stay as they were).
        if p.collectives > 0 {
            if let Some(o) = entry.as_object_mut() {
                o.insert("collectives".into(), json!(p.collectives));
                o.insert("collective_bytes".into(), json!(p.collective_bytes));
            }
        }
        functions.insert(p.name.clone(), entry);
    }
    let mut report = json!({
        "functions": functions,
        "fusion": {
            "dispatches": fusion.dispatches,
            "fused_ops": fusion.fused_ops,
            "epilogue_ops": fusion.epilogues,
            "reduction_producers": fusion.reduction_producers,
            "duplicated_splats": fusion.duplicated_broadcasts,
        },
    });
    // Only a module with globals has this key (the other reports stay as they were).
    let globals = module_globals(m);
    if !globals.is_empty() {
        if let Some(o) = report.as_object_mut() {
            let list: Vec<serde_json::Value> = globals
                .iter()
                .map(|g| json!({"name": g.name, "type": g.ty, "bytes": g.bytes, "mutable": g.mutable}))
                .collect();
            o.insert("globals".into(), json!(list));
        }
    }
    let mut s = serde_json::to_string_pretty(&report).unwrap_or_default();
    s.push('\n');
    s
}

/// Positions (in `f`'s body) after which each transient root and consumed argument dies, for the
/// dealloc-hint pass: (position, value).
pub fn dealloc_points(m: &Module, f: Op, plan: &FunctionPlan) -> Vec<(usize, Value)> {
    let Some(block) = m.entry_block(f) else {
        return vec![];
    };
    let mut out: Vec<(usize, Value)> = plan
        .buffers
        .iter()
        .filter(|b| b.size > 0 && b.region_of.is_none())
        .map(|b| (b.last_use, b.root))
        .collect();
    for &(i, lu) in &plan.consumed_last_use {
        out.push((lu, m.blocks[block].args[i]));
    }
    out.sort_by_key(|&(p, _)| p);
    out
}

/// Per-position summary, used in tests: position -> live transient bytes.
pub fn live_bytes_by_position(plan: &FunctionPlan) -> BTreeMap<usize, u64> {
    let mut map = BTreeMap::new();
    for b in plan.buffers.iter().filter(|b| b.size > 0) {
        for p in b.def..=b.last_use {
            *map.entry(p).or_insert(0) += b.size;
        }
    }
    map
}

/// The set of transients (roots) read at a position — exposed for diagnostics.
pub fn roots(plan: &FunctionPlan) -> HashSet<Value> {
    plan.buffers.iter().map(|b| b.root).collect()
}
