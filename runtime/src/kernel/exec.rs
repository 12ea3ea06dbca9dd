//! The portable kernel executor: runs every [`Step`] of a validated [`Kernel`].
//!
//! Elementwise expressions are evaluated a chunk of [`CHUNK`] elements at a time, node by node, so
//! each node is a tight loop the compiler vectorizes; intermediates never reach memory. The JIT
//! ([`super::jit`]) replaces this for the steps it compiles; this executor is the semantics both
//! must agree on, and the fallback for everything else.
//!
//! Memory safety rests on validation: [`super::validate::validate_kernel`] proved every access of
//! every step inside its buffer's declared size, and the VM checked each buffer's length against
//! that declaration before calling [`run_kernel`]. Buffers are accessed through raw pointers only,
//! never through Rust references, because bindings may overlap (in-place updates).

use super::ir::*;
use crate::host_tensor::ElemType;

/// Elements per evaluation chunk.
pub const CHUNK: usize = 1024;

/// A buffer passed to a kernel: a pointer and its length in bytes.
#[derive(Clone, Copy, Debug)]
pub struct RawBuf {
    /// First byte.
    pub ptr: *mut u8,
    /// Length in bytes.
    pub len: usize,
}

impl RawBuf {
    /// The first byte as an `f32` pointer (a method, so closures capture the whole `RawBuf`).
    pub fn as_f32(self) -> *mut f32 {
        self.ptr as *mut f32
    }
}

// SAFETY: a RawBuf is a plain address range; the VM guarantees the memory outlives the dispatch and
// the kernel's tiles write disjoint elements, so it may be shared across the worker threads.
unsafe impl Send for RawBuf {}
// SAFETY: as above.
unsafe impl Sync for RawBuf {}

/// What a kernel runs against.
pub struct Ctx<'a> {
    /// Binding buffers, one per [`Kernel::bindings`] entry.
    pub bindings: &'a [RawBuf],
    /// Scratch buffers, one per [`Kernel::scratch`] entry.
    pub scratch: &'a [RawBuf],
    /// Worker threads available (1 = run on the caller).
    pub threads: usize,
}

impl Ctx<'_> {
    fn buf(&self, b: Buf) -> RawBuf {
        match b {
            Buf::Binding(i) => self.bindings[i as usize],
            Buf::Scratch(i) => self.scratch[i as usize],
        }
    }
}

/// Values of one node over a chunk.
#[derive(Clone, Debug)]
pub enum Lane {
    /// f32 values.
    F(Vec<f32>),
    /// f64 values.
    D(Vec<f64>),
    /// Integer values (sign-extended for signed types, zero-extended for unsigned; i1 is 0/1).
    I(Vec<i64>),
}

fn lane_for(t: ElemType, n: usize) -> Lane {
    match t {
        ElemType::F32 | ElemType::F16 | ElemType::BF16 => Lane::F(vec![0.0; n]),
        ElemType::F64 => Lane::D(vec![0.0; n]),
        _ => Lane::I(vec![0; n]),
    }
}

/// Wraps an integer to the range of `t`.
#[inline]
pub fn wrap(v: i64, t: ElemType) -> i64 {
    match t {
        ElemType::I1 => v & 1,
        ElemType::I8 => v as i8 as i64,
        ElemType::I16 => v as i16 as i64,
        ElemType::I32 => v as i32 as i64,
        ElemType::UI8 => v as u8 as i64,
        ElemType::UI16 => v as u16 as i64,
        ElemType::UI32 => v as u32 as i64,
        _ => v,
    }
}

fn int_bits(t: ElemType) -> u32 {
    match t {
        ElemType::I1 => 1,
        ElemType::I8 | ElemType::UI8 => 8,
        ElemType::I16 | ElemType::UI16 => 16,
        ElemType::I32 | ElemType::UI32 => 32,
        _ => 64,
    }
}

/// Reads element `i` of `b` (typed `t`) into `lane[k]`.
///
/// # Safety
/// `i` must be a valid element index of `b` for type `t`.
#[inline]
unsafe fn read_elem(b: RawBuf, t: ElemType, i: usize, lane: &mut Lane, k: usize) {
    let p = b.ptr;
    match (lane, t) {
        (Lane::F(v), _) => v[k] = (p as *const f32).add(i).read_unaligned(),
        (Lane::D(v), _) => v[k] = (p as *const f64).add(i).read_unaligned(),
        (Lane::I(v), t) => {
            v[k] = match t {
                ElemType::I1 => (*p.add(i) != 0) as i64,
                ElemType::I8 => *(p as *const i8).add(i) as i64,
                ElemType::UI8 => *p.add(i) as i64,
                ElemType::I16 => (p as *const i16).add(i).read_unaligned() as i64,
                ElemType::UI16 => (p as *const u16).add(i).read_unaligned() as i64,
                ElemType::I32 => (p as *const i32).add(i).read_unaligned() as i64,
                ElemType::UI32 => (p as *const u32).add(i).read_unaligned() as i64,
                _ => (p as *const i64).add(i).read_unaligned(),
            }
        }
    }
}

/// Writes `lane[k]` to element `i` of `b` (typed `t`).
///
/// # Safety
/// `i` must be a valid element index of `b` for type `t`.
#[inline]
unsafe fn write_elem(b: RawBuf, t: ElemType, i: usize, lane: &Lane, k: usize) {
    let p = b.ptr;
    match lane {
        Lane::F(v) => (p as *mut f32).add(i).write_unaligned(v[k]),
        Lane::D(v) => (p as *mut f64).add(i).write_unaligned(v[k]),
        Lane::I(v) => match t {
            ElemType::I1 => *p.add(i) = (v[k] != 0) as u8,
            ElemType::I8 | ElemType::UI8 => *p.add(i) = v[k] as u8,
            ElemType::I16 | ElemType::UI16 => (p as *mut u16).add(i).write_unaligned(v[k] as u16),
            ElemType::I32 | ElemType::UI32 => (p as *mut u32).add(i).write_unaligned(v[k] as u32),
            _ => (p as *mut i64).add(i).write_unaligned(v[k]),
        },
    }
}

/// Fills `offs[..n]` with `map`'s element offsets for the linear indices `start..start + n` of
/// `shape`; returns false when they are simply `base..base + n` (contiguous).
fn offsets(shape: &[u64], map: &IndexMap, start: u64, n: usize, offs: &mut [i64]) -> bool {
    let rank = shape.len();
    let rm = row_major_strides(shape);
    if map.strides == rm {
        return false;
    }
    let mut idx = vec![0u64; rank];
    let mut r = start;
    for d in (0..rank).rev() {
        if shape[d] > 0 {
            idx[d] = r % shape[d];
            r /= shape[d];
        }
    }
    let mut off = map.offset
        + idx
            .iter()
            .zip(&map.strides)
            .map(|(&i, &s)| i as i64 * s)
            .sum::<i64>();
    for o in offs.iter_mut().take(n) {
        *o = off;
        let mut d = rank;
        while d > 0 {
            d -= 1;
            idx[d] += 1;
            off += map.strides[d];
            if idx[d] < shape[d] {
                break;
            }
            off -= map.strides[d] * shape[d] as i64;
            idx[d] = 0;
        }
    }
    true
}

fn iota_values(shape: &[u64], dim: usize, scale: i64, add: i64, start: u64, n: usize) -> Vec<i64> {
    let inner: u64 = shape[dim + 1..].iter().product();
    let size = shape[dim].max(1);
    (0..n as u64)
        .map(|k| (((start + k) / inner.max(1)) % size) as i64 * scale + add)
        .collect()
}

fn const_lane(t: ElemType, bits: u64, n: usize) -> Lane {
    match t {
        ElemType::F64 => Lane::D(vec![f64::from_bits(bits); n]),
        ElemType::F32 | ElemType::F16 | ElemType::BF16 => {
            Lane::F(vec![f32::from_bits(bits as u32); n])
        }
        t => Lane::I(vec![wrap(bits as i64, t); n]),
    }
}

/// Evaluates `expr` over the linear indices `start..start + n` of `shape`. `params` supplies
/// [`Node::Param`] values.
pub fn eval_expr(
    expr: &Expr,
    shape: &[u64],
    start: u64,
    n: usize,
    ctx: &Ctx,
    params: &[Lane],
    lanes: &mut Vec<Lane>,
) {
    lanes.clear();
    let mut offs = vec![0i64; n];
    for (i, node) in expr.nodes.iter().enumerate() {
        let t = expr.types[i];
        let lane = match node {
            Node::Load { buf, map } => {
                let b = ctx.buf(*buf);
                let mut l = lane_for(t, n);
                if map.strides.iter().all(|&s| s == 0) {
                    // SAFETY: validation proved `map.offset` is inside the buffer.
                    unsafe { read_elem(b, t, map.offset as usize, &mut l, 0) };
                    splat(&mut l, n);
                } else if !offsets(shape, map, start, n, &mut offs) {
                    let base = map.offset as usize + start as usize;
                    match (&mut l, t) {
                        (Lane::F(v), ElemType::F32) => {
                            // SAFETY: validation proved the map's range inside the buffer; the
                            // destination is a fresh Vec, so the ranges cannot overlap.
                            unsafe {
                                std::ptr::copy_nonoverlapping(
                                    (b.ptr as *const f32).add(base),
                                    v.as_mut_ptr(),
                                    n,
                                )
                            }
                        }
                        _ => {
                            for k in 0..n {
                                // SAFETY: as above, element by element.
                                unsafe { read_elem(b, t, base + k, &mut l, k) };
                            }
                        }
                    }
                } else {
                    for (k, &o) in offs.iter().enumerate().take(n) {
                        // SAFETY: validation proved every offset of the map inside the buffer.
                        unsafe { read_elem(b, t, o as usize, &mut l, k) };
                    }
                }
                l
            }
            Node::Const(bits) => const_lane(t, *bits, n),
            Node::Iota { dim, scale, offset } => {
                let v = iota_values(shape, *dim as usize, *scale, *offset, start, n);
                match t {
                    ElemType::F32 => Lane::F(v.iter().map(|&x| x as f32).collect()),
                    ElemType::F64 => Lane::D(v.iter().map(|&x| x as f64).collect()),
                    t => Lane::I(v.iter().map(|&x| wrap(x, t)).collect()),
                }
            }
            Node::Param(p) => {
                let mut l = params[*p as usize].clone();
                if lane_len(&l) < n {
                    splat(&mut l, n);
                }
                l
            }
            Node::Unary(op, x) => unary(*op, t, expr.types[*x as usize], &lanes[*x as usize]),
            Node::Binary(op, a, b) => binary(*op, t, &lanes[*a as usize], &lanes[*b as usize]),
            Node::Compare { dir, total, a, b } => compare(
                *dir,
                *total,
                expr.types[*a as usize],
                &lanes[*a as usize],
                &lanes[*b as usize],
            ),
            Node::Select(c, a, b) => select(
                &lanes[*c as usize],
                &lanes[*a as usize],
                &lanes[*b as usize],
            ),
            Node::Clamp(lo, x, hi) => {
                let m = binary(BinOp::Max, t, &lanes[*x as usize], &lanes[*lo as usize]);
                binary(BinOp::Min, t, &m, &lanes[*hi as usize])
            }
            Node::Convert(x) => convert(expr.types[*x as usize], t, &lanes[*x as usize]),
            Node::Bitcast(x) => bitcast(expr.types[*x as usize], t, &lanes[*x as usize]),
        };
        lanes.push(lane);
    }
}

fn lane_len(l: &Lane) -> usize {
    match l {
        Lane::F(v) => v.len(),
        Lane::D(v) => v.len(),
        Lane::I(v) => v.len(),
    }
}

fn splat(l: &mut Lane, n: usize) {
    match l {
        Lane::F(v) => {
            let x = v[0];
            v.resize(n, x);
            v.fill(x)
        }
        Lane::D(v) => {
            let x = v[0];
            v.resize(n, x);
            v.fill(x)
        }
        Lane::I(v) => {
            let x = v[0];
            v.resize(n, x);
            v.fill(x)
        }
    }
}

