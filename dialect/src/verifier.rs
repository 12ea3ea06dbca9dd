//! The verifier: checks structure, symbols and every op's type rules (the StableHLO specification's
//! constraints), collecting all errors instead of stopping at the first.
//!
//! Name resolution, single definition and dominance within a block are checked while building the IR
//! (see [`crate::builder`]); everything else is checked here. The verifier never panics: every index it
//! reads from the IR or an attribute is bounds-checked, because the IR may come from any text.

use std::collections::{HashMap, HashSet};

use crate::attrs::{Attribute, DenseValues, DotDims};
use crate::diag::{self, Code, Diagnostic};
use crate::ir::{Block, Module, Op, Region, Span, Value};
use crate::ops::{
    ArithOp, ArithSemantics, BinaryOp, CheckOp, ChloOp, CompareDirection, CompareType, CoreOp,
    DecomposedOp, OpKind, Staged, UnaryOp,
};
use crate::types::{ElemType, Type, DYNAMIC};
use crate::views::{self, AttrError};

mod structured;

/// Verifies a module; an empty result means it is valid.
pub fn verify(m: &Module) -> Vec<Diagnostic> {
    verify_with(
        m,
        &VerifyOptions {
            allow_unregistered: m.allow_unregistered,
        },
    )
}

/// Verifier options.
#[derive(Clone, Copy, Debug, Default)]
pub struct VerifyOptions {
    /// Accept ops the registry does not know (MLIR's `--allow-unregistered-dialect`); their operands,
    /// results and regions are still checked structurally.
    pub allow_unregistered: bool,
}

/// Verifies a module with options.
pub fn verify_with(m: &Module, opts: &VerifyOptions) -> Vec<Diagnostic> {
    let mut v = Verifier {
        m,
        opts: *opts,
        diags: Vec::new(),
        reported_types: HashSet::new(),
    };
    v.module();
    v.diags
}

struct Verifier<'a> {
    m: &'a Module,
    opts: VerifyOptions,
    diags: Vec<Diagnostic>,
    /// Values whose type problem was already reported (so one bad type is one error).
    reported_types: HashSet<Value>,
}

type Shape = Vec<i64>;

/// A function on the recursion search's stack: the function, its calls (call op, callee) and how
/// many of them were followed.
type Frame = (Op, Vec<(Op, Op)>, usize);

