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
# With an MPI installed (the README's build command installs Open MPI), the wheel runs under
# `mpirun` (irvm.distributed); without one it still builds, and under a launcher an Instance is
# then error E0705 naming the missing feature.
# Such a wheel links the system's libmpi (the MPI that mpirun starts must be the one it was built
# against), so it is tagged `linux`, not `manylinux`, and maturin must not copy libmpi into it.
features=()
if command -v mpicc >/dev/null; then
    features=(--features mpi --compatibility linux --auditwheel skip)
else
    echo "python/build.sh: no mpicc on PATH: building the wheel without MPI (README, Distributed)" >&2
fi
rm -rf "$root/target/python-wheels"
CARGO_TARGET_DIR="$root/target/python" "$venv/bin/maturin" build --release --quiet "${features[@]}" \
    -m "$root/python/Cargo.toml" -o "$root/target/python-wheels" --interpreter "$venv/bin/python"
