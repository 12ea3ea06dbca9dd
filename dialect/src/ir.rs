//! The IR core: operations, values, blocks and regions in typed arenas.
//!
//! A [`Module`] owns every entity of one parsed module in `PrimaryMap`s keyed by small copyable ids
//! (cranelift's entity style). An operation lists its operands, results, attributes and regions; a
//! region lists its blocks; a block lists its arguments and, in program order, its operations. Analyses
//! keep their facts in side tables keyed by the same ids.
//!
//! One arena per module rather than per function: JAX modules are small, and passes such as `inline`
//! move operations between functions, which is a change of parent here instead of a copy between
//! arenas.

use cranelift_entity::{entity_impl, PrimaryMap};

use crate::attrs::{AttrDict, Attribute};
use crate::ops::{OpKind, OpName};
use crate::types::{FunctionType, Type};

/// An operation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Op(u32);
entity_impl!(Op, "op");

/// An SSA value: an operation result or a block argument.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(u32);
entity_impl!(Value, "v");

/// A basic block.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Block(u32);
entity_impl!(Block, "bb");

/// A region: a list of blocks owned by an operation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Region(u32);
entity_impl!(Region, "region");

/// A byte range in the source file; every op keeps the one it was parsed from, and passes carry it
/// along so later errors point at the user's line.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Span {
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// A span from byte offsets.
    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start: start as u32,
            end: end.max(start) as u32,
        }
    }

    /// The range as `usize`s.
    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

/// Where a value comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// Result `index` of an operation.
    Result(Op, u32),
    /// Argument `index` of a block.
    BlockArg(Block, u32),
}

/// A value's type and origin.
#[derive(Clone, Debug)]
pub struct ValueData {
    /// The value's type.
    pub ty: Type,
    /// Its definition.
    pub def: ValueDef,
    /// Where it is named in the source (its result or argument name).
    pub span: Span,
}

/// An operation's data.
#[derive(Clone, Debug)]
pub struct OpData {
    /// The op, e.g. `stablehlo.add`.
    pub name: OpName,
    /// Operand values.
    pub operands: Vec<Value>,
    /// Result values.
    pub results: Vec<Value>,
    /// Inherent attributes (MLIR's "properties", printed `<{...}>` in the generic form).
    pub props: AttrDict,
    /// Discardable attributes (printed `{...}`).
    pub attrs: AttrDict,
    /// Owned regions.
    pub regions: Vec<Region>,
    /// Successor blocks of a branch (`cf.br`, `cf.cond_br`), in the region that holds the op; the
    /// operands that each receives are among `operands` (see [`Module::successor_operands`]).
    pub successors: Vec<Block>,
    /// The block that contains the op (`None` for the top-level module).
    pub parent: Option<Block>,
    /// Source location.
    pub span: Span,
    /// The op's MLIR location as written (`loc(...)`), reduced to what best says where
    /// (`"file.py":3:4`, a name): diagnostics about the op name it.
    pub loc: Option<String>,
}

impl OpData {
    /// The op of the table, or `None` for an unregistered op.
    pub fn kind(&self) -> Option<OpKind> {
        self.name.kind()
    }

    /// True when the op is `k`.
    pub fn is(&self, k: OpKind) -> bool {
        self.name == OpName::Known(k)
    }

    /// Looks an attribute up among the properties, then the discardable attributes.
    pub fn attr(&self, name: &str) -> Option<&Attribute> {
        self.props.get(name).or_else(|| self.attrs.get(name))
    }
}

/// A block's data.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    /// Block arguments.
    pub args: Vec<Value>,
    /// Operations in program order.
    pub ops: Vec<Op>,
    /// The region that contains the block.
    pub parent: Option<Region>,
    /// Where the block's label (or its first op) is in the source.
    pub span: Span,
}

/// A region's data.
#[derive(Clone, Debug, Default)]
pub struct RegionData {
    /// Blocks; the first is the entry block.
    pub blocks: Vec<Block>,
    /// The operation that owns the region.
    pub parent: Option<Op>,
    /// Where the region's braces are in the source.
    pub span: Span,
}

/// A module: arenas plus the top-level `builtin.module` operation.
#[derive(Clone, Debug)]
pub struct Module {
    /// All operations.
    pub ops: PrimaryMap<Op, OpData>,
    /// All values.
    pub values: PrimaryMap<Value, ValueData>,
    /// All blocks.
    pub blocks: PrimaryMap<Block, BlockData>,
    /// All regions.
    pub regions: PrimaryMap<Region, RegionData>,
    /// The `builtin.module` op at the top.
    pub top: Op,
    /// Whether ops the registry does not know are accepted (MLIR's context flag
    /// `allowUnregisteredDialects`); the verifier and later passes read it.
    pub allow_unregistered: bool,
}

