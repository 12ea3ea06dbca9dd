"""``irvm.jax.jit``: JAX lowers the function, irc compiles it, irvm runs it.

    >>> import jax, jax.numpy as jnp, numpy as np, irvm.jax
    >>> step = irvm.jax.jit(lambda w, g: (w - 0.5 * g, jnp.sum(g * g)), donate_argnums=0)
    >>> w, norm = step(np.ones(4, np.float32), np.full(4, 2.0, np.float32))
    >>> float(norm), isinstance(w, jax.Array)
    (16.0, True)
    >>> w, norm = step(w, np.full(4, 2.0, np.float32))   # w is donated: its bytes hold the new w

The calling convention is ``jax.jit``'s: ``static_argnums``/``static_argnames``,
``donate_argnums``/``donate_argnames``, keyword arguments, ``in_shardings``/``out_shardings`` on one
device, ``jit(f).lower(*args).compile()``, and use as a decorator.

**Results are JAX arrays** (``jax.Array``), so code written for ``jax.jit`` runs unchanged:
``float(loss)``, f-strings, ``.item()``, ``.block_until_ready()``, arithmetic, ``jax.tree.map`` over
results, passing them to ``jnp`` functions, to a Flax ``model.apply`` or to another ``jax.jit``
function. They are made without a copy through DLPack (over the result's bytes in irvm's pool,
which are 64-byte aligned as XLA requires for zero-copy import), bfloat16 included. Element types
DLPack has no code for (the float8 family, int4 ...) are copied once into a JAX array instead. We chose real JAX arrays over a wrapper object that imitates one because
JAX 0.10 no longer converts objects through ``__jax_array__`` when it traces (``jnp.sin(obj)`` and
``jax.jit(f)(obj)`` raise), so a wrapper could not be passed where users pass JAX arrays.

**Passed back in, such a result stays zero-copy and still donates**: the wrapper remembers which
irvm buffer each result it made lives in. A result passed to a non-donated argument is read in
place; one passed to a donated argument is deleted as ``jax.jit`` deletes donated arrays
(``x.is_deleted()`` is then true), which releases JAX's hold on the bytes, and the call's output is
written into them. Any other JAX or numpy array is read in place where it is aligned (never
written: donating it gives the output new memory). An :class:`irvm.DeviceArray` (from
``instance.put``) may be passed too, and is consumed when donated.

**One compile per program**: each abstract signature (the pytree structure, each leaf's shape,
dtype and weak type, the static arguments' values, whatever array type holds the leaves) is traced
and lowered once with ``jax.jit(fun, ..., keep_unused=True).trace(...).lower()``, compiled to a
``.vmfb`` and loaded; later calls with that signature run the loaded module: JAX is not called
again. A result JAX types weakly (``step + 1`` for a Flax ``TrainState`` whose step started as the
Python int 0) is returned weakly typed, as ``jax.jit`` returns it, so passing it back in is the
same signature.

**Per call** the bridge reads every JAX array's ``aval`` in one C-level pass for the cache key,
does one dictionary lookup per argument leaf, and one jaxlib DLPack import per result, which is
about half of its cost (``bench/bridge.py`` measures it beside ``jax.jit``).
"""

from __future__ import annotations

import functools
import inspect
import itertools
import weakref
from typing import Any, Callable, Iterable, Sequence

import numpy as np

import irvm

__all__ = ["jit", "Jitted", "Lowered", "Compiled", "MemoryAnalysis"]

_default_instance: irvm.Instance | None = None


def default_instance() -> irvm.Instance:
    """The instance :func:`jit` runs on when none is given (created on first use)."""
    global _default_instance
    if _default_instance is None:
        _default_instance = irvm.Instance()
    return _default_instance


# The JAX arrays this module made from irvm results, by id: (a weak reference to the JAX array,
# the irvm.DeviceArray whose bytes it shares). An entry goes when its JAX array is collected.
_made: dict[int, tuple[weakref.ref, irvm.DeviceArray]] = {}

# Element kinds DLPack carries (bool, signed, unsigned, float, complex; and bfloat16, by name);
# the other ml_dtypes types (float8_*, int4 ...) have no DLPack code and are copied instead.
_DLPACK_KINDS = frozenset("biufc")


def _dlpack_carries(dtype: np.dtype) -> bool:
    return dtype.kind in _DLPACK_KINDS or dtype.name == "bfloat16"


