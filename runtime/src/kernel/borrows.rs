//! The guard-page build's run-time check of the references the fast paths make into buffers.
//!
//! A step's fast path turns bytes of a buffer into a Rust slice (`&[f32]`, `&mut [f32]`), or hands
//! them to a routine whose contract forbids overlap (`copy_nonoverlapping`, GEMM). Rust makes two
//! demands of those bytes that valgrind and the guard pages cannot see: they are aligned for the
//! element type, and no `&mut` covers bytes that a live `&` (or another `&mut`) also covers.
//! [`super::exec::Ctx::fits`] establishes both for every run (alignment of each buffer, and no
//! overlap between a written buffer and another the step names unless the step allows exactly the
//! same bytes); this module checks, in the `guard-pages` build, that the fast paths keep to them:
//! each such use registers its byte range for as long as it lives ([`shared`], [`exclusive`]),
//! and a misaligned start, or an exclusive range overlapping any live one (or a shared one
//! overlapping a live exclusive one), panics with both ranges named, so the module fuzzer reports
//! it as a failure. In the normal build both are no-ops that compile to nothing.

#[cfg(feature = "guard-pages")]
mod imp {
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::Mutex;

    /// One live use: `[start, end)`, exclusive or shared, its id and what made it.
    struct Live {
        start: usize,
        end: usize,
        exclusive: bool,
        id: u64,
        what: &'static str,
    }

    /// Every live use, of every thread (the workers of one step share buffers).
    static LIVE: Mutex<Vec<Live>> = Mutex::new(Vec::new());
    static NEXT: AtomicU64 = AtomicU64::new(0);

    /// A registered use of a byte range, removed when dropped.
    #[must_use = "the range is registered only while the guard lives"]
    pub struct Borrow(u64);

    impl Drop for Borrow {
        fn drop(&mut self) {
            let mut live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(i) = live.iter().position(|l| l.id == self.0) {
                live.swap_remove(i);
            }
        }
    }

    pub fn register(
        ptr: *const u8,
        bytes: usize,
        align: usize,
        exclusive: bool,
        what: &'static str,
    ) -> Borrow {
        let start = ptr as usize;
        assert!(
            bytes == 0 || start.is_multiple_of(align),
            "guard-pages borrow check: {what}: {bytes} bytes at {start:#x}, not a multiple of \
             the element alignment {align}"
        );
        let id = NEXT.fetch_add(1, Ordering::Relaxed);
        if bytes == 0 {
            return Borrow(id);
        }
        let end = start + bytes;
        let mut live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(l) = live
            .iter()
            .find(|l| (exclusive || l.exclusive) && l.start < end && start < l.end)
        {
            let kind = |x: bool| if x { "exclusive" } else { "shared" };
            panic!(
                "guard-pages borrow check: {} {what} [{start:#x}, {end:#x}) overlaps a live {} {} \
                 [{:#x}, {:#x})",
                kind(exclusive),
                kind(l.exclusive),
                l.what,
                l.start,
                l.end
            );
        }
        live.push(Live {
            start,
            end,
            exclusive,
            id,
            what,
        });
        Borrow(id)
    }
}

#[cfg(not(feature = "guard-pages"))]
mod imp {
    /// Nothing, in the normal build.
    #[must_use = "the range is registered only while the guard lives"]
    pub struct Borrow;

    #[inline(always)]
    pub fn register(
        _ptr: *const u8,
        _bytes: usize,
        _align: usize,
        _exclusive: bool,
        _what: &'static str,
    ) -> Borrow {
        Borrow
    }
}

pub use imp::Borrow;

/// Registers `bytes` bytes at `ptr`, aligned to `align`, as [`shared`] or [`exclusive`] says.
#[inline(always)]
pub fn range(
    ptr: *const u8,
    bytes: usize,
    align: usize,
    exclusive: bool,
    what: &'static str,
) -> Borrow {
    imp::register(ptr, bytes, align, exclusive, what)
}

/// Registers `n` elements of `T` at `ptr` as read through a `&[T]` (or a read-only pointer a
/// routine requires to be apart from what it writes) for as long as the guard lives: in the
/// `guard-pages` build, panics if `ptr` is not aligned for `T` or the range overlaps a live
/// [`exclusive`] one.
#[inline(always)]
pub fn shared<T>(ptr: *const T, n: usize, what: &'static str) -> Borrow {
    imp::register(
        ptr as *const u8,
        n * std::mem::size_of::<T>(),
        std::mem::align_of::<T>(),
        false,
        what,
    )
}

/// Registers `n` elements of `T` at `ptr` as written through a `&mut [T]` (or a destination a
/// routine requires to be apart from what it reads) for as long as the guard lives: in the
/// `guard-pages` build, panics if `ptr` is not aligned for `T` or the range overlaps any live
/// one.
#[inline(always)]
pub fn exclusive<T>(ptr: *const T, n: usize, what: &'static str) -> Borrow {
    imp::register(
        ptr as *const u8,
        n * std::mem::size_of::<T>(),
        std::mem::align_of::<T>(),
        true,
        what,
    )
}

#[cfg(all(test, feature = "guard-pages"))]
mod tests {
    use super::*;

    #[test]
    fn disjoint_and_shared_ranges_pass() {
        let v = [0f32; 16];
        let a = shared(v.as_ptr(), 8, "a");
        let b = shared(v.as_ptr(), 16, "b");
        // SAFETY: inside `v`.
        let c = exclusive(unsafe { v.as_ptr().add(8) }, 0, "empty");
        drop((a, b, c));
        let _d = exclusive(v.as_ptr(), 16, "d");
    }

    #[test]
    #[should_panic(expected = "overlaps a live shared")]
    fn an_exclusive_range_over_a_shared_one_panics() {
        let v = [0f32; 16];
        let _a = shared(v.as_ptr(), 8, "a");
        // SAFETY: inside `v`.
        let _b = exclusive(unsafe { v.as_ptr().add(7) }, 4, "b");
    }

    #[test]
    #[should_panic(expected = "not a multiple of the element alignment 4")]
    fn a_misaligned_range_panics() {
        let v = [0f32; 4];
        let _a = shared(
            (v.as_ptr() as *const u8).wrapping_add(2) as *const f32,
            1,
            "a",
        );
    }
}
