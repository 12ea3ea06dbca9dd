//! `localize-manual`: makes a module whose `sdy.manual_computation`s cover every mesh axis (what
//! JAX's `shard_map` exports) into the per-process program that every process of the mesh runs.
//!
//! A manual computation's body already is per-process code: local shapes, and explicit
//! collectives (`all_reduce` over `replica_groups`) wherever data crosses processes. Outside it
//! the module describes global values. So, in each function that holds manual computations:
//!
//! - every value outside the manual computations gets a placement from the shardings where it
//!   meets one (`in_shardings` for arguments, `out_shardings` for results): split along one mesh
//!   axis in one dimension, or replicated (whole on every process);
//! - an argument or result split along an axis takes its local type (that dimension divided by
//!   the axis's size) and is marked `dist.shard = array<i64: dim, axis>` (the axis an index into
//!   the module's `dist.mesh = array<i64: sizes..>`); a replicated one keeps its type and has no
//!   mark;
//! - each manual computation's body is inlined in its place (its arguments become its operands,
//!   its results the values its `sdy.return` returns); collectives inside keep their
//!   `replica_groups`;
//! - the module's process grid (`mhlo.num_replicas` x `mhlo.num_partitions`, which
//!   `views::ProcessGrid` reads) is the mesh's size; a process's flattened id is its row-major
//!   index in the mesh.
//!
//! Ops outside a manual computation may compute on replicated values (every process computes the
//! same), never on split ones: that needs an SPMD partitioner (E0414, "needs SPMD partitioning;
//! use shard_map"), as does a manual computation that leaves a mesh axis free, or a value that
//! meets two different shardings. A module without manual computations is left alone, sharding
//! annotations and all: it runs as one process on global shapes (correct, and what
//! `stablehlo-decompose` makes of `sdy.sharding_constraint`).

use std::collections::HashMap;

use dialect::attrs::Attribute;
use dialect::diag::{self, Diagnostic};
use dialect::ir::{Block, Module, Op, Value};
use dialect::ops::OpKind;
use dialect::syntax::sdy::{manual_axes, mesh_spec, per_value_shardings, sharding_spec, MeshSpec};
use dialect::types::{ElemType, Type};
use dialect::views::{Placement, Shard};

use super::Pass;

/// The pass.
pub struct LocalizeManual;

impl Pass for LocalizeManual {
    fn name(&self) -> &'static str {
        "localize-manual"
    }
    fn description(&self) -> &'static str {
        "make a module whose `sdy.manual_computation`s cover every mesh axis into the per-process program: bodies inlined, split arguments and results of local type marked `dist.shard`"
    }
    /// It changes nothing in a module without manual computations, and takes a manual computation only in a function's entry block (it runs before `lift-cf-to-stablehlo`).
    fn handles_blocks(&self) -> bool {
        true
    }
    fn run(&self, m: &mut Module) -> Vec<Diagnostic> {
        localize(m)
    }
}

/// A value's placement: `None` when every process holds the whole value.
type Place = Option<Shard>;

fn unsupported(m: &Module, op: Op, msg: String) -> Diagnostic {
    Diagnostic::error(
        diag::NOT_SUPPORTED_YET,
        m.ops[op].span,
        msg,
        "needs SPMD partitioning",
    )
}

fn opaque(m: &Module, op: Op, key: &str) -> Option<String> {
    match m.ops[op].attr(key) {
        Some(Attribute::Opaque(t)) => Some(t.clone()),
        _ => None,
    }
}

/// The mesh the module's manual computations run on.
struct Mesh {
    name: String,
    axes: Vec<(String, i64)>,
}

impl Mesh {
    fn size(&self) -> i64 {
        self.axes.iter().map(|a| a.1).product()
    }

