//! The reference interpreter: the ground truth every later stage is checked against.
//!
//! It runs verified input IR directly, giving every value fresh storage, with the StableHLO
//! specification's semantics. The scalar semantics of every elementwise op come from
//! `element::lane` (shared with the runtime, so both paths compute the same thing); this module
//! and its op modules add the index arithmetic of the structured ops. It favours obviously-correct
//! loops over speed.
//!
//! `eval_op` narrows the op with the table's stage column ([`OpKind::split`]) and matches
//! exhaustively on the [`CoreOp`]s only. The others are reported in one place: an op not supported
//! yet is a coded error (E0414) naming the op and the work that brings it; an op a pass decomposes
//! says which pass must run first (`chlo-legalize-to-stablehlo`, `stablehlo-decompose`).
//! Attributes are read through `dialect::views`, with the specification's defaults.

pub mod check;
pub mod contraction;
pub mod distributed;
pub mod indexed;
pub mod io;
pub mod lapack;
pub mod linalg;
pub mod movement;
pub mod reduction;
pub mod rng;
pub mod structured;
pub mod tensor;

use std::cell::Cell;
use std::collections::HashMap;
use std::fmt;
use std::rc::Rc;

use dialect::attrs::Attribute;
use dialect::diag::{self, Code, Diagnostic};
use dialect::ir::{Block, Module, Op, Region, Span, Value};
use dialect::ops::{
    ArithOp, ArithSemantics, CoreOp, DecomposedOp, Decomposition, OpKind, Pass, Staged,
};
use dialect::types::{ElemType, Type};
use dialect::views;
use element::lane::{self, Lane};
use element::{BinaryOp, UnaryOp};

pub use tensor::Scalar;
use tensor::Tensor;

/// Why evaluation failed.
#[derive(Debug, Clone, PartialEq)]
pub enum EvalError {
    /// The op (or its element type) has no reference semantics here.
    Unsupported(String),
    /// An op the compiler knows but does not support yet (E0414); the message names the op and
    /// the work that brings it.
    NotSupportedYet(String),
    /// A check found a value other than the expected one (E0601).
    Check(String),
    /// A function argument does not fit the signature.
    Argument(String),
    /// The requested function does not exist.
    NoFunction(String),
    /// Calls nest deeper than the limit (recursion).
    TooDeep(String),
    /// Processes of `interpreter.run_parallel` that do not meet (a rendezvous or a message that
    /// never comes, a group without this process, an id outside the grid).
    Distributed(String),
    /// A process waited for another that failed (the other's error is the cause).
    PeerFailed(String),
    /// The IR is not in the shape the verifier guarantees (a bug, or unverified input).
    Internal(String),
    /// An error at an op: where in the source it happened.
    At(Span, Box<EvalError>),
}

impl EvalError {
    /// An op without semantics for an element type.
    pub fn unsupported(op: &str, e: ElemType) -> EvalError {
        EvalError::Unsupported(format!("`{op}` is not supported on element type {e}"))
    }

    /// The error located at `span` (an error that already has a location keeps it: the innermost
    /// op is the one that failed).
    pub fn at(self, span: Span) -> EvalError {
        match self {
            EvalError::At(..) => self,
            e => EvalError::At(span, Box::new(e)),
        }
    }

    /// Where the error happened, if known.
    pub fn span(&self) -> Option<Span> {
        match self {
            EvalError::At(s, _) => Some(*s),
            _ => None,
        }
    }

    /// The error without its location.
    pub fn inner(&self) -> &EvalError {
        match self {
            EvalError::At(_, e) => e.inner(),
            e => e,
        }
    }

    /// The stable diagnostic code.
    pub fn code(&self) -> Code {
        match self.inner() {
            EvalError::Unsupported(_) | EvalError::NotSupportedYet(_) => diag::NOT_SUPPORTED_YET,
            EvalError::Check(_) => diag::CHECK_FAILED,
            EvalError::NoFunction(_) => diag::UNDEFINED_FUNCTION,
            EvalError::Argument(_)
            | EvalError::TooDeep(_)
            | EvalError::Distributed(_)
            | EvalError::PeerFailed(_)
            | EvalError::Internal(_)
            | EvalError::At(..) => diag::EVALUATION_ERROR,
        }
    }

    /// The error as a diagnostic at its location (or at `fallback`, e.g. the function's).
    pub fn to_diagnostic(&self, fallback: Span) -> Diagnostic {
        let label = match self.inner() {
            EvalError::Check(_) => "this check failed",
            EvalError::Unsupported(_) | EvalError::NotSupportedYet(_) => "not supported here",
            _ => "while evaluating this",
        };
        Diagnostic::error(
            self.code(),
            self.span().unwrap_or(fallback),
            self.inner().to_string(),
            label,
        )
    }
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EvalError::Unsupported(m)
            | EvalError::NotSupportedYet(m)
            | EvalError::Check(m)
            | EvalError::Argument(m)
            | EvalError::NoFunction(m)
            | EvalError::TooDeep(m)
            | EvalError::Distributed(m)
            | EvalError::PeerFailed(m) => f.write_str(m),
            EvalError::Internal(m) => write!(f, "internal error: {m}"),
            EvalError::At(_, e) => e.fmt(f),
        }
    }
}

impl std::error::Error for EvalError {}

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

/// The operands of `d`, read from `env`; one not computed yet is an internal error at the op.
fn operands_of(env: &Env<'_>, d: &dialect::ir::OpData) -> Result<Vec<Rc<Tensor>>, EvalError> {
    d.operands
        .iter()
        .map(|&v| {
            env.get(v).ok_or_else(|| {
                EvalError::Internal(format!("value used before it was computed in `{}`", d.name))
                    .at(d.span)
            })
        })
        .collect()
}

/// Runs functions of one module, as one process of a process grid (see [`distributed`]).
pub struct Interpreter<'m> {
    m: &'m Module,
    depth: Cell<usize>,
    process: distributed::Process<'m>,
    timeout: std::time::Duration,
    /// The module's globals (`ml_program.global`): each one's current value once it was read or
    /// written; the initial value until then. They persist across [`Interpreter::call`]s, as a
    /// module instance's do.
    globals: std::cell::RefCell<HashMap<String, Rc<Tensor>>>,
    /// Where `interpreter.print` and `interpreter.probe` send what they observe, and where
    /// `check.expect_serialized_eq` reads it back (shared with the processes of a
    /// `run_parallel`).
    observer: std::sync::Arc<dyn runtime::probe::Observer>,
    /// The text the module was parsed from, for the names `interpreter.print` writes.
    source: Option<&'m str>,
}