impl Default for Module {
    fn default() -> Self {
        Self::new()
    }
}

impl Module {
    /// The name `v` has in `source` (the text the module was parsed from), as it was written at
    /// its definition (`%0`, `%arg1`, `%results`); `None` for a value a pass made, or one whose
    /// definition is not a `%name` in `source`.
    pub fn source_name<'s>(&self, v: Value, source: &'s str) -> Option<&'s str> {
        let span = self.values.get(v)?.span;
        let text = source.get(span.start as usize..span.end as usize)?;
        let name_end = text
            .char_indices()
            .skip(1)
            .find(|&(_, c)| !(c.is_ascii_alphanumeric() || "_$.-".contains(c)))
            .map_or(text.len(), |(i, _)| i);
        let name = &text[..name_end];
        (name.len() > 1 && name.starts_with('%')).then_some(name)
    }

    /// An empty `builtin.module` with one empty block.
    pub fn new() -> Module {
        let mut m = Module {
            ops: PrimaryMap::new(),
            values: PrimaryMap::new(),
            blocks: PrimaryMap::new(),
            regions: PrimaryMap::new(),
            top: Op::from_u32(0),
            allow_unregistered: false,
        };
        let top = m.ops.push(OpData {
            name: OpKind::Module.into(),
            operands: vec![],
            results: vec![],
            props: AttrDict::new(),
            attrs: AttrDict::new(),
            regions: vec![],
            successors: vec![],
            parent: None,
            span: Span::default(),
            loc: None,
        });
        m.top = top;
        let r = m.add_region(top);
        m.add_block(r);
        m
    }

    /// The body block of the top-level module.
    pub fn body(&self) -> Block {
        self.regions[self.ops[self.top].regions[0]].blocks[0]
    }

    /// Appends a new empty region to `op`.
    pub fn add_region(&mut self, op: Op) -> Region {
        let r = self.regions.push(RegionData {
            blocks: vec![],
            parent: Some(op),
            span: Span::default(),
        });
        self.ops[op].regions.push(r);
        r
    }

    /// Appends a new empty block to `region`.
    pub fn add_block(&mut self, region: Region) -> Block {
        let b = self.blocks.push(BlockData {
            parent: Some(region),
            ..Default::default()
        });
        self.regions[region].blocks.push(b);
        b
    }

    /// Adds an argument of type `ty` to `block`.
    pub fn add_block_arg(&mut self, block: Block, ty: Type, span: Span) -> Value {
        let idx = self.blocks[block].args.len() as u32;
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::BlockArg(block, idx),
            span,
        });
        self.blocks[block].args.push(v);
        v
    }

    /// Creates a detached operation with results of `result_types`; insert it with [`Module::append_op`]
    /// or [`Module::insert_op`].
    pub fn create_op(
        &mut self,
        name: impl Into<OpName>,
        operands: Vec<Value>,
        result_types: Vec<Type>,
        props: AttrDict,
        span: Span,
    ) -> Op {
        let op = self.ops.push(OpData {
            name: name.into(),
            operands,
            results: vec![],
            props,
            attrs: AttrDict::new(),
            regions: vec![],
            successors: vec![],
            parent: None,
            span,
            loc: None,
        });
        for (i, ty) in result_types.into_iter().enumerate() {
            let v = self.values.push(ValueData {
                ty,
                def: ValueDef::Result(op, i as u32),
                span,
            });
            self.ops[op].results.push(v);
        }
        op
    }

    /// Appends `op` at the end of `block`.
    pub fn append_op(&mut self, block: Block, op: Op) {
        self.ops[op].parent = Some(block);
        self.blocks[block].ops.push(op);
    }

    /// Inserts `op` into `block` at position `index`.
    pub fn insert_op(&mut self, block: Block, index: usize, op: Op) {
        self.ops[op].parent = Some(block);
        self.blocks[block].ops.insert(index, op);
    }

    /// The type of a value.
    pub fn ty(&self, v: Value) -> &Type {
        &self.values[v].ty
    }

    /// The op that defines `v`, if it is a result.
    pub fn def_op(&self, v: Value) -> Option<Op> {
        match self.values[v].def {
            ValueDef::Result(op, _) => Some(op),
            ValueDef::BlockArg(..) => None,
        }
    }

    /// The op that owns the region containing `block`.
    pub fn block_owner(&self, block: Block) -> Option<Op> {
        self.blocks[block]
            .parent
            .and_then(|r| self.regions[r].parent)
    }

    /// Where `op` stands in its block (`None` when it is in none).
    pub fn index_in_block(&self, op: Op) -> Option<usize> {
        let b = self.ops[op].parent?;
        self.blocks[b].ops.iter().position(|&o| o == op)
    }

    /// The op that contains `op` (its parent block's owner).
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        self.ops[op].parent.and_then(|b| self.block_owner(b))
    }

    /// The `func.func` ops of the module body, in order.
    pub fn functions(&self) -> impl Iterator<Item = Op> + '_ {
        self.blocks[self.body()]
            .ops
            .iter()
            .copied()
            .filter(move |&op| self.ops[op].is(OpKind::Func))
    }

    /// The function named `name`.
    pub fn lookup_function(&self, name: &str) -> Option<Op> {
        self.functions().find(|&f| self.func_name(f) == Some(name))
    }

    /// `sym_name` of a symbol op.
    pub fn func_name(&self, f: Op) -> Option<&str> {
        self.ops[f].attr("sym_name").and_then(|a| a.as_str())
    }

    /// `function_type` of a `func.func`.
    pub fn func_type(&self, f: Op) -> Option<&FunctionType> {
        match self.ops[f].attr("function_type") {
            Some(Attribute::Type(Type::Function(ft))) => Some(ft),
            _ => None,
        }
    }

    /// The operands that successor `i` of a branch receives as its block arguments: all operands
    /// of `cf.br`; for `cf.cond_br`, the segments after the condition (`operandSegmentSizes`, or
    /// when it is missing or malformed, none for the false successor); empty for any other op or
    /// an `i` out of range.
    pub fn successor_operands(&self, op: Op, i: usize) -> &[Value] {
        let d = &self.ops[op];
        match d.kind() {
            Some(OpKind::Br) if i == 0 => &d.operands,
            Some(OpKind::CondBr) if i < 2 => {
                let rest = d.operands.get(1..).unwrap_or(&[]);
                let n_true = match d.attr("operandSegmentSizes") {
                    Some(Attribute::DenseArray { values, .. }) if values.len() == 3 => {
                        usize::try_from(values[1]).unwrap_or(usize::MAX)
                    }
                    _ => rest.len(),
                }
                .min(rest.len());
                if i == 0 {
                    &rest[..n_true]
                } else {
                    &rest[n_true..]
                }
            }
            _ => &[],
        }
    }

    /// The blocks `block`'s terminator may jump to (its successors), in order, repeats kept.
    pub fn block_successors(&self, block: Block) -> &[Block] {
        match self.blocks[block].ops.last() {
            Some(&t) => &self.ops[t].successors,
            None => &[],
        }
    }

    /// The immediate dominator of each block of `region`, by position in the region: the entry
    /// block is its own (`Some(0)`), a block no path from the entry reaches has `None`. Edges are
    /// the blocks' terminators' successors within the region (Cooper, Harvey and Kennedy's
    /// iteration over reverse post-order).
    pub fn region_idoms(&self, region: Region) -> Vec<Option<usize>> {
        let blocks = &self.regions[region].blocks;
        let n = blocks.len();
        let index: std::collections::HashMap<Block, usize> =
            blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&b| {
                self.block_successors(b)
                    .iter()
                    .filter_map(|s| index.get(s).copied())
                    .collect()
            })
            .collect();
        let mut idom = vec![None; n];
        if n == 0 {
            return idom;
        }
        // Post-order by an explicit stack (no recursion on deep chains of blocks).
        let mut post = Vec::with_capacity(n);
        let mut seen = vec![false; n];
        let mut stack = vec![(0usize, 0usize)];
        seen[0] = true;
        while let Some((b, i)) = stack.pop() {
            if let Some(&s) = succs[b].get(i) {
                stack.push((b, i + 1));
                if !seen[s] {
                    seen[s] = true;
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
            }
        }
        let mut order = vec![usize::MAX; n];
        for (k, &b) in post.iter().enumerate() {
            order[b] = k;
        }
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            if seen[b] {
                for &s in ss {
                    preds[s].push(b);
                }
            }
        }
        idom[0] = Some(0);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in post.iter().rev() {
                if b == 0 {
                    continue;
                }
                let mut new: Option<usize> = None;
                for &p in &preds[b] {
                    if idom[p].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(mut x) => {
                            let mut y = p;
                            while x != y {
                                while order[x] < order[y] {
                                    x = idom[x].unwrap_or(0);
                                }
                                while order[y] < order[x] {
                                    y = idom[y].unwrap_or(0);
                                }
                            }
                            x
                        }
                    });
                }
                if new.is_some() && idom[b] != new {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        idom
    }

    /// The entry block of an op's first region.
    pub fn entry_block(&self, op: Op) -> Option<Block> {
        let r = *self.ops[op].regions.first()?;
        self.regions[r].blocks.first().copied()
    }

    /// Calls `f` on every op nested under `op` (not `op` itself), in pre-order.
    pub fn walk(&self, op: Op, f: &mut impl FnMut(Op)) {
        for &r in &self.ops[op].regions {
            for &b in &self.regions[r].blocks {
                for &o in &self.blocks[b].ops {
                    f(o);
                    self.walk(o, f);
                }
            }
        }
    }
}

