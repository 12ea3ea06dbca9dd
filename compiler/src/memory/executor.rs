//! The plan-checking executor: runs a planned function with the reference op semantics on one real
//! arena laid out exactly as planned, with views and in-place outputs pointing into the storage they
//! share. A planning bug (two live values sharing bytes, a result placed in reused storage, a write
//! into a caller's argument) shows up as a wrong number, as ggml #1151 did. Deallocated transients are
//! poisoned with NaN bytes, so a read after the last planned use shows up too.

use std::collections::HashMap;

use dialect::ir::{Module, Value};
use dialect::ops::OpKind;
use dialect::types::ElemType;

use super::{FunctionPlan, Storage};
use crate::reference::tensor::Tensor;
use crate::reference::{EvalError, Interpreter};

/// What a planned run produced.
#[derive(Debug, Clone)]
pub struct PlannedRun {
    /// The function's results.
    pub results: Vec<Tensor>,
    /// The argument buffers after the call (donated ones hold the in-place outputs).
    pub args_after: Vec<Tensor>,
}

/// Encodes a tensor's elements as little-endian bytes of its element type.
pub fn to_bytes(t: &Tensor) -> Vec<u8> {
    t.to_le_bytes()
}

/// Decodes bytes written by [`to_bytes`]. Bytes that do not fit the shape (a planning bug that
/// hands a view the wrong size) decode as NaN-poisoned zeros of the right size, so the mismatch
/// shows as a wrong number.
pub fn from_bytes(bytes: &[u8], shape: Vec<usize>, elem: ElemType) -> Tensor {
    let n: usize = shape.iter().product();
    let mut b = bytes.to_vec();
    b.resize(n * elem.byte_size(), 0xFF);
    Tensor::from_le_bytes(&b, shape.clone(), elem)
        .unwrap_or_else(|| Tensor::floats(shape, elem, vec![f64::NAN; n]))
}

struct Memory {
    arena: Vec<u8>,
    args: Vec<Vec<u8>>,
    results: HashMap<usize, Vec<u8>>,
    external: HashMap<Value, Tensor>,
}

