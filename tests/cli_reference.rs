//! The README's command-line reference and the commands' `--help` list the same flags. Included
//! (`#[path]`) by `runtime-cli/tests/irvm_cli.rs` for `irvm` and `compiler/tests/irc_cli.rs` for `irc`.
//!
//! A README section is a `### ` heading in "## Command-line reference"; the commands it documents
//! are the backticked spans of its heading of two or more words: the binary and a subcommand
//! (`` `irc opt FILE` ``), or the binary and a flag for options of every subcommand
//! (`` `irc --color=...` ``). Its flags are every `--name` and `-o` in its heading and text.
//! `--help` flags are the option lines of clap's long help (indented 2 spaces for a short flag, 6
//! for a long one); `-h`/`--help`/`-V`/`--version` are clap's own and not compared (on either side).

use std::collections::{BTreeMap, BTreeSet};

/// The commands a README section documents (`(binary, subcommand)`, subcommand empty for options
/// of every subcommand) and the flags it mentions.
pub type Section = (Vec<(String, String)>, BTreeSet<String>);

/// Every `--name` and `-o` in `text`.
pub fn flags_in(text: &str) -> BTreeSet<String> {
    let b = text.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'-' || c == b'_';
    let mut out = BTreeSet::new();
    let mut i = 0;
    while i < b.len() {
        let after_boundary = i == 0 || !word(b[i - 1]);
        if after_boundary
            && b[i..].starts_with(b"--")
            && b.get(i + 2).is_some_and(|c| c.is_ascii_alphabetic())
        {
            let mut j = i + 2;
            while j < b.len() && word(b[j]) {
                j += 1;
            }
            out.insert(text[i..j].to_string());
            i = j;
            continue;
        }
        if after_boundary && b[i..].starts_with(b"-o") && !b.get(i + 2).is_some_and(|&c| word(c)) {
            out.insert("-o".to_string());
        }
        i += 1;
    }
    out
}

/// The sections of the README's "## Command-line reference".
pub fn readme_sections(readme: &str) -> Vec<Section> {
    let start = readme
        .find("\n## Command-line reference")
        .expect("the README has a `## Command-line reference` section");
    let body = &readme[start + 1..];
    let end = body[3..].find("\n## ").map_or(body.len(), |e| e + 3);
    let body = &body[..end];
    let mut out = Vec::new();
    for part in body.split("\n### ").skip(1) {
        let heading = part.lines().next().unwrap_or("");
        let mut commands = Vec::new();
        for (k, span) in heading.split('`').enumerate() {
            if k % 2 == 0 {
                continue;
            }
            let mut words = span.split_whitespace();
            let (Some(bin), Some(second)) = (words.next(), words.next()) else {
                continue;
            };
            let sub = if second.starts_with('-') { "" } else { second };
            commands.push((bin.to_string(), sub.to_string()));
        }
        let mut flags = flags_in(part);
        for own in ["--help", "--version"] {
            flags.remove(own);
        }
        out.push((commands, flags));
    }
    out
}

/// The flags of clap's long `--help` text, without clap's own `--help` and `--version`.
pub fn help_flags(help: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in help.lines() {
        let indent = line.len() - line.trim_start().len();
        let t = line.trim_start();
        if !((indent == 2 && t.starts_with('-')) || (indent == 6 && t.starts_with("--"))) {
            continue;
        }
        for tok in t.split(", ") {
            let name: String = tok
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            if !name.starts_with('-') || name.len() < 2 {
                break;
            }
            if !matches!(name.as_str(), "-h" | "--help" | "-V" | "--version") {
                out.insert(name);
            }
        }
    }
    out
}

/// The subcommands of a top-level help's `Commands:` block (without `help`).
pub fn subcommands(help: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside = false;
    for line in help.lines() {
        if line.starts_with("Commands:") {
            inside = true;
            continue;
        }
        if inside {
            if !line.starts_with("  ") || line.trim().is_empty() {
                if !line.starts_with(' ') {
                    break;
                }
                continue;
            }
            let indent = line.len() - line.trim_start().len();
            if indent != 2 {
                continue;
            }
            let name = line.split_whitespace().next().unwrap_or("");
            if name != "help" {
                out.push(name.to_string());
            }
        }
    }
    out
}