/// Mutation helpers used by passes.
impl Module {
    /// Replaces every use of a key of `map` by its value, in every op of the module.
    pub fn replace_uses(&mut self, map: &std::collections::HashMap<Value, Value>) {
        if map.is_empty() {
            return;
        }
        for (_, d) in self.ops.iter_mut() {
            for o in d.operands.iter_mut() {
                let mut v = *o;
                // Follow chains (a -> b -> c) so a batch of replacements composes.
                let mut guard = 0;
                while let Some(&n) = map.get(&v) {
                    v = n;
                    guard += 1;
                    if guard > map.len() {
                        break;
                    }
                }
                *o = v;
            }
        }
    }

    /// True when `op` has no effect beyond its results: its kind is pure and so is every op in its
    /// regions (a loop whose body writes through an alias or checks a value is not pure).
    pub fn is_pure(&self, op: Op) -> bool {
        if !self.kind_is_pure(op) {
            return false;
        }
        let mut pure = true;
        self.walk(op, &mut |o| {
            if !(self.kind_is_pure(o) || self.ops[o].kind().is_some_and(|k| k.is_terminator())) {
                pure = false;
            }
        });
        pure
    }

    /// True when `op` itself (not its regions) has no effect beyond its results: its kind is pure,
    /// or it is a `stablehlo.custom_call` to a LAPACK target (a function of its operands; the
    /// other custom calls, such as checks, are effects).
    pub fn kind_is_pure(&self, op: Op) -> bool {
        let d = &self.ops[op];
        match d.kind() {
            Some(crate::ops::OpKind::CustomCall) => d
                .attr("call_target_name")
                .and_then(|a| a.as_str())
                .is_some_and(|t| {
                    crate::views::LapackCall::parse_target(t).is_some()
                        || t == crate::views::HOUSEHOLDER_PRODUCT
                }),
            Some(k) => k.is_pure(),
            None => false,
        }
    }

