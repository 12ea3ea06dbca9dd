//! The kernel IR: what one dispatch region becomes.
//!
//! A kernel reads and writes *bindings* (buffer ranges the VM passes at dispatch time) and
//! *scratch* slots (kernel-local temporaries the VM places in the call's scratch area). Its body is
//! a list of [`Step`]s run in order. Elementwise work, including broadcasts, transposes, slices,
//! reversals and iotas folded into strided index maps, is a [`Step::Map`] whose scalar expression is
//! evaluated per element without materializing intermediates; reductions evaluate their fused
//! producer expression on the fly. Contractions, convolutions, windows, gathers and scatters are
//! library steps with explicit strides.
//!
//! Everything here is plain data: the compiler builds it, the `.vmfb` stores it, the loader
//! validates it ([`super::validate`]) and the executor and the JIT run it.

pub use element::rng::RngAlgorithm;
pub use element::{BinaryOp, CompareDirection, CompareType, UnaryOp};

use crate::host_tensor::ElemType;

/// A buffer a step reads or writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Buf {
    /// Binding `i` of the dispatch.
    Binding(u32),
    /// Scratch slot `i` of the kernel.
    Scratch(u32),
}

/// The declared type of a binding or scratch slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BufDecl {
    /// Element type.
    pub dtype: ElemType,
    /// Number of elements.
    pub elements: u64,
    /// Whether the kernel writes it (bindings only; scratch is always writable).
    pub writable: bool,
}

impl BufDecl {
    /// Size in bytes.
    pub fn bytes(&self) -> u64 {
        self.elements.saturating_mul(self.dtype.byte_size() as u64)
    }
}

/// A strided index map: the element read at iteration index `idx` is
/// `offset + sum(idx[d] * strides[d])` (in elements).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IndexMap {
    /// Element offset.
    pub offset: i64,
    /// One stride per iteration dimension.
    pub strides: Vec<i64>,
}

/// One node of a scalar expression. Operands are indices of earlier nodes; the node's element type
/// is `Expr::types[i]`, and every value is computed in the domain of that type
/// ([`element::Lane`]): `f32` natively, the other floats in `f64` rounded to their format after each
/// node, integers in `i64` wrapped to their width, complex numbers as two `f64`s.
#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    /// Load from a buffer through an index map over the step's iteration space.
    Load {
        /// The buffer.
        buf: Buf,
        /// The index map.
        map: IndexMap,
    },
    /// A constant: the bit pattern of one element of the node's type as a buffer stores it
    /// (little-endian; a complex number's real part in the low half), as
    /// [`element::lane::to_bits`] gives it.
    Const(u128),
    /// `scale * idx[dim] + offset`, converted to the node's type.
    Iota {
        /// Iteration dimension.
        dim: u32,
        /// Multiplier.
        scale: i64,
        /// Addend.
        offset: i64,
    },
    /// Parameter `i` of a body expression (reduce, reduce_window, scatter).
    Param(u32),
    /// A unary op of the element crate's table; the node's type is the op's result type.
    Unary(UnaryOp, u32),
    /// A binary op of the element crate's table on two operands of one type; the node's type is
    /// the op's result type (`complex` makes a complex number of two floats).
    Binary(BinaryOp, u32, u32),
    /// Comparison; the result type is i1.
    Compare {
        /// Direction.
        dir: CompareDirection,
        /// How values are ordered.
        ty: CompareType,
        /// Left operand.
        a: u32,
        /// Right operand.
        b: u32,
    },
    /// `c ? a : b`.
    Select(u32, u32, u32),
    /// `min(max(x, lo), hi)`.
    Clamp(u32, u32, u32),
    /// Conversion from the operand's type to the node's type (the spec's `convert`).
    Convert(u32),
    /// Reinterpretation of the bits of an operand of the same bit width.
    Bitcast(u32),
    /// The spec's `reduce_precision` of a float operand of the node's type.
    ReducePrecision {
        /// Operand.
        x: u32,
        /// Exponent bits kept (at least 1).
        exponent_bits: u32,
        /// Mantissa bits kept.
        mantissa_bits: u32,
    },
}

impl Node {
    /// The operand nodes, in order.
    pub fn operands(&self) -> Vec<u32> {
        match self {
            Node::Load { .. } | Node::Const(_) | Node::Iota { .. } | Node::Param(_) => vec![],
            Node::Unary(_, x)
            | Node::Convert(x)
            | Node::Bitcast(x)
            | Node::ReducePrecision { x, .. } => vec![*x],
            Node::Binary(_, a, b) | Node::Compare { a, b, .. } => vec![*a, *b],
            Node::Select(a, b, c) | Node::Clamp(a, b, c) => vec![*a, *b, *c],
        }
    }
}

