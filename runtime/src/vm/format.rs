//! The `.vmfb` file format.
//!
//! ```text
//! offset  size  field
//! 0       8     magic "IRVMFB\0\n"
//! 8       4     format version (little-endian u32)
//! 12      4     CRC-32 of bytes 16..end
//! 16      8     metadata length M
//! 24      8     data segment offset D (a multiple of 64)
//! 32      8     data segment length L
//! 40      24    zero
//! 64      M     metadata: the ModuleDef (kernels, functions, plans, locations), little-endian
//! D       L     constants, each at a 64-byte-aligned offset
//! ```
//!
//! The file is exactly `D + L` bytes. Decoding treats every byte as hostile: lengths are checked
//! against what remains before anything is allocated, enum tags against their tables, and the
//! loader ([`super::loader`]) validates the decoded module before anything runs.
//!
//! Every enum is written as an explicit, stable one-byte tag: element types and elementwise ops
//! with the tags of their tables in the `element` crate (`ElemType::wire_tag`,
//! `UnaryOp::wire_tag`, ...), kernel steps with the tags of their table (`kernel::steps`),
//! expression nodes, instructions, check rules and LAPACK routines with the tags of their
//! `tagged_codec!` rows below (each tag written once, for both directions), buffers with the
//! literal tags of their codec. A tag no table gives is a decode error; a variant without a tag
//! does not compile. Version history: 1, the first format; 2, explicit
//! element type and op tags (version 1 wrote list positions), `complex`/`f16`/`bf16` and the
//! narrow types, `reduce_precision` nodes, compare types, byte copies, dynamic slices and checks.

use super::bytecode::*;
use super::VmError;
use crate::host_tensor::ElemType;
use crate::kernel::*;

/// The magic bytes.
pub const MAGIC: &[u8; 8] = b"IRVMFB\0\n";
/// The format version this build writes and reads.
pub const VERSION: u32 = 3;
/// Header size.
pub const HEADER: usize = 64;

/// A decoding error (before the location is added).
pub type DecodeResult<T> = Result<T, String>;

/// Byte writer.
#[derive(Default)]
pub struct Writer {
    /// The bytes written.
    pub buf: Vec<u8>,
    /// With `Some`, the (offset, width) of every integer written (tags, lengths, sizes, indices,
    /// strides): what [`field_positions`] reports.
    pub fields: Option<Vec<(usize, usize)>>,
}

/// Byte reader over untrusted input. It counts the heap bytes the decoded values hold (every
/// list's and string's storage, every box), and fails before an allocation that would take that
/// count past its limit.
pub struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
    held: u64,
    limit: u64,
    over_limit: bool,
}

impl<'a> Reader<'a> {
    /// A reader over `data`, with no limit on what the decoded values hold.
    pub fn new(data: &'a [u8]) -> Self {
        Self::with_limit(data, u64::MAX)
    }
    /// A reader over `data` whose decoded values may hold at most `limit` heap bytes.
    pub fn with_limit(data: &'a [u8], limit: u64) -> Self {
        Reader {
            data,
            pos: 0,
            held: 0,
            limit,
            over_limit: false,
        }
    }
    /// Heap bytes the values decoded so far hold.
    pub fn held(&self) -> u64 {
        self.held
    }
    /// Counts `bytes` the decoded values are about to hold; an error (and nothing allocated)
    /// past the limit.
    fn hold(&mut self, bytes: usize) -> DecodeResult<()> {
        let held = self.held.saturating_add(bytes as u64);
        if held > self.limit {
            self.over_limit = true;
            return Err(format!(
                "the decoded module would hold more than the {} bytes of host memory available to it",
                self.limit
            ));
        }
        self.held = held;
        Ok(())
    }
    fn take(&mut self, n: usize) -> DecodeResult<&'a [u8]> {
        if self.data.len() - self.pos < n {
            return Err(format!(
                "metadata ends early (needed {n} bytes at offset {}, {} left)",
                self.pos + HEADER,
                self.data.len() - self.pos
            ));
        }
        let s = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }
    fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }
}

