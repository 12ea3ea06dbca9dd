//! A counting global allocator for the tests that measure host memory: it forwards to `System`
//! and keeps the bytes currently allocated (`CURRENT`) and their peak (`PEAK`, which a test resets
//! to `CURRENT` before what it measures). A test binary installs it with
//! `#[global_allocator] static ALLOC: Counting = Counting;`.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

pub struct Counting;

pub static CURRENT: AtomicUsize = AtomicUsize::new(0);
pub static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(by: usize) {
    let now = CURRENT.fetch_add(by, Ordering::SeqCst) + by;
    PEAK.fetch_max(now, Ordering::SeqCst);
}

// SAFETY: every call is forwarded to `System` with the same arguments; the counters only
// observe sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        grew(l.size());
        // SAFETY: forwarded with the caller's layout, which the caller guarantees is valid.
        unsafe { System.alloc(l) }
    }
    unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
        grew(l.size());
        // SAFETY: as for `alloc`.
        unsafe { System.alloc_zeroed(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        CURRENT.fetch_sub(l.size(), Ordering::SeqCst);
        // SAFETY: `p` was allocated by `System` with `l` (through this allocator).
        unsafe { System.dealloc(p, l) }
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new: usize) -> *mut u8 {
        if new > l.size() {
            grew(new - l.size());
        } else {
            CURRENT.fetch_sub(l.size() - new, Ordering::SeqCst);
        }
        // SAFETY: `p` was allocated by `System` with `l`; the caller guarantees `new` is valid.
        unsafe { System.realloc(p, l, new) }
    }
}