macro_rules! float_unary {
    ($v:expr, $op:expr, $t:ty, $pi:expr) => {{
        use UnOp::*;
        let v = $v;
        match $op {
            Neg => v.iter().map(|&a| -a).collect(),
            Abs => v.iter().map(|&a| a.abs()).collect(),
            Exp => v.iter().map(|&a| a.exp()).collect(),
            Expm1 => v.iter().map(|&a| a.exp_m1()).collect(),
            Log => v.iter().map(|&a| a.ln()).collect(),
            Log1p => v.iter().map(|&a| a.ln_1p()).collect(),
            Sqrt => v.iter().map(|&a| a.sqrt()).collect(),
            Rsqrt => v.iter().map(|&a| 1.0 / a.sqrt()).collect(),
            Tanh => v.iter().map(|&a| a.tanh()).collect(),
            Logistic => v.iter().map(|&a| 1.0 / (1.0 + (-a).exp())).collect(),
            Sin => v.iter().map(|&a| a.sin()).collect(),
            Cos => v.iter().map(|&a| a.cos()).collect(),
            Tan => v.iter().map(|&a| a.tan()).collect(),
            Floor => v.iter().map(|&a| a.floor()).collect(),
            Ceil => v.iter().map(|&a| a.ceil()).collect(),
            RoundAway => v.iter().map(|&a| a.round()).collect(),
            RoundEven => v.iter().map(|&a| a.round_ties_even()).collect(),
            Sign => v
                .iter()
                .map(|&a: &$t| {
                    if a.is_nan() || a == 0.0 {
                        a
                    } else {
                        a.signum()
                    }
                })
                .collect(),
            Square => v.iter().map(|&a| a * a).collect(),
            Cbrt => v.iter().map(|&a| a.cbrt()).collect(),
            IsFinite | Not | PopCnt | Clz => v.iter().map(|&a| a).collect(),
        }
    }};
}

fn unary(op: UnOp, t: ElemType, xt: ElemType, x: &Lane) -> Lane {
    match x {
        Lane::F(v) if op == UnOp::IsFinite => {
            Lane::I(v.iter().map(|a| a.is_finite() as i64).collect())
        }
        Lane::D(v) if op == UnOp::IsFinite => {
            Lane::I(v.iter().map(|a| a.is_finite() as i64).collect())
        }
        Lane::F(v) if matches!(op, UnOp::Exp | UnOp::Log | UnOp::Tanh | UnOp::Logistic) => {
            Lane::F(super::wide::unary_f32(op, v))
        }
        Lane::F(v) => Lane::F(float_unary!(v, op, f32, std::f32::consts::PI)),
        Lane::D(v) => Lane::D(float_unary!(v, op, f64, std::f64::consts::PI)),
        Lane::I(v) => {
            let bits = int_bits(xt);
            Lane::I(
                v.iter()
                    .map(|&a| {
                        let r = match op {
                            UnOp::Neg => a.wrapping_neg(),
                            UnOp::Abs => a.wrapping_abs(),
                            UnOp::Sign => a.signum(),
                            UnOp::Not => !a,
                            UnOp::Square => a.wrapping_mul(a),
                            UnOp::PopCnt => ((a as u64) & mask(bits)).count_ones() as i64,
                            UnOp::Clz => {
                                let u = (a as u64) & mask(bits);
                                (u.leading_zeros() - (64 - bits)) as i64
                            }
                            _ => a,
                        };
                        wrap(r, t)
                    })
                    .collect(),
            )
        }
    }
}

fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

macro_rules! fmax {
    ($a:expr, $b:expr) => {{
        let (a, b) = ($a, $b);
        if a.is_nan() || b.is_nan() {
            a + b
        } else if a == 0.0 && b == 0.0 {
            if a.is_sign_negative() && b.is_sign_negative() {
                a
            } else {
                a.abs()
            }
        } else if a > b {
            a
        } else {
            b
        }
    }};
}

macro_rules! fmin {
    ($a:expr, $b:expr) => {{
        let (a, b) = ($a, $b);
        if a.is_nan() || b.is_nan() {
            a + b
        } else if a == 0.0 && b == 0.0 {
            if a.is_sign_negative() || b.is_sign_negative() {
                -(a.abs())
            } else {
                a
            }
        } else if a < b {
            a
        } else {
            b
        }
    }};
}

macro_rules! float_binary {
    ($x:expr, $y:expr, $op:expr) => {{
        use BinOp::*;
        let (x, y) = ($x, $y);
        match $op {
            Add => x.iter().zip(y).map(|(&a, &b)| a + b).collect(),
            Sub => x.iter().zip(y).map(|(&a, &b)| a - b).collect(),
            Mul => x.iter().zip(y).map(|(&a, &b)| a * b).collect(),
            Div => x.iter().zip(y).map(|(&a, &b)| a / b).collect(),
            Rem => x.iter().zip(y).map(|(&a, &b)| a % b).collect(),
            Max => x.iter().zip(y).map(|(&a, &b)| fmax!(a, b)).collect(),
            Min => x.iter().zip(y).map(|(&a, &b)| fmin!(a, b)).collect(),
            Pow => x.iter().zip(y).map(|(&a, &b)| a.powf(b)).collect(),
            Atan2 => x.iter().zip(y).map(|(&a, &b)| a.atan2(b)).collect(),
            And | Or | Xor | Shl | ShrA | ShrL => x.clone(),
        }
    }};
}

fn int_pow(base: i64, exp: i64, t: ElemType) -> i64 {
    if exp < 0 {
        return match base {
            1 => 1,
            -1 => {
                if exp % 2 == 0 {
                    1
                } else {
                    -1
                }
            }
            _ => 0,
        };
    }
    let (mut r, mut b, mut x) = (1i64, base, exp);
    while x > 0 {
        if x & 1 == 1 {
            r = wrap(r.wrapping_mul(b), t);
        }
        b = wrap(b.wrapping_mul(b), t);
        x >>= 1;
    }
    r
}

/// One integer binary op with XLA's semantics (`x/0 = -1`, `x%0 = x`, wrapping overflow).
pub fn int_binary(op: BinOp, a: i64, b: i64, t: ElemType) -> i64 {
    let unsigned = t.is_unsigned();
    let bits = int_bits(t);
    let ua = (a as u64) & mask(bits);
    let ub = (b as u64) & mask(bits);
    let min = if bits >= 64 {
        i64::MIN
    } else {
        -(1i64 << (bits - 1))
    };
    let r = match op {
        BinOp::Add => {
            if t == ElemType::I1 {
                a | b
            } else {
                a.wrapping_add(b)
            }
        }
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Mul => {
            if t == ElemType::I1 {
                a & b
            } else {
                a.wrapping_mul(b)
            }
        }
        BinOp::Div => {
            if b == 0 {
                -1
            } else if unsigned {
                (ua / ub) as i64
            } else if a == min && b == -1 {
                a
            } else {
                a / b
            }
        }
        BinOp::Rem => {
            if b == 0 {
                a
            } else if unsigned {
                (ua % ub) as i64
            } else if a == min && b == -1 {
                0
            } else {
                a % b
            }
        }
        BinOp::Max => {
            if unsigned {
                ua.max(ub) as i64
            } else {
                a.max(b)
            }
        }
        BinOp::Min => {
            if unsigned {
                ua.min(ub) as i64
            } else {
                a.min(b)
            }
        }
        BinOp::Pow => int_pow(a, b, t),
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
        BinOp::Shl => {
            if ub >= bits as u64 {
                0
            } else {
                ((ua << ub) & mask(bits)) as i64
            }
        }
        BinOp::ShrL => {
            if ub >= bits as u64 {
                0
            } else {
                (ua >> ub) as i64
            }
        }
        BinOp::ShrA => {
            let s = if unsigned { ub } else { b as u64 };
            if s >= bits as u64 {
                if a < 0 {
                    -1
                } else {
                    0
                }
            } else {
                a >> s
            }
        }
        BinOp::Atan2 => a,
    };
    wrap(r, t)
}

fn binary(op: BinOp, t: ElemType, x: &Lane, y: &Lane) -> Lane {
    match (x, y) {
        (Lane::F(a), Lane::F(b))
            if matches!(
                op,
                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Max | BinOp::Min
            ) =>
        {
            Lane::F(super::wide::binary_f32(op, a, b))
        }
        (Lane::F(a), Lane::F(b)) => Lane::F(float_binary!(a, b, op)),
        (Lane::D(a), Lane::D(b)) => Lane::D(float_binary!(a, b, op)),
        (Lane::I(a), Lane::I(b)) => Lane::I(
            a.iter()
                .zip(b)
                .map(|(&p, &q)| int_binary(op, p, q, t))
                .collect(),
        ),
        _ => x.clone(), // Unreachable after validation (operand types agree).
    }
}

fn cmp<T: PartialOrd>(dir: CmpDir, a: T, b: T) -> bool {
    match dir {
        CmpDir::Eq => a == b,
        CmpDir::Ne => a != b,
        CmpDir::Lt => a < b,
        CmpDir::Le => a <= b,
        CmpDir::Gt => a > b,
        CmpDir::Ge => a >= b,
    }
}

fn total_key32(v: f32) -> i64 {
    let b = v.to_bits() as i32 as i64;
    if b < 0 {
        (b ^ 0x7fff_ffff) as i32 as i64
    } else {
        b
    }
}

fn total_key64(v: f64) -> i128 {
    let b = v.to_bits() as i64 as i128;
    if b < 0 {
        (b as i64 ^ i64::MAX) as i128
    } else {
        b
    }
}

fn compare(dir: CmpDir, total: bool, t: ElemType, x: &Lane, y: &Lane) -> Lane {
    Lane::I(match (x, y) {
        (Lane::F(a), Lane::F(b)) if total => a
            .iter()
            .zip(b)
            .map(|(&p, &q)| cmp(dir, total_key32(p), total_key32(q)) as i64)
            .collect(),
        (Lane::D(a), Lane::D(b)) if total => a
            .iter()
            .zip(b)
            .map(|(&p, &q)| cmp(dir, total_key64(p), total_key64(q)) as i64)
            .collect(),
        (Lane::F(a), Lane::F(b)) => a
            .iter()
            .zip(b)
            .map(|(&p, &q)| cmp(dir, p, q) as i64)
            .collect(),
        (Lane::D(a), Lane::D(b)) => a
            .iter()
            .zip(b)
            .map(|(&p, &q)| cmp(dir, p, q) as i64)
            .collect(),
        (Lane::I(a), Lane::I(b)) if t.is_unsigned() => {
            let m = mask(int_bits(t));
            a.iter()
                .zip(b)
                .map(|(&p, &q)| cmp(dir, (p as u64) & m, (q as u64) & m) as i64)
                .collect()
        }
        (Lane::I(a), Lane::I(b)) => a
            .iter()
            .zip(b)
            .map(|(&p, &q)| cmp(dir, p, q) as i64)
            .collect(),
        _ => vec![0; lane_len(x)],
    })
}

fn select(c: &Lane, x: &Lane, y: &Lane) -> Lane {
    let Lane::I(c) = c else { return x.clone() };
    match (x, y) {
        (Lane::F(a), Lane::F(b)) => Lane::F(
            c.iter()
                .zip(a.iter().zip(b))
                .map(|(&c, (&a, &b))| if c != 0 { a } else { b })
                .collect(),
        ),
        (Lane::D(a), Lane::D(b)) => Lane::D(
            c.iter()
                .zip(a.iter().zip(b))
                .map(|(&c, (&a, &b))| if c != 0 { a } else { b })
                .collect(),
        ),
        (Lane::I(a), Lane::I(b)) => Lane::I(
            c.iter()
                .zip(a.iter().zip(b))
                .map(|(&c, (&a, &b))| if c != 0 { a } else { b })
                .collect(),
        ),
        _ => x.clone(),
    }
}

fn float_to_int(f: f64, to: ElemType) -> i64 {
    if to == ElemType::I1 {
        return (f != 0.0) as i64;
    }
    if f.is_nan() {
        return 0;
    }
    let (lo, hi) = to
        .int_range()
        .unwrap_or((i64::MIN as i128, i64::MAX as i128));
    let t = f.trunc();
    if t <= lo as f64 {
        lo as i64
    } else if t >= hi as f64 {
        hi as u64 as i64
    } else if to == ElemType::UI64 {
        t as u64 as i64
    } else {
        t as i64
    }
}

