//! [`ThreadChannel`]: the in-process [`Channel`], one endpoint per thread over a shared
//! rendezvous (what the VM's `Parallel` and the tests run N processes on).
//!
//! Each collective is an *exchange*: every member puts its part in the slot of its next sequence
//! number, the last to arrive publishes all parts, and each member computes its result from them
//! (a reduction folds left in rank order, [`fold_in_rank_order`], so every member gets the same
//! bytes and they equal the reference interpreter's). A member that waits longer than the
//! channel's timeout (10 s unless set) fails with E0705 naming the op and the ranks that never
//! came, and marks the channel failed so that the others stop too; a member that calls another
//! collective than the others at the same point fails all of them the same way.

use std::cell::Cell;
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use element::ops::BinaryOp;
use element::ElemType;

use super::channel::{fold_in_rank_order, sizes, Channel};
use crate::vm::VmError;

/// How long a member waits for the others by default (the reference interpreter's rendezvous
/// timeout, issue 26).
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// One endpoint of an in-process channel: rank `rank` of the members sharing its rendezvous.
/// `Send`, so each endpoint moves to the thread that plays its rank.
pub struct ThreadChannel {
    comm: Arc<Comm>,
    rank: usize,
    /// The sequence number of this member's next collective.
    seq: Cell<u64>,
}

struct Comm {
    size: usize,
    timeout: Duration,
    state: Mutex<CommState>,
    cv: Condvar,
}

#[derive(Default)]
struct CommState {
    slots: HashMap<u64, Slot>,
    /// Point-to-point messages by (source, destination, tag), in order.
    mail: HashMap<(usize, usize, u32), VecDeque<Vec<u8>>>,
    /// Set when a member failed (timeout, mismatch): every wait ends with this error.
    failed: Option<String>,
}

struct Slot {
    op: &'static str,
    parts: Vec<Option<Vec<u8>>>,
    arrived: usize,
    taken: usize,
    done: Option<Arc<Done>>,
}

/// What every member of one exchange receives.
struct Done {
    parts: Vec<Vec<u8>>,
    /// For a split: per color, the new channel and its members (old ranks) in new-rank order.
    children: Vec<(u32, Arc<Comm>, Vec<usize>)>,
}

impl Comm {
    fn new(size: usize, timeout: Duration) -> Arc<Comm> {
        Arc::new(Comm {
            size,
            timeout,
            state: Mutex::new(CommState::default()),
            cv: Condvar::new(),
        })
    }

    fn lock(&self) -> MutexGuard<'_, CommState> {
        // A member that panicked leaves consistent state (every update is one statement).
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Marks the channel failed with `msg`, wakes everyone and returns the error.
    fn fail(&self, st: &mut CommState, msg: String) -> VmError {
        st.failed.get_or_insert(msg.clone());
        self.cv.notify_all();
        VmError::collective(msg)
    }
}

impl ThreadChannel {
    /// The `n` endpoints of a new channel, rank `i` at index `i`, with the default timeout.
    pub fn world(n: usize) -> Vec<ThreadChannel> {
        ThreadChannel::world_with_timeout(n, DEFAULT_TIMEOUT)
    }

    /// The `n` endpoints of a new channel whose members wait at most `timeout` for each other.
    pub fn world_with_timeout(n: usize, timeout: Duration) -> Vec<ThreadChannel> {
        let comm = Comm::new(n, timeout);
        (0..n)
            .map(|rank| ThreadChannel {
                comm: comm.clone(),
                rank,
                seq: Cell::new(0),
            })
            .collect()
    }

