//! The op table: every op the compiler knows, defined once.
//!
//! [`OpKind`] is a closed enum. Elementwise ops come in families whose members are defined in the
//! `element` crate ([`UnaryOp`], [`BinaryOp`]) so that the kernel IR and the runtime share them; CHLO,
//! arith and check ops have families of their own here; every other op is one variant. For each op
//! the table gives its MLIR name, its syntax family (which pretty form the lexer, grammar and printer
//! use), its operand and result counts, its traits and its [`Stage`]: whether it reaches the
//! interpreter and the backend (a [`CoreOp`]), is decomposed by a pass before them (a
//! [`DecomposedOp`]), or is not supported yet.
//!
//! The lexer classifies op names through [`OpKind::from_name`], the verifier checks counts and
//! traits from [`OpKind::info`], the printer picks the pretty form from [`OpKind::syntax`], and
//! passes ask traits ([`OpKind::is_pure`], [`OpKind::is_elementwise`], ...) instead of naming ops.
//!
//! **Architecture Invariant:** no file outside this table names an op by a string; every match over
//! ops is exhaustive, so adding an op makes the compiler point at every place that must handle it.

pub use element::{BinaryOp, CompareDirection, CompareType, UnaryOp};

use crate::types::ElemType;

/// Which pretty form an op prints and parses with (the generic form always parses).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// Only the generic form `"dialect.op"(...) : (...) -> ...`.
    Generic,
    /// `op %x : T` or `op %x : (T) -> R` (MLIR's same-operands-and-result type printing).
    Unary,
    /// `op %a, %b : T` or `op %a, %b : (T, T) -> R`.
    Binary,
    /// CHLO's `op %x : T -> R`.
    ChloUnary,
    /// CHLO's `op %a, %b : T, T -> R`.
    ChloBinary,
    /// `op %x : (T) -> R` (reshape, bitcast_convert, is_finite).
    Cast,
    /// `op dense<...> : T` / `arith.constant 1.0 : f32`.
    Constant,
    /// `op %a, %b : T1, T2` (return and friends); nothing after a bare `return`.
    List,
    /// `stablehlo.optimization_barrier %a, %b : T1, T2` (results of the operands' types).
    Barrier,
    /// `op %x, %y, KW = [..] : (T, U) -> R` (broadcast_in_dim, transpose, reverse, broadcast,
    /// dynamic_broadcast_in_dim, dynamic_slice): the attribute the list is, its keyword (`dims` or
    /// `sizes`), and whether the type prints as `: T` when operand and result agree.
    Dims(&'static str, &'static str, bool),
    /// `stablehlo.iota dim = N : T`.
    Iota,
    /// `stablehlo.compare DIR, %a, %b(, TYPE)? : ...`.
    Compare,
    /// `op %c, %a, %b : ...`.
    Select,
    /// `stablehlo.slice %x [a:b:c, ...] : ...`.
    Slice,
    /// `stablehlo.dot_general %a, %b, batching_dims = .., contracting_dims = .. : ...`.
    DotGeneral,
    /// `stablehlo.dot %a, %b(, precision = [..])? : ...` (the legacy form of dot_general).
    Dot,
    /// `stablehlo.reduce(%x init: %c) ...`.
    Reduce,
    /// `stablehlo.convolution(%a, %b) dim_numbers = ..., window = {...} ...`.
    Convolution,
    /// `op %a, %b, dim = N : (T, U) -> R` (concatenate, get_dimension_size, set_dimension_size,
    /// dynamic_iota): the attribute `dim` sets.
    OperandsDim(&'static str),
    /// `stablehlo.pad %x, %v, low = [..], high = [..], interior = [..] : ...`.
    Pad,
    /// `op %a, %b, %c : (types) -> type`, or `: type` when they agree and the flag is set (clamp,
    /// dynamic_update_slice, dynamic_reshape, dynamic_pad, real_dynamic_slice, CHLO's broadcasting
    /// ops).
    Variadic(bool),
    /// `op %a, %b : T` when every operand and the result have the type `T`, `op : T` without
    /// operands, else `op %a, %b : (T, U) -> R` (after_all, create_token, replica_id, partition_id).
    SameVariadic,
    /// `stablehlo.tuple %a, %b : tuple<T, U>`.
    Tuple,
    /// `stablehlo.get_tuple_element %t[N] : (tuple<..>) -> T`.
    GetTupleElement,
    /// `op %a, %b, KW = CASE : ...` (rng's `distribution`, rng_bit_generator's `algorithm`): the
    /// attribute, its keyword and its enum.
    EnumKeyword(&'static str, &'static str, &'static str),
    /// `stablehlo.fft %x, type = FFT, length = [..] : ...`.
    Fft,
    /// `op %a, %b, config = "..." : ...` (einsum, unary_einsum).
    Einsum,
    /// `stablehlo.cholesky %a(, lower = true)? : T`.
    Cholesky,
    /// `stablehlo.composite "name" %a, %b {attrs} : (T, U) -> R`.
    Composite,
    /// `stablehlo.while(%iterArg = %x, ...) : T, ... cond { ... } do { ... }`.
    While,
    /// `chlo.top_k(%x, k = N) : T -> (T, I)`.
    TopK,
    /// `chlo.scan(%inputs) inits (%inits) dimension=N attributes {..} { region } : (T..) -> (R..)`.
    Scan,
    /// `func.call @f(%a) : (T) -> R`.
    Call,
    /// `func.func @f(...) -> ... { ... }`.
    Func,
    /// `hal.tensor.alias %v : T to %storage`.
    Alias,
    /// `flow.dispatch.region -> (T) { ... }`.
    Dispatch,
    /// `module @name attributes {...} { ... }`.
    Module,
    /// `arith.cmpf pred, %a, %b : T`.
    ArithCompare,
    /// `arith.extf %x : T to R`.
    ArithCast,
    /// `stablehlo.custom_call @target(%a, %b) {...} : (T, T) -> R`.
    CustomCall,
    /// `check.expect_eq %a, %b : T` and the other check ops.
    Check,
    /// `stablehlo.reduce_precision %x, format = e5m10 : T`.
    ReducePrecision,
    /// Shardy's `sdy.mesh @name = <["x"=2, "y"=4]> {attrs}` (the `mesh` attribute printed without
    /// its `#sdy.mesh` mnemonic).
    Mesh,
    /// Shardy's `sdy.sharding_constraint %x <@mesh, [{"x"}, {}]> : T` (the `sharding` attribute
    /// printed without its `#sdy.sharding` mnemonic).
    ShardingConstraint,
    /// `cf.br ^bb1(%a, %b : T, U)`: a jump with the successor's arguments.
    Branch,
    /// `cf.cond_br %c, ^bb1(%a : T), ^bb2`: a two-way jump on an `i1`.
    CondBranch,
    /// `tensor.extract %t[%i, %j] : T`.
    Extract,
    /// Shardy's `sdy.manual_computation(%a) in_shardings=[<@mesh, [..]>] out_shardings=[..]
    /// manual_axes={"x"} (%arg: T) { .. } {attrs} : (T) -> R` (the shardings printed without their
    /// `#sdy.sharding_per_value` mnemonic, the axes without `#sdy<manual_axes..>`).
    ManualComputation,
    /// `ml_program.global private mutable @x(dense<..> : T) : T {attrs}` (the initial value in
    /// parentheses, absent for an uninitialized global).
    MlGlobal,
    /// `util.global private mutable @x {attrs} = dense<..> : T` (or `: T` without an initial
    /// value, or `: T = attr` when the value's type differs).
    UtilGlobal,
    /// `ml_program.global_load @x : T`, `ml_program.global_load_const @x : T`,
    /// `util.global.load (immutable)? @x : T`.
    GlobalLoad,
    /// `ml_program.global_store @x = %v : T`.
    MlGlobalStore,
    /// `util.global.store %v, @x : T`.
    UtilGlobalStore,
    /// `tensor.empty(%d..) : T` (the dynamic sizes in parentheses).
    Empty,
    /// `tensor.expand_shape %x [[0, 1], [2]] output_shape [4, 2, 3] : T into R` and
    /// `tensor.collapse_shape %x [[0, 1], [2]] : T into R`.
    Reassociative,
    /// `linalg.generic {indexing_maps = [..], iterator_types = [..]} ins(%a : T) outs(%b : U)
    /// (attrs = {..})? { ^bb0(%in: t, %out: u): .. linalg.yield .. } -> R`.
    LinalgGeneric,
    /// `linalg.index 0 : index`.
    LinalgIndex,
    /// `tensor.dim {attrs}? %t, %i : T`.
    Dim,
    /// `interpreter.print %x : T`, `interpreter.probe %x, probe_id = "p" : T`,
    /// `check.expect_serialized_eq %x, probe_id = "p", iter = 1 : T`: an operand, keywords and its
    /// type.
    Instrument,
}

/// A pass that rewrites ops away before the reference interpreter and the compiled path run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pass {
    /// `quant-to-math`: the quantize and dequantize ops, and every op on quantized tensors, into
    /// integer and float ops on the storage type.
    QuantToMath,
    /// `chlo-legalize-to-stablehlo`: every CHLO op into StableHLO.
    ChloLegalize,
    /// `stablehlo-decompose`: the StableHLO ops that are exactly other ops.
    StablehloDecompose,
}

impl Pass {
    /// The pass's name in `--pass-pipeline`.
    pub const fn name(self) -> &'static str {
        match self {
            Pass::QuantToMath => "quant-to-math",
            Pass::ChloLegalize => "chlo-legalize-to-stablehlo",
            Pass::StablehloDecompose => "stablehlo-decompose",
        }
    }
}

/// How a decomposed op leaves the IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decomposition {
    /// The pass that rewrites it.
    pub by: Pass,
    /// `None` when the pass rewrites every form of the op (a later stage meeting one is a compiler
    /// bug, or a pipeline without the pass); else which forms it rewrites, the others being "not
    /// supported" wherever they arrive.
    pub rest: Option<&'static str>,
}

