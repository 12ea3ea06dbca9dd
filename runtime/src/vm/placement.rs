//! Global values and one process's blocks of them, by a module's placement section (the
//! `dist.shard` marks `localize-manual` writes): what `irvm run` and the embedding API's
//! `Instance` do with the global inputs of a per-process program under a launcher, and with its
//! split results.
//!
//! The rule is the reference's (`Interpreter::call_per_process`): a value split as
//! `dist.shard = [dim, axis]` is cut in dimension `dim` into as many equal blocks as mesh axis
//! `axis` has processes, and the process of rank `r` (its row-major index in the mesh) holds
//! block [`PlacementDef::block`]`(s, r)`; an unmarked value is held whole by every process.

use crate::hal::channel::Channel;
use crate::host_tensor::HostTensor;

use super::bytecode::{FunctionDef, PlacementDef, ShardDef, TensorType};
use super::VmError;

/// The global shape of a value whose per-process type is `local`, split as `s` (the split
/// dimension times the axis's size); `None` when it does not fit in `usize`.
pub fn global_shape(local: &TensorType, s: ShardDef, p: &PlacementDef) -> Option<Vec<usize>> {
    let mut shape: Vec<usize> = local
        .shape
        .iter()
        .map(|&d| usize::try_from(d).ok())
        .collect::<Option<_>>()?;
    let n = usize::try_from(*p.mesh.get(s.axis as usize)?).ok()?;
    let d = shape.get_mut(s.dim as usize)?;
    *d = d.checked_mul(n)?;
    Some(shape)
}

/// The global shapes of function `fi`'s arguments (its argument types, with the split dimensions
/// of marked arguments multiplied by their axis's size).
pub fn global_arg_shapes(p: Option<&PlacementDef>, fi: usize, f: &FunctionDef) -> Vec<Vec<usize>> {
    let marks = p.and_then(|p| p.of_function(fi).map(|fp| (p, fp)));
    f.args
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let local = || a.ty.shape.iter().map(|&d| d as usize).collect();
            match marks.and_then(|(p, fp)| fp.args.get(i).copied().flatten().map(|s| (p, s))) {
                Some((p, s)) => global_shape(&a.ty, s, p).unwrap_or_else(local),
                None => local(),
            }
        })
        .collect()
}

/// (outer, blocks dimension, inner bytes) of `t` around dimension `dim`.
fn layout(t: &HostTensor, dim: usize) -> (usize, usize, usize) {
    let outer: usize = t.shape[..dim].iter().product();
    let inner: usize = t.shape[dim + 1..].iter().product::<usize>() * t.dtype.byte_size();
    (outer, t.shape[dim], inner)
}

/// Block `k` of `n` of `t` in dimension `dim` (whose size `n` divides).
pub fn take_block(t: &HostTensor, dim: usize, n: usize, k: usize) -> HostTensor {
    let (outer, d, inner) = layout(t, dim);
    let size = d / n;
    let mut data = Vec::with_capacity(outer * size * inner);
    for o in 0..outer {
        let start = (o * d + k * size) * inner;
        data.extend_from_slice(&t.data[start..start + size * inner]);
    }
    let mut shape = t.shape.clone();
    shape[dim] = size;
    HostTensor {
        dtype: t.dtype,
        shape,
        data,
    }
}

/// The blocks `parts` (of one type) put side by side in dimension `dim`, in order.
pub fn concat_blocks(parts: &[HostTensor], dim: usize) -> HostTensor {
    let first = &parts[0];
    let (outer, d, inner) = layout(first, dim);
    let mut data = Vec::with_capacity(first.data.len() * parts.len());
    for o in 0..outer {
        for p in parts {
            data.extend_from_slice(&p.data[o * d * inner..(o + 1) * d * inner]);
        }
    }
    let mut shape = first.shape.clone();
    shape[dim] = d * parts.len();
    HostTensor {
        dtype: first.dtype,
        shape,
        data,
    }
}

/// This process's arguments of function `fi` of `function` from the global `args`: its block of
/// every argument marked `dist.shard` (a split dimension its axis's size does not divide is an
/// error naming the argument), the others whole. Without marks, `args` unchanged.
pub fn local_args(
    p: Option<&PlacementDef>,
    fi: usize,
    function: &str,
    rank: u64,
    args: Vec<HostTensor>,
) -> Result<Vec<HostTensor>, String> {
    let Some((p, fp)) = p.and_then(|p| p.of_function(fi).map(|fp| (p, fp))) else {
        return Ok(args);
    };
    args.into_iter()
        .enumerate()
        .map(|(i, a)| match fp.args.get(i).copied().flatten() {
            None => Ok(a),
            Some(s) => {
                let (k, n) = p.block(s, rank);
                let (dim, n, k) = (s.dim as usize, n as usize, k as usize);
                if dim >= a.shape.len() || a.shape[dim] % n != 0 {
                    return Err(format!(
                        "argument {i} of @{function} ({}) is split in dimension {dim} into {n} blocks (dist.shard), which its size does not allow",
                        a.mlir_type()
                    ));
                }
                Ok(take_block(&a, dim, n, k))
            }
        })
        .collect()
}

