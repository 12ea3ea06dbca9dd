"""Writes the two tiny .npz archives next to this script with numpy, so that the .npz reader in
runtime-cli/src/io.rs is tested against archives numpy wrote itself (no Python is needed to run
the tests; run this only to remake the files):

    python -m pip install numpy && python make_npz.py

Made with numpy 2.4.6. `savez` stores its members uncompressed and names positional arrays
arr_0, arr_1, ...; `savez_compressed` deflates them and keeps keyword names.
"""

import os

import numpy as np

here = os.path.dirname(os.path.abspath(__file__))

# two.npz: arr_0 = 4xf32 [1.5, -2, 3, 0.25], arr_1 = 2x2xi32 [[1, 2], [3, -4]] (stored).
np.savez(
    os.path.join(here, "two.npz"),
    np.array([1.5, -2, 3, 0.25], np.float32),
    np.array([[1, 2], [3, -4]], np.int32),
)
# named.npz: w = 4xf32 [1, 3, 5, 7], g = 4xf32 [0.5, 0.5, 0.5, 0.5] (deflated).
np.savez_compressed(
    os.path.join(here, "named.npz"),
    w=np.array([1, 3, 5, 7], np.float32),
    g=np.full(4, 0.5, np.float32),
)
for name in ["two.npz", "named.npz"]:
    with np.load(os.path.join(here, name)) as z:
        print(name, [(k, z[k].dtype.str, z[k].tolist()) for k in z.files])
