"""Type stubs of the native module `irvm._irvm` (built from python/src/lib.rs)."""

from os import PathLike
from typing import Any, Iterator, Optional, Union

import numpy as np

class CompileError(Exception):
    """The compiler rejected the program. ``str(e)`` is the rendered diagnostic."""

    diagnostics: list[Diagnostic]

class LoadError(ValueError):
    """A ``.vmfb`` that cannot be loaded (not a module, corrupt, failing validation)."""

    code: str
    location: Optional[tuple[str, int, int]]

class ConsumedArrayError(RuntimeError):
    """A device array used after it was donated to a call."""

    code: str
    location: Optional[tuple[str, int, int]]

class RunError(RuntimeError):
    """A function failed while running (a failed ``check.expect_*``, an invalid operation).

    Every exception a runtime call raises (``RunError``, ``LoadError``, ``ConsumedArrayError``,
    and the ``TypeError``, ``ValueError``, ``MemoryError``, ``AttributeError`` it raises for bad
    arguments) has ``code``, the stable code of the README's error table (``"E0601"`` a failed
    check, ``"E0701"`` an argument, ``"E0702"`` memory, ``"E0703"`` an invalid module,
    ``"E0704"`` the work limit), and ``location``, ``(file, line, column)`` of the failing
    instruction or check, or ``None``."""

    code: str
    location: Optional[tuple[str, int, int]]

class Diagnostic:
    """One diagnostic of a :class:`CompileError`."""

    severity: str
    """``"error"`` or ``"warning"``."""
    code: str
    """The stable code (``"E0402"``), or ``"internal"``."""
    file: str
    line: int
    """1-based."""
    column: int
    """1-based."""
    message: str
    label: str
    notes: list[str]

def bytecode_text(data: bytes, name: str = "<bytes>") -> str:
    """StableHLO text of MLIR bytecode or a serialized ``jax.export`` artifact. Raises
    :class:`CompileError` (E0011 malformed, E0012 not supported, with the byte offset)."""

def compile(text: str, name: str = "<string>") -> bytes:
    """StableHLO text to ``.vmfb`` bytes (``irc compile -o``). Raises :class:`CompileError`."""

def memory_report_json(text: str, name: str = "<string>") -> str:
    """``irc compile --memory-report=json``'s output. Raises :class:`CompileError`."""

class Stats:
    """The allocator's statistics."""

    live_bytes: int
    peak_live_bytes: int
    reserved_bytes: int
    allocations: int
    system_allocations: int
    cache_hits: int
    frees: int
    live_buffers: int
    def as_dict(self) -> dict[str, int]: ...

class LiveBuffer:
    """A buffer alive now: its id, size and what made it."""

    id: int
    bytes: int
    label: str

class LeakReport:
    """Every buffer alive at one moment, oldest first."""

    @property
    def buffers(self) -> list[LiveBuffer]: ...
    @property
    def total_bytes(self) -> int: ...
    def is_empty(self) -> bool: ...
    def __len__(self) -> int: ...

ArrayLike = Any
"""A numpy array, an object with ``__dlpack__``, the buffer protocol or ``__array_interface__``,
a Python scalar, or a :class:`DeviceArray`."""

class DeviceArray:
    """A tensor in an instance's memory: a call's result or :meth:`Instance.put`'s upload.

    ``np.asarray(a)`` is a read-only view of the same bytes; ``a.__dlpack__()`` exports them.
    Passed to a donated argument, the array is consumed (:class:`ConsumedArrayError` afterwards).
    """

    @property
    def shape(self) -> tuple[int, ...]: ...
    @property
    def ndim(self) -> int: ...
    @property
    def size(self) -> int: ...
    @property
    def nbytes(self) -> int: ...
    @property
    def dtype(self) -> np.dtype: ...
    @property
    def mlir_type(self) -> str:
        """``tensor<2x3xf32>``."""
    def is_deleted(self) -> bool:
        """Whether it was donated to a call."""
    def unsafe_buffer_pointer(self) -> int:
        """The address of the first byte."""
    def __len__(self) -> int: ...
    def __array__(self, dtype: Any = None, copy: Optional[bool] = None) -> np.ndarray: ...
    def __dlpack__(
        self,
        *,
        stream: Any = None,
        max_version: Optional[tuple[int, int]] = None,
        dl_device: Optional[tuple[int, int]] = None,
        copy: Optional[bool] = None,
    ) -> Any: ...
    def __dlpack_device__(self) -> tuple[int, int]: ...

