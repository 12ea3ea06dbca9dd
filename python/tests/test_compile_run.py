"""compile / memory_report / Instance / load / call, with numpy in and out."""

import pathlib

import numpy as np
import pytest

import irvm

ADD_MUL = """
func.func public @main(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>) {
  %s = stablehlo.add %x, %y : tensor<2x3xf32>
  %p = stablehlo.multiply %s, %y : tensor<2x3xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %r = stablehlo.reduce(%p init: %zero) applies stablehlo.add across dimensions = [0]
      : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
  return %p, %r : tensor<2x3xf32>, tensor<3xf32>
}
"""

BAD = """func.func public @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = stablehlo.add %x, %x : tensor<3xf32>
  return %y : tensor<2xf32>
}
"""


@pytest.fixture(scope="module")
def instance():
    return irvm.Instance(threads=1)


def test_compile_returns_vmfb_bytes_and_runs(instance):
    vmfb = irvm.compile(ADD_MUL)
    assert isinstance(vmfb, bytes) and len(vmfb) > 0
    module = instance.load(vmfb)
    assert module.function_names == ["main"]
    rng = np.random.default_rng(0)
    x = rng.standard_normal((2, 3)).astype(np.float32)
    y = rng.standard_normal((2, 3)).astype(np.float32)
    p, r = module.main(x, y)
    expected = (x + y) * y
    np.testing.assert_allclose(np.asarray(p), expected, rtol=1e-6)
    np.testing.assert_allclose(np.asarray(r), expected.sum(axis=0), rtol=1e-5)
    assert p.shape == (2, 3) and p.dtype == np.float32 and p.mlir_type == "tensor<2x3xf32>"
    # The same function by name, and the results as a list.
    out = module.function("main").call_list(x, y)
    assert len(out) == 2
    np.testing.assert_array_equal(np.asarray(out[0]), np.asarray(p))


def test_compile_from_path_and_load_from_path(instance, tmp_path):
    src = tmp_path / "add_mul.mlir"
    src.write_text(ADD_MUL)
    vmfb = irvm.compile(src)
    assert vmfb == irvm.compile(ADD_MUL, name=str(src))  # the name is in the locations
    path = tmp_path / "add_mul.vmfb"
    path.write_bytes(vmfb)
    module = instance.load(path)
    x = np.ones((2, 3), np.float32)
    p, _ = module.main(x, x)
    np.testing.assert_array_equal(np.asarray(p), np.full((2, 3), 2.0, np.float32))
    module2 = instance.load(str(path))
    assert module2.function_names == ["main"]


def test_compile_error_carries_rendered_and_structured_diagnostics(tmp_path):
    with pytest.raises(irvm.CompileError) as info:
        irvm.compile(BAD, name="bad.mlir")
    message = str(info.value)
    assert "bad.mlir:2:" in message and "E0" in message
    diags = info.value.diagnostics
    assert len(diags) >= 1
    d = diags[0]
    assert d.severity == "error"
    assert d.code.startswith("E0")
    assert d.file == "bad.mlir"
    assert d.line == 2
    assert d.column >= 1
    assert d.message and d.message in message


def test_syntax_error_is_a_compile_error():
    with pytest.raises(irvm.CompileError) as info:
        irvm.compile("func.func public @main(%x: tensor<2xf32> -> {")
    assert info.value.diagnostics[0].code in ("E0001", "E0002", "E0003")


def test_memory_report_matches_irc(tmp_path):
    report = irvm.memory_report(ADD_MUL)
    main = report["functions"]["main"]
    assert main["output_bytes"] == 2 * 3 * 4 + 3 * 4
    assert main["dispatches"] >= 1
    assert "fusion" in report


