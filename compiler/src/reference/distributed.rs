//! Distributed execution in the reference interpreter: `interpreter.run_parallel` and the ops that
//! talk between processes, as StableHLO's own interpreter runs them (`InterpreterOps.cpp`
//! `evalRunParallelOp`, `ProcessGrid.cpp`).
//!
//! `run_parallel` runs one scoped thread per process of its grid, each with an [`Interpreter`] of
//! its own over the shared module, so the interpreter's `Rc`s stay on their thread; tensors cross
//! threads only as owned copies ([`Tensor`] is a plain element buffer). The processes meet in a
//! [`World`]:
//!
//! - a collective is a **rendezvous** of its process group, keyed by (the group's processes in
//!   group order, how many times this process met that group before), so that the n-th
//!   collective of a group on each of its processes meets the n-th on the others. Each process
//!   puts in its operands and takes every member's in group order; folds (all_reduce,
//!   reduce_scatter, collective_reduce) go left in group order, so every process computes the
//!   same bits.
//! - `send`/`recv` go through one FIFO per channel id (a send does not wait for its receiver).
//! - `infeed` pops from one queue the `infeed` functions filled; `outfeed` pushes onto one.
//!
//! A process that waits longer than the timeout (10 s by default,
//! [`Interpreter::with_collective_timeout`]) fails with an error naming the op and the processes
//! that never came; a process that waits for one that has already finished or failed fails at
//! once, saying so. Outside `run_parallel` the interpreter is the one process (0, 0) of the
//! module's grid, and a collective whose group holds another process is an error.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet, VecDeque};
use std::rc::Rc;
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use dialect::ir::Op;
use dialect::ops::OpKind;
use dialect::types::ElemType;
use dialect::views::{self, Collective, ProcessGrid, ProcessId};

use super::tensor::{Scalar, Tensor};
use super::{movement, Body, Env, EvalError, Interpreter};

/// How long a process waits at a rendezvous (or for a message) before it fails, by default.
pub const DEFAULT_COLLECTIVE_TIMEOUT: Duration = Duration::from_secs(10);

/// The most processes `run_parallel` starts (one thread each).
pub const MAX_PARALLEL_PROCESSES: u64 = 1024;

/// Where the processes of one `run_parallel` meet.
pub struct World {
    grid: ProcessGrid,
    timeout: Duration,
    state: Mutex<State>,
    changed: Condvar,
}

type Key = (Vec<ProcessId>, u64);

#[derive(Default)]
struct State {
    /// Open rendezvous: each member's contribution, and how many have not taken the result yet.
    meetings: HashMap<Key, Meeting>,
    /// `send`/`recv` queues by channel id.
    channels: HashMap<i64, VecDeque<Vec<Tensor>>>,
    infeed: VecDeque<Tensor>,
    outfeed: Vec<Vec<Tensor>>,
    /// Processes whose program returned (true when it failed).
    finished: HashMap<ProcessId, bool>,
}

struct Meeting {
    put: HashMap<ProcessId, Vec<Tensor>>,
    left: usize,
}

