//! Tests of the executor's shared machinery and of the fast paths of some steps (moved here
//! from `exec.rs`, unchanged).

use super::*;
use crate::kernel::steps;
use crate::kernel::steps::conv::{conv, conv_im2col_f32};
use crate::kernel::steps::reduce_window::WindowF32;
use crate::kernel::validate::validate_kernel;

fn raw(v: &mut [f32]) -> RawBuf {
    raw_of(v)
}

fn raw_of<T>(v: &mut [T]) -> RawBuf {
    RawBuf {
        ptr: v.as_mut_ptr() as *mut u8,
        len: std::mem::size_of_val(v),
    }
}

fn load(buf: u32, strides: &[i64]) -> Node {
    Node::Load {
        buf: Buf::Binding(buf),
        map: IndexMap {
            offset: 0,
            strides: strides.to_vec(),
        },
    }
}

/// `k` with F32 bindings of `(elements, writable)`, validated.
fn f32_kernel(mut k: Kernel, bindings: &[(usize, bool)]) -> ValidatedKernel {
    k.bindings = bindings
        .iter()
        .map(|&(elements, writable)| BufDecl {
            dtype: ElemType::F32,
            elements: elements as u64,
            writable,
        })
        .collect();
    validate_kernel(k).expect("a valid kernel")
}

fn ctx<'a>(binds: &'a [RawBuf]) -> Ctx<'a> {
    Ctx {
        bindings: binds,
        scratch: &[],
        threads: 1,
    }
}

/// A kernel of one Map step over `shape` storing node `out` (of type `t`) to the binding after
/// the expression's loads.
fn one_map(shape: Vec<u64>, e: Expr, out: u32, t: ElemType) -> ValidatedKernel {
    let loads = e
        .nodes
        .iter()
        .filter_map(|n| match n {
            Node::Load {
                buf: Buf::Binding(b),
                ..
            } => Some(*b),
            _ => None,
        })
        .max()
        .map_or(0, |b| b + 1);
    let n = num_elements(&shape);
    let mut bindings: Vec<BufDecl> = (0..loads)
        .map(|b| BufDecl {
            dtype: e
                .nodes
                .iter()
                .zip(&e.types)
                .find_map(|(nd, &t)| match nd {
                    Node::Load {
                        buf: Buf::Binding(x),
                        ..
                    } if *x == b => Some(t),
                    _ => None,
                })
                .unwrap_or(t),
            elements: n,
            writable: false,
        })
        .collect();
    bindings.push(BufDecl {
        dtype: t,
        elements: n,
        writable: true,
    });
    validate_kernel(Kernel {
        name: "test".into(),
        bindings,
        scratch: vec![],
        steps: vec![Step::Map(steps::Map {
            shape,
            expr: e,
            outputs: vec![(Buf::Binding(loads), out)],
        })],
    })
    .expect("a valid kernel")
}

/// The f32 fast paths (direct accumulation for short reductions, im2col + GEMM otherwise)
/// against the generic convolution loop on NHWC/HWIO layouts with strides,
/// kernel dilation, asymmetric padding and few or many features (the in-window fast path and
/// the padded border rows), on 1 and 2 threads.
/// An im2col matrix beyond IM2COL_MAX_ELEMENTS (or whose size overflows) is never asked for:
/// the fast path declines before touching a buffer, and the direct loop runs instead.
#[test]
fn im2col_declines_matrices_beyond_its_bound() {
    let mut one = [0f32; 1];
    for (rows_h, win_h, cin) in [(1024u64, 512u64, 1u64), (1 << 31, 1 << 31, 1 << 40)] {
        let d = ConvDesc::nhwc_2d(
            vec![1, rows_h, 1024, cin],
            vec![win_h, 1024, cin, 64],
            vec![1, rows_h, 1024, 64],
        );
        let b = raw(&mut one);
        assert!(!conv_im2col_f32(b, b, b, &d, 1), "{rows_h} {win_h} {cin}");
    }
}

#[test]
fn im2col_convolution_matches_the_direct_loop() {
    // (input NHWC, kernel HW, cout, strides, dilation, pad_lo, pad_hi)
    type Case = (
        [u64; 4],
        [u64; 2],
        u64,
        [i64; 2],
        [i64; 2],
        [i64; 2],
        [i64; 2],
    );
    let cases: [Case; 8] = [
        ([2, 9, 8, 1], [3, 3], 4, [1, 1], [1, 1], [1, 1], [1, 1]),
        // The direct path's blocks of 8 features and single features (12 = 8 + 4), interior
        // rows in groups of 4 and single ones between border rows.
        ([2, 9, 11, 1], [3, 3], 12, [1, 1], [1, 1], [1, 1], [1, 1]),
        ([1, 10, 13, 2], [2, 3], 8, [2, 2], [1, 1], [0, 1], [1, 1]),
        ([3, 6, 7, 1], [3, 3], 16, [1, 1], [1, 2], [1, 2], [1, 2]),
        ([1, 11, 10, 3], [3, 2], 5, [2, 1], [2, 1], [2, 0], [1, 1]),
        ([2, 7, 7, 20], [2, 2], 3, [1, 2], [1, 1], [0, 1], [0, 0]),
        ([1, 6, 9, 2], [1, 3], 2, [1, 1], [1, 3], [0, 3], [0, 3]),
        // 4096 rows of 288: five blocks of the im2col matrix.
        ([4, 32, 32, 32], [3, 3], 8, [1, 1], [1, 1], [1, 1], [1, 1]),
    ];
    for (ci, (ins, win, cout, strides, dil, pad_lo, pad_hi)) in cases.into_iter().enumerate() {
        let out_sp: Vec<u64> = (0..2)
            .map(|s| {
                let span = (win[s] as i64 - 1) * dil[s] + 1;
                ((ins[s + 1] as i64 + pad_lo[s] + pad_hi[s] - span) / strides[s] + 1) as u64
            })
            .collect();
        let d = ConvDesc {
            strides: strides.to_vec(),
            pad_lo: pad_lo.to_vec(),
            rhs_dil: dil.to_vec(),
            ..ConvDesc::nhwc_2d(
                ins.to_vec(),
                vec![win[0], win[1], ins[3], cout],
                vec![ins[0], out_sp[0], out_sp[1], cout],
            )
        };
        let n = |v: &[u64]| v.iter().product::<u64>() as usize;
        let mut x: Vec<f32> = (0..n(&d.lhs_shape))
            .map(|i| ((i * 13 % 29) as f32 - 14.0) * 0.125)
            .collect();
        let mut k: Vec<f32> = (0..n(&d.rhs_shape))
            .map(|i| ((i * 7 % 11) as f32 - 5.0) * 0.25)
            .collect();
        let mut want = vec![0f32; n(&d.out_shape)];
        conv::<f32>(raw(&mut x), raw(&mut k), raw(&mut want), &d);
        for threads in [1, 2] {
            let mut got = vec![f32::NAN; want.len()];
            let (xb, kb, ob) = (raw(&mut x), raw(&mut k), raw(&mut got));
            let done = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
                .install(|| conv_im2col_f32(xb, kb, ob, &d, threads));
            assert!(done, "case {ci}: im2col declined");
            for (i, (g, e)) in got.iter().zip(&want).enumerate() {
                // Values are multiples of 1/32 summed over at most 288 terms: exact in f32
                // in any order.
                assert_eq!(g, e, "case {ci}, threads {threads}, element {i}");
            }
        }
    }
}

