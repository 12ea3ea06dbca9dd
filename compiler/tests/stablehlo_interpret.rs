//! The StableHLO project's own interpreter test suite (`tests/stablehlo-interpret/`, copied from
//! openxla/stablehlo `stablehlo/tests/interpret/` with its Apache-2.0 licence), run on three paths:
//! `ref` (the reference interpreter, after `chlo-legalize-to-stablehlo`), and the compiled path
//! (`irc compile`'s pipeline and lowering, then the VM through the embedding API) with the JIT
//! (`jit`) and without it (`nojit`).
//!
//! Every file is split at `// -----` lines as `--split-input-file` does, and every public function
//! without arguments of every case runs; it passes when it runs to the end with every check in it
//! (`check.expect_*`, `stablehlo.custom_call @check.*`) holding. A case that does not compile on a
//! path fails as a whole (`file.mlir :LINE`, LINE being the case's first line). The runner is
//! `common/suite.rs`, shared with IREE's e2e suite (`iree_e2e.rs`).
//!
//! `tests/stablehlo-interpret/NOT_PASSING` lists what does not pass yet, each entry with its paths
//! and the reason. There is one trial per file and path; it fails when a listed entry passes (the
//! list only shrinks: delete the line) or an entry that is not listed fails (a regression, or a
//! new failure to fix or, with a reason, to list). `STABLEHLO_INTERPRET_LIST=1` prints the entries
//! that fail today in the list's format instead of failing, to start a list from.

#[path = "common/suite.rs"]
mod suite;

fn main() {
    suite::Suite {
        dir: "tests/stablehlo-interpret",
        list_env: "STABLEHLO_INTERPRET_LIST",
    }
    .main(vec![]);
}