fn convert(from: ElemType, to: ElemType, x: &Lane) -> Lane {
    let int_to_f64 = |a: i64| -> f64 {
        if from == ElemType::UI64 {
            a as u64 as f64
        } else {
            a as f64
        }
    };
    match (x, to) {
        (Lane::F(v), ElemType::F64) => Lane::D(v.iter().map(|&a| a as f64).collect()),
        (Lane::F(v), ElemType::F32 | ElemType::F16 | ElemType::BF16) => Lane::F(v.clone()),
        (Lane::D(v), ElemType::F32 | ElemType::F16 | ElemType::BF16) => {
            Lane::F(v.iter().map(|&a| a as f32).collect())
        }
        (Lane::D(v), ElemType::F64) => Lane::D(v.clone()),
        (Lane::F(v), to) => Lane::I(v.iter().map(|&a| float_to_int(a as f64, to)).collect()),
        (Lane::D(v), to) => Lane::I(v.iter().map(|&a| float_to_int(a, to)).collect()),
        (Lane::I(v), ElemType::F64) => Lane::D(v.iter().map(|&a| int_to_f64(a)).collect()),
        (Lane::I(v), ElemType::F32 | ElemType::F16 | ElemType::BF16) => {
            Lane::F(v.iter().map(|&a| int_to_f64(a) as f32).collect())
        }
        (Lane::I(v), to) => Lane::I(
            v.iter()
                .map(|&a| {
                    if to == ElemType::I1 {
                        (a != 0) as i64
                    } else {
                        wrap(a, to)
                    }
                })
                .collect(),
        ),
    }
}

fn bitcast(from: ElemType, to: ElemType, x: &Lane) -> Lane {
    let _ = from;
    match (x, to) {
        (Lane::F(v), ElemType::F32) => Lane::F(v.clone()),
        (Lane::F(v), to) => Lane::I(
            v.iter()
                .map(|&a| wrap(a.to_bits() as i32 as i64, to))
                .collect(),
        ),
        (Lane::D(v), ElemType::F64) => Lane::D(v.clone()),
        (Lane::D(v), _) => Lane::I(v.iter().map(|&a| a.to_bits() as i64).collect()),
        (Lane::I(v), ElemType::F32) => {
            Lane::F(v.iter().map(|&a| f32::from_bits(a as u32)).collect())
        }
        (Lane::I(v), ElemType::F64) => {
            Lane::D(v.iter().map(|&a| f64::from_bits(a as u64)).collect())
        }
        (Lane::I(v), to) => Lane::I(v.iter().map(|&a| wrap(a, to)).collect()),
    }
}

/// Elements per parallel tile of a map.
const TILE: u64 = 16 * 1024;

/// Runs one Map step over `[lo, hi)`.
fn map_range(shape: &[u64], expr: &Expr, outputs: &[(Buf, u32)], ctx: &Ctx, lo: u64, hi: u64) {
    let mut lanes = Vec::with_capacity(expr.nodes.len());
    let mut start = lo;
    while start < hi {
        let n = ((hi - start) as usize).min(CHUNK);
        eval_expr(expr, shape, start, n, ctx, &[], &mut lanes);
        for &(buf, node) in outputs {
            let b = ctx.buf(buf);
            let t = expr.types[node as usize];
            let l = &lanes[node as usize];
            match l {
                Lane::F(v) if t == ElemType::F32 => {
                    // SAFETY: validation proved the output holds `shape`'s elements; the lane is a
                    // fresh Vec.
                    unsafe {
                        std::ptr::copy_nonoverlapping(
                            v.as_ptr(),
                            (b.ptr as *mut f32).add(start as usize),
                            n,
                        )
                    }
                }
                _ => {
                    for k in 0..n {
                        // SAFETY: as above.
                        unsafe { write_elem(b, t, start as usize + k, l, k) };
                    }
                }
            }
        }
        start += n as u64;
    }
}

fn parallel_tiles(total: u64, threads: usize, f: &(dyn Fn(u64, u64) + Sync)) {
    if threads <= 1 || total <= TILE {
        f(0, total);
        return;
    }
    let tiles = total.div_ceil(TILE);
    rayon::scope(|s| {
        for t in 0..tiles {
            let lo = t * TILE;
            let hi = (lo + TILE).min(total);
            s.spawn(move |_| f(lo, hi));
        }
    });
}

/// Runs a validated kernel.
pub fn run_kernel(k: &Kernel, ctx: &Ctx) {
    for step in &k.steps {
        run_step(k, step, ctx);
    }
}

/// Runs one step (exposed for the JIT's fallback).
pub fn run_step(k: &Kernel, step: &Step, ctx: &Ctx) {
    let _ = k;
    match step {
        Step::Map {
            shape,
            expr,
            outputs,
        } => {
            let total = num_elements(shape);
            parallel_tiles(total, ctx.threads, &|lo, hi| {
                map_range(shape, expr, outputs, ctx, lo, hi)
            });
        }
        Step::Reduce {
            in_shape,
            dims,
            expr,
            inputs,
            inits,
            body,
            outputs,
        } => run_reduce(in_shape, dims, expr, inputs, inits, body, outputs, ctx),
        Step::Dot {
            dtype,
            m,
            n,
            k: kk,
            batch,
            lhs,
            rhs,
            out,
            accumulate,
        } => run_dot(*dtype, *m, *n, *kk, batch, lhs, rhs, out, *accumulate, ctx),
        Step::Conv {
            dtype,
            lhs,
            rhs,
            out,
            desc,
        } => match dtype {
            ElemType::F64 => conv::<f64>(ctx.buf(*lhs), ctx.buf(*rhs), ctx.buf(*out), desc),
            _ => {
                let (l, r, o) = (ctx.buf(*lhs), ctx.buf(*rhs), ctx.buf(*out));
                if !conv_im2col_f32(l, r, o, desc, ctx.threads) {
                    conv::<f32>(l, r, o, desc)
                }
            }
        },
        Step::ReduceWindow {
            input,
            in_shape,
            out,
            out_shape,
            window,
            strides,
            base_dil,
            win_dil,
            pad_lo,
            init,
            body,
        } => {
            let elem = k_dtype_of(k, *input);
            reduce_window(
                ctx, *input, in_shape, *out, out_shape, window, strides, base_dil, win_dil, pad_lo,
                init, body, elem,
            )
        }
        Step::Gather {
            operand,
            indices,
            out,
            desc,
        } => gather(
            ctx,
            *operand,
            k_dtype_of(k, *operand),
            *indices,
            k_dtype_of(k, *indices),
            *out,
            desc,
        ),
        Step::Scatter {
            indices,
            updates,
            out,
            desc,
            body,
        } => scatter(
            ctx,
            *indices,
            k_dtype_of(k, *indices),
            *updates,
            *out,
            k_dtype_of(k, *out),
            desc,
            body,
        ),
        Step::Copy {
            src,
            src_offset,
            dst,
            dst_offset,
            count,
        } => {
            let es = k_dtype_of(k, *src).byte_size();
            let s = ctx.buf(*src);
            let d = ctx.buf(*dst);
            // SAFETY: validation proved both ranges inside their buffers; `copy` allows overlap.
            unsafe {
                std::ptr::copy(
                    s.ptr.add(*src_offset as usize * es),
                    d.ptr.add(*dst_offset as usize * es),
                    *count as usize * es,
                )
            }
        }
        Step::Fill { dst, value } => {
            let t = k_dtype_of(k, *dst);
            let d = ctx.buf(*dst);
            let n = d.len / t.byte_size().max(1);
            let elems = k_elems_of(k, *dst).min(n as u64) as usize;
            let l = const_lane(t, *value, 1);
            for i in 0..elems {
                // SAFETY: `i` is below the declared element count, which validation and the VM
                // checked against the buffer length.
                unsafe { write_elem(d, t, i, &l, 0) };
            }
        }
        Step::Place {
            src,
            src_shape,
            dst,
            dst_offset,
            dst_strides,
        } => {
            let t = k_dtype_of(k, *src);
            let es = t.byte_size();
            let s = ctx.buf(*src);
            let d = ctx.buf(*dst);
            let total = num_elements(src_shape) as usize;
            let map = IndexMap {
                offset: *dst_offset,
                strides: dst_strides.clone(),
            };
            let mut offs = vec![0i64; CHUNK];
            let mut start = 0usize;
            while start < total {
                let n = (total - start).min(CHUNK);
                if !offsets(src_shape, &map, start as u64, n, &mut offs) {
                    for (k, o) in offs.iter_mut().enumerate().take(n) {
                        *o = *dst_offset + (start + k) as i64;
                    }
                }
                for (k, &o) in offs.iter().enumerate().take(n) {
                    // SAFETY: validation proved the placement inside `dst` and the source range
                    // inside `src`.
                    unsafe {
                        std::ptr::copy(s.ptr.add((start + k) * es), d.ptr.add(o as usize * es), es)
                    }
                }
                start += n;
            }
        }
    }
}

fn k_dtype_of(k: &Kernel, b: Buf) -> ElemType {
    match b {
        Buf::Binding(i) => k.bindings[i as usize].dtype,
        Buf::Scratch(i) => k.scratch[i as usize].dtype,
    }
}

fn k_elems_of(k: &Kernel, b: Buf) -> u64 {
    match b {
        Buf::Binding(i) => k.bindings[i as usize].elements,
        Buf::Scratch(i) => k.scratch[i as usize].elements,
    }
}

/// Recognizes a body that is one commutative-or-ordered binary op `acc OP x`.
fn simple_body(body: &Body) -> Option<BinOp> {
    if body.results.len() != 1 || body.expr.nodes.len() != 3 {
        return None;
    }
    match (
        &body.expr.nodes[0],
        &body.expr.nodes[1],
        &body.expr.nodes[2],
    ) {
        (Node::Param(0), Node::Param(1), Node::Binary(op, 0, 1)) if body.results[0] == 2 => {
            Some(*op)
        }
        (Node::Param(0), Node::Param(1), Node::Binary(op, 1, 0))
            if body.results[0] == 2
                && matches!(
                    op,
                    BinOp::Add
                        | BinOp::Mul
                        | BinOp::Max
                        | BinOp::Min
                        | BinOp::And
                        | BinOp::Or
                        | BinOp::Xor
                ) =>
        {
            Some(*op)
        }
        _ => None,
    }
}

fn lane_get(l: &Lane, k: usize) -> Lane {
    match l {
        Lane::F(v) => Lane::F(vec![v[k]]),
        Lane::D(v) => Lane::D(vec![v[k]]),
        Lane::I(v) => Lane::I(vec![v[k]]),
    }
}

fn lane_set(dst: &mut Lane, k: usize, src: &Lane, j: usize) {
    match (dst, src) {
        (Lane::F(a), Lane::F(b)) => a[k] = b[j],
        (Lane::D(a), Lane::D(b)) => a[k] = b[j],
        (Lane::I(a), Lane::I(b)) => a[k] = b[j],
        _ => {}
    }
}

/// Applies a general body to one element: `acc[i] = body(acc.., x..)`.
fn apply_body(body: &Body, accs: &mut [Lane], ai: usize, xs: &[Lane], xi: usize, ctx: &Ctx) {
    let mut params: Vec<Lane> = accs.iter().map(|a| lane_get(a, ai)).collect();
    params.extend(xs.iter().map(|x| lane_get(x, xi)));
    let mut lanes = Vec::new();
    eval_expr(&body.expr, &[1], 0, 1, ctx, &params, &mut lanes);
    for (a, &r) in accs.iter_mut().zip(&body.results) {
        lane_set(a, ai, &lanes[r as usize], 0);
    }
}

