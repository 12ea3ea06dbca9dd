//! Differential test: random programs run through the whole compiled path (`irc`'s pipeline, the
//! `.vmfb`, the loader, the VM with the JIT and with the portable executor, on 1 and 2 threads)
//! and through the reference interpreter must agree.
//!
//! Programs: a chain of values of one shape `RxC` (extents include 1, odd sizes that leave SIMD
//! tails, and a 60x50 shape that the runtime splits across workers) built from elementwise f32 ops
//! (with operands made safe: `log(|x| + 1)`, `sqrt(|x|)`, `x / (|y| + 1)`, `exp` of a bounded
//! value), comparisons and selects, f32 <-> i32 conversions with i32 arithmetic, iotas, broadcast
//! constants, row and column reductions broadcast back, transposes feeding two contractions,
//! slices joined by a concatenate, and reshapes; several results, a value sometimes returned twice.
//!
//! Tolerance: the reference computes each op in f64 and rounds to f32; the runtime uses f32 and
//! polynomial `exp`/`log`/`tanh`/`logistic` (a few ulp, see `runtime/src/kernel/fastmath.rs`) and
//! sums in other orders. Differences compound along a chain of up to ~25 ops, so the bound is the
//! corpus's: max |ours - reference| <= 1e-4 * max |reference| + 1e-5 per result. The integer
//! parts convert `x * 8` of inputs on a grid of 1/64 (exact on both sides, so the conversion
//! cannot round differently), and the programs return floats.
//!
//! `DIFF_CASES=N` runs more programs (default 150). A failure prints the seed and the program.

mod common;

use common::Rng;
use compiler::reference::tensor::Tensor;
use compiler::reference::Interpreter;
use dialect::types::ElemType;
use runtime::vm::loader::{KernelMode, LoadedModule};
use runtime::vm::Device;
use runtime::{DType, HostTensor};

struct Program {
    src: String,
    args: Vec<Tensor>,
}

fn ty(r: usize, c: usize, e: &str) -> String {
    format!("tensor<{r}x{c}x{e}>")
}

