//! [`MpiChannel`]: the [`Channel`] over MPI (the `mpi` feature; rsmpi's raw `ffi`, so that every
//! call's error code is seen). The MPI calls of the runtime, and so their `unsafe`, live here.
//!
//! - [`MpiWorld::init`] initializes MPI with `MPI_THREAD_FUNNELED` (only the thread that called it
//!   makes MPI calls; the channel types are not `Send`, so the compiler holds every caller to
//!   that), or uses an MPI somebody else initialized (mpi4py) and leaves its finalization to them.
//!   The world channel is a duplicate of `MPI_COMM_WORLD` with `MPI_ERRORS_RETURN`, so an MPI
//!   error is an E0705 [`VmError`] and the owner's `MPI_COMM_WORLD` keeps its own handler.
//! - [`Channel::split`] is `MPI_Comm_split`; [`super::channel::GroupCache`] keeps one channel per
//!   distinct process-group table.
//! - Reductions by add, mul, min, max, and, or, xor on the types MPI has (integers of 8 to 64
//!   bits, `f32`, `f64`, `complex<f32>`, `complex<f64>`, `i1` as bytes) are `MPI_Allreduce` and
//!   `MPI_Reduce_scatter_block`. Signed integers add and multiply as unsigned ones (the same
//!   two's-complement bits, no C overflow); `i1` add/max/or are a bitwise or of its 0/1 bytes and
//!   mul/min/and a bitwise and. Float and complex min/max and complex mul are not MPI's: the spec's
//!   `maximum` propagates NaN and orders -0 below +0 (C's `a < b ? a : b` in MPI_MIN does
//!   neither), and C's complex product rounds otherwise than `element::lane`'s; they and every
//!   other op and type (sub-byte integers, bf16, f16, f8, tf32) are an all-gather (or all-to-all
//!   for reduce_scatter) and a left fold in rank order, N times the traffic.
//! - A watchdog ([`MpiWorld::set_timeout`]): a thread that, when one collective has waited longer
//!   than the timeout, prints the op (with its sequence number and the group's size) to stderr and
//!   calls `MPI_Abort`, which ends every rank of the job (a live rank that never comes would
//!   otherwise hang the others forever: Open MPI 4.1 has no fault tolerance).

use std::cell::Cell;
use std::ffi::{c_int, c_void};
use std::rc::Rc;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use element::ops::BinaryOp;
use element::ElemType;
use mpi::ffi;

use super::channel::{fold_in_rank_order, sizes, Channel, JobAbort};
use crate::vm::VmError;

extern "C" {
    /// `MPI_IN_PLACE` of the linked MPI (`src/hal/mpi_in_place.c`, built by `build.rs`).
    fn irvm_mpi_in_place() -> *mut c_void;
}

/// The exit status of a job the watchdog aborts.
pub const WATCHDOG_EXIT: i32 = 70;

/// MPI itself, for this process: initialized here (then finalized when the last channel drops) or
/// by its owner before us.
pub struct MpiWorld {
    owned: bool,
    watchdog: Watchdog,
    /// This process's (rank, size) in `MPI_COMM_WORLD`, for the watchdog's message.
    place: Cell<(usize, usize)>,
    /// Where the collectives under way come from in the program (`file:line:col`, as
    /// [`Channel::set_site`] last said), for the watchdog's message.
    site: std::cell::RefCell<String>,
}