def test_memory_report_of_the_train_step_is_irc_s():
    # The numbers `irc compile --memory-report=json` prints for examples/train_mlp/train_step.mlir
    # (checked in the README's memory-report section): the four donated parameters are aliased.
    root = pathlib.Path(__file__).resolve().parents[2]
    report = irvm.memory_report(root / "examples/train_mlp/train_step.mlir")
    main = report["functions"]["main"]
    params = (64 * 64 + 64 + 64 * 10 + 10) * 4
    assert main["aliased_bytes"] == params
    assert main["output_bytes"] == 4
    # The kernels' host working memory the VM charges against the limit: the largest is the
    # packing of the 32x64 by 64x64 first layer, (k + 64) x ((n + 64) + (m + 64)) f32 (see
    # step_host_bytes in runtime/src/kernel/validate.rs).
    assert main["kernel_host_bytes"]["once"] == (64 + 64) * ((64 + 64) + (32 + 64)) * 4
    assert main["kernel_host_bytes"]["per_thread"] > 0


def test_wrong_arguments_raise_clear_errors(instance):
    module = instance.load(irvm.compile(ADD_MUL))
    x = np.ones((2, 3), np.float32)
    with pytest.raises(TypeError, match=r"takes 2 argument\(s\), 1 given"):
        module.main(x)
    with pytest.raises(TypeError, match=r"argument 1 of @main: expected tensor<2x3xf32>.*float64"):
        module.main(x, np.ones((2, 3)))
    with pytest.raises(TypeError, match=r"argument 0 of @main: expected tensor<2x3xf32>.*\(3, 2\)"):
        module.main(np.ones((3, 2), np.float32), x)
    with pytest.raises(AttributeError, match="no public function @nope"):
        module.nope
    with pytest.raises(ValueError, match="no public function @nope"):
        module.function("nope")
    with pytest.raises(irvm.LoadError):
        instance.load(b"not a module")
    with pytest.raises(TypeError, match=r"load\(module\): expected .vmfb bytes or a path, given int"):
        instance.load(5)
    assert instance.load(bytearray(irvm.compile(ADD_MUL))).function_names == ["main"]
    with pytest.raises(TypeError, match="source"):
        irvm.compile(42)


def test_non_contiguous_and_unaligned_inputs_are_copied_correctly(instance):
    module = instance.load(irvm.compile(ADD_MUL))
    big = np.arange(24, dtype=np.float32).reshape(4, 6)
    x = big[::2, ::2]  # strided: not C-contiguous
    raw = np.zeros(2 * 3 * 4 + 4, np.uint8)
    y = raw[4:].view(np.float32).reshape(2, 3)  # 4 bytes past an aligned start: misaligned
    y[...] = 1.5
    p, _ = module.main(x, y)
    np.testing.assert_allclose(np.asarray(p), (x + y) * y)


def test_big_endian_input_is_converted(instance):
    module = instance.load(irvm.compile(ADD_MUL))
    x = np.arange(6, dtype=">f4").reshape(2, 3)
    y = np.ones((2, 3), np.float32)
    p, _ = module.main(x, y)
    np.testing.assert_array_equal(np.asarray(p), (x.astype(np.float32) + 1))


def test_scalar_and_bool_arguments(instance):
    module = instance.load(
        irvm.compile(
            """
func.func public @pick(%c: tensor<3xi1>, %a: tensor<3xi32>, %s: tensor<i32>) -> tensor<3xi32> {
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<i32>) -> tensor<3xi32>
  %r = stablehlo.select %c, %a, %b : tensor<3xi1>, tensor<3xi32>
  return %r : tensor<3xi32>
}"""
        )
    )
    r = module.pick(np.array([True, False, True]), np.array([1, 2, 3], np.int32), 7)
    assert r.dtype == np.int32
    np.testing.assert_array_equal(np.asarray(r), [1, 7, 3])


