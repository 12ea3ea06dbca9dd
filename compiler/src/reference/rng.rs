//! `stablehlo.rng_bit_generator` on the reference path: the algorithms are `element::rng`'s
//! (shared with the kernel executor); this module turns tensors into its state and shape and its
//! bits into a tensor of the output type.

use dialect::types::ElemType;
use element::lane;
use element::rng::{self, RngAlgorithm};

use super::tensor::Tensor;
use super::EvalError;

/// `(output_state, output)` of `rng_bit_generator` with `algorithm` on `state`, for an output of
/// `shape` and element type `elem`.
pub fn rng_bit_generator(
    algorithm: RngAlgorithm,
    state: &Tensor,
    shape: Vec<usize>,
    elem: ElemType,
) -> Result<(Tensor, Tensor), EvalError> {
    // A ui64 lane holds each element's bits in an i64.
    let words: Vec<u64> = (0..state.len()).map(|i| state.get_i(i) as u64).collect();
    let dims: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
    let n: usize = shape.iter().product();
    let mut bits = vec![0u128; n];
    let new_state = rng::generate(algorithm, &words, &dims, elem, |i, b| bits[i] = b as u128)
        .map_err(|e| EvalError::Internal(format!("`stablehlo.rng_bit_generator`: {e}")))?;
    let new_state = Tensor::ints(
        state.shape.clone(),
        state.elem,
        new_state.into_iter().map(|w| w as i64).collect(),
    );
    Ok((
        new_state,
        Tensor::new(shape, elem, lane::from_bits(elem, &bits)),
    ))
}
