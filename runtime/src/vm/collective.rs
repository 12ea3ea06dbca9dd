//! Collectives in the VM: the checks of the `.vmfb` grid section and of the [`Instr::Collective`]
//! and [`Instr::Parallel`] instructions at load, the channels one process runs a module's
//! collectives on ([`Comm`]), and what each collective does to device buffers around the
//! [`Channel`] call (the channel moves outermost blocks; an `all_gather`, `reduce_scatter` or
//! `all_to_all` along another dimension is rearranged here, before and after).
//!
//! A module's group tables are split from the world channel once per [`Comm`], all of them in
//! table order, so every process makes the same splits in the same order whatever its program
//! (the processes of one `interpreter.run_parallel` may run different functions).
//!
//! [`Instr::Collective`]: super::bytecode::Instr::Collective
//! [`Instr::Parallel`]: super::bytecode::Instr::Parallel

use crate::hal::channel::{Channel, GroupTable, SelfChannel};
use crate::hal::PooledAllocator;

use super::bytecode::*;
use super::VmError;

/// The most processes of a grid (a module's or a `Parallel`'s) and of a group table's world.
pub const MAX_PROCESSES: u32 = 1 << 16;

/// The most processes one `Parallel` starts (a thread each).
pub const MAX_PARALLEL: u32 = 1024;

/// The checks of a module's placement section: after a grid section, a mesh of axes of 1 or
/// more processes whose product is the grid's size; functions named once each, in increasing
/// order, that exist; one mark (or none) per argument and result, each naming a dimension of the
/// value and an axis of the mesh.
pub fn validate_placement(
    p: &PlacementDef,
    grid: Option<&GridDef>,
    functions: &[FunctionDef],
) -> Result<(), String> {
    let Some(g) = grid else {
        return Err("placement section: the module has no grid section".into());
    };
    let grid_size = (g.replicas as u64) * (g.partitions as u64);
    let mesh_size = p.mesh.iter().try_fold(
        1u64,
        |acc, &n| if n == 0 { None } else { acc.checked_mul(n) },
    );
    if p.mesh.is_empty() || mesh_size != Some(grid_size) {
        return Err(format!(
            "placement section: a mesh of axis sizes {:?} for a grid of {grid_size} processes (axes of 1 or more processes whose product is the grid's size)",
            p.mesh
        ));
    }
    let mut last: Option<u32> = None;
    for fp in &p.functions {
        if last.is_some_and(|l| fp.function <= l) {
            return Err(format!(
                "placement section: function {} is out of order or named twice",
                fp.function
            ));
        }
        last = Some(fp.function);
        let f = functions.get(fp.function as usize).ok_or_else(|| {
            format!(
                "placement section: function {} of {}",
                fp.function,
                functions.len()
            )
        })?;
        let check = |what: &str, marks: &[Option<ShardDef>], types: Vec<&TensorType>| {
            if marks.len() != types.len() {
                return Err(format!(
                    "placement section: @{} has {} {what}s, the section marks {}",
                    f.name,
                    types.len(),
                    marks.len()
                ));
            }
            for (i, (m, t)) in marks.iter().zip(types).enumerate() {
                if let Some(s) = m {
                    if s.dim as usize >= t.shape.len() || s.axis as usize >= p.mesh.len() {
                        return Err(format!(
                            "placement section: @{} {what} {i} ({}) is split in dimension {} along mesh axis {} (the mesh has {} axes)",
                            f.name,
                            t.to_mlir(),
                            s.dim,
                            s.axis,
                            p.mesh.len()
                        ));
                    }
                }
            }
            Ok(())
        };
        check("argument", &fp.args, f.args.iter().map(|a| &a.ty).collect())?;
        check(
            "result",
            &fp.results,
            f.results.iter().map(|r| &r.ty).collect(),
        )?;
    }
    Ok(())
}