def _forget(key: int) -> Callable[[weakref.ref], None]:
    return lambda _ref: _made.pop(key, None)


# (jaxlib's DLPack import function, the CPU device), or (None, None) where it is not there.
_direct_import: tuple[Any, Any] | None = None


def _direct_importer() -> tuple[Any, Any]:
    """jaxlib's own DLPack import and the CPU device it is called on. ``jax.dlpack.from_dlpack``
    spends most of its ~40 us looking up the backend, the device and a stream a CPU never has;
    the import called on the CPU device directly is ~4 us. The results' dtypes are already
    canonical (they are the dtypes JAX lowered), so the re-canonicalization ``from_dlpack`` ends
    with is not needed. ``(None, None)`` with another jaxlib (older than the 5-argument import)."""
    global _direct_import
    if _direct_import is None:
        import jax

        try:
            from jax._src.lib import _jax, jaxlib_extension_version

            if jaxlib_extension_version < 467:
                raise ImportError("jaxlib too old for the 5-argument dlpack import")
            _direct_import = (_jax.dlpack_managed_tensor_to_buffer, jax.devices("cpu")[0])
        except (ImportError, AttributeError):
            _direct_import = (None, None)
    return _direct_import


def _dlpack_importer() -> Callable[[Any], Any]:
    """DLPack to ``jax.Array`` for a CPU array: jaxlib's import on the CPU device
    (:func:`_direct_importer`), else ``jax.dlpack.from_dlpack``."""
    to_buffer, device = _direct_importer()
    if to_buffer is None:
        import jax

        return jax.dlpack.from_dlpack
    return lambda x: to_buffer(x.__dlpack__(), device, None, None, 1)


def _weakly_typed(j: Any) -> Any:
    """``j`` as a weakly typed JAX array over the same buffer (no copy), as ``jax.jit`` returns a
    result whose type is weak (``state.step + 1`` for a Python int step): without it the result
    passed back in would be another signature, and a second compile."""
    from jax._src import array, core

    aval = core.ShapedArray(j.shape, j.dtype, weak_type=True)
    return array.ArrayImpl(aval, j.sharding, [j], committed=j._committed, _skip_checks=True)


def _to_jax(d: irvm.DeviceArray, zero_copy: bool, weak: bool = False) -> Any:
    """A JAX array over ``d``'s bytes; a copy when ``zero_copy`` is false (element types DLPack
    through numpy cannot carry); weakly typed when ``weak``."""
    if zero_copy:
        j = _dlpack_importer()(d)
    else:
        import jax.numpy as jnp

        j = jnp.asarray(np.asarray(d))
    if weak:
        j = _weakly_typed(j)
    key = id(j)
    _made[key] = (weakref.ref(j, _forget(key)), d)
    return j


def _special_result(impl: Any, zero_copy: bool, weak: bool, d: irvm.DeviceArray) -> Any:
    """A result that is not the common case: a typed PRNG key (``impl``: its implementation), one
    DLPack cannot carry (copied), or one JAX types weakly."""
    import jax

    if impl is not None:
        return jax.random.wrap_key_data(_to_jax(d, zero_copy), impl=impl)
    return _to_jax(d, zero_copy, weak)


def _made_from(x: Any) -> irvm.DeviceArray | None:
    """The irvm array under a JAX array this module returned, if ``x`` is one."""
    entry = _made.get(id(x))
    if entry is not None and entry[0]() is x:
        return entry[1]
    return None


def _leaf_aval(x: Any) -> Any:
    """What the lowering depends on, as JAX's abstract value (shape, dtype, weak type), whatever
    the leaf's Python type: numpy in on the first step and JAX arrays after is one signature.
    JAX interns abstract values (``ShapedArray(...)`` of equal fields is one object while any is
    alive; the cache keys hold theirs), so comparing and hashing a key is by identity, in C."""
    from jax._src import core

    if isinstance(x, (bool, int, float, complex)):
        # As JAX sees it: a weakly typed scalar of the canonical type (bool is not weak), so
        # `f(1)` and `f(jnp.asarray(1))` are one signature, as they are for jax.jit.
        import jax

        dtype = jax.dtypes.canonicalize_dtype(np.asarray(x).dtype)
        return core.ShapedArray((), dtype, weak_type=not isinstance(x, bool))
    aval = getattr(x, "aval", None)
    if isinstance(aval, core.ShapedArray):  # a jax.Array
        return aval
    if getattr(x, "shape", None) is not None and getattr(x, "dtype", None) is not None:
        # numpy, irvm.DeviceArray, jax.ShapeDtypeStruct (a typed key's dtype included)
        weak = bool(getattr(x, "weak_type", False))
        return core.ShapedArray(tuple(x.shape), x.dtype, weak_type=weak)
    a = np.asarray(x)
    return core.ShapedArray(a.shape, a.dtype)


