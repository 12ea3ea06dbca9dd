//! DLPack export of a device array, written directly (no numpy in between): the capsule
//! `DeviceArray.__dlpack__` returns.
//!
//! The layout is DLPack's unversioned `DLManagedTensor` (dlpack.h, v0.8 onwards), the form every
//! consumer takes (`jax.dlpack.from_dlpack`, `np.from_dlpack`, `torch.from_dlpack`). A capsule
//! named `"dltensor"` owns a heap block holding the `DLManagedTensor` followed by the shape and a
//! handle on the tensor (so the bytes live while the consumer holds them). A consumer renames the
//! capsule `"used_dltensor"` and calls the deleter when it is done; a capsule dropped unconsumed
//! calls it from its destructor. Exporting directly, rather than through a numpy array, also
//! carries bfloat16 (DLPack's `kDLBfloat`), which numpy cannot express.
//!
//! This file is the package's one room of unsafe code.

use std::ffi::{c_void, CStr};

use pyo3::exceptions::PyBufferError;
use pyo3::prelude::*;
use runtime::{api, ElemType};

#[repr(C)]
struct DLDevice {
    device_type: i32,
    device_id: i32,
}

#[repr(C)]
struct DLDataType {
    code: u8,
    bits: u8,
    lanes: u16,
}

#[repr(C)]
struct DLTensor {
    data: *mut c_void,
    device: DLDevice,
    ndim: i32,
    dtype: DLDataType,
    shape: *mut i64,
    strides: *mut i64,
    byte_offset: u64,
}

#[repr(C)]
struct DLManagedTensor {
    dl_tensor: DLTensor,
    manager_ctx: *mut c_void,
    deleter: Option<unsafe extern "C" fn(*mut DLManagedTensor)>,
}

/// The heap block a capsule owns: the managed tensor first (so a pointer to the block is a pointer
/// to it), then what its pointers point into and what keeps the bytes alive.
#[repr(C)]
struct Export {
    managed: DLManagedTensor,
    shape: Vec<i64>,
    _tensor: api::Tensor,
}

const KDL_CPU: i32 = 1;
const NAME: &CStr = c"dltensor";

/// DLPack's (type code, bits) of an element type, or `None` for the types DLPack has no code
/// for (sub-byte integers, the float8/6/4 families, tf32).
pub fn dl_dtype(t: ElemType) -> Option<(u8, u8)> {
    const INT: u8 = 0;
    const UINT: u8 = 1;
    const FLOAT: u8 = 2;
    const BFLOAT: u8 = 4;
    const COMPLEX: u8 = 5;
    const BOOL: u8 = 6;
    Some(match t {
        ElemType::I1 => (BOOL, 8),
        ElemType::I8 => (INT, 8),
        ElemType::I16 => (INT, 16),
        ElemType::I32 => (INT, 32),
        ElemType::I64 | ElemType::Index => (INT, 64),
        ElemType::UI8 => (UINT, 8),
        ElemType::UI16 => (UINT, 16),
        ElemType::UI32 => (UINT, 32),
        ElemType::UI64 => (UINT, 64),
        ElemType::F16 => (FLOAT, 16),
        ElemType::F32 => (FLOAT, 32),
        ElemType::F64 => (FLOAT, 64),
        ElemType::BF16 => (BFLOAT, 16),
        ElemType::C64 => (COMPLEX, 64),
        ElemType::C128 => (COMPLEX, 128),
        ElemType::TF32
        | ElemType::I2
        | ElemType::I4
        | ElemType::UI2
        | ElemType::UI4
        | ElemType::F4E2M1FN
        | ElemType::F6E2M3FN
        | ElemType::F6E3M2FN
        | ElemType::F8E3M4
        | ElemType::F8E4M3
        | ElemType::F8E4M3FN
        | ElemType::F8E4M3FNUZ
        | ElemType::F8E4M3B11FNUZ
        | ElemType::F8E5M2
        | ElemType::F8E5M2FNUZ
        | ElemType::F8E8M0FNU => return None,
    })
}

/// The deleter a consumer (or the capsule's destructor) calls once.
///
/// # Safety
/// `m` is the `managed` field of an `Export` made by [`capsule`], not yet deleted.
unsafe extern "C" fn delete(m: *mut DLManagedTensor) {
    // SAFETY: per this function's contract, `manager_ctx` is the `Box<Export>` that `capsule`
    // leaked, and this is the one call that frees it.
    drop(unsafe { Box::from_raw((*m).manager_ctx as *mut Export) });
}

/// The capsule's destructor: frees the export unless a consumer took it (and renamed the capsule).
unsafe extern "C" fn destruct(capsule: *mut pyo3::ffi::PyObject) {
    // SAFETY: CPython calls this with the capsule being destroyed, holding the GIL;
    // `PyCapsule_IsValid` sets no exception. Valid under its original name means no consumer
    // took it, so its pointer is still ours: an `Export` from `capsule`, deleted exactly here.
    unsafe {
        if pyo3::ffi::PyCapsule_IsValid(capsule, NAME.as_ptr()) == 1 {
            let m = pyo3::ffi::PyCapsule_GetPointer(capsule, NAME.as_ptr()) as *mut DLManagedTensor;
            if let Some(d) = (*m).deleter {
                d(m);
            }
        }
    }
}

/// A `"dltensor"` capsule over `tensor`'s bytes (row-major, no strides), holding `tensor` (a
/// handle of its own on the buffer) until the consumer deletes it.
pub fn capsule(py: Python<'_>, tensor: api::Tensor) -> PyResult<Bound<'_, PyAny>> {
    let t = tensor.dtype();
    let (code, bits) = dl_dtype(t).ok_or_else(|| {
        PyBufferError::new_err(format!(
            "__dlpack__: DLPack has no type code for {}; use np.asarray (ml_dtypes) instead",
            t.name()
        ))
    })?;
    let data = tensor.device_address().map_err(crate::py_err)?;
    let shape: Vec<i64> = tensor.shape().iter().map(|&d| d as i64).collect();
    let mut export = Box::new(Export {
        managed: DLManagedTensor {
            dl_tensor: DLTensor {
                data: data as *mut c_void,
                device: DLDevice {
                    device_type: KDL_CPU,
                    device_id: 0,
                },
                ndim: shape.len() as i32,
                dtype: DLDataType {
                    code,
                    bits,
                    lanes: 1,
                },
                shape: std::ptr::null_mut(),
                strides: std::ptr::null_mut(),
                byte_offset: 0,
            },
            manager_ctx: std::ptr::null_mut(),
            deleter: Some(delete),
        },
        shape,
        _tensor: tensor,
    });
    // The shape vector's heap block does not move when the box is leaked.
    export.managed.dl_tensor.shape = export.shape.as_mut_ptr();
    let raw = Box::into_raw(export);
    // SAFETY: `raw` is a live, leaked `Export` whose first field (repr(C)) is the managed tensor;
    // pointing `manager_ctx` at the block lets `delete` free it.
    unsafe { (*raw).managed.manager_ctx = raw as *mut c_void };
    // SAFETY: `raw` stays valid until `delete` runs, which happens once: from the consumer after
    // it renames the capsule, or from `destruct` when nobody took it. On failure to make the
    // capsule nobody else has the pointer, so it is freed here.
    unsafe {
        let cap = pyo3::ffi::PyCapsule_New(raw as *mut c_void, NAME.as_ptr(), Some(destruct));
        if cap.is_null() {
            delete(raw as *mut DLManagedTensor);
            return Err(PyErr::fetch(py));
        }
        Ok(Bound::from_owned_ptr(py, cap))
    }
}
