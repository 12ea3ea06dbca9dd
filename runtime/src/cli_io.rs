//! The command-line I/O of `iree-run-module`, shared by `irc run-reference` and `irvm run`:
//! `--input` values, `--output` destinations, `.npy` files, and the printed result format.
//!
//! Input forms: `2x2xf32=1,2,3,4`, `2x2xf32=1 2 3 4`, `"2x2xf32=[1 2][3 4]"`, a splat `4xf32=1`, zeros
//! `4xf32`, scalars `f32=1.5` / `i1=true`, `@file.npy` (the first array of the file), `+file.npy` (the
//! next array of the same file) and `&4xf32` (output storage for an `abi.output` argument). Output
//! forms, one per result in order: `@file.npy` (write, truncating), `+file.npy` (append), `-` (print;
//! the default when no `--output` is given), and an empty string (ignore).
//!
//! `.npy` files are read and written here directly (the format is a short text header and raw
//! little-endian data), so that `bool`, `float16` and several arrays appended to one file (IREE's `+`
//! convention) all work.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::host_tensor::{push_value, ElemType, HostTensor};

/// An I/O error, with a message that names the input or output and what was expected.
#[derive(Clone, Debug, PartialEq)]
pub struct IoError(pub String);

impl std::fmt::Display for IoError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for IoError {}

/// A parsed `--input`.
#[derive(Clone, Debug, PartialEq)]
pub enum InputValue {
    /// A tensor value.
    Tensor(HostTensor),
    /// `&TYPE`: storage for an output, to be allocated by the caller (filled with zeros).
    OutputStorage(HostTensor),
}

impl InputValue {
    /// The tensor (zeros for output storage).
    pub fn tensor(&self) -> &HostTensor {
        match self {
            InputValue::Tensor(t) | InputValue::OutputStorage(t) => t,
        }
    }
}

/// Remembers how far each `.npy` file has been read, for `+file.npy`.
#[derive(Default)]
pub struct NpyCursors {
    next: HashMap<PathBuf, usize>,
}

fn parse_type(spec: &str, what: &str) -> Result<(Vec<usize>, ElemType), IoError> {
    let parts: Vec<&str> = spec.split('x').collect();
    let (elem, dims) = parts
        .split_last()
        .ok_or_else(|| IoError(format!("{what}: empty type")))?;
    let dtype = crate::host_tensor::parse_elem_type(elem.trim()).ok_or_else(|| {
        IoError(format!(
            "{what}: unknown element type `{elem}` (expected one of f16, bf16, f32, f64, i1, i8, i16, i32, i64, ui8, ui16, ui32, ui64)"
        ))
    })?;
    let mut shape = Vec::with_capacity(dims.len());
    for d in dims {
        let n: usize = d.trim().parse().map_err(|_| {
            IoError(format!(
                "{what}: `{d}` is not a dimension size in `{spec}` (expected e.g. 2x3xf32)"
            ))
        })?;
        shape.push(n);
    }
    Ok((shape, dtype))
}

fn parse_number(tok: &str, dtype: ElemType, what: &str) -> Result<(f64, i64), IoError> {
    let t = tok.trim();
    let bad = || IoError(format!("{what}: `{t}` is not a valid {dtype} value"));
    if dtype == ElemType::I1 {
        return match t {
            "true" | "1" => Ok((1.0, 1)),
            "false" | "0" => Ok((0.0, 0)),
            _ => Err(IoError(format!(
                "{what}: `{t}` is not a valid i1 value (expected 0, 1, true or false)"
            ))),
        };
    }
    if dtype.is_float() {
        let lower = t.to_ascii_lowercase();
        let v = match lower.as_str() {
            "inf" | "+inf" | "infinity" => f64::INFINITY,
            "-inf" | "-infinity" => f64::NEG_INFINITY,
            "nan" | "+nan" | "-nan" => f64::NAN,
            _ => t.parse::<f64>().map_err(|_| bad())?,
        };
        return Ok((v, v as i64));
    }
    let v: i128 = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        i128::from_str_radix(h, 16).map_err(|_| bad())?
    } else {
        t.parse::<i128>().map_err(|_| bad())?
    };
    let (lo, hi) = dtype
        .int_range()
        .unwrap_or((i64::MIN as i128, i64::MAX as i128));
    if v < lo || v > hi {
        return Err(IoError(format!(
            "{what}: {v} is out of range for {dtype} ({lo}..={hi})"
        )));
    }
    Ok((v as f64, v as i64))
}