#[allow(clippy::too_many_arguments)]
fn run_reduce(
    in_shape: &[u64],
    dims: &[u32],
    expr: &Expr,
    inputs: &[u32],
    inits: &[u32],
    body: &Body,
    outputs: &[Buf],
    ctx: &Ctx,
) {
    let out_shape: Vec<u64> = (0..in_shape.len())
        .filter(|d| !dims.contains(&(*d as u32)))
        .map(|d| in_shape[d])
        .collect();
    let out_elems = num_elements(&out_shape) as usize;
    let ost = row_major_strides(&out_shape);
    let mut ostr = vec![0i64; in_shape.len()];
    let mut j = 0;
    for (d, s) in ostr.iter_mut().enumerate() {
        if !dims.contains(&(d as u32)) {
            *s = ost[j];
            j += 1;
        }
    }
    let omap = IndexMap {
        offset: 0,
        strides: ostr,
    };
    let total = num_elements(in_shape);
    let mut lanes = Vec::new();
    eval_expr(expr, in_shape, 0, 1, ctx, &[], &mut lanes);
    let mut accs: Vec<Lane> = inits
        .iter()
        .map(|&i| {
            let mut l = lanes[i as usize].clone();
            splat(&mut l, out_elems.max(1));
            l
        })
        .collect();
    let simple = simple_body(body).filter(|_| inputs.len() == 1);
    if let (Some(op), [out], [input]) = (simple, outputs, inputs) {
        if expr.types[*input as usize] == ElemType::F32
            && expr.types[inits[0] as usize] == ElemType::F32
            && matches!(op, BinOp::Add | BinOp::Max | BinOp::Min)
            && reduces_trailing(in_shape, dims)
        {
            if let Lane::F(init) = &accs[0] {
                let row = num_elements(in_shape) / (out_elems.max(1) as u64);
                row_reduce(
                    expr,
                    in_shape,
                    *input,
                    op,
                    init[0],
                    row,
                    out_elems,
                    ctx.buf(*out),
                    ctx,
                );
                return;
            }
        }
    }
    // Kept dimensions innermost (column sums, middle-dimension reductions): each run of `inner`
    // consecutive input elements updates `inner` consecutive accumulators.
    let last_reduced = dims
        .iter()
        .map(|&d| d as usize)
        .filter(|&d| in_shape[d] > 1)
        .max();
    let inner: u64 = last_reduced.map_or(1, |d| in_shape[d + 1..].iter().product());
    if let (Some(op), [input], Lane::F(acc)) = (simple, inputs, &mut accs[0]) {
        if inner >= 8
            && expr.types[*input as usize] == ElemType::F32
            && expr.types[inits[0] as usize] == ElemType::F32
            && matches!(op, BinOp::Add | BinOp::Max | BinOp::Min | BinOp::Mul)
        {
            let runs_per_chunk = (CHUNK as u64 / inner).max(1);
            let mut run_off = [0i64; 1];
            let mut start = 0u64;
            while start < total {
                let n = (runs_per_chunk * inner).min(total - start);
                eval_expr(expr, in_shape, start, n as usize, ctx, &[], &mut lanes);
                let Lane::F(x) = &lanes[*input as usize] else {
                    break;
                };
                for (ri, run) in x.chunks(inner as usize).enumerate() {
                    let at = start + ri as u64 * inner;
                    if !offsets(in_shape, &omap, at, 1, &mut run_off) {
                        run_off[0] = at as i64;
                    }
                    let o = run_off[0] as usize;
                    let dst = &mut acc[o..o + run.len()];
                    match op {
                        BinOp::Add => dst.iter_mut().zip(run).for_each(|(a, &b)| *a += b),
                        BinOp::Mul => dst.iter_mut().zip(run).for_each(|(a, &b)| *a *= b),
                        BinOp::Max => dst
                            .iter_mut()
                            .zip(run)
                            .for_each(|(a, &b)| *a = fmax!(*a, b)),
                        _ => dst
                            .iter_mut()
                            .zip(run)
                            .for_each(|(a, &b)| *a = fmin!(*a, b)),
                    }
                }
                start += n;
            }
            let b = ctx.buf(outputs[0]);
            // SAFETY: validation proved the output holds the reduced shape's elements.
            unsafe { std::ptr::copy_nonoverlapping(acc.as_ptr(), b.as_f32(), out_elems) };
            return;
        }
    }
    let mut offs = vec![0i64; CHUNK];
    let mut start = 0u64;
    while start < total {
        let n = ((total - start) as usize).min(CHUNK);
        eval_expr(expr, in_shape, start, n, ctx, &[], &mut lanes);
        if !offsets(in_shape, &omap, start, n, &mut offs) {
            for (k, o) in offs.iter_mut().enumerate().take(n) {
                *o = (start as i64) + k as i64;
            }
        }
        let t = expr.types[inputs[0] as usize];
        match (simple, &mut accs[0], &lanes[inputs[0] as usize]) {
            (Some(op), Lane::F(acc), Lane::F(x)) => {
                for k in 0..n {
                    let o = offs[k] as usize;
                    let (a, b) = (acc[o], x[k]);
                    acc[o] = match op {
                        BinOp::Add => a + b,
                        BinOp::Mul => a * b,
                        BinOp::Max => fmax!(a, b),
                        BinOp::Min => fmin!(a, b),
                        BinOp::Sub => a - b,
                        BinOp::Div => a / b,
                        _ => a,
                    };
                }
            }
            (Some(op), Lane::D(acc), Lane::D(x)) => {
                for k in 0..n {
                    let o = offs[k] as usize;
                    let (a, b) = (acc[o], x[k]);
                    acc[o] = match op {
                        BinOp::Add => a + b,
                        BinOp::Mul => a * b,
                        BinOp::Max => fmax!(a, b),
                        BinOp::Min => fmin!(a, b),
                        BinOp::Sub => a - b,
                        BinOp::Div => a / b,
                        _ => a,
                    };
                }
            }
            (Some(op), Lane::I(acc), Lane::I(x)) => {
                for k in 0..n {
                    let o = offs[k] as usize;
                    acc[o] = int_binary(op, acc[o], x[k], t);
                }
            }
            _ => {
                let xs: Vec<Lane> = inputs.iter().map(|&i| lanes[i as usize].clone()).collect();
                for (k, &off) in offs.iter().enumerate().take(n) {
                    apply_body(body, &mut accs, off as usize, &xs, k, ctx);
                }
            }
        }
        start += n as u64;
    }
    for (i, &out) in outputs.iter().enumerate() {
        let b = ctx.buf(out);
        let t = expr.types[inits[i] as usize];
        for o in 0..out_elems {
            // SAFETY: validation proved the output holds the reduced shape's elements.
            unsafe { write_elem(b, t, o, &accs[i], o) };
        }
    }
}

/// Whether `dims` are exactly the trailing dimensions of `shape` of size > 1 (plus any size-1
/// ones), so each output element reduces one contiguous run of the input's linear order.
fn reduces_trailing(shape: &[u64], dims: &[u32]) -> bool {
    let mut seen_kept = false;
    for d in (0..shape.len()).rev() {
        let reduced = dims.contains(&(d as u32));
        if shape[d] == 1 {
            continue;
        }
        if reduced && seen_kept {
            return false;
        }
        if !reduced {
            seen_kept = true;
        }
    }
    true
}

/// Reduces each run of `row` consecutive elements of `expr`'s node `input` (f32) with `op` into
/// `out[o]`, starting from `init`. Rows are split across the workers; within a row, eight partial
/// results let the loop vectorize (sums are reassociated, as XLA's and IREE's are).
#[allow(clippy::too_many_arguments)]
fn row_reduce(
    expr: &Expr,
    shape: &[u64],
    input: u32,
    op: BinOp,
    init: f32,
    row: u64,
    outs: usize,
    out: RawBuf,
    ctx: &Ctx,
) {
    let combine = |a: f32, b: f32| match op {
        BinOp::Add => a + b,
        BinOp::Max => fmax!(a, b),
        _ => fmin!(a, b),
    };
    let rows_per_tile = (TILE / row.max(1)).max(1);
    // A plain row-major load is read in place instead of through the expression evaluator.
    let direct = match &expr.nodes[input as usize] {
        Node::Load { buf, map } if map.strides == row_major_strides(shape) => {
            Some((ctx.buf(*buf), map.offset))
        }
        _ => None,
    };
    let run = |lo: u64, hi: u64| {
        let mut lanes = Vec::new();
        let mut part = [0f32; 8];
        for o in lo..hi {
            let mut acc = init;
            let mut start = o * row;
            let end = start + row;
            while start < end {
                let n = ((end - start) as usize).min(CHUNK);
                let x: &[f32] = match direct {
                    // SAFETY: validation proved the load's elements `offset + [0, total)` inside
                    // its buffer, and `[start, start + n)` is inside `[0, total)`.
                    Some((b, off)) => unsafe {
                        std::slice::from_raw_parts(b.as_f32().add(off as usize + start as usize), n)
                    },
                    None => {
                        eval_expr(expr, shape, start, n, ctx, &[], &mut lanes);
                        let Lane::F(x) = &lanes[input as usize] else {
                            return;
                        };
                        x
                    }
                };
                let mut chunks = x.chunks_exact(8);
                part.fill(if op == BinOp::Add { 0.0 } else { x[0] });
                for c in &mut chunks {
                    for k in 0..8 {
                        part[k] = combine(part[k], c[k]);
                    }
                }
                for &v in chunks.remainder() {
                    part[0] = combine(part[0], v);
                }
                let mut t = part[0];
                for &p in &part[1..] {
                    t = combine(t, p);
                }
                acc = combine(acc, t);
                start += n as u64;
            }
            // SAFETY: validation proved the output holds the reduced shape's `outs` elements.
            unsafe { *out.as_f32().add(o as usize) = acc };
        }
    };
    let tiles = (outs as u64).div_ceil(rows_per_tile);
    if ctx.threads <= 1 || tiles <= 1 {
        run(0, outs as u64);
        return;
    }
    rayon::scope(|s| {
        for t in 0..tiles {
            let lo = t * rows_per_tile;
            let hi = (lo + rows_per_tile).min(outs as u64);
            let run = &run;
            s.spawn(move |_| run(lo, hi));
        }
    });
}

