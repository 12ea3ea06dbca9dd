//! Lowering one `flow.dispatch.region` to a [`Kernel`].
//!
//! Values inside the region are either *lazy* (a scalar expression tree over the value's own index
//! space, with broadcasts, transposes, slices, reversals and iotas folded into the index maps of its
//! loads) or *materialized* in a buffer (a binding or a scratch slot). Elementwise ops build lazy
//! trees; library ops (dot_general, convolution, reduce, reduce_window, gather, scatter,
//! concatenate, pad, dynamic slices, bitcasts between widths) materialize their results, into the
//! region's output binding when the value is returned, else into scratch. Lazy results become one
//! Map step per shape.
//!
//! Ops are matched exhaustively on [`CoreOp`] (the ops that reach the backend); their attributes
//! are read through [`dialect::views`]. Element types are the element crate's, computed in their
//! domains by the executor; a contraction whose result type differs from its operands' (JAX's
//! `preferred_element_type`: `bf16 x bf16 -> f32`, `i8 x i8 -> i32`) converts its operands to the
//! type it computes in (the result type, or `f32` for the narrow float types) into scratch first.
//!
//! Two passes finish the kernel: a contraction whose only reader is the elementwise epilogue that
//! produces a same-sized output is computed straight into that output (the epilogue then reads and
//! writes each element in place), and any step that would overwrite a binding another step still
//! reads through a different index (an in-place hazard) writes to scratch first.

use std::collections::HashMap;
use std::rc::Rc;

use dialect::attrs::{Attribute, DenseElements, DenseValues};
use dialect::ir::{Module, Op, Span, Value};
use dialect::ops::{ArithOp, ArithSemantics, CoreOp, OpKind};
use dialect::types::{ElemType, Type};
use dialect::views;
use element::lane::{self, Lane};
use runtime::kernel::*;

/// Why lowering failed: an op or element type the compiled path does not take (a coded E0414
/// diagnostic), or a bug of the compiler (an internal error); both with the span they concern.
#[derive(Clone, Debug, PartialEq)]
pub struct LowerError {
    /// Where (the op, or the enclosing region or function when nothing more precise is known).
    pub span: Option<Span>,
    /// True for an unsupported op or type (E0414), false for an internal error.
    pub unsupported: bool,
    /// What.
    pub message: String,
}

impl LowerError {
    /// An op or type the compiled path does not take, at `span`.
    pub fn unsupported(span: Span, message: impl Into<String>) -> LowerError {
        LowerError {
            span: Some(span),
            unsupported: true,
            message: message.into(),
        }
    }

    /// Fills in the span when the error does not have one yet.
    pub fn at(mut self, span: Span) -> LowerError {
        self.span.get_or_insert(span);
        self
    }
}

impl From<String> for LowerError {
    fn from(message: String) -> LowerError {
        LowerError {
            span: None,
            unsupported: false,
            message: format!("internal: {}", message.trim_start_matches("internal: ")),
        }
    }
}

impl From<&str> for LowerError {
    fn from(message: &str) -> LowerError {
        LowerError::from(message.to_string())
    }
}

impl From<views::AttrError> for LowerError {
    fn from(e: views::AttrError) -> LowerError {
        LowerError::from(e.message)
    }
}

type R<T> = Result<T, LowerError>;

/// Where a binding's bytes live, for overlap checks: a storage key and a byte range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// Storage identity (argument, result, arena, constant, external value).
    pub key: String,
    /// First byte.
    pub start: u64,
    /// Length.
    pub len: u64,
}

impl Place {
    fn overlaps(&self, o: &Place) -> bool {
        self.key == o.key && self.start < o.start + o.len && o.start < self.start + self.len
    }
}

/// A binding request: the value bound and where it lives.
#[derive(Clone, Debug)]
pub struct BindingInfo {
    /// The value.
    pub value: Value,
    /// Where it lives.
    pub place: Place,
    /// Written by the kernel.
    pub output: bool,
}

/// The outcome of lowering a region.
pub struct Lowered {
    /// The kernel.
    pub kernel: Kernel,
    /// What each binding is.
    pub bindings: Vec<BindingInfo>,
}

/// The element type the compiled path stores for an IR element type: `index` becomes `i64`;
/// `tf32` is not taken (its storage has no agreed layout).
pub fn dtype(e: ElemType) -> Result<ElemType, String> {
    match e {
        ElemType::Index => Ok(ElemType::I64),
        ElemType::TF32 => Err(format!(
            "element type {} is not supported by the compiled path",
            e.name()
        )),
        ElemType::F32
        | ElemType::F64
        | ElemType::F16
        | ElemType::BF16
        | ElemType::F4E2M1FN
        | ElemType::F6E2M3FN
        | ElemType::F6E3M2FN
        | ElemType::F8E3M4
        | ElemType::F8E4M3
        | ElemType::F8E4M3FN
        | ElemType::F8E4M3FNUZ
        | ElemType::F8E4M3B11FNUZ
        | ElemType::F8E5M2
        | ElemType::F8E5M2FNUZ
        | ElemType::F8E8M0FNU
        | ElemType::I1
        | ElemType::I2
        | ElemType::I4
        | ElemType::I8
        | ElemType::I16
        | ElemType::I32
        | ElemType::I64
        | ElemType::UI2
        | ElemType::UI4
        | ElemType::UI8
        | ElemType::UI16
        | ElemType::UI32
        | ElemType::UI64
        | ElemType::C64
        | ElemType::C128 => Ok(e),
    }
}

/// The type a contraction producing `rt` computes in: `f32` for the float types narrower than it
/// (converted back when stored), the result type otherwise.
fn compute_type(rt: ElemType) -> ElemType {
    match storage::domain(rt) {
        storage::Domain::F if rt != ElemType::F64 => ElemType::F32,
        storage::Domain::F32 | storage::Domain::F | storage::Domain::I | storage::Domain::C => rt,
    }
}

/// The bit pattern ([`Node::Const`]) of integer `v` converted to type `t` as `convert` does.
fn int_const_bits(t: ElemType, v: i64) -> Result<u128, String> {
    let l = lane::convert(ElemType::I64, t, &Lane::I(vec![v])).map_err(|e| e.to_string())?;
    Ok(lane::to_bits(t, &l, 0))
}

/// The bytes of a constant of element type `t` and `n` elements (a splat is repeated), each the
/// little-endian bit pattern the compiled path stores ([`runtime::kernel::storage`]).
pub fn dense_bytes(d: &DenseElements, t: ElemType, n: usize) -> Result<Vec<u8>, String> {
    let lane = match (&d.values, storage::domain(t)) {
        (DenseValues::Float(v), storage::Domain::F32 | storage::Domain::F) => {
            let mut l = Lane::F(v.clone());
            lane::narrow(t, &mut l);
            l
        }
        (DenseValues::Int(v), storage::Domain::I) => Lane::I(v.clone()),
        (DenseValues::Complex(v), storage::Domain::C) => {
            let mut l = Lane::C(v.iter().map(|&(re, im)| lane::C::new(re, im)).collect());
            lane::narrow(t, &mut l);
            l
        }
        (DenseValues::Float(_), storage::Domain::I | storage::Domain::C)
        | (DenseValues::Int(_), storage::Domain::F32 | storage::Domain::F | storage::Domain::C)
        | (
            DenseValues::Complex(_),
            storage::Domain::F32 | storage::Domain::F | storage::Domain::I,
        ) => return Err(format!("a constant whose values do not fit its type {t}")),
    };
    let stored = lane.len();
    if stored != n && stored != 1 {
        return Err(format!("a constant of {stored} values for {n} elements"));
    }
    let es = t.byte_size();
    let mut out = Vec::with_capacity(n * es);
    for i in 0..n {
        let bits = lane::to_bits(t, &lane, if stored == 1 { 0 } else { i });
        out.extend_from_slice(&bits.to_le_bytes()[..es]);
    }
    Ok(out)
}

/// The value of a constant op (`stablehlo.constant`, `arith.constant`) as a dense attribute.
pub fn constant_attr(m: &Module, op: Op) -> Result<DenseElements, String> {
    let d = &m.ops[op];
    let ty = m.ty(d.results[0]).clone();
    match d.attr("value") {
        Some(Attribute::Dense(de)) => Ok(de.clone()),
        Some(Attribute::Int { value, .. }) => {
            Ok(DenseElements::new(ty, DenseValues::Int(vec![*value])))
        }
        Some(Attribute::Float { value, .. }) => {
            Ok(DenseElements::new(ty, DenseValues::Float(vec![*value])))
        }
        Some(Attribute::Bool(b)) => Ok(DenseElements::new(ty, DenseValues::Int(vec![*b as i64]))),
        _ => Err("a constant without a value".into()),
    }
}

fn shape_of(t: &Type) -> Vec<u64> {
    t.shape()
        .map(|s| s.iter().map(|&d| d.max(0) as u64).collect())
        .unwrap_or_default()
}

/// A lazy scalar expression over its value's index space.
#[derive(Clone, Debug)]
enum L {
    Load(Buf, IndexMap),
    Const(u128),
    Iota { dim: usize, scale: i64, offset: i64 },
    Param(u32),
    Un(UnaryOp, Rc<T>),
    Bin(BinaryOp, Rc<T>, Rc<T>),
    Cmp(CompareDirection, CompareType, Rc<T>, Rc<T>),
    Sel(Rc<T>, Rc<T>, Rc<T>),
    Clamp(Rc<T>, Rc<T>, Rc<T>),
    Convert(Rc<T>),
    Bitcast(Rc<T>),
    ReducePrecision(Rc<T>, u32, u32),
}

/// A typed lazy node.
#[derive(Clone, Debug)]
struct T {
    ty: ElemType,
    l: L,
}

fn node(ty: ElemType, l: L) -> Rc<T> {
    Rc::new(T { ty, l })
}

/// For each input dimension: the output dimension it follows (or none), a scale and an addend.
type Remap = Vec<(Option<usize>, i64, i64)>;

fn remap(t: &Rc<T>, r: &Remap, out_rank: usize) -> Result<Rc<T>, String> {
    let m = |x: &Rc<T>| remap(x, r, out_rank);
    let l = match &t.l {
        L::Load(b, mp) => {
            let mut off = mp.offset;
            let mut st = vec![0i64; out_rank];
            for (i, &(od, sc, add)) in r.iter().enumerate() {
                let s = mp.strides.get(i).copied().unwrap_or(0);
                off += s * add;
                if let Some(od) = od {
                    st[od] += s * sc;
                }
            }
            L::Load(
                *b,
                IndexMap {
                    offset: off,
                    strides: st,
                },
            )
        }
        L::Iota { dim, scale, offset } => match r.get(*dim) {
            Some(&(Some(od), sc, add)) => L::Iota {
                dim: od,
                scale: scale * sc,
                offset: offset + scale * add,
            },
            Some(&(None, _, add)) => L::Const(int_const_bits(t.ty, scale * add + offset)?),
            None => L::Const(0),
        },
        L::Const(_) | L::Param(_) => t.l.clone(),
        L::Un(o, a) => L::Un(*o, m(a)?),
        L::Bin(o, a, b) => L::Bin(*o, m(a)?, m(b)?),
        L::Cmp(d, ct, a, b) => L::Cmp(*d, *ct, m(a)?, m(b)?),
        L::Sel(c, a, b) => L::Sel(m(c)?, m(a)?, m(b)?),
        L::Clamp(c, a, b) => L::Clamp(m(c)?, m(a)?, m(b)?),
        L::Convert(a) => L::Convert(m(a)?),
        L::Bitcast(a) => L::Bitcast(m(a)?),
        L::ReducePrecision(a, e, mb) => L::ReducePrecision(m(a)?, *e, *mb),
    };
    Ok(node(t.ty, l))
}