/// A scalar expression DAG: `nodes[i]` has type `types[i]`.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Expr {
    /// Node types.
    pub types: Vec<ElemType>,
    /// Nodes; operands refer to earlier indices.
    pub nodes: Vec<Node>,
}

impl Expr {
    /// Appends a node and returns its index.
    pub fn push(&mut self, ty: ElemType, n: Node) -> u32 {
        self.types.push(ty);
        self.nodes.push(n);
        (self.nodes.len() - 1) as u32
    }
}

/// A strided 2-D-with-batch matrix operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatRef {
    /// The buffer.
    pub buf: Buf,
    /// Element offset.
    pub offset: i64,
    /// Row stride (elements).
    pub rs: i64,
    /// Column stride (elements).
    pub cs: i64,
}

/// Convolution dimension layout (StableHLO `dim_numbers`) and window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConvDesc {
    /// Input shape.
    pub lhs_shape: Vec<u64>,
    /// Kernel shape.
    pub rhs_shape: Vec<u64>,
    /// Output shape.
    pub out_shape: Vec<u64>,
    /// Input batch, feature and spatial dimensions.
    pub lhs_b: u32,
    /// Input feature dimension.
    pub lhs_f: u32,
    /// Input spatial dimensions.
    pub lhs_sp: Vec<u32>,
    /// Kernel input-feature dimension.
    pub rhs_i: u32,
    /// Kernel output-feature dimension.
    pub rhs_o: u32,
    /// Kernel spatial dimensions.
    pub rhs_sp: Vec<u32>,
    /// Output batch dimension.
    pub out_b: u32,
    /// Output feature dimension.
    pub out_f: u32,
    /// Output spatial dimensions.
    pub out_sp: Vec<u32>,
    /// Window strides.
    pub strides: Vec<i64>,
    /// Low padding per spatial dimension.
    pub pad_lo: Vec<i64>,
    /// Input (lhs) dilation.
    pub lhs_dil: Vec<i64>,
    /// Kernel (rhs) dilation.
    pub rhs_dil: Vec<i64>,
    /// Window reversal.
    pub reverse: Vec<bool>,
    /// Feature groups.
    pub feature_groups: u64,
    /// Batch groups.
    pub batch_groups: u64,
}

impl ConvDesc {
    /// A 2-D convolution in the layout JAX uses for images: input NHWC, kernel HWIO, output NHWC,
    /// unit strides and dilations, no padding, no reversal, one group. Tests and callers change
    /// the window fields they need with struct update syntax.
    pub fn nhwc_2d(lhs_shape: Vec<u64>, rhs_shape: Vec<u64>, out_shape: Vec<u64>) -> ConvDesc {
        ConvDesc {
            lhs_shape,
            rhs_shape,
            out_shape,
            lhs_b: 0,
            lhs_f: 3,
            lhs_sp: vec![1, 2],
            rhs_i: 2,
            rhs_o: 3,
            rhs_sp: vec![0, 1],
            out_b: 0,
            out_f: 3,
            out_sp: vec![1, 2],
            strides: vec![1, 1],
            pad_lo: vec![0, 0],
            lhs_dil: vec![1, 1],
            rhs_dil: vec![1, 1],
            reverse: vec![false, false],
            feature_groups: 1,
            batch_groups: 1,
        }
    }
}

/// Gather dimension numbers (StableHLO) with the shapes involved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GatherDesc {
    /// Operand shape.
    pub operand_shape: Vec<u64>,
    /// Indices shape.
    pub indices_shape: Vec<u64>,
    /// Result shape.
    pub out_shape: Vec<u64>,
    /// `offset_dims`.
    pub offset_dims: Vec<u32>,
    /// `collapsed_slice_dims`.
    pub collapsed: Vec<u32>,
    /// `operand_batching_dims`.
    pub operand_batching: Vec<u32>,
    /// `start_indices_batching_dims`.
    pub indices_batching: Vec<u32>,
    /// `start_index_map`.
    pub start_index_map: Vec<u32>,
    /// `index_vector_dim`.
    pub index_vector_dim: u32,
    /// `slice_sizes`.
    pub slice_sizes: Vec<u64>,
}

