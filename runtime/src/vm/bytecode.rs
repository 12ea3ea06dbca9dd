//! The in-memory form of a module: functions of register bytecode, kernels and constants.

use crate::host_tensor::ElemType;
use crate::kernel::Kernel;

/// A register index.
pub type Reg = u32;

/// A tensor type at the ABI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorType {
    /// Element type.
    pub dtype: ElemType,
    /// Dimensions.
    pub shape: Vec<u64>,
}

impl TensorType {
    /// Number of elements.
    pub fn elements(&self) -> u64 {
        self.shape.iter().fold(1u64, |a, &d| a.saturating_mul(d))
    }
    /// Bytes.
    pub fn bytes(&self) -> u64 {
        self.elements()
            .saturating_mul(self.dtype.byte_size() as u64)
    }
    /// `2x3xf32` (IREE's spelling).
    pub fn to_iree(&self) -> String {
        let mut s = String::new();
        for d in &self.shape {
            s.push_str(&format!("{d}x"));
        }
        s.push_str(self.dtype.name());
        s
    }
    /// `tensor<2x3xf32>`.
    pub fn to_mlir(&self) -> String {
        format!("tensor<{}>", self.to_iree())
    }
}

/// A function argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgDef {
    /// Type.
    pub ty: TensorType,
    /// Result index this argument's buffer receives in place (`abi.output`, `iree.abi.output`,
    /// `tf.aliasing_output`).
    pub output: Option<u32>,
    /// Whether the callee takes ownership (`abi.consume`).
    pub consume: bool,
    /// The argument's attributes as printed in the source, for dumps.
    pub attrs: String,
}

/// A function result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultDef {
    /// Type.
    pub ty: TensorType,
    /// Attributes as printed in the source.
    pub attrs: String,
}

/// One transient buffer of the static memory plan (for dumps and traces).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanSlot {
    /// Arena offset.
    pub offset: u64,
    /// Bytes.
    pub size: u64,
    /// Instruction index that writes it.
    pub def: u32,
    /// Instruction index of its last use.
    pub last_use: u32,
}

/// The memory plan of a function.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct MemoryPlan {
    /// Arena bytes (transients).
    pub arena_bytes: u64,
    /// Kernel scratch bytes, placed after the arena.
    pub scratch_bytes: u64,
    /// Liveness lower bound of the arena.
    pub lower_bound_bytes: u64,
    /// Bytes of results allocated per call.
    pub output_bytes: u64,
    /// Bytes of results written into arguments in place.
    pub aliased_bytes: u64,
    /// Bytes of constants read.
    pub constant_bytes: u64,
    /// Transient slots.
    pub slots: Vec<PlanSlot>,
}

