//! JAX's Shardy exports (tests/dist, JAX 0.10.2: `sdy.mesh`, `sdy.manual_computation` with its
//! region, `in_shardings`, `out_shardings`, `manual_axes`, `sdy.return`, `#sdy.sharding` on
//! arguments and results) and their Shardy-off twins (`custom_call @Sharding`,
//! `@SPMDFullToShardShape`, `@SPMDShardToFullShape`, `mhlo.sharding`) parse without diagnostics
//! and print back byte for byte. Each `NAME.generic.mlir` is the same module printed by MLIR
//! itself with every op generic (jaxlib's bindings, in export_dist.py): it parses and prints
//! exactly JAX's pretty text, and our own generic form parses back to the same module.

use std::path::{Path, PathBuf};

use dialect::parser::parse;
use dialect::printer::{print_module, print_module_generic};

fn dist() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/dist")
}

fn files(suffix: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dist())
        .expect("tests/dist exists")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| {
            let n = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            n.ends_with(".mlir") && (n.ends_with(".generic.mlir") == (suffix == "generic"))
        })
        .collect();
    v.sort();
    v
}

fn print_file(path: &Path) -> (String, dialect::Module) {
    let src = std::fs::read_to_string(path).expect("readable");
    let (m, diags) = parse(&src);
    assert!(diags.is_empty(), "{}: {:?}", path.display(), diags);
    let m = m.expect("module");
    let errs = dialect::verifier::verify(&m);
    assert!(errs.is_empty(), "{}: {:?}", path.display(), errs);
    (print_module(&m), m)
}

#[test]
fn jax_exports_print_back_byte_for_byte() {
    let pretty = files("pretty");
    assert!(pretty.len() >= 7, "found {}", pretty.len());
    let mut manual = 0;
    for p in pretty {
        let src = std::fs::read_to_string(&p).unwrap();
        let (printed, m) = print_file(&p);
        assert_eq!(printed, src, "{}", p.display());
        manual += src.matches("sdy.manual_computation(").count();
        // Our generic form parses back to the same module.
        let (m2, d) = parse(&print_module_generic(&m));
        assert!(d.is_empty(), "{}: {d:?}", p.display());
        assert_eq!(print_module(&m2.unwrap()), src, "{}", p.display());
    }
    assert!(manual >= 4, "only {manual} manual computations");
}

#[test]
fn mlir_generic_twins_print_as_jax_printed() {
    let generic = files("generic");
    assert!(generic.len() >= 4, "found {}", generic.len());
    for g in generic {
        let name = g.to_str().unwrap().replace(".generic.mlir", ".mlir");
        let want = std::fs::read_to_string(&name).unwrap();
        assert_eq!(print_file(&g).0, want, "{}", g.display());
    }
}

#[test]
fn a_manual_computation_with_attributes_and_no_operands_round_trips() {
    let src = r#"module {
  sdy.mesh @mesh = <["a"=2, "b"=2]>
  func.func public @main() -> tensor<f32> {
    %0 = sdy.manual_computation() in_shardings=[] out_shardings=[<@mesh, []>] manual_axes={"a", "b"} () {
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      sdy.return %cst : tensor<f32>
    } {xla.note = "x"} : () -> tensor<f32>
    return %0 : tensor<f32>
  }
}
"#;
    let (m, d) = parse(src);
    assert!(d.is_empty(), "{d:?}");
    let m = m.unwrap();
    assert_eq!(print_module(&m), src);
    let generic = print_module_generic(&m);
    assert!(
        generic.contains(r#"<{in_shardings = #sdy.sharding_per_value<[]>, manual_axes = #sdy<manual_axes{"a", "b"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, []>]>}>"#),
        "{generic}"
    );
    let (m2, d2) = parse(&generic);
    assert!(d2.is_empty(), "{d2:?}");
    assert_eq!(print_module(&m2.unwrap()), src);
}