/// Runs function `name` of `m` (planned as `plan`) on `args`.
pub fn run_planned(
    m: &Module,
    name: &str,
    plan: &FunctionPlan,
    args: Vec<Tensor>,
) -> Result<PlannedRun, EvalError> {
    let interp = Interpreter::new(m);
    let ft = interp.signature(name)?;
    if args.len() != ft.inputs.len() {
        return Err(EvalError::Argument(format!(
            "@{name} takes {} arguments, {} given",
            ft.inputs.len(),
            args.len()
        )));
    }
    let f = m
        .lookup_function(name)
        .ok_or_else(|| EvalError::NoFunction(name.into()))?;
    let block = m
        .entry_block(f)
        .ok_or_else(|| EvalError::Unsupported("declaration".into()))?;
    let arg_types: Vec<(Vec<usize>, ElemType)> =
        args.iter().map(|a| (a.shape.clone(), a.elem)).collect();
    let mut mem = Memory {
        arena: vec![0; plan.arena_bytes as usize],
        args: args.iter().map(to_bytes).collect(),
        results: HashMap::new(),
        external: HashMap::new(),
    };
    let shape_of = |v: Value| -> (Vec<usize>, ElemType) {
        let t = m.ty(v);
        (
            t.shape()
                .map(|s| s.iter().map(|&d| d as usize).collect())
                .unwrap_or_default(),
            t.elem().unwrap_or(ElemType::F32),
        )
    };
    let root_of = |v: Value| plan.view_root.get(&v).copied().unwrap_or(v);
    let read = |mem: &Memory, v: Value| -> Result<Tensor, EvalError> {
        let (shape, elem) = shape_of(v);
        let root = root_of(v);
        let offset = plan.view_offset.get(&v).copied().unwrap_or(0) as usize;
        let size = super::type_bytes(m.ty(v)) as usize;
        let take = |bytes: &[u8]| -> Result<Tensor, EvalError> {
            let b = bytes.get(offset..offset + size).ok_or_else(|| {
                EvalError::Internal(format!(
                    "view of {size} bytes at {offset} is outside its root"
                ))
            })?;
            Ok(from_bytes(b, shape.clone(), elem))
        };
        match plan.storage.get(&v).or_else(|| plan.storage.get(&root)) {
            Some(Storage::Arg(i)) => take(&mem.args[*i]),
            Some(Storage::Transient(t)) => {
                let b = &plan.buffers[*t];
                take(&mem.arena[b.offset as usize..])
            }
            Some(Storage::Result(k)) => {
                let bytes = mem.results.get(k).ok_or_else(|| {
                    EvalError::Internal(format!("result {k} read before written"))
                })?;
                take(bytes)
            }
            Some(Storage::Const) => {
                let op = m
                    .def_op(root)
                    .ok_or_else(|| EvalError::Internal("constant without op".into()))?;
                let t = interp.eval_single(op, vec![])?.remove(0);
                take(&to_bytes(&t))
            }
            Some(Storage::External) | None => {
                let t = mem.external.get(&root).ok_or_else(|| {
                    EvalError::Internal("external value read before written".into())
                })?;
                take(&to_bytes(t))
            }
        }
    };
    let write = |mem: &mut Memory, v: Value, t: &Tensor| {
        let bytes = to_bytes(t);
        match plan.storage.get(&v) {
            Some(Storage::Arg(i)) => mem.args[*i].copy_from_slice(&bytes),
            Some(Storage::Transient(k)) => {
                let off = plan.buffers[*k].offset as usize;
                mem.arena[off..off + bytes.len()].copy_from_slice(&bytes);
            }
            Some(Storage::Result(k)) => {
                mem.results.insert(*k, bytes);
            }
            Some(Storage::Const) => {}
            Some(Storage::External) | None => {
                mem.external.insert(v, t.clone());
            }
        }
    };
    for (i, &a) in m.blocks[block].args.iter().enumerate() {
        let _ = (a, i);
    }
    for &op in &m.blocks[block].ops {
        let d = &m.ops[op];
        match d.kind() {
            Some(OpKind::Return) => {
                let results = d
                    .operands
                    .iter()
                    .map(|&v| read(&mem, v))
                    .collect::<Result<Vec<_>, _>>()?;
                let args_after = mem
                    .args
                    .iter()
                    .zip(&arg_types)
                    .map(|(b, (s, e))| from_bytes(b, s.clone(), *e))
                    .collect();
                return Ok(PlannedRun {
                    results,
                    args_after,
                });
            }
            Some(OpKind::Dealloc) => {
                // Poison the storage: a later read of it is a planning bug and gives NaN.
                if let Some(Storage::Transient(t)) = plan.storage.get(&root_of(d.operands[0])) {
                    let b = &plan.buffers[*t];
                    for x in &mut mem.arena[b.offset as usize..(b.offset + b.size) as usize] {
                        *x = 0xFF;
                    }
                }
                continue;
            }
            _ => {}
        }
        if !d.results.is_empty() && d.results.iter().all(|r| plan.view_root.contains_key(r)) {
            continue; // Views share their root's bytes.
        }
        if d.is(OpKind::Constant) {
            continue;
        }
        let operands = d
            .operands
            .iter()
            .map(|&v| read(&mem, v))
            .collect::<Result<Vec<_>, _>>()?;
        // Values the op's regions read from the function body.
        let mut captures = HashMap::new();
        let own: std::collections::HashSet<Value> = {
            let mut s = std::collections::HashSet::new();
            m.walk(op, &mut |o| s.extend(m.ops[o].results.iter().copied()));
            m.walk(op, &mut |o| {
                for &r in &m.ops[o].regions {
                    for &b in &m.regions[r].blocks {
                        s.extend(m.blocks[b].args.iter().copied());
                    }
                }
            });
            for &r in &d.regions {
                for &b in &m.regions[r].blocks {
                    s.extend(m.blocks[b].args.iter().copied());
                }
            }
            s
        };
        let mut needed = Vec::new();
        m.walk(op, &mut |o| {
            needed.extend(m.ops[o].operands.iter().copied())
        });
        for v in needed {
            if !own.contains(&v) && !captures.contains_key(&v) {
                captures.insert(v, read(&mem, v)?);
            }
        }
        let out = interp.eval_with_captures(op, operands, captures)?;
        for (&r, t) in d.results.iter().zip(&out) {
            write(&mut mem, r, t);
        }
    }
    Err(EvalError::Internal("function without return".into()))
}
