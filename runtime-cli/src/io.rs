//! The command-line I/O of `iree-run-module`, shared by `irc run-reference` and `irvm run`:
//! `--input` values, `--output` destinations, `.npy` files, the printed result format and the
//! `--expected_output` comparison, for every element type.
//!
//! Input forms: `2x2xf32=1,2,3,4`, `2x2xf32=1 2 3 4`, `"2x2xf32=[1 2][3 4]"`, a splat `4xf32=1`,
//! zeros `4xf32` (or `4xf32=`), scalars `f32=1.5` / `i1=true`, `@file.npy` (the first array of the
//! file), `+file.npy` (the next array of the same file), `@file.npz` (every array of a numpy
//! archive, as consecutive arguments, after [`expand_npz_inputs`]), `@file.npz:NAME` (one array)
//! and `&4xf32` / `&4xf32=1,2,3,4` (output storage for an `abi.output` argument, zeros or these
//! values). Element types are MLIR's names (`bf16`, `ui8`, `f8E4M3FN`,
//! `complex<f32>`) or IREE's (`si8`, `u8`, `cf64`). Elements are what IREE's
//! `iree_hal_parse_element` reads — decimal numbers, C hex floats (`0x1.8p1`, read by value as
//! `strtof` does), `inf`, `nan`; `true`/`false` for `i1` — with two differences: a value outside its
//! type's range is an error (IREE wraps integers and overflows floats to infinity silently), and a
//! complex element is `(re,im)`, besides IREE's raw form (the element's bytes in hexadecimal, e.g.
//! `0000803F00000040` for `(1,2)` as `complex<f32>`), which IREE uses because it has no complex
//! syntax. Output forms, one per result in order: `@file.npy` (write, truncating), `+file.npy`
//! (append), `-` (print; the default when no `--output` is given), and an empty string (ignore);
//! or `@file.npz` alone, every result into one archive (`arr_0.npy`, `arr_1.npy`, ...). Files are
//! read only when they are regular files, and an input is read no further than its type needs.
//!
//! `.npy` files are read and written here directly (the format is a short text header and raw data),
//! so that `bool`, `float16`, complex, ml_dtypes' `bfloat16`, float8/6/4 and int4/int2 arrays, big-
//! endian arrays and several arrays appended to one file (IREE's `+` convention) all work. ml_dtypes
//! saves its types as raw bytes (`<V2` for bfloat16, `<V1` for the one-byte types, `<f1` for
//! float8_e5m2), so which one-byte type a `<V1` array holds comes from the argument it is read for.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use element::float::{pow2, NonFinite};
use element::lane::C;

use runtime::host_tensor::{ElemType, HostTensor};

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

// ---------------------------------------------------------------------------------------------------
// Types and element literals.

/// Every element type name the parser knows, for error messages.
fn known_type_names() -> String {
    let mut names: Vec<&str> = ElemType::ALL.iter().map(|t| t.name()).collect();
    names.extend(["si8 .. si64", "u8 .. u64", "cf64", "cf128"]);
    names.join(", ")
}

/// Parses `2x3xf32` (or `f32`, `4xcomplex<f32>`) into a shape and an element type.
fn parse_type(spec: &str, what: &str) -> Result<(Vec<usize>, ElemType), IoError> {
    let mut rest = spec.trim();
    let mut shape = Vec::new();
    loop {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 || !rest[digits..].starts_with('x') {
            break;
        }
        let d = &rest[..digits];
        let n: usize = d.parse().map_err(|_| {
            IoError(format!(
                "{what}: dimension `{d}` of `{spec}` is too large for this machine"
            ))
        })?;
        shape.push(n);
        rest = &rest[digits + 1..];
    }
    if let Some(t) = runtime::host_tensor::parse_elem_type(rest) {
        return Ok((shape, t));
    }
    // `2x?xf32`: the element type parses but a dimension does not.
    if let Some((dims, elem)) = rest.rsplit_once('x') {
        if runtime::host_tensor::parse_elem_type(elem).is_some() {
            let bad = dims.split('x').find(|d| d.parse::<usize>().is_err());
            return Err(IoError(format!(
                "{what}: `{}` is not a dimension size in `{spec}` (expected e.g. 2x3xf32)",
                bad.unwrap_or(dims)
            )));
        }
    }
    Err(IoError(format!(
        "{what}: unknown element type `{rest}` (expected one of {})",
        known_type_names()
    )))
}

/// One element of a literal: a bare token or a parenthesized pair.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Token<'a> {
    /// `1.5`, `true`, `0x1p-3`, `0000803F00000040`.
    Scalar(&'a str),
    /// `(re,im)`: the whole text and the two parts.
    Pair(&'a str, &'a str, &'a str),
}

/// Splits a literal's values at whitespace, `,`, `[` and `]` (as IREE does), keeping `(re,im)`
/// pairs together.
fn tokenize(values: &str) -> Result<Vec<Token<'_>>, String> {
    let is_sep = |c: char| c.is_whitespace() || matches!(c, ',' | '[' | ']');
    let mut out = Vec::new();
    let mut rest = values;
    loop {
        rest = rest.trim_start_matches(is_sep);
        if rest.is_empty() {
            return Ok(out);
        }
        if rest.starts_with('(') {
            let Some(close) = rest.find(')') else {
                return Err(format!("`{rest}` has no closing `)`"));
            };
            let whole = &rest[..=close];
            let parts: Vec<&str> = rest[1..close]
                .split(|c: char| c == ',' || c.is_whitespace())
                .filter(|p| !p.is_empty())
                .collect();
            let [re, im] = parts[..] else {
                return Err(format!(
                    "`{whole}` is not a complex value (expected two parts, as in (1,-2.5))"
                ));
            };
            out.push(Token::Pair(whole, re, im));
            rest = &rest[close + 1..];
        } else {
            let end = rest.find(is_sep).unwrap_or(rest.len());
            out.push(Token::Scalar(&rest[..end]));
            rest = &rest[end..];
        }
    }
}

/// Rounds a nonzero mantissa with a sticky bit to 53 bits: to nearest even when `nearest`, else to
/// odd (so that one more rounding to a narrower format is correct). Returns the 53-bit mantissa and
/// the power of two it is scaled by.
fn round_to_53(mant: u128, sticky: bool, nearest: bool) -> (u64, i32) {
    let bits = 128 - mant.leading_zeros();
    if bits <= 53 {
        let m = mant as u64;
        return if sticky && !nearest {
            // An exact 53-bit mantissa with something below: shift one bit in to stay odd.
            ((m << 1) | 1, -1)
        } else {
            (m, 0)
        };
    }
    let shift = bits - 53;
    let mut m = (mant >> shift) as u64;
    let rem = mant & ((1u128 << shift) - 1);
    let half = 1u128 << (shift - 1);
    if nearest {
        if rem > half || (rem == half && (sticky || m & 1 == 1)) {
            m += 1;
        }
    } else if rem != 0 || sticky {
        m |= 1;
    }
    (m, shift as i32)
}

/// `x * 2^e` for any `e` (exact unless the result overflows or is subnormal).
fn ldexp(mut x: f64, mut e: i64) -> f64 {
    while e > 1000 {
        x *= pow2(1000);
        e -= 1000;
    }
    while e < -1000 {
        x *= pow2(-1000);
        e += 1000;
    }
    x * pow2(e as i32)
}

/// Parses a C hex float body (after `0x`): hex digits, an optional `.` and fraction, an optional
/// `p`/`P` binary exponent. Rounded to nearest even for `f64` targets, to odd otherwise.
fn parse_hex_float(body: &str, nearest: bool) -> Option<f64> {
    let (digits, exp) = match body.find(['p', 'P']) {
        Some(i) => (&body[..i], Some(&body[i + 1..])),
        None => (body, None),
    };
    let mut exp2: i64 = match exp {
        Some(e) => {
            let v: i64 = e.parse().ok()?;
            v.clamp(-100_000, 100_000)
        }
        None => 0,
    };
    let (int_part, frac_part) = match digits.split_once('.') {
        Some((a, b)) => (a, b),
        None => (digits, ""),
    };
    if int_part.is_empty() && frac_part.is_empty() {
        return None;
    }
    let mut mant: u128 = 0;
    let mut sticky = false;
    for (c, is_frac) in int_part
        .chars()
        .map(|c| (c, false))
        .chain(frac_part.chars().map(|c| (c, true)))
    {
        let d = c.to_digit(16)? as u128;
        if mant >> 120 == 0 {
            mant = mant * 16 + d;
            if is_frac {
                exp2 -= 4;
            }
        } else {
            sticky |= d != 0;
            if !is_frac {
                exp2 += 4;
            }
        }
    }
    if mant == 0 {
        return Some(0.0);
    }
    let (m, shift) = round_to_53(mant, sticky, nearest);
    Some(ldexp(m as f64, exp2 + shift as i64))
}

