//! Module state on the compiled path and in the embedding API: a global keeps its value in the
//! loaded module (the module instance) between calls, each load of a module has its own, the
//! embedder reads and writes globals by name, and a `.vmfb` whose globals section breaks its
//! rules is refused at load (E0703). Expected values are hand-computed counts.

use runtime::vm::bytecode::NO_INITIAL_VALUE;
use runtime::vm::format::{check_header, decode_module, write_module};
use runtime::{ElemType, HostTensor, Instance, Module};

use compiler::reference::tensor::Tensor as RefTensor;
use compiler::reference::Interpreter;

/// A step counter (`util.global`) and a cache (`ml_program.global`) with an immutable scale.
const COUNTER: &str = r#"
util.global private mutable @counter = dense<0> : tensor<i32>
ml_program.global private mutable @cache(dense<[1.0, 2.0]> : tensor<2xf32>) : tensor<2xf32>
ml_program.global private @scale(dense<2.0> : tensor<2xf32>) : tensor<2xf32>

func.func @step() -> tensor<i32> {
  %c = util.global.load @counter : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.add %c, %one : tensor<i32>
  util.global.store %n, @counter : tensor<i32>
  return %n : tensor<i32>
}

func.func @update(%x: tensor<2xf32>) -> tensor<2xf32> {
  %old = ml_program.global_load @cache : tensor<2xf32>
  %s = ml_program.global_load_const @scale : tensor<2xf32>
  %sx = stablehlo.multiply %x, %s : tensor<2xf32>
  %new = stablehlo.add %old, %sx : tensor<2xf32>
  ml_program.global_store @cache = %new : tensor<2xf32>
  return %old : tensor<2xf32>
}
"#;

/// A named edit of a module's definition.
type Edit = Box<dyn Fn(&mut runtime::vm::bytecode::ModuleDef)>;
fn load(inst: &Instance) -> Module {
    let bytes = compiler::backend::compile_to_vmfb(COUNTER, "globals").unwrap();
    Module::from_bytes(inst, &bytes).unwrap()
}

fn i32_of(h: &HostTensor) -> i32 {
    i32::from_le_bytes(h.data[..4].try_into().unwrap())
}