/// The checks of a module's grid section: a grid of 1 to [`MAX_PROCESSES`] processes; each
/// group table over 1 to [`MAX_PROCESSES`] processes, its rows of one length (ragged groups padded
/// with -1 at their ends), every rank in its world and in at most one group.
pub fn validate_grid(g: &GridDef) -> Result<(), String> {
    let size = (g.replicas as u64) * (g.partitions as u64);
    if g.replicas == 0 || g.partitions == 0 || size > MAX_PROCESSES as u64 {
        return Err(format!(
            "grid section: a {}x{} process grid (1 to {MAX_PROCESSES} processes)",
            g.replicas, g.partitions
        ));
    }
    for (i, t) in g.groups.iter().enumerate() {
        if t.world == 0 || t.world > MAX_PROCESSES {
            return Err(format!(
                "grid section: group table {i} is over {} processes (1 to {MAX_PROCESSES})",
                t.world
            ));
        }
        let width = t.rows.first().map_or(0, Vec::len);
        if t.rows.len() > t.world as usize || width > t.world as usize {
            return Err(format!(
                "grid section: group table {i} has {} rows of {width} over {} processes",
                t.rows.len(),
                t.world
            ));
        }
        if t.rows.iter().any(|r| r.len() != width) {
            return Err(format!(
                "grid section: group table {i}: rows of different lengths (ragged groups are padded with -1 to one length)"
            ));
        }
        GroupTable::new(&t.rows, t.world as usize)
            .map_err(|e| format!("grid section: group table {i}: {}", e.message))?;
    }
    Ok(())
}

/// The sizes of the groups of a table (its rows without their padding).
fn group_sizes(t: &GroupTableDef) -> impl Iterator<Item = u64> + '_ {
    t.rows
        .iter()
        .map(|r| r.iter().filter(|&&i| i != -1).count() as u64)
        .filter(|&n| n > 0)
}

/// The checks of a [`CollectiveDef`] at load: its group table exists, its operands, results and
/// types agree in number, each type is stored by the VM and bounded, a reducing kind has an op
/// whose result is its type, the dimensions are inside the shapes and split evenly among every
/// group, and only a permute has pairs, each inside the table's rows.
pub fn validate(c: &CollectiveDef, grid: Option<&GridDef>) -> Result<(), String> {
    let what = c.kind.name();
    let table = grid
        .and_then(|g| g.groups.get(c.group as usize))
        .ok_or_else(|| format!("{what}: group table {} is not in the grid section", c.group))?;
    let n = c.types.len();
    if n == 0 || c.operands.len() != n || c.results.len() != n {
        return Err(format!(
            "{what}: {} types, {} operands and {} results (one or more of each, as many)",
            n,
            c.operands.len(),
            c.results.len()
        ));
    }
    match (c.kind.reduces(), c.op) {
        (true, None) => return Err(format!("{what} without a reduction")),
        (false, Some(_)) => return Err(format!("{what} with a reduction")),
        (true, Some(_)) | (false, None) => {}
    }
    let dims = matches!(
        c.kind,
        CollectiveKind::AllGather | CollectiveKind::AllToAll | CollectiveKind::ReduceScatter
    );
    if !dims && (c.dim != 0 || c.concat_dim != 0) {
        return Err(format!("{what} with dimensions"));
    }
    if c.kind != CollectiveKind::AllToAll && c.concat_dim != c.dim && dims {
        return Err(format!("{what} with a concat dimension"));
    }
    for ty in &c.types {
        let elems = ty.shape.iter().try_fold(1u64, |a, &d| a.checked_mul(d));
        if ty.shape.len() > 16
            || elems
                .and_then(|e| e.checked_mul(ty.dtype.byte_size() as u64))
                .and_then(|b| b.checked_mul(table.world as u64))
                .is_none_or(|b| b > 1 << 40)
            || !crate::kernel::storage::supported(ty.dtype)
        {
            return Err(format!("{what} of {}", ty.to_mlir()));
        }
        if let Some(op) = c.op {
            if op.result_type(ty.dtype) != Some(ty.dtype) {
                return Err(format!(
                    "{what} by {} on {}: the op's result is not of the operand's type",
                    op.name(),
                    ty.dtype
                ));
            }
        }
        if dims {
            let rank = ty.shape.len() as u32;
            if c.dim >= rank || c.concat_dim >= rank {
                return Err(format!(
                    "{what}: dimension {} or {} outside {}",
                    c.dim,
                    c.concat_dim,
                    ty.to_mlir()
                ));
            }
            if matches!(
                c.kind,
                CollectiveKind::AllToAll | CollectiveKind::ReduceScatter
            ) {
                let d = ty.shape[c.dim as usize];
                if let Some(g) = group_sizes(table).find(|&g| d % g != 0) {
                    return Err(format!(
                        "{what}: dimension {} of {} does not split among a group of {g}",
                        c.dim,
                        ty.to_mlir()
                    ));
                }
            }
        }
    }
    if let Some((_, t)) = c.root {
        if c.kind != CollectiveKind::CollectiveBroadcast
            || t.domain() != element::Domain::Int
            || t == crate::host_tensor::ElemType::I1
        {
            return Err(format!("{what} with a dynamic root of {t}"));
        }
    }
    if c.kind == CollectiveKind::CollectivePermute {
        let width = table.rows.first().map_or(0, Vec::len) as u32;
        if let Some(p) = c.pairs.iter().find(|p| p.0 >= width || p.1 >= width) {
            return Err(format!(
                "{what}: pair ({}, {}) is outside the groups of {width}",
                p.0, p.1
            ));
        }
    } else if !c.pairs.is_empty() {
        return Err(format!("{what} with source-target pairs"));
    }
    Ok(())
}