/// Parses an integer: optional sign, decimal or `0x` hexadecimal digits. `Err(true)` when the
/// digits are valid but the value does not fit 128 bits.
fn parse_integer(t: &str) -> Result<i128, bool> {
    let (neg, body) = match t.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let (radix, digits) = match body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        Some(h) => (16, h),
        None => (10, body),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return Err(false);
    }
    let v = u128::from_str_radix(digits, radix).map_err(|_| true)?;
    let v = i128::try_from(v).map_err(|_| true)?;
    Ok(if neg { -v } else { v })
}

/// The bits of one boolean or integer element.
fn parse_int_element(t: &str, dtype: ElemType) -> Result<u128, String> {
    if dtype.is_bool() {
        return match t {
            _ if t.eq_ignore_ascii_case("true") => Ok(1),
            _ if t.eq_ignore_ascii_case("false") => Ok(0),
            _ => match parse_integer(t) {
                Ok(0) => Ok(0),
                Ok(1) => Ok(1),
                _ => Err(format!(
                    "`{t}` is not a valid i1 value (expected 0, 1, true or false)"
                )),
            },
        };
    }
    let (lo, hi) = dtype
        .int_range()
        .unwrap_or((i64::MIN as i128, i64::MAX as i128));
    match parse_integer(t) {
        Ok(v) if v >= lo && v <= hi => {
            let mask = if dtype.bits() >= 64 {
                u64::MAX as u128
            } else {
                (1u128 << dtype.bits()) - 1
            };
            Ok((v as u128) & mask)
        }
        Ok(_) | Err(true) => Err(format!(
            "`{t}` is out of range for {dtype} ({lo}..={hi})"
        )),
        Err(false) => Err(format!(
            "`{t}` is not a valid {dtype} value (expected a decimal or 0x-prefixed hexadecimal integer)"
        )),
    }
}

/// The bits of one real float element of type `dtype` (every float type; `f32`/`f64` for the
/// parts of complex values).
fn parse_float_element(t: &str, dtype: ElemType) -> Result<u128, String> {
    let Some(fmt) = dtype.float_format() else {
        return Err(format!("{dtype} is not a float type"));
    };
    let invalid = || {
        format!(
            "`{t}` is not a valid {dtype} value (expected a decimal number, a C hex float such as 0x1.8p1, inf or nan)"
        )
    };
    let (neg, body) = match t.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let sign = if neg { -1.0 } else { 1.0 };
    let lower = body.to_ascii_lowercase();
    let (has_inf, has_nan) = match fmt.non_finite {
        NonFinite::Ieee => (true, true),
        NonFinite::NanOnlyAllOnes | NonFinite::NanOnlyNegZero | NonFinite::ExponentOnly => {
            (false, true)
        }
        NonFinite::FiniteOnly => (false, false),
    };
    let v = match lower.as_str() {
        "inf" | "infinity" => {
            if !has_inf {
                return Err(format!(
                    "`{t}` is not a value of {dtype}, which has no infinities"
                ));
            }
            sign * f64::INFINITY
        }
        "nan" => {
            if !has_nan {
                return Err(format!("`{t}` is not a value of {dtype}, which has no NaN"));
            }
            if neg {
                -f64::NAN
            } else {
                f64::NAN
            }
        }
        _ => {
            if let Some(hex) = lower.strip_prefix("0x") {
                sign * parse_hex_float(hex, dtype == ElemType::F64).ok_or_else(invalid)?
            } else if !body.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
                return Err(invalid());
            } else if dtype == ElemType::F32 {
                // Correctly rounded straight to f32, as strtof does.
                t.parse::<f32>().map_err(|_| invalid())? as f64
            } else {
                t.parse::<f64>().map_err(|_| invalid())?
            }
        }
    };
    let named = matches!(lower.as_str(), "inf" | "infinity" | "nan");
    if !named {
        let rounded = fmt.round(v);
        let max = fmt.max_finite();
        let overflows = match fmt.non_finite {
            NonFinite::FiniteOnly => {
                // These formats saturate; a value at or past the halfway point to the next binade
                // step would overflow anywhere else.
                let e = ((max.to_bits() >> 52) & 0x7ff) as i32 - 1023;
                v.abs() >= max + pow2(e - fmt.man_bits as i32) / 2.0
            }
            NonFinite::Ieee
            | NonFinite::NanOnlyAllOnes
            | NonFinite::NanOnlyNegZero
            | NonFinite::ExponentOnly => !v.is_finite() || !rounded.is_finite(),
        };
        if overflows {
            return Err(format!(
                "`{t}` is out of range for {dtype}, whose largest finite value is {}",
                format_g(max)
            ));
        }
        if fmt.non_finite == NonFinite::ExponentOnly && (v <= 0.0 || v.is_sign_negative()) {
            return Err(format!(
                "`{t}` is not a value of {dtype}, which holds only positive powers of two"
            ));
        }
    }
    Ok(fmt.encode(v) as u128)
}

/// The bits of one element of any type.
fn parse_element(tok: &Token<'_>, dtype: ElemType) -> Result<u128, String> {
    match (dtype.complex_component(), tok) {
        (Some(part), Token::Pair(whole, re, im)) => {
            let re = parse_float_element(re, part).map_err(|e| format!("in `{whole}`: {e}"))?;
            let im = parse_float_element(im, part).map_err(|e| format!("in `{whole}`: {e}"))?;
            Ok(re | (im << part.bits()))
        }
        (Some(_), Token::Scalar(t)) => {
            // IREE's form for types it has no syntax for: the element's bytes in hexadecimal,
            // in memory order.
            let size = dtype.byte_size();
            if t.len() == 2 * size && t.chars().all(|c| c.is_ascii_hexdigit()) {
                let mut bytes = [0u8; 16];
                for (k, b) in bytes.iter_mut().take(size).enumerate() {
                    *b = u8::from_str_radix(&t[2 * k..2 * k + 2], 16).map_err(|e| e.to_string())?;
                }
                return Ok(u128::from_le_bytes(bytes));
            }
            Err(format!(
                "`{t}` is not a valid {dtype} value (expected `(re,im)` such as (1,-2.5), or the element's {} bytes as {} hex digits as IREE prints them)",
                size,
                2 * size
            ))
        }
        (None, Token::Pair(whole, _, _)) => Err(format!(
            "`{whole}` is a complex value, but the element type is {dtype}"
        )),
        (None, Token::Scalar(t)) => {
            if dtype.is_float() {
                parse_float_element(t, dtype)
            } else {
                parse_int_element(t, dtype)
            }
        }
    }
}

/// Largest tensor the command line builds from a literal or a zero fill (16 GiB).
pub const MAX_INPUT_BYTES: u128 = 1 << 34;

/// The element count of a `shape` of `dtype`, when its bytes are within `limit`.
fn checked_elements(
    shape: &[usize],
    dtype: ElemType,
    what: &str,
    limit: u128,
) -> Result<usize, IoError> {
    let n: u128 = shape
        .iter()
        .fold(1u128, |a, &d| a.saturating_mul(d as u128));
    let bytes = n.saturating_mul(dtype.byte_size() as u128);
    if bytes > limit {
        return Err(IoError(format!(
            "{what}: a {} holds {bytes} bytes, more than the {limit}-byte limit for an input{}",
            type_text(dtype, shape),
            if limit < MAX_INPUT_BYTES {
                " (the device memory limit)"
            } else {
                ""
            }
        )));
    }
    Ok(n as usize)
}

/// `tensor<2x3xf32>`, without building the tensor.
fn type_text(dtype: ElemType, shape: &[usize]) -> String {
    HostTensor {
        dtype,
        shape: shape.to_vec(),
        data: vec![],
    }
    .mlir_type()
}