/// The `probe_id` of an `interpreter.probe` or `check.expect_serialized_eq`.
fn probe_id(d: &dialect::ir::OpData) -> Result<String, EvalError> {
    match d.attr("probe_id") {
        Some(Attribute::String(s)) => Ok(s.clone()),
        _ => Err(EvalError::Internal(format!(
            "`{}` without a string probe_id",
            d.name
        ))),
    }
}

/// A `!stablehlo.token`: it carries no data, so the interpreter holds it as an empty tensor.
fn token() -> Tensor {
    Tensor::new(vec![0], ElemType::I1, Lane::I(vec![]))
}

fn is_token(t: &Type) -> bool {
    matches!(t, Type::Opaque(s) if s == "!stablehlo.token")
}

fn shape_of(t: &Type) -> Result<(Vec<usize>, ElemType), EvalError> {
    match t {
        Type::Tensor { shape, elem } if shape.iter().all(|&d| d >= 0) => {
            Ok((shape.iter().map(|&d| d as usize).collect(), *elem))
        }
        Type::Scalar(e) => Ok((vec![], *e)),
        t if is_token(t) => Ok((vec![0], ElemType::I1)),
        other => Err(EvalError::Unsupported(format!(
            "values of type {other} cannot be evaluated"
        ))),
    }
}

fn usizes(v: &[i64]) -> Vec<usize> {
    v.iter().map(|&x| x.max(0) as usize).collect()
}

impl<'m> Interpreter<'m> {
    /// An interpreter over a verified module, running as the process (0, 0) of the module's
    /// process grid (`mhlo.num_replicas` x `mhlo.num_partitions`, one process when it declares
    /// none).
    pub fn new(m: &'m Module) -> Interpreter<'m> {
        // A malformed grid is the verifier's error (E0403); unverified input runs as one process.
        let grid = views::ProcessGrid::of_module(m).unwrap_or(views::ProcessGrid::SINGLE);
        Interpreter {
            m,
            depth: Cell::new(0),
            process: distributed::Process::alone(grid),
            timeout: distributed::DEFAULT_COLLECTIVE_TIMEOUT,
            globals: Default::default(),
            observer: std::sync::Arc::new(runtime::probe::Probes::new()),
            source: None,
        }
    }

    /// Sends what the module's instrumentation observes to `observer` (a fresh
    /// [`runtime::probe::Probes`] by default).
    pub fn with_observer(mut self, observer: std::sync::Arc<dyn runtime::probe::Observer>) -> Self {
        self.observer = observer;
        self
    }

    /// The text the module was parsed from: `interpreter.print` then writes its operand's name
    /// as the source has it (`%0 = tensor<..> {..}`), as the StableHLO interpreter does.
    pub fn with_source(mut self, source: &'m str) -> Self {
        self.source = Some(source);
        self
    }

    /// The current value of global `name` (its initial value, or zeros, before any store).
    pub fn global(&self, name: &str) -> Result<Tensor, EvalError> {
        Ok((*self.global_value(name)?).clone())
    }

    /// Sets global `name` to `value`, as a store would (the global need not be mutable: this is
    /// the embedder's access, as `Instance` gives it on the compiled path).
    pub fn set_global(&self, name: &str, value: Tensor) -> Result<(), EvalError> {
        let (_, ty) = self.global_op(name)?;
        let want = shape_of(&ty)?;
        if (value.shape.clone(), value.elem) != want {
            return Err(EvalError::Argument(format!(
                "global @{name}: expected {ty}, got {}",
                value.ty()
            )));
        }
        self.globals
            .borrow_mut()
            .insert(name.to_string(), Rc::new(value));
        Ok(())
    }

    /// The global op named `name` and its type.
    fn global_op(&self, name: &str) -> Result<(Op, Type), EvalError> {
        let g = dialect::verifier::lookup_global(self.m, name)
            .ok_or_else(|| EvalError::Argument(format!("no global `@{name}` in the module")))?;
        match self.m.ops[g].attr("type") {
            Some(Attribute::Type(t)) => Ok((g, t.clone())),
            _ => Err(EvalError::Internal(format!("global @{name} has no type"))),
        }
    }

    /// The current value of global `name`, made from its initial value on first use.
    fn global_value(&self, name: &str) -> Result<Rc<Tensor>, EvalError> {
        if let Some(t) = self.globals.borrow().get(name) {
            return Ok(t.clone());
        }
        let (g, ty) = self.global_op(name)?;
        let (shape, elem) = shape_of(&ty)?;
        let t = match self.m.ops[g].attr("value") {
            Some(v) => constant(Some(v), shape, elem)?,
            None => {
                let n = shape.iter().product();
                Tensor::new(shape, elem, Lane::zeros(elem, n))
            }
        };
        let t = Rc::new(t);
        self.globals
            .borrow_mut()
            .insert(name.to_string(), t.clone());
        Ok(t)
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

    /// Runs the entry block of `region` with `args`, where the region may read the given outer
    /// values (canonicalize deciding a loop condition at compile time).
    pub fn eval_region(
        &self,
        region: Region,
        args: Vec<Tensor>,
        captures: HashMap<Value, Tensor>,
    ) -> Result<Vec<Tensor>, EvalError> {
        let env = Env {
            values: captures.into_iter().map(|(k, v)| (k, Rc::new(v))).collect(),
            parent: None,
        };
        let out = self.run_region(Some(region), args.into_iter().map(Rc::new).collect(), &env)?;
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
            EvalError::Argument(format!(
                "@{} is a declaration without a body",
                self.m.func_name(f).unwrap_or("?")
            ))
        })?;
        self.depth.set(depth + 1);
        let region = self.m.ops[f].regions[0];
        let r = if self.m.regions[region].blocks.len() > 1 {
            self.run_blocks(block, args)
        } else {
            self.run_block(block, args, None)
        };
        self.depth.set(depth);
        r
    }

