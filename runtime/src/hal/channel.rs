//! Collectives between processes: the [`Channel`] trait and its one-process and in-process
//! implementations ([`SelfChannel`], [`ThreadChannel`]); `MpiChannel` (the `mpi` feature) is in
//! `hal/mpi.rs` and the launcher detection in [`super::launch`].
//!
//! A channel is one communicator: `size` members numbered `0..size` (their *rank* in it), which
//! call its collectives in the same order. A process group of a StableHLO op (a row of its
//! `replica_groups`, as [`GroupTable`] holds them) becomes a channel by [`Channel::split`] of the
//! world channel, made once per distinct table and kept ([`GroupCache`]), as XLA's
//! `MpiCommunicator(color, key)` splits `MPI_COMM_WORLD` per clique.
//!
//! Data are byte slices of one element type, laid out as the VM's buffers are (little-endian, one
//! element after another; what a device buffer view holds). A collective's blocks are in rank
//! order of the channel: `all_gather` concatenates, `all_to_all` sends block `j` to rank `j`,
//! `reduce_scatter` keeps block `rank` of the reduction. The layout of a dimension other than the
//! outermost is the caller's (the VM transposes around the call).
//!
//! **Invariants** (every implementation):
//! - the members of a channel call its collectives in the same order with the same sizes; a
//!   mismatch the implementation can see is an error ([`ErrorKind::Collective`], E0705), never a
//!   silently wrong result;
//! - every member gets the same bytes from `all_reduce` (one fold per element, whatever the tree);
//! - a reduction by one of `add`, `mul`, `min`, `max`, `and`, `or`, `xor` may use any tree (the
//!   spec allows it: MPI's tree differs from a left fold by at most an ulp per step); every other
//!   op, and types MPI has no datatype for, fold left in rank order with [`element::lane::binary`]
//!   ([`fold_in_rank_order`]), the reference interpreter's order;
//! - a sizing error (a buffer of the wrong length, a rank outside the channel) is E0703 and is
//!   caught before any member communicates.
//!
//! [`ErrorKind::Collective`]: crate::vm::ErrorKind::Collective

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;

use element::ops::BinaryOp;
use element::ElemType;

use crate::host_tensor::HostTensor;
use crate::vm::VmError;

