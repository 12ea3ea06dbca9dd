"""Zero-copy in and out, DLPack, donation, stats and the leak report."""

import gc

import numpy as np
import pytest

import irvm

SGD = """
func.func public @sgd(%w: tensor<4xf32> {abi.output = 0 : index}, %g: tensor<4xf32>)
    -> (tensor<4xf32>, tensor<f32>) {
  %lr = stablehlo.constant dense<5.000000e-01> : tensor<4xf32>
  %s = stablehlo.multiply %lr, %g : tensor<4xf32>
  %n = stablehlo.subtract %w, %s : tensor<4xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %gg = stablehlo.multiply %g, %g : tensor<4xf32>
  %norm = stablehlo.reduce(%gg init: %zero) applies stablehlo.add across dimensions = [0]
      : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %n, %norm : tensor<4xf32>, tensor<f32>
}
"""

IDENTITY = """
func.func public @first(%x: tensor<16xf32>, %y: tensor<16xf32>) -> tensor<16xf32> {
  return %x : tensor<16xf32>
}
func.func public @scale(%x: tensor<16xf32>) -> tensor<16xf32> {
  %c = stablehlo.constant dense<3.000000e+00> : tensor<16xf32>
  %y = stablehlo.multiply %x, %c : tensor<16xf32>
  return %y : tensor<16xf32>
}
"""


@pytest.fixture()
def instance():
    return irvm.Instance(threads=1)


def aligned(n, dtype=np.float32, alignment=64):
    """A C-contiguous array whose data starts on an `alignment`-byte boundary."""
    itemsize = np.dtype(dtype).itemsize
    raw = np.empty(n * itemsize + alignment, np.uint8)
    start = (-raw.ctypes.data) % alignment
    return raw[start : start + n * itemsize].view(dtype)


def test_result_is_viewed_by_numpy_without_a_copy(instance):
    module = instance.load(irvm.compile(IDENTITY))
    x = np.arange(16, dtype=np.float32)
    y = module.scale(x)
    view = np.asarray(y)
    # The same bytes: numpy's data pointer is the device array's address.
    assert view.ctypes.data == y.unsafe_buffer_pointer()
    assert np.asarray(y).ctypes.data == view.ctypes.data
    assert not view.flags.writeable  # immutable, as JAX's arrays
    np.testing.assert_array_equal(view, x * 3)
    # The view keeps the bytes alive after the device array is gone.
    del y
    gc.collect()
    np.testing.assert_array_equal(view, x * 3)


def test_aligned_numpy_input_is_read_in_place(instance):
    module = instance.load(irvm.compile(IDENTITY))
    x = aligned(16)
    x[:] = np.arange(16)
    other = aligned(16)
    # @first returns its argument as it is: the result is the input's own memory.
    r = module.first(x, other)
    assert r.unsafe_buffer_pointer() == x.ctypes.data
    np.testing.assert_array_equal(np.asarray(r), np.arange(16, dtype=np.float32))
    # A misaligned input is copied: the result then lives elsewhere, with the same values.
    raw = np.zeros(16 * 4 + 4, np.uint8)
    y = raw[4:].view(np.float32)
    y[:] = 7.0
    r2 = module.first(y, other)
    assert r2.unsafe_buffer_pointer() != y.ctypes.data
    np.testing.assert_array_equal(np.asarray(r2), np.full(16, 7.0, np.float32))
    # Wrapped numpy memory is not the pool's: no upload was counted.
    live_before = instance.stats().live_buffers
    _ = module.first(x, other)
    assert instance.stats().live_buffers == live_before


def test_dlpack_in_and_out(instance):
    module = instance.load(irvm.compile(IDENTITY))
    y = module.scale(np.arange(16, dtype=np.float32))
    assert y.__dlpack_device__() == (1, 0)
    z = np.from_dlpack(y)
    assert z.ctypes.data == y.unsafe_buffer_pointer()
    np.testing.assert_array_equal(z, np.arange(16, dtype=np.float32) * 3)

    class DLPackOnly:
        """Speaks DLPack and nothing else."""

        def __init__(self, a):
            self.a = a

        def __dlpack__(self, **kw):
            return self.a.__dlpack__(**kw)

        def __dlpack_device__(self):
            return self.a.__dlpack_device__()

    src = aligned(16)
    src[:] = 1.0
    r = module.first(DLPackOnly(src), src)
    assert r.unsafe_buffer_pointer() == src.ctypes.data  # no copy on the way in
    np.testing.assert_array_equal(np.asarray(r), src)

    # A device array as the input of another call: passed as it is.
    r3 = module.scale(y)
    np.testing.assert_array_equal(np.asarray(r3), np.arange(16, dtype=np.float32) * 9)


def test_buffer_protocol_input(instance):
    module = instance.load(irvm.compile(IDENTITY))
    data = np.arange(16, dtype=np.float32)
    r = module.scale(memoryview(data.tobytes()).cast("f"))
    np.testing.assert_array_equal(np.asarray(r), data * 3)