fn random_program(rng: &mut Rng) -> Program {
    let (r, c) = match rng.below(6) {
        0 => (1, 1 + rng.below(9)),
        1 => (60, 50),
        _ => (1 + rng.below(7), 1 + rng.below(13)),
    };
    let f = ty(r, c, "f32");
    let i1 = ty(r, c, "i1");
    let i32t = ty(r, c, "i32");
    let n_args = 1 + rng.below(3);
    let mut vals: Vec<String> = (0..n_args).map(|i| format!("%a{i}")).collect();
    let mut body = String::new();
    let mut line = |s: String| {
        body.push_str("  ");
        body.push_str(&s);
        body.push('\n');
    };
    let n_ops = 3 + rng.below(20);
    for k in 0..n_ops {
        let a = vals[rng.below(vals.len())].clone();
        let b = vals[rng.below(vals.len())].clone();
        let v = format!("%v{k}");
        match rng.below(22) {
            0 => line(format!("{v} = stablehlo.add {a}, {b} : {f}")),
            1 => line(format!("{v} = stablehlo.subtract {a}, {b} : {f}")),
            2 => line(format!("{v} = stablehlo.multiply {a}, {b} : {f}")),
            3 => line(format!("{v} = stablehlo.maximum {a}, {b} : {f}")),
            4 => line(format!("{v} = stablehlo.minimum {a}, {b} : {f}")),
            5 => line(format!("{v} = stablehlo.negate {a} : {f}")),
            6 => line(format!("{v} = stablehlo.tanh {a} : {f}")),
            7 => line(format!("{v} = stablehlo.logistic {a} : {f}")),
            8 => {
                // exp of a bounded value: exp(2 * tanh(a))
                line(format!("%t{k} = stablehlo.tanh {a} : {f}"));
                line(format!("%tt{k} = stablehlo.add %t{k}, %t{k} : {f}"));
                line(format!("{v} = stablehlo.exponential %tt{k} : {f}"));
            }
            9 => {
                // log(|a| + 1)
                line(format!("%b{k} = stablehlo.abs {a} : {f}"));
                line(format!(
                    "%o{k} = stablehlo.constant dense<1.000000e+00> : {f}"
                ));
                line(format!("%p{k} = stablehlo.add %b{k}, %o{k} : {f}"));
                line(format!("{v} = stablehlo.log %p{k} : {f}"));
            }
            10 => {
                // sqrt(|a|) and rsqrt(|b| + 1), multiplied
                line(format!("%b{k} = stablehlo.abs {a} : {f}"));
                line(format!("%s{k} = stablehlo.sqrt %b{k} : {f}"));
                line(format!("%c{k} = stablehlo.abs {b} : {f}"));
                line(format!(
                    "%o{k} = stablehlo.constant dense<1.000000e+00> : {f}"
                ));
                line(format!("%d{k} = stablehlo.add %c{k}, %o{k} : {f}"));
                line(format!("%q{k} = stablehlo.rsqrt %d{k} : {f}"));
                line(format!("{v} = stablehlo.multiply %s{k}, %q{k} : {f}"));
            }
            11 => {
                // a / (|b| + 1)
                line(format!("%c{k} = stablehlo.abs {b} : {f}"));
                line(format!(
                    "%o{k} = stablehlo.constant dense<1.000000e+00> : {f}"
                ));
                line(format!("%d{k} = stablehlo.add %c{k}, %o{k} : {f}"));
                line(format!("{v} = stablehlo.divide {a}, %d{k} : {f}"));
            }
            12 => {
                let dir = ["GT", "GE", "LT", "LE", "EQ", "NE"][rng.below(6)];
                line(format!(
                    "%m{k} = stablehlo.compare {dir}, {a}, {b}, FLOAT : ({f}, {f}) -> {i1}"
                ));
                line(format!(
                    "{v} = stablehlo.select %m{k}, {a}, {b} : {i1}, {f}"
                ));
            }
            13 => {
                // Integers from exactly representable values: trunc(a * 8) on a 1/64 grid.
                line(format!(
                    "%e{k} = stablehlo.constant dense<8.000000e+00> : tensor<f32>"
                ));
                line(format!(
                    "%eb{k} = stablehlo.broadcast_in_dim %e{k}, dims = [] : (tensor<f32>) -> {f}"
                ));
                line(format!("%x{k} = stablehlo.multiply {a}, %eb{k} : {f}"));
                line(format!("%i{k} = stablehlo.convert %x{k} : ({f}) -> {i32t}"));
                line(format!("%j{k} = stablehlo.iota dim = 1 : {i32t}"));
                let op = ["add", "multiply", "maximum", "subtract"][rng.below(4)];
                line(format!("%n{k} = stablehlo.{op} %i{k}, %j{k} : {i32t}"));
                line(format!(
                    "%g{k} = stablehlo.compare LT, %n{k}, %j{k}, SIGNED : ({i32t}, {i32t}) -> {i1}"
                ));
                line(format!(
                    "%h{k} = stablehlo.select %g{k}, %j{k}, %n{k} : {i1}, {i32t}"
                ));
                line(format!("{v} = stablehlo.convert %h{k} : ({i32t}) -> {f}"));
            }
            14 => {
                let d = rng.below(2);
                line(format!("%io{k} = stablehlo.iota dim = {d} : {f}"));
                line(format!("{v} = stablehlo.add {a}, %io{k} : {f}"));
            }
            15 => {
                let x = (rng.below(7) as f64 - 3.0) * 0.25;
                line(format!(
                    "%k{k} = stablehlo.constant dense<{x:.6e}> : tensor<f32>"
                ));
                line(format!(
                    "%kb{k} = stablehlo.broadcast_in_dim %k{k}, dims = [] : (tensor<f32>) -> {f}"
                ));
                line(format!("{v} = stablehlo.multiply {a}, %kb{k} : {f}"));
            }
            16 | 17 => {
                // A reduction over rows or columns, broadcast back.
                let (dim, keep, len) = if rng.below(2) == 0 {
                    (1, 0, r)
                } else {
                    (0, 1, c)
                };
                let (op, init) = if rng.below(2) == 0 {
                    ("add", "0.000000e+00")
                } else {
                    ("maximum", "0xFF800000")
                };
                line(format!(
                    "%z{k} = stablehlo.constant dense<{init}> : tensor<f32>"
                ));
                line(format!(
                    "%r{k} = stablehlo.reduce({a} init: %z{k}) applies stablehlo.{op} across dimensions = [{dim}] : ({f}, tensor<f32>) -> tensor<{len}xf32>"
                ));
                line(format!(
                    "{v} = stablehlo.broadcast_in_dim %r{k}, dims = [{keep}] : (tensor<{len}xf32>) -> {f}"
                ));
            }
            18 => {
                // (a · bᵀ) · a: a transpose feeding two contractions.
                let ct = ty(c, r, "f32");
                let rr = ty(r, r, "f32");
                line(format!(
                    "%tr{k} = stablehlo.transpose {b}, dims = [1, 0] : ({f}) -> {ct}"
                ));
                line(format!(
                    "%mm{k} = stablehlo.dot_general {a}, %tr{k}, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : ({f}, {ct}) -> {rr}"
                ));
                line(format!(
                    "{v} = stablehlo.dot_general %mm{k}, {a}, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : ({rr}, {f}) -> {f}"
                ));
            }
            19 if c >= 2 => {
                // Swap two column blocks: slice, slice, concatenate.
                let s = 1 + rng.below(c - 1);
                line(format!(
                    "%sa{k} = stablehlo.slice {a} [0:{r}, 0:{s}] : ({f}) -> {}",
                    ty(r, s, "f32")
                ));
                line(format!(
                    "%sb{k} = stablehlo.slice {a} [0:{r}, {s}:{c}] : ({f}) -> {}",
                    ty(r, c - s, "f32")
                ));
                line(format!(
                    "{v} = stablehlo.concatenate %sb{k}, %sa{k}, dim = 1 : ({}, {}) -> {f}",
                    ty(r, c - s, "f32"),
                    ty(r, s, "f32")
                ));
            }
            20 => {
                line(format!(
                    "%rs{k} = stablehlo.reshape {a} : ({f}) -> tensor<{}xf32>",
                    r * c
                ));
                line(format!(
                    "{v} = stablehlo.reshape %rs{k} : (tensor<{}xf32>) -> {f}",
                    r * c
                ));
            }
            _ => line(format!("{v} = stablehlo.abs {a} : {f}")),
        }
        vals.push(v);
    }
    let n_res = 1 + rng.below(3);
    let mut results: Vec<String> = (0..n_res)
        .map(|_| vals[n_args + rng.below(vals.len() - n_args)].clone())
        .collect();
    if rng.below(4) == 0 {
        // The same value returned twice.
        results.push(results[0].clone());
    }
    let sig: Vec<String> = (0..n_args).map(|i| format!("%a{i}: {f}")).collect();
    let src = format!(
        "func.func public @main({}) -> ({}) {{\n{body}  return {} : {}\n}}\n",
        sig.join(", "),
        vec![f.clone(); results.len()].join(", "),
        results.join(", "),
        vec![f.clone(); results.len()].join(", ")
    );
    // Inputs on a grid of 1/64 in [-1, 1): exact in f32, and `x * 8` converts exactly.
    let args = (0..n_args)
        .map(|_| {
            Tensor::floats(
                vec![r, c],
                ElemType::F32,
                (0..r * c)
                    .map(|_| (rng.below(128) as f64 - 64.0) / 64.0)
                    .collect(),
            )
        })
        .collect();
    Program { src, args }
}

