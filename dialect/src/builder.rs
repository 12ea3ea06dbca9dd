//! Builds the IR from the parse tree: creates ops, values, blocks and regions, and resolves SSA names.
//!
//! Names follow MLIR's scoping: a region sees the names of the regions that enclose it, except across
//! an op that is isolated from above (`func.func`, `builtin.module`). All results of a region are
//! declared before its operands are resolved, so a use before its definition is reported as such
//! (E0103) rather than as an undefined name.

use std::collections::HashMap;

use crate::ast::{AstBlock, AstOp, AstRegion, Use};
use crate::attrs::AttrDict;
use crate::diag::{self, Diagnostic};
use crate::ir::{Block, Module, Op, Span, Value};
use crate::ops::{ArithOp, OpKind, OpName};

struct Entry {
    values: Vec<Value>,
    span: Span,
    /// Block and position of the definition (block arguments are at position -1).
    block: Block,
    pos: i64,
}

struct Scope {
    names: HashMap<String, Entry>,
    labels: HashMap<String, (Block, Span)>,
    /// Whether names of enclosing scopes are invisible here.
    isolated: bool,
    /// Position of the op being processed in each block of this scope.
    current: Option<(Block, i64)>,
}

struct Builder<'a> {
    m: Module,
    diags: &'a mut Vec<Diagnostic>,
    scopes: Vec<Scope>,
}

/// Builds a module from top-level ops. A single `builtin.module` is the module itself; any other list of
/// ops is wrapped in an implicit module, as MLIR does.
pub fn build(mut ops: Vec<AstOp>, diags: &mut Vec<Diagnostic>) -> Module {
    let mut b = Builder {
        m: Module::new(),
        diags,
        scopes: vec![],
    };
    let top = b.m.top;
    let single_module =
        ops.len() == 1 && ops[0].name == "builtin.module" && ops[0].results.is_empty();
    if single_module {
        let mut module = ops.pop().unwrap_or_default();
        b.m.ops[top].span = module.span;
        b.m.ops[top].loc = module.loc.take();
        b.m.ops[top].props = std::mem::take(&mut module.props);
        b.m.ops[top].attrs = std::mem::take(&mut module.attrs);
        normalize_attrs(&mut b.m, top);
        if !module.operands.is_empty()
            || !module.result_types.is_empty()
            || module.regions.len() != 1
        {
            b.diags.push(Diagnostic::error(
                diag::REGION_STRUCTURE,
                module.span,
                "`builtin.module` takes no operands or results and exactly one region",
                "here",
            ));
        }
        let body = b.m.body();
        if let Some(r) = module.regions.into_iter().next() {
            b.m.regions[b.m.ops[top].regions[0]].span = r.span;
            if r.blocks.len() > 1 {
                b.diags.push(Diagnostic::error(
                    diag::REGION_STRUCTURE,
                    r.span,
                    "a module's region has exactly one block",
                    "more than one block",
                ));
            }
            let block_ops = r
                .blocks
                .into_iter()
                .next()
                .map(|bl| bl.ops)
                .unwrap_or_default();
            b.fill_top_block(body, block_ops);
        }
    } else {
        let body = b.m.body();
        b.fill_top_block(body, ops);
    }
    b.m
}

/// Moves inherent attributes of known ops into the properties, and sorts both dictionaries by name as
/// MLIR's dictionaries are sorted.
fn normalize_attrs(m: &mut Module, op: Op) {
    let data = &mut m.ops[op];
    if let Some(info) = data.kind().map(|k| k.info()) {
        let keys: Vec<String> = data
            .attrs
            .keys()
            .filter(|k| info.inherent.contains(&k.as_str()))
            .cloned()
            .collect();
        for k in keys {
            if let Some(v) = data.attrs.shift_remove(&k) {
                data.props.insert(k, v);
            }
        }
    }
    if let Some(OpKind::Arith(ArithOp::CmpF | ArithOp::CmpI)) = data.kind() {
        crate::syntax::compare::normalize_arith_predicate(data.name.as_str(), &mut data.props);
    }
    data.props.sort_keys();
    data.attrs.sort_keys();
}