    /// The placement a sharding's text says, or why it is not one this pass takes.
    fn place(&self, text: &str) -> Result<Place, String> {
        let s = sharding_spec(text).ok_or_else(|| format!("cannot read the sharding `{text}`"))?;
        if s.mesh != self.name {
            return Err(format!(
                "the sharding `{text}` names mesh @{}, but the manual computations run on @{}",
                s.mesh, self.name
            ));
        }
        if s.rest.starts_with("unreduced") || s.rest.starts_with("reduced") {
            return Err(format!("the sharding `{text}` holds partial sums"));
        }
        let mut place = None;
        for (dim, (axes, odd)) in s.dims.iter().enumerate() {
            if *odd {
                return Err(format!(
                    "the sharding `{text}` has an open dimension or a sub-axis"
                ));
            }
            let split: Vec<&String> = axes
                .iter()
                .filter(|a| self.axis(a).is_some_and(|i| self.axes[i].1 > 1))
                .collect();
            if let Some(a) = axes.iter().find(|a| self.axis(a).is_none()) {
                return Err(format!(
                    "the sharding `{text}` names axis \"{a}\", which mesh @{} does not have",
                    self.name
                ));
            }
            match (split.as_slice(), place) {
                ([], _) => {}
                ([a], None) => {
                    place = Some(Shard {
                        dim,
                        axis: self.axis(a).unwrap_or(0),
                    })
                }
                _ => {
                    return Err(format!(
                        "the sharding `{text}` splits a value along more than one mesh axis, which is not supported yet"
                    ))
                }
            }
        }
        Ok(place)
    }

    fn axis(&self, name: &str) -> Option<usize> {
        self.axes.iter().position(|a| a.0 == name)
    }

    fn describe(&self, p: Place) -> String {
        match p {
            None => "replicated".into(),
            Some(s) => format!(
                "split in dimension {} along mesh axis \"{}\"",
                s.dim, self.axes[s.axis].0
            ),
        }
    }

    /// The local type of a value of global type `t` placed as `p`.
    fn local(&self, t: &Type, p: Place) -> Result<Type, String> {
        let Some(s) = p else {
            return Ok(t.clone());
        };
        let n = self.axes[s.axis].1;
        match t {
            Type::Tensor { shape, elem } if s.dim < shape.len() && shape[s.dim] >= 0 => {
                if shape[s.dim] % n != 0 {
                    return Err(format!(
                        "dimension {} of {t} does not split evenly among the {n} processes of mesh axis \"{}\"",
                        s.dim, self.axes[s.axis].0
                    ));
                }
                let mut shape = shape.clone();
                shape[s.dim] /= n;
                Ok(Type::Tensor { shape, elem: *elem })
            }
            other => Err(format!(
                "a value of type {other} cannot be split in dimension {}",
                s.dim
            )),
        }
    }
}