fn fmt_processes(ps: &[ProcessId]) -> String {
    ps.iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl World {
    /// A world of `grid`'s processes with the infeed queue `infeed`.
    pub fn new(grid: ProcessGrid, infeed: VecDeque<Tensor>, timeout: Duration) -> World {
        World {
            grid,
            timeout,
            state: Mutex::new(State {
                infeed,
                ..State::default()
            }),
            changed: Condvar::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic on another process's thread is reported by `run_parallel`; the state itself
        // stays consistent (every update is one statement under the lock).
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Marks `p` finished (failed or not) and wakes those who wait for it.
    pub fn finish(&self, p: ProcessId, failed: bool) {
        self.lock().finished.insert(p, failed);
        self.changed.notify_all();
    }

    /// The tensors every process has put on the outfeed, in the order they came.
    pub fn outfeed(&self) -> Vec<Vec<Tensor>> {
        self.lock().outfeed.clone()
    }

    /// Waits on the condition until `deadline`; `false` when it has passed.
    fn wait<'a>(
        &self,
        st: MutexGuard<'a, State>,
        deadline: Instant,
    ) -> Option<MutexGuard<'a, State>> {
        let now = Instant::now();
        if now >= deadline {
            return None;
        }
        let (st, _) = self
            .changed
            .wait_timeout(st, deadline - now)
            .unwrap_or_else(|p| p.into_inner());
        Some(st)
    }

    /// Puts `mine` in at the meeting `key` of `group` and returns every member's contribution in
    /// group order once all have come.
    fn meet(
        &self,
        what: &str,
        me: ProcessId,
        key: Key,
        mine: Vec<Tensor>,
    ) -> Result<Vec<Vec<Tensor>>, EvalError> {
        let group = key.0.clone();
        let deadline = Instant::now() + self.timeout;
        let mut st = self.lock();
        st.meetings
            .entry(key.clone())
            .or_insert_with(|| Meeting {
                put: HashMap::new(),
                left: group.len(),
            })
            .put
            .insert(me, mine);
        self.changed.notify_all();
        loop {
            let meeting = st
                .meetings
                .get_mut(&key)
                .ok_or_else(|| EvalError::Internal("a rendezvous closed early".into()))?;
            if meeting.put.len() == group.len() {
                let out = group
                    .iter()
                    .map(|p| meeting.put.get(p).cloned().unwrap_or_default())
                    .collect();
                meeting.left -= 1;
                if meeting.left == 0 {
                    st.meetings.remove(&key);
                }
                return Ok(out);
            }
            let missing: Vec<ProcessId> = group
                .iter()
                .filter(|p| !meeting.put.contains_key(p))
                .copied()
                .collect();
            let gone: Vec<ProcessId> = missing
                .iter()
                .filter(|p| st.finished.contains_key(p))
                .copied()
                .collect();
            if !gone.is_empty() {
                let msg = format!(
                    "`{what}` on process {me} waits for process(es) {} of its group [{}], which {} without coming",
                    fmt_processes(&gone),
                    fmt_processes(&group),
                    if gone.iter().any(|p| st.finished[p]) {
                        "failed"
                    } else {
                        "finished"
                    }
                );
                return Err(if gone.iter().any(|p| st.finished[p]) {
                    EvalError::PeerFailed(msg)
                } else {
                    EvalError::Distributed(msg)
                });
            }
            st = self.wait(st, deadline).ok_or_else(|| {
                EvalError::Distributed(format!(
                    "`{what}` on process {me} waited {:?} at a rendezvous of [{}]; process(es) {} never came",
                    self.timeout,
                    fmt_processes(&group),
                    fmt_processes(&missing)
                ))
            })?;
        }
    }

    fn send(&self, channel: i64, values: Vec<Tensor>) {
        self.lock()
            .channels
            .entry(channel)
            .or_default()
            .push_back(values);
        self.changed.notify_all();
    }

    fn recv(&self, what: &str, me: ProcessId, channel: i64) -> Result<Vec<Tensor>, EvalError> {
        let deadline = Instant::now() + self.timeout;
        let mut st = self.lock();
        loop {
            if let Some(v) = st.channels.get_mut(&channel).and_then(|q| q.pop_front()) {
                return Ok(v);
            }
            let others = self.grid.size() as usize - 1;
            if st.finished.keys().filter(|p| **p != me).count() == others {
                return Err(EvalError::Distributed(format!(
                    "`{what}` on process {me} waits on channel {channel}, but every other process has finished without sending on it"
                )));
            }
            st = self.wait(st, deadline).ok_or_else(|| {
                EvalError::Distributed(format!(
                    "`{what}` on process {me} waited {:?} for a message on channel {channel}; no process sent one",
                    self.timeout
                ))
            })?;
        }
    }
}

/// The process an interpreter runs as: where it is in the grid, the world it meets the others
/// in (none outside `run_parallel`), and how often it met each group.
pub(super) struct Process<'w> {
    pub(super) id: ProcessId,
    pub(super) grid: ProcessGrid,
    pub(super) world: Option<&'w World>,
    met: RefCell<HashMap<Vec<ProcessId>, u64>>,
}

