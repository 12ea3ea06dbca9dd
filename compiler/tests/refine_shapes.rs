//! Shape refinement before verification (`compiler::passes::refine_shapes`): IREE's
//! `flow.tensor.dynamic_constant` hides a constant's sizes, the ops after it are typed with `?`,
//! and the refined module is static; a `?` no constant determines is E0201 naming the value. The
//! sizes `tensor.empty` and `tensor.expand_shape` take as `index` operands refine too.

fn refined(text: &str) -> Result<dialect::Module, Vec<dialect::diag::Diagnostic>> {
    let mut diags = vec![];
    let opts = dialect::verifier::VerifyOptions::default();
    compiler::driver::parse_and_verify(text, 0, &opts, &mut diags).ok_or(diags)
}

/// IREE's `regression/dynamic_add.mlir` idiom: every `?` follows from the constants, the casts
/// are forwarded and the printed module is static (the values are checked by tests/iree-e2e).
#[test]
fn dynamic_constants_refine_to_static_shapes() {
    let text = r#"func.func @main() -> tensor<2x4xf32> {
  %lhs = flow.tensor.dynamic_constant dense<1.0> : tensor<2x4xf32> -> tensor<?x4xf32>
  %rhs = flow.tensor.dynamic_constant dense<2.0> : tensor<2x4xf32> -> tensor<?x?xf32>
  %rc = tensor.cast %rhs : tensor<?x?xf32> to tensor<?x4xf32>
  %2 = stablehlo.add %lhs, %rc : tensor<?x4xf32>
  %3 = util.optimization_barrier %2 : tensor<?x4xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %4 = stablehlo.reduce(%3 init: %init) applies stablehlo.add across dimensions = [0] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
  %w = flow.tensor.dynamic_constant dense<3.0> : tensor<4x3xf32> -> tensor<?x?xf32>
  %5 = "stablehlo.dot"(%3, %w) : (tensor<?x4xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %result = tensor.cast %3 : tensor<?x4xf32> to tensor<2x4xf32>
  return %result : tensor<2x4xf32>
}"#;
    let m = refined(text).unwrap_or_else(|d| panic!("{d:?}"));
    let printed = dialect::printer::print_module(&m);
    assert!(!printed.contains('?'), "{printed}");
    assert!(
        !printed.contains("tensor.cast") && !printed.contains("flow."),
        "{printed}"
    );
    assert!(
        printed.contains("stablehlo.add %cst, %cst_0 : tensor<2x4xf32>"),
        "{printed}"
    );
    assert!(printed.contains("-> tensor<4xf32>"), "{printed}");
    assert!(printed.contains("-> tensor<2x3xf32>"), "{printed}");
}

fn codes(text: &str) -> Vec<(String, String)> {
    match refined(text) {
        Ok(_) => vec![],
        Err(d) => d
            .iter()
            .map(|d| (d.code.0.to_string(), d.message.clone()))
            .collect(),
    }
}

/// A dynamic argument determines nothing: the argument and each value computed from it are
/// E0201, named.
#[test]
fn an_unrefinable_size_is_e0201_naming_the_value() {
    let errs = codes(
        r#"func.func @main(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.abs %a : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}"#,
    );
    assert!(!errs.is_empty());
    assert!(errs.iter().all(|(c, _)| c == "E0201"), "{errs:?}");
    assert!(
        errs.iter()
            .any(|(_, m)| m.contains("argument 0 of `@main`")),
        "{errs:?}"
    );
    assert!(
        errs.iter()
            .any(|(_, m)| m.contains("result 0 of `stablehlo.abs`")),
        "{errs:?}"
    );
}

/// A cast to a static type that disagrees with its operand's sizes is not forwarded: an error,
/// not a silent reshape.
#[test]
fn a_cast_to_other_sizes_is_an_error() {
    let errs = codes(
        r#"func.func @main() -> tensor<3x4xf32> {
  %a = flow.tensor.dynamic_constant dense<1.0> : tensor<2x4xf32> -> tensor<?x4xf32>
  %r = tensor.cast %a : tensor<?x4xf32> to tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}"#,
    );
    assert!(
        errs.iter()
            .any(|(c, m)| c == "E0201" && m.contains("tensor.cast")),
        "{errs:?}"
    );
}

/// `tensor.empty` and `tensor.expand_shape` take their `?` sizes from `index` operands that
/// constants determine (`arith.constant`, `tensor.dim` of a static size); the sizes go into the
/// types, the operands and the `tensor.dim` go, and the printed module is static.
#[test]
fn index_operands_refine_tensor_ops() {
    let text = r#"func.func @main() -> tensor<2x3xf32> {
  %x = flow.tensor.dynamic_constant dense<1.0> : tensor<6xf32> -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  %c2 = arith.constant 2 : index
  %r = tensor.expand_shape %e [[0, 1]] output_shape [%c2, 3] : tensor<?xf32> into tensor<?x3xf32>
  %s = tensor.cast %r : tensor<?x3xf32> to tensor<2x3xf32>
  return %s : tensor<2x3xf32>
}"#;
    let m = refined(text).unwrap_or_else(|d| panic!("{d:?}"));
    let printed = dialect::printer::print_module(&m);
    assert!(!printed.contains('?'), "{printed}");
    assert!(!printed.contains("tensor.dim"), "{printed}");
    assert!(
        printed.contains("tensor.empty() : tensor<6xf32>"),
        "{printed}"
    );
    assert!(
        printed.contains("output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>"),
        "{printed}"
    );
}

/// A size no constant determines (a `tensor.dim` of a dynamic argument) stays `?`: E0201 naming
/// `tensor.empty`'s result.
#[test]
fn a_size_from_a_dynamic_argument_is_e0201() {
    let errs = codes(
        r#"func.func @main(%a: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  return %e : tensor<?xf32>
}"#,
    );
    assert!(
        errs.iter()
            .any(|(c, m)| c == "E0201" && m.contains("result 0 of `tensor.empty`")),
        "{errs:?}"
    );
}