    /// Runs a function body of several blocks from its entry block: each block's ops in order,
    /// then its terminator, a `func.return` or a jump (`cf.br`, `cf.cond_br`) that binds the next
    /// block's arguments. One environment holds the values of every block run so far: a value
    /// used in a block is defined in a block that dominates it, so its latest run defined it.
    fn run_blocks(
        &self,
        entry: Block,
        args: Vec<Rc<Tensor>>,
    ) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let m = self.m;
        let mut env = Env {
            values: HashMap::new(),
            parent: None,
        };
        let (mut block, mut args) = (entry, args);
        'blocks: loop {
            for (&a, t) in m.blocks[block].args.iter().zip(args) {
                env.values.insert(a, t);
            }
            for &op in &m.blocks[block].ops {
                let d = &m.ops[op];
                let operands = operands_of(&env, d)?;
                let taken = match d.kind() {
                    Some(OpKind::Return) => return Ok(operands),
                    Some(OpKind::Br) => 0,
                    Some(OpKind::CondBr) => {
                        let c = operands.first().ok_or_else(|| {
                            EvalError::Internal("`cf.cond_br` without a condition".into())
                                .at(d.span)
                        })?;
                        if c.len() != 1 {
                            return Err(EvalError::Internal(
                                "`cf.cond_br`'s condition is not one value".into(),
                            )
                            .at(d.span));
                        }
                        if c.get_i(0) != 0 {
                            0
                        } else {
                            1
                        }
                    }
                    _ => {
                        let results = self
                            .eval_op(op, &operands, &env)
                            .map_err(|e| e.at(d.span))?;
                        if results.len() != d.results.len() {
                            return Err(EvalError::Internal(format!(
                                "`{}` produced {} results, expected {}",
                                d.name,
                                results.len(),
                                d.results.len()
                            ))
                            .at(d.span));
                        }
                        for (&r, t) in d.results.iter().zip(results) {
                            env.values.insert(r, t);
                        }
                        continue;
                    }
                };
                let next = *d.successors.get(taken).ok_or_else(|| {
                    EvalError::Internal(format!("`{}` without successor #{taken}", d.name))
                        .at(d.span)
                })?;
                args = m
                    .successor_operands(op, taken)
                    .iter()
                    .map(|&v| {
                        env.get(v).ok_or_else(|| {
                            EvalError::Internal("a successor operand that was not computed".into())
                                .at(d.span)
                        })
                    })
                    .collect::<Result<_, _>>()?;
                block = next;
                continue 'blocks;
            }
            return Err(EvalError::Internal("block has no terminator".into()));
        }
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
            let operands = operands_of(&env, d)?;
            if matches!(
                d.kind(),
                Some(OpKind::Return | OpKind::StablehloReturn | OpKind::DispatchReturn)
            ) {
                return Ok(operands);
            }
            let results = self
                .eval_op(op, &operands, &env)
                .map_err(|e| e.at(d.span))?;
            if results.len() != d.results.len() {
                return Err(EvalError::Internal(format!(
                    "`{}` produced {} results, expected {}",
                    d.name,
                    results.len(),
                    d.results.len()
                ))
                .at(d.span));
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
                if let Some(OpKind::Binary(op)) = inner.kind() {
                    if inner.operands == bd.args && ret.operands == inner.results {
                        fast = Some(op);
                    }
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
        // Values of other types (tokens, tuples) are the business of the ops that make them.
        for n in d.results.iter().filter_map(|&r| m.ty(r).num_elements()) {
            if n > MAX_ELEMENTS {
                return Err(EvalError::Unsupported(format!(
                    "`{}` would produce {n} elements; the reference interpreter handles at most {MAX_ELEMENTS} per value",
                    d.name
                )));
            }
        }
        let Some(kind) = d.kind() else {
            return Err(EvalError::Unsupported(format!(
                "`{}` is not an op of the compiler's table; the reference interpreter has no semantics for it",
                d.name
            )));
        };
        let name = kind.name();
        let core = match kind.split() {
            Staged::Core(c) => c,
            // Tokens that cross a function boundary (`send`, `recv`, `infeed` and `outfeed`
            // under `run_parallel`) are left by `stablehlo-decompose`; they carry nothing.
            Staged::Decomposed(DecomposedOp::AfterAll | DecomposedOp::CreateToken, _) => {
                return Ok(vec![Rc::new(token())])
            }
            Staged::Decomposed(_, how) => return Err(decomposed_earlier(kind, how)),
            Staged::NotYet(why) => {
                return Err(EvalError::NotSupportedYet(format!(
                    "`{name}` is not supported yet (coming with {why})"
                )))
            }
        };
        let res_ty = |i: usize| -> Result<(Vec<usize>, ElemType), EvalError> {
            let v = d
                .results
                .get(i)
                .ok_or_else(|| EvalError::Internal(format!("`{name}` has no result {i}")))?;
            shape_of(m.ty(*v))
        };
        let one = |t: Tensor| Ok(vec![Rc::new(t)]);
        let lane_err = |e: lane::TypeError| EvalError::Unsupported(format!("`{name}`: {e}"));
        let view_err = |e: views::AttrError| EvalError::Internal(format!("`{name}`: {e}"));
        // A result of the op's result type from a lane of values.
        let lane_result = |l: Lane| -> Result<Vec<Rc<Tensor>>, EvalError> {
            let (shape, elem) = res_ty(0)?;
            one(Tensor::new(shape, elem, l))
        };
        match core {
            CoreOp::Unary(u) => {
                lane_result(lane::unary(u, x[0].elem, &x[0].data).map_err(lane_err)?)
            }
            CoreOp::Binary(b) => {
                lane_result(lane::binary(b, x[0].elem, &x[0].data, &x[1].data).map_err(lane_err)?)
            }
            CoreOp::Arith(a) => self.eval_arith(op, a, x),
            CoreOp::Check(dialect::ops::CheckOp::ExpectSerializedEq) => {
                self.eval_expect_serialized(op, &x[0])?;
                Ok(vec![])
            }
            CoreOp::Print => {
                let name = self.source.and_then(|s| m.source_name(d.operands[0], s));
                let mut text = name.map_or(String::new(), |n| format!("{n} = "));
                let t = &x[0];
                let mut i = 0;
                element::tensor_text::write_tensor::<std::convert::Infallible>(
                    &mut text,
                    &t.ty().to_string(),
                    &t.shape,
                    &mut || {
                        i += 1;
                        Ok(element::tensor_text::element_text(&t.data, i - 1, t.elem))
                    },
                )
                .unwrap_or_else(|never| match never {});
                self.observer.print(&text).map_err(EvalError::Unsupported)?;
                Ok(vec![])
            }
            CoreOp::Probe => {
                let id = probe_id(d)?;
                let host = io::to_host(&x[0]).ok_or_else(|| {
                    EvalError::Unsupported(format!(
                        "interpreter.probe \"{id}\": values of type {} cannot be recorded",
                        x[0].ty()
                    ))
                })?;
                self.observer
                    .record(&id, host)
                    .map_err(EvalError::Unsupported)?;
                Ok(vec![x[0].clone()])
            }
            CoreOp::Check(_) => {
                self.eval_check(op, x)?;
                Ok(vec![])
            }
            CoreOp::CustomCall => self.eval_custom_call(op, x),
            CoreOp::GlobalLoad => match d.attr("global") {
                Some(Attribute::SymbolRef(g)) => Ok(vec![self.global_value(g)?]),
                _ => Err(EvalError::Internal(format!("`{name}` without a global"))),
            },
            CoreOp::GlobalStore => match d.attr("global") {
                Some(Attribute::SymbolRef(g)) => {
                    self.globals.borrow_mut().insert(g.clone(), x[0].clone());
                    Ok(vec![])
                }
                _ => Err(EvalError::Internal(format!("`{name}` without a global"))),
            },
            CoreOp::Module | CoreOp::Func | CoreOp::MlGlobal => Err(EvalError::Internal(format!(
                "`{name}` is not evaluated as an op"
            ))),
            CoreOp::Return
            | CoreOp::StablehloReturn
            | CoreOp::DispatchReturn
            | CoreOp::Br
            | CoreOp::CondBr => Err(EvalError::Internal(format!(
                "`{name}` outside the end of a block"
            ))),
            CoreOp::Call => self.eval_call(op, x),
            CoreOp::OptimizationBarrier => Ok(x.to_vec()),
            CoreOp::DispatchRegion => {
                let b = m
                    .entry_block(op)
                    .ok_or_else(|| EvalError::Internal("empty dispatch region".into()))?;
                self.run_block(b, vec![], Some(env))
            }
            // Value semantics: the alias names where the result is stored, not what it is.
            CoreOp::Alias => Ok(vec![x[0].clone()]),
            // A dealloc hint frees storage; values are unaffected.
            CoreOp::Dealloc => Ok(vec![]),
            CoreOp::Clone => one((*x[0]).clone()),
            CoreOp::Constant => {
                let (shape, elem) = res_ty(0)?;
                one(constant(d.attr("value"), shape, elem)?)
            }
            CoreOp::Iota => {
                let (shape, elem) = res_ty(0)?;
                let v = views::Iota::read(m, op).map_err(view_err)?;
                one(movement::iota(shape, elem, v.dimension.max(0) as usize))
            }
            CoreOp::Compare => {
                let v = views::Compare::read(m, op).map_err(view_err)?;
                lane_result(
                    lane::compare(
                        v.direction,
                        v.compare_type,
                        x[0].elem,
                        &x[0].data,
                        &x[1].data,
                    )
                    .map_err(lane_err)?,
                )
            }
            CoreOp::Select => {
                lane_result(lane::select(&x[0].data, &x[1].data, &x[2].data).map_err(lane_err)?)
            }
            CoreOp::Clamp => lane_result(
                lane::clamp(x[1].elem, &x[0].data, &x[1].data, &x[2].data).map_err(lane_err)?,
            ),
            CoreOp::Convert => {
                let (_, to) = res_ty(0)?;
                lane_result(lane::convert(x[0].elem, to, &x[0].data).map_err(lane_err)?)
            }
            CoreOp::BitcastConvert => {
                let (shape, to) = res_ty(0)?;
                one(bitcast_convert(&x[0], shape, to)?)
            }
            CoreOp::ReducePrecision => {
                let v = views::ReducePrecision::read(m, op).map_err(view_err)?;
                lane_result(reduce_precision(
                    &x[0],
                    v.exponent_bits,
                    v.mantissa_bits,
                    lane_err,
                )?)
            }
            CoreOp::BroadcastInDim => {
                let (shape, _) = res_ty(0)?;
                let v = views::Dims::read(m, op).map_err(view_err)?;
                one(movement::broadcast_in_dim(&x[0], shape, &usizes(&v.dims)))
            }
            CoreOp::Transpose => {
                let v = views::Dims::read(m, op).map_err(view_err)?;
                one(movement::transpose(&x[0], &usizes(&v.dims)))
            }
            CoreOp::Reshape | CoreOp::TensorExtract => one(movement::reshape(&x[0], res_ty(0)?.0)),
            CoreOp::Reverse => {
                let v = views::Dims::read(m, op).map_err(view_err)?;
                one(movement::reverse(&x[0], &usizes(&v.dims)))
            }
            CoreOp::Slice => {
                let v = views::Slice::read(m, op).map_err(view_err)?;
                one(movement::slice(
                    &x[0],
                    &usizes(&v.start),
                    &usizes(&v.limit),
                    &usizes(&v.strides),
                ))
            }
            CoreOp::DynamicSlice => {
                let v = views::DynamicSlice::read(m, op).map_err(view_err)?;
                let starts: Vec<i64> = x[1..].iter().map(|t| t.get_index(0)).collect();
                one(movement::dynamic_slice(&x[0], &starts, &usizes(&v.sizes)))
            }
            CoreOp::DynamicUpdateSlice => {
                let starts: Vec<i64> = x[2..].iter().map(|t| t.get_index(0)).collect();
                one(movement::dynamic_update_slice(&x[0], &x[1], &starts)?)
            }
            CoreOp::Concatenate => {
                let v = views::Concatenate::read(m, op).map_err(view_err)?;
                let parts: Vec<&Tensor> = x.iter().map(|t| t.as_ref()).collect();
                one(movement::concatenate(&parts, v.dimension.max(0) as usize)?)
            }
            CoreOp::Pad => {
                let v = views::Pad::read(m, op).map_err(view_err)?;
                one(movement::pad(&x[0], &x[1], &v.low, &v.high, &v.interior)?)
            }
            CoreOp::DotGeneral => {
                let v = views::DotGeneral::read(m, op).map_err(view_err)?;
                let (shape, elem) = res_ty(0)?;
                one(contraction::dot_general(
                    &x[0], &x[1], &v.dims, shape, elem,
                )?)
            }
            CoreOp::Convolution => {
                let v = views::Convolution::read(m, op).map_err(view_err)?;
                let (shape, elem) = res_ty(0)?;
                let w = contraction::ConvWindow::of(&v);
                one(contraction::convolution(
                    &x[0], &x[1], &v.dims, &w, shape, elem,
                )?)
            }
            CoreOp::Reduce => self.eval_reduce(op, x, env),
            CoreOp::ReduceWindow => self.eval_reduce_window(op, x, env),
            CoreOp::Gather => {
                let v = views::Gather::read(m, op).map_err(view_err)?;
                one(indexed::gather(
                    &x[0],
                    &x[1],
                    &v.dims,
                    &usizes(&v.slice_sizes),
                    res_ty(0)?.0,
                ))
            }
            CoreOp::Scatter => self.eval_scatter(op, x, env),
            CoreOp::Fft => {
                let v = views::Fft::read(m, op).map_err(view_err)?;
                let (shape, elem) = res_ty(0)?;
                one(linalg::fft(
                    &x[0],
                    v.fft_type,
                    &usizes(&v.fft_length),
                    shape,
                    elem,
                )?)
            }
            CoreOp::Cholesky => {
                let v = views::Cholesky::read(m, op).map_err(view_err)?;
                one(linalg::cholesky(&x[0], v.lower)?)
            }
            CoreOp::TriangularSolve => {
                let v = views::TriangularSolve::read(m, op).map_err(view_err)?;
                one(linalg::triangular_solve(&x[0], &x[1], &v)?)
            }
            CoreOp::While => self.eval_while(op, x, env),
            CoreOp::If => {
                let taken = if x[0].get_index(0) != 0 { 0 } else { 1 };
                self.run_region(d.regions.get(taken).copied(), vec![], env)
            }
            CoreOp::Case => self.eval_case(op, x, env),
            CoreOp::Sort => {
                let v = views::Sort::read(m, op).map_err(view_err)?;
                self.eval_sort(d.regions[0], x, v.dimension, env)
            }
            CoreOp::ReplicaId | CoreOp::PartitionId => Ok(self.eval_process_id(kind)),
            CoreOp::AllGather
            | CoreOp::AllReduce
            | CoreOp::AllToAll
            | CoreOp::ReduceScatter
            | CoreOp::CollectiveBroadcast
            | CoreOp::CollectiveReduce
            | CoreOp::CollectivePermute => self.eval_collective(op, kind, x, env),
            CoreOp::Send | CoreOp::Recv | CoreOp::Infeed | CoreOp::Outfeed => {
                self.eval_transfer(op, kind, x)
            }
            CoreOp::RunParallel => self.eval_run_parallel(op, x),
            CoreOp::SelectAndScatter => {
                let v = views::ReduceWindow::read(m, op).map_err(view_err)?;
                self.eval_select_and_scatter(
                    d.regions[0],
                    d.regions[1],
                    x,
                    &usizes(&v.window),
                    &usizes(&v.strides),
                    &v.padding,
                    env,
                )
            }
            CoreOp::RngBitGenerator => {
                let v = views::RngBitGenerator::read(m, op).map_err(view_err)?;
                let (shape, elem) = res_ty(1)?;
                let (s, out) = rng::rng_bit_generator(v.algorithm, &x[0], shape, elem)?;
                Ok(vec![Rc::new(s), Rc::new(out)])
            }
        }
    }

    /// `stablehlo.case`: runs the selected branch; out of range (negative included) selects the
    /// last branch (the spec's default).
    fn eval_case(
        &self,
        op: Op,
        x: &[Rc<Tensor>],
        env: &Env<'_>,
    ) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let regions = &self.m.ops[op].regions;
        let n = regions.len();
        let i = x[0].get_index(0);
        let taken = usize::try_from(i)
            .ok()
            .filter(|&i| i < n)
            .unwrap_or(n.wrapping_sub(1));
        self.run_region(regions.get(taken).copied(), vec![], env)
    }

    /// `func.call`: runs the callee with the operands.
    fn eval_call(&self, op: Op, x: &[Rc<Tensor>]) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let m = self.m;
        let callee = match m.ops[op].attr("callee") {
            Some(Attribute::SymbolRef(s)) => s.clone(),
            _ => return Err(EvalError::Internal("call without callee".into())),
        };
        let f = m
            .lookup_function(&callee)
            .ok_or_else(|| EvalError::NoFunction(format!("no function `@{callee}`")))?;
        self.call_op(f, x.to_vec())
    }

    /// `stablehlo.reduce`: the inputs, then the inits; the body combines.
    fn eval_reduce(
        &self,
        op: Op,
        x: &[Rc<Tensor>],
        env: &Env<'_>,
    ) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let m = self.m;
        let d = &m.ops[op];
        let view_err = |e: views::AttrError| EvalError::Internal(format!("`{}`: {e}", d.name));
        let n = x.len() / 2;
        let v = views::Dims::read(m, op).map_err(view_err)?;
        let inputs: Vec<&Tensor> = x[..n].iter().map(|t| t.as_ref()).collect();
        let inits: Vec<&Tensor> = x[n..].iter().map(|t| t.as_ref()).collect();
        let elems = inits.iter().map(|t| t.elem).collect();
        let mut body = self.region_body(d.regions[0], elems, env);
        let out = reduction::reduce(&inputs, &inits, &usizes(&v.dims), &mut body)?;
        Ok(out.into_iter().map(Rc::new).collect())
    }

    /// `stablehlo.reduce_window`: the inputs, then the inits; the body combines each window.
    fn eval_reduce_window(
        &self,
        op: Op,
        x: &[Rc<Tensor>],
        env: &Env<'_>,
    ) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let m = self.m;
        let d = &m.ops[op];
        let view_err = |e: views::AttrError| EvalError::Internal(format!("`{}`: {e}", d.name));
        let res_ty = |i: usize| -> Result<(Vec<usize>, ElemType), EvalError> {
            let v = d
                .results
                .get(i)
                .ok_or_else(|| EvalError::Internal(format!("`{}` has no result {i}", d.name)))?;
            shape_of(m.ty(*v))
        };
        let n = x.len() / 2;
        let v = views::ReduceWindow::read(m, op).map_err(view_err)?;
        let w = reduction::Window {
            dims: usizes(&v.window),
            strides: usizes(&v.strides),
            base_dilations: usizes(&v.base_dilations),
            window_dilations: usizes(&v.window_dilations),
            padding: v.padding.clone(),
        };
        let inputs: Vec<&Tensor> = x[..n].iter().map(|t| t.as_ref()).collect();
        let inits: Vec<&Tensor> = x[n..].iter().map(|t| t.as_ref()).collect();
        let elems = inits.iter().map(|t| t.elem).collect();
        let mut body = self.region_body(d.regions[0], elems, env);
        let out = reduction::reduce_window(&inputs, &inits, &w, res_ty(0)?.0, &mut body)?;
        Ok(out.into_iter().map(Rc::new).collect())
    }

    /// `stablehlo.scatter`: the inputs, the indices, then the updates; the body combines.
    fn eval_scatter(
        &self,
        op: Op,
        x: &[Rc<Tensor>],
        env: &Env<'_>,
    ) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let m = self.m;
        let d = &m.ops[op];
        let view_err = |e: views::AttrError| EvalError::Internal(format!("`{}`: {e}", d.name));
        let v = views::Scatter::read(m, op).map_err(view_err)?;
        let n = (x.len() - 1) / 2;
        let inputs: Vec<&Tensor> = x[..n].iter().map(|t| t.as_ref()).collect();
        let updates: Vec<&Tensor> = x[n + 1..].iter().map(|t| t.as_ref()).collect();
        let elems = inputs.iter().map(|t| t.elem).collect();
        let mut body = self.region_body(d.regions[0], elems, env);
        let out = indexed::scatter(&inputs, &x[n], &updates, &v.dims, &mut body)?;
        Ok(out.into_iter().map(Rc::new).collect())
    }

    /// Runs the entry block of `region` (a branch or loop body) with `args`, seeing the values of
    /// the enclosing blocks.
    fn run_region(
        &self,
        region: Option<Region>,
        args: Vec<Rc<Tensor>>,
        env: &Env<'_>,
    ) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let block = region
            .and_then(|r| self.m.regions[r].blocks.first().copied())
            .ok_or_else(|| EvalError::Internal("a region without a block".into()))?;
        self.run_block(block, args, Some(env))
    }

    /// `stablehlo.while`: `state = operands; while cond(state) { state = body(state) }`. The loop
    /// may run zero times; the trip count may depend on the data.
    fn eval_while(
        &self,
        op: Op,
        x: &[Rc<Tensor>],
        env: &Env<'_>,
    ) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let d = &self.m.ops[op];
        let (cond, body) = match d.regions[..] {
            [c, b] => (c, b),
            _ => {
                return Err(EvalError::Internal(
                    "`stablehlo.while` needs cond and body".into(),
                ))
            }
        };
        let mut state = x.to_vec();
        loop {
            let p = self.run_region(Some(cond), state.clone(), env)?;
            let go = match p.first() {
                Some(t) if t.elem == ElemType::I1 && t.shape.is_empty() => t.get_index(0) != 0,
                _ => {
                    return Err(EvalError::Internal(
                        "the cond region of `stablehlo.while` must return a tensor<i1>".into(),
                    ))
                }
            };
            if !go {
                return Ok(state);
            }
            state = self.run_region(Some(body), state, env)?;
        }
    }

    /// The `arith` ops, in StableHLO's terms (signless integers read as signed or unsigned as the
    /// op says).
    fn eval_arith(
        &self,
        op: Op,
        a: ArithOp,
        x: &[Rc<Tensor>],
    ) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let m = self.m;
        let d = &m.ops[op];
        let name = a.name();
        let (shape, rt) = d
            .results
            .first()
            .map(|&r| shape_of(m.ty(r)))
            .ok_or_else(|| EvalError::Internal(format!("`{name}` without a result")))??;
        let lane_err = |e: lane::TypeError| EvalError::Unsupported(format!("`{name}`: {e}"));
        let out = |l: Lane| Ok(vec![Rc::new(Tensor::new(shape.clone(), rt, l))]);
        // Reads the operand's bits as the type of the same width and the given signedness.
        let as_signed = |t: &Tensor, unsigned: bool| -> Result<(ElemType, Lane), EvalError> {
            let to = if unsigned {
                unsigned_twin(t.elem)
            } else {
                signed_twin(t.elem)
            };
            Ok((to, lane::bitcast(t.elem, to, &t.data).map_err(lane_err)?))
        };
        match a.semantics() {
            ArithSemantics::Constant => {
                let (shape, elem) = (shape.clone(), rt);
                Ok(vec![Rc::new(constant(d.attr("value"), shape, elem)?)])
            }
            ArithSemantics::FloatBinary(b) => {
                out(lane::binary(b, x[0].elem, &x[0].data, &x[1].data).map_err(lane_err)?)
            }
            ArithSemantics::SignedBinary(b) | ArithSemantics::UnsignedBinary(b) => {
                let unsigned = matches!(a.semantics(), ArithSemantics::UnsignedBinary(_));
                let (t, l) = as_signed(&x[0], unsigned)?;
                let (_, r) = as_signed(&x[1], unsigned)?;
                let v = lane::binary(b, t, &l, &r).map_err(lane_err)?;
                out(lane::bitcast(t, rt, &v).map_err(lane_err)?)
            }
            ArithSemantics::NumBinary(is_max) => {
                // maxnum/minnum: a NaN operand gives the other operand.
                let op = if is_max {
                    BinaryOp::Maximum
                } else {
                    BinaryOp::Minimum
                };
                let v = lane::binary(op, x[0].elem, &x[0].data, &x[1].data).map_err(lane_err)?;
                let n = x[0].len();
                let pick = (0..n).map(|i| {
                    let (p, q) = (x[0].get_f(i), x[1].get_f(i));
                    if p.is_nan() && !q.is_nan() {
                        q
                    } else if q.is_nan() && !p.is_nan() {
                        p
                    } else {
                        v.get_f64(i, rt)
                    }
                });
                out(Lane::F(pick.collect()))
            }
            ArithSemantics::Negate => {
                out(lane::unary(UnaryOp::Negate, x[0].elem, &x[0].data).map_err(lane_err)?)
            }
            ArithSemantics::Compare => {
                let pred = d
                    .attr("predicate")
                    .and_then(|p| p.as_enum())
                    .ok_or_else(|| EvalError::Internal(format!("`{name}` without a predicate")))?;
                out(arith_compare(&x[0], &x[1], pred)?)
            }
            ArithSemantics::Select => {
                out(lane::select(&x[0].data, &x[1].data, &x[2].data).map_err(lane_err)?)
            }
            ArithSemantics::Convert(unsigned) => {
                let (from, data) = if unsigned && x[0].elem.is_integer() {
                    as_signed(&x[0], true)?
                } else {
                    (x[0].elem, x[0].data.clone())
                };
                if unsigned && rt.is_integer() {
                    // fptoui: convert to the unsigned type of the result's width, keep the bits.
                    let u = unsigned_twin(rt);
                    let v = lane::convert(from, u, &data).map_err(lane_err)?;
                    out(lane::bitcast(u, rt, &v).map_err(lane_err)?)
                } else {
                    out(lane::convert(from, rt, &data).map_err(lane_err)?)
                }
            }
            ArithSemantics::Bitcast => {
                out(lane::bitcast(x[0].elem, rt, &x[0].data).map_err(lane_err)?)
            }
        }
    }

    /// `check.expect_serialized_eq`: the value probe `probe_id` recorded at `iteration` equals
    /// `expected`, in type and in every element.
    fn eval_expect_serialized(&self, op: Op, expected: &Tensor) -> Result<(), EvalError> {
        let d = &self.m.ops[op];
        let id = probe_id(d)?;
        let iteration = match d.attr("iteration") {
            None => 0,
            Some(Attribute::Int { value, .. }) => u32::try_from(*value).map_err(|_| {
                EvalError::Internal(format!("probe iteration {value} is not a ui32"))
            })?,
            Some(other) => {
                return Err(EvalError::Internal(format!(
                    "probe iteration `{other}` is not an integer"
                )))
            }
        };
        let fail = |why: String| EvalError::Check(format!("check.expect_serialized_eq {why}"));
        let recorded = self.observer.recorded(&id, iteration).map_err(fail)?;
        let recorded = io::from_host(&recorded).ok_or_else(|| {
            fail(format!(
                "probe \"{id}\" recorded a {}, which cannot be compared",
                recorded.mlir_type()
            ))
        })?;
        if recorded.shape != expected.shape || recorded.elem != expected.elem {
            return Err(fail(format!(
                "serialized types don't match: {} (recorded) vs {} (expected) for probe \"{id}\"",
                recorded.ty(),
                expected.ty()
            )));
        }
        check::run_check(
            "check.expect_serialized_eq",
            dialect::views::CheckRule::Eq,
            &recorded,
            expected,
        )
        .map_err(EvalError::Check)
    }

    /// A check op: compares its operand with the expected value.
    fn eval_check(&self, op: Op, x: &[Rc<Tensor>]) -> Result<(), EvalError> {
        let m = self.m;
        let name = m.ops[op].name.as_str();
        let c = views::Check::read(m, op)
            .map_err(|e| EvalError::Internal(format!("`{name}`: {e}")))?
            .ok_or_else(|| EvalError::Internal(format!("`{name}` is not a check")))?;
        let expected = match (&c.expected, x.get(1)) {
            (Some(attr), _) => Rc::new(Tensor::from_dense(attr).ok_or_else(|| {
                EvalError::Unsupported(format!(
                    "`{}`: the expected value of type {} cannot be evaluated",
                    c.spelling, attr.ty
                ))
            })?),
            (None, Some(t)) => t.clone(),
            (None, None) => {
                return Err(EvalError::Internal(format!(
                    "`{}` has no expected value",
                    c.spelling
                )))
            }
        };
        check::run_check(&c.spelling, c.rule, &x[0], &expected).map_err(EvalError::Check)
    }

    /// `stablehlo.custom_call`: the `check.*` targets JAX exports are checks (`check.eq` also
    /// returns `true` as an `i1` tensor); any other target is not supported.
    fn eval_custom_call(&self, op: Op, x: &[Rc<Tensor>]) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let m = self.m;
        let d = &m.ops[op];
        let target = match d.attr("call_target_name") {
            Some(Attribute::String(s)) => s.clone(),
            _ => "<no call_target_name>".to_string(),
        };
        if target == views::SHAPE_ASSERTION && d.results.is_empty() {
            // JAX's shape assertion says nothing on static shapes (IREE drops it too).
            return Ok(vec![]);
        }
        if let Some(call) = views::LapackCall::read(m, op)
            .map_err(|e| EvalError::Internal(format!("custom_call @{target}: {e}")))?
        {
            let results = d
                .results
                .iter()
                .map(|&r| shape_of(m.ty(r)))
                .collect::<Result<Vec<_>, _>>()?;
            let xs: Vec<&Tensor> = x.iter().map(|t| &**t).collect();
            return Ok(lapack::run(&call, &xs, &results)?
                .into_iter()
                .map(Rc::new)
                .collect());
        }
        let is_check = views::Check::read(m, op)
            .map_err(|e| EvalError::Internal(format!("custom_call @{target}: {e}")))?
            .is_some();
        if !is_check {
            return Err(EvalError::NotSupportedYet(views::unsupported_custom_call(
                &target,
            )));
        }
        if x.len() != 2 {
            return Err(EvalError::NotSupportedYet(format!(
                "`stablehlo.custom_call @{target}` takes two operands, (actual, expected); given {}",
                x.len()
            )));
        }
        self.eval_check(op, x)?;
        d.results
            .iter()
            .map(|&r| {
                let (shape, elem) = shape_of(m.ty(r))?;
                let n = shape.iter().product();
                Ok(Rc::new(Tensor::ints(shape, elem, vec![1; n])))
            })
            .collect()
    }
}

