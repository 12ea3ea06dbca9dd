"""``irvm.jax.jit``: JAX lowers the function, irc compiles it, irvm runs it.

    >>> import jax.numpy as jnp, numpy as np, irvm.jax
    >>> step = irvm.jax.jit(lambda w, g: (w - 0.5 * g, jnp.sum(g * g)), donate_argnums=(0,))
    >>> w = step.instance.put(np.ones(4, np.float32))
    >>> w, norm = step(w, np.full(4, 2.0, np.float32))   # w's bytes now hold the new w

Each new input signature (the pytree structure, the shape and dtype of every leaf, and the value of
every static argument) is lowered once with
``jax.jit(fn, donate_argnums=..., static_argnums=..., keep_unused=True).lower(*args)``; its StableHLO text
(``.as_text()``) is compiled to a ``.vmfb`` and loaded. Later calls with that signature run the
loaded module directly: JAX is not called again.

Donation works as in JAX: a :class:`irvm.DeviceArray` passed in a donated argument is consumed
(using it afterwards raises :class:`irvm.ConsumedArrayError`), and the matching output occupies
its memory. numpy inputs are never written: donating one gives the result new memory.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import numpy as np

import irvm

__all__ = ["jit", "Jitted"]

_default_instance: irvm.Instance | None = None


def default_instance() -> irvm.Instance:
    """The instance :func:`jit` runs on when none is given (created on first use)."""
    global _default_instance
    if _default_instance is None:
        _default_instance = irvm.Instance()
    return _default_instance


class _Compiled:
    """One signature's module: the loaded function, the output pytree and the input avals."""

    def __init__(self, function: irvm.Function, out_tree: Any, in_dtypes: list, text: str):
        self.function = function
        self.out_tree = out_tree
        self.in_dtypes = in_dtypes
        self.text = text


def _leaf_signature(x: Any) -> tuple:
    if isinstance(x, irvm.DeviceArray):
        return ("device", tuple(x.shape), str(x.dtype))
    if isinstance(x, (bool, int, float, complex)):
        return ("scalar", type(x).__name__)
    shape = getattr(x, "shape", None)
    dtype = getattr(x, "dtype", None)
    if shape is not None and dtype is not None:
        return ("array", tuple(shape), str(dtype))
    a = np.asarray(x)
    return ("array", a.shape, str(a.dtype))


def _as_jax_arg(x: Any) -> Any:
    """What JAX lowers for a leaf: device arrays as ``jax.ShapeDtypeStruct``."""
    import jax

    if isinstance(x, irvm.DeviceArray):
        return jax.ShapeDtypeStruct(tuple(x.shape), x.dtype)
    return x


class Jitted:
    """A function compiled per input signature and run on an :class:`irvm.Instance`."""

    def __init__(
        self,
        fn: Callable,
        donate_argnums: Sequence[int] | int = (),
        instance: irvm.Instance | None = None,
        static_argnums: Sequence[int] | int = (),
    ):
        if isinstance(donate_argnums, int):
            donate_argnums = (donate_argnums,)
        if isinstance(static_argnums, int):
            static_argnums = (static_argnums,)
        self.fn = fn
        self.donate_argnums = tuple(donate_argnums)
        self.static_argnums = tuple(static_argnums)
        both = set(self.donate_argnums) & set(self.static_argnums)
        if both:
            raise ValueError(
                f"static_argnums and donate_argnums cannot contain the same argument: {sorted(both)}"
            )
        self.instance = instance if instance is not None else default_instance()
        self._cache: dict = {}
        self.__wrapped__ = fn
        self.__name__ = getattr(fn, "__name__", "fn")
        self.__doc__ = getattr(fn, "__doc__", None)

    def _static(self, args: tuple) -> tuple:
        """The static arguments' positions and values (checked to be in range and hashable)."""
        n = len(args)
        out = []
        for i in self.static_argnums:
            j = i + n if i < 0 else i
            if not 0 <= j < n:
                raise TypeError(
                    f"{self.__name__}: static_argnums names argument {i}, but {n} argument(s) "
                    "were given"
                )
            try:
                hash(args[j])
            except TypeError as e:
                raise TypeError(
                    f"{self.__name__}: static argument {j} must be hashable (it is part of the "
                    f"cache key), got {type(args[j]).__name__}: {e}"
                ) from None
            out.append((j, args[j]))
        return tuple(sorted(out, key=lambda p: p[0]))

    def _lower(self, args: tuple) -> Any:
        import jax

        static = {j for j, _ in self._static(args)}
        jax_args = tuple(
            a if i in static else jax.tree_util.tree_map(_as_jax_arg, a) for i, a in enumerate(args)
        )
        return jax.jit(
            self.fn,
            donate_argnums=self.donate_argnums,
            static_argnums=self.static_argnums,
            keep_unused=True,
        ).lower(*jax_args)

    def lower_text(self, *args: Any) -> str:
        """The StableHLO text JAX lowers these arguments to (what is compiled)."""
        return self._lower(args).as_text()

    def _compile(self, args: tuple) -> _Compiled:
        import jax

        lowered = self._lower(args)
        text = lowered.as_text()
        vmfb = irvm.compile(text, name=f"{self.__name__}.mlir")
        module = self.instance.load(vmfb)
        in_avals = jax.tree_util.tree_leaves(lowered.in_avals)
        return _Compiled(
            module.function("main"),
            lowered.out_tree,
            [np.dtype(a.dtype) for a in in_avals],
            text,
        )

    def __call__(self, *args: Any) -> Any:
        import jax

        static = self._static(args)
        positions = {j for j, _ in static}
        dynamic = tuple(a for i, a in enumerate(args) if i not in positions)
        leaves, treedef = jax.tree_util.tree_flatten(dynamic)
        key = (len(args), static, treedef, tuple(_leaf_signature(x) for x in leaves))
        compiled = self._cache.get(key)
        if compiled is None:
            compiled = self._compile(args)
            self._cache[key] = compiled
        if len(leaves) != len(compiled.in_dtypes):
            raise TypeError(
                f"{self.__name__}: JAX lowered {len(compiled.in_dtypes)} array argument(s), "
                f"{len(leaves)} given"
            )
        # Leaves JAX would convert (Python scalars, float64 without x64) are converted the same way.
        flat = [
            x
            if isinstance(x, irvm.DeviceArray) or getattr(x, "dtype", None) == dt
            else np.asarray(x, dtype=dt)
            for x, dt in zip(leaves, compiled.in_dtypes)
        ]
        results = compiled.function.call_list(*flat)
        return jax.tree_util.tree_unflatten(compiled.out_tree, results)

    def cache_size(self) -> int:
        """Signatures compiled so far."""
        return len(self._cache)


def jit(
    fn: Callable,
    donate_argnums: Sequence[int] | int = (),
    *,
    static_argnums: Sequence[int] | int = (),
    instance: irvm.Instance | None = None,
) -> Jitted:
    """``jax.jit`` on irvm: lower with JAX, compile with irc, run on ``instance`` (a shared default
    instance when omitted). ``donate_argnums`` and ``static_argnums`` as in ``jax.jit``: a static
    argument is passed to ``fn`` as the Python value itself, must be hashable, and each distinct
    value compiles its own module. Keyword arguments are not supported (pass them positionally)."""
    return Jitted(
        fn, donate_argnums=donate_argnums, instance=instance, static_argnums=static_argnums
    )