impl<'w> Process<'w> {
    /// The process (0, 0) of `grid`, alone.
    pub(super) fn alone(grid: ProcessGrid) -> Process<'w> {
        Process {
            id: ProcessId {
                replica: 0,
                partition: 0,
            },
            grid,
            world: None,
            met: RefCell::new(HashMap::new()),
        }
    }

    fn member(id: ProcessId, world: &'w World) -> Process<'w> {
        Process {
            id,
            grid: world.grid,
            world: Some(world),
            met: RefCell::new(HashMap::new()),
        }
    }

    /// Exchanges `mine` with the other processes of `group` (which holds this one) and returns
    /// every member's values in group order.
    fn exchange(
        &self,
        what: &str,
        group: &[ProcessId],
        mine: Vec<Tensor>,
    ) -> Result<Vec<Vec<Tensor>>, EvalError> {
        if group == [self.id] {
            return Ok(vec![mine]);
        }
        let Some(world) = self.world else {
            return Err(EvalError::Distributed(format!(
                "`{what}` needs the processes [{}] of a {}x{} grid; the reference interpreter runs several processes only under `interpreter.run_parallel`",
                fmt_processes(group),
                self.grid.num_replicas,
                self.grid.num_partitions
            )));
        };
        let n = {
            let mut met = self.met.borrow_mut();
            let n = met.entry(group.to_vec()).or_insert(0);
            *n += 1;
            *n - 1
        };
        world.meet(what, self.id, (group.to_vec(), n), mine)
    }
}

fn copies(x: &[Rc<Tensor>]) -> Vec<Tensor> {
    x.iter().map(|t| (**t).clone()).collect()
}

fn zeros(shape: Vec<usize>, elem: ElemType) -> Tensor {
    let n = shape.iter().product();
    Scalar::to_tensor(shape, elem, &vec![Scalar::I(0); n])
}

fn rc(ts: Vec<Tensor>) -> Vec<Rc<Tensor>> {
    ts.into_iter().map(Rc::new).collect()
}

/// The `k`-th of `n` equal blocks of `t` along `dim`.
fn block(t: &Tensor, dim: usize, n: usize, k: usize) -> Tensor {
    let size = t.shape[dim] / n;
    let mut start = vec![0; t.shape.len()];
    let mut limit = t.shape.clone();
    start[dim] = k * size;
    limit[dim] = (k + 1) * size;
    movement::slice(t, &start, &limit, &vec![1; t.shape.len()])
}

