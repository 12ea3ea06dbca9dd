//! The Python package (`python/`): builds it with maturin, installs it into a virtual environment
//! and runs its pytest suite (`python/tests`), failing when pytest fails.
//!
//! The environment is `target/pyenv`, created on the first run with `python3 -m venv` and the
//! pinned packages below from PyPI, then reused while `target/pyenv/irvm-requirements.txt` lists
//! the same pins. The extension builds in `target/python` (a cargo target directory of its own:
//! the package is not a workspace member), so later runs rebuild only what changed. Without
//! `python3` or without a network on the first run the test fails and says which.

use std::path::{Path, PathBuf};
use std::process::Command;

/// What the environment holds (jax 0.10.2 exported the corpus and the examples).
const REQUIREMENTS: &[&str] = &[
    "maturin==1.16.0",
    "numpy==2.4.6",
    "pytest==9.2.0",
    "jax==0.10.2",
    "jaxlib==0.10.2",
];

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

/// The virtual environment's interpreter, after creating the environment if needed.
fn venv_python(root: &Path) -> PathBuf {
    let venv = root.join("target/pyenv");
    let python = venv.join("bin/python");
    let stamp = venv.join("irvm-requirements.txt");
    let wanted = REQUIREMENTS.join("\n") + "\n";
    if python.exists() && std::fs::read_to_string(&stamp).ok().as_deref() == Some(&wanted) {
        return python;
    }
    if !python.exists() {
        let status = Command::new("python3")
            .args(["-m", "venv"])
            .arg(&venv)
            .status();
        match status {
            Ok(s) if s.success() => {}
            Ok(s) => panic!(
                "`python3 -m venv {}` failed ({s}): the Python package test needs CPython 3.9+ \
                 with the venv module (Debian: apt-get install python3-venv)",
                venv.display()
            ),
            Err(e) => panic!(
                "cannot run python3 ({e}): the Python package test needs CPython 3.9+ on PATH"
            ),
        }
    }
    let mut pip = Command::new(&python);
    pip.args(["-m", "pip", "install", "--disable-pip-version-check", "-q"])
        .args(REQUIREMENTS);
    run(
        &mut pip,
        "installing the test requirements from PyPI (the first run needs a network)",
    );
    std::fs::write(&stamp, wanted).expect("write the requirements stamp");
    python
}

#[test]
fn python_package_builds_installs_and_passes_pytest() {
    let root = root();
    let python = venv_python(&root);
    let bin = python.parent().expect("bin/").to_path_buf();
    let wheels = root.join("target/python-wheels");
    let _ = std::fs::remove_dir_all(&wheels);

    let mut build = Command::new(bin.join("maturin"));
    build
        .args(["build", "--release", "--quiet", "-m"])
        .arg(root.join("python/Cargo.toml"))
        .arg("-o")
        .arg(&wheels)
        .arg("--interpreter")
        .arg(&python)
        .env("CARGO_TARGET_DIR", root.join("target/python"));
    run(&mut build, "building the wheel with maturin");

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
}