#[allow(clippy::too_many_arguments)]
fn run_dot(
    dtype: ElemType,
    m: u64,
    n: u64,
    k: u64,
    batch: &[(u64, i64, i64, i64)],
    lhs: &MatRef,
    rhs: &MatRef,
    out: &MatRef,
    accumulate: Option<(u64, u64)>,
    ctx: &Ctx,
) {
    let (alpha, beta) =
        accumulate.map_or((0.0, 1.0), |(a, b)| (f64::from_bits(a), f64::from_bits(b)));
    let bsizes: Vec<u64> = batch.iter().map(|b| b.0).collect();
    let nb = num_elements(&bsizes);
    let mut idx = vec![0u64; batch.len()];
    let (lb, rb, ob) = (ctx.buf(lhs.buf), ctx.buf(rhs.buf), ctx.buf(out.buf));
    let work = m * n * k;
    let par = if ctx.threads > 1 && work >= 64 * 64 * 64 {
        gemm::Parallelism::Rayon(ctx.threads)
    } else {
        gemm::Parallelism::None
    };
    for _ in 0..nb {
        let (mut lo, mut ro, mut oo) = (lhs.offset, rhs.offset, out.offset);
        for (d, &i) in idx.iter().enumerate() {
            lo += i as i64 * batch[d].1;
            ro += i as i64 * batch[d].2;
            oo += i as i64 * batch[d].3;
        }
        macro_rules! call {
            ($t:ty) => {{
                let (l, r, o) = (
                    (lb.ptr as *const $t).wrapping_offset(lo as isize),
                    (rb.ptr as *const $t).wrapping_offset(ro as isize),
                    (ob.ptr as *mut $t).wrapping_offset(oo as isize),
                );
                if k == 0 {
                    for i in 0..m as isize {
                        for j in 0..n as isize {
                            // SAFETY: validation proved every (i, j) of the output inside its buffer.
                            unsafe {
                                let p = o.offset(i * out.rs as isize + j * out.cs as isize);
                                *p = if accumulate.is_some() { *p * alpha as $t } else { 0.0 };
                            }
                        }
                    }
                } else {
                    // SAFETY: validation proved every element addressed by (offset, rs, cs) over
                    // m x k, k x n and m x n inside the three buffers; the compiler never lets the
                    // destination overlap an operand (it uses scratch instead).
                    unsafe {
                        gemm::gemm::<$t>(
                            m as usize,
                            n as usize,
                            k as usize,
                            o,
                            out.cs as isize,
                            out.rs as isize,
                            accumulate.is_some(),
                            l,
                            lhs.cs as isize,
                            lhs.rs as isize,
                            r,
                            rhs.cs as isize,
                            rhs.rs as isize,
                            alpha as $t,
                            beta as $t,
                            false,
                            false,
                            false,
                            par,
                        )
                    }
                }
            }};
        }
        match dtype {
            ElemType::F64 => call!(f64),
            _ => call!(f32),
        }
        // Next batch index.
        let mut d = idx.len();
        while d > 0 {
            d -= 1;
            idx[d] += 1;
            if idx[d] < bsizes[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}

/// Floats the library kernels compute in.
trait Float: Copy + std::ops::Add<Output = Self> + std::ops::Mul<Output = Self> + Default {}
impl Float for f32 {}
impl Float for f64 {}

thread_local! {
    /// The im2col matrix of the last convolution on this thread, reused so a steady loop does
    /// not allocate.
    static IM2COL: std::cell::RefCell<Vec<f32>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// An f32 convolution in the common layout (batch, spatial..., features row-major for input and
/// output; kernel spatial..., in, out row-major; one group, no input dilation, no reversal) as
/// im2col plus one packed GEMM: `[batch * positions, window * cin] x [window * cin, cout]`.
/// Returns false (doing nothing) for any other layout.
fn conv_im2col_f32(lhs: RawBuf, rhs: RawBuf, out: RawBuf, d: &ConvDesc, threads: usize) -> bool {
    let nsp = d.out_sp.len();
    let row_major_in = |shape: &[u64], b: u32, sp: &[u32], f: u32| {
        let mut order = vec![b];
        order.extend_from_slice(sp);
        order.push(f);
        order.iter().enumerate().all(|(i, &x)| x as usize == i) && shape.len() == nsp + 2
    };
    let mut korder: Vec<u32> = d.rhs_sp.clone();
    korder.extend([d.rhs_i, d.rhs_o]);
    if d.feature_groups > 1
        || d.batch_groups > 1
        || d.lhs_dil.iter().any(|&x| x != 1)
        || d.reverse.iter().any(|&r| r)
        || !row_major_in(&d.lhs_shape, d.lhs_b, &d.lhs_sp, d.lhs_f)
        || !row_major_in(&d.out_shape, d.out_b, &d.out_sp, d.out_f)
        || korder.iter().enumerate().any(|(i, &x)| x as usize != i)
    {
        return false;
    }
    let cin = d.lhs_shape[nsp + 1] as usize;
    let cout = d.out_shape[nsp + 1] as usize;
    if d.rhs_shape[nsp] as usize != cin || d.rhs_shape[nsp + 1] as usize != cout {
        return false;
    }
    let batch = d.out_shape[0] as usize;
    let out_sp: Vec<u64> = d.out_shape[1..=nsp].to_vec();
    let in_sp: Vec<u64> = d.lhs_shape[1..=nsp].to_vec();
    let win: Vec<u64> = d.rhs_shape[..nsp].to_vec();
    let n_out_sp = num_elements(&out_sp) as usize;
    let n_win = num_elements(&win) as usize;
    let rows = batch * n_out_sp;
    let kdim = n_win * cin;
    if rows == 0 || cout == 0 {
        return true;
    }
    let ls = row_major_strides(&d.lhs_shape);
    let mut wpos = vec![0u64; nsp];
    let wins: Vec<Vec<i64>> = (0..n_win as u64)
        .map(|w| {
            unravel(w, &win, &mut wpos);
            (0..nsp).map(|s| wpos[s] as i64 * d.rhs_dil[s]).collect()
        })
        .collect();
    // Each tap's offset from the window's corner, for rows whose window lies inside.
    let tap_off: Vec<i64> = wins
        .iter()
        .map(|k| (0..nsp).map(|s| k[s] * ls[s + 1]).sum())
        .collect();
    // Output row `r`'s window corner in the input (per spatial dimension, in `base`), the input
    // offset of that corner, and whether the whole window lies inside the input.
    let corner = |r: usize, osp: &mut [u64], base: &mut [i64]| -> (i64, bool) {
        let (b, op) = (r / n_out_sp, r % n_out_sp);
        unravel(op as u64, &out_sp, osp);
        let mut off0 = b as i64 * ls[0];
        let mut inside_all = true;
        for s in 0..nsp {
            base[s] = osp[s] as i64 * d.strides[s] - d.pad_lo[s];
            let last = base[s] + (win[s] as i64 - 1) * d.rhs_dil[s];
            inside_all &= base[s] >= 0 && last < in_sp[s] as i64;
            off0 += base[s] * ls[s + 1];
        }
        (off0, inside_all)
    };
    // Whether one tap of a window that crosses the border is inside the input.
    let tap_inside = |base: &[i64], kpos: &[i64]| {
        (0..nsp).all(|s| {
            let pos = base[s] + kpos[s];
            pos >= 0 && pos < in_sp[s] as i64
        })
    };
    if kdim <= 16 && cout <= 64 {
        // A short reduction (one or two input features): accumulate each output pixel's `cout`
        // features directly, tap by tap, instead of packing an im2col matrix for a GEMM whose
        // inner dimension would be a handful of elements.
        // SAFETY: the output holds `rows * cout` elements (validation checked the declared shape)
        // and nothing else refers to it during the step.
        let outs = unsafe { std::slice::from_raw_parts_mut(out.as_f32(), rows * cout) };
        // SAFETY: the kernel holds `kdim * cout` elements, as above.
        let k = unsafe { std::slice::from_raw_parts(rhs.ptr as *const f32, kdim * cout) };
        let direct = |r0: usize, chunk: &mut [f32]| {
            let mut osp = vec![0u64; nsp];
            let mut base = vec![0i64; nsp];
            for (ri, acc) in chunk.chunks_mut(cout).enumerate() {
                let (off0, inside_all) = corner(r0 + ri, &mut osp, &mut base);
                acc.fill(0.0);
                for (w, kpos) in wins.iter().enumerate() {
                    let inside = inside_all || tap_inside(&base, kpos);
                    if !inside {
                        continue;
                    }
                    for ci in 0..cin {
                        // SAFETY: as in the im2col fill below: the tap's position is inside the
                        // input and `ci < cin` indexes its contiguous features.
                        let x = unsafe {
                            *lhs.as_f32()
                                .offset((off0 + tap_off[w]) as isize + ci as isize)
                        };
                        let krow = &k[(w * cin + ci) * cout..(w * cin + ci + 1) * cout];
                        acc.iter_mut().zip(krow).for_each(|(a, &kv)| *a += x * kv);
                    }
                }
            }
        };
        let rows_per_task = (TILE as usize / (kdim * cout).max(1)).max(64);
        if threads > 1 && rows > rows_per_task {
            use rayon::prelude::*;
            outs.par_chunks_mut(rows_per_task * cout)
                .enumerate()
                .for_each(|(i, c)| direct(i * rows_per_task, c));
        } else {
            direct(0, outs);
        }
        return true;
    }
    IM2COL.with(|cell| {
        let mut m = cell.borrow_mut();
        if m.len() < rows * kdim {
            m.resize(rows * kdim, 0.0);
        }
        let fill = |r0: usize, chunk: &mut [f32]| {
            let mut osp = vec![0u64; nsp];
            let mut base = vec![0i64; nsp];
            for (ri, row) in chunk.chunks_mut(kdim).enumerate() {
                let (off0, inside_all) = corner(r0 + ri, &mut osp, &mut base);
                for (w, kpos) in wins.iter().enumerate() {
                    let dst = &mut row[w * cin..(w + 1) * cin];
                    let inside = inside_all || tap_inside(&base, kpos);
                    if inside {
                        // SAFETY: the position is inside the input's spatial shape and the `cin`
                        // features are its innermost, contiguous dimension; validation checked
                        // the buffer against the declared shape.
                        let src = unsafe {
                            std::slice::from_raw_parts(
                                lhs.as_f32().offset((off0 + tap_off[w]) as isize),
                                cin,
                            )
                        };
                        if cin < 16 {
                            // A few features: a plain loop beats a memcpy call per tap.
                            dst.iter_mut().zip(src).for_each(|(o, &v)| *o = v);
                        } else {
                            dst.copy_from_slice(src);
                        }
                    } else {
                        dst.fill(0.0);
                    }
                }
            }
        };
        let buf = &mut m[..rows * kdim];
        let rows_per_task = (16 * 1024 / kdim.max(1)).max(16);
        if threads > 1 && rows > rows_per_task {
            use rayon::prelude::*;
            buf.par_chunks_mut(rows_per_task * kdim)
                .enumerate()
                .for_each(|(i, c)| fill(i * rows_per_task, c));
        } else {
            fill(0, buf);
        }
        let par = if threads > 1 && rows * kdim * cout >= 64 * 64 * 64 {
            gemm::Parallelism::Rayon(threads)
        } else {
            gemm::Parallelism::None
        };
        // SAFETY: the im2col matrix is rows x kdim (row stride kdim), the kernel is kdim x cout
        // row-major and the output rows x cout row-major, all inside their buffers (validation
        // checked the declared shapes, whose element counts these are); the output does not
        // overlap the kernel or the thread-local im2col matrix.
        unsafe {
            gemm::gemm::<f32>(
                rows,
                cout,
                kdim,
                out.as_f32(),
                1,
                cout as isize,
                false,
                buf.as_ptr(),
                1,
                kdim as isize,
                rhs.ptr as *const f32,
                1,
                cout as isize,
                0.0,
                1.0,
                false,
                false,
                false,
                par,
            )
        };
    });
    true
}

fn conv<T: Float>(lhs: RawBuf, rhs: RawBuf, out: RawBuf, d: &ConvDesc) {
    let ls = row_major_strides(&d.lhs_shape);
    let rs = row_major_strides(&d.rhs_shape);
    let os = row_major_strides(&d.out_shape);
    let nsp = d.out_sp.len();
    let cin = d.lhs_shape[d.lhs_f as usize];
    let cout = d.out_shape[d.out_f as usize];
    let g = d.feature_groups.max(1);
    let cin_g = cin / g;
    let cout_g = cout / g;
    let batch = d.out_shape[d.out_b as usize];
    let out_sp: Vec<u64> = d.out_sp.iter().map(|&x| d.out_shape[x as usize]).collect();
    let win: Vec<u64> = d.rhs_sp.iter().map(|&x| d.rhs_shape[x as usize]).collect();
    let in_sp: Vec<u64> = d.lhs_sp.iter().map(|&x| d.lhs_shape[x as usize]).collect();
    let (l, r, o) = (lhs.ptr as *const T, rhs.ptr as *const T, out.ptr as *mut T);
    let mut acc = vec![T::default(); cout as usize];
    let n_out_sp = num_elements(&out_sp);
    let n_win = num_elements(&win);
    let mut osp = vec![0u64; nsp];
    let mut wsp = vec![0u64; nsp];
    let rso = rs[d.rhs_o as usize] as isize;
    let rsi = rs[d.rhs_i as usize] as isize;
    let lsf = ls[d.lhs_f as usize] as isize;
    // Window positions and their kernel offsets, computed once.
    let wins: Vec<(Vec<i64>, i64)> = (0..n_win)
        .map(|w| {
            unravel(w, &win, &mut wsp);
            let roff = (0..nsp)
                .map(|s| {
                    let k = wsp[s] as i64;
                    let kk = if d.reverse[s] {
                        win[s] as i64 - 1 - k
                    } else {
                        k
                    };
                    kk * rs[d.rhs_sp[s] as usize]
                })
                .sum();
            (wsp.iter().map(|&x| x as i64).collect(), roff)
        })
        .collect();
    // The common layout (features innermost, kernel [.., i, o] row-major, no input dilation, one
    // group): each window position is a (1 x cin) x (cin x cout) product on contiguous rows.
    let dense = g == 1
        && ls[d.lhs_f as usize] == 1
        && rso == 1
        && rsi == cout as isize
        && os[d.out_f as usize] == 1
        && d.rhs_shape[d.rhs_i as usize] == cin
        && d.lhs_dil.iter().all(|&x| x == 1);
    if dense {
        for b in 0..batch {
            for op in 0..n_out_sp {
                unravel(op, &out_sp, &mut osp);
                acc.iter_mut().for_each(|a| *a = T::default());
                'dwin: for (kpos, roff) in &wins {
                    let mut loff = b as i64 * ls[d.lhs_b as usize];
                    for s in 0..nsp {
                        let pos =
                            osp[s] as i64 * d.strides[s] - d.pad_lo[s] + kpos[s] * d.rhs_dil[s];
                        if pos < 0 || pos >= in_sp[s] as i64 {
                            continue 'dwin;
                        }
                        loff += pos * ls[d.lhs_sp[s] as usize];
                    }
                    for i in 0..cin as usize {
                        // SAFETY: the input position and feature, and the kernel row (window,
                        // feature i, all outputs) lie inside the declared shapes, which validation
                        // checked against the buffers; kernels never write their inputs.
                        let (a, w) = unsafe {
                            (
                                *l.offset(loff as isize + i as isize),
                                std::slice::from_raw_parts(
                                    r.offset(*roff as isize + (i * cout as usize) as isize),
                                    cout as usize,
                                ),
                            )
                        };
                        for (x, &wv) in acc.iter_mut().zip(w) {
                            *x = *x + a * wv;
                        }
                    }
                }
                let mut ooff = b as i64 * os[d.out_b as usize];
                for s in 0..nsp {
                    ooff += osp[s] as i64 * os[d.out_sp[s] as usize];
                }
                // SAFETY: the output row is inside the declared output shape.
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        acc.as_ptr(),
                        o.offset(ooff as isize),
                        cout as usize,
                    )
                };
            }
        }
        return;
    }
    for b in 0..batch {
        for op in 0..n_out_sp {
            unravel(op, &out_sp, &mut osp);
            acc.iter_mut().for_each(|a| *a = T::default());
            'win: for w in 0..n_win {
                unravel(w, &win, &mut wsp);
                let mut loff = b as i64 * ls[d.lhs_b as usize];
                let mut roff = 0i64;
                for s in 0..nsp {
                    let kpos = wsp[s] as i64;
                    let pos = osp[s] as i64 * d.strides[s] - d.pad_lo[s] + kpos * d.rhs_dil[s];
                    let dil = d.lhs_dil[s].max(1);
                    if pos < 0 || pos % dil != 0 {
                        continue 'win;
                    }
                    let pos = pos / dil;
                    if pos >= in_sp[s] as i64 {
                        continue 'win;
                    }
                    loff += pos * ls[d.lhs_sp[s] as usize];
                    let kk = if d.reverse[s] {
                        win[s] as i64 - 1 - kpos
                    } else {
                        kpos
                    };
                    roff += kk * rs[d.rhs_sp[s] as usize];
                }
                for grp in 0..g {
                    for i in 0..cin_g {
                        // SAFETY: (b, pos, feature) and (window, i, o) index inside the declared
                        // shapes, which validation checked against the buffers.
                        let a = unsafe {
                            *l.offset(loff as isize + ((grp * cin_g + i) as isize) * lsf)
                        };
                        let rrow = roff as isize + i as isize * rsi;
                        let obase = (grp * cout_g) as usize;
                        for (oc, x) in acc[obase..obase + cout_g as usize].iter_mut().enumerate() {
                            // SAFETY: as above.
                            let wv = unsafe { *r.offset(rrow + (obase + oc) as isize * rso) };
                            *x = *x + a * wv;
                        }
                    }
                }
            }
            let mut ooff = b as i64 * os[d.out_b as usize];
            for s in 0..nsp {
                ooff += osp[s] as i64 * os[d.out_sp[s] as usize];
            }
            for (oc, &v) in acc.iter().enumerate() {
                // SAFETY: the output index is inside the declared output shape.
                unsafe { *o.offset((ooff + oc as i64 * os[d.out_f as usize]) as isize) = v };
            }
        }
    }
}