/// Encoding and decoding of one type.
pub trait Codec: Sized {
    /// Appends the encoding.
    fn enc(&self, w: &mut Writer);
    /// Decodes one value.
    fn dec(r: &mut Reader) -> DecodeResult<Self>;
}

macro_rules! int_codec {
    ($($t:ty),*) => {$(
        impl Codec for $t {
            fn enc(&self, w: &mut Writer) {
                if let Some(f) = &mut w.fields {
                    f.push((w.buf.len(), std::mem::size_of::<$t>()));
                }
                w.buf.extend_from_slice(&self.to_le_bytes());
            }
            fn dec(r: &mut Reader) -> DecodeResult<Self> {
                let b = r.take(std::mem::size_of::<$t>())?;
                Ok(<$t>::from_le_bytes(b.try_into().map_err(|_| "bad integer".to_string())?))
            }
        }
    )*};
}
int_codec!(u8, u32, u64, i64, u128);

impl Codec for bool {
    fn enc(&self, w: &mut Writer) {
        (*self as u8).enc(w)
    }
    fn dec(r: &mut Reader) -> DecodeResult<Self> {
        match u8::dec(r)? {
            0 => Ok(false),
            1 => Ok(true),
            x => Err(format!("bad boolean {x}")),
        }
    }
}

impl Codec for String {
    fn enc(&self, w: &mut Writer) {
        (self.len() as u32).enc(w);
        w.buf.extend_from_slice(self.as_bytes());
    }
    fn dec(r: &mut Reader) -> DecodeResult<Self> {
        let n = u32::dec(r)? as usize;
        let b = r.take(n)?;
        r.hold(n)?;
        String::from_utf8(b.to_vec()).map_err(|_| "a string is not UTF-8".to_string())
    }
}

impl<T: Codec> Codec for Vec<T> {
    fn enc(&self, w: &mut Writer) {
        (self.len() as u32).enc(w);
        for x in self {
            x.enc(w);
        }
    }
    fn dec(r: &mut Reader) -> DecodeResult<Self> {
        let n = u32::dec(r)? as usize;
        if n > r.remaining() {
            return Err(format!(
                "a list claims {n} entries, more than the bytes left"
            ));
        }
        // Reserve no more memory than the bytes left could fill (each entry takes at least one
        // encoded byte, but may be far larger in memory); beyond that the vector grows with the
        // entries actually decoded (doubling, never past the claimed count), so memory stays in
        // proportion to the bytes read. Every reservation is counted before it is made.
        let size = std::mem::size_of::<T>();
        let cap = list_capacity::<T>(n, r.remaining());
        r.hold(cap.saturating_mul(size))?;
        let mut v = Vec::with_capacity(cap);
        for _ in 0..n {
            if v.len() == v.capacity() {
                let more = v.capacity().max(4).min(n - v.len());
                r.hold(more.saturating_mul(size))?;
                v.reserve_exact(more);
            }
            v.push(T::dec(r)?);
        }
        Ok(v)
    }
}

/// The capacity to reserve for a list that claims `claimed` entries with `remaining` bytes left:
/// never more memory than those bytes (an entry takes at least one encoded byte but may be far
/// larger in memory).
fn list_capacity<T>(claimed: usize, remaining: usize) -> usize {
    claimed.min(remaining / std::mem::size_of::<T>().max(1))
}

impl<T: Codec> Codec for Box<T> {
    fn enc(&self, w: &mut Writer) {
        (**self).enc(w)
    }
    fn dec(r: &mut Reader) -> DecodeResult<Self> {
        r.hold(std::mem::size_of::<T>())?;
        Ok(Box::new(T::dec(r)?))
    }
}

impl<T: Codec> Codec for Option<T> {
    fn enc(&self, w: &mut Writer) {
        match self {
            None => 0u8.enc(w),
            Some(x) => {
                1u8.enc(w);
                x.enc(w)
            }
        }
    }
    fn dec(r: &mut Reader) -> DecodeResult<Self> {
        match u8::dec(r)? {
            0 => Ok(None),
            1 => Ok(Some(T::dec(r)?)),
            x => Err(format!("bad option tag {x}")),
        }
    }
}