/// The f32 window table path (with and without contiguous innermost runs, with padding,
/// strides and window dilation, on 1 and 2 threads) against a direct loop over the
/// definition: out[o] = fold(op, init, x[o * stride + w * dil - pad_lo] or init if outside).
#[test]
fn f32_windows_match_the_definition() {
    // (input shape, window, strides, window dilation, padding on both sides)
    type Case<'a> = (&'a [u64], &'a [u64], &'a [i64], &'a [i64], &'a [i64]);
    let cases: [Case; 7] = [
        (
            &[2, 9, 7, 5],
            &[1, 3, 2, 1],
            &[1, 2, 2, 1],
            &[1, 1, 1, 1],
            &[0, 1, 0, 0],
        ),
        (
            &[2, 8, 8, 3],
            &[1, 2, 2, 1],
            &[1, 2, 2, 1],
            &[1, 1, 1, 1],
            &[0, 0, 0, 0],
        ),
        (&[3, 10, 6], &[1, 3, 2], &[1, 1, 2], &[1, 2, 1], &[0, 2, 1]),
        (&[40, 33], &[2, 1], &[1, 1], &[1, 1], &[1, 0]),
        // Every window inside and the innermost dimension passing through (pooling): rows
        // folded 8 lanes at a time, then the rest one by one.
        (
            &[2, 8, 6, 16],
            &[1, 2, 2, 1],
            &[1, 2, 2, 1],
            &[1, 1, 1, 1],
            &[0, 0, 0, 0],
        ),
        (
            &[3, 6, 6, 11],
            &[1, 3, 3, 1],
            &[1, 1, 1, 1],
            &[1, 1, 1, 1],
            &[0, 0, 0, 0],
        ),
        (
            &[2, 7, 9, 8],
            &[1, 2, 3, 1],
            &[1, 2, 1, 1],
            &[1, 1, 2, 1],
            &[0, 0, 0, 0],
        ),
    ];
    for (ci, &(in_shape, window, strides, win_dil, pad_lo)) in cases.iter().enumerate() {
        let rank = in_shape.len();
        let ist = row_major_strides(in_shape);
        let pad_hi: Vec<i64> = pad_lo.to_vec();
        let out_shape: Vec<u64> = (0..rank)
            .map(|d| {
                let span = (window[d] as i64 - 1) * win_dil[d] + 1;
                ((in_shape[d] as i64 + pad_lo[d] + pad_hi[d] - span) / strides[d] + 1) as u64
            })
            .collect();
        let n_in = num_elements(in_shape) as usize;
        let n_out = num_elements(&out_shape) as usize;
        let mut x: Vec<f32> = (0..n_in)
            .map(|i| ((i * 37 % 101) as f32 - 50.0) * 0.25)
            .collect();
        x[5] = f32::NAN;
        x[n_in / 2] = -0.0;
        for (op, init) in [
            (Fold::Add, 0.0f32),
            (Fold::Max, f32::NEG_INFINITY),
            (Fold::Min, f32::INFINITY),
        ] {
            let mut want = vec![0f32; n_out];
            let mut oi = vec![0u64; rank];
            let mut wi = vec![0u64; rank];
            for (o, w_out) in want.iter_mut().enumerate() {
                unravel(o as u64, &out_shape, &mut oi);
                let mut acc = init;
                for w in 0..num_elements(window) {
                    unravel(w, window, &mut wi);
                    let mut off = 0i64;
                    let mut inside = true;
                    for d in 0..rank {
                        let p = oi[d] as i64 * strides[d] + wi[d] as i64 * win_dil[d] - pad_lo[d];
                        inside &= p >= 0 && p < in_shape[d] as i64;
                        off += p * ist[d];
                    }
                    let v = if inside { x[off as usize] } else { init };
                    acc = match op {
                        Fold::Add => acc + v,
                        Fold::Max => fmax!(acc, v),
                        Fold::Min => fmin!(acc, v),
                    };
                }
                *w_out = acc;
            }
            for threads in [1, 2] {
                let mut got = vec![7f32; n_out];
                let w = WindowF32 {
                    in_shape,
                    ist: &ist,
                    out_shape: &out_shape,
                    window,
                    strides,
                    win_dil,
                    pad_lo,
                    op,
                    init,
                };
                let (ib, ob) = (raw(&mut x), raw(&mut got));
                rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .build()
                    .unwrap()
                    .install(|| w.run(ib, ob, threads));
                for (i, (g, e)) in got.iter().zip(&want).enumerate() {
                    assert!(
                        g.to_bits() == e.to_bits() || (g.is_nan() && e.is_nan()),
                        "case {ci} {op:?} threads {threads}: out[{i}] = {g} vs {e}"
                    );
                }
            }
        }
    }
}

#[test]
fn map_with_broadcast_and_transpose_maps() {
    // out[i][j] = a[j][i] * 2 + b[j]  (a is 3x2, b is 3, out is 2x3)
    let mut a = [1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0];
    let mut b = [10.0f32, 20.0, 30.0];
    let mut out = [0.0f32; 6];
    let mut e = Expr::default();
    let x = e.push(
        ElemType::F32,
        Node::Load {
            buf: Buf::Binding(0),
            map: IndexMap {
                offset: 0,
                strides: vec![1, 2],
            },
        },
    );
    let two = e.push(ElemType::F32, Node::Const(2.0f32.to_bits() as u128));
    let m = e.push(ElemType::F32, Node::Binary(BinaryOp::Multiply, x, two));
    let y = e.push(
        ElemType::F32,
        Node::Load {
            buf: Buf::Binding(1),
            map: IndexMap {
                offset: 0,
                strides: vec![0, 1],
            },
        },
    );
    let s = e.push(ElemType::F32, Node::Binary(BinaryOp::Add, m, y));
    let k = Kernel {
        name: "t".into(),
        bindings: vec![],
        scratch: vec![],
        steps: vec![Step::Map(steps::Map {
            shape: vec![2, 3],
            expr: e,
            outputs: vec![(Buf::Binding(2), s)],
        })],
    };
    let binds = [raw(&mut a), raw(&mut b), raw(&mut out)];
    run_kernel(
        &f32_kernel(k, &[(6, false), (3, false), (6, true)]),
        &Ctx {
            bindings: &binds,
            scratch: &[],
            threads: 1,
        },
    )
    .unwrap();
    // Hand-computed: out[0] = [1,3,5]*2 + [10,20,30]; out[1] = [2,4,6]*2 + [10,20,30].
    assert_eq!(out, [12.0, 26.0, 40.0, 14.0, 28.0, 42.0]);
}