impl MpiWorld {
    /// Initializes MPI (`MPI_Init_thread(FUNNELED)`) unless it is initialized already, and returns
    /// the world channel (a duplicate of `MPI_COMM_WORLD` with `MPI_ERRORS_RETURN`).
    pub fn init() -> Result<MpiChannel, VmError> {
        let mut flag: c_int = 0;
        // SAFETY: MPI_Initialized may be called at any time, before MPI_Init too; `flag` is a
        // valid out-pointer.
        check("MPI_Initialized", unsafe {
            ffi::MPI_Initialized(&mut flag)
        })?;
        let owned = flag == 0;
        let mut provided: c_int = 0;
        if owned {
            // SAFETY: MPI is not initialized (checked above); null argc/argv are allowed by MPI-2
            // and later; `provided` is a valid out-pointer.
            let rc = unsafe {
                ffi::MPI_Init_thread(
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                    ffi::RSMPI_THREAD_FUNNELED,
                    &mut provided,
                )
            };
            if rc != 0 {
                return Err(VmError::collective(format!(
                    "MPI_Init_thread failed (code {rc})"
                )));
            }
        } else {
            let mut finalized: c_int = 0;
            // SAFETY: MPI is initialized; valid out-pointers.
            check("MPI_Finalized", unsafe {
                ffi::MPI_Finalized(&mut finalized)
            })?;
            if finalized != 0 {
                return Err(VmError::collective(
                    "MPI was initialized and finalized already by this process",
                ));
            }
            // SAFETY: MPI is initialized; valid out-pointer.
            check("MPI_Query_thread", unsafe {
                ffi::MPI_Query_thread(&mut provided)
            })?;
        }
        // Only this thread calls MPI: FUNNELED needs it to be the thread that initialized MPI,
        // which holds when we did; an MPI initialized elsewhere must allow it.
        let mut main: c_int = 0;
        // SAFETY: MPI is initialized; valid out-pointer.
        check("MPI_Is_thread_main", unsafe {
            ffi::MPI_Is_thread_main(&mut main)
        })?;
        // SAFETY: reading constants the rsmpi shim defines.
        let serialized = unsafe { ffi::RSMPI_THREAD_SERIALIZED };
        if main == 0 && provided < serialized {
            return Err(VmError::collective(format!(
                "MPI was initialized by another thread with thread level {provided}; the runtime \
                 calls MPI from this thread, which needs MPI_THREAD_SERIALIZED or more"
            )));
        }
        let world = Rc::new(MpiWorld {
            owned,
            watchdog: Watchdog::new(),
            place: Cell::new((0, 1)),
            site: std::cell::RefCell::new(String::new()),
        });
        let mut comm = ffi::MPI_Comm(std::ptr::null_mut());
        // SAFETY: MPI is initialized and this is its calling thread; `comm` is a valid
        // out-pointer; RSMPI_COMM_WORLD is the predefined world communicator.
        check("MPI_Comm_dup", unsafe {
            ffi::MPI_Comm_dup(ffi::RSMPI_COMM_WORLD, &mut comm)
        })?;
        let ch = MpiChannel::adopt(world, comm)?;
        ch.world.place.set((ch.rank, ch.size));
        Ok(ch)
    }

    /// Arms the watchdog: a collective that waits longer than `timeout` aborts the job (every
    /// rank) after printing which op it was. `None` disarms it.
    pub fn set_timeout(&self, timeout: Option<Duration>) {
        self.watchdog.set_timeout(timeout);
    }
}

impl Drop for MpiWorld {
    fn drop(&mut self) {
        if self.owned {
            // SAFETY: every channel holds an `Rc` of the world and frees its communicator when it
            // drops, so none is left; MPI was initialized here, on this thread (the types are not
            // `Send`), and not finalized (nothing else finalizes an MPI we own).
            unsafe { ffi::MPI_Finalize() };
        }
    }
}

/// One MPI communicator as a [`Channel`]. Not `Send`: MPI is called from the thread that made it.
pub struct MpiChannel {
    world: Rc<MpiWorld>,
    comm: ffi::MPI_Comm,
    rank: usize,
    size: usize,
    /// The sequence number of this channel's next collective (for the watchdog's message).
    seq: Cell<u64>,
}