/// `stablehlo.reduce_precision` of `x` to `e` exponent and `mb` mantissa bits.
fn reduce_precision(
    x: &Tensor,
    e: i64,
    mb: i64,
    lane_err: impl Fn(lane::TypeError) -> EvalError,
) -> Result<Lane, EvalError> {
    if e < 1 || mb < 0 {
        return Err(EvalError::Internal(format!(
            "reduce_precision with exponent_bits = {e}, mantissa_bits = {mb}"
        )));
    }
    lane::reduce_precision(x.elem, e as u32, mb as u32, &x.data).map_err(lane_err)
}

/// The error of an op that a pass rewrites before the interpreter runs (reached without that pass,
/// as `irc opt` can, or through a bug).
fn decomposed_earlier(kind: OpKind, how: Decomposition) -> EvalError {
    let name = kind.name();
    match (how.by, how.rest) {
        (_, Some(rest)) => EvalError::Unsupported(format!("`{name}`: {rest}")),
        (Pass::ChloLegalize, None) => EvalError::Unsupported(format!(
            "`{name}` is a CHLO op: run `chlo-legalize-to-stablehlo` first (`irc run-reference` \
             does; with `irc opt`, add it to --pass-pipeline)"
        )),
        (Pass::StablehloDecompose, None) => EvalError::Internal(format!(
            "`{name}` is decomposed by `stablehlo-decompose` before the interpreter runs"
        )),
        (Pass::QuantToMath, None) => EvalError::Unsupported(format!(
            "`{name}` is rewritten by `quant-to-math` before the interpreter runs (`irc \
             run-reference` does; with `irc opt`, add it to --pass-pipeline)"
        )),
    }
}