/// Where an op goes after the verifier (as MLIR's `ConversionTarget` declares which ops a pass leaves
/// illegal, once). The reference interpreter, fusion and the lowering match only [`CoreOp`]s; each
/// path has one place that reports the others ([`OpKind::split`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Verified, interpreted, fused and compiled: a [`CoreOp`].
    Core,
    /// Verified, then rewritten into core ops by a pass that runs before the interpreter and the
    /// compiled path: a [`DecomposedOp`].
    Decomposed(Decomposition),
    /// Parsed, printed and its counts checked; anything further is a coded "not supported yet"
    /// error (E0414) naming the op and the work that will bring it.
    NotYet(&'static str),
}

/// An op sorted by its [`Stage`]: what [`OpKind::split`] gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Staged {
    /// An op the interpreter and the compiled path implement.
    Core(CoreOp),
    /// An op a pass rewrites before them, and how.
    Decomposed(DecomposedOp, Decomposition),
    /// An op not supported yet, and the work that will bring it.
    NotYet(&'static str),
}

/// How many operands or results an op takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// Exactly this many.
    Exactly(usize),
    /// At least this many.
    AtLeast(usize),
}

impl Count {
    /// True when `n` fits.
    pub const fn admits(self, n: usize) -> bool {
        match self {
            Count::Exactly(k) => n == k,
            Count::AtLeast(k) => n >= k,
        }
    }
}

impl std::fmt::Display for Count {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Count::Exactly(k) => write!(f, "{k}"),
            Count::AtLeast(k) => write!(f, "at least {k}"),
        }
    }
}

/// Trait bits of an op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Traits(u16);

impl Traits {
    /// No side effects; results depend only on operands (CSE and DCE may act on it).
    pub const PURE: Traits = Traits(1);
    /// Ends a block.
    pub const TERMINATOR: Traits = Traits(2);
    /// Applies the same scalar function to every element (fusable into a map, may run in place).
    pub const ELEMENTWISE: Traits = Traits(4);
    /// May share its operand's storage (reshape, barrier, bitcast, contiguous slice).
    pub const VIEW: Traits = Traits(8);
    /// Owns regions.
    pub const REGIONS: Traits = Traits(16);
    /// `a op b == b op a`.
    pub const COMMUTATIVE: Traits = Traits(32);
    /// Must appear at module level (module, func, sdy.mesh, the globals).
    pub const SYMBOL: Traits = Traits(64);
    /// Has effects the compiler must keep in order (writes through aliases, frees, checks).
    pub const EFFECT: Traits = Traits(128);
    /// No traits.
    pub const NONE: Traits = Traits(0);

    /// Both sets.
    pub const fn with(self, o: Traits) -> Traits {
        Traits(self.0 | o.0)
    }

    /// True when every trait of `o` is in `self`.
    pub const fn has(self, o: Traits) -> bool {
        self.0 & o.0 == o.0
    }
}

/// Facts about one op.
#[derive(Clone, Copy, Debug)]
pub struct OpInfo {
    /// Pretty syntax family.
    pub syntax: Syntax,
    /// Operand count.
    pub operands: Count,
    /// Result count.
    pub results: Count,
    /// Traits.
    pub traits: Traits,
    /// Inherent attributes (MLIR's properties), printed `<{...}>` in the generic form.
    pub inherent: &'static [&'static str],
    /// Where it goes: implemented, decomposed by a pass, or not supported yet.
    pub stage: Stage,
}