/// Whether every load of `t` is a contiguous row-major read of `shape` (so a reshape keeps it).
fn contiguous_loads(t: &T, shape: &[u64]) -> bool {
    let rm = row_major_strides(shape);
    let c = |x: &T| contiguous_loads(x, shape);
    match &t.l {
        L::Load(_, m) => m.strides == rm || m.strides.iter().all(|&s| s == 0),
        L::Iota { .. } => false,
        L::Const(_) | L::Param(_) => true,
        L::Un(_, a) | L::Convert(a) | L::Bitcast(a) | L::ReducePrecision(a, _, _) => c(a),
        L::Bin(_, a, b) | L::Cmp(_, _, a, b) => c(a) && c(b),
        L::Sel(a, b, d) | L::Clamp(a, b, d) => c(a) && c(b) && c(d),
    }
}

/// Rewrites contiguous loads of `from` shape to contiguous loads of `to` shape.
fn reshape_loads(t: &Rc<T>, to: &[u64]) -> Rc<T> {
    let rm = row_major_strides(to);
    let r = |x: &Rc<T>| reshape_loads(x, to);
    let l = match &t.l {
        L::Load(b, m) => L::Load(
            *b,
            IndexMap {
                offset: m.offset,
                strides: if m.strides.iter().all(|&s| s == 0) {
                    vec![0; to.len()]
                } else {
                    rm
                },
            },
        ),
        L::Un(o, a) => L::Un(*o, r(a)),
        L::Convert(a) => L::Convert(r(a)),
        L::Bitcast(a) => L::Bitcast(r(a)),
        L::ReducePrecision(a, e, m) => L::ReducePrecision(r(a), *e, *m),
        L::Bin(o, a, b) => L::Bin(*o, r(a), r(b)),
        L::Cmp(d, x, a, b) => L::Cmp(*d, *x, r(a), r(b)),
        L::Sel(a, b, c) => L::Sel(r(a), r(b), r(c)),
        L::Clamp(a, b, c) => L::Clamp(r(a), r(b), r(c)),
        L::Iota { .. } | L::Const(_) | L::Param(_) => t.l.clone(),
    };
    node(t.ty, l)
}

/// Flattens trees into an [`Expr`], sharing identical subtrees by pointer.
struct Flat {
    expr: Expr,
    /// The node index of each lazy node already added, by address (shared subtrees become one
    /// node).
    memo: HashMap<*const T, u32>,
    /// Every node in `memo`, kept alive: callers add temporary trees (a remapped reduction init)
    /// and drop them, and a later node allocated at a freed node's address must not hit its memo
    /// entry (an argmax's i32 init read as its f32 init).
    pinned: Vec<Rc<T>>,
}

impl Flat {
    fn new() -> Self {
        Flat {
            expr: Expr::default(),
            memo: HashMap::new(),
            pinned: Vec::new(),
        }
    }
    fn add(&mut self, t: &Rc<T>) -> u32 {
        let key = Rc::as_ptr(t);
        if let Some(&i) = self.memo.get(&key) {
            return i;
        }
        let n = match &t.l {
            L::Load(b, m) => Node::Load {
                buf: *b,
                map: m.clone(),
            },
            L::Const(b) => Node::Const(*b),
            L::Iota { dim, scale, offset } => Node::Iota {
                dim: *dim as u32,
                scale: *scale,
                offset: *offset,
            },
            L::Param(p) => Node::Param(*p),
            L::Un(o, a) => Node::Unary(*o, self.add(a)),
            L::Bin(o, a, b) => {
                let (a, b) = (self.add(a), self.add(b));
                Node::Binary(*o, a, b)
            }
            L::Cmp(d, ct, a, b) => {
                let (a, b) = (self.add(a), self.add(b));
                Node::Compare {
                    dir: *d,
                    ty: *ct,
                    a,
                    b,
                }
            }
            L::Sel(c, a, b) => {
                let (c, a, b) = (self.add(c), self.add(a), self.add(b));
                Node::Select(c, a, b)
            }
            L::Clamp(c, a, b) => {
                let (c, a, b) = (self.add(c), self.add(a), self.add(b));
                Node::Clamp(c, a, b)
            }
            L::Convert(a) => Node::Convert(self.add(a)),
            L::Bitcast(a) => Node::Bitcast(self.add(a)),
            L::ReducePrecision(a, e, m) => Node::ReducePrecision {
                x: self.add(a),
                exponent_bits: *e,
                mantissa_bits: *m,
            },
        };
        let i = self.expr.push(t.ty, n);
        self.memo.insert(key, i);
        self.pinned.push(t.clone());
        i
    }
}

#[derive(Clone, Debug)]
enum KVal {
    Lazy(Rc<T>),
    Mat(Buf),
}

struct Ctx<'a> {
    m: &'a Module,
    kernel: Kernel,
    vals: HashMap<Value, KVal>,
    /// Returned value -> output binding (first use).
    dest: HashMap<Value, Buf>,
    dest_used: Vec<Buf>,
    /// Where each binding's bytes live.
    places: HashMap<Buf, Place>,
    /// Ops whose results an earlier op's step already wrote (a top-k's slices): not lowered again.
    written_by_producer: std::collections::HashSet<Op>,
}

/// `arith.cmpf` (floats) or `arith.cmpi` (integers) with predicate `pred` on `a` and `b`, as
/// StableHLO compares and logical ops: the ordered float predicates are compares, the unordered
/// ones negations of ordered ones, `ord`/`uno` tests of NaN; `cmpi`'s `u*` predicates compare
/// unsigned.
fn arith_compare(float: bool, pred: &str, a: Rc<T>, b: Rc<T>) -> Option<Rc<T>> {
    use CompareDirection as D;
    let i1 = ElemType::I1;
    let ct = if float {
        CompareType::Float
    } else {
        CompareType::Signed
    };
    let cmp =
        |d: D, ct: CompareType, x: &Rc<T>, y: &Rc<T>| node(i1, L::Cmp(d, ct, x.clone(), y.clone()));
    let c = |d: D| cmp(d, ct, &a, &b);
    let u = |d: D| cmp(d, CompareType::Unsigned, &a, &b);
    let not = |x: Rc<T>| node(i1, L::Un(UnaryOp::Not, x));
    let or = |x: Rc<T>, y: Rc<T>| node(i1, L::Bin(BinaryOp::Or, x, y));
    let nan = |x: &Rc<T>| cmp(D::Ne, CompareType::Float, x, x);
    Some(match (float, pred) {
        (_, "true") => node(i1, L::Const(1)),
        (_, "false") => node(i1, L::Const(0)),
        (true, "oeq") | (false, "eq") => c(D::Eq),
        (true, "une") | (false, "ne") => c(D::Ne),
        (true, "ogt") | (false, "sgt") => c(D::Gt),
        (true, "oge") | (false, "sge") => c(D::Ge),
        (true, "olt") | (false, "slt") => c(D::Lt),
        (true, "ole") | (false, "sle") => c(D::Le),
        (true, "one") => or(c(D::Lt), c(D::Gt)),
        (true, "ueq") => not(or(c(D::Lt), c(D::Gt))),
        (true, "ugt") => not(c(D::Le)),
        (true, "uge") => not(c(D::Lt)),
        (true, "ult") => not(c(D::Ge)),
        (true, "ule") => not(c(D::Gt)),
        (true, "ord") => not(or(nan(&a), nan(&b))),
        (true, "uno") => or(nan(&a), nan(&b)),
        (false, "ugt") => u(D::Gt),
        (false, "uge") => u(D::Ge),
        (false, "ult") => u(D::Lt),
        (false, "ule") => u(D::Le),
        _ => return None,
    })
}