/// One binary op over two i32 bindings (the executor's integer path: wrapping, XLA's division
/// by zero), on hand-computed cases.
#[test]
fn integer_semantics_follow_xla() {
    let cases = [
        (BinaryOp::Divide, 7, 0, -1),
        (BinaryOp::Remainder, 7, 0, 7),
        (BinaryOp::Add, i32::MAX, 1, i32::MIN),
        (BinaryOp::Divide, i32::MIN, -1, i32::MIN),
        (BinaryOp::ShiftLeft, 1, 32, 0),
        (BinaryOp::ShiftRightArithmetic, -8, 40, -1),
    ];
    for (op, a, b, want) in cases {
        let mut e = Expr::default();
        let x = e.push(ElemType::I32, load(0, &[1]));
        let y = e.push(ElemType::I32, load(1, &[1]));
        let r = e.push(ElemType::I32, Node::Binary(op, x, y));
        let k = one_map(vec![1], e, r, ElemType::I32);
        let (mut xa, mut ya, mut out) = ([a], [b], [0i32]);
        let binds = [raw_of(&mut xa), raw_of(&mut ya), raw_of(&mut out)];
        run_kernel(&k, &ctx(&binds)).unwrap();
        assert_eq!(out[0], want, "{op:?}({a}, {b})");
    }
}

#[test]
fn reduce_rows_with_max() {
    let mut a = [1.0f32, 5.0, 3.0, -1.0, -7.0, -2.0];
    let mut out = [0.0f32; 2];
    let mut e = Expr::default();
    let x = e.push(
        ElemType::F32,
        Node::Load {
            buf: Buf::Binding(0),
            map: IndexMap {
                offset: 0,
                strides: vec![3, 1],
            },
        },
    );
    let init = e.push(
        ElemType::F32,
        Node::Const(f32::NEG_INFINITY.to_bits() as u128),
    );
    let mut body = Body::default();
    let p0 = body.expr.push(ElemType::F32, Node::Param(0));
    let p1 = body.expr.push(ElemType::F32, Node::Param(1));
    let r = body
        .expr
        .push(ElemType::F32, Node::Binary(BinaryOp::Maximum, p0, p1));
    body.results = vec![r];
    let k = Kernel {
        steps: vec![Step::Reduce(steps::Reduce {
            in_shape: vec![2, 3],
            dims: vec![1],
            expr: e,
            inputs: vec![x],
            inits: vec![init],
            body,
            outputs: vec![Buf::Binding(1)],
        })],
        ..Default::default()
    };
    let binds = [raw(&mut a), raw(&mut out)];
    run_kernel(
        &f32_kernel(k, &[(6, false), (2, true)]),
        &Ctx {
            bindings: &binds,
            scratch: &[],
            threads: 1,
        },
    )
    .unwrap();
    assert_eq!(out, [5.0, -1.0]);
}

/// Column sums (kept dimensions innermost) against direct sums.
#[test]
fn column_reductions_match_direct_computation() {
    let (a0, a1, a2) = (3usize, 5usize, 19usize);
    let mut a: Vec<f32> = (0..a0 * a1 * a2).map(|i| (i % 17) as f32 - 8.0).collect();
    let mut e = Expr::default();
    let x = e.push(
        ElemType::F32,
        Node::Load {
            buf: Buf::Binding(0),
            map: IndexMap {
                offset: 0,
                strides: vec![(a1 * a2) as i64, a2 as i64, 1],
            },
        },
    );
    let init_n = e.push(ElemType::F32, Node::Const(1.5f32.to_bits() as u128));
    let mut body = Body::default();
    let p0 = body.expr.push(ElemType::F32, Node::Param(0));
    let p1 = body.expr.push(ElemType::F32, Node::Param(1));
    let r = body
        .expr
        .push(ElemType::F32, Node::Binary(BinaryOp::Add, p0, p1));
    body.results = vec![r];
    let k = Kernel {
        steps: vec![Step::Reduce(steps::Reduce {
            in_shape: vec![a0 as u64, a1 as u64, a2 as u64],
            dims: vec![1],
            expr: e,
            inputs: vec![x],
            inits: vec![init_n],
            body,
            outputs: vec![Buf::Binding(1)],
        })],
        ..Default::default()
    };
    let mut out = vec![0.0f32; a0 * a2];
    let binds = [raw(&mut a), raw(&mut out)];
    run_kernel(
        &f32_kernel(k, &[(a0 * a1 * a2, false), (a0 * a2, true)]),
        &Ctx {
            bindings: &binds,
            scratch: &[],
            threads: 1,
        },
    )
    .unwrap();
    for i in 0..a0 {
        for kk in 0..a2 {
            let want: f32 = 1.5 + (0..a1).map(|j| a[(i * a1 + j) * a2 + kk]).sum::<f32>();
            assert_eq!(out[i * a2 + kk], want, "({i}, {kk})");
        }
    }
}