/// Defines a family enum of ops from one table: variant, MLIR name.
macro_rules! family {
    ($(#[$m:meta])* $E:ident { $($(#[$d:meta])* $v:ident = $name:literal,)* }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $E {
            $($(#[$d])* $v,)*
        }

        impl $E {
            /// Every op of the family.
            pub const ALL: &'static [$E] = &[$($E::$v,)*];

            /// The MLIR name.
            pub const fn name(self) -> &'static str {
                match self {
                    $($E::$v => $name,)*
                }
            }

            /// The op named `name`.
            pub fn from_name(name: &str) -> Option<$E> {
                match name {
                    $($name => Some($E::$v),)*
                    _ => None,
                }
            }
        }
    };
}

family! {
    /// CHLO ops: the client library's ops, decomposed into StableHLO by `chlo-legalize-to-stablehlo`.
    ChloOp {
        /// `chlo.acos`
        Acos = "chlo.acos",
        /// `chlo.acosh`
        Acosh = "chlo.acosh",
        /// `chlo.asin`
        Asin = "chlo.asin",
        /// `chlo.asinh`
        Asinh = "chlo.asinh",
        /// `chlo.atan`
        Atan = "chlo.atan",
        /// `chlo.atanh`
        Atanh = "chlo.atanh",
        /// `chlo.bessel_i1e`
        BesselI1e = "chlo.bessel_i1e",
        /// `chlo.conj`
        Conj = "chlo.conj",
        /// `chlo.cosh`
        Cosh = "chlo.cosh",
        /// `chlo.digamma`
        Digamma = "chlo.digamma",
        /// `chlo.erf`
        Erf = "chlo.erf",
        /// `chlo.erf_inv`
        ErfInv = "chlo.erf_inv",
        /// `chlo.erfc`
        Erfc = "chlo.erfc",
        /// `chlo.is_inf`
        IsInf = "chlo.is_inf",
        /// `chlo.is_neg_inf`
        IsNegInf = "chlo.is_neg_inf",
        /// `chlo.is_pos_inf`
        IsPosInf = "chlo.is_pos_inf",
        /// `chlo.lgamma`
        Lgamma = "chlo.lgamma",
        /// `chlo.sinh`
        Sinh = "chlo.sinh",
        /// `chlo.square`
        Square = "chlo.square",
        /// `chlo.tan`
        Tan = "chlo.tan",
        /// `chlo.next_after`
        NextAfter = "chlo.next_after",
        /// `chlo.polygamma`
        Polygamma = "chlo.polygamma",
        /// `chlo.zeta`
        Zeta = "chlo.zeta",
        /// `chlo.mulhi`: the high half of the double-width product.
        Mulhi = "chlo.mulhi",
        /// `chlo.broadcast_add`
        BroadcastAdd = "chlo.broadcast_add",
        /// `chlo.broadcast_atan2`
        BroadcastAtan2 = "chlo.broadcast_atan2",
        /// `chlo.broadcast_divide`
        BroadcastDivide = "chlo.broadcast_divide",
        /// `chlo.broadcast_maximum`
        BroadcastMaximum = "chlo.broadcast_maximum",
        /// `chlo.broadcast_minimum`
        BroadcastMinimum = "chlo.broadcast_minimum",
        /// `chlo.broadcast_multiply`
        BroadcastMultiply = "chlo.broadcast_multiply",
        /// `chlo.broadcast_next_after`
        BroadcastNextAfter = "chlo.broadcast_next_after",
        /// `chlo.broadcast_polygamma`
        BroadcastPolygamma = "chlo.broadcast_polygamma",
        /// `chlo.broadcast_power`
        BroadcastPower = "chlo.broadcast_power",
        /// `chlo.broadcast_remainder`
        BroadcastRemainder = "chlo.broadcast_remainder",
        /// `chlo.broadcast_shift_left`
        BroadcastShiftLeft = "chlo.broadcast_shift_left",
        /// `chlo.broadcast_shift_right_arithmetic`
        BroadcastShiftRightArithmetic = "chlo.broadcast_shift_right_arithmetic",
        /// `chlo.broadcast_shift_right_logical`
        BroadcastShiftRightLogical = "chlo.broadcast_shift_right_logical",
        /// `chlo.broadcast_subtract`
        BroadcastSubtract = "chlo.broadcast_subtract",
        /// `chlo.broadcast_zeta`
        BroadcastZeta = "chlo.broadcast_zeta",
        /// `chlo.broadcast_and`
        BroadcastAnd = "chlo.broadcast_and",
        /// `chlo.broadcast_or`
        BroadcastOr = "chlo.broadcast_or",
        /// `chlo.broadcast_xor`
        BroadcastXor = "chlo.broadcast_xor",
        /// `chlo.broadcast_complex`
        BroadcastComplex = "chlo.broadcast_complex",
        /// `chlo.broadcast_compare`
        BroadcastCompare = "chlo.broadcast_compare",
        /// `chlo.broadcast_select`
        BroadcastSelect = "chlo.broadcast_select",
        /// `chlo.constant`
        Constant = "chlo.constant",
        /// `chlo.constant_like`
        ConstantLike = "chlo.constant_like",
        /// `chlo.top_k`
        TopK = "chlo.top_k",
        /// `chlo.ragged_dot`
        RaggedDot = "chlo.ragged_dot",
        /// `chlo.scan`
        Scan = "chlo.scan",
        /// `chlo._asin_acos_kernel`
        AsinAcosKernel = "chlo._asin_acos_kernel",
    }
}

impl ChloOp {
    /// The result element type of an elementwise CHLO op for operands of type `t` (`None` when the
    /// op does not take `t`, or is not elementwise).
    pub fn result_type(self, t: ElemType) -> Option<ElemType> {
        use ChloOp::*;
        let float = t.is_float();
        let fc = float || t.is_complex();
        let int = t.is_integer() && !t.is_bool();
        match self {
            Acos | Acosh | Asin | Asinh | Atan | Atanh | Cosh | Sinh | Tan | Square
                if fc || (self == Square && int) =>
            {
                Some(t)
            }
            Conj if fc => Some(t),
            BesselI1e | Digamma | Erf | ErfInv | Erfc | Lgamma | NextAfter | Polygamma | Zeta
                if float =>
            {
                Some(t)
            }
            IsInf | IsNegInf | IsPosInf if float => Some(ElemType::I1),
            Mulhi if int => Some(t),
            BroadcastAdd
            | BroadcastAtan2
            | BroadcastDivide
            | BroadcastMaximum
            | BroadcastMinimum
            | BroadcastMultiply
            | BroadcastNextAfter
            | BroadcastPolygamma
            | BroadcastPower
            | BroadcastRemainder
            | BroadcastShiftLeft
            | BroadcastShiftRightArithmetic
            | BroadcastShiftRightLogical
            | BroadcastSubtract
            | BroadcastZeta
            | BroadcastAnd
            | BroadcastOr
            | BroadcastXor
            | BroadcastSelect => Some(t),
            BroadcastComplex => t.complex_of(),
            BroadcastCompare => Some(ElemType::I1),
            Acos | Acosh | Asin | Asinh | Atan | Atanh | Cosh | Sinh | Tan | Square | Conj
            | BesselI1e | Digamma | Erf | ErfInv | Erfc | Lgamma | NextAfter | Polygamma | Zeta
            | IsInf | IsNegInf | IsPosInf | Mulhi | Constant | ConstantLike | TopK | RaggedDot
            | Scan | AsinAcosKernel => None,
        }
    }

    /// True for the `broadcast_*` ops, whose operands may have different shapes.
    pub fn syntax_is_broadcasting(self) -> bool {
        self.name().starts_with("chlo.broadcast_")
    }

    /// Operand count, syntax and stage of a CHLO op (every one is decomposed by
    /// `chlo-legalize-to-stablehlo`).
    fn info(self) -> OpInfo {
        use ChloOp::*;
        let unary = |stage| {
            info(
                Syntax::ChloUnary,
                1,
                1,
                Traits::PURE.with(Traits::ELEMENTWISE),
                &[],
                stage,
            )
        };
        let binary = |stage| {
            info(
                Syntax::ChloBinary,
                2,
                1,
                Traits::PURE.with(Traits::ELEMENTWISE),
                &[],
                stage,
            )
        };
        let generic = |ops: usize, stage| OpInfo {
            syntax: Syntax::Generic,
            operands: Count::AtLeast(ops),
            results: Count::AtLeast(1),
            traits: Traits::PURE,
            inherent: &[],
            stage,
        };
        match self {
            Acos | Acosh | Asin | Asinh | Atan | Atanh | BesselI1e | Conj | Cosh | Digamma
            | Erf | ErfInv | Erfc | IsInf | IsNegInf | IsPosInf | Lgamma | Sinh | Square | Tan => {
                unary(Stage::Decomposed(DECOMPOSED_BY_CHLO))
            }
            NextAfter | Polygamma | Zeta | Mulhi => binary(Stage::Decomposed(DECOMPOSED_BY_CHLO)),
            BroadcastAdd
            | BroadcastAtan2
            | BroadcastDivide
            | BroadcastMaximum
            | BroadcastMinimum
            | BroadcastMultiply
            | BroadcastNextAfter
            | BroadcastPolygamma
            | BroadcastPower
            | BroadcastRemainder
            | BroadcastShiftLeft
            | BroadcastShiftRightArithmetic
            | BroadcastShiftRightLogical
            | BroadcastSubtract
            | BroadcastZeta
            | BroadcastAnd
            | BroadcastOr
            | BroadcastXor
            | BroadcastComplex
            | BroadcastCompare => OpInfo {
                syntax: Syntax::Variadic(false),
                ..binary(Stage::Decomposed(DECOMPOSED_BY_CHLO))
            },
            BroadcastSelect => OpInfo {
                syntax: Syntax::Variadic(false),
                operands: Count::Exactly(3),
                ..binary(Stage::Decomposed(DECOMPOSED_BY_CHLO))
            },
            Constant => info(
                Syntax::Constant,
                0,
                1,
                Traits::PURE,
                &["value"],
                Stage::Decomposed(DECOMPOSED_BY_CHLO),
            ),
            ConstantLike => info(
                Syntax::Generic,
                1,
                1,
                Traits::PURE,
                &["value"],
                Stage::Decomposed(DECOMPOSED_BY_CHLO),
            ),
            TopK => OpInfo {
                syntax: Syntax::TopK,
                // Decomposed into a sort, an iota and slices by chlo-legalize-to-stablehlo.
                ..generic(1, Stage::Decomposed(DECOMPOSED_BY_CHLO))
            },
            // Decomposed into masked `dot_general`s by chlo-legalize-to-stablehlo.
            RaggedDot => generic(3, Stage::Decomposed(DECOMPOSED_BY_CHLO)),
            // Pure when its body is (MLIR's RecursiveMemoryEffects), as `stablehlo.reduce` is.
            Scan => OpInfo {
                syntax: Syntax::Scan,
                operands: Count::AtLeast(0),
                results: Count::AtLeast(0),
                traits: Traits::PURE.with(Traits::REGIONS),
                inherent: &[
                    "dimension",
                    "scan_dim_size",
                    "is_reverse",
                    "is_associative",
                    "operandSegmentSizes",
                    "resultSegmentSizes",
                ],
                // Decomposed into a `stablehlo.while` by chlo-legalize-to-stablehlo.
                stage: Stage::Decomposed(DECOMPOSED_BY_CHLO),
            },
            AsinAcosKernel => unary(Stage::Decomposed(DECOMPOSED_BY_CHLO)),
        }
    }
}

family! {
    /// Ops of MLIR's `arith` dialect (on tensors and scalars).
    ArithOp {
        /// `arith.constant`
        Constant = "arith.constant",
        /// `arith.addf`
        AddF = "arith.addf",
        /// `arith.addi`
        AddI = "arith.addi",
        /// `arith.subf`
        SubF = "arith.subf",
        /// `arith.subi`
        SubI = "arith.subi",
        /// `arith.mulf`
        MulF = "arith.mulf",
        /// `arith.muli`
        MulI = "arith.muli",
        /// `arith.divf`
        DivF = "arith.divf",
        /// `arith.divsi`
        DivSI = "arith.divsi",
        /// `arith.divui`
        DivUI = "arith.divui",
        /// `arith.remf`
        RemF = "arith.remf",
        /// `arith.remsi`
        RemSI = "arith.remsi",
        /// `arith.remui`
        RemUI = "arith.remui",
        /// `arith.maximumf`
        MaximumF = "arith.maximumf",
        /// `arith.minimumf`
        MinimumF = "arith.minimumf",
        /// `arith.maxnumf`
        MaxNumF = "arith.maxnumf",
        /// `arith.minnumf`
        MinNumF = "arith.minnumf",
        /// `arith.maxsi`
        MaxSI = "arith.maxsi",
        /// `arith.minsi`
        MinSI = "arith.minsi",
        /// `arith.maxui`
        MaxUI = "arith.maxui",
        /// `arith.minui`
        MinUI = "arith.minui",
        /// `arith.andi`
        AndI = "arith.andi",
        /// `arith.ori`
        OrI = "arith.ori",
        /// `arith.xori`
        XorI = "arith.xori",
        /// `arith.negf`
        NegF = "arith.negf",
        /// `arith.cmpf`
        CmpF = "arith.cmpf",
        /// `arith.cmpi`
        CmpI = "arith.cmpi",
        /// `arith.select`
        Select = "arith.select",
        /// `arith.extf`
        ExtF = "arith.extf",
        /// `arith.truncf`
        TruncF = "arith.truncf",
        /// `arith.sitofp`
        SIToFP = "arith.sitofp",
        /// `arith.uitofp`
        UIToFP = "arith.uitofp",
        /// `arith.fptosi`
        FPToSI = "arith.fptosi",
        /// `arith.fptoui`
        FPToUI = "arith.fptoui",
        /// `arith.extsi`
        ExtSI = "arith.extsi",
        /// `arith.extui`
        ExtUI = "arith.extui",
        /// `arith.trunci`
        TruncI = "arith.trunci",
        /// `arith.index_cast`
        IndexCast = "arith.index_cast",
        /// `arith.bitcast`
        Bitcast = "arith.bitcast",
    }
}

/// What an arith op computes, in StableHLO's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithSemantics {
    /// A constant.
    Constant,
    /// A binary op on floats.
    FloatBinary(BinaryOp),
    /// A binary op on integers read as signed values.
    SignedBinary(BinaryOp),
    /// A binary op on integers read as unsigned values.
    UnsignedBinary(BinaryOp),
    /// `arith.maxnumf` / `arith.minnumf`: the number when one operand is NaN (`true` for max).
    NumBinary(bool),
    /// Negation.
    Negate,
    /// A comparison (the predicate attribute says which).
    Compare,
    /// `c ? a : b`.
    Select,
    /// A conversion; `true` when integers are read as unsigned.
    Convert(bool),
    /// A same-width bit reinterpretation.
    Bitcast,
}

impl ArithOp {
    /// What the op computes.
    pub const fn semantics(self) -> ArithSemantics {
        use ArithSemantics as S;
        use BinaryOp as B;
        match self {
            ArithOp::Constant => S::Constant,
            ArithOp::AddF => S::FloatBinary(B::Add),
            ArithOp::SubF => S::FloatBinary(B::Subtract),
            ArithOp::MulF => S::FloatBinary(B::Multiply),
            ArithOp::DivF => S::FloatBinary(B::Divide),
            ArithOp::RemF => S::FloatBinary(B::Remainder),
            ArithOp::MaximumF => S::FloatBinary(B::Maximum),
            ArithOp::MinimumF => S::FloatBinary(B::Minimum),
            ArithOp::AddI => S::SignedBinary(B::Add),
            ArithOp::SubI => S::SignedBinary(B::Subtract),
            ArithOp::MulI => S::SignedBinary(B::Multiply),
            ArithOp::DivSI => S::SignedBinary(B::Divide),
            ArithOp::RemSI => S::SignedBinary(B::Remainder),
            ArithOp::MaxSI => S::SignedBinary(B::Maximum),
            ArithOp::MinSI => S::SignedBinary(B::Minimum),
            ArithOp::AndI => S::SignedBinary(B::And),
            ArithOp::OrI => S::SignedBinary(B::Or),
            ArithOp::XorI => S::SignedBinary(B::Xor),
            ArithOp::DivUI => S::UnsignedBinary(B::Divide),
            ArithOp::RemUI => S::UnsignedBinary(B::Remainder),
            ArithOp::MaxUI => S::UnsignedBinary(B::Maximum),
            ArithOp::MinUI => S::UnsignedBinary(B::Minimum),
            ArithOp::MaxNumF => S::NumBinary(true),
            ArithOp::MinNumF => S::NumBinary(false),
            ArithOp::NegF => S::Negate,
            ArithOp::CmpF | ArithOp::CmpI => S::Compare,
            ArithOp::Select => S::Select,
            ArithOp::ExtF
            | ArithOp::TruncF
            | ArithOp::SIToFP
            | ArithOp::FPToSI
            | ArithOp::ExtSI
            | ArithOp::TruncI
            | ArithOp::IndexCast => S::Convert(false),
            ArithOp::UIToFP | ArithOp::FPToUI | ArithOp::ExtUI => S::Convert(true),
            ArithOp::Bitcast => S::Bitcast,
        }
    }