/// One bytecode instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Instr {
    /// `dst` = the call's arena (arena plus scratch), allocated once per call.
    Arena {
        /// Destination register.
        dst: Reg,
    },
    /// `dst` = constant `index` (read-only, in the mapped file).
    Const {
        /// Destination register.
        dst: Reg,
        /// Constant index.
        index: u32,
    },
    /// `dst` = a fresh buffer of `bytes` from the pool (a result).
    Alloc {
        /// Destination register.
        dst: Reg,
        /// Size.
        bytes: u64,
    },
    /// `dst` = bytes `offset..offset + bytes` of `src`.
    View {
        /// Destination register.
        dst: Reg,
        /// Source register.
        src: Reg,
        /// Byte offset.
        offset: u64,
        /// Byte length.
        bytes: u64,
    },
    /// Run kernel `kernel` over the buffers in `bindings`.
    Dispatch {
        /// Kernel index.
        kernel: u32,
        /// One register per kernel binding.
        bindings: Vec<Reg>,
    },
    /// Copy all of `src` into `dst` (equal lengths).
    Copy {
        /// Destination.
        dst: Reg,
        /// Source.
        src: Reg,
    },
    /// Fill `dst` with a byte.
    Fill {
        /// Destination.
        dst: Reg,
        /// Byte value.
        byte: u8,
    },
    /// The last use of `reg`: drop its reference (a pooled buffer returns to the pool when no
    /// reference is left).
    Dealloc {
        /// Register.
        reg: Reg,
    },
    /// `dst` names the same buffer as argument register `src` (`hal.tensor.alias`): results written
    /// in place into an argument.
    Alias {
        /// Destination register.
        dst: Reg,
        /// Source register.
        src: Reg,
    },
    /// Call function `func`.
    Call {
        /// Function index.
        func: u32,
        /// Argument registers.
        args: Vec<Reg>,
        /// Result registers.
        results: Vec<Reg>,
    },
    /// Continue at instruction `target` (a loop's back edge, the end of a branch).
    Jump {
        /// Instruction index.
        target: u32,
    },
    /// Continue at `target` when the first byte of `cond` (an `i1` tensor) is zero (a loop's
    /// exit, an `if`'s false branch); otherwise at the next instruction.
    BranchFalse {
        /// The predicate buffer.
        cond: Reg,
        /// Instruction index.
        target: u32,
    },
    /// Continue at `targets[i]`, where `i` is the little-endian `i32` in `index` (a `case`); an
    /// `i` out of range takes the last target.
    Switch {
        /// The index buffer.
        index: Reg,
        /// Instruction indices, one per branch (at least one).
        targets: Vec<u32>,
    },
    /// Return these registers as results.
    Return {
        /// Result registers.
        regs: Vec<Reg>,
    },
    /// A run-time check (`check.expect_*`, `stablehlo.custom_call @check.*`): compares `actual`
    /// with `expected` under the rule of `check`; a mismatch stops the call with an error of class
    /// [`super::ErrorKind::Check`] (E0601), naming the check, its location, the first index that
    /// differs and both values. What the check needs beyond its registers is boxed, so that every
    /// instruction stays small in memory (the largest variant sets the size of all).
    Check {
        /// The value computed.
        actual: Reg,
        /// The value expected.
        expected: Reg,
        /// The type, rule, spelling and location of the check.
        check: Box<CheckDef>,
    },
    /// A collective between the processes of a group (`stablehlo.all_reduce`, `all_gather`, ...):
    /// reads `operands`, writes `results` (buffers defined before it, as a dispatch's are),
    /// through the call's channel. A dispatch of its own: every process of the group issues the
    /// same collectives in the same order. Boxed, as a check's payload is.
    Collective(Box<CollectiveDef>),
    /// Writes this process's replica id (`partition` false) or partition id (true) into `dst`, a
    /// `ui32` scalar (`stablehlo.replica_id`, `partition_id`).
    ProcessId {
        /// The result buffer (4 bytes).
        dst: Reg,
        /// The partition id rather than the replica id.
        partition: bool,
    },
    /// `interpreter.run_parallel`: calls one function per process of a `replicas x partitions`
    /// grid, each on a thread of its own over one in-process channel, and gathers their results.
    Parallel(Box<ParallelDef>),
    /// `stablehlo.send`, `recv`, `infeed` or `outfeed` inside a process of a [`Instr::Parallel`]:
    /// moves whole buffers through the `Parallel`'s queues (one FIFO per channel id, the infeed
    /// and the outfeed queue), as the StableHLO interpreter does. The ops' tokens carry no data
    /// and are not registers: the VM runs instructions in program order, which is all a token
    /// orders. Boxed, as a collective's payload is.
    Transfer(Box<TransferDef>),
    /// Copies the current value of global `global` into `dst`, a buffer of its size
    /// (`ml_program.global_load`: a later store does not change what was loaded).
    GlobalLoad {
        /// Destination.
        dst: Reg,
        /// Index into [`ModuleDef::globals`].
        global: u32,
    },
    /// Copies all of `src` into global `global`, which is mutable and of `src`'s size
    /// (`ml_program.global_store`).
    GlobalStore {
        /// Index into [`ModuleDef::globals`].
        global: u32,
        /// Source.
        src: Reg,
    },
    /// Instrumentation: hands the tensor in a register to the module's
    /// [`crate::probe::Observer`] (`interpreter.print`, `interpreter.probe`), or compares it with
    /// what a probe recorded (`check.expect_serialized_eq`). Boxed, as a check's payload is.
    Probe(Box<ProbeDef>),
}

impl Instr {
    /// Every instruction kind's name (as `irvm dump` and the profile print it), in the order of
    /// [`Instr::kind`].
    pub const KIND_NAMES: [&'static str; 22] = [
        "arena",
        "const",
        "alloc",
        "view",
        "dispatch",
        "copy",
        "fill",
        "dealloc",
        "alias",
        "call",
        "jump",
        "branch_false",
        "switch",
        "return",
        "check",
        "collective",
        "process_id",
        "parallel",
        "transfer",
        "global_load",
        "global_store",
        "probe",
    ];