/// The signed integer type of `t`'s width (`t` itself for anything else).
fn signed_twin(t: ElemType) -> ElemType {
    match t {
        ElemType::UI2 => ElemType::I2,
        ElemType::UI4 => ElemType::I4,
        ElemType::UI8 => ElemType::I8,
        ElemType::UI16 => ElemType::I16,
        ElemType::UI32 => ElemType::I32,
        ElemType::UI64 => ElemType::I64,
        other => other,
    }
}

/// The unsigned integer type of `t`'s width (`t` itself for `i1`, `index` and non-integers).
fn unsigned_twin(t: ElemType) -> ElemType {
    match t {
        ElemType::I2 => ElemType::UI2,
        ElemType::I4 => ElemType::UI4,
        ElemType::I8 => ElemType::UI8,
        ElemType::I16 => ElemType::UI16,
        ElemType::I32 => ElemType::UI32,
        ElemType::I64 => ElemType::UI64,
        other => other,
    }
}

/// The value of a `stablehlo.constant` or `arith.constant`.
fn constant(
    value: Option<&Attribute>,
    shape: Vec<usize>,
    elem: ElemType,
) -> Result<Tensor, EvalError> {
    let n: usize = shape.iter().product();
    match value {
        Some(Attribute::Dense(de)) => Tensor::from_dense(de).ok_or_else(|| {
            EvalError::Unsupported(format!(
                "a dense constant of type {} cannot be evaluated",
                de.ty
            ))
        }),
        Some(Attribute::Float { value, .. }) => Ok(Tensor::floats(shape, elem, vec![*value; n])),
        Some(Attribute::Int { value, .. }) => Ok(Tensor::ints(shape, elem, vec![*value; n])),
        Some(Attribute::Bool(b)) => Ok(Tensor::ints(shape, elem, vec![*b as i64; n])),
        _ => Err(EvalError::Internal("constant without value".into())),
    }
}

