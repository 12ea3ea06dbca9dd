//! The bridge between the command line's host tensors and the interpreter's tensors.

use std::path::Path;

use dialect::types::{ElemType, Type};
use dialect::Module;
use runtime::HostTensor;
use runtime_cli::io::{parse_input_as, NpyCursors};

use super::tensor::Tensor;
use super::{EvalError, Interpreter};

/// The runtime dtype of an element type.
pub fn dtype_of(e: ElemType) -> Option<ElemType> {
    runtime::host_tensor::parse_elem_type(e.name())
}

/// The element type of a runtime dtype.
pub fn elem_of(d: ElemType) -> Option<ElemType> {
    ElemType::parse(d.name())
}

/// Converts a host tensor to an interpreter tensor (its bytes read as the element type; `None`
/// when the byte count does not fit the shape).
pub fn from_host(t: &HostTensor) -> Option<Tensor> {
    let elem = elem_of(t.dtype)?;
    Tensor::from_le_bytes(&t.data, t.shape.clone(), elem)
}

/// Converts an interpreter tensor to a host tensor.
pub fn to_host(t: &Tensor) -> Option<HostTensor> {
    let dtype = dtype_of(t.elem)?;
    Some(HostTensor {
        dtype,
        shape: t.shape.clone(),
        data: t.to_le_bytes(),
    })
}

/// Parses `inputs` (IREE's grammar), checks them against `function`'s signature and runs it.
/// Errors name the input and say what was expected; an error of the program itself carries the
/// location of the op that failed.
pub fn run_with_inputs(
    interp: &Interpreter<'_>,
    function: &str,
    inputs: &[String],
    dir: &Path,
) -> Result<Vec<HostTensor>, EvalError> {
    let ft = interp.signature(function)?;
    // `@file.npz` stands for every array of the archive, as consecutive arguments.
    let inputs =
        &runtime_cli::io::expand_npz_inputs(inputs, dir).map_err(|e| EvalError::Argument(e.0))?;
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
        return Err(EvalError::Argument(format!(
            "@{function} takes {} input(s), {} given ({detail})",
            ft.inputs.len(),
            inputs.len()
        )));
    }
    let mut cursors = NpyCursors::default();
    let mut args = Vec::with_capacity(inputs.len());
    for (i, (spec, ty)) in inputs.iter().zip(&ft.inputs).enumerate() {
        let (shape, elem) = match ty {
            Type::Tensor { shape, elem } => (shape.clone(), *elem),
            Type::Scalar(e) => (vec![], *e),
            other => {
                return Err(EvalError::Argument(format!(
                    "input {i}: arguments of type {other} are not supported"
                )))
            }
        };
        let dtype = dtype_of(elem).ok_or_else(|| {
            EvalError::Argument(format!("input {i}: element type {elem} is not supported"))
        })?;
        let shape: Vec<usize> = shape.iter().map(|&d| d.max(0) as usize).collect();
        let v = parse_input_as(spec, i, dir, &mut cursors, (dtype, &shape))
            .map_err(|e| EvalError::Argument(e.0))?;
        let t = v.tensor();
        args.push(from_host(t).ok_or_else(|| {
            EvalError::Argument(format!(
                "input {i}: {} bytes do not hold a {}",
                t.data.len(),
                t.mlir_type()
            ))
        })?);
    }
    let out = interp.call(function, args)?;
    out.iter()
        .map(|t| {
            to_host(t).ok_or_else(|| {
                EvalError::Unsupported(format!("a result of type {} cannot be printed", t.ty()))
            })
        })
        .collect()
}

/// The public functions of `m` that take no arguments, in order: the test functions of
/// StableHLO's interpreter suite, each of which checks itself.
pub fn runnable_functions(m: &Module) -> Vec<String> {
    m.functions()
        .filter(|&f| {
            let private = m.ops[f]
                .attr("sym_visibility")
                .and_then(|a| a.as_str())
                .is_some_and(|v| v != "public");
            let no_args = m.func_type(f).is_some_and(|t| t.inputs.is_empty());
            !private && no_args && m.entry_block(f).is_some()
        })
        .filter_map(|f| m.func_name(f).map(str::to_string))
        .collect()
}
