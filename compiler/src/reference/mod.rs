//! The reference interpreter: the ground truth every later stage is checked against.
//!
//! It runs verified input IR directly, giving every value fresh storage, with the StableHLO
//! specification's semantics (see the op modules for the choices the spec leaves open). It favours
//! obviously-correct loops over speed.

pub mod contraction;
pub mod elementwise;
pub mod indexed;
pub mod io;
pub mod movement;
pub mod reduction;
pub mod tensor;

use std::cell::Cell;
use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;

use dialect::attrs::Attribute;
use dialect::ir::{Block, Module, Op, Region, Value};
use dialect::types::{ElemType, Type};

use tensor::{Data, Tensor};

/// Why evaluation failed.
#[derive(Debug, Clone, PartialEq)]
pub enum EvalError {
    /// The op (or its element type) has no reference semantics here.
    Unsupported(String),
    /// A function argument does not fit the signature.
    Argument(String),
    /// The requested function does not exist.
    NoFunction(String),
    /// Calls nest deeper than the limit (recursion).
    TooDeep(String),
    /// The IR is not in the shape the verifier guarantees (a bug, or unverified input).
    Internal(String),
}

impl EvalError {
    /// An op without semantics for an element type.
    pub fn unsupported(op: &str, e: ElemType) -> EvalError {
        EvalError::Unsupported(format!("`{op}` is not supported on element type {e}"))
    }
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EvalError::Unsupported(m)
            | EvalError::Argument(m)
            | EvalError::NoFunction(m)
            | EvalError::TooDeep(m) => f.write_str(m),
            EvalError::Internal(m) => write!(f, "internal error: {m}"),
        }
    }
}

impl std::error::Error for EvalError {}

/// One element of a tensor, for reduction bodies.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    /// A float element.
    F(f64),
    /// An integer element.
    I(i64),
}

impl Scalar {
    /// Element `i` of `t`.
    pub fn at(t: &Tensor, i: usize) -> Scalar {
        match &t.data {
            Data::F(v) => Scalar::F(v[i]),
            Data::I(v) => Scalar::I(v[i]),
        }
    }

    /// A tensor of these elements.
    pub fn to_tensor(shape: Vec<usize>, elem: ElemType, values: &[Scalar]) -> Tensor {
        if elem.is_float() {
            let v = values.iter().map(|s| match s {
                Scalar::F(x) => *x,
                Scalar::I(x) => *x as f64,
            });
            Tensor::floats(shape, elem, v.collect())
        } else {
            let v = values.iter().map(|s| match s {
                Scalar::F(x) => *x as i64,
                Scalar::I(x) => *x,
            });
            Tensor::ints(shape, elem, v.collect())
        }
    }
}

/// A reduction body: combines the accumulators with the next elements.
pub trait Body {
    /// Returns the new accumulators.
    fn apply(&mut self, acc: &[Scalar], xs: &[Scalar]) -> Result<Vec<Scalar>, EvalError>;
}

/// Largest value (in elements) the interpreter creates: 2^28 elements, 2 GiB of f64.
pub const MAX_ELEMENTS: u64 = 1 << 28;

/// Maximum call depth before evaluation stops with [`EvalError::TooDeep`].
pub const MAX_CALL_DEPTH: usize = 200;

/// Values visible to a block: its own and those of the enclosing blocks.
struct Env<'p> {
    values: HashMap<Value, Rc<Tensor>>,
    parent: Option<&'p Env<'p>>,
}

impl Env<'_> {
    fn get(&self, v: Value) -> Option<Rc<Tensor>> {
        match self.values.get(&v) {
            Some(t) => Some(t.clone()),
            None => self.parent.and_then(|p| p.get(v)),
        }
    }
}

/// Runs functions of one module.
pub struct Interpreter<'m> {
    m: &'m Module,
    depth: Cell<usize>,
}

fn shape_of(t: &Type) -> Result<(Vec<usize>, ElemType), EvalError> {
    match t {
        Type::Tensor { shape, elem } if shape.iter().all(|&d| d >= 0) => {
            Ok((shape.iter().map(|&d| d as usize).collect(), *elem))
        }
        Type::Scalar(e) => Ok((vec![], *e)),
        other => Err(EvalError::Unsupported(format!(
            "values of type {other} cannot be evaluated"
        ))),
    }
}