/// E0705 with MPI's message for a non-zero code.
fn check(call: &str, rc: c_int) -> Result<(), VmError> {
    if rc == 0 {
        return Ok(());
    }
    let mut buf = vec![0u8; ffi::MPI_MAX_ERROR_STRING as usize + 1];
    let mut len: c_int = 0;
    // SAFETY: `buf` holds MPI_MAX_ERROR_STRING bytes as the call requires; `len` is a valid
    // out-pointer; MPI_Error_string may be called after any error.
    let ok = unsafe { ffi::MPI_Error_string(rc, buf.as_mut_ptr().cast(), &mut len) } == 0;
    let text = if ok {
        String::from_utf8_lossy(&buf[..(len.max(0) as usize).min(buf.len())]).into_owned()
    } else {
        "no message".into()
    };
    Err(VmError::collective(format!(
        "{call} failed: {text} (MPI error {rc})"
    )))
}

/// A count MPI takes (`int`).
fn count(op: &str, n: usize) -> Result<c_int, VmError> {
    c_int::try_from(n).map_err(|_| {
        VmError::collective(format!(
            "{op}: {n} elements or bytes are more than one MPI call takes (2^31 - 1)"
        ))
    })
}

/// The MPI datatype and operation computing `op` on `t` with the spec's result, or `None` when MPI
/// has none (the left fold then computes it).
fn native(op: BinaryOp, t: ElemType) -> Option<(ffi::MPI_Datatype, ffi::MPI_Op)> {
    use ElemType as T;
    let (sum, prod, min, max, band, bor, bxor) =
        // SAFETY: reading constants the rsmpi shim defines.
        unsafe {
        (
            ffi::RSMPI_SUM,
            ffi::RSMPI_PROD,
            ffi::RSMPI_MIN,
            ffi::RSMPI_MAX,
            ffi::RSMPI_BAND,
            ffi::RSMPI_BOR,
            ffi::RSMPI_BXOR,
        )
    };
    // (signed type for min/max, unsigned type for the rest) of each integer width.
    let ints = |s: ffi::MPI_Datatype, u: ffi::MPI_Datatype, signed: bool| match op {
        BinaryOp::Add => Some((u, sum)),
        BinaryOp::Multiply => Some((u, prod)),
        BinaryOp::Minimum => Some((if signed { s } else { u }, min)),
        BinaryOp::Maximum => Some((if signed { s } else { u }, max)),
        BinaryOp::And => Some((u, band)),
        BinaryOp::Or => Some((u, bor)),
        BinaryOp::Xor => Some((u, bxor)),
        BinaryOp::Atan2
        | BinaryOp::Complex
        | BinaryOp::Divide
        | BinaryOp::Power
        | BinaryOp::Remainder
        | BinaryOp::ShiftLeft
        | BinaryOp::ShiftRightArithmetic
        | BinaryOp::ShiftRightLogical
        | BinaryOp::Subtract => None,
    };
    let sum_prod = |dt: ffi::MPI_Datatype, with_prod: bool| match op {
        BinaryOp::Add => Some((dt, sum)),
        BinaryOp::Multiply if with_prod => Some((dt, prod)),
        BinaryOp::Multiply
        | BinaryOp::Minimum
        | BinaryOp::Maximum
        | BinaryOp::And
        | BinaryOp::Or
        | BinaryOp::Xor
        | BinaryOp::Atan2
        | BinaryOp::Complex
        | BinaryOp::Divide
        | BinaryOp::Power
        | BinaryOp::Remainder
        | BinaryOp::ShiftLeft
        | BinaryOp::ShiftRightArithmetic
        | BinaryOp::ShiftRightLogical
        | BinaryOp::Subtract => None,
    };
    // SAFETY: reading constants the rsmpi shim defines.
    unsafe {
        match t {
            T::I1 => match op {
                BinaryOp::Add | BinaryOp::Maximum | BinaryOp::Or => Some((ffi::RSMPI_UINT8_T, bor)),
                BinaryOp::Multiply | BinaryOp::Minimum | BinaryOp::And => {
                    Some((ffi::RSMPI_UINT8_T, band))
                }
                BinaryOp::Xor => Some((ffi::RSMPI_UINT8_T, bxor)),
                BinaryOp::Atan2
                | BinaryOp::Complex
                | BinaryOp::Divide
                | BinaryOp::Power
                | BinaryOp::Remainder
                | BinaryOp::ShiftLeft
                | BinaryOp::ShiftRightArithmetic
                | BinaryOp::ShiftRightLogical
                | BinaryOp::Subtract => None,
            },
            T::I8 => ints(ffi::RSMPI_INT8_T, ffi::RSMPI_UINT8_T, true),
            T::I16 => ints(ffi::RSMPI_INT16_T, ffi::RSMPI_UINT16_T, true),
            T::I32 => ints(ffi::RSMPI_INT32_T, ffi::RSMPI_UINT32_T, true),
            T::I64 | T::Index => ints(ffi::RSMPI_INT64_T, ffi::RSMPI_UINT64_T, true),
            T::UI8 => ints(ffi::RSMPI_INT8_T, ffi::RSMPI_UINT8_T, false),
            T::UI16 => ints(ffi::RSMPI_INT16_T, ffi::RSMPI_UINT16_T, false),
            T::UI32 => ints(ffi::RSMPI_INT32_T, ffi::RSMPI_UINT32_T, false),
            T::UI64 => ints(ffi::RSMPI_INT64_T, ffi::RSMPI_UINT64_T, false),
            T::F32 => sum_prod(ffi::RSMPI_FLOAT, true),
            T::F64 => sum_prod(ffi::RSMPI_DOUBLE, true),
            T::C64 => sum_prod(ffi::RSMPI_FLOAT_COMPLEX, false),
            T::C128 => sum_prod(ffi::RSMPI_DOUBLE_COMPLEX, false),
            T::I2
            | T::I4
            | T::UI2
            | T::UI4
            | T::F4E2M1FN
            | T::F6E2M3FN
            | T::F6E3M2FN
            | T::F8E3M4
            | T::F8E4M3
            | T::F8E4M3FN
            | T::F8E4M3FNUZ
            | T::F8E4M3B11FNUZ
            | T::F8E5M2
            | T::F8E5M2FNUZ
            | T::F8E8M0FNU
            | T::BF16
            | T::F16
            | T::TF32 => None,
        }
    }
}

