"""Data-parallel jobs over MPI: ``mpirun -np N python train.py``.

Started by an MPI launcher (``mpirun``, ``srun``, Hydra), a process's :class:`irvm.Instance` is one
rank of the job (the package must be built with MPI, as ``python/build.sh`` builds it where an MPI
is installed; without, creating an instance under a launcher raises ``RunError`` E0705). The
instance initializes MPI (``MPI_THREAD_FUNNELED``: load and call modules on the thread that made
it), or uses an MPI initialized before it (mpi4py) and leaves it to its owner.

A ``shard_map`` program JAX lowers for a mesh of N devices (``mhlo.num_partitions = N``; lowering
it needs N JAX devices, e.g. ``jax.config.update("jax_num_cpu_devices", N)``) is compiled into
the program of one process, and runs as one rank of a job of N processes:

    >>> import jax, irvm.jax, irvm.distributed
    >>> step = irvm.jax.jit(jax.shard_map(local_step, mesh=mesh, in_specs=..., out_specs=...))
    >>> loss, *params = step(*params, x, labels)      # every rank passes the same global values

:func:`irvm.jax.jit` calls such a program on **global values**, as ``jax.jit`` of the same function
does on one process: every rank passes the same global arguments, takes its block of each one the
program splits, runs its part (its collectives meet the other ranks' over MPI), and gets every
split result gathered to its global shape. So the same script gives the same numbers as
``jax.jit`` does, on every rank. Values cross as copies, so donation does not apply to such a
program. (``Function.call_global`` does the same for a module loaded by hand; ``Function.__call__``
takes and gives this process's blocks.)

Run alone, such a module is an error that names the ``mpirun -np N`` line (E0705); a program with
no collective and no split value (``jax.jit`` with ``NamedSharding``) runs whole in each process.
"""

from __future__ import annotations

import irvm

__all__ = ["instance", "rank", "size", "is_launched"]


def instance() -> irvm.Instance:
    """The instance :func:`irvm.jax.jit` runs on by default (created on first use; under a
    launcher, creating it joins the job)."""
    from .jax import default_instance

    return default_instance()


def rank() -> int:
    """This process's rank in the job (0 when no launcher started it)."""
    return instance().rank


def size() -> int:
    """The number of processes of the job (1 when no launcher started it)."""
    return instance().size


def is_launched() -> bool:
    """Whether an MPI launcher started this process."""
    return instance().launched