    fn info(self) -> OpInfo {
        let ew = Traits::PURE.with(Traits::ELEMENTWISE);
        match self.semantics() {
            ArithSemantics::Constant => info(
                Syntax::Constant,
                0,
                1,
                Traits::PURE,
                &["value"],
                Stage::Core,
            ),
            ArithSemantics::FloatBinary(b)
            | ArithSemantics::SignedBinary(b)
            | ArithSemantics::UnsignedBinary(b) => {
                let t = if b.is_commutative() {
                    ew.with(Traits::COMMUTATIVE)
                } else {
                    ew
                };
                info(
                    Syntax::Binary,
                    2,
                    1,
                    t,
                    &["fastmath", "overflowFlags"],
                    Stage::Core,
                )
            }
            ArithSemantics::NumBinary(_) => info(
                Syntax::Binary,
                2,
                1,
                ew.with(Traits::COMMUTATIVE),
                &["fastmath"],
                Stage::Core,
            ),
            ArithSemantics::Negate => info(Syntax::Unary, 1, 1, ew, &["fastmath"], Stage::Core),
            ArithSemantics::Compare => info(
                Syntax::ArithCompare,
                2,
                1,
                ew,
                &["predicate", "fastmath"],
                Stage::Core,
            ),
            ArithSemantics::Select => info(Syntax::Select, 3, 1, ew, &[], Stage::Core),
            ArithSemantics::Convert(_) | ArithSemantics::Bitcast => {
                info(Syntax::ArithCast, 1, 1, ew, &[], Stage::Core)
            }
        }
    }
}

family! {
    /// The StableHLO test suite's `check` ops: programs that check themselves.
    CheckOp {
        /// `check.expect_eq %a, %b : T`
        ExpectEq = "check.expect_eq",
        /// `check.expect_eq_const %a, dense<..> : T`
        ExpectEqConst = "check.expect_eq_const",
        /// `check.expect_almost_eq %a, %b(, tolerance = x)? : T`
        ExpectAlmostEq = "check.expect_almost_eq",
        /// `check.expect_almost_eq_const %a, dense<..>(, tolerance = x)? : T`
        ExpectAlmostEqConst = "check.expect_almost_eq_const",
        /// `check.expect_close %a, %b, max_ulp_difference = N(, min_ulp_difference = M)? : T, T`
        ExpectClose = "check.expect_close",
        /// `check.expect_serialized_eq %a, probe_id = "..." : T`
        ExpectSerializedEq = "check.expect_serialized_eq",
        /// IREE's `check.expect_true(%x) : i32` (a scalar integer is nonzero)
        ExpectTrue = "check.expect_true",
        /// IREE's `check.expect_false(%x) : i32` (a scalar integer is zero)
        ExpectFalse = "check.expect_false",
        /// IREE's `check.expect_all_true(%x) : tensor<..xi32>` (every element is nonzero)
        ExpectAllTrue = "check.expect_all_true",
    }
}

impl CheckOp {
    /// The work that brings the op, when it is not supported yet.
    const fn not_yet(self) -> Option<&'static str> {
        match self {
            CheckOp::ExpectEq
            | CheckOp::ExpectAlmostEq
            | CheckOp::ExpectClose
            | CheckOp::ExpectEqConst
            | CheckOp::ExpectAlmostEqConst
            | CheckOp::ExpectSerializedEq
            | CheckOp::ExpectTrue
            | CheckOp::ExpectFalse
            | CheckOp::ExpectAllTrue => None,
        }
    }

    fn info(self) -> OpInfo {
        let n = match self {
            CheckOp::ExpectEq | CheckOp::ExpectAlmostEq | CheckOp::ExpectClose => 2,
            CheckOp::ExpectEqConst
            | CheckOp::ExpectAlmostEqConst
            | CheckOp::ExpectSerializedEq
            | CheckOp::ExpectTrue
            | CheckOp::ExpectFalse
            | CheckOp::ExpectAllTrue => 1,
        };
        let stage = match self.not_yet() {
            Some(why) => Stage::NotYet(why),
            None => Stage::Core,
        };
        let syntax = match self {
            CheckOp::ExpectSerializedEq => Syntax::Instrument,
            _ => Syntax::Check,
        };
        info(
            syntax,
            n,
            0,
            Traits::EFFECT,
            &[
                "value",
                "tolerance",
                "max_ulp_difference",
                "min_ulp_difference",
                "probe_id",
                "iteration",
            ],
            stage,
        )
    }
}

const fn info(
    syntax: Syntax,
    operands: usize,
    results: usize,
    traits: Traits,
    inherent: &'static [&'static str],
    stage: Stage,
) -> OpInfo {
    OpInfo {
        syntax,
        operands: Count::Exactly(operands),
        results: Count::Exactly(results),
        traits,
        inherent,
        stage,
    }
}

