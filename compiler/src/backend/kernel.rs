//! Lowering one `flow.dispatch.region` to a [`Kernel`].
//!
//! Values inside the region are either *lazy* (a scalar expression tree over the value's own index
//! space, with broadcasts, transposes, slices, reversals and iotas folded into the index maps of its
//! loads) or *materialized* in a buffer (a binding or a scratch slot). Elementwise ops build lazy
//! trees; library ops (dot_general, convolution, reduce, reduce_window, gather, scatter,
//! concatenate, pad) materialize their results, into the region's output binding when the value is
//! returned, else into scratch. Lazy results become one Map step per shape.
//!
//! Two passes finish the kernel: a contraction whose only reader is the elementwise epilogue that
//! produces a same-sized output is computed straight into that output (the epilogue then reads and
//! writes each element in place), and any step that would overwrite a binding another step still
//! reads through a different index (an in-place hazard) writes to scratch first.

use std::collections::HashMap;
use std::rc::Rc;

use dialect::attrs::Attribute;
use dialect::ir::{Module, Op, Value};
use dialect::ops::OpKind;
use dialect::types::{ElemType, Type};
use runtime::kernel::*;

use crate::reference::{ints, ints_or};

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

/// Element type of the runtime for an IR element type.
pub fn dtype(e: ElemType) -> Result<ElemType, String> {
    match e {
        ElemType::Index => Ok(ElemType::I64),
        ElemType::F32
        | ElemType::F64
        | ElemType::I1
        | ElemType::I8
        | ElemType::I16
        | ElemType::I32
        | ElemType::I64
        | ElemType::UI8
        | ElemType::UI16
        | ElemType::UI32
        | ElemType::UI64 => Ok(e),
        ElemType::I2
        | ElemType::I4
        | ElemType::UI2
        | ElemType::UI4
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
        | ElemType::BF16
        | ElemType::F16
        | ElemType::TF32
        | ElemType::C64
        | ElemType::C128 => Err(format!(
            "element type {} is not supported by the CPU backend yet",
            e.name()
        )),
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
    Const(u64),
    Iota { dim: usize, scale: i64, offset: i64 },
    Param(u32),
    Un(UnOp, Rc<T>),
    Bin(BinOp, Rc<T>, Rc<T>),
    Cmp(CmpDir, bool, Rc<T>, Rc<T>),
    Sel(Rc<T>, Rc<T>, Rc<T>),
    Clamp(Rc<T>, Rc<T>, Rc<T>),
    Convert(Rc<T>),
    Bitcast(Rc<T>),
}

/// A typed lazy node.
#[derive(Clone, Debug)]
struct T {
    ty: ElemType,
    l: L,
}

/// For each input dimension: the output dimension it follows (or none), a scale and an addend.
type Remap = Vec<(Option<usize>, i64, i64)>;

fn remap(t: &Rc<T>, r: &Remap, out_rank: usize) -> Rc<T> {
    let l = match &t.l {
        L::Load(b, m) => {
            let mut off = m.offset;
            let mut st = vec![0i64; out_rank];
            for (i, &(od, sc, add)) in r.iter().enumerate() {
                let s = m.strides.get(i).copied().unwrap_or(0);
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
            Some(&(None, _, add)) => L::Const(0).with_iota_const(t.ty, scale * add + offset),
            None => L::Const(0),
        },
        L::Const(_) | L::Param(_) => t.l.clone(),
        L::Un(o, a) => L::Un(*o, remap(a, r, out_rank)),
        L::Bin(o, a, b) => L::Bin(*o, remap(a, r, out_rank), remap(b, r, out_rank)),
        L::Cmp(d, tot, a, b) => L::Cmp(*d, *tot, remap(a, r, out_rank), remap(b, r, out_rank)),
        L::Sel(c, a, b) => L::Sel(
            remap(c, r, out_rank),
            remap(a, r, out_rank),
            remap(b, r, out_rank),
        ),
        L::Clamp(c, a, b) => L::Clamp(
            remap(c, r, out_rank),
            remap(a, r, out_rank),
            remap(b, r, out_rank),
        ),
        L::Convert(a) => L::Convert(remap(a, r, out_rank)),
        L::Bitcast(a) => L::Bitcast(remap(a, r, out_rank)),
    };
    Rc::new(T { ty: t.ty, l })
}

impl L {
    fn with_iota_const(self, ty: ElemType, v: i64) -> L {
        L::Const(const_bits(ty, v as f64, v))
    }
}

/// Bits of a constant of type `ty` with value `f` (floats) or `i` (integers).
fn const_bits(ty: ElemType, f: f64, i: i64) -> u64 {
    match ty {
        ElemType::F32 => (f as f32).to_bits() as u64,
        ElemType::F64 => f.to_bits(),
        _ => i as u64,
    }
}

/// Whether every load of `t` is a contiguous row-major read of `shape` (so a reshape keeps it).
fn contiguous_loads(t: &T, shape: &[u64]) -> bool {
    let rm = row_major_strides(shape);
    match &t.l {
        L::Load(_, m) => m.strides == rm || m.strides.iter().all(|&s| s == 0),
        L::Iota { .. } => false,
        L::Const(_) | L::Param(_) => true,
        L::Un(_, a) | L::Convert(a) | L::Bitcast(a) => contiguous_loads(a, shape),
        L::Bin(_, a, b) | L::Cmp(_, _, a, b) => {
            contiguous_loads(a, shape) && contiguous_loads(b, shape)
        }
        L::Sel(a, b, c) | L::Clamp(a, b, c) => {
            contiguous_loads(a, shape) && contiguous_loads(b, shape) && contiguous_loads(c, shape)
        }
    }
}

/// Rewrites contiguous loads of `from` shape to contiguous loads of `to` shape.
fn reshape_loads(t: &Rc<T>, to: &[u64]) -> Rc<T> {
    let rm = row_major_strides(to);
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
        L::Un(o, a) => L::Un(*o, reshape_loads(a, to)),
        L::Convert(a) => L::Convert(reshape_loads(a, to)),
        L::Bitcast(a) => L::Bitcast(reshape_loads(a, to)),
        L::Bin(o, a, b) => L::Bin(*o, reshape_loads(a, to), reshape_loads(b, to)),
        L::Cmp(d, x, a, b) => L::Cmp(*d, *x, reshape_loads(a, to), reshape_loads(b, to)),
        L::Sel(a, b, c) => L::Sel(
            reshape_loads(a, to),
            reshape_loads(b, to),
            reshape_loads(c, to),
        ),
        L::Clamp(a, b, c) => L::Clamp(
            reshape_loads(a, to),
            reshape_loads(b, to),
            reshape_loads(c, to),
        ),
        other => other.clone(),
    };
    Rc::new(T { ty: t.ty, l })
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
            L::Cmp(d, tot, a, b) => {
                let (a, b) = (self.add(a), self.add(b));
                Node::Compare {
                    dir: *d,
                    total: *tot,
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
}

fn unop(name: &str) -> Option<UnOp> {
    use UnOp::*;
    Some(match name {
        "stablehlo.negate" => Neg,
        "stablehlo.abs" => Abs,
        "stablehlo.exponential" => Exp,
        "stablehlo.exponential_minus_one" => Expm1,
        "stablehlo.log" => Log,
        "stablehlo.log_plus_one" => Log1p,
        "stablehlo.sqrt" => Sqrt,
        "stablehlo.rsqrt" => Rsqrt,
        "stablehlo.tanh" => Tanh,
        "stablehlo.logistic" => Logistic,
        "stablehlo.sine" => Sin,
        "stablehlo.cosine" => Cos,
        "stablehlo.tan" => Tan,
        "stablehlo.floor" => Floor,
        "stablehlo.ceil" => Ceil,
        "stablehlo.round_nearest_afz" => RoundAway,
        "stablehlo.round_nearest_even" => RoundEven,
        "stablehlo.sign" => Sign,
        "stablehlo.not" => Not,
        "chlo.square" => Square,
        "stablehlo.cbrt" => Cbrt,
        "stablehlo.is_finite" => IsFinite,
        "stablehlo.popcnt" => PopCnt,
        "stablehlo.count_leading_zeros" => Clz,
        _ => return None,
    })
}

fn binop(name: &str) -> Option<BinOp> {
    use BinOp::*;
    Some(match name {
        "stablehlo.add" => Add,
        "stablehlo.subtract" => Sub,
        "stablehlo.multiply" => Mul,
        "stablehlo.divide" => Div,
        "stablehlo.remainder" => Rem,
        "stablehlo.maximum" => Max,
        "stablehlo.minimum" => Min,
        "stablehlo.power" => Pow,
        "stablehlo.atan2" => Atan2,
        "stablehlo.and" => And,
        "stablehlo.or" => Or,
        "stablehlo.xor" => Xor,
        "stablehlo.shift_left" => Shl,
        "stablehlo.shift_right_arithmetic" => ShrA,
        "stablehlo.shift_right_logical" => ShrL,
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
            Some(KVal::Mat(b)) => Ok(Rc::new(T {
                ty: dt,
                l: L::Load(
                    *b,
                    IndexMap {
                        offset: 0,
                        strides: row_major_strides(&shape),
                    },
                ),
            })),
            None => Err("internal: value used before it is lowered".into()),
        }
    }

    /// The buffer holding `v` row-major (materializing a lazy value into scratch).
    fn mat(&mut self, v: Value) -> Result<Buf, String> {
        match self.vals.get(&v).cloned() {
            Some(KVal::Mat(b)) => Ok(b),
            Some(KVal::Lazy(t)) => {
                let (dt, shape) = self.ty(v)?;
                // A plain contiguous load of a whole buffer needs no copy.
                if let L::Load(b, m) = &t.l {
                    if m.offset == 0 && m.strides == row_major_strides(&shape) {
                        return Ok(*b);
                    }
                }
                let dst = self.scratch(dt, num_elements(&shape));
                let mut f = Flat::new();
                let n = f.add(&t);
                self.kernel.steps.push(Step::Map {
                    shape,
                    expr: f.expr,
                    outputs: vec![(dst, n)],
                });
                self.vals.insert(v, KVal::Mat(dst));
                Ok(dst)
            }
            None => Err("internal: value used before it is lowered".into()),
        }
    }

    /// A strided view (offset, per-dimension strides) of `v` without copying, if it has one.
    fn strided(&mut self, v: Value) -> Result<(Buf, IndexMap), String> {
        let (_, shape) = self.ty(v)?;
        if let Some(KVal::Lazy(t)) = self.vals.get(&v) {
            if let L::Load(b, m) = &t.l {
                return Ok((*b, m.clone()));
            }
        }
        let b = self.mat(v)?;
        Ok((
            b,
            IndexMap {
                offset: 0,
                strides: row_major_strides(&shape),
            },
        ))
    }

    fn lower_op(&mut self, op: Op, bodies: &mut Vec<Value>) -> Result<(), String> {
        let m = self.m;
        let d = &m.ops[op];
        let name = d.name.as_str();
        let attr = |k: &str| d.attr(k);
        let res = d.results.first().copied();
        let out = |s: &Self| -> Result<(ElemType, Vec<u64>), String> {
            s.ty(res.ok_or("an op without results")?)
        };
        let _ = bodies;
        let lazy = |s: &mut Self, l: L| -> Result<(), String> {
            let (dt, _) = out(s)?;
            let r = res.ok_or("an op without results")?;
            s.vals.insert(r, KVal::Lazy(Rc::new(T { ty: dt, l })));
            Ok(())
        };
        if let Some(u) = unop(name) {
            let a = self.lazy(d.operands[0])?;
            return lazy(self, L::Un(u, a));
        }
        if let Some(b) = binop(name) {
            let (x, y) = (self.lazy(d.operands[0])?, self.lazy(d.operands[1])?);
            return lazy(self, L::Bin(b, x, y));
        }
        match name {
            "stablehlo.constant" => {
                let (dt, shape) = out(self)?;
                let t = crate::reference::Interpreter::new(m)
                    .eval_single(op, vec![])
                    .map_err(|e| e.to_string())?;
                let bytes = crate::memory::executor::to_bytes(&t[0]);
                let es = dt.byte_size();
                if bytes.len() >= es && bytes.chunks(es).all(|c| c == &bytes[..es]) {
                    let bits = match dt {
                        ElemType::F32 => {
                            u32::from_le_bytes(bytes[..4].try_into().unwrap_or_default()) as u64
                        }
                        ElemType::F64 => {
                            u64::from_le_bytes(bytes[..8].try_into().unwrap_or_default())
                        }
                        _ => {
                            let h = runtime::HostTensor {
                                dtype: dt,
                                shape: vec![1],
                                data: bytes[..es].to_vec(),
                            };
                            h.get_i64(0) as u64
                        }
                    };
                    return lazy(self, L::Const(bits));
                }
                let _ = shape;
                Err("internal: a non-splat constant inside a dispatch region".into())
            }
            "stablehlo.iota" => {
                let dim = attr("iota_dimension").and_then(|a| a.as_int()).unwrap_or(0) as usize;
                lazy(
                    self,
                    L::Iota {
                        dim,
                        scale: 1,
                        offset: 0,
                    },
                )
            }
            "stablehlo.broadcast_in_dim" => {
                let (_, oshape) = out(self)?;
                let (_, ishape) = self.ty(d.operands[0])?;
                let dims = ints(attr("broadcast_dimensions"), "broadcast_dimensions")
                    .map_err(|e| e.to_string())?;
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
                let a = self.lazy(d.operands[0])?;
                let t = remap(&a, &r, oshape.len());
                self.vals.insert(res.ok_or("no result")?, KVal::Lazy(t));
                Ok(())
            }
            "stablehlo.transpose" => {
                let (_, oshape) = out(self)?;
                let perm = ints(attr("permutation"), "permutation").map_err(|e| e.to_string())?;
                let r: Remap = (0..perm.len())
                    .map(|i| (perm.iter().position(|&p| p as usize == i), 1, 0))
                    .collect();
                let a = self.lazy(d.operands[0])?;
                self.vals.insert(
                    res.ok_or("no result")?,
                    KVal::Lazy(remap(&a, &r, oshape.len())),
                );
                Ok(())
            }
            "stablehlo.slice" => {
                let (_, oshape) = out(self)?;
                let st = ints(attr("start_indices"), "start_indices").map_err(|e| e.to_string())?;
                let sr =
                    ints_or(attr("strides"), "strides", 1, st.len()).map_err(|e| e.to_string())?;
                let r: Remap = (0..st.len()).map(|i| (Some(i), sr[i], st[i])).collect();
                let a = self.lazy(d.operands[0])?;
                self.vals.insert(
                    res.ok_or("no result")?,
                    KVal::Lazy(remap(&a, &r, oshape.len())),
                );
                Ok(())
            }
            "stablehlo.reverse" => {
                let (_, oshape) = out(self)?;
                let dims = ints(attr("dimensions"), "dimensions").map_err(|e| e.to_string())?;
                let r: Remap = (0..oshape.len())
                    .map(|i| {
                        if dims.contains(&(i as i64)) {
                            (Some(i), -1, oshape[i] as i64 - 1)
                        } else {
                            (Some(i), 1, 0)
                        }
                    })
                    .collect();
                let a = self.lazy(d.operands[0])?;
                self.vals.insert(
                    res.ok_or("no result")?,
                    KVal::Lazy(remap(&a, &r, oshape.len())),
                );
                Ok(())
            }
            "stablehlo.reshape" | "stablehlo.optimization_barrier" => {
                for (i, &r) in d.results.iter().enumerate() {
                    let src = d.operands[i];
                    let (_, oshape) = self.ty(r)?;
                    let (_, ishape) = self.ty(src)?;
                    let a = self.lazy(src)?;
                    let v = if ishape == oshape {
                        KVal::Lazy(a.clone())
                    } else if contiguous_loads(&a, &ishape) {
                        KVal::Lazy(reshape_loads(&a, &oshape))
                    } else {
                        KVal::Mat(self.mat(src)?)
                    };
                    let v = match v {
                        KVal::Mat(b) => KVal::Lazy(Rc::new(T {
                            ty: a.ty,
                            l: L::Load(
                                b,
                                IndexMap {
                                    offset: 0,
                                    strides: row_major_strides(&oshape),
                                },
                            ),
                        })),
                        v => v,
                    };
                    self.vals.insert(r, v);
                }
                Ok(())
            }
            "stablehlo.convert" => {
                let a = self.lazy(d.operands[0])?;
                lazy(self, L::Convert(a))
            }
            "stablehlo.bitcast_convert" => {
                let a = self.lazy(d.operands[0])?;
                let (dt, _) = out(self)?;
                if dt.byte_size() != a.ty.byte_size() {
                    return Err("bitcast_convert between element widths is not supported by the CPU backend".into());
                }
                lazy(self, L::Bitcast(a))
            }
            "stablehlo.compare" => {
                let dir = match attr("comparison_direction").and_then(|a| a.as_enum()) {
                    Some("EQ") => CmpDir::Eq,
                    Some("NE") => CmpDir::Ne,
                    Some("LT") => CmpDir::Lt,
                    Some("LE") => CmpDir::Le,
                    Some("GT") => CmpDir::Gt,
                    Some("GE") => CmpDir::Ge,
                    _ => return Err("compare without a direction".into()),
                };
                let total = attr("compare_type").and_then(|a| a.as_enum()) == Some("TOTALORDER");
                let (x, y) = (self.lazy(d.operands[0])?, self.lazy(d.operands[1])?);
                lazy(self, L::Cmp(dir, total, x, y))
            }
            "stablehlo.select" | "stablehlo.clamp" => {
                let (_, oshape) = out(self)?;
                let mut xs = Vec::new();
                for &v in &d.operands {
                    let (_, s) = self.ty(v)?;
                    let t = self.lazy(v)?;
                    // Scalar operands broadcast.
                    xs.push(if s.is_empty() && !oshape.is_empty() {
                        remap(&t, &vec![], oshape.len())
                    } else {
                        t
                    });
                }
                if name == "stablehlo.select" {
                    lazy(self, L::Sel(xs[0].clone(), xs[1].clone(), xs[2].clone()))
                } else {
                    lazy(self, L::Clamp(xs[0].clone(), xs[1].clone(), xs[2].clone()))
                }
            }
            "stablehlo.dot_general" => self.dot(op),
            "stablehlo.dot" => {
                Err("stablehlo.dot is not supported by the CPU backend (use dot_general)".into())
            }
            "stablehlo.reduce" => self.reduce(op),
            "stablehlo.convolution" => self.conv(op),
            "stablehlo.reduce_window" => self.reduce_window(op),
            "stablehlo.gather" => self.gather(op),
            "stablehlo.scatter" => self.scatter(op),
            "stablehlo.concatenate" => self.concatenate(op),
            "stablehlo.pad" => self.pad(op),
            other => Err(format!("`{other}` is not supported by the CPU backend")),
        }
    }

    fn dot(&mut self, op: Op) -> Result<(), String> {
        let d = &self.m.ops[op];
        let Some(Attribute::Dot(dd)) = d.attr("dot_dimension_numbers") else {
            return Err("dot_general without dimension numbers".into());
        };
        let dd = dd.clone();
        let r = d.results[0];
        let (dt, oshape) = self.ty(r)?;
        let (lv, rv) = (d.operands[0], d.operands[1]);
        let (lt, lshape) = self.ty(lv)?;
        let (rt, rshape) = self.ty(rv)?;
        if !matches!(dt, ElemType::F32 | ElemType::F64) || lt != dt || rt != dt {
            return Err(format!(
                "dot_general on {} x {} -> {} is not supported by the CPU backend (f32 and f64 only)",
                lt.name(),
                rt.name(),
                dt.name()
            ));
        }
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
            let (buf, map) = s.strided(v)?;
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
            let (dt, _) = s.ty(v)?;
            let dst = s.scratch(dt, num_elements(&tshape));
            let mut st = vec![0i64; order.len()];
            for (j, &i) in order.iter().enumerate() {
                st[j] = map.strides[i];
            }
            let mut e = Expr::default();
            let n = e.push(
                dt,
                Node::Load {
                    buf,
                    map: IndexMap {
                        offset: map.offset,
                        strides: st,
                    },
                },
            );
            s.kernel.steps.push(Step::Map {
                shape: tshape.clone(),
                expr: e,
                outputs: vec![(dst, n)],
            });
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
        let out = self.dest_for(r)?;
        let ost = row_major_strides(&oshape);
        let batch = (0..lb.len())
            .map(|j| (lshape[lb[j]], lbs[j], rbs[j], ost[j]))
            .collect();
        self.kernel.steps.push(Step::Dot {
            dtype: dt,
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
        });
        self.vals.insert(r, KVal::Mat(out));
        Ok(())
    }

    /// Lowers a reduction body region to a [`Body`] over `2n` parameters.
    fn body(&mut self, op: Op, n_acc: usize) -> Result<Body, String> {
        let m = self.m;
        let d = &m.ops[op];
        let region = *d.regions.first().ok_or("a reduction without a body")?;
        let block = *m.regions[region].blocks.first().ok_or("an empty body")?;
        let mut saved = HashMap::new();
        for (i, &a) in m.blocks[block].args.iter().enumerate() {
            let (dt, _) = self.ty(a)?;
            saved.insert(
                a,
                self.vals.insert(
                    a,
                    KVal::Lazy(Rc::new(T {
                        ty: dt,
                        l: L::Param(i as u32),
                    })),
                ),
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
                return Err(format!(
                    "`{}` inside a reduction body is not supported by the CPU backend",
                    od.name
                ));
            }
            let before = self.kernel.steps.len();
            self.lower_op(o, &mut vec![])?;
            if self.kernel.steps.len() != before {
                return Err(format!(
                    "`{}` inside a reduction body is not supported by the CPU backend",
                    od.name
                ));
            }
        }
        if results.len() != n_acc {
            return Err("reduction body returns the wrong number of values".into());
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

    fn reduce(&mut self, op: Op) -> Result<(), String> {
        let d = &self.m.ops[op];
        let n = d.operands.len() / 2;
        let (_, in_shape) = self.ty(d.operands[0])?;
        let dims: Vec<u32> = ints(d.attr("dimensions"), "dimensions")
            .map_err(|e| e.to_string())?
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
            let t = remap(&t, &vec![], in_shape.len());
            inits.push(f.add(&t));
        }
        let mut outs = vec![];
        for &r in &results {
            let b = self.dest_for(r)?;
            self.vals.insert(r, KVal::Mat(b));
            outs.push(b);
        }
        self.kernel.steps.push(Step::Reduce {
            in_shape,
            dims,
            expr: f.expr,
            inputs,
            inits,
            body,
            outputs: outs,
        });
        Ok(())
    }

    fn conv(&mut self, op: Op) -> Result<(), String> {
        let d = &self.m.ops[op];
        let Some(Attribute::Conv(c)) = d.attr("dimension_numbers") else {
            return Err("convolution without dimension numbers".into());
        };
        let c = c.clone();
        let ns = c.input_spatial.len();
        let get =
            |k: &str, def: i64, n: usize| ints_or(d.attr(k), k, def, n).map_err(|e| e.to_string());
        let pad = get("padding", 0, 2 * ns)?;
        let strides = get("window_strides", 1, ns)?;
        let lhs_dil = get("lhs_dilation", 1, ns)?;
        let rhs_dil = get("rhs_dilation", 1, ns)?;
        let reverse: Vec<bool> = get("window_reversal", 0, ns)?
            .iter()
            .map(|&b| b != 0)
            .collect();
        let fg = d
            .attr("feature_group_count")
            .and_then(|a| a.as_int())
            .unwrap_or(1);
        let bg = d
            .attr("batch_group_count")
            .and_then(|a| a.as_int())
            .unwrap_or(1);
        if bg != 1 {
            return Err(
                "convolution with batch_group_count > 1 is not supported by the CPU backend".into(),
            );
        }
        let (r, lv, rv) = (d.results[0], d.operands[0], d.operands[1]);
        let (dt, oshape) = self.ty(r)?;
        let (lt, lshape) = self.ty(lv)?;
        let (rt, rshape) = self.ty(rv)?;
        if !matches!(dt, ElemType::F32 | ElemType::F64) || lt != dt || rt != dt {
            return Err("convolution is supported on f32 and f64 only by the CPU backend".into());
        }
        let lhs = self.mat(lv)?;
        let rhs = self.mat(rv)?;
        let out = self.dest_for(r)?;
        let u = |x: i64| x as u32;
        let desc = ConvDesc {
            lhs_shape: lshape,
            rhs_shape: rshape,
            out_shape: oshape,
            lhs_b: u(c.input_batch),
            lhs_f: u(c.input_feature),
            lhs_sp: c.input_spatial.iter().map(|&x| u(x)).collect(),
            rhs_i: u(c.kernel_input_feature),
            rhs_o: u(c.kernel_output_feature),
            rhs_sp: c.kernel_spatial.iter().map(|&x| u(x)).collect(),
            out_b: u(c.output_batch),
            out_f: u(c.output_feature),
            out_sp: c.output_spatial.iter().map(|&x| u(x)).collect(),
            strides,
            pad_lo: (0..ns).map(|i| pad[2 * i]).collect(),
            lhs_dil,
            rhs_dil,
            reverse,
            feature_groups: fg.max(1) as u64,
            batch_groups: 1,
        };
        self.kernel.steps.push(Step::Conv {
            dtype: dt,
            lhs,
            rhs,
            out,
            desc,
        });
        self.vals.insert(r, KVal::Mat(out));
        Ok(())
    }

    fn reduce_window(&mut self, op: Op) -> Result<(), String> {
        let d = &self.m.ops[op];
        if d.operands.len() != 2 {
            return Err(
                "reduce_window with several inputs is not supported by the CPU backend".into(),
            );
        }
        let (iv, initv, r) = (d.operands[0], d.operands[1], d.results[0]);
        let (_, in_shape) = self.ty(iv)?;
        let (_, out_shape) = self.ty(r)?;
        let rank = in_shape.len();
        let get =
            |k: &str, def: i64, n: usize| ints_or(d.attr(k), k, def, n).map_err(|e| e.to_string());
        let window: Vec<u64> = get("window_dimensions", 1, rank)?
            .iter()
            .map(|&x| x as u64)
            .collect();
        let strides = get("window_strides", 1, rank)?;
        let base_dil = get("base_dilations", 1, rank)?;
        let win_dil = get("window_dilations", 1, rank)?;
        let pad = get("padding", 0, 2 * rank)?;
        let body = self.body(op, 1)?;
        let input = self.mat(iv)?;
        let it = self.lazy(initv)?;
        let it = remap(&it, &vec![], 1);
        let mut f = Flat::new();
        f.add(&it);
        let out = self.dest_for(r)?;
        self.kernel.steps.push(Step::ReduceWindow {
            input,
            in_shape,
            out,
            out_shape,
            window,
            strides,
            base_dil,
            win_dil,
            pad_lo: (0..rank).map(|i| pad[2 * i]).collect(),
            init: f.expr,
            body,
        });
        self.vals.insert(r, KVal::Mat(out));
        Ok(())
    }

    fn gather(&mut self, op: Op) -> Result<(), String> {
        let d = &self.m.ops[op];
        let Some(Attribute::Gather(g)) = d.attr("dimension_numbers") else {
            return Err("gather without dimension numbers".into());
        };
        let g = g.clone();
        let slice_sizes: Vec<u64> = ints(d.attr("slice_sizes"), "slice_sizes")
            .map_err(|e| e.to_string())?
            .iter()
            .map(|&x| x as u64)
            .collect();
        let (ov, iv, r) = (d.operands[0], d.operands[1], d.results[0]);
        let (_, os) = self.ty(ov)?;
        let (_, is) = self.ty(iv)?;
        let (_, rs) = self.ty(r)?;
        let operand = self.mat(ov)?;
        let indices = self.mat(iv)?;
        let out = self.dest_for(r)?;
        let u = |v: &[i64]| v.iter().map(|&x| x as u32).collect::<Vec<_>>();
        self.kernel.steps.push(Step::Gather {
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
        });
        self.vals.insert(r, KVal::Mat(out));
        Ok(())
    }

    fn scatter(&mut self, op: Op) -> Result<(), String> {
        let d = &self.m.ops[op];
        if d.operands.len() != 3 {
            return Err("scatter of several inputs is not supported by the CPU backend".into());
        }
        let Some(Attribute::Scatter(s)) = d.attr("scatter_dimension_numbers") else {
            return Err("scatter without dimension numbers".into());
        };
        let s = s.clone();
        let (ov, iv, uv, r) = (d.operands[0], d.operands[1], d.operands[2], d.results[0]);
        let (dt, os) = self.ty(ov)?;
        let (_, is) = self.ty(iv)?;
        let (_, us) = self.ty(uv)?;
        let body = self.body(op, 1)?;
        let operand = self.mat(ov)?;
        let indices = self.mat(iv)?;
        let updates = self.mat(uv)?;
        let out = self.dest_for(r)?;
        if out != operand {
            self.kernel.steps.push(Step::Copy {
                src: operand,
                src_offset: 0,
                dst: out,
                dst_offset: 0,
                count: num_elements(&os),
            });
        }
        let _ = dt;
        let u = |v: &[i64]| v.iter().map(|&x| x as u32).collect::<Vec<_>>();
        self.kernel.steps.push(Step::Scatter {
            indices,
            updates,
            out,
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
        });
        self.vals.insert(r, KVal::Mat(out));
        Ok(())
    }

    fn concatenate(&mut self, op: Op) -> Result<(), String> {
        let d = &self.m.ops[op];
        let dim = d.attr("dimension").and_then(|a| a.as_int()).unwrap_or(0) as usize;
        let r = d.results[0];
        let (_, oshape) = self.ty(r)?;
        let ost = row_major_strides(&oshape);
        let operands = d.operands.clone();
        let out = self.dest_for(r)?;
        let mut at = 0i64;
        for v in operands {
            let (_, s) = self.ty(v)?;
            let src = self.mat(v)?;
            self.kernel.steps.push(Step::Place {
                src,
                src_shape: s.clone(),
                dst: out,
                dst_offset: at * ost[dim],
                dst_strides: ost.clone(),
            });
            at += s[dim] as i64;
        }
        self.vals.insert(r, KVal::Mat(out));
        Ok(())
    }

    fn pad(&mut self, op: Op) -> Result<(), String> {
        let d = &self.m.ops[op];
        let (xv, pv, r) = (d.operands[0], d.operands[1], d.results[0]);
        let (_, oshape) = self.ty(r)?;
        let (_, ishape) = self.ty(xv)?;
        let lo = ints(d.attr("edge_padding_low"), "edge_padding_low").map_err(|e| e.to_string())?;
        let int =
            ints(d.attr("interior_padding"), "interior_padding").map_err(|e| e.to_string())?;
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
        let pt = remap(&pt, &vec![], rank);
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
            let t = remap(&self.lazy(xv)?, &r, rank);
            let buf = self.scratch(dt, placed.iter().product());
            let mut f = Flat::new();
            let n = f.add(&t);
            self.kernel.steps.push(Step::Map {
                shape: placed.clone(),
                expr: f.expr,
                outputs: vec![(buf, n)],
            });
            Some(buf)
        };
        let out = self.dest_for(r)?;
        let mut f = Flat::new();
        let n = f.add(&pt);
        self.kernel.steps.push(Step::Map {
            shape: oshape.clone(),
            expr: f.expr,
            outputs: vec![(out, n)],
        });
        if let Some(src) = src {
            let ost = row_major_strides(&oshape);
            let off: i64 = (0..rank)
                .map(|i| (lo[i] + first[i] * (int[i] + 1)) * ost[i])
                .sum();
            let st: Vec<i64> = (0..rank).map(|i| ost[i] * (int[i] + 1)).collect();
            self.kernel.steps.push(Step::Place {
                src,
                src_shape: placed,
                dst: out,
                dst_offset: off,
                dst_strides: st,
            });
        }
        self.vals.insert(r, KVal::Mat(out));
        Ok(())
    }
}

/// Buffers a step reads and writes.
fn step_access(s: &Step) -> (Vec<Buf>, Vec<Buf>) {
    fn loads(e: &Expr, v: &mut Vec<Buf>) {
        for n in &e.nodes {
            if let Node::Load { buf, .. } = n {
                v.push(*buf);
            }
        }
    }
    let mut r = vec![];
    let w;
    match s {
        Step::Map { expr, outputs, .. } => {
            loads(expr, &mut r);
            w = outputs.iter().map(|o| o.0).collect();
        }
        Step::Reduce { expr, outputs, .. } => {
            loads(expr, &mut r);
            w = outputs.clone();
        }
        Step::Dot { lhs, rhs, out, .. } => {
            r = vec![lhs.buf, rhs.buf];
            w = vec![out.buf];
        }
        Step::Conv { lhs, rhs, out, .. } => {
            r = vec![*lhs, *rhs];
            w = vec![*out];
        }
        Step::ReduceWindow {
            input, out, init, ..
        } => {
            loads(init, &mut r);
            r.push(*input);
            w = vec![*out];
        }
        Step::Gather {
            operand,
            indices,
            out,
            ..
        } => {
            r = vec![*operand, *indices];
            w = vec![*out];
        }
        Step::Scatter {
            indices,
            updates,
            out,
            ..
        } => {
            r = vec![*indices, *updates, *out];
            w = vec![*out];
        }
        Step::Copy { src, dst, .. } => {
            r = vec![*src];
            w = vec![*dst];
        }
        Step::Fill { dst, .. } => w = vec![*dst],
        Step::Place { src, dst, .. } => {
            r = vec![*src];
            w = vec![*dst];
        }
    }
    (r, w)
}

fn rename(s: &mut Step, from: Buf, to: Buf) {
    let f = |b: &mut Buf| {
        if *b == from {
            *b = to;
        }
    };
    fn expr(e: &mut Expr, from: Buf, to: Buf) {
        for n in &mut e.nodes {
            if let Node::Load { buf, .. } = n {
                if *buf == from {
                    *buf = to;
                }
            }
        }
    }
    match s {
        Step::Map {
            expr: e, outputs, ..
        } => {
            expr(e, from, to);
            outputs.iter_mut().for_each(|o| f(&mut o.0));
        }
        Step::Reduce {
            expr: e, outputs, ..
        } => {
            expr(e, from, to);
            outputs.iter_mut().for_each(f);
        }
        Step::Dot { lhs, rhs, out, .. } => {
            f(&mut lhs.buf);
            f(&mut rhs.buf);
            f(&mut out.buf);
        }
        Step::Conv { lhs, rhs, out, .. } => {
            f(lhs);
            f(rhs);
            f(out);
        }
        Step::ReduceWindow {
            input, out, init, ..
        } => {
            expr(init, from, to);
            f(input);
            f(out);
        }
        Step::Gather {
            operand,
            indices,
            out,
            ..
        } => {
            f(operand);
            f(indices);
            f(out);
        }
        Step::Scatter {
            indices,
            updates,
            out,
            ..
        } => {
            f(indices);
            f(updates);
            f(out);
        }
        Step::Copy { src, dst, .. } | Step::Place { src, dst, .. } => {
            f(src);
            f(dst);
        }
        Step::Fill { dst, .. } => f(dst),
    }
}

/// Lowers the dispatch region `op`. `place_of` says where an outer value's bytes live.
pub fn lower_region(
    m: &Module,
    op: Op,
    name: &str,
    place_of: &dyn Fn(Value) -> Place,
) -> Result<Lowered, String> {
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
        cx.vals.insert(
            v,
            KVal::Lazy(Rc::new(T {
                ty: dt,
                l: L::Load(
                    b,
                    IndexMap {
                        offset: 0,
                        strides: row_major_strides(&shape),
                    },
                ),
            })),
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
        out_bufs.push(b);
        cx.dest.entry(returned[k]).or_insert(b);
    }
    for &o in &m.blocks[block].ops {
        if o == ret {
            break;
        }
        cx.lower_op(o, &mut vec![])?;
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
            Some(KVal::Mat(b)) => cx.kernel.steps.push(Step::Copy {
                src: b,
                src_offset: 0,
                dst,
                dst_offset: 0,
                count: num_elements(&shape),
            }),
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
            None => return Err("internal: a returned value was not lowered".into()),
        }
    }
    for (shape, f, outputs) in groups {
        cx.kernel.steps.push(Step::Map {
            shape,
            expr: f.expr,
            outputs,
        });
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
            Step::Dot { .. } | Step::Conv { .. } | Step::Reduce { .. }
        ) {
            continue;
        }
        let sb = Buf::Scratch(s);
        // Exactly one later reader, a Map writing one binding of the same size and type.
        let readers: Vec<usize> = (i + 1..n)
            .filter(|&j| step_access(&k.steps[j]).0.contains(&sb))
            .collect();
        let [j] = readers[..] else { continue };
        let Step::Map {
            shape,
            expr,
            outputs,
        } = k.steps[j].clone()
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
                if let Step::Dot {
                    out: o, accumulate, ..
                } = &mut k.steps[i]
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
            (Node::Const(b), ElemType::F64) => Some(f64::from_bits(*b)),
            _ => None,
        }
    };
    // c * S (either order) or S itself.
    let scaled = |i: u32| -> Option<f64> {
        if is_s(i) {
            return Some(1.0);
        }
        match &e.nodes[i as usize] {
            Node::Binary(BinOp::Mul, a, b) if is_s(*b) => konst(*a),
            Node::Binary(BinOp::Mul, a, b) if is_s(*a) => konst(*b),
            _ => None,
        }
    };
    // Every other node must be used by the pattern; a bigger expression is not this pattern.
    let r = match &e.nodes[root] {
        Node::Binary(BinOp::Sub, p, q) if is_p(*p) => Some((1.0, -scaled(*q)?)),
        Node::Binary(BinOp::Add, p, q) if is_p(*p) => Some((1.0, scaled(*q)?)),
        Node::Binary(BinOp::Add, q, p) if is_p(*p) => Some((1.0, scaled(*q)?)),
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
                if let Step::Map { shape, expr, outputs } = &k.steps[t] {
                    let same_start = matches!((buf_place(r, bindings), buf_place(w, bindings)), (Some(p), Some(q)) if p.start == q.start);
                    let rm = row_major_strides(shape);
                    let ident = expr.nodes.iter().all(|nd| match nd {
                        Node::Load { buf, map } if *buf == r => map.offset == 0 && map.strides == rm,
                        _ => true,
                    });
                    let same_size = {
                        let (a, c) = (&k.bindings[match r { Buf::Binding(i) => i as usize, _ => 0 }], &k.bindings[bi]);
                        a.dtype.byte_size() == c.dtype.byte_size()
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
        k.steps.push(Step::Copy {
            src: s,
            src_offset: 0,
            dst: w,
            dst_offset: 0,
            count: d.elements,
        });
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
        let a = f.add(&Rc::new(T {
            ty: ElemType::F32,
            l: L::Const(f32::NEG_INFINITY.to_bits() as u64),
        }));
        let b = f.add(&Rc::new(T {
            ty: ElemType::I32,
            l: L::Const(0),
        }));
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