    /// Puts `part` into this member's next exchange and returns every member's part once all
    /// have come. `split`: the parts are `(color, key)` and the last member makes the channels.
    fn exchange(&self, op: &'static str, part: Vec<u8>, split: bool) -> Result<Arc<Done>, VmError> {
        let comm = &*self.comm;
        let seq = self.seq.get();
        let mut st = comm.lock();
        if let Some(msg) = &st.failed {
            return Err(VmError::collective(msg.clone()));
        }
        let slot = st.slots.entry(seq).or_insert_with(|| Slot {
            op,
            parts: vec![None; comm.size],
            arrived: 0,
            taken: 0,
            done: None,
        });
        if slot.op != op {
            let msg = format!(
                "collective #{seq}: process {} called {op} where another process called {}; every \
                 process of a group must issue the same collectives in the same order",
                self.rank, slot.op
            );
            return Err(comm.fail(&mut st, msg));
        }
        slot.parts[self.rank] = Some(part);
        slot.arrived += 1;
        if slot.arrived == comm.size {
            let parts: Vec<Vec<u8>> = slot
                .parts
                .iter_mut()
                .map(|p| p.take().unwrap_or_default())
                .collect();
            let children = if split {
                make_children(&parts, comm.timeout)
            } else {
                vec![]
            };
            slot.done = Some(Arc::new(Done { parts, children }));
            comm.cv.notify_all();
        }
        let deadline = Instant::now() + comm.timeout;
        loop {
            if let Some(slot) = st.slots.get_mut(&seq) {
                if let Some(done) = slot.done.clone() {
                    slot.taken += 1;
                    if slot.taken == comm.size {
                        st.slots.remove(&seq);
                    }
                    self.seq.set(seq + 1);
                    return Ok(done);
                }
            }
            if let Some(msg) = &st.failed {
                return Err(VmError::collective(msg.clone()));
            }
            let now = Instant::now();
            if now >= deadline {
                let missing: Vec<usize> = st.slots[&seq]
                    .parts
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| p.is_none())
                    .map(|(r, _)| r)
                    .collect();
                let msg = format!(
                    "{op} (collective #{seq}) waited {:.1} s: process(es) {missing:?} of {} never \
                     came",
                    comm.timeout.as_secs_f64(),
                    comm.size
                );
                return Err(comm.fail(&mut st, msg));
            }
            st = comm
                .cv
                .wait_timeout(st, deadline - now)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    /// all_reduce: `part` (this member's bytes) exchanged, and every member's folded in rank order
    /// into `out`.
    fn fold_parts(
        &self,
        op: BinaryOp,
        t: ElemType,
        part: Vec<u8>,
        out: &mut [u8],
    ) -> Result<(), VmError> {
        let len = part.len();
        let done = self.exchange("all_reduce", part, false)?;
        self.same_lengths("all_reduce", &done, len)?;
        fold_in_rank_order(op, t, done.parts.iter().map(|p| p.as_slice()), out)
    }

    /// Every part `len` bytes, or an error naming the members that differ.
    fn same_lengths(&self, op: &str, done: &Done, len: usize) -> Result<(), VmError> {
        let odd: Vec<(usize, usize)> = done
            .parts
            .iter()
            .enumerate()
            .filter(|(_, p)| p.len() != len)
            .map(|(r, p)| (r, p.len()))
            .collect();
        if odd.is_empty() {
            Ok(())
        } else {
            Err(VmError::collective(format!(
                "{op}: process {} gave {len} bytes, but (process, bytes) {odd:?} differ",
                self.rank
            )))
        }
    }
}

/// The channels of a split: parts are `color` (u32, `u32::MAX` for none) and `key` (u32).
fn make_children(parts: &[Vec<u8>], timeout: Duration) -> Vec<(u32, Arc<Comm>, Vec<usize>)> {
    let decoded: Vec<(u32, u32)> = parts
        .iter()
        .map(|p| {
            let w = |i: usize| u32::from_le_bytes([p[i], p[i + 1], p[i + 2], p[i + 3]]);
            (w(0), w(4))
        })
        .collect();
    let mut colors: Vec<u32> = decoded
        .iter()
        .map(|d| d.0)
        .filter(|&c| c != u32::MAX)
        .collect();
    colors.sort_unstable();
    colors.dedup();
    colors
        .into_iter()
        .map(|c| {
            let mut members: Vec<usize> = (0..parts.len()).filter(|&r| decoded[r].0 == c).collect();
            members.sort_by_key(|&r| (decoded[r].1, r));
            (c, Comm::new(members.len(), timeout), members)
        })
        .collect()
}

impl Channel for ThreadChannel {
    fn rank(&self) -> usize {
        self.rank
    }
    fn size(&self) -> usize {
        self.comm.size
    }
    fn split(&self, color: Option<u32>, key: u32) -> Result<Option<Box<dyn Channel>>, VmError> {
        if color == Some(u32::MAX) {
            return Err(VmError::invalid("split: color u32::MAX is reserved"));
        }
        let mut part = color.unwrap_or(u32::MAX).to_le_bytes().to_vec();
        part.extend_from_slice(&key.to_le_bytes());
        let done = self.exchange("split", part, true)?;
        let Some(c) = color else { return Ok(None) };
        let (_, comm, members) = done
            .children
            .iter()
            .find(|(cc, _, _)| *cc == c)
            .ok_or_else(|| {
                VmError::collective(format!("split: no channel was made for color {c}"))
            })?;
        let rank = members
            .iter()
            .position(|&r| r == self.rank)
            .ok_or_else(|| {
                VmError::collective(format!("split: process {} is not in color {c}", self.rank))
            })?;
        Ok(Some(Box::new(ThreadChannel {
            comm: comm.clone(),
            rank,
            seq: Cell::new(0),
        })))
    }

    fn all_reduce(
        &self,
        op: BinaryOp,
        t: ElemType,
        send: &[u8],
        recv: &mut [u8],
    ) -> Result<(), VmError> {
        sizes::all_reduce(t, send.len(), recv.len())?;
        self.fold_parts(op, t, send.to_vec(), recv)
    }