impl MpiChannel {
    /// Takes `comm` (freed when the channel drops) and sets `MPI_ERRORS_RETURN` on it.
    fn adopt(world: Rc<MpiWorld>, comm: ffi::MPI_Comm) -> Result<MpiChannel, VmError> {
        let mut ch = MpiChannel {
            world,
            comm,
            rank: 0,
            size: 0,
            seq: Cell::new(0),
        };
        // SAFETY: `comm` is a valid communicator this channel owns; ERRORS_RETURN is predefined.
        check("MPI_Comm_set_errhandler", unsafe {
            ffi::MPI_Comm_set_errhandler(ch.comm, ffi::RSMPI_ERRORS_RETURN)
        })?;
        let (mut rank, mut size): (c_int, c_int) = (0, 0);
        // SAFETY: valid communicator, valid out-pointers.
        check("MPI_Comm_rank", unsafe {
            ffi::MPI_Comm_rank(ch.comm, &mut rank)
        })?;
        // SAFETY: as above.
        check("MPI_Comm_size", unsafe {
            ffi::MPI_Comm_size(ch.comm, &mut size)
        })?;
        ch.rank = rank as usize;
        ch.size = size as usize;
        Ok(ch)
    }

    /// The world this channel belongs to (to set the watchdog).
    pub fn world(&self) -> &MpiWorld {
        &self.world
    }

    /// Runs one MPI call `f` as collective `op` under the watchdog.
    fn collective(&self, op: &str, f: impl FnOnce() -> c_int) -> Result<(), VmError> {
        let seq = self.seq.get();
        self.seq.set(seq + 1);
        let guard = self.world.watchdog.arm(|| {
            let (r, n) = self.world.place.get();
            let site = self.world.site.borrow();
            let at = if site.is_empty() {
                String::new()
            } else {
                format!(" at {site}")
            };
            format!(
                "process {r} of {n}: {op}{at} (collective #{seq} of a group of {} processes, this process its rank {})",
                self.size, self.rank
            )
        });
        let rc = f();
        drop(guard);
        check(op, rc)
    }