fn unravel(mut lin: u64, shape: &[u64], idx: &mut [u64]) {
    for d in (0..shape.len()).rev() {
        let s = shape[d].max(1);
        idx[d] = lin % s;
        lin /= s;
    }
}

#[allow(clippy::too_many_arguments)]
fn reduce_window(
    ctx: &Ctx,
    input: Buf,
    in_shape: &[u64],
    out: Buf,
    out_shape: &[u64],
    window: &[u64],
    strides: &[i64],
    base_dil: &[i64],
    win_dil: &[i64],
    pad_lo: &[i64],
    init: &Expr,
    body: &Body,
    elem: ElemType,
) {
    let rank = in_shape.len();
    let ist = row_major_strides(in_shape);
    let (ib, ob) = (ctx.buf(input), ctx.buf(out));
    let mut lanes = Vec::new();
    eval_expr(init, &[1], 0, 1, ctx, &[], &mut lanes);
    let init_lane = lanes.last().cloned().unwrap_or(Lane::F(vec![0.0]));
    let simple = simple_body(body);
    if let (ElemType::F32, Some(op @ (BinOp::Add | BinOp::Max | BinOp::Min)), Lane::F(iv)) =
        (elem, simple, &init_lane)
    {
        if base_dil.iter().all(|&b| b <= 1) {
            let w = WindowF32 {
                in_shape,
                ist: &ist,
                out_shape,
                window,
                strides,
                win_dil,
                pad_lo,
                op,
                init: iv[0],
            };
            w.run(ib, ob, ctx.threads);
            return;
        }
    }
    let n_out = num_elements(out_shape);
    let n_win = num_elements(window);
    let mut oi = vec![0u64; rank];
    let mut wi = vec![0u64; rank];
    let mut x = lane_for(elem, 1);
    for o in 0..n_out {
        unravel(o, out_shape, &mut oi);
        let mut acc = [init_lane.clone()];
        for w in 0..n_win {
            unravel(w, window, &mut wi);
            let mut off = 0i64;
            let mut inside = true;
            for d in 0..rank {
                let p = oi[d] as i64 * strides[d] + wi[d] as i64 * win_dil[d] - pad_lo[d];
                let bd = base_dil[d].max(1);
                if p < 0 || p % bd != 0 || p / bd >= in_shape[d] as i64 {
                    inside = false;
                    break;
                }
                off += (p / bd) * ist[d];
            }
            if inside {
                // SAFETY: the position is inside the input shape, checked against the buffer.
                unsafe { read_elem(ib, elem, off as usize, &mut x, 0) };
            } else {
                x = init_lane.clone();
            }
            match (simple, &mut acc[0], &x) {
                (Some(op), Lane::F(a), Lane::F(b)) => {
                    a[0] = match op {
                        BinOp::Add => a[0] + b[0],
                        BinOp::Mul => a[0] * b[0],
                        BinOp::Max => fmax!(a[0], b[0]),
                        BinOp::Min => fmin!(a[0], b[0]),
                        _ => {
                            apply_body(body, &mut acc, 0, std::slice::from_ref(&x), 0, ctx);
                            continue;
                        }
                    }
                }
                _ => apply_body(body, &mut acc, 0, std::slice::from_ref(&x), 0, ctx),
            }
        }
        // SAFETY: `o` is inside the output shape.
        unsafe { write_elem(ob, elem, o as usize, &acc[0], 0) };
    }
}

/// An f32 reduce_window with a one-op body and no base dilation: each output element walks a
/// precomputed table of window offsets (windows that cross the padding check each position),
/// with the outputs split across the workers.
struct WindowF32<'a> {
    in_shape: &'a [u64],
    ist: &'a [i64],
    out_shape: &'a [u64],
    window: &'a [u64],
    strides: &'a [i64],
    win_dil: &'a [i64],
    pad_lo: &'a [i64],
    op: BinOp,
    init: f32,
}

impl WindowF32<'_> {
    fn run(&self, ib: RawBuf, ob: RawBuf, threads: usize) {
        let rank = self.in_shape.len();
        let n_win = num_elements(self.window);
        let mut table = Vec::with_capacity(n_win as usize);
        let mut wi = vec![0u64; rank];
        for w in 0..n_win {
            unravel(w, self.window, &mut wi);
            let pos: Vec<i64> = (0..rank).map(|d| wi[d] as i64 * self.win_dil[d]).collect();
            let off: i64 = (0..rank).map(|d| pos[d] * self.ist[d]).sum();
            table.push((off, pos));
        }
        let n_out = num_elements(self.out_shape);
        // When the innermost dimension passes through (window 1, stride 1, no padding, same
        // extent), each outer position reduces whole contiguous runs of it at once: one index
        // computation per run instead of per element, and loops over the run that vectorize.
        let last = rank.saturating_sub(1);
        let run_len = if rank >= 1
            && self.window[last] == 1
            && self.strides[last] == 1
            && self.pad_lo[last] == 0
            && self.out_shape[last] == self.in_shape[last]
            && self.ist[last] == 1
        {
            self.out_shape[last].max(1) as usize
        } else {
            1
        };
        let outer = if run_len > 1 { last } else { rank };
        let rows = n_out / run_len as u64;
        let per_tile = (TILE / (n_win.max(1) * run_len as u64))
            .max(64 / run_len as u64)
            .max(1);
        let (op, init) = (self.op, self.init);
        let combine = move |acc: &mut [f32], x: Option<&[f32]>| match (op, x) {
            (BinOp::Add, Some(x)) => acc.iter_mut().zip(x).for_each(|(a, &b)| *a += b),
            (BinOp::Max, Some(x)) => acc.iter_mut().zip(x).for_each(|(a, &b)| *a = fmax!(*a, b)),
            (_, Some(x)) => acc.iter_mut().zip(x).for_each(|(a, &b)| *a = fmin!(*a, b)),
            (BinOp::Add, None) => acc.iter_mut().for_each(|a| *a += init),
            (BinOp::Max, None) => acc.iter_mut().for_each(|a| *a = fmax!(*a, init)),
            (_, None) => acc.iter_mut().for_each(|a| *a = fmin!(*a, init)),
        };
        let run = |lo: u64, hi: u64| {
            let mut oi = vec![0u64; rank];
            let mut base = vec![0i64; rank];
            let mut acc = vec![init; run_len];
            for row in lo..hi {
                unravel(row, &self.out_shape[..outer], &mut oi[..outer]);
                let mut inside = true;
                let mut off0 = 0i64;
                for d in 0..outer {
                    base[d] = oi[d] as i64 * self.strides[d] - self.pad_lo[d];
                    let last = base[d] + (self.window[d] as i64 - 1) * self.win_dil[d];
                    inside &= base[d] >= 0 && last < self.in_shape[d] as i64;
                    off0 += base[d] * self.ist[d];
                }
                acc.fill(init);
                for (off, pos) in &table {
                    if inside
                        || (0..outer).all(|d| {
                            let p = base[d] + pos[d];
                            p >= 0 && p < self.in_shape[d] as i64
                        })
                    {
                        // SAFETY: every coordinate of the run is inside the input shape (checked
                        // above, or the whole window is; the innermost dimension passes through
                        // when the run is longer than one), and validation checked the buffer
                        // against the shape.
                        let x = unsafe {
                            std::slice::from_raw_parts(
                                ib.as_f32().offset((off0 + off) as isize),
                                run_len,
                            )
                        };
                        combine(&mut acc, Some(x));
                    } else {
                        combine(&mut acc, None);
                    }
                }
                // SAFETY: the run `[row * run_len, (row + 1) * run_len)` is inside the output
                // shape, and each worker writes its own rows.
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        acc.as_ptr(),
                        ob.as_f32().add(row as usize * run_len),
                        run_len,
                    )
                }
            }
        };
        let tiles = rows.div_ceil(per_tile);
        if threads <= 1 || tiles <= 1 {
            run(0, rows);
            return;
        }
        rayon::scope(|s| {
            for t in 0..tiles {
                let lo = t * per_tile;
                let hi = (lo + per_tile).min(rows);
                let run = &run;
                s.spawn(move |_| run(lo, hi));
            }
        });
    }
}

/// Reads index element `i` of an integer buffer.
///
/// # Safety
/// `i` must be inside `b`.
unsafe fn read_index(b: RawBuf, t: ElemType, i: usize) -> i64 {
    let mut l = Lane::I(vec![0]);
    read_elem(b, t, i, &mut l, 0);
    match l {
        Lane::I(v) => v[0],
        _ => 0,
    }
}

fn index_vector(
    b: RawBuf,
    t: ElemType,
    shape: &[u64],
    batch: &[u64],
    ivd: usize,
    out: &mut Vec<i64>,
) {
    out.clear();
    let st = row_major_strides(shape);
    let rank = shape.len();
    let mut base = 0i64;
    let mut bi = batch.iter();
    for (d, &std) in st.iter().enumerate().take(rank) {
        if d != ivd {
            base += *bi.next().unwrap_or(&0) as i64 * std;
        }
    }
    let elems = (b.len / t.byte_size().max(1)) as i64;
    let read = |i: i64| -> i64 {
        if (0..elems).contains(&i) {
            // SAFETY: `i` was just checked against the buffer's length.
            unsafe { read_index(b, t, i as usize) }
        } else {
            0
        }
    };
    if ivd >= rank {
        out.push(read(base));
        return;
    }
    for k in 0..shape[ivd] {
        out.push(read(base + k as i64 * st[ivd]));
    }
}

