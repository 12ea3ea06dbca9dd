//! The StableHLO interpreter's text of a tensor, as its `interpreter.print` op writes it
//! (`Tensor::print` of `stablehlo/reference/Tensor.cpp`): the type, then the values nested one
//! bracket per dimension, each dimension's brackets on lines of their own, indented two spaces per
//! level, and each element as MLIR prints the attribute of its type (`1.000000e+00`, `-3`, `true`,
//! a complex number as `[re, im]`):
//!
//! ```text
//! tensor<2x2xi8> {
//!   [
//!     [1, 2],
//!     [3, 4]
//!   ]
//! }
//! ```
//!
//! A scalar is written on one line (`tensor<ui8> {1}`). The elements come from a callback, in
//! row-major order, so that a caller can read a large tensor a run at a time.

use crate::float_text::format_float;
use crate::lane::Lane;
use crate::types::ElemType;

/// Element `i` of `l` (of type `t`) as the interpreter prints it.
pub fn element_text(l: &Lane, i: usize, t: ElemType) -> String {
    match l {
        Lane::F32(v) => format_float(v[i] as f64, t),
        Lane::F(v) => format_float(v[i], t),
        Lane::I(v) if t.is_bool() => (v[i] != 0).to_string(),
        Lane::I(v) if t == ElemType::UI64 => (v[i] as u64).to_string(),
        Lane::I(v) => v[i].to_string(),
        Lane::C(v) => {
            let part = t.complex_component().unwrap_or(ElemType::F64);
            format!(
                "[{}, {}]",
                format_float(v[i].re, part),
                format_float(v[i].im, part)
            )
        }
    }
}

/// Writes the tensor of type `ty_text` (its MLIR spelling) and `shape` to `out`, taking its
/// elements in row-major order from `next` (called once per element; its error stops the walk).
/// No newline follows the closing brace.
pub fn write_tensor<E>(
    out: &mut String,
    ty_text: &str,
    shape: &[usize],
    next: &mut dyn FnMut() -> Result<String, E>,
) -> Result<(), E> {
    out.push_str(ty_text);
    out.push_str(" {");
    let mut idx = Vec::with_capacity(shape.len());
    walk(out, shape, &mut idx, 1, next)?;
    out.push('}');
    Ok(())
}

/// Whether `idx` is the last index of its innermost dimension (or empty).
fn at_end(idx: &[usize], shape: &[usize]) -> bool {
    match idx.last() {
        None => true,
        Some(&i) => i + 1 == shape[idx.len() - 1],
    }
}

fn newline_indent(out: &mut String, n: usize) {
    out.push('\n');
    for _ in 0..n {
        out.push_str("  ");
    }
}

/// `printHelper` of the interpreter: the subtensor at `idx` (one level per index), recursing once
/// per dimension (a tensor type has at most a few dimensions).
fn walk<E>(
    out: &mut String,
    shape: &[usize],
    idx: &mut Vec<usize>,
    indent: usize,
    next: &mut dyn FnMut() -> Result<String, E>,
) -> Result<(), E> {
    if idx.len() == shape.len() {
        out.push_str(&next()?);
        if !at_end(idx, shape) {
            out.push_str(", ");
        }
        return Ok(());
    }
    newline_indent(out, indent);
    out.push('[');
    for i in 0..shape[idx.len()] {
        idx.push(i);
        walk(out, shape, idx, indent + 1, next)?;
        idx.pop();
    }
    out.push(']');
    if !at_end(idx, shape) {
        out.push(',');
    } else {
        newline_indent(out, indent - 1);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text of a tensor whose elements are the lane's, in order.
    fn text(ty: &str, shape: &[usize], t: ElemType, l: &Lane) -> String {
        let mut out = String::new();
        let mut i = 0;
        write_tensor::<()>(&mut out, ty, shape, &mut || {
            i += 1;
            Ok(element_text(l, i - 1, t))
        })
        .unwrap();
        out
    }

    // The expected texts are the CHECK lines of the StableHLO interpreter suite's printing.mlir
    // (its own interpreter's output).
    #[test]
    fn prints_as_the_stablehlo_interpreter_does() {
        let ints = Lane::I(vec![1, 2, -3, -4]);
        assert_eq!(
            text("tensor<4xi8>", &[4], ElemType::I8, &ints),
            "tensor<4xi8> {\n  [1, 2, -3, -4]\n}"
        );
        let floats = Lane::F(vec![1.0, 2.0, -3.0, -4.0]);
        assert_eq!(
            text("tensor<4xf16>", &[4], ElemType::F16, &floats),
            "tensor<4xf16> {\n  [1.000000e+00, 2.000000e+00, -3.000000e+00, -4.000000e+00]\n}"
        );
        let bools = Lane::I(vec![1, 0]);
        assert_eq!(
            text("tensor<2xi1>", &[2], ElemType::I1, &bools),
            "tensor<2xi1> {\n  [true, false]\n}"
        );
        assert_eq!(
            text("tensor<ui8>", &[], ElemType::UI8, &Lane::I(vec![1])),
            "tensor<ui8> {1}"
        );
        assert_eq!(
            text(
                "tensor<2x2xi8>",
                &[2, 2],
                ElemType::I8,
                &Lane::I(vec![1, 2, 3, 4])
            ),
            "tensor<2x2xi8> {\n  [\n    [1, 2],\n    [3, 4]\n  ]\n}"
        );
        assert_eq!(
            text(
                "tensor<2x2x2xi64>",
                &[2, 2, 2],
                ElemType::I64,
                &Lane::I(vec![0, 1, 2, 3, 4, 0, 1, 2])
            ),
            "tensor<2x2x2xi64> {\n  [\n    [\n      [0, 1],\n      [2, 3]\n    ],\n    [\n      \
             [4, 0],\n      [1, 2]\n    ]\n  ]\n}"
        );
        let empty = Lane::I(vec![]);
        assert_eq!(
            text("tensor<0xui8>", &[0], ElemType::UI8, &empty),
            "tensor<0xui8> {\n  []\n}"
        );
        assert_eq!(
            text("tensor<0x2xi8>", &[0, 2], ElemType::I8, &empty),
            "tensor<0x2xi8> {\n  []\n}"
        );
        assert_eq!(
            text("tensor<2x0xi8>", &[2, 0], ElemType::I8, &empty),
            "tensor<2x0xi8> {\n  [\n    [],\n    []\n  ]\n}"
        );
        let c = Lane::C(vec![num_complex::Complex64::new(2.5, 1.0); 2]);
        assert_eq!(
            text("tensor<2xcomplex<f32>>", &[2], ElemType::C64, &c),
            "tensor<2xcomplex<f32>> {\n  [[2.500000e+00, 1.000000e+00], [2.500000e+00, 1.000000e+00]]\n}"
        );
    }

    #[test]
    fn an_element_error_stops_the_walk() {
        let mut out = String::new();
        let mut calls = 0;
        let r = write_tensor(&mut out, "tensor<3xi8>", &[3], &mut || {
            calls += 1;
            if calls == 2 {
                Err("unreadable")
            } else {
                Ok("7".to_string())
            }
        });
        assert_eq!(r, Err("unreadable"));
        assert_eq!(calls, 2);
    }
}