/// `bitcast_convert`: the same bits read as another type. Between types of one width element by
/// element; from a wider type each element becomes a row of the last (new) dimension, low bits
/// first; to a wider type each row of the last dimension becomes one element, as StableHLO's
/// `bitcastConvertOneToMany` and `bitcastConvertManyToOne` do.
fn bitcast_convert(x: &Tensor, shape: Vec<usize>, to: ElemType) -> Result<Tensor, EvalError> {
    let (fw, tw) = (x.elem.bits(), to.bits());
    let n = x.len();
    let bits: Vec<u128> = (0..n).map(|i| lane::to_bits(x.elem, &x.data, i)).collect();
    let out: Vec<u128> = if fw == tw {
        bits
    } else if fw > tw && fw % tw == 0 {
        let k = fw / tw;
        let mask = if tw >= 128 {
            u128::MAX
        } else {
            (1u128 << tw) - 1
        };
        bits.iter()
            .flat_map(|&b| (0..k).map(move |j| (b >> (j * tw)) & mask))
            .collect()
    } else if tw > fw && tw % fw == 0 {
        let k = (tw / fw) as usize;
        bits.chunks(k)
            .map(|c| {
                c.iter()
                    .enumerate()
                    .fold(0u128, |acc, (j, &b)| acc | (b << (j as u32 * fw)))
            })
            .collect()
    } else {
        return Err(EvalError::Unsupported(format!(
            "bitcast_convert from {} ({fw} bits) to {to} ({tw} bits): the widths do not divide",
            x.elem
        )));
    };
    let count: usize = shape.iter().product();
    if out.len() != count {
        return Err(EvalError::Internal(format!(
            "bitcast_convert from {} to {}: {} elements do not fill the result's {count}",
            x.ty(),
            to,
            out.len()
        )));
    }
    Ok(Tensor::new(shape, to, lane::from_bits(to, &out)))
}

