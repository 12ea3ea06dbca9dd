//! `--probe-output-dir DIR` of `irvm run` and `irc run-reference`: an [`Observer`] that writes
//! each value `interpreter.probe` records to `DIR/probeN.npy` (N counting from 1 over the run)
//! and appends a line `probe_id,type,path` to `DIR/index.csv`, as the StableHLO interpreter's
//! `--probe-output-dir` does; `check.expect_serialized_eq` reads the file back. The directory is
//! made if it is missing; an `index.csv` already in it is replaced when the first value is
//! recorded (the index then lists exactly this run's files). A `probe_id` holding a comma, a
//! quote or a line break is written quoted, as CSV quotes a field.

use std::collections::HashMap;
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use runtime::probe::{missing, print_to_stdout, Observer};
use runtime::HostTensor;

use crate::io::{decode_npy, encode_npy, IoError};

/// See the module documentation.
pub struct ProbeDir {
    dir: PathBuf,
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    written: u64,
    index: Option<File>,
    files: HashMap<String, Vec<PathBuf>>,
}

impl ProbeDir {
    /// Probes into `dir`, made (with its parents) if it does not exist.
    pub fn create(dir: &Path) -> Result<ProbeDir, IoError> {
        std::fs::create_dir_all(dir).map_err(|e| {
            IoError(format!(
                "--probe-output-dir {}: cannot make the directory: {e}",
                dir.display()
            ))
        })?;
        if !dir.is_dir() {
            return Err(IoError(format!(
                "--probe-output-dir {}: not a directory",
                dir.display()
            )));
        }
        Ok(ProbeDir {
            dir: dir.to_path_buf(),
            state: Mutex::new(State::default()),
        })
    }
}

/// `field` as one CSV field: quoted (with its quotes doubled) when it holds a comma, a quote or a
/// line break.
fn csv_field(field: &str) -> String {
    if field.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_string()
    }
}

impl Observer for ProbeDir {
    fn print(&self, text: &str) -> Result<(), String> {
        print_to_stdout(text)
    }

    fn record(&self, id: &str, value: HostTensor) -> Result<(), String> {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let bytes = encode_npy(&value).map_err(|e| e.0)?;
        let path = self.dir.join(format!("probe{}.npy", state.written + 1));
        std::fs::write(&path, bytes).map_err(|e| {
            format!(
                "interpreter.probe \"{id}\": cannot write {}: {e}",
                path.display()
            )
        })?;
        state.written += 1;
        let index_path = self.dir.join("index.csv");
        if state.index.is_none() {
            let f = File::create(&index_path)
                .map_err(|e| format!("cannot write {}: {e}", index_path.display()))?;
            state.index = Some(f);
        }
        if let Some(f) = state.index.as_mut() {
            writeln!(
                f,
                "{},{},{}",
                csv_field(id),
                value.mlir_type(),
                csv_field(&path.display().to_string())
            )
            .and_then(|()| f.flush())
            .map_err(|e| format!("cannot write {}: {e}", index_path.display()))?;
        }
        state.files.entry(id.to_string()).or_default().push(path);
        Ok(())
    }

    fn recorded(&self, id: &str, iteration: u32) -> Result<HostTensor, String> {
        let path = {
            let state = self.state.lock().unwrap_or_else(|e| e.into_inner());
            let files = state.files.get(id).map_or(&[][..], |v| v.as_slice());
            files
                .get(iteration as usize)
                .cloned()
                .ok_or_else(|| missing(id, iteration, files.len()))?
        };
        let name = path.display().to_string();
        let bytes = std::fs::read(&path).map_err(|e| format!("cannot read {name}: {e}"))?;
        let mut arrays = decode_npy(&bytes, &name).map_err(|e| e.0)?;
        match arrays.len() {
            1 => Ok(arrays.remove(0)),
            n => Err(format!(
                "{name} holds {n} arrays, not the one probe \"{id}\" wrote"
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use runtime::ElemType;

    #[test]
    fn writes_npy_files_and_an_index_and_reads_them_back() {
        let dir = std::env::temp_dir().join(format!("irvm-probe-dir-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let p = ProbeDir::create(&dir.join("nested")).unwrap();
        let t = |v: &[i64]| {
            HostTensor::from_bytes(
                ElemType::I64,
                vec![v.len()],
                v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            )
            .unwrap()
        };
        p.record("a", t(&[1, 2])).unwrap();
        p.record("b,c", t(&[3])).unwrap();
        p.record("a", t(&[4, 5])).unwrap();
        assert_eq!(p.recorded("a", 1).unwrap(), t(&[4, 5]));
        assert_eq!(p.recorded("b,c", 0).unwrap(), t(&[3]));
        let e = p.recorded("a", 2).unwrap_err();
        assert!(e.contains("recorded 2 values"), "{e}");
        let d = dir.join("nested");
        let index = std::fs::read_to_string(d.join("index.csv")).unwrap();
        let want = format!(
            "a,tensor<2xi64>,{}\n\"b,c\",tensor<1xi64>,{}\na,tensor<2xi64>,{}\n",
            d.join("probe1.npy").display(),
            d.join("probe2.npy").display(),
            d.join("probe3.npy").display()
        );
        assert_eq!(index, want);
        // A file changed behind the observer's back is what the check reads.
        std::fs::write(d.join("probe3.npy"), encode_npy(&t(&[9, 9])).unwrap()).unwrap();
        assert_eq!(p.recorded("a", 1).unwrap(), t(&[9, 9]));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