/// Runs the pass; the module is unchanged when there are errors.
pub fn localize(m: &mut Module) -> Vec<Diagnostic> {
    let mut manuals = Vec::new();
    let top = m.top;
    m.walk(top, &mut |op| {
        if m.ops[op].is(OpKind::SdyManualComputation) {
            manuals.push(op);
        }
    });
    if manuals.is_empty() {
        return vec![];
    }
    let mut diags = Vec::new();
    let mesh = match find_mesh(m, &manuals) {
        Ok(mesh) => mesh,
        Err(d) => return vec![*d],
    };
    // Every manual computation sits in a public function's body, outside any other region, and
    // is manual over every axis of the mesh.
    let mut funcs: Vec<Op> = Vec::new();
    for &mc in &manuals {
        let parent = m.parent_op(mc);
        let ok_parent = parent.filter(|&f| {
            m.ops[f].is(OpKind::Func)
                && m.entry_block(f) == m.ops[mc].parent
                && m.ops[f].attr("sym_visibility").and_then(|a| a.as_str()) != Some("private")
        });
        let Some(f) = ok_parent else {
            diags.push(unsupported(
                m,
                mc,
                "`sdy.manual_computation` must sit in the body of a public function, outside other regions (run `inline` first for one in a private function); elsewhere it needs SPMD partitioning; use shard_map at the top level".into(),
            ));
            continue;
        };
        if !funcs.contains(&f) {
            funcs.push(f);
        }
        let axes = opaque(m, mc, "manual_axes")
            .and_then(|t| manual_axes(&t))
            .unwrap_or_default();
        let free: Vec<String> = mesh
            .axes
            .iter()
            .filter(|(a, n)| *n > 1 && !axes.contains(a))
            .map(|(a, n)| format!("\"{a}\"={n}"))
            .collect();
        if !free.is_empty() {
            diags.push(unsupported(
                m,
                mc,
                format!(
                    "`sdy.manual_computation` leaves mesh axes {} of @{} free: a computation over free axes needs SPMD partitioning; use shard_map over every axis",
                    free.join(", "),
                    mesh.name
                ),
            ));
        }
    }
    if !diags.is_empty() {
        return diags;
    }
    let n = mesh.size();
    match dialect::views::ProcessGrid::declared(m) {
        Ok(Some(g)) if g.size() as i64 != n => {
            return vec![Diagnostic::error(
                diag::NOT_SUPPORTED_YET,
                m.ops[top].span,
                format!(
                    "the module declares {} x {} processes (mhlo.num_replicas x mhlo.num_partitions), but mesh @{} has {n} devices",
                    g.num_replicas, g.num_partitions, mesh.name
                ),
                "here",
            )]
        }
        Ok(_) => {}
        Err(e) => {
            return vec![Diagnostic::error(
                diag::MISSING_ATTRIBUTE,
                m.ops[top].span,
                e.to_string(),
                "here",
            )]
        }
    }
    let mut plans = Vec::new();
    for &f in &funcs {
        match plan_function(m, f, &mesh) {
            Ok(p) => plans.push(p),
            Err(mut d) => diags.append(&mut d),
        }
    }
    if !diags.is_empty() {
        return diags;
    }
    for p in plans {
        apply(m, p, &mesh);
    }
    let grid_declared = matches!(dialect::views::ProcessGrid::declared(m), Ok(Some(_)));
    let attrs = &mut m.ops[top].attrs;
    if !grid_declared {
        let i32_attr = |v: i64| Attribute::Int {
            value: v,
            ty: ElemType::I32,
        };
        attrs.insert("mhlo.num_partitions".into(), i32_attr(n));
        attrs.insert("mhlo.num_replicas".into(), i32_attr(1));
    }
    attrs.insert(
        Placement::MESH.into(),
        Attribute::DenseArray {
            elem: ElemType::I64,
            values: mesh.axes.iter().map(|a| a.1).collect(),
        },
    );
    vec![]
}