/// Row sums and maxima over long and odd-length rows (several chunks, tails), 1 and 2 threads,
/// against sums in f64 and maxima computed directly; a NaN in a row makes its max NaN.
#[test]
fn row_reductions_match_direct_computation() {
    for (rows, len) in [(3usize, 2500usize), (50, 37), (1, 1), (700, 64)] {
        for (op, init) in [
            (BinaryOp::Add, 0.0f32),
            (BinaryOp::Maximum, f32::NEG_INFINITY),
        ] {
            let mut a: Vec<f32> = (0..rows * len)
                .map(|i| ((i * 7919) % 1000) as f32 / 100.0 - 5.0)
                .collect();
            if rows > 2 {
                a[len + 3] = f32::NAN;
            }
            let mut e = Expr::default();
            let x = e.push(
                ElemType::F32,
                Node::Load {
                    buf: Buf::Binding(0),
                    map: IndexMap {
                        offset: 0,
                        strides: vec![len as i64, 1],
                    },
                },
            );
            let init_n = e.push(ElemType::F32, Node::Const(init.to_bits() as u128));
            let mut body = Body::default();
            let p0 = body.expr.push(ElemType::F32, Node::Param(0));
            let p1 = body.expr.push(ElemType::F32, Node::Param(1));
            let r = body.expr.push(ElemType::F32, Node::Binary(op, p0, p1));
            body.results = vec![r];
            let k = Kernel {
                steps: vec![Step::Reduce(steps::Reduce {
                    in_shape: vec![rows as u64, len as u64],
                    dims: vec![1],
                    expr: e,
                    inputs: vec![x],
                    inits: vec![init_n],
                    body,
                    outputs: vec![Buf::Binding(1)],
                })],
                ..Default::default()
            };
            let k = f32_kernel(k, &[(rows * len, false), (rows, true)]);
            for threads in [1, 2] {
                let mut out = vec![0.0f32; rows];
                let binds = [raw(&mut a), raw(&mut out)];
                run_kernel(
                    &k,
                    &Ctx {
                        bindings: &binds,
                        scratch: &[],
                        threads,
                    },
                )
                .unwrap();
                for (ri, got) in out.iter().enumerate() {
                    let row = &a[ri * len..(ri + 1) * len];
                    if op == BinaryOp::Add {
                        let want: f64 = row.iter().map(|&v| v as f64).sum();
                        if want.is_nan() {
                            assert!(got.is_nan());
                        } else {
                            assert!(
                                (*got as f64 - want).abs() <= 1e-4 * want.abs().max(1.0),
                                "{rows}x{len} row {ri}: {got} vs {want}"
                            );
                        }
                    } else if row.iter().any(|v| v.is_nan()) {
                        assert!(got.is_nan(), "max of a row with NaN: {got}");
                    } else {
                        let want = row.iter().cloned().fold(f32::NEG_INFINITY, f32::max);
                        assert_eq!(*got, want, "{rows}x{len} row {ri}");
                    }
                }
            }
        }
    }
}

/// Row maxima and minima by the definition (NaN wins; +0 is above -0 whatever the order) over
/// rows of 1 to 40 elements: negative, mixed-sign zero, infinite and NaN rows, where plain
/// comparisons and the exact fold could disagree, bit for bit.
#[test]
fn row_extremes_keep_nan_and_the_sign_of_zero() {
    let specials = [
        -0.0f32,
        0.0,
        -1.5,
        2.25,
        f32::INFINITY,
        f32::NEG_INFINITY,
        -3.0,
    ];
    for len in 1..=40usize {
        for (kind, op, init) in [
            (0, BinaryOp::Maximum, f32::NEG_INFINITY),
            (1, BinaryOp::Minimum, f32::INFINITY),
        ] {
            // Row 0: negative values; 1: zeros of both signs (-0 first); 2: zeros, +0 first;
            // 3: specials cycled; 4: a NaN in the middle; 5: all -0.
            let rows = 6usize;
            let mut a = vec![0f32; rows * len];
            for j in 0..len {
                a[j] = -1.0 - (j * 7 % 5) as f32;
                a[len + j] = if j % 2 == 0 { -0.0 } else { 0.0 };
                a[2 * len + j] = if j % 2 == 0 { 0.0 } else { -0.0 };
                a[3 * len + j] = specials[j % specials.len()];
                a[4 * len + j] = j as f32 - 20.0;
                a[5 * len + j] = -0.0;
            }
            a[4 * len + len / 2] = f32::NAN;
            let k = reduce_kernel(
                &[rows as u64, len as u64],
                &[1],
                {
                    let mut e = Expr::default();
                    e.push(
                        ElemType::F32,
                        Node::Load {
                            buf: Buf::Binding(0),
                            map: IndexMap {
                                offset: 0,
                                strides: vec![len as i64, 1],
                            },
                        },
                    );
                    e
                },
                0,
                op,
                init,
            );
            let mut out = vec![7f32; rows];
            let binds = [raw(&mut a), raw(&mut out)];
            run_kernel(
                &k,
                &Ctx {
                    bindings: &binds,
                    scratch: &[],
                    threads: 1,
                },
            )
            .unwrap();
            for (ri, got) in out.iter().enumerate() {
                let row = &a[ri * len..(ri + 1) * len];
                if row.iter().any(|v| v.is_nan()) {
                    assert!(got.is_nan(), "len {len} row {ri}: {got}");
                    continue;
                }
                // The definition: the extreme value; among zeros, +0 for max, -0 for min.
                let mut want = init;
                for &v in row {
                    let better = if kind == 0 {
                        v > want || (v == want && v == 0.0 && v.is_sign_positive())
                    } else {
                        v < want || (v == want && v == 0.0 && v.is_sign_negative())
                    };
                    if better {
                        want = v;
                    }
                }
                assert_eq!(
                    got.to_bits(),
                    want.to_bits(),
                    "len {len} row {ri} ({op:?}): {got:e} vs {want:e}"
                );
            }
        }
    }
}

/// A reduction of `shape` over `dims` with a one-op body `op` from `init`, of node `input` of
/// `e` (which loads binding 0), into binding 1.
fn reduce_kernel(
    shape: &[u64],
    dims: &[u32],
    e: Expr,
    input: u32,
    op: BinaryOp,
    init: f32,
) -> ValidatedKernel {
    let mut e = e;
    let init_n = e.push(ElemType::F32, Node::Const(init.to_bits() as u128));
    let mut body = Body::default();
    let p0 = body.expr.push(ElemType::F32, Node::Param(0));
    let p1 = body.expr.push(ElemType::F32, Node::Param(1));
    let r = body.expr.push(ElemType::F32, Node::Binary(op, p0, p1));
    body.results = vec![r];
    let total = num_elements(shape) as usize;
    let kept: u64 = (0..shape.len())
        .filter(|d| !dims.contains(&(*d as u32)))
        .map(|d| shape[d])
        .product();
    let k = Kernel {
        steps: vec![Step::Reduce(steps::Reduce {
            in_shape: shape.to_vec(),
            dims: dims.to_vec(),
            expr: e,
            inputs: vec![input],
            inits: vec![init_n],
            body,
            outputs: vec![Buf::Binding(1)],
        })],
        ..Default::default()
    };
    f32_kernel(k, &[(total, false), (kept as usize, true)])
}

