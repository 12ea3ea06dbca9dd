//! [`Step::RngBitGenerator`] in the executor: reads the state, runs `element::rng` (the one
//! implementation of XLA's algorithms, shared with the reference interpreter) and stores its bits.

use element::rng;

use super::exec::{Ctx, KernelResult};
use super::ir::*;
use super::storage;
use crate::host_tensor::ElemType;

/// Runs the step on `ctx`'s buffers (declared by `k`).
///
/// The whole state is read before anything is written, so the step is correct even when
/// `out_state` or `out` overlaps `state` (the planner does not make them overlap; a tampered
/// module could).
pub fn run(
    k: &Kernel,
    ctx: &Ctx,
    algorithm: RngAlgorithm,
    state: Buf,
    out_state: Buf,
    out: Buf,
    shape: &[u64],
) -> KernelResult {
    let decl = |b: Buf| {
        match b {
            Buf::Binding(i) => k.bindings.get(i as usize),
            Buf::Scratch(i) => k.scratch.get(i as usize),
        }
        .ok_or_else(|| format!("internal: {b:?} is not declared"))
    };
    let state_len = decl(state)?.elements as usize;
    let out_type = decl(out)?.dtype;
    let (s, os, o) = (ctx.buf(state), ctx.buf(out_state), ctx.buf(out));
    let mut words = Vec::with_capacity(state_len);
    for i in 0..state_len {
        // SAFETY: validation proved `state` declares `state_len` ui64 elements and the VM checked
        // the buffer against the declaration.
        words.push(unsafe { storage::load_int(s, ElemType::UI64, i) }? as u64);
    }
    let mut failed = None;
    let new_state = rng::generate(algorithm, &words, shape, out_type, |i, bits| {
        if failed.is_none() {
            // SAFETY: validation proved `out` declares at least the elements of `shape`, of type
            // `out_type`, and `i` is one of them.
            if let Err(e) = unsafe { storage::store_bits(o, out_type, i, bits) } {
                failed = Some(e);
            }
        }
    })
    .map_err(|e| format!("internal: {e}"))?;
    if let Some(e) = failed {
        return Err(e);
    }
    for (i, &w) in new_state.iter().enumerate() {
        // SAFETY: validation proved `out_state` declares as many ui64 elements as `state`, which
        // is the length of the new state.
        unsafe { storage::store_bits(os, ElemType::UI64, i, w) }?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::exec::{run_kernel, RawBuf};
    use super::super::validate::validate_kernel;
    use super::*;
    use crate::kernel::steps;
    use crate::vm::format::{Codec, Reader, Writer};

    fn decl(dtype: ElemType, elements: u64, writable: bool) -> BufDecl {
        BufDecl {
            dtype,
            elements,
            writable,
        }
    }

    /// State `[key, counter]` in binding 0, the new state in 1, `shape` elements of `t` in 2.
    fn kernel(algorithm: RngAlgorithm, state: u64, t: ElemType, shape: &[u64]) -> Kernel {
        Kernel {
            name: "rng".into(),
            bindings: vec![
                decl(ElemType::UI64, state, false),
                decl(ElemType::UI64, state, true),
                decl(t, shape.iter().product(), true),
            ],
            scratch: vec![],
            steps: vec![Step::RngBitGenerator(steps::RngBitGenerator {
                algorithm,
                state: Buf::Binding(0),
                out_state: Buf::Binding(1),
                out: Buf::Binding(2),
                shape: shape.to_vec(),
            })],
        }
    }

    fn raw<T>(v: &mut [T]) -> RawBuf {
        RawBuf {
            ptr: v.as_mut_ptr() as *mut u8,
            len: std::mem::size_of_val(v),
        }
    }

    /// Runs `k` on state `s`; returns the new state and the output's bytes.
    fn run_on(k: &Kernel, s: &[u64], out_bytes: usize) -> (Vec<u64>, Vec<u8>) {
        let k = &validate_kernel(k.clone()).unwrap();
        let (mut s, mut ns, mut out) = (s.to_vec(), vec![0u64; s.len()], vec![0u8; out_bytes]);
        let binds = [raw(&mut s), raw(&mut ns), raw(&mut out)];
        let ctx = Ctx {
            bindings: &binds,
            scratch: &[],
            threads: 1,
        };
        run_kernel(k, &ctx).unwrap();
        (ns, out)
    }

    /// JAX's `jax.lax.rng_bit_generator(jnp.array([1, 2], jnp.uint64), (5,), jnp.uint32,
    /// algorithm=RNG_THREE_FRY)` and `(2, 2)` `uint64` with RNG_PHILOX, stored as bytes.
    #[test]
    fn runs_as_jax() {
        let k = kernel(RngAlgorithm::ThreeFry, 2, ElemType::UI32, &[5]);
        let (s, out) = run_on(&k, &[1, 2], 20);
        assert_eq!(s, [1, 5]);
        let words: Vec<u32> = out
            .chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(
            words,
            [43444564, 2150618427, 3979645651, 3745730563, 1672743891]
        );
        let k = kernel(RngAlgorithm::Philox, 2, ElemType::UI64, &[2, 2]);
        let (s, out) = run_on(&k, &[1, 2], 32);
        assert_eq!(s, [1, 4]);
        let words: Vec<u64> = out
            .chunks(8)
            .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(
            words,
            [
                12229731395331991369,
                3437131457114678231,
                13465615291114923006,
                9328616520744100567
            ]
        );
    }

    /// A float output keeps every bit pattern, NaNs included (XLA gives the bits of the unsigned
    /// type of the width): f16 bits are PHILOX's u16 values (JAX: 42825, 48104, 9175).
    #[test]
    fn float_outputs_are_bits() {
        let k = kernel(RngAlgorithm::Default, 2, ElemType::F16, &[3]);
        let (_, out) = run_on(&k, &[1, 2], 6);
        let halves: Vec<u16> = out
            .chunks(2)
            .map(|c| u16::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(halves, [42825, 48104, 9175]);
    }

    #[test]
    fn the_validator_rejects_malformed_steps() {
        let bad = |k: Kernel, what: &str| {
            let e = validate_kernel(k).unwrap_err();
            assert!(e.contains(what), "{e}");
        };
        bad(
            kernel(RngAlgorithm::ThreeFry, 3, ElemType::UI32, &[4]),
            "takes a state of [2] elements",
        );
        bad(
            kernel(RngAlgorithm::Philox, 4, ElemType::UI32, &[4]),
            "takes a state of [2, 3] elements",
        );
        let mut k = kernel(RngAlgorithm::Philox, 2, ElemType::UI32, &[4]);
        k.bindings[0].dtype = ElemType::I64;
        bad(k, "expected ui64");
        let mut k = kernel(RngAlgorithm::Philox, 2, ElemType::UI32, &[4]);
        k.bindings[1].elements = 1;
        bad(k, "holds 1 elements, 2 needed");
        let mut k = kernel(RngAlgorithm::Philox, 2, ElemType::UI32, &[4]);
        k.bindings[1].writable = false;
        bad(k, "writes to read-only");
        let mut k = kernel(RngAlgorithm::Philox, 2, ElemType::UI32, &[4]);
        k.bindings[2].elements = 3;
        bad(k, "holds 3 elements, 4 needed");
        bad(
            kernel(RngAlgorithm::Philox, 2, ElemType::I1, &[4]),
            "does not fill element type i1",
        );
        let mut k = kernel(RngAlgorithm::Philox, 2, ElemType::UI32, &[4]);
        if let Step::RngBitGenerator(steps::RngBitGenerator { out, .. }) = &mut k.steps[0] {
            *out = Buf::Scratch(0);
        }
        bad(k, "does not exist");
        let mut k = kernel(RngAlgorithm::Philox, 2, ElemType::UI32, &[4]);
        if let Step::RngBitGenerator(steps::RngBitGenerator { shape, .. }) = &mut k.steps[0] {
            *shape = vec![u64::MAX, 2];
        }
        bad(k, "iteration space too large");
    }

    #[test]
    fn the_step_round_trips_and_an_unknown_algorithm_is_a_decode_error() {
        let step = kernel(RngAlgorithm::ThreeFry, 2, ElemType::UI8, &[3, 1]).steps[0].clone();
        let mut w = Writer::default();
        step.enc(&mut w);
        assert_eq!(w.buf[0], 18, "the wire tag of RngBitGenerator");
        assert_eq!(Step::dec(&mut Reader::new(&w.buf)).unwrap(), step);
        w.buf[1] = 7;
        let e = Step::dec(&mut Reader::new(&w.buf)).unwrap_err();
        assert!(e.contains("unknown RngAlgorithm tag 7"), "{e}");
    }
}