/// `tensor<2xf32>, tensor<i1>`: types as an op's type list prints them.
fn type_list(v: &[Type]) -> String {
    v.iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn fmt_dims(d: &[i64]) -> String {
    format!(
        "[{}]",
        d.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

fn is_unique(v: &[i64]) -> bool {
    let mut s = HashSet::new();
    v.iter().all(|x| s.insert(*x))
}

fn in_range(v: &[i64], rank: usize) -> bool {
    v.iter().all(|&x| x >= 0 && (x as usize) < rank)
}

fn is_sorted(v: &[i64]) -> bool {
    v.windows(2).all(|w| w[0] < w[1])
}

impl<'a> Verifier<'a> {
    fn err(
        &mut self,
        code: Code,
        op: Op,
        msg: impl Into<String>,
        label: impl Into<String>,
    ) -> Option<()> {
        let span = self.m.ops[op].span;
        self.err_at(code, span, msg, label)
    }

    /// An error at `span` (a terminator or an argument rather than the op).
    fn err_at(
        &mut self,
        code: Code,
        span: Span,
        msg: impl Into<String>,
        label: impl Into<String>,
    ) -> Option<()> {
        self.diags.push(Diagnostic::error(code, span, msg, label));
        None
    }

    fn err_note(
        &mut self,
        code: Code,
        op: Op,
        msg: impl Into<String>,
        label: impl Into<String>,
        note: impl Into<String>,
    ) -> Option<()> {
        let d = Diagnostic::error(code, self.m.ops[op].span, msg, label).note(note);
        self.diags.push(d);
        None
    }

    fn name(&self, op: Op) -> &'a str {
        self.m.ops[op].name.as_str()
    }

    fn ty(&self, v: Value) -> &'a Type {
        self.m.ty(v)
    }

    /// Shape and element type of a ranked tensor value.
    fn tensor(&self, v: Value) -> Option<(Shape, ElemType)> {
        match self.ty(v) {
            Type::Tensor { shape, elem } => Some((shape.clone(), *elem)),
            _ => None,
        }
    }

    fn module(&mut self) {
        let m = self.m;
        let mut symbols: HashMap<&str, Op> = HashMap::new();
        for &op in &m.blocks[m.body()].ops {
            if m.ops[op].is(OpKind::Func) {
                if let Some(name) = m.func_name(op) {
                    if let Some(&prev) = symbols.get(name) {
                        let d = Diagnostic::error(
                            diag::DUPLICATE_SYMBOL,
                            m.ops[op].span,
                            format!("function `@{name}` is defined more than once"),
                            "redefined here",
                        )
                        .with_secondary(m.ops[prev].span, "first defined here");
                        self.diags.push(d);
                    } else {
                        symbols.insert(name, op);
                    }
                }
            }
        }
        for &r in &m.ops[m.top].regions {
            self.region(r, None);
        }
        self.dominance();
        self.recursion(&symbols);
    }

    /// No function calls itself, directly or through others: StableHLO programs (and the VM's
    /// calls, whose frames are planned statically) have no recursion. One error per cycle, at the
    /// call that closes it.
    fn recursion(&mut self, symbols: &HashMap<&str, Op>) {
        let m = self.m;
        // Each function's calls, in program order: (call op, callee).
        let calls = |f: Op| -> Vec<(Op, Op)> {
            let mut out = Vec::new();
            m.walk(f, &mut |o| {
                if m.ops[o].is(OpKind::Call) {
                    if let Some(Attribute::SymbolRef(name)) = m.ops[o].attr("callee") {
                        if let Some(&g) = symbols.get(name.as_str()) {
                            out.push((o, g));
                        }
                    }
                }
            });
            out
        };
        let mut funcs: Vec<Op> = symbols.values().copied().collect();
        funcs.sort_by_key(|&f| m.ops[f].span.start);
        // Depth-first search with colours: 1 = on the stack, 2 = done.
        let mut colour: HashMap<Op, u8> = HashMap::new();
        for &root in &funcs {
            if colour.contains_key(&root) {
                continue;
            }
            // (function, its calls, how many of them were followed)
            let mut stack: Vec<Frame> = vec![(root, calls(root), 0)];
            colour.insert(root, 1);
            while let Some((f, edges, i)) = stack.last_mut() {
                let Some(&(call, g)) = edges.get(*i) else {
                    let f = *f;
                    colour.insert(f, 2);
                    stack.pop();
                    continue;
                };
                *i += 1;
                match colour.get(&g) {
                    Some(1) => {
                        let mut path: Vec<String> = stack
                            .iter()
                            .skip_while(|(h, _, _)| *h != g)
                            .map(|(h, _, _)| format!("@{}", m.func_name(*h).unwrap_or("?")))
                            .collect();
                        path.push(format!("@{}", m.func_name(g).unwrap_or("?")));
                        let d = Diagnostic::error(
                            diag::RECURSION,
                            m.ops[call].span,
                            format!("recursive call: {}", path.join(" -> ")),
                            "this call closes the cycle",
                        )
                        .note(
                            "StableHLO programs have no recursion; write the repetition as a `stablehlo.while`",
                        );
                        self.diags.push(d);
                    }
                    Some(_) => {}
                    None => {
                        colour.insert(g, 1);
                        let next = calls(g);
                        stack.push((g, next, 0));
                    }
                }
            }
        }
    }

    /// Every operand is defined before its use: earlier in the same block, as an argument of an
    /// enclosing block, or before the op that encloses the use. (The builder reports this for parsed
    /// text; this check catches passes that break it.)
    fn dominance(&mut self) {
        fn walk_block(v: &mut Verifier<'_>, b: Block, visible: &mut Vec<HashSet<Value>>) {
            let m = v.m;
            let mut here: HashSet<Value> = m.blocks[b].args.iter().copied().collect();
            visible.push(HashSet::new());
            for &op in &m.blocks[b].ops {
                for &o in &m.ops[op].operands {
                    let ok = here.contains(&o) || visible.iter().any(|s| s.contains(&o));
                    if !ok {
                        let d = Diagnostic::error(
                            diag::USE_BEFORE_DEF,
                            m.ops[op].span,
                            format!(
                                "`{}` uses a value that is not defined before it",
                                m.ops[op].name
                            ),
                            "operand defined later or elsewhere",
                        )
                        .with_secondary(m.values[o].span, "the value is defined here");
                        v.diags.push(d);
                        return;
                    }
                }
                // Nested regions see this block's values defined so far.
                let isolated = matches!(m.ops[op].kind(), Some(OpKind::Func | OpKind::Module));
                for &r in &m.ops[op].regions {
                    for &nb in &m.regions[r].blocks {
                        if isolated {
                            walk_block(v, nb, &mut Vec::new());
                        } else {
                            let mut stack = visible.clone();
                            stack.push(here.clone());
                            walk_block(v, nb, &mut stack);
                        }
                    }
                }
                here.extend(m.ops[op].results.iter().copied());
            }
            visible.pop();
        }
        let top = self.m.top;
        for &r in &self.m.ops[top].regions.clone() {
            for &b in &self.m.regions[r].blocks.clone() {
                walk_block(self, b, &mut Vec::new());
            }
        }
    }

    fn region(&mut self, r: Region, terminator: Option<OpKind>) {
        let blocks = self.m.regions[r].blocks.clone();
        for b in blocks {
            self.block(b, terminator);
        }
    }

    fn block(&mut self, b: Block, terminator: Option<OpKind>) {
        let m = self.m;
        for &a in &m.blocks[b].args {
            self.check_value_type(a, None);
        }
        let ops = &m.blocks[b].ops;
        for (i, &op) in ops.iter().enumerate() {
            let is_term = m.ops[op].kind().is_some_and(|k| k.is_terminator());
            if is_term && i + 1 != ops.len() {
                self.err(
                    diag::REGION_STRUCTURE,
                    op,
                    format!("`{}` must be the last op of its block", m.ops[op].name),
                    "terminator in the middle of a block",
                );
            }
            self.op(op);
        }
        if let Some(t) = terminator {
            let last = ops.last().map(|&o| m.ops[o].name.as_str());
            let t = t.name();
            if last != Some(t) {
                let owner = m.block_owner(b);
                let span = ops
                    .last()
                    .map(|&o| m.ops[o].span)
                    .or(owner.map(|o| m.ops[o].span))
                    .unwrap_or_default();
                self.diags.push(
                    Diagnostic::error(
                        diag::REGION_STRUCTURE,
                        span,
                        format!("block must end with `{t}`"),
                        match last {
                            Some(l) => format!("ends with `{l}`"),
                            None => "empty block".to_string(),
                        },
                    )
                    .note(format!("add `{t}` with the block's results")),
                );
            }
        }
    }

    /// Reports dynamic, unranked and unsupported types once per value.
    fn check_value_type(&mut self, v: Value, op: Option<Op>) {
        if self.reported_types.contains(&v) {
            return;
        }
        let t = self.ty(v);
        let span = op
            .map(|o| self.m.ops[o].span)
            .unwrap_or(self.m.values[v].span);
        if let Some(d) = type_problem(t) {
            self.reported_types.insert(v);
            self.diags.push(Diagnostic { span, ..d });
        }
    }

    fn op(&mut self, op: Op) {
        let m = self.m;
        let d = &m.ops[op];
        for &r in &d.results {
            self.check_value_type(r, Some(op));
        }
        let name = d.name.as_str();
        let Some(kind) = d.kind() else {
            if self.opts.allow_unregistered {
                for &r in &d.regions {
                    self.region(r, None);
                }
                return;
            }
            self.err_note(
                diag::UNKNOWN_OP,
                op,
                format!("unknown op `{name}`"),
                "not a func, arith, chlo, check or stablehlo op the compiler knows",
                "`irc opt --allow-unregistered-dialect` parses and prints ops the compiler does not know; nothing runs them",
            );
            for &r in &d.regions {
                self.region(r, None);
            }
            return;
        };
        let symbol = kind.info().traits.has(crate::ops::Traits::SYMBOL);
        if !symbol && self.m.ops[op].parent == Some(self.m.body()) {
            self.err(
                diag::REGION_STRUCTURE,
                op,
                format!("`{name}` cannot appear at module level"),
                "expected `func.func`",
            );
        }
        // Types must be fully static before the op-specific rules can be checked.
        let all_ok = d
            .operands
            .iter()
            .chain(&d.results)
            .all(|&v| type_problem(self.ty(v)).is_none());
        if all_ok && self.counts(op, kind).is_some() {
            self.op_rules(op, kind);
        }
        if kind == OpKind::Func {
            self.func(op);
        } else if kind.has_regions() {
            let term = kind.region_terminator();
            for &r in &d.regions {
                self.region(r, term);
            }
            if kind == OpKind::DispatchRegion {
                if let Some(b) = self.m.entry_block(op) {
                    if let Some(&last) = self.m.blocks[b].ops.last() {
                        let got: Vec<&Type> = self.m.ops[last]
                            .operands
                            .iter()
                            .map(|&v| self.m.ty(v))
                            .collect();
                        let want: Vec<&Type> = d.results.iter().map(|&v| self.m.ty(v)).collect();
                        if self.m.ops[last].is(OpKind::DispatchReturn) && got != want {
                            self.err(
                                diag::REGION_STRUCTURE,
                                op,
                                "flow.return's operands must match the region's results",
                                "types differ",
                            );
                        }
                    }
                }
            }
        } else if !d.regions.is_empty() {
            self.err(
                diag::REGION_STRUCTURE,
                op,
                format!("`{name}` takes no regions"),
                "unexpected region",
            );
        }
    }

    /// Checks the operand and result counts the op table gives.
    fn counts(&mut self, op: Op, kind: OpKind) -> Option<()> {
        let d = &self.m.ops[op];
        let info = kind.info();
        if info.operands.admits(d.operands.len()) && info.results.admits(d.results.len()) {
            return Some(());
        }
        self.err(
            diag::OPERAND_COUNT,
            op,
            format!(
                "`{kind}` takes {} operand(s) and {} result(s), found {} and {}",
                info.operands,
                info.results,
                d.operands.len(),
                d.results.len()
            ),
            "wrong arity",
        )
    }

    fn func(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let Some(name) = m.func_name(op) else {
            return self.err(
                diag::BAD_FUNCTION,
                op,
                "function has no `sym_name`",
                "missing name",
            );
        };
        let Some(ft) = m.func_type(op) else {
            return self.err(
                diag::BAD_FUNCTION,
                op,
                format!("function `@{name}` has no `function_type`"),
                "missing type",
            );
        };
        let unchecked_inputs: &[Type] = if d.regions.is_empty() {
            &ft.inputs
        } else {
            &[]
        };
        for t in unchecked_inputs.iter().chain(&ft.results) {
            if let Some(p) = type_problem(t) {
                self.diags.push(Diagnostic { span: d.span, ..p });
            }
        }
        if let Some(v) = d.attr("sym_visibility") {
            if !v
                .as_str()
                .is_some_and(|v| matches!(v, "public" | "private" | "nested"))
            {
                self.err(
                    diag::BAD_FUNCTION,
                    op,
                    format!("`sym_visibility` of `@{name}` must be \"public\", \"private\" or \"nested\""),
                    "bad visibility",
                );
            }
        }
        for (key, n) in [
            ("arg_attrs", ft.inputs.len()),
            ("res_attrs", ft.results.len()),
        ] {
            match d.attr(key) {
                None => {}
                Some(Attribute::Array(items))
                    if items.len() == n
                        && items.iter().all(|i| matches!(i, Attribute::Dict(_))) => {}
                Some(_) => {
                    self.err(
                        diag::BAD_FUNCTION,
                        op,
                        format!("`{key}` of `@{name}` must list one dictionary per entry ({n})"),
                        "malformed",
                    );
                }
            }
        }
        crate::abi::check(m, op, &mut self.diags);
        if d.regions.is_empty() {
            return Some(());
        }
        if d.regions.len() != 1 {
            return self.err(
                diag::REGION_STRUCTURE,
                op,
                "a function has one body region",
                "more than one region",
            );
        }
        let r = d.regions[0];
        let blocks = &m.regions[r].blocks;
        if blocks.len() != 1 {
            self.err(
                diag::REGION_STRUCTURE,
                op,
                format!("function `@{name}` must have exactly one block (control flow is not supported)"),
                format!("{} blocks", blocks.len()),
            );
        }
        if let Some(&entry) = blocks.first() {
            let args: Vec<&Type> = m.blocks[entry].args.iter().map(|&a| m.ty(a)).collect();
            let inputs: Vec<&Type> = ft.inputs.iter().collect();
            if args != inputs {
                self.err(
                    diag::BAD_FUNCTION,
                    op,
                    format!(
                        "the entry block of `@{name}` does not take the function's argument types"
                    ),
                    "signature and block disagree",
                );
            }
        }
        self.region(r, Some(OpKind::Return));
        // Returns match the signature.
        for &b in blocks {
            if let Some(&last) = m.blocks[b].ops.last() {
                if m.ops[last].is(OpKind::Return) {
                    let got: Vec<Type> = m.ops[last]
                        .operands
                        .iter()
                        .map(|&v| m.ty(v).clone())
                        .collect();
                    if got != ft.results {
                        let fmt = |t: &[Type]| {
                            t.iter()
                                .map(|x| x.to_string())
                                .collect::<Vec<_>>()
                                .join(", ")
                        };
                        let dg = Diagnostic::error(
                            diag::RETURN_MISMATCH,
                            m.ops[last].span,
                            format!(
                                "`@{name}` returns ({}) but its signature says ({})",
                                fmt(&got),
                                fmt(&ft.results)
                            ),
                            "returned here",
                        )
                        .with_secondary(d.span, "signature here");
                        self.diags.push(dg);
                    }
                }
            }
        }
        Some(())
    }

    fn expect_counts(&mut self, op: Op, operands: usize, results: usize) -> Option<()> {
        let d = &self.m.ops[op];
        if d.operands.len() != operands || d.results.len() != results {
            let name = self.name(op);
            return self.err(
                diag::OPERAND_COUNT,
                op,
                format!(
                    "`{name}` takes {operands} operand(s) and {results} result(s), found {} and {}",
                    d.operands.len(),
                    d.results.len()
                ),
                "wrong arity",
            );
        }
        Some(())
    }

    fn tensors(&mut self, op: Op, vals: &[Value]) -> Option<Vec<(Shape, ElemType)>> {
        let mut out = Vec::new();
        for &v in vals {
            match self.tensor(v) {
                Some(t) => out.push(t),
                None => {
                    let name = self.name(op);
                    let t = self.ty(v).clone();
                    return self
                        .err(
                            diag::UNSUPPORTED_TYPE,
                            op,
                            format!("`{name}` takes ranked tensors, found `{t}`"),
                            "expected a tensor",
                        )
                        .and(None);
                }
            }
        }
        Some(out)
    }

    /// The value of an attribute view, or an E0403 error naming the attribute.
    fn view<T>(&mut self, op: Op, r: Result<T, AttrError>) -> Option<T> {
        match r {
            Ok(v) => Some(v),
            Err(e) => {
                let name = self.name(op);
                let label = if e.missing {
                    "missing attribute"
                } else {
                    "wrong attribute kind"
                };
                self.err(diag::MISSING_ATTRIBUTE, op, format!("`{name}`: {e}"), label);
                None
            }
        }
    }

    fn result_shape_is(
        &mut self,
        op: Op,
        code: Code,
        expected: &[i64],
        elem: ElemType,
    ) -> Option<()> {
        let r = *self.m.ops[op].results.first()?;
        let (shape, e) = self.tensor(r)?;
        if shape != expected || e != elem {
            let name = self.name(op);
            let want = Type::tensor(expected.to_vec(), elem);
            let got = self.ty(r).clone();
            return self.err(
                code,
                op,
                format!("`{name}` should produce {want}, but its result type is {got}"),
                format!("expected {want}"),
            );
        }
        Some(())
    }

    fn op_rules(&mut self, op: Op, kind: OpKind) -> Option<()> {
        match kind.split() {
            Staged::Core(c) => self.core_rules(op, c),
            Staged::Decomposed(d, _) => self.decomposed_rules(op, d),
            // Ops the compiler does not support yet: their counts and regions are checked, and so
            // is a probe's operand (a check op); their type rules come with their implementation.
            Staged::NotYet(_) => {
                if let OpKind::Check(c) = kind {
                    return self.check_op(op, c);
                }
                Some(())
            }
        }
    }

    /// The type rules of the ops that reach the interpreter and the backend.
    fn core_rules(&mut self, op: Op, kind: CoreOp) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = d.name.as_str();
        match kind {
            CoreOp::Module | CoreOp::Func => Some(()),
            CoreOp::Return
            | CoreOp::StablehloReturn
            | CoreOp::DispatchReturn
            | CoreOp::DispatchRegion
            | CoreOp::Dealloc => Some(()),
            CoreOp::Call => self.call(op),
            CoreOp::Alias | CoreOp::Clone => self.same_types(op),
            CoreOp::OptimizationBarrier => {
                let ins: Vec<&Type> = d.operands.iter().map(|&v| m.ty(v)).collect();
                let outs: Vec<&Type> = d.results.iter().map(|&v| m.ty(v)).collect();
                if ins != outs {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        "optimization_barrier's results must have its operands' types",
                        "type mismatch",
                    );
                }
                Some(())
            }
            CoreOp::Constant | CoreOp::Arith(ArithOp::Constant) => self.constant(op),
            CoreOp::Iota => {
                let (shape, _) = self.tensors(op, &d.results)?.remove(0);
                let dim = self.view(op, views::Iota::read(m, op))?.dimension;
                if dim < 0 || dim as usize >= shape.len() {
                    return self.err(
                        diag::SHAPE_MISMATCH,
                        op,
                        format!(
                            "iota dimension {dim} is out of range for rank {}",
                            shape.len()
                        ),
                        "out of range",
                    );
                }
                Some(())
            }
            CoreOp::BroadcastInDim => self.broadcast(op),
            CoreOp::Transpose => self.transpose(op),
            CoreOp::Reshape => self.reshape(op),
            CoreOp::Compare => self.compare(op),
            CoreOp::Select => self.select(op),
            CoreOp::Slice => self.slice(op),
            CoreOp::DotGeneral => self.dot_general(op),
            CoreOp::Reduce => self.reduce(op),
            CoreOp::ReduceWindow => self.reduce_window(op),
            CoreOp::Convolution => self.convolution(op),
            CoreOp::Gather => self.gather(op),
            CoreOp::Scatter => self.scatter(op),
            CoreOp::Concatenate => self.concatenate(op),
            CoreOp::Pad => self.pad(op),
            CoreOp::Reverse => {
                let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
                let dims = self.view(op, views::Dims::read(m, op))?.dims;
                if !in_range(&dims, t[0].0.len()) || !is_unique(&dims) {
                    return self.err(
                        diag::SHAPE_MISMATCH,
                        op,
                        format!(
                            "reverse dimensions {} must be unique and within rank {}",
                            fmt_dims(&dims),
                            t[0].0.len()
                        ),
                        "bad dimensions",
                    );
                }
                self.same_types(op)
            }
            CoreOp::DynamicSlice => self.dynamic_slice(op),
            CoreOp::DynamicUpdateSlice => self.dynamic_update_slice(op),
            CoreOp::Clamp => {
                let t = self.tensors(op, &d.operands)?;
                let ok = |i: usize| t[i].1 == t[1].1 && (t[i].0.is_empty() || t[i].0 == t[1].0);
                if !ok(0) || !ok(2) {
                    return self.err(diag::TYPE_CONSTRAINT, op, "clamp's min and max must be scalars or have the operand's shape, with its element type", "type mismatch");
                }
                let (s, e) = t[1].clone();
                self.result_shape_is(op, diag::TYPE_CONSTRAINT, &s, e)
            }
            CoreOp::Convert => {
                let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
                if t[0].0 != t[1].0 {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        format!("`{name}` keeps the shape"),
                        "shapes differ",
                    );
                }
                Some(())
            }
            CoreOp::BitcastConvert => self.bitcast_convert(op),
            CoreOp::ReducePrecision => self.reduce_precision(op),
            CoreOp::Fft => self.fft(op),
            CoreOp::Cholesky => self.cholesky(op),
            CoreOp::TriangularSolve => self.triangular_solve(op),
            CoreOp::Unary(u) => self.unary(op, u),
            CoreOp::Binary(b) => self.binary(op, b),
            CoreOp::Check(c) => self.check_op(op, c),
            CoreOp::CustomCall => {
                if d.attr("call_target_name")
                    .and_then(|a| a.as_str())
                    .is_none()
                {
                    return self.err(
                        diag::MISSING_ATTRIBUTE,
                        op,
                        "`stablehlo.custom_call` requires a `call_target_name` string",
                        "missing target",
                    );
                }
                match self.view(op, views::LapackCall::read(self.m, op))? {
                    Some(call) => self.lapack(op, &call),
                    None => Some(()),
                }
            }
            CoreOp::Arith(a) => self.arith(op, a),
            CoreOp::While => self.while_op(op),
            CoreOp::If | CoreOp::Case => self.branches(op),
            CoreOp::RngBitGenerator => self.rng_bit_generator(op),
            CoreOp::Sort => self.sort(op),
            CoreOp::SelectAndScatter => self.select_and_scatter(op),
        }
    }

    /// The type rules of the ops a pass decomposes later (they are checked before it runs).
    fn decomposed_rules(&mut self, op: Op, d: DecomposedOp) -> Option<()> {
        match d {
            DecomposedOp::Chlo(ChloOp::Constant) => self.constant(op),
            DecomposedOp::Chlo(c) => self.chlo(op, c),
            DecomposedOp::Rng => self.rng_op(op),
            DecomposedOp::Map => self.map(op),
            DecomposedOp::BatchNormGrad
            | DecomposedOp::BatchNormInference
            | DecomposedOp::BatchNormTraining => self.batch_norm(op, d.kind()),
            DecomposedOp::Tuple | DecomposedOp::GetTupleElement => self.tuple_ops(op, d.kind()),
            DecomposedOp::Composite => self.composite(op),
            DecomposedOp::GetDimensionSize => self.get_dimension_size(op),
            DecomposedOp::DynamicBroadcastInDim
            | DecomposedOp::DynamicConv
            | DecomposedOp::DynamicGather
            | DecomposedOp::DynamicIota
            | DecomposedOp::DynamicPad
            | DecomposedOp::DynamicReshape
            | DecomposedOp::RealDynamicSlice => self.dynamic(op, d.kind()),
            // Tokens have no type rules beyond their counts.
            DecomposedOp::AfterAll | DecomposedOp::CreateToken => Some(()),
        }
    }

    /// A constant's value has its result type.
    fn constant(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = d.name.as_str();
        let rt = m.ty(d.results[0]);
        let vt = match d.attr("value") {
            Some(Attribute::Dense(de)) => de.ty.clone(),
            Some(Attribute::Int { ty, .. } | Attribute::Float { ty, .. }) => Type::Scalar(*ty),
            Some(Attribute::Bool(_)) => Type::Scalar(ElemType::I1),
            _ => {
                return self.err(
                    diag::MISSING_ATTRIBUTE,
                    op,
                    format!("`{name}` requires a `value` attribute"),
                    "missing value",
                )
            }
        };
        if &vt != rt {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("constant value has type {vt} but the result is {rt}"),
                "type mismatch",
            );
        }
        Some(())
    }

    /// A reshape keeps the element count and type.
    fn reshape(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let n = |s: &[i64]| s.iter().product::<i64>();
        if n(&t[0].0) != n(&t[1].0) {
            return self.err_note(
                diag::RESHAPE_COUNT,
                op,
                format!(
                    "reshape from {} elements to {} elements",
                    n(&t[0].0),
                    n(&t[1].0)
                ),
                format!("{} -> {}", m.ty(d.operands[0]), m.ty(d.results[0])),
                "a reshape keeps the number of elements",
            );
        }
        if t[0].1 != t[1].1 {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                "reshape cannot change the element type",
                "element types differ",
            );
        }
        Some(())
    }

    /// One rank-0 integer start index per dimension; sizes within the operand.
    fn dynamic_slice(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let n = d.operands.len();
        if n < 1 || d.results.len() != 1 {
            return self.expect_counts(op, 1, 1);
        }
        let t = self.tensors(op, &d.operands)?;
        let rank = t[0].0.len();
        if n != rank + 1 {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                format!(
                    "dynamic_slice takes one start index per dimension ({rank}), found {}",
                    n - 1
                ),
                "wrong arity",
            );
        }
        if t[1..].iter().any(|(s, e)| !s.is_empty() || !e.is_integer()) {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                "dynamic_slice start indices must be rank-0 integer tensors",
                "bad index type",
            );
        }
        let sizes = self.view(op, views::DynamicSlice::read(m, op))?.sizes;
        if sizes.len() != rank || sizes.iter().zip(&t[0].0).any(|(&s, &dim)| s < 0 || s > dim) {
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!(
                    "slice_sizes {} must give 0 <= size <= dim for each of the {rank} dimensions",
                    fmt_dims(&sizes)
                ),
                "bad sizes",
            );
        }
        let e = t[0].1;
        self.result_shape_is(op, diag::SHAPE_MISMATCH, &sizes, e)
    }

    /// An update of the operand's rank that fits inside it, and one start index per dimension.
    fn dynamic_update_slice(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let n = d.operands.len();
        if n < 2 || d.results.len() != 1 {
            return self.expect_counts(op, 2, 1);
        }
        let t = self.tensors(op, &d.operands)?;
        let rank = t[0].0.len();
        if n != rank + 2 || t[1].0.len() != rank {
            return self.err(diag::OPERAND_COUNT, op, format!("dynamic_update_slice takes an operand, an update of the same rank and {rank} start indices"), "wrong arity");
        }
        if t[1].0.iter().zip(&t[0].0).any(|(u, o)| u > o) || t[0].1 != t[1].1 {
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                "the update must fit inside the operand and share its element type",
                "update too large",
            );
        }
        let (s, e) = t[0].clone();
        self.result_shape_is(op, diag::SHAPE_MISMATCH, &s, e)
    }

    /// A unary elementwise op takes its operand types and gives its result type.
    fn unary(&mut self, op: Op, u: UnaryOp) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = d.name.as_str();
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let Some(rt) = u.result_type(t[0].1) else {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`{name}` takes {} tensors, found element type {}",
                    u.operand_types().describe(),
                    t[0].1
                ),
                "wrong element type",
            );
        };
        self.elementwise_result(op, &t[0].0, rt)
    }

    /// A binary elementwise op takes two operands of one type and gives its result type.
    fn binary(&mut self, op: Op, b: BinaryOp) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = d.name.as_str();
        let t = self.tensors(op, &[d.operands[0], d.operands[1], d.results[0]])?;
        if t[0] != t[1] {
            let (a, c) = (
                self.ty(d.operands[0]).clone(),
                self.ty(d.operands[1]).clone(),
            );
            return self.err_note(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`{name}` needs operands of one type, found {a} and {c}"),
                "types differ",
                "insert a broadcast_in_dim or convert to make the types agree",
            );
        }
        let Some(rt) = b.result_type(t[0].1) else {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`{name}` takes {} tensors, found element type {}",
                    b.operand_types().describe(),
                    t[0].1
                ),
                "wrong element type",
            );
        };
        self.elementwise_result(op, &t[0].0, rt)
    }

    /// The result of an elementwise op must have the operands' shape and element type `rt`.
    fn elementwise_result(&mut self, op: Op, shape: &[i64], rt: ElemType) -> Option<()> {
        let d = &self.m.ops[op];
        let r = self.tensors(op, &[d.results[0]])?.remove(0);
        if r.0 != shape || r.1 != rt {
            let want = Type::tensor(shape.to_vec(), rt);
            let got = self.ty(d.results[0]).clone();
            let name = self.name(op);
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`{name}` produces {want} here, but the result is {got}"),
                "wrong result type",
            );
        }
        Some(())
    }

    /// `bitcast_convert`: the same bits; between widths, the wider side has one dimension less,
    /// whose size the narrower side's last dimension gives.
    fn bitcast_convert(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let ((os, oe), (rs, re)) = (&t[0], &t[1]);
        let (ob, rb) = (oe.bits() as i64, re.bits() as i64);
        let ok = if ob == rb {
            os == rs
        } else if ob > rb {
            rs.len() == os.len() + 1 && rs[..os.len()] == os[..] && rs[os.len()] * rb == ob
        } else {
            os.len() == rs.len() + 1 && os[..rs.len()] == rs[..] && os[rs.len()] * ob == rb
        };
        // The spec's (C2): complex only to and from complex. `i1` is one bit wide, so 64 `i1`s make
        // an `i64` (StableHLO's suite bitcasts between them).
        let complex_mix = oe.is_complex() != re.is_complex();
        if !ok || complex_mix {
            return self.err_note(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "bitcast_convert from {} to {} does not keep the bits",
                    self.ty(d.operands[0]),
                    self.ty(d.results[0])
                ),
                "shapes or widths do not fit",
                "between widths, the wider type has one dimension less, sized by the width ratio",
            );
        }
        Some(())
    }

    fn reduce_precision(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        if !t[0].1.is_float() || t[0] != t[1] {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                "reduce_precision takes a float tensor and returns its type",
                "wrong types",
            );
        }
        let e = d.attr("exponent_bits").and_then(|a| a.as_int());
        let mbits = d.attr("mantissa_bits").and_then(|a| a.as_int());
        match (e, mbits) {
            (Some(e), Some(mb)) if e >= 1 && mb >= 0 => Some(()),
            _ => self.err(
                diag::BAD_ATTRIBUTE,
                op,
                "reduce_precision needs exponent_bits >= 1 and mantissa_bits >= 0",
                "bad format",
            ),
        }
    }

    /// `stablehlo.fft` (the spec's C1-C5, with XLA's rule that the transformed dimensions of
    /// the complex side match `fft_length` too, the last one halved plus one for RFFT's result and
    /// IRFFT's operand).
    fn fft(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let v = self.view(op, views::Fft::read(m, op))?;
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let ((ishape, ie), (rshape, re)) = (t[0].clone(), t[1].clone());
        let n = v.fft_length.len();
        if !(1..=3).contains(&n) || n > ishape.len() || v.fft_length.iter().any(|&l| l < 0) {
            return self.err(
                diag::BAD_ATTRIBUTE,
                op,
                format!(
                    "`stablehlo.fft` needs 1 to 3 non-negative `fft_length` entries, at most the operand's rank {}, found {:?}",
                    ishape.len(),
                    v.fft_length
                ),
                "bad fft_length",
            );
        }
        use views::FftType;
        let types_ok = match v.fft_type {
            FftType::Fft | FftType::Ifft => ie.is_complex() && re == ie,
            FftType::Rfft => ie.is_float() && ie.complex_of() == Some(re),
            FftType::Irfft => ie.is_complex() && ie.complex_component() == Some(re),
        };
        if !types_ok {
            let want = match v.fft_type {
                FftType::Fft | FftType::Ifft => "a complex operand and a result of its type",
                FftType::Rfft => "an f32 or f64 operand and a complex result of its precision",
                FftType::Irfft => "a complex operand and a float result of its precision",
            };
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`stablehlo.fft` of type {} needs {want}, found {ie} -> {re}",
                    v.fft_type.name()
                ),
                "wrong element types",
            );
        }
        // The transformed (trailing) dimensions of the operand and of the result.
        let half = |l: i64| if l == 0 { 0 } else { l / 2 + 1 };
        let mut want_in = ishape[..ishape.len() - n].to_vec();
        want_in.extend(&v.fft_length);
        let mut want_out = want_in.clone();
        let last = want_in.len() - 1;
        match v.fft_type {
            FftType::Fft | FftType::Ifft => {}
            FftType::Rfft => want_out[last] = half(want_in[last]),
            FftType::Irfft => want_in[last] = half(want_in[last]),
        }
        if ishape != want_in {
            let want = Type::tensor(want_in, ie);
            let got = self.ty(d.operands[0]).clone();
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!(
                    "`stablehlo.fft` with fft_length {:?} needs an operand of type {want}, found {got}",
                    v.fft_length
                ),
                format!("expected {want}"),
            );
        }
        if rshape != want_out {
            return self.result_shape_is(op, diag::SHAPE_MISMATCH, &want_out, re);
        }
        Some(())
    }

    /// The batch of square matrices `shape` (rank >= 2): `None` after an error naming `what`.
    fn square_batch(&mut self, op: Op, what: &str, shape: &[i64]) -> Option<()> {
        let r = shape.len();
        if r < 2 || shape[r - 1] != shape[r - 2] {
            let name = self.name(op);
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!("`{name}` needs {what} of rank 2 or more whose last two dimensions are equal (square matrices), found shape {shape:?}"),
                "not a batch of square matrices",
            );
        }
        Some(())
    }

    /// `stablehlo.cholesky` (C1-C3): a batch of square float or complex matrices, result of the
    /// operand's type.
    fn cholesky(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        self.view(op, views::Cholesky::read(m, op))?;
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let (shape, e) = t[0].clone();
        if !(e.is_float() || e.is_complex()) {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`stablehlo.cholesky` takes a float or complex tensor, found element type {e}"
                ),
                "wrong element type",
            );
        }
        self.square_batch(op, "an operand", &shape)?;
        if t[1] != t[0] {
            return self.result_shape_is(op, diag::TYPE_CONSTRAINT, &shape, e);
        }
        Some(())
    }

    /// A `stablehlo.custom_call` to a LAPACK target: the operand and result counts and types the
    /// routine takes (`views::LapackCall::signature`), and the layouts JAX gives them (column-major
    /// matrices, batch dimensions outermost); another layout is E0414.
    fn lapack(&mut self, op: Op, call: &views::LapackCall) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let target = &call.target;
        let ops = self.tensors(op, &d.operands)?;
        let res = self.tensors(op, &d.results)?;
        let shapes = |v: &[(Shape, ElemType)]| -> Vec<Vec<i64>> {
            v.iter().map(|(s, _)| s.clone()).collect()
        };
        let sig = match call.signature(&shapes(&ops), &shapes(&res)) {
            Ok(s) => s,
            Err(e) => return self.err(diag::TYPE_CONSTRAINT, op, e, "wrong operand shape"),
        };
        if ops.len() != sig.operands.len() || res.len() != sig.results.len() {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                format!(
                    "`custom_call @{target}` takes {} operand(s) and gives {} result(s), found {} and {}",
                    sig.operands.len(),
                    sig.results.len(),
                    ops.len(),
                    res.len()
                ),
                "wrong number of operands or results",
            );
        }
        for (what, want, got) in [
            ("operand", &sig.operands, &ops),
            ("result", &sig.results, &res),
        ] {
            for (i, (w, (s, e))) in want.iter().zip(got.iter()).enumerate() {
                if *s != w.shape || *e != w.elem {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        format!(
                            "`custom_call @{target}` needs {what} {i} of type {}, found {}",
                            w.describe(),
                            views::describe_tensor(s, *e)
                        ),
                        "wrong type",
                    );
                }
            }
        }
        if let Some(nb) = call.num_batch_dims {
            if nb != sig.batch.len() as i64 {
                return self.err(
                    diag::SHAPE_MISMATCH,
                    op,
                    format!(
                        "`custom_call @{target}`: num_batch_dims = {nb}, but the operands have {} batch dimension(s)",
                        sig.batch.len()
                    ),
                    "wrong num_batch_dims",
                );
            }
        }
        for (key, given, want) in [
            ("operand_layouts", &call.operand_layouts, &sig.operands),
            ("result_layouts", &call.result_layouts, &sig.results),
        ] {
            let Some(given) = given else {
                return self.err(
                    diag::MISSING_ATTRIBUTE,
                    op,
                    format!("`custom_call @{target}` requires `{key}` (the LAPACK kernels read column-major matrices)"),
                    "missing layouts",
                );
            };
            let expected: Vec<Vec<i64>> = want.iter().map(|v| v.layout()).collect();
            if *given != expected {
                return self.err(
                    diag::NOT_SUPPORTED_YET,
                    op,
                    format!(
                        "`custom_call @{target}` with {key} {given:?} is not supported: only the layouts JAX emits, {expected:?} (column-major matrices, batch dimensions outermost), are"
                    ),
                    "layout not supported",
                );
            }
        }
        Some(())
    }

    /// `stablehlo.triangular_solve` (C1-C4): `a` a batch of square matrices, `b` of the same
    /// element type and batch with `a`'s size on the side `left_side` names, result of `b`'s type.
    fn triangular_solve(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let v = self.view(op, views::TriangularSolve::read(m, op))?;
        let t = self.tensors(op, &[d.operands[0], d.operands[1], d.results[0]])?;
        let ((ashape, ae), (bshape, be)) = (t[0].clone(), t[1].clone());
        if !(ae.is_float() || ae.is_complex()) || ae != be {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`stablehlo.triangular_solve` takes `a` and `b` of one float or complex element type, found {ae} and {be}"),
                "wrong element types",
            );
        }
        self.square_batch(op, "`a`", &ashape)?;
        let r = ashape.len();
        let side = if v.left_side { r - 2 } else { r - 1 };
        if bshape.len() != r || bshape[..r - 2] != ashape[..r - 2] || bshape[side] != ashape[r - 1]
        {
            let which = if v.left_side { "rows" } else { "columns" };
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!(
                    "`stablehlo.triangular_solve` needs `b` of `a`'s rank and batch dimensions with {} {which} (left_side = {}), found a: {ashape:?}, b: {bshape:?}",
                    ashape[r - 1], v.left_side
                ),
                "shapes of a and b do not fit",
            );
        }
        if t[2] != t[1] {
            return self.result_shape_is(op, diag::TYPE_CONSTRAINT, &bshape, be);
        }
        Some(())
    }

    /// `chlo.scan` (ChloOps.cpp's `ScanOp::verify` and its result inference): the segment sizes
    /// split the operands into inputs and inits and the results into outputs and carries; every
    /// input has the scan dimension, of one size; the body takes each input without that
    /// dimension and then each init, and returns the outputs' slices and then the carries.
    fn scan(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let code = diag::TYPE_CONSTRAINT;
        let v = self.view(op, views::Scan::read(m, op))?;
        let (n_in, n_init, n_out, n_carry) = (v.inputs, v.inits, v.outputs, v.carries);
        if n_in + n_init != d.operands.len()
            || n_out + n_carry != d.results.len()
            || n_carry != n_init
        {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                format!(
                    "`chlo.scan`'s segment sizes ({n_in} inputs, {n_init} inits; {n_out} outputs, {n_carry} carries) do not fit its {} operand(s) and {} result(s), or carries differ from inits",
                    d.operands.len(),
                    d.results.len()
                ),
                "wrong segment sizes",
            );
        }
        if n_in == 0 && n_out == 0 {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                "`chlo.scan` needs at least one input or output",
                "nothing to scan",
            );
        }
        let dim = v.dimension;
        let operands = self.tensors(op, &d.operands)?;
        let results = self.tensors(op, &d.results)?;
        let mut size = v.scan_dim_size;
        for (i, (shape, _)) in operands[..n_in].iter().enumerate() {
            let Some(&n) = shape.get(dim) else {
                return self.err(
                    code,
                    op,
                    format!(
                        "`chlo.scan`'s dimension {dim} is out of bounds for input {i} of rank {}",
                        shape.len()
                    ),
                    "dimension out of bounds",
                );
            };
            if size.is_some_and(|s| s != n) {
                return self.err(
                    code,
                    op,
                    format!(
                        "`chlo.scan`'s input {i} has {n} elements along dimension {dim}, not {}",
                        size.unwrap_or(n)
                    ),
                    "scan sizes differ",
                );
            }
            size = Some(n);
        }
        let Some(size) = size else {
            return self.err(
                diag::MISSING_ATTRIBUTE,
                op,
                "`chlo.scan` without inputs needs `scan_dim_size`",
                "scan length unknown",
            );
        };
        if d.regions.len() != 1 || m.regions[d.regions[0]].blocks.len() != 1 {
            return self.err(
                diag::REGION_STRUCTURE,
                op,
                "`chlo.scan` has one body region of one block",
                "wrong body",
            );
        }
        let b = m.regions[d.regions[0]].blocks[0];
        let body_args: Vec<Type> = m.blocks[b].args.iter().map(|&a| m.ty(a).clone()).collect();
        let want_args: Vec<Type> = operands
            .iter()
            .enumerate()
            .map(|(i, (shape, e))| {
                let mut shape = shape.clone();
                if i < n_in {
                    shape.remove(dim);
                }
                Type::tensor(shape, *e)
            })
            .collect();
        let list = type_list;
        if body_args != want_args {
            return self.err_note(
                diag::REGION_STRUCTURE,
                op,
                format!(
                    "`chlo.scan`'s body takes ({}) but must take ({})",
                    list(&body_args),
                    list(&want_args)
                ),
                "wrong body signature",
                "the body takes one slice of each input (without the scan dimension), then each carry",
            );
        }
        let Some(&last) = m.blocks[b].ops.last() else {
            return self.err(
                diag::REGION_STRUCTURE,
                op,
                "`chlo.scan`'s body is empty",
                "empty body",
            );
        };
        let returned: Vec<Type> = m.ops[last]
            .operands
            .iter()
            .map(|&v| m.ty(v).clone())
            .collect();
        let want_results: Vec<Type> = returned
            .iter()
            .enumerate()
            .map(|(i, t)| match (t, i < n_out) {
                (Type::Tensor { shape, elem }, true) if dim <= shape.len() => {
                    let mut shape = shape.clone();
                    shape.insert(dim, size);
                    Type::tensor(shape, *elem)
                }
                _ => t.clone(),
            })
            .collect();
        let got_results: Vec<Type> = results
            .iter()
            .map(|(s, e)| Type::tensor(s.clone(), *e))
            .collect();
        if want_results != got_results || want_args[n_in..] != returned[returned.len().min(n_out)..]
        {
            return self.err_at(
                code,
                m.ops[last].span,
                format!(
                    "`chlo.scan`'s body returns ({}), which makes results ({}) and carries of the inits' types, but the op has results ({})",
                    list(&returned),
                    list(&want_results),
                    list(&got_results)
                ),
                "wrong return",
            );
        }
        Some(())
    }

    /// The single block of each region of a control-flow op, and what its `stablehlo.return`
    /// returns; `None` after reporting a region that breaks the structure.
    fn cf_blocks(&mut self, op: Op) -> Option<Vec<(Block, Vec<Type>, Span)>> {
        let m = self.m;
        let name = self.name(op);
        let mut out = Vec::new();
        for (i, &r) in m.ops[op].regions.iter().enumerate() {
            let blocks = &m.regions[r].blocks;
            if blocks.len() != 1 {
                return self
                    .err(
                        diag::REGION_STRUCTURE,
                        op,
                        format!(
                            "region {i} of `{name}` must have one block, found {}",
                            blocks.len()
                        ),
                        "wrong block count",
                    )
                    .and(None);
            }
            let b = blocks[0];
            let last = m.blocks[b].ops.last().copied();
            let Some(last) = last.filter(|&l| m.ops[l].is(OpKind::StablehloReturn)) else {
                return self
                    .err(
                        diag::REGION_STRUCTURE,
                        op,
                        format!("region {i} of `{name}` must end with `stablehlo.return`"),
                        "missing terminator",
                    )
                    .and(None);
            };
            let returned = m.ops[last]
                .operands
                .iter()
                .map(|&v| m.ty(v).clone())
                .collect();
            out.push((b, returned, m.ops[last].span));
        }
        Some(out)
    }

    /// `stablehlo.rng_bit_generator` (spec C1, C2): the state is a `ui64` vector of a size the
    /// algorithm takes (THREE_FRY 2, PHILOX and DEFAULT 2 or 3), the new state has its type, and
    /// the output holds integers of 2 to 64 bits or floats of 4 to 64 bits.
    fn rng_bit_generator(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        if d.operands.len() != 1 || d.results.len() != 2 {
            return self.expect_counts(op, 1, 2);
        }
        let algorithm = self
            .view(op, views::RngBitGenerator::read(m, op))?
            .algorithm;
        let t = self.tensors(op, &[d.operands[0], d.results[0], d.results[1]])?;
        let sizes = algorithm.state_sizes();
        let size_ok = t[0].0.len() == 1 && sizes.iter().any(|&n| t[0].0[0] == n as i64);
        if t[0].1 != ElemType::UI64 || !size_ok {
            let want = sizes
                .iter()
                .map(|n| format!("tensor<{n}xui64>"))
                .collect::<Vec<_>>()
                .join(" or ");
            let got = self.ty(d.operands[0]).clone();
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`stablehlo.rng_bit_generator` with algorithm {} takes an initial state of type {want}, found `{got}`",
                    algorithm.name()
                ),
                "wrong state type",
            );
        }
        if t[1] != t[0] {
            let (a, b) = (
                self.ty(d.operands[0]).clone(),
                self.ty(d.results[0]).clone(),
            );
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`stablehlo.rng_bit_generator`'s output state must have the initial state's type `{a}`, found `{b}`"),
                "state types differ",
            );
        }
        if !element::rng::output_type_ok(t[2].1) {
            let e = t[2].1;
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`stablehlo.rng_bit_generator` fills integers of 2 to 64 bits or floats of 4 to 64 bits, found element type {e}"),
                "wrong output element type",
            );
        }
        Some(())
    }

    /// `stablehlo.rng` (spec C1-C3): scalar bounds of the result's element type (an integer, a
    /// boolean or a float; a float for NORMAL), a rank-1 `i64` shape whose length is the result's
    /// rank and, when it is a constant, whose values are the result's shape.
    fn rng_op(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        if d.operands.len() != 3 || d.results.len() != 1 {
            return self.expect_counts(op, 3, 1);
        }
        let normal = self.view(op, views::Rng::read(m, op))?.normal;
        let t = self.tensors(
            op,
            &[d.operands[0], d.operands[1], d.operands[2], d.results[0]],
        )?;
        let (a, b, shape, r) = (&t[0], &t[1], &t[2], &t[3]);
        if !a.0.is_empty() || !b.0.is_empty() || a.1 != r.1 || b.1 != r.1 {
            let (ta, tb) = (
                self.ty(d.operands[0]).clone(),
                self.ty(d.operands[1]).clone(),
            );
            let e = r.1;
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`stablehlo.rng` takes scalar bounds of the result's element type tensor<{e}>, found `{ta}` and `{tb}`"),
                "wrong bounds",
            );
        }
        if r.1.is_complex() || matches!(r.1, ElemType::Index) || (normal && !r.1.is_float()) {
            let e = r.1;
            let want = if normal {
                "a float type (NORMAL)"
            } else {
                "an integer, boolean or float type"
            };
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`stablehlo.rng` produces {want}, found element type {e}"),
                "wrong element type",
            );
        }
        if shape.0.len() != 1 || shape.1 != ElemType::I64 || shape.0[0] != r.0.len() as i64 {
            let ts = self.ty(d.operands[2]).clone();
            let rank = r.0.len();
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!("`stablehlo.rng`'s shape must be a tensor<{rank}xi64> for a result of rank {rank}, found `{ts}`"),
                "wrong shape operand",
            );
        }
        let constant = m
            .def_op(d.operands[2])
            .filter(|&p| m.ops[p].is(OpKind::Constant))
            .and_then(|p| match m.ops[p].attr("value") {
                Some(Attribute::Dense(de)) => match &de.values {
                    DenseValues::Int(v) if v.len() == r.0.len() => Some(v.clone()),
                    DenseValues::Int(v) if v.len() == 1 => Some(vec![v[0]; r.0.len()]),
                    _ => None,
                },
                _ => None,
            });
        if let Some(dims) = constant {
            if dims != r.0 {
                return self.err(
                    diag::SHAPE_MISMATCH,
                    op,
                    format!(
                        "`stablehlo.rng`'s shape {} differs from its result's {}",
                        fmt_dims(&dims),
                        fmt_dims(&r.0)
                    ),
                    "shape mismatch",
                );
            }
        }
        Some(())
    }

    /// `stablehlo.while` (spec C1-C3): both regions take the loop values; `cond` returns a
    /// `tensor<i1>`, `body` returns values of the loop values' types, which are the results'.
    fn while_op(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let list = type_list;
        let operands: Vec<Type> = d.operands.iter().map(|&v| m.ty(v).clone()).collect();
        let results: Vec<Type> = d.results.iter().map(|&v| m.ty(v).clone()).collect();
        if d.regions.len() != 2 {
            return self.err(
                diag::REGION_STRUCTURE,
                op,
                format!(
                    "`stablehlo.while` has a cond and a body region, found {} region(s)",
                    d.regions.len()
                ),
                "wrong region count",
            );
        }
        if results != operands {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`stablehlo.while` returns its loop values' types ({}), not ({})",
                    list(&operands),
                    list(&results)
                ),
                "result types differ from the operands'",
            );
        }
        let blocks = self.cf_blocks(op)?;
        for (i, (b, returned, ret_span)) in blocks.into_iter().enumerate() {
            let what = if i == 0 { "cond" } else { "body" };
            let args: Vec<Type> = m.blocks[b].args.iter().map(|&a| m.ty(a).clone()).collect();
            if args != operands {
                return self.err(
                    diag::REGION_STRUCTURE,
                    op,
                    format!("the {what} region of `stablehlo.while` takes ({}) but the loop values are ({})", list(&args), list(&operands)),
                    "wrong region arguments",
                );
            }
            let want = if i == 0 {
                vec![Type::tensor(vec![], ElemType::I1)]
            } else {
                operands.clone()
            };
            if returned != want {
                return self.err_at(
                    diag::TYPE_CONSTRAINT,
                    ret_span,
                    format!(
                        "the {what} region of `stablehlo.while` must return ({}), not ({})",
                        list(&want),
                        list(&returned)
                    ),
                    "wrong return",
                );
            }
        }
        Some(())
    }

    /// `stablehlo.if` (spec C1-C3) and `stablehlo.case` (C1-C4): a rank-0 `i1` predicate or `i32`
    /// index; branches without arguments, each returning the results' types.
    fn branches(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = self.name(op);
        let list = type_list;
        let is_if = d.is(OpKind::If);
        let (want, what) = if is_if {
            (ElemType::I1, "predicate")
        } else {
            (ElemType::I32, "index")
        };
        let sel = m.ty(d.operands[0]).clone();
        if sel != Type::tensor(vec![], want) {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("the {what} of `{name}` must be a tensor<{want}>, found {sel}"),
                format!("wrong {what} type"),
            );
        }
        let n = d.regions.len();
        if (is_if && n != 2) || n == 0 {
            return self.err(
                diag::REGION_STRUCTURE,
                op,
                if is_if {
                    format!("`stablehlo.if` has a true and a false branch, found {n} region(s)")
                } else {
                    "`stablehlo.case` needs at least one branch".to_string()
                },
                "wrong region count",
            );
        }
        let results: Vec<Type> = d.results.iter().map(|&v| m.ty(v).clone()).collect();
        for (i, (b, returned, ret_span)) in self.cf_blocks(op)?.into_iter().enumerate() {
            if !m.blocks[b].args.is_empty() {
                return self.err(
                    diag::REGION_STRUCTURE,
                    op,
                    format!("branch {i} of `{name}` takes arguments; branches take none"),
                    "branch with arguments",
                );
            }
            if returned != results {
                return self.err_at(
                    diag::TYPE_CONSTRAINT,
                    ret_span,
                    format!(
                        "branch {i} of `{name}` returns ({}) but the op's results are ({})",
                        list(&returned),
                        list(&results)
                    ),
                    "wrong return",
                );
            }
        }
        Some(())
    }

    fn chlo(&mut self, op: Op, c: ChloOp) -> Option<()> {
        let d = &self.m.ops[op];
        let name = c.name();
        match c {
            ChloOp::Constant => Some(()),
            ChloOp::ConstantLike => {
                if d.attr("value").is_none() {
                    return self.err(
                        diag::MISSING_ATTRIBUTE,
                        op,
                        "`chlo.constant_like` requires a `value` attribute",
                        "missing value",
                    );
                }
                Some(())
            }
            ChloOp::Scan => self.scan(op),
            ChloOp::TopK => self.top_k(op),
            ChloOp::RaggedDot => self.ragged_dot(op),
            ChloOp::AsinAcosKernel => Some(()),
            ChloOp::BroadcastSelect => {
                let t = self.tensors(op, &d.operands)?;
                if t[0].1 != ElemType::I1 || t[1].1 != t[2].1 {
                    return self.err(
                        diag::COMPARE_SELECT,
                        op,
                        "chlo.broadcast_select takes an i1 predicate and two values of one element type",
                        "wrong types",
                    );
                }
                Some(())
            }
            _ => {
                let vals: Vec<Value> = d.operands.iter().chain(&d.results).copied().collect();
                let t = self.tensors(op, &vals)?;
                let e = t[0].1;
                if t[..d.operands.len()].iter().any(|x| x.1 != e) {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        format!("`{name}` needs operands of one element type"),
                        "element types differ",
                    );
                }
                let Some(rt) = c.result_type(e) else {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        format!("`{name}` does not take element type {e}"),
                        "wrong element type",
                    );
                };
                let broadcasting = c.syntax_is_broadcasting();
                let r = &t[d.operands.len()];
                if r.1 != rt || (!broadcasting && t.iter().any(|x| x.0 != r.0)) {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        format!(
                            "`{name}` produces {} here, but the result is {}",
                            Type::tensor(t[0].0.clone(), rt),
                            self.ty(d.results[0])
                        ),
                        "wrong result type",
                    );
                }
                Some(())
            }
        }
    }

    fn check_op(&mut self, op: Op, c: CheckOp) -> Option<()> {
        let d = &self.m.ops[op];
        let name = c.name();
        let lhs = self.tensors(op, &d.operands[..1])?.remove(0);
        let rhs = match c {
            CheckOp::ExpectEq | CheckOp::ExpectAlmostEq | CheckOp::ExpectClose => {
                self.tensors(op, &d.operands[1..2])?.remove(0)
            }
            CheckOp::ExpectEqConst | CheckOp::ExpectAlmostEqConst => match d.attr("value") {
                Some(Attribute::Dense(de)) => match &de.ty {
                    Type::Tensor { shape, elem } => (shape.clone(), *elem),
                    _ => {
                        return self.err(
                            diag::BAD_ATTRIBUTE,
                            op,
                            format!("`{name}` needs a tensor constant"),
                            "not a tensor",
                        )
                    }
                },
                _ => {
                    return self.err(
                        diag::MISSING_ATTRIBUTE,
                        op,
                        format!("`{name}` requires a dense `value`"),
                        "missing value",
                    )
                }
            },
            CheckOp::ExpectSerializedEq => return Some(()),
        };
        if lhs != rhs {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`{name}` compares values of one type, found {} and {}",
                    Type::tensor(lhs.0.clone(), lhs.1),
                    Type::tensor(rhs.0.clone(), rhs.1)
                ),
                "types differ",
            );
        }
        let needs_float = matches!(
            c,
            CheckOp::ExpectAlmostEq | CheckOp::ExpectAlmostEqConst | CheckOp::ExpectClose
        );
        if needs_float && !(lhs.1.is_float() || lhs.1.is_complex()) {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!(
                    "`{name}` compares floating-point or complex values, found {}",
                    lhs.1
                ),
                "use check.expect_eq for exact types",
            );
        }
        Some(())
    }

    fn arith(&mut self, op: Op, a: ArithOp) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = a.name();
        match a.semantics() {
            ArithSemantics::Constant => Some(()),
            ArithSemantics::FloatBinary(_)
            | ArithSemantics::SignedBinary(_)
            | ArithSemantics::UnsignedBinary(_)
            | ArithSemantics::NumBinary(_)
            | ArithSemantics::Negate => {
                self.same_types(op)?;
                let e = m.ty(d.results[0]).elem()?;
                let float = matches!(
                    a.semantics(),
                    ArithSemantics::FloatBinary(_)
                        | ArithSemantics::NumBinary(_)
                        | ArithSemantics::Negate
                );
                if float != e.is_float() {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        format!(
                            "`{name}` takes {} values, found element type {e}",
                            if float { "floating-point" } else { "integer" }
                        ),
                        "wrong element type",
                    );
                }
                Some(())
            }
            ArithSemantics::Compare => {
                let (x, y) = (m.ty(d.operands[0]), m.ty(d.operands[1]));
                if x != y {
                    return self.err(
                        diag::COMPARE_SELECT,
                        op,
                        "compared values must have one type",
                        "types differ",
                    );
                }
                let float = x.elem().is_some_and(|e| e.is_float());
                if float != (a == ArithOp::CmpF) {
                    return self.err(
                        diag::COMPARE_SELECT,
                        op,
                        format!(
                            "`{name}` compares {}",
                            if a == ArithOp::CmpF {
                                "floats"
                            } else {
                                "integers"
                            }
                        ),
                        "wrong element type",
                    );
                }
                Some(())
            }
            ArithSemantics::Select => {
                let (p, x, y, r) = (
                    m.ty(d.operands[0]),
                    m.ty(d.operands[1]),
                    m.ty(d.operands[2]),
                    m.ty(d.results[0]),
                );
                if x != y || x != r || p.elem() != Some(ElemType::I1) {
                    return self.err(
                        diag::COMPARE_SELECT,
                        op,
                        "arith.select takes an i1 condition and two values of the result's type",
                        "type mismatch",
                    );
                }
                Some(())
            }
            ArithSemantics::Convert(_) | ArithSemantics::Bitcast => {
                let (x, r) = (m.ty(d.operands[0]), m.ty(d.results[0]));
                if x.shape() != r.shape() {
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        format!("`{name}` keeps the shape"),
                        "shapes differ",
                    );
                }
                Some(())
            }
        }
    }

    fn same_types(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let r = self.ty(*d.results.first()?);
        for &o in &d.operands {
            if self.ty(o) != r {
                let name = self.name(op);
                let ot = self.ty(o).clone();
                let r = r.clone();
                return self.err_note(
                    diag::TYPE_CONSTRAINT,
                    op,
                    format!("`{name}` needs operands and result of one type, found {ot} and {r}"),
                    "types differ",
                    "insert a broadcast_in_dim or convert to make the types agree",
                );
            }
        }
        Some(())
    }

    fn call(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let callee = match d.attr("callee") {
            Some(Attribute::SymbolRef(s)) => s.clone(),
            _ => {
                return self.err(
                    diag::MISSING_ATTRIBUTE,
                    op,
                    "func.call requires a `callee` symbol",
                    "missing callee",
                )
            }
        };
        let Some(f) = m.lookup_function(&callee) else {
            return self.err_note(
                diag::UNDEFINED_FUNCTION,
                op,
                format!("call to undefined function `@{callee}`"),
                "no such function in this module",
                "define the function in the same module, or check the name",
            );
        };
        let ft = m.func_type(f)?;
        let ins: Vec<Type> = d.operands.iter().map(|&v| m.ty(v).clone()).collect();
        let outs: Vec<Type> = d.results.iter().map(|&v| m.ty(v).clone()).collect();
        if ins != ft.inputs || outs != ft.results {
            let sig = crate::types::FunctionType {
                inputs: ins,
                results: outs,
            };
            let dg = Diagnostic::error(
                diag::CALL_MISMATCH,
                d.span,
                format!("call to `@{callee}` has type {sig} but the function has type {ft}"),
                "call types differ from the callee",
            )
            .with_secondary(m.ops[f].span, "callee defined here");
            self.diags.push(dg);
            return None;
        }
        Some(())
    }

    fn broadcast(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 1, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let ((ins, ie), (outs, oe)) = (&t[0], &t[1]);
        let dims = self.view(op, views::Dims::read(self.m, op))?.dims;
        let code = diag::BROADCAST_DIMS;
        if ie != oe {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                "broadcast_in_dim keeps the element type",
                "element types differ",
            );
        }
        if dims.len() != ins.len() {
            return self.err_note(
                code,
                op,
                format!(
                    "broadcast_in_dim has {} dims for an operand of rank {}",
                    dims.len(),
                    ins.len()
                ),
                format!("dims = {}", fmt_dims(&dims)),
                "give one result dimension per operand dimension",
            );
        }
        if !in_range(&dims, outs.len()) || !is_unique(&dims) {
            return self.err(
                code,
                op,
                format!(
                    "broadcast dims {} must be unique and less than the result rank {}",
                    fmt_dims(&dims),
                    outs.len()
                ),
                "bad dims",
            );
        }
        for (i, &dd) in dims.iter().enumerate() {
            let (a, b) = (ins[i], outs[dd as usize]);
            if a != 1 && a != b {
                return self.err_note(
                    code,
                    op,
                    format!("operand dimension {i} has size {a}, which cannot broadcast to result dimension {dd} of size {b}"),
                    "incompatible sizes",
                    "a dimension broadcasts when its size is 1 or equal to the target's",
                );
            }
        }
        Some(())
    }

    fn transpose(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 1, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let perm = self.view(op, views::Dims::read(self.m, op))?.dims;
        let rank = t[0].0.len();
        if perm.len() != rank || !in_range(&perm, rank) || !is_unique(&perm) {
            return self.err_note(
                diag::TRANSPOSE_PERM,
                op,
                format!(
                    "{} is not a permutation of the operand's {rank} dimensions",
                    fmt_dims(&perm)
                ),
                "bad permutation",
                format!("list each of 0..{rank} exactly once"),
            );
        }
        let expected: Vec<i64> = perm.iter().map(|&p| t[0].0[p as usize]).collect();
        self.result_shape_is(op, diag::TRANSPOSE_PERM, &expected, t[0].1)
    }

    fn compare(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 2, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.operands[1], d.results[0]])?;
        if t[0] != t[1] {
            return self.err(
                diag::COMPARE_SELECT,
                op,
                format!(
                    "compared tensors must have one type, found {} and {}",
                    self.ty(d.operands[0]),
                    self.ty(d.operands[1])
                ),
                "types differ",
            );
        }
        if t[2].0 != t[0].0 || t[2].1 != ElemType::I1 {
            let want = Type::tensor(t[0].0.clone(), ElemType::I1);
            return self.err(
                diag::COMPARE_SELECT,
                op,
                format!("compare produces {want}"),
                "wrong result type",
            );
        }
        let c = self.view(op, views::Compare::read(self.m, op))?;
        let e = t[0].1;
        let ok = match c.compare_type {
            CompareType::Float | CompareType::TotalOrder => e.is_float() || e.is_complex(),
            CompareType::Signed => e.is_signed_int(),
            CompareType::Unsigned => e.is_unsigned() || e.is_bool(),
        };
        if !ok {
            return self.err(
                diag::COMPARE_SELECT,
                op,
                format!(
                    "compare type {} does not fit element type {e}",
                    c.compare_type.name()
                ),
                "wrong compare type",
            );
        }
        let ordered = !matches!(c.direction, CompareDirection::Eq | CompareDirection::Ne);
        if e.is_complex() && ordered {
            return self.err(
                diag::COMPARE_SELECT,
                op,
                format!(
                    "complex numbers compare only for EQ and NE, not {}",
                    c.direction.name()
                ),
                "complex values are not ordered",
            );
        }
        Some(())
    }

    fn select(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 3, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(
            op,
            &[d.operands[0], d.operands[1], d.operands[2], d.results[0]],
        )?;
        if t[0].1 != ElemType::I1 {
            return self.err(
                diag::COMPARE_SELECT,
                op,
                "select's predicate must have element type i1",
                "not a predicate",
            );
        }
        if t[1] != t[2] || t[1] != t[3] {
            return self.err(
                diag::COMPARE_SELECT,
                op,
                "select's branches and result must have one type",
                "types differ",
            );
        }
        if !t[0].0.is_empty() && t[0].0 != t[1].0 {
            return self.err(
                diag::COMPARE_SELECT,
                op,
                "select's predicate must be a scalar or have the branches' shape",
                "shape mismatch",
            );
        }
        Some(())
    }

    fn slice(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 1, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let (shape, e) = t[0].clone();
        let sl = self.view(op, views::Slice::read(self.m, op))?;
        let (st, li, sr) = (sl.start, sl.limit, sl.strides);
        let rank = shape.len();
        if st.len() != rank || li.len() != rank || sr.len() != rank {
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!("slice needs {rank} start, limit and stride values"),
                "wrong length",
            );
        }
        let mut out = Vec::new();
        for i in 0..rank {
            if !(0 <= st[i] && st[i] <= li[i] && li[i] <= shape[i]) || sr[i] <= 0 {
                return self.err_note(
                    diag::SHAPE_MISMATCH,
                    op,
                    format!(
                        "slice range {}:{}:{} is invalid for dimension {i} of size {}",
                        st[i], li[i], sr[i], shape[i]
                    ),
                    "out of bounds",
                    "a slice needs 0 <= start <= limit <= size and a positive stride",
                );
            }
            out.push((li[i] - st[i] + sr[i] - 1) / sr[i]);
        }
        self.result_shape_is(op, diag::SHAPE_MISMATCH, &out, e)
    }

    fn dot_general(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 2, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.operands[1], d.results[0]])?;
        let dd = self.view(op, views::DotGeneral::read(self.m, op))?.dims;
        self.dot_dims(op, &dd, (&t[0], &t[1]), &[])?;
        let out = dot_result_shape(&dd, &t[0].0, &t[1].0, &[]);
        // The result's element type may differ from the operands' (JAX's preferred_element_type:
        // bf16 x bf16 -> f32, i8 x i8 -> i32); the spec leaves it free for non-quantized tensors.
        self.result_shape_is(op, diag::DOT_DIMS, &out, t[2].1)
    }

    /// Checks `dot_general`'s rules against operands `lhs` and `rhs` (shape, element type): one
    /// element type, the dimension numbers and `precision_config`. The rhs dimensions in
    /// `rhs_other` (a ragged dot's group dimension) are neither batching, contracting nor free.
    pub(super) fn dot_dims(
        &mut self,
        op: Op,
        dd: &DotDims,
        ((lhs, le), (rhs, re)): (&(Shape, ElemType), &(Shape, ElemType)),
        rhs_other: &[i64],
    ) -> Option<()> {
        let d = &self.m.ops[op];
        if le != re {
            let name = self.name(op);
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`{name}`'s lhs and rhs must have one element type, found {le} and {re}"),
                "element types differ",
            );
        }
        let code = diag::DOT_DIMS;
        if dd.lhs_batch.len() != dd.rhs_batch.len() {
            return self.err(
                code,
                op,
                "lhs and rhs must have the same number of batching dimensions",
                "batching dims differ",
            );
        }
        if dd.lhs_contract.len() != dd.rhs_contract.len() {
            return self.err(
                code,
                op,
                "lhs and rhs must have the same number of contracting dimensions",
                "contracting dims differ",
            );
        }
        let lall: Vec<i64> = dd
            .lhs_batch
            .iter()
            .chain(&dd.lhs_contract)
            .copied()
            .collect();
        let rall: Vec<i64> = dd
            .rhs_batch
            .iter()
            .chain(&dd.rhs_contract)
            .chain(rhs_other)
            .copied()
            .collect();
        if !is_unique(&lall) || !in_range(&lall, lhs.len()) {
            return self.err_note(
                code,
                op,
                format!(
                    "lhs batching/contracting dims {} must be unique and less than rank {}",
                    fmt_dims(&lall),
                    lhs.len()
                ),
                "bad lhs dims",
                "each lhs dimension is batching, contracting or free, once",
            );
        }
        if !is_unique(&rall) || !in_range(&rall, rhs.len()) {
            let what = if rhs_other.is_empty() {
                "batching/contracting"
            } else {
                "batching/contracting/group"
            };
            return self.err_note(
                code,
                op,
                format!(
                    "rhs {what} dims {} must be unique and less than rank {}",
                    fmt_dims(&rall),
                    rhs.len()
                ),
                "bad rhs dims",
                format!("each rhs dimension is {what} or free, once"),
            );
        }
        for (&a, &b) in dd.lhs_batch.iter().zip(&dd.rhs_batch) {
            if lhs[a as usize] != rhs[b as usize] {
                return self.err(
                    code,
                    op,
                    format!(
                        "batching dimension sizes differ: lhs dim {a} is {} but rhs dim {b} is {}",
                        lhs[a as usize], rhs[b as usize]
                    ),
                    "size mismatch",
                );
            }
        }
        for (&a, &b) in dd.lhs_contract.iter().zip(&dd.rhs_contract) {
            if lhs[a as usize] != rhs[b as usize] {
                return self.err_note(
                    code,
                    op,
                    format!("contracting dimension sizes differ: lhs dim {a} is {} but rhs dim {b} is {}", lhs[a as usize], rhs[b as usize]),
                    "size mismatch",
                    "contracting dimensions are summed over and must have equal sizes",
                );
            }
        }
        if let Some(Attribute::Array(p)) = d.attr("precision_config") {
            if !p.is_empty() && p.len() != 2 {
                return self.err(
                    code,
                    op,
                    "precision_config has 0 or 2 entries",
                    "wrong length",
                );
            }
        }
        Some(())
    }

    /// Checks a reducer body: one block of 2N rank-0 tensor arguments of the given element types,
    /// ending in a `stablehlo.return` of N such tensors.
    fn reducer_body(&mut self, op: Op, elems: &[ElemType], code: Code) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = self.name(op);
        if d.regions.len() != 1 {
            return self.err(
                code,
                op,
                format!("`{name}` needs one body region"),
                "missing body",
            );
        }
        let blocks = &m.regions[d.regions[0]].blocks;
        let Some(&b) = blocks.first() else {
            return self.err(code, op, format!("`{name}`'s body is empty"), "empty body");
        };
        if blocks.len() != 1 {
            return self.err(
                code,
                op,
                format!("`{name}`'s body has one block"),
                "several blocks",
            );
        }
        let n = elems.len();
        let want: Vec<Type> = elems
            .iter()
            .chain(elems)
            .map(|&e| Type::tensor(vec![], e))
            .collect();
        let got: Vec<Type> = m.blocks[b].args.iter().map(|&a| m.ty(a).clone()).collect();
        if got != want {
            let f = |v: &[Type]| {
                v.iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return self.err_note(
                code,
                op,
                format!(
                    "`{name}`'s body takes ({}) but must take ({})",
                    f(&got),
                    f(&want)
                ),
                "wrong body signature",
                "the body combines two rank-0 tensors per input",
            );
        }
        if let Some(&last) = m.blocks[b].ops.last() {
            if m.ops[last].is(OpKind::StablehloReturn) {
                let rt: Vec<Type> = m.ops[last]
                    .operands
                    .iter()
                    .map(|&v| m.ty(v).clone())
                    .collect();
                if rt != want[..n] {
                    let dg = Diagnostic::error(code, m.ops[last].span, format!("the body of `{name}` must return {n} rank-0 tensor(s) of the input element types"), "wrong return");
                    self.diags.push(dg);
                    return None;
                }
            }
        }
        Some(())
    }

    /// Checks that each result of a reduction has the expected shape and its input's element type, and
    /// that the body fits.
    fn reduction_results(
        &mut self,
        op: Op,
        code: Code,
        what: &str,
        ins: &[(Shape, ElemType)],
        outs: &[(Shape, ElemType)],
        expected: &[i64],
    ) -> Option<()> {
        for (i, o) in outs.iter().enumerate() {
            if o.0 != expected || o.1 != ins[i].1 {
                let want = Type::tensor(expected.to_vec(), ins[i].1);
                return self.err(
                    code,
                    op,
                    format!("{what} result {i} should be {want}"),
                    "wrong result type",
                );
            }
        }
        let elems: Vec<ElemType> = ins.iter().map(|t| t.1).collect();
        self.reducer_body(op, &elems, code)
    }

    fn reduce(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let n = d.operands.len() / 2;
        if n == 0 || !d.operands.len().is_multiple_of(2) || d.results.len() != n {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                "reduce takes N inputs, N init values and produces N results",
                "wrong arity",
            );
        }
        let ins = self.tensors(op, &d.operands)?;
        let outs = self.tensors(op, &d.results)?;
        let dims = self.view(op, views::Dims::read(self.m, op))?.dims;
        let shape = ins[0].0.clone();
        let code = diag::REDUCE_DIMS;
        if ins[..n].iter().any(|t| t.0 != shape) {
            return self.err(
                code,
                op,
                "all reduce inputs must have one shape",
                "shapes differ",
            );
        }
        if !in_range(&dims, shape.len()) || !is_unique(&dims) {
            return self.err_note(
                code,
                op,
                format!(
                    "reduce dimensions {} must be unique and less than rank {}",
                    fmt_dims(&dims),
                    shape.len()
                ),
                "bad dimensions",
                "list the dimensions to reduce away, each once",
            );
        }
        for i in 0..n {
            if !ins[n + i].0.is_empty() || ins[n + i].1 != ins[i].1 {
                return self.err(
                    code,
                    op,
                    format!(
                        "init value {i} must be a rank-0 tensor of the input's element type {}",
                        ins[i].1
                    ),
                    "bad init value",
                );
            }
        }
        let expected: Vec<i64> = (0..shape.len() as i64)
            .filter(|i| !dims.contains(i))
            .map(|i| shape[i as usize])
            .collect();
        self.reduction_results(op, code, "reduce", &ins[..n], &outs, &expected)
    }

    fn reduce_window(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let n = d.operands.len() / 2;
        if n == 0 || !d.operands.len().is_multiple_of(2) || d.results.len() != n {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                "reduce_window takes N inputs, N init values and produces N results",
                "wrong arity",
            );
        }
        let ins = self.tensors(op, &d.operands)?;
        let outs = self.tensors(op, &d.results)?;
        let shape = ins[0].0.clone();
        let rank = shape.len();
        let code = diag::REDUCE_DIMS;
        let w = self.view(op, views::ReduceWindow::read(self.m, op))?;
        let (win, strides, bdil, wdil) =
            (w.window, w.strides, w.base_dilations, w.window_dilations);
        let pad: Vec<i64> = w.padding.iter().flat_map(|&(l, h)| [l, h]).collect();
        if win.len() != rank
            || strides.len() != rank
            || bdil.len() != rank
            || wdil.len() != rank
            || pad.len() != 2 * rank
        {
            return self.err(code, op, format!("reduce_window attributes must have one entry per dimension ({rank}); padding one pair per dimension"), "wrong length");
        }
        if win
            .iter()
            .chain(&strides)
            .chain(&bdil)
            .chain(&wdil)
            .any(|&x| x <= 0)
        {
            return self.err(
                code,
                op,
                "window sizes, strides and dilations must be positive",
                "non-positive value",
            );
        }
        let mut expected = Vec::new();
        for i in 0..rank {
            let dilated = if shape[i] == 0 {
                0
            } else {
                (shape[i] - 1) * bdil[i] + 1
            };
            let padded = dilated + pad[2 * i] + pad[2 * i + 1];
            let wd = (win[i] - 1) * wdil[i] + 1;
            expected.push(if padded < wd {
                0
            } else {
                (padded - wd) / strides[i] + 1
            });
        }
        self.reduction_results(op, code, "reduce_window", &ins[..n], &outs, &expected)
    }

    fn convolution(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 2, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.operands[1], d.results[0]])?;
        let code = diag::CONV_DIMS;
        let w = self.view(op, views::Convolution::read(self.m, op))?;
        let c = &w.dims;
        let (lhs, rhs) = (&t[0].0, &t[1].0);
        let ns = c.input_spatial.len();
        let rank = ns + 2;
        if lhs.len() != rank || rhs.len() != rank || t[2].0.len() != rank {
            return self.err_note(code, op, format!("convolution dimension numbers describe rank-{rank} tensors, but the operands have ranks {}, {} and the result {}", lhs.len(), rhs.len(), t[2].0.len()), "rank mismatch", "input, kernel and output have the spatial dimensions plus two");
        }
        let (fgc, bgc) = (w.feature_groups, w.batch_groups);
        if fgc <= 0 || bgc <= 0 || (fgc != 1 && bgc != 1) {
            return self.err(code, op, "feature_group_count and batch_group_count must be positive, and at most one of them above 1", "bad group counts");
        }
        let u = |x: i64| x as usize;
        let in_feat = lhs[u(c.input_feature)];
        let k_in = rhs[u(c.kernel_input_feature)];
        let k_out = rhs[u(c.kernel_output_feature)];
        let in_batch = lhs[u(c.input_batch)];
        if in_feat % fgc != 0 || in_feat / fgc != k_in {
            return self.err_note(code, op, format!("input features ({in_feat}) / feature_group_count ({fgc}) must equal the kernel's input features ({k_in})"), "feature mismatch", "check the kernel layout in dim_numbers");
        }
        if k_out % fgc != 0 || k_out % bgc != 0 || in_batch % bgc != 0 {
            return self.err(code, op, "the kernel's output features must divide by the group counts, and the batch by batch_group_count", "group mismatch");
        }
        let strides = w.strides.clone();
        let pad: Vec<i64> = w.padding.iter().flat_map(|&(l, h)| [l, h]).collect();
        // (Lengths are checked below, before anything is indexed.)
        let (ldil, rdil) = (w.lhs_dilation.clone(), w.rhs_dilation.clone());
        if strides.len() != ns || pad.len() != 2 * ns || ldil.len() != ns || rdil.len() != ns {
            return self.err(
                code,
                op,
                format!("window attributes need one entry per spatial dimension ({ns})"),
                "wrong length",
            );
        }
        if strides.iter().chain(&ldil).chain(&rdil).any(|&x| x <= 0) {
            return self.err(
                code,
                op,
                "strides and dilations must be positive",
                "non-positive",
            );
        }
        if w.reversal.len() != ns {
            return self.err(
                code,
                op,
                "window_reversal needs one entry per spatial dimension",
                "wrong length",
            );
        }
        let mut out = vec![0i64; rank];
        out[u(c.output_batch)] = in_batch / bgc;
        out[u(c.output_feature)] = k_out;
        for i in 0..ns {
            let inp = lhs[u(c.input_spatial[i])];
            let k = rhs[u(c.kernel_spatial[i])];
            let dil_in = if inp == 0 { 0 } else { (inp - 1) * ldil[i] + 1 };
            let padded = dil_in + pad[2 * i] + pad[2 * i + 1];
            let dk = if k == 0 { 0 } else { (k - 1) * rdil[i] + 1 };
            out[u(c.output_spatial[i])] = if padded < dk {
                0
            } else {
                (padded - dk) / strides[i] + 1
            };
        }
        if t[0].1 != t[1].1 {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                "convolution operands must have one element type",
                "element types differ",
            );
        }
        // As for dot_general, the result's element type may differ from the operands'.
        self.result_shape_is(op, code, &out, t[2].1)
    }

    /// Checks `index_vector_dim` against the indices' rank and returns the index vector length.
    fn index_vector_len(
        &mut self,
        op: Op,
        code: Code,
        what: &str,
        ivd: i64,
        indices: &[i64],
    ) -> Option<i64> {
        if ivd < 0 || ivd as usize > indices.len() {
            return self
                .err(
                    code,
                    op,
                    format!(
                        "index_vector_dim {ivd} is out of range for {what} indices of rank {}",
                        indices.len()
                    ),
                    "bad index_vector_dim",
                )
                .and(None);
        }
        let ivd = ivd as usize;
        Some(if ivd < indices.len() { indices[ivd] } else { 1 })
    }

    fn gather(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 2, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.operands[1], d.results[0]])?;
        let code = diag::GATHER_SCATTER_DIMS;
        let gv = self.view(op, views::Gather::read(self.m, op))?;
        let (g, sizes) = (&gv.dims, gv.slice_sizes.clone());
        let (operand, indices) = (&t[0].0, &t[1].0);
        let r = operand.len();
        if !t[1].1.is_integer() {
            return self.err(code, op, "gather indices must be integers", "not integer");
        }
        let index_len = self.index_vector_len(op, code, "gather", g.index_vector_dim, indices)?;
        let ivd = g.index_vector_dim as usize;
        if g.start_index_map.len() as i64 != index_len {
            return self.err_note(
                code,
                op,
                format!(
                    "start_index_map has {} entries but index vectors have {index_len}",
                    g.start_index_map.len()
                ),
                "length mismatch",
                "start_index_map names the operand dimension of each index component",
            );
        }
        if sizes.len() != r {
            return self.err(
                code,
                op,
                format!("slice_sizes needs one entry per operand dimension ({r})"),
                "wrong length",
            );
        }
        if !is_sorted(&g.offset_dims)
            || !is_sorted(&g.collapsed_slice_dims)
            || !is_sorted(&g.operand_batching_dims)
        {
            return self.err(code, op, "offset_dims, collapsed_slice_dims and operand_batching_dims must be sorted and unique", "not sorted");
        }
        let mut used: Vec<i64> = g.collapsed_slice_dims.clone();
        used.extend(&g.operand_batching_dims);
        if !is_unique(&used)
            || !in_range(&used, r)
            || !in_range(&g.start_index_map, r)
            || !is_unique(&g.start_index_map)
        {
            return self.err(
                code,
                op,
                "collapsed, batching and start_index_map dims must be unique operand dimensions",
                "bad dims",
            );
        }
        if g.start_index_map
            .iter()
            .any(|x| g.operand_batching_dims.contains(x))
        {
            return self.err(
                code,
                op,
                "start_index_map cannot name an operand batching dimension",
                "overlap",
            );
        }
        if g.operand_batching_dims.len() != g.start_indices_batching_dims.len() {
            return self.err(
                code,
                op,
                "operand_batching_dims and start_indices_batching_dims must have the same length",
                "length mismatch",
            );
        }
        if !in_range(&g.start_indices_batching_dims, indices.len())
            || g.start_indices_batching_dims.contains(&g.index_vector_dim)
            || !is_unique(&g.start_indices_batching_dims)
        {
            return self.err(code, op, "start_indices_batching_dims must be unique index dimensions other than index_vector_dim", "bad dims");
        }
        for (&a, &b) in g
            .operand_batching_dims
            .iter()
            .zip(&g.start_indices_batching_dims)
        {
            if operand[a as usize] != indices[b as usize] {
                return self.err(
                    code,
                    op,
                    "batching dimensions of operand and indices must have equal sizes",
                    "size mismatch",
                );
            }
        }
        for (i, &s) in sizes.iter().enumerate() {
            if s < 0 || s > operand[i] {
                return self.err(
                    code,
                    op,
                    format!(
                        "slice size {s} is out of range for operand dimension {i} of size {}",
                        operand[i]
                    ),
                    "bad slice size",
                );
            }
            if used.contains(&(i as i64)) && s > 1 {
                return self.err(code, op, format!("collapsed or batching dimension {i} must have slice size 0 or 1, found {s}"), "bad slice size");
            }
        }
        let offset_sizes: Vec<i64> = (0..r)
            .filter(|i| !used.contains(&(*i as i64)))
            .map(|i| sizes[i])
            .collect();
        let batch_sizes: Vec<i64> = (0..indices.len())
            .filter(|&i| i != ivd)
            .map(|i| indices[i])
            .collect();
        let out_rank = offset_sizes.len() + batch_sizes.len();
        if g.offset_dims.len() != offset_sizes.len() || !in_range(&g.offset_dims, out_rank) {
            return self.err(
                code,
                op,
                format!(
                    "offset_dims must name {} result dimensions below rank {out_rank}",
                    offset_sizes.len()
                ),
                "bad offset_dims",
            );
        }
        let mut out = Vec::with_capacity(out_rank);
        let (mut oi, mut bi) = (0, 0);
        for i in 0..out_rank {
            if g.offset_dims.contains(&(i as i64)) {
                out.push(offset_sizes[oi]);
                oi += 1;
            } else {
                out.push(batch_sizes[bi]);
                bi += 1;
            }
        }
        self.result_shape_is(op, code, &out, t[0].1)
    }

    fn scatter(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        let code = diag::GATHER_SCATTER_DIMS;
        let n = (d.operands.len().saturating_sub(1)) / 2;
        if n == 0 || d.operands.len() != 2 * n + 1 || d.results.len() != n {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                "scatter takes N inputs, one index tensor and N updates, and produces N results",
                "wrong arity",
            );
        }
        let t = self.tensors(op, &d.operands)?;
        let outs = self.tensors(op, &d.results)?;
        let sv = self.view(op, views::Scatter::read(self.m, op))?;
        let s = &sv.dims;
        let operand = &t[0].0;
        let indices = &t[n].0;
        let r = operand.len();
        for i in 0..n {
            if t[i].0 != *operand || outs[i] != t[i] {
                return self.err(
                    code,
                    op,
                    "scatter inputs must share a shape, and each result has its input's type",
                    "type mismatch",
                );
            }
        }
        if !t[n].1.is_integer() {
            return self.err(code, op, "scatter indices must be integers", "not integer");
        }
        let index_len = self.index_vector_len(op, code, "scatter", s.index_vector_dim, indices)?;
        let ivd = s.index_vector_dim as usize;
        if s.scatter_dims_to_operand_dims.len() as i64 != index_len {
            return self.err(code, op, format!("scatter_dims_to_operand_dims has {} entries but index vectors have {index_len}", s.scatter_dims_to_operand_dims.len()), "length mismatch");
        }
        if !is_sorted(&s.update_window_dims)
            || !is_sorted(&s.inserted_window_dims)
            || !is_sorted(&s.input_batching_dims)
        {
            return self.err(code, op, "update_window_dims, inserted_window_dims and input_batching_dims must be sorted and unique", "not sorted");
        }
        let mut used = s.inserted_window_dims.clone();
        used.extend(&s.input_batching_dims);
        if !is_unique(&used)
            || !in_range(&used, r)
            || !in_range(&s.scatter_dims_to_operand_dims, r)
            || !is_unique(&s.scatter_dims_to_operand_dims)
        {
            return self.err(code, op, "inserted, batching and scatter_dims_to_operand_dims must be unique operand dimensions", "bad dims");
        }
        if s.input_batching_dims.len() != s.scatter_indices_batching_dims.len() {
            return self.err(
                code,
                op,
                "input_batching_dims and scatter_indices_batching_dims must have the same length",
                "length mismatch",
            );
        }
        if !in_range(&s.scatter_indices_batching_dims, indices.len())
            || s.scatter_indices_batching_dims
                .contains(&s.index_vector_dim)
        {
            return self.err(code, op, "scatter_indices_batching_dims must be index dimensions other than index_vector_dim", "bad dims");
        }
        let window_rank = r - used.len().min(r);
        let scatter_sizes: Vec<i64> = (0..indices.len())
            .filter(|&i| i != ivd)
            .map(|i| indices[i])
            .collect();
        for i in 0..n {
            let upd = &t[n + 1 + i].0;
            if t[n + 1 + i].1 != t[i].1 {
                return self.err(
                    code,
                    op,
                    "updates must have the inputs' element type",
                    "element types differ",
                );
            }
            if upd.len() != scatter_sizes.len() + window_rank
                || s.update_window_dims.len() != window_rank
                || !in_range(&s.update_window_dims, upd.len())
            {
                return self.err_note(code, op, format!("updates of rank {} do not fit: expected {} scatter dims and {window_rank} window dims", upd.len(), scatter_sizes.len()), "bad update shape", "update_window_dims lists the window dimensions of the updates");
            }
            let scatter_dims: Vec<usize> = (0..upd.len())
                .filter(|x| !s.update_window_dims.contains(&(*x as i64)))
                .collect();
            for (k, &ud) in scatter_dims.iter().enumerate() {
                if upd[ud] != scatter_sizes[k] {
                    return self.err(code, op, format!("update dimension {ud} has size {} but the indices' scatter dimension has {}", upd[ud], scatter_sizes[k]), "size mismatch");
                }
            }
            let window_operand_dims: Vec<usize> =
                (0..r).filter(|x| !used.contains(&(*x as i64))).collect();
            for (k, &wd) in s.update_window_dims.iter().enumerate() {
                let od = window_operand_dims[k];
                if upd[wd as usize] > operand[od] {
                    return self.err(code, op, format!("update window dimension {wd} ({}) is larger than operand dimension {od} ({})", upd[wd as usize], operand[od]), "window too large");
                }
            }
        }
        let elems: Vec<ElemType> = t[..n].iter().map(|x| x.1).collect();
        self.reducer_body(op, &elems, code)
    }

    fn concatenate(&mut self, op: Op) -> Option<()> {
        let d = &self.m.ops[op];
        if d.operands.is_empty() || d.results.len() != 1 {
            return self.err(
                diag::OPERAND_COUNT,
                op,
                "concatenate takes at least one operand and one result",
                "wrong arity",
            );
        }
        let t = self.tensors(op, &d.operands)?;
        let dim = self
            .view(op, views::Concatenate::read(self.m, op))?
            .dimension;
        let rank = t[0].0.len();
        if dim < 0 || dim as usize >= rank {
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!("concatenate dimension {dim} is out of range for rank {rank}"),
                "bad dimension",
            );
        }
        let mut out = t[0].0.clone();
        out[dim as usize] = 0;
        for (s, e) in &t {
            if s.len() != rank
                || *e != t[0].1
                || (0..rank).any(|i| i != dim as usize && s[i] != t[0].0[i])
            {
                return self.err(diag::SHAPE_MISMATCH, op, "concatenated tensors must agree in rank, element type and every dimension but the concatenated one", "shape mismatch");
            }
            out[dim as usize] += s[dim as usize];
        }
        let e = t[0].1;
        self.result_shape_is(op, diag::SHAPE_MISMATCH, &out, e)
    }

    fn pad(&mut self, op: Op) -> Option<()> {
        self.expect_counts(op, 2, 1)?;
        let d = &self.m.ops[op];
        let t = self.tensors(op, &[d.operands[0], d.operands[1]])?;
        if !t[1].0.is_empty() || t[1].1 != t[0].1 {
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                "the padding value must be a rank-0 tensor of the operand's element type",
                "bad padding value",
            );
        }
        let p = self.view(op, views::Pad::read(self.m, op))?;
        let (lo, hi, int) = (p.low, p.high, p.interior);
        let rank = t[0].0.len();
        if lo.len() != rank || hi.len() != rank || int.len() != rank || int.iter().any(|&x| x < 0) {
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                format!("pad needs {rank} low, high and (non-negative) interior values"),
                "bad padding",
            );
        }
        let out: Vec<i64> = (0..rank)
            .map(|i| {
                let s = t[0].0[i];
                lo[i] + hi[i] + s + if s > 0 { (s - 1) * int[i] } else { 0 }
            })
            .collect();
        if out.iter().any(|&x| x < 0) {
            return self.err(
                diag::SHAPE_MISMATCH,
                op,
                "negative padding removes more than the dimension has",
                "negative size",
            );
        }
        let e = t[0].1;
        self.result_shape_is(op, diag::SHAPE_MISMATCH, &out, e)
    }
}