/// What an input is read for: the element type `.npy` arrays are read as where their dtype
/// allows it, the argument's type when it is known (checked before anything is built or read),
/// and the most bytes the input may take.
#[derive(Clone, Copy, Debug)]
struct Want<'a> {
    hint: Option<ElemType>,
    expected: Option<(ElemType, &'a [usize])>,
    limit: u128,
}

impl Want<'_> {
    /// Checks a literal's or storage's parsed type against the argument's, before it is built.
    fn check_type(&self, dtype: ElemType, shape: &[usize], index: usize) -> Result<(), IoError> {
        match self.expected {
            Some((d, s)) if d != dtype || s != shape => Err(IoError(format!(
                "input {index}: expected {}, got {}",
                type_text(d, s),
                type_text(dtype, shape)
            ))),
            _ => Ok(()),
        }
    }
}

/// An input spec for messages: long literals are cut short.
fn describe_spec(index: usize, spec: &str) -> String {
    const MAX: usize = 80;
    if spec.chars().count() <= MAX {
        format!("input {index} (`{spec}`)")
    } else {
        let head: String = spec.chars().take(MAX).collect();
        format!("input {index} (`{head}...`)")
    }
}

/// Parses a literal `TYPE=VALUES` (or `TYPE` alone: zeros); its type is checked against `want`
/// before any element is built.
fn parse_literal(s: &str, what: &str, index: usize, want: &Want) -> Result<HostTensor, IoError> {
    let (ty, values) = match s.split_once('=') {
        Some((t, v)) => (t, Some(v)),
        None => (s, None),
    };
    let (shape, dtype) = parse_type(ty, what)?;
    want.check_type(dtype, &shape, index)?;
    let n = checked_elements(&shape, dtype, what, want.limit)?;
    let tokens = tokenize(values.unwrap_or("")).map_err(|e| IoError(format!("{what}: {e}")))?;
    if tokens.is_empty() {
        // IREE: no values (`4xf32` or `4xf32=`) means zeros.
        return Ok(HostTensor::zeros(dtype, shape));
    }
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
    let mut bits = Vec::with_capacity(count);
    for (k, tok) in tokens.iter().enumerate() {
        let b = parse_element(tok, dtype).map_err(|e| {
            let at = if count == 1 && n != 1 {
                "the splat value".to_string()
            } else {
                format!("element {k}")
            };
            IoError(format!("{what}: {e} ({at})"))
        })?;
        bits.push(b);
    }
    let size = dtype.byte_size();
    let mut data = Vec::with_capacity(n * size);
    for i in 0..n {
        let b = if count == 1 { bits[0] } else { bits[i] };
        data.extend_from_slice(&b.to_le_bytes()[..size]);
    }
    Ok(HostTensor { dtype, shape, data })
}

/// Where an input's tensor came from, for messages.
struct NpySource {
    path: PathBuf,
    array: usize,
    descr: String,
}

/// Parses one input for `want`.
fn parse_input_from(
    spec: &str,
    index: usize,
    dir: &Path,
    cursors: &mut NpyCursors,
    want: &Want,
) -> Result<(InputValue, Option<NpySource>), IoError> {
    let what = describe_spec(index, spec);
    let s = spec.trim();
    let s = s
        .strip_prefix('"')
        .and_then(|x| x.strip_suffix('"'))
        .unwrap_or(s);
    let npy = |path: &str, k: usize| -> Result<(InputValue, Option<NpySource>), IoError> {
        let p = dir.join(path);
        let check = |a: &NpyArray, n: usize| -> Result<(), IoError> {
            if let Some((d, shape)) = want.expected {
                let types = a.element_types();
                if !types.contains(&d) && types == VOID1_TYPES {
                    // The message of the one-byte types (which one it holds is not known).
                    let header_only = NpyArray {
                        data: vec![],
                        ..a.clone()
                    };
                    header_only.into_tensor(Some(d), &format!("`{}` (array {k})", p.display()))?;
                }
                if !types.contains(&d) || a.shape != shape {
                    let read_as = if types.contains(&d) { d } else { types[0] };
                    return Err(IoError(format!(
                        "`{}` (array {k}) holds a {} (dtype `{}`), but argument {index} is {}",
                        p.display(),
                        type_text(read_as, &a.shape),
                        a.descr,
                        type_text(d, shape)
                    )));
                }
            }
            if n as u128 > want.limit {
                return Err(IoError(format!(
                    "`{}` (array {k}) holds {n} bytes, more than the {}-byte limit for an input",
                    p.display(),
                    want.limit
                )));
            }
            Ok(())
        };
        let a = NpyFileReader::open(&p)
            .and_then(|r| r.array(k, check))
            .map_err(|e| IoError(format!("{what}: {}", e.0)))?;
        let descr = a.descr.clone();
        let t = a
            .into_tensor(want.hint, &format!("`{}` (array {k})", p.display()))
            .map_err(|e| IoError(format!("{what}: {}", e.0)))?;
        Ok((
            InputValue::Tensor(t),
            Some(NpySource {
                path: p,
                array: k,
                descr,
            }),
        ))
    };
    if let Some((archive, name)) = s.strip_prefix('@').and_then(npz_parts) {
        let Some(name) = name else {
            return Err(IoError(format!(
                "{what}: `@{archive}` stands for every array of the archive; it must be expanded first (runtime_cli::io::expand_npz_inputs) or name one array as `@{archive}:NAME`"
            )));
        };
        let p = dir.join(archive);
        let a = read_npz_array(&p, name, want.limit)
            .map_err(|e| IoError(format!("{what}: {}", e.0)))?;
        let descr = a.descr.clone();
        let label = PathBuf::from(format!("{}:{name}", p.display()));
        let t = a
            .into_tensor(want.hint, &format!("`{}`", label.display()))
            .map_err(|e| IoError(format!("{what}: {}", e.0)))?;
        return Ok((
            InputValue::Tensor(t),
            Some(NpySource {
                path: label,
                array: 0,
                descr,
            }),
        ));
    }
    if let Some(path) = s.strip_prefix('+').filter(|p| npz_parts(p).is_some()) {
        return Err(IoError(format!(
            "{what}: `+` reads the next array of an .npy file; for an .npz archive use `@{path}` (every array) or `@{path}:NAME`"
        )));
    }
    if let Some(path) = s.strip_prefix('@') {
        let r = npy(path, 0)?;
        cursors.next.insert(dir.join(path), 1);
        return Ok(r);
    }
    if let Some(path) = s.strip_prefix('+') {
        let k = cursors.next.get(&dir.join(path)).copied().unwrap_or(0);
        let r = npy(path, k)?;
        cursors.next.insert(dir.join(path), k + 1);
        return Ok(r);
    }
    if let Some(storage) = s.strip_prefix('&') {
        // `&4xf32` (zeros) or `&4xf32=1,2,3,4` (initial contents), as IREE reads them.
        let t = parse_literal(storage, &what, index, want)?;
        return Ok((InputValue::OutputStorage(t), None));
    }
    Ok((
        InputValue::Tensor(parse_literal(s, &what, index, want)?),
        None,
    ))
}

/// Parses one `--input` (the `index`-th) relative to `dir`. A `.npy` array whose dtype does not
/// say which element type it holds (ml_dtypes' one-byte types) is an error here; use
/// [`parse_input_as`] when the argument type is known.
pub fn parse_input(
    spec: &str,
    index: usize,
    dir: &Path,
    cursors: &mut NpyCursors,
) -> Result<InputValue, IoError> {
    parse_input_hinted(spec, index, dir, cursors, None)
}

/// Parses one `--input` with `hint` as the element type `.npy` arrays are read as when their dtype
/// allows it (`<V1` as any one-byte type, `<f4` as `tf32`, `<i8` as `index`); otherwise as
/// [`parse_input`]. For `--expected_output`, with the result's element type as the hint.
pub fn parse_input_hinted(
    spec: &str,
    index: usize,
    dir: &Path,
    cursors: &mut NpyCursors,
    hint: Option<ElemType>,
) -> Result<InputValue, IoError> {
    let want = Want {
        hint,
        expected: None,
        limit: MAX_INPUT_BYTES,
    };
    parse_input_from(spec, index, dir, cursors, &want).map(|(v, _)| v)
}