/// Every disagreement between the README's sections and `binary`'s help texts (`help(args)` is the
/// output of `binary args`). Empty when they agree.
pub fn disagreements(
    binary: &str,
    readme: &[Section],
    help: &dyn Fn(&[&str]) -> String,
) -> Vec<String> {
    let mut problems = Vec::new();
    let top = help(&["--help"]);
    let subs = subcommands(&top);
    if subs.is_empty() {
        problems.push(format!("`{binary} --help` lists no subcommands"));
    }
    let mut documented: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (commands, flags) in readme {
        for (bin, sub) in commands {
            if bin != binary {
                continue;
            }
            if !sub.is_empty() && !subs.contains(sub) {
                problems.push(format!(
                    "the README documents `{binary} {sub}`, which `{binary} --help` does not list"
                ));
            }
            documented
                .entry(sub.clone())
                .or_default()
                .extend(flags.iter().cloned());
        }
    }
    let global_doc = documented.get("").cloned().unwrap_or_default();
    let global_help = help_flags(&top);
    for f in global_help.difference(&global_doc) {
        problems.push(format!(
            "`{binary} --help` lists {f}, which the README does not document for every `{binary}` command"
        ));
    }
    for f in global_doc.difference(&global_help) {
        problems.push(format!(
            "the README documents {f} for every `{binary}` command, but `{binary} --help` does not list it"
        ));
    }
    for sub in &subs {
        let Some(doc) = documented.get(sub) else {
            problems.push(format!("the README has no section for `{binary} {sub}`"));
            continue;
        };
        let listed = help_flags(&help(&[sub, "--help"]));
        for f in listed.difference(doc) {
            if !global_doc.contains(f) {
                problems.push(format!(
                    "`{binary} {sub} --help` lists {f}, which the README does not document for it"
                ));
            }
        }
        for f in doc.difference(&listed) {
            problems.push(format!(
                "the README documents {f} for `{binary} {sub}`, which `{binary} {sub} --help` does not list"
            ));
        }
    }
    problems
}

/// The checker itself finds a flag either side gains (run by one includer).
pub fn self_test() {
    let readme = "x\n## Command-line reference\n\n### `tool run FILE`\n| `--a=N` | a |\n| `-o OUT` | out |\n\n### `tool --g` (every command)\ng\n## Next\n`--not-here`\n";
    let top = "Usage: tool <COMMAND>\n\nCommands:\n  run   Run\n  help  Help\n\nOptions:\n      --g <G>  g\n  -h, --help  Print help\n";
    let run = "Usage: tool run\n\nOptions:\n      --a <N>\n          a\n\n  -o <OUT>\n          out text mentioning --b\n      --g <G>\n  -h, --help\n";
    let sections = readme_sections(readme);
    assert_eq!(sections.len(), 2);
    let help = |args: &[&str]| {
        if args[0] == "run" {
            run.to_string()
        } else {
            top.to_string()
        }
    };
    assert_eq!(
        disagreements("tool", &sections, &help),
        Vec::<String>::new()
    );
    // The help gains a flag.
    let run_more = format!("{run}      --c\n          c\n");
    let help2 = |args: &[&str]| {
        if args[0] == "run" {
            run_more.clone()
        } else {
            top.to_string()
        }
    };
    assert_eq!(
        disagreements("tool", &sections, &help2),
        vec!["`tool run --help` lists --c, which the README does not document for it".to_string()]
    );
    // The README gains a flag.
    let readme2 = readme.replace("| out |", "| out, with `--d` |");
    assert_eq!(
        disagreements("tool", &readme_sections(&readme2), &help),
        vec![
            "the README documents --d for `tool run`, which `tool run --help` does not list"
                .to_string()
        ]
    );
    // A subcommand without a section.
    let top2 = top.replace("  help  Help", "  dump  Dump\n  help  Help");
    let help3 = |args: &[&str]| match args[0] {
        "run" => run.to_string(),
        "dump" => "Usage: tool dump\n".to_string(),
        _ => top2.clone(),
    };
    assert_eq!(
        disagreements("tool", &sections, &help3),
        vec!["the README has no section for `tool dump`".to_string()]
    );
}
