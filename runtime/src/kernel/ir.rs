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

/// One step of a kernel.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// For every index of `shape` (row-major), evaluate `expr` and store node `n` to `buf` at the
    /// linear index, for each `(buf, n)` of `outputs`.
    Map {
        /// Iteration space.
        shape: Vec<u64>,
        /// The expression (loads are over `shape`).
        expr: Expr,
        /// Stores.
        outputs: Vec<(Buf, u32)>,
    },
    /// Reduce `inputs` (nodes of `expr`, evaluated over `in_shape`) across `dims` with `body`,
    /// starting from `inits` (nodes of `expr` that do not load), into `outputs` (row-major over the
    /// kept dimensions).
    Reduce {
        /// Input iteration space.
        in_shape: Vec<u64>,
        /// Reduced dimensions.
        dims: Vec<u32>,
        /// Producer expression over `in_shape`.
        expr: Expr,
        /// Input nodes.
        inputs: Vec<u32>,
        /// Initial value nodes.
        inits: Vec<u32>,
        /// The combiner.
        body: Body,
        /// Destination buffers.
        outputs: Vec<Buf>,
    },
    /// `out[b] = lhs[b] x rhs[b]` for each batch index, `m x k` times `k x n`, all three in
    /// `dtype`: f32 and f64 through the GEMM library, integers (wrapping) and complex numbers
    /// through a direct loop. (Other float types are converted to f32 by the compiler.)
    Dot {
        /// Element type of the operands and the result.
        dtype: ElemType,
        /// Rows.
        m: u64,
        /// Columns.
        n: u64,
        /// Contraction length.
        k: u64,
        /// Batch dimensions: size and lhs, rhs, out strides.
        batch: Vec<(u64, i64, i64, i64)>,
        /// Left matrix.
        lhs: MatRef,
        /// Right matrix.
        rhs: MatRef,
        /// Destination.
        out: MatRef,
        /// `Some((alpha, beta))` (f64 bit patterns): `out = alpha * out + beta * lhs x rhs`, reading
        /// the destination's old values (an in-place update such as `w - lr * grad`); `None`:
        /// `out = lhs x rhs`. Floats only.
        accumulate: Option<(u64, u64)>,
    },
    /// A StableHLO convolution, row-major buffers, all three in `dtype` (the element types
    /// [`Step::Dot`] takes).
    Conv {
        /// Element type of the operands and the result.
        dtype: ElemType,
        /// Input.
        lhs: Buf,
        /// Kernel.
        rhs: Buf,
        /// Output.
        out: Buf,
        /// Layout and window.
        desc: ConvDesc,
    },
    /// A StableHLO reduce_window of one or more inputs (arg-max pooling reduces values and
    /// indices together), row-major buffers.
    ReduceWindow {
        /// Inputs, one shape.
        inputs: Vec<Buf>,
        /// Input shape.
        in_shape: Vec<u64>,
        /// Outputs, one per input.
        outputs: Vec<Buf>,
        /// Output shape.
        out_shape: Vec<u64>,
        /// Window dimensions.
        window: Vec<u64>,
        /// Window strides.
        strides: Vec<i64>,
        /// Base dilations.
        base_dil: Vec<i64>,
        /// Window dilations.
        win_dil: Vec<i64>,
        /// Low padding.
        pad_lo: Vec<i64>,
        /// The initial values: an expression that loads only one-element buffers.
        init: Expr,
        /// The nodes of `init` holding each input's initial value.
        inits: Vec<u32>,
        /// The combiner: accumulators `0..n`, elements `n..2n`.
        body: Body,
    },
    /// A StableHLO gather (indices converted to i64 on load).
    Gather {
        /// Operand.
        operand: Buf,
        /// Start indices.
        indices: Buf,
        /// Output.
        out: Buf,
        /// Dimension numbers and shapes.
        desc: GatherDesc,
    },
    /// A StableHLO scatter into `out` (already holding the operand) with combiner `body`.
    Scatter {
        /// Indices.
        indices: Buf,
        /// Updates.
        updates: Buf,
        /// Destination (holds the operand's values).
        out: Buf,
        /// The further inputs of a scatter of several: (updates, destination) for each operand
        /// after the first, all of the first's shapes.
        more: Vec<(Buf, Buf)>,
        /// Dimension numbers and shapes.
        desc: ScatterDesc,
        /// The combiner: accumulators `0..n`, update elements `n..2n` (n = 1 + `more.len()`).
        body: Body,
    },
    /// Copies `count` elements from `src` (offset `src_offset`) to `dst` (offset `dst_offset`).
    Copy {
        /// Source.
        src: Buf,
        /// Source element offset.
        src_offset: u64,
        /// Destination.
        dst: Buf,
        /// Destination element offset.
        dst_offset: u64,
        /// Elements.
        count: u64,
    },
    /// Writes `value` (a constant node's bits) to every element of `dst`.
    Fill {
        /// Destination.
        dst: Buf,
        /// Value bits (as [`Node::Const`]).
        value: u128,
    },
    /// Copies the first `bytes` bytes of `src` to `dst`, whatever their element types: a
    /// `bitcast_convert` between element types of different widths (the result's bytes are the
    /// operand's, little-endian).
    CopyBytes {
        /// Source.
        src: Buf,
        /// Destination.
        dst: Buf,
        /// Bytes.
        bytes: u64,
    },
    /// `out = operand[starts .. starts + sizes]` (row-major), each start read from a one-element
    /// integer buffer and clamped to `0 ..= operand_shape[d] - sizes[d]` (the spec's
    /// `dynamic_slice`).
    DynamicSlice {
        /// Operand.
        operand: Buf,
        /// Operand shape.
        operand_shape: Vec<u64>,
        /// One start index buffer per dimension.
        starts: Vec<Buf>,
        /// Destination.
        out: Buf,
        /// Slice sizes (the result shape).
        sizes: Vec<u64>,
    },
    /// `out[starts .. starts + update_shape] = update` in place, `out` already holding the operand;
    /// starts clamped as for [`Step::DynamicSlice`] (the spec's `dynamic_update_slice`).
    DynamicUpdateSlice {
        /// The update.
        update: Buf,
        /// Update shape.
        update_shape: Vec<u64>,
        /// One start index buffer per dimension.
        starts: Vec<Buf>,
        /// Destination (holds the operand).
        out: Buf,
        /// Destination shape.
        out_shape: Vec<u64>,
    },
    /// The spec's `sort`: the 1-D slices along `dim` of `inputs` (row-major over `shape`) are
    /// sorted together, stably, by `comparator`, and written to `outputs`. The comparator's
    /// parameters are `lhs0, rhs0, lhs1, rhs1, ...` (one pair per input) and its one result is an
    /// i1: whether the left element comes before the right one.
    Sort {
        /// Shape of every input and output.
        shape: Vec<u64>,
        /// Sorted dimension.
        dim: u32,
        /// Inputs.
        inputs: Vec<Buf>,
        /// Outputs (one per input, none of them an input).
        outputs: Vec<Buf>,
        /// The comparator.
        comparator: Body,
    },
    /// The spec's `select_and_scatter` into `out` (already holding the init value everywhere):
    /// in each window of `operand` the element `select` prefers is chosen, and the window's
    /// `source` element is combined into `out` at that position with `scatter`, in source order.
    SelectAndScatter {
        /// Operand.
        operand: Buf,
        /// Operand (and result) shape.
        shape: Vec<u64>,
        /// Source: one element per window.
        source: Buf,
        /// Source shape (the window counts).
        source_shape: Vec<u64>,
        /// Destination.
        out: Buf,
        /// Window dimensions.
        window: Vec<u64>,
        /// Window strides.
        strides: Vec<u64>,
        /// Low padding (windows start at `index * stride - pad_lo`).
        pad_lo: Vec<i64>,
        /// `select(chosen, candidate)`: one i1 result, true to keep the chosen element.
        select: Body,
        /// `scatter(accumulator, source element)`: the new accumulator.
        scatter: Body,
    },
    /// Strided copy of `src` (a row-major `src_shape`) into `dst` at `dst_offset` with per-dimension
    /// `dst_strides` (elements): concatenate, pad and interior padding are Fill plus this.
    Place {
        /// Source.
        src: Buf,
        /// Source shape.
        src_shape: Vec<u64>,
        /// Destination.
        dst: Buf,
        /// Destination element offset.
        dst_offset: i64,
        /// Destination strides.
        dst_strides: Vec<i64>,
    },
    /// A StableHLO `rng_bit_generator` with XLA's algorithms ([`element::rng`]): reads the whole
    /// `ui64` state first, then writes the new state to `out_state` and the bits of every element
    /// of `out` (row-major over `shape`, its type the buffer's).
    RngBitGenerator {
        /// The algorithm (DEFAULT is PHILOX).
        algorithm: RngAlgorithm,
        /// The initial state (`ui64`, 2 or 3 elements).
        state: Buf,
        /// The new state (`ui64`, as many elements).
        out_state: Buf,
        /// The random bits.
        out: Buf,
        /// The output shape (THREE_FRY's counters follow it).
        shape: Vec<u64>,
    },
    /// The spec's `fft` over the trailing `lengths.len()` (1 to 3) dimensions of `batch`
    /// row-major volumes: `input` holds `batch x lengths` elements (the last length halved plus
    /// one for IRFFT), `out` `batch x lengths` (the last halved plus one for RFFT). Complex types
    /// are `c64`/`c128`, the real side of RFFT/IRFFT `f32`/`f64` of the same precision. Each
    /// volume is transformed in `f64` in `work` and rounded to the result type.
    Fft {
        /// Which transform.
        kind: FftKind,
        /// Operand.
        input: Buf,
        /// Result.
        out: Buf,
        /// Number of volumes (the product of the leading dimensions).
        batch: u64,
        /// `fft_length`.
        lengths: Vec<u64>,
        /// Working storage: scratch of `c128`, `product(lengths) + max(lengths)` elements.
        work: Buf,
    },
    /// The spec's `cholesky` of `batch` row-major `n x n` matrices of one float or complex type,
    /// read from the lower (`lower`) or upper triangle; the other triangle of the result is zero,
    /// and a matrix that is not positive definite gives NaNs (as XLA). Computed in `f64` (complex
    /// in two `f64`s) in `work` and rounded to the type.
    Cholesky {
        /// Operand.
        input: Buf,
        /// Result (the operand's type).
        out: Buf,
        /// Number of matrices.
        batch: u64,
        /// Matrix size.
        n: u64,
        /// Lower (else upper) triangular factor.
        lower: bool,
        /// Working storage: scratch of `f64` (`c128` for complex types), `n * n` elements.
        work: Buf,
    },
    /// The spec's `triangular_solve`: for each of `batch` systems, `x` with `op(a) x = b`
    /// (`left_side`) or `x op(a) = b`, `a` row-major `n x n` read from its lower (`lower`) or upper
    /// triangle (ones on the diagonal for `unit_diagonal`), `b` and `out` row-major `rows x cols`,
    /// all three of one float or complex type. Computed in `f64` (complex in two `f64`s) in
    /// `work` and rounded to the type.
    TriangularSolve {
        /// The triangular matrices.
        a: Buf,
        /// The right-hand sides.
        b: Buf,
        /// Result (`b`'s type).
        out: Buf,
        /// Number of systems.
        batch: u64,
        /// Size of `a`.
        n: u64,
        /// Rows of `b`.
        rows: u64,
        /// Columns of `b`.
        cols: u64,
        /// Solve `op(a) x = b` (else `x op(a) = b`).
        left_side: bool,
        /// `a` is read from its lower triangle (else the upper).
        lower: bool,
        /// The diagonal of `a` is taken to be ones.
        unit_diagonal: bool,
        /// `op(a)`.
        transpose: Transpose,
        /// Working storage: scratch of `f64` (`c128` for complex types), `n * n + rows * cols`
        /// elements.
        work: Buf,
    },
    /// A LAPACK routine of the `stablehlo.custom_call @lapack_*_ffi` targets JAX emits on CPU,
    /// over `batch` row-major matrices of one float or complex type, through `faer`
    /// (`super::lapack`). `m x n` is the first operand's matrix; `k` is `trsm`'s other extent of
    /// `b` (its columns on the left side, its rows on the right) and `orgqr`'s reflector count,
    /// else 0. `operands` and `results` are the call's, in its order; their shapes and types
    /// follow from the routine (`super::lapack::signature`).
    Lapack {
        /// The routine and its options.
        routine: LapackRoutine,
        /// Operands.
        operands: Vec<Buf>,
        /// Results.
        results: Vec<Buf>,
        /// Number of matrices.
        batch: u64,
        /// Rows of the first operand's matrices.
        m: u64,
        /// Columns of the first operand's matrices.
        n: u64,
        /// See above.
        k: u64,
        /// Working storage: scratch of `f64` (`c128` for complex types) of
        /// `super::lapack::work_len` elements: the matrices in the computing type and `faer`'s
        /// stack.
        work: Buf,
    },
}

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
