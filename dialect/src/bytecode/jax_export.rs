//! Serialized `jax.export` artifacts (`jax.export.export(jax.jit(f))(*specs).serialize()`): a
//! flatbuffer whose root table is `Exported` (`jax/_src/export/serialization.fbs`). The module is
//! its field `mlir_module_serialized` (a `[byte]` vector, field 13), MLIR bytecode of VHLO; the
//! other fields (the calling convention, shardings, effects) are read by JAX when it calls the
//! artifact and are not needed to compile the module, whose `main` takes the arguments in order.
//!
//! Only the path to that field is read, each offset checked against the buffer before use.

use super::{Error, MAGIC};

/// The `Exported` table's field holding the module (`mlir_module_serialized`).
const MODULE_FIELD: usize = 13;

/// The `serialization_version` field.
const VERSION_FIELD: usize = 0;

fn u32_at(b: &[u8], at: usize) -> Result<u32, Error> {
    b.get(at..at.saturating_add(4))
        .and_then(|s| s.try_into().ok())
        .map(u32::from_le_bytes)
        .ok_or_else(|| {
            Error::malformed(
                at,
                "jax.export artifact: an offset past the end of the buffer",
            )
        })
}

fn u16_at(b: &[u8], at: usize) -> Result<u16, Error> {
    b.get(at..at.saturating_add(2))
        .and_then(|s| s.try_into().ok())
        .map(u16::from_le_bytes)
        .ok_or_else(|| {
            Error::malformed(
                at,
                "jax.export artifact: an offset past the end of the buffer",
            )
        })
}

/// The root table's position and its vtable's position and length.
fn root(b: &[u8]) -> Result<(usize, usize, usize), Error> {
    let table = u32_at(b, 0)? as usize;
    if table >= b.len() {
        return Err(Error::malformed(
            0,
            "jax.export artifact: the root table offset is past the end",
        ));
    }
    let soff = u32_at(b, table)? as i32 as i64;
    let vtable = table as i64 - soff;
    if vtable < 0 || vtable as usize >= b.len() {
        return Err(Error::malformed(
            table,
            "jax.export artifact: the root table's vtable is out of the buffer",
        ));
    }
    let vtable = vtable as usize;
    let vlen = u16_at(b, vtable)? as usize;
    if vlen < 4 || vtable + vlen > b.len() {
        return Err(Error::malformed(
            vtable,
            "jax.export artifact: a vtable out of the buffer",
        ));
    }
    Ok((table, vtable, vlen))
}

/// The position of field `k` of the table, if present.
fn field(
    b: &[u8],
    table: usize,
    vtable: usize,
    vlen: usize,
    k: usize,
) -> Result<Option<usize>, Error> {
    let slot = 4 + 2 * k;
    if slot + 2 > vlen {
        return Ok(None);
    }
    let off = u16_at(b, vtable + slot)? as usize;
    Ok((off != 0).then_some(table + off))
}

/// The module bytes of a `jax.export` artifact and their offset in it.
pub fn module_bytes(b: &[u8]) -> Result<(&[u8], usize), Error> {
    let (table, vtable, vlen) = root(b)?;
    if let Some(at) = field(b, table, vtable, vlen, VERSION_FIELD)? {
        let v = u16_at(b, at)?;
        if v == 0 || v > 5 {
            return Err(Error::unsupported(
                at,
                format!("jax.export serialization version {v} (1 to 5 are read)"),
            ));
        }
    }
    let at = field(b, table, vtable, vlen, MODULE_FIELD)?.ok_or_else(|| {
        Error::malformed(
            vtable,
            "jax.export artifact without its module (mlir_module_serialized)",
        )
    })?;
    let vec = at
        .checked_add(u32_at(b, at)? as usize)
        .filter(|&v| v < b.len())
        .ok_or_else(|| {
            Error::malformed(at, "jax.export artifact: the module offset is past the end")
        })?;
    let len = u32_at(b, vec)? as usize;
    let start = vec + 4;
    let data = b.get(start..start.saturating_add(len)).ok_or_else(|| {
        Error::malformed(
            vec,
            format!("jax.export artifact: a module of {len} bytes past the end"),
        )
    })?;
    if !data.starts_with(MAGIC) {
        return Err(Error::unsupported(
            start,
            "jax.export artifact whose module is not MLIR bytecode",
        ));
    }
    Ok((data, start))
}

/// True when `b` has the shape of a `jax.export` artifact: a flatbuffer root table whose module
/// field holds MLIR bytecode.
pub fn looks_like(b: &[u8]) -> bool {
    b.len() >= 12 && module_bytes(b).is_ok()
}