impl Ctx<'_> {
    fn ty(&self, v: Value) -> Result<(ElemType, Vec<u64>), String> {
        let t = self.m.ty(v);
        let e = t.elem().ok_or("a value without an element type")?;
        Ok((dtype(e)?, shape_of(t)))
    }

    fn scratch(&mut self, dt: ElemType, elements: u64) -> Buf {
        self.kernel.scratch.push(BufDecl {
            dtype: dt,
            elements,
            writable: true,
        });
        Buf::Scratch((self.kernel.scratch.len() - 1) as u32)
    }

    /// The buffer a materializing op producing `v` writes to.
    fn dest_for(&mut self, v: Value) -> Result<Buf, String> {
        if let Some(&b) = self.dest.get(&v) {
            if !self.dest_used.contains(&b) {
                self.dest_used.push(b);
                return Ok(b);
            }
        }
        let (dt, shape) = self.ty(v)?;
        Ok(self.scratch(dt, num_elements(&shape)))
    }

    fn lazy(&self, v: Value) -> Result<Rc<T>, String> {
        let (dt, shape) = self.ty(v)?;
        match self.vals.get(&v) {
            Some(KVal::Lazy(t)) => Ok(t.clone()),
            Some(KVal::Mat(b)) => Ok(node(
                dt,
                L::Load(
                    *b,
                    IndexMap {
                        offset: 0,
                        strides: row_major_strides(&shape),
                    },
                ),
            )),
            None => Err("internal: value used before it is lowered".into()),
        }
    }

    /// Writes the lazy tree `t` over `shape` into a fresh scratch buffer.
    fn materialize(&mut self, t: &Rc<T>, shape: Vec<u64>) -> Buf {
        let dst = self.scratch(t.ty, num_elements(&shape));
        let mut f = Flat::new();
        let n = f.add(t);
        self.kernel.steps.push(Step::Map(steps::Map {
            shape,
            expr: f.expr,
            outputs: vec![(dst, n)],
        }));
        dst
    }

    /// The buffer holding `v` row-major (materializing a lazy value into scratch).
    fn mat(&mut self, v: Value) -> Result<Buf, String> {
        match self.vals.get(&v).cloned() {
            Some(KVal::Mat(b)) => Ok(b),
            Some(KVal::Lazy(t)) => {
                let (_, shape) = self.ty(v)?;
                // A plain contiguous load of a whole buffer needs no copy.
                if let L::Load(b, m) = &t.l {
                    if m.offset == 0 && m.strides == row_major_strides(&shape) {
                        return Ok(*b);
                    }
                }
                let dst = self.materialize(&t, shape);
                self.vals.insert(v, KVal::Mat(dst));
                Ok(dst)
            }
            None => Err("internal: value used before it is lowered".into()),
        }
    }

    /// `v` row-major in a buffer of element type `t`: `v` itself when it has that type, else a
    /// scratch buffer of `v` converted.
    fn mat_as(&mut self, v: Value, t: ElemType) -> Result<Buf, String> {
        let (vt, shape) = self.ty(v)?;
        if vt == t {
            return self.mat(v);
        }
        let x = self.lazy(v)?;
        Ok(self.materialize(&node(t, L::Convert(x)), shape))
    }

    /// A strided view (offset, per-dimension strides) of `v` as element type `t`, without
    /// copying when `v` has that type and is a view of a buffer.
    fn strided_as(&mut self, v: Value, t: ElemType) -> Result<(Buf, IndexMap), String> {
        let (vt, shape) = self.ty(v)?;
        if vt == t {
            if let Some(KVal::Lazy(x)) = self.vals.get(&v) {
                if let L::Load(b, m) = &x.l {
                    return Ok((*b, m.clone()));
                }
            }
        }
        let b = self.mat_as(v, t)?;
        Ok((
            b,
            IndexMap {
                offset: 0,
                strides: row_major_strides(&shape),
            },
        ))
    }

    /// Where a materializing op computing in `ct` writes its result `r`: the result's own
    /// destination when `r` has type `ct`; else a scratch buffer of `ct` that the result reads
    /// converted (lazily, so the conversion fuses with what follows).
    fn dest_as(&mut self, r: Value, ct: ElemType) -> Result<Buf, String> {
        let (rt, shape) = self.ty(r)?;
        if rt == ct {
            let b = self.dest_for(r)?;
            self.vals.insert(r, KVal::Mat(b));
            return Ok(b);
        }
        let b = self.scratch(ct, num_elements(&shape));
        let x = node(
            ct,
            L::Load(
                b,
                IndexMap {
                    offset: 0,
                    strides: row_major_strides(&shape),
                },
            ),
        );
        self.vals.insert(r, KVal::Lazy(node(rt, L::Convert(x))));
        Ok(b)
    }

    fn lower_op(&mut self, op: Op) -> R<()> {
        let m = self.m;
        let d = &m.ops[op];
        let span = d.span;
        let res = d.results.first().copied();
        let out = |s: &Self| -> Result<(ElemType, Vec<u64>), String> {
            s.ty(res.ok_or("an op without results")?)
        };
        let set = |s: &mut Self, t: Rc<T>| -> R<()> {
            let r = res.ok_or("an op without results")?;
            s.vals.insert(r, KVal::Lazy(t));
            Ok(())
        };
        let lazy = |s: &mut Self, l: L| -> R<()> {
            let (dt, _) = out(s)?;
            set(s, node(dt, l))
        };
        let operand = |s: &Self, i: usize| -> R<Rc<T>> {
            let v = *d.operands.get(i).ok_or("a missing operand")?;
            Ok(s.lazy(v)?)
        };
        let kind = super::core_op(m, op)?;
        match kind {
            CoreOp::Unary(u) => {
                let a = operand(self, 0)?;
                lazy(self, L::Un(u, a))
            }
            CoreOp::Binary(b) => {
                let (x, y) = (operand(self, 0)?, operand(self, 1)?);
                lazy(self, L::Bin(b, x, y))
            }
            CoreOp::Arith(a) => self.arith(op, a),
            CoreOp::Constant => {
                let (dt, shape) = out(self)?;
                let de = constant_attr(m, op)?;
                let n = num_elements(&shape) as usize;
                let bytes = dense_bytes(&de, dt, n)?;
                let es = dt.byte_size();
                if n == 0 || bytes.chunks(es).all(|c| c == &bytes[..es]) {
                    let mut b = [0u8; 16];
                    b[..es.min(bytes.len())].copy_from_slice(&bytes[..es.min(bytes.len())]);
                    return lazy(self, L::Const(u128::from_le_bytes(b)));
                }
                Err("a non-splat constant inside a dispatch region".into())
            }
            CoreOp::Iota => {
                let dim = views::Iota::read(m, op)?.dimension as usize;
                lazy(
                    self,
                    L::Iota {
                        dim,
                        scale: 1,
                        offset: 0,
                    },
                )
            }
            CoreOp::BroadcastInDim => {
                let (_, oshape) = out(self)?;
                let (_, ishape) = self.ty(d.operands[0])?;
                let dims = views::Dims::read(m, op)?.dims;
                let r: Remap = ishape
                    .iter()
                    .enumerate()
                    .map(|(i, &s)| {
                        let od = dims[i] as usize;
                        if s == 1 && oshape[od] != 1 {
                            (None, 0, 0)
                        } else {
                            (Some(od), 1, 0)
                        }
                    })
                    .collect();
                let a = operand(self, 0)?;
                set(self, remap(&a, &r, oshape.len())?)
            }
            CoreOp::Transpose => {
                let (_, oshape) = out(self)?;
                let perm = views::Dims::read(m, op)?.dims;
                let r: Remap = (0..perm.len())
                    .map(|i| (perm.iter().position(|&p| p as usize == i), 1, 0))
                    .collect();
                let a = operand(self, 0)?;
                set(self, remap(&a, &r, oshape.len())?)
            }
            CoreOp::Slice => {
                let (_, oshape) = out(self)?;
                let v = views::Slice::read(m, op)?;
                let r: Remap = (0..v.start.len())
                    .map(|i| (Some(i), v.strides[i], v.start[i]))
                    .collect();
                let a = operand(self, 0)?;
                set(self, remap(&a, &r, oshape.len())?)
            }
            CoreOp::Reverse => {
                let (_, oshape) = out(self)?;
                let dims = views::Dims::read(m, op)?.dims;
                let r: Remap = (0..oshape.len())
                    .map(|i| {
                        if dims.contains(&(i as i64)) {
                            (Some(i), -1, oshape[i] as i64 - 1)
                        } else {
                            (Some(i), 1, 0)
                        }
                    })
                    .collect();
                let a = operand(self, 0)?;
                set(self, remap(&a, &r, oshape.len())?)
            }
            CoreOp::Reshape | CoreOp::OptimizationBarrier | CoreOp::TensorExtract => {
                for (i, &r) in d.results.iter().enumerate() {
                    let src = d.operands[i];
                    let (_, oshape) = self.ty(r)?;
                    let (_, ishape) = self.ty(src)?;
                    let a = self.lazy(src)?;
                    let v = if ishape == oshape {
                        a
                    } else if contiguous_loads(&a, &ishape) {
                        reshape_loads(&a, &oshape)
                    } else {
                        let b = self.mat(src)?;
                        node(
                            a.ty,
                            L::Load(
                                b,
                                IndexMap {
                                    offset: 0,
                                    strides: row_major_strides(&oshape),
                                },
                            ),
                        )
                    };
                    self.vals.insert(r, KVal::Lazy(v));
                }
                Ok(())
            }
            CoreOp::Convert => {
                let a = operand(self, 0)?;
                lazy(self, L::Convert(a))
            }
            CoreOp::BitcastConvert => self.bitcast(op),
            CoreOp::ReducePrecision => {
                let v = views::ReducePrecision::read(m, op)?;
                let bits = |x: i64| u32::try_from(x).ok().filter(|&b| b <= 64);
                let (Some(e), Some(mb)) = (bits(v.exponent_bits), bits(v.mantissa_bits)) else {
                    return Err(LowerError::unsupported(
                        span,
                        "reduce_precision with more than 64 exponent or mantissa bits",
                    ));
                };
                let a = operand(self, 0)?;
                lazy(self, L::ReducePrecision(a, e, mb))
            }
            CoreOp::Compare => {
                let v = views::Compare::read(m, op)?;
                let (x, y) = (operand(self, 0)?, operand(self, 1)?);
                lazy(self, L::Cmp(v.direction, v.compare_type, x, y))
            }
            CoreOp::Select | CoreOp::Clamp => {
                let (_, oshape) = out(self)?;
                let mut xs = Vec::new();
                for &v in &d.operands {
                    let (_, s) = self.ty(v)?;
                    let t = self.lazy(v)?;
                    // Scalar operands broadcast.
                    xs.push(if s.is_empty() && !oshape.is_empty() {
                        remap(&t, &vec![], oshape.len())?
                    } else {
                        t
                    });
                }
                let [a, b, c] = <[Rc<T>; 3]>::try_from(xs).map_err(|_| "three operands")?;
                if kind == CoreOp::Select {
                    lazy(self, L::Sel(a, b, c))
                } else {
                    lazy(self, L::Clamp(a, b, c))
                }
            }
            CoreOp::DotGeneral => self.dot(op),
            CoreOp::Convolution => self.conv(op),
            CoreOp::Reduce => self.reduce(op),
            CoreOp::ReduceWindow => self.reduce_window(op),
            CoreOp::Gather => self.gather(op),
            CoreOp::Scatter => self.scatter(op),
            CoreOp::Concatenate => self.concatenate(op),
            CoreOp::Pad => self.pad(op),
            CoreOp::DynamicSlice => self.dynamic_slice(op),
            CoreOp::DynamicUpdateSlice => self.dynamic_update_slice(op),
            CoreOp::Sort => self.sort(op),
            CoreOp::SelectAndScatter => self.select_and_scatter(op),
            CoreOp::RngBitGenerator => self.rng_bit_generator(op),
            CoreOp::Fft => self.fft(op),
            CoreOp::Cholesky => self.cholesky(op),
            CoreOp::TriangularSolve => self.triangular_solve(op),
            // Only LAPACK calls are put in dispatch regions (`form-dispatches`); checks stay
            // outside.
            CoreOp::CustomCall => self.lapack(op),
            // A call left inside a body (a reduction combiner calling a public function, which
            // `inline` keeps) needs calls from kernels.
            CoreOp::Call => Err(LowerError::unsupported(
                span,
                "`func.call` inside a reduction or window body to a function that is not inlined \
                 (a public one) is not supported by the compiled path yet: issue #12 (calls)",
            )),
            // Structure, aliases, checks, instrumentation and globals stay outside dispatch
            // regions.
            CoreOp::Check(_)
            | CoreOp::Print
            | CoreOp::Probe
            | CoreOp::MlGlobal
            | CoreOp::GlobalLoad
            | CoreOp::GlobalStore
            | CoreOp::Module
            | CoreOp::Func
            | CoreOp::Return
            | CoreOp::Alias
            | CoreOp::Dealloc
            | CoreOp::DispatchRegion
            | CoreOp::DispatchReturn
            | CoreOp::Clone
            | CoreOp::StablehloReturn
            | CoreOp::Br
            | CoreOp::CondBr => {
                Err(format!("`{}` inside a dispatch region", kind.name()).into())
            }
            // Collectives run as instructions of their own, never inside a kernel.
            dialect::distributed_core_ops!() => Err(LowerError::unsupported(
                span,
                format!(
                    "`{}` inside a region body (of a reduction, a sort, ...) is not supported on \
                     the compiled path",
                    kind.name()
                ),
            )),
            // Control flow inside a body (a reduction's, a sort's) needs branches in kernels.
            CoreOp::While | CoreOp::If | CoreOp::Case => Err(LowerError::unsupported(
                span,
                format!(
                    "`{}` is not supported by the compiled path yet: the CPU backend has no lowering for it",
                    kind.name()
                ),
            )),
        }
    }

    /// An `arith` op, in StableHLO's terms ([`ArithOp::semantics`]).
    fn arith(&mut self, op: Op, a: ArithOp) -> R<()> {
        let m = self.m;
        let d = &m.ops[op];
        let r = d.results[0];
        let (rt, _) = self.ty(r)?;
        let x = self.lazy(d.operands[0])?;
        let y = match d.operands.get(1) {
            Some(&v) => Some(self.lazy(v)?),
            None => None,
        };
        let second = || -> Result<Rc<T>, String> { y.clone().ok_or("a missing operand".into()) };
        // The same integer read as unsigned, for the `u` ops on signless (signed) types.
        let unsigned = |t: &Rc<T>| -> Rc<T> {
            let ut = match t.ty {
                ElemType::I8 => ElemType::UI8,
                ElemType::I16 => ElemType::UI16,
                ElemType::I32 => ElemType::UI32,
                ElemType::I64 => ElemType::UI64,
                other => other,
            };
            if ut == t.ty {
                t.clone()
            } else {
                node(ut, L::Bitcast(t.clone()))
            }
        };
        let t = match a.semantics() {
            ArithSemantics::Constant => {
                return Err("a constant inside a dispatch region".into());
            }
            ArithSemantics::FloatBinary(b) | ArithSemantics::SignedBinary(b) => {
                node(rt, L::Bin(b, x, second()?))
            }
            ArithSemantics::UnsignedBinary(b) => {
                let (ux, uy) = (unsigned(&x), unsigned(&second()?));
                let v = node(ux.ty, L::Bin(b, ux, uy));
                if v.ty == rt {
                    v
                } else {
                    node(rt, L::Bitcast(v))
                }
            }
            ArithSemantics::NumBinary(max) => {
                // The number when one operand is NaN: select(isnan(a), b, select(isnan(b), a,
                // max(a, b))).
                let y = second()?;
                let nan = |v: &Rc<T>| {
                    node(
                        ElemType::I1,
                        L::Cmp(
                            CompareDirection::Ne,
                            CompareType::Float,
                            v.clone(),
                            v.clone(),
                        ),
                    )
                };
                let op = if max {
                    BinaryOp::Maximum
                } else {
                    BinaryOp::Minimum
                };
                let both = node(rt, L::Bin(op, x.clone(), y.clone()));
                let inner = node(rt, L::Sel(nan(&y), x.clone(), both));
                node(rt, L::Sel(nan(&x), y, inner))
            }
            ArithSemantics::Negate => node(rt, L::Un(UnaryOp::Negate, x)),
            ArithSemantics::Compare => {
                let pred = d.attr("predicate").and_then(|p| p.as_enum()).unwrap_or("");
                arith_compare(a == ArithOp::CmpF, pred, x, second()?).ok_or_else(|| {
                    LowerError::unsupported(
                        d.span,
                        format!("`{}` with predicate `{pred}`", a.name()),
                    )
                })?
            }
            ArithSemantics::Select => {
                let z = match d.operands.get(2) {
                    Some(&v) => self.lazy(v)?,
                    None => return Err("a missing operand".into()),
                };
                node(rt, L::Sel(x, second()?, z))
            }
            ArithSemantics::Convert(false) => node(rt, L::Convert(x)),
            ArithSemantics::Convert(true) => {
                // Integers on either side are read (or written) as unsigned.
                let from = unsigned(&x);
                let to = match rt {
                    ElemType::I8 => ElemType::UI8,
                    ElemType::I16 => ElemType::UI16,
                    ElemType::I32 => ElemType::UI32,
                    ElemType::I64 => ElemType::UI64,
                    other => other,
                };
                let v = node(to, L::Convert(from));
                if to == rt {
                    v
                } else {
                    node(rt, L::Bitcast(v))
                }
            }
            ArithSemantics::Bitcast => node(rt, L::Bitcast(x)),
        };
        self.vals.insert(r, KVal::Lazy(t));
        Ok(())
    }

    /// `bitcast_convert`: the same bits in another type of the same width, lazily; between widths
    /// a byte copy of the whole operand (the result's bytes are the operand's, little-endian).
    fn bitcast(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        let (v, r) = (d.operands[0], d.results[0]);
        let (it, _) = self.ty(v)?;
        let (ot, oshape) = self.ty(r)?;
        if it.bits() == ot.bits() {
            let a = self.lazy(v)?;
            self.vals.insert(r, KVal::Lazy(node(ot, L::Bitcast(a))));
            return Ok(());
        }
        if it.bits() % 8 != 0 || ot.bits() % 8 != 0 {
            return Err(LowerError::unsupported(
                d.span,
                format!(
                    "bitcast_convert from {it} to {ot} is not supported by the compiled path (a sub-byte type has no byte view)"
                ),
            ));
        }
        let src = self.mat(v)?;
        let dst = self.dest_for(r)?;
        let bytes = num_elements(&oshape) * ot.byte_size() as u64;
        self.kernel
            .steps
            .push(Step::CopyBytes(steps::CopyBytes { src, dst, bytes }));
        self.vals.insert(r, KVal::Mat(dst));
        Ok(())
    }
    /// `dot_general` as one [`Step::Dot`] in the type the result computes in
    /// ([`compute_type`]), operands converted to it when their type differs (a `bf16` or `f16`
    /// operand of an f32 product by the step itself, a panel at a time).
    fn dot(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        let dd = views::DotGeneral::read(self.m, op)?.dims;
        let r = d.results[0];
        let (dt, oshape) = self.ty(r)?;
        let ct = compute_type(dt);
        let (lv, rv) = (d.operands[0], d.operands[1]);
        let (_, lshape) = self.ty(lv)?;
        let (_, rshape) = self.ty(rv)?;
        let u = |v: &[i64]| v.iter().map(|&x| x as usize).collect::<Vec<_>>();
        let (lb, rb, lc, rc) = (
            u(&dd.lhs_batch),
            u(&dd.rhs_batch),
            u(&dd.lhs_contract),
            u(&dd.rhs_contract),
        );
        let lf: Vec<usize> = (0..lshape.len())
            .filter(|i| !lb.contains(i) && !lc.contains(i))
            .collect();
        let rf: Vec<usize> = (0..rshape.len())
            .filter(|i| !rb.contains(i) && !rc.contains(i))
            .collect();
        let prod = |s: &[u64], ds: &[usize]| ds.iter().map(|&i| s[i]).product::<u64>();
        let (mm, nn, kk) = (prod(&lshape, &lf), prod(&rshape, &rf), prod(&lshape, &lc));
        // Collapse a group of dimensions into one (size, stride) if the strides allow.
        fn collapse(shape: &[u64], strides: &[i64], dims: &[usize]) -> Option<i64> {
            let ds: Vec<usize> = dims.iter().copied().filter(|&i| shape[i] != 1).collect();
            if ds.is_empty() {
                return Some(0);
            }
            for w in ds.windows(2) {
                if strides[w[0]] != strides[w[1]] * shape[w[1]] as i64 {
                    return None;
                }
            }
            Some(strides[*ds.last()?])
        }
        let operand = |s: &mut Self,
                       v: Value,
                       shape: &[u64],
                       b: &[usize],
                       f: &[usize],
                       c: &[usize],
                       lhs: bool|
         -> Result<(Buf, i64, i64, i64, Vec<i64>), String> {
            // A `bf16` or `f16` operand of an f32 product is read as it is stored: the step
            // converts it a panel at a time (`steps::Dot`), so no whole f32 copy exists. Not for
            // vector-like products (a side of 1, or `k` of 2 or less), where the GEMM library
            // takes other paths whose sums could differ in the last bit.
            let narrow = ct == ElemType::F32
                && mm >= 2
                && nn >= 2
                && kk >= 3
                && matches!(s.ty(v)?.0, ElemType::BF16 | ElemType::F16);
            let (buf, map) = if narrow {
                let vt = s.ty(v)?.0;
                s.strided_as(v, vt)?
            } else {
                s.strided_as(v, ct)?
            };
            let et = if narrow { s.ty(v)?.0 } else { ct };
            let (fs, cs) = (
                collapse(shape, &map.strides, f),
                collapse(shape, &map.strides, c),
            );
            if let (Some(fs), Some(cs)) = (fs, cs) {
                let bs = b.iter().map(|&i| map.strides[i]).collect();
                return Ok(if lhs {
                    (buf, map.offset, fs, cs, bs)
                } else {
                    (buf, map.offset, cs, fs, bs)
                });
            }
            // Copy into [batch, free, contracting] (lhs) or [batch, contracting, free] (rhs) order.
            let order: Vec<usize> = if lhs {
                b.iter().chain(f).chain(c).copied().collect()
            } else {
                b.iter().chain(c).chain(f).copied().collect()
            };
            let tshape: Vec<u64> = order.iter().map(|&i| shape[i]).collect();
            let tst = row_major_strides(&tshape);
            let dst = s.scratch(et, num_elements(&tshape));
            let mut st = vec![0i64; order.len()];
            for (j, &i) in order.iter().enumerate() {
                st[j] = map.strides[i];
            }
            let mut e = Expr::default();
            let n = e.push(
                et,
                Node::Load {
                    buf,
                    map: IndexMap {
                        offset: map.offset,
                        strides: st,
                    },
                },
            );
            s.kernel.steps.push(Step::Map(steps::Map {
                shape: tshape.clone(),
                expr: e,
                outputs: vec![(dst, n)],
            }));
            let nb = b.len();
            let (fsz, csz) = (prod(shape, f) as i64, prod(shape, c) as i64);
            let bs = (0..nb).map(|j| tst[j]).collect();
            Ok(if lhs {
                (dst, 0, csz, 1, bs)
            } else {
                (dst, 0, fsz, 1, bs)
            })
        };
        let (lbuf, loff, lrs, lcs, lbs) = operand(self, lv, &lshape, &lb, &lf, &lc, true)?;
        let (rbuf, roff, rrs, rcs, rbs) = operand(self, rv, &rshape, &rb, &rf, &rc, false)?;
        let out = self.dest_as(r, ct)?;
        let ost = row_major_strides(&oshape);
        let batch = (0..lb.len())
            .map(|j| (lshape[lb[j]], lbs[j], rbs[j], ost[j]))
            .collect();
        self.kernel.steps.push(Step::Dot(steps::Dot {
            dtype: ct,
            m: mm,
            n: nn,
            k: kk,
            batch,
            lhs: MatRef {
                buf: lbuf,
                offset: loff,
                rs: lrs,
                cs: lcs,
            },
            rhs: MatRef {
                buf: rbuf,
                offset: roff,
                rs: rrs,
                cs: rcs,
            },
            out: MatRef {
                buf: out,
                offset: 0,
                rs: nn as i64,
                cs: 1,
            },
            accumulate: None,
        }));
        Ok(())
    }

    /// Lowers a reduction body region to a [`Body`] over `2n` parameters.
    fn body(&mut self, op: Op, n_acc: usize) -> R<Body> {
        self.region_body(op, 0, n_acc)
    }

    /// Region `index` of `op` as a scalar [`Body`] returning `n_results` values.
    fn region_body(&mut self, op: Op, index: usize, n_results: usize) -> R<Body> {
        let n_acc = n_results;
        let m = self.m;
        let d = &m.ops[op];
        let region = *d.regions.get(index).ok_or("a reduction without a body")?;
        let block = *m.regions[region].blocks.first().ok_or("an empty body")?;
        let mut saved = HashMap::new();
        for (i, &a) in m.blocks[block].args.iter().enumerate() {
            let (dt, _) = self.ty(a)?;
            saved.insert(
                a,
                self.vals
                    .insert(a, KVal::Lazy(node(dt, L::Param(i as u32)))),
            );
        }
        let mut results = vec![];
        for &o in &m.blocks[block].ops {
            let od = &m.ops[o];
            if od.is(OpKind::StablehloReturn) {
                results = od.operands.clone();
                break;
            }
            if !od.regions.is_empty() {
                return Err(LowerError::unsupported(
                    od.span,
                    format!(
                        "`{}` inside a reduction body is not supported by the compiled path",
                        od.name
                    ),
                ));
            }
            let before = self.kernel.steps.len();
            self.lower_op(o)?;
            if self.kernel.steps.len() != before {
                return Err(LowerError::unsupported(
                    od.span,
                    format!(
                        "`{}` inside a reduction body is not supported by the compiled path",
                        od.name
                    ),
                ));
            }
        }
        if results.len() != n_acc {
            return Err("a reduction body returns the wrong number of values".into());
        }
        let mut f = Flat::new();
        let mut rs = vec![];
        for v in results {
            let t = self.lazy(v)?;
            if !matches!(t.l, L::Load(..)) {
                rs.push(f.add(&t));
            } else {
                return Err("a reduction body reads a tensor from outside".into());
            }
        }
        if f.expr.nodes.iter().any(|n| matches!(n, Node::Load { .. })) {
            return Err("a reduction body reads a tensor from outside".into());
        }
        Ok(Body {
            expr: f.expr,
            results: rs,
        })
    }

    fn reduce(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        let n = d.operands.len() / 2;
        let (_, in_shape) = self.ty(d.operands[0])?;
        let dims: Vec<u32> = views::Dims::read(self.m, op)?
            .dims
            .iter()
            .map(|&x| x as u32)
            .collect();
        let operands = d.operands.clone();
        let results = d.results.clone();
        let body = self.body(op, n)?;
        let mut f = Flat::new();
        let mut inputs = vec![];
        for &v in &operands[..n] {
            let t = self.lazy(v)?;
            inputs.push(f.add(&t));
        }
        let mut inits = vec![];
        for &v in &operands[n..] {
            let t = self.lazy(v)?; // rank 0
            let t = remap(&t, &vec![], in_shape.len())?;
            inits.push(f.add(&t));
        }
        let mut outs = vec![];
        for &r in &results {
            let b = self.dest_for(r)?;
            self.vals.insert(r, KVal::Mat(b));
            outs.push(b);
        }
        self.kernel.steps.push(Step::Reduce(steps::Reduce {
            in_shape,
            dims,
            expr: f.expr,
            inputs,
            inits,
            body,
            outputs: outs,
        }));
        Ok(())
    }

    /// `convolution` as one [`Step::Conv`] in the type the result computes in
    /// ([`compute_type`]), operands converted to it when their type differs.
    fn conv(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        let v = views::Convolution::read(self.m, op)?;
        let c = v.dims.clone();
        let ns = c.input_spatial.len();
        if v.batch_groups != 1 {
            return Err(LowerError::unsupported(
                d.span,
                "convolution with batch_group_count > 1 is not supported by the compiled path yet",
            ));
        }
        let (strides, lhs_dil, rhs_dil, reverse) = (
            v.strides.clone(),
            v.lhs_dilation.clone(),
            v.rhs_dilation.clone(),
            v.reversal.clone(),
        );
        let fg = v.feature_groups;
        let (r, lv, rv) = (d.results[0], d.operands[0], d.operands[1]);
        let (dt, oshape) = self.ty(r)?;
        let (_, lshape) = self.ty(lv)?;
        let (_, rshape) = self.ty(rv)?;
        let ct = compute_type(dt);
        let lhs = self.mat_as(lv, ct)?;
        let u = |x: i64| x as u32;
        // A kernel in another layout than (spatial..., input feature, output feature) — JAX's
        // input gradients swap the two features — is transposed into that layout once (kernels
        // are small), so the convolution takes the im2col + GEMM path.
        let mut korder: Vec<usize> = c.kernel_spatial.iter().map(|&x| x as usize).collect();
        korder.extend([
            c.kernel_input_feature as usize,
            c.kernel_output_feature as usize,
        ]);
        let canonical = korder.iter().enumerate().all(|(i, &x)| x == i);
        // A weight gradient as JAX's autodiff writes it (input `[f, spatial..., b]`, kernel
        // `[i, spatial..., o]`, output `[spatial..., b, f]`) is taken as it is by the runtime's
        // weight-gradient GEMM: its kernel (the forward output's gradient, as large as an
        // activation) is not transposed into a scratch copy.
        let seq = |from: usize, xs: &[i64]| (from..).zip(xs).all(|(k, &x)| x as usize == k);
        let weight_grad = fg <= 1
            && c.kernel_input_feature == 0
            && seq(1, &c.kernel_spatial)
            && c.kernel_output_feature as usize == ns + 1
            && c.input_feature == 0
            && seq(1, &c.input_spatial)
            && c.input_batch as usize == ns + 1
            && seq(0, &c.output_spatial)
            && c.output_batch as usize == ns
            && c.output_feature as usize == ns + 1
            && lhs_dil.iter().all(|&x| x == 1)
            && !reverse.iter().any(|&r| r);
        let transposable = korder.len() == rshape.len() && {
            let mut seen = korder.clone();
            seen.sort_unstable();
            seen.iter().enumerate().all(|(i, &x)| x == i)
        };
        let transpose = !canonical && !weight_grad && transposable && fg <= 1;
        let (rhs, rshape, rhs_i, rhs_o, rhs_sp) = if transpose {
            let r: Remap = (0..korder.len())
                .map(|i| (korder.iter().position(|&p| p == i), 1, 0))
                .collect();
            let t = remap(&self.lazy(rv)?, &r, korder.len())?;
            let t = if t.ty == ct {
                t
            } else {
                node(ct, L::Convert(t))
            };
            let shape: Vec<u64> = korder.iter().map(|&k| rshape[k]).collect();
            let buf = self.materialize(&t, shape.clone());
            let sp = (0..ns as u32).collect();
            (buf, shape, ns as u32, ns as u32 + 1, sp)
        } else {
            (
                self.mat_as(rv, ct)?,
                rshape,
                u(c.kernel_input_feature),
                u(c.kernel_output_feature),
                c.kernel_spatial.iter().map(|&x| u(x)).collect(),
            )
        };
        let out = self.dest_as(r, ct)?;
        let desc = ConvDesc {
            lhs_shape: lshape,
            rhs_shape: rshape,
            out_shape: oshape,
            lhs_b: u(c.input_batch),
            lhs_f: u(c.input_feature),
            lhs_sp: c.input_spatial.iter().map(|&x| u(x)).collect(),
            rhs_i,
            rhs_o,
            rhs_sp,
            out_b: u(c.output_batch),
            out_f: u(c.output_feature),
            out_sp: c.output_spatial.iter().map(|&x| u(x)).collect(),
            strides,
            pad_lo: (0..ns).map(|i| v.padding[i].0).collect(),
            lhs_dil,
            rhs_dil,
            reverse,
            feature_groups: fg.max(1) as u64,
            batch_groups: 1,
        };
        self.kernel.steps.push(Step::Conv(steps::Conv {
            dtype: ct,
            lhs,
            rhs,
            out,
            desc,
        }));
        Ok(())
    }

    fn reduce_window(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        let n = d.operands.len() / 2;
        let (operands, results) = (d.operands.clone(), d.results.clone());
        let (_, in_shape) = self.ty(operands[0])?;
        let (_, out_shape) = self.ty(results[0])?;
        let rank = in_shape.len();
        let w = views::ReduceWindow::read(self.m, op)?;
        let window: Vec<u64> = w.window.iter().map(|&x| x as u64).collect();
        let (strides, base_dil, win_dil) = (w.strides, w.base_dilations, w.window_dilations);
        let pad: Vec<i64> = w.padding.iter().map(|p| p.0).collect();
        let body = self.body(op, n)?;
        let mut inputs = vec![];
        for &v in &operands[..n] {
            inputs.push(self.mat(v)?);
        }
        let mut f = Flat::new();
        let mut inits = vec![];
        for &v in &operands[n..] {
            let it = remap(&self.lazy(v)?, &vec![], 1)?;
            inits.push(f.add(&it));
        }
        let mut outputs = vec![];
        for &r in &results {
            let b = self.dest_for(r)?;
            self.vals.insert(r, KVal::Mat(b));
            outputs.push(b);
        }
        self.kernel
            .steps
            .push(Step::ReduceWindow(steps::ReduceWindow {
                inputs,
                in_shape,
                outputs,
                out_shape,
                window,
                strides,
                base_dil,
                win_dil,
                pad_lo: (0..rank).map(|i| pad[i]).collect(),
                init: f.expr,
                inits,
                body,
            }));
        Ok(())
    }

    fn gather(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        let v = views::Gather::read(self.m, op)?;
        let g = v.dims;
        let slice_sizes: Vec<u64> = v.slice_sizes.iter().map(|&x| x as u64).collect();
        let (ov, iv, r) = (d.operands[0], d.operands[1], d.results[0]);
        let (_, os) = self.ty(ov)?;
        let (_, is) = self.ty(iv)?;
        let (_, rs) = self.ty(r)?;
        let operand = self.mat(ov)?;
        let indices = self.mat(iv)?;
        let out = self.dest_for(r)?;
        let u = |v: &[i64]| v.iter().map(|&x| x as u32).collect::<Vec<_>>();
        self.kernel.steps.push(Step::Gather(steps::Gather {
            operand,
            indices,
            out,
            desc: GatherDesc {
                operand_shape: os,
                indices_shape: is,
                out_shape: rs,
                offset_dims: u(&g.offset_dims),
                collapsed: u(&g.collapsed_slice_dims),
                operand_batching: u(&g.operand_batching_dims),
                indices_batching: u(&g.start_indices_batching_dims),
                start_index_map: u(&g.start_index_map),
                index_vector_dim: g.index_vector_dim as u32,
                slice_sizes,
            },
        }));
        self.vals.insert(r, KVal::Mat(out));
        Ok(())
    }

    fn scatter(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        // Operands: N inputs, the indices, N updates; N results.
        let n = (d.operands.len() - 1) / 2;
        let (operands, results) = (d.operands.clone(), d.results.clone());
        let s = views::Scatter::read(self.m, op)?.dims;
        let iv = operands[n];
        let (_, os) = self.ty(operands[0])?;
        let (_, is) = self.ty(iv)?;
        let (_, us) = self.ty(operands[n + 1])?;
        let body = self.body(op, n)?;
        let indices = self.mat(iv)?;
        let mut pairs = vec![];
        for k in 0..n {
            let out = self.dest_for(results[k])?;
            // An operand computed in this kernel (a splat of the initial value, say) is written
            // straight into the output, which the scatter then updates: no scratch, no copy. Its
            // other readers in the kernel keep reading the lazy value, never this buffer.
            let operand = match self.vals.get(&operands[k]).cloned() {
                Some(KVal::Lazy(t)) if !matches!(&t.l, L::Load(..)) => {
                    let mut f = Flat::new();
                    let root = f.add(&t);
                    self.kernel.steps.push(Step::Map(steps::Map {
                        shape: os.clone(),
                        expr: f.expr,
                        outputs: vec![(out, root)],
                    }));
                    out
                }
                _ => self.mat(operands[k])?,
            };
            let updates = self.mat(operands[n + 1 + k])?;
            if out != operand {
                self.kernel.steps.push(Step::Copy(steps::Copy {
                    src: operand,
                    src_offset: 0,
                    dst: out,
                    dst_offset: 0,
                    count: num_elements(&os),
                }));
            }
            self.vals.insert(results[k], KVal::Mat(out));
            pairs.push((updates, out));
        }
        let (updates, out) = pairs.remove(0);
        let u = |v: &[i64]| v.iter().map(|&x| x as u32).collect::<Vec<_>>();
        self.kernel.steps.push(Step::Scatter(steps::Scatter {
            indices,
            updates,
            out,
            more: pairs,
            desc: ScatterDesc {
                operand_shape: os,
                indices_shape: is,
                updates_shape: us,
                update_window_dims: u(&s.update_window_dims),
                inserted: u(&s.inserted_window_dims),
                input_batching: u(&s.input_batching_dims),
                indices_batching: u(&s.scatter_indices_batching_dims),
                to_operand: u(&s.scatter_dims_to_operand_dims),
                index_vector_dim: s.index_vector_dim as u32,
            },
            body,
        }));
        Ok(())
    }

    fn concatenate(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        let dim = views::Concatenate::read(self.m, op)?.dimension as usize;
        let r = d.results[0];
        let (_, oshape) = self.ty(r)?;
        let ost = row_major_strides(&oshape);
        let operands = d.operands.clone();
        let out = self.dest_for(r)?;
        let mut at = 0i64;
        for v in operands {
            let (_, s) = self.ty(v)?;
            let src = self.mat(v)?;
            self.kernel.steps.push(Step::Place(steps::Place {
                src,
                src_shape: s.clone(),
                dst: out,
                dst_offset: at * ost[dim],
                dst_strides: ost.clone(),
            }));
            at += s[dim] as i64;
        }
        self.vals.insert(r, KVal::Mat(out));
        Ok(())
    }

    fn pad(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        let (xv, pv, r) = (d.operands[0], d.operands[1], d.results[0]);
        let (_, oshape) = self.ty(r)?;
        let (_, ishape) = self.ty(xv)?;
        let pv_ = views::Pad::read(self.m, op)?;
        let (lo, int) = (pv_.low, pv_.interior);
        let rank = oshape.len();
        // Negative edge padding drops elements: only the source range [first, end) of each
        // dimension lands in the result (element j at lo + j * (interior + 1)).
        let first: Vec<i64> = (0..rank)
            .map(|i| (lo[i].min(0).unsigned_abs().div_ceil(int[i] as u64 + 1)) as i64)
            .collect();
        let end: Vec<i64> = (0..rank)
            .map(|i| {
                ((oshape[i] as i64 - lo[i]).max(0) as u64)
                    .div_ceil(int[i] as u64 + 1)
                    .min(ishape[i]) as i64
            })
            .collect();
        let pt = self.lazy(pv)?;
        let pt = remap(&pt, &vec![], rank)?;
        let placed: Vec<u64> = (0..rank)
            .map(|i| (end[i] - first[i]).max(0) as u64)
            .collect();
        let src = if placed.contains(&0) {
            None
        } else if placed == ishape {
            Some(self.mat(xv)?)
        } else {
            let (dt, _) = self.ty(xv)?;
            let r: Remap = (0..rank).map(|i| (Some(i), 1, first[i])).collect();
            let t = remap(&self.lazy(xv)?, &r, rank)?;
            let buf = self.scratch(dt, placed.iter().product());
            let mut f = Flat::new();
            let n = f.add(&t);
            self.kernel.steps.push(Step::Map(steps::Map {
                shape: placed.clone(),
                expr: f.expr,
                outputs: vec![(buf, n)],
            }));
            Some(buf)
        };
        let out = self.dest_for(r)?;
        let mut f = Flat::new();
        let n = f.add(&pt);
        self.kernel.steps.push(Step::Map(steps::Map {
            shape: oshape.clone(),
            expr: f.expr,
            outputs: vec![(out, n)],
        }));
        if let Some(src) = src {
            let ost = row_major_strides(&oshape);
            let off: i64 = (0..rank)
                .map(|i| (lo[i] + first[i] * (int[i] + 1)) * ost[i])
                .sum();
            let st: Vec<i64> = (0..rank).map(|i| ost[i] * (int[i] + 1)).collect();
            self.kernel.steps.push(Step::Place(steps::Place {
                src,
                src_shape: placed,
                dst: out,
                dst_offset: off,
                dst_strides: st,
            }));
        }
        self.vals.insert(r, KVal::Mat(out));
        Ok(())
    }

    /// The one-element buffers of a dynamic slice's start indices (operands `first..`).
    fn starts(&mut self, op: Op, first: usize) -> R<Vec<Buf>> {
        let d = &self.m.ops[op];
        let mut v = Vec::new();
        for &s in &d.operands[first..] {
            v.push(self.mat(s)?);
        }
        Ok(v)
    }

    fn dynamic_slice(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        let (ov, r) = (d.operands[0], d.results[0]);
        let (_, operand_shape) = self.ty(ov)?;
        let (_, sizes) = self.ty(r)?;
        let operand = self.mat(ov)?;
        let starts = self.starts(op, 1)?;
        let out = self.dest_for(r)?;
        self.kernel
            .steps
            .push(Step::DynamicSlice(steps::DynamicSlice {
                operand,
                operand_shape,
                starts,
                out,
                sizes,
            }));
        self.vals.insert(r, KVal::Mat(out));
        Ok(())
    }

    fn sort(&mut self, op: Op) -> R<()> {
        if let Some(t) = crate::memory::top_k_form(self.m, op, &self.m.uses()) {
            return self.top_k(op, t);
        }
        let d = &self.m.ops[op];
        let (operands, results) = (d.operands.clone(), d.results.clone());
        let (_, shape) = self.ty(operands[0])?;
        let v = views::Sort::read(self.m, op)?;
        let rank = shape.len() as i64;
        let dim = if v.dimension < 0 {
            v.dimension + rank
        } else {
            v.dimension
        };
        let comparator = self.region_body(op, 0, 1)?;
        let mut inputs = vec![];
        for &x in &operands {
            inputs.push(self.mat(x)?);
        }
        let mut outputs = vec![];
        for &r in &results {
            let b = self.dest_for(r)?;
            self.vals.insert(r, KVal::Mat(b));
            outputs.push(b);
        }
        // Every reader reads only a prefix along the sorted dimension (`form-dispatches` marks it).
        let len = usize::try_from(dim)
            .ok()
            .and_then(|d| shape.get(d).copied())
            .ok_or("a sort dimension out of range")?;
        let keep = match self.m.ops[op].attr(crate::passes::form_dispatches::SORTED_PREFIX) {
            Some(a) => a
                .as_int()
                .and_then(|k| u64::try_from(k).ok())
                .filter(|&k| k >= 1 && k <= len)
                .ok_or("a sort's sorted prefix out of range")?,
            None => len,
        };
        self.kernel.steps.push(Step::Sort(steps::Sort {
            shape,
            dim: u32::try_from(dim).map_err(|_| "a sort dimension out of range")?,
            inputs,
            outputs,
            comparator,
            keep,
        }));
        Ok(())
    }

    /// A sort that is a top-k ([`crate::memory::TopKForm`]): one `TopK` step writes the slices of
    /// its first `k` positions (the region's results, `form-dispatches` put them in the sort's
    /// region) and neither reads the iota of positions nor writes full-width sorted copies.
    fn top_k(&mut self, op: Op, t: crate::memory::TopKForm) -> R<()> {
        let x = self.m.ops[op].operands[0];
        let (_, shape) = self.ty(x)?;
        let input = self.mat(x)?;
        let mut narrow = shape.clone();
        narrow[t.dim] = t.k;
        let mut outputs = vec![];
        for (slice, dt) in t.slices.into_iter().zip([ElemType::F32, ElemType::I32]) {
            outputs.push(match slice {
                Some(s) => {
                    let r = self.m.ops[s].results[0];
                    let b = self.dest_for(r)?;
                    self.vals.insert(r, KVal::Mat(b));
                    self.written_by_producer.insert(s);
                    b
                }
                // A result nothing reads: written to scratch of its `k` positions.
                None => self.scratch(dt, num_elements(&narrow)),
            });
        }
        self.kernel.steps.push(Step::TopK(steps::TopK {
            shape,
            dim: u32::try_from(t.dim).map_err(|_| "a sort dimension out of range")?,
            k: t.k,
            descending: t.descending,
            input,
            values: outputs[0],
            indices: outputs[1],
        }));
        Ok(())
    }

    fn select_and_scatter(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        let (ov, sv, iv, r) = (d.operands[0], d.operands[1], d.operands[2], d.results[0]);
        let (_, shape) = self.ty(ov)?;
        let (_, source_shape) = self.ty(sv)?;
        let w = views::ReduceWindow::read(self.m, op)?;
        let select = self.region_body(op, 0, 1)?;
        let scatter = self.region_body(op, 1, 1)?;
        let operand = self.mat(ov)?;
        let source = self.mat(sv)?;
        let out = self.dest_for(r)?;
        // The result starts as the init value everywhere.
        let init = remap(&self.lazy(iv)?, &vec![], 1)?;
        let mut f = Flat::new();
        let n = f.add(&init);
        self.kernel.steps.push(Step::Map(steps::Map {
            shape: vec![num_elements(&shape)],
            expr: f.expr,
            outputs: vec![(out, n)],
        }));
        let u = |v: &[i64]| v.iter().map(|&x| x.max(0) as u64).collect::<Vec<_>>();
        self.kernel
            .steps
            .push(Step::SelectAndScatter(steps::SelectAndScatter {
                operand,
                shape,
                source,
                source_shape,
                out,
                window: u(&w.window),
                strides: u(&w.strides),
                pad_lo: w.padding.iter().map(|p| p.0).collect(),
                select,
                scatter,
            }));
        self.vals.insert(r, KVal::Mat(out));
        Ok(())
    }

    fn dynamic_update_slice(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        let (ov, uv, r) = (d.operands[0], d.operands[1], d.results[0]);
        let (_, out_shape) = self.ty(ov)?;
        let (_, update_shape) = self.ty(uv)?;
        let operand = self.mat(ov)?;
        let update = self.mat(uv)?;
        let starts = self.starts(op, 2)?;
        let out = self.dest_for(r)?;
        // The memory plan may give the result the operand's own bytes (a loop's carried buffer
        // updated in place): then the copy is nothing to do.
        let same = matches!((self.places.get(&operand), self.places.get(&out)), (Some(p), Some(q)) if p == q);
        if out != operand && !same {
            self.kernel.steps.push(Step::Copy(steps::Copy {
                src: operand,
                src_offset: 0,
                dst: out,
                dst_offset: 0,
                count: num_elements(&out_shape),
            }));
        }
        self.kernel
            .steps
            .push(Step::DynamicUpdateSlice(steps::DynamicUpdateSlice {
                update,
                update_shape,
                starts,
                out,
                out_shape,
            }));
        self.vals.insert(r, KVal::Mat(out));
        Ok(())
    }

    /// `rng_bit_generator`: one library step writing both results. The step reads the whole
    /// state before it writes, and `fix_hazards` redirects a result binding that overlaps the
    /// state's, as for every step.
    fn rng_bit_generator(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        let algorithm = views::RngBitGenerator::read(self.m, op)?.algorithm;
        let (sv, rs, ro) = (d.operands[0], d.results[0], d.results[1]);
        let (_, shape) = self.ty(ro)?;
        let state = self.mat(sv)?;
        let out_state = self.dest_for(rs)?;
        let out = self.dest_for(ro)?;
        self.kernel
            .steps
            .push(Step::RngBitGenerator(steps::RngBitGenerator {
                algorithm,
                state,
                out_state,
                out,
                shape,
            }));
        self.vals.insert(rs, KVal::Mat(out_state));
        self.vals.insert(ro, KVal::Mat(out));
        Ok(())
    }
}