/// One communicator of processes (see the module documentation for the invariants).
///
/// Not `Send` in general: an MPI communicator belongs to the thread that initialized MPI
/// (`MPI_THREAD_FUNNELED`); [`ThreadChannel`] endpoints are `Send` and each lives on its thread.
pub trait Channel {
    /// This member's rank, `0..size`.
    fn rank(&self) -> usize;
    /// The number of members.
    fn size(&self) -> usize;
    /// Collective over every member: the members with one `color` form a new channel, ranked by
    /// `(key, rank here)`; `None` (MPI's `MPI_UNDEFINED`) joins none and gets `None`.
    fn split(&self, color: Option<u32>, key: u32) -> Result<Option<Box<dyn Channel>>, VmError>;
    /// `recv` = `send` of every member reduced elementwise by `op` (element type `t`).
    fn all_reduce(
        &self,
        op: BinaryOp,
        t: ElemType,
        send: &[u8],
        recv: &mut [u8],
    ) -> Result<(), VmError>;
    /// [`Channel::all_reduce`] with `buf` both what this member sends and where the reduction
    /// goes (MPI's `MPI_IN_PLACE`): the memory planner puts an all_reduce's result in its
    /// operand's bytes where the operand dies, and no copy of them is made here either.
    fn all_reduce_in_place(&self, op: BinaryOp, t: ElemType, buf: &mut [u8])
        -> Result<(), VmError>;
    /// `recv` = every member's `send` concatenated in rank order (`size` blocks).
    fn all_gather(&self, send: &[u8], recv: &mut [u8]) -> Result<(), VmError>;
    /// `send` is `size` blocks; block `j` goes to rank `j`, and block `i` of `recv` comes from rank
    /// `i`.
    fn all_to_all(&self, send: &[u8], recv: &mut [u8]) -> Result<(), VmError>;
    /// `send` is `size` blocks of `recv`'s length; `recv` = block `rank` of the reduction of every
    /// member's `send` by `op`.
    fn reduce_scatter(
        &self,
        op: BinaryOp,
        t: ElemType,
        send: &[u8],
        recv: &mut [u8],
    ) -> Result<(), VmError>;
    /// `send` goes to the target of the pair whose source is this rank (if any); `recv` is what
    /// the source of the pair whose target is this rank sent, or zeros when no pair targets it
    /// (the spec's result). Every member passes the same pairs; no rank is a source or a target
    /// twice.
    fn collective_permute(
        &self,
        pairs: &[(usize, usize)],
        send: &[u8],
        recv: &mut [u8],
    ) -> Result<(), VmError>;
    /// Every member's `buf` becomes `root`'s.
    fn collective_broadcast(&self, root: usize, buf: &mut [u8]) -> Result<(), VmError>;
    /// Sends `data` to rank `dest` under `tag` (StableHLO's channel id); matched by the
    /// destination's [`Channel::recv`] with this rank and tag, in order.
    fn send(&self, dest: usize, tag: u32, data: &[u8]) -> Result<(), VmError>;
    /// Receives what rank `source` sent under `tag` into `data` (which must have its length).
    fn recv(&self, source: usize, tag: u32, data: &mut [u8]) -> Result<(), VmError>;
    /// Where the next collectives come from in the program (the op's `file:line:col`), for the
    /// implementation's messages (the MPI watchdog names it); ignored by default.
    fn set_site(&self, _site: &str) {}
    /// A way to end every process of the job at once, for a process that stops on an error while
    /// others may wait for it in a collective (`MPI_Abort`: without it the others wait until the
    /// collective timeout, and the failing process's own `MPI_Finalize` waits for them). The
    /// handle keeps the job's communication alive while it is held; calling it does not return.
    /// `None` (the default) where one process's exit ends the job by itself.
    fn job_abort(&self) -> Option<JobAbort> {
        None
    }
}

/// Ends every process of the job with an exit status ([`Channel::job_abort`]); it does not return.
pub struct JobAbort(Box<dyn Fn(i32) -> std::convert::Infallible>);

impl JobAbort {
    /// A handle that calls `f` (which must not return).
    pub fn new(f: impl Fn(i32) -> std::convert::Infallible + 'static) -> JobAbort {
        JobAbort(Box::new(f))
    }

    /// Ends the job with exit status `code`.
    pub fn abort(&self, code: i32) -> ! {
        match (self.0)(code) {}
    }
}

/// The process groups of one op as a table: each row the world ranks of one group, in group order,
/// padded with -1 when the rows are ragged (the spec's `replica_groups` after the op's strategy has
/// made them process ids; the dialect computes them, a `.vmfb` will carry them).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GroupTable {
    rows: Vec<Vec<i64>>,
}

impl GroupTable {
    /// A table of `rows` over a world of `world` processes: every id in `0..world` at most once,
    /// -1 only as padding at the end of a row.
    pub fn new(rows: &[Vec<i64>], world: usize) -> Result<GroupTable, VmError> {
        let mut seen = vec![false; world];
        for (g, row) in rows.iter().enumerate() {
            let mut padding = false;
            for &id in row {
                if id == -1 {
                    padding = true;
                    continue;
                }
                if padding {
                    return Err(VmError::invalid(format!(
                        "process group {g} {row:?}: -1 pads the end of a row only"
                    )));
                }
                let i = usize::try_from(id)
                    .ok()
                    .filter(|&i| i < world)
                    .ok_or_else(|| {
                        VmError::invalid(format!(
                            "process group {g} {row:?}: process {id} is outside the {world} processes"
                        ))
                    })?;
                if std::mem::replace(&mut seen[i], true) {
                    return Err(VmError::invalid(format!(
                        "process group {g} {row:?}: process {id} is in two groups"
                    )));
                }
            }
        }
        Ok(GroupTable {
            rows: rows.to_vec(),
        })
    }