    /// The instruction's kind: its index in [`Instr::KIND_NAMES`].
    pub fn kind(&self) -> usize {
        match self {
            Instr::Arena { .. } => 0,
            Instr::Const { .. } => 1,
            Instr::Alloc { .. } => 2,
            Instr::View { .. } => 3,
            Instr::Dispatch { .. } => 4,
            Instr::Copy { .. } => 5,
            Instr::Fill { .. } => 6,
            Instr::Dealloc { .. } => 7,
            Instr::Alias { .. } => 8,
            Instr::Call { .. } => 9,
            Instr::Jump { .. } => 10,
            Instr::BranchFalse { .. } => 11,
            Instr::Switch { .. } => 12,
            Instr::Return { .. } => 13,
            Instr::Check { .. } => 14,
            Instr::Collective(_) => 15,
            Instr::ProcessId { .. } => 16,
            Instr::Parallel(_) => 17,
            Instr::Transfer(_) => 18,
            Instr::GlobalLoad { .. } => 19,
            Instr::GlobalStore { .. } => 20,
            Instr::Probe(_) => 21,
        }
    }
}

/// What a [`Instr::Check`] compares and how it names itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckDef {
    /// The type of both values.
    pub ty: TensorType,
    /// How they are compared.
    pub rule: CheckRule,
    /// The check as written (`check.expect_close`, `custom_call @check.expect_eq`).
    pub spelling: String,
    /// Where it is in the source (`file:line:col`).
    pub loc: String,
}

pub use element::check::CheckRule;

/// What an [`Instr::Probe`] reads and what it does with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProbeDef {
    /// The register read.
    pub src: Reg,
    /// Its tensor type.
    pub ty: TensorType,
    /// What is done with it.
    pub action: ProbeAction,
    /// Where the op is in the source (`file:line:col`).
    pub loc: String,
}

/// The three instrumentation ops.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProbeAction {
    /// `interpreter.print`: the tensor's text as the StableHLO interpreter prints it, after
    /// `name` (the operand as the source names it, `%0`; empty when it has no name there).
    Print {
        /// The operand's source name.
        name: String,
    },
    /// `interpreter.probe`: records the tensor as the next iteration of probe `id`.
    Record {
        /// The `probe_id`.
        id: String,
    },
    /// `check.expect_serialized_eq`: the tensor equals (element for element, of the same type)
    /// what probe `id` recorded at `iteration`; otherwise the call stops with a check error
    /// (E0601).
    Expect {
        /// The `probe_id`.
        id: String,
        /// Which of its records, from 0.
        iteration: u32,
    },
}

/// Which collective a [`Instr::Collective`] runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CollectiveKind {
    /// `all_reduce`: every member gets the reduction of every member's operand.
    AllReduce,
    /// `all_gather` along [`CollectiveDef::dim`].
    AllGather,
    /// `all_to_all`: split along [`CollectiveDef::dim`], concatenated along
    /// [`CollectiveDef::concat_dim`].
    AllToAll,
    /// `reduce_scatter` along [`CollectiveDef::dim`].
    ReduceScatter,
    /// `collective_broadcast` from the group's first member.
    CollectiveBroadcast,
    /// `collective_reduce`: the group's first member gets the reduction, the others zeros.
    CollectiveReduce,
    /// `collective_permute` by [`CollectiveDef::pairs`].
    CollectivePermute,
}

impl CollectiveKind {
    /// The op's name (as `irvm dump` and errors print it).
    pub fn name(self) -> &'static str {
        match self {
            CollectiveKind::AllReduce => "all_reduce",
            CollectiveKind::AllGather => "all_gather",
            CollectiveKind::AllToAll => "all_to_all",
            CollectiveKind::ReduceScatter => "reduce_scatter",
            CollectiveKind::CollectiveBroadcast => "collective_broadcast",
            CollectiveKind::CollectiveReduce => "collective_reduce",
            CollectiveKind::CollectivePermute => "collective_permute",
        }
    }

    /// Whether it reduces (and so needs [`CollectiveDef::op`]).
    pub fn reduces(self) -> bool {
        match self {
            CollectiveKind::AllReduce
            | CollectiveKind::ReduceScatter
            | CollectiveKind::CollectiveReduce => true,
            CollectiveKind::AllGather
            | CollectiveKind::AllToAll
            | CollectiveKind::CollectiveBroadcast
            | CollectiveKind::CollectivePermute => false,
        }
    }
}