def _leaf_avals(leaves: list) -> tuple:
    """:func:`_leaf_aval` of every leaf. A JAX array's own ``aval`` is read in C for all leaves
    at once (a training loop's steady state); only the other leaves (numpy, Python scalars) take
    :func:`_leaf_aval`."""
    from jax._src import core

    avals = list(map(getattr, leaves, itertools.repeat("aval"), itertools.repeat(None)))
    if None in avals:
        i = avals.index(None)
        while True:
            avals[i] = _leaf_aval(leaves[i])
            try:
                i = avals.index(None, i + 1)
            except ValueError:
                break
    if set(map(type, avals)) - {core.ShapedArray}:  # an `aval` that is not an array's
        return tuple(map(_leaf_aval, leaves))
    return tuple(avals)


def _as_jax_arg(x: Any) -> Any:
    """What JAX lowers for a leaf: irvm arrays as ``jax.ShapeDtypeStruct``."""
    import jax

    if isinstance(x, irvm.DeviceArray):
        return jax.ShapeDtypeStruct(tuple(x.shape), x.dtype)
    return x


def _index_tuple(v: int | Iterable[int] | None, what: str) -> tuple[int, ...]:
    if v is None:
        return ()
    if isinstance(v, int):
        return (v,)
    out = tuple(v)
    if not all(isinstance(i, int) for i in out):
        raise TypeError(f"{what}: expected an int or a sequence of ints, got {v!r}")
    return out


def _name_tuple(v: str | Iterable[str] | None, what: str) -> tuple[str, ...]:
    if v is None:
        return ()
    if isinstance(v, str):
        return (v,)
    out = tuple(v)
    if not all(isinstance(s, str) for s in out):
        raise TypeError(f"{what}: expected a str or a sequence of strs, got {v!r}")
    return out


def _one_device(sharding: Any, what: str) -> None:
    """``in_shardings``/``out_shardings``: accepted when every sharding is on one device."""
    if sharding is None:
        return
    import jax

    for s in jax.tree_util.tree_leaves(sharding):
        devices = getattr(s, "device_set", None)
        if devices is None:
            raise TypeError(
                f"{what}: expected jax.sharding.Sharding objects (or None), got {type(s).__name__}"
            )
        if len(devices) > 1:
            raise ValueError(
                f"{what}: a sharding over {len(devices)} devices; irvm.jax.jit runs on one "
                "process and one device (use jax.jit for multi-device programs)"
            )


class MemoryAnalysis:
    """``Compiled.memory_analysis()``: the fields of JAX's ``CompiledMemoryStats``, answered from
    irvm's static memory plan (``irvm.memory_report``) of the compiled module.

    - ``argument_size_in_bytes``, ``output_size_in_bytes``: the arguments' and results' bytes;
    - ``alias_size_in_bytes``: result bytes that live in donated arguments;
    - ``temp_size_in_bytes``: the transient arena (every intermediate, planned before the run);
    - ``constant_size_in_bytes``: constants of the module;
    - ``kernel_host_bytes_once``, ``kernel_host_bytes_per_thread``: the kernels' host working memory
      bound (what the device limit is charged while a kernel runs);
    - ``generated_code_size_in_bytes``: the ``.vmfb``'s size (bytecode, kernels and constants);
    - ``peak_memory_in_bytes``: arguments + results not aliased + arena + constants: the most the
      call holds at once, known before it runs.
    """

    def __init__(self, report: dict, arg_bytes: int, out_bytes: int, vmfb_size: int):
        main = report["functions"]["main"]
        self.argument_size_in_bytes = arg_bytes
        self.output_size_in_bytes = out_bytes
        self.alias_size_in_bytes = int(main["aliased_bytes"])
        self.temp_size_in_bytes = int(main["arena_bytes"])
        self.constant_size_in_bytes = int(main["constant_bytes"])
        self.kernel_host_bytes_once = int(main["kernel_host_bytes"]["once"])
        self.kernel_host_bytes_per_thread = int(main["kernel_host_bytes"]["per_thread"])
        self.generated_code_size_in_bytes = vmfb_size
        self.host_argument_size_in_bytes = 0
        self.host_output_size_in_bytes = 0
        self.host_alias_size_in_bytes = 0
        self.host_temp_size_in_bytes = 0
        self.host_generated_code_size_in_bytes = 0
        self.peak_memory_in_bytes = (
            arg_bytes
            + max(out_bytes - self.alias_size_in_bytes, 0)
            + self.temp_size_in_bytes
            + self.constant_size_in_bytes
        )

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={v}" for k, v in vars(self).items())
        return f"MemoryAnalysis({fields})"