    /// The rows as given.
    pub fn rows(&self) -> &[Vec<i64>] {
        &self.rows
    }

    /// `(group, position in it)` of world rank `rank`, or `None` when no group holds it.
    pub fn find(&self, rank: usize) -> Option<(usize, usize)> {
        self.rows.iter().enumerate().find_map(|(g, row)| {
            row.iter()
                .position(|&id| id == rank as i64)
                .map(|pos| (g, pos))
        })
    }
}

/// The channels of the groups a process belongs to, one per distinct [`GroupTable`], made by a
/// split of the world channel the first time a table is asked for and kept (XLA's
/// `MpiCommunicator(color, key)` cache). Every process must ask for the same tables in the same
/// order (the split is collective over the world).
pub struct GroupCache {
    world: Box<dyn Channel>,
    groups: HashMap<GroupTable, Option<Box<dyn Channel>>>,
}

impl GroupCache {
    /// The cache over a world channel.
    pub fn new(world: Box<dyn Channel>) -> GroupCache {
        GroupCache {
            world,
            groups: HashMap::new(),
        }
    }

    /// The world channel.
    pub fn world(&self) -> &dyn Channel {
        &*self.world
    }

    /// This process's channel for `table`: `None` when no group holds it (the spec gives such a
    /// process zeros for `collective_broadcast` and nothing to do elsewhere). Splits the world the
    /// first time (color = the row, key = the position in it).
    pub fn group(&mut self, table: &GroupTable) -> Result<Option<&dyn Channel>, VmError> {
        if !self.groups.contains_key(table) {
            let found = table.find(self.world.rank());
            let ch = self.world.split(
                found.map(|(g, _)| g as u32),
                found.map_or(0, |(_, pos)| pos as u32),
            )?;
            self.groups.insert(table.clone(), ch);
        }
        Ok(self.groups[table].as_deref())
    }
}

/// E0703 unless `cond`.
fn need(cond: bool, what: impl FnOnce() -> String) -> Result<(), VmError> {
    if cond {
        Ok(())
    } else {
        Err(VmError::invalid(what()))
    }
}

/// The sizing rules of each collective, checked by every implementation before it communicates.
pub(crate) mod sizes {
    use super::*;

    /// Whole elements of `t`.
    pub fn elements(op: &str, t: ElemType, len: usize) -> Result<(), VmError> {
        need(len.is_multiple_of(t.byte_size()), || {
            format!("{op}: {len} bytes are not whole elements of {t}")
        })
    }

    /// `all_reduce`: equal lengths of whole elements.
    pub fn all_reduce(t: ElemType, send: usize, recv: usize) -> Result<(), VmError> {
        elements("all_reduce", t, send)?;
        need(send == recv, || {
            format!("all_reduce: send has {send} bytes and recv {recv}")
        })
    }

    /// `all_gather`: `recv` is `size` times `send`.
    pub fn all_gather(size: usize, send: usize, recv: usize) -> Result<(), VmError> {
        need(send.checked_mul(size) == Some(recv), || {
            format!("all_gather over {size} processes: send has {send} bytes, recv {recv}")
        })
    }

    /// `all_to_all`: equal lengths, `size` blocks.
    pub fn all_to_all(size: usize, send: usize, recv: usize) -> Result<(), VmError> {
        need(send == recv && send.is_multiple_of(size), || {
            format!(
                "all_to_all over {size} processes: send has {send} bytes and recv {recv} \
                 (equal, and {size} blocks)"
            )
        })
    }