    /// Detaches `op` from its block (its arena entry stays, unreachable).
    pub fn erase_op(&mut self, op: Op) {
        if let Some(b) = self.ops[op].parent.take() {
            self.blocks[b].ops.retain(|&o| o != op);
        }
    }

    /// For every value, the ops (reachable from the top) that use it, in program order.
    pub fn uses(&self) -> std::collections::HashMap<Value, Vec<Op>> {
        let mut uses: std::collections::HashMap<Value, Vec<Op>> = std::collections::HashMap::new();
        let top = self.top;
        self.walk(top, &mut |op| {
            for &v in &self.ops[op].operands {
                uses.entry(v).or_default().push(op);
            }
        });
        uses
    }

    /// Deep-copies `op` (with its regions) as a detached op; operands are mapped through `map`, and
    /// the copies' results and block arguments are added to `map`.
    pub fn clone_op(&mut self, op: Op, map: &mut std::collections::HashMap<Value, Value>) -> Op {
        let d = self.ops[op].clone();
        let operands = d
            .operands
            .iter()
            .map(|v| *map.get(v).unwrap_or(v))
            .collect();
        let result_types = d
            .results
            .iter()
            .map(|&r| self.values[r].ty.clone())
            .collect();
        let new = self.create_op(
            d.name.clone(),
            operands,
            result_types,
            d.props.clone(),
            d.span,
        );
        self.ops[new].attrs = d.attrs.clone();
        for (i, &r) in d.results.iter().enumerate() {
            let nr = self.ops[new].results[i];
            map.insert(r, nr);
        }
        self.ops[new].successors = d.successors.clone();
        for &r in &d.regions {
            let nr = self.add_region(new);
            self.regions[nr].span = self.regions[r].span;
            // Every block first, so that branches can be pointed at the copies of their targets.
            let old_blocks = self.regions[r].blocks.clone();
            let mut block_map = std::collections::HashMap::new();
            for &b in &old_blocks {
                let nb = self.add_block(nr);
                self.blocks[nb].span = self.blocks[b].span;
                block_map.insert(b, nb);
                for a in self.blocks[b].args.clone() {
                    let ty = self.values[a].ty.clone();
                    let span = self.values[a].span;
                    let na = self.add_block_arg(nb, ty, span);
                    map.insert(a, na);
                }
            }
            for &b in &old_blocks {
                let nb = block_map[&b];
                for o in self.blocks[b].ops.clone() {
                    let c = self.clone_op(o, map);
                    for s in self.ops[c].successors.iter_mut() {
                        *s = *block_map.get(s).unwrap_or(s);
                    }
                    self.append_op(nb, c);
                }
            }
        }
        new
    }
}