fn gather(
    ctx: &Ctx,
    operand: Buf,
    et: ElemType,
    indices: Buf,
    it: ElemType,
    out: Buf,
    g: &GatherDesc,
) {
    let es = et.byte_size();
    let (ob, ib, rb) = (ctx.buf(operand), ctx.buf(indices), ctx.buf(out));
    let ivd = g.index_vector_dim as usize;
    let ost = row_major_strides(&g.operand_shape);
    let orank = g.operand_shape.len();
    let offset_dims: Vec<usize> = g.offset_dims.iter().map(|&d| d as usize).collect();
    let batch_dims: Vec<usize> = (0..g.out_shape.len())
        .filter(|d| !offset_dims.contains(d))
        .collect();
    let skipped: Vec<usize> = g
        .collapsed
        .iter()
        .chain(&g.operand_batching)
        .map(|&d| d as usize)
        .collect();
    let offset_operand_dims: Vec<usize> = (0..orank).filter(|d| !skipped.contains(d)).collect();
    let n = num_elements(&g.out_shape);
    let mut ri = vec![0u64; g.out_shape.len()];
    let mut start = Vec::new();
    let mut full = vec![0i64; orank];
    let mut batch = vec![0u64; batch_dims.len()];
    // Whole rows at a time when the result's last dimension walks the operand's last dimension.
    let rlast = g.out_shape.len().wrapping_sub(1);
    let row = match offset_dims.iter().position(|&d| d == rlast) {
        Some(k) if orank > 0 && offset_operand_dims.get(k) == Some(&(orank - 1)) => {
            g.out_shape[rlast] as usize
        }
        _ => 1,
    };
    let operand_elems = num_elements(&g.operand_shape) as usize;
    let mut lin = 0u64;
    while lin < n {
        unravel(lin, &g.out_shape, &mut ri);
        for (k, &d) in batch_dims.iter().enumerate() {
            batch[k] = ri[d];
        }
        index_vector(ib, it, &g.indices_shape, &batch, ivd, &mut start);
        full.iter_mut().for_each(|x| *x = 0);
        for (k, &od) in g.start_index_map.iter().enumerate() {
            let od = od as usize;
            let max = g.operand_shape[od] as i64 - g.slice_sizes[od] as i64;
            full[od] = start.get(k).copied().unwrap_or(0).clamp(0, max.max(0));
        }
        for (&od, &sd) in g.operand_batching.iter().zip(&g.indices_batching) {
            let pos = if (sd as usize) < ivd {
                sd as usize
            } else {
                sd as usize - 1
            };
            full[od as usize] += batch.get(pos).copied().unwrap_or(0) as i64;
        }
        for (k, &od) in offset_operand_dims.iter().enumerate() {
            if let Some(&rd) = offset_dims.get(k) {
                full[od] += ri[rd] as i64;
            }
        }
        let mut src = 0i64;
        for d in 0..orank {
            // Validation bounds the shapes; clamp anyway so a malformed index cannot escape.
            let i = full[d].clamp(0, g.operand_shape[d].saturating_sub(1) as i64);
            src += i * ost[d];
        }
        let len = if row > 1
            && ri[rlast] == 0
            && src as usize + row <= operand_elems
            && lin as usize + row <= n as usize
        {
            row
        } else {
            1
        };
        // SAFETY: `src .. src + len` indexes inside the operand (clamped above, and checked against
        // its element count for rows) and `lin .. lin + len` inside the output; both were checked
        // against the buffers.
        unsafe {
            std::ptr::copy_nonoverlapping(
                ob.ptr.add(src as usize * es),
                rb.ptr.add(lin as usize * es),
                es * len,
            )
        };
        lin += len as u64;
    }
}