/// Largest tensor the command line builds from a literal or a zero fill (16 GiB).
pub const MAX_INPUT_BYTES: u128 = 1 << 34;

fn checked_elements(shape: &[usize], dtype: ElemType, what: &str) -> Result<usize, IoError> {
    let n: u128 = shape
        .iter()
        .fold(1u128, |a, &d| a.saturating_mul(d as u128));
    let bytes = n.saturating_mul(dtype.byte_size() as u128);
    if bytes > MAX_INPUT_BYTES {
        return Err(IoError(format!(
            "{what}: {bytes} bytes is larger than the {MAX_INPUT_BYTES}-byte limit for an input"
        )));
    }
    Ok(n as usize)
}

/// Parses one `--input` (the `index`-th) relative to `dir`.
pub fn parse_input(
    spec: &str,
    index: usize,
    dir: &Path,
    cursors: &mut NpyCursors,
) -> Result<InputValue, IoError> {
    let what = format!("input {index} (`{spec}`)");
    let s = spec.trim();
    if let Some(path) = s.strip_prefix('@') {
        let p = dir.join(path);
        let arrays = read_npy_file(&p).map_err(|e| IoError(format!("{what}: {}", e.0)))?;
        cursors.next.insert(p.clone(), 1);
        return arrays
            .into_iter()
            .next()
            .map(InputValue::Tensor)
            .ok_or_else(|| IoError(format!("{what}: `{}` holds no array", p.display())));
    }
    if let Some(path) = s.strip_prefix('+') {
        let p = dir.join(path);
        let k = cursors.next.get(&p).copied().unwrap_or(0);
        let arrays = read_npy_file(&p).map_err(|e| IoError(format!("{what}: {}", e.0)))?;
        cursors.next.insert(p.clone(), k + 1);
        return arrays
            .into_iter()
            .nth(k)
            .map(InputValue::Tensor)
            .ok_or_else(|| {
                IoError(format!(
                    "{what}: `{}` holds no array number {k} (it holds {k} or fewer)",
                    p.display()
                ))
            });
    }
    if let Some(ty) = s.strip_prefix('&') {
        let (shape, dtype) = parse_type(ty, &what)?;
        checked_elements(&shape, dtype, &what)?;
        return Ok(InputValue::OutputStorage(HostTensor::zeros(dtype, shape)));
    }
    let (ty, values) = match s.split_once('=') {
        Some((t, v)) => (t, Some(v)),
        None => (s, None),
    };
    let (shape, dtype) = parse_type(ty, &what)?;
    let n = checked_elements(&shape, dtype, &what)?;
    let Some(values) = values else {
        return Ok(InputValue::Tensor(HostTensor::zeros(dtype, shape)));
    };
    let tokens: Vec<&str> = values
        .split([',', ' ', '[', ']', '\t', '\n'])
        .filter(|t| !t.is_empty())
        .collect();
    let count = tokens.len();
    if count != n && count != 1 {
        return Err(IoError(format!(
            "{what}: {n} elements expected from shape {}, {count} given",
            if shape.is_empty() {
                "(scalar)".to_string()
            } else {
                shape
                    .iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join("x")
            }
        )));
    }
    let mut data = Vec::with_capacity(n * dtype.byte_size());
    let parsed: Vec<(f64, i64)> = tokens
        .iter()
        .map(|t| parse_number(t, dtype, &what))
        .collect::<Result<_, _>>()?;
    for i in 0..n {
        let (f, iv) = if count == 1 { parsed[0] } else { parsed[i] };
        push_value(&mut data, dtype, f, iv);
    }
    Ok(InputValue::Tensor(HostTensor { dtype, shape, data }))
}

/// Checks a value against the expected argument type, naming the input.
pub fn check_input(
    t: &HostTensor,
    index: usize,
    expected: (ElemType, &[usize]),
) -> Result<(), IoError> {
    if t.dtype != expected.0 || t.shape != expected.1 {
        let want = HostTensor::zeros(expected.0, expected.1.to_vec());
        return Err(IoError(format!(
            "input {index}: expected {}, got {}",
            want.mlir_type(),
            t.mlir_type()
        )));
    }
    Ok(())
}