/// The one mesh every manual computation's shardings name, read from its `sdy.mesh`.
fn find_mesh(m: &Module, manuals: &[Op]) -> Result<Mesh, Box<Diagnostic>> {
    let mut name: Option<String> = None;
    for &mc in manuals {
        for key in ["in_shardings", "out_shardings"] {
            let Some(list) = opaque(m, mc, key).and_then(|t| per_value_shardings(&t)) else {
                return Err(Box::new(Diagnostic::error(
                    diag::MISSING_ATTRIBUTE,
                    m.ops[mc].span,
                    format!("`sdy.manual_computation` requires `{key}` (`#sdy.sharding_per_value<[..]>`)"),
                    "here",
                )));
            };
            for s in list {
                let mesh = dialect::syntax::sdy::sharding_mesh(&s).unwrap_or_default();
                match &name {
                    None => name = Some(mesh.to_string()),
                    Some(n) if n == mesh => {}
                    Some(n) => {
                        return Err(Box::new(unsupported(
                            m,
                            mc,
                            format!("manual computations on two meshes (@{n} and @{mesh}) need SPMD partitioning; use shard_map on one mesh"),
                        )))
                    }
                }
            }
        }
    }
    let top = m.top;
    let meshes: Vec<(String, MeshSpec, Op)> = m.blocks[m.body()]
        .ops
        .iter()
        .filter(|&&o| m.ops[o].is(OpKind::SdyMesh))
        .filter_map(|&o| {
            let n = m.func_name(o)?.to_string();
            Some((n, mesh_spec(&opaque(m, o, "mesh")?)?, o))
        })
        .collect();
    let name = match name {
        Some(n) => n,
        // Manual computations without operands or results: the module's one mesh.
        None if meshes.len() == 1 => meshes[0].0.clone(),
        None => {
            return Err(Box::new(unsupported(
                m,
                manuals[0],
                "cannot tell which mesh the manual computations run on".into(),
            )))
        }
    };
    let Some((_, spec, at)) = meshes.into_iter().find(|x| x.0 == name) else {
        return Err(Box::new(Diagnostic::error(
            diag::MISSING_ATTRIBUTE,
            m.ops[top].span,
            format!(
                "the manual computations run on @{name}, which is not an `sdy.mesh` of the module"
            ),
            "here",
        )));
    };
    let iota = |ids: &Vec<i64>| ids.iter().enumerate().all(|(i, &d)| d == i as i64);
    if spec.maximal || spec.device_ids.as_ref().is_some_and(|ids| !iota(ids)) {
        return Err(Box::new(unsupported(
            m,
            at,
            format!("mesh @{name} with a device order of its own (a maximal mesh, or `device_ids` not 0, 1, ..) is not supported yet"),
        )));
    }
    if spec.axes.iter().any(|a| a.1 < 1) {
        return Err(Box::new(Diagnostic::error(
            diag::MISSING_ATTRIBUTE,
            m.ops[at].span,
            format!("mesh @{name} has an axis of size below 1"),
            "here",
        )));
    }
    Ok(Mesh {
        name,
        axes: spec.axes,
    })
}

/// What [`apply`] does to one function.
struct Plan {
    f: Op,
    entry: Block,
    args: Vec<Place>,
    results: Vec<Place>,
    manuals: Vec<Op>,
}