    /// `reduce_scatter`: `send` is `size` times `recv`, whole elements.
    pub fn reduce_scatter(
        t: ElemType,
        size: usize,
        send: usize,
        recv: usize,
    ) -> Result<(), VmError> {
        elements("reduce_scatter", t, recv)?;
        need(recv.checked_mul(size) == Some(send), || {
            format!("reduce_scatter over {size} processes: send has {send} bytes, recv {recv}")
        })
    }

    /// `collective_permute`: ranks in the channel, none a source or a target twice, equal
    /// lengths. Returns (the rank this one sends to, the rank it receives from).
    pub fn permute(
        rank: usize,
        size: usize,
        pairs: &[(usize, usize)],
        send: usize,
        recv: usize,
    ) -> Result<(Option<usize>, Option<usize>), VmError> {
        need(send == recv, || {
            format!("collective_permute: send has {send} bytes and recv {recv}")
        })?;
        let mut sources = vec![false; size];
        let mut targets = vec![false; size];
        for &(s, t) in pairs {
            need(s < size && t < size, || {
                format!("collective_permute: pair ({s}, {t}) is outside the {size} processes")
            })?;
            need(!std::mem::replace(&mut sources[s], true), || {
                format!("collective_permute: process {s} is the source of two pairs")
            })?;
            need(!std::mem::replace(&mut targets[t], true), || {
                format!("collective_permute: process {t} is the target of two pairs")
            })?;
        }
        let to = pairs.iter().find(|p| p.0 == rank).map(|p| p.1);
        let from = pairs.iter().find(|p| p.1 == rank).map(|p| p.0);
        Ok((to, from))
    }

    /// A rank of the channel.
    pub fn rank(op: &str, what: &str, r: usize, size: usize) -> Result<(), VmError> {
        need(r < size, || {
            format!("{op}: {what} {r} is outside the {size} processes")
        })
    }
}

/// An all_reduce by `op` on `t` gives a `t` (the check of every reduction, folded or MPI's).
pub fn reduces_within(op: BinaryOp, t: ElemType) -> Result<(), VmError> {
    if op.result_type(t) != Some(t) {
        return Err(VmError::invalid(format!(
            "all_reduce by {} on {t}: the op's result is not a {t}",
            op.name()
        )));
    }
    Ok(())
}

/// Folds `parts` (each `out.len()` bytes of `t`, in rank order) left with `op` into `out`:
/// `((p0 op p1) op p2) ...`, each step rounded to `t` ([`element::lane::binary`]); the reduction
/// of every op and type that has no MPI operation, and of [`ThreadChannel`].
pub fn fold_in_rank_order<'a>(
    op: BinaryOp,
    t: ElemType,
    mut parts: impl Iterator<Item = &'a [u8]>,
    out: &mut [u8],
) -> Result<(), VmError> {
    reduces_within(op, t)?;
    let n = out.len() / t.byte_size();
    if n == 0 {
        return Ok(());
    }
    let lane = |bytes: &[u8]| {
        HostTensor::from_bytes(t, vec![n], bytes.to_vec())
            .map(|h| h.to_lane())
            .map_err(|e| VmError::invalid(format!("all_reduce: {e}")))
    };
    let first = parts
        .next()
        .ok_or_else(|| VmError::invalid("all_reduce over no process"))?;
    let mut acc = lane(first)?;
    for p in parts {
        acc = element::lane::binary(op, t, &acc, &lane(p)?)
            .map_err(|e| VmError::invalid(format!("all_reduce: {e}")))?;
    }
    let h = HostTensor::from_lane(t, vec![n], &acc)
        .map_err(|e| VmError::invalid(format!("all_reduce: {e}")))?;
    out.copy_from_slice(&h.data);
    Ok(())
}

/// The channel of a process alone (no launcher): every collective is a copy, except those whose
/// spec result is zeros (`collective_permute` with no pair targeting it).
#[derive(Default)]
pub struct SelfChannel {
    /// Messages sent to itself, by tag, in order.
    mailbox: Mutex<HashMap<u32, VecDeque<Vec<u8>>>>,
}