/// `arith.cmpf` / `arith.cmpi` predicates.
fn arith_compare(x: &Tensor, y: &Tensor, pred: &str) -> Result<Lane, EvalError> {
    let n = x.len();
    let mut out = Vec::with_capacity(n);
    let float = x.elem.is_float();
    let mask = |v: i64| -> u64 {
        let b = x.elem.bits();
        if b >= 64 {
            v as u64
        } else {
            (v as u64) & ((1u64 << b) - 1)
        }
    };
    for i in 0..n {
        let r = if float {
            let (p, q) = (x.get_f(i), y.get_f(i));
            let unordered = p.is_nan() || q.is_nan();
            match pred {
                "false" => false,
                "true" => true,
                "oeq" => !unordered && p == q,
                "ogt" => !unordered && p > q,
                "oge" => !unordered && p >= q,
                "olt" => !unordered && p < q,
                "ole" => !unordered && p <= q,
                "one" => !unordered && p != q,
                "ord" => !unordered,
                "ueq" => unordered || p == q,
                "ugt" => unordered || p > q,
                "uge" => unordered || p >= q,
                "ult" => unordered || p < q,
                "ule" => unordered || p <= q,
                "une" => unordered || p != q,
                "uno" => unordered,
                _ => return Err(EvalError::Internal(format!("unknown predicate {pred}"))),
            }
        } else {
            let (a, b) = (x.get_i(i), y.get_i(i));
            let (s, u) = (a.cmp(&b), mask(a).cmp(&mask(b)));
            match pred {
                "eq" => s.is_eq(),
                "ne" => s.is_ne(),
                "slt" => s.is_lt(),
                "sle" => s.is_le(),
                "sgt" => s.is_gt(),
                "sge" => s.is_ge(),
                "ult" => u.is_lt(),
                "ule" => u.is_le(),
                "ugt" => u.is_gt(),
                "uge" => u.is_ge(),
                _ => return Err(EvalError::Internal(format!("unknown predicate {pred}"))),
            }
        };
        out.push(r as i64);
    }
    Ok(Lane::I(out))
}