impl<A: Codec, B: Codec> Codec for (A, B) {
    fn enc(&self, w: &mut Writer) {
        self.0.enc(w);
        self.1.enc(w);
    }
    fn dec(r: &mut Reader) -> DecodeResult<Self> {
        Ok((A::dec(r)?, B::dec(r)?))
    }
}

impl<A: Codec, B: Codec, C: Codec, D: Codec> Codec for (A, B, C, D) {
    fn enc(&self, w: &mut Writer) {
        self.0.enc(w);
        self.1.enc(w);
        self.2.enc(w);
        self.3.enc(w);
    }
    fn dec(r: &mut Reader) -> DecodeResult<Self> {
        Ok((A::dec(r)?, B::dec(r)?, C::dec(r)?, D::dec(r)?))
    }
}

/// Codecs of the enums whose tables give each case a stable wire tag (element types and the
/// element crate's op families): the tag is written, and a tag the table does not give is a decode
/// error naming the enum.
macro_rules! tagged_enum {
    ($($t:ty),* $(,)?) => {$(
        impl Codec for $t {
            fn enc(&self, w: &mut Writer) {
                self.wire_tag().enc(w)
            }
            fn dec(r: &mut Reader) -> DecodeResult<Self> {
                let tag = u8::dec(r)?;
                <$t>::from_wire_tag(tag)
                    .ok_or_else(|| format!("unknown {} tag {tag}", stringify!($t)))
            }
        }
    )*};
}

tagged_enum!(
    ElemType,
    UnaryOp,
    BinaryOp,
    CompareDirection,
    CompareType,
    RngAlgorithm
);

impl Codec for f64 {
    fn enc(&self, w: &mut Writer) {
        self.to_bits().enc(w)
    }
    fn dec(r: &mut Reader) -> DecodeResult<Self> {
        Ok(f64::from_bits(u64::dec(r)?))
    }
}

macro_rules! struct_codec {
    ($t:ident { $($f:ident),* $(,)? }) => {
        impl Codec for $t {
            fn enc(&self, w: &mut Writer) {
                $(self.$f.enc(w);)*
            }
            fn dec(r: &mut Reader) -> DecodeResult<Self> {
                Ok($t { $($f: Codec::dec(r)?,)* })
            }
        }
    };
}

struct_codec!(BufDecl {
    dtype,
    elements,
    writable
});
struct_codec!(IndexMap { offset, strides });
struct_codec!(Expr { types, nodes });
struct_codec!(MatRef {
    buf,
    offset,
    rs,
    cs
});
struct_codec!(ConvDesc {
    lhs_shape,
    rhs_shape,
    out_shape,
    lhs_b,
    lhs_f,
    lhs_sp,
    rhs_i,
    rhs_o,
    rhs_sp,
    out_b,
    out_f,
    out_sp,
    strides,
    pad_lo,
    lhs_dil,
    rhs_dil,
    reverse,
    feature_groups,
    batch_groups
});
struct_codec!(GatherDesc {
    operand_shape,
    indices_shape,
    out_shape,
    offset_dims,
    collapsed,
    operand_batching,
    indices_batching,
    start_index_map,
    index_vector_dim,
    slice_sizes
});
struct_codec!(ScatterDesc {
    operand_shape,
    indices_shape,
    updates_shape,
    update_window_dims,
    inserted,
    input_batching,
    indices_batching,
    to_operand,
    index_vector_dim
});
struct_codec!(Body { expr, results });
struct_codec!(Kernel {
    name,
    bindings,
    scratch,
    steps
});
struct_codec!(TensorType { dtype, shape });
struct_codec!(ArgDef {
    ty,
    output,
    consume,
    attrs
});
struct_codec!(ResultDef { ty, attrs });
struct_codec!(PlanSlot {
    offset,
    size,
    def,
    last_use
});
struct_codec!(MemoryPlan {
    arena_bytes,
    scratch_bytes,
    lower_bound_bytes,
    output_bytes,
    aliased_bytes,
    constant_bytes,
    slots
});
struct_codec!(FunctionDef {
    name,
    public,
    args,
    results,
    num_regs,
    plan,
    code,
    locs
});
struct_codec!(ConstDef { ty, offset, bytes });
struct_codec!(CheckDef {
    ty,
    rule,
    spelling,
    loc
});