/// Parses one `--input` for an argument of type `expected` and checks it has that type. A `.npy`
/// array of another type is an error that names the input, the file, the array's dtype and the
/// argument's type.
pub fn parse_input_as(
    spec: &str,
    index: usize,
    dir: &Path,
    cursors: &mut NpyCursors,
    expected: (ElemType, &[usize]),
) -> Result<InputValue, IoError> {
    parse_input_within(spec, index, dir, cursors, expected, None)
}

/// [`parse_input_as`] with a byte limit (a device's memory limit): an input larger than
/// `max_bytes` (or than [`MAX_INPUT_BYTES`]) is an error. The type of a literal, of output storage
/// and of a `.npy` array (from its header) is checked against `expected` before anything is built
/// or read, so `--input=1073741824xf32=1` for a `tensor<4xf32>` argument costs nothing.
pub fn parse_input_within(
    spec: &str,
    index: usize,
    dir: &Path,
    cursors: &mut NpyCursors,
    expected: (ElemType, &[usize]),
    max_bytes: Option<u64>,
) -> Result<InputValue, IoError> {
    let want = Want {
        hint: Some(expected.0),
        expected: Some(expected),
        limit: max_bytes.map_or(MAX_INPUT_BYTES, |m| (m as u128).min(MAX_INPUT_BYTES)),
    };
    let (v, source) = parse_input_from(spec, index, dir, cursors, &want)?;
    let t = v.tensor();
    if let Some(src) = source {
        if t.dtype != expected.0 || t.shape != expected.1 {
            return Err(IoError(format!(
                "{}: `{}` (array {}) holds a {} (dtype `{}`), but argument {index} is {}",
                describe_spec(index, spec),
                src.path.display(),
                src.array,
                t.mlir_type(),
                src.descr,
                type_text(expected.0, expected.1)
            )));
        }
        return Ok(v);
    }
    check_input(t, index, expected)?;
    Ok(v)
}

/// Checks a value against the expected argument type, naming the input.
pub fn check_input(
    t: &HostTensor,
    index: usize,
    expected: (ElemType, &[usize]),
) -> Result<(), IoError> {
    if t.dtype != expected.0 || t.shape != expected.1 {
        return Err(IoError(format!(
            "input {index}: expected {}, got {}",
            HostTensor::mlir_type_for(expected.0, expected.1),
            t.mlir_type()
        )));
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------------
// Files.

/// Checks that `path` is a regular file (following symbolic links) before it is opened, and
/// returns its length. Directories, FIFOs, sockets and devices are refused: opening a FIFO blocks
/// until a writer comes, and reading `/dev/zero` never ends. `expected` says what the file should
/// be (`a .vmfb file`, `an .npy file`). Messages start with the path.
pub fn regular_file_len(path: &Path, expected: &str) -> Result<u64, IoError> {
    let meta = std::fs::metadata(path)
        .map_err(|e| IoError(format!("cannot read `{}`: {e}", path.display())))?;
    let ft = meta.file_type();
    if ft.is_file() {
        return Ok(meta.len());
    }
    let what = if ft.is_dir() {
        "a directory"
    } else {
        special_file_kind(&ft)
    };
    Err(IoError(format!(
        "{}: is {what}, expected {expected} (only regular files are read)",
        path.display()
    )))
}

#[cfg(unix)]
fn special_file_kind(ft: &std::fs::FileType) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    if ft.is_fifo() {
        "a FIFO (named pipe)"
    } else if ft.is_socket() {
        "a socket"
    } else if ft.is_char_device() {
        "a character device"
    } else if ft.is_block_device() {
        "a block device"
    } else {
        "not a regular file"
    }
}

#[cfg(not(unix))]
fn special_file_kind(_: &std::fs::FileType) -> &'static str {
    "not a regular file"
}

// ---------------------------------------------------------------------------------------------------
// .npy files.

/// The `.npy` dtype an element type is written with: numpy's own where numpy has the type,
/// ml_dtypes' where only ml_dtypes has it (`<V2` for bfloat16, `<V1` for the one-byte types), `<f4`
/// for `tf32` (its values as `f32`) and `<i8` for `index`. (ml_dtypes saves float8_e5m2 as `<f1`,
/// which numpy cannot load back; it is written as `<V1` here and read in both forms.)
pub fn npy_descr(d: ElemType) -> &'static str {
    match d {
        ElemType::I1 => "|b1",
        ElemType::I8 => "|i1",
        ElemType::I16 => "<i2",
        ElemType::I32 => "<i4",
        ElemType::I64 | ElemType::Index => "<i8",
        ElemType::UI8 => "|u1",
        ElemType::UI16 => "<u2",
        ElemType::UI32 => "<u4",
        ElemType::UI64 => "<u8",
        ElemType::F16 => "<f2",
        ElemType::F32 | ElemType::TF32 => "<f4",
        ElemType::F64 => "<f8",
        ElemType::C64 => "<c8",
        ElemType::C128 => "<c16",
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
        | ElemType::F8E8M0FNU => "<V1",
    }
}

/// The one-byte types ml_dtypes saves as `<V1`.
const VOID1_TYPES: &[ElemType] = &[
    ElemType::I2,
    ElemType::I4,
    ElemType::UI2,
    ElemType::UI4,
    ElemType::F4E2M1FN,
    ElemType::F6E2M3FN,
    ElemType::F6E3M2FN,
    ElemType::F8E3M4,
    ElemType::F8E4M3,
    ElemType::F8E4M3FN,
    ElemType::F8E4M3FNUZ,
    ElemType::F8E4M3B11FNUZ,
    ElemType::F8E5M2,
    ElemType::F8E5M2FNUZ,
    ElemType::F8E8M0FNU,
];

/// One array of a `.npy` stream: its dtype, shape and little-endian bytes, before its element type
/// is settled (a `<V1` array may hold any of several types).
#[derive(Clone, Debug, PartialEq)]
pub struct NpyArray {
    /// The dtype as the header spells it (`<f4`, `|b1`, `<V2`, `>i8`).
    pub descr: String,
    /// Dimension sizes.
    pub shape: Vec<usize>,
    /// The element bytes, row-major and little-endian (big-endian files are byte-swapped).
    pub data: Vec<u8>,
    kind: char,
    size: usize,
}

impl NpyArray {
    /// The element types this array can be read as; the first is the one read without a hint,
    /// unless the list is ml_dtypes' one-byte types, which need a hint.
    pub fn element_types(&self) -> &'static [ElemType] {
        match (self.kind, self.size) {
            ('b', 1) => &[ElemType::I1],
            ('i', 1) => &[ElemType::I8],
            ('i', 2) => &[ElemType::I16],
            ('i', 4) => &[ElemType::I32],
            ('i', 8) => &[ElemType::I64, ElemType::Index],
            ('u', 1) => &[ElemType::UI8],
            ('u', 2) => &[ElemType::UI16],
            ('u', 4) => &[ElemType::UI32],
            ('u', 8) => &[ElemType::UI64],
            ('f', 1) => &[ElemType::F8E5M2],
            ('f', 2) => &[ElemType::F16],
            ('f', 4) => &[ElemType::F32, ElemType::TF32],
            ('f', 8) => &[ElemType::F64],
            ('c', 8) => &[ElemType::C64],
            ('c', 16) => &[ElemType::C128],
            ('V', 1) => VOID1_TYPES,
            ('V', 2) => &[ElemType::BF16],
            _ => &[],
        }
    }

    /// The array as a host tensor of `hint` if its dtype can hold that type, else of the dtype's
    /// own type (the caller then reports the mismatch). `name` names the array in messages.
    pub fn into_tensor(self, hint: Option<ElemType>, name: &str) -> Result<HostTensor, IoError> {
        let types = self.element_types();
        let dtype = match hint {
            Some(h) if types.contains(&h) => h,
            _ if types == VOID1_TYPES => {
                return Err(IoError(format!(
                    "{name}: dtype `{}` is one of ml_dtypes' one-byte types ({}), and which one is not known here{}",
                    self.descr,
                    VOID1_TYPES
                        .iter()
                        .map(|t| t.name())
                        .collect::<Vec<_>>()
                        .join(", "),
                    match hint {
                        Some(h) => format!(" (the argument is {h}, which is not one of them)"),
                        None => String::new(),
                    }
                )))
            }
            _ => types[0],
        };
        let mut data = self.data;
        match dtype {
            ElemType::TF32 => {
                // Stored as f32 values; each must be a tf32 value already.
                let fmt = ElemType::TF32
                    .float_format()
                    .unwrap_or(element::float::formats::TF32);
                for (k, chunk) in data.chunks_exact_mut(4).enumerate() {
                    let v = f32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]) as f64;
                    if !v.is_nan() && fmt.round(v) != v {
                        return Err(IoError(format!(
                            "{name}: element {k} ({}) is not a tf32 value (tf32 keeps 10 mantissa bits; round the array before saving it)",
                            format_g(v)
                        )));
                    }
                    chunk.copy_from_slice(&(fmt.encode(v) as u32).to_le_bytes());
                }
            }
            ElemType::I1 => {
                for b in data.iter_mut() {
                    *b = (*b != 0) as u8;
                }
            }
            ElemType::I2 | ElemType::I4 | ElemType::UI2 | ElemType::UI4 => {
                let mask = (1u8 << dtype.bits()) - 1;
                for b in data.iter_mut() {
                    *b &= mask;
                }
            }
            _ => {}
        }
        HostTensor::from_bytes(dtype, self.shape, data).map_err(|e| IoError(format!("{name}: {e}")))
    }
}