/// A one-element lane of a scalar.
fn lane_of(s: Scalar) -> Lane {
    match s {
        Scalar::F(v) => Lane::F(vec![v]),
        Scalar::I(v) => Lane::I(vec![v]),
        Scalar::C(v) => Lane::C(vec![v]),
    }
}

/// A region used as a reduction body.
struct RegionBody<'a, 'm> {
    interp: &'a Interpreter<'m>,
    block: Option<Block>,
    elems: Vec<ElemType>,
    fast: Option<BinaryOp>,
    env: &'a Env<'a>,
}

impl Body for RegionBody<'_, '_> {
    fn apply(&mut self, acc: &[Scalar], xs: &[Scalar]) -> Result<Vec<Scalar>, EvalError> {
        if let Some(op) = self.fast {
            let e = self.elems[0];
            let r = lane::binary(op, e, &lane_of(acc[0]), &lane_of(xs[0]))
                .map_err(|err| EvalError::Unsupported(format!("`{}`: {err}", op.name())))?;
            let t = Tensor::new(vec![], e, r);
            return Ok(vec![Scalar::at(&t, 0)]);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bitcast_across_widths_is_little_endian() {
        // By hand: 0x0123 as i16 splits into the bytes 0x23 (first) and 0x01.
        let x = Tensor::ints(vec![1], ElemType::I16, vec![0x0123]);
        let b = bitcast_convert(&x, vec![1, 2], ElemType::UI8).unwrap();
        assert_eq!(b.data, Lane::I(vec![0x23, 0x01]));
        let back = bitcast_convert(&b, vec![1], ElemType::I16).unwrap();
        assert_eq!(back, x);
        // f32 1.0 is 0x3F800000: i1 bits 23..=29 are set.
        let f = Tensor::floats(vec![], ElemType::F32, vec![1.0]);
        let bits = bitcast_convert(&f, vec![32], ElemType::I1).unwrap();
        let set: Vec<usize> = (0..32).filter(|&i| bits.get_i(i) == 1).collect();
        assert_eq!(set, (23..30).collect::<Vec<_>>());
    }
}