fn npy_descr(d: ElemType) -> Result<&'static str, IoError> {
    Ok(match d {
        ElemType::F16 => "<f2",
        ElemType::F32 => "<f4",
        ElemType::F64 => "<f8",
        ElemType::I1 => "|b1",
        ElemType::I8 => "|i1",
        ElemType::I16 => "<i2",
        ElemType::I32 => "<i4",
        ElemType::I64 => "<i8",
        ElemType::UI8 => "|u1",
        ElemType::UI16 => "<u2",
        ElemType::UI32 => "<u4",
        ElemType::UI64 => "<u8",
        ElemType::C64 => "<c8",
        ElemType::C128 => "<c16",
        // numpy has no bfloat16; ml_dtypes writes it as two raw bytes.
        ElemType::BF16 => "<V2",
        ElemType::I2
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
        | ElemType::F8E8M0FNU
        | ElemType::TF32
        | ElemType::Index => {
            return Err(IoError(format!("{d} has no .npy encoding")));
        }
    })
}

fn descr_dtype(descr: &str) -> Option<ElemType> {
    Some(match descr {
        "<f2" => ElemType::F16,
        "<f4" => ElemType::F32,
        "<f8" => ElemType::F64,
        "|b1" => ElemType::I1,
        "|i1" => ElemType::I8,
        "<i2" => ElemType::I16,
        "<i4" => ElemType::I32,
        "<i8" => ElemType::I64,
        "|u1" => ElemType::UI8,
        "<u2" => ElemType::UI16,
        "<u4" => ElemType::UI32,
        "<u8" => ElemType::UI64,
        "<c8" => ElemType::C64,
        "<c16" => ElemType::C128,
        "<V2" => ElemType::BF16,
        _ => return None,
    })
}