/// Longest `.npy` header read (numpy writes a few hundred bytes; its own reader refuses headers
/// over 10,000 bytes unless told otherwise).
pub const MAX_NPY_HEADER_BYTES: usize = 1 << 20;

/// Why an array's header could not be read.
enum NpyHeaderError {
    /// The bytes do not start with the `.npy` magic.
    NoMagic,
    /// Anything else, as a message.
    Bad(String),
}

/// The length of an array's prelude (magic, version and header length) and header, from the
/// first bytes of the array (at least 12 when the stream has them).
fn npy_header_len(first: &[u8]) -> Result<usize, NpyHeaderError> {
    if first.len() < 10 || &first[..6] != b"\x93NUMPY" {
        return Err(NpyHeaderError::NoMagic);
    }
    let (hlen, hstart): (usize, usize) = match first[6] {
        1 => (u16::from_le_bytes([first[8], first[9]]) as usize, 10),
        2 | 3 if first.len() >= 12 => (
            u32::from_le_bytes([first[8], first[9], first[10], first[11]]) as usize,
            12,
        ),
        v => {
            return Err(NpyHeaderError::Bad(format!(
                "unsupported .npy format version {v}"
            )))
        }
    };
    if hlen > MAX_NPY_HEADER_BYTES {
        return Err(NpyHeaderError::Bad(format!(
            "the .npy header is {hlen} bytes long, more than the {MAX_NPY_HEADER_BYTES} bytes read"
        )));
    }
    Ok(hstart + hlen)
}

/// Parses an array's prelude and header (`head`, as long as [`npy_header_len`] says, so never
/// longer than [`MAX_NPY_HEADER_BYTES`]) with npyz: the array without its data, whether its data
/// is big-endian, and the data's length in bytes. The header's length is checked here first because
/// npyz allocates whatever length a header claims.
fn parse_npy_array_header(head: &[u8]) -> Result<(NpyArray, bool, usize), String> {
    use npyz::{DType, Endianness, Order, TypeChar};
    // An adapter for the one dtype npyz refuses: ml_dtypes saves float8_e5m2 as `<f1`, a float of
    // one byte numpy itself has not. Its header is read as `V1` (the same length), then the kind
    // is set back.
    let mut head = head.to_vec();
    let mut f1 = None;
    for order in [b'<', b'>', b'|', b'='] {
        for quote in [b'\'', b'"'] {
            let pat = [quote, order, b'f', b'1', quote];
            if let Some(at) = head.windows(5).position(|w| w == pat) {
                head[at + 2] = b'V';
                f1 = Some(format!("{}f1", order as char));
            }
        }
    }
    let h = npyz::NpyHeader::from_reader(&head[..]).map_err(|e| {
        // The header's dictionary (its descr, order and shape), so the message shows what was
        // read, not only npyz's reason.
        let dict = head
            .iter()
            .position(|&b| b == b'{')
            .map(|a| {
                let end = head[a..]
                    .iter()
                    .position(|&b| b == b'}')
                    .map_or(head.len(), |b| a + b + 1);
                String::from_utf8_lossy(&head[a..end.min(a + 200)]).into_owned()
            })
            .unwrap_or_default();
        format!("bad .npy header {dict}: {e}")
    })?;
    let ts = match h.dtype() {
        DType::Plain(ts) => ts,
        DType::Record(_) | DType::Array(..) => {
            return Err(
                "structured dtypes (a list of fields) are not supported; save a plain array".into(),
            )
        }
    };
    let descr = f1.clone().unwrap_or_else(|| ts.to_string());
    let kind = match ts.type_char() {
        TypeChar::RawData if f1.is_some() => 'f',
        TypeChar::Bool => 'b',
        TypeChar::Int => 'i',
        TypeChar::Uint => 'u',
        TypeChar::Float => 'f',
        TypeChar::Complex => 'c',
        TypeChar::RawData => 'V',
        // Dates, strings, and any kind a later npyz adds.
        _ => {
            return Err(format!(
                "unsupported .npy dtype `{descr}` (expected a number, bool or ml_dtypes array)"
            ))
        }
    };
    let size = usize::try_from(ts.size_field())
        .map_err(|_| format!("unsupported .npy dtype `{descr}`"))?;
    let shape = h
        .shape()
        .iter()
        .map(|&d| usize::try_from(d))
        .collect::<Result<Vec<usize>, _>>()
        .map_err(|_| format!("shape {:?} is too large", h.shape()))?;
    let array = NpyArray {
        descr: descr.clone(),
        shape,
        data: vec![],
        kind,
        size,
    };
    if array.element_types().is_empty() {
        return Err(format!(
            "unsupported .npy dtype `{descr}` (expected bool, int8..int64, uint8..uint64, float16/32/64, complex64/128, or an ml_dtypes type)"
        ));
    }
    if h.order() == Order::Fortran {
        return Err(
            "Fortran-order arrays are not supported; save numpy.ascontiguousarray(a) instead"
                .into(),
        );
    }
    let big_endian = ts.endianness() == Endianness::Big;
    if big_endian && size > 1 && kind == 'V' {
        return Err(format!(
            "big-endian raw dtype `{descr}` cannot be read: its element type is unknown, so its bytes cannot be swapped"
        ));
    }
    let n = array
        .shape
        .iter()
        .try_fold(1usize, |a, &d| a.checked_mul(d))
        .and_then(|n| n.checked_mul(size))
        .ok_or_else(|| format!("shape {:?} is too large", array.shape))?;
    Ok((array, big_endian && size > 1, n))
}

/// Sets an array's data, byte-swapping big-endian elements (each part's, for complex).
fn set_npy_data(array: &mut NpyArray, mut data: Vec<u8>, big_endian: bool) {
    if big_endian {
        let unit = if array.kind == 'c' {
            array.size / 2
        } else {
            array.size
        };
        for chunk in data.chunks_exact_mut(unit) {
            chunk.reverse();
        }
    }
    array.data = data;
}

/// Decodes every array of a `.npy` byte stream (several may be appended one after another),
/// without settling their element types. `name` names the stream in messages.
pub fn decode_npy_arrays(bytes: &[u8], name: &str) -> Result<Vec<NpyArray>, IoError> {
    let mut out = Vec::new();
    let mut off = 0;
    while off < bytes.len() {
        let k = out.len();
        let at = |msg: String| IoError(format!("`{name}` (array {k} at byte {off}): {msg}"));
        let rest = &bytes[off..];
        let start = match npy_header_len(&rest[..rest.len().min(12)]) {
            Ok(s) => s,
            Err(NpyHeaderError::NoMagic) => {
                return Err(IoError(format!(
                    "`{name}` is not an .npy file (no NUMPY magic at byte {off})"
                )))
            }
            Err(NpyHeaderError::Bad(m)) => return Err(at(m)),
        };
        let head = rest
            .get(..start)
            .ok_or_else(|| at("truncated .npy header".into()))?;
        let (mut array, big_endian, n) = parse_npy_array_header(head).map_err(at)?;
        let data = rest.get(start..start.saturating_add(n)).ok_or_else(|| {
            at(format!(
                "truncated .npy data ({n} bytes expected, {} present)",
                rest.len().saturating_sub(start)
            ))
        })?;
        set_npy_data(&mut array, data.to_vec(), big_endian);
        out.push(array);
        off += start + n;
    }
    Ok(out)
}

