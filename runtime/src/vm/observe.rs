//! The instrumentation ops on the VM ([`super::bytecode::Instr::Probe`]): what
//! `interpreter.print` writes, what `interpreter.probe` records and how
//! `check.expect_serialized_eq` compares, reading the register's view a bounded run at a time as a
//! check does. Where the results go is the module's [`crate::probe::Observer`].

use super::bytecode::{CheckRule, TensorType};
use super::check::{check_runs, RUN};
use super::BufferView;
use crate::host_tensor::HostTensor;
use crate::kernel::storage;

/// The text `interpreter.print` writes for the tensor of type `ty` in `view`: `name = ` (when the
/// operand has a source name) and the tensor as the StableHLO interpreter prints it
/// ([`element::tensor_text`]). The view holds at least the tensor's bytes (the caller checked).
pub fn print_text(name: &str, ty: &TensorType, view: &BufferView) -> Result<String, String> {
    let t = ty.dtype;
    let size = t.byte_size();
    let n = ty.elements() as usize;
    let shape: Vec<usize> = ty.shape.iter().map(|&d| d as usize).collect();
    let mut out = String::new();
    if !name.is_empty() {
        out.push_str(name);
        out.push_str(" = ");
    }
    let mut bytes = vec![0u8; RUN.min(n) * size];
    let (mut lane, mut at, mut done) = (None, 0usize, 0usize);
    element::tensor_text::write_tensor(&mut out, &ty.to_mlir(), &shape, &mut || {
        if lane.as_ref().is_none_or(|l: &element::Lane| at == l.len()) {
            let k = (n - done).min(RUN);
            let run = &mut bytes[..k * size];
            if !view.read_into(done * size, run) {
                return Err(format!(
                    "internal: elements {done}..{} of {} are outside the printed view",
                    done + k,
                    ty.to_mlir()
                ));
            }
            lane = Some(storage::load_bytes(run, t, k)?);
            done += k;
            at = 0;
        }
        let l = lane.as_ref().ok_or("internal: no elements loaded")?;
        at += 1;
        Ok(element::tensor_text::element_text(l, at - 1, t))
    })?;
    Ok(out)
}

/// The tensor of type `ty` in `view`, copied out for `interpreter.probe`.
pub fn record(ty: &TensorType, view: &BufferView) -> Result<HostTensor, String> {
    let mut data = vec![0u8; ty.bytes() as usize];
    if !view.read_into(0, &mut data) {
        return Err(format!(
            "internal: a probe of {} reads {} bytes",
            ty.to_mlir(),
            view.len
        ));
    }
    let shape = ty.shape.iter().map(|&d| d as usize).collect();
    HostTensor::from_bytes(ty.dtype, shape, data).map_err(|e| e.0)
}

/// `check.expect_serialized_eq`: the recorded tensor (the value the program computed) equals the
/// operand in `view` (the value expected), of type `ty`, element for element; `Err` says where
/// they differ, or that their types do.
pub fn expect_recorded(
    id: &str,
    recorded: &HostTensor,
    ty: &TensorType,
    view: &BufferView,
) -> Result<(), String> {
    let shape: Vec<usize> = ty.shape.iter().map(|&d| d as usize).collect();
    if recorded.dtype != ty.dtype || recorded.shape != shape {
        return Err(format!(
            "serialized types don't match: {} (recorded) vs {} (expected) for probe \"{id}\"",
            recorded.mlir_type(),
            ty.to_mlir()
        ));
    }
    check_runs(CheckRule::Eq, ty, |offset, a, e| {
        recorded
            .data
            .get(offset..offset + a.len())
            .map(|s| a.copy_from_slice(s))
            .is_some()
            && view.read_into(offset, e)
    })
}
