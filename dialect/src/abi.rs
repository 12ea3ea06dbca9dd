//! The ABI annotations on public functions' arguments: `{abi.output = N : index}`,
//! `{iree.abi.output = N : index}` (IREE's) and `{tf.aliasing_output = N : i32}` (what JAX prints
//! for donated arguments) ask for result `N` to be written into the argument's storage;
//! `{abi.consume}` hands the argument's storage to the callee. They are properties of the
//! signature: the verifier checks them ([`check`]), the compiler's passes act on them.

use std::collections::HashMap;

use crate::attrs::{AttrDict, Attribute};
use crate::diag::{self, Diagnostic};
use crate::ir::{Module, Op};

/// The attribute names that mean "this argument receives result N".
pub const OUTPUT_ATTRS: &[&str] = &["abi.output", "iree.abi.output", "tf.aliasing_output"];

/// The argument attribute dictionaries of `f`.
pub fn arg_attrs(m: &Module, f: Op) -> Vec<AttrDict> {
    let n = m.func_type(f).map_or(0, |t| t.inputs.len());
    match m.ops[f].attr("arg_attrs") {
        Some(Attribute::Array(items)) => items
            .iter()
            .map(|a| match a {
                Attribute::Dict(d) => d.clone(),
                _ => AttrDict::new(),
            })
            .collect(),
        _ => vec![AttrDict::new(); n],
    }
}

/// Checks the ABI annotations of function `f` (E0501-E0505), pushing an error for each bad one;
/// returns the (argument index, result index) pairs that `abi.output` and its spellings ask for,
/// or `None` when there are errors.
pub fn check(m: &Module, f: Op, diags: &mut Vec<Diagnostic>) -> Option<Vec<(usize, usize)>> {
    let ft = m.func_type(f)?.clone();
    let name = m.func_name(f).unwrap_or("?").to_string();
    let private = m.ops[f].attr("sym_visibility").and_then(|a| a.as_str()) == Some("private");
    let entry = m.entry_block(f);
    let arg_span = |i: usize| {
        entry
            .and_then(|b| m.blocks[b].args.get(i))
            .map_or(m.ops[f].span, |&a| m.values[a].span)
    };
    let before = diags.len();
    let mut pairs = Vec::new();
    let mut claimed: HashMap<usize, usize> = HashMap::new();
    for (i, dict) in arg_attrs(m, f).iter().enumerate() {
        for (key, value) in dict {
            let is_output = OUTPUT_ATTRS.contains(&key.as_str());
            if !is_output && key != "abi.consume" {
                continue;
            }
            if private {
                diags.push(
                    Diagnostic::error(
                        diag::ALIAS_PRIVATE,
                        arg_span(i),
                        format!("`{key}` on an argument of private function `@{name}`"),
                        "annotation on a private function",
                    )
                    .note("only public functions have an ABI; move the annotation to the public entry point"),
                );
                continue;
            }
            if key == "abi.consume" {
                if *value != Attribute::Unit {
                    diags.push(Diagnostic::error(
                        diag::ALIAS_BAD_VALUE,
                        arg_span(i),
                        "`abi.consume` takes no value",
                        "write `{abi.consume}`",
                    ));
                }
                continue;
            }
            let Some(n) = value.as_int() else {
                diags.push(Diagnostic::error(
                    diag::ALIAS_BAD_VALUE,
                    arg_span(i),
                    format!("`{key}` must be a result index, found `{value}`"),
                    "expected an integer",
                ));
                continue;
            };
            if n < 0 || n as usize >= ft.results.len() {
                diags.push(
                    Diagnostic::error(
                        diag::ALIAS_OUT_OF_RANGE,
                        arg_span(i),
                        format!(
                            "`{key} = {n}` on argument {i} of `@{name}`, which has {} result(s)",
                            ft.results.len()
                        ),
                        "no such result",
                    )
                    .note(format!(
                        "result indices run from 0 to {}",
                        ft.results.len().saturating_sub(1)
                    )),
                );
                continue;
            }
            let n = n as usize;
            if let Some(&prev) = claimed.get(&n) {
                diags.push(
                    Diagnostic::error(
                        diag::ALIAS_TWICE,
                        arg_span(i),
                        format!("arguments {prev} and {i} of `@{name}` both name result {n} as their output"),
                        "second claim",
                    )
                    .with_secondary(arg_span(prev), "first claim")
                    .note("a result can be written into one argument's storage only"),
                );
                continue;
            }
            if ft.inputs[i] != ft.results[n] {
                diags.push(
                    Diagnostic::error(
                        diag::ALIAS_TYPE_MISMATCH,
                        arg_span(i),
                        format!("argument {i} is {} but result {n} is {}", ft.inputs[i], ft.results[n]),
                        "types differ",
                    )
                    .note("an in-place output must have exactly its argument's shape and element type"),
                );
                continue;
            }
            claimed.insert(n, i);
            pairs.push((i, n));
        }
    }
    (diags.len() == before).then_some(pairs)
}