/// The `.npy` arrays of a file, read one at a time from a regular file: memory use is bounded by
/// the array asked for, never by the file.
struct NpyFileReader {
    file: std::fs::File,
    name: String,
    len: u64,
    /// Where the next array's header starts.
    off: u64,
    /// How many arrays have been passed.
    index: usize,
    /// The error to give if the last header's data is used: the file ends before it does.
    truncated: Option<IoError>,
}

impl NpyFileReader {
    fn open(path: &Path) -> Result<NpyFileReader, IoError> {
        let len = regular_file_len(path, "an .npy file")?;
        let file = std::fs::File::open(path)
            .map_err(|e| IoError(format!("cannot read `{}`: {e}", path.display())))?;
        Ok(NpyFileReader {
            file,
            name: path.display().to_string(),
            len,
            off: 0,
            index: 0,
            truncated: None,
        })
    }

    fn io(&self, e: std::io::Error) -> IoError {
        IoError(format!("cannot read `{}`: {e}", self.name))
    }

    /// The next array's header: the array without data, whether it is big-endian and its data's
    /// length; `None` at the end of the file. The file is left at the start of the data.
    fn next_header(&mut self) -> Result<Option<(NpyArray, bool, usize)>, IoError> {
        use std::io::{Read, Seek, SeekFrom};
        if self.off >= self.len {
            return Ok(None);
        }
        let (k, off) = (self.index, self.off);
        let at = |msg: String| IoError(format!("`{}` (array {k} at byte {off}): {msg}", self.name));
        self.file
            .seek(SeekFrom::Start(off))
            .map_err(|e| self.io(e))?;
        let mut first = vec![0u8; (self.len - off).min(12) as usize];
        self.file.read_exact(&mut first).map_err(|e| self.io(e))?;
        let start = match npy_header_len(&first) {
            Ok(s) => s,
            Err(NpyHeaderError::NoMagic) => {
                return Err(IoError(format!(
                    "`{}` is not an .npy file (no NUMPY magic at byte {off})",
                    self.name
                )))
            }
            Err(NpyHeaderError::Bad(m)) => return Err(at(m)),
        };
        if start as u64 > self.len - off {
            return Err(at("truncated .npy header".into()));
        }
        let mut head = first;
        head.resize(start, 0);
        let got = head.len().min(12);
        if start > got {
            self.file
                .read_exact(&mut head[got..])
                .map_err(|e| self.io(e))?;
        }
        let (array, big_endian, n) = parse_npy_array_header(&head).map_err(at)?;
        let present = self.len - off - start as u64;
        self.truncated = (n as u64 > present).then(|| {
            at(format!(
                "truncated .npy data ({n} bytes expected, {present} present)"
            ))
        });
        self.file
            .seek(SeekFrom::Start(off + start as u64))
            .map_err(|e| self.io(e))?;
        self.off = off + start as u64 + n as u64;
        self.index += 1;
        Ok(Some((array, big_endian, n)))
    }

    /// Array `k` of the file: `check` sees its header before any data is read (to refuse an
    /// array of the wrong type or size), then exactly its data is read.
    fn array(
        mut self,
        k: usize,
        check: impl FnOnce(&NpyArray, usize) -> Result<(), IoError>,
    ) -> Result<NpyArray, IoError> {
        use std::io::Read;
        loop {
            let Some((mut array, big_endian, n)) = self.next_header()? else {
                let count = self.index;
                return Err(IoError(if count == 0 {
                    format!("`{}` holds no array", self.name)
                } else {
                    format!(
                        "`{}` holds no array number {k} (it holds {count}: numbers 0 to {})",
                        self.name,
                        count - 1
                    )
                }));
            };
            if self.index - 1 < k {
                if let Some(e) = self.truncated.take() {
                    return Err(e);
                }
                continue;
            }
            // The type first: a header that does not fit the argument says so, whatever follows.
            check(&array, n)?;
            if let Some(e) = self.truncated.take() {
                return Err(e);
            }
            let mut data = vec![0u8; n];
            self.file.read_exact(&mut data).map_err(|e| self.io(e))?;
            set_npy_data(&mut array, data, big_endian);
            return Ok(array);
        }
    }
}

/// Decodes every array of a `.npy` byte stream, each as its dtype's own element type (ml_dtypes'
/// one-byte `<V1` arrays are an error here; see [`decode_npy_arrays`]).
pub fn decode_npy(bytes: &[u8], name: &str) -> Result<Vec<HostTensor>, IoError> {
    decode_npy_arrays(bytes, name)?
        .into_iter()
        .enumerate()
        .map(|(k, a)| a.into_tensor(None, &format!("`{name}` (array {k})")))
        .collect()
}

/// Reads every array of a `.npy` file, without settling their element types.
/// (Only a regular file is read; see [`regular_file_len`].)
pub fn read_npy_arrays(path: &Path) -> Result<Vec<NpyArray>, IoError> {
    let bytes = read_regular_file(path, "an .npy file")?;
    decode_npy_arrays(&bytes, &path.display().to_string())
}

/// Reads every array of a `.npy` file, each as its dtype's own element type. (Only a regular
/// file is read; see [`regular_file_len`].)
pub fn read_npy_file(path: &Path) -> Result<Vec<HostTensor>, IoError> {
    let bytes = read_regular_file(path, "an .npy file")?;
    decode_npy(&bytes, &path.display().to_string())
}

/// The bytes of a regular file (see [`regular_file_len`]), read up to the length it had when
/// checked.
fn read_regular_file(path: &Path, expected: &str) -> Result<Vec<u8>, IoError> {
    use std::io::Read;
    let len = regular_file_len(path, expected)?;
    let f = std::fs::File::open(path)
        .map_err(|e| IoError(format!("cannot read `{}`: {e}", path.display())))?;
    let mut bytes = Vec::with_capacity(len as usize);
    f.take(len)
        .read_to_end(&mut bytes)
        .map_err(|e| IoError(format!("cannot read `{}`: {e}", path.display())))?;
    Ok(bytes)
}

/// Encodes one array as `.npy` bytes (format version 1.0, or 2.0 for a header over 64 KiB), with
/// the dtype of [`npy_descr`].
pub fn encode_npy(t: &HostTensor) -> Result<Vec<u8>, IoError> {
    let expected = t.num_elements() * t.dtype.byte_size();
    if t.data.len() != expected {
        return Err(IoError(format!(
            "a {} holds {} bytes instead of {expected}",
            t.mlir_type(),
            t.data.len()
        )));
    }
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
        npy_descr(t.dtype)
    );
    let long = header.len() + 11 > u16::MAX as usize;
    let prefix = if long { 12 } else { 10 };
    // Pad with spaces so that magic + length + header (with its newline) is a multiple of 64.
    let total = prefix + header.len() + 1;
    header.push_str(&" ".repeat((64 - total % 64) % 64));
    header.push('\n');
    let mut out = if long {
        let mut o = b"\x93NUMPY\x02\x00".to_vec();
        o.extend_from_slice(&(header.len() as u32).to_le_bytes());
        o
    } else {
        let mut o = b"\x93NUMPY\x01\x00".to_vec();
        o.extend_from_slice(&(header.len() as u16).to_le_bytes());
        o
    };
    out.extend_from_slice(header.as_bytes());
    match t.dtype {
        ElemType::TF32 => {
            // numpy has no tf32: write each value as the f32 it equals.
            for i in 0..t.num_elements() {
                out.extend_from_slice(&(t.get_f64(i) as f32).to_le_bytes());
            }
        }
        _ => out.extend_from_slice(&t.data),
    }
    Ok(out)
}

// ---------------------------------------------------------------------------------------------------
// .npz archives (numpy's savez / savez_compressed: a zip of .npy files, stored or deflated).

/// Splits an input path `file.npz` or `file.npz:NAME` into the archive and the array's name;
/// `None` when the path is not an `.npz`.
fn npz_parts(path: &str) -> Option<(&str, Option<&str>)> {
    if path.ends_with(".npz") {
        return Some((path, None));
    }
    let i = path.rfind(".npz:")?;
    Some((&path[..i + 4], Some(&path[i + 5..])))
}

