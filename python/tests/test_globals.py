"""Module globals from Python: module.globals reads and writes them by name; they persist between
calls of one loaded module, and each load starts from the initial values. Expected values are
hand-computed counts."""

import numpy as np
import pytest

import irvm

COUNTER = """
util.global private mutable @counter = dense<0> : tensor<i32>
ml_program.global private mutable @cache(dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>

func.func @step() -> tensor<i32> {
  %c = util.global.load @counter : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.add %c, %one : tensor<i32>
  util.global.store %n, @counter : tensor<i32>
  return %n : tensor<i32>
}

func.func @update(%x: tensor<2xf32>) -> tensor<2xf32> {
  %old = ml_program.global_load @cache : tensor<2xf32>
  %new = stablehlo.add %old, %x : tensor<2xf32>
  ml_program.global_store @cache = %new : tensor<2xf32>
  return %old : tensor<2xf32>
}
"""


def test_a_counter_advances_and_globals_are_read_and_set_by_name():
    instance = irvm.Instance(threads=1)
    module = instance.load(irvm.compile(COUNTER))
    assert module.globals.keys() == ["counter", "cache"]
    assert "counter" in module.globals and "nope" not in module.globals
    assert [int(np.asarray(module.step())) for _ in range(3)] == [1, 2, 3]
    assert int(np.asarray(module.globals["counter"])) == 3
    module.globals["counter"] = np.int32(10)
    assert int(np.asarray(module.step())) == 11
    # [1, 2] + [0.5, 0.5] = [1.5, 2.5]; the call returns the value before its store.
    old = np.asarray(module.update(np.array([0.5, 0.5], np.float32)))
    np.testing.assert_array_equal(old, [1.0, 2.0])
    np.testing.assert_array_equal(np.asarray(module.globals["cache"]), [1.5, 2.5])
    # Another load has its own globals.
    other = instance.load(irvm.compile(COUNTER))
    assert int(np.asarray(other.step())) == 1
    module.globals.reset()
    assert int(np.asarray(module.globals["counter"])) == 0


def test_unknown_global_and_wrong_shape_are_errors():
    module = irvm.Instance(threads=1).load(irvm.compile(COUNTER))
    with pytest.raises(KeyError) as e:
        module.globals["nope"]
    assert e.value.code == "E0701"
    with pytest.raises((TypeError, ValueError)):
        module.globals["cache"] = np.zeros(3, np.float32)