impl<'m> Interpreter<'m> {
    /// The interpreter with another collective timeout (how long a process waits at a
    /// rendezvous or for a message before it fails; [`DEFAULT_COLLECTIVE_TIMEOUT`] unless set).
    pub fn with_collective_timeout(mut self, timeout: Duration) -> Interpreter<'m> {
        self.timeout = timeout;
        self
    }

    /// This process's group for `c` on its grid.
    fn my_group(&self, c: &Collective, what: &str) -> Result<Option<Vec<ProcessId>>, EvalError> {
        let p = &self.process;
        let groups = c
            .process_groups(p.grid)
            .map_err(|e| EvalError::Distributed(format!("`{what}`: {e}")))?;
        Ok(groups.into_iter().find(|g| g.contains(&p.id)))
    }

    fn group_or_err(&self, c: &Collective, what: &str) -> Result<Vec<ProcessId>, EvalError> {
        self.my_group(c, what)?.ok_or_else(|| {
            EvalError::Distributed(format!(
                "`{what}`: process {} is in none of the op's process groups ({})",
                self.process.id,
                c.strategy.name()
            ))
        })
    }

    /// `replica_id` and `partition_id`.
    pub(super) fn eval_process_id(&self, kind: OpKind) -> Vec<Rc<Tensor>> {
        let id = if kind == OpKind::ReplicaId {
            self.process.id.replica
        } else {
            self.process.id.partition
        };
        vec![Rc::new(Tensor::ints(
            vec![],
            ElemType::UI32,
            vec![id as i64],
        ))]
    }

    /// Every collective: its process group meets and each process computes its results from
    /// what the members put in.
    pub(super) fn eval_collective(
        &self,
        op: Op,
        kind: OpKind,
        x: &[Rc<Tensor>],
        env: &Env<'_>,
    ) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let m = self.m;
        let d = &m.ops[op];
        let what = kind.name();
        let view_err = |e: views::AttrError| EvalError::Internal(format!("`{what}`: {e}"));
        let c = Collective::read(m, op).map_err(view_err)?;
        let me = self.process.id;
        match kind {
            OpKind::AllReduce | OpKind::CollectiveReduce | OpKind::ReduceScatter => {
                let group = self.group_or_err(&c, what)?;
                let all = self.process_exchange(what, &group, copies(x))?;
                let elem = x[0].elem;
                let mut out = Vec::with_capacity(x.len());
                for i in 0..x.len() {
                    let parts: Vec<&Tensor> = all.iter().map(|p| &p[i]).collect();
                    out.push(self.fold(op, parts, elem, env)?);
                }
                match kind {
                    OpKind::AllReduce => Ok(rc(out)),
                    OpKind::CollectiveReduce if group[0] == me => Ok(rc(out)),
                    OpKind::CollectiveReduce => Ok(rc(out
                        .into_iter()
                        .map(|t| zeros(t.shape, t.elem))
                        .collect())),
                    _ => {
                        let dim =
                            views::CollectiveDims::read(m, op).map_err(view_err)?.dim as usize;
                        let k = group.iter().position(|p| *p == me).unwrap_or(0);
                        let t = &out[0];
                        if t.shape[dim] % group.len() != 0 {
                            return Err(EvalError::Distributed(format!(
                                "`{what}`: scatter dimension {dim} of size {} does not split among a group of {} processes",
                                t.shape[dim],
                                group.len()
                            )));
                        }
                        Ok(vec![Rc::new(block(t, dim, group.len(), k))])
                    }
                }
            }
            OpKind::AllGather => {
                let group = self.group_or_err(&c, what)?;
                let dim = views::CollectiveDims::read(m, op).map_err(view_err)?.dim as usize;
                let all = self.process_exchange(what, &group, copies(x))?;
                let mut out = Vec::with_capacity(x.len());
                for i in 0..x.len() {
                    let parts: Vec<&Tensor> = all.iter().map(|p| &p[i]).collect();
                    out.push(movement::concatenate(&parts, dim)?);
                }
                Ok(rc(out))
            }
            OpKind::AllToAll => {
                let group = self.group_or_err(&c, what)?;
                let v = views::CollectiveDims::read(m, op).map_err(view_err)?;
                let (split, concat) = (v.dim as usize, v.concat_dim as usize);
                let n = group.len();
                if n as i64 != v.split_count {
                    return Err(EvalError::Distributed(format!(
                        "`{what}`: process {me}'s group has {n} processes but split_count is {}",
                        v.split_count
                    )));
                }
                let all = self.process_exchange(what, &group, copies(x))?;
                let k = group.iter().position(|p| *p == me).unwrap_or(0);
                let mut out = Vec::with_capacity(x.len());
                for i in 0..x.len() {
                    let parts: Vec<Tensor> =
                        all.iter().map(|p| block(&p[i], split, n, k)).collect();
                    let refs: Vec<&Tensor> = parts.iter().collect();
                    out.push(movement::concatenate(&refs, concat)?);
                }
                Ok(rc(out))
            }
            OpKind::CollectiveBroadcast => {
                let dynamic_root = views::broadcast_has_dynamic_root(m, op).map_err(view_err)?;
                let n = d.results.len();
                let Some(group) = self.my_group(&c, what)? else {
                    return Ok(rc(x[..n]
                        .iter()
                        .map(|t| zeros(t.shape.clone(), t.elem))
                        .collect()));
                };
                let all = self.process_exchange(what, &group, copies(&x[..n]))?;
                let root = |i: usize| -> Result<usize, EvalError> {
                    if !dynamic_root {
                        return Ok(0);
                    }
                    let r = x[n].get_i(i);
                    if r < 0 || r as usize >= group.len() {
                        return Err(EvalError::Distributed(format!(
                            "`{what}`: root {r} of result {i} is not an index into process {me}'s group of {} processes",
                            group.len()
                        )));
                    }
                    Ok(r as usize)
                };
                let roots = (0..n).map(root).collect::<Result<Vec<_>, _>>()?;
                Ok(rc(roots
                    .into_iter()
                    .enumerate()
                    .map(|(i, r)| all[r][i].clone())
                    .collect()))
            }
            OpKind::CollectivePermute => {
                let p = &self.process;
                let by_partition = c.channel_id > 0;
                let pid = |i: i64| {
                    if by_partition {
                        ProcessId {
                            replica: me.replica,
                            partition: i as u32,
                        }
                    } else {
                        ProcessId {
                            replica: i as u32,
                            partition: me.partition,
                        }
                    }
                };
                let limit = if by_partition {
                    p.grid.num_partitions
                } else {
                    p.grid.num_replicas
                } as i64;
                if let Some(bad) = c.ids().find(|&i| i < 0 || i >= limit) {
                    return Err(EvalError::Distributed(format!(
                        "`{what}`: id {bad} in source_target_pairs is out of range for the {}x{} process grid",
                        p.grid.num_replicas, p.grid.num_partitions
                    )));
                }
                // Everyone a pair names meets (in sorted order); the others get zeros at once.
                let named: Vec<ProcessId> = {
                    let mut s: Vec<ProcessId> = c
                        .ids()
                        .map(pid)
                        .collect::<HashSet<_>>()
                        .into_iter()
                        .collect();
                    s.sort();
                    s
                };
                let zero = || zeros(x[0].shape.clone(), x[0].elem);
                if !named.contains(&me) {
                    return Ok(vec![Rc::new(zero())]);
                }
                let all = self.process_exchange(what, &named, copies(x))?;
                let source = c.groups.iter().find(|pair| pid(pair[1]) == me);
                Ok(vec![Rc::new(match source {
                    Some(pair) => {
                        let k = named.iter().position(|q| *q == pid(pair[0])).unwrap_or(0);
                        all[k][0].clone()
                    }
                    None => zero(),
                })])
            }
            _ => Err(EvalError::Internal(format!("`{what}` is not a collective"))),
        }
    }

    fn process_exchange(
        &self,
        what: &str,
        group: &[ProcessId],
        mine: Vec<Tensor>,
    ) -> Result<Vec<Vec<Tensor>>, EvalError> {
        self.process.exchange(what, group, mine)
    }

    /// Folds `parts` (one per group member, in group order) element by element with the op's
    /// body, left to right.
    fn fold(
        &self,
        op: Op,
        parts: Vec<&Tensor>,
        elem: ElemType,
        env: &Env<'_>,
    ) -> Result<Tensor, EvalError> {
        let region = self.m.ops[op]
            .regions
            .first()
            .copied()
            .ok_or_else(|| EvalError::Internal("a reduction without a body".into()))?;
        let mut body = self.region_body(region, vec![elem], env);
        let first = parts[0];
        let mut acc: Vec<Scalar> = (0..first.len()).map(|i| Scalar::at(first, i)).collect();
        for t in &parts[1..] {
            for (i, a) in acc.iter_mut().enumerate() {
                *a = body.apply(std::slice::from_ref(a), &[Scalar::at(t, i)])?[0];
            }
        }
        Ok(Scalar::to_tensor(first.shape.clone(), elem, &acc))
    }

    /// `send`, `recv`, `infeed` and `outfeed` (their tokens are empty tensors).
    pub(super) fn eval_transfer(
        &self,
        op: Op,
        kind: OpKind,
        x: &[Rc<Tensor>],
    ) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let m = self.m;
        let d = &m.ops[op];
        let what = kind.name();
        let me = self.process.id;
        let token = || Rc::new(super::token());
        let alone = || {
            EvalError::Distributed(format!(
                "`{what}` talks to other processes or the host; the reference interpreter runs it only under `interpreter.run_parallel`"
            ))
        };
        let world = self.process.world.ok_or_else(alone)?;
        let data_in = &x[..x.len().saturating_sub(1)];
        match kind {
            OpKind::Send | OpKind::Recv => {
                let c = Collective::read(m, op)
                    .map_err(|e| EvalError::Internal(format!("`{what}`: {e}")))?;
                if kind == OpKind::Send {
                    world.send(c.channel_id, copies(data_in));
                    return Ok(vec![token()]);
                }
                let got = world.recv(what, me, c.channel_id)?;
                let n = d.results.len() - 1;
                if got.len() != n {
                    return Err(EvalError::Distributed(format!(
                        "`{what}` on process {me} expects {n} tensor(s) on channel {}, but {} were sent",
                        c.channel_id,
                        got.len()
                    )));
                }
                let mut out = rc(got);
                out.push(token());
                Ok(out)
            }
            OpKind::Infeed => {
                let n = d.results.len() - 1;
                let mut st = world.lock();
                let mut out = Vec::with_capacity(n + 1);
                for _ in 0..n {
                    let t = st.infeed.pop_front().ok_or_else(|| {
                        EvalError::Distributed(format!(
                            "`{what}` on process {me}: the infeed queue is empty (fill it with `run_parallel`'s `infeed` functions)"
                        ))
                    })?;
                    out.push(Rc::new(t));
                }
                out.push(token());
                Ok(out)
            }
            OpKind::Outfeed => {
                world.lock().outfeed.push(copies(data_in));
                Ok(vec![token()])
            }
            _ => Err(EvalError::Internal(format!("`{what}` is not a transfer"))),
        }
    }

    /// `interpreter.run_parallel`: one thread per program, each process on its share of the
    /// operands; the results are each process's in turn.
    pub(super) fn eval_run_parallel(
        &self,
        op: Op,
        x: &[Rc<Tensor>],
    ) -> Result<Vec<Rc<Tensor>>, EvalError> {
        let m = self.m;
        if self.process.world.is_some() {
            return Err(EvalError::Distributed(
                "`interpreter.run_parallel` inside a process of another run_parallel is not supported".into(),
            ));
        }
        let v = views::RunParallel::read(m, op)
            .map_err(|e| EvalError::Internal(format!("`interpreter.run_parallel`: {e}")))?;
        let grid = v.grid();
        if grid.size() > MAX_PARALLEL_PROCESSES {
            return Err(EvalError::Unsupported(format!(
                "`interpreter.run_parallel` of {} processes: the reference interpreter runs at most {MAX_PARALLEL_PROCESSES}",
                grid.size()
            )));
        }
        let mut infeed = VecDeque::new();
        for f in &v.infeed {
            infeed.extend(self.call(f, vec![])?);
        }
        let processes = grid.processes();
        let mut jobs: Vec<(ProcessId, &str, Vec<Tensor>)> = Vec::with_capacity(processes.len());
        let mut at = 0;
        for p in &processes {
            let name = &v.programs[p.replica as usize][p.partition as usize];
            let n = self.signature(name)?.inputs.len();
            let args = x.get(at..at + n).ok_or_else(|| {
                EvalError::Argument(format!(
                    "`interpreter.run_parallel` has {} operand(s), too few for its programs",
                    x.len()
                ))
            })?;
            jobs.push((*p, name.as_str(), copies(args)));
            at += n;
        }
        let outs = run_processes(self, grid, jobs, infeed)?;
        Ok(outs.into_iter().flatten().map(Rc::new).collect())
    }
}