fn open_npz(path: &Path) -> Result<zip::ZipArchive<std::fs::File>, IoError> {
    regular_file_len(path, "an .npz file")?;
    let f = std::fs::File::open(path)
        .map_err(|e| IoError(format!("cannot read `{}`: {e}", path.display())))?;
    zip::ZipArchive::new(f).map_err(|e| {
        IoError(format!(
            "`{}` is not an .npz archive (a zip of .npy files): {e}",
            path.display()
        ))
    })
}

/// The names of an `.npz` archive's arrays (its members `NAME.npy`), in the archive's order, which
/// is the order `numpy.savez` was given them in.
pub fn npz_array_names(path: &Path) -> Result<Vec<String>, IoError> {
    let mut z = open_npz(path)?;
    let mut names = Vec::new();
    for i in 0..z.len() {
        let f = z
            .by_index(i)
            .map_err(|e| IoError(format!("`{}` (member {i}): {e}", path.display())))?;
        let name = f
            .name()
            .map_err(|e| IoError(format!("`{}` (member {i}): {e}", path.display())))?;
        let Some(array) = name.strip_suffix(".npy") else {
            return Err(IoError(format!(
                "`{}` holds `{name}`, which is not an .npy array (an .npz holds only NAME.npy members)",
                path.display()
            )));
        };
        names.push(array.to_string());
    }
    Ok(names)
}

/// Array `name` of an `.npz` archive, reading at most `limit` data bytes (plus a header).
fn read_npz_array(path: &Path, name: &str, limit: u128) -> Result<NpyArray, IoError> {
    use std::io::Read;
    let mut z = open_npz(path)?;
    let member = format!("{name}.npy");
    let bound = limit.saturating_add(MAX_NPY_HEADER_BYTES as u128 + 12);
    let bytes = {
        let f = match z.by_name(&member) {
            Ok(f) => f,
            Err(zip::result::ZipError::FileNotFound) => {
                let names = npz_array_names(path)?;
                return Err(IoError(format!(
                    "`{}` holds no array `{name}` (it holds: {})",
                    path.display(),
                    names.join(", ")
                )));
            }
            Err(e) => return Err(IoError(format!("`{}:{name}`: {e}", path.display()))),
        };
        if f.size() as u128 > bound {
            return Err(IoError(format!(
                "`{}:{name}` is {} bytes, more than the {limit}-byte limit for an input",
                path.display(),
                f.size()
            )));
        }
        let mut bytes = Vec::with_capacity(f.size() as usize);
        // The size is the archive's claim: read no more than the bound whatever it says.
        f.take(bound.min(u64::MAX as u128) as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| IoError(format!("cannot read `{}:{name}`: {e}", path.display())))?;
        if bytes.len() as u128 > bound {
            return Err(IoError(format!(
                "`{}:{name}` holds more than the {limit}-byte limit for an input",
                path.display()
            )));
        }
        bytes
    };
    let mut arrays = decode_npy_arrays(&bytes, &format!("{}:{name}", path.display()))?;
    if arrays.len() != 1 {
        return Err(IoError(format!(
            "`{}:{name}` holds {} arrays; an .npz member holds one",
            path.display(),
            arrays.len()
        )));
    }
    let a = arrays.remove(0);
    let n = a.data.len() as u128;
    if n > limit {
        return Err(IoError(format!(
            "`{}:{name}` holds {n} bytes, more than the {limit}-byte limit for an input",
            path.display()
        )));
    }
    Ok(a)
}

/// Replaces each `@file.npz` input by one `@file.npz:NAME` per array of the archive, in order (so
/// that they fill consecutive arguments); other inputs are kept as they are. Relative paths are
/// read from `dir`.
pub fn expand_npz_inputs(specs: &[String], dir: &Path) -> Result<Vec<String>, IoError> {
    let mut out = Vec::with_capacity(specs.len());
    for spec in specs {
        let s = spec.trim();
        let s = s
            .strip_prefix('"')
            .and_then(|x| x.strip_suffix('"'))
            .unwrap_or(s);
        match s.strip_prefix('@').and_then(npz_parts) {
            Some((archive, None)) => {
                let names = npz_array_names(&dir.join(archive))
                    .map_err(|e| IoError(format!("input `{spec}`: {}", e.0)))?;
                if names.is_empty() {
                    return Err(IoError(format!(
                        "input `{spec}`: `{}` holds no array",
                        dir.join(archive).display()
                    )));
                }
                out.extend(names.iter().map(|n| format!("@{archive}:{n}")));
            }
            _ => out.push(spec.clone()),
        }
    }
    Ok(out)
}

/// Reads every array of an `.npz` archive, in order, with its name, each as its dtype's own
/// element type.
pub fn read_npz_file(path: &Path) -> Result<Vec<(String, HostTensor)>, IoError> {
    let mut out = Vec::new();
    for name in npz_array_names(path)? {
        let a = read_npz_array(path, &name, MAX_INPUT_BYTES)?;
        let t = a.into_tensor(None, &format!("`{}:{name}`", path.display()))?;
        out.push((name, t));
    }
    Ok(out)
}

/// Writes `results` into a new `.npz` archive as numpy's `savez` does: stored (uncompressed)
/// members `arr_0.npy`, `arr_1.npy`, ...
pub fn write_npz(path: &Path, results: &[HostTensor]) -> Result<(), IoError> {
    use std::io::Write;
    let cannot =
        |e: &dyn std::fmt::Display| IoError(format!("cannot write `{}`: {e}", path.display()));
    let f = std::fs::File::create(path).map_err(|e| cannot(&e))?;
    let mut z = zip::ZipWriter::new(f);
    for (i, r) in results.iter().enumerate() {
        let bytes = encode_npy(r).map_err(|e| IoError(format!("output {i}: {}", e.0)))?;
        let opts = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Stored)
            .large_file(bytes.len() as u64 >= u32::MAX as u64);
        z.start_file(format!("arr_{i}.npy"), opts)
            .map_err(|e| cannot(&e))?;
        z.write_all(&bytes).map_err(|e| cannot(&e))?;
    }
    z.finish().map_err(|e| cannot(&e))?;
    Ok(())
}

// ---------------------------------------------------------------------------------------------------
// Printing.