# The marker of a typed PRNG key among a compiled function's input dtypes.
_KEY = object()


def _is_key(dtype: Any) -> bool:
    import jax

    return jax.dtypes.issubdtype(dtype, jax.dtypes.prng_key)


def _aval_bytes(avals: Any) -> int:
    import jax

    return sum(
        int(np.prod(a.shape, dtype=np.int64)) * a.dtype.itemsize
        for a in jax.tree_util.tree_leaves(avals)
    )


class Compiled:
    """One abstract signature's loaded module (``jit(f).lower(...).compile()``, or what a call
    compiles): callable with arguments of that signature."""

    def __init__(self, jitted: Jitted, key: tuple, lowered: Any, out_info: Any, text: str):
        import jax

        self._jitted = jitted
        self._key = key
        self._lowered = lowered
        self._text = text
        self._memory_report: dict | None = None
        self._vmfb = irvm.compile(text, name=f"{jitted.__name__}.mlir")
        module = jitted.instance.load(self._vmfb)
        self.function = module.function("main")
        self.out_tree = lowered.out_tree
        in_avals = jax.tree_util.tree_leaves(lowered.in_avals)
        # A typed PRNG key (jax.random.key) is passed as its key data, as JAX lowers it.
        self.in_dtypes = [_KEY if _is_key(a.dtype) else np.dtype(a.dtype) for a in in_avals]
        # The traced out_info (not the lowered one, which drops it) has each result's weak type.
        out_avals = jax.tree_util.tree_leaves(out_info)
        self.out_weak = [bool(getattr(a, "weak_type", False)) for a in out_avals]
        self.out_key_impls = [a.dtype._impl if _is_key(a.dtype) else None for a in out_avals]
        # Which results cross to JAX through DLPack without a copy (a key's data is uint32).
        self.out_zero_copy = [
            _is_key(a.dtype) or _dlpack_carries(np.dtype(a.dtype)) for a in out_avals
        ]
        # A shard_map program (split arguments or results): called on global values, each
        # process taking its blocks (see irvm.distributed).
        self.split = self.function.is_split
        self.donated = frozenset(self.function.donated_argnums)
        self.donated_mask = [i in self.donated for i in range(len(self.in_dtypes))]
        # How each result becomes a JAX array: None for the common case (DLPack, no copy,
        # strongly typed), else a function of the irvm array.
        self.out_special = [
            None
            if impl is None and zero_copy and not weak
            else functools.partial(_special_result, impl, zero_copy, weak)
            for impl, zero_copy, weak in zip(self.out_key_impls, self.out_zero_copy, self.out_weak)
        ]

    def as_text(self) -> str:
        """The StableHLO text that was compiled."""
        return self._text

    def _report(self) -> dict:
        """irvm's memory report of the module (compiled once, on first use)."""
        if self._memory_report is None:
            name = f"{self._jitted.__name__}.mlir"
            self._memory_report = irvm.memory_report(self._text, name=name)
        return self._memory_report

    def memory_analysis(self) -> MemoryAnalysis:
        """The module's memory, from irvm's static plan (see :class:`MemoryAnalysis`)."""
        return MemoryAnalysis(
            self._report(),
            _aval_bytes(self._lowered.in_avals),
            _aval_bytes(self._lowered.out_info),
            len(self._vmfb),
        )

    def cost_analysis(self) -> dict:
        """JAX's analysis of the program (``flops``, ``transcendentals``, ... of the lowered
        module), with ``bytes accessed`` and the fields of :meth:`memory_analysis` from irvm's
        plan, and the number of kernels (``dispatches``) irvm runs."""
        cost = dict(self._lowered.cost_analysis() or {})
        mem = self.memory_analysis()
        cost["bytes accessed"] = float(
            mem.argument_size_in_bytes + mem.output_size_in_bytes + 2 * mem.temp_size_in_bytes
        )
        cost["dispatches"] = float(self._report()["functions"]["main"]["dispatches"])
        return cost

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        key, dynamic = self._jitted._signature(args, kwargs)
        if key != self._key:
            raise TypeError(
                f"{self._jitted.__name__}: this Compiled object was compiled for other argument "
                "types (shapes, dtypes, pytree structure or static values); call the jit "
                "function itself to compile the new signature"
            )
        return self._jitted._run(self, dynamic)