impl Builder<'_> {
    fn fill_top_block(&mut self, block: Block, ops: Vec<AstOp>) {
        self.scopes.push(Scope {
            names: HashMap::new(),
            labels: HashMap::new(),
            isolated: true,
            current: None,
        });
        let ast_block = AstBlock {
            ops,
            ..Default::default()
        };
        let created = self.declare_block_ops(block, &ast_block);
        self.fill_block_ops(block, ast_block, created);
        self.scopes.pop();
    }

    /// Creates the ops of a block (with results) and declares their result names.
    fn declare_block_ops(&mut self, block: Block, ast: &AstBlock) -> Vec<Op> {
        let mut created = Vec::with_capacity(ast.ops.len());
        for (pos, a) in ast.ops.iter().enumerate() {
            let op = self.m.create_op(
                OpName::new(&a.name),
                vec![],
                a.result_types.clone(),
                AttrDict::new(),
                a.span,
            );
            self.m.ops[op].loc = a.loc.clone();
            self.m.append_op(block, op);
            created.push(op);
            let results = self.m.ops[op].results.clone();
            let named: u64 = a.results.iter().map(|r| r.count as u64).sum();
            if named != results.len() as u64 {
                self.diags.push(
                    Diagnostic::error(
                        diag::RESULT_COUNT,
                        a.span,
                        format!(
                            "`{}` has {} result(s) but {} name(s) are bound to it",
                            a.name,
                            results.len(),
                            named
                        ),
                        "result names here",
                    )
                    .note("bind every result, e.g. `%0:2 = ...` for two results"),
                );
            }
            let mut next = 0usize;
            for r in &a.results {
                let take = (r.count as usize).min(results.len().saturating_sub(next));
                let vals = results[next..next + take].to_vec();
                next += take;
                if r.name.contains('#') {
                    self.diags.push(Diagnostic::error(
                        diag::SYNTAX_ERROR,
                        r.span,
                        format!("`{}` cannot be defined; `#N` selects a result of a group when it is used", r.name),
                        "remove `#N`",
                    ));
                    continue;
                }
                for &v in &vals {
                    self.m.values[v].span = r.span;
                }
                self.define(&r.name, vals, r.span, block, pos as i64);
            }
        }
        created
    }

    fn define(&mut self, name: &str, values: Vec<Value>, span: Span, block: Block, pos: i64) {
        let scope = self
            .scopes
            .last_mut()
            .expect("a scope is open while building");
        if let Some(prev) = scope.names.get(name) {
            let prev_span = prev.span;
            self.diags.push(
                Diagnostic::error(
                    diag::REDEFINED_VALUE,
                    span,
                    format!("SSA value `{name}` is defined more than once"),
                    "redefined here",
                )
                .with_secondary(prev_span, "first defined here")
                .note("SSA values are defined exactly once; rename one of them"),
            );
            return;
        }
        scope.names.insert(
            name.to_string(),
            Entry {
                values,
                span,
                block,
                pos,
            },
        );
    }

    fn resolve(&mut self, u: &Use) -> Option<Value> {
        let mut found = None;
        for (depth, scope) in self.scopes.iter().enumerate().rev() {
            if let Some(e) = scope.names.get(&u.name) {
                found = Some((depth, e));
                break;
            }
            if scope.isolated {
                break;
            }
        }
        let Some((depth, e)) = found else {
            self.diags.push(
                Diagnostic::error(
                    diag::UNDEFINED_VALUE,
                    u.span,
                    format!("use of undefined value `{}`", u.name),
                    "not defined in this scope",
                )
                .note("define the value before this use; values of a function are not visible in another function"),
            );
            return None;
        };
        // Dominance within a block: the definition must come before the use (or before the op that
        // holds the region of the use).
        let (def_block, def_pos, def_span) = (e.block, e.pos, e.span);
        let values = e.values.clone();
        if let Some((cur_block, cur_pos)) = self.scopes[depth].current {
            if cur_block == def_block && def_pos >= cur_pos {
                self.diags.push(
                    Diagnostic::error(
                        diag::USE_BEFORE_DEF,
                        u.span,
                        format!("`{}` is used before it is defined", u.name),
                        "used here",
                    )
                    .with_secondary(def_span, "defined here, later")
                    .note("move the definition above its first use"),
                );
                return None;
            }
        }
        let idx = u.index.unwrap_or(0) as usize;
        if (u.index.is_none() && values.len() > 1) || idx >= values.len() {
            let msg = if u.index.is_none() {
                format!(
                    "`{}` names {} results; pick one with `{}#N`",
                    u.name,
                    values.len(),
                    u.name
                )
            } else {
                format!(
                    "`{}` has no result #{} ({} result(s))",
                    u.name,
                    u.index.unwrap_or(0),
                    values.len()
                )
            };
            self.diags.push(Diagnostic::error(
                diag::BAD_RESULT_INDEX,
                u.span,
                msg,
                "here",
            ));
            return None;
        }
        Some(values[idx])
    }

    fn fill_block_ops(&mut self, block: Block, ast: AstBlock, created: Vec<Op>) {
        for (pos, (a, op)) in ast.ops.into_iter().zip(created).enumerate() {
            self.scopes.last_mut().expect("scope").current = Some((block, pos as i64));
            self.fill_op(op, a);
        }
        self.scopes.last_mut().expect("scope").current = None;
    }

    fn fill_op(&mut self, op: Op, a: AstOp) {
        if a.operands.len() != a.operand_types.len() {
            self.diags.push(Diagnostic::error(
                diag::OPERAND_COUNT,
                a.span,
                format!(
                    "`{}` has {} operand(s) but its type lists {}",
                    a.name,
                    a.operands.len(),
                    a.operand_types.len()
                ),
                "operands and types disagree",
            ));
        }
        let mut operands = Vec::with_capacity(a.operands.len());
        for (i, u) in a.operands.iter().enumerate() {
            let Some(v) = self.resolve(u) else { continue };
            if let Some(expected) = a.operand_types.get(i) {
                let actual = self.m.ty(v);
                if actual != expected {
                    self.diags.push(
                        Diagnostic::error(
                            diag::USE_TYPE_MISMATCH,
                            u.span,
                            format!("`{}` has type {actual} but is used as {expected}", u.name),
                            format!("defined as {actual}"),
                        )
                        .with_secondary(self.m.values[v].span, "defined here")
                        .note("the types written at a use must match the value's definition"),
                    );
                }
            }
            operands.push(v);
        }
        self.m.ops[op].operands = operands;
        // Successors name blocks of the region that holds the op (MLIR: a branch never leaves its
        // region).
        let mut successors = Vec::with_capacity(a.successors.len());
        for (label, span) in &a.successors {
            let scope = self.scopes.last().expect("a scope is open while building");
            match scope.labels.get(label) {
                Some(&(b, _)) => successors.push(b),
                None => self.diags.push(
                    Diagnostic::error(
                        diag::UNDEFINED_BLOCK,
                        *span,
                        format!("reference to an undefined block `{label}`"),
                        "no block with this label in this region",
                    )
                    .note("a branch jumps to a block of its own region, labelled `^name:`"),
                ),
            }
        }
        self.m.ops[op].successors = successors;
        self.m.ops[op].props = a.props;
        self.m.ops[op].attrs = a.attrs;
        normalize_attrs(&mut self.m, op);
        let isolated = matches!(
            OpKind::from_name(&a.name),
            Some(OpKind::Func | OpKind::Module)
        );
        for r in a.regions {
            self.build_region(op, r, isolated);
        }
    }

    fn build_region(&mut self, owner: Op, r: AstRegion, isolated: bool) {
        let region = self.m.add_region(owner);
        self.m.regions[region].span = r.span;
        self.scopes.push(Scope {
            names: HashMap::new(),
            labels: HashMap::new(),
            isolated,
            current: None,
        });
        let mut blocks = Vec::new();
        for ab in &r.blocks {
            let b = self.m.add_block(region);
            self.m.blocks[b].span = ab.span;
            if let Some((label, span)) = &ab.label {
                let scope = self.scopes.last_mut().expect("scope");
                if let Some((_, prev)) = scope.labels.get(label) {
                    let prev = *prev;
                    self.diags.push(
                        Diagnostic::error(
                            diag::UNDEFINED_BLOCK,
                            *span,
                            format!("block `{label}` is defined twice"),
                            "redefined",
                        )
                        .with_secondary(prev, "first defined here"),
                    );
                } else {
                    scope.labels.insert(label.clone(), (b, *span));
                }
            }
            for arg in &ab.args {
                let v = self.m.add_block_arg(b, arg.ty.clone(), arg.span);
                self.define(&arg.name, vec![v], arg.span, b, -1);
            }
            blocks.push(b);
        }
        let mut created = Vec::new();
        for (ab, &b) in r.blocks.iter().zip(&blocks) {
            created.push(self.declare_block_ops(b, ab));
        }
        for ((ab, b), c) in r.blocks.into_iter().zip(blocks).zip(created) {
            self.fill_block_ops(b, ab, c);
        }
        self.scopes.pop();
    }
}