/// Scatter dimension numbers (StableHLO) with the shapes involved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScatterDesc {
    /// Operand (and result) shape.
    pub operand_shape: Vec<u64>,
    /// Indices shape.
    pub indices_shape: Vec<u64>,
    /// Updates shape.
    pub updates_shape: Vec<u64>,
    /// `update_window_dims`.
    pub update_window_dims: Vec<u32>,
    /// `inserted_window_dims`.
    pub inserted: Vec<u32>,
    /// `input_batching_dims`.
    pub input_batching: Vec<u32>,
    /// `scatter_indices_batching_dims`.
    pub indices_batching: Vec<u32>,
    /// `scatter_dims_to_operand_dims`.
    pub to_operand: Vec<u32>,
    /// `index_vector_dim`.
    pub index_vector_dim: u32,
}

/// A reduction body: parameters `0..n` are the accumulators, `n..2n` the new elements; `results`
/// are the node indices of the `n` new accumulators.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Body {
    /// The expression.
    pub expr: Expr,
    /// Result nodes.
    pub results: Vec<u32>,
}

pub use super::steps::Step;

/// The routine of a [`Step::Lapack`], with LAPACK's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LapackRoutine {
    /// Cholesky factor and `info`.
    Potrf {
        /// Factor the lower triangle (else the upper).
        lower: bool,
    },
    /// Triangular solve with `alpha = 1`.
    Trsm {
        /// `op(a) x = b` (else `x op(a) = b`).
        left_side: bool,
        /// `a` is lower triangular (else upper).
        lower: bool,
        /// `op(a)`.
        transpose: Transpose,
        /// Ones on the diagonal of `a`.
        unit_diagonal: bool,
    },
    /// LU with partial pivoting: packed factors, 1-based pivots, `info`.
    Getrf,
    /// Householder QR: packed factors and `tau`.
    Geqrf,
    /// The first `n` columns of `Q` from `geqrf`'s packed factors and `tau`.
    Orgqr,
    /// Hermitian eigendecomposition: eigenvectors, ascending eigenvalues, `info`.
    Syevd {
        /// Read the lower triangle (else the upper).
        lower: bool,
        /// Compute eigenvectors.
        vectors: bool,
    },
    /// Singular value decomposition: the operand (destroyed), `s`, `U`, `V^H`, `info`.
    Gesdd {
        /// Compute singular vectors.
        vectors: bool,
        /// `U` is `m x m` and `V^H` `n x n` (else `m x min` and `min x n`).
        full: bool,
    },
}

/// Which transform a [`Step::Fft`] computes (StableHLO's `fft_type`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FftKind {
    /// Forward complex-to-complex.
    Fft,
    /// Inverse complex-to-complex (divided by the length of each axis).
    Ifft,
    /// Forward real-to-complex (the last axis keeps `L / 2 + 1` entries).
    Rfft,
    /// Inverse complex-to-real (the last axis of the operand holds `L / 2 + 1` entries).
    Irfft,
}

/// The matrix a [`Step::TriangularSolve`] solves with (StableHLO's `transpose_a`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transpose {
    /// `a`.
    No,
    /// `a` transposed.
    Transpose,
    /// `a` conjugate-transposed.
    Adjoint,
}

/// A compiled dispatch region.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Kernel {
    /// Name, for traces and dumps.
    pub name: String,
    /// Bindings.
    pub bindings: Vec<BufDecl>,
    /// Scratch slots.
    pub scratch: Vec<BufDecl>,
    /// Steps, run in order.
    pub steps: Vec<Step>,
}

impl Kernel {
    /// Bytes of scratch this kernel needs (each slot 64-byte aligned).
    pub fn scratch_bytes(&self) -> u64 {
        self.scratch_offsets().1
    }

    /// Offsets of each scratch slot in the scratch area, and the total.
    pub fn scratch_offsets(&self) -> (Vec<u64>, u64) {
        let mut off = 0u64;
        let mut v = Vec::with_capacity(self.scratch.len());
        for s in &self.scratch {
            v.push(off);
            off = off.saturating_add(s.bytes().div_ceil(64).saturating_mul(64));
        }
        (v, off)
    }
}

/// Row-major strides (elements) of `shape`.
pub fn row_major_strides(shape: &[u64]) -> Vec<i64> {
    let mut s = vec![0i64; shape.len()];
    let mut acc = 1i64;
    for d in (0..shape.len()).rev() {
        s[d] = acc;
        acc = acc.saturating_mul(shape[d] as i64);
    }
    s
}

/// Product of `shape` (saturating).
pub fn num_elements(shape: &[u64]) -> u64 {
    shape.iter().fold(1u64, |a, &d| a.saturating_mul(d))
}
