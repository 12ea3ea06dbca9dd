# -*- Python -*-
# Configuration for LLVM's `lit` (pip install lit). `cargo test` runs the same files with
# tests/lit.rs; this file lets LLVM's own runner and FileCheck check them too:
#
#   cargo build --release
#   PATH=/usr/lib/llvm-19/bin:$PATH lit -v tests/lit
#
# irc is taken from $IRC_BIN_DIR if set, else from <repo>/target/release, else
# <repo>/target/debug (or the same under $CARGO_TARGET_DIR). FileCheck (and LLVM's `not` and
# `count`) must be on PATH; if they are not, the newest /usr/lib/llvm-*/bin that has them
# (or $LLVM_TOOLS_DIR) is used.

import glob
import os
import re
import shutil

import lit.formats

config.name = "irc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
# tests/lit.rs reads this list too: names (of files or directories) never collected as tests.
config.excludes = ["lit.cfg.py", "Output", "Inputs"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
# Output/ directories appear next to the tests (git-ignored), as in LLVM.
config.test_exec_root = config.test_source_root

repo_root = os.path.dirname(os.path.dirname(config.test_source_root))


def irc_bin_dir():
    explicit = os.environ.get("IRC_BIN_DIR")
    if explicit:
        return os.path.abspath(explicit)
    target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(repo_root, "target")
    target = os.path.abspath(target)
    for profile in ("release", "debug"):
        candidate = os.path.join(target, profile)
        if os.path.isfile(os.path.join(candidate, "irc")):
            return candidate
    return os.path.join(target, "release")


bin_dir = irc_bin_dir()
if not os.path.isfile(os.path.join(bin_dir, "irc")):
    lit_config.warning(
        "no irc binary in %s: run `cargo build --release` or set IRC_BIN_DIR" % bin_dir
    )
path = os.pathsep.join([bin_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])


def llvm_tools_dirs():
    explicit = os.environ.get("LLVM_TOOLS_DIR")
    if explicit:
        yield explicit

    def version(d):
        m = re.search(r"llvm-(\d+)", d)
        return int(m.group(1)) if m else 0

    for d in sorted(glob.glob("/usr/lib/llvm-*/bin"), key=version, reverse=True):
        yield d


for tool in ("FileCheck", "not", "count"):
    if shutil.which(tool, path=path):
        continue
    for d in llvm_tools_dirs():
        if os.path.isfile(os.path.join(d, tool)):
            path = os.pathsep.join([path, d])
            break
    else:
        lit_config.warning(
            "%s is not on PATH; install LLVM's tools (e.g. apt-get install llvm-19-tools)" % tool
        )

config.environment["PATH"] = path
config.environment["IRC_TEST"] = "1"