/// One element as `iree-run-module` prints it: floats of every format as C's `%G` of their value
/// (as IREE prints f16, bf16 and the f8 types, through f32), integers in decimal, `i1` as `1`/`0`
/// (IREE prints the byte in hex, `01`/`00`; both read back), complex values as `(re,im)` with `%G`
/// parts (IREE has no complex format and prints the raw bytes in hex).
pub fn format_element(t: &HostTensor, i: usize) -> String {
    match t.dtype.kind() {
        element::Kind::Bool | element::Kind::Signed | element::Kind::Index => {
            t.get_i64(i).to_string()
        }
        element::Kind::Unsigned => (t.get_i64(i) as u64).to_string(),
        element::Kind::Float => format_g(t.get_f64(i)),
        element::Kind::Complex => {
            let z: C = t.get_complex(i);
            format!("({},{})", format_g(z.re), format_g(z.im))
        }
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

/// IREE's buffer view text: `2x2xf32=[1 2][3 4]`, `2x1x2xf32=[[1 2]][[3 4]]`, `f32=1.5`,
/// `4xi32=1 2 3 4`. At most `max_elements`
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
            // As IREE's `iree_hal_format_buffer_elements_recursive`: every level below the
            // outermost is bracketed (`2x2x2xf32=[[1 2][3 4]][[5 6][7 8]]`); the innermost rows
            // bracket themselves.
            let wrap = dim + 2 < t.shape.len();
            if wrap {
                s.push('[');
            }
            rec(t, dim + 1, base + i * stride, s, printed, max);
            if wrap {
                s.push(']');
            }
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
    /// Write every result into one `.npz` archive as `arr_0.npy`, `arr_1.npy`, ... (numpy's
    /// `savez` names) (`@file.npz`, the only `--output`).
    Npz(PathBuf),
}

/// Parses an `--output` value.
pub fn parse_output(spec: &str, index: usize) -> Result<OutputSpec, IoError> {
    let s = spec.trim();
    Ok(match s {
        "-" => OutputSpec::Print,
        "" => OutputSpec::Ignore,
        _ => {
            if let Some(p) = s.strip_prefix('@') {
                if p.ends_with(".npz") {
                    OutputSpec::Npz(PathBuf::from(p))
                } else {
                    OutputSpec::Write(PathBuf::from(p))
                }
            } else if let Some(p) = s.strip_prefix('+') {
                if p.ends_with(".npz") {
                    return Err(IoError(format!(
                        "output {index} (`{spec}`): an .npz archive is written whole; use `@{p}` (every result into it)"
                    )));
                }
                OutputSpec::Append(PathBuf::from(p))
            } else {
                return Err(IoError(format!(
                    "output {index} (`{spec}`): expected `@file.npy` (write), `+file.npy` (append), `@file.npz` (every result), `-` (print) or empty (ignore)"
                )));
            }
        }
    })
}

/// Whether `specs` fit a function of `results` results: no more specs than results, and an
/// `.npz` output only alone. [`deliver_results`] checks it first; a caller that tells a bad
/// combination of flags from a file it cannot write calls it before.
pub fn check_output_specs(
    function: &str,
    results: usize,
    specs: &[OutputSpec],
) -> Result<(), IoError> {
    if specs.len() > results {
        return Err(IoError(format!(
            "{} --output flags given, but @{function} has {results} result(s)",
            specs.len(),
        )));
    }
    for (k, o) in specs.iter().enumerate() {
        if let OutputSpec::Npz(p) = o {
            if specs.len() != 1 {
                return Err(IoError(format!(
                    "output {k} (`@{}`): an .npz output receives every result, so it must be the only --output ({} given)",
                    p.display(),
                    specs.len()
                )));
            }
        }
    }
    Ok(())
}

/// Delivers results per their `--output` specs (printing those without a spec, as IREE does); returns
/// the text to print on stdout.
pub fn deliver_results(
    function: &str,
    results: &[HostTensor],
    specs: &[OutputSpec],
    max_elements: usize,
) -> Result<String, IoError> {
    check_output_specs(function, results.len(), specs)?;
    let mut s = format!("EXEC @{function}\n");
    let npz = specs.iter().find_map(|o| match o {
        OutputSpec::Npz(p) => Some(p),
        OutputSpec::Print | OutputSpec::Write(_) | OutputSpec::Append(_) | OutputSpec::Ignore => {
            None
        }
    });
    if let Some(p) = npz {
        write_npz(p, results)?;
        return Ok(s);
    }
    let mut truncated: std::collections::HashSet<PathBuf> = std::collections::HashSet::new();
    for (i, r) in results.iter().enumerate() {
        match specs.get(i).unwrap_or(&OutputSpec::Print) {
            OutputSpec::Print => {
                let _ = writeln!(s, "result[{i}]: hal.buffer_view");
                let _ = writeln!(s, "{}", format_buffer_view(r, max_elements));
            }
            OutputSpec::Ignore => {}
            OutputSpec::Npz(p) => {
                return Err(IoError(format!(
                    "output {i} (`@{}`): an .npz output must be the only --output",
                    p.display()
                )))
            }
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

/// Parses an `--expected_*_threshold` value: a finite, non-negative number. (A NaN threshold
/// would make every comparison pass or fail depending on how it is written; a negative or infinite
/// one means nothing.) The message is what clap prints after the flag's name.
pub fn parse_threshold(s: &str) -> Result<f64, String> {
    let v: f64 = s.trim().parse().map_err(|_| {
        format!("`{s}` is not a number (expected a finite value >= 0, e.g. 0.0001)")
    })?;
    if !v.is_finite() || v < 0.0 {
        return Err(format!(
            "`{s}` is not a usable tolerance (expected a finite value >= 0, e.g. 0.0001)"
        ));
    }
    Ok(v)
}

/// Absolute tolerances of `--expected_output` per element type: `iree-run-module`'s
/// `--expected_f16_threshold`, `--expected_bf16_threshold`, `--expected_f32_threshold` and
/// `--expected_f64_threshold`. Complex values compare each part with their component's tolerance.
/// Every other type (booleans, integers, the f8/f6/f4 types and `tf32`) compares exactly, as IREE
/// compares the types it has no tolerance for; NaN matches NaN.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tolerances {
    /// For `f16`.
    pub f16: f64,
    /// For `bf16`.
    pub bf16: f64,
    /// For `f32` and `complex<f32>`.
    pub f32: f64,
    /// For `f64` and `complex<f64>`.
    pub f64: f64,
}

impl Default for Tolerances {
    /// IREE's defaults: 0.001 for f16, 0.01 for bf16, 0.0001 for f32 and f64.
    fn default() -> Tolerances {
        Tolerances {
            f16: 0.001,
            bf16: 0.01,
            f32: 0.0001,
            f64: 0.0001,
        }
    }
}

impl Tolerances {
    /// The tolerance for values of type `t`, or `None` when they compare exactly.
    pub fn for_type(&self, t: ElemType) -> Option<f64> {
        match t {
            ElemType::F16 => Some(self.f16),
            ElemType::BF16 => Some(self.bf16),
            ElemType::F32 | ElemType::C64 => Some(self.f32),
            ElemType::F64 | ElemType::C128 => Some(self.f64),
            ElemType::I1
            | ElemType::I2
            | ElemType::I4
            | ElemType::I8
            | ElemType::I16
            | ElemType::I32
            | ElemType::I64
            | ElemType::UI2
            | ElemType::UI4
            | ElemType::UI8
            | ElemType::UI16
            | ElemType::UI32
            | ElemType::UI64
            | ElemType::Index
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
            | ElemType::TF32 => None,
        }
    }
}

/// `|a - b|` for the comparison: 0 when both are NaN or both the same infinity, NaN when only one
/// is NaN or the infinities differ.
fn float_difference(a: f64, b: f64) -> f64 {
    if a == b || (a.is_nan() && b.is_nan()) {
        0.0
    } else {
        (a - b).abs()
    }
}

/// Compares `result` (the `index`-th) with an expected value as `iree-run-module --expected_output`
/// does, with `threshold` as the f32 tolerance and IREE's defaults for the others (see
/// [`Tolerances`]).
pub fn compare_expected(
    result: &HostTensor,
    expected: &HostTensor,
    index: usize,
    threshold: f64,
) -> Result<(), String> {
    let tol = Tolerances {
        f32: threshold,
        ..Tolerances::default()
    };
    compare_expected_with(result, expected, index, &tol)
}

/// Compares `result` (the `index`-th) with an expected value: same type, values within the
/// type's tolerance of [`Tolerances`] or equal. On a mismatch the message names the result, the
/// first differing element and both values.
pub fn compare_expected_with(
    result: &HostTensor,
    expected: &HostTensor,
    index: usize,
    tol: &Tolerances,
) -> Result<(), String> {
    if result.dtype != expected.dtype || result.shape != expected.shape {
        return Err(format!(
            "result[{index}]: expected {}, got {}",
            expected.mlir_type(),
            result.mlir_type()
        ));
    }
    let t = result.dtype;
    let threshold = tol.for_type(t);
    for i in 0..result.num_elements() {
        let diff = match t.domain() {
            element::Domain::Int => {
                if result.get_i64(i) == expected.get_i64(i) {
                    0.0
                } else {
                    f64::INFINITY
                }
            }
            element::Domain::Float => float_difference(result.get_f64(i), expected.get_f64(i)),
            element::Domain::Complex => {
                let (a, b) = (result.get_complex(i), expected.get_complex(i));
                let (dr, di) = (float_difference(a.re, b.re), float_difference(a.im, b.im));
                if dr.is_nan() || di.is_nan() {
                    f64::NAN
                } else {
                    dr.max(di)
                }
            }
        };
        let bad = match threshold {
            Some(th) => diff.is_nan() || diff > th,
            None => diff != 0.0,
        };
        if bad {
            let why = match threshold {
                Some(th) => format!(
                    "difference {} exceeds the threshold {}",
                    format_g(diff),
                    format_g(th)
                ),
                None => format!("{t} values compare exactly"),
            };
            return Err(format!(
                "result[{index}]: element {i} is {} but {} was expected ({why})",
                format_element(result, i),
                format_element(expected, i),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