/// The checks of a [`ParallelDef`] at load: a grid of 1 to [`MAX_PARALLEL`] processes, one
/// program each, every program a function of the module, and the arguments and results the
/// programs take and give in all.
pub fn validate_parallel(p: &ParallelDef, functions: &[FunctionDef]) -> Result<(), String> {
    let size = p.replicas as u64 * p.partitions as u64;
    if p.replicas == 0 || p.partitions == 0 || size > MAX_PARALLEL as u64 {
        return Err(format!(
            "parallel over a {}x{} grid (1 to {MAX_PARALLEL} processes)",
            p.replicas, p.partitions
        ));
    }
    if p.programs.len() as u64 != size {
        return Err(format!(
            "parallel over {size} processes names {} programs",
            p.programs.len()
        ));
    }
    let (mut args, mut results) = (0usize, 0usize);
    for &g in &p.programs {
        let f = functions
            .get(g as usize)
            .ok_or_else(|| "parallel: a program out of range".to_string())?;
        args += f.args.len();
        results += f.results.len();
    }
    if args != p.args.len() || results != p.results.len() {
        return Err(format!(
            "parallel: the programs take {args} arguments and give {results} results, the instruction has {} and {}",
            p.args.len(),
            p.results.len()
        ));
    }
    Ok(())
}

/// The checks of a [`TransferDef`] at load: one register per type, each type stored by the VM and
/// bounded, a channel id only on a send or recv.
pub fn validate_transfer(t: &TransferDef) -> Result<(), String> {
    let what = t.kind.name();
    if t.types.len() != t.regs.len() {
        return Err(format!(
            "{what}: {} types and {} registers",
            t.types.len(),
            t.regs.len()
        ));
    }
    if matches!(t.kind, TransferKind::Infeed | TransferKind::Outfeed) && t.channel != 0 {
        return Err(format!("{what} with a channel id"));
    }
    for ty in &t.types {
        let elems = ty.shape.iter().try_fold(1u64, |a, &d| a.checked_mul(d));
        if ty.shape.len() > 16
            || elems
                .and_then(|e| e.checked_mul(ty.dtype.byte_size() as u64))
                .is_none_or(|b| b > 1 << 40)
            || !crate::kernel::storage::supported(ty.dtype)
        {
            return Err(format!("{what} of {}", ty.to_mlir()));
        }
    }
    Ok(())
}

/// `irvm dump`'s line of a transfer.
pub fn dump_transfer(t: &TransferDef) -> String {
    let types = t
        .types
        .iter()
        .map(TensorType::to_mlir)
        .collect::<Vec<_>>()
        .join(", ");
    let channel = match t.kind {
        TransferKind::Send | TransferKind::Recv => format!(" channel {}", t.channel),
        TransferKind::Infeed | TransferKind::Outfeed => String::new(),
    };
    if t.kind.receives() {
        format!(
            "{} = {}{channel} : {types}",
            super::dump::regs(&t.regs),
            t.kind.name()
        )
    } else {
        format!(
            "{}{channel}({}) : {types}",
            t.kind.name(),
            super::dump::regs(&t.regs)
        )
    }
}

/// How long a `recv` waits for a message (as long as [`crate::hal::channel::ThreadChannel`]'s
/// rendezvous).
pub const TRANSFER_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// The queues the processes of one `Parallel` share, as the StableHLO interpreter's: one FIFO
/// of messages per `send`/`recv` channel id (a send does not wait; a recv takes the oldest
/// message of its channel, from whichever process sent it), the infeed queue (filled before the
/// processes start) and the outfeed queue. A `recv` that finds nothing waits for a send, up to
/// [`TRANSFER_TIMEOUT`], and fails at once (E0705) when every other
/// process has finished.
pub struct Feeds {
    state: std::sync::Mutex<FeedState>,
    changed: std::sync::Condvar,
    processes: usize,
    timeout: std::time::Duration,
}