def test_donated_device_array_is_consumed_and_updated_in_place(instance):
    module = instance.load(irvm.compile(SGD))
    sgd = module.sgd
    assert sgd.donated_argnums == [0]
    w = instance.put(np.array([1.0, 2.0, 3.0, 4.0], np.float32))
    g = np.full(4, 2.0, np.float32)
    address = w.unsafe_buffer_pointer()
    new_w, norm = sgd(w, g)
    assert new_w.unsafe_buffer_pointer() == address  # the same memory, updated in place
    np.testing.assert_array_equal(np.asarray(new_w), [0.0, 1.0, 2.0, 3.0])
    assert float(np.asarray(norm)) == 16.0
    # The old handle is consumed: every use raises, none shows bytes.
    assert w.is_deleted() and not new_w.is_deleted()
    with pytest.raises(irvm.ConsumedArrayError, match="donated to argument 0 of @sgd"):
        np.asarray(w)
    with pytest.raises(irvm.ConsumedArrayError, match="donated"):
        sgd(w, g)
    with pytest.raises(irvm.ConsumedArrayError):
        w.unsafe_buffer_pointer()
    with pytest.raises(irvm.ConsumedArrayError):
        np.from_dlpack(w)
    assert "consumed" in repr(w)
    # A second step keeps the address.
    newer, _ = sgd(new_w, g)
    assert newer.unsafe_buffer_pointer() == address
    np.testing.assert_array_equal(np.asarray(newer), [-1.0, 0.0, 1.0, 2.0])


def test_donation_with_a_live_numpy_view_keeps_the_view_intact(instance):
    sgd = instance.load(irvm.compile(SGD)).sgd
    w = instance.put(np.array([1.0, 2.0, 3.0, 4.0], np.float32))
    view = np.asarray(w)
    new_w, _ = sgd(w, np.full(4, 2.0, np.float32))
    # The view still sees the old values (the result went to other memory), never a mix.
    np.testing.assert_array_equal(view, [1.0, 2.0, 3.0, 4.0])
    np.testing.assert_array_equal(np.asarray(new_w), [0.0, 1.0, 2.0, 3.0])
    assert new_w.unsafe_buffer_pointer() != view.ctypes.data
    with pytest.raises(irvm.ConsumedArrayError):
        np.asarray(w)


def test_donating_a_numpy_array_never_writes_it(instance):
    sgd = instance.load(irvm.compile(SGD)).sgd
    w = aligned(4)
    w[:] = [1.0, 2.0, 3.0, 4.0]
    new_w, _ = sgd(w, np.full(4, 2.0, np.float32))
    np.testing.assert_array_equal(w, [1.0, 2.0, 3.0, 4.0])
    np.testing.assert_array_equal(np.asarray(new_w), [0.0, 1.0, 2.0, 3.0])
    assert new_w.unsafe_buffer_pointer() != w.ctypes.data


def test_donating_one_array_twice_in_a_call_is_refused(instance):
    module = instance.load(
        irvm.compile(
            """
func.func public @f(%a: tensor<4xf32> {abi.output = 0 : index}, %b: tensor<4xf32>) -> tensor<4xf32> {
  %s = stablehlo.add %a, %b : tensor<4xf32>
  return %s : tensor<4xf32>
}"""
        )
    )
    a = instance.put(np.ones(4, np.float32))
    with pytest.raises(ValueError, match="donated, but the same tensor is also argument 1"):
        module.f(a, a)
    # Refused before anything ran: `a` is still usable.
    np.testing.assert_array_equal(np.asarray(a), np.ones(4, np.float32))


def test_stats_and_leak_report(instance):
    assert instance.leak_report().is_empty()
    assert len(instance.leak_report()) == 0
    module = instance.load(irvm.compile(SGD))
    w = instance.put(np.zeros(4, np.float32))
    report = instance.leak_report()
    assert len(report) == 1
    (b,) = report.buffers
    assert b.bytes == 16 and b.label.startswith("upload (tensor<4xf32>")
    stats = instance.stats()
    assert stats.live_buffers == 1 and stats.live_bytes == 16
    assert stats.as_dict()["live_bytes"] == 16
    new_w, norm = module.sgd(w, np.ones(4, np.float32))
    labels = sorted(b.label for b in instance.leak_report().buffers)
    assert any("in place of argument 0" in l for l in labels), labels
    assert any(l.startswith("@sgd result 1") for l in labels), labels
    assert instance.stats().live_buffers == 2
    assert "2 buffer(s) still alive" in str(instance.leak_report())
    del new_w, norm, w
    gc.collect()
    assert instance.leak_report().is_empty(), str(instance.leak_report())
    s = instance.stats()
    assert s.live_bytes == 0 and s.live_buffers == 0 and s.frees == s.allocations
    assert s.peak_live_bytes >= 16


def test_memory_limit_raises_memory_error():
    instance = irvm.Instance(threads=1, memory_limit=1024)
    with pytest.raises(MemoryError, match="memory limit"):
        instance.put(np.zeros(1024, np.float32))


def test_work_limit_stops_a_call_cleanly():
    # A call of more operations than the limit stops before it runs them; a larger limit runs it.
    src = """
func.func public @main(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = stablehlo.exponential %x : tensor<1024xf32>
  return %0 : tensor<1024xf32>
}
"""
    vmfb = irvm.compile(src)
    x = np.zeros(1024, np.float32)
    small = irvm.Instance(threads=1, work_limit=100).load(vmfb)
    with pytest.raises(irvm.RunError, match="work budget of 100 units"):
        small.main(x)
    big = irvm.Instance(threads=1, work_limit=1 << 30).load(vmfb)
    np.testing.assert_array_equal(np.asarray(big.main(x)), np.ones(1024, np.float32))