fn f32s(h: &HostTensor) -> Vec<f32> {
    h.data
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn f32_host(v: &[f32]) -> HostTensor {
    HostTensor {
        dtype: ElemType::F32,
        shape: vec![v.len()],
        data: v.iter().flat_map(|x| x.to_le_bytes()).collect(),
    }
}

fn step(m: &Module) -> i32 {
    let out = m
        .function("step")
        .unwrap()
        .call(std::iter::empty())
        .unwrap();
    i32_of(&out[0].to_host().unwrap())
}

#[test]
fn a_counter_advances_across_calls_and_loads_are_independent() {
    let inst = Instance::builder().threads(1).build().unwrap();
    let m = load(&inst);
    assert_eq!(m.global_names(), ["counter", "cache", "scale"]);
    assert_eq!(i32_of(&m.global("counter").unwrap()), 0);
    // Three calls: 1, 2, 3.
    assert_eq!([step(&m), step(&m), step(&m)], [1, 2, 3]);
    assert_eq!(i32_of(&m.global("@counter").unwrap()), 3);
    // The embedder sets it: 10, and the next call gives 11.
    let ten = HostTensor {
        dtype: ElemType::I32,
        shape: vec![],
        data: 10i32.to_le_bytes().to_vec(),
    };
    m.set_global("counter", &ten).unwrap();
    assert_eq!(step(&m), 11);
    // A clone of the handle shares the state; a second load has its own.
    assert_eq!(step(&m.clone()), 12);
    let other = load(&inst);
    assert_eq!(step(&other), 1);
    assert_eq!(step(&m), 13);
    m.reset_globals().unwrap();
    assert_eq!(step(&m), 1);
}

#[test]
fn a_cache_is_updated_by_stores_and_matches_the_reference_interpreter() {
    // cache <- cache + 2 x; the call returns the cache before the store.
    // [1, 2] -> + 2 [1, 1] = [3, 4] -> + 2 [0.5, -1] = [4, 2].
    let inst = Instance::builder().threads(1).build().unwrap();
    let m = load(&inst);
    let f = m.function("update").unwrap();
    let mut got = vec![];
    for x in [[1.0f32, 1.0], [0.5, -1.0]] {
        let t = runtime::Tensor::from_host(&inst, &f32_host(&x)).unwrap();
        got.push(f32s(&f.call([(&t).into()]).unwrap()[0].to_host().unwrap()));
    }
    assert_eq!(got, [vec![1.0, 2.0], vec![3.0, 4.0]]);
    assert_eq!(f32s(&m.global("cache").unwrap()), [4.0, 2.0]);
    // The reference interpreter keeps globals across its calls alike.
    let (module, diags) = dialect::parser::parse(COUNTER);
    assert!(diags.is_empty(), "{diags:?}");
    let legal = compiler::pass_manager::legalize_for_reference(&module.unwrap()).unwrap();
    let interp = Interpreter::new(&legal);
    let counts: Vec<i64> = (0..3)
        .map(|_| interp.call("step", vec![]).unwrap()[0].get_i(0))
        .collect();
    assert_eq!(counts, [1, 2, 3]);
    for x in [[1.0, 1.0], [0.5, -1.0]] {
        interp
            .call(
                "update",
                vec![RefTensor::floats(
                    vec![2],
                    dialect::types::ElemType::F32,
                    x.to_vec(),
                )],
            )
            .unwrap();
    }
    assert_eq!(interp.global("cache").unwrap().to_f64(), [4.0, 2.0]);
}

#[test]
fn globals_by_name_errors_are_argument_errors() {
    let inst = Instance::builder().threads(1).build().unwrap();
    let m = load(&inst);
    let e = m.global("nope").unwrap_err();
    assert_eq!(e.code(), "E0701");
    assert!(
        e.to_string().contains("@nope") && e.to_string().contains("@counter"),
        "{e}"
    );
    let e = m
        .set_global("cache", &f32_host(&[1.0, 2.0, 3.0]))
        .unwrap_err();
    assert_eq!(e.code(), "E0701");
    assert!(e.to_string().contains("tensor<2xf32>"), "{e}");
}

#[test]
fn a_vmfb_whose_globals_break_the_rules_is_refused_at_load() {
    let inst = Instance::builder().threads(1).build().unwrap();
    let bytes = compiler::backend::compile_to_vmfb(COUNTER, "globals").unwrap();
    let layout = check_header(&bytes).unwrap();
    let def = decode_module(&bytes, layout).unwrap();
    let data = bytes[layout.data.0..layout.data.1].to_vec();
    assert_eq!(def.globals.len(), 3);
    let cases: Vec<(&str, Edit)> = vec![
        ("not mutable", Box::new(|d| d.globals[0].mutable = false)),
        ("out of range", Box::new(|d| d.globals[1].init = 999)),
        (
            "initial value of type",
            Box::new(|d| d.globals[0].ty.shape = vec![3]),
        ),
        (
            "defined twice",
            Box::new(|d| d.globals[1].name = "counter".into()),
        ),
    ];
    for (want, mutate) in cases {
        let mut bad = def.clone();
        mutate(&mut bad);
        let e = Module::from_bytes(&inst, &write_module(&bad, &data)).unwrap_err();
        assert_eq!(e.code(), "E0703", "{want}: {e}");
        assert!(e.to_string().contains(want), "{want}: {e}");
    }
    // A global without an initial value starts as zeros.
    let mut zeroed = def.clone();
    zeroed.globals[1].init = NO_INITIAL_VALUE;
    let m = Module::from_bytes(&inst, &write_module(&zeroed, &data)).unwrap();
    assert_eq!(f32s(&m.global("cache").unwrap()), [0.0, 0.0]);
}
