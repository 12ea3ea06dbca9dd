//! The [`Fft`] step: its descriptor and wire layout, and its validation, work and host-memory
//! bounds, execution, dump line and buffers (`StepKind`).

use super::{buf_bytes, Access, Cost, StepKind};
use crate::host_tensor::ElemType;
use crate::kernel::exec::*;
use crate::kernel::ir::*;
use crate::kernel::validate::*;
use crate::vm::dump::buf;

/// The spec's `fft` over the trailing `lengths.len()` (1 to 3) dimensions of `batch`
/// row-major volumes: `input` holds `batch x lengths` elements (the last length halved plus
/// one for IRFFT), `out` `batch x lengths` (the last halved plus one for RFFT). Complex types
/// are `c64`/`c128`, the real side of RFFT/IRFFT `f32`/`f64` of the same precision. Each
/// volume is transformed in `f64` in `work` and rounded to the result type.
#[derive(Clone, Debug, PartialEq)]
pub struct Fft {
    /// Which transform.
    pub kind: FftKind,
    /// Operand.
    pub input: Buf,
    /// Result.
    pub out: Buf,
    /// Number of volumes (the product of the leading dimensions).
    pub batch: u64,
    /// `fft_length`.
    pub lengths: Vec<u64>,
    /// Working storage: scratch of `c128`, `product(lengths) + max(lengths)` elements.
    pub work: Buf,
}

wire!(Fft {
    kind,
    input,
    out,
    work,
    pad,
    batch,
    lengths
});

impl StepKind for Fft {
    fn validate(&self, v: &V) -> Result<(), String> {
        let Fft {
            kind,
            input,
            out,
            batch,
            lengths,
            work,
        } = self;
        if lengths.is_empty() || lengths.len() > 3 {
            return Err(v.err("an fft needs 1 to 3 lengths"));
        }
        let (it, ot) = (v.decl(*input)?.dtype, v.decl(*out)?.dtype);
        let types_ok = match kind {
            FftKind::Fft | FftKind::Ifft => {
                matches!(it, ElemType::C64 | ElemType::C128) && ot == it
            }
            FftKind::Rfft => matches!(
                (it, ot),
                (ElemType::F32, ElemType::C64) | (ElemType::F64, ElemType::C128)
            ),
            FftKind::Irfft => matches!(
                (it, ot),
                (ElemType::C64, ElemType::F32) | (ElemType::C128, ElemType::F64)
            ),
        };
        if !types_ok {
            return Err(v.err(format!(
                "an fft of kind {kind:?} from {} to {}",
                it.name(),
                ot.name()
            )));
        }
        let last = lengths.len() - 1;
        let half = |l: u64| if l == 0 { 0 } else { l / 2 + 1 };
        let mut in_shape = vec![*batch];
        in_shape.extend(lengths);
        let mut out_shape = in_shape.clone();
        match kind {
            FftKind::Fft | FftKind::Ifft => {}
            FftKind::Rfft => out_shape[last + 1] = half(lengths[last]),
            FftKind::Irfft => in_shape[last + 1] = half(lengths[last]),
        }
        v.whole(*input, it, v.shape(&in_shape)?, false)?;
        v.whole(*out, ot, v.shape(&out_shape)?, true)?;
        let volume = v.shape(lengths)?;
        let longest = lengths.iter().copied().max().unwrap_or(0);
        let need = volume
            .checked_add(longest)
            .ok_or_else(|| v.err("fft work too large"))?;
        v.work(*work, ElemType::C128, need, &[*input, *out])?;

        Ok(())
    }

    fn work(&self, _k: &Kernel) -> u64 {
        let Fft { batch, lengths, .. } = self;
        let v = prod(lengths);
        prod(&[*batch, v, log2(v)])
    }

    fn host_bytes(&self) -> (u64, u64) {
        let Fft { lengths, .. } = self;
        (prod(&[8 * LANE, sum(lengths)]), small())
    }

    fn cost(&self, k: &Kernel) -> Cost {
        let Fft {
            input,
            out,
            batch,
            lengths,
            ..
        } = self;
        // The usual count of a complex FFT of n points: 5 n log2(n).
        let n = prod(lengths);
        let log = 63u64.saturating_sub(n.max(1).leading_zeros() as u64);
        Cost {
            flops: prod(&[5, *batch, n, log]),
            bytes: sum(&[buf_bytes(k, *input), buf_bytes(k, *out)]),
        }
    }

    fn run(&self, k: &ValidatedKernel, ctx: &Ctx) -> KernelResult {
        let ty = |b: Buf| k_dtype_of(k, b);
        crate::kernel::linalg::fft(
            ctx,
            self.kind,
            self.input,
            ty(self.input),
            self.out,
            ty(self.out),
            self.batch,
            &self.lengths,
            self.work,
        )
    }

    fn dump(&self) -> String {
        let Fft {
            kind,
            batch,
            lengths,
            ..
        } = self;
        format!(
            "fft {kind:?} {} -> {} batch {batch} lengths {lengths:?} (work {})",
            buf(&self.input),
            buf(&self.out),
            buf(&self.work)
        )
    }

    fn visit_bufs(&self, f: &mut dyn FnMut(Buf, Access)) {
        // The working slot is written and read back, but never holds anything another step
        // reads, so it counts as written only.
        f(self.input, Access::Read);
        f(self.out, Access::Write);
        f(self.work, Access::Write);
    }

    fn visit_bufs_mut(&mut self, f: &mut dyn FnMut(&mut Buf)) {
        f(&mut self.input);
        f(&mut self.out);
        f(&mut self.work);
    }
}