    /// `MPI_Allreduce` of `send` into `recv`, or of `recv` itself when `send` is `None`
    /// (`MPI_IN_PLACE`); the ops and types MPI has no operation for are an all-gather and a fold
    /// in rank order. The lengths were checked by `sizes::all_reduce`.
    fn reduce_all(
        &self,
        op: BinaryOp,
        t: ElemType,
        send: Option<&[u8]>,
        recv: &mut [u8],
    ) -> Result<(), VmError> {
        let Some((dt, mop)) = native(op, t) else {
            // The gather holds every member's part (a copy), so the fold may overwrite `recv`.
            let all = self.gather_all("all_reduce", send.unwrap_or(recv))?;
            return fold_in_rank_order(op, t, all.chunks(recv.len().max(1)), recv);
        };
        let n = count("all_reduce", recv.len() / t.byte_size())?;
        let from = match send {
            Some(s) => s.as_ptr().cast::<c_void>(),
            // SAFETY: a function of the C shim with no arguments and no side effect, returning
            // the value of MPI_IN_PLACE of the mpi.h this build links against.
            None => unsafe { irvm_mpi_in_place() }.cast_const(),
        };
        self.collective("all_reduce", || {
            // SAFETY: `recv` holds `n` elements of `dt` (`dt`'s size is `t`'s byte size, checked
            // by `sizes::all_reduce`) and so does `send` when given, which does not overlap
            // `recv` (one is borrowed mutably); MPI_IN_PLACE tells MPI to read this member's part
            // from `recv` and write the result over it.
            unsafe { ffi::MPI_Allreduce(from, recv.as_mut_ptr().cast(), n, dt, mop, self.comm) }
        })
    }

    /// The bytes of every member, in rank order (`size` x `send.len()`).
    fn gather_all(&self, op: &str, send: &[u8]) -> Result<Vec<u8>, VmError> {
        let mut all = vec![0u8; send.len() * self.size];
        let n = count(op, send.len())?;
        self.collective(op, || {
            // SAFETY: `send` holds `n` bytes and `all` `size * n`, as MPI_Allgather of `n` bytes
            // from each of `size` members writes; `comm` is this channel's.
            unsafe {
                ffi::MPI_Allgather(
                    send.as_ptr().cast(),
                    n,
                    ffi::RSMPI_UINT8_T,
                    all.as_mut_ptr().cast(),
                    n,
                    ffi::RSMPI_UINT8_T,
                    self.comm,
                )
            }
        })?;
        Ok(all)
    }
}

impl Drop for MpiChannel {
    fn drop(&mut self) {
        // SAFETY: the communicator is this channel's own (a dup or a split), valid and not freed;
        // MPI is not finalized (the world outlives its channels through the `Rc`).
        unsafe { ffi::MPI_Comm_free(&mut self.comm) };
    }
}

impl Channel for MpiChannel {
    fn rank(&self) -> usize {
        self.rank
    }
    fn set_site(&self, site: &str) {
        let mut s = self.world.site.borrow_mut();
        s.clear();
        s.push_str(site);
    }
    fn size(&self) -> usize {
        self.size
    }

    fn job_abort(&self) -> Option<JobAbort> {
        let world = self.world.clone();
        Some(JobAbort::new(move |code| {
            // Held until the call: MPI stays initialized while the handle lives.
            let _world = &world;
            // SAFETY: MPI is initialized and not finalized (the world, held above, finalizes it
            // only when its last `Rc` drops); MPI_Abort on the predefined world communicator
            // ends every process of the job and does not return (`exit` covers an MPI that
            // returned anyway).
            unsafe { ffi::MPI_Abort(ffi::RSMPI_COMM_WORLD, code) };
            std::process::exit(code)
        }))
    }