/// The column path of `f32` reductions whose kept dimensions are innermost (BatchNorm's channel
/// reductions over NHWC's `[0, 1, 2]`, split in blocks across the workers, and reductions over
/// middle dimensions, run in order), on 1 and 2 threads, read in place or through an
/// expression, against each output's fold computed directly: sums of small integers (exact in
/// any order), products of ±1, maxima and minima with NaNs and signed zeros (bit for bit), and
/// an empty reduced dimension (the initial value).
#[test]
fn column_reduction_paths_match_direct_folds() {
    type Case = (Vec<u64>, Vec<u32>);
    let cases: Vec<Case> = vec![
        (vec![16, 28, 28, 8], vec![0, 1, 2]),
        (vec![4, 9, 9, 16], vec![0, 1, 2]),
        (vec![8, 14, 14, 32], vec![0, 1, 2]),
        (vec![3, 50, 64], vec![0, 1]),
        (vec![3, 7, 5, 13], vec![0, 1, 2]),
        (vec![40, 1, 3000], vec![0]),
        (vec![5, 9, 1, 16], vec![0, 1]),
        (vec![4, 6, 3, 9], vec![0, 2]),
        (vec![2, 3, 9], vec![1]),
        // Groups of runs that share accumulators, folded together: an embedding bag's mean
        // over its middle dimension, groups split by the executor's chunks, and two kept
        // dimensions outside the runs.
        (vec![32, 16, 64], vec![1]),
        (vec![6, 301, 24], vec![1]),
        (vec![5, 4, 7, 3, 16], vec![1, 3]),
        (vec![0, 4, 8], vec![0, 1]),
        (vec![3, 0, 8], vec![1]),
    ];
    let specials = [f32::NAN, 0.0, -0.0, f32::INFINITY, f32::NEG_INFINITY];
    for (shape, dims) in &cases {
        let total = num_elements(shape) as usize;
        let rank = shape.len();
        let kept_dims: Vec<usize> = (0..rank).filter(|d| !dims.contains(&(*d as u32))).collect();
        let kept: Vec<u64> = kept_dims.iter().map(|&d| shape[d]).collect();
        let outs = num_elements(&kept) as usize;
        let st = row_major_strides(shape);
        for (op, init) in [
            (BinaryOp::Add, 0.5f32),
            (BinaryOp::Multiply, -1.0),
            (BinaryOp::Maximum, f32::NEG_INFINITY),
            (BinaryOp::Minimum, 0.0),
        ] {
            let mut a: Vec<f32> = (0..total)
                .map(|i| match op {
                    BinaryOp::Multiply => {
                        if (i * 7919) % 3 == 0 {
                            -1.0
                        } else {
                            1.0
                        }
                    }
                    _ => ((i * 7919) % 41) as f32 - 20.0,
                })
                .collect();
            if matches!(op, BinaryOp::Maximum | BinaryOp::Minimum) {
                for (j, &v) in specials.iter().enumerate() {
                    if let Some(x) = a.get_mut(j * 97 + 5) {
                        *x = v;
                    }
                }
            }
            for through_expr in [false, true] {
                // The input as a plain load (read in place) or as `x * 1` (evaluated).
                let mut e = Expr::default();
                let mut input = e.push(ElemType::F32, load(0, &st));
                if through_expr {
                    let one = e.push(ElemType::F32, Node::Const(1.0f32.to_bits() as u128));
                    input = e.push(ElemType::F32, Node::Binary(BinaryOp::Multiply, input, one));
                }
                let k = reduce_kernel(shape, dims, e, input, op, init);
                let fold = |p: f32, q: f32| match op {
                    BinaryOp::Add => p + q,
                    BinaryOp::Multiply => p * q,
                    BinaryOp::Maximum => element::lane::fmax(p, q),
                    _ => element::lane::fmin(p, q),
                };
                let mut want = vec![init; outs];
                let mut idx = vec![0u64; rank];
                for (i, &v) in a.iter().enumerate() {
                    unravel(i as u64, shape, &mut idx);
                    let o = kept_dims
                        .iter()
                        .fold(0usize, |o, &d| o * shape[d] as usize + idx[d] as usize);
                    want[o] = fold(want[o], v);
                }
                for threads in [1, 2] {
                    let mut out = vec![7.0f32; outs];
                    let binds = [raw(&mut a), raw(&mut out)];
                    let c = Ctx {
                        bindings: &binds,
                        scratch: &[],
                        threads,
                    };
                    rayon::ThreadPoolBuilder::new()
                        .num_threads(threads)
                        .build()
                        .unwrap()
                        .install(|| run_kernel(&k, &c))
                        .unwrap();
                    for (o, (g, w)) in out.iter().zip(&want).enumerate() {
                        let same = if w.is_nan() {
                            g.is_nan()
                        } else {
                            g.to_bits() == w.to_bits()
                        };
                        assert!(
                            same,
                            "{shape:?} over {dims:?}, {op:?}, expr {through_expr}, threads \
                             {threads}, output {o}: {g} vs {w}"
                        );
                    }
                }
            }
        }
    }
}

