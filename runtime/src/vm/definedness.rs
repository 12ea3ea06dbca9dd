//! The loader's register-definedness check: every register an instruction reads is defined on
//! every path that reaches it (a `Dealloc` undefines its register), in time and memory near-linear
//! in the function's size.
//!
//! The question is the classic must-be-defined dataflow (the meet over every path from the entry),
//! but a dataflow that keeps a register set per block holds blocks x registers bits (a 590 KB
//! module made the loader allocate 512 MiB) and revisits blocks until nothing changes (quadratic on
//! a chain of blocks). It is answered instead as SSA construction answers it, per register and
//! only where the answer can differ:
//!
//! 1. Basic blocks, the blocks reachable from the entry, and their dominator tree (Cooper, Harvey
//!    and Kennedy's iterative algorithm in reverse post-order). A virtual root before the entry
//!    holds each register's value on entry: defined for the arguments, undefined for the rest.
//! 2. Dominance frontiers (the same paper's runner walk).
//! 3. For each register that some reachable instruction reads, a merge (a φ) at the iterated
//!    dominance frontier of the blocks that define or drop it: the only places where two values
//!    of that register can meet.
//! 4. A walk of the dominator tree that keeps each register's current value (defined, undefined,
//!    or a merge) records what flows into each merge; a merge is undefined when any reachable
//!    predecessor brings an undefined value (the greatest fixpoint, as the dataflow's): a
//!    worklist propagates "undefined" along merge operands.
//! 5. A second walk checks every read against the value that reaches it and reports the first
//!    failing instruction in program order, with the message the dataflow gave.
//!
//! This is the dataflow's answer for every function it finishes: the same blocks are skipped
//! (unreachable ones), the same reads are checked and the same first failure is reported. What is
//! new is a bound: the steps of 1-4 (dominator passes, frontier walks, merges and merge operands)
//! are counted, and a function that would take more than [`WORK_PER_INSTRUCTION`] per instruction
//! and successor edge (plus [`WORK_FLOOR`], at most [`WORK_MAX`]) is rejected as too complex to validate. The compiler's
//! structured control flow (`while`, `if`, `case`, nested) stays far below it: each register
//! merges at the joins and loop headers that enclose its definitions. Shapes that need more are
//! hostile (a ladder of blocks each redefining its own register, so that every later block merges
//! every earlier register: quadratic merges), and the dataflow was quadratic on them too.

use super::bytecode::{FunctionDef, Instr, Reg};
use super::loader::{reg_effects, successors};

/// Steps of the analysis allowed per instruction and per successor edge of a function.
pub const WORK_PER_INSTRUCTION: u64 = 64;
/// Steps every function may take whatever its size.
pub const WORK_FLOOR: u64 = 1 << 22;

/// Steps no function may exceed (merges are numbered in a `u32`).
pub const WORK_MAX: u64 = 1 << 31;

/// No block, dominator or value yet.
const NONE: u32 = u32::MAX;
/// A register's value: defined.
const DEFINED: u32 = 0;
/// A register's value: undefined (before its first definition, after a `Dealloc`).
const UNDEFINED: u32 = 1;
/// A register's value on entry (defined for the arguments, undefined for the rest).
const ON_ENTRY: u32 = 2;
/// Values from `FIRST_MERGE` on are merges (φ) by index.
const FIRST_MERGE: u32 = 3;

/// Lists stored one after another: `items[start[i]..start[i + 1]]` is list `i`.
struct Lists {
    start: Vec<u32>,
    items: Vec<u32>,
}