fn to_host(t: &Tensor) -> HostTensor {
    HostTensor::from_f64s(DType::F32, t.shape.clone(), &t.to_f64())
}

fn check(seed: u64) -> Result<(), String> {
    let p = random_program(&mut Rng(seed));
    let (m, d) = dialect::parser::parse(&p.src);
    let m = m.ok_or_else(|| format!("does not parse: {d:?}"))?;
    let want = Interpreter::new(&m)
        .call("main", p.args.clone())
        .map_err(|e| format!("reference: {e:?}"))?;
    let bytes = compiler::backend::compile_to_vmfb(&p.src, "diff.mlir")?;
    let host: Vec<HostTensor> = p.args.iter().map(to_host).collect();
    for mode in [KernelMode::Jit, KernelMode::Interpret] {
        let module = LoadedModule::load_bytes(&bytes, mode).map_err(|e| e.to_string())?;
        for threads in [1, 2] {
            let dev = Device::new(threads, None).map_err(|e| e.to_string())?;
            let args = host
                .iter()
                .enumerate()
                .map(|(i, t)| runtime::vm::Tensor::from_host(&dev.allocator, t, &format!("{i}")))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| e.to_string())?;
            let got = dev
                .call(&module, "main", args, None)
                .map_err(|e| format!("{mode:?}, {threads} threads: {e}"))?;
            if got.len() != want.len() {
                return Err(format!("{} results, reference {}", got.len(), want.len()));
            }
            for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                let g = g.to_host();
                if g.shape != w.shape || g.dtype != DType::F32 {
                    return Err(format!("result {i}: {:?} {:?}", g.shape, g.dtype));
                }
                let w = w.to_f64();
                let scale = w.iter().fold(0.0f64, |a, &x| a.max(x.abs()));
                for (k, &wv) in w.iter().enumerate() {
                    let gv = g.get_f64(k);
                    let ok = (gv - wv).abs() <= 1e-4 * scale + 1e-5 || (gv.is_nan() && wv.is_nan());
                    if !ok {
                        return Err(format!(
                            "{mode:?}, {threads} threads: result {i} element {k}: {gv:e} vs reference {wv:e} (max |reference| {scale:e})"
                        ));
                    }
                }
            }
        }
    }
    Ok(())
}