/// The weight-gradient convolution path (`[f, 0, 1, b] x [0, 1, i, o] -> [0, 1, b, f]`, as
/// JAX's autodiff writes it) against the generic convolution loop, with strides, kernel
/// dilation (the forward stride), asymmetric padding and one or several batch channels, on 1
/// and 2 threads; values are multiples of 1/32 summed over a few hundred terms, exact in f32 in
/// any order.
#[test]
fn weight_gradient_convolution_matches_the_direct_loop() {
    use crate::kernel::steps::conv::conv_weight_grad_f32;
    // (input [f, h, w, b], kernel spatial, features out, strides, dilation, pad_lo, pad_hi)
    type Case = (
        [u64; 4],
        [u64; 2],
        u64,
        [i64; 2],
        [i64; 2],
        [i64; 2],
        [i64; 2],
    );
    let cases: [Case; 8] = [
        ([16, 9, 9, 8], [9, 9], 16, [1, 1], [1, 1], [1, 1], [1, 1]),
        // 16384 reduced rows of 72: five chunks of `A`, summed in five groups.
        (
            [64, 16, 16, 8],
            [16, 16],
            16,
            [1, 1],
            [1, 1],
            [1, 1],
            [1, 1],
        ),
        ([4, 8, 7, 1], [8, 7], 5, [1, 1], [1, 1], [1, 1], [1, 1]),
        ([3, 11, 10, 3], [5, 5], 4, [1, 1], [2, 2], [0, 1], [1, 0]),
        ([2, 6, 9, 2], [3, 4], 3, [2, 1], [1, 2], [2, 0], [0, 3]),
        // Small outputs with short rows (cases 2 to 4 too): summed straight from the input,
        // 8 features at a time; a CNN's first layer's gradient (one channel, 12,544 terms),
        // 16 features over 2 channels, and 12 (8 and a remainder of 4) with a stride.
        ([16, 28, 28, 1], [28, 28], 8, [1, 1], [1, 1], [1, 1], [1, 1]),
        ([4, 10, 12, 2], [9, 11], 16, [1, 1], [1, 1], [1, 1], [1, 1]),
        ([3, 13, 9, 1], [6, 7], 12, [2, 1], [1, 1], [0, 1], [2, 0]),
    ];
    for (ci, (ins, win, cout, strides, dil, pad_lo, pad_hi)) in cases.into_iter().enumerate() {
        let out_sp: Vec<u64> = (0..2)
            .map(|s| {
                let span = (win[s] as i64 - 1) * dil[s] + 1;
                ((ins[s + 1] as i64 + pad_lo[s] + pad_hi[s] - span) / strides[s] + 1) as u64
            })
            .collect();
        let d = ConvDesc {
            lhs_f: 0,
            lhs_b: 3,
            out_sp: vec![0, 1],
            out_b: 2,
            out_f: 3,
            strides: strides.to_vec(),
            pad_lo: pad_lo.to_vec(),
            rhs_dil: dil.to_vec(),
            ..ConvDesc::nhwc_2d(
                ins.to_vec(),
                vec![win[0], win[1], ins[0], cout],
                vec![out_sp[0], out_sp[1], ins[3], cout],
            )
        };
        let n = |v: &[u64]| v.iter().product::<u64>() as usize;
        let mut x: Vec<f32> = (0..n(&d.lhs_shape))
            .map(|i| ((i * 13 % 29) as f32 - 14.0) * 0.125)
            .collect();
        let mut k: Vec<f32> = (0..n(&d.rhs_shape))
            .map(|i| ((i * 7 % 11) as f32 - 5.0) * 0.25)
            .collect();
        let mut want = vec![0f32; n(&d.out_shape)];
        conv::<f32>(raw(&mut x), raw(&mut k), raw(&mut want), &d);
        assert!(!conv_im2col_f32(
            raw(&mut x),
            raw(&mut k),
            raw(&mut want),
            &d,
            1
        ));
        for threads in [1, 2] {
            let mut got = vec![f32::NAN; want.len()];
            let (xb, kb, ob) = (raw(&mut x), raw(&mut k), raw(&mut got));
            let done = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
                .install(|| conv_weight_grad_f32(xb, kb, ob, &d, threads));
            assert!(done, "case {ci}: the weight-gradient path declined");
            assert_eq!(got, want, "case {ci}, threads {threads}");
        }
        // The kernel as `[i, h, w, o]` (the forward output's NHWC, as JAX gives it): the same
        // sums.
        let (kh, kw, ki, ko) = (
            win[0] as usize,
            win[1] as usize,
            ins[0] as usize,
            cout as usize,
        );
        let mut kt = vec![0f32; k.len()];
        for (j, &v) in k.iter().enumerate() {
            let (o, i, w, h) = (j % ko, j / ko % ki, j / (ko * ki) % kw, j / (ko * ki * kw));
            kt[((i * kh + h) * kw + w) * ko + o] = v;
        }
        let dt = ConvDesc {
            rhs_shape: vec![ins[0], win[0], win[1], cout],
            rhs_i: 0,
            rhs_sp: vec![1, 2],
            rhs_o: 3,
            ..d.clone()
        };
        for threads in [1, 2] {
            let mut got = vec![f32::NAN; want.len()];
            let (xb, kb, ob) = (raw(&mut x), raw(&mut kt), raw(&mut got));
            let done = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
                .install(|| conv_weight_grad_f32(xb, kb, ob, &dt, threads));
            assert!(
                done,
                "case {ci}: the weight-gradient path declined [i, h, w, o]"
            );
            assert_eq!(got, want, "case {ci}, [i, h, w, o], threads {threads}");
        }
        // The forward layout is not this path's.
        let fwd = ConvDesc::nhwc_2d(
            ins.to_vec(),
            vec![1, 1, ins[3], 1],
            vec![ins[0], ins[1], ins[2], 1],
        );
        assert!(!conv_weight_grad_f32(
            raw(&mut x),
            raw(&mut k),
            raw(&mut want),
            &fwd,
            1
        ));
    }
}

/// The select-only `fmax!`/`fmin!` against the spec's maximum and minimum
/// (`element::lane::fmax`, `fmin`) on every pair of special and ordinary values: the same bits
/// except between two NaNs, where both give a NaN.
#[test]
fn select_only_max_and_min_are_the_spec_ops() {
    let vals = [
        f32::NAN,
        -f32::NAN,
        0.0,
        -0.0,
        1.0,
        -1.0,
        2.5,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::MIN_POSITIVE,
        -f32::MAX,
    ];
    for &a in &vals {
        for &b in &vals {
            for (got, want) in [
                (fmax!(a, b), element::lane::fmax(a, b)),
                (fmin!(a, b), element::lane::fmin(a, b)),
            ] {
                if want.is_nan() {
                    assert!(got.is_nan(), "{a} {b}");
                } else {
                    assert_eq!(got.to_bits(), want.to_bits(), "{a} {b}");
                }
            }
        }
    }
}

/// A Place whose destination runs are contiguous (copied run by run) and one with a strided
/// innermost dimension, against the placement computed by hand.
#[test]
fn place_copies_runs_into_strided_destinations() {
    // src [2, 3, 4] into dst [2, 5, 4] at offset 4 (rows 1..4 of each 5): runs of 12 elements.
    let mut src: Vec<f32> = (0..24).map(|i| i as f32).collect();
    for (dst_strides, dst_len, offset) in
        [(vec![20i64, 4, 1], 40usize, 4i64), (vec![1, 2, 6], 24, 0)]
    {
        let mut dst = vec![-1f32; dst_len];
        let k = Kernel {
            steps: vec![Step::Place(steps::Place {
                src: Buf::Binding(0),
                src_shape: vec![2, 3, 4],
                dst: Buf::Binding(1),
                dst_offset: offset,
                dst_strides: dst_strides.clone(),
            })],
            ..Default::default()
        };
        let k = f32_kernel(k, &[(24, false), (dst_len, true)]);
        let binds = [raw(&mut src), raw(&mut dst)];
        run_kernel(&k, &ctx(&binds)).unwrap();
        let mut want = vec![-1f32; dst_len];
        for i in 0..2 {
            for j in 0..3 {
                for l in 0..4 {
                    let o = offset
                        + i as i64 * dst_strides[0]
                        + j as i64 * dst_strides[1]
                        + l as i64 * dst_strides[2];
                    want[o as usize] = (i * 12 + j * 4 + l) as f32;
                }
            }
        }
        assert_eq!(dst, want, "strides {dst_strides:?}");
    }
}

