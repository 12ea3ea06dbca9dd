//! Structure and symbols: the module's ops and symbol table, call-graph recursion, dominance
//! across blocks, regions and their terminators, value types, functions and calls.

use std::collections::{HashMap, HashSet};

use super::*;
use crate::attrs::Attribute;
use crate::diag::{self, Diagnostic};
use crate::ir::{Block, Op, Region, Value};
use crate::ops::OpKind;
use crate::types::Type;

impl Verifier<'_> {
    pub(super) fn module(&mut self) {
        let m = self.m;
        let mut symbols: HashMap<&str, Op> = HashMap::new();
        for &op in &m.blocks[m.body()].ops {
            let func = m.ops[op].is(OpKind::Func);
            let global = m.ops[op].is(OpKind::MlGlobal) || m.ops[op].is(OpKind::UtilGlobal);
            if func || global {
                if let Some(name) = m.func_name(op) {
                    if let Some(&prev) = symbols.get(name) {
                        let what = if func { "function" } else { "symbol" };
                        let d = Diagnostic::error(
                            diag::DUPLICATE_SYMBOL,
                            m.ops[op].span,
                            format!("{what} `@{name}` is defined more than once"),
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
        self.process_grid();
        for &r in &m.ops[m.top].regions {
            self.region(r, None);
        }
        self.dominance();
        self.recursion(&symbols);
    }

    /// No function calls itself, directly or through others: StableHLO programs (and the VM's
    /// calls, whose frames are planned statically) have no recursion. One error per cycle, at the
    /// call that closes it.
    pub(super) fn recursion(&mut self, symbols: &HashMap<&str, Op>) {
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

    /// Every operand is defined before its use: earlier in the same block, in a block that
    /// dominates the use's block (a function of several blocks: MLIR's SSA dominance, where a block
    /// no path reaches is not checked), as an argument of an enclosing block, or before the op that
    /// encloses the use. (The builder reports the one-block case for parsed text; this check
    /// catches the rest, and passes that break it.)
    pub(super) fn dominance(&mut self) {
        fn walk_region(v: &mut Verifier<'_>, r: Region, visible: &[HashSet<Value>]) {
            let m = v.m;
            let blocks = &m.regions[r].blocks;
            if blocks.len() <= 1 {
                for &b in blocks {
                    walk_block(v, b, &mut visible.to_vec(), HashSet::new());
                }
                return;
            }
            let idom = m.region_idoms(r);
            for (i, &b) in blocks.iter().enumerate() {
                if idom[i].is_none() {
                    continue;
                }
                // The values of every block that strictly dominates this one.
                let mut seed = HashSet::new();
                let mut d = i;
                while d != 0 {
                    let Some(up) = idom[d] else { break };
                    d = up;
                    let bd = &m.blocks[blocks[d]];
                    seed.extend(bd.args.iter().copied());
                    for &o in &bd.ops {
                        seed.extend(m.ops[o].results.iter().copied());
                    }
                }
                walk_block(v, b, &mut visible.to_vec(), seed);
            }
        }
        fn walk_block(
            v: &mut Verifier<'_>,
            b: Block,
            visible: &mut Vec<HashSet<Value>>,
            dominating: HashSet<Value>,
        ) {
            let m = v.m;
            let mut here: HashSet<Value> = m.blocks[b].args.iter().copied().collect();
            here.extend(dominating);
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
                        .with_secondary(m.values[o].span, "the value is defined here")
                        .note("a value is visible in its own block after its definition and in the blocks its block dominates");
                        v.diags.push(d);
                        return;
                    }
                }
                // Nested regions see this block's values defined so far.
                let isolated = matches!(m.ops[op].kind(), Some(OpKind::Func | OpKind::Module));
                for &r in &m.ops[op].regions {
                    if isolated {
                        walk_region(v, r, &[]);
                    } else {
                        let mut stack = visible.clone();
                        stack.push(here.clone());
                        walk_region(v, r, &stack);
                    }
                }
                here.extend(m.ops[op].results.iter().copied());
            }
            visible.pop();
        }
        let top = self.m.top;
        for &r in &self.m.ops[top].regions.clone() {
            walk_region(self, r, &[]);
        }
    }

    pub(super) fn region(&mut self, r: Region, terminator: Option<OpKind>) {
        let blocks = self.m.regions[r].blocks.clone();
        for b in blocks {
            self.block(b, terminator);
        }
    }

    pub(super) fn block(&mut self, b: Block, terminator: Option<OpKind>) {
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
            let last_op = ops.last().map(|&o| &m.ops[o]);
            let last = last_op.map(|d| d.name.as_str());
            // A function's blocks may also end with a branch to another block.
            let branch = t == OpKind::Return
                && last_op.is_some_and(|d| d.is(OpKind::Br) || d.is(OpKind::CondBr));
            let t = t.name();
            if last != Some(t) && !branch {
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
    pub(super) fn check_value_type(&mut self, v: Value, op: Option<Op>) {
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

    pub(super) fn func(&mut self, op: Op) -> Option<()> {
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
        if blocks.is_empty() {
            self.err(
                diag::REGION_STRUCTURE,
                op,
                format!("the body of `@{name}` has no block"),
                "empty body",
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

    pub(super) fn call(&mut self, op: Op) -> Option<()> {
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
}