    fn split(&self, color: Option<u32>, key: u32) -> Result<Option<Box<dyn Channel>>, VmError> {
        // SAFETY: reading a constant the rsmpi shim defines.
        let undefined = unsafe { ffi::RSMPI_UNDEFINED };
        let c = match color {
            Some(c) => c_int::try_from(c)
                .map_err(|_| VmError::invalid(format!("split: color {c} is above 2^31 - 1")))?,
            None => undefined,
        };
        let k = c_int::try_from(key)
            .map_err(|_| VmError::invalid(format!("split: key {key} is above 2^31 - 1")))?;
        let mut comm = ffi::MPI_Comm(std::ptr::null_mut());
        self.collective("split", || {
            // SAFETY: valid communicator; `comm` a valid out-pointer.
            unsafe { ffi::MPI_Comm_split(self.comm, c, k, &mut comm) }
        })?;
        // SAFETY: reading a constant the rsmpi shim defines.
        if comm == unsafe { ffi::RSMPI_COMM_NULL } {
            return Ok(None);
        }
        Ok(Some(Box::new(MpiChannel::adopt(self.world.clone(), comm)?)))
    }

    fn all_reduce(
        &self,
        op: BinaryOp,
        t: ElemType,
        send: &[u8],
        recv: &mut [u8],
    ) -> Result<(), VmError> {
        sizes::all_reduce(t, send.len(), recv.len())?;
        self.reduce_all(op, t, Some(send), recv)
    }

    fn all_reduce_in_place(
        &self,
        op: BinaryOp,
        t: ElemType,
        buf: &mut [u8],
    ) -> Result<(), VmError> {
        sizes::all_reduce(t, buf.len(), buf.len())?;
        self.reduce_all(op, t, None, buf)
    }

    fn all_gather(&self, send: &[u8], recv: &mut [u8]) -> Result<(), VmError> {
        sizes::all_gather(self.size, send.len(), recv.len())?;
        let n = count("all_gather", send.len())?;
        self.collective("all_gather", || {
            // SAFETY: `send` holds `n` bytes and `recv` `size * n` (checked above).
            unsafe {
                ffi::MPI_Allgather(
                    send.as_ptr().cast(),
                    n,
                    ffi::RSMPI_UINT8_T,
                    recv.as_mut_ptr().cast(),
                    n,
                    ffi::RSMPI_UINT8_T,
                    self.comm,
                )
            }
        })
    }

    fn all_to_all(&self, send: &[u8], recv: &mut [u8]) -> Result<(), VmError> {
        sizes::all_to_all(self.size, send.len(), recv.len())?;
        let b = count("all_to_all", send.len() / self.size)?;
        self.collective("all_to_all", || {
            // SAFETY: `send` and `recv` hold `size` blocks of `b` bytes (checked above).
            unsafe {
                ffi::MPI_Alltoall(
                    send.as_ptr().cast(),
                    b,
                    ffi::RSMPI_UINT8_T,
                    recv.as_mut_ptr().cast(),
                    b,
                    ffi::RSMPI_UINT8_T,
                    self.comm,
                )
            }
        })
    }

    fn reduce_scatter(
        &self,
        op: BinaryOp,
        t: ElemType,
        send: &[u8],
        recv: &mut [u8],
    ) -> Result<(), VmError> {
        sizes::reduce_scatter(t, self.size, send.len(), recv.len())?;
        let Some((dt, mop)) = native(op, t) else {
            // Block `rank` of every member, in rank order: an all-to-all, then the fold.
            let mut blocks = vec![0u8; send.len()];
            self.all_to_all(send, &mut blocks)?;
            return fold_in_rank_order(op, t, blocks.chunks(recv.len().max(1)), recv);
        };
        let n = count("reduce_scatter", recv.len() / t.byte_size())?;
        self.collective("reduce_scatter", || {
            // SAFETY: `send` holds `size * n` elements of `dt`, `recv` `n` (checked above).
            unsafe {
                ffi::MPI_Reduce_scatter_block(
                    send.as_ptr().cast(),
                    recv.as_mut_ptr().cast(),
                    n,
                    dt,
                    mop,
                    self.comm,
                )
            }
        })
    }