/// Encodes one array as `.npy` bytes (format version 1.0).
pub fn encode_npy(t: &HostTensor) -> Result<Vec<u8>, IoError> {
    let shape = match t.shape.len() {
        0 => "()".to_string(),
        1 => format!("({},)", t.shape[0]),
        _ => format!(
            "({})",
            t.shape
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let mut header = format!(
        "{{'descr': '{}', 'fortran_order': False, 'shape': {shape}, }}",
        npy_descr(t.dtype)?
    );
    // Pad with spaces so that magic + length + header (with its newline) is a multiple of 64.
    let total = 10 + header.len() + 1;
    header.push_str(&" ".repeat((64 - total % 64) % 64));
    header.push('\n');
    let mut out = b"\x93NUMPY\x01\x00".to_vec();
    out.extend_from_slice(&(header.len() as u16).to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    out.extend_from_slice(&t.data);
    Ok(out)
}

/// Decodes every array of a `.npy` byte stream (several may be appended one after another).
pub fn decode_npy(bytes: &[u8], name: &str) -> Result<Vec<HostTensor>, IoError> {
    let mut out = Vec::new();
    let mut off = 0;
    while off < bytes.len() {
        let rest = &bytes[off..];
        if rest.len() < 10 || &rest[..6] != b"\x93NUMPY" {
            return Err(IoError(format!(
                "`{name}` is not an .npy file (no NUMPY magic at byte {off})"
            )));
        }
        let (hlen, hstart) = match rest[6] {
            1 => (u16::from_le_bytes([rest[8], rest[9]]) as usize, 10),
            2 | 3 if rest.len() >= 12 => (
                u32::from_le_bytes([rest[8], rest[9], rest[10], rest[11]]) as usize,
                12,
            ),
            v => return Err(IoError(format!("`{name}`: unsupported .npy version {v}"))),
        };
        let header = rest
            .get(hstart..hstart + hlen)
            .and_then(|h| std::str::from_utf8(h).ok())
            .ok_or_else(|| IoError(format!("`{name}`: truncated .npy header")))?;
        let field = |key: &str| -> Option<&str> {
            let i = header.find(&format!("'{key}'"))?;
            let after = header[i + key.len() + 2..]
                .trim_start()
                .strip_prefix(':')?
                .trim_start();
            Some(after)
        };
        let descr = field("descr")
            .and_then(|s| s.strip_prefix('\''))
            .and_then(|s| s.split('\'').next())
            .ok_or_else(|| IoError(format!("`{name}`: .npy header has no descr")))?;
        let dtype = descr_dtype(descr)
            .ok_or_else(|| IoError(format!("`{name}`: unsupported .npy dtype `{descr}` (expected little-endian numbers or bool)")))?;
        if field("fortran_order").is_some_and(|s| s.starts_with("True")) {
            return Err(IoError(format!("`{name}`: Fortran-order arrays are not supported; save with numpy.ascontiguousarray")));
        }
        let shape_text = field("shape")
            .and_then(|s| s.strip_prefix('('))
            .and_then(|s| s.split(')').next())
            .ok_or_else(|| IoError(format!("`{name}`: .npy header has no shape")))?;
        let shape: Vec<usize> = shape_text
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| s.parse::<usize>())
            .collect::<Result<_, _>>()
            .map_err(|_| IoError(format!("`{name}`: malformed .npy shape `({shape_text})`")))?;
        let n = shape
            .iter()
            .try_fold(1usize, |a, &d| a.checked_mul(d))
            .unwrap_or(usize::MAX);
        let size = n.saturating_mul(dtype.byte_size());
        let start = hstart + hlen;
        let data = rest.get(start..start.saturating_add(size)).ok_or_else(|| {
            IoError(format!(
                "`{name}`: truncated .npy data ({} bytes expected)",
                size
            ))
        })?;
        out.push(HostTensor {
            dtype,
            shape,
            data: data.to_vec(),
        });
        off += start + size;
    }
    Ok(out)
}

/// Reads every array of a `.npy` file.
pub fn read_npy_file(path: &Path) -> Result<Vec<HostTensor>, IoError> {
    let bytes = std::fs::read(path)
        .map_err(|e| IoError(format!("cannot read `{}`: {e}", path.display())))?;
    decode_npy(&bytes, &path.display().to_string())
}

/// IREE's element formatting: floats as C's `%G`, integers in decimal.
pub fn format_element(t: &HostTensor, i: usize) -> String {
    if t.dtype.is_float() {
        format_g(t.get_f64(i))
    } else if t.dtype == ElemType::UI64 {
        (t.get_i64(i) as u64).to_string()
    } else {
        t.get_i64(i).to_string()
    }
}

/// C's `printf("%G", v)`: 6 significant digits, trailing zeros removed, exponent form outside
/// `1e-4 <= |v| < 1e6`.
pub fn format_g(v: f64) -> String {
    if v.is_nan() {
        return if v.is_sign_negative() {
            "-NAN".into()
        } else {
            "NAN".into()
        };
    }
    if v.is_infinite() {
        return if v < 0.0 { "-INF".into() } else { "INF".into() };
    }
    if v == 0.0 {
        return if v.is_sign_negative() {
            "-0".into()
        } else {
            "0".into()
        };
    }
    let sci = format!("{:.5e}", v);
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let trim = |s: &str| -> String {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s.to_string()
        }
    };
    if !(-4..6).contains(&exp) {
        format!(
            "{}E{}{:02}",
            trim(mant),
            if exp < 0 { '-' } else { '+' },
            exp.abs()
        )
    } else {
        trim(&format!("{:.*}", (5 - exp) as usize, v))
    }
}

/// IREE's buffer view text: `2x2xf32=[1 2][3 4]`, `f32=1.5`, `4xi32=1 2 3 4`. At most `max_elements`
/// elements are printed; the rest are elided with `...` as IREE does.
pub fn format_buffer_view(t: &HostTensor, max_elements: usize) -> String {
    let mut s = format!("{}=", t.type_string());
    let n = t.num_elements();
    if t.shape.is_empty() {
        s.push_str(&format_element(t, 0));
        return s;
    }
    if t.shape.len() == 1 {
        let items: Vec<String> = (0..n.min(max_elements))
            .map(|i| format_element(t, i))
            .collect();
        s.push_str(&items.join(" "));
        if n > max_elements {
            s.push_str("...");
        }
        return s;
    }
    let mut printed = 0;
    fn rec(
        t: &HostTensor,
        dim: usize,
        base: usize,
        s: &mut String,
        printed: &mut usize,
        max: usize,
    ) {
        let stride: usize = t.shape[dim + 1..].iter().product();
        if dim + 1 == t.shape.len() {
            s.push('[');
            for i in 0..t.shape[dim] {
                if *printed >= max {
                    s.push_str("...");
                    break;
                }
                if i > 0 {
                    s.push(' ');
                }
                s.push_str(&format_element(t, base + i));
                *printed += 1;
            }
            s.push(']');
            return;
        }
        for i in 0..t.shape[dim] {
            if *printed >= max {
                s.push_str("...");
                return;
            }
            rec(t, dim + 1, base + i * stride, s, printed, max);
        }
    }
    rec(t, 0, 0, &mut s, &mut printed, max_elements);
    s
}

/// The text `iree-run-module` prints for a call's results.
pub fn format_results(function: &str, results: &[HostTensor], max_elements: usize) -> String {
    let mut s = format!("EXEC @{function}\n");
    for (i, r) in results.iter().enumerate() {
        let _ = writeln!(s, "result[{i}]: hal.buffer_view");
        let _ = writeln!(s, "{}", format_buffer_view(r, max_elements));
    }
    s
}

/// Where one result goes.
#[derive(Clone, Debug, PartialEq)]
pub enum OutputSpec {
    /// Print it (`-`).
    Print,
    /// Write it to a `.npy` file, truncating (`@file.npy`).
    Write(PathBuf),
    /// Append it to a `.npy` file (`+file.npy`).
    Append(PathBuf),
    /// Drop it (an empty `--output=`).
    Ignore,
}

/// Parses an `--output` value.
pub fn parse_output(spec: &str, index: usize) -> Result<OutputSpec, IoError> {
    let s = spec.trim();
    Ok(match s {
        "-" => OutputSpec::Print,
        "" => OutputSpec::Ignore,
        _ => {
            if let Some(p) = s.strip_prefix('@') {
                OutputSpec::Write(PathBuf::from(p))
            } else if let Some(p) = s.strip_prefix('+') {
                OutputSpec::Append(PathBuf::from(p))
            } else {
                return Err(IoError(format!(
                    "output {index} (`{spec}`): expected `@file.npy` (write), `+file.npy` (append), `-` (print) or empty (ignore)"
                )));
            }
        }
    })
}

/// Delivers results per their `--output` specs (printing those without a spec, as IREE does); returns
/// the text to print on stdout.
pub fn deliver_results(
    function: &str,
    results: &[HostTensor],
    specs: &[OutputSpec],
    max_elements: usize,
) -> Result<String, IoError> {
    if specs.len() > results.len() {
        return Err(IoError(format!(
            "{} --output flags given, but @{function} has {} result(s)",
            specs.len(),
            results.len()
        )));
    }
    let mut s = format!("EXEC @{function}\n");
    let mut truncated: std::collections::HashSet<PathBuf> = std::collections::HashSet::new();
    for (i, r) in results.iter().enumerate() {
        match specs.get(i).unwrap_or(&OutputSpec::Print) {
            OutputSpec::Print => {
                let _ = writeln!(s, "result[{i}]: hal.buffer_view");
                let _ = writeln!(s, "{}", format_buffer_view(r, max_elements));
            }
            OutputSpec::Ignore => {}
            OutputSpec::Write(p) | OutputSpec::Append(p) => {
                let append = matches!(specs[i], OutputSpec::Append(_)) || truncated.contains(p);
                let bytes = encode_npy(r).map_err(|e| IoError(format!("output {i}: {}", e.0)))?;
                let mut f = std::fs::OpenOptions::new()
                    .create(true)
                    .write(true)
                    .append(append)
                    .truncate(!append)
                    .open(p)
                    .map_err(|e| {
                        IoError(format!("output {i}: cannot write `{}`: {e}", p.display()))
                    })?;
                use std::io::Write;
                f.write_all(&bytes).map_err(|e| {
                    IoError(format!("output {i}: cannot write `{}`: {e}", p.display()))
                })?;
                truncated.insert(p.clone());
            }
        }
    }
    Ok(s)
}

/// Compares `result` (the `index`-th) with an expected value as `iree-run-module --expected_output`
/// does: same type, integers equal, floats within `threshold` absolutely (NaN matches NaN). On a
/// mismatch the message names the result, the first differing element and both values.
pub fn compare_expected(
    result: &HostTensor,
    expected: &HostTensor,
    index: usize,
    threshold: f64,
) -> Result<(), String> {
    if result.dtype != expected.dtype || result.shape != expected.shape {
        return Err(format!(
            "result[{index}]: expected {}, got {}",
            expected.mlir_type(),
            result.mlir_type()
        ));
    }
    for i in 0..result.num_elements() {
        let (a, b) = (result.get_f64(i), expected.get_f64(i));
        let diff = if a.is_nan() && b.is_nan() {
            0.0
        } else {
            (a - b).abs()
        };
        let bad = if result.dtype.is_float() {
            diff > threshold || diff.is_nan()
        } else {
            result.get_i64(i) != expected.get_i64(i)
        };
        if bad {
            return Err(format!(
                "result[{index}]: element {i} is {} but {} was expected (difference {} exceeds the threshold {})",
                format_element(result, i),
                format_element(expected, i),
                format_g(diff),
                format_g(threshold)
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(spec: &str) -> Result<HostTensor, IoError> {
        parse_input(spec, 0, Path::new("."), &mut NpyCursors::default()).map(|v| v.tensor().clone())
    }

    #[test]
    fn grammar_forms() {
        let a = parse("2x2xf32=1,2,3,4").unwrap();
        assert_eq!(format_buffer_view(&a, 1024), "2x2xf32=[1 2][3 4]");
        assert_eq!(parse("2x2xf32=[1 2][3 4]").unwrap(), a);
        assert_eq!(parse("2x2xf32=1 2 3 4").unwrap(), a);
        assert_eq!(
            format_buffer_view(&parse("4xf32=1").unwrap(), 1024),
            "4xf32=1 1 1 1"
        );
        assert_eq!(
            format_buffer_view(&parse("3xi32").unwrap(), 1024),
            "3xi32=0 0 0"
        );
        assert_eq!(
            format_buffer_view(&parse("f32=1.5").unwrap(), 1024),
            "f32=1.5"
        );
        assert_eq!(
            format_buffer_view(&parse("2xi1=true,0").unwrap(), 1024),
            "2xi1=1 0"
        );
        assert_eq!(
            format_buffer_view(&parse("3xf32=-inf,nan,0.1").unwrap(), 1024),
            "3xf32=-INF NAN 0.1"
        );
        assert!(matches!(
            parse_input("&2xf32", 0, Path::new("."), &mut NpyCursors::default()),
            Ok(InputValue::OutputStorage(_))
        ));
    }

    #[test]
    fn errors_name_the_input_and_the_expectation() {
        let e = parse("2x2xf32=1,2,3").unwrap_err().0;
        assert!(
            e.contains("input 0") && e.contains("4 elements expected") && e.contains("3 given"),
            "{e}"
        );
        let e = parse("2xq8=1,2").unwrap_err().0;
        assert!(e.contains("unknown element type `q8`"), "{e}");
        let e = parse("2xf32=1,zz").unwrap_err().0;
        assert!(e.contains("`zz` is not a valid f32 value"), "{e}");
        let e = parse("2xi8=1,300").unwrap_err().0;
        assert!(e.contains("out of range for i8"), "{e}");
        let e = parse("@/nonexistent/x.npy").unwrap_err().0;
        assert!(e.contains("cannot read"), "{e}");
        let t = parse("2x2xf32").unwrap();
        let e = check_input(&t, 3, (ElemType::F32, &[4])).unwrap_err().0;
        assert_eq!(e, "input 3: expected tensor<4xf32>, got tensor<2x2xf32>");
    }

    #[test]
    fn npy_round_trip_and_append() {
        let a = parse("2x3xf32=1,2,3,4,5,6").unwrap();
        let b = parse("2xi1=1,0").unwrap();
        let c = parse("i64=-7").unwrap();
        let mut bytes = encode_npy(&a).unwrap();
        bytes.extend(encode_npy(&b).unwrap());
        bytes.extend(encode_npy(&c).unwrap());
        assert!(bytes.len().is_multiple_of(64) || !bytes.is_empty());
        let back = decode_npy(&bytes, "t").unwrap();
        assert_eq!(back, vec![a, b, c]);
        assert!(decode_npy(b"not an npy file at all", "x")
            .unwrap_err()
            .0
            .contains("not an .npy file"));
    }

    #[test]
    fn percent_g_formatting() {
        // Expected strings are what C's printf("%G") prints for these values.
        assert_eq!(format_g(1.0), "1");
        assert_eq!(format_g(0.1), "0.1");
        assert_eq!(format_g(123456.0), "123456");
        assert_eq!(format_g(1234567.0), "1.23457E+06");
        assert_eq!(format_g(0.0001), "0.0001");
        assert_eq!(format_g(0.00001), "1E-05");
        assert_eq!(format_g(-2.5), "-2.5");
        assert_eq!(format_g(0.30000001192092896), "0.3");
    }
}