/// The type the linear-algebra steps compute element type `t` in (their `work` slot's type).
fn linalg_work_type(t: ElemType) -> ElemType {
    if t.is_complex() {
        ElemType::C128
    } else {
        ElemType::F64
    }
}

impl Ctx<'_> {
    /// `stablehlo.fft`: a [`Step::Fft`] over the trailing `fft_length` dimensions.
    fn fft(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        let v = views::Fft::read(self.m, op)?;
        let (iv, r) = (d.operands[0], d.results[0]);
        let (_, ishape) = self.ty(iv)?;
        let lengths: Vec<u64> = v.fft_length.iter().map(|&l| l as u64).collect();
        let lead = ishape
            .len()
            .checked_sub(lengths.len())
            .ok_or("fft_length longer than the operand's rank")?;
        let batch = num_elements(&ishape[..lead]);
        let kind = match v.fft_type {
            views::FftType::Fft => FftKind::Fft,
            views::FftType::Ifft => FftKind::Ifft,
            views::FftType::Rfft => FftKind::Rfft,
            views::FftType::Irfft => FftKind::Irfft,
        };
        let input = self.mat(iv)?;
        let out = self.dest_for(r)?;
        let volume = num_elements(&lengths);
        let longest = lengths.iter().copied().max().unwrap_or(0);
        let work = self.scratch(ElemType::C128, volume.saturating_add(longest));
        self.kernel.steps.push(Step::Fft(steps::Fft {
            kind,
            input,
            out,
            batch,
            lengths,
            work,
        }));
        self.vals.insert(r, KVal::Mat(out));
        Ok(())
    }

    /// `stablehlo.cholesky`: a [`Step::Cholesky`] over the batch of matrices.
    fn cholesky(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        let v = views::Cholesky::read(self.m, op)?;
        let (iv, r) = (d.operands[0], d.results[0]);
        let (t, shape) = self.ty(iv)?;
        let rank = shape.len();
        if rank < 2 {
            return Err("cholesky of rank < 2".into());
        }
        let n = shape[rank - 1];
        let input = self.mat(iv)?;
        let out = self.dest_for(r)?;
        let work = self.scratch(linalg_work_type(t), n.saturating_mul(n));
        self.kernel.steps.push(Step::Cholesky(steps::Cholesky {
            input,
            out,
            batch: num_elements(&shape[..rank - 2]),
            n,
            lower: v.lower,
            work,
        }));
        self.vals.insert(r, KVal::Mat(out));
        Ok(())
    }

    /// `stablehlo.triangular_solve`: a [`Step::TriangularSolve`] over the batch of systems.
    fn triangular_solve(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        let v = views::TriangularSolve::read(self.m, op)?;
        let (av, bv, r) = (d.operands[0], d.operands[1], d.results[0]);
        let (t, ashape) = self.ty(av)?;
        let (_, bshape) = self.ty(bv)?;
        let rank = bshape.len();
        if rank < 2 || ashape.len() != rank {
            return Err("triangular_solve of rank < 2".into());
        }
        let (n, rows, cols) = (ashape[rank - 1], bshape[rank - 2], bshape[rank - 1]);
        let a = self.mat(av)?;
        let b = self.mat(bv)?;
        let out = self.dest_for(r)?;
        let work = self.scratch(
            linalg_work_type(t),
            n.saturating_mul(n)
                .saturating_add(rows.saturating_mul(cols)),
        );
        self.kernel
            .steps
            .push(Step::TriangularSolve(steps::TriangularSolve {
                a,
                b,
                out,
                batch: num_elements(&bshape[..rank - 2]),
                n,
                rows,
                cols,
                left_side: v.left_side,
                lower: v.lower,
                unit_diagonal: v.unit_diagonal,
                transpose: match v.transpose_a {
                    views::TransposeA::NoTranspose => Transpose::No,
                    views::TransposeA::Transpose => Transpose::Transpose,
                    views::TransposeA::Adjoint => Transpose::Adjoint,
                },
                work,
            }));
        self.vals.insert(r, KVal::Mat(out));
        Ok(())
    }
}