/// The codec of an enum whose variants carry fields: each row gives a variant its stable wire tag
/// and lists its fields in wire order (`{ named }`, `( positional )`, or `{}` for none, with
/// `+ pad` for a zero byte after them, read back whatever its value). The tag is written, then the
/// fields; a tag no row gives is the decode error `"{what} {tag}"`. Each tag is written once.
macro_rules! tagged_codec {
    ($t:ident, $what:literal, { $($tag:literal => $v:ident $body:tt $(+ $pad:ident)?),* $(,)? }) => {
        impl Codec for $t {
            fn enc(&self, w: &mut Writer) {
                match self {
                    $(tagged_codec!(@pat $t $v $body) => {
                        let tag: u8 = $tag;
                        tag.enc(w);
                        tagged_codec!(@enc w $body);
                        $(tagged_codec!(@pad_enc w $pad);)?
                    })*
                }
            }
            fn dec(r: &mut Reader) -> DecodeResult<Self> {
                match u8::dec(r)? {
                    $($tag => {
                        let v = tagged_codec!(@dec r $t $v $body);
                        $(tagged_codec!(@pad_dec r $pad);)?
                        Ok(v)
                    })*
                    t => Err(format!("{} {t}", $what)),
                }
            }
        }
    };
    (@pat $t:ident $v:ident {}) => { $t::$v };
    (@pat $t:ident $v:ident { $($f:ident),* }) => { $t::$v { $($f),* } };
    (@pat $t:ident $v:ident ( $($f:ident),* )) => { $t::$v ( $($f),* ) };
    (@enc $w:ident { $($f:ident),* }) => { $(Codec::enc($f, $w);)* };
    (@enc $w:ident ( $($f:ident),* )) => { $(Codec::enc($f, $w);)* };
    (@dec $r:ident $t:ident $v:ident {}) => { $t::$v };
    (@dec $r:ident $t:ident $v:ident { $($f:ident),* }) => {
        $t::$v { $($f: Codec::dec($r)?),* }
    };
    (@dec $r:ident $t:ident $v:ident ( $($f:ident),* )) => {
        $t::$v ( $(tagged_codec!(@field $r $f)),* )
    };
    (@field $r:ident $f:ident) => { Codec::dec($r)? };
    (@pad_enc $w:ident pad) => { 0u8.enc($w) };
    (@pad_dec $r:ident pad) => { let _: u8 = Codec::dec($r)?; };
}

tagged_codec!(CheckRule, "bad check rule tag", {
    1 => Eq {},
    2 => AlmostEq { tolerance },
    3 => Close { min_ulp, max_ulp },
    4 => AllClose { atol, rtol },
    5 => Ne {},
});

tagged_codec!(FftKind, "unknown FftKind tag", {
    0 => Fft {},
    1 => Ifft {},
    2 => Rfft {},
    3 => Irfft {},
});

tagged_codec!(Transpose, "unknown Transpose tag", {
    0 => No {},
    1 => Transpose {},
    2 => Adjoint {},
});

tagged_codec!(LapackRoutine, "unknown LapackRoutine tag", {
    0 => Potrf { lower },
    1 => Trsm { left_side, lower, transpose, unit_diagonal },
    2 => Getrf {},
    3 => Geqrf {},
    4 => Orgqr {},
    5 => Syevd { lower, vectors },
    6 => Gesdd { vectors, full },
});

impl Codec for Buf {
    fn enc(&self, w: &mut Writer) {
        match self {
            Buf::Binding(i) => (0u8, *i).enc(w),
            Buf::Scratch(i) => (1u8, *i).enc(w),
        }
    }
    fn dec(r: &mut Reader) -> DecodeResult<Self> {
        match <(u8, u32)>::dec(r)? {
            (0, i) => Ok(Buf::Binding(i)),
            (1, i) => Ok(Buf::Scratch(i)),
            (t, _) => Err(format!("bad buffer tag {t}")),
        }
    }
}