#[derive(Default)]
struct FeedState {
    channels: std::collections::HashMap<i64, std::collections::VecDeque<Vec<Vec<u8>>>>,
    infeed: std::collections::VecDeque<Vec<u8>>,
    outfeed: Vec<Vec<Vec<u8>>>,
    finished: usize,
}

impl Feeds {
    /// The queues of `processes` processes, the infeed queue holding `infeed`.
    pub fn new(processes: usize, infeed: Vec<Vec<u8>>) -> Feeds {
        Feeds {
            state: std::sync::Mutex::new(FeedState {
                infeed: infeed.into(),
                ..FeedState::default()
            }),
            changed: std::sync::Condvar::new(),
            processes,
            timeout: TRANSFER_TIMEOUT,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, FeedState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A process has finished (it sends nothing more).
    pub fn finish(&self) {
        self.lock().finished += 1;
        self.changed.notify_all();
    }

    /// `send`: `data` onto channel `channel`'s FIFO.
    pub fn send(&self, channel: i64, data: Vec<Vec<u8>>) {
        self.lock()
            .channels
            .entry(channel)
            .or_default()
            .push_back(data);
        self.changed.notify_all();
    }

    /// `recv`: the oldest message of channel `channel`, waiting for one.
    pub fn recv(&self, channel: i64) -> Result<Vec<Vec<u8>>, VmError> {
        let deadline = std::time::Instant::now() + self.timeout;
        let mut st = self.lock();
        loop {
            if let Some(v) = st.channels.get_mut(&channel).and_then(|q| q.pop_front()) {
                return Ok(v);
            }
            if st.finished + 1 >= self.processes {
                return Err(VmError::collective(format!(
                    "recv waits on channel {channel}, but every other process has finished without sending on it"
                )));
            }
            let now = std::time::Instant::now();
            if now >= deadline {
                return Err(VmError::collective(format!(
                    "recv waited {:?} for a message on channel {channel}; no process sent one",
                    self.timeout
                )));
            }
            st = self
                .changed
                .wait_timeout(st, deadline - now)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    /// `infeed`: the next `n` buffers of the infeed queue.
    pub fn infeed(&self, n: usize) -> Result<Vec<Vec<u8>>, VmError> {
        let mut st = self.lock();
        if st.infeed.len() < n {
            return Err(VmError::collective(format!(
                "infeed takes {n} buffer(s), the infeed queue holds {} (fill it with run_parallel's `infeed` functions)",
                st.infeed.len()
            )));
        }
        Ok(st.infeed.drain(..n).collect())
    }

    /// `outfeed`: `data` onto the outfeed queue.
    pub fn outfeed(&self, data: Vec<Vec<u8>>) {
        self.lock().outfeed.push(data);
    }

    /// What the processes put on the outfeed queue, in the order it came.
    pub fn outfed(&self) -> Vec<Vec<Vec<u8>>> {
        self.lock().outfeed.clone()
    }
}

/// `irvm dump`'s line of a collective.
pub fn dump(c: &CollectiveDef) -> String {
    let mut s = format!(
        "{} = {} group {}",
        super::dump::regs(&c.results),
        c.kind.name(),
        c.group
    );
    if let Some(op) = c.op {
        s.push_str(&format!(" by {}", op.name()));
    }
    if let Some((r, t)) = c.root {
        s.push_str(&format!(" root %r{r} : {t}"));
    }
    match c.kind {
        CollectiveKind::AllGather | CollectiveKind::ReduceScatter => {
            s.push_str(&format!(" dim {}", c.dim))
        }
        CollectiveKind::AllToAll => {
            s.push_str(&format!(" split {} concat {}", c.dim, c.concat_dim))
        }
        CollectiveKind::CollectivePermute => s.push_str(&format!(
            " pairs [{}]",
            c.pairs
                .iter()
                .map(|(a, b)| format!("({a}, {b})"))
                .collect::<Vec<_>>()
                .join(", ")
        )),
        CollectiveKind::AllReduce
        | CollectiveKind::CollectiveBroadcast
        | CollectiveKind::CollectiveReduce => {}
    }
    format!(
        "{s}({}) : {}",
        super::dump::regs(&c.operands),
        c.types
            .iter()
            .map(TensorType::to_mlir)
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// The channels one process runs a module's collectives on: its world (the `replicas x
/// partitions` processes of the module's grid, or of a `Parallel`) and one channel per group
/// table over a world of that size, split once, every table in order.
pub struct Comm {
    world: Box<dyn Channel>,
    replicas: u32,
    partitions: u32,
    /// Per group table: `None` when the table is over a world of another size (it belongs to
    /// another grid: a `Parallel`'s or the module's); `Some(None)` when no group holds this
    /// process.
    groups: Vec<Option<Option<Box<dyn Channel>>>>,
    /// Inside a `Parallel` (which does not nest).
    pub(super) in_parallel: bool,
    /// The call runs outside the device's worker pool (one of several processes), so each
    /// dispatch is sent to the pool on its own.
    pub(super) outside_pool: bool,
    /// The call runs on the caller's thread and its kernels on one thread (a small call,
    /// [`super::loader::runs_on_the_caller`]).
    pub(super) one_thread: bool,
    /// The queues of send/recv/infeed/outfeed, shared by the processes of a `Parallel`; `None`
    /// elsewhere (those ops then fail: they have no one to talk to).
    pub(super) feeds: Option<std::sync::Arc<Feeds>>,
}

impl Comm {
    /// The channels of rank `world.rank()` of a `replicas x partitions` grid whose world is
    /// `world`, with the group tables of `grid` split from it (a collective over the world: every
    /// process calls it at the same point). A world of another size than the grid is E0705.
    pub fn new(
        world: Box<dyn Channel>,
        replicas: u32,
        partitions: u32,
        grid: Option<&GridDef>,
    ) -> Result<Comm, VmError> {
        let size = replicas as usize * partitions as usize;
        if world.size() != size {
            return Err(VmError::collective(format!(
                "the module runs on {size} processes ({replicas} replicas x {partitions} partitions); this job has {} (start it with `mpirun -np {size}`)",
                world.size()
            )));
        }
        let mut groups = Vec::new();
        for t in grid.map_or(&[][..], |g| &g.groups[..]) {
            if t.world as usize != size {
                groups.push(None);
                continue;
            }
            let table = GroupTable::new(&t.rows, size)?;
            let found = table.find(world.rank());
            let ch = world.split(
                found.map(|(g, _)| g as u32),
                found.map_or(0, |(_, pos)| pos as u32),
            )?;
            groups.push(Some(ch));
        }
        Ok(Comm {
            world,
            replicas,
            partitions,
            groups,
            in_parallel: false,
            outside_pool: true,
            one_thread: false,
            feeds: None,
        })
    }

    /// The channels of module `m` in the process `world` is (its size must be the module's
    /// grid's).
    pub fn for_module(world: Box<dyn Channel>, m: &ModuleDef) -> Result<Comm, VmError> {
        let (r, p) = m
            .grid
            .as_ref()
            .map_or((1, 1), |g| (g.replicas, g.partitions));
        Comm::new(world, r, p, m.grid.as_ref())
    }

    /// The channels of module `m` in a process alone ([`SelfChannel`]); a module for a grid of
    /// several processes is E0705, before any work.
    pub fn alone(m: &ModuleDef) -> Result<Comm, VmError> {
        let mut c = Comm::for_module(Box::new(SelfChannel::new()), m)?;
        c.outside_pool = false;
        Ok(c)
    }

    /// The world channel.
    pub fn world(&self) -> &dyn Channel {
        &*self.world
    }

    /// This process's (replica id, partition id): its rank is `replica * partitions +
    /// partition`.
    pub fn process_id(&self) -> (u32, u32) {
        let r = self.world.rank() as u32;
        (r / self.partitions.max(1), r % self.partitions.max(1))
    }

    /// This process's channel of group table `t` (`None`: no group holds it).
    fn group(&self, t: u32, what: &str) -> Result<Option<&dyn Channel>, VmError> {
        match self.groups.get(t as usize) {
            Some(Some(ch)) => Ok(ch.as_deref()),
            Some(None) | None => Err(VmError::invalid(format!(
                "{what}: group table {t} is not over this call's {} processes ({}x{})",
                self.world.size(),
                self.replicas,
                self.partitions
            ))),
        }
    }
}

/// `dst[(o * n + j) * inner ..][.. inner] = src[(j * outer + o) * inner ..][.. inner]`: `n`
/// blocks of `outer` rows one after another, to rows of `n` blocks (a concatenation along a
/// dimension with `outer` elements before it).
fn interleave(src: &[u8], dst: &mut [u8], n: usize, outer: usize, inner: usize) {
    for j in 0..n {
        for o in 0..outer {
            let s = (j * outer + o) * inner;
            let d = (o * n + j) * inner;
            dst[d..d + inner].copy_from_slice(&src[s..s + inner]);
        }
    }
}

/// The inverse of [`interleave`]: rows of `n` blocks to `n` blocks of `outer` rows.
fn deinterleave(src: &[u8], dst: &mut [u8], n: usize, outer: usize, inner: usize) {
    for j in 0..n {
        for o in 0..outer {
            let s = (o * n + j) * inner;
            let d = (j * outer + o) * inner;
            dst[d..d + inner].copy_from_slice(&src[s..s + inner]);
        }
    }
}

/// The bytes of the elements before dimension `dim` of `ty` (their count), for the rearranging
/// of a collective along `dim`.
fn outer(ty: &TensorType, dim: u32) -> usize {
    ty.shape[..dim as usize].iter().product::<u64>() as usize
}

/// The result bytes of operand `ty` of `c` in a group of `n`.
pub(super) fn result_bytes(c: &CollectiveDef, ty: &TensorType, n: usize) -> u64 {
    match c.kind {
        CollectiveKind::AllGather => ty.bytes().saturating_mul(n as u64),
        CollectiveKind::ReduceScatter => ty.bytes() / (n.max(1) as u64),
        CollectiveKind::AllReduce
        | CollectiveKind::AllToAll
        | CollectiveKind::CollectiveBroadcast
        | CollectiveKind::CollectiveReduce
        | CollectiveKind::CollectivePermute => ty.bytes(),
    }
}

impl Comm {
    /// Tells the channels where the next collective comes from (`file:line:col`), for their
    /// messages (the MPI watchdog's).
    pub(super) fn set_site(&self, site: &str) {
        self.world.set_site(site);
    }

    /// The size of this process's group of `c` (1 when no group holds it).
    pub(super) fn group_size(&self, c: &CollectiveDef) -> Result<usize, VmError> {
        Ok(self
            .group(c.group, c.kind.name())?
            .map_or(1, |ch| ch.size()))
    }

    /// The error of a process in none of `c`'s groups, for a collective that needs one.
    fn not_in_group(&self, c: &CollectiveDef) -> VmError {
        let (r, p) = self.process_id();
        VmError::collective(format!(
            "{}: process ({r}, {p}) is in none of the op's process groups",
            c.kind.name()
        ))
    }

    /// The reduction of a reducing collective `c`.
    fn reduction(c: &CollectiveDef) -> Result<element::ops::BinaryOp, VmError> {
        c.op.ok_or_else(|| VmError::invalid(format!("{} without a reduction", c.kind.name())))
    }

    /// Runs operand `i` of an all_reduce `c` whose result is the operand's own bytes, `buf` (the
    /// memory plan's in-place all_reduce: MPI's `MPI_IN_PLACE`, no copy).
    pub(super) fn all_reduce_in_place(
        &self,
        c: &CollectiveDef,
        i: usize,
        buf: &mut [u8],
    ) -> Result<(), VmError> {
        let ch = self
            .group(c.group, c.kind.name())?
            .ok_or_else(|| self.not_in_group(c))?;
        ch.all_reduce_in_place(Self::reduction(c)?, c.types[i].dtype, buf)
    }

    /// Runs operand `i` of `c`: `send` (the operand's bytes) to `recv` (the result's, of
    /// [`result_bytes`]), rearranged around the channel's call; temporary buffers are charged
    /// to `alloc`.
    pub(super) fn run(
        &self,
        c: &CollectiveDef,
        i: usize,
        send: &[u8],
        recv: &mut [u8],
        alloc: &std::sync::Arc<PooledAllocator>,
        root: i64,
    ) -> Result<(), VmError> {
        let what = c.kind.name();
        let ty = &c.types[i];
        let t = ty.dtype;
        let ch = self.group(c.group, what)?;
        let (r, p) = self.process_id();
        let need = || ch.ok_or_else(|| self.not_in_group(c));
        let temp = |bytes: usize| -> Result<(Vec<u8>, crate::hal::Charge), VmError> {
            let charge = alloc.charge(bytes as u64).map_err(|e| {
                VmError::memory(format!("{what} needs {bytes} bytes of host memory: {e}"))
            })?;
            Ok((vec![0u8; bytes], charge))
        };
        let op = || Self::reduction(c);
        match c.kind {
            CollectiveKind::AllReduce => need()?.all_reduce(op()?, t, send, recv),
            CollectiveKind::CollectiveReduce => {
                let ch = need()?;
                ch.all_reduce(op()?, t, send, recv)?;
                if ch.rank() != 0 {
                    recv.fill(0);
                }
                Ok(())
            }
            CollectiveKind::AllGather => {
                let ch = need()?;
                let (n, o) = (ch.size(), outer(ty, c.dim));
                if o <= 1 || send.is_empty() {
                    return ch.all_gather(send, recv);
                }
                let (mut tmp, _charge) = temp(recv.len())?;
                ch.all_gather(send, &mut tmp)?;
                interleave(&tmp, recv, n, o, send.len() / o);
                Ok(())
            }
            CollectiveKind::ReduceScatter => {
                let ch = need()?;
                let (n, o) = (ch.size(), outer(ty, c.dim));
                if o <= 1 || send.is_empty() {
                    return ch.reduce_scatter(op()?, t, send, recv);
                }
                let (mut tmp, _charge) = temp(send.len())?;
                deinterleave(send, &mut tmp, n, o, send.len() / o / n);
                ch.reduce_scatter(op()?, t, &tmp, recv)
            }
            CollectiveKind::AllToAll => {
                let ch = need()?;
                let n = ch.size();
                let (os, mut block) = (outer(ty, c.dim), ty.clone());
                block.shape[c.dim as usize] /= n as u64;
                let oc = outer(&block, c.concat_dim);
                if send.is_empty() {
                    return ch.all_to_all(send, recv);
                }
                let (mut staged, _c1) = temp(if os <= 1 { 0 } else { send.len() })?;
                let sendbuf: &[u8] = if os <= 1 {
                    send
                } else {
                    deinterleave(send, &mut staged, n, os, send.len() / os / n);
                    &staged
                };
                if oc <= 1 {
                    return ch.all_to_all(sendbuf, recv);
                }
                let (mut got, _c2) = temp(recv.len())?;
                ch.all_to_all(sendbuf, &mut got)?;
                interleave(&got, recv, n, oc, recv.len() / n / oc);
                Ok(())
            }
            CollectiveKind::CollectiveBroadcast => match ch {
                None => {
                    recv.fill(0);
                    Ok(())
                }
                Some(ch) => {
                    let n = ch.size();
                    let root = usize::try_from(root).ok().filter(|&r| r < n).ok_or_else(|| {
                        VmError::invalid(format!(
                            "{what}: root {root} of operand {i} is not an index into process ({r}, {p})'s group of {n} processes"
                        ))
                    })?;
                    recv.copy_from_slice(send);
                    ch.collective_broadcast(root, recv)
                }
            },
            CollectiveKind::CollectivePermute => match ch {
                None => {
                    recv.fill(0);
                    Ok(())
                }
                Some(ch) => {
                    let pairs: Vec<(usize, usize)> = c
                        .pairs
                        .iter()
                        .map(|&(a, b)| (a as usize, b as usize))
                        .collect();
                    ch.collective_permute(&pairs, send, recv)
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Concatenating along dimension 1 of two 2x1x2 blocks (written out by hand): rows of the
    /// first block's and the second's elements; and back.
    #[test]
    fn interleave_concatenates_along_an_inner_dimension() {
        // Block 0 = [[a, b]], [[c, d]]; block 1 = [[e, f]], [[g, h]] (outer 2, inner 2 bytes).
        let src = b"abcdefgh";
        let mut dst = [0u8; 8];
        interleave(src, &mut dst, 2, 2, 2);
        assert_eq!(&dst, b"abefcdgh");
        let mut back = [0u8; 8];
        deinterleave(&dst, &mut back, 2, 2, 2);
        assert_eq!(&back, src);
    }

    #[test]
    fn ragged_rows_must_be_padded_to_one_length() {
        let g = |rows: Vec<Vec<i64>>, world| GridDef {
            replicas: 1,
            partitions: 1,
            groups: vec![GroupTableDef { world, rows }],
        };
        assert!(validate_grid(&g(vec![vec![0, 1], vec![2, -1]], 3)).is_ok());
        let e = validate_grid(&g(vec![vec![0, 1], vec![2]], 3)).unwrap_err();
        assert!(e.contains("rows of different lengths"), "{e}");
        let e = validate_grid(&g(vec![vec![-1, 2], vec![0, 1]], 3)).unwrap_err();
        assert!(e.contains("pads the end of a row only"), "{e}");
        let e = validate_grid(&g(vec![vec![0, 3]], 3)).unwrap_err();
        assert!(e.contains("outside the 3 processes"), "{e}");
        let e = validate_grid(&g(vec![vec![0, 0]], 3)).unwrap_err();
        assert!(e.contains("in two groups"), "{e}");
        let e = validate_grid(&GridDef {
            replicas: 0,
            partitions: 1,
            groups: vec![],
        })
        .unwrap_err();
        assert!(e.contains("0x1 process grid"), "{e}");
        let e = validate_grid(&g(vec![vec![0]], 0)).unwrap_err();
        assert!(e.contains("over 0 processes"), "{e}");
    }

    #[test]
    fn placement_marks_name_a_dimension_and_an_axis_of_a_mesh_of_the_grids_size() {
        use crate::host_tensor::ElemType;
        let ty = |shape: Vec<u64>| TensorType {
            dtype: ElemType::F32,
            shape,
        };
        let f = FunctionDef {
            name: "main".into(),
            public: true,
            args: vec![ArgDef {
                ty: ty(vec![16, 784]),
                output: None,
                consume: false,
                attrs: String::new(),
            }],
            results: vec![ResultDef {
                ty: ty(vec![]),
                attrs: String::new(),
            }],
            num_regs: 1,
            plan: MemoryPlan::default(),
            code: vec![],
            locs: vec![],
        };
        let grid = GridDef {
            replicas: 1,
            partitions: 4,
            groups: vec![],
        };
        let mark = |dim, axis| Some(ShardDef { dim, axis });
        let p = |mesh: Vec<u64>, args: Vec<Option<ShardDef>>, results| PlacementDef {
            mesh,
            functions: vec![FunctionPlacementDef {
                function: 0,
                args,
                results,
            }],
        };
        let fs = std::slice::from_ref(&f);
        let ok = p(vec![4], vec![mark(0, 0)], vec![None]);
        assert_eq!(validate_placement(&ok, Some(&grid), fs), Ok(()));
        assert_eq!(
            validate_placement(
                &p(vec![2, 2], vec![mark(1, 1)], vec![None]),
                Some(&grid),
                fs
            ),
            Ok(())
        );
        let bad = |pl: PlacementDef, grid: Option<&GridDef>, want: &str| {
            let e = validate_placement(&pl, grid, fs).unwrap_err();
            assert!(e.contains(want), "{e}");
        };
        bad(ok.clone(), None, "no grid section");
        bad(
            p(vec![2], vec![mark(0, 0)], vec![None]),
            Some(&grid),
            "grid of 4 processes",
        );
        bad(
            p(vec![4, 0], vec![mark(0, 0)], vec![None]),
            Some(&grid),
            "axis sizes [4, 0]",
        );
        bad(
            p(vec![u64::MAX, 2], vec![mark(0, 0)], vec![None]),
            Some(&grid),
            "grid of 4",
        );
        bad(
            p(vec![4], vec![mark(2, 0)], vec![None]),
            Some(&grid),
            "argument 0",
        );
        bad(
            p(vec![4], vec![mark(0, 1)], vec![None]),
            Some(&grid),
            "mesh axis 1",
        );
        bad(
            p(vec![4], vec![mark(0, 0)], vec![mark(0, 0)]),
            Some(&grid),
            "result 0",
        );
        bad(
            p(vec![4], vec![], vec![None]),
            Some(&grid),
            "has 1 arguments, the section marks 0",
        );
        let mut twice = ok.clone();
        twice.functions.push(twice.functions[0].clone());
        bad(twice, Some(&grid), "named twice");
        let mut missing = ok;
        missing.functions[0].function = 1;
        bad(missing, Some(&grid), "function 1 of 1");
    }
}