pub(crate) fn ints(a: Option<&Attribute>, what: &str) -> Result<Vec<i64>, EvalError> {
    match a {
        Some(Attribute::DenseArray { values, .. }) => Ok(values.clone()),
        Some(Attribute::Dense(d)) => match &d.values {
            dialect::attrs::DenseValues::Int(v) => {
                let n = d.ty.num_elements().unwrap_or(v.len() as u64) as usize;
                Ok(if v.len() == 1 {
                    vec![v[0]; n]
                } else {
                    v.clone()
                })
            }
            _ => Err(EvalError::Internal(format!(
                "`{what}` is not an integer array"
            ))),
        },
        _ => Err(EvalError::Internal(format!("missing `{what}`"))),
    }
}

/// An integer-array attribute, or `n` copies of `default` when it is absent.
pub(crate) fn ints_or(
    a: Option<&Attribute>,
    what: &str,
    default: i64,
    n: usize,
) -> Result<Vec<i64>, EvalError> {
    match a {
        Some(_) => ints(a, what),
        None => Ok(vec![default; n]),
    }
}

fn usizes(v: &[i64]) -> Vec<usize> {
    v.iter().map(|&x| x.max(0) as usize).collect()
}

impl<'m> Interpreter<'m> {
    /// An interpreter over a verified module.
    pub fn new(m: &'m Module) -> Interpreter<'m> {
        Interpreter {
            m,
            depth: Cell::new(0),
        }
    }

    /// The signature of a public or private function.
    pub fn signature(&self, name: &str) -> Result<&'m dialect::types::FunctionType, EvalError> {
        let f = self.m.lookup_function(name).ok_or_else(|| {
            let names: Vec<String> = self
                .m
                .functions()
                .filter_map(|f| self.m.func_name(f).map(|s| format!("@{s}")))
                .collect();
            EvalError::NoFunction(format!(
                "no function `@{name}` in the module (it has {})",
                names.join(", ")
            ))
        })?;
        self.m
            .func_type(f)
            .ok_or_else(|| EvalError::Internal(format!("@{name} has no type")))
    }

    /// Calls function `name` with `args`, checking them against its signature.
    pub fn call(&self, name: &str, args: Vec<Tensor>) -> Result<Vec<Tensor>, EvalError> {
        let ft = self.signature(name)?;
        if args.len() != ft.inputs.len() {
            return Err(EvalError::Argument(format!(
                "@{name} takes {} argument(s), {} given",
                ft.inputs.len(),
                args.len()
            )));
        }
        for (i, (a, t)) in args.iter().zip(&ft.inputs).enumerate() {
            let want = shape_of(t)?;
            if (a.shape.clone(), a.elem) != want {
                return Err(EvalError::Argument(format!(
                    "input {i}: expected {t}, got {}",
                    a.ty()
                )));
            }
        }
        let f = self
            .m
            .lookup_function(name)
            .ok_or_else(|| EvalError::NoFunction(name.into()))?;
        let out = self.call_op(f, args.into_iter().map(Rc::new).collect())?;
        Ok(out
            .into_iter()
            .map(|t| Rc::try_unwrap(t).unwrap_or_else(|rc| (*rc).clone()))
            .collect())
    }

    /// Evaluates one op on the given operand values (for constant folding). Ops with regions see no
    /// enclosing values.
    pub fn eval_single(&self, op: Op, operands: Vec<Tensor>) -> Result<Vec<Tensor>, EvalError> {
        let env = Env {
            values: HashMap::new(),
            parent: None,
        };
        let x: Vec<Rc<Tensor>> = operands.into_iter().map(Rc::new).collect();
        let out = self.eval_op(op, &x, &env)?;
        Ok(out
            .into_iter()
            .map(|t| Rc::try_unwrap(t).unwrap_or_else(|rc| (*rc).clone()))
            .collect())
    }