/// The packed-key sort of `f32` keys (`compare GT`/`LT` of the first input, FLOAT or TOTALORDER)
/// with an `i32` payload, against a stable sort computed by hand (Rust's `sort_by`, which is
/// stable, with `f32::total_cmp` or `partial_cmp`): ties keep their order, signed zeros are equal
/// under FLOAT and ordered under TOTALORDER, NaNs are placed by their bits under TOTALORDER; a
/// NaN under FLOAT (which no sort key orders) takes the general path, which gives the same
/// result as that path always did. Along the inner and the outer dimension, 1 and 2 threads, with
/// every position kept sorted and with only a prefix (`keep`, the selection `chlo.top_k` gets):
/// the prefix is the full sort's, the rest the slice's other elements with their keys.
#[test]
fn packed_key_sorts_are_stable_sorts() {
    use std::cmp::Ordering;
    let (rows, cols) = (3usize, 67usize);
    let base: Vec<f32> = (0..rows * cols)
        .map(|i| match i % 11 {
            0 => 0.0,
            1 => -0.0,
            2 => 1.5,
            3 => -2.0,
            4 => f32::INFINITY,
            _ => ((i * 7919) % 13) as f32 - 6.0,
        })
        .collect();
    let mut with_nans = base.clone();
    with_nans[5] = f32::NAN;
    with_nans[70] = -f32::NAN;
    for (keys, ct) in [
        (&base, CompareType::Float),
        (&base, CompareType::TotalOrder),
        (&with_nans, CompareType::TotalOrder),
    ] {
        for dir in [CompareDirection::Gt, CompareDirection::Lt] {
            for (dim, keep) in [(0u32, 3usize), (1, 67), (0, 1), (0, 2), (1, 1), (1, 20)] {
                let mut body = Body::default();
                let a = body.expr.push(ElemType::F32, Node::Param(0));
                let b = body.expr.push(ElemType::F32, Node::Param(1));
                body.expr.push(ElemType::I32, Node::Param(2));
                body.expr.push(ElemType::I32, Node::Param(3));
                let c = body
                    .expr
                    .push(ElemType::I1, Node::Compare { dir, ty: ct, a, b });
                body.results = vec![c];
                let n = rows * cols;
                let mut k = Kernel {
                    steps: vec![Step::Sort(steps::Sort {
                        shape: vec![rows as u64, cols as u64],
                        dim,
                        inputs: vec![Buf::Binding(0), Buf::Binding(1)],
                        outputs: vec![Buf::Binding(2), Buf::Binding(3)],
                        comparator: body,
                        keep: keep as u64,
                    })],
                    ..Default::default()
                };
                k.bindings = [
                    (ElemType::F32, false),
                    (ElemType::I32, false),
                    (ElemType::F32, true),
                    (ElemType::I32, true),
                ]
                .iter()
                .map(|&(dtype, writable)| BufDecl {
                    dtype,
                    elements: n as u64,
                    writable,
                })
                .collect();
                let k = validate_kernel(k).expect("a valid sort");
                // The expectation: each slice's (key, position) pairs stably sorted.
                let (len, slices) = if dim == 1 { (cols, rows) } else { (rows, cols) };
                let at = |s: usize, j: usize| if dim == 1 { s * cols + j } else { j * cols + s };
                let order = |p: f32, q: f32| match ct {
                    CompareType::TotalOrder => p.total_cmp(&q),
                    _ => p.partial_cmp(&q).unwrap_or(Ordering::Equal),
                };
                let mut want_k = vec![0f32; n];
                let mut want_p = vec![0i32; n];
                for s in 0..slices {
                    let mut idx: Vec<usize> = (0..len).map(|j| at(s, j)).collect();
                    idx.sort_by(|&x, &y| {
                        let o = order(keys[x], keys[y]);
                        if dir == CompareDirection::Gt {
                            o.reverse()
                        } else {
                            o
                        }
                    });
                    for (j, &src) in idx.iter().enumerate() {
                        want_k[at(s, j)] = keys[src];
                        want_p[at(s, j)] = src as i32;
                    }
                }
                for threads in [1, 2] {
                    let mut xk = keys.clone();
                    let mut xp: Vec<i32> = (0..n as i32).collect();
                    let mut ok = vec![7f32; n];
                    let mut op = vec![-1i32; n];
                    let binds = [raw(&mut xk), raw_of(&mut xp), raw(&mut ok), raw_of(&mut op)];
                    let c = Ctx {
                        bindings: &binds,
                        scratch: &[],
                        threads,
                    };
                    rayon::ThreadPoolBuilder::new()
                        .num_threads(threads)
                        .build()
                        .unwrap()
                        .install(|| run_kernel(&k, &c))
                        .unwrap();
                    let what = format!("{ct:?} {dir:?} dim {dim} keep {keep} threads {threads}");
                    // The first `keep` positions of each slice are the stable sort's; the rest
                    // are the slice's other elements (each position once, its key with it).
                    for s in 0..slices {
                        let mut rest: Vec<i32> = (keep..len).map(|j| op[at(s, j)]).collect();
                        let mut want_rest: Vec<i32> =
                            (keep..len).map(|j| want_p[at(s, j)]).collect();
                        rest.sort_unstable();
                        want_rest.sort_unstable();
                        assert_eq!(rest, want_rest, "{what}");
                        for j in 0..len {
                            if j < keep {
                                assert_eq!(
                                    op[at(s, j)],
                                    want_p[at(s, j)],
                                    "{what} slice {s} at {j}"
                                );
                            }
                            let key = keys[op[at(s, j)] as usize].to_bits();
                            assert_eq!(
                                ok[at(s, j)].to_bits(),
                                key,
                                "{what} slice {s} position {j}"
                            );
                        }
                    }
                }
            }
        }
    }
}

fn decl(dtype: ElemType, elements: u64, writable: bool) -> BufDecl {
    BufDecl {
        dtype,
        elements,
        writable,
    }
}

/// A gather of whole rows by one index each (the embedding lookup's row-copy path): every
/// result row is the operand row its index names, clamped into `[0, V)`, as computed here.
#[test]
fn gather_of_whole_rows_copies_the_clamped_rows() {
    // Operand [6, 2, 3]; indices [2, 3, 1] (vector dimension 2, one index each); result
    // [2, 3, 2, 3].
    let desc = GatherDesc {
        operand_shape: vec![6, 2, 3],
        indices_shape: vec![2, 3, 1],
        out_shape: vec![2, 3, 2, 3],
        offset_dims: vec![2, 3],
        collapsed: vec![0],
        operand_batching: vec![],
        indices_batching: vec![],
        start_index_map: vec![0],
        index_vector_dim: 2,
        slice_sizes: vec![1, 2, 3],
    };
    let k = validate_kernel(Kernel {
        name: "rows".into(),
        bindings: vec![
            decl(ElemType::F32, 36, false),
            decl(ElemType::I32, 6, false),
            decl(ElemType::F32, 36, true),
        ],
        scratch: vec![],
        steps: vec![Step::Gather(steps::Gather {
            operand: Buf::Binding(0),
            indices: Buf::Binding(1),
            out: Buf::Binding(2),
            desc,
        })],
    })
    .expect("a valid kernel");
    let mut operand: Vec<f32> = (0..36).map(|i| i as f32 * 0.5 - 3.0).collect();
    let mut idx: Vec<i32> = vec![3, -2, 5, 9, 0, 3];
    let mut out = vec![f32::NAN; 36];
    let b = [raw(&mut operand), raw_of(&mut idx), raw(&mut out)];
    run_kernel(&k, &ctx(&b)).unwrap();
    for (r, &i) in idx.iter().enumerate() {
        let src = i.clamp(0, 5) as usize;
        assert_eq!(
            out[r * 6..r * 6 + 6],
            operand[src * 6..src * 6 + 6],
            "row {r}"
        );
    }
}

