//! A collective is a dispatch of its own: every process of a group must issue the same
//! collectives in the same order, so no pass may reorder, merge, fuse or drop one. A program with
//! collectives interleaved with foldable and dead-looking work compiles to exactly its
//! collectives, in source order (issue 26 item 4).

use runtime::vm::bytecode::{CollectiveKind, Instr};
use runtime::vm::format::{check_header, decode_module};

const ADD: &str = r#"({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    })"#;
const MAX: &str = r#"({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.maximum %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    })"#;

/// The collectives of function `name` of the compiled `text`, in instruction order, with their
/// reduction's name.
fn collectives(text: &str, name: &str) -> Vec<(CollectiveKind, Option<&'static str>)> {
    let bytes = compiler::backend::compile_to_vmfb(text, "order.mlir").unwrap();
    let m = decode_module(&bytes, check_header(&bytes).unwrap()).unwrap();
    let f = m.functions.iter().find(|f| f.name == name).unwrap();
    f.code
        .iter()
        .filter_map(|i| match i {
            Instr::Collective(c) => Some((c.kind, c.op.map(|o| o.name()))),
            _ => None,
        })
        .collect()
}

#[test]
fn passes_keep_every_collective_in_order() {
    // Three equal all_reduces of %x (CSE would merge them), one whose result nothing reads (DCE
    // would drop it), constants multiplied by one and added to zero around them (canonicalize
    // folds those), elementwise work between them (fusion would merge it across).
    let text = format!(
        r#"module @order attributes {{mhlo.num_replicas = 2 : i32}} {{
  func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {{
    %one = stablehlo.constant dense<1.0> : tensor<4xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<4xf32>
    %a = "stablehlo.all_reduce"(%x) {ADD} {{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}} : (tensor<4xf32>) -> tensor<4xf32>
    %dead = "stablehlo.all_reduce"(%x) {ADD} {{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}} : (tensor<4xf32>) -> tensor<4xf32>
    %y = stablehlo.multiply %a, %one : tensor<4xf32>
    %b = "stablehlo.all_reduce"(%x) {ADD} {{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}} : (tensor<4xf32>) -> tensor<4xf32>
    %g = "stablehlo.all_gather"(%y) {{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}} : (tensor<4xf32>) -> tensor<8xf32>
    %z = stablehlo.add %b, %zero : tensor<4xf32>
    %mx = "stablehlo.all_reduce"(%z) {MAX} {{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}} : (tensor<4xf32>) -> tensor<4xf32>
    %p = "stablehlo.collective_permute"(%mx) {{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}} : (tensor<4xf32>) -> tensor<4xf32>
    %s = stablehlo.slice %g [0:4] : (tensor<8xf32>) -> tensor<4xf32>
    %e = stablehlo.exponential %s : tensor<4xf32>
    %r = stablehlo.add %p, %e : tensor<4xf32>
    return %r : tensor<4xf32>
  }}
}}
"#
    );
    assert_eq!(
        collectives(&text, "f"),
        vec![
            (CollectiveKind::AllReduce, Some("stablehlo.add")),
            (CollectiveKind::AllReduce, Some("stablehlo.add")),
            (CollectiveKind::AllReduce, Some("stablehlo.add")),
            (CollectiveKind::AllGather, None),
            (CollectiveKind::AllReduce, Some("stablehlo.maximum")),
            (CollectiveKind::CollectivePermute, None),
        ]
    );
}

/// A collective in a loop body stays in the body, once: each iteration issues it.
#[test]
fn a_collective_in_a_loop_stays_in_the_loop() {
    let text = format!(
        r#"module @loop attributes {{mhlo.num_replicas = 2 : i32}} {{
  func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {{
    %i0 = stablehlo.constant dense<0> : tensor<i32>
    %n = stablehlo.constant dense<3> : tensor<i32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %r:2 = stablehlo.while(%i = %i0, %v = %x) : tensor<i32>, tensor<4xf32>
      cond {{
        %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %c : tensor<i1>
      }} do {{
        %s = "stablehlo.all_reduce"(%v) {ADD} {{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}} : (tensor<4xf32>) -> tensor<4xf32>
        %j = stablehlo.add %i, %one : tensor<i32>
        stablehlo.return %j, %s : tensor<i32>, tensor<4xf32>
      }}
    return %r#1 : tensor<4xf32>
  }}
}}
"#
    );
    let bytes = compiler::backend::compile_to_vmfb(&text, "loop.mlir").unwrap();
    let m = decode_module(&bytes, check_header(&bytes).unwrap()).unwrap();
    let code = &m.functions[0].code;
    let at: Vec<usize> = code
        .iter()
        .enumerate()
        .filter(|(_, i)| matches!(i, Instr::Collective(_)))
        .map(|(pc, _)| pc)
        .collect();
    assert_eq!(at.len(), 1, "{code:#?}");
    let branch = code
        .iter()
        .position(|i| matches!(i, Instr::BranchFalse { .. }))
        .unwrap();
    let back = code
        .iter()
        .rposition(|i| matches!(i, Instr::Jump { target } if (*target as usize) < branch))
        .unwrap();
    assert!(branch < at[0] && at[0] < back, "{code:#?}");
    // The grid section: the module's 2 x 1 grid and the one group of both replicas.
    let g = m.grid.unwrap();
    assert_eq!((g.replicas, g.partitions), (2, 1));
    assert_eq!(g.groups.len(), 1);
    assert_eq!(g.groups[0].rows, vec![vec![0, 1]]);
}