    /// Evaluates one op whose regions may read the given outer values (a dispatch region reading
    /// values of its function).
    pub fn eval_with_captures(
        &self,
        op: Op,
        operands: Vec<Tensor>,
        captures: HashMap<Value, Tensor>,
    ) -> Result<Vec<Tensor>, EvalError> {
        let env = Env {
            values: captures.into_iter().map(|(k, v)| (k, Rc::new(v))).collect(),
            parent: None,
        };
        let x: Vec<Rc<Tensor>> = operands.into_iter().map(Rc::new).collect();
        let out = self.eval_op(op, &x, &env)?;
        Ok(out
            .into_iter()
            .map(|t| Rc::try_unwrap(t).unwrap_or_else(|rc| (*rc).clone()))
            .collect())
    }

    fn call_op(&self, f: Op, args: Vec<Rc<Tensor>>) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let depth = self.depth.get();
        if depth >= MAX_CALL_DEPTH {
            return Err(EvalError::TooDeep(format!(
                "calls nest deeper than {MAX_CALL_DEPTH} (recursive functions are not supported)"
            )));
        }
        let block = self.m.entry_block(f).ok_or_else(|| {
            EvalError::Unsupported(format!(
                "@{} is a declaration without a body",
                self.m.func_name(f).unwrap_or("?")
            ))
        })?;
        self.depth.set(depth + 1);
        let r = self.run_block(block, args, None);
        self.depth.set(depth);
        r
    }

    fn run_block(
        &self,
        block: Block,
        args: Vec<Rc<Tensor>>,
        parent: Option<&Env<'_>>,
    ) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let m = self.m;
        let mut env = Env {
            values: HashMap::new(),
            parent,
        };
        for (&a, t) in m.blocks[block].args.iter().zip(args) {
            env.values.insert(a, t);
        }
        for &op in &m.blocks[block].ops {
            let d = &m.ops[op];
            let operands: Vec<Rc<Tensor>> = d
                .operands
                .iter()
                .map(|&v| {
                    env.get(v).ok_or_else(|| {
                        EvalError::Internal(format!(
                            "value used before it was computed in `{}`",
                            d.name
                        ))
                    })
                })
                .collect::<Result<_, _>>()?;
            if matches!(
                d.name.as_str(),
                "func.return" | "stablehlo.return" | "flow.return"
            ) {
                return Ok(operands);
            }
            let results = self.eval_op(op, &operands, &env)?;
            if results.len() != d.results.len() {
                return Err(EvalError::Internal(format!(
                    "`{}` produced {} results, expected {}",
                    d.name,
                    results.len(),
                    d.results.len()
                )));
            }
            for (&r, t) in d.results.iter().zip(results) {
                env.values.insert(r, t);
            }
        }
        Err(EvalError::Internal("block has no terminator".into()))
    }

    fn region_body<'a>(
        &'a self,
        region: Region,
        elems: Vec<ElemType>,
        env: &'a Env<'a>,
    ) -> RegionBody<'a, 'm> {
        let m = self.m;
        let block = m.regions[region].blocks.first().copied();
        // Fast path: a body that is one binary elementwise op on its two arguments.
        let mut fast = None;
        if let Some(b) = block {
            let bd = &m.blocks[b];
            if elems.len() == 1 && bd.ops.len() == 2 && bd.args.len() == 2 {
                let (inner, ret) = (&m.ops[bd.ops[0]], &m.ops[bd.ops[1]]);
                let is_bin = matches!(
                    inner.kind().map(|k| k.syntax()),
                    Some(dialect::ops::Syntax::Binary)
                );
                if is_bin && inner.operands == bd.args && ret.operands == inner.results {
                    fast = Some(inner.name.to_string());
                }
            }
        }
        RegionBody {
            interp: self,
            block,
            elems,
            fast,
            env,
        }
    }

    fn eval_op(
        &self,
        op: Op,
        x: &[Rc<Tensor>],
        env: &Env<'_>,
    ) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let m = self.m;
        let d = &m.ops[op];
        for &r in &d.results {
            let n = m.ty(r).num_elements().unwrap_or(u64::MAX);
            if n > MAX_ELEMENTS {
                return Err(EvalError::Unsupported(format!(
                    "`{}` would produce {n} elements; the reference interpreter handles at most {MAX_ELEMENTS} per value",
                    d.name
                )));
            }
        }
        let name = d.name.as_str();
        let res_ty = |i: usize| -> Result<(Vec<usize>, ElemType), EvalError> {
            let v = d
                .results
                .get(i)
                .ok_or_else(|| EvalError::Internal(format!("`{name}` has no result {i}")))?;
            shape_of(m.ty(*v))
        };
        let one = |t: Tensor| Ok(vec![Rc::new(t)]);
        let attr = |k: &str| d.attr(k);
        let info = d.kind().map(|k| k.syntax());
        use dialect::ops::Syntax;
        match name {
            "func.call" => {
                let callee = match attr("callee") {
                    Some(Attribute::SymbolRef(s)) => s.clone(),
                    _ => return Err(EvalError::Internal("call without callee".into())),
                };
                let f = m
                    .lookup_function(&callee)
                    .ok_or_else(|| EvalError::NoFunction(callee.clone()))?;
                self.call_op(f, x.to_vec())
            }
            "stablehlo.optimization_barrier" => Ok(x.to_vec()),
            "flow.dispatch.region" => {
                let b = m
                    .entry_block(op)
                    .ok_or_else(|| EvalError::Internal("empty dispatch region".into()))?;
                self.run_block(b, vec![], Some(env))
            }
            // Value semantics: the alias names where the result is stored, not what it is.
            "hal.tensor.alias" => Ok(vec![x[0].clone()]),
            "flow.tensor.clone" => one((*x[0]).clone()),
            "stablehlo.constant" | "arith.constant" => {
                let (shape, elem) = res_ty(0)?;
                match attr("value") {
                    Some(Attribute::Dense(de))
                        if matches!(de.values, dialect::attrs::DenseValues::Complex(_)) =>
                    {
                        Err(EvalError::Unsupported(
                            "the reference interpreter has no complex constants yet".into(),
                        ))
                    }
                    Some(Attribute::Dense(de)) => one(Tensor::from_dense(de)
                        .ok_or_else(|| EvalError::Internal("bad dense".into()))?),
                    Some(Attribute::Float { value, .. }) => {
                        one(Tensor::floats(shape, elem, vec![*value]))
                    }
                    Some(Attribute::Int { value, .. }) => {
                        one(Tensor::ints(shape, elem, vec![*value]))
                    }
                    Some(Attribute::Bool(b)) => one(Tensor::ints(shape, elem, vec![*b as i64])),
                    _ => Err(EvalError::Internal("constant without value".into())),
                }
            }
            "stablehlo.iota" => {
                let (shape, elem) = res_ty(0)?;
                let dim = attr("iota_dimension").and_then(|a| a.as_int()).unwrap_or(0) as usize;
                one(movement::iota(shape, elem, dim))
            }
            "stablehlo.broadcast_in_dim" => {
                let (shape, _) = res_ty(0)?;
                let dims = usizes(&ints(attr("broadcast_dimensions"), "broadcast_dimensions")?);
                one(movement::broadcast_in_dim(&x[0], shape, &dims))
            }
            "stablehlo.transpose" => one(movement::transpose(
                &x[0],
                &usizes(&ints(attr("permutation"), "permutation")?),
            )),
            "stablehlo.reshape" => one(movement::reshape(&x[0], res_ty(0)?.0)),
            "stablehlo.reverse" => one(movement::reverse(
                &x[0],
                &usizes(&ints(attr("dimensions"), "dimensions")?),
            )),
            "stablehlo.slice" => {
                let s = usizes(&ints(attr("start_indices"), "start_indices")?);
                let l = usizes(&ints(attr("limit_indices"), "limit_indices")?);
                let st = usizes(&ints(attr("strides"), "strides")?);
                one(movement::slice(&x[0], &s, &l, &st))
            }
            "stablehlo.dynamic_slice" => {
                let sizes = usizes(&ints(attr("slice_sizes"), "slice_sizes")?);
                let starts: Vec<i64> = x[1..].iter().map(|t| t.get_i(0)).collect();
                one(movement::dynamic_slice(&x[0], &starts, &sizes))
            }
            "stablehlo.dynamic_update_slice" => {
                let starts: Vec<i64> = x[2..].iter().map(|t| t.get_i(0)).collect();
                one(movement::dynamic_update_slice(&x[0], &x[1], &starts))
            }
            "stablehlo.concatenate" => {
                let dim = attr("dimension").and_then(|a| a.as_int()).unwrap_or(0) as usize;
                let parts: Vec<&Tensor> = x.iter().map(|t| t.as_ref()).collect();
                one(movement::concatenate(&parts, dim))
            }
            "stablehlo.pad" => {
                let lo = ints(attr("edge_padding_low"), "edge_padding_low")?;
                let hi = ints(attr("edge_padding_high"), "edge_padding_high")?;
                let int = ints(attr("interior_padding"), "interior_padding")?;
                one(movement::pad(&x[0], &x[1], &lo, &hi, &int))
            }
            "stablehlo.compare" => {
                let dir = attr("comparison_direction")
                    .and_then(|a| a.as_enum())
                    .unwrap_or("EQ");
                let ct = attr("compare_type").and_then(|a| a.as_enum());
                one(elementwise::compare(&x[0], &x[1], dir, ct)?)
            }
            "arith.cmpf" | "arith.cmpi" => {
                let pred = attr("predicate").and_then(|a| a.as_enum()).unwrap_or("eq");
                one(elementwise::arith_compare(&x[0], &x[1], pred)?)
            }
            "stablehlo.select" | "arith.select" => one(elementwise::select(&x[0], &x[1], &x[2])),
            "stablehlo.clamp" => one(elementwise::clamp(&x[0], &x[1], &x[2])),
            "stablehlo.convert" => one(elementwise::convert(&x[0], res_ty(0)?.1)),
            "stablehlo.bitcast_convert" | "arith.bitcast" => {
                one(elementwise::bitcast(&x[0], res_ty(0)?.1))
            }
            _ if info == Some(Syntax::ArithCast) => {
                let (_, to) = res_ty(0)?;
                one(elementwise::convert(&x[0], to))
            }
            "stablehlo.dot_general" => {
                let Some(Attribute::Dot(dd)) = attr("dot_dimension_numbers") else {
                    return Err(EvalError::Internal(
                        "dot_general without dimension numbers".into(),
                    ));
                };
                one(contraction::dot_general(&x[0], &x[1], dd, res_ty(0)?.0))
            }
            "stablehlo.convolution" => {
                let Some(Attribute::Conv(c)) = attr("dimension_numbers") else {
                    return Err(EvalError::Internal(
                        "convolution without dimension numbers".into(),
                    ));
                };
                let ns = c.input_spatial.len();
                let get = |k: &str, default: i64, n: usize| ints_or(attr(k), k, default, n);
                let pad = get("padding", 0, 2 * ns)?;
                let w = contraction::ConvWindow {
                    strides: get("window_strides", 1, ns)?,
                    padding: (0..ns).map(|i| (pad[2 * i], pad[2 * i + 1])).collect(),
                    lhs_dilation: get("lhs_dilation", 1, ns)?,
                    rhs_dilation: get("rhs_dilation", 1, ns)?,
                    reversal: get("window_reversal", 0, ns)?
                        .iter()
                        .map(|&b| b != 0)
                        .collect(),
                    feature_groups: attr("feature_group_count")
                        .and_then(|a| a.as_int())
                        .unwrap_or(1),
                    batch_groups: attr("batch_group_count")
                        .and_then(|a| a.as_int())
                        .unwrap_or(1),
                };
                one(contraction::convolution(&x[0], &x[1], c, &w, res_ty(0)?.0))
            }
            "stablehlo.reduce" => {
                let n = x.len() / 2;
                let dims = usizes(&ints(attr("dimensions"), "dimensions")?);
                let inputs: Vec<&Tensor> = x[..n].iter().map(|t| t.as_ref()).collect();
                let inits: Vec<&Tensor> = x[n..].iter().map(|t| t.as_ref()).collect();
                let elems = inputs.iter().map(|t| t.elem).collect();
                let mut body = self.region_body(d.regions[0], elems, env);
                let out = reduction::reduce(&inputs, &inits, &dims, &mut body)?;
                Ok(out.into_iter().map(Rc::new).collect())
            }
            "stablehlo.reduce_window" => {
                let n = x.len() / 2;
                let rank = x[0].shape.len();
                let get = |k: &str, default: i64, n: usize| ints_or(attr(k), k, default, n);
                let pad = get("padding", 0, 2 * rank)?;
                let w = reduction::Window {
                    dims: usizes(&ints(attr("window_dimensions"), "window_dimensions")?),
                    strides: usizes(&get("window_strides", 1, rank)?),
                    base_dilations: usizes(&get("base_dilations", 1, rank)?),
                    window_dilations: usizes(&get("window_dilations", 1, rank)?),
                    padding: (0..rank).map(|i| (pad[2 * i], pad[2 * i + 1])).collect(),
                };
                let inputs: Vec<&Tensor> = x[..n].iter().map(|t| t.as_ref()).collect();
                let inits: Vec<&Tensor> = x[n..].iter().map(|t| t.as_ref()).collect();
                let elems = inputs.iter().map(|t| t.elem).collect();
                let mut body = self.region_body(d.regions[0], elems, env);
                let out = reduction::reduce_window(&inputs, &inits, &w, res_ty(0)?.0, &mut body)?;
                Ok(out.into_iter().map(Rc::new).collect())
            }
            "stablehlo.gather" => {
                let Some(Attribute::Gather(g)) = attr("dimension_numbers") else {
                    return Err(EvalError::Internal(
                        "gather without dimension numbers".into(),
                    ));
                };
                let sizes = usizes(&ints(attr("slice_sizes"), "slice_sizes")?);
                one(indexed::gather(&x[0], &x[1], g, &sizes, res_ty(0)?.0))
            }
            "stablehlo.scatter" => {
                let Some(Attribute::Scatter(s)) = attr("scatter_dimension_numbers") else {
                    return Err(EvalError::Internal(
                        "scatter without dimension numbers".into(),
                    ));
                };
                let n = (x.len() - 1) / 2;
                let inputs: Vec<&Tensor> = x[..n].iter().map(|t| t.as_ref()).collect();
                let updates: Vec<&Tensor> = x[n + 1..].iter().map(|t| t.as_ref()).collect();
                let elems = inputs.iter().map(|t| t.elem).collect();
                let mut body = self.region_body(d.regions[0], elems, env);
                let out = indexed::scatter(&inputs, &x[n], &updates, s, &mut body)?;
                Ok(out.into_iter().map(Rc::new).collect())
            }
            _ => match info {
                Some(Syntax::Unary | Syntax::ChloUnary) => {
                    one(elementwise::unary(name, &x[0], res_ty(0)?.1)?)
                }
                Some(Syntax::Cast) if name == "stablehlo.is_finite" => {
                    one(elementwise::unary(name, &x[0], ElemType::I1)?)
                }
                Some(Syntax::Binary) => one(elementwise::binary(name, &x[0], &x[1])?),
                _ => Err(EvalError::Unsupported(format!(
                    "the reference interpreter has no semantics for `{name}`"
                ))),
            },
        }
    }
}