impl Ctx<'_> {
    /// A `stablehlo.custom_call` to a LAPACK target: a [`Step::Lapack`] over the batch of
    /// matrices, its working slot sized by the runtime's `lapack::work_len`.
    fn lapack(&mut self, op: Op) -> R<()> {
        let d = &self.m.ops[op];
        let call = views::LapackCall::read(self.m, op)?.ok_or_else(|| {
            let target = d
                .attr("call_target_name")
                .and_then(|a| a.as_str())
                .unwrap_or("?");
            format!("`stablehlo.custom_call @{target}` inside a dispatch region (only LAPACK targets are)")
        })?;
        let shape = |v: Value| -> Vec<i64> {
            match self.m.ty(v) {
                dialect::types::Type::Tensor { shape, .. } => shape.clone(),
                _ => vec![],
            }
        };
        let ops: Vec<Vec<i64>> = d.operands.iter().map(|&v| shape(v)).collect();
        let res: Vec<Vec<i64>> = d.results.iter().map(|&v| shape(v)).collect();
        let sig = call.signature(&ops, &res)?;
        let (t, _) = self.ty(d.operands[0])?;
        let (m, n) = (sig.m as u64, sig.n as u64);
        let last = |v: &[i64], i: usize| -> u64 {
            v.get(v.len().wrapping_sub(i)).copied().unwrap_or(0) as u64
        };
        let (routine, k) = match call.routine {
            views::LapackRoutine::Potrf { lower } => (LapackRoutine::Potrf { lower }, 0),
            views::LapackRoutine::Trsm {
                left_side,
                lower,
                transpose,
                unit_diagonal,
            } => {
                let b = &sig.operands[1].shape;
                let k = if left_side { last(b, 1) } else { last(b, 2) };
                (
                    LapackRoutine::Trsm {
                        left_side,
                        lower,
                        transpose: match transpose {
                            views::TransposeA::NoTranspose => Transpose::No,
                            views::TransposeA::Transpose => Transpose::Transpose,
                            views::TransposeA::Adjoint => Transpose::Adjoint,
                        },
                        unit_diagonal,
                    },
                    k,
                )
            }
            views::LapackRoutine::Getrf => (LapackRoutine::Getrf, 0),
            views::LapackRoutine::Geqrf => (LapackRoutine::Geqrf, 0),
            views::LapackRoutine::Orgqr => (LapackRoutine::Orgqr, last(&sig.operands[1].shape, 1)),
            views::LapackRoutine::Syevd { lower, vectors } => {
                (LapackRoutine::Syevd { lower, vectors }, 0)
            }
            views::LapackRoutine::Gesdd { mode } => {
                let vectors = mode != views::SvdMode::None;
                // `U` is `m x m` and `V^H` `n x n` (else `m x min` and `min x n`; the same when
                // the matrix is square).
                let full =
                    last(&sig.results[2].shape, 1) == m && last(&sig.results[3].shape, 2) == n;
                (LapackRoutine::Gesdd { vectors, full }, 0)
            }
        };
        let operands = d
            .operands
            .iter()
            .map(|&v| self.mat(v))
            .collect::<Result<Vec<_>, _>>()?;
        let mut results = Vec::with_capacity(d.results.len());
        for &r in &d.results {
            let b = self.dest_for(r)?;
            self.vals.insert(r, KVal::Mat(b));
            results.push(b);
        }
        let len = runtime::kernel::lapack::work_len(routine, t, m, n, k)
            .ok_or_else(|| format!("`{}`: matrices too large", call.target))?;
        let work = self.scratch(linalg_work_type(t), len);
        self.kernel.steps.push(Step::Lapack(steps::Lapack {
            routine,
            operands,
            results,
            batch: num_elements(&sig.batch.iter().map(|&x| x as u64).collect::<Vec<_>>()),
            m,
            n,
            k,
            work,
        }));
        Ok(())
    }
}