impl Lists {
    /// The lists of `n` keys from `(key, item)` pairs (a counting sort; each list keeps the
    /// pairs' order).
    fn from_pairs(n: usize, pairs: &[(u32, u32)]) -> Lists {
        let mut start = vec![0u32; n + 1];
        for &(k, _) in pairs {
            start[k as usize + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut items = vec![0u32; pairs.len()];
        for &(k, v) in pairs {
            items[fill[k as usize] as usize] = v;
            fill[k as usize] += 1;
        }
        Lists { start, items }
    }
    fn get(&self, i: u32) -> &[u32] {
        &self.items[self.start[i as usize] as usize..self.start[i as usize + 1] as usize]
    }
}

/// The step counter of one function's analysis.
struct Work {
    done: u64,
    budget: u64,
}

impl Work {
    fn add(&mut self, steps: u64) -> Result<(), ()> {
        self.done = self.done.saturating_add(steps);
        if self.done > self.budget {
            Err(())
        } else {
            Ok(())
        }
    }
}

/// Per-register arrays shared by the functions of a module (grown to the largest register count
/// and left as they were found after each function), so that a function's check takes time in
/// proportion to its code, not to the registers it claims.
#[derive(Default)]
pub struct Registers {
    read: Vec<bool>,
    walker: Walker,
}

/// Every register an instruction reads is defined on every path that reaches it. Targets and
/// register indices were checked before (every register is below `f.num_regs`, every target
/// inside the code, and the code ends in a return).
pub fn check_defined(f: &FunctionDef, regs: &mut Registers) -> Result<(), String> {
    let num_regs = f.num_regs as usize;
    if regs.read.len() < num_regs {
        regs.read.resize(num_regs, false);
        regs.walker.cur.resize(num_regs, ON_ENTRY);
    }
    let result = check(f, &mut regs.read, &mut regs.walker);
    // Leave the arrays as they were found (the walker undoes its own changes).
    for ins in &f.code {
        for r in reg_effects(ins).0 {
            regs.read[r as usize] = false;
        }
    }
    result
}

fn check(f: &FunctionDef, read: &mut [bool], walker: &mut Walker) -> Result<(), String> {
    let len = f.code.len();
    // Basic blocks: leaders are the entry, branch targets and what follows a branch or return.
    let mut leader = vec![false; len];
    leader[0] = true;
    let mut edges_claimed = 0u64;
    for (pc, ins) in f.code.iter().enumerate() {
        if matches!(
            ins,
            Instr::Jump { .. }
                | Instr::BranchFalse { .. }
                | Instr::Switch { .. }
                | Instr::Return { .. }
        ) {
            for s in successors(ins, pc, len) {
                leader[s] = true;
                edges_claimed += 1;
            }
            if pc + 1 < len {
                leader[pc + 1] = true;
            }
        }
    }
    // Node 0 is the virtual root; block b is node b + 1.
    let mut start: Vec<u32> = vec![];
    let mut node_at = vec![0u32; len];
    for pc in 0..len {
        if leader[pc] {
            start.push(pc as u32);
        }
        node_at[pc] = start.len() as u32;
    }
    drop(leader);
    let blocks = start.len();
    let nodes = blocks + 1;
    let end_of = |n: u32| -> usize { start.get(n as usize).map_or(len, |&s| s as usize) };
    let begin_of = |n: u32| -> usize { start[n as usize - 1] as usize };
    let mut work = Work {
        done: 0,
        budget: WORK_FLOOR
            .saturating_add(
                WORK_PER_INSTRUCTION.saturating_mul((len as u64).saturating_add(edges_claimed)),
            )
            .min(WORK_MAX),
    };
    let too_complex = |work: &Work| {
        format!(
            "@{}: control flow of {blocks} blocks is too complex to check which registers are defined (more than {} steps for {len} instructions)",
            f.name, work.budget
        )
    };

    // Lists are indexed by `u32`: a function too large for that is too complex.
    if (len as u64).saturating_add(edges_claimed) >= u64::from(u32::MAX / 4) {
        return Err(too_complex(&work));
    }

    // Successors of every node, without repeats.
    // The root's one successor is the entry block.
    let mut succ = Lists {
        start: vec![0],
        items: vec![1],
    };
    for n in 1..nodes as u32 {
        succ.start.push(succ.items.len() as u32);
        let last = end_of(n) - 1;
        let mut s: Vec<u32> = successors(&f.code[last], last, len)
            .into_iter()
            .map(|pc| node_at[pc])
            .collect();
        s.sort_unstable();
        s.dedup();
        succ.items.extend(s);
    }
    succ.start.push(succ.items.len() as u32);
    drop(node_at);

    // Reachable nodes in reverse post-order (an iterative depth-first search).
    let mut post: Vec<u32> = Vec::with_capacity(nodes);
    let mut seen = vec![false; nodes];
    let mut stack: Vec<(u32, u32)> = vec![(0, 0)];
    seen[0] = true;
    while let Some(top) = stack.last_mut() {
        let (n, i) = *top;
        if let Some(&t) = succ.get(n).get(i as usize) {
            top.1 += 1;
            if !seen[t as usize] {
                seen[t as usize] = true;
                stack.push((t, 0));
            }
        } else {
            post.push(n);
            stack.pop();
        }
    }
    drop((stack, seen));
    post.reverse();
    let rpo = post;
    let mut rpo_index = vec![NONE; nodes];
    for (i, &n) in rpo.iter().enumerate() {
        rpo_index[n as usize] = i as u32;
    }
    // Predecessors among reachable nodes.
    let mut pred_pairs: Vec<(u32, u32)> = vec![];
    for &n in &rpo {
        for &t in succ.get(n) {
            pred_pairs.push((t, n));
        }
    }
    let pred = Lists::from_pairs(nodes, &pred_pairs);
    drop(pred_pairs);
    work.add((nodes + pred.items.len()) as u64)
        .map_err(|_| too_complex(&work))?;

    // Dominators (Cooper, Harvey, Kennedy: "A Simple, Fast Dominance Algorithm").
    let mut idom = vec![NONE; nodes];
    idom[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for &n in &rpo[1..] {
            let mut new = NONE;
            for &p in pred.get(n) {
                if idom[p as usize] == NONE {
                    continue;
                }
                if new == NONE {
                    new = p;
                    continue;
                }
                // The two fingers climb to their common dominator.
                let (mut a, mut b) = (p, new);
                while a != b {
                    while rpo_index[a as usize] > rpo_index[b as usize] {
                        a = idom[a as usize];
                        work.add(1).map_err(|_| too_complex(&work))?;
                    }
                    while rpo_index[b as usize] > rpo_index[a as usize] {
                        b = idom[b as usize];
                        work.add(1).map_err(|_| too_complex(&work))?;
                    }
                }
                new = a;
            }
            work.add(pred.get(n).len() as u64)
                .map_err(|_| too_complex(&work))?;
            if idom[n as usize] != new {
                idom[n as usize] = new;
                changed = true;
            }
        }
    }

    // Dominance frontiers: each join is in the frontier of every node from each predecessor up
    // to (not including) the join's immediate dominator.
    let mut df_pairs: Vec<(u32, u32)> = vec![];
    let mut df_last = vec![NONE; nodes];
    for &n in &rpo {
        let ps = pred.get(n);
        if ps.len() < 2 {
            continue;
        }
        for &p in ps {
            let mut runner = p;
            while runner != idom[n as usize] {
                if df_last[runner as usize] != n {
                    df_last[runner as usize] = n;
                    df_pairs.push((runner, n));
                }
                runner = idom[runner as usize];
                work.add(1).map_err(|_| too_complex(&work))?;
            }
        }
    }
    drop((df_last, rpo_index));
    let df = Lists::from_pairs(nodes, &df_pairs);
    drop(df_pairs);

    // The registers some reachable instruction reads, and the nodes that define or drop them.
    for &n in &rpo[1..] {
        for ins in &f.code[begin_of(n)..end_of(n)] {
            for r in reg_effects(ins).0 {
                read[r as usize] = true;
            }
        }
    }
    let mut events: Vec<(u32, u32)> = vec![];
    for &n in &rpo[1..] {
        for ins in &f.code[begin_of(n)..end_of(n)] {
            let (_, defs, drops) = reg_effects(ins);
            for r in drops.into_iter().chain(defs) {
                if read[r as usize] && events.last() != Some(&(r, n)) {
                    events.push((r, n));
                }
            }
        }
    }
    events.sort_unstable();
    events.dedup();

    // Merges at the iterated dominance frontier of each register's event nodes.
    let mut merge_pairs: Vec<(u32, u32)> = vec![]; // (node, register)
    let mut has_merge = vec![NONE; nodes];
    let mut queued = vec![NONE; nodes];
    let mut queue: Vec<u32> = vec![];
    for group in events.chunk_by(|a, b| a.0 == b.0) {
        let r = group[0].0;
        for &(_, n) in group {
            queued[n as usize] = r;
            queue.push(n);
        }
        while let Some(x) = queue.pop() {
            for &y in df.get(x) {
                work.add(1).map_err(|_| too_complex(&work))?;
                if has_merge[y as usize] != r {
                    has_merge[y as usize] = r;
                    merge_pairs.push((y, r));
                    if queued[y as usize] != r {
                        queued[y as usize] = r;
                        queue.push(y);
                    }
                }
            }
        }
    }
    drop((events, has_merge, queued, queue, df));
    // Merge k is the k-th pair of `merges.items` (registers, listed by node).
    let merges = Lists::from_pairs(nodes, &merge_pairs);
    drop(merge_pairs);
    let merge_count = merges.items.len();

    // Children in the dominator tree.
    let mut child_pairs: Vec<(u32, u32)> = vec![];
    for &n in &rpo[1..] {
        child_pairs.push((idom[n as usize], n));
    }
    let children = Lists::from_pairs(nodes, &child_pairs);
    drop((child_pairs, idom, pred));

    let args = f.args.len() as u32;
    let resolve = |r: Reg, v: u32| -> u32 {
        if v == ON_ENTRY {
            if r < args {
                DEFINED
            } else {
                UNDEFINED
            }
        } else {
            v
        }
    };

    // Pass 1: what flows into each merge.
    let mut undefined_merge = vec![false; merge_count];
    let mut flows: Vec<(u32, u32)> = vec![]; // (operand merge, merge)
    walker
        .walk(&children, |w, n| {
            w.enter(n, &merges, f, begin_of, end_of, |_, _, _| {});
            for &s in succ.get(n) {
                let base = merges.start[s as usize];
                for (k, &r) in merges.get(s).iter().enumerate() {
                    let k = base + k as u32;
                    work.add(1).map_err(|_| ())?;
                    match resolve(r, w.cur[r as usize]) {
                        DEFINED => {}
                        UNDEFINED => undefined_merge[k as usize] = true,
                        m => flows.push((m - FIRST_MERGE, k)),
                    }
                }
            }
            Ok(())
        })
        .map_err(|_| too_complex(&work))?;
    // A merge that an undefined value reaches is undefined (the greatest fixpoint: merges start
    // defined, as the dataflow's blocks start with every register).
    let users = Lists::from_pairs(merge_count, &flows);
    drop(flows);
    let mut pending: Vec<u32> = (0..merge_count as u32)
        .filter(|&k| undefined_merge[k as usize])
        .collect();
    while let Some(k) = pending.pop() {
        for &u in users.get(k) {
            if !undefined_merge[u as usize] {
                undefined_merge[u as usize] = true;
                pending.push(u);
            }
        }
    }
    drop(users);

    // Pass 2: every read against the value that reaches it; the first failure in program order.
    let mut first: Option<(usize, Reg)> = None;
    walker
        .walk(&children, |w, n| {
            w.enter(n, &merges, f, begin_of, end_of, |cur, pc, r| {
                let bad = match resolve(r, cur[r as usize]) {
                    DEFINED => false,
                    UNDEFINED => true,
                    m => undefined_merge[(m - FIRST_MERGE) as usize],
                };
                if bad && first.is_none_or(|(at, _)| pc < at) {
                    first = Some((pc, r));
                }
            });
            Ok(())
        })
        .map_err(|_| too_complex(&work))?;
    match first {
        Some((pc, r)) => Err(format!(
            "@{} instruction {pc}: register {r} is read where some path has not defined it",
            f.name
        )),
        None => Ok(()),
    }
}

/// A walk of the dominator tree that keeps each register's current value, undoing a node's
/// changes when its subtree is done.
#[derive(Default)]
struct Walker {
    cur: Vec<u32>,
    undo: Vec<(Reg, u32)>,
}

impl Walker {
    fn unwind(&mut self, mark: usize) {
        while self.undo.len() > mark {
            if let Some((r, old)) = self.undo.pop() {
                self.cur[r as usize] = old;
            }
        }
    }

    /// Visits every node of the tree from the root (node 0) in pre-order, calling `visit` after
    /// the node's merges and instructions took effect (`enter` does that).
    fn walk(
        &mut self,
        children: &Lists,
        mut visit: impl FnMut(&mut Walker, u32) -> Result<(), ()>,
    ) -> Result<(), ()> {
        // (node, undo mark): a node to visit, or with a mark, a subtree to undo.
        let mut stack: Vec<(u32, usize)> = vec![(0, usize::MAX)];
        while let Some((n, mark)) = stack.pop() {
            if mark != usize::MAX {
                self.unwind(mark);
                continue;
            }
            let mark = self.undo.len();
            if visit(self, n).is_err() {
                self.unwind(0);
                return Err(());
            }
            stack.push((n, mark));
            stack.extend(children.get(n).iter().map(|&c| (c, usize::MAX)));
        }
        Ok(())
    }

    fn set(&mut self, r: Reg, v: u32) {
        self.undo.push((r, self.cur[r as usize]));
        self.cur[r as usize] = v;
    }

    /// The node's merges take effect, then its instructions in order; `read(cur, pc, r)` sees
    /// each register read before the instruction acts.
    fn enter(
        &mut self,
        n: u32,
        merges: &Lists,
        f: &FunctionDef,
        begin_of: impl Fn(u32) -> usize,
        end_of: impl Fn(u32) -> usize,
        mut read: impl FnMut(&[u32], usize, Reg),
    ) {
        let base = merges.start[n as usize];
        for (k, &r) in merges.get(n).iter().enumerate() {
            self.set(r, FIRST_MERGE + base + k as u32);
        }
        if n == 0 {
            return;
        }
        for pc in begin_of(n)..end_of(n) {
            let (reads, defs, drops) = reg_effects(&f.code[pc]);
            for r in reads {
                read(&self.cur, pc, r);
            }
            for r in drops {
                self.set(r, UNDEFINED);
            }
            for r in defs {
                self.set(r, DEFINED);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vm::bytecode::*;

    fn func(args: usize, num_regs: u32, code: Vec<Instr>) -> FunctionDef {
        let ty = TensorType {
            dtype: crate::host_tensor::ElemType::F32,
            shape: vec![],
        };
        FunctionDef {
            name: "f".into(),
            public: true,
            args: (0..args)
                .map(|_| ArgDef {
                    ty: ty.clone(),
                    output: None,
                    consume: false,
                    attrs: String::new(),
                })
                .collect(),
            results: vec![ResultDef {
                ty,
                attrs: String::new(),
            }],
            num_regs,
            plan: MemoryPlan::default(),
            locs: vec![String::new(); code.len()],
            code,
        }
    }

    fn check_defined(f: &FunctionDef) -> Result<(), String> {
        super::check_defined(f, &mut Registers::default())
    }

    #[test]
    fn a_register_defined_on_one_branch_only_is_rejected() {
        // 0: r0 = alloc; 1: if r0 is false goto 3; 2: r1 = alloc; 3: return r1
        let f = func(
            0,
            2,
            vec![
                Instr::Alloc { dst: 0, bytes: 4 },
                Instr::BranchFalse { cond: 0, target: 3 },
                Instr::Alloc { dst: 1, bytes: 4 },
                Instr::Return { regs: vec![1] },
            ],
        );
        let e = check_defined(&f).unwrap_err();
        assert!(e.contains("instruction 3: register 1"), "{e}");
        // Defined on both paths: accepted.
        let f = func(
            0,
            2,
            vec![
                Instr::Alloc { dst: 0, bytes: 4 },
                Instr::BranchFalse { cond: 0, target: 4 },
                Instr::Alloc { dst: 1, bytes: 4 },
                Instr::Jump { target: 5 },
                Instr::Alloc { dst: 1, bytes: 4 },
                Instr::Return { regs: vec![1] },
            ],
        );
        assert_eq!(check_defined(&f), Ok(()));
    }

    #[test]
    fn a_loop_that_drops_a_register_it_reads_next_time_is_rejected() {
        // 0: r0 = alloc; 1: r1 = alloc; 2: copy r0 -> r1; 3: dealloc r0;
        // 4: if r1 is false goto 6; 5: jump 2; 6: return r1
        let mut code = vec![
            Instr::Alloc { dst: 0, bytes: 4 },
            Instr::Alloc { dst: 1, bytes: 4 },
            Instr::Copy { dst: 1, src: 0 },
            Instr::Dealloc { reg: 0 },
            Instr::BranchFalse { cond: 1, target: 6 },
            Instr::Jump { target: 2 },
            Instr::Return { regs: vec![1] },
        ];
        let e = check_defined(&func(0, 2, code.clone())).unwrap_err();
        assert!(e.contains("instruction 2: register 0"), "{e}");
        // Without the dealloc in the loop it is fine.
        code[3] = Instr::Fill { dst: 1, byte: 0 };
        assert_eq!(check_defined(&func(0, 2, code)), Ok(()));
    }

    /// A ladder of blocks, each redefining its own register and branching to the next two: every
    /// later block merges every earlier register (quadratic merges). Rejected as too complex, in
    /// time proportional to the budget, where the dataflow took 20 s at 320 KB.
    #[test]
    fn a_ladder_of_redefinitions_is_too_complex() {
        let blocks = 20_000u32;
        let mut code: Vec<Instr> = (0..blocks).map(|r| Instr::Arena { dst: r }).collect();
        let base = blocks;
        for b in 0..blocks {
            code.push(Instr::Arena { dst: b });
            code.push(Instr::BranchFalse {
                cond: b,
                target: (base + 2 * b + 4).min(base + 2 * blocks),
            });
        }
        code.push(Instr::Fill { dst: 0, byte: 0 });
        code.push(Instr::Return { regs: vec![0] });
        let e = check_defined(&func(0, blocks, code)).unwrap_err();
        assert!(e.contains("too complex"), "{e}");
        assert!(e.starts_with("@f: control flow of 20001 blocks"), "{e}");
    }

    /// The must-be-defined dataflow the loader used before (a register set per block, iterated to
    /// a fixpoint): the oracle the analysis is compared with.
    fn dataflow(f: &FunctionDef) -> Result<(), String> {
        let len = f.code.len();
        let words = (f.num_regs as usize).div_ceil(64);
        let mut leader = vec![false; len];
        leader[0] = true;
        for (pc, ins) in f.code.iter().enumerate() {
            if matches!(
                ins,
                Instr::Jump { .. }
                    | Instr::BranchFalse { .. }
                    | Instr::Switch { .. }
                    | Instr::Return { .. }
            ) {
                for s in successors(ins, pc, len) {
                    leader[s] = true;
                }
                if pc + 1 < len {
                    leader[pc + 1] = true;
                }
            }
        }
        let starts: Vec<usize> = (0..len).filter(|&i| leader[i]).collect();
        let block_of: std::collections::HashMap<usize, usize> =
            starts.iter().enumerate().map(|(b, &s)| (s, b)).collect();
        let end_of = |b: usize| starts.get(b + 1).copied().unwrap_or(len);
        let set = |v: &mut [u64], r: Reg| v[r as usize / 64] |= 1 << (r % 64);
        let clear = |v: &mut [u64], r: Reg| v[r as usize / 64] &= !(1 << (r % 64));
        let has = |v: &[u64], r: Reg| v[r as usize / 64] & (1 << (r % 64)) != 0;
        let mut entry: Vec<Vec<u64>> = vec![vec![u64::MAX; words]; starts.len()];
        let mut reached = vec![false; starts.len()];
        let mut first = vec![0u64; words];
        for a in 0..f.args.len() {
            set(&mut first, a as Reg);
        }
        entry[0] = first;
        reached[0] = true;
        let mut work = vec![0usize];
        while let Some(b) = work.pop() {
            let mut cur = entry[b].clone();
            for pc in starts[b]..end_of(b) {
                let (_, defs, drops) = reg_effects(&f.code[pc]);
                for r in drops {
                    clear(&mut cur, r);
                }
                for r in defs {
                    set(&mut cur, r);
                }
            }
            let last = end_of(b) - 1;
            for s in successors(&f.code[last], last, len) {
                let t = block_of[&s];
                let before = entry[t].clone();
                let mut next: Vec<u64> = if reached[t] {
                    before.iter().zip(&cur).map(|(x, y)| x & y).collect()
                } else {
                    cur.clone()
                };
                if !reached[t] || next != before {
                    reached[t] = true;
                    std::mem::swap(&mut entry[t], &mut next);
                    work.push(t);
                }
            }
        }
        for (b, &start) in starts.iter().enumerate() {
            if !reached[b] {
                continue;
            }
            let mut cur = entry[b].clone();
            for pc in start..end_of(b) {
                let (reads, defs, drops) = reg_effects(&f.code[pc]);
                if let Some(r) = reads.iter().find(|&&r| !has(&cur, r)) {
                    return Err(format!(
                        "@{} instruction {pc}: register {r} is read where some path has not defined it",
                        f.name
                    ));
                }
                for r in drops {
                    clear(&mut cur, r);
                }
                for r in defs {
                    set(&mut cur, r);
                }
            }
        }
        Ok(())
    }

    /// Random functions of every control-flow shape (forward and backward jumps, branches,
    /// switches, loops into the entry, unreachable code) over a few registers with definitions,
    /// reads and deallocs: the analysis gives exactly the dataflow's answer, message included.
    #[test]
    fn agrees_with_the_dataflow_on_random_functions() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n.max(1)
        };
        let mut regs = Registers::default();
        let (mut accepted, mut rejected) = (0, 0);
        for case in 0..20_000 {
            let num_regs = 1 + next(6) as u32;
            let args = next(num_regs as u64 + 1) as usize;
            let len = 2 + next(24) as usize;
            let mut code = vec![];
            for _ in 0..len - 1 {
                let r = next(num_regs as u64) as u32;
                let s = next(num_regs as u64) as u32;
                let t = next(len as u64) as u32;
                code.push(match next(11) {
                    0 | 1 => Instr::Arena { dst: r },
                    2 => Instr::Fill { dst: r, byte: 0 },
                    3 => Instr::Copy { dst: r, src: s },
                    4 => Instr::Dealloc { reg: r },
                    5 => Instr::Jump { target: t },
                    6 | 7 => Instr::BranchFalse { cond: r, target: t },
                    8 => Instr::Switch {
                        index: r,
                        targets: (0..1 + next(3)).map(|_| next(len as u64) as u32).collect(),
                    },
                    9 => Instr::Call {
                        func: 0,
                        args: vec![r],
                        results: vec![s],
                    },
                    _ => Instr::Return { regs: vec![r] },
                });
            }
            code.push(Instr::Return {
                regs: vec![next(num_regs as u64) as u32],
            });
            let f = func(args, num_regs, code);
            let want = dataflow(&f);
            let got = super::check_defined(&f, &mut regs);
            assert_eq!(got, want, "case {case}: {:?}", f.code);
            if want.is_ok() {
                accepted += 1;
            } else {
                rejected += 1;
            }
        }
        // Both answers are common, so the comparison means something.
        assert!(
            accepted > 2_000 && rejected > 2_000,
            "{accepted} {rejected}"
        );
    }
}