    fn all_reduce_in_place(
        &self,
        op: BinaryOp,
        t: ElemType,
        buf: &mut [u8],
    ) -> Result<(), VmError> {
        sizes::all_reduce(t, buf.len(), buf.len())?;
        // The exchange takes a copy of every member's part anyway.
        self.fold_parts(op, t, buf.to_vec(), buf)
    }

    fn all_gather(&self, send: &[u8], recv: &mut [u8]) -> Result<(), VmError> {
        sizes::all_gather(self.size(), send.len(), recv.len())?;
        let done = self.exchange("all_gather", send.to_vec(), false)?;
        self.same_lengths("all_gather", &done, send.len())?;
        for (dst, p) in recv.chunks_mut(send.len().max(1)).zip(&done.parts) {
            dst.copy_from_slice(p);
        }
        Ok(())
    }

    fn all_to_all(&self, send: &[u8], recv: &mut [u8]) -> Result<(), VmError> {
        sizes::all_to_all(self.size(), send.len(), recv.len())?;
        let done = self.exchange("all_to_all", send.to_vec(), false)?;
        self.same_lengths("all_to_all", &done, send.len())?;
        let b = send.len() / self.size();
        for (i, p) in done.parts.iter().enumerate() {
            recv[i * b..(i + 1) * b].copy_from_slice(&p[self.rank * b..(self.rank + 1) * b]);
        }
        Ok(())
    }

    fn reduce_scatter(
        &self,
        op: BinaryOp,
        t: ElemType,
        send: &[u8],
        recv: &mut [u8],
    ) -> Result<(), VmError> {
        sizes::reduce_scatter(t, self.size(), send.len(), recv.len())?;
        let done = self.exchange("reduce_scatter", send.to_vec(), false)?;
        self.same_lengths("reduce_scatter", &done, send.len())?;
        let b = recv.len();
        let r = self.rank;
        fold_in_rank_order(
            op,
            t,
            done.parts.iter().map(|p| &p[r * b..(r + 1) * b]),
            recv,
        )
    }

    fn collective_permute(
        &self,
        pairs: &[(usize, usize)],
        send: &[u8],
        recv: &mut [u8],
    ) -> Result<(), VmError> {
        let (_, from) = sizes::permute(self.rank, self.size(), pairs, send.len(), recv.len())?;
        let done = self.exchange("collective_permute", send.to_vec(), false)?;
        self.same_lengths("collective_permute", &done, send.len())?;
        match from {
            Some(s) => recv.copy_from_slice(&done.parts[s]),
            None => recv.fill(0),
        }
        Ok(())
    }

    fn collective_broadcast(&self, root: usize, buf: &mut [u8]) -> Result<(), VmError> {
        sizes::rank("collective_broadcast", "root", root, self.size())?;
        let part = if self.rank == root {
            buf.to_vec()
        } else {
            vec![]
        };
        let done = self.exchange("collective_broadcast", part, false)?;
        let got = &done.parts[root];
        if got.len() != buf.len() {
            return Err(VmError::collective(format!(
                "collective_broadcast: process {} expects {} bytes from root {root}, which gave {} \
                 (do the processes agree on the root?)",
                self.rank,
                buf.len(),
                got.len()
            )));
        }
        buf.copy_from_slice(got);
        Ok(())
    }

    fn send(&self, dest: usize, tag: u32, data: &[u8]) -> Result<(), VmError> {
        sizes::rank("send", "destination", dest, self.size())?;
        let comm = &*self.comm;
        let mut st = comm.lock();
        st.mail
            .entry((self.rank, dest, tag))
            .or_default()
            .push_back(data.to_vec());
        comm.cv.notify_all();
        Ok(())
    }

    fn recv(&self, source: usize, tag: u32, data: &mut [u8]) -> Result<(), VmError> {
        sizes::rank("recv", "source", source, self.size())?;
        let comm = &*self.comm;
        let deadline = Instant::now() + comm.timeout;
        let mut st = comm.lock();
        loop {
            if let Some(msg) = st
                .mail
                .get_mut(&(source, self.rank, tag))
                .and_then(|q| q.pop_front())
            {
                if msg.len() != data.len() {
                    return Err(VmError::collective(format!(
                        "recv from process {source} with channel {tag}: {} bytes were sent, {} \
                         expected",
                        msg.len(),
                        data.len()
                    )));
                }
                data.copy_from_slice(&msg);
                return Ok(());
            }
            if let Some(msg) = &st.failed {
                return Err(VmError::collective(msg.clone()));
            }
            let now = Instant::now();
            if now >= deadline {
                let msg = format!(
                    "recv by process {} from process {source} with channel {tag} waited {:.1} s: \
                     nothing was sent",
                    self.rank,
                    comm.timeout.as_secs_f64()
                );
                return Err(comm.fail(&mut st, msg));
            }
            st = comm
                .cv
                .wait_timeout(st, deadline - now)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }
}