/// The global value of result `i` of function `fi` from this process's `local` one: a result
/// marked `dist.shard` is gathered from every process of `world` (a collective: every process
/// calls this for the same results in the same order) and its blocks put together; any other
/// result is `local` itself.
pub fn global_result(
    world: &dyn Channel,
    p: Option<&PlacementDef>,
    fi: usize,
    i: usize,
    local: HostTensor,
) -> Result<HostTensor, VmError> {
    let Some((p, s)) = p.and_then(|p| {
        p.of_function(fi)
            .and_then(|fp| fp.results.get(i).copied().flatten())
            .map(|s| (p, s))
    }) else {
        return Ok(local);
    };
    let size = world.size();
    let mut all = vec![0u8; local.data.len() * size];
    world.all_gather(&local.data, &mut all)?;
    let len = local.data.len();
    let n = p.mesh[s.axis as usize] as usize;
    // For each block index, the first rank that holds it.
    let mut parts: Vec<Option<HostTensor>> = vec![None; n];
    for r in 0..size {
        let (k, _) = p.block(s, r as u64);
        let slot = &mut parts[k as usize];
        if slot.is_none() {
            *slot = Some(HostTensor {
                dtype: local.dtype,
                shape: local.shape.clone(),
                data: all[r * len..(r + 1) * len].to_vec(),
            });
        }
    }
    let parts: Vec<HostTensor> = parts
        .into_iter()
        .enumerate()
        .map(|(k, b)| {
            b.ok_or_else(|| {
                VmError::collective(format!(
                    "result {i}: no process of {size} holds block {k} of {n}"
                ))
            })
        })
        .collect::<Result<_, _>>()?;
    Ok(concat_blocks(&parts, s.dim as usize))
}

/// The block of the global value `global` (result `i` of function `fi`) this process's result
/// is, to compare with it; `None` when the result is not split or `global` does not have the
/// result's global shape (then it is compared whole with the global result).
pub fn expected_block(
    p: Option<&PlacementDef>,
    fi: usize,
    i: usize,
    rank: u64,
    local: &HostTensor,
    global: &HostTensor,
) -> Option<HostTensor> {
    let p = p?;
    let s = p.of_function(fi)?.results.get(i).copied().flatten()?;
    let (k, n) = p.block(s, rank);
    let dim = s.dim as usize;
    let mut want = local.shape.clone();
    *want.get_mut(dim)? = want[dim].checked_mul(n as usize)?;
    (global.shape == want).then(|| take_block(global, dim, n as usize, k as usize))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host_tensor::ElemType;

    fn iota(shape: Vec<usize>) -> HostTensor {
        let n: usize = shape.iter().product();
        let v: Vec<i64> = (0..n as i64).collect();
        HostTensor::from_i64s(ElemType::I32, shape, &v)
    }

    #[test]
    fn blocks_cut_and_join_back() {
        let t = iota(vec![2, 6, 3]);
        for dim in 0..3 {
            let n = t.shape[dim];
            let parts: Vec<_> = (0..n).map(|k| take_block(&t, dim, n, k)).collect();
            assert_eq!(concat_blocks(&parts, dim), t);
        }
        // Block 1 of 3 in dimension 1: rows 2..4 of each outer slice.
        let b = take_block(&t, 1, 3, 1);
        assert_eq!(b.shape, vec![2, 2, 3]);
        let want: Vec<i64> = [6, 7, 8, 9, 10, 11, 24, 25, 26, 27, 28, 29].into();
        assert_eq!(
            b,
            HostTensor::from_i64s(ElemType::I32, vec![2, 2, 3], &want)
        );
    }

    #[test]
    fn local_args_take_the_ranks_block_and_name_a_bad_argument() {
        let p = PlacementDef {
            mesh: vec![2, 2],
            functions: vec![super::super::bytecode::FunctionPlacementDef {
                function: 0,
                args: vec![None, Some(ShardDef { dim: 0, axis: 1 })],
                results: vec![],
            }],
        };
        let w = iota(vec![3]);
        let x = iota(vec![4, 2]);
        // Rank 3 is (1, 1): block 1 of 2 along axis 1.
        let got = local_args(Some(&p), 0, "f", 3, vec![w.clone(), x.clone()]).unwrap();
        assert_eq!(got[0], w);
        assert_eq!(got[1], take_block(&x, 0, 2, 1));
        // Rank 2 is (1, 0): block 0.
        let got = local_args(Some(&p), 0, "f", 2, vec![w.clone(), x.clone()]).unwrap();
        assert_eq!(got[1], take_block(&x, 0, 2, 0));
        let e = local_args(Some(&p), 0, "f", 0, vec![w, iota(vec![3, 2])]).unwrap_err();
        assert!(e.contains("argument 1 of @f"), "{e}");
    }
}