tagged_codec!(Node, "bad expression node tag", {
    0 => Load { buf, map },
    1 => Const(bits),
    2 => Iota { dim, scale, offset },
    3 => Param(p),
    4 => Unary(op, x),
    5 => Binary(op, a, b),
    6 => Compare { dir, ty, a, b },
    7 => Select(c, a, b) + pad,
    8 => Clamp(c, a, b) + pad,
    9 => Convert(x),
    10 => Bitcast(x),
    11 => ReducePrecision { x, exponent_bits, mantissa_bits },
});

tagged_codec!(Instr, "bad instruction tag", {
    0 => Arena { dst },
    1 => Const { dst, index },
    2 => Alloc { dst, bytes },
    3 => View { dst, src, offset, bytes },
    4 => Dispatch { kernel, bindings },
    5 => Copy { dst, src },
    6 => Fill { dst, byte },
    7 => Dealloc { reg },
    8 => Alias { dst, src },
    9 => Call { func, args, results },
    10 => Return { regs },
    11 => Check { actual, expected, check },
    12 => Jump { target },
    13 => BranchFalse { cond, target },
    14 => Switch { index, targets },
    15 => Collective(def),
    16 => ProcessId { dst, partition },
    17 => Parallel(def),
    18 => Transfer(def),
    30 => GlobalLoad { dst, global },
    31 => GlobalStore { global, src },
    32 => Probe(def),
});

struct_codec!(ProbeDef {
    src,
    ty,
    action,
    loc
});

tagged_codec!(ProbeAction, "unknown probe action tag", {
    0 => Print { name },
    1 => Record { id },
    2 => Expect { id, iteration },
});

tagged_codec!(TransferKind, "unknown transfer kind tag", {
    0 => Send {},
    1 => Recv {},
    2 => Infeed {},
    3 => Outfeed {},
});

struct_codec!(TransferDef {
    kind,
    channel,
    types,
    regs
});

tagged_codec!(CollectiveKind, "unknown collective kind tag", {
    0 => AllReduce {},
    1 => AllGather {},
    2 => AllToAll {},
    3 => ReduceScatter {},
    4 => CollectiveBroadcast {},
    5 => CollectiveReduce {},
    6 => CollectivePermute {},
});

struct_codec!(CollectiveDef {
    kind,
    group,
    op,
    dim,
    concat_dim,
    pairs,
    types,
    operands,
    results,
    root
});
struct_codec!(ParallelDef {
    replicas,
    partitions,
    programs,
    args,
    results,
    infeed
});
struct_codec!(GroupTableDef { world, rows });
struct_codec!(GridDef {
    replicas,
    partitions,
    groups
});
struct_codec!(GlobalDef {
    name,
    ty,
    mutable,
    init
});

struct_codec!(ShardDef { dim, axis });
struct_codec!(FunctionPlacementDef {
    function,
    args,
    results
});
struct_codec!(PlacementDef { mesh, functions });

/// The module: its parts in order, then the grid section, which only a module with collectives
/// or a declared process grid has, then the globals section, which only a module with globals
/// (or a placement section) has, then the placement section, which only a module with
/// `dist.shard` marks has (each written when present, read when bytes remain; so a module without
/// them has the bytes it had before the sections existed). A module with globals and no grid
/// writes the grid section as a 0 x 0 grid without groups, which stands for none (a real grid has
/// at least one process); a placement section needs a grid section before it, so a module with
/// one but no grid is written with a 1x1 grid, and with an empty globals section if it has none.
impl Codec for ModuleDef {
    fn enc(&self, w: &mut Writer) {
        self.name.enc(w);
        self.source.enc(w);
        self.kernels.enc(w);
        self.functions.enc(w);
        self.constants.enc(w);
        match (&self.grid, &self.placement) {
            (Some(g), _) => g.enc(w),
            // A placement section needs a grid: one process.
            (None, Some(_)) => GridDef {
                replicas: 1,
                partitions: 1,
                groups: vec![],
            }
            .enc(w),
            // Globals without a grid: a 0 x 0 grid stands for none.
            (None, None) if !self.globals.is_empty() => GridDef::default().enc(w),
            (None, None) => {}
        }
        // The globals section comes before the placement section, so a module with a placement
        // section writes it, empty if need be.
        if !self.globals.is_empty() || self.placement.is_some() {
            self.globals.enc(w);
        }
        if let Some(p) = &self.placement {
            p.enc(w);
        }
    }
    fn dec(r: &mut Reader) -> DecodeResult<Self> {
        let name = Codec::dec(r)?;
        let source = Codec::dec(r)?;
        let kernels = Codec::dec(r)?;
        let functions = Codec::dec(r)?;
        let constants = Codec::dec(r)?;
        let grid = if r.remaining() > 0 {
            Some(GridDef::dec(r)?).filter(|g| *g != GridDef::default())
        } else {
            None
        };
        let globals = if r.remaining() > 0 {
            Codec::dec(r)?
        } else {
            vec![]
        };
        let placement = if r.remaining() > 0 {
            Some(PlacementDef::dec(r)?)
        } else {
            None
        };
        Ok(ModuleDef {
            name,
            source,
            kernels,
            functions,
            constants,
            grid,
            globals,
            placement,
        })
    }
}