    fn collective_permute(
        &self,
        pairs: &[(usize, usize)],
        send: &[u8],
        recv: &mut [u8],
    ) -> Result<(), VmError> {
        let (to, from) = sizes::permute(self.rank, self.size, pairs, send.len(), recv.len())?;
        let n = count("collective_permute", send.len())?;
        // SAFETY: reading a constant the rsmpi shim defines.
        let null = unsafe { ffi::RSMPI_PROC_NULL };
        let dest = to.map_or(null, |r| r as c_int);
        let source = from.map_or(null, |r| r as c_int);
        self.collective("collective_permute", || {
            // SAFETY: `send` and `recv` hold `n` bytes each and do not overlap; PROC_NULL makes a
            // side a no-op; the status is ignored.
            unsafe {
                ffi::MPI_Sendrecv(
                    send.as_ptr().cast(),
                    n,
                    ffi::RSMPI_UINT8_T,
                    dest,
                    0,
                    recv.as_mut_ptr().cast(),
                    n,
                    ffi::RSMPI_UINT8_T,
                    source,
                    0,
                    self.comm,
                    ffi::RSMPI_STATUS_IGNORE,
                )
            }
        })?;
        if from.is_none() {
            recv.fill(0);
        }
        Ok(())
    }

    fn collective_broadcast(&self, root: usize, buf: &mut [u8]) -> Result<(), VmError> {
        sizes::rank("collective_broadcast", "root", root, self.size)?;
        let n = count("collective_broadcast", buf.len())?;
        self.collective("collective_broadcast", || {
            // SAFETY: `buf` holds `n` bytes; root is a rank of the communicator.
            unsafe {
                ffi::MPI_Bcast(
                    buf.as_mut_ptr().cast::<c_void>(),
                    n,
                    ffi::RSMPI_UINT8_T,
                    root as c_int,
                    self.comm,
                )
            }
        })
    }

    fn send(&self, dest: usize, tag: u32, data: &[u8]) -> Result<(), VmError> {
        sizes::rank("send", "destination", dest, self.size)?;
        let n = count("send", data.len())?;
        let tag = c_int::try_from(tag)
            .map_err(|_| VmError::invalid(format!("send: channel {tag} is above 2^31 - 1")))?;
        self.collective("send", || {
            // SAFETY: `data` holds `n` bytes; `dest` is a rank of the communicator; a tag above
            // the MPI_TAG_UB of this MPI is an error code (ERRORS_RETURN).
            unsafe {
                ffi::MPI_Send(
                    data.as_ptr().cast(),
                    n,
                    ffi::RSMPI_UINT8_T,
                    dest as c_int,
                    tag,
                    self.comm,
                )
            }
        })
    }

    fn recv(&self, source: usize, tag: u32, data: &mut [u8]) -> Result<(), VmError> {
        sizes::rank("recv", "source", source, self.size)?;
        let n = count("recv", data.len())?;
        let tag = c_int::try_from(tag)
            .map_err(|_| VmError::invalid(format!("recv: channel {tag} is above 2^31 - 1")))?;
        // SAFETY: MPI_Status is a plain C struct for which all-zero bytes are a valid value.
        let mut status: ffi::MPI_Status = unsafe { std::mem::zeroed() };
        self.collective("recv", || {
            // SAFETY: `data` holds `n` bytes (a longer message is MPI_ERR_TRUNCATE, returned);
            // `status` is a valid out-pointer.
            unsafe {
                ffi::MPI_Recv(
                    data.as_mut_ptr().cast(),
                    n,
                    ffi::RSMPI_UINT8_T,
                    source as c_int,
                    tag,
                    self.comm,
                    &mut status,
                )
            }
        })?;
        let mut got: c_int = 0;
        // SAFETY: `status` was filled by MPI_Recv; valid out-pointer.
        check("MPI_Get_count", unsafe {
            ffi::MPI_Get_count(&status, ffi::RSMPI_UINT8_T, &mut got)
        })?;
        if got != n {
            return Err(VmError::collective(format!(
                "recv from process {source} with channel {tag}: {got} bytes were sent, {n} expected"
            )));
        }
        Ok(())
    }
}