#[test]
fn compiled_programs_agree_with_the_reference_interpreter() {
    let cases: u64 = std::env::var("DIFF_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(150);
    let mut failures = vec![];
    for case in 0..cases {
        let seed = 0x9E37_79B9_7F4A_7C15u64.wrapping_mul(case + 1) | 1;
        if let Err(e) = check(seed) {
            let src = random_program(&mut Rng(seed)).src;
            failures.push(format!("seed {seed:#x}: {e}\n{src}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {cases} programs disagree; the first:\n{}",
        failures.len(),
        failures[0]
    );
}

/// Regression tests for bugs the differential test found, on fixed programs whose results must
/// equal the reference's exactly.
mod regression {
    use compiler::passes::abi_output_to_alias::{arg_attrs, OUTPUT_ATTRS};
    use compiler::reference::tensor::Tensor;
    use compiler::reference::Interpreter;
    use dialect::types::ElemType;
    use runtime::{Arg, DType, HostTensor, Instance, Module};

    /// Runs `src` with the JIT on and off, on 1 and 2 threads, with its `abi.output` and
    /// `abi.consume` arguments borrowed and then donated: every result must equal the reference's,
    /// borrowed arguments must be unchanged and no buffer may outlive the results.
    fn check_exact(src: &str, args: Vec<Tensor>) {
        let (m, d) = dialect::parser::parse(src);
        let m = m.unwrap_or_else(|| panic!("{d:?}"));
        let f = m.lookup_function("main").unwrap();
        let donatable: Vec<bool> = arg_attrs(&m, f)
            .iter()
            .map(|d| {
                d.keys()
                    .any(|k| k == "abi.consume" || OUTPUT_ATTRS.contains(&k.as_str()))
            })
            .collect();
        let want = Interpreter::new(&m).call("main", args.clone()).unwrap();
        let bytes = compiler::backend::compile_to_vmfb(src, "regression.mlir")
            .unwrap_or_else(|e| panic!("{e}\n{src}"));
        let hosts: Vec<HostTensor> = args
            .iter()
            .map(|t| match t.elem {
                ElemType::F32 => HostTensor::from_f64s(DType::F32, t.shape.clone(), &t.to_f64()),
                _ => {
                    let v: Vec<i64> = (0..t.len()).map(|i| t.get_i(i)).collect();
                    HostTensor::from_i64s(DType::I32, t.shape.clone(), &v)
                }
            })
            .collect();
        for jit in [true, false] {
            for threads in [1, 2] {
                for donate in [false, true] {
                    let inst = Instance::builder()
                        .jit(jit)
                        .threads(threads)
                        .build()
                        .unwrap();
                    let how = format!("jit {jit}, {threads} threads, donated {donate}");
                    {
                        let module = Module::from_bytes(&inst, &bytes).unwrap();
                        let mut inputs: Vec<Option<runtime::Tensor>> = hosts
                            .iter()
                            .map(|h| Some(runtime::Tensor::from_host(&inst, h).unwrap()))
                            .collect();
                        let mut given: Vec<Option<runtime::Tensor>> = inputs
                            .iter_mut()
                            .zip(&donatable)
                            .map(|(t, &d)| if d && donate { t.take() } else { None })
                            .collect();
                        let call: Vec<Arg> = given
                            .iter_mut()
                            .zip(&inputs)
                            .map(|(g, t)| match g.take() {
                                Some(t) => Arg::Donated(t),
                                None => Arg::Borrowed(t.as_ref().unwrap()),
                            })
                            .collect();
                        let got = module
                            .function("main")
                            .unwrap()
                            .call(call)
                            .unwrap_or_else(|e| panic!("{how}: {e}\n{src}"));
                        assert_eq!(got.len(), want.len());
                        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                            let g = g.to_host().unwrap();
                            assert_eq!(g.shape, w.shape, "result {i}");
                            for k in 0..w.len() {
                                assert_eq!(
                                    g.get_f64(k),
                                    w.get_f(k),
                                    "{how}: result {i} element {k}\n{src}"
                                );
                            }
                        }
                        for (i, (t, h)) in inputs.iter().zip(&hosts).enumerate() {
                            if let Some(t) = t {
                                assert_eq!(
                                    t.to_host().unwrap().data,
                                    h.data,
                                    "{how}: borrowed argument {i} was written\n{src}"
                                );
                            }
                        }
                    }
                    let leaks = inst.leak_report();
                    assert!(leaks.is_empty(), "{how}: {leaks}\n{src}");
                }
            }
        }
    }

    /// 1, 2, 3, ... in the shape.
    fn iota(shape: &[usize], elem: ElemType) -> Tensor {
        Tensor::from_fn(shape.to_vec(), elem, |i| i as f64 + 1.0)
    }

    /// A splat broadcast read only by a return or a view stayed outside every dispatch region
    /// (form-dispatches duplicates splat broadcasts into the regions that read them instead), and
    /// the backend rejected it.
    #[test]
    fn splat_broadcast_read_by_a_return_or_a_view() {
        let src = r#"
func.func public @main(%s: tensor<f32>, %x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<3xf32>) {
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %c = stablehlo.add %b, %x : tensor<4xf32>
  %r = stablehlo.reshape %b : (tensor<4xf32>) -> tensor<2x2xf32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %t = stablehlo.add %s, %one : tensor<f32>
  %u = stablehlo.broadcast_in_dim %t, dims = [] : (tensor<f32>) -> tensor<3xf32>
  return %b, %c, %r, %u : tensor<4xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<3xf32>
}"#;
        check_exact(
            src,
            vec![iota(&[], ElemType::F32), iota(&[4], ElemType::F32)],
        );
    }

    /// `pad` with a negative high edge placed the whole operand, so the elements the negative
    /// padding drops were written past the end of their row (wrong values) or of the buffer (a
    /// module the loader rejects); a negative low edge was not supported.
    #[test]
    fn pad_with_negative_edge_padding() {
        let src = r#"
func.func public @main(%a: tensor<3x4xf32>, %i: tensor<16x1xi32>) -> (tensor<4x6xf32>, tensor<1x1xf32>, tensor<4x2xf32>, tensor<2x9xf32>, tensor<3x4xf32>, tensor<15x2xi32>) {
  %c = stablehlo.constant dense<0.5> : tensor<f32>
  %v = stablehlo.pad %a, %c, low = [-1, 2], high = [2, -3], interior = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4x6xf32>
  %w = stablehlo.pad %a, %c, low = [-2, -3], high = [0, 0], interior = [0, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<1x1xf32>
  %x = stablehlo.pad %a, %c, low = [-1, -6], high = [0, 1], interior = [1, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4x2xf32>
  %y = stablehlo.pad %a, %c, low = [-2, 6], high = [1, -1], interior = [0, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<2x9xf32>
  %z = stablehlo.pad %a, %c, low = [-3, 0], high = [3, 0], interior = [0, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>
  %k = stablehlo.constant dense<5> : tensor<i32>
  %j = stablehlo.pad %i, %k, low = [0, 2], high = [-1, -1], interior = [0, 0] : (tensor<16x1xi32>, tensor<i32>) -> tensor<15x2xi32>
  return %v, %w, %x, %y, %z, %j : tensor<4x6xf32>, tensor<1x1xf32>, tensor<4x2xf32>, tensor<2x9xf32>, tensor<3x4xf32>, tensor<15x2xi32>
}"#;
        check_exact(
            src,
            vec![iota(&[3, 4], ElemType::F32), iota(&[16, 1], ElemType::I32)],
        );
    }

    /// An in-place output that is a constant (or a view of one) was aliased to its argument, but
    /// a constant is never written anywhere: the argument kept its old contents.
    #[test]
    fn in_place_output_that_is_a_constant() {
        let src = r#"
func.func public @main(%a: tensor<4xf32> {abi.output = 0 : index}, %b: tensor<2x2xf32> {abi.output = 1 : index}, %c: tensor<4xf32> {abi.output = 2 : index}) -> (tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>) {
  %k = stablehlo.constant dense<[1.5, 2.5, 3.5, 4.5]> : tensor<4xf32>
  %r = stablehlo.reshape %k : (tensor<4xf32>) -> tensor<2x2xf32>
  %s = stablehlo.constant dense<-2.0> : tensor<4xf32>
  return %k, %r, %s : tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>
}"#;
        let x = iota(&[4], ElemType::F32);
        check_exact(src, vec![x.clone(), iota(&[2, 2], ElemType::F32), x]);
    }

    /// A consumed argument that is also returned (itself or through a view) got its dealloc hint
    /// after the return: the loader rejected the module ("code does not end in a return").
    #[test]
    fn consumed_argument_that_is_returned() {
        let src = r#"
func.func public @main(%a: tensor<4xf32> {abi.consume}, %b: tensor<4xf32> {abi.consume}) -> (tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>) {
  %s = stablehlo.add %a, %b : tensor<4xf32>
  %r = stablehlo.reshape %b : (tensor<4xf32>) -> tensor<2x2xf32>
  return %a, %r, %s : tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>
}"#;
        let x = iota(&[4], ElemType::F32);
        check_exact(src, vec![x.clone(), x]);
    }

    /// One value returned as two results, each the in-place output of its own argument, was
    /// written into one of the arguments only.
    #[test]
    fn one_value_output_into_two_arguments() {
        let src = r#"
func.func public @main(%a: tensor<4xf32> {abi.output = 0 : index}, %b: tensor<4xf32> {abi.output = 1 : index}) -> (tensor<4xf32>, tensor<4xf32>) {
  %v = stablehlo.add %a, %b : tensor<4xf32>
  return %v, %v : tensor<4xf32>, tensor<4xf32>
}"#;
        let x = iota(&[4], ElemType::F32);
        check_exact(src, vec![x.clone(), x]);
    }

    /// To write `-a` into `b` after the last read of `b`, its producer was moved past the
    /// in-place write of `a`, and read the new `a`.
    #[test]
    fn moved_producer_reads_another_output_argument() {
        let src = r#"
func.func public @main(%a: tensor<4xf32> {abi.output = 0 : index}, %b: tensor<4xf32> {abi.output = 1 : index}) -> (tensor<4xf32>, tensor<4xf32>) {
  %n = stablehlo.negate %a : tensor<4xf32>
  %c = stablehlo.constant dense<1.5> : tensor<4xf32>
  %s = stablehlo.add %c, %b : tensor<4xf32>
  return %s, %n : tensor<4xf32>, tensor<4xf32>
}"#;
        let x = iota(&[4], ElemType::F32);
        check_exact(src, vec![x.clone(), x]);
    }

    /// A result that is a view of an in-place argument's old contents was copied out where the
    /// view was defined, after the argument had been overwritten.
    #[test]
    fn view_of_an_output_argument_returned() {
        let src = r#"
func.func public @main(%a: tensor<31xf32>, %b: tensor<31xf32> {abi.output = 1 : index}) -> (tensor<1xf32>, tensor<31xf32>) {
  %c = stablehlo.constant dense<1.0> : tensor<31xf32>
  %s = stablehlo.add %a, %c : tensor<31xf32>
  %v = stablehlo.slice %b [26:27] : (tensor<31xf32>) -> tensor<1xf32>
  return %v, %s : tensor<1xf32>, tensor<31xf32>
}"#;
        let x = iota(&[31], ElemType::F32);
        check_exact(src, vec![x.clone(), x]);
    }
}