/// What a [`Instr::Collective`] does: operand `i` (of type `types[i]`) gives result `i`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CollectiveDef {
    /// The collective.
    pub kind: CollectiveKind,
    /// The process groups: an index into [`GridDef::groups`].
    pub group: u32,
    /// The reduction of a reducing kind (its region's one binary op); `None` for the others.
    pub op: Option<element::ops::BinaryOp>,
    /// `all_gather_dim`, `reduce_scatter`'s `scatter_dimension`, `all_to_all`'s
    /// `split_dimension` (0 for the other kinds).
    pub dim: u32,
    /// `all_to_all`'s `concat_dimension` (0 for the other kinds).
    pub concat_dim: u32,
    /// `collective_permute`'s (source, target) pairs, as positions in the group's rows.
    pub pairs: Vec<(u32, u32)>,
    /// The operands' types.
    pub types: Vec<TensorType>,
    /// Operand registers (read).
    pub operands: Vec<Reg>,
    /// Result registers (written; defined before the instruction).
    pub results: Vec<Reg>,
    /// `collective_broadcast` with `has_dynamic_root`: the register of the roots (one integer of
    /// this type per operand, an index into the process's group), read when it runs; `None`:
    /// the group's first process.
    pub root: Option<(Reg, crate::host_tensor::ElemType)>,
}

/// What a [`Instr::Parallel`] runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParallelDef {
    /// Rows of the grid.
    pub replicas: u32,
    /// Columns of the grid.
    pub partitions: u32,
    /// One function per process, replica-major; each takes the next arguments of `args` and
    /// gives the next results of `results`.
    pub programs: Vec<u32>,
    /// Argument registers, every program's in turn.
    pub args: Vec<Reg>,
    /// Result registers, every program's in turn (defined by the instruction).
    pub results: Vec<Reg>,
    /// The infeed queue's buffers, in order (the results of `run_parallel`'s `infeed`
    /// functions, called before it); the processes' `infeed`s take them.
    pub infeed: Vec<Reg>,
}

/// Which transfer a [`Instr::Transfer`] runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TransferKind {
    /// `stablehlo.send`: the buffers go onto the FIFO of [`TransferDef::channel`] (it does not
    /// wait for the receiver).
    Send,
    /// `stablehlo.recv`: takes the next message of [`TransferDef::channel`] (from any process),
    /// waiting for one.
    Recv,
    /// `stablehlo.infeed`: takes the next buffers of the infeed queue.
    Infeed,
    /// `stablehlo.outfeed`: puts the buffers onto the outfeed queue.
    Outfeed,
}

impl TransferKind {
    /// The op's name (`send`, `recv`, `infeed`, `outfeed`).
    pub fn name(self) -> &'static str {
        match self {
            TransferKind::Send => "send",
            TransferKind::Recv => "recv",
            TransferKind::Infeed => "infeed",
            TransferKind::Outfeed => "outfeed",
        }
    }

    /// Whether it writes its registers (`recv`, `infeed`) rather than reading them.
    pub fn receives(self) -> bool {
        match self {
            TransferKind::Recv | TransferKind::Infeed => true,
            TransferKind::Send | TransferKind::Outfeed => false,
        }
    }
}

/// What a [`Instr::Transfer`] moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TransferDef {
    /// The transfer.
    pub kind: TransferKind,
    /// The channel id of a `send` or `recv` (`channel_handle`'s handle; 0 for infeed/outfeed).
    pub channel: i64,
    /// The data's types (the op's operands or results without the token).
    pub types: Vec<TensorType>,
    /// The data registers: read by `send`/`outfeed`; written by `recv`/`infeed` (buffers defined
    /// before it, as a collective's results are).
    pub regs: Vec<Reg>,
}

/// One table of process groups: each row the ranks of one group in group order, padded at its
/// end with -1 when rows are ragged, over a world of `world` processes.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GroupTableDef {
    /// The number of processes the ranks index.
    pub world: u32,
    /// The groups.
    pub rows: Vec<Vec<i64>>,
}