/// The collective timeout's thread: it sleeps until an armed collective passes its deadline, then
/// aborts the job.
struct Watchdog {
    shared: Arc<(Mutex<WatchState>, Condvar)>,
}

#[derive(Default)]
struct WatchState {
    timeout: Option<Duration>,
    /// The collective under way: its deadline and what it is.
    armed: Option<(Instant, String)>,
    started: bool,
}

/// Disarms the watchdog when the collective returns.
struct Armed<'a>(Option<&'a Watchdog>);

impl Drop for Armed<'_> {
    fn drop(&mut self) {
        if let Some(w) = self.0 {
            let mut st = w.shared.0.lock().unwrap_or_else(|e| e.into_inner());
            st.armed = None;
        }
    }
}

impl Watchdog {
    fn new() -> Watchdog {
        Watchdog {
            shared: Arc::new((Mutex::new(WatchState::default()), Condvar::new())),
        }
    }

    fn set_timeout(&self, timeout: Option<Duration>) {
        let (lock, cv) = &*self.shared;
        let mut st = lock.lock().unwrap_or_else(|e| e.into_inner());
        st.timeout = timeout;
        if timeout.is_some() && !st.started {
            st.started = true;
            let shared = self.shared.clone();
            // The thread lives as long as the process (it holds only the shared state).
            std::thread::Builder::new()
                .name("irvm-collective-watchdog".into())
                .spawn(move || watch(&shared))
                .map(drop)
                .unwrap_or_else(|e| {
                    eprintln!("warning: the collective watchdog thread did not start: {e}")
                });
        }
        cv.notify_all();
    }

    /// Arms the watchdog for one collective (when a timeout is set); the guard disarms it.
    fn arm(&self, what: impl FnOnce() -> String) -> Armed<'_> {
        let (lock, cv) = &*self.shared;
        let mut st = lock.lock().unwrap_or_else(|e| e.into_inner());
        let Some(t) = st.timeout else {
            return Armed(None);
        };
        st.armed = Some((Instant::now() + t, what()));
        cv.notify_all();
        Armed(Some(self))
    }
}

fn watch(shared: &(Mutex<WatchState>, Condvar)) {
    let (lock, cv) = shared;
    let mut st = lock.lock().unwrap_or_else(|e| e.into_inner());
    loop {
        let wait = match (&st.armed, st.timeout) {
            (Some((deadline, what)), Some(t)) => {
                let now = Instant::now();
                if now >= *deadline {
                    eprintln!(
                        "error[E0705]: {what} waited more than {} s (the collective timeout): a \
                         process never came; aborting the job",
                        t.as_secs_f64()
                    );
                    // SAFETY: MPI is initialized (a collective is under way on the MPI thread).
                    // Under MPI_THREAD_FUNNELED this thread may not call MPI in general;
                    // MPI_Abort is the one exception we make, as the job ends here: Open MPI's
                    // abort tells the launcher and exits (the test `collectives under mpirun`
                    // holds it to ending every rank).
                    unsafe { ffi::MPI_Abort(ffi::RSMPI_COMM_WORLD, WATCHDOG_EXIT) };
                    std::process::exit(WATCHDOG_EXIT);
                }
                *deadline - now
            }
            _ => Duration::from_secs(3600),
        };
        st = cv
            .wait_timeout(st, wait)
            .unwrap_or_else(|e| e.into_inner())
            .0;
    }
}
