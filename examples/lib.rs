//! Helpers shared by the examples and their tests: reading `.npy` data that ships beside them, the
//! process's resident set size, and the `mpirun` flags of the tests run under a launcher.

#![deny(missing_docs)]

use std::path::{Path, PathBuf};

/// The directory of the `examples` package (where each example's data lives).
pub fn examples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// The process's resident set size in bytes, from `/proc/self/statm` (None off Linux).
pub fn rss_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let resident: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(resident * 4096)
}

/// The flags the tests give `mpirun` (before `-np N`): as root, more ranks than cores, shared
/// memory and loopback only (README, Distributed).
pub const MPIRUN_FLAGS: [&str; 11] = [
    "--allow-run-as-root",
    "--oversubscribe",
    "--mca",
    "pml",
    "ob1",
    "--mca",
    "btl",
    "self,vader",
    "--mca",
    "oob_tcp_if_include",
    "lo",
];
