//! `irc`'s command line against the README's reference: every flag `irc --help` and each
//! subcommand's `--help` list is documented, and every documented flag exists.

use std::process::Command;

#[path = "../../tests/cli_reference.rs"]
mod cli_reference;

#[test]
fn the_readme_documents_exactly_the_flags_of_irc_help() {
    cli_reference::self_test();
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"))
        .expect("README.md");
    let sections = cli_reference::readme_sections(&readme);
    let help = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_irc"))
            .args(args)
            .output()
            .expect("irc runs");
        assert!(out.status.success(), "irc {args:?} failed");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let problems = cli_reference::disagreements("irc", &sections, &help);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