impl<'m> Interpreter<'m> {
    /// Runs function `name` of a per-process program (what `localize-manual` makes) as every
    /// process of the module's grid, one thread each, as `run_parallel` does: each process takes
    /// its block of every argument marked `dist.shard` and the whole of the others, from the
    /// global `args`. Returns each process's results, in the order of flattened ids.
    pub fn call_per_process(
        &self,
        name: &str,
        args: Vec<Tensor>,
    ) -> Result<Vec<Vec<Tensor>>, EvalError> {
        let m = self.m;
        let grid = self.process.grid;
        let f = m
            .lookup_function(name)
            .ok_or_else(|| EvalError::NoFunction(format!("no function `@{name}` in the module")))?;
        let place = views::Placement::read(m, f)
            .map_err(|e| EvalError::Argument(format!("@{name}: {e}")))?;
        if !place.mesh.is_empty() && place.size() != grid.size() {
            return Err(EvalError::Argument(format!(
                "@{name}: the mesh has {} devices but the module's grid {} processes",
                place.size(),
                grid.size()
            )));
        }
        if grid.size() > MAX_PARALLEL_PROCESSES {
            return Err(EvalError::Unsupported(format!(
                "{} processes: the reference interpreter runs at most {MAX_PARALLEL_PROCESSES}",
                grid.size()
            )));
        }
        if args.len() != place.args.len() {
            return Err(EvalError::Argument(format!(
                "@{name} takes {} argument(s), {} given",
                place.args.len(),
                args.len()
            )));
        }
        let name = m.func_name(f).unwrap_or(name);
        let mut jobs = Vec::new();
        for p in grid.processes() {
            let flat = grid.flat(p);
            let mut mine = Vec::with_capacity(args.len());
            for (i, (a, s)) in args.iter().zip(&place.args).enumerate() {
                match *s {
                    None => mine.push(a.clone()),
                    Some(s) => {
                        let (k, n) = place.block(s, flat);
                        let (k, n) = (k as usize, n as usize);
                        if s.dim >= a.shape.len() || a.shape[s.dim] % n != 0 {
                            return Err(EvalError::Argument(format!(
                                "argument {i} of @{name} (shape {:?}) does not split in dimension {} into {n} blocks",
                                a.shape, s.dim
                            )));
                        }
                        mine.push(block(a, s.dim, n, k));
                    }
                }
            }
            jobs.push((p, name, mine));
        }
        run_processes(self, grid, jobs, VecDeque::new())
    }
}

