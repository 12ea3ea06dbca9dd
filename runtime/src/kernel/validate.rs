//! Kernel validation: the loader's proof that a kernel stays inside its buffers.
//!
//! Every access a step can make is checked against the declared element count of the buffer it
//! touches, every expression operand refers to an earlier node of the right type, and every write
//! goes to a writable binding or to scratch. The VM separately checks, at dispatch, that each buffer
//! it passes is at least as long as its declaration. Together these are what the executor's and
//! the JIT's unchecked accesses rely on.

use super::ir::*;
use super::lapack;
use super::steps;
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

fn supported(t: ElemType) -> bool {
    storage::supported(t)
}

struct V<'a> {
    k: &'a Kernel,
    step: usize,
}

impl V<'_> {
    fn err(&self, msg: impl std::fmt::Display) -> String {
        format!("kernel '{}' step {}: {msg}", self.k.name, self.step)
    }

    fn decl(&self, b: Buf) -> Result<&BufDecl, String> {
        match b {
            Buf::Binding(i) => self.k.bindings.get(i as usize),
            Buf::Scratch(i) => self.k.scratch.get(i as usize),
        }
        .ok_or_else(|| self.err(format!("{b:?} does not exist")))
    }

    fn writable(&self, b: Buf) -> Result<&BufDecl, String> {
        let d = self.decl(b)?;
        if matches!(b, Buf::Binding(_)) && !d.writable {
            return Err(self.err(format!("writes to read-only {b:?}")));
        }
        Ok(d)
    }

    /// Checks that `offset + sum(i_d * stride_d)` over `0 <= i_d < size_d` stays in `[0, elems)`.
    fn range(&self, b: Buf, offset: i64, dims: &[(u64, i64)]) -> Result<(), String> {
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

    fn shape(&self, s: &[u64]) -> Result<u64, String> {
        if s.len() > MAX_RANK {
            return Err(self.err(format!("rank {} exceeds {MAX_RANK}", s.len())));
        }
        s.iter()
            .try_fold(1u64, |a, &d| a.checked_mul(d))
            .filter(|&n| n <= MAX_ITERATIONS)
            .ok_or_else(|| self.err("iteration space too large"))
    }

    fn expr(&self, e: &Expr, shape: &[u64], params: &[ElemType]) -> Result<(), String> {
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
    fn starts(&self, starts: &[Buf], shape: &[u64], sizes: &[u64]) -> Result<(), String> {
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

    fn body(&self, b: &Body, accs: &[ElemType], xs: &[ElemType]) -> Result<(), String> {
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
    fn predicate(&self, b: &Body, params: &[ElemType]) -> Result<(), String> {
        if b.expr.nodes.iter().any(|n| matches!(n, Node::Load { .. })) {
            return Err(self.err("a body may not load"));
        }
        self.expr(&b.expr, &[1], params)?;
        match b.results[..] {
            [r] if b.expr.types.get(r as usize) == Some(&ElemType::I1) => Ok(()),
            _ => Err(self.err("a predicate body must return one i1")),
        }
    }

    fn whole(&self, b: Buf, dtype: ElemType, elems: u64, write: bool) -> Result<(), String> {
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

    /// The gather's dimension numbers as the spec constrains them (C1-C22 of `stablehlo.gather`),
    /// and its result shape the one they give: what the executor's index arithmetic relies on.
    fn gather_dims(&self, g: &GatherDesc) -> Result<(), String> {
        let bad = |what: String| Err(self.err(format!("malformed gather: {what}")));
        let (orank, irank, rrank) = (
            g.operand_shape.len(),
            g.indices_shape.len(),
            g.out_shape.len(),
        );
        if orank > MAX_RANK || irank > MAX_RANK || rrank > MAX_RANK {
            return bad("rank too large".into());
        }
        let ivd = g.index_vector_dim as usize;
        if ivd > irank {
            return bad(format!("index_vector_dim {ivd} of indices of rank {irank}"));
        }
        if g.slice_sizes.len() != orank
            || g.slice_sizes
                .iter()
                .zip(&g.operand_shape)
                .any(|(s, d)| s > d)
        {
            return bad(format!(
                "slice_sizes {:?} do not fit the operand {:?}",
                g.slice_sizes, g.operand_shape
            ));
        }
        if !dims_ok(&g.collapsed, orank, true)
            || !dims_ok(&g.operand_batching, orank, true)
            || g.collapsed.iter().any(|d| g.operand_batching.contains(d))
            || g.collapsed
                .iter()
                .chain(&g.operand_batching)
                .any(|&d| g.slice_sizes[d as usize] > 1)
        {
            return bad("collapsed_slice_dims or operand_batching_dims".into());
        }
        let ivlen = if ivd < irank { g.indices_shape[ivd] } else { 1 };
        if !dims_ok(&g.start_index_map, orank, false)
            || g.start_index_map
                .iter()
                .any(|d| g.operand_batching.contains(d))
            || g.start_index_map.len() as u64 != ivlen
        {
            return bad("start_index_map".into());
        }
        if !dims_ok(&g.indices_batching, irank, false)
            || g.indices_batching.contains(&(ivd as u32))
            || g.indices_batching.len() != g.operand_batching.len()
            || g.operand_batching
                .iter()
                .zip(&g.indices_batching)
                .any(|(&o, &i)| g.operand_shape[o as usize] != g.indices_shape[i as usize])
        {
            return bad("start_indices_batching_dims".into());
        }
        let batch: Vec<u64> = (0..irank)
            .filter(|&d| d != ivd)
            .map(|d| g.indices_shape[d])
            .collect();
        let offsets: Vec<u64> = (0..orank as u32)
            .filter(|d| !g.collapsed.contains(d) && !g.operand_batching.contains(d))
            .map(|d| g.slice_sizes[d as usize])
            .collect();
        if !dims_ok(&g.offset_dims, rrank, true)
            || offsets.len() != g.offset_dims.len()
            || rrank != batch.len() + offsets.len()
        {
            return bad("offset_dims".into());
        }
        let mut want = vec![0u64; rrank];
        let (mut bi, mut oi) = (batch.iter(), offsets.iter());
        for (d, w) in want.iter_mut().enumerate() {
            let next = if g.offset_dims.contains(&(d as u32)) {
                oi.next()
            } else {
                bi.next()
            };
            *w = next.copied().unwrap_or(0);
        }
        if want != g.out_shape {
            return bad(format!(
                "result shape {:?}, the dimension numbers give {want:?}",
                g.out_shape
            ));
        }
        // A collapsed or batching dimension of slice size 0 leaves the result's elements nothing
        // to read (the spec allows the size; the values would be undefined).
        if g.slice_sizes.contains(&0) && !want.contains(&0) {
            return bad("an empty slice gathered into a non-empty result".into());
        }
        Ok(())
    }

    /// The scatter's dimension numbers as the spec constrains them (`stablehlo.scatter`), and the
    /// updates' shape the one they give.
    fn scatter_dims(&self, s: &ScatterDesc) -> Result<(), String> {
        let bad = |what: String| Err(self.err(format!("malformed scatter: {what}")));
        let (r, irank, urank) = (
            s.operand_shape.len(),
            s.indices_shape.len(),
            s.updates_shape.len(),
        );
        if r > MAX_RANK || irank > MAX_RANK || urank > MAX_RANK {
            return bad("rank too large".into());
        }
        let ivd = s.index_vector_dim as usize;
        if ivd > irank {
            return bad(format!("index_vector_dim {ivd} of indices of rank {irank}"));
        }
        if !dims_ok(&s.update_window_dims, urank, true)
            || !dims_ok(&s.inserted, r, true)
            || !dims_ok(&s.input_batching, r, true)
            || s.inserted.iter().any(|d| s.input_batching.contains(d))
        {
            return bad("update_window_dims, inserted_window_dims or input_batching_dims".into());
        }
        let window_operand_dims: Vec<usize> = (0..r as u32)
            .filter(|d| !s.inserted.contains(d) && !s.input_batching.contains(d))
            .map(|d| d as usize)
            .collect();
        if window_operand_dims.len() != s.update_window_dims.len()
            || s.update_window_dims
                .iter()
                .zip(&window_operand_dims)
                .any(|(&u, &o)| s.updates_shape[u as usize] > s.operand_shape[o])
        {
            return bad("the update window does not fit the operand".into());
        }
        let batch: Vec<u64> = (0..irank)
            .filter(|&d| d != ivd)
            .map(|d| s.indices_shape[d])
            .collect();
        let scatter: Vec<u64> = (0..urank as u32)
            .filter(|d| !s.update_window_dims.contains(d))
            .map(|d| s.updates_shape[d as usize])
            .collect();
        if batch != scatter {
            return bad(format!(
                "updates {:?} do not follow the indices {:?}",
                s.updates_shape, s.indices_shape
            ));
        }
        let ivlen = if ivd < irank { s.indices_shape[ivd] } else { 1 };
        if !dims_ok(&s.to_operand, r, false)
            || s.to_operand.iter().any(|d| s.input_batching.contains(d))
            || s.to_operand.len() as u64 != ivlen
        {
            return bad("scatter_dims_to_operand_dims".into());
        }
        if !dims_ok(&s.indices_batching, irank, false)
            || s.indices_batching.contains(&(ivd as u32))
            || s.indices_batching.len() != s.input_batching.len()
            || s.input_batching
                .iter()
                .zip(&s.indices_batching)
                .any(|(&o, &i)| s.operand_shape[o as usize] != s.indices_shape[i as usize])
        {
            return bad("scatter_indices_batching_dims".into());
        }
        Ok(())
    }

    /// A window of at most [`MAX_WINDOW`] elements.
    fn window(&self, w: &[u64]) -> Result<u64, String> {
        self.shape(w)
            .ok()
            .filter(|&n| n <= MAX_WINDOW)
            .ok_or_else(|| self.err(format!("a window of {w:?} exceeds {MAX_WINDOW} elements")))
    }

    /// The step's work ([`step_work`]) within [`MAX_STEP_WORK`].
    fn work_bound(&self, s: &Step) -> Result<u64, String> {
        let w = step_work(s);
        if w > MAX_STEP_WORK {
            return Err(self.err(format!(
                "the step asks for about {w} operations, more than the {MAX_STEP_WORK} one step may do"
            )));
        }
        Ok(w)
    }

    fn step(&self, s: &Step) -> Result<(), String> {
        match s {
            Step::Map(steps::Map {
                shape,
                expr,
                outputs,
            }) => {
                let n = self.shape(shape)?;
                self.expr(expr, shape, &[])?;
                for &(b, node) in outputs {
                    let t = *expr
                        .types
                        .get(node as usize)
                        .ok_or_else(|| self.err("output node out of range"))?;
                    self.whole(b, t, n, true)?;
                }
            }
            Step::Reduce(steps::Reduce {
                in_shape,
                dims,
                expr,
                inputs,
                inits,
                body,
                outputs,
            }) => {
                self.shape(in_shape)?;
                self.expr(expr, in_shape, &[])?;
                let mut seen = vec![false; in_shape.len()];
                for &d in dims {
                    let slot = seen
                        .get_mut(d as usize)
                        .ok_or_else(|| self.err("reduce dimension out of range"))?;
                    if *slot {
                        return Err(self.err("repeated reduce dimension"));
                    }
                    *slot = true;
                }
                let out: Vec<u64> = (0..in_shape.len())
                    .filter(|&d| !seen[d])
                    .map(|d| in_shape[d])
                    .collect();
                let n = self.shape(&out)?;
                if inputs.len() != inits.len() || inputs.len() != outputs.len() || inputs.is_empty()
                {
                    return Err(self.err("reduce arity"));
                }
                let node_ty = |j: u32| {
                    expr.types
                        .get(j as usize)
                        .copied()
                        .ok_or_else(|| self.err("reduce node out of range"))
                };
                let xs = inputs
                    .iter()
                    .map(|&j| node_ty(j))
                    .collect::<Result<Vec<_>, _>>()?;
                let accs = inits
                    .iter()
                    .map(|&j| node_ty(j))
                    .collect::<Result<Vec<_>, _>>()?;
                self.body(body, &accs, &xs)?;
                for (&b, &t) in outputs.iter().zip(&accs) {
                    self.whole(b, t, n, true)?;
                }
                // The inits are evaluated once, so they may read scalars only.
                let mut need = vec![false; expr.nodes.len()];
                for &j in inits {
                    need[j as usize] = true;
                }
                for j in (0..expr.nodes.len()).rev() {
                    if !need[j] {
                        continue;
                    }
                    if let Node::Load { map, .. } = &expr.nodes[j] {
                        if map.strides.iter().any(|&s| s != 0) {
                            return Err(self.err("a reduction init reads more than a scalar"));
                        }
                    }
                    for o in expr.nodes[j].operands() {
                        need[o as usize] = true;
                    }
                }
            }
            Step::Dot(steps::Dot {
                dtype,
                m,
                n,
                k,
                batch,
                lhs,
                rhs,
                out,
                accumulate,
            }) => {
                let float = matches!(dtype, ElemType::F32 | ElemType::F64);
                if !supported(*dtype) || accumulate.is_some() && !float {
                    return Err(self.err(format!(
                        "dot on {dtype} (accumulating: {})",
                        accumulate.is_some()
                    )));
                }
                self.shape(&[*m, *n])?;
                if m.saturating_mul(*n).saturating_mul(*k) > MAX_DOT_WORK {
                    return Err(self.err("contraction too large"));
                }
                if batch.len() > MAX_RANK {
                    return Err(self.err("too many batch dimensions"));
                }
                let sizes: Vec<u64> = batch.iter().map(|b| b.0).collect();
                self.shape(&sizes)?;
                // The direct loop of the other types copies both operands of one batch element
                // into lanes: bounded here, since the operands' strides may repeat elements.
                if !float
                    && (m.saturating_mul(*k) > MAX_DOT_COPY || k.saturating_mul(*n) > MAX_DOT_COPY)
                {
                    return Err(self.err(format!(
                        "a dot on {dtype} of {m}x{k} by {k}x{n} exceeds the {MAX_DOT_COPY} elements of an operand"
                    )));
                }
                let mut odims = vec![(*m, out.rs), (*n, out.cs)];
                odims.extend(batch.iter().map(|b| (b.0, b.3)));
                if !injective(&odims) {
                    return Err(self.err("the dot's result strides send two elements to one place"));
                }
                for (mat, rows, cols, bi, w) in [
                    (lhs, *m, *k, 1, false),
                    (rhs, *k, *n, 2, false),
                    (out, *m, *n, 3, true),
                ] {
                    let d = if w {
                        self.writable(mat.buf)?
                    } else {
                        self.decl(mat.buf)?
                    };
                    if d.dtype != *dtype {
                        return Err(self.err("dot operand type"));
                    }
                    let mut dims = vec![(rows, mat.rs), (cols, mat.cs)];
                    for b in batch {
                        dims.push((b.0, [b.1, b.2, b.3][bi - 1]));
                    }
                    self.range(mat.buf, mat.offset, &dims)?;
                }
            }
            Step::Conv(steps::Conv {
                dtype,
                lhs,
                rhs,
                out,
                desc: d,
            }) => {
                if !supported(*dtype) {
                    return Err(self.err(format!("convolution on {dtype}")));
                }
                let r = d.lhs_shape.len();
                let nsp = r
                    .checked_sub(2)
                    .ok_or_else(|| self.err("convolution rank"))?;
                let ok = d.rhs_shape.len() == r
                    && d.out_shape.len() == r
                    && [&d.lhs_sp, &d.rhs_sp, &d.out_sp]
                        .iter()
                        .all(|v| v.len() == nsp && v.iter().all(|&x| (x as usize) < r))
                    && [
                        d.strides.len(),
                        d.pad_lo.len(),
                        d.lhs_dil.len(),
                        d.rhs_dil.len(),
                        d.reverse.len(),
                    ]
                    .iter()
                    .all(|&l| l == nsp)
                    && [d.lhs_b, d.lhs_f, d.rhs_i, d.rhs_o, d.out_b, d.out_f]
                        .iter()
                        .all(|&x| (x as usize) < r)
                    && d.batch_groups == 1
                    && d.feature_groups >= 1;
                // Each operand's dimension numbers name every dimension once.
                let permutation = |b: u32, f: u32, sp: &[u32]| {
                    let mut seen = vec![false; r];
                    std::iter::once(b)
                        .chain(std::iter::once(f))
                        .chain(sp.iter().copied())
                        .all(|x| !std::mem::replace(&mut seen[x as usize], true))
                };
                if !ok
                    || !permutation(d.lhs_b, d.lhs_f, &d.lhs_sp)
                    || !permutation(d.rhs_i, d.rhs_o, &d.rhs_sp)
                    || !permutation(d.out_b, d.out_f, &d.out_sp)
                {
                    return Err(self.err("malformed convolution"));
                }
                let win: Vec<u64> = d.rhs_sp.iter().map(|&x| d.rhs_shape[x as usize]).collect();
                self.window(&win)?;
                let g = d.feature_groups;
                let cin = d.lhs_shape[d.lhs_f as usize];
                let cout = d.out_shape[d.out_f as usize];
                if cin % g != 0
                    || cout % g != 0
                    || d.rhs_shape[d.rhs_i as usize] < cin / g
                    || d.rhs_shape[d.rhs_o as usize] < cout
                    || d.lhs_shape[d.lhs_b as usize] < d.out_shape[d.out_b as usize]
                    || d.strides
                        .iter()
                        .chain(&d.lhs_dil)
                        .chain(&d.rhs_dil)
                        .any(|&x| !(1..=1 << 20).contains(&x))
                    || d.pad_lo.iter().any(|&p| p.unsigned_abs() > 1 << 40)
                {
                    return Err(self.err("inconsistent convolution shapes"));
                }
                self.whole(*lhs, *dtype, self.shape(&d.lhs_shape)?, false)?;
                self.whole(*rhs, *dtype, self.shape(&d.rhs_shape)?, false)?;
                self.whole(*out, *dtype, self.shape(&d.out_shape)?, true)?;
            }
            Step::ReduceWindow(steps::ReduceWindow {
                inputs,
                in_shape,
                outputs,
                out_shape,
                window,
                strides,
                base_dil,
                win_dil,
                pad_lo,
                init,
                inits,
                body,
            }) => {
                let r = in_shape.len();
                if [
                    out_shape.len(),
                    window.len(),
                    strides.len(),
                    base_dil.len(),
                    win_dil.len(),
                    pad_lo.len(),
                ]
                .iter()
                .any(|&l| l != r)
                {
                    return Err(self.err("malformed reduce_window"));
                }
                self.window(window)?;
                if strides
                    .iter()
                    .chain(base_dil)
                    .chain(win_dil)
                    .any(|&x| !(1..=1 << 20).contains(&x))
                    || pad_lo.iter().any(|&p| p.unsigned_abs() > 1 << 40)
                {
                    return Err(self.err("reduce_window strides and dilations must be positive"));
                }
                if inputs.is_empty() || inputs.len() != outputs.len() || inits.len() != inputs.len()
                {
                    return Err(self.err("malformed reduce_window"));
                }
                self.expr(init, &[1], &[])?;
                let (n_in, n_out) = (self.shape(in_shape)?, self.shape(out_shape)?);
                let mut types = vec![];
                for ((&i, &o), &node) in inputs.iter().zip(outputs).zip(inits) {
                    let t = self.decl(i)?.dtype;
                    self.whole(i, t, n_in, false)?;
                    self.whole(o, t, n_out, true)?;
                    if init.types.get(node as usize) != Some(&t) {
                        return Err(self.err("reduce_window init"));
                    }
                    types.push(t);
                }
                self.body(body, &types, &types)?;
            }
            Step::Gather(steps::Gather {
                operand,
                indices,
                out,
                desc: g,
            }) => {
                let t = self.decl(*operand)?.dtype;
                let it = self.decl(*indices)?.dtype;
                if storage::domain(it) != Domain::I {
                    return Err(self.err("gather indices are not integers"));
                }
                self.gather_dims(g)?;
                self.whole(*operand, t, self.shape(&g.operand_shape)?, false)?;
                self.whole(*indices, it, self.shape(&g.indices_shape)?, false)?;
                self.whole(*out, t, self.shape(&g.out_shape)?, true)?;
            }
            Step::Scatter(steps::Scatter {
                indices,
                updates,
                out,
                more,
                desc: s,
                body,
            }) => {
                let t = self.decl(*out)?.dtype;
                let it = self.decl(*indices)?.dtype;
                if storage::domain(it) != Domain::I {
                    return Err(self.err("scatter indices are not integers"));
                }
                self.scatter_dims(s)?;
                self.whole(*indices, it, self.shape(&s.indices_shape)?, false)?;
                let (nu, no) = (self.shape(&s.updates_shape)?, self.shape(&s.operand_shape)?);
                self.whole(*updates, t, nu, false)?;
                self.whole(*out, t, no, true)?;
                let mut types = vec![t];
                for &(u, o) in more {
                    let t = self.decl(o)?.dtype;
                    self.whole(u, t, nu, false)?;
                    self.whole(o, t, no, true)?;
                    types.push(t);
                }
                self.body(body, &types, &types)?;
            }
            Step::Copy(steps::Copy {
                src,
                src_offset,
                dst,
                dst_offset,
                count,
            }) => {
                let t = self.decl(*src)?.dtype;
                if self.writable(*dst)?.dtype.byte_size() != t.byte_size() {
                    return Err(self.err("copy between element sizes"));
                }
                let c = (*count).min(1 << 40);
                self.range(*src, *src_offset as i64, &[(c, 1)])?;
                self.range(*dst, *dst_offset as i64, &[(c, 1)])?;
            }
            Step::Fill(steps::Fill { dst, .. }) => {
                self.writable(*dst)?;
            }
            Step::CopyBytes(steps::CopyBytes { src, dst, bytes }) => {
                if *bytes > self.decl(*src)?.bytes() || *bytes > self.writable(*dst)?.bytes() {
                    return Err(self.err(format!("a copy of {bytes} bytes overruns its buffers")));
                }
            }
            Step::DynamicSlice(steps::DynamicSlice {
                operand,
                operand_shape,
                starts,
                out,
                sizes,
            }) => {
                let t = self.decl(*operand)?.dtype;
                self.whole(*operand, t, self.shape(operand_shape)?, false)?;
                self.whole(*out, t, self.shape(sizes)?, true)?;
                self.starts(starts, operand_shape, sizes)?;
            }
            Step::DynamicUpdateSlice(steps::DynamicUpdateSlice {
                update,
                update_shape,
                starts,
                out,
                out_shape,
            }) => {
                let t = self.decl(*out)?.dtype;
                self.whole(*out, t, self.shape(out_shape)?, true)?;
                self.whole(*update, t, self.shape(update_shape)?, false)?;
                self.starts(starts, out_shape, update_shape)?;
            }
            Step::Sort(steps::Sort {
                shape,
                dim,
                inputs,
                outputs,
                comparator,
            }) => {
                let n = self.shape(shape)?;
                if inputs.is_empty()
                    || inputs.len() != outputs.len()
                    || *dim as usize >= shape.len()
                {
                    return Err(self.err("malformed sort"));
                }
                let mut params = Vec::with_capacity(2 * inputs.len());
                for (&i, &o) in inputs.iter().zip(outputs) {
                    let t = self.decl(i)?.dtype;
                    self.whole(i, t, n, false)?;
                    self.whole(o, t, n, true)?;
                    params.extend([t, t]);
                }
                self.predicate(comparator, &params)?;
            }
            Step::SelectAndScatter(steps::SelectAndScatter {
                operand,
                shape,
                source,
                source_shape,
                out,
                window,
                strides,
                pad_lo,
                select,
                scatter,
            }) => {
                let r = shape.len();
                if [
                    source_shape.len(),
                    window.len(),
                    strides.len(),
                    pad_lo.len(),
                ]
                .iter()
                .any(|&l| l != r)
                {
                    return Err(self.err("malformed select_and_scatter"));
                }
                self.window(window)?;
                if strides.iter().any(|&x| !(1..=1 << 20).contains(&x))
                    || pad_lo.iter().any(|&p| p.unsigned_abs() > 1 << 40)
                {
                    return Err(self.err("select_and_scatter strides or padding out of range"));
                }
                let t = self.decl(*operand)?.dtype;
                let n = self.shape(shape)?;
                self.whole(*operand, t, n, false)?;
                self.whole(*source, t, self.shape(source_shape)?, false)?;
                self.whole(*out, t, n, true)?;
                self.predicate(select, &[t, t])?;
                self.body(scatter, &[t], &[t])?;
            }
            Step::RngBitGenerator(steps::RngBitGenerator {
                algorithm,
                state,
                out_state,
                out,
                shape,
            }) => {
                let n = self.decl(*state)?.elements;
                if !algorithm.state_sizes().iter().any(|&size| size as u64 == n) {
                    return Err(self.err(format!(
                        "rng_bit_generator {} takes a state of {:?} elements, {state:?} declares {n}",
                        algorithm.name(),
                        algorithm.state_sizes()
                    )));
                }
                self.whole(*state, ElemType::UI64, n, false)?;
                self.whole(*out_state, ElemType::UI64, n, true)?;
                let t = self.writable(*out)?.dtype;
                if !element::rng::output_type_ok(t) {
                    return Err(self.err(format!(
                        "rng_bit_generator does not fill element type {}",
                        t.name()
                    )));
                }
                self.whole(*out, t, self.shape(shape)?, true)?;
            }
            Step::Place(steps::Place {
                src,
                src_shape,
                dst,
                dst_offset,
                dst_strides,
            }) => {
                let t = self.decl(*src)?.dtype;
                if self.writable(*dst)?.dtype != t || dst_strides.len() != src_shape.len() {
                    return Err(self.err("malformed place"));
                }
                self.whole(*src, t, self.shape(src_shape)?, false)?;
                let dims: Vec<(u64, i64)> = src_shape
                    .iter()
                    .copied()
                    .zip(dst_strides.iter().copied())
                    .collect();
                self.range(*dst, *dst_offset, &dims)?;
            }
            Step::Fft(steps::Fft {
                kind,
                input,
                out,
                batch,
                lengths,
                work,
            }) => {
                if lengths.is_empty() || lengths.len() > 3 {
                    return Err(self.err("an fft needs 1 to 3 lengths"));
                }
                let (it, ot) = (self.decl(*input)?.dtype, self.decl(*out)?.dtype);
                let types_ok = match kind {
                    FftKind::Fft | FftKind::Ifft => {
                        matches!(it, ElemType::C64 | ElemType::C128) && ot == it
                    }
                    FftKind::Rfft => matches!(
                        (it, ot),
                        (ElemType::F32, ElemType::C64) | (ElemType::F64, ElemType::C128)
                    ),
                    FftKind::Irfft => matches!(
                        (it, ot),
                        (ElemType::C64, ElemType::F32) | (ElemType::C128, ElemType::F64)
                    ),
                };
                if !types_ok {
                    return Err(self.err(format!(
                        "an fft of kind {kind:?} from {} to {}",
                        it.name(),
                        ot.name()
                    )));
                }
                let last = lengths.len() - 1;
                let half = |l: u64| if l == 0 { 0 } else { l / 2 + 1 };
                let mut in_shape = vec![*batch];
                in_shape.extend(lengths);
                let mut out_shape = in_shape.clone();
                match kind {
                    FftKind::Fft | FftKind::Ifft => {}
                    FftKind::Rfft => out_shape[last + 1] = half(lengths[last]),
                    FftKind::Irfft => in_shape[last + 1] = half(lengths[last]),
                }
                self.whole(*input, it, self.shape(&in_shape)?, false)?;
                self.whole(*out, ot, self.shape(&out_shape)?, true)?;
                let volume = self.shape(lengths)?;
                let longest = lengths.iter().copied().max().unwrap_or(0);
                let need = volume
                    .checked_add(longest)
                    .ok_or_else(|| self.err("fft work too large"))?;
                self.work(*work, ElemType::C128, need, &[*input, *out])?;
            }
            Step::Cholesky(steps::Cholesky {
                input,
                out,
                batch,
                n,
                work,
                ..
            }) => {
                let t = self.decl(*input)?.dtype;
                let elems = self.shape(&[*batch, *n, *n])?;
                self.whole(*input, t, elems, false)?;
                self.whole(*out, t, elems, true)?;
                self.cubic(*n, *n)?;
                let need = self.shape(&[*n, *n])?;
                self.work(*work, self.work_type(t)?, need, &[*input, *out])?;
            }
            Step::TriangularSolve(steps::TriangularSolve {
                a,
                b,
                out,
                batch,
                n,
                rows,
                cols,
                left_side,
                work,
                ..
            }) => {
                let t = self.decl(*b)?.dtype;
                if (if *left_side { rows } else { cols }) != n {
                    return Err(self.err("triangular_solve: b does not fit a"));
                }
                self.whole(*a, t, self.shape(&[*batch, *n, *n])?, false)?;
                let elems = self.shape(&[*batch, *rows, *cols])?;
                self.whole(*b, t, elems, false)?;
                self.whole(*out, t, elems, true)?;
                self.cubic(*n, (*rows).max(*cols))?;
                let need = self
                    .shape(&[*n, *n])?
                    .checked_add(self.shape(&[*rows, *cols])?)
                    .ok_or_else(|| self.err("triangular_solve work too large"))?;
                self.work(*work, self.work_type(t)?, need, &[*a, *b, *out])?;
            }
            Step::Lapack(steps::Lapack {
                routine,
                operands,
                results,
                batch,
                m,
                n,
                k,
                work,
            }) => {
                let first = operands
                    .first()
                    .ok_or_else(|| self.err("a LAPACK step without operands"))?;
                let t = self.decl(*first)?.dtype;
                // Bounds every extent (so the sizes below and `faer`'s scratch sizes stay small).
                self.shape(&[*batch, *m, *n])?;
                self.shape(&[*batch, *k, (*m).max(*n)])?;
                self.cubic((*m).max(*n), (*m).max(*n).max(*k))?;
                let (want_ops, want_res) =
                    lapack::signature(*routine, t, *batch, *m, *n, *k).map_err(|e| self.err(e))?;
                if want_ops.len() != operands.len() || want_res.len() != results.len() {
                    return Err(self.err(format!(
                        "a LAPACK step {routine:?} with {} operands and {} results, expected {} and {}",
                        operands.len(),
                        results.len(),
                        want_ops.len(),
                        want_res.len()
                    )));
                }
                for (b, (wt, elems)) in operands.iter().zip(&want_ops) {
                    self.whole(*b, *wt, *elems, false)?;
                }
                for (b, (wt, elems)) in results.iter().zip(&want_res) {
                    self.whole(*b, *wt, *elems, true)?;
                }
                let need = lapack::work_len(*routine, t, *m, *n, *k)
                    .ok_or_else(|| self.err("LAPACK work too large"))?;
                let others: Vec<Buf> = operands.iter().chain(results).copied().collect();
                self.work(*work, self.work_type(t)?, need, &others)?;
            }
        }
        Ok(())
    }

    /// The type a linear-algebra step computes a float or complex type `t` in: `f64`, or `c128`.
    fn work_type(&self, t: ElemType) -> Result<ElemType, String> {
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
    fn cubic(&self, n: u64, m: u64) -> Result<(), String> {
        n.checked_mul(n)
            .and_then(|x| x.checked_mul(m))
            .filter(|&w| w <= MAX_DOT_WORK)
            .map(|_| ())
            .ok_or_else(|| self.err("a linear-algebra step asks for too much work"))
    }

    /// The working storage of a library step: a scratch slot (so nothing else reaches its
    /// memory while the step holds it as a slice) of type `t` holding `elems` elements, none of
    /// the step's other buffers.
    fn work(&self, b: Buf, t: ElemType, elems: u64, others: &[Buf]) -> Result<(), String> {
        if !matches!(b, Buf::Scratch(_)) || others.contains(&b) {
            return Err(self.err(format!(
                "the working storage {b:?} must be a scratch slot of its own"
            )));
        }
        self.whole(b, t, elems, true)
    }
}

/// Whether `v` names distinct dimensions below `rank` (in increasing order when `sorted`).
fn dims_ok(v: &[u32], rank: usize, sorted: bool) -> bool {
    let mut seen = vec![false; rank];
    v.iter()
        .all(|&d| (d as usize) < rank && !std::mem::replace(&mut seen[d as usize], true))
        && (!sorted || v.windows(2).all(|w| w[0] < w[1]))
}

/// Whether the strided map `offset + sum(i_d * stride_d)` over `0 <= i_d < size_d` gives every
/// index its own element (so parallel writes through it never race). Sufficient test: ordered by
/// stride, each stride exceeds the largest offset the smaller dimensions reach.
fn injective(dims: &[(u64, i64)]) -> bool {
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
fn prod(xs: &[u64]) -> u64 {
    xs.iter().fold(1u64, |a, &x| a.saturating_mul(x))
}

/// A bound on the operations one step performs: iterations times the nodes evaluated per
/// iteration, window taps times outputs, `n^3` for a factorization, and so on (saturating). The
/// loader rejects a step above [`MAX_STEP_WORK`]; the VM charges a dispatch the sum over its
/// kernel's steps against the call's work budget before running it.
pub fn step_work(s: &Step) -> u64 {
    let n = |shape: &[u64]| prod(shape);
    let nodes = |e: &Expr| e.nodes.len() as u64 + 1;
    let log2 = |x: u64| 64 - x.leading_zeros() as u64 + 1;
    let w = match s {
        Step::Map(steps::Map {
            shape,
            expr,
            outputs,
        }) => prod(&[n(shape), nodes(expr) + outputs.len() as u64]),
        Step::Reduce(steps::Reduce {
            in_shape,
            expr,
            body,
            inits,
            ..
        }) => prod(&[
            n(in_shape),
            nodes(expr) + nodes(&body.expr) + inits.len() as u64,
        ]),
        Step::Dot(steps::Dot {
            m,
            n: cols,
            k,
            batch,
            ..
        }) => {
            let b: Vec<u64> = batch.iter().map(|b| b.0).collect();
            prod(&[prod(&b), *m, *cols, (*k).max(1)])
        }
        Step::Conv(steps::Conv { desc: d, .. }) => {
            let win: Vec<u64> = d
                .rhs_sp
                .iter()
                .map(|&x| d.rhs_shape.get(x as usize).copied().unwrap_or(0))
                .collect();
            let cin = d.rhs_shape.get(d.rhs_i as usize).copied().unwrap_or(0);
            prod(&[n(&d.out_shape), n(&win), cin.max(1)]).saturating_add(n(&d.lhs_shape))
        }
        Step::ReduceWindow(steps::ReduceWindow {
            in_shape,
            out_shape,
            window,
            body,
            inputs,
            ..
        }) => prod(&[
            n(out_shape),
            n(window).max(1),
            nodes(&body.expr) + inputs.len() as u64,
        ])
        .saturating_add(n(in_shape)),
        Step::Gather(steps::Gather { desc, .. }) => {
            n(&desc.out_shape).saturating_add(n(&desc.indices_shape))
        }
        Step::Scatter(steps::Scatter {
            desc, body, more, ..
        }) => prod(&[
            n(&desc.updates_shape),
            nodes(&body.expr) + desc.operand_shape.len() as u64 + more.len() as u64,
        ])
        .saturating_add(n(&desc.operand_shape)),
        Step::Copy(steps::Copy { count, .. }) => *count,
        Step::Fill(steps::Fill { .. }) => 0,
        Step::CopyBytes(steps::CopyBytes { bytes, .. }) => *bytes,
        Step::DynamicSlice(steps::DynamicSlice { sizes, .. }) => n(sizes),
        Step::DynamicUpdateSlice(steps::DynamicUpdateSlice { update_shape, .. }) => n(update_shape),
        Step::Sort(steps::Sort {
            shape,
            dim,
            inputs,
            comparator,
            ..
        }) => {
            let len = shape.get(*dim as usize).copied().unwrap_or(0);
            prod(&[
                n(shape),
                log2(len),
                nodes(&comparator.expr) + inputs.len() as u64,
            ])
        }
        Step::SelectAndScatter(steps::SelectAndScatter {
            shape,
            source_shape,
            window,
            select,
            scatter,
            ..
        }) => prod(&[
            n(source_shape),
            n(window).max(1),
            nodes(&select.expr) + nodes(&scatter.expr),
        ])
        .saturating_add(n(shape)),
        Step::Place(steps::Place { src_shape, .. }) => n(src_shape),
        Step::RngBitGenerator(steps::RngBitGenerator { shape, .. }) => n(shape),
        Step::Fft(steps::Fft { batch, lengths, .. }) => {
            let v = n(lengths);
            prod(&[*batch, v, log2(v)])
        }
        Step::Cholesky(steps::Cholesky { batch, n: m, .. }) => prod(&[*batch, *m, *m, *m]),
        Step::TriangularSolve(steps::TriangularSolve {
            batch,
            n: m,
            rows,
            cols,
            ..
        }) => prod(&[*batch, *m, *m, (*rows).max(*cols)]),
        Step::Lapack(steps::Lapack {
            batch, m, n: c, k, ..
        }) => {
            let x = (*m).max(*c).max(*k);
            prod(&[*batch, x, x, x])
        }
    };
    // Every step costs at least one operation, so a kernel of many empty steps still counts.
    w.max(1)
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
    const LANE: u64 = 16;
    let chunk = super::exec::CHUNK as u64;
    let n = |shape: &[u64]| prod(shape);
    let nodes = |e: &Expr| e.nodes.len() as u64 + 2;
    // An expression evaluated chunk by chunk: one lane per node, plus the offsets of the loads.
    let chunked = |k: u64| prod(&[LANE, chunk, k]).saturating_add(8 * chunk);
    let small = chunked(4);
    let sum = |xs: &[u64]| xs.iter().fold(0u64, |a, &x| a.saturating_add(x));
    match s {
        Step::Map(steps::Map { expr, outputs, .. }) => {
            (0, chunked(nodes(expr) + outputs.len() as u64))
        }
        Step::Reduce(steps::Reduce {
            in_shape,
            dims,
            expr,
            inputs,
            inits,
            body,
            ..
        }) => {
            let kept: Vec<u64> = (0..in_shape.len())
                .filter(|&d| !dims.contains(&(d as u32)))
                .map(|d| in_shape[d])
                .collect();
            // The accumulators (and the body's results over them), and the JIT's materialized
            // f32 input.
            let accs = prod(&[LANE, n(&kept).saturating_add(1), 2 * inits.len() as u64 + 1]);
            let produced = prod(&[4, n(in_shape)]);
            (
                accs.saturating_add(produced),
                chunked(nodes(expr) + nodes(&body.expr) + inputs.len() as u64),
            )
        }
        Step::Dot(steps::Dot {
            dtype, m, n: c, k, ..
        }) => match dtype {
            // The GEMM library packs the operands (`k x n`, and `k x m` when it prepacks the
            // left one, each padded to its register tiles) into the calling thread's packing
            // buffer, kept between calls up to a fixed size (`gemm_common::gemm::PACK_KEPT_MAX`).
            ElemType::F32 | ElemType::F64 => {
                let pad = |x: u64| x.saturating_add(64);
                (
                    prod(&[
                        dtype.byte_size() as u64,
                        pad(*k),
                        pad(*c).saturating_add(pad(*m)),
                    ]),
                    small,
                )
            }
            // The direct loop copies both operands and its result into lanes (and narrows).
            _ => (
                prod(&[
                    2 * LANE,
                    sum(&[prod(&[*m, *k]), prod(&[*k, *c]), prod(&[*m, *c])]),
                ]),
                small,
            ),
        },
        Step::Conv(steps::Conv { dtype, desc: d, .. }) => {
            let dim = |shape: &[u64], i: u32| shape.get(i as usize).copied().unwrap_or(0);
            let win: Vec<u64> = d.rhs_sp.iter().map(|&x| dim(&d.rhs_shape, x)).collect();
            let (cin, cout) = (dim(&d.rhs_shape, d.rhs_i), dim(&d.rhs_shape, d.rhs_o));
            let taps = prod(&[n(&win), 8 * (d.rhs_sp.len() as u64 + 2)]);
            let once = match dtype {
                // The im2col matrix (rows x window x cin floats, capped where the direct loop
                // runs instead).
                ElemType::F32 => {
                    let rows = n(&d.out_shape) / dim(&d.out_shape, d.out_f).max(1);
                    prod(&[4, rows, n(&win), cin]).min(4 * super::exec::IM2COL_MAX_ELEMENTS as u64)
                }
                ElemType::F64 => 0,
                // Operands and result in lanes.
                _ => prod(&[
                    2 * LANE,
                    sum(&[n(&d.lhs_shape), n(&d.rhs_shape), n(&d.out_shape)]),
                ]),
            };
            (
                once.saturating_add(taps),
                prod(&[LANE, cout]).saturating_add(small),
            )
        }
        Step::ReduceWindow(steps::ReduceWindow {
            in_shape,
            window,
            body,
            inputs,
            ..
        }) => (
            // The table of taps: an offset and a position per tap.
            prod(&[n(window), 8 * (window.len() as u64 + 5)]),
            // A run of the innermost dimension's accumulators, and the body over a few lanes.
            prod(&[LANE, in_shape.last().copied().unwrap_or(1)])
                .saturating_add(chunked(nodes(&body.expr) + inputs.len() as u64)),
        ),
        Step::Sort(steps::Sort {
            shape,
            inputs,
            comparator,
            ..
        }) => {
            // Each input and each comparator node over the whole tensor in lanes, the keys, the
            // permutation and each slice's indices.
            let lanes = inputs.len() as u64 + nodes(&comparator.expr) + 2;
            (prod(&[n(shape), LANE * lanes + 32]), small)
        }
        Step::SelectAndScatter(steps::SelectAndScatter {
            shape,
            source_shape,
            window,
            select,
            scatter,
            ..
        }) => (
            // Operand, source and result in lanes; the pooling gradient's tap offsets.
            prod(&[LANE, sum(&[n(shape), n(shape), n(source_shape)])])
                .saturating_add(prod(&[8, n(window)])),
            chunked(nodes(&select.expr) + nodes(&scatter.expr)),
        ),
        Step::Fft(steps::Fft { lengths, .. }) => (prod(&[8 * LANE, sum(lengths)]), small),
        Step::Cholesky(steps::Cholesky { n: m, .. }) => (prod(&[LANE, *m]), small),
        Step::TriangularSolve(steps::TriangularSolve {
            n: m, rows, cols, ..
        }) => (prod(&[LANE, sum(&[*m, *rows, *cols])]), small),
        Step::Lapack(steps::Lapack { m, n: c, k, .. }) => {
            (prod(&[2 * LANE, sum(&[*m, *c, *k])]), small)
        }
        Step::Gather(steps::Gather { .. })
        | Step::Scatter(steps::Scatter { .. })
        | Step::Copy(steps::Copy { .. })
        | Step::Fill(steps::Fill { .. })
        | Step::CopyBytes(steps::CopyBytes { .. })
        | Step::DynamicSlice(steps::DynamicSlice { .. })
        | Step::DynamicUpdateSlice(steps::DynamicUpdateSlice { .. })
        | Step::Place(steps::Place { .. })
        | Step::RngBitGenerator(steps::RngBitGenerator { .. }) => (0, small),
    }
}

/// The host memory one dispatch of `k` may allocate ([`step_host_bytes`]): the largest `once`
/// and the largest `per_thread` over its steps (the steps run one after the other and free their
/// working memory before the next starts).
pub fn kernel_host_bytes(k: &Kernel) -> (u64, u64) {
    k.steps
        .iter()
        .map(step_host_bytes)
        .fold((0, 0), |(a, b), (x, y)| (a.max(x), b.max(y)))
}

/// Validates a kernel and returns its work (the sum of [`step_work`] over its steps, each within
/// [`MAX_STEP_WORK`]). The error names the kernel, the step and what is wrong.
pub fn validate_kernel(k: &Kernel) -> Result<u64, String> {
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
    for (i, s) in k.steps.iter().enumerate() {
        let v = V { k, step: i };
        v.step(s)?;
        work = work.saturating_add(v.work_bound(s)?);
    }
    Ok(work)
}
