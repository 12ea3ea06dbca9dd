//! Type rules of the distributed ops: the collectives (`all_gather`, `all_reduce`, `all_to_all`,
//! `reduce_scatter`, `collective_broadcast`, `collective_reduce`, `collective_permute`),
//! `replica_id`, `partition_id`, `send`/`recv`, `infeed`/`outfeed`, and the interpreter's
//! `run_parallel`.
//!
//! Process groups are read through [`views::Collective`], the one meaning of a group the
//! interpreter uses too. The spec's constraints that depend on the process grid (ids below the
//! number of replicas or partitions, group sizes under `cross_replica_and_partition`) are checked
//! when the module declares its grid (`mhlo.num_replicas`, `mhlo.num_partitions`); otherwise the
//! grid is known only when the program runs (`interpreter.run_parallel`'s `programs`), and the
//! interpreter checks them then.

use super::*;
use crate::diag;
use crate::ir::Op;
use crate::ops::OpKind;
use crate::types::{ElemType, Type};
use crate::views::{Collective, GroupStrategy, ProcessGrid};

fn is_token(t: &Type) -> bool {
    matches!(t, Type::Opaque(s) if s == "!stablehlo.token")
}

impl Verifier<'_> {
    /// The rules of one distributed op.
    pub(super) fn distributed(&mut self, op: Op, kind: OpKind) -> Option<()> {
        match kind {
            OpKind::AllReduce | OpKind::CollectiveReduce => self.all_reduce(op),
            OpKind::AllGather => self.all_gather(op),
            OpKind::ReduceScatter => self.reduce_scatter(op),
            OpKind::AllToAll => self.all_to_all(op),
            OpKind::CollectiveBroadcast => self.collective_broadcast(op),
            OpKind::CollectivePermute => self.collective_permute(op),
            OpKind::ReplicaId | OpKind::PartitionId => {
                let t = self.ty(self.m.ops[op].results[0]).clone();
                if t != Type::tensor(vec![], ElemType::UI32) {
                    let name = self.name(op);
                    return self.err(
                        diag::TYPE_CONSTRAINT,
                        op,
                        format!("`{name}` gives a `tensor<ui32>`, found `{t}`"),
                        "wrong result type",
                    );
                }
                Some(())
            }
            OpKind::Send | OpKind::Recv | OpKind::Infeed | OpKind::Outfeed => self.token_io(op),
            OpKind::RunParallel => self.run_parallel(op),
            _ => Some(()),
        }
    }

    /// The module's `mhlo.num_replicas` and `mhlo.num_partitions`: when present, integers from 1
    /// up whose product is at most `views::MAX_PROCESSES` (E0403, reported once, at the module).
    pub(super) fn process_grid(&mut self) {
        if let Err(e) = ProcessGrid::declared(self.m) {
            let span = self.m.ops[self.m.top].span;
            self.err_at(
                diag::MISSING_ATTRIBUTE,
                span,
                format!("the module's process grid: {e}"),
                "wrong attribute kind",
            );
        }
    }

    /// The module's declared grid, if any (a malformed one is [`Self::process_grid`]'s error).
    fn declared_grid(&self) -> Option<ProcessGrid> {
        ProcessGrid::declared(self.m).ok().flatten()
    }

    /// Reads an op's process groups and checks the rules every collective shares: ids unique
    /// (C1 of most ops), no negative id but the `-1` padding, ids within the declared grid
    /// (C2/C3), and `use_global_device_ids` only with a channel (spec: "if
    /// use_global_device_ids = true, then channel_id > 0"). Returns the view and the size of
    /// each process group when it is known statically (the spec's `dim(process_groups, 1)`).
    fn groups(&mut self, op: Op) -> Option<(Collective, Option<i64>)> {
        let m = self.m;
        let c = self.view(op, Collective::read(m, op))?;
        let name = self.name(op);
        let key = if m.ops[op].is(OpKind::CollectivePermute) {
            "source_target_pairs"
        } else {
            "replica_groups"
        };
        if c.use_global_device_ids && c.channel_id <= 0 {
            return self
                .err(
                    diag::BAD_COLLECTIVE,
                    op,
                    format!(
                        "`{name}` has `use_global_device_ids` but channel id {}: flattened ids need a channel id above 0",
                        c.channel_id
                    ),
                    "use_global_device_ids without a channel",
                )
                .map(|_| (c.clone(), None));
        }
        if let Some(bad) = c.ids().find(|&i| i < 0) {
            return self
                .err(
                    diag::BAD_COLLECTIVE,
                    op,
                    format!("`{name}`'s `{key}` holds {bad}: ids are 0 or more, and -1 only pads a ragged row"),
                    "negative id",
                )
                .map(|_| (c.clone(), None));
        }
        if !m.ops[op].is(OpKind::CollectivePermute) {
            let ids: Vec<i64> = c.ids().collect();
            if !is_unique(&ids) {
                let mut seen = HashSet::new();
                let dup = ids.iter().find(|i| !seen.insert(**i)).copied().unwrap_or(0);
                return self
                    .err(
                        diag::BAD_COLLECTIVE,
                        op,
                        format!("`{name}`'s `{key}` names id {dup} twice: a process is in at most one group"),
                        "repeated id",
                    )
                    .map(|_| (c.clone(), None));
            }
        }
        let grid = self.declared_grid();
        if let Some(g) = grid {
            if let Err(e) = c.process_groups(g) {
                return self
                    .err(
                        diag::BAD_COLLECTIVE,
                        op,
                        format!("`{name}`: {e}"),
                        "id out of range",
                    )
                    .map(|_| (c.clone(), None));
            }
        }
        let width = c.groups.first().map_or(0, |r| r.len()) as i64;
        let size = match (c.groups.is_empty() || width == 0, c.strategy, grid) {
            (false, GroupStrategy::CrossReplicaAndPartition, Some(g)) => {
                Some(width * g.num_partitions as i64)
            }
            (false, GroupStrategy::CrossReplicaAndPartition, None) => None,
            (false, _, _) => Some(width),
            (true, s, Some(g)) => Some(
                s.id_count(g) as i64
                    * match s {
                        GroupStrategy::CrossReplicaAndPartition => g.num_partitions as i64,
                        _ => 1,
                    },
            ),
            (true, _, None) => None,
        };
        Some((c, size))
    }

    /// `all_reduce` (C1-C7) and `collective_reduce`: groups, as many results as operands, each of
    /// its operand's type, and a reducer body on the element type.
    fn all_reduce(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        self.groups(op)?;
        if d.operands.len() != d.results.len() {
            return self.expect_counts(op, d.results.len(), d.results.len());
        }
        let t = self.tensors(op, &d.operands)?;
        let r = self.tensors(op, &d.results)?;
        let name = self.name(op);
        if t != r {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`{name}`'s results must have its operands' types"),
                "type mismatch",
            );
        }
        let e = t[0].1;
        if t.iter().any(|x| x.1 != e) {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`{name}`'s operands share one element type (its body's)"),
                "element types differ",
            );
        }
        self.reducer_body(op, &[e], diag::REDUCE_DIMS)
    }

    /// `all_gather` (C1-C6): groups, a gather dimension within the rank, and each result its
    /// operand's type with the gather dimension times the group size.
    fn all_gather(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let (_, size) = self.groups(op)?;
        let dim = self.view(op, views::CollectiveDims::read(m, op))?.dim;
        if d.operands.len() != d.results.len() {
            return self.expect_counts(op, d.results.len(), d.results.len());
        }
        let t = self.tensors(op, &d.operands)?;
        let r = self.tensors(op, &d.results)?;
        for (i, (x, y)) in t.iter().zip(&r).enumerate() {
            if dim < 0 || dim as usize >= x.0.len() {
                return self.err(
                    diag::BAD_COLLECTIVE,
                    op,
                    format!(
                        "all_gather_dim {dim} is out of range for operand {i} of rank {}",
                        x.0.len()
                    ),
                    "bad dimension",
                );
            }
            let k = dim as usize;
            let ok = x.1 == y.1
                && x.0.len() == y.0.len()
                && x.0
                    .iter()
                    .zip(&y.0)
                    .enumerate()
                    .all(|(j, (a, b))| j == k || a == b)
                && match size {
                    Some(n) => y.0[k] == x.0[k] * n,
                    None => x.0[k] == 0 || y.0[k] % x.0[k] == 0,
                };
            if !ok {
                let (a, b) = (
                    self.ty(d.operands[i]).clone(),
                    self.ty(d.results[i]).clone(),
                );
                let times = size.map_or("a multiple of it".to_string(), |n| {
                    format!("{n} times it (the process group's size)")
                });
                return self.err(
                    diag::TYPE_CONSTRAINT,
                    op,
                    format!("`stablehlo.all_gather` result {i} must be operand {i}'s type `{a}` with dimension {dim} {times}, found `{b}`"),
                    "wrong result type",
                );
            }
        }
        Some(())
    }

    /// `reduce_scatter` (C1-C8): groups, a scatter dimension within the rank whose size the group
    /// size divides, the result the operand's type with that dimension divided, and a body.
    fn reduce_scatter(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let (_, size) = self.groups(op)?;
        let dim = self.view(op, views::CollectiveDims::read(m, op))?.dim;
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        let (x, y) = (&t[0], &t[1]);
        if dim < 0 || dim as usize >= x.0.len() {
            return self.err(
                diag::BAD_COLLECTIVE,
                op,
                format!(
                    "scatter_dimension {dim} is out of range for rank {}",
                    x.0.len()
                ),
                "bad dimension",
            );
        }
        let k = dim as usize;
        if let Some(n) = size {
            if n == 0 || x.0[k] % n != 0 {
                return self.err(
                    diag::BAD_COLLECTIVE,
                    op,
                    format!("`stablehlo.reduce_scatter`'s scatter dimension {dim} has size {}, which the process group's size {n} does not divide", x.0[k]),
                    "not divisible",
                );
            }
        }
        let ok = x.1 == y.1
            && x.0.len() == y.0.len()
            && x.0
                .iter()
                .zip(&y.0)
                .enumerate()
                .all(|(j, (a, b))| j == k || a == b)
            && match size {
                Some(n) => y.0[k] * n == x.0[k],
                None => y.0[k] == 0 || x.0[k] % y.0[k] == 0,
            };
        if !ok {
            let (a, b) = (
                self.ty(d.operands[0]).clone(),
                self.ty(d.results[0]).clone(),
            );
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`stablehlo.reduce_scatter`'s result must be the operand's type `{a}` with dimension {dim} divided by the process group's size, found `{b}`"),
                "wrong result type",
            );
        }
        self.reducer_body(op, &[x.1], diag::REDUCE_DIMS)
    }

    /// `all_to_all` (C1-C9): groups of `split_count` processes, split and concat dimensions
    /// within the rank, a split dimension `split_count` divides, and each result its operand's
    /// type with the split dimension divided and the concat dimension multiplied.
    fn all_to_all(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let (c, _) = self.groups(op)?;
        let v = self.view(op, views::CollectiveDims::read(m, op))?;
        let n = v.split_count;
        if n <= 0 {
            return self.err(
                diag::BAD_COLLECTIVE,
                op,
                format!("`stablehlo.all_to_all`'s split_count must be above 0, found {n}"),
                "bad split_count",
            );
        }
        if let Some(row) = c.groups.first() {
            if row.len() as i64 != n {
                return self.err(
                    diag::BAD_COLLECTIVE,
                    op,
                    format!(
                        "`stablehlo.all_to_all`'s replica groups have {} ids each, but split_count is {n}",
                        row.len()
                    ),
                    "group size differs from split_count",
                );
            }
        }
        if d.operands.len() != d.results.len() {
            return self.expect_counts(op, d.results.len(), d.results.len());
        }
        let t = self.tensors(op, &d.operands)?;
        let r = self.tensors(op, &d.results)?;
        for (i, (x, y)) in t.iter().zip(&r).enumerate() {
            let rank = x.0.len() as i64;
            for (what, k) in [
                ("split_dimension", v.dim),
                ("concat_dimension", v.concat_dim),
            ] {
                if k < 0 || k >= rank {
                    return self.err(
                        diag::BAD_COLLECTIVE,
                        op,
                        format!("`stablehlo.all_to_all`'s {what} {k} is out of range for operand {i} of rank {rank}"),
                        "bad dimension",
                    );
                }
            }
            let (s, cd) = (v.dim as usize, v.concat_dim as usize);
            if x.0[s] % n != 0 {
                return self.err(
                    diag::BAD_COLLECTIVE,
                    op,
                    format!("`stablehlo.all_to_all`'s split dimension {s} of operand {i} has size {}, which split_count {n} does not divide", x.0[s]),
                    "not divisible",
                );
            }
            let mut want = x.0.clone();
            want[s] /= n;
            want[cd] *= n;
            if y.0 != want || y.1 != x.1 {
                let b = self.ty(d.results[i]).clone();
                let w = Type::tensor(want, x.1);
                return self.err(
                    diag::TYPE_CONSTRAINT,
                    op,
                    format!("`stablehlo.all_to_all` result {i} must be `{w}`, found `{b}`"),
                    "wrong result type",
                );
            }
        }
        Some(())
    }

    /// `collective_broadcast` (C1-C3): groups, and results of the data operands' types; with
    /// `has_dynamic_root` the last operand is a rank-1 integer tensor of one root per result.
    fn collective_broadcast(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        self.groups(op)?;
        let dynamic_root = self.view(op, views::broadcast_has_dynamic_root(m, op))?;
        let n = d.results.len();
        let data = n + dynamic_root as usize;
        if d.operands.len() != data {
            return self.expect_counts(op, data, n);
        }
        let t = self.tensors(op, &d.operands[..n])?;
        let r = self.tensors(op, &d.results)?;
        if t != r {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                "`stablehlo.collective_broadcast`'s results must have its data operands' types",
                "type mismatch",
            );
        }
        if dynamic_root {
            let root = self.tensors(op, &d.operands[n..])?.remove(0);
            if root.0 != [n as i64] || !root.1.is_integer() || root.1.is_bool() {
                let t = self.ty(d.operands[n]).clone();
                return self.err(
                    diag::TYPE_CONSTRAINT,
                    op,
                    format!("with `has_dynamic_root`, the last operand holds one integer root per result: `tensor<{n}xi32>`, found `{t}`"),
                    "wrong root type",
                );
            }
        }
        Some(())
    }

    /// `collective_permute` (C1-C5): pairs of two ids, sources unique, targets unique, and the
    /// result of the operand's type.
    fn collective_permute(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let (c, _) = self.groups(op)?;
        if c.groups.iter().any(|p| p.len() != 2) {
            return self.err(
                diag::BAD_COLLECTIVE,
                op,
                "`stablehlo.collective_permute`'s source_target_pairs must be an N x 2 tensor",
                "not pairs",
            );
        }
        for (side, what) in [(0, "source"), (1, "target")] {
            let ids: Vec<i64> = c.groups.iter().map(|p| p[side]).collect();
            if ids.contains(&-1) {
                return self.err(
                    diag::BAD_COLLECTIVE,
                    op,
                    "`stablehlo.collective_permute`'s source_target_pairs hold no -1",
                    "negative id",
                );
            }
            if !is_unique(&ids) {
                return self.err(
                    diag::BAD_COLLECTIVE,
                    op,
                    format!("`stablehlo.collective_permute` names a {what} twice in source_target_pairs"),
                    "repeated id",
                );
            }
        }
        let t = self.tensors(op, &[d.operands[0], d.results[0]])?;
        if t[0] != t[1] {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                "`stablehlo.collective_permute`'s result must have its operand's type",
                "type mismatch",
            );
        }
        Some(())
    }

    /// `send`, `recv`, `infeed`, `outfeed`: the token goes in last (send, outfeed) or alone
    /// (recv, infeed) and comes out last; the other values are tensors.
    fn token_io(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let name = self.name(op);
        let ins: Vec<&Type> = d.operands.iter().map(|&v| m.ty(v)).collect();
        let outs: Vec<&Type> = d.results.iter().map(|&v| m.ty(v)).collect();
        let (token_in, token_out) = (
            ins.last().is_some_and(|t| is_token(t)),
            outs.last().is_some_and(|t| is_token(t)),
        );
        let data = ins[..ins.len().saturating_sub(1)]
            .iter()
            .chain(&outs[..outs.len().saturating_sub(1)])
            .all(|t| matches!(t, Type::Tensor { .. }));
        if !token_in || !token_out || !data {
            return self.err(
                diag::TYPE_CONSTRAINT,
                op,
                format!("`{name}` takes tensors and a `!stablehlo.token` last, and gives tensors and a `!stablehlo.token` last"),
                "wrong operand or result types",
            );
        }
        Some(())
    }

    /// `interpreter.run_parallel`: a rectangular grid of functions; the operands are each
    /// process's arguments and the results each process's results, process after process in
    /// replica-major order; `infeed` functions take nothing.
    fn run_parallel(&mut self, op: Op) -> Option<()> {
        let m = self.m;
        let d = &m.ops[op];
        let v = self.view(op, views::RunParallel::read(m, op))?;
        let (mut ins, mut outs) = (Vec::new(), Vec::new());
        for f in v.programs.iter().flatten().chain(&v.infeed) {
            if m.lookup_function(f).is_none() {
                return self.err(
                    diag::UNDEFINED_FUNCTION,
                    op,
                    format!("`interpreter.run_parallel` names undefined function `@{f}`"),
                    "no such function in this module",
                );
            }
        }
        for f in v.programs.iter().flatten() {
            let ft = m.func_type(m.lookup_function(f)?)?;
            ins.extend(ft.inputs.iter().cloned());
            outs.extend(ft.results.iter().cloned());
        }
        for f in &v.infeed {
            let ft = m.func_type(m.lookup_function(f)?)?;
            if !ft.inputs.is_empty() {
                return self.err(
                    diag::CALL_MISMATCH,
                    op,
                    format!("infeed function `@{f}` must take no arguments"),
                    "infeed function with arguments",
                );
            }
        }
        let got_in: Vec<Type> = d.operands.iter().map(|&x| m.ty(x).clone()).collect();
        let got_out: Vec<Type> = d.results.iter().map(|&x| m.ty(x).clone()).collect();
        if got_in != ins || got_out != outs {
            let want = crate::types::FunctionType {
                inputs: ins,
                results: outs,
            };
            let got = crate::types::FunctionType {
                inputs: got_in,
                results: got_out,
            };
            return self.err(
                diag::CALL_MISMATCH,
                op,
                format!("`interpreter.run_parallel` has type {got}, but its programs, process after process, take and give {want}"),
                "types differ from the programs'",
            );
        }
        Some(())
    }
}
