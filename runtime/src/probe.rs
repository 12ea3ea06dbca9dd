//! Where the StableHLO interpreter's instrumentation goes when a program runs: the text of
//! `interpreter.print`, the values `interpreter.probe` records under its `probe_id` (one per run of
//! the op, in order), and the recorded values `check.expect_serialized_eq` reads back.
//!
//! An [`Observer`] receives them. The compiled path (each [`crate::vm::LoadedModule`]) and the
//! reference interpreter both take one, so the two paths record alike. [`Probes`], the default,
//! prints to standard output and keeps the recorded values in host memory, at most
//! [`Probes::DEFAULT_LIMIT`] bytes of them; `irvm run --probe-output-dir` and `irc run-reference
//! --probe-output-dir` use an observer that writes each value as a `.npy` file and an `index.csv`
//! line instead, as the StableHLO interpreter's `--probe-output-dir` does.
//!
//! An observer is shared by every call of a module and by every process of an
//! `interpreter.run_parallel`, so it takes `&self` and locks what it changes: one print's text is
//! never interleaved with another's.

use std::collections::HashMap;
use std::io::Write;
use std::sync::Mutex;

use crate::host_tensor::HostTensor;

/// Receives what the instrumentation ops of a running program observe. Errors are messages; the
/// caller stops the program with them.
pub trait Observer: Send + Sync {
    /// `interpreter.print`: one tensor's text (without a trailing newline).
    fn print(&self, text: &str) -> Result<(), String>;
    /// `interpreter.probe`: records `value` as the next iteration of probe `id`.
    fn record(&self, id: &str, value: HostTensor) -> Result<(), String>;
    /// `check.expect_serialized_eq`: the value probe `id` recorded at `iteration` (0-based), or a
    /// message saying what there is instead.
    fn recorded(&self, id: &str, iteration: u32) -> Result<HostTensor, String>;
}

/// The default [`Observer`]: prints to standard output, keeps recorded values in memory.
pub struct Probes {
    limit: u64,
    state: Mutex<Recorded>,
}

#[derive(Default)]
struct Recorded {
    bytes: u64,
    values: HashMap<String, Vec<HostTensor>>,
}

impl Probes {
    /// The most bytes of recorded values [`Probes::new`] keeps.
    pub const DEFAULT_LIMIT: u64 = 256 << 20;

    /// Keeps at most [`Probes::DEFAULT_LIMIT`] bytes of recorded values.
    pub fn new() -> Probes {
        Probes::with_limit(Probes::DEFAULT_LIMIT)
    }

    /// Keeps at most `limit` bytes of recorded values; a record beyond it is an error.
    pub fn with_limit(limit: u64) -> Probes {
        Probes {
            limit,
            state: Mutex::new(Recorded::default()),
        }
    }

    /// Every value probe `id` recorded, in order.
    pub fn values(&self, id: &str) -> Vec<HostTensor> {
        let state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        state.values.get(id).cloned().unwrap_or_default()
    }
}

impl Default for Probes {
    fn default() -> Probes {
        Probes::new()
    }
}

/// The lock every [`Observer::print`] of this process takes, so that prints of several threads
/// (an `interpreter.run_parallel`'s processes) are whole.
pub fn print_to_stdout(text: &str) -> Result<(), String> {
    static LOCK: Mutex<()> = Mutex::new(());
    let _held = LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let mut out = std::io::stdout().lock();
    writeln!(out, "{text}")
        .and_then(|()| out.flush())
        .map_err(|e| format!("interpreter.print: cannot write to standard output: {e}"))
}

/// The message for a missing iteration of probe `id` that recorded `have` values.
pub fn missing(id: &str, iteration: u32, have: usize) -> String {
    match have {
        0 => format!("probe \"{id}\" recorded no value (no `interpreter.probe` with this probe_id ran before the check)"),
        n => format!(
            "probe \"{id}\" recorded {n} value{}, so there is no iteration {iteration} (iterations count from 0)",
            if n == 1 { "" } else { "s" }
        ),
    }
}

impl Observer for Probes {
    fn print(&self, text: &str) -> Result<(), String> {
        print_to_stdout(text)
    }

    fn record(&self, id: &str, value: HostTensor) -> Result<(), String> {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let bytes = state.bytes.saturating_add(value.data.len() as u64);
        if bytes > self.limit {
            return Err(format!(
                "interpreter.probe \"{id}\": the recorded values would take {bytes} bytes, more than the {} kept in memory; give a probe directory (`--probe-output-dir`) to write them to files instead",
                self.limit
            ));
        }
        state.bytes = bytes;
        state.values.entry(id.to_string()).or_default().push(value);
        Ok(())
    }

    fn recorded(&self, id: &str, iteration: u32) -> Result<HostTensor, String> {
        let state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let values = state.values.get(id).map_or(&[][..], |v| v.as_slice());
        values
            .get(iteration as usize)
            .cloned()
            .ok_or_else(|| missing(id, iteration, values.len()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host_tensor::ElemType;

    #[test]
    fn records_per_id_in_order_within_the_limit() {
        let p = Probes::with_limit(12);
        let t = |v: i32| HostTensor::from_bytes(ElemType::I32, vec![1], v.to_le_bytes().to_vec());
        p.record("a", t(1).unwrap()).unwrap();
        p.record("b", t(2).unwrap()).unwrap();
        p.record("a", t(3).unwrap()).unwrap();
        assert_eq!(p.recorded("a", 1).unwrap().data, 3i32.to_le_bytes());
        assert_eq!(p.recorded("b", 0).unwrap().data, 2i32.to_le_bytes());
        assert_eq!(p.values("a").len(), 2);
        let e = p.recorded("a", 2).unwrap_err();
        assert!(
            e.contains("recorded 2 values, so there is no iteration 2"),
            "{e}"
        );
        let e = p.recorded("c", 0).unwrap_err();
        assert!(e.contains("recorded no value"), "{e}");
        // 12 bytes are taken: a fourth value is refused, and nothing of it is kept.
        let e = p.record("a", t(4).unwrap()).unwrap_err();
        assert!(e.contains("16 bytes, more than the 12"), "{e}");
        assert_eq!(p.values("a").len(), 2);
    }
}