#[allow(clippy::too_many_arguments)]
fn scatter(
    ctx: &Ctx,
    indices: Buf,
    it: ElemType,
    updates: Buf,
    out: Buf,
    et: ElemType,
    s: &ScatterDesc,
    body: &Body,
) {
    let (ib, ub, ob) = (ctx.buf(indices), ctx.buf(updates), ctx.buf(out));
    let ivd = s.index_vector_dim as usize;
    let shape = &s.operand_shape;
    let rank = shape.len();
    let ost = row_major_strides(shape);
    let uwd: Vec<usize> = s.update_window_dims.iter().map(|&d| d as usize).collect();
    let scatter_dims: Vec<usize> = (0..s.updates_shape.len())
        .filter(|d| !uwd.contains(d))
        .collect();
    let skipped: Vec<usize> = s
        .inserted
        .iter()
        .chain(&s.input_batching)
        .map(|&d| d as usize)
        .collect();
    let window_operand_dims: Vec<usize> = (0..rank).filter(|d| !skipped.contains(d)).collect();
    let simple = simple_body(body);
    let replace = body.results.len() == 1
        && matches!(
            body.expr.nodes.get(body.results[0] as usize),
            Some(Node::Param(1))
        );
    let n = num_elements(&s.updates_shape);
    let ulast = s.updates_shape.len().wrapping_sub(1);
    let row = match uwd.iter().position(|&d| d == ulast) {
        Some(k) if rank > 0 && window_operand_dims.get(k) == Some(&(rank - 1)) => {
            s.updates_shape[ulast] as usize
        }
        _ => 1,
    };
    let add_f32 = matches!(simple, Some(BinOp::Add)) && et == ElemType::F32;
    let mut ui = vec![0u64; s.updates_shape.len()];
    let mut start = Vec::new();
    let mut full = vec![0i64; rank];
    let mut batch = vec![0u64; scatter_dims.len()];
    let mut acc = [lane_for(et, 1)];
    let mut x = lane_for(et, 1);
    let mut pos = 0u64;
    while pos < n {
        let ulin = pos;
        pos += 1;
        unravel(ulin, &s.updates_shape, &mut ui);
        for (k, &d) in scatter_dims.iter().enumerate() {
            batch[k] = ui[d];
        }
        index_vector(ib, it, &s.indices_shape, &batch, ivd, &mut start);
        full.iter_mut().for_each(|x| *x = 0);
        for (k, &od) in s.to_operand.iter().enumerate() {
            full[od as usize] = start.get(k).copied().unwrap_or(0);
        }
        for (&od, &sd) in s.input_batching.iter().zip(&s.indices_batching) {
            let pos = if (sd as usize) < ivd {
                sd as usize
            } else {
                sd as usize - 1
            };
            full[od as usize] += batch.get(pos).copied().unwrap_or(0) as i64;
        }
        for (k, &od) in window_operand_dims.iter().enumerate() {
            if let Some(&wd) = uwd.get(k) {
                full[od] += ui[wd] as i64;
            }
        }
        if full
            .iter()
            .zip(shape)
            .any(|(&i, &d)| i < 0 || i >= d as i64)
        {
            continue;
        }
        let dst = full.iter().zip(&ost).map(|(&i, &s)| i * s).sum::<i64>() as usize;
        // A whole row of f32 additions when the row stays inside the operand.
        if add_f32
            && row > 1
            && ui[ulast] == 0
            && full[rank - 1] + row as i64 <= shape[rank - 1] as i64
            && ulin + row as u64 <= n
        {
            let (d, u) = (ob.ptr as *mut f32, ub.ptr as *const f32);
            for j in 0..row {
                // SAFETY: the row's elements are inside the operand (checked just above) and
                // inside the updates (`ulin + row <= n`).
                unsafe { *d.add(dst + j) += *u.add(ulin as usize + j) };
            }
            pos = ulin + row as u64;
            continue;
        }
        // SAFETY: `dst` is inside the operand shape (checked just above) and `ulin` inside the
        // updates shape; both were checked against the buffers.
        unsafe {
            read_elem(ub, et, ulin as usize, &mut x, 0);
            if replace {
                write_elem(ob, et, dst, &x, 0);
                continue;
            }
            read_elem(ob, et, dst, &mut acc[0], 0);
        }
        match (simple, &mut acc[0], &x) {
            (Some(BinOp::Add), Lane::F(a), Lane::F(b)) => a[0] += b[0],
            _ => apply_body(body, &mut acc, 0, std::slice::from_ref(&x), 0, ctx),
        }
        // SAFETY: as above.
        unsafe { write_elem(ob, et, dst, &acc[0], 0) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(v: &mut [f32]) -> RawBuf {
        RawBuf {
            ptr: v.as_mut_ptr() as *mut u8,
            len: v.len() * 4,
        }
    }

    /// The f32 fast paths (direct accumulation for short reductions, im2col + GEMM otherwise)
    /// against the generic convolution loop on NHWC/HWIO layouts with strides,
    /// kernel dilation, asymmetric padding and few or many features (the in-window fast path and
    /// the padded border rows), on 1 and 2 threads.
    #[test]
    fn im2col_convolution_matches_the_direct_loop() {
        // (input NHWC, kernel HW, cout, strides, dilation, pad_lo, pad_hi)
        type Case = (
            [u64; 4],
            [u64; 2],
            u64,
            [i64; 2],
            [i64; 2],
            [i64; 2],
            [i64; 2],
        );
        let cases: [Case; 4] = [
            ([2, 9, 8, 1], [3, 3], 4, [1, 1], [1, 1], [1, 1], [1, 1]),
            ([1, 11, 10, 3], [3, 2], 5, [2, 1], [2, 1], [2, 0], [1, 1]),
            ([2, 7, 7, 20], [2, 2], 3, [1, 2], [1, 1], [0, 1], [0, 0]),
            ([1, 6, 9, 2], [1, 3], 2, [1, 1], [1, 3], [0, 3], [0, 3]),
        ];
        for (ci, (ins, win, cout, strides, dil, pad_lo, pad_hi)) in cases.into_iter().enumerate() {
            let out_sp: Vec<u64> = (0..2)
                .map(|s| {
                    let span = (win[s] as i64 - 1) * dil[s] + 1;
                    ((ins[s + 1] as i64 + pad_lo[s] + pad_hi[s] - span) / strides[s] + 1) as u64
                })
                .collect();
            let d = ConvDesc {
                lhs_shape: ins.to_vec(),
                rhs_shape: vec![win[0], win[1], ins[3], cout],
                out_shape: vec![ins[0], out_sp[0], out_sp[1], cout],
                lhs_b: 0,
                lhs_f: 3,
                lhs_sp: vec![1, 2],
                rhs_i: 2,
                rhs_o: 3,
                rhs_sp: vec![0, 1],
                out_b: 0,
                out_f: 3,
                out_sp: vec![1, 2],
                strides: strides.to_vec(),
                pad_lo: pad_lo.to_vec(),
                lhs_dil: vec![1, 1],
                rhs_dil: dil.to_vec(),
                reverse: vec![false, false],
                feature_groups: 1,
                batch_groups: 1,
            };
            let n = |v: &[u64]| v.iter().product::<u64>() as usize;
            let mut x: Vec<f32> = (0..n(&d.lhs_shape))
                .map(|i| ((i * 13 % 29) as f32 - 14.0) * 0.125)
                .collect();
            let mut k: Vec<f32> = (0..n(&d.rhs_shape))
                .map(|i| ((i * 7 % 11) as f32 - 5.0) * 0.25)
                .collect();
            let mut want = vec![0f32; n(&d.out_shape)];
            conv::<f32>(raw(&mut x), raw(&mut k), raw(&mut want), &d);
            for threads in [1, 2] {
                let mut got = vec![f32::NAN; want.len()];
                let (xb, kb, ob) = (raw(&mut x), raw(&mut k), raw(&mut got));
                let done = rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .build()
                    .unwrap()
                    .install(|| conv_im2col_f32(xb, kb, ob, &d, threads));
                assert!(done, "case {ci}: im2col declined");
                for (i, (g, e)) in got.iter().zip(&want).enumerate() {
                    // Values are multiples of 1/32 summed over at most 80 terms: exact in f32
                    // in any order.
                    assert_eq!(g, e, "case {ci}, threads {threads}, element {i}");
                }
            }
        }
    }

    /// The f32 window table path (with and without contiguous innermost runs, with padding,
    /// strides and window dilation, on 1 and 2 threads) against a direct loop over the
    /// definition: out[o] = fold(op, init, x[o * stride + w * dil - pad_lo] or init if outside).
    #[test]
    fn f32_windows_match_the_definition() {
        // (input shape, window, strides, window dilation, padding on both sides)
        type Case<'a> = (&'a [u64], &'a [u64], &'a [i64], &'a [i64], &'a [i64]);
        let cases: [Case; 4] = [
            (
                &[2, 9, 7, 5],
                &[1, 3, 2, 1],
                &[1, 2, 2, 1],
                &[1, 1, 1, 1],
                &[0, 1, 0, 0],
            ),
            (
                &[2, 8, 8, 3],
                &[1, 2, 2, 1],
                &[1, 2, 2, 1],
                &[1, 1, 1, 1],
                &[0, 0, 0, 0],
            ),
            (&[3, 10, 6], &[1, 3, 2], &[1, 1, 2], &[1, 2, 1], &[0, 2, 1]),
            (&[40, 33], &[2, 1], &[1, 1], &[1, 1], &[1, 0]),
        ];
        for (ci, &(in_shape, window, strides, win_dil, pad_lo)) in cases.iter().enumerate() {
            let rank = in_shape.len();
            let ist = row_major_strides(in_shape);
            let pad_hi: Vec<i64> = pad_lo.to_vec();
            let out_shape: Vec<u64> = (0..rank)
                .map(|d| {
                    let span = (window[d] as i64 - 1) * win_dil[d] + 1;
                    ((in_shape[d] as i64 + pad_lo[d] + pad_hi[d] - span) / strides[d] + 1) as u64
                })
                .collect();
            let n_in = num_elements(in_shape) as usize;
            let n_out = num_elements(&out_shape) as usize;
            let mut x: Vec<f32> = (0..n_in)
                .map(|i| ((i * 37 % 101) as f32 - 50.0) * 0.25)
                .collect();
            x[5] = f32::NAN;
            x[n_in / 2] = -0.0;
            for (op, init) in [
                (BinOp::Add, 0.0f32),
                (BinOp::Max, f32::NEG_INFINITY),
                (BinOp::Min, f32::INFINITY),
            ] {
                let mut want = vec![0f32; n_out];
                let mut oi = vec![0u64; rank];
                let mut wi = vec![0u64; rank];
                for (o, w_out) in want.iter_mut().enumerate() {
                    unravel(o as u64, &out_shape, &mut oi);
                    let mut acc = init;
                    for w in 0..num_elements(window) {
                        unravel(w, window, &mut wi);
                        let mut off = 0i64;
                        let mut inside = true;
                        for d in 0..rank {
                            let p =
                                oi[d] as i64 * strides[d] + wi[d] as i64 * win_dil[d] - pad_lo[d];
                            inside &= p >= 0 && p < in_shape[d] as i64;
                            off += p * ist[d];
                        }
                        let v = if inside { x[off as usize] } else { init };
                        acc = match op {
                            BinOp::Add => acc + v,
                            BinOp::Max => fmax!(acc, v),
                            _ => fmin!(acc, v),
                        };
                    }
                    *w_out = acc;
                }
                for threads in [1, 2] {
                    let mut got = vec![7f32; n_out];
                    let w = WindowF32 {
                        in_shape,
                        ist: &ist,
                        out_shape: &out_shape,
                        window,
                        strides,
                        win_dil,
                        pad_lo,
                        op,
                        init,
                    };
                    let (ib, ob) = (raw(&mut x), raw(&mut got));
                    rayon::ThreadPoolBuilder::new()
                        .num_threads(threads)
                        .build()
                        .unwrap()
                        .install(|| w.run(ib, ob, threads));
                    for (i, (g, e)) in got.iter().zip(&want).enumerate() {
                        assert!(
                            g.to_bits() == e.to_bits() || (g.is_nan() && e.is_nan()),
                            "case {ci} {op:?} threads {threads}: out[{i}] = {g} vs {e}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn map_with_broadcast_and_transpose_maps() {
        // out[i][j] = a[j][i] * 2 + b[j]  (a is 3x2, b is 3, out is 2x3)
        let mut a = [1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0];
        let mut b = [10.0f32, 20.0, 30.0];
        let mut out = [0.0f32; 6];
        let mut e = Expr::default();
        let x = e.push(
            ElemType::F32,
            Node::Load {
                buf: Buf::Binding(0),
                map: IndexMap {
                    offset: 0,
                    strides: vec![1, 2],
                },
            },
        );
        let two = e.push(ElemType::F32, Node::Const(2.0f32.to_bits() as u64));
        let m = e.push(ElemType::F32, Node::Binary(BinOp::Mul, x, two));
        let y = e.push(
            ElemType::F32,
            Node::Load {
                buf: Buf::Binding(1),
                map: IndexMap {
                    offset: 0,
                    strides: vec![0, 1],
                },
            },
        );
        let s = e.push(ElemType::F32, Node::Binary(BinOp::Add, m, y));
        let k = Kernel {
            name: "t".into(),
            bindings: vec![],
            scratch: vec![],
            steps: vec![Step::Map {
                shape: vec![2, 3],
                expr: e,
                outputs: vec![(Buf::Binding(2), s)],
            }],
        };
        let binds = [raw(&mut a), raw(&mut b), raw(&mut out)];
        run_kernel(
            &k,
            &Ctx {
                bindings: &binds,
                scratch: &[],
                threads: 1,
            },
        );
        // Hand-computed: out[0] = [1,3,5]*2 + [10,20,30]; out[1] = [2,4,6]*2 + [10,20,30].
        assert_eq!(out, [12.0, 26.0, 40.0, 14.0, 28.0, 42.0]);
    }

    #[test]
    fn integer_semantics_follow_xla() {
        assert_eq!(int_binary(BinOp::Div, 7, 0, ElemType::I32), -1);
        assert_eq!(int_binary(BinOp::Rem, 7, 0, ElemType::I32), 7);
        assert_eq!(
            int_binary(BinOp::Add, i32::MAX as i64, 1, ElemType::I32),
            i32::MIN as i64
        );
        assert_eq!(
            int_binary(BinOp::Div, i32::MIN as i64, -1, ElemType::I32),
            i32::MIN as i64
        );
        assert_eq!(float_to_int(1e10, ElemType::I32), i32::MAX as i64);
        assert_eq!(float_to_int(f64::NAN, ElemType::I32), 0);
    }

    #[test]
    fn reduce_rows_with_max() {
        let mut a = [1.0f32, 5.0, 3.0, -1.0, -7.0, -2.0];
        let mut out = [0.0f32; 2];
        let mut e = Expr::default();
        let x = e.push(
            ElemType::F32,
            Node::Load {
                buf: Buf::Binding(0),
                map: IndexMap {
                    offset: 0,
                    strides: vec![3, 1],
                },
            },
        );
        let init = e.push(
            ElemType::F32,
            Node::Const(f32::NEG_INFINITY.to_bits() as u64),
        );
        let mut body = Body::default();
        let p0 = body.expr.push(ElemType::F32, Node::Param(0));
        let p1 = body.expr.push(ElemType::F32, Node::Param(1));
        let r = body
            .expr
            .push(ElemType::F32, Node::Binary(BinOp::Max, p0, p1));
        body.results = vec![r];
        let k = Kernel {
            steps: vec![Step::Reduce {
                in_shape: vec![2, 3],
                dims: vec![1],
                expr: e,
                inputs: vec![x],
                inits: vec![init],
                body,
                outputs: vec![Buf::Binding(1)],
            }],
            ..Default::default()
        };
        let binds = [raw(&mut a), raw(&mut out)];
        run_kernel(
            &k,
            &Ctx {
                bindings: &binds,
                scratch: &[],
                threads: 1,
            },
        );
        assert_eq!(out, [5.0, -1.0]);
    }

    /// Column sums (kept dimensions innermost) against direct sums.
    #[test]
    fn column_reductions_match_direct_computation() {
        let (a0, a1, a2) = (3usize, 5usize, 19usize);
        let mut a: Vec<f32> = (0..a0 * a1 * a2).map(|i| (i % 17) as f32 - 8.0).collect();
        let mut e = Expr::default();
        let x = e.push(
            ElemType::F32,
            Node::Load {
                buf: Buf::Binding(0),
                map: IndexMap {
                    offset: 0,
                    strides: vec![(a1 * a2) as i64, a2 as i64, 1],
                },
            },
        );
        let init_n = e.push(ElemType::F32, Node::Const(1.5f32.to_bits() as u64));
        let mut body = Body::default();
        let p0 = body.expr.push(ElemType::F32, Node::Param(0));
        let p1 = body.expr.push(ElemType::F32, Node::Param(1));
        let r = body
            .expr
            .push(ElemType::F32, Node::Binary(BinOp::Add, p0, p1));
        body.results = vec![r];
        let k = Kernel {
            steps: vec![Step::Reduce {
                in_shape: vec![a0 as u64, a1 as u64, a2 as u64],
                dims: vec![1],
                expr: e,
                inputs: vec![x],
                inits: vec![init_n],
                body,
                outputs: vec![Buf::Binding(1)],
            }],
            ..Default::default()
        };
        let mut out = vec![0.0f32; a0 * a2];
        let binds = [raw(&mut a), raw(&mut out)];
        run_kernel(
            &k,
            &Ctx {
                bindings: &binds,
                scratch: &[],
                threads: 1,
            },
        );
        for i in 0..a0 {
            for kk in 0..a2 {
                let want: f32 = 1.5 + (0..a1).map(|j| a[(i * a1 + j) * a2 + kk]).sum::<f32>();
                assert_eq!(out[i * a2 + kk], want, "({i}, {kk})");
            }
        }
    }

    /// Row sums and maxima over long and odd-length rows (several chunks, tails), 1 and 2 threads,
    /// against sums in f64 and maxima computed directly; a NaN in a row makes its max NaN.
    #[test]
    fn row_reductions_match_direct_computation() {
        for (rows, len) in [(3usize, 2500usize), (50, 37), (1, 1), (700, 64)] {
            for (op, init) in [(BinOp::Add, 0.0f32), (BinOp::Max, f32::NEG_INFINITY)] {
                let mut a: Vec<f32> = (0..rows * len)
                    .map(|i| ((i * 7919) % 1000) as f32 / 100.0 - 5.0)
                    .collect();
                if rows > 2 {
                    a[len + 3] = f32::NAN;
                }
                let mut e = Expr::default();
                let x = e.push(
                    ElemType::F32,
                    Node::Load {
                        buf: Buf::Binding(0),
                        map: IndexMap {
                            offset: 0,
                            strides: vec![len as i64, 1],
                        },
                    },
                );
                let init_n = e.push(ElemType::F32, Node::Const(init.to_bits() as u64));
                let mut body = Body::default();
                let p0 = body.expr.push(ElemType::F32, Node::Param(0));
                let p1 = body.expr.push(ElemType::F32, Node::Param(1));
                let r = body.expr.push(ElemType::F32, Node::Binary(op, p0, p1));
                body.results = vec![r];
                let k = Kernel {
                    steps: vec![Step::Reduce {
                        in_shape: vec![rows as u64, len as u64],
                        dims: vec![1],
                        expr: e,
                        inputs: vec![x],
                        inits: vec![init_n],
                        body,
                        outputs: vec![Buf::Binding(1)],
                    }],
                    ..Default::default()
                };
                for threads in [1, 2] {
                    let mut out = vec![0.0f32; rows];
                    let binds = [raw(&mut a), raw(&mut out)];
                    run_kernel(
                        &k,
                        &Ctx {
                            bindings: &binds,
                            scratch: &[],
                            threads,
                        },
                    );
                    for (ri, got) in out.iter().enumerate() {
                        let row = &a[ri * len..(ri + 1) * len];
                        if op == BinOp::Add {
                            let want: f64 = row.iter().map(|&v| v as f64).sum();
                            if want.is_nan() {
                                assert!(got.is_nan());
                            } else {
                                assert!(
                                    (*got as f64 - want).abs() <= 1e-4 * want.abs().max(1.0),
                                    "{rows}x{len} row {ri}: {got} vs {want}"
                                );
                            }
                        } else if row.iter().any(|v| v.is_nan()) {
                            assert!(got.is_nan(), "max of a row with NaN: {got}");
                        } else {
                            let want = row.iter().cloned().fold(f32::NEG_INFINITY, f32::max);
                            assert_eq!(*got, want, "{rows}x{len} row {ri}");
                        }
                    }
                }
            }
        }
    }
}
