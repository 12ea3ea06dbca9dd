//! Tests of the command-line I/O: the literal grammar for every element type, `.npy` round trips,
//! and `.npy` files written by numpy and ml_dtypes (`tests/lit/reference/Inputs/make_npy.py`).

use super::*;
use element::Lane;

fn parse(spec: &str) -> Result<HostTensor, IoError> {
    parse_input(spec, 0, Path::new("."), &mut NpyCursors::default()).map(|v| v.tensor().clone())
}

fn show(spec: &str) -> String {
    match parse(spec) {
        Ok(t) => format_buffer_view(&t, 1024),
        Err(e) => e.0,
    }
}

fn err(spec: &str) -> String {
    parse(spec).unwrap_err().0
}

/// The directory of the numpy-written files.
fn inputs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/lit/reference/Inputs")
}

#[test]
fn grammar_forms() {
    let a = parse("2x2xf32=1,2,3,4").unwrap();
    assert_eq!(format_buffer_view(&a, 1024), "2x2xf32=[1 2][3 4]");
    // As IREE prints them: every level below the outermost in brackets.
    let b = parse("2x2x2xf32=1,2,3,4,5,6,7,8").unwrap();
    assert_eq!(
        format_buffer_view(&b, 1024),
        "2x2x2xf32=[[1 2][3 4]][[5 6][7 8]]"
    );
    let c = parse("2x1x2xi32=1,2,3,4").unwrap();
    assert_eq!(format_buffer_view(&c, 1024), "2x1x2xi32=[[1 2]][[3 4]]");
    assert_eq!(parse("2x2xf32=[1 2][3 4]").unwrap(), a);
    assert_eq!(parse("2x2xf32=1 2 3 4").unwrap(), a);
    assert_eq!(parse("\"2x2xf32=[1 2][3 4]\"").unwrap(), a);
    assert_eq!(show("4xf32=1"), "4xf32=1 1 1 1");
    assert_eq!(show("3xi32"), "3xi32=0 0 0");
    assert_eq!(show("3xi32="), "3xi32=0 0 0");
    assert_eq!(show("f32=1.5"), "f32=1.5");
    assert_eq!(show("2xi1=true,0"), "2xi1=1 0");
    assert_eq!(show("3xf32=-inf,nan,0.1"), "3xf32=-INF NAN 0.1");
    assert!(matches!(
        parse_input("&2xf32", 0, Path::new("."), &mut NpyCursors::default()),
        Ok(InputValue::OutputStorage(_))
    ));
    // IREE's output storage with initial contents.
    match parse_input(
        "&2xf32=1.5,-2",
        0,
        Path::new("."),
        &mut NpyCursors::default(),
    ) {
        Ok(InputValue::OutputStorage(t)) => {
            assert_eq!(format_buffer_view(&t, 1024), "2xf32=1.5 -2")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn every_element_type_has_a_literal_form() {
    // Expected texts are the values by hand: decimal inputs rounded to each format (ties to even).
    let cases = [
        ("3xi1=true,false,1", "3xi1=1 0 1"),
        ("4xi2=-2,-1,0,1", "4xi2=-2 -1 0 1"),
        ("2xi4=-8,7", "2xi4=-8 7"),
        ("3xi8=-128,0x7f,5", "3xi8=-128 127 5"),
        ("2xi16=-32768,32767", "2xi16=-32768 32767"),
        (
            "2xi32=-2147483648,2147483647",
            "2xi32=-2147483648 2147483647",
        ),
        (
            "2xi64=-9223372036854775808,9223372036854775807",
            "2xi64=-9223372036854775808 9223372036854775807",
        ),
        ("2xui2=0,3", "2xui2=0 3"),
        ("2xui4=0,15", "2xui4=0 15"),
        ("2xui8=0,255", "2xui8=0 255"),
        ("ui16=65535", "ui16=65535"),
        ("ui32=4294967295", "ui32=4294967295"),
        (
            "2xui64=18446744073709551615,0xFFFFFFFFFFFFFFFF",
            "2xui64=18446744073709551615 18446744073709551615",
        ),
        ("2xsi8=-1,1", "2xi8=-1 1"),
        ("2xu8=1,2", "2xui8=1 2"),
        ("index=-5", "index=-5"),
        // f4E2M1FN holds 0, 0.5, 1, 1.5, 2, 3, 4, 6: 2.5 is a tie between 2 and 3 and goes to 2.
        ("3xf4E2M1FN=2.5,-6,0.25", "3xf4E2M1FN=2 -6 0"),
        ("2xf6E2M3FN=7.5,0.1", "2xf6E2M3FN=7.5 0.125"),
        ("2xf6E3M2FN=28,0.1", "2xf6E3M2FN=28 0.125"),
        ("3xf8E3M4=0.1,15.5,-inf", "3xf8E3M4=0.09375 15.5 -INF"),
        ("2xf8E4M3=0.1,240", "2xf8E4M3=0.101562 240"),
        ("3xf8E4M3FN=0.1,448,nan", "3xf8E4M3FN=0.101562 448 NAN"),
        ("2xf8E4M3FNUZ=0.1,240", "2xf8E4M3FNUZ=0.101562 240"),
        ("2xf8E4M3B11FNUZ=0.1,30", "2xf8E4M3B11FNUZ=0.101562 30"),
        ("3xf8E5M2=0.1,57344,inf", "3xf8E5M2=0.09375 57344 INF"),
        ("2xf8E5M2FNUZ=0.1,57344", "2xf8E5M2FNUZ=0.09375 57344"),
        ("3xf8E8M0FNU=0.1,3,nan", "3xf8E8M0FNU=0.125 4 NAN"),
        ("2xbf16=0.1,3.15625", "2xbf16=0.100098 3.15625"),
        ("3xf16=0.1,65504,-inf", "3xf16=0.0999756 65504 -INF"),
        ("2xtf32=0.1,1.0009765625", "2xtf32=0.0999756 1.00098"),
        ("2xf32=0.1,3.4028234663852886e38", "2xf32=0.1 3.40282E+38"),
        ("2xf64=0.1,1e300", "2xf64=0.1 1E+300"),
        // C hex floats, read by value as strtof reads them: 0x7F80 is 32640, not a bit pattern.
        ("3xf32=0x1.8p1,0x7F80,-0x.8", "3xf32=3 32640 -0.5"),
        ("f16=0x1p-24", "f16=5.96046E-08"),
        (
            "2xcomplex<f32>=(1,2) (-0.5 0.25)",
            "2xcomplex<f32>=(1,2) (-0.5,0.25)",
        ),
        (
            "2xcf64=[(1,-2)][(inf,nan)]",
            "2xcomplex<f32>=(1,-2) (INF,NAN)",
        ),
        ("complex<f64>=(0.1,1e300)", "complex<f64>=(0.1,1E+300)"),
        ("2xcomplex<f32>=(1,2)", "2xcomplex<f32>=(1,2) (1,2)"),
        // IREE's raw form: the element's bytes in memory order, 0000803F = 1.0f, 00000040 = 2.0f.
        ("complex<f32>=0000803F00000040", "complex<f32>=(1,2)"),
        ("2x0xf32", "2x0xf32=[][]"),
    ];
    for (spec, want) in cases {
        assert_eq!(show(spec), want, "{spec}");
    }
    // Every element type parses by its own name and prints it back.
    for &t in ElemType::ALL {
        let spec = format!("2x{}", t.name());
        let h = parse(&spec).unwrap_or_else(|e| panic!("{spec}: {e}"));
        assert_eq!(h.dtype, t);
        assert_eq!(h.data.len(), 2 * t.byte_size());
    }
}

#[test]
fn printed_values_parse_back_to_the_same_bits() {
    // Every bit pattern of the one-byte types, and some of the others, survive print -> parse.
    for &t in ElemType::ALL {
        let bits: Vec<u128> = match t.byte_size() {
            1 => (0..(1u128 << t.bits().min(8))).collect(),
            _ => vec![0, 1, 0x3c00, 0x7bff, 0xc000],
        };
        let lane = element::lane::from_bits(t, &bits);
        let h = HostTensor::from_lane(t, vec![bits.len()], &lane).unwrap();
        let text = format_buffer_view(&h, usize::MAX);
        let back = parse(&text).unwrap_or_else(|e| panic!("{t}: {text}: {e}"));
        for i in 0..h.num_elements() {
            let (a, b) = (h.get_complex(i), back.get_complex(i));
            let same = (a.re == b.re || (a.re.is_nan() && b.re.is_nan()))
                && (a.im == b.im || (a.im.is_nan() && b.im.is_nan()));
            // %G keeps 6 significant digits: the f8/f6/f4/bf16/f16 values all have fewer.
            let exact = t.float_format().is_none_or(|f| f.man_bits <= 10);
            if exact {
                assert!(same, "{t} element {i}: {text}");
            }
        }
    }
}

#[test]
fn errors_name_the_input_the_token_and_the_expectation() {
    let e = err("2x2xf32=1,2,3");
    assert!(
        e.contains("input 0") && e.contains("4 elements expected") && e.contains("3 given"),
        "{e}"
    );
    let e = err("2xq8=1,2");
    assert!(e.contains("unknown element type `q8`"), "{e}");
    assert!(e.contains("f8E4M3FN") && e.contains("complex<f32>"), "{e}");
    assert_eq!(
        err("2x?xf32=1"),
        "input 0 (`2x?xf32=1`): `?` is not a dimension size in `2x?xf32` (expected e.g. 2x3xf32)"
    );
    assert_eq!(
        err("2xf32=1,zz"),
        "input 0 (`2xf32=1,zz`): `zz` is not a valid f32 value (expected a decimal number, a C hex float such as 0x1.8p1, inf or nan) (element 1)"
    );
    assert_eq!(
        err("2xi8=1,300"),
        "input 0 (`2xi8=1,300`): `300` is out of range for i8 (-128..=127) (element 1)"
    );
    assert_eq!(
        err("4xui4=16"),
        "input 0 (`4xui4=16`): `16` is out of range for ui4 (0..=15) (the splat value)"
    );
    assert!(err("2xui64=-1,0").contains("`-1` is out of range for ui64"));
    assert!(err("i64=99999999999999999999999999999999999999999").contains("out of range for i64"));
    assert!(err("i32=1.5").contains("`1.5` is not a valid i32 value"));
    assert!(err("i1=2").contains("`2` is not a valid i1 value (expected 0, 1, true or false)"));
    assert_eq!(
        err("2xf16=1,70000"),
        "input 0 (`2xf16=1,70000`): `70000` is out of range for f16, whose largest finite value is 65504 (element 1)"
    );
    assert!(
        err("f8E4M3FN=inf").contains("`inf` is not a value of f8E4M3FN, which has no infinities")
    );
    assert!(err("f8E4M3FN=500")
        .contains("`500` is out of range for f8E4M3FN, whose largest finite value is 448"));
    assert!(err("f4E2M1FN=nan").contains("`nan` is not a value of f4E2M1FN, which has no NaN"));
    assert!(err("f4E2M1FN=7").contains("`7` is out of range for f4E2M1FN"));
    assert_eq!(show("f4E2M1FN=6.9"), "f4E2M1FN=6");
    assert!(err("f8E8M0FNU=0").contains("holds only positive powers of two"));
    assert!(err("f8E8M0FNU=-1").contains("holds only positive powers of two"));
    assert!(err("f32=1e39").contains("`1e39` is out of range for f32"));
    assert!(err("f32=0x1.8q").contains("`0x1.8q` is not a valid f32 value"));
    assert!(err("f32=(1,2)").contains("`(1,2)` is a complex value, but the element type is f32"));
    assert!(err("complex<f32>=1").contains(
        "`1` is not a valid complex<f32> value (expected `(re,im)` such as (1,-2.5), or the element's 8 bytes as 16 hex digits as IREE prints them)"
    ));
    assert!(err("complex<f32>=(1,2").contains("`(1,2` has no closing `)`"));
    assert!(err("complex<f32>=(1,2,3)").contains("`(1,2,3)` is not a complex value"));
    assert!(err("complex<f32>=(1,x)").contains("in `(1,x)`: `x` is not a valid f32 value"));
    let e = err("@/nonexistent/x.npy");
    assert!(
        e.starts_with(
            "input 0 (`@/nonexistent/x.npy`): cannot read `/nonexistent/x.npy`: No such file"
        ),
        "{e}"
    );
    let t = parse("2x2xf32").unwrap();
    let e = check_input(&t, 3, (ElemType::F32, &[4])).unwrap_err().0;
    assert_eq!(e, "input 3: expected tensor<4xf32>, got tensor<2x2xf32>");
    // A long literal is cut short in messages.
    let long = format!("1000xf32={}x", "1,".repeat(999));
    assert!(
        err(&long).starts_with("input 0 (`1000xf32=1,1,"),
        "{}",
        err(&long)
    );
    assert!(err(&long).contains("...`)"), "{}", err(&long));
}

#[test]
fn npy_round_trips_every_type_and_appends() {
    let mut all = Vec::new();
    let mut bytes = Vec::new();
    for &t in ElemType::ALL {
        let bits: Vec<u128> = match t.byte_size() {
            1 => (0..(1u128 << t.bits().min(8))).collect(),
            _ => vec![0, 1, 0x3c00, 0x7bff, 0xc000],
        };
        let lane = element::lane::from_bits(t, &bits);
        let h = HostTensor::from_lane(t, vec![bits.len()], &lane).unwrap();
        let one = encode_npy(&h).unwrap();
        assert_eq!(
            one.len() % 64,
            (h.data.len()) % 64,
            "{t}: the header pads to 64"
        );
        let arrays = decode_npy_arrays(&one, "t").unwrap();
        assert_eq!(arrays.len(), 1);
        assert_eq!(arrays[0].descr, npy_descr(t));
        let back = arrays[0].clone().into_tensor(Some(t), "t").unwrap();
        // NaN payloads aside, every value comes back with the same bits.
        assert_eq!(back.dtype, t);
        for i in 0..h.num_elements() {
            let (a, b) = (h.get_complex(i), back.get_complex(i));
            assert!(
                (a.re == b.re || a.re.is_nan() && b.re.is_nan())
                    && (a.im == b.im || a.im.is_nan() && b.im.is_nan()),
                "{t} element {i}"
            );
        }
        bytes.extend_from_slice(&one);
        all.push(h);
    }
    // Appended one after another, every array reads back in order with its type as the hint.
    let arrays = decode_npy_arrays(&bytes, "all").unwrap();
    assert_eq!(arrays.len(), all.len());
    for (a, h) in arrays.into_iter().zip(&all) {
        let t = a.into_tensor(Some(h.dtype), "all").unwrap();
        assert_eq!(t.shape, h.shape);
        assert_eq!(t.dtype, h.dtype);
    }
    assert!(decode_npy(b"not an npy file at all", "x")
        .unwrap_err()
        .0
        .contains("not an .npy file"));
}

#[test]
fn npy_without_a_hint_reads_the_dtype_own_type() {
    let a = parse("2x3xf32=1,2,3,4,5,6").unwrap();
    let b = parse("2xi1=1,0").unwrap();
    let c = parse("i64=-7").unwrap();
    let d = parse("2xbf16=1,-2").unwrap();
    let e = parse("complex<f64>=(1,2)").unwrap();
    let mut bytes = Vec::new();
    for t in [&a, &b, &c, &d, &e] {
        bytes.extend(encode_npy(t).unwrap());
    }
    assert_eq!(decode_npy(&bytes, "t").unwrap(), vec![a, b, c, d, e]);
    let f8 = encode_npy(&parse("f8E4M3FN=1").unwrap()).unwrap();
    let e = decode_npy(&f8, "f8.npy").unwrap_err().0;
    assert!(
        e.starts_with(
            "`f8.npy` (array 0): dtype `<V1` is one of ml_dtypes' one-byte types (i2, i4"
        ),
        "{e}"
    );
}

/// Reads `Inputs/NAME.npy` with `hint`.
fn numpy_file(name: &str, hint: Option<ElemType>) -> Result<HostTensor, IoError> {
    let arrays = read_npy_arrays(&inputs().join(format!("{name}.npy")))?;
    assert_eq!(arrays.len(), 1, "{name}");
    arrays.into_iter().next().unwrap().into_tensor(hint, name)
}

#[test]
fn files_written_by_numpy_and_ml_dtypes() {
    use ElemType::*;
    // The values make_npy.py printed (numpy's own reading of each array).
    let ints: &[(&str, ElemType, Vec<i64>)] = &[
        ("bool", I1, vec![1, 0, 1]),
        ("i8", I8, vec![-128, 0, 127]),
        ("i16", I16, vec![-32768, 300, 32767]),
        ("i32", I32, vec![-2147483648, 7, 2147483647]),
        ("i64", I64, vec![i64::MIN, 7, i64::MAX]),
        ("u8", UI8, vec![0, 7, 255]),
        ("u16", UI16, vec![0, 7, 65535]),
        ("u32", UI32, vec![0, 7, 4294967295]),
        ("u64", UI64, vec![0, 7, -1]),
        ("int4", I4, vec![-8, -1, 7]),
        ("uint4", UI4, vec![0, 9, 15]),
        ("int2", I2, vec![-2, -1, 1]),
        ("uint2", UI2, vec![0, 2, 3]),
        ("big_i16", I16, vec![-2, 300]),
    ];
    for (name, t, want) in ints {
        let hint = Some(*t);
        let h = numpy_file(name, hint).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (h.dtype, h.to_lane()),
            (*t, Lane::I(want.clone())),
            "{name}"
        );
    }
    let floats: &[(&str, ElemType, Vec<f64>)] = &[
        ("f16", F16, vec![1.5, -2.0, 65504.0, f64::INFINITY]),
        (
            "f32",
            F32,
            vec![0.10000000149011612, -2.5, 3.0000000054977558e+38],
        ),
        ("f64", F64, vec![0.1, -2.5, 1e300]),
        ("bfloat16", BF16, vec![0.10009765625, -1.5, 3.0]),
        ("float8_e3m4", F8E3M4, vec![0.09375, -1.5, 3.0]),
        ("float8_e4m3", F8E4M3, vec![0.1015625, -1.5, 3.0]),
        ("float8_e4m3fn", F8E4M3FN, vec![0.1015625, -1.5, 3.0]),
        ("float8_e4m3fnuz", F8E4M3FNUZ, vec![0.1015625, -1.5, 3.0]),
        (
            "float8_e4m3b11fnuz",
            F8E4M3B11FNUZ,
            vec![0.1015625, -1.5, 3.0],
        ),
        ("float8_e5m2", F8E5M2, vec![0.09375, -1.5, 3.0]),
        ("float8_e5m2fnuz", F8E5M2FNUZ, vec![0.09375, -1.5, 3.0]),
        ("float6_e2m3fn", F6E2M3FN, vec![0.125, -1.5, 3.0]),
        ("float6_e3m2fn", F6E3M2FN, vec![0.125, -1.5, 3.0]),
        ("float4_e2m1fn", F4E2M1FN, vec![0.0, -1.5, 3.0]),
        ("float8_e8m0fnu", F8E8M0FNU, vec![0.125, 2.0, 1024.0]),
        ("big_f32", F32, vec![1.5, -2.0]),
    ];
    for (name, t, want) in floats {
        let h = numpy_file(name, Some(*t)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (h.dtype, h.to_lane()),
            (*t, Lane::F(want.clone())),
            "{name}"
        );
    }
    let complex: &[(&str, ElemType, Vec<C>)] = &[
        ("c64", C64, vec![C::new(1.0, 2.0), C::new(-0.5, -0.25)]),
        ("c128", C128, vec![C::new(0.1, 1e300), C::new(-0.0, -3.0)]),
        ("big_c64", C64, vec![C::new(1.0, 2.0)]),
    ];
    for (name, t, want) in complex {
        let h = numpy_file(name, Some(*t)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (h.dtype, h.to_lane()),
            (*t, Lane::C(want.clone())),
            "{name}"
        );
    }
    // Without a hint, numpy's own types and bfloat16 need none; the one-byte ml_dtypes types do.
    assert_eq!(numpy_file("bfloat16", None).unwrap().dtype, BF16);
    assert_eq!(numpy_file("float8_e5m2", None).unwrap().dtype, F8E5M2);
    assert_eq!(numpy_file("u64", None).unwrap().dtype, UI64);
    assert!(numpy_file("int4", None).is_err());
    // A scalar and a matrix keep their shapes.
    let s = numpy_file("f64_scalar", None).unwrap();
    assert_eq!((s.shape.clone(), s.get_f64(0)), (vec![], 2.5));
    let m = numpy_file("f32_2x3", None).unwrap();
    assert_eq!(format_buffer_view(&m, 100), "2x3xf32=[0 1 2][3 4 5]");
    // `<i8` reads as index when asked; `<f4` as tf32 only when every value is a tf32 value.
    assert_eq!(numpy_file("i64", Some(Index)).unwrap().dtype, Index);
    let e = numpy_file("f32", Some(TF32)).unwrap_err().0;
    assert!(e.contains("element 0 (0.1) is not a tf32 value"), "{e}");
    assert_eq!(numpy_file("big_f32", Some(TF32)).unwrap().get_f64(1), -2.0);
}

#[test]
fn unsupported_numpy_files_are_clear_errors() {
    let read = |name: &str| {
        read_npy_file(&inputs().join(format!("{name}.npy")))
            .unwrap_err()
            .0
    };
    let e = read("fortran");
    assert!(
        e.contains("fortran.npy` (array 0 at byte 0): Fortran-order arrays are not supported"),
        "{e}"
    );
    let e = read("strings");
    assert!(e.contains("unsupported .npy dtype `<U2`"), "{e}");
    let e = read("structured");
    assert!(e.contains("structured dtypes"), "{e}");
    // A big-endian raw dtype has no element type to swap by.
    let mut bytes = encode_npy(&parse("2xbf16=1,2").unwrap()).unwrap();
    let at = bytes.windows(3).position(|w| w == b"<V2").unwrap();
    bytes[at] = b'>';
    let e = decode_npy(&bytes, "be.npy").unwrap_err().0;
    assert!(
        e.contains("big-endian raw dtype `>V2` cannot be read"),
        "{e}"
    );
    // Truncated data names the byte counts.
    let bytes = encode_npy(&parse("4xf32=1").unwrap()).unwrap();
    let e = decode_npy(&bytes[..bytes.len() - 1], "cut.npy")
        .unwrap_err()
        .0;
    assert!(
        e.contains("truncated .npy data (16 bytes expected, 15 present)"),
        "{e}"
    );
}

#[test]
fn appended_numpy_arrays_and_argument_types() {
    let dir = inputs();
    let mut cursors = NpyCursors::default();
    let a = parse_input_as(
        "@appended.npy",
        0,
        &dir,
        &mut cursors,
        (ElemType::F32, &[3]),
    )
    .unwrap();
    assert_eq!(format_buffer_view(a.tensor(), 10), "3xf32=1 2 3");
    let b = parse_input_as(
        "+appended.npy",
        1,
        &dir,
        &mut cursors,
        (ElemType::I32, &[2]),
    )
    .unwrap();
    assert_eq!(format_buffer_view(b.tensor(), 10), "2xi32=4 5");
    let e = parse_input("+appended.npy", 2, &dir, &mut cursors)
        .unwrap_err()
        .0;
    assert!(
        e.contains("holds no array number 2 (it holds 2: numbers 0 to 1)"),
        "{e}"
    );
    // A dtype that does not match the argument names the input, the file, both types.
    let e = parse_input_as("@f64.npy", 1, &dir, &mut cursors, (ElemType::F32, &[3]))
        .unwrap_err()
        .0;
    assert!(
        e.starts_with("input 1 (`@f64.npy`): `")
            && e.ends_with(
                "f64.npy` (array 0) holds a tensor<3xf64> (dtype `<f8`), but argument 1 is tensor<3xf32>"
            ),
        "{e}"
    );
    // `<V1` read for an argument that is not a one-byte type.
    let e = parse_input_as("@int4.npy", 0, &dir, &mut cursors, (ElemType::F32, &[3]))
        .unwrap_err()
        .0;
    assert!(
        e.contains("(the argument is f32, which is not one of them)"),
        "{e}"
    );
    // `<V1` read for an i4 argument.
    let v = parse_input_as("@int4.npy", 0, &dir, &mut cursors, (ElemType::I4, &[3])).unwrap();
    assert_eq!(format_buffer_view(v.tensor(), 10), "3xi4=-8 -1 7");
    // Shape mismatches of literals keep check_input's message.
    let e = parse_input_as("4xf32", 0, &dir, &mut cursors, (ElemType::F32, &[2, 2]))
        .unwrap_err()
        .0;
    assert_eq!(e, "input 0: expected tensor<2x2xf32>, got tensor<4xf32>");
}

#[test]
fn expected_output_comparison_for_every_type() {
    let cmp = |got: &str, want: &str| {
        compare_expected(&parse(got).unwrap(), &parse(want).unwrap(), 0, 0.0001)
    };
    assert_eq!(cmp("2xf32=1,2", "2xf32=1,2.00005"), Ok(()));
    assert_eq!(
        cmp("2xf32=1,2", "2xf32=1,2.5").unwrap_err(),
        "result[0]: element 1 is 2 but 2.5 was expected (difference 0.5 exceeds the threshold 0.0001)"
    );
    // f16 and bf16 take IREE's looser defaults.
    assert_eq!(cmp("f16=1", "f16=1.0009765625"), Ok(()));
    assert_eq!(cmp("bf16=1", "bf16=1.0078125"), Ok(()));
    assert!(cmp("bf16=1", "bf16=1.015625").is_err());
    // NaN matches NaN; equal infinities match; different ones do not.
    assert_eq!(cmp("2xf64=nan,inf", "2xf64=nan,inf"), Ok(()));
    assert!(cmp("f64=inf", "f64=-inf").is_err());
    assert!(cmp("f64=1", "f64=nan").is_err());
    // Integers and the f8 types compare exactly.
    assert_eq!(
        cmp("2xui8=1,255", "2xui8=1,254").unwrap_err(),
        "result[0]: element 1 is 255 but 254 was expected (ui8 values compare exactly)"
    );
    assert!(cmp("f8E4M3FN=1", "f8E4M3FN=1.125").is_err());
    assert_eq!(cmp("f8E4M3FN=nan", "f8E4M3FN=nan"), Ok(()));
    // Complex values compare each part.
    assert_eq!(
        cmp("complex<f32>=(1,2)", "complex<f32>=(1.00001,2)"),
        Ok(())
    );
    assert_eq!(
        cmp("complex<f32>=(1,2)", "complex<f32>=(1,3)").unwrap_err(),
        "result[0]: element 0 is (1,2) but (1,3) was expected (difference 1 exceeds the threshold 0.0001)"
    );
    assert_eq!(
        cmp("2xf32=1,2", "2xf64=1,2").unwrap_err(),
        "result[0]: expected tensor<2xf64>, got tensor<2xf32>"
    );
    let tol = Tolerances {
        f64: 1.0,
        ..Tolerances::default()
    };
    assert_eq!(
        compare_expected_with(
            &parse("f64=1").unwrap(),
            &parse("f64=1.5").unwrap(),
            0,
            &tol
        ),
        Ok(())
    );
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

#[test]
fn thresholds_are_finite_and_non_negative() {
    assert_eq!(parse_threshold("0.0001"), Ok(0.0001));
    assert_eq!(parse_threshold("0"), Ok(0.0));
    assert_eq!(parse_threshold("1e3"), Ok(1000.0));
    for bad in [
        "nan", "-nan", "inf", "-inf", "infinity", "-0.5", "1e400", "", "abc",
    ] {
        let e = parse_threshold(bad).unwrap_err();
        assert!(e.contains(&format!("`{bad}`")), "{bad}: {e}");
        assert!(e.contains("expected a finite value >= 0"), "{bad}: {e}");
    }
}

#[test]
fn inputs_are_checked_against_the_argument_before_they_are_built() {
    let mut c = NpyCursors::default();
    let dir = Path::new(".");
    // 2^40 elements would be 4 TiB: the type is refused before anything is allocated.
    let e = parse_input_as("1099511627776xf32=1", 2, dir, &mut c, (ElemType::F32, &[4]))
        .unwrap_err()
        .0;
    assert_eq!(
        e,
        "input 2: expected tensor<4xf32>, got tensor<1099511627776xf32>"
    );
    // The byte limit (a device's) applies to inputs of the right type.
    let e = parse_input_within("4xf32=1", 0, dir, &mut c, (ElemType::F32, &[4]), Some(15))
        .unwrap_err()
        .0;
    assert!(
        e.contains("a tensor<4xf32> holds 16 bytes, more than the 15-byte limit"),
        "{e}"
    );
    let ok = parse_input_within("4xf32=1", 0, dir, &mut c, (ElemType::F32, &[4]), Some(16));
    assert_eq!(ok.unwrap().tensor().data.len(), 16);
}

#[test]
fn only_regular_files_are_read() {
    let dir = std::env::temp_dir().join(format!("cli_io_regular_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let e = regular_file_len(&dir, "an .npy file").unwrap_err().0;
    assert_eq!(
        e,
        format!(
            "{}: is a directory, expected an .npy file (only regular files are read)",
            dir.display()
        )
    );
    let e = read_npy_file(Path::new("/dev/null")).unwrap_err().0;
    assert!(e.contains("/dev/null: is a character device"), "{e}");
    let f = dir.join("a.npy");
    std::fs::write(&f, encode_npy(&parse("2xi32=5,6").unwrap()).unwrap()).unwrap();
    assert_eq!(
        regular_file_len(&f, "x"),
        Ok(std::fs::metadata(&f).unwrap().len())
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn npy_arrays_of_a_file_are_read_one_at_a_time() {
    // Three arrays appended, the last one truncated: the first two still read, the third is a
    // clear error, and a fourth does not exist.
    let dir = std::env::temp_dir().join(format!("cli_io_stream_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let a = parse("2xi32=1,2").unwrap();
    let b = parse("3xf32=1.5,2.5,3.5").unwrap();
    let mut bytes = encode_npy(&a).unwrap();
    bytes.extend(encode_npy(&b).unwrap());
    let third = encode_npy(&b).unwrap();
    bytes.extend(&third[..third.len() - 4]);
    std::fs::write(dir.join("s.npy"), &bytes).unwrap();
    let mut c = NpyCursors::default();
    let read = |c: &mut NpyCursors, spec: &str, t: (ElemType, &[usize])| {
        parse_input_as(spec, 0, &dir, c, t).map(|v| v.tensor().clone())
    };
    assert_eq!(read(&mut c, "@s.npy", (ElemType::I32, &[2])), Ok(a));
    assert_eq!(read(&mut c, "+s.npy", (ElemType::F32, &[3])), Ok(b));
    let e = read(&mut c, "+s.npy", (ElemType::F32, &[3])).unwrap_err().0;
    assert!(
        e.contains("(array 2 at byte 276): truncated .npy data (12 bytes expected, 8 present)"),
        "{e}"
    );
    let e = read(&mut c, "+s.npy", (ElemType::F32, &[3])).unwrap_err().0;
    assert!(e.contains("(array 2 at byte 276): truncated"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn npz_archives_written_by_numpy() {
    // Values from make_npz.py (the arrays it saves).
    let two = read_npz_file(&inputs().join("two.npz")).unwrap();
    let shown: Vec<(String, String)> = two
        .iter()
        .map(|(n, t)| (n.clone(), format_buffer_view(t, 1024)))
        .collect();
    assert_eq!(
        shown,
        [
            ("arr_0".to_string(), "4xf32=1.5 -2 3 0.25".to_string()),
            ("arr_1".to_string(), "2x2xi32=[1 2][3 -4]".to_string()),
        ]
    );
    // savez_compressed: deflated members, keyword names in the order given.
    let named = read_npz_file(&inputs().join("named.npz")).unwrap();
    let shown: Vec<(String, String)> = named
        .iter()
        .map(|(n, t)| (n.clone(), format_buffer_view(t, 1024)))
        .collect();
    assert_eq!(
        shown,
        [
            ("w".to_string(), "4xf32=1 3 5 7".to_string()),
            ("g".to_string(), "4xf32=0.5 0.5 0.5 0.5".to_string()),
        ]
    );
    // `@file.npz` expands to its arrays in order; other inputs stay.
    let specs = [
        "@two.npz".to_string(),
        "f32=1".to_string(),
        "@named.npz:g".to_string(),
    ];
    assert_eq!(
        expand_npz_inputs(&specs, &inputs()).unwrap(),
        ["@two.npz:arr_0", "@two.npz:arr_1", "f32=1", "@named.npz:g"]
    );
    // One named array, checked against the argument.
    let mut c = NpyCursors::default();
    let g = parse_input_as("@named.npz:g", 0, &inputs(), &mut c, (ElemType::F32, &[4])).unwrap();
    assert_eq!(
        format_buffer_view(g.tensor(), 1024),
        "4xf32=0.5 0.5 0.5 0.5"
    );
    let e = parse_input_as("@named.npz:x", 1, &inputs(), &mut c, (ElemType::F32, &[4]))
        .unwrap_err()
        .0;
    assert!(
        e.contains("named.npz` holds no array `x` (it holds: w, g)"),
        "{e}"
    );
    let e = parse_input_as(
        "@two.npz:arr_1",
        1,
        &inputs(),
        &mut c,
        (ElemType::F32, &[4]),
    )
    .unwrap_err()
    .0;
    assert!(
        e.contains("two.npz:arr_1` (array 0) holds a tensor<2x2xi32> (dtype `<i4`), but argument 1 is tensor<4xf32>"),
        "{e}"
    );
    let e = parse_input("+two.npz", 0, &inputs(), &mut c).unwrap_err().0;
    assert!(e.contains("for an .npz archive use `@two.npz`"), "{e}");
    // Not an archive.
    let e = npz_array_names(&inputs().join("f32.npy")).unwrap_err().0;
    assert!(e.contains("f32.npy` is not an .npz archive"), "{e}");
}

#[test]
fn npz_outputs_round_trip_with_savez_names() {
    let dir = std::env::temp_dir().join(format!("cli_io_npz_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("out.npz");
    let a = parse("3xf64=1.25,-0,inf").unwrap();
    let b = parse("2x2xi1=1,0,0,1").unwrap();
    let c = parse("bf16=-3.5").unwrap();
    let spec = parse_output(&format!("@{}", p.display()), 0).unwrap();
    assert_eq!(spec, OutputSpec::Npz(p.clone()));
    let text = deliver_results(
        "f",
        &[a.clone(), b.clone(), c.clone()],
        std::slice::from_ref(&spec),
        10,
    )
    .unwrap();
    assert_eq!(text, "EXEC @f\n");
    // The members as a zip reader sees them: numpy's savez names, stored.
    let mut z = zip::ZipArchive::new(std::fs::File::open(&p).unwrap()).unwrap();
    let names: Vec<String> = z.file_names().map(|n| n.unwrap().to_string()).collect();
    assert_eq!(names, ["arr_0.npy", "arr_1.npy", "arr_2.npy"]);
    assert_eq!(
        z.by_index(0).unwrap().compression(),
        zip::CompressionMethod::Stored
    );
    // And read back through the .npz reader.
    let back = read_npz_file(&p).unwrap();
    assert_eq!(back.len(), 3);
    assert_eq!(back[0].1, a);
    assert_eq!(back[1].1, b);
    // bf16 is saved as ml_dtypes' `<V2`, read back as bf16.
    assert_eq!(back[2].1, c);
    // An .npz output takes every result: it cannot share the results with other outputs.
    let e = deliver_results("f", &[a.clone(), b], &[spec, OutputSpec::Print], 10)
        .unwrap_err()
        .0;
    assert!(e.contains("must be the only --output (2 given)"), "{e}");
    let e = parse_output("+x.npz", 0).unwrap_err().0;
    assert!(e.contains("an .npz archive is written whole"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A type in an error message is printed, not made: an input checked against a 512 GiB type
/// names the type without allocating it.
#[test]
fn a_huge_expected_type_is_named_without_being_allocated() {
    let small = HostTensor::zeros(ElemType::F32, vec![2]);
    assert_eq!(
        small.mlir_type(),
        HostTensor::mlir_type_for(ElemType::F32, &[2])
    );
    let huge: &[usize] = &[1 << 20, 1 << 20, 1 << 17];
    let e = check_input(&small, 3, (ElemType::F32, huge)).unwrap_err();
    assert_eq!(
        e.0,
        "input 3: expected tensor<1048576x1048576x131072xf32>, got tensor<2xf32>"
    );
}
