//! The bridge between the command line's host tensors and the interpreter's tensors.

use std::path::Path;

use dialect::types::{ElemType, Type};
use dialect::Module;
use runtime::cli_io::{parse_input_as, NpyCursors};
use runtime::HostTensor;

use super::tensor::{Data, Tensor};
use super::Interpreter;

/// The runtime dtype of an element type.
pub fn dtype_of(e: ElemType) -> Option<ElemType> {
    runtime::host_tensor::parse_elem_type(e.name())
}

/// The element type of a runtime dtype.
pub fn elem_of(d: ElemType) -> Option<ElemType> {
    ElemType::parse(d.name())
}

/// Converts a host tensor to an interpreter tensor.
pub fn from_host(t: &HostTensor) -> Option<Tensor> {
    let elem = elem_of(t.dtype)?;
    if elem.is_complex() {
        // The interpreter's tensors hold no complex values yet; reading only the real parts would
        // be silently wrong.
        return None;
    }
    let n = t.num_elements();
    Some(if elem.is_float() {
        Tensor::floats(
            t.shape.clone(),
            elem,
            (0..n).map(|i| t.get_f64(i)).collect(),
        )
    } else {
        Tensor::ints(
            t.shape.clone(),
            elem,
            (0..n).map(|i| t.get_i64(i)).collect(),
        )
    })
}

/// Converts an interpreter tensor to a host tensor.
pub fn to_host(t: &Tensor) -> Option<HostTensor> {
    let dtype = dtype_of(t.elem)?;
    Some(match &t.data {
        Data::F(v) => HostTensor::from_f64s(dtype, t.shape.clone(), v),
        Data::I(v) => HostTensor::from_i64s(dtype, t.shape.clone(), v),
    })
}

/// Parses `inputs` (IREE's grammar), checks them against `function`'s signature and runs it.
/// Errors name the input and say what was expected.
pub fn run_with_inputs(
    m: &Module,
    function: &str,
    inputs: &[String],
    dir: &Path,
) -> Result<Vec<HostTensor>, String> {
    let interp = Interpreter::new(m);
    let ft = interp.signature(function).map_err(|e| e.to_string())?;
    if inputs.len() != ft.inputs.len() {
        let detail = if inputs.len() < ft.inputs.len() {
            format!(
                "missing input {}: {}",
                inputs.len(),
                ft.inputs[inputs.len()]
            )
        } else {
            format!(
                "input {} (`{}`) is extra",
                ft.inputs.len(),
                inputs[ft.inputs.len()]
            )
        };
        return Err(format!(
            "@{function} takes {} input(s), {} given ({detail})",
            ft.inputs.len(),
            inputs.len()
        ));
    }
    let mut cursors = NpyCursors::default();
    let mut args = Vec::with_capacity(inputs.len());
    for (i, (spec, ty)) in inputs.iter().zip(&ft.inputs).enumerate() {
        let Type::Tensor { shape, elem } = ty else {
            return Err(format!(
                "input {i}: arguments of type {ty} are not supported"
            ));
        };
        let dtype = dtype_of(*elem)
            .ok_or_else(|| format!("input {i}: element type {elem} is not supported"))?;
        let shape: Vec<usize> = shape.iter().map(|&d| d.max(0) as usize).collect();
        let v = parse_input_as(spec, i, dir, &mut cursors, (dtype, &shape)).map_err(|e| e.0)?;
        let t = v.tensor();
        args.push(from_host(t).ok_or_else(|| {
            format!(
                "input {i}: element type {} is not supported by the reference interpreter yet",
                t.dtype
            )
        })?);
    }
    let out = interp.call(function, args).map_err(|e| e.to_string())?;
    out.iter()
        .map(|t| to_host(t).ok_or_else(|| format!("result of type {} cannot be printed", t.ty())))
        .collect()
}