/// Defines the single ops of [`OpKind`] from one table in three sections, one per [`Stage`]: the ops
/// that reach the interpreter and the backend (also the variants of [`CoreOp`]), the ops a pass
/// decomposes (also the variants of [`DecomposedOp`], with their [`Decomposition`]), and the ops not
/// supported yet (with the work that brings them). Each row: variant, name, syntax, operand count,
/// result count, traits, inherent attributes.
macro_rules! single_ops {
    (
        core { $($(#[$cd:meta])* $cv:ident = $cn:literal, $cs:ident $(($($ca:expr),*))?, $cops:expr, $cr:expr, $ct:expr, [$($ci:literal),*];)* }
        decomposed { $($(#[$dd:meta])* $dv:ident = $dn:literal, $ds:ident $(($($da:expr),*))?, $dops:expr, $dr:expr, $dt:expr, [$($di:literal),*], $dstage:expr;)* }
        not_yet { $($(#[$nd:meta])* $nv:ident = $nn:literal, $ns:ident $(($($na:expr),*))?, $nops:expr, $nr:expr, $nt:expr, [$($ni:literal),*], $why:expr;)* }
    ) => {
        /// An op of the table.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum OpKind {
            /// A unary elementwise op of StableHLO.
            Unary(UnaryOp),
            /// A binary elementwise op of StableHLO.
            Binary(BinaryOp),
            /// A CHLO op.
            Chlo(ChloOp),
            /// An arith op.
            Arith(ArithOp),
            /// A check op.
            Check(CheckOp),
            $($(#[$cd])* $cv,)*
            $($(#[$dd])* $dv,)*
            $($(#[$nd])* $nv,)*
        }

        /// An op that reaches the reference interpreter, fusion and the lowering ([`Stage::Core`]):
        /// the only ops they match on.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum CoreOp {
            /// A unary elementwise op of StableHLO.
            Unary(UnaryOp),
            /// A binary elementwise op of StableHLO.
            Binary(BinaryOp),
            /// An arith op.
            Arith(ArithOp),
            /// A check op (all but the ones not supported yet).
            Check(CheckOp),
            $($(#[$cd])* $cv,)*
        }

        /// An op a pass rewrites into core ops before the interpreter and the compiled path
        /// ([`Stage::Decomposed`]); the verifier checks its type rules first.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum DecomposedOp {
            /// A CHLO op (`chlo-legalize-to-stablehlo`).
            Chlo(ChloOp),
            $($(#[$dd])* $dv,)*
        }

        impl CoreOp {
            /// The op of the table.
            pub const fn kind(self) -> OpKind {
                match self {
                    CoreOp::Unary(u) => OpKind::Unary(u),
                    CoreOp::Binary(b) => OpKind::Binary(b),
                    CoreOp::Arith(a) => OpKind::Arith(a),
                    CoreOp::Check(c) => OpKind::Check(c),
                    $(CoreOp::$cv => OpKind::$cv,)*
                }
            }

            /// The MLIR name.
            pub const fn name(self) -> &'static str {
                self.kind().name()
            }
        }

        impl DecomposedOp {
            /// The op of the table.
            pub const fn kind(self) -> OpKind {
                match self {
                    DecomposedOp::Chlo(c) => OpKind::Chlo(c),
                    $(DecomposedOp::$dv => OpKind::$dv,)*
                }
            }
        }

        impl OpKind {
            const SINGLE: &'static [OpKind] = &[$(OpKind::$cv,)* $(OpKind::$dv,)* $(OpKind::$nv,)*];

            /// The MLIR name.
            pub const fn name(self) -> &'static str {
                match self {
                    OpKind::Unary(u) => u.name(),
                    OpKind::Binary(b) => b.name(),
                    OpKind::Chlo(c) => c.name(),
                    OpKind::Arith(a) => a.name(),
                    OpKind::Check(c) => c.name(),
                    $(OpKind::$cv => $cn,)*
                    $(OpKind::$dv => $dn,)*
                    $(OpKind::$nv => $nn,)*
                }
            }

            /// The op sorted by where it goes: the narrowing every later stage starts from.
            pub fn split(self) -> Staged {
                match self {
                    OpKind::Unary(u) => Staged::Core(CoreOp::Unary(u)),
                    OpKind::Binary(b) => Staged::Core(CoreOp::Binary(b)),
                    OpKind::Arith(a) => Staged::Core(CoreOp::Arith(a)),
                    OpKind::Chlo(c) => Staged::Decomposed(DecomposedOp::Chlo(c), DECOMPOSED_BY_CHLO),
                    OpKind::Check(c) => match c.not_yet() {
                        Some(why) => Staged::NotYet(why),
                        None => Staged::Core(CoreOp::Check(c)),
                    },
                    $(OpKind::$cv => Staged::Core(CoreOp::$cv),)*
                    $(OpKind::$dv => Staged::Decomposed(DecomposedOp::$dv, $dstage),)*
                    $(OpKind::$nv => Staged::NotYet($why),)*
                }
            }

            /// Facts about the op.
            pub fn info(self) -> OpInfo {
                let ew = Traits::PURE.with(Traits::ELEMENTWISE);
                match self {
                    OpKind::Unary(u) => {
                        let inherent: &'static [&'static str] =
                            if u.has_result_accuracy() { &["result_accuracy"] } else { &[] };
                        // MLIR prints is_finite with its functional type even when it could not
                        // be shortened anyway; every other unary op shortens equal types.
                        let syntax = if u == UnaryOp::IsFinite { Syntax::Cast } else { Syntax::Unary };
                        info(syntax, 1, 1, ew, inherent, Stage::Core)
                    }
                    OpKind::Binary(b) => {
                        let t = if b.is_commutative() { ew.with(Traits::COMMUTATIVE) } else { ew };
                        info(Syntax::Binary, 2, 1, t, &[], Stage::Core)
                    }
                    OpKind::Chlo(c) => c.info(),
                    OpKind::Arith(a) => a.info(),
                    OpKind::Check(c) => c.info(),
                    $(OpKind::$cv => OpInfo {
                        syntax: Syntax::$cs $(($($ca),*))?,
                        operands: $cops,
                        results: $cr,
                        traits: $ct,
                        inherent: &[$($ci),*],
                        stage: Stage::Core,
                    },)*
                    $(OpKind::$dv => OpInfo {
                        syntax: Syntax::$ds $(($($da),*))?,
                        operands: $dops,
                        results: $dr,
                        traits: $dt,
                        inherent: &[$($di),*],
                        stage: Stage::Decomposed($dstage),
                    },)*
                    $(OpKind::$nv => OpInfo {
                        syntax: Syntax::$ns $(($($na),*))?,
                        operands: $nops,
                        results: $nr,
                        traits: $nt,
                        inherent: &[$($ni),*],
                        stage: Stage::NotYet($why),
                    },)*
                }
            }
        }
    };
}

use Count::{AtLeast, Exactly};

const PURE: Traits = Traits::PURE;
const EW: Traits = Traits::PURE.with(Traits::ELEMENTWISE);
const VIEW: Traits = Traits::PURE.with(Traits::VIEW);
const REGION: Traits = Traits::PURE.with(Traits::REGIONS);
const TERM: Traits = Traits::TERMINATOR;
const EFFECT: Traits = Traits::EFFECT;
const REST: &str = "issue #13 (the rest of StableHLO)";
const DIST: &str = "a later issue: asynchronous ops";
/// Why Shardy's ops other than `sdy.mesh`, `sdy.sharding_constraint`, `sdy.manual_computation`
/// and `sdy.return` are not supported.
pub(crate) const SDY: &str =
    "a later issue: Shardy's ops other than `sdy.mesh`, `sdy.sharding_constraint`, `sdy.manual_computation` and `sdy.return` describe SPMD partitioning, which this compiler does not do (write the program with `shard_map`)";
/// What runs `sdy.manual_computation`: the per-process program that `localize-manual` makes.
const MANUAL: &str =
    "the pass `localize-manual`, which makes the per-process program of a module whose manual computations cover every mesh axis (run it first: `irc opt --pass-pipeline=localize-manual`)";
/// Every form rewritten by `chlo-legalize-to-stablehlo`.
const DECOMPOSED_BY_CHLO: Decomposition = Decomposition {
    by: Pass::ChloLegalize,
    rest: None,
};
/// Every form rewritten by `quant-to-math`.
const DECOMPOSED_BY_QUANT: Decomposition = Decomposition {
    by: Pass::QuantToMath,
    rest: None,
};
/// Every form rewritten by `stablehlo-decompose`.
const DECOMPOSED: Decomposition = Decomposition {
    by: Pass::StablehloDecompose,
    rest: None,
};
/// Tuples and tokens: `stablehlo-decompose` removes the ones it can see through.
const TUPLES: Decomposition = Decomposition {
    by: Pass::StablehloDecompose,
    rest: Some(
        "tuple and token values are supported only where `stablehlo-decompose` removes them \
         (a get_tuple_element of a tuple; tuples and tokens nobody reads)",
    ),
};

single_ops! {
    core {
        /// `builtin.module`
        Module = "builtin.module", Module, Exactly(0), Exactly(0), Traits::REGIONS.with(Traits::SYMBOL), ["sym_name", "sym_visibility"];
        /// `func.func`
        Func = "func.func", Func, Exactly(0), Exactly(0), Traits::REGIONS.with(Traits::SYMBOL),
            ["sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"];
        /// `func.call`
        Call = "func.call", Call, AtLeast(0), AtLeast(0), EFFECT, ["callee", "arg_attrs", "res_attrs", "no_inline"];
        /// `func.return`
        Return = "func.return", List, AtLeast(0), Exactly(0), TERM, [];
        /// `cf.br`: a jump to a block of the same region, passing the block's arguments (MLIR's
        /// `ControlFlowOps.td`); `lift-cf-to-stablehlo` rewrites it before the compiled path.
        Br = "cf.br", Branch, AtLeast(0), Exactly(0), TERM, [];
        /// `cf.cond_br`: a jump to one of two blocks on an `i1` condition; its operands are the
        /// condition, then each successor's arguments (`operandSegmentSizes`).
        CondBr = "cf.cond_br", CondBranch, AtLeast(1), Exactly(0), TERM, ["branch_weights", "operandSegmentSizes"];
        /// `tensor.extract %t[] : tensor<i1>`: the element of a rank-0 tensor as a scalar (the same
        /// bytes: a view), as IREE's tests take a branch condition from a `tensor<i1>`.
        TensorExtract = "tensor.extract", Extract, AtLeast(1), Exactly(1), VIEW, [];
        /// `ml_program.global`: a module-level variable with a tensor type, mutable or not, with an
        /// initial value (zeros when it has none); it lives in the module instance between calls.
        MlGlobal = "ml_program.global", MlGlobal, Exactly(0), Exactly(0), Traits::SYMBOL,
            ["sym_name", "type", "is_mutable", "value", "sym_visibility"];
        /// `ml_program.global_load @x : T`: the global's current value (a copy: a later store
        /// does not change it). An effect, so nothing folds, merges or moves it across a store.
        GlobalLoad = "ml_program.global_load", GlobalLoad, Exactly(0), Exactly(1), EFFECT, ["global"];
        /// `ml_program.global_store @x = %v : T`: the global's new value (a copy).
        GlobalStore = "ml_program.global_store", MlGlobalStore, Exactly(1), Exactly(0), EFFECT, ["global"];
        /// `hal.tensor.alias %value : T to %storage`: the value is stored in the storage's buffer.
        Alias = "hal.tensor.alias", Alias, Exactly(2), Exactly(1), EFFECT, [];
        /// `hal.buffer.dealloc %v`: the buffer of `%v` is not read again.
        Dealloc = "hal.buffer.dealloc", List, Exactly(1), Exactly(0), EFFECT, [];
        /// `flow.dispatch.region`: a kernel's worth of ops.
        DispatchRegion = "flow.dispatch.region", Dispatch, Exactly(0), AtLeast(0), REGION, [];
        /// `flow.return`
        DispatchReturn = "flow.return", List, AtLeast(0), Exactly(0), TERM, [];
        /// `flow.tensor.clone`: a copy.
        Clone = "flow.tensor.clone", Generic, Exactly(1), Exactly(1), PURE, [];
        /// `stablehlo.return`
        StablehloReturn = "stablehlo.return", List, AtLeast(0), Exactly(0), TERM, [];
        /// `stablehlo.constant`
        Constant = "stablehlo.constant", Constant, Exactly(0), Exactly(1), PURE, ["value"];
        /// `stablehlo.iota`
        Iota = "stablehlo.iota", Iota, Exactly(0), Exactly(1), PURE, ["iota_dimension"];
        /// `stablehlo.compare`
        Compare = "stablehlo.compare", Compare, Exactly(2), Exactly(1), EW, ["comparison_direction", "compare_type"];
        /// `stablehlo.select`
        Select = "stablehlo.select", Select, Exactly(3), Exactly(1), EW, [];
        /// `stablehlo.clamp`
        Clamp = "stablehlo.clamp", Variadic(true), Exactly(3), Exactly(1), EW, [];
        /// `stablehlo.convert`
        Convert = "stablehlo.convert", Unary, Exactly(1), Exactly(1), EW, [];
        /// `stablehlo.bitcast_convert`
        BitcastConvert = "stablehlo.bitcast_convert", Cast, Exactly(1), Exactly(1), VIEW, [];
        /// `stablehlo.reduce_precision`
        ReducePrecision = "stablehlo.reduce_precision", ReducePrecision, Exactly(1), Exactly(1), EW, ["exponent_bits", "mantissa_bits"];
        /// `stablehlo.broadcast_in_dim`
        BroadcastInDim = "stablehlo.broadcast_in_dim", Dims("broadcast_dimensions", "dims", false), Exactly(1), Exactly(1), PURE, ["broadcast_dimensions"];
        /// `stablehlo.reshape`
        Reshape = "stablehlo.reshape", Cast, Exactly(1), Exactly(1), VIEW, [];
        /// `stablehlo.transpose`
        Transpose = "stablehlo.transpose", Dims("permutation", "dims", false), Exactly(1), Exactly(1), PURE, ["permutation"];
        /// `stablehlo.reverse`
        Reverse = "stablehlo.reverse", Dims("dimensions", "dims", true), Exactly(1), Exactly(1), PURE, ["dimensions"];
        /// `stablehlo.slice`
        Slice = "stablehlo.slice", Slice, Exactly(1), Exactly(1), VIEW, ["start_indices", "limit_indices", "strides"];
        /// `stablehlo.dynamic_slice`
        DynamicSlice = "stablehlo.dynamic_slice", Dims("slice_sizes", "sizes", false), AtLeast(1), Exactly(1), PURE, ["slice_sizes"];
        /// `stablehlo.dynamic_update_slice`
        DynamicUpdateSlice = "stablehlo.dynamic_update_slice", Variadic(false), AtLeast(2), Exactly(1), PURE, [];
        /// `stablehlo.concatenate`
        Concatenate = "stablehlo.concatenate", OperandsDim("dimension"), AtLeast(1), Exactly(1), PURE, ["dimension"];
        /// `stablehlo.pad`
        Pad = "stablehlo.pad", Pad, Exactly(2), Exactly(1), PURE, ["edge_padding_low", "edge_padding_high", "interior_padding"];
        /// `stablehlo.dot_general`
        DotGeneral = "stablehlo.dot_general", DotGeneral, Exactly(2), Exactly(1), PURE, ["dot_dimension_numbers", "precision_config", "algorithm"];
        /// `stablehlo.convolution`
        Convolution = "stablehlo.convolution", Convolution, Exactly(2), Exactly(1), PURE,
            ["window_strides", "padding", "lhs_dilation", "rhs_dilation", "window_reversal", "dimension_numbers",
             "feature_group_count", "batch_group_count", "precision_config"];
        /// `stablehlo.reduce`
        Reduce = "stablehlo.reduce", Reduce, AtLeast(2), AtLeast(1), REGION, ["dimensions"];
        /// `stablehlo.reduce_window`
        ReduceWindow = "stablehlo.reduce_window", Generic, AtLeast(2), AtLeast(1), REGION,
            ["window_dimensions", "window_strides", "base_dilations", "window_dilations", "padding"];
        /// `stablehlo.gather`
        Gather = "stablehlo.gather", Generic, Exactly(2), Exactly(1), PURE, ["dimension_numbers", "slice_sizes", "indices_are_sorted"];
        /// `stablehlo.scatter`
        Scatter = "stablehlo.scatter", Generic, AtLeast(3), AtLeast(1), REGION, ["scatter_dimension_numbers", "indices_are_sorted", "unique_indices"];
        /// `stablehlo.optimization_barrier` (never removed or merged: that is what it is for)
        OptimizationBarrier = "stablehlo.optimization_barrier", Barrier, AtLeast(0), AtLeast(0), Traits::VIEW, [];
        /// `stablehlo.custom_call` (the `check.*` targets become check ops; other targets are errors).
        CustomCall = "stablehlo.custom_call", CustomCall, AtLeast(0), AtLeast(0), EFFECT,
            ["call_target_name", "has_side_effect", "backend_config", "api_version", "called_computations",
             "operand_layouts", "result_layouts", "output_operand_aliases"];
        /// `stablehlo.while`
        While = "stablehlo.while", While, AtLeast(0), AtLeast(0), REGION, [];
        /// `stablehlo.if`
        If = "stablehlo.if", Generic, Exactly(1), AtLeast(0), REGION, [];
        /// `stablehlo.case`
        Case = "stablehlo.case", Generic, Exactly(1), AtLeast(0), REGION, [];
        /// `stablehlo.sort`
        Sort = "stablehlo.sort", Generic, AtLeast(1), AtLeast(1), REGION, ["dimension", "is_stable"];
        /// `stablehlo.select_and_scatter`
        SelectAndScatter = "stablehlo.select_and_scatter", Generic, Exactly(3), Exactly(1), REGION,
            ["window_dimensions", "window_strides", "padding"];
        /// `stablehlo.rng_bit_generator`
        RngBitGenerator = "stablehlo.rng_bit_generator", EnumKeyword("rng_algorithm", "algorithm", "rng_algorithm"), Exactly(1), Exactly(2), PURE, ["rng_algorithm"];
        /// `stablehlo.fft`
        Fft = "stablehlo.fft", Fft, Exactly(1), Exactly(1), PURE, ["fft_type", "fft_length"];
        /// `stablehlo.cholesky`
        Cholesky = "stablehlo.cholesky", Cholesky, Exactly(1), Exactly(1), PURE, ["lower"];
        /// `stablehlo.triangular_solve`
        TriangularSolve = "stablehlo.triangular_solve", Generic, Exactly(2), Exactly(1), PURE,
            ["left_side", "lower", "unit_diagonal", "transpose_a"];
        /// `stablehlo.all_gather`
        AllGather = "stablehlo.all_gather", Generic, AtLeast(1), AtLeast(1), EFFECT,
            ["all_gather_dim", "replica_groups", "channel_handle", "use_global_device_ids"];
        /// `stablehlo.all_reduce`
        AllReduce = "stablehlo.all_reduce", Generic, AtLeast(1), AtLeast(1), Traits::EFFECT.with(Traits::REGIONS),
            ["replica_groups", "channel_handle", "use_global_device_ids"];
        /// `stablehlo.all_to_all`
        AllToAll = "stablehlo.all_to_all", Generic, AtLeast(1), AtLeast(1), EFFECT,
            ["split_dimension", "concat_dimension", "split_count", "replica_groups", "channel_handle"];
        /// `stablehlo.reduce_scatter`
        ReduceScatter = "stablehlo.reduce_scatter", Generic, Exactly(1), Exactly(1), Traits::EFFECT.with(Traits::REGIONS),
            ["scatter_dimension", "replica_groups", "channel_handle", "use_global_device_ids"];
        /// `stablehlo.collective_broadcast` (variadic; with `has_dynamic_root` its last operand
        /// holds each data operand's root, an index into the process group)
        CollectiveBroadcast = "stablehlo.collective_broadcast", Generic, AtLeast(1), AtLeast(1), EFFECT,
            ["replica_groups", "channel_handle", "has_dynamic_root"];
        /// `stablehlo.collective_reduce`: an all_reduce whose result stays on each group's first
        /// process (the root); the others get zeros
        CollectiveReduce = "stablehlo.collective_reduce", Generic, AtLeast(1), AtLeast(1), Traits::EFFECT.with(Traits::REGIONS),
            ["replica_groups", "channel_handle"];
        /// `stablehlo.collective_permute`
        CollectivePermute = "stablehlo.collective_permute", Generic, Exactly(1), Exactly(1), EFFECT, ["source_target_pairs", "channel_handle"];
        /// `stablehlo.replica_id` (not pure: its value depends on the process that runs it, so it
        /// is never folded)
        ReplicaId = "stablehlo.replica_id", SameVariadic, Exactly(0), Exactly(1), Traits::NONE, [];
        /// `stablehlo.partition_id` (not pure, as `replica_id`)
        PartitionId = "stablehlo.partition_id", SameVariadic, Exactly(0), Exactly(1), Traits::NONE, [];
        /// `stablehlo.send`
        Send = "stablehlo.send", Generic, AtLeast(1), Exactly(1), EFFECT, ["channel_handle", "is_host_transfer", "source_target_pairs"];
        /// `stablehlo.recv`
        Recv = "stablehlo.recv", Generic, Exactly(1), AtLeast(1), EFFECT, ["channel_handle", "is_host_transfer", "source_target_pairs"];
        /// `stablehlo.infeed`
        Infeed = "stablehlo.infeed", Generic, Exactly(1), AtLeast(1), EFFECT, ["infeed_config", "layout"];
        /// `stablehlo.outfeed`
        Outfeed = "stablehlo.outfeed", Generic, AtLeast(1), Exactly(1), EFFECT, ["outfeed_config"];
        /// `interpreter.run_parallel`: the StableHLO interpreter's op that runs `programs` (a grid of
        /// function symbols, replicas by partitions) as that many processes, each on its share of
        /// the operands, optionally with `infeed` functions filling the infeed queue
        RunParallel = "interpreter.run_parallel", Generic, AtLeast(0), AtLeast(0), EFFECT, ["programs", "infeed"];
        /// `interpreter.print`: writes its operand to standard output as the StableHLO interpreter
        /// prints a tensor, when the program runs
        Print = "interpreter.print", Instrument, Exactly(1), Exactly(0), EFFECT, [];
        /// `interpreter.probe`: records its operand under `probe_id` each time it runs (for
        /// `check.expect_serialized_eq`, and as a `.npy` file when a probe directory is given)
        /// and returns it unchanged
        Probe = "interpreter.probe", Instrument, Exactly(1), Exactly(1), EFFECT, ["probe_id"];
    }
    decomposed {
        /// `stablehlo.map`
        Map = "stablehlo.map", Generic, AtLeast(1), Exactly(1), REGION, ["dimensions"], DECOMPOSED;
        /// `stablehlo.rng`
        Rng = "stablehlo.rng", EnumKeyword("rng_distribution", "distribution", "rng_distribution"), Exactly(3), Exactly(1), EFFECT, ["rng_distribution"], DECOMPOSED;
        /// `stablehlo.batch_norm_grad`
        BatchNormGrad = "stablehlo.batch_norm_grad", Generic, Exactly(5), Exactly(3), PURE, ["epsilon", "feature_index"], DECOMPOSED;
        /// `stablehlo.batch_norm_inference`
        BatchNormInference = "stablehlo.batch_norm_inference", Generic, Exactly(5), Exactly(1), PURE, ["epsilon", "feature_index"], DECOMPOSED;
        /// `stablehlo.batch_norm_training`
        BatchNormTraining = "stablehlo.batch_norm_training", Generic, Exactly(3), Exactly(3), PURE, ["epsilon", "feature_index"], DECOMPOSED;
        /// `stablehlo.tuple`
        Tuple = "stablehlo.tuple", Tuple, AtLeast(0), Exactly(1), PURE, [], TUPLES;
        /// `stablehlo.get_tuple_element`
        GetTupleElement = "stablehlo.get_tuple_element", GetTupleElement, Exactly(1), Exactly(1), PURE, ["index"], TUPLES;
        /// `stablehlo.composite`
        Composite = "stablehlo.composite", Composite, AtLeast(0), AtLeast(0), PURE, ["name", "composite_attributes", "decomposition", "version"], DECOMPOSED;
        /// `stablehlo.after_all`
        AfterAll = "stablehlo.after_all", SameVariadic, AtLeast(0), Exactly(1), PURE, [], TUPLES;
        /// `stablehlo.create_token`
        CreateToken = "stablehlo.create_token", SameVariadic, Exactly(0), Exactly(1), PURE, [], TUPLES;
        /// `stablehlo.get_dimension_size`
        GetDimensionSize = "stablehlo.get_dimension_size", OperandsDim("dimension"), Exactly(1), Exactly(1), PURE, ["dimension"], DECOMPOSED;
        /// `stablehlo.dynamic_broadcast_in_dim`
        DynamicBroadcastInDim = "stablehlo.dynamic_broadcast_in_dim", Dims("broadcast_dimensions", "dims", false), Exactly(2), Exactly(1), PURE,
            ["broadcast_dimensions", "known_expanding_dimensions", "known_nonexpanding_dimensions"], DECOMPOSED;
        /// `stablehlo.dynamic_conv`
        DynamicConv = "stablehlo.dynamic_conv", Generic, Exactly(3), Exactly(1), PURE,
            ["window_strides", "lhs_dilation", "rhs_dilation", "window_reversal", "dimension_numbers",
             "feature_group_count", "batch_group_count", "precision_config"], DECOMPOSED;
        /// `stablehlo.dynamic_gather`
        DynamicGather = "stablehlo.dynamic_gather", Generic, Exactly(3), Exactly(1), PURE, ["dimension_numbers", "indices_are_sorted"], DECOMPOSED;
        /// `stablehlo.dynamic_iota`
        DynamicIota = "stablehlo.dynamic_iota", OperandsDim("iota_dimension"), Exactly(1), Exactly(1), PURE, ["iota_dimension"], DECOMPOSED;
        /// `stablehlo.dynamic_pad`
        DynamicPad = "stablehlo.dynamic_pad", Variadic(false), Exactly(5), Exactly(1), PURE, [], DECOMPOSED;
        /// `stablehlo.dynamic_reshape`
        DynamicReshape = "stablehlo.dynamic_reshape", Variadic(false), Exactly(2), Exactly(1), PURE, [], DECOMPOSED;
        /// `stablehlo.real_dynamic_slice`
        RealDynamicSlice = "stablehlo.real_dynamic_slice", Variadic(false), Exactly(4), Exactly(1), PURE, [], DECOMPOSED;
        /// `sdy.mesh`: Shardy's device mesh, a module-level symbol JAX prints whenever a typed PRNG
        /// key or a `NamedSharding` is involved, even on one device (removed).
        SdyMesh = "sdy.mesh", Mesh, Exactly(0), Exactly(0), Traits::SYMBOL, ["sym_name", "mesh"], DECOMPOSED;
        /// `sdy.sharding_constraint`: on one device its operand (forwarded).
        SdyShardingConstraint = "sdy.sharding_constraint", ShardingConstraint, Exactly(1), Exactly(1), PURE, ["sharding"], DECOMPOSED;
        /// `stablehlo.dot`, the legacy form of `dot_general` other frontends still print: a
        /// `dot_general` contracting the lhs's last dimension with the rhs's first.
        Dot = "stablehlo.dot", Dot, Exactly(2), Exactly(1), PURE, ["precision_config"], DECOMPOSED;
        /// `stablehlo.broadcast`: a `broadcast_in_dim` onto `broadcast_sizes ++ operand shape`.
        Broadcast = "stablehlo.broadcast", Dims("broadcast_sizes", "sizes", false), Exactly(1), Exactly(1), PURE, ["broadcast_sizes"], DECOMPOSED;
        /// `util.unfoldable_constant dense<..> : T`: IREE's test idiom, a constant the compiler
        /// must not fold, so that the ops it feeds run as kernels (a `stablehlo.constant` behind
        /// an optimization barrier that `canonicalize` keeps).
        UtilUnfoldableConstant = "util.unfoldable_constant", Constant, Exactly(0), Exactly(1), PURE, ["value"], DECOMPOSED;
        /// `flow.tensor.dynamic_constant dense<..> : T -> D`: IREE's test idiom, a constant whose
        /// type `D` hides some of its static sizes (`?`) so the ops after it see dynamic shapes;
        /// `refine-shapes` makes it the `stablehlo.constant` it is.
        FlowDynamicConstant = "flow.tensor.dynamic_constant", Constant, Exactly(0), Exactly(1), PURE, ["value"], DECOMPOSED;
        /// `tensor.cast %x : T to U`: MLIR's cast between tensor types that differ only in which
        /// sizes are static; `refine-shapes` forwards its operand once both are the same type.
        TensorCast = "tensor.cast", ArithCast, Exactly(1), Exactly(1), PURE, [], DECOMPOSED;
        /// `util.optimization_barrier %a, %b : T, U`: IREE's barrier (`stablehlo.optimization_barrier`).
        UtilOptimizationBarrier = "util.optimization_barrier", Barrier, AtLeast(0), AtLeast(0), Traits::VIEW, [], DECOMPOSED;
        /// `ml_program.global_load_const @x : T`: the value of an immutable global
        /// (`ml_program.global_load`).
        GlobalLoadConst = "ml_program.global_load_const", GlobalLoad, Exactly(0), Exactly(1), EFFECT, ["global"], DECOMPOSED;
        /// `util.global`: IREE's module-level variable (`ml_program.global`).
        UtilGlobal = "util.global", UtilGlobal, Exactly(0), Exactly(0), Traits::SYMBOL,
            ["sym_visibility", "sym_name", "type", "is_mutable", "initial_value", "inlining_policy"], DECOMPOSED;
        /// `util.global.load (immutable)? @x : T` (`ml_program.global_load`).
        UtilGlobalLoad = "util.global.load", GlobalLoad, Exactly(0), Exactly(1), EFFECT, ["global", "is_immutable"], DECOMPOSED;
        /// `util.global.store %v, @x : T` (`ml_program.global_store`).
        UtilGlobalStore = "util.global.store", UtilGlobalStore, Exactly(1), Exactly(0), EFFECT, ["global"], DECOMPOSED;
        /// `stablehlo.einsum`, kept for other frontends: a `dot_general` over the labels the
        /// operands share, after a sum over labels only one operand has, and a transpose into the
        /// result's order.
        Einsum = "stablehlo.einsum", Einsum, Exactly(2), Exactly(1), PURE, ["einsum_config"], DECOMPOSED;
        /// `stablehlo.unary_einsum`: a sum over the labels the result drops and a transpose.
        UnaryEinsum = "stablehlo.unary_einsum", Einsum, Exactly(1), Exactly(1), PURE, ["einsum_config"], DECOMPOSED;
        /// `stablehlo.torch_index_select`: a `gather` of whole slices along `dim`, the leading
        /// `batch_dims` dimensions as batching dimensions.
        TorchIndexSelect = "stablehlo.torch_index_select", Generic, Exactly(2), Exactly(1), PURE, ["dim", "batch_dims"], DECOMPOSED;
        /// `tensor.empty() : T`: MLIR's tensor whose contents are unspecified (a destination for
        /// `linalg.generic`); `stablehlo-decompose` makes it zeros, a defined value.
        TensorEmpty = "tensor.empty", Empty, AtLeast(0), Exactly(1), PURE, [], DECOMPOSED;
        /// `tensor.expand_shape`: a reshape that splits each operand dimension into a group of
        /// result dimensions (`stablehlo.reshape`).
        TensorExpandShape = "tensor.expand_shape", Reassociative, AtLeast(1), Exactly(1), PURE, ["reassociation", "static_output_shape"], DECOMPOSED;
        /// `tensor.collapse_shape`: a reshape that merges each group of operand dimensions into
        /// one result dimension (`stablehlo.reshape`).
        TensorCollapseShape = "tensor.collapse_shape", Reassociative, Exactly(1), Exactly(1), PURE, ["reassociation"], DECOMPOSED;
        /// `tensor.dim %t, %i : T`: the size of dimension `%i` of `%t` (an `index`); shape
        /// refinement reads it, and `stablehlo-decompose` makes it the constant it is.
        TensorDim = "tensor.dim", Dim, Exactly(2), Exactly(1), PURE, [], DECOMPOSED;
        /// `linalg.generic` with parallel loops and projected-permutation indexing maps: its body
        /// applied to whole tensors (`iota` for `linalg.index`, broadcasts and transposes for the
        /// maps); see `stablehlo-decompose`.
        LinalgGeneric = "linalg.generic", LinalgGeneric, AtLeast(0), AtLeast(0), REGION,
            ["indexing_maps", "iterator_types", "doc", "library_call", "operandSegmentSizes"], DECOMPOSED;
        /// `linalg.index`: the index of a loop of the enclosing `linalg.generic` (rewritten with it).
        LinalgIndex = "linalg.index", LinalgIndex, Exactly(0), Exactly(1), PURE, ["dim"], DECOMPOSED;
        /// `linalg.yield`: the terminator of a `linalg.generic` body (rewritten with it).
        LinalgYield = "linalg.yield", List, AtLeast(0), Exactly(0), TERM, [], DECOMPOSED;
        /// `stablehlo.uniform_quantize`: float to quantized, or quantized to quantized (requantize).
        UniformQuantize = "stablehlo.uniform_quantize", Unary, Exactly(1), Exactly(1), PURE, [], DECOMPOSED_BY_QUANT;
        /// `stablehlo.uniform_dequantize`: quantized to its expressed float type.
        UniformDequantize = "stablehlo.uniform_dequantize", Unary, Exactly(1), Exactly(1), PURE, [], DECOMPOSED_BY_QUANT;
    }
    not_yet {
        /// `stablehlo.set_dimension_size`
        SetDimensionSize = "stablehlo.set_dimension_size", OperandsDim("dimension"), Exactly(2), Exactly(1), PURE, ["dimension"], REST;
        /// `stablehlo.async_start`
        AsyncStart = "stablehlo.async_start", Generic, AtLeast(0), Exactly(1), EFFECT, ["called_computation", "execution_thread"], DIST;
        /// `stablehlo.async_done`
        AsyncDone = "stablehlo.async_done", Generic, Exactly(1), AtLeast(0), EFFECT, [], DIST;
        /// `sdy.manual_computation` (its body runs per device on manual mesh axes; `localize-manual`
        /// inlines it into the per-process program)
        SdyManualComputation = "sdy.manual_computation", ManualComputation, AtLeast(0), AtLeast(0), REGION,
            ["in_shardings", "out_shardings", "manual_axes"], MANUAL;
        /// `sdy.return`: the terminator of a manual computation's body
        SdyReturn = "sdy.return", List, AtLeast(0), Exactly(0), TERM, [], MANUAL;
    }
}

/// The distributed core ops (the collectives, `replica_id`, `partition_id`, `send`/`recv`,
/// `infeed`/`outfeed` and `interpreter.run_parallel`; [`OpKind::is_distributed`]) as one pattern,
/// for the exhaustive matches over [`CoreOp`] that treat them alike:
/// `dialect::distributed_core_ops!() => ...`.
#[macro_export]
macro_rules! distributed_core_ops {
    () => {
        $crate::ops::CoreOp::AllGather
            | $crate::ops::CoreOp::AllReduce
            | $crate::ops::CoreOp::AllToAll
            | $crate::ops::CoreOp::ReduceScatter
            | $crate::ops::CoreOp::CollectiveBroadcast
            | $crate::ops::CoreOp::CollectiveReduce
            | $crate::ops::CoreOp::CollectivePermute
            | $crate::ops::CoreOp::ReplicaId
            | $crate::ops::CoreOp::PartitionId
            | $crate::ops::CoreOp::Send
            | $crate::ops::CoreOp::Recv
            | $crate::ops::CoreOp::Infeed
            | $crate::ops::CoreOp::Outfeed
            | $crate::ops::CoreOp::RunParallel
    };
}

impl OpKind {
    /// Every op of the table.
    pub fn all() -> impl Iterator<Item = OpKind> {
        UnaryOp::ALL
            .iter()
            .map(|&u| OpKind::Unary(u))
            .chain(BinaryOp::ALL.iter().map(|&b| OpKind::Binary(b)))
            .chain(ChloOp::ALL.iter().map(|&c| OpKind::Chlo(c)))
            .chain(ArithOp::ALL.iter().map(|&a| OpKind::Arith(a)))
            .chain(CheckOp::ALL.iter().map(|&c| OpKind::Check(c)))
            .chain(OpKind::SINGLE.iter().copied())
    }

    /// The op named `name`; `return`, `call` and `module` are accepted as MLIR's short forms.
    pub fn from_name(name: &str) -> Option<OpKind> {
        use std::collections::HashMap;
        use std::sync::OnceLock;
        static TABLE: OnceLock<HashMap<&'static str, OpKind>> = OnceLock::new();
        let table = TABLE.get_or_init(|| {
            let mut t: HashMap<&'static str, OpKind> =
                OpKind::all().map(|k| (k.name(), k)).collect();
            t.insert("return", OpKind::Return);
            t.insert("call", OpKind::Call);
            t.insert("module", OpKind::Module);
            t
        });
        table.get(name).copied()
    }

    /// The pretty syntax family.
    pub fn syntax(self) -> Syntax {
        self.info().syntax
    }

    /// True for ops without side effects whose results depend only on their operands (and on their
    /// regions, which are pure too): dead ones may be removed and equal ones merged.
    pub fn is_pure(self) -> bool {
        self.info().traits.has(Traits::PURE)
    }

    /// True for block terminators.
    pub fn is_terminator(self) -> bool {
        self.info().traits.has(Traits::TERMINATOR)
    }

    /// True for elementwise ops (one scalar function applied at every index).
    pub fn is_elementwise(self) -> bool {
        self.info().traits.has(Traits::ELEMENTWISE)
    }

    /// True for ops whose result may be a view of their first operand.
    pub fn is_view(self) -> bool {
        self.info().traits.has(Traits::VIEW)
    }

    /// True for ops that own regions.
    pub fn has_regions(self) -> bool {
        self.info().traits.has(Traits::REGIONS)
    }

    /// True for commutative binary ops.
    pub fn is_commutative(self) -> bool {
        self.info().traits.has(Traits::COMMUTATIVE)
    }

    /// The op that must end each block of this op's regions (`None` for a module, whose body has
    /// no terminator, and for ops without regions).
    pub fn region_terminator(self) -> Option<OpKind> {
        match self {
            OpKind::Module => None,
            OpKind::Func => Some(OpKind::Return),
            OpKind::DispatchRegion => Some(OpKind::DispatchReturn),
            OpKind::SdyManualComputation => Some(OpKind::SdyReturn),
            OpKind::LinalgGeneric => Some(OpKind::LinalgYield),
            k if k.has_regions() => Some(OpKind::StablehloReturn),
            _ => None,
        }
    }

    /// True for the ops of distributed execution: the collectives, `replica_id`, `partition_id`,
    /// `send`/`recv`, `infeed`/`outfeed` and `interpreter.run_parallel`. They are core ops (the
    /// reference interpreter runs them), but the compiled path does not take them yet.
    pub fn is_distributed(self) -> bool {
        matches!(
            self,
            OpKind::AllGather
                | OpKind::AllReduce
                | OpKind::AllToAll
                | OpKind::ReduceScatter
                | OpKind::CollectiveBroadcast
                | OpKind::CollectiveReduce
                | OpKind::CollectivePermute
                | OpKind::ReplicaId
                | OpKind::PartitionId
                | OpKind::Send
                | OpKind::Recv
                | OpKind::Infeed
                | OpKind::Outfeed
                | OpKind::RunParallel
        )
    }

    /// Where the op goes after the verifier.
    pub fn stage(self) -> Stage {
        self.info().stage
    }

    /// True when the compiler implements the op end to end (itself, or by decomposing it).
    pub fn is_supported(self) -> bool {
        !matches!(self.stage(), Stage::NotYet(_))
    }
}

impl std::fmt::Display for OpKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// An op's name: a known op, or one the table does not list (kept as written; only accepted with
/// `--allow-unregistered-dialect`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum OpName {
    /// An op of the table.
    Known(OpKind),
    /// Any other `dialect.op`.
    Unregistered(String),
}

impl OpName {
    /// Resolves a name through the table.
    pub fn new(name: &str) -> OpName {
        match OpKind::from_name(name) {
            Some(k) => OpName::Known(k),
            None => OpName::Unregistered(name.to_string()),
        }
    }

    /// The known op, if any.
    pub fn kind(&self) -> Option<OpKind> {
        match self {
            OpName::Known(k) => Some(*k),
            OpName::Unregistered(_) => None,
        }
    }

    /// The name as written in MLIR.
    pub fn as_str(&self) -> &str {
        match self {
            OpName::Known(k) => k.name(),
            OpName::Unregistered(s) => s,
        }
    }
}

impl std::fmt::Display for OpName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl From<OpKind> for OpName {
    fn from(k: OpKind) -> OpName {
        OpName::Known(k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_resolve() {
        let mut seen = std::collections::HashSet::new();
        for k in OpKind::all() {
            assert!(seen.insert(k.name()), "{} is listed twice", k.name());
            assert_eq!(OpKind::from_name(k.name()), Some(k));
        }
        assert_eq!(OpKind::from_name("return"), Some(OpKind::Return));
        assert_eq!(OpKind::from_name("stablehlo.frobnicate"), None);
    }

    #[test]
    fn traits_follow_the_ops() {
        assert!(OpKind::Binary(BinaryOp::Add).is_commutative());
        assert!(OpKind::Binary(BinaryOp::Add).is_pure());
        assert!(!OpKind::Alias.is_pure());
        assert!(!OpKind::Call.is_pure());
        assert!(!OpKind::CustomCall.is_pure());
        assert!(!OpKind::Check(CheckOp::ExpectEq).is_pure());
        assert!(OpKind::Return.is_terminator());
        assert!(OpKind::Reshape.is_view());
        assert!(OpKind::While.is_supported());
        assert!(OpKind::Sort.is_supported());
        assert!(OpKind::AllReduce.is_supported());
        assert!(!OpKind::ReplicaId.is_pure());
        assert!(OpKind::While.has_regions());
    }

    /// The narrowing agrees with the stage column, and every core or decomposed op comes back.
    #[test]
    fn split_follows_the_stage_column() {
        for k in OpKind::all() {
            match (k.split(), k.stage()) {
                (Staged::Core(c), Stage::Core) => assert_eq!(c.kind(), k),
                (Staged::Decomposed(d, how), Stage::Decomposed(h)) => {
                    assert_eq!(d.kind(), k);
                    assert_eq!(how, h);
                }
                (Staged::NotYet(why), Stage::NotYet(w)) => assert_eq!(why, w),
                (s, st) => panic!("{k}: split gives {s:?} but the stage is {st:?}"),
            }
        }
        assert!(matches!(
            OpKind::Chlo(ChloOp::Erf).split(),
            Staged::Decomposed(
                _,
                Decomposition {
                    by: Pass::ChloLegalize,
                    rest: None
                }
            )
        ));
        assert!(matches!(
            OpKind::Check(CheckOp::ExpectSerializedEq).split(),
            Staged::Core(CoreOp::Check(CheckOp::ExpectSerializedEq))
        ));
        assert!(matches!(OpKind::Probe.split(), Staged::Core(CoreOp::Probe)));
        assert!(matches!(OpKind::Map.stage(), Stage::Decomposed(_)));
    }
}