/// The problem with a type that the compiler cannot take, if any.
fn type_problem(t: &Type) -> Option<Diagnostic> {
    let span = crate::ir::Span::default();
    match t {
        Type::Tensor { shape, .. } if shape.contains(&DYNAMIC) => Some(
            Diagnostic::error(
                diag::DYNAMIC_SHAPE,
                span,
                format!("dynamic shapes are not supported yet: `{t}`"),
                "dynamic dimension",
            )
            .note("give every dimension a static size; export from JAX with concrete shapes"),
        ),
        Type::Tensor { shape, .. } if shape.iter().any(|&d| d < 0) => Some(Diagnostic::error(
            diag::UNSUPPORTED_TYPE,
            span,
            format!("negative dimension in `{t}`"),
            "bad dimension",
        )),
        Type::UnrankedTensor(_) => Some(
            Diagnostic::error(
                diag::UNSUPPORTED_TYPE,
                span,
                format!("unranked tensors are not supported: `{t}`"),
                "unranked",
            )
            .note("give the tensor a rank and static shape"),
        ),
        Type::Function(ft) => ft.inputs.iter().chain(&ft.results).find_map(type_problem),
        _ => None,
    }
}

/// The shape of a `dot_general` of `lhs` and `rhs` (checked by [`Verifier::dot_dims`]): batching
/// dimensions, then lhs free, then rhs free dimensions; the rhs dimensions in `rhs_other` are left
/// out.
pub(crate) fn dot_result_shape(
    dd: &DotDims,
    lhs: &[i64],
    rhs: &[i64],
    rhs_other: &[i64],
) -> Vec<i64> {
    let mut out: Vec<i64> = dd.lhs_batch.iter().map(|&i| lhs[i as usize]).collect();
    out.extend(
        (0..lhs.len() as i64)
            .filter(|i| !dd.lhs_batch.contains(i) && !dd.lhs_contract.contains(i))
            .map(|i| lhs[i as usize]),
    );
    out.extend(
        (0..rhs.len() as i64)
            .filter(|i| {
                !dd.rhs_batch.contains(i) && !dd.rhs_contract.contains(i) && !rhs_other.contains(i)
            })
            .map(|i| rhs[i as usize]),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(src: &str) -> Vec<&'static str> {
        let (m, mut d) = crate::parser::parse(src);
        if let Some(m) = m {
            d.extend(verify(&m));
        }
        d.iter().map(|x| x.code.0).collect()
    }

    #[test]
    fn valid_module_has_no_errors() {
        let src = "func.func @f(%a: tensor<2x3xf32>) -> tensor<3xf32> {
            %c = stablehlo.constant dense<0.0> : tensor<f32>
            %r = stablehlo.reduce(%a init: %c) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
            return %r : tensor<3xf32>
        }";
        assert_eq!(codes(src), Vec::<&str>::new());
    }

    #[test]
    fn collects_several_errors() {
        let src = "func.func @f(%a: tensor<2x3xf32>) -> tensor<3xf32> {
            %t = stablehlo.transpose %a, dims = [0, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
            %r = stablehlo.reshape %a : (tensor<2x3xf32>) -> tensor<7xf32>
            %b = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
            return %a : tensor<2x3xf32>
        }";
        assert_eq!(codes(src), vec!["E0407", "E0408", "E0405", "E0304"]);
    }

    #[test]
    fn dynamic_shapes_are_rejected() {
        let src =
            "func.func @f(%a: tensor<?x3xf32>) -> tensor<?x3xf32> { return %a : tensor<?x3xf32> }";
        assert!(codes(src).contains(&"E0201"));
    }
}