/// Buffers a step reads and writes (the step's own [`Step::visit_bufs`]).
fn step_access(s: &Step) -> (Vec<Buf>, Vec<Buf>) {
    let (mut r, mut w) = (vec![], vec![]);
    s.visit_bufs(&mut |b, a| match a {
        steps::Access::Read => r.push(b),
        steps::Access::Write => w.push(b),
    });
    (r, w)
}

/// Replaces `from` by `to` wherever `s` reads or writes it.
fn rename(s: &mut Step, from: Buf, to: Buf) {
    s.visit_bufs_mut(&mut |b| {
        if *b == from {
            *b = to;
        }
    });
}

/// Lowers the dispatch region `op`. `place_of` says where an outer value's bytes live.
pub fn lower_region(
    m: &Module,
    op: Op,
    name: &str,
    place_of: &dyn Fn(Value) -> Place,
) -> R<Lowered> {
    let span = m.ops[op].span;
    lower_region_at(m, op, name, place_of).map_err(|e| e.at(span))
}

fn lower_region_at(
    m: &Module,
    op: Op,
    name: &str,
    place_of: &dyn Fn(Value) -> Place,
) -> R<Lowered> {
    let block = m
        .entry_block(op)
        .ok_or("a dispatch region without a body")?;
    // Captured values: operands of ops inside the region defined outside it.
    let mut inner = std::collections::HashSet::new();
    m.walk(op, &mut |o| {
        inner.extend(m.ops[o].results.iter().copied());
        for &r in &m.ops[o].regions {
            for &b in &m.regions[r].blocks {
                inner.extend(m.blocks[b].args.iter().copied());
            }
        }
    });
    let mut captured: Vec<Value> = vec![];
    m.walk(op, &mut |o| {
        for &v in &m.ops[o].operands {
            if !inner.contains(&v) && !captured.contains(&v) {
                captured.push(v);
            }
        }
    });
    let mut cx = Ctx {
        m,
        kernel: Kernel {
            name: name.to_string(),
            ..Default::default()
        },
        vals: HashMap::new(),
        dest: HashMap::new(),
        dest_used: vec![],
        places: HashMap::new(),
        written_by_producer: Default::default(),
    };
    let mut bindings = vec![];
    for &v in &captured {
        let (dt, shape) = cx.ty(v)?;
        cx.kernel.bindings.push(BufDecl {
            dtype: dt,
            elements: num_elements(&shape),
            writable: false,
        });
        bindings.push(BindingInfo {
            value: v,
            place: place_of(v),
            output: false,
        });
        let b = Buf::Binding((cx.kernel.bindings.len() - 1) as u32);
        cx.places.insert(b, place_of(v));
        cx.vals.insert(
            v,
            KVal::Lazy(node(
                dt,
                L::Load(
                    b,
                    IndexMap {
                        offset: 0,
                        strides: row_major_strides(&shape),
                    },
                ),
            )),
        );
    }
    let ret = *m.blocks[block]
        .ops
        .last()
        .ok_or("an empty dispatch region")?;
    let returned = m.ops[ret].operands.clone();
    let mut out_bufs = vec![];
    for (k, &r) in m.ops[op].results.iter().enumerate() {
        let (dt, shape) = cx.ty(r)?;
        cx.kernel.bindings.push(BufDecl {
            dtype: dt,
            elements: num_elements(&shape),
            writable: true,
        });
        bindings.push(BindingInfo {
            value: r,
            place: place_of(r),
            output: true,
        });
        let b = Buf::Binding((cx.kernel.bindings.len() - 1) as u32);
        cx.places.insert(b, place_of(r));
        out_bufs.push(b);
        cx.dest.entry(returned[k]).or_insert(b);
    }
    for &o in &m.blocks[block].ops {
        if o == ret {
            break;
        }
        if cx.written_by_producer.contains(&o) {
            continue;
        }
        let at = m.ops[o].span;
        cx.lower_op(o).map_err(|e| e.at(at))?;
    }
    // Results: materialized values not yet in their binding are copied; lazy ones are mapped,
    // grouped by shape.
    // (shape, body, destinations with their expression outputs)
    type ResultGroup = (Vec<u64>, Flat, Vec<(Buf, u32)>);
    let mut groups: Vec<ResultGroup> = vec![];
    for (k, &v) in returned.iter().enumerate() {
        let dst = out_bufs[k];
        let (_, shape) = cx.ty(v)?;
        match cx.vals.get(&v).cloned() {
            Some(KVal::Mat(b)) if b == dst => {}
            Some(KVal::Mat(b)) => cx.kernel.steps.push(Step::Copy(steps::Copy {
                src: b,
                src_offset: 0,
                dst,
                dst_offset: 0,
                count: num_elements(&shape),
            })),
            Some(KVal::Lazy(t)) => {
                let gi = match groups.iter().position(|g| g.0 == shape) {
                    Some(i) => i,
                    None => {
                        groups.push((shape.clone(), Flat::new(), vec![]));
                        groups.len() - 1
                    }
                };
                let n = groups[gi].1.add(&t);
                groups[gi].2.push((dst, n));
            }
            None => return Err("a returned value was not lowered".into()),
        }
    }
    for (shape, f, outputs) in groups {
        cx.kernel.steps.push(Step::Map(steps::Map {
            shape,
            expr: f.expr,
            outputs,
        }));
    }
    let mut kernel = cx.kernel;
    fuse_epilogues(&mut kernel, &bindings);
    fix_hazards(&mut kernel, &bindings);
    Ok(Lowered { kernel, bindings })
}