/// An f32 scatter-add of whole rows by one index each (the embedding gradient's row path):
/// rows with an index outside `[0, V)` are dropped, repeated indices add up, in update order;
/// the expectation is computed here.
#[test]
fn scatter_add_of_whole_rows_adds_rows_in_bounds() {
    // Operand [5, 4]; indices [6] (no index vector dimension); updates [6, 4].
    let desc = ScatterDesc {
        operand_shape: vec![5, 4],
        indices_shape: vec![6],
        updates_shape: vec![6, 4],
        update_window_dims: vec![1],
        inserted: vec![0],
        input_batching: vec![],
        indices_batching: vec![],
        to_operand: vec![0],
        index_vector_dim: 1,
    };
    let mut e = Expr::default();
    let a = e.push(ElemType::F32, Node::Param(0));
    let x = e.push(ElemType::F32, Node::Param(1));
    let s = e.push(ElemType::F32, Node::Binary(BinaryOp::Add, a, x));
    let k = validate_kernel(Kernel {
        name: "rows".into(),
        bindings: vec![
            decl(ElemType::I32, 6, false),
            decl(ElemType::F32, 24, false),
            decl(ElemType::F32, 20, true),
        ],
        scratch: vec![],
        steps: vec![Step::Scatter(steps::Scatter {
            indices: Buf::Binding(0),
            updates: Buf::Binding(1),
            out: Buf::Binding(2),
            more: vec![],
            desc,
            body: Body {
                expr: e,
                results: vec![s],
            },
        })],
    })
    .expect("a valid kernel");
    let mut idx: Vec<i32> = vec![1, 4, -1, 1, 5, 0];
    let mut upd: Vec<f32> = (0..24).map(|i| i as f32 * 0.25 + 1.0).collect();
    let init: Vec<f32> = (0..20).map(|i| 100.0 - i as f32).collect();
    let mut out = init.clone();
    let b = [raw_of(&mut idx), raw(&mut upd), raw(&mut out)];
    run_kernel(&k, &ctx(&b)).unwrap();
    let mut want = init;
    for (r, &i) in idx.iter().enumerate() {
        if (0..5).contains(&i) {
            for j in 0..4 {
                want[i as usize * 4 + j] += upd[r * 4 + j];
            }
        }
    }
    assert_eq!(out, want);
    // Row 1 took updates 0 and 3, row 2 none, row 3 none.
    assert_eq!(out[4], 96.0 + 1.0 + 4.0);
    assert_eq!(out[8..16], [92.0, 91.0, 90.0, 89.0, 88.0, 87.0, 86.0, 85.0]);
}

/// `TopK` over slices long enough for its candidate bound (at least `k` blocks of 16 keys),
/// against a stable sort computed by hand (Rust's stable `sort_by` with `f32::total_cmp`, reversed
/// for GT): values in random order (few candidates beyond `k`), ascending and descending runs,
/// all equal (every element a candidate, ties in position order), and NaNs, infinities and signed
/// zeros in TOTALORDER; along the inner and the outer dimension, 1 and 2 threads.
#[test]
fn top_k_is_the_stable_sorts_prefix() {
    let (rows, cols) = (4usize, 1000usize);
    let n = rows * cols;
    // A fixed pseudo-random sequence (an LCG), then the rows made special.
    let mut state = 12345u64;
    let mut input: Vec<f32> = (0..n)
        .map(|_| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((state >> 40) as f32 / (1u64 << 24) as f32) * 8.0 - 4.0
        })
        .collect();
    for j in 0..cols {
        input[cols + j] = j as f32 * 0.5; // ascending
        input[2 * cols + j] = 3.0; // all equal
    }
    for (j, v) in [
        (3, f32::NAN),
        (500, -f32::NAN),
        (7, f32::INFINITY),
        (900, f32::NEG_INFINITY),
        (11, 0.0),
        (12, -0.0),
        (999, f32::INFINITY),
    ] {
        input[3 * cols + j] = v;
    }
    for (dim, k) in [(1u32, 40usize), (1, 1), (1, 62), (1, 63), (1, 100), (0, 2)] {
        for descending in [true, false] {
            let (len, slices) = if dim == 1 { (cols, rows) } else { (rows, cols) };
            let at = |s: usize, j: usize| if dim == 1 { s * cols + j } else { j * cols + s };
            let out_at = |s: usize, i: usize| if dim == 1 { s * k + i } else { i * cols + s };
            let m = slices * k;
            let mut kern = Kernel {
                steps: vec![Step::TopK(steps::TopK {
                    shape: vec![rows as u64, cols as u64],
                    dim,
                    k: k as u64,
                    descending,
                    input: Buf::Binding(0),
                    values: Buf::Binding(1),
                    indices: Buf::Binding(2),
                })],
                ..Default::default()
            };
            kern.bindings = [
                (ElemType::F32, n, false),
                (ElemType::F32, m, true),
                (ElemType::I32, m, true),
            ]
            .iter()
            .map(|&(dtype, elements, writable)| BufDecl {
                dtype,
                elements: elements as u64,
                writable,
            })
            .collect();
            let kern = validate_kernel(kern).expect("a valid top_k");
            for threads in [1, 2] {
                let mut x = input.clone();
                let mut vals = vec![7f32; m];
                let mut pos = vec![-1i32; m];
                let binds = [raw(&mut x), raw(&mut vals), raw_of(&mut pos)];
                let c = Ctx {
                    bindings: &binds,
                    scratch: &[],
                    threads,
                };
                rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .build()
                    .unwrap()
                    .install(|| run_kernel(&kern, &c))
                    .unwrap();
                for s in 0..slices {
                    let mut want: Vec<usize> = (0..len).collect();
                    want.sort_by(|&p, &q| {
                        let o = input[at(s, p)].total_cmp(&input[at(s, q)]);
                        if descending {
                            o.reverse()
                        } else {
                            o
                        }
                    });
                    for (i, &j) in want[..k].iter().enumerate() {
                        let what = format!(
                            "dim {dim} k {k} descending {descending} threads {threads} \
                             slice {s} position {i}"
                        );
                        assert_eq!(pos[out_at(s, i)], j as i32, "{what}");
                        assert_eq!(
                            vals[out_at(s, i)].to_bits(),
                            input[at(s, j)].to_bits(),
                            "{what}"
                        );
                    }
                }
            }
        }
    }
}
