"""irvm: compile StableHLO (what ``jax.jit(f).lower(...).as_text()`` prints) to ``.vmfb`` and run
it on the irvm runtime.

    >>> import numpy as np, irvm
    >>> vmfb = irvm.compile('''
    ... func.func public @main(%x: tensor<3xf32>) -> tensor<3xf32> {
    ...   %y = stablehlo.add %x, %x : tensor<3xf32>
    ...   return %y : tensor<3xf32>
    ... }''')
    >>> module = irvm.Instance(threads=1).load(vmfb)
    >>> np.asarray(module.main(np.arange(3, dtype=np.float32)))
    array([0., 2., 4.], dtype=float32)

- :func:`compile` and :func:`memory_report`: text or a path in, ``.vmfb`` bytes or the memory report
  (a dict) out; a program the compiler rejects raises :class:`CompileError`.
- :class:`Instance`: a device (threads, memory limit, pooled allocator); ``instance.load(vmfb)``
  gives a :class:`Module`, whose functions (``module.main``, ``module.function("main")``) take numpy
  arrays, DLPack or buffer-protocol objects and :class:`DeviceArray` s, and return device arrays.
- Donation: a device array passed to a donated argument (``abi.output``, JAX's ``donate_argnums``)
  is consumed, and the result lives in its bytes.
- :func:`irvm.jax.jit`: ``jax.jit`` lowered by JAX, compiled and run here.
"""

from __future__ import annotations

import json
import os
from typing import Any, Union

from ._irvm import (
    CompileError,
    ConsumedArrayError,
    DeviceArray,
    Diagnostic,
    Function,
    Instance,
    LeakReport,
    LiveBuffer,
    LoadError,
    Module,
    RunError,
    Stats,
)
from . import _irvm

__all__ = [
    "CompileError",
    "ConsumedArrayError",
    "DeviceArray",
    "Diagnostic",
    "Function",
    "Instance",
    "LeakReport",
    "LiveBuffer",
    "LoadError",
    "Module",
    "RunError",
    "Stats",
    "compile",
    "memory_report",
]

Source = Union[str, bytes, "os.PathLike[str]", Any]

_PATH_SUFFIXES = (".mlir", ".mlirbc", ".jaxexport")


def _program_text(data: bytes, name: str) -> str:
    """MLIR text as is; MLIR bytecode and ``jax.export`` artifacts converted (by content)."""
    if not data.startswith(b"ML\xefR"):
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            pass  # not text: a jax.export artifact, or an error naming the offset
    return _irvm.bytecode_text(data, name)


def _read_source(source: Any, name: str | None) -> tuple[str, str]:
    """The program text and the file name diagnostics name."""
    if hasattr(source, "mlir_module_serialized") and hasattr(source, "fun_name"):
        # A jax.export.Exported: its module is MLIR bytecode of VHLO.
        name = name or f"<jax.export {source.fun_name}>"
        return _irvm.bytecode_text(bytes(source.mlir_module_serialized), name), name
    if isinstance(source, os.PathLike) or (
        isinstance(source, str) and "\n" not in source and source.endswith(_PATH_SUFFIXES)
    ):
        path = os.fspath(source)
        with open(path, "rb") as f:
            return _program_text(f.read(), name or path), name or path
    if isinstance(source, (bytes, bytearray)):
        return _program_text(bytes(source), name or "<string>"), name or "<string>"
    if isinstance(source, str):
        return source, name or "<string>"
    raise TypeError(
        f"source: expected program text (str) or a path, given {type(source).__name__}"
    )


def compile(source: Source, name: str | None = None) -> bytes:
    """Compiles StableHLO/MLIR text to ``.vmfb`` bytes: what ``irc compile FILE -o OUT`` writes.

    ``source`` is the program text, or a path (a ``PathLike``, or a one-line ``str`` ending in
    ``.mlir``, ``.mlirbc`` or ``.jaxexport``), or bytes (text, MLIR bytecode, or a serialized
    ``jax.export`` artifact, told apart by content), or a ``jax.export.Exported``: its module
    (``mlir_module_serialized``, MLIR bytecode of VHLO) is compiled as it is, so ``main`` takes the
    arguments the module keeps (``exported.module_kept_var_idx``) in order. ``name`` is the file
    name diagnostics show (the path, or ``<string>``).

    Raises :class:`CompileError` when the compiler rejects the program: ``str(e)`` is the rendered
    diagnostic, ``e.diagnostics`` the list of :class:`Diagnostic` (code, file, line, column, ...).
    """
    text, name = _read_source(source, name)
    return _irvm.compile(text, name)


def memory_report(source: Source, name: str | None = None) -> dict:
    """The compiler's memory plan of every function, as ``irc compile FILE --memory-report=json``
    prints it, parsed: arena, scratch, result and aliased bytes, dispatch counts, ..."""
    text, name = _read_source(source, name)
    return json.loads(_irvm.memory_report_json(text, name))