fn buf_place(b: Buf, bindings: &[BindingInfo]) -> Option<&Place> {
    match b {
        Buf::Binding(i) => bindings.get(i as usize).map(|x| &x.place),
        Buf::Scratch(_) => None,
    }
}

fn overlap(a: Buf, b: Buf, bindings: &[BindingInfo]) -> bool {
    if a == b {
        return true;
    }
    match (buf_place(a, bindings), buf_place(b, bindings)) {
        (Some(p), Some(q)) => p.overlaps(q),
        _ => false,
    }
}

/// Computes a library step straight into the output its epilogue Map writes, when that Map reads
/// the step's scratch result only element for element.
fn fuse_epilogues(k: &mut Kernel, bindings: &[BindingInfo]) {
    let n = k.steps.len();
    for i in 0..n {
        let (reads_i, writes) = step_access(&k.steps[i]);
        let [Buf::Scratch(s)] = writes[..] else {
            continue;
        };
        if !matches!(
            k.steps[i],
            Step::Dot(steps::Dot { .. })
                | Step::Conv(steps::Conv { .. })
                | Step::Reduce(steps::Reduce { .. })
        ) {
            continue;
        }
        let sb = Buf::Scratch(s);
        // Exactly one later reader, a Map writing one binding of the same size and type.
        let readers: Vec<usize> = (i + 1..n)
            .filter(|&j| step_access(&k.steps[j]).0.contains(&sb))
            .collect();
        let [j] = readers[..] else { continue };
        let Step::Map(steps::Map {
            shape,
            expr,
            outputs,
        }) = k.steps[j].clone()
        else {
            continue;
        };
        let (shape, expr) = (&shape, &expr);
        let [(out, _)] = outputs[..] else { continue };
        let Buf::Binding(ob) = out else { continue };
        let sdecl = &k.scratch[s as usize];
        let odecl = &k.bindings[ob as usize];
        if sdecl.dtype != odecl.dtype
            || sdecl.elements != odecl.elements
            || num_elements(shape) != odecl.elements
        {
            continue;
        }
        let rm = row_major_strides(shape);
        if let Some((alpha, beta)) = accumulate_pattern(expr, sb, out, &rm, bindings) {
            let clean = (i + 1..j).all(|t| {
                let (r, w) = step_access(&k.steps[t]);
                !r.iter().chain(&w).any(|&b| overlap(b, out, bindings))
            });
            if clean && !reads_i.iter().any(|&r| overlap(r, out, bindings)) {
                if let Step::Dot(steps::Dot {
                    out: o, accumulate, ..
                }) = &mut k.steps[i]
                {
                    o.buf = out;
                    *accumulate = Some((alpha.to_bits(), beta.to_bits()));
                    k.steps.remove(j);
                    k.scratch[s as usize].elements = 0;
                    return fuse_epilogues(k, bindings);
                }
            }
        }
        let identity = expr.nodes.iter().all(|nd| match nd {
            Node::Load { buf, map } if *buf == sb => map.offset == 0 && map.strides == rm,
            _ => true,
        });
        // The step's own inputs must not overlap the output it would now write.
        if !identity || reads_i.iter().any(|&r| overlap(r, out, bindings)) {
            continue;
        }
        // Nothing between i and j may read or write the output.
        if (i + 1..j).any(|t| {
            let (r, w) = step_access(&k.steps[t]);
            r.iter().chain(&w).any(|&b| overlap(b, out, bindings))
        }) {
            continue;
        }
        rename(&mut k.steps[i], sb, out);
        rename(&mut k.steps[j], sb, out);
        k.scratch[s as usize].elements = 0;
    }
}

