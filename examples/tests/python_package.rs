//! The Python package (`python/`): builds it with maturin, installs it into a virtual environment
//! and runs its pytest suite (`python/tests`), failing when pytest fails.
//!
//! `python/build.sh` makes the environment (`target/pyenv`, created on the first run with
//! `python3 -m venv` and the pins of `python/requirements-test.txt` from PyPI, then reused while
//! they are the same) and builds the wheel (in `target/python`, a cargo target directory of its
//! own: the package is not a workspace member), so later runs rebuild only what changed; the
//! README's build command runs it first. Without `python3` or without a network on the first run
//! the test fails and says which.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the examples crate is in the workspace root")
        .to_path_buf()
}

/// Runs `cmd`, panicking with its output and `what` when it fails to start or exits non-zero.
fn run(cmd: &mut Command, what: &str) -> String {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot run {cmd:?}: {e}"));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        out.status.success(),
        "{what} failed ({}): {cmd:?}\n--- stdout\n{stdout}\n--- stderr\n{stderr}",
        out.status
    );
    stdout + &stderr
}

/// Runs `python/build.sh` (the virtual environment `target/pyenv` with
/// `python/requirements-test.txt`, then the wheel in `target/python-wheels`); returns the
/// environment's interpreter.
fn build(root: &Path) -> PathBuf {
    let mut cmd = Command::new("bash");
    cmd.arg(root.join("python/build.sh"));
    run(
        &mut cmd,
        "python/build.sh (the first run needs python3 with venv, and a network for PyPI)",
    );
    root.join("target/pyenv/bin/python")
}

#[test]
fn python_package_builds_installs_and_passes_pytest() {
    let root = root();
    let python = build(&root);
    let wheels = root.join("target/python-wheels");
    let wheel = std::fs::read_dir(&wheels)
        .expect("maturin's output directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.extension().is_some_and(|x| x == "whl"))
        .expect("maturin wrote a wheel");
    let name = wheel.file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        name.contains("abi3"),
        "the wheel is built for the stable ABI (one wheel for CPython 3.9+): {name}"
    );
    let mut install = Command::new(&python);
    install
        .args([
            "-m",
            "pip",
            "install",
            "--disable-pip-version-check",
            "-q",
            "--no-deps",
            "--force-reinstall",
        ])
        .arg(&wheel);
    run(&mut install, "installing the wheel");

    let mut pytest = Command::new(&python);
    pytest
        .args(["-m", "pytest", "-q", "-p", "no:cacheprovider"])
        .arg(root.join("python/tests"))
        .current_dir(root.join("target"))
        .env("JAX_PLATFORMS", "cpu");
    let out = run(&mut pytest, "pytest python/tests");
    println!("{out}");

    // irvm.distributed: a shard_map training loop through irvm.jax.jit, alone (E0705 naming the
    // mpirun line) and under `mpirun -np 2` (each rank checks 5 steps against jax.jit).
    let script = root.join("python/tests/mpi/dp_shard_map.py");
    let mut alone = Command::new(&python);
    alone.arg(&script).arg("alone").env("JAX_PLATFORMS", "cpu");
    let out = run(&mut alone, "dp_shard_map.py alone");
    assert!(out.contains("alone: E0705 ok"), "{out}");
    let mut mpirun = Command::new("mpirun");
    mpirun
        .args(examples::MPIRUN_FLAGS)
        .args(["-np", "2"])
        .arg(&python)
        .arg(&script)
        .env("JAX_PLATFORMS", "cpu")
        .stdin(std::process::Stdio::null());
    let out = run(&mut mpirun, "mpirun -np 2 python dp_shard_map.py");
    println!("{out}");
    for r in 0..2 {
        assert!(
            out.contains(&format!("rank {r} of 2 ok: 5 steps")),
            "rank {r} did not finish its steps:\n{out}"
        );
    }
}
