"""Writes the tiny .npy files next to this script with numpy and ml_dtypes, so that the readers in
runtime-cli/src/io.rs are tested against files those libraries wrote themselves.

    python -m pip install numpy ml_dtypes && python make_npy.py

It prints each file's dtype and values as numpy reads them back (the expected values the tests
use). Run with numpy 2.4 and ml_dtypes 0.6 when the files were committed.
"""

import os

import ml_dtypes as md
import numpy as np

here = os.path.dirname(os.path.abspath(__file__))


def save(name, a):
    # numpy itself cannot load some of these back (ml_dtypes' float8_e5m2 is saved as `<f1`,
    # which np.load rejects), so the values printed are those of the array saved.
    np.save(os.path.join(here, name + ".npy"), a)
    values = a.astype(np.float64) if a.dtype.type.__module__ == "ml_dtypes" else a
    print(f"{name}: {a.dtype.str} {a.shape} {values.tolist()}")


save("bool", np.array([True, False, True]))
save("i8", np.array([-128, 0, 127], np.int8))
save("i16", np.array([-32768, 300, 32767], np.int16))
save("i32", np.array([-2147483648, 7, 2147483647], np.int32))
save("i64", np.array([-(2**63), 7, 2**63 - 1], np.int64))
save("u8", np.array([0, 7, 255], np.uint8))
save("u16", np.array([0, 7, 65535], np.uint16))
save("u32", np.array([0, 7, 2**32 - 1], np.uint32))
save("u64", np.array([0, 7, 2**64 - 1], np.uint64))
save("f16", np.array([1.5, -2.0, 65504.0, np.inf], np.float16))
save("f32", np.array([0.1, -2.5, 3e38], np.float32))
save("f64", np.array([0.1, -2.5, 1e300], np.float64))
save("c64", np.array([1 + 2j, -0.5 - 0.25j], np.complex64))
save("c128", np.array([0.1 + 1e300j, -3j], np.complex128))
save("f64_scalar", np.float64(2.5))
save("f32_2x3", np.arange(6, dtype=np.float32).reshape(2, 3))
for name in [
    "bfloat16",
    "float8_e3m4",
    "float8_e4m3",
    "float8_e4m3fn",
    "float8_e4m3fnuz",
    "float8_e4m3b11fnuz",
    "float8_e5m2",
    "float8_e5m2fnuz",
    "float6_e2m3fn",
    "float6_e3m2fn",
    "float4_e2m1fn",
]:
    save(name, np.array([0.1, -1.5, 3.0], np.float32).astype(getattr(md, name)))
save("float8_e8m0fnu", np.array([0.1, 1.5, 1024.0], np.float32).astype(md.float8_e8m0fnu))
save("int4", np.array([-8, -1, 7], md.int4))
save("uint4", np.array([0, 9, 15], md.uint4))
save("int2", np.array([-2, -1, 1], md.int2))
save("uint2", np.array([0, 2, 3], md.uint2))
save("big_f32", np.array([1.5, -2.0], ">f4"))
save("big_i16", np.array([-2, 300], ">i2"))
save("big_c64", np.array([1 + 2j], ">c8"))
save("fortran", np.asfortranarray(np.array([[1, 2], [3, 4]], np.float32)))
save("strings", np.array(["ab", "c"]))
np.save(os.path.join(here, "structured.npy"), np.zeros(2, dtype=[("a", "<f4")]))
with open(os.path.join(here, "appended.npy"), "wb") as f:
    np.save(f, np.array([1, 2, 3], np.float32))
    np.save(f, np.array([4, 5], np.int32))
print("appended: <f4 (3,) [1.0, 2.0, 3.0] then <i4 (2,) [4, 5]")