/// Recognizes `out = P ± c * S` (or `P ± S`, `c * S + P`) where `P` reads the old contents of the
/// output element for element and `S` is the product: returns `(alpha, beta)` for
/// `out = alpha * out + beta * S`.
fn accumulate_pattern(
    e: &Expr,
    s: Buf,
    out: Buf,
    rm: &[i64],
    bindings: &[BindingInfo],
) -> Option<(f64, f64)> {
    let root = e.nodes.len().checked_sub(1)?;
    let ident = |i: u32, want: &dyn Fn(Buf) -> bool| -> bool {
        matches!(&e.nodes[i as usize], Node::Load { buf, map } if want(*buf) && map.offset == 0 && map.strides == rm)
    };
    let is_s = |i: u32| ident(i, &|b| b == s);
    let is_p = |i: u32| {
        ident(i, &|b| {
            b == out
                || matches!((buf_place(b, bindings), buf_place(out, bindings)), (Some(p), Some(q)) if p == q)
        })
    };
    let konst = |i: u32| -> Option<f64> {
        match (&e.nodes[i as usize], e.types[i as usize]) {
            (Node::Const(b), ElemType::F32) => Some(f32::from_bits(*b as u32) as f64),
            (Node::Const(b), ElemType::F64) => Some(f64::from_bits(*b as u64)),
            _ => None,
        }
    };
    // c * S (either order) or S itself.
    let scaled = |i: u32| -> Option<f64> {
        if is_s(i) {
            return Some(1.0);
        }
        match &e.nodes[i as usize] {
            Node::Binary(BinaryOp::Multiply, a, b) if is_s(*b) => konst(*a),
            Node::Binary(BinaryOp::Multiply, a, b) if is_s(*a) => konst(*b),
            _ => None,
        }
    };
    // Every other node must be used by the pattern; a bigger expression is not this pattern.
    let r = match &e.nodes[root] {
        Node::Binary(BinaryOp::Subtract, p, q) if is_p(*p) => Some((1.0, -scaled(*q)?)),
        Node::Binary(BinaryOp::Add, p, q) if is_p(*p) => Some((1.0, scaled(*q)?)),
        Node::Binary(BinaryOp::Add, q, p) if is_p(*p) => Some((1.0, scaled(*q)?)),
        _ => None,
    }?;
    (e.nodes.len() <= 5).then_some(r)
}

/// Makes every step that overwrites a binding which some step still reads through a different
/// binding (or through a non-identity index map) write to scratch, copied back at the end.
fn fix_hazards(k: &mut Kernel, bindings: &[BindingInfo]) {
    let n = k.steps.len();
    let mut redirect = vec![];
    for (bi, b) in bindings.iter().enumerate() {
        if !b.output {
            continue;
        }
        let w = Buf::Binding(bi as u32);
        let Some(first) = (0..n).find(|&s| step_access(&k.steps[s]).1.contains(&w)) else {
            continue;
        };
        let hazard = (first..n).any(|t| {
            let (reads, _) = step_access(&k.steps[t]);
            reads.iter().any(|&r| {
                if r == w || !overlap(r, w, bindings) {
                    return false;
                }
                // An elementwise Map reading the overlapped binding at the very element it writes.
                if let Step::Map(steps::Map { shape, expr, outputs }) = &k.steps[t] {
                    let same_start = matches!((buf_place(r, bindings), buf_place(w, bindings)), (Some(p), Some(q)) if p.start == q.start);
                    let rm = row_major_strides(shape);
                    let ident = expr.nodes.iter().all(|nd| match nd {
                        Node::Load { buf, map } if *buf == r => map.offset == 0 && map.strides == rm,
                        _ => true,
                    });
                    // Only a binding can overlap another binding; anything else counts as a hazard.
                    let same_size = match r {
                        Buf::Binding(i) => {
                            k.bindings[i as usize].dtype.byte_size()
                                == k.bindings[bi].dtype.byte_size()
                        }
                        Buf::Scratch(_) => false,
                    };
                    return !(t == first && outputs.iter().any(|o| o.0 == w) && same_start && ident && same_size);
                }
                true
            })
        });
        if hazard {
            redirect.push(bi);
        }
    }
    for bi in redirect {
        let w = Buf::Binding(bi as u32);
        let d = k.bindings[bi].clone();
        k.scratch.push(BufDecl {
            writable: true,
            ..d.clone()
        });
        let s = Buf::Scratch((k.scratch.len() - 1) as u32);
        for st in &mut k.steps {
            rename(st, w, s);
        }
        k.steps.push(Step::Copy(steps::Copy {
            src: s,
            src_offset: 0,
            dst: w,
            dst_offset: 0,
            count: d.elements,
        }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Temporary trees added one after another (each dropped before the next is made, as
    /// `reduce` adds its remapped inits) are distinct nodes, even when the allocator hands the
    /// second the first one's address.
    #[test]
    fn flat_keeps_temporary_trees_apart() {
        let mut f = Flat::new();
        let a = f.add(&node(
            ElemType::F32,
            L::Const(f32::NEG_INFINITY.to_bits() as u128),
        ));
        let b = f.add(&node(ElemType::I32, L::Const(0)));
        assert_ne!(a, b);
        assert_eq!(f.expr.types[a as usize], ElemType::F32);
        assert_eq!(f.expr.types[b as usize], ElemType::I32);
    }

    /// `jnp.argmax` as JAX 0.10.2 prints it: a two-operand reduce (value, index) with an f32 and
    /// an i32 init. Compiled several times (the memo bug above depended on allocation order) and
    /// run against a direct argmax (first index of the maximum).
    #[test]
    fn jax_argmax_compiles_and_runs() {
        const ARGMAX: &str = r#"
func.func public @main(%arg0: tensor<7x10xf32>) -> tensor<7xi32> {
  %0 = stablehlo.iota dim = 1 : tensor<7x10xi32>
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<7x10xf32>, tensor<7x10xi32>, tensor<f32>, tensor<i32>) -> (tensor<7xf32>, tensor<7xi32>)
   reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
    %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.or %2, %3 : tensor<i1>
    %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.and %5, %6 : tensor<i1>
    %8 = stablehlo.or %4, %7 : tensor<i1>
    %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
    %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
    stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
  }
  return %1#1 : tensor<7xi32>
}"#;
        let x: Vec<f32> = (0..70)
            .map(|i| ((i * 37 + 11) % 23) as f32 - 11.0)
            .collect();
        let want: Vec<i32> = x
            .chunks(10)
            .map(|row| {
                let max = row.iter().copied().fold(f32::NEG_INFINITY, f32::max);
                row.iter().position(|&v| v == max).unwrap() as i32
            })
            .collect();
        let instance = runtime::Instance::builder().threads(1).build().unwrap();
        let input = runtime::Tensor::from_slice(&instance, &[7, 10], &x).unwrap();
        for _ in 0..8 {
            let vmfb = crate::backend::compile_to_vmfb(ARGMAX, "argmax.mlir").unwrap();
            let module = runtime::Module::from_bytes(&instance, &vmfb).unwrap();
            let out = module
                .function("main")
                .unwrap()
                .call([runtime::Arg::Borrowed(&input)])
                .unwrap();
            assert_eq!(out[0].to_vec::<i32>().unwrap(), want);
        }
    }
}