/// Runs each job (a process, the function it runs and its arguments) on a scoped thread of its
/// own, each with its own [`Interpreter`] over the module of `parent` (with its collective
/// timeout, observer and source), meeting in one [`World`] of `grid`; returns each process's
/// results in job order, or the error that caused the others.
fn run_processes<'m>(
    parent: &Interpreter<'m>,
    grid: ProcessGrid,
    jobs: Vec<(ProcessId, &'m str, Vec<Tensor>)>,
    infeed: VecDeque<Tensor>,
) -> Result<Vec<Vec<Tensor>>, EvalError> {
    let (m, timeout, source) = (parent.m, parent.timeout, parent.source);
    let observer = &parent.observer;
    let processes: Vec<ProcessId> = jobs.iter().map(|j| j.0).collect();
    let world = World::new(grid, infeed, timeout);
    let outcomes: Vec<Result<Vec<Tensor>, EvalError>> = std::thread::scope(|s| {
        let world = &world;
        let handles: Vec<_> = jobs
            .into_iter()
            .map(|(p, name, args)| {
                let run = move || {
                    let interp = Interpreter {
                        m,
                        depth: std::cell::Cell::new(0),
                        process: Process::member(p, world),
                        timeout,
                        globals: Default::default(),
                        observer: observer.clone(),
                        source,
                    };
                    let r = interp.call(name, args);
                    world.finish(p, r.is_err());
                    r
                };
                std::thread::Builder::new()
                    .name(format!("process {p}"))
                    .stack_size(64 << 20)
                    .spawn_scoped(s, run)
                    .map_err(|e| (p, e))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| match h {
                Ok(h) => h.join().unwrap_or_else(|_| {
                    Err(EvalError::Internal("a process's thread panicked".into()))
                }),
                Err((p, e)) => {
                    world.finish(p, true);
                    Err(EvalError::Unsupported(format!(
                        "cannot start a thread for process {p}: {e}"
                    )))
                }
            })
            .collect()
    });
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for (p, r) in processes.iter().zip(outcomes) {
        match r {
            Ok(ts) => out.push(ts),
            Err(e) => errors.push((*p, e)),
        }
    }
    // The first error that is not a consequence of another process's (waiting for one that
    // failed) is the cause.
    let cause = errors
        .iter()
        .position(|(_, e)| !matches!(e.inner(), EvalError::PeerFailed(_)))
        .unwrap_or(0);
    if let Some((p, e)) = errors.into_iter().nth(cause) {
        let span = e.span();
        let e = match e.inner() {
            EvalError::Distributed(_) | EvalError::PeerFailed(_) => e.clone(),
            inner => wrap_process(inner, p),
        };
        return Err(match span {
            Some(s) => e.at(s),
            None => e,
        });
    }
    Ok(out)
}

/// The error of process `p`, its message saying which process it was.
fn wrap_process(e: &EvalError, p: ProcessId) -> EvalError {
    let msg = format!("process {p}: {e}");
    match e {
        EvalError::Unsupported(_) => EvalError::Unsupported(msg),
        EvalError::NotSupportedYet(_) => EvalError::NotSupportedYet(msg),
        EvalError::Check(_) => EvalError::Check(msg),
        EvalError::Argument(_) => EvalError::Argument(msg),
        EvalError::NoFunction(_) => EvalError::NoFunction(msg),
        EvalError::TooDeep(_) => EvalError::TooDeep(msg),
        EvalError::Internal(_) => EvalError::Internal(msg),
        EvalError::Distributed(_) => EvalError::Distributed(msg),
        EvalError::PeerFailed(_) => EvalError::PeerFailed(msg),
        EvalError::At(_, inner) => wrap_process(inner, p),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(text: &str) -> dialect::ir::Module {
        let (m, diags) = dialect::parser::parse(text);
        let m = m.unwrap_or_else(|| panic!("{diags:?}"));
        let errs = dialect::verifier::verify(&m);
        assert!(errs.is_empty(), "{errs:?}");
        m
    }

    const ADD: &str = r#"({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.add %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    })"#;

    /// Three processes each wait for the next one in a different group, a cycle: every
    /// rendezvous times out, and the error names the op, the group and the process that never
    /// came. A 200 ms timeout keeps the test short; it ends well before the default 10 s.
    #[test]
    fn a_rendezvous_that_never_completes_times_out_naming_the_missing_process() {
        let f = |name: &str, groups: &str| {
            format!(
                r#"func.func @{name}(%x: tensor<i64>) -> tensor<i64> {{
  %r = "stablehlo.all_reduce"(%x) {ADD} {{replica_groups = dense<{groups}> : tensor<2x2xi64>}} : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}}
"#
            )
        };
        let text = format!(
            "{}{}{}func.func @main(%x: tensor<i64>) -> (tensor<i64>, tensor<i64>, tensor<i64>) {{
  %o:3 = \"interpreter.run_parallel\"(%x, %x, %x) {{programs = [[@a], [@b], [@c]]}} : (tensor<i64>, tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>, tensor<i64>)
  return %o#0, %o#1, %o#2 : tensor<i64>, tensor<i64>, tensor<i64>
}}
",
            f("a", "[[0, 1], [2, -1]]"),
            f("b", "[[1, 2], [0, -1]]"),
            f("c", "[[2, 0], [1, -1]]"),
        );
        let m = module(&text);
        let start = Instant::now();
        let x = Tensor::ints(vec![], ElemType::I64, vec![1]);
        let err = Interpreter::new(&m)
            .with_collective_timeout(Duration::from_millis(200))
            .call("main", vec![x])
            .unwrap_err();
        let took = start.elapsed();
        assert!(took < Duration::from_secs(5), "took {took:?}");
        // Each process waits for the next around the cycle; whichever times out first is the
        // cause (the others then see it fail), so any of the three is the right answer.
        let msg = err.to_string();
        let expected = [
            "on process (0, 0) waited 200ms at a rendezvous of [(0, 0), (1, 0)]; process(es) (1, 0) never came",
            "on process (1, 0) waited 200ms at a rendezvous of [(1, 0), (2, 0)]; process(es) (2, 0) never came",
            "on process (2, 0) waited 200ms at a rendezvous of [(2, 0), (0, 0)]; process(es) (0, 0) never came",
        ];
        assert!(msg.starts_with("`stablehlo.all_reduce` "), "{msg}");
        assert!(expected.iter().any(|e| msg.contains(e)), "{msg}");
        assert_eq!(err.code(), dialect::diag::EVALUATION_ERROR);
    }

    /// A process that waits for one that finished without coming fails at once (no timeout).
    #[test]
    fn waiting_for_a_finished_process_fails_at_once() {
        let text = format!(
            r#"func.func @joins(%x: tensor<i64>) -> tensor<i64> {{
  %r = "stablehlo.all_reduce"(%x) {ADD} {{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}} : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}}