def test_memory_report_is_irc_s_json():
    # The same JSON as `irc compile FILE --memory-report=json` when the binary is built
    # (cargo test --workspace builds it before the python_package test runs).
    import json
    import subprocess

    root = pathlib.Path(__file__).resolve().parents[2]
    irc = root / "target/release/irc"
    if not irc.exists():
        pytest.skip("target/release/irc is not built")
    path = root / "examples/train_mlp/train_step.mlir"
    out = subprocess.run(
        [str(irc), "compile", str(path), "--memory-report=json"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    assert irvm.memory_report(path) == json.loads(out)


def test_two_threads_give_the_same_results():
    src = """
func.func public @mm(%a: tensor<64x48xf32>, %b: tensor<48x32xf32>) -> tensor<64x32xf32> {
  %c = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x48xf32>, tensor<48x32xf32>) -> tensor<64x32xf32>
  return %c : tensor<64x32xf32>
}"""
    rng = np.random.default_rng(3)
    a = rng.standard_normal((64, 48)).astype(np.float32)
    b = rng.standard_normal((48, 32)).astype(np.float32)
    vmfb = irvm.compile(src)
    two = irvm.Instance(threads=2)
    assert two.threads == 2
    r = np.asarray(two.load(vmfb).mm(a, b))
    np.testing.assert_allclose(r, a.astype(np.float64) @ b.astype(np.float64), rtol=1e-4, atol=1e-4)
    interp = irvm.Instance(threads=1, jit=False)
    np.testing.assert_allclose(np.asarray(interp.load(vmfb).mm(a, b)), r, rtol=1e-5, atol=1e-5)


CHECK = """func.func public @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const %a, dense<[1, 3]> : tensor<2xi32>
  func.return
}
"""


def test_runtime_errors_carry_their_code_and_location(instance):
    # A failed check: E0601 at the check (line 3, column 3 of CHECK, counted by hand).
    module = instance.load(irvm.compile(CHECK))
    with pytest.raises(irvm.RunError) as info:
        module.main()
    assert info.value.code == "E0601"
    assert info.value.location is not None and info.value.location[1:] == (3, 3)
    assert "check.expect_eq_const failed at index [1]" in str(info.value)
    # Errors with no place in the program: the code, and no location.
    with pytest.raises(irvm.LoadError) as info:
        instance.load(b"not a module")
    assert (info.value.code, info.value.location) == ("E0703", None)
    add_mul = instance.load(irvm.compile(ADD_MUL))
    with pytest.raises(TypeError) as info:
        add_mul.main(np.ones((2, 3), np.float32))
    assert (info.value.code, info.value.location) == ("E0701", None)
    with pytest.raises(TypeError) as info:
        add_mul.main(np.ones((2, 3), np.float32), np.ones((2, 3)))
    assert info.value.code == "E0701"
    small = irvm.Instance(threads=1, memory_limit=1024)
    with pytest.raises(MemoryError) as info:
        small.put(np.zeros(1024, np.float32))
    assert info.value.code == "E0702"


SPLIT = """
module @split attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<2xf32>) {
      %1 = stablehlo.add %arg1, %arg1 : tensor<2xf32>
      sdy.return %1 : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""


def test_alone_an_instance_is_one_process_and_a_split_program_names_mpirun(instance):
    import irvm.distributed

    assert (instance.rank, instance.size, instance.launched) == (0, 1, False)
    assert (irvm.distributed.rank(), irvm.distributed.size()) == (0, 1)
    assert not irvm.distributed.is_launched()
    # A shard_map program: its function takes this process's block (tensor<2xf32>) and is split;
    # a function with no split value is not.
    f = instance.load(irvm.compile(SPLIT)).main
    assert f.is_split and f.argument_types == ["tensor<2xf32>"]
    assert not instance.load(irvm.compile(ADD_MUL)).main.is_split
    # On global values (tensor<4xf32>) alone: the module is for 2 processes, E0705 naming mpirun.
    with pytest.raises(irvm.RunError) as info:
        f.call_global(np.arange(4, dtype=np.float32))
    assert info.value.code == "E0705" and "mpirun -np 2" in str(info.value)
    # A global argument of the wrong shape is named before anything runs.
    with pytest.raises(TypeError) as info:
        f.call_global(np.arange(2, dtype=np.float32))
    assert info.value.code == "E0701" and "tensor<4xf32>" in str(info.value)