class Lowered:
    """``jit(f).lower(*args, **kwargs)``: the StableHLO JAX lowered, before irc compiles it."""

    def __init__(self, jitted: Jitted, key: tuple, traced: Any):
        self._jitted = jitted
        self._key = key
        self._out_info = traced.out_info
        self._lowered = lowered = traced.lower()
        self.out_tree = lowered.out_tree
        self.in_avals = lowered.in_avals

    def as_text(self) -> str:
        """The StableHLO text (what ``irc compile`` takes)."""
        return self._lowered.as_text()

    def cost_analysis(self) -> Any:
        """JAX's cost analysis of the lowered program."""
        return self._lowered.cost_analysis()

    def compile(self) -> Compiled:
        """Compiles with irc and loads on the jit function's instance (cached: a later call with
        the same signature reuses this module)."""
        return self._jitted._compiled_for(self._key, self._lowered, self._out_info)


class Jitted:
    """A function compiled per abstract input signature and run on an :class:`irvm.Instance`."""

    def __init__(
        self,
        fun: Callable,
        *,
        in_shardings: Any = None,
        out_shardings: Any = None,
        static_argnums: int | Sequence[int] | None = None,
        static_argnames: str | Iterable[str] | None = None,
        donate_argnums: int | Sequence[int] | None = None,
        donate_argnames: str | Iterable[str] | None = None,
        keep_unused: bool = False,
        instance: irvm.Instance | None = None,
    ):
        if not callable(fun):
            raise TypeError(f"jit: expected a function, got {type(fun).__name__}")
        _one_device(in_shardings, "in_shardings")
        _one_device(out_shardings, "out_shardings")
        self.fn = fun
        self.__wrapped__ = fun
        self.__name__ = getattr(fun, "__name__", "fn")
        self.__doc__ = getattr(fun, "__doc__", None)
        static_nums = _index_tuple(static_argnums, "static_argnums")
        static_names = _name_tuple(static_argnames, "static_argnames")
        donate_nums = _index_tuple(donate_argnums, "donate_argnums")
        donate_names = _name_tuple(donate_argnames, "donate_argnames")
        try:
            params = list(inspect.signature(fun).parameters.values())
        except (TypeError, ValueError):
            params = None
        if params is not None:
            # As jax.jit: names give numbers for positional-or-keyword parameters and back.
            pk = [(i, p.name) for i, p in enumerate(params) if p.kind == p.POSITIONAL_OR_KEYWORD]
            names = {p.name for p in params}
            for what, given in (("static_argnames", static_names), ("donate_argnames", donate_names)):
                for n in given:
                    if n not in names and not any(p.kind == p.VAR_KEYWORD for p in params):
                        raise ValueError(
                            f"jit: {what} names {n!r}, which is not a parameter of "
                            f"{self.__name__}{inspect.signature(fun)}"
                        )
            if static_argnames is None:
                static_names = tuple(n for i, n in pk if i in static_nums)
            if static_argnums is None:
                static_nums = tuple(i for i, n in pk if n in static_names)
            if donate_argnames is None:
                donate_names = tuple(n for i, n in pk if i in donate_nums)
            if donate_argnums is None:
                donate_nums = tuple(i for i, n in pk if n in donate_names)
        both = set(donate_nums) & set(static_nums)
        if both:
            raise ValueError(
                f"static_argnums and donate_argnums cannot contain the same argument: {sorted(both)}"
            )
        both_names = set(donate_names) & set(static_names)
        if both_names:
            raise ValueError(
                "static_argnames and donate_argnames cannot intersect: "
                f"{sorted(both_names)} appear in both"
            )
        self.static_argnums = static_nums
        self.static_argnames = static_names
        self.donate_argnums = donate_nums
        self.donate_argnames = donate_names
        self.keep_unused = keep_unused
        self.instance = instance if instance is not None else default_instance()
        self._cache: dict = {}
        self.compilations = 0

    # Arguments -------------------------------------------------------------------------------

    def _static_positions(self, n: int) -> set[int]:
        out = set()
        for i in self.static_argnums:
            j = i + n if i < 0 else i
            if not 0 <= j < n:
                # As jax.jit: a static position beyond the arguments given is an error only for
                # arguments the function requires; here it must be given.
                raise TypeError(
                    f"{self.__name__}: static_argnums names argument {i}, but {n} positional "
                    "argument(s) were given"
                )
            out.add(j)
        return out

    def _signature(self, args: tuple, kwargs: dict) -> tuple[tuple, tuple]:
        """The cache key and the dynamic arguments ``(args, kwargs)`` as JAX flattens them."""
        import jax

        static_pos = self._static_positions(len(args))
        static = []
        for j in sorted(static_pos):
            static.append(("arg", j, self._hashable(args[j], f"static argument {j}")))
        for k in sorted(kwargs):
            if k in self.static_argnames:
                static.append(("kw", k, self._hashable(kwargs[k], f"static argument {k!r}")))
        dyn_args = tuple(a for i, a in enumerate(args) if i not in static_pos)
        dyn_kwargs = {k: v for k, v in kwargs.items() if k not in self.static_argnames}
        leaves, treedef = jax.tree_util.tree_flatten((dyn_args, dyn_kwargs))
        key = (
            len(args),
            tuple(static),
            treedef,
            _leaf_avals(leaves),
        )
        return key, (args, kwargs, static_pos, leaves)

    def _hashable(self, v: Any, what: str) -> Any:
        try:
            hash(v)
        except TypeError as e:
            raise TypeError(
                f"{self.__name__}: {what} must be hashable (it is part of the cache key), "
                f"got {type(v).__name__}: {e}"
            ) from None
        return v

    def _jax_trace(self, args: tuple, kwargs: dict, static_pos: set[int]) -> Any:
        """``jax.jit(fun, ...).trace(...)``: the traced stage (its ``out_info`` keeps each result's
        weak type, which the lowered stage's drops); ``.lower()`` gives the StableHLO."""
        import jax

        def abstract(i, a):
            return a if i in static_pos else jax.tree_util.tree_map(_as_jax_arg, a)

        jax_args = tuple(abstract(i, a) for i, a in enumerate(args))
        jax_kwargs = {
            k: v if k in self.static_argnames else jax.tree_util.tree_map(_as_jax_arg, v)
            for k, v in kwargs.items()
        }
        return jax.jit(
            self.fn,
            static_argnums=self.static_argnums,
            static_argnames=self.static_argnames,
            donate_argnums=self.donate_argnums,
            donate_argnames=self.donate_argnames,
            keep_unused=True,
        ).trace(*jax_args, **jax_kwargs)

    # Stages ----------------------------------------------------------------------------------

    def lower(self, *args: Any, **kwargs: Any) -> Lowered:
        """As ``jax.jit(f).lower``: the lowered program for these arguments (arrays or
        ``jax.ShapeDtypeStruct`` s); ``.as_text()``, ``.compile()``."""
        key, (args, kwargs, static_pos, _leaves) = self._signature(args, kwargs)
        return Lowered(self, key, self._jax_trace(args, kwargs, static_pos))

    def lower_text(self, *args: Any, **kwargs: Any) -> str:
        """The StableHLO text JAX lowers these arguments to (what is compiled)."""
        return self.lower(*args, **kwargs).as_text()

    def _compiled_for(self, key: tuple, lowered: Any, out_info: Any) -> Compiled:
        compiled = self._cache.get(key)
        if compiled is None:
            compiled = Compiled(self, key, lowered, out_info, lowered.as_text())
            self._cache[key] = compiled
            self.compilations += 1
        return compiled

    def _argument(self, i: int, x: Any, dt: Any) -> Any:
        """A leaf that is not a live JAX array this module returned, as ``call_list`` takes it."""
        import jax

        if dt is _KEY:
            return jax.random.key_data(x)
        if _made_from(x) is not None:  # ours, deleted by the caller (``x.delete()``)
            raise RuntimeError(
                f"{self.__name__}: argument leaf {i} is a deleted array (it was donated to an "
                "earlier call)"
            )
        if isinstance(x, irvm.DeviceArray) or getattr(x, "dtype", None) == dt:
            return x
        # Leaves JAX would convert (Python scalars, float64 without x64), converted alike.
        return np.asarray(x, dtype=dt)

    def _run(self, compiled: Compiled, dynamic: tuple) -> Any:
        import jax

        leaves = dynamic[3]
        dtypes = compiled.in_dtypes
        if len(leaves) != len(dtypes):
            raise TypeError(
                f"{self.__name__}: JAX lowered {len(dtypes)} array argument(s), "
                f"{len(leaves)} given"
            )
        # This is the per-leaf path of every call: one pass over the leaves with no calls but
        # the ones each leaf needs (bench/bridge.py measures it).
        made = _made
        donated = compiled.donated_mask
        flat = list(map(made.get, map(id, leaves)))
        # A split (shard_map) program takes global values and gives global results, copied in
        # and out (each process takes its blocks): nothing is donated, no argument deleted.
        split = compiled.split
        for i, x in enumerate(leaves):
            entry = flat[i]
            if entry is not None and entry[0]() is x and not x.is_deleted():
                if donated[i] and not split:
                    # As jax.jit deletes a donated array; this also drops JAX's hold on the
                    # bytes, so the output can be written into them.
                    del made[id(x)]
                    x.delete()
                flat[i] = entry[1]
            else:
                flat[i] = self._argument(i, x, dtypes[i])
        f = compiled.function
        outs = f.call_global(*flat) if split else f.call_list(*flat)
        del flat
        to_buffer, device = _direct_importer()
        importer = _dlpack_importer() if to_buffer is None else None
        ref, forget = weakref.ref, _forget
        results = []
        for d, special in zip(outs, compiled.out_special):
            if special is None:
                # The import inlined (a Python call less per result).
                if to_buffer is not None:
                    j = to_buffer(d.__dlpack__(), device, None, None, 1)
                else:
                    j = importer(d)
                key = id(j)
                made[key] = (ref(j, forget(key)), d)
            else:
                j = special(d)
            results.append(j)
        return jax.tree_util.tree_unflatten(compiled.out_tree, results)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        key, dynamic = self._signature(args, kwargs)
        compiled = self._cache.get(key)
        if compiled is None:
            a, kw, static_pos, _ = dynamic
            traced = self._jax_trace(a, kw, static_pos)
            compiled = self._compiled_for(key, traced.lower(), traced.out_info)
        return self._run(compiled, dynamic)

    def cache_size(self) -> int:
        """Signatures compiled so far."""
        return len(self._cache)


