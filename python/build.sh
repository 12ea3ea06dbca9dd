#!/usr/bin/env bash
# Builds the Python package's wheel into target/python-wheels, inside the virtual environment
# target/pyenv (made on first use: `python3 -m venv`, then python/requirements-test.txt from PyPI;
# remade when that file changes). The extension compiles in target/python, a cargo target directory
# of its own (the package is not a workspace member). The README's build command runs this, so the
# test command (examples/tests/python_package.rs runs it again) finds everything built.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/target/pyenv"
stamp="$venv/irvm-requirements.txt"
reqs="$root/python/requirements-test.txt"
if [ ! -x "$venv/bin/python" ]; then
    command -v python3 >/dev/null || {
        echo "python/build.sh: python3 is not on PATH (the Python package needs CPython 3.9+)" >&2
        exit 1
    }
    python3 -m venv "$venv" || {
        echo "python/build.sh: \`python3 -m venv $venv\` failed (Debian: apt-get install python3-venv)" >&2
        exit 1
    }
fi
if ! cmp -s "$reqs" "$stamp"; then
    "$venv/bin/python" -m pip install --disable-pip-version-check -q -r "$reqs" || {
        echo "python/build.sh: installing $reqs from PyPI failed (the first run needs a network)" >&2
        exit 1
    }
    cp "$reqs" "$stamp"
fi
rm -rf "$root/target/python-wheels"
CARGO_TARGET_DIR="$root/target/python" "$venv/bin/maturin" build --release --quiet \
    -m "$root/python/Cargo.toml" -o "$root/target/python-wheels" --interpreter "$venv/bin/python"
