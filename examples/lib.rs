//! Helpers shared by the examples: reading `.npy` data that ships beside them and the process's
//! resident set size.

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