/// Serializes a module and its constant data (`data` must hold every constant at its offset).
pub fn write_module(m: &ModuleDef, data: &[u8]) -> Vec<u8> {
    let mut w = Writer::default();
    m.enc(&mut w);
    let meta = w.buf;
    let data_offset = (HEADER + meta.len()).div_ceil(64) * 64;
    let mut out = vec![0u8; data_offset];
    out[..8].copy_from_slice(MAGIC);
    out[8..12].copy_from_slice(&VERSION.to_le_bytes());
    out[16..24].copy_from_slice(&(meta.len() as u64).to_le_bytes());
    out[24..32].copy_from_slice(&(data_offset as u64).to_le_bytes());
    out[32..40].copy_from_slice(&(data.len() as u64).to_le_bytes());
    out[HEADER..HEADER + meta.len()].copy_from_slice(&meta);
    out.extend_from_slice(data);
    let crc = crc32fast::hash(&out[16..]);
    out[12..16].copy_from_slice(&crc.to_le_bytes());
    out
}

/// The (offset, width in bytes) of every integer field of `m`'s encoded metadata (every tag,
/// list length, size, index, offset and stride), offsets relative to the metadata's start (file
/// offset [`HEADER`]). A test overwrites one with a boundary value and reseals the checksum: a
/// field-wise edit of the decoded module without re-encoding.
pub fn field_positions(m: &ModuleDef) -> Vec<(usize, usize)> {
    let mut w = Writer {
        buf: Vec::new(),
        fields: Some(Vec::new()),
    };
    m.enc(&mut w);
    w.fields.unwrap_or_default()
}

/// Where the parts of a `.vmfb` are, after the header checks.
#[derive(Debug, Clone, Copy)]
pub struct Layout {
    /// Metadata byte range.
    pub meta: (usize, usize),
    /// Data segment byte range.
    pub data: (usize, usize),
}

/// Checks magic, version, sizes and checksum; returns where metadata and data are.
pub fn check_header(bytes: &[u8]) -> Result<Layout, String> {
    check_header_releasing(bytes, |_, _| Ok(()))
}

/// The bytes the checksum reads at a time before it lets [`check_header_releasing`]'s caller
/// release them: a multiple of every page size.
pub const CHECKSUM_CHUNK: usize = 4 << 20;