/// Places every value of `f`'s body outside its manual computations, and checks that nothing
/// there computes on a split value.
fn plan_function(m: &Module, f: Op, mesh: &Mesh) -> Result<Plan, Vec<Diagnostic>> {
    let mut diags = Vec::new();
    let entry = m.entry_block(f).ok_or_else(Vec::new)?;
    let ops = m.blocks[entry].ops.clone();
    let manuals: Vec<Op> = ops
        .iter()
        .copied()
        .filter(|&o| m.ops[o].is(OpKind::SdyManualComputation))
        .collect();
    let shardings = |mc: Op, key: &str| -> Vec<String> {
        opaque(m, mc, key)
            .and_then(|t| per_value_shardings(&t))
            .unwrap_or_default()
    };
    let mut place: HashMap<Value, Place> = HashMap::new();
    // Arguments take their placement from the manual computations they feed.
    for &mc in &manuals {
        let ins = shardings(mc, "in_shardings");
        for (i, &v) in m.ops[mc].operands.iter().enumerate() {
            if !m.blocks[entry].args.contains(&v) {
                continue;
            }
            let Some(text) = ins.get(i) else { continue };
            match mesh.place(text) {
                Ok(p) => match place.get(&v) {
                    Some(&q) if q != p => diags.push(unsupported(
                        m,
                        mc,
                        format!(
                            "an argument of @{} is {} here and {} elsewhere: resharding needs SPMD partitioning; use shard_map",
                            m.func_name(f).unwrap_or("?"),
                            mesh.describe(p),
                            mesh.describe(q)
                        ),
                    )),
                    _ => {
                        place.insert(v, p);
                    }
                },
                Err(e) => diags.push(unsupported(m, mc, e)),
            }
        }
    }
    let get = |place: &HashMap<Value, Place>, v: Value| place.get(&v).copied().flatten();
    let mut results = Vec::new();
    for &op in &ops {
        let d = &m.ops[op];
        if d.is(OpKind::SdyManualComputation) {
            let ins = shardings(op, "in_shardings");
            let outs = shardings(op, "out_shardings");
            let body = m.regions[d.regions[0]].blocks.first().copied();
            let Some(body) =
                body.filter(|_| ins.len() == d.operands.len() && outs.len() == d.results.len())
            else {
                diags.push(Diagnostic::error(
                    diag::TYPE_CONSTRAINT,
                    d.span,
                    format!(
                        "`sdy.manual_computation` has {} operand(s), {} result(s), {} in_shardings and {} out_shardings",
                        d.operands.len(),
                        d.results.len(),
                        ins.len(),
                        outs.len()
                    ),
                    "here",
                ));
                continue;
            };
            let args = &m.blocks[body].args;
            let ret = m.blocks[body].ops.last().copied();
            let returned = ret
                .filter(|&r| m.ops[r].is(OpKind::SdyReturn))
                .map(|r| m.ops[r].operands.clone());
            let (Some(returned), true) = (returned, args.len() == d.operands.len()) else {
                diags.push(Diagnostic::error(
                    diag::TYPE_CONSTRAINT,
                    d.span,
                    "the body of `sdy.manual_computation` must take one argument per operand and end in `sdy.return`",
                    "here",
                ));
                continue;
            };
            for (i, &v) in d.operands.iter().enumerate() {
                let want = match mesh.place(&ins[i]) {
                    Ok(p) => p,
                    Err(e) => {
                        diags.push(unsupported(m, op, e));
                        continue;
                    }
                };
                let have = get(&place, v);
                if have != want {
                    diags.push(unsupported(
                        m,
                        op,
                        format!(
                            "operand {i} of `sdy.manual_computation` is {}, but the computation takes it {}: resharding needs SPMD partitioning; use shard_map",
                            mesh.describe(have),
                            mesh.describe(want)
                        ),
                    ));
                    continue;
                }
                match mesh.local(m.ty(v), want) {
                    Ok(t) if &t == m.ty(args[i]) => {}
                    Ok(t) => diags.push(Diagnostic::error(
                        diag::TYPE_CONSTRAINT,
                        d.span,
                        format!(
                            "operand {i} of `sdy.manual_computation` has the local type {t}, but its body's argument is {}",
                            m.ty(args[i])
                        ),
                        "here",
                    )),
                    Err(e) => diags.push(unsupported(m, op, e)),
                }
            }
            if returned.len() != d.results.len() {
                diags.push(Diagnostic::error(
                    diag::TYPE_CONSTRAINT,
                    d.span,
                    format!(
                        "`sdy.return` returns {} value(s) for {} result(s)",
                        returned.len(),
                        d.results.len()
                    ),
                    "here",
                ));
                continue;
            }
            for (j, &r) in d.results.iter().enumerate() {
                match mesh.place(&outs[j]) {
                    Ok(p) => {
                        match mesh.local(m.ty(r), p) {
                            Ok(t) if &t == m.ty(returned[j]) => {}
                            Ok(t) => diags.push(Diagnostic::error(
                                diag::TYPE_CONSTRAINT,
                                d.span,
                                format!(
                                    "result {j} of `sdy.manual_computation` has the local type {t}, but its body returns {}",
                                    m.ty(returned[j])
                                ),
                                "here",
                            )),
                            Err(e) => diags.push(unsupported(m, op, e)),
                        }
                        place.insert(r, p);
                    }
                    Err(e) => diags.push(unsupported(m, op, e)),
                }
            }
        } else if d.is(OpKind::Return) {
            results = d.operands.iter().map(|&v| get(&place, v)).collect();
        } else {
            // Any value this op or its regions read from outside.
            let mut split = d
                .operands
                .iter()
                .find_map(|&v| get(&place, v).map(|s| (v, s)));
            m.walk(op, &mut |o| {
                for &v in &m.ops[o].operands {
                    if split.is_none() {
                        split = get(&place, v).map(|s| (v, s));
                    }
                }
            });
            if let Some((_, s)) = split {
                diags.push(unsupported(
                    m,
                    op,
                    format!(
                        "`{}` outside a manual computation reads a value {}: it needs SPMD partitioning; use shard_map",
                        d.name,
                        mesh.describe(Some(s))
                    ),
                ));
            }
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    let args = m.blocks[entry]
        .args
        .iter()
        .map(|&a| get(&place, a))
        .collect();
    Ok(Plan {
        f,
        entry,
        args,
        results,
        manuals,
    })
}

/// Rewrites one planned function into its per-process form.
fn apply(m: &mut Module, p: Plan, mesh: &Mesh) {
    // Arguments take their local types (checked by the plan).
    for (i, &a) in m.blocks[p.entry].args.clone().iter().enumerate() {
        if let Ok(t) = mesh.local(m.ty(a), p.args[i]) {
            m.values[a].ty = t;
        }
    }
    for &mc in &p.manuals {
        let region = m.ops[mc].regions[0];
        let body = m.regions[region].blocks[0];
        let mut map: HashMap<Value, Value> = m.blocks[body]
            .args
            .iter()
            .copied()
            .zip(m.ops[mc].operands.iter().copied())
            .collect();
        let at = m.index_in_block(mc).unwrap_or(0);
        let body_ops = std::mem::take(&mut m.blocks[body].ops);
        let mut k = at;
        let mut returned = Vec::new();
        for op in body_ops {
            if m.ops[op].is(OpKind::SdyReturn) {
                returned = m.ops[op].operands.clone();
                m.ops[op].parent = None;
                continue;
            }
            m.insert_op(p.entry, k, op);
            k += 1;
        }
        for (r, v) in m.ops[mc].results.clone().into_iter().zip(returned) {
            map.insert(r, v);
        }
        m.replace_uses(&map);
        m.erase_op(mc);
    }
    // The signature: local types, and the placement marks in place of Shardy's annotations.
    let arg_types: Vec<Type> = m.blocks[p.entry]
        .args
        .iter()
        .map(|&a| m.ty(a).clone())
        .collect();
    let ret = m.blocks[p.entry]
        .ops
        .last()
        .copied()
        .filter(|&r| m.ops[r].is(OpKind::Return));
    let result_types: Vec<Type> = ret
        .map(|r| m.ops[r].operands.iter().map(|&v| m.ty(v).clone()).collect())
        .unwrap_or_default();
    let f = p.f;
    if let Some(Attribute::Type(Type::Function(ft))) = m.ops[f].props.get_mut("function_type") {
        ft.inputs = arg_types;
        ft.results = result_types;
    }
    for (key, places) in [("arg_attrs", &p.args), ("res_attrs", &p.results)] {
        let mut dicts: Vec<Attribute> = match m.ops[f].attr(key) {
            Some(Attribute::Array(items)) => items.clone(),
            _ => vec![],
        };
        dicts.resize(places.len(), Attribute::Dict(Default::default()));
        for (d, place) in dicts.iter_mut().zip(places.iter()) {
            let Attribute::Dict(d) = d else {
                continue;
            };
            d.shift_remove("sdy.sharding");
            if let Some(s) = place {
                d.insert(
                    Placement::SHARD.into(),
                    Attribute::DenseArray {
                        elem: ElemType::I64,
                        values: vec![s.dim as i64, s.axis as i64],
                    },
                );
            }
        }
        let any = dicts
            .iter()
            .any(|d| matches!(d, Attribute::Dict(x) if !x.is_empty()));
        m.ops[f].props.shift_remove(key);
        m.ops[f].attrs.shift_remove(key);
        if any {
            m.ops[f].props.insert(key.into(), Attribute::Array(dicts));
        }
    }
}