def jit(
    fun: Callable | None = None,
    /,
    *,
    in_shardings: Any = None,
    out_shardings: Any = None,
    static_argnums: int | Sequence[int] | None = None,
    static_argnames: str | Iterable[str] | None = None,
    donate_argnums: int | Sequence[int] | None = None,
    donate_argnames: str | Iterable[str] | None = None,
    keep_unused: bool = False,
    instance: irvm.Instance | None = None,
) -> Any:
    """``jax.jit`` on irvm: lower with JAX, compile with irc, run on ``instance`` (a shared default
    instance when omitted). The arguments are ``jax.jit``'s: a static argument is passed to ``fun``
    as the Python value itself, must be hashable, and each distinct value compiles its own module;
    names and numbers of static and donated arguments complete each other as in JAX; shardings are
    accepted when they are on one device. Without ``fun``, a decorator. (JAX's ``device``,
    ``backend``, ``inline`` and ``compiler_options`` are not taken: irvm has one CPU device.)"""
    kwargs = dict(
        in_shardings=in_shardings,
        out_shardings=out_shardings,
        static_argnums=static_argnums,
        static_argnames=static_argnames,
        donate_argnums=donate_argnums,
        donate_argnames=donate_argnames,
        keep_unused=keep_unused,
        instance=instance,
    )
    if fun is None:
        return lambda f: Jitted(f, **kwargs)
    return Jitted(fun, **kwargs)