class Function:
    """A public function of a loaded module."""

    @property
    def name(self) -> str: ...
    @property
    def signature(self) -> str:
        """``(tensor<4xf32> {abi.output = 0 : index}, tensor<4xf32>) -> (tensor<4xf32>)``."""
    @property
    def argument_types(self) -> list[str]: ...
    @property
    def result_types(self) -> list[str]: ...
    @property
    def donated_argnums(self) -> list[int]:
        """Arguments whose device arrays a call consumes (``abi.output``, ``abi.consume``)."""
    def __call__(self, *args: ArrayLike) -> Union[DeviceArray, tuple[DeviceArray, ...]]:
        """One result as it is, several as a tuple. ``TypeError`` for a wrong count, dtype or
        shape (naming the argument), ``ConsumedArrayError`` for a consumed array."""
    def call_list(self, *args: ArrayLike) -> list[DeviceArray]:
        """The results as a list, however many."""
    @property
    def is_split(self) -> bool:
        """Whether an argument or result is split among the processes (``shard_map``'s
        ``dist.shard``): ``__call__`` takes and gives this process's blocks."""
    def call_global(self, *args: ArrayLike) -> list[DeviceArray]:
        """Under ``mpirun``: every process passes the same global arguments, takes its block of
        each split one, and gets each split result gathered to its global shape (a collective:
        every process makes the same calls). Alone or without split values, the call itself."""

class Module:
    """A loaded module; its functions are attributes (``module.main``)."""

    @property
    def name(self) -> str: ...
    @property
    def function_names(self) -> list[str]: ...
    def function(self, name: str) -> Function:
        """A public function by name; ``ValueError`` naming the functions there are."""
    @property
    def globals(self) -> Globals:
        """The module's globals (``ml_program.global``, ``util.global``) by name; they persist
        between calls of this loaded module."""
    def __getattr__(self, name: str) -> Function: ...

class Globals:
    """A loaded module's globals: ``module.globals["x"]`` is the current value (a device array),
    ``module.globals["x"] = array`` sets it (``KeyError`` with code ``"E0701"`` for a global the
    module does not have, ``ValueError`` for a value of another type or shape)."""

    def keys(self) -> list[str]: ...
    def __len__(self) -> int: ...
    def __contains__(self, name: str) -> bool: ...
    def __iter__(self) -> Iterator[str]: ...
    def __getitem__(self, name: str) -> DeviceArray: ...
    def __setitem__(self, name: str, value: Any) -> None: ...
    def reset(self) -> None:
        """Puts every global back to its initial value."""

class Instance:
    """A device: worker threads (0: one per core), an optional memory limit in bytes, the JIT, and
    an optional work limit per call (work units of about a nanosecond of one core each, as
    ``irvm run --work-limit``: every instruction, byte moved and element computed; 2**44 by
    default; more raises ``RunError`` with code ``"E0704"``), for modules from untrusted sources."""

    def __init__(
        self,
        threads: int = 0,
        memory_limit: Optional[int] = None,
        jit: bool = True,
        work_limit: Optional[int] = None,
    ) -> None: ...
    @property
    def threads(self) -> int: ...
    @property
    def rank(self) -> int:
        """This process's rank in the job ``mpirun`` started (0 alone)."""
    @property
    def size(self) -> int:
        """The number of processes of the job ``mpirun`` started (1 alone)."""
    @property
    def launched(self) -> bool:
        """Whether an MPI launcher started this process."""
    def load(self, module: Union[bytes, bytearray, memoryview, str, PathLike[str]]) -> Module:
        """A module from ``.vmfb`` bytes or a path. ``LoadError`` when it is not valid."""
    def put(self, array: ArrayLike) -> DeviceArray:
        """Copies an array into the instance's memory (a device array to donate)."""
    def stats(self) -> Stats: ...
    def leak_report(self) -> LeakReport: ...
