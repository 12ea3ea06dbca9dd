//! The `irvm` binary's own checks that need no compiled module. (Building this test also makes
//! `cargo test --workspace` build `irvm`, which the lit tests under `tests/lit` run next to `irc`.)

use std::process::Command;

const IRVM: &str = env!("CARGO_BIN_EXE_irvm");

fn irvm(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(IRVM).args(args).output().expect("irvm runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn help_lists_the_subcommands() {
    let (code, stdout, _) = irvm(&["--help"]);
    assert_eq!(code, 0);
    for cmd in ["run", "benchmark", "dump"] {
        assert!(
            stdout.contains(cmd),
            "`irvm --help` does not mention {cmd}:\n{stdout}"
        );
    }
}

#[test]
fn a_file_that_is_not_a_module_is_rejected_by_name() {
    let dir = std::env::temp_dir().join(format!("irvm_cli_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("not_a_module.vmfb");
    std::fs::write(&path, b"func.func @main() { return }\n".repeat(8)).unwrap();
    let p = path.to_str().unwrap();
    for args in [vec!["run", p], vec!["dump", p], vec!["benchmark", p]] {
        let (code, stdout, stderr) = irvm(&args);
        assert_eq!(code, 1, "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?} printed {stdout}");
        assert!(stderr.contains("not_a_module.vmfb"), "{args:?}: {stderr}");
        assert!(stderr.contains("not a .vmfb module"), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unknown_flags_are_usage_errors() {
    let (code, _, stderr) = irvm(&["run", "x.vmfb", "--bogus"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("--bogus"), "{stderr}");
}