/// [`check_header`], calling `release(offset, len)` on each [`CHECKSUM_CHUNK`]-aligned range of
/// `bytes` once the checksum has read it (the last range may be shorter). A caller whose bytes are
/// a file mapping drops those pages there, so the checksum of a large file does not leave the whole
/// file resident in the process (the pages come back from the page cache when read again). An
/// error from `release` stops the check with its message.
pub fn check_header_releasing(
    bytes: &[u8],
    mut release: impl FnMut(usize, usize) -> Result<(), String>,
) -> Result<Layout, String> {
    if bytes.len() < HEADER {
        return Err(format!(
            "file is {} bytes, shorter than the {HEADER}-byte header (truncated, or not a .vmfb)",
            bytes.len()
        ));
    }
    if &bytes[..8] != MAGIC {
        return Err("not a .vmfb module (bad magic bytes)".into());
    }
    let version = u32::from_le_bytes(bytes[8..12].try_into().unwrap_or_default());
    if version != VERSION {
        return Err(format!(
            "module format version {version} is not supported: this irvm reads version {VERSION} (recompile the module with a matching irc)"
        ));
    }
    let u64_at = |o: usize| u64::from_le_bytes(bytes[o..o + 8].try_into().unwrap_or_default());
    let (meta_len, data_off, data_len) = (u64_at(16), u64_at(24), u64_at(32));
    let total = data_off.checked_add(data_len);
    if data_off % 64 != 0
        || meta_len
            .checked_add(HEADER as u64)
            .is_none_or(|e| e > data_off)
        || total.is_none()
    {
        return Err("corrupt header: inconsistent segment sizes".into());
    }
    if total != Some(bytes.len() as u64) {
        return Err(format!(
            "file is {} bytes but its header says {} (truncated or extended)",
            bytes.len(),
            total.unwrap_or(0)
        ));
    }
    let want = u32::from_le_bytes(bytes[12..16].try_into().unwrap_or_default());
    let mut crc = crc32fast::Hasher::new();
    for start in (0..bytes.len()).step_by(CHECKSUM_CHUNK) {
        let end = (start + CHECKSUM_CHUNK).min(bytes.len());
        crc.update(&bytes[start.max(16)..end]);
        release(start, end - start)?;
    }
    let got = crc.finalize();
    if want != got {
        return Err(format!(
            "checksum mismatch (header says {want:08x}, contents hash to {got:08x}): the file is corrupt or was edited"
        ));
    }
    Ok(Layout {
        meta: (HEADER, HEADER + meta_len as usize),
        data: (data_off as usize, (data_off + data_len) as usize),
    })
}

/// Decodes the metadata of a checked file.
pub fn decode_module(bytes: &[u8], layout: Layout) -> Result<ModuleDef, String> {
    decode_module_within(bytes, layout, u64::MAX)
        .map(|(m, _)| m)
        .map_err(|e| e.message)
}