/// The `.vmfb` grid section: the process grid a module's entry functions run on and the group
/// tables its collectives name. Absent from modules without collectives or a declared grid.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GridDef {
    /// `mhlo.num_replicas`.
    pub replicas: u32,
    /// `mhlo.num_partitions`.
    pub partitions: u32,
    /// The group tables, in the order every process splits its world channel by them.
    pub groups: Vec<GroupTableDef>,
}

/// How one argument or result of a per-process program is split across the processes:
/// dimension `dim` in equal blocks along mesh axis `axis` (`dist.shard = array<i64: dim, axis>`,
/// written by `localize-manual`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardDef {
    /// The split dimension of the value.
    pub dim: u32,
    /// The mesh axis (an index into [`PlacementDef::mesh`]).
    pub axis: u32,
}

/// The `dist.shard` marks of one function's arguments and results (`None`: every process holds
/// the whole value).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct FunctionPlacementDef {
    /// The function's index in [`ModuleDef::functions`].
    pub function: u32,
    /// One per argument.
    pub args: Vec<Option<ShardDef>>,
    /// One per result.
    pub results: Vec<Option<ShardDef>>,
}

/// The `.vmfb` placement section: the mesh (`dist.mesh`, its axis sizes; a process's rank is its
/// row-major index in the mesh) and the functions whose arguments or results are split, so that
/// a launcher's processes can each take their block of the global inputs. Absent from modules
/// without `dist.shard` marks; written after the grid section (a module with it always has one).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PlacementDef {
    /// The mesh's axis sizes, outermost first (their product is the grid's size).
    pub mesh: Vec<u64>,
    /// The functions with marks, by increasing index.
    pub functions: Vec<FunctionPlacementDef>,
}

impl PlacementDef {
    /// The marks of function `index`, if it has any.
    pub fn of_function(&self, index: usize) -> Option<&FunctionPlacementDef> {
        self.functions.iter().find(|f| f.function as usize == index)
    }

    /// Which block of a value split as `s` the process of rank `rank` holds, and how many blocks
    /// there are (the same rule as the reference's `Placement::block`).
    pub fn block(&self, s: ShardDef, rank: u64) -> (u64, u64) {
        let axis = s.axis as usize;
        let inner: u64 = self.mesh[axis + 1..].iter().product();
        let n = self.mesh[axis];
        ((rank / inner) % n, n)
    }
}

/// A compiled function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionDef {
    /// Symbol name.
    pub name: String,
    /// Whether it may be called from outside.
    pub public: bool,
    /// Arguments (registers `0..args.len()`).
    pub args: Vec<ArgDef>,
    /// Results.
    pub results: Vec<ResultDef>,
    /// Number of registers.
    pub num_regs: u32,
    /// The memory plan.
    pub plan: MemoryPlan,
    /// The code.
    pub code: Vec<Instr>,
    /// One source location per instruction (`file:line:col`), for errors and traces.
    pub locs: Vec<String>,
}

/// A constant tensor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstDef {
    /// Type.
    pub ty: TensorType,
    /// Byte offset in the data segment (64-byte aligned).
    pub offset: u64,
    /// Byte length.
    pub bytes: u64,
}

/// A module global (`ml_program.global`, `util.global`): its value lives in the loaded module
/// (the module instance) and persists between calls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalDef {
    /// Symbol name.
    pub name: String,
    /// Type.
    pub ty: TensorType,
    /// Whether `GlobalStore` may write it.
    pub mutable: bool,
    /// The constant holding its initial value, or [`NO_INITIAL_VALUE`] for zeros.
    pub init: u32,
}

/// [`GlobalDef::init`] of a global without an initial value: it starts as zeros.
pub const NO_INITIAL_VALUE: u32 = u32::MAX;

/// A module: what a `.vmfb` holds.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ModuleDef {
    /// Module name.
    pub name: String,
    /// The source file it was compiled from.
    pub source: String,
    /// Kernels.
    pub kernels: Vec<Kernel>,
    /// Functions.
    pub functions: Vec<FunctionDef>,
    /// Constants (their bytes live in the data segment).
    pub constants: Vec<ConstDef>,
    /// The grid section (written only when present).
    pub grid: Option<GridDef>,
    /// The globals section (written only when the module has globals).
    pub globals: Vec<GlobalDef>,
    /// The placement section (written only when present, after the grid section).
    pub placement: Option<PlacementDef>,
}