func.func @skips(%x: tensor<i64>) -> tensor<i64> {{
  return %x : tensor<i64>
}}
func.func @main(%x: tensor<i64>) -> (tensor<i64>, tensor<i64>) {{
  %o:2 = "interpreter.run_parallel"(%x, %x) {{programs = [[@joins], [@skips]]}} : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  return %o#0, %o#1 : tensor<i64>, tensor<i64>
}}
"#
        );
        let m = module(&text);
        let x = Tensor::ints(vec![], ElemType::I64, vec![1]);
        let start = Instant::now();
        let err = Interpreter::new(&m)
            .with_collective_timeout(Duration::from_secs(60))
            .call("main", vec![x])
            .unwrap_err();
        assert!(start.elapsed() < Duration::from_secs(30));
        let msg = err.to_string();
        assert!(
            msg.contains("waits for process(es) (1, 0) of its group [(0, 0), (1, 0)], which finished without coming"),
            "{msg}"
        );
    }

    /// Outside run_parallel the interpreter is process (0, 0) alone: a group of itself works, a
    /// group with another process is an error saying how to run it.
    #[test]
    fn alone_a_process_meets_only_itself() {
        let text = format!(
            r#"func.func @self(%x: tensor<i64>) -> tensor<i64> {{
  %r = "stablehlo.all_reduce"(%x) {ADD} {{replica_groups = dense<[[0]]> : tensor<1x1xi64>}} : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}}
func.func @two(%x: tensor<i64>) -> tensor<i64> {{
  %r = "stablehlo.all_reduce"(%x) {ADD} {{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}} : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}}
"#
        );
        let m = module(&text);
        let x = || Tensor::ints(vec![], ElemType::I64, vec![7]);
        let i = Interpreter::new(&m);
        assert_eq!(i.call("self", vec![x()]).unwrap(), vec![x()]);
        let msg = i.call("two", vec![x()]).unwrap_err().to_string();
        assert!(
            msg.contains("out of range: the 1x1 process grid has 1 replica ids"),
            "{msg}"
        );
    }
}