/// A region used as a reduction body.
struct RegionBody<'a, 'm> {
    interp: &'a Interpreter<'m>,
    block: Option<Block>,
    elems: Vec<ElemType>,
    fast: Option<String>,
    env: &'a Env<'a>,
}

impl Body for RegionBody<'_, '_> {
    fn apply(&mut self, acc: &[Scalar], xs: &[Scalar]) -> Result<Vec<Scalar>, EvalError> {
        if let Some(name) = &self.fast {
            let e = self.elems[0];
            let a = Scalar::to_tensor(vec![], e, &acc[..1]);
            let b = Scalar::to_tensor(vec![], e, &xs[..1]);
            let r = elementwise::binary(name, &a, &b)?;
            return Ok(vec![Scalar::at(&r, 0)]);
        }
        let block = self
            .block
            .ok_or_else(|| EvalError::Internal("empty reduction body".into()))?;
        let mut args = Vec::with_capacity(acc.len() + xs.len());
        for (k, s) in acc.iter().chain(xs).enumerate() {
            let e = self.elems[k % self.elems.len()];
            args.push(Rc::new(Scalar::to_tensor(
                vec![],
                e,
                std::slice::from_ref(s),
            )));
        }
        let out = self.interp.run_block(block, args, Some(self.env))?;
        Ok(out.iter().map(|t| Scalar::at(t, 0)).collect())
    }
}