impl SelfChannel {
    /// The channel.
    pub fn new() -> SelfChannel {
        SelfChannel::default()
    }
}

impl Channel for SelfChannel {
    fn rank(&self) -> usize {
        0
    }
    fn size(&self) -> usize {
        1
    }
    fn split(&self, color: Option<u32>, _key: u32) -> Result<Option<Box<dyn Channel>>, VmError> {
        Ok(color.map(|_| Box::new(SelfChannel::new()) as Box<dyn Channel>))
    }
    fn all_reduce(
        &self,
        op: BinaryOp,
        t: ElemType,
        send: &[u8],
        recv: &mut [u8],
    ) -> Result<(), VmError> {
        sizes::all_reduce(t, send.len(), recv.len())?;
        // A fold of one part checks the op's type and copies.
        fold_in_rank_order(op, t, std::iter::once(send), recv)
    }
    fn all_reduce_in_place(
        &self,
        op: BinaryOp,
        t: ElemType,
        buf: &mut [u8],
    ) -> Result<(), VmError> {
        sizes::all_reduce(t, buf.len(), buf.len())?;
        // The reduction of one member is its own value.
        reduces_within(op, t)
    }
    fn all_gather(&self, send: &[u8], recv: &mut [u8]) -> Result<(), VmError> {
        sizes::all_gather(1, send.len(), recv.len())?;
        recv.copy_from_slice(send);
        Ok(())
    }
    fn all_to_all(&self, send: &[u8], recv: &mut [u8]) -> Result<(), VmError> {
        sizes::all_to_all(1, send.len(), recv.len())?;
        recv.copy_from_slice(send);
        Ok(())
    }
    fn reduce_scatter(
        &self,
        op: BinaryOp,
        t: ElemType,
        send: &[u8],
        recv: &mut [u8],
    ) -> Result<(), VmError> {
        sizes::reduce_scatter(t, 1, send.len(), recv.len())?;
        fold_in_rank_order(op, t, std::iter::once(send), recv)
    }
    fn collective_permute(
        &self,
        pairs: &[(usize, usize)],
        send: &[u8],
        recv: &mut [u8],
    ) -> Result<(), VmError> {
        match sizes::permute(0, 1, pairs, send.len(), recv.len())? {
            (_, Some(_)) => recv.copy_from_slice(send),
            (_, None) => recv.fill(0),
        }
        Ok(())
    }
    fn collective_broadcast(&self, root: usize, _buf: &mut [u8]) -> Result<(), VmError> {
        sizes::rank("collective_broadcast", "root", root, 1)
    }
    fn send(&self, dest: usize, tag: u32, data: &[u8]) -> Result<(), VmError> {
        sizes::rank("send", "destination", dest, 1)?;
        let mut m = self.mailbox.lock().unwrap_or_else(|e| e.into_inner());
        m.entry(tag).or_default().push_back(data.to_vec());
        Ok(())
    }
    fn recv(&self, source: usize, tag: u32, data: &mut [u8]) -> Result<(), VmError> {
        sizes::rank("recv", "source", source, 1)?;
        let mut m = self.mailbox.lock().unwrap_or_else(|e| e.into_inner());
        let msg = m.get_mut(&tag).and_then(|q| q.pop_front()).ok_or_else(|| {
            VmError::collective(format!(
                "recv from process 0 (itself) with channel {tag}: nothing was sent, and one \
                 process cannot wait for itself"
            ))
        })?;
        if msg.len() != data.len() {
            return Err(VmError::collective(format!(
                "recv with channel {tag}: {} bytes were sent, {} expected",
                msg.len(),
                data.len()
            )));
        }
        data.copy_from_slice(&msg);
        Ok(())
    }
}

pub use super::thread_channel::ThreadChannel;