/// Decodes the metadata of a checked file into a module that holds at most `limit` heap bytes;
/// returns it with the heap bytes it holds. Corrupt metadata is [`super::ErrorKind::Invalid`]; a
/// module whose decoded form would pass `limit` is [`super::ErrorKind::Memory`], found before the
/// allocation that would pass it.
pub fn decode_module_within(
    bytes: &[u8],
    layout: Layout,
    limit: u64,
) -> Result<(ModuleDef, u64), VmError> {
    let mut r = Reader::with_limit(&bytes[layout.meta.0..layout.meta.1], limit);
    let m = match ModuleDef::dec(&mut r) {
        Ok(m) => m,
        Err(e) if r.over_limit => return Err(VmError::memory(e)),
        Err(e) => return Err(VmError::invalid(format!("corrupt metadata: {e}"))),
    };
    if r.remaining() != 0 {
        return Err(VmError::invalid(format!(
            "corrupt metadata: {} trailing bytes",
            r.remaining()
        )));
    }
    Ok((m, r.held()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A list's reservation is bounded by the bytes left, not by the entries it claims times
    /// their in-memory size (a 100 MB file claiming 100 M steps reserved about 33 GB).
    #[test]
    fn a_list_reserves_no_more_than_the_bytes_left() {
        let step = std::mem::size_of::<Step>();
        assert!(
            step > 16,
            "a step is larger in memory than its smallest encoding"
        );
        for (claimed, left) in [
            (100 << 20, 100 << 20),
            (1 << 20, 4096),
            (10, 1 << 30),
            (0, 0),
        ] {
            let cap = list_capacity::<Step>(claimed, left);
            assert!(
                cap <= claimed && cap * step <= left,
                "{claimed} {left}: {cap}"
            );
        }
        assert_eq!(list_capacity::<u8>(10, 1 << 30), 10);
        // A list of u32 claiming more entries than bytes is a decode error, as before.
        let mut w = Writer::default();
        1000u32.enc(&mut w);
        w.buf.extend_from_slice(&[0u8; 100]);
        let e = Vec::<u32>::dec(&mut Reader::new(&w.buf)).unwrap_err();
        assert!(e.contains("claims 1000 entries"), "{e}");
    }

    /// An instruction is small in memory whatever its kind (a check's payload is boxed): the
    /// smallest instruction is 5 bytes in a file and this many in memory.
    #[test]
    fn instructions_are_compact() {
        assert!(
            std::mem::size_of::<Instr>() <= 56,
            "{}",
            std::mem::size_of::<Instr>()
        );
    }

    /// Decoding counts the heap bytes the module holds and stops before an allocation that would
    /// pass its limit (a memory error, not a corrupt module).
    #[test]
    fn decoding_stops_at_its_memory_limit() {
        let m = ModuleDef {
            name: "m".into(),
            source: "x".repeat(1000),
            constants: (0..1000)
                .map(|i| ConstDef {
                    ty: TensorType {
                        dtype: ElemType::F32,
                        shape: vec![1],
                    },
                    offset: 64 * i,
                    bytes: 4,
                })
                .collect(),
            ..Default::default()
        };
        let b = write_module(&m, &vec![0u8; 64 * 1000]);
        let layout = check_header(&b).unwrap();
        let (back, held) = decode_module_within(&b, layout, u64::MAX).unwrap();
        assert_eq!(back, m);
        // The name, the source, the constants' list and each constant's shape.
        let want =
            1 + 1000 + 1000 * std::mem::size_of::<ConstDef>() + 1000 * std::mem::size_of::<u64>();
        assert_eq!(held, want as u64);
        assert!(decode_module_within(&b, layout, held).is_ok());
        let e = decode_module_within(&b, layout, held - 1).unwrap_err();
        assert_eq!(e.kind, super::super::ErrorKind::Memory, "{e}");
        assert!(
            e.message.contains(&format!("the {} bytes", held - 1)),
            "{e}"
        );
    }

    /// The checksum hands back every byte it has read, in order, in chunks of
    /// [`CHECKSUM_CHUNK`], and still finds a change in the last chunk; an error from the release
    /// stops the check.
    #[test]
    fn the_checksum_releases_what_it_has_read() {
        let m = ModuleDef {
            name: "m".into(),
            ..Default::default()
        };
        let data_len = 2 * CHECKSUM_CHUNK + 12_345;
        let mut b = write_module(&m, &vec![7u8; data_len]);
        let mut ranges = vec![];
        let layout = check_header_releasing(&b, |o, l| {
            ranges.push((o, l));
            Ok(())
        })
        .unwrap();
        assert_eq!(layout.data.1, b.len());
        let mut next = 0;
        for &(o, l) in &ranges {
            assert_eq!((o, o % CHECKSUM_CHUNK), (next, 0), "{ranges:?}");
            assert!(l > 0 && l <= CHECKSUM_CHUNK, "{ranges:?}");
            next = o + l;
        }
        assert_eq!((next, ranges.len()), (b.len(), 3));
        let last = b.len() - 1;
        b[last] ^= 1;
        let e = check_header_releasing(&b, |_, _| Ok(())).unwrap_err();
        assert!(e.contains("checksum mismatch"), "{e}");
        b[last] ^= 1;
        let e = check_header_releasing(
            &b,
            |o, _| {
                if o > 0 {
                    Err("no".to_string())
                } else {
                    Ok(())
                }
            },
        )
        .unwrap_err();
        assert_eq!(e, "no");
    }

    /// Every integer of the encoding is reported once, in order, inside the metadata.
    #[test]
    fn field_positions_cover_the_integers_of_the_encoding() {
        let m = ModuleDef {
            name: "m".into(),
            constants: vec![ConstDef {
                ty: TensorType {
                    dtype: ElemType::F32,
                    shape: vec![3, 4],
                },
                offset: 64,
                bytes: 48,
            }],
            ..Default::default()
        };
        let mut w = Writer::default();
        m.enc(&mut w);
        let f = field_positions(&m);
        assert!(f.windows(2).all(|p| p[0].0 + p[0].1 <= p[1].0));
        let (at, width) = *f.last().unwrap();
        assert_eq!(
            (at + width, width),
            (w.buf.len(), 8),
            "the last field is `bytes`"
        );
        assert_eq!(u64::from_le_bytes(w.buf[at..].try_into().unwrap()), 48);
    }
}
