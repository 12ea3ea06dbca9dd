//! The MLIR bytecode container: sections, strings, dialects and op names, the attribute and type
//! tables (decoded on demand, each at most once), properties and resources. The IR section is
//! walked by [`super::vhlo`], which asks this reader for each op's pieces.

use std::cell::RefCell;

use super::{Error, MAGIC, MAX_VERSION};

/// A cursor over a slice of the input (crate-internal methods); `base` is the absolute offset of `buf[0]`, so every error
/// names a byte of the file.
#[derive(Clone, Copy)]
pub struct Cursor<'a> {
    buf: &'a [u8],
    pos: usize,
    base: usize,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(buf: &'a [u8], base: usize) -> Cursor<'a> {
        Cursor { buf, pos: 0, base }
    }

    /// The absolute offset of the next byte.
    pub(crate) fn offset(&self) -> usize {
        self.base + self.pos
    }

    pub(crate) fn remaining(&self) -> usize {
        self.buf.len() - self.pos
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.remaining() == 0
    }

    pub(crate) fn err(&self, msg: impl Into<String>) -> Error {
        Error::malformed(self.offset(), msg)
    }

    pub(crate) fn byte(&mut self) -> Result<u8, Error> {
        let b = *self
            .buf
            .get(self.pos)
            .ok_or_else(|| self.err("the input ends where a byte was expected"))?;
        self.pos += 1;
        Ok(b)
    }

    pub(crate) fn bytes(&mut self, n: u64) -> Result<&'a [u8], Error> {
        if n > self.remaining() as u64 {
            return Err(self.err(format!(
                "a length of {n} bytes where only {} remain",
                self.remaining()
            )));
        }
        let s = &self.buf[self.pos..self.pos + n as usize];
        self.pos += n as usize;
        Ok(s)
    }

    /// MLIR's PrefixVarInt: the low bits of the first byte say how many bytes follow.
    pub(crate) fn varint(&mut self) -> Result<u64, Error> {
        let first = self.byte()?;
        if first & 1 == 1 {
            return Ok((first >> 1) as u64);
        }
        if first == 0 {
            let b = self.bytes(8)?;
            return Ok(u64::from_le_bytes(b.try_into().unwrap_or([0; 8])));
        }
        let extra = first.trailing_zeros() as usize;
        let rest = self.bytes(extra as u64)?;
        let mut v = first as u64;
        for (i, &b) in rest.iter().enumerate() {
            v |= (b as u64) << (8 * (i + 1));
        }
        Ok(v >> (extra + 1))
    }

    pub(crate) fn svarint(&mut self) -> Result<i64, Error> {
        let v = self.varint()?;
        Ok(((v >> 1) ^ (!(v & 1)).wrapping_add(1)) as i64)
    }

    pub(crate) fn varint_flag(&mut self) -> Result<(u64, bool), Error> {
        let v = self.varint()?;
        Ok((v >> 1, v & 1 == 1))
    }

    /// A count of entries that take at least `min_each` bytes each: never more than the bytes
    /// that remain allow, so nothing is allocated for entries the input cannot hold.
    pub(crate) fn count(&mut self, what: &str, min_each: usize) -> Result<usize, Error> {
        let at = self.offset();
        let n = self.varint()?;
        let most = self.remaining() / min_each.max(1);
        if n > most as u64 {
            return Err(Error::malformed(
                at,
                format!(
                    "{what}: a count of {n} where the {} remaining bytes hold at most {most}",
                    self.remaining()
                ),
            ));
        }
        Ok(n as usize)
    }

    /// An index below `len`.
    pub(crate) fn index(&mut self, what: &str, len: usize) -> Result<usize, Error> {
        let at = self.offset();
        let i = self.varint()?;
        if i >= len as u64 {
            return Err(Error::malformed(
                at,
                format!("{what} index {i} out of range (there are {len})"),
            ));
        }
        Ok(i as usize)
    }

    /// A null-terminated string.
    pub(crate) fn cstr(&mut self) -> Result<&'a [u8], Error> {
        let rest = &self.buf[self.pos..];
        let n = rest
            .iter()
            .position(|&b| b == 0)
            .ok_or_else(|| self.err("a string without its terminating NUL"))?;
        self.pos += n + 1;
        Ok(&rest[..n])
    }

    /// Skips `0xCB` padding to a multiple of `align` counted from the start of the bytecode.
    fn align_to(&mut self, align: u64, origin: usize) -> Result<(), Error> {
        if !align.is_power_of_two() || align > 1 << 16 {
            return Err(self.err(format!(
                "alignment {align} is not a power of two up to 65536"
            )));
        }
        while !((self.offset() - origin) as u64).is_multiple_of(align) {
            let b = self.byte()?;
            if b != 0xCB {
                return Err(Error::malformed(
                    self.offset() - 1,
                    format!("alignment padding byte 0x{b:02X} (expected 0xCB)"),
                ));
            }
        }
        Ok(())
    }

    /// A section: its id and a cursor over its data.
    pub(crate) fn section(&mut self, origin: usize) -> Result<(u8, Cursor<'a>), Error> {
        let at = self.offset();
        let id_align = self.byte()?;
        let len = self.varint()?;
        let id = id_align & 0x7F;
        if id > 8 {
            return Err(Error::malformed(at, format!("unknown section id {id}")));
        }
        if id_align & 0x80 != 0 {
            let align = self.varint()?;
            self.align_to(align, origin)?;
        }
        let base = self.offset();
        let data = self.bytes(len)?;
        Ok((id, Cursor::new(data, base)))
    }
}

/// An attribute or type entry: its dialect, whether it uses a custom encoding (else its text), and
/// its bytes.
#[derive(Clone, Copy, Debug)]
pub struct Entry<'a> {
    /// Index of the owning dialect.
    pub dialect: usize,
    /// Encoded by the dialect (else: MLIR text, NUL-terminated).
    pub custom: bool,
    /// The encoding.
    pub data: &'a [u8],
    /// Absolute offset of `data`.
    pub offset: usize,
}

/// A decoded attribute. References to other attributes and types are indices into the tables, so
/// decoding never recurses more than a step.
#[derive(Clone, Debug)]
pub enum Attr {
    // builtin
    /// `[a, b]`
    Array(Vec<u32>),
    /// `{name = value}`: (string attribute, value)
    Dict(Vec<(u32, u32)>),
    /// A string.
    Str(String),
    /// `@sym`
    FlatSymbol(u32),
    /// A type as an attribute.
    Type(u32),
    /// `unit`
    Unit,
    /// An integer of a builtin integer type (value sign- or zero-extended to 128 bits).
    Integer(u32, i128),
    /// A float of a builtin float type (bit pattern).
    Float(u32, u64),
    /// A location (kept only as what best says where: a file location, else none).
    Loc(Option<(u32, u64, u64)>),
    /// `array<T: ...>`: element type, count, raw little-endian data.
    DenseArray(u32, u64, Vec<u8>),
    /// `dense<...>`: shaped type and raw data (one element for a splat).
    DenseElements(u32, Vec<u8>),
    // vhlo
    /// `#vhlo.array_v1`
    VArray(Vec<u32>),
    /// `#vhlo.bool_v1`
    VBool(bool),
    /// A VHLO enum: its kind and value.
    VEnum(VEnum, u64),
    /// `#vhlo.dict_v1`
    VDict(Vec<(u32, u32)>),
    /// `#vhlo.float_v1`: type, bit pattern.
    VFloat(u32, u64),
    /// `#vhlo.integer_v1`: type, value.
    VInteger(u32, i128),
    /// `#vhlo.string_v1`
    VString(String),
    /// `#vhlo.tensor_v1`: type, raw data as MLIR keeps it (one byte per `i1`, one element for a
    /// splat).
    VTensor(u32, Vec<u8>),
    /// `#vhlo.type_v1`
    VType(u32),
    /// `#vhlo.result_accuracy_v1`: atol, rtol (f64 bits), ulps, mode attribute.
    VResultAccuracy(u64, u64, i64, u32),
    /// An attribute of a dialect that stores its attributes as text (Shardy's `sdy`), as MLIR
    /// prints it.
    Text(String),
    /// `#vhlo.output_operand_alias_v1`: output tuple indices, operand index, operand tuple
    /// indices.
    VOutputOperandAlias(Vec<i64>, i64, Vec<i64>),
    /// `#vhlo.type_extensions_v1` and the Shardy mesh attributes: read (so their bytes are
    /// checked) but not converted.
    VOther(&'static str),
    /// An attribute of Shardy's `sdy` dialect in its own bytecode encoding.
    Sdy(SdyAttr),
}

/// A Shardy (`sdy`) attribute as Shardy's bytecode encodes it (`shardy/dialect/sdy/ir/
/// bytecode.td`, one code per kind). Nested attributes are indices into the attribute table.
#[derive(Clone, Debug)]
pub enum SdyAttr {
    /// 0: `#sdy<manual_axes{"x"}>`: the axis names (string attributes).
    ManualAxes(Vec<u32>),
    /// 1: a mesh axis `"x"=4`: name, size.
    MeshAxis(String, i64),
    /// 2: `#sdy.mesh<["x"=4], device_ids=[..]>`: mesh axes, device ids.
    Mesh(Vec<u32>, Vec<i64>),
    /// 3: a sub-axis `(pre_size)size`.
    SubAxisInfo(i64, i64),
    /// 4: an axis reference `"x"` or `"x":(1)2`: name, sub-axis.
    AxisRef(String, Option<u32>),
    /// 5: a dimension's sharding `{"x", ?}p1`: axis references, closed, priority.
    DimSharding(Vec<u32>, bool, Option<u64>),
    /// 6, 15, 17: `#sdy.sharding<@mesh, [dims], replicated={..}, unreduced={..}>`: mesh (a
    /// symbol or an inline mesh), dimension shardings, replicated and unreduced axes, reduction
    /// (0 sum, 1 max, 2 min).
    Sharding {
        /// `@mesh` or an inline `#sdy.mesh`
        mesh: u32,
        /// dimension shardings
        dims: Vec<u32>,
        /// replicated axes
        replicated: Vec<u32>,
        /// unreduced axes
        unreduced: Vec<u32>,
        /// the unreduced axes' reduction
        reduction: i64,
    },
    /// 7, 16: `#sdy.sharding_per_value<[..]>`: tensor shardings.
    PerValue(Vec<u32>),
    /// 8: a dimension's factors (`ij`).
    DimMapping(Vec<i64>),
    /// 9: a tensor's dimension mappings (`[i, jk]`).
    TensorMapping(Vec<u32>),
    /// 10: `#sdy.op_sharding_rule<(..)->(..) {i=2} reduction={..} .., custom>`.
    Rule {
        /// factor sizes
        factor_sizes: Vec<i64>,
        /// operand tensor mappings
        operands: Vec<u32>,
        /// result tensor mappings
        results: Vec<u32>,
        /// reduction, need-replication, permutation and blocked-propagation factors
        kinds: [Vec<i64>; 4],
        /// whether the rule is a custom call's
        custom: bool,
    },
    /// 11: an axis reference list `{"x", "y"}`.
    AxisRefList(Vec<u32>),
    /// 12: a list of axis reference lists `[{"x"}, {}]`.
    ListOfAxisRefLists(Vec<u32>),
    /// 13: an all-to-all parameter `{"x"}: 0->1`: axes, source and target dimension.
    AllToAllParam(Vec<u32>, i64, i64),
    /// 14: a list of all-to-all parameters.
    AllToAllParamList(Vec<u32>),
}

/// The VHLO enum attributes (`VhloEnums.td`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VEnum {
    /// `comparison_direction`
    ComparisonDirection,
    /// `comparison_type`
    ComparisonType,
    /// `custom_call_api_version`
    CustomCallApiVersion,
    /// `fft_type`
    FftType,
    /// `precision`
    Precision,
    /// `rng_algorithm`
    RngAlgorithm,
    /// `rng_distribution`
    RngDistribution,
    /// `transpose`
    Transpose,
    /// `result_accuracy_mode`
    ResultAccuracyMode,
}

impl VEnum {
    /// The StableHLO name of the enum and of its case `v`, if `v` is one.
    pub fn names(self, v: u64) -> Option<(&'static str, &'static str)> {
        let (kind, cases): (&str, &[&str]) = match self {
            VEnum::ComparisonDirection => (
                "comparison_direction",
                &["EQ", "NE", "GE", "GT", "LE", "LT"],
            ),
            VEnum::ComparisonType => (
                "comparison_type",
                &["NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"],
            ),
            VEnum::CustomCallApiVersion => (
                "custom_call_api_version",
                &[
                    "API_VERSION_UNSPECIFIED",
                    "API_VERSION_ORIGINAL",
                    "API_VERSION_STATUS_RETURNING",
                    "API_VERSION_STATUS_RETURNING_UNIFIED",
                    "API_VERSION_TYPED_FFI",
                ],
            ),
            VEnum::FftType => ("fft_type", &["FFT", "IFFT", "RFFT", "IRFFT"]),
            VEnum::Precision => ("precision", &["DEFAULT", "HIGH", "HIGHEST"]),
            VEnum::RngAlgorithm => ("rng_algorithm", &["DEFAULT", "THREE_FRY", "PHILOX"]),
            VEnum::RngDistribution => ("rng_distribution", &["", "UNIFORM", "NORMAL"]),
            VEnum::Transpose => (
                "transpose",
                &["TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"],
            ),
            VEnum::ResultAccuracyMode => {
                ("result_accuracy_mode", &["DEFAULT", "HIGHEST", "TOLERANCE"])
            }
        };
        let case = *cases.get(usize::try_from(v).ok()?)?;
        (!case.is_empty()).then_some((kind, case))
    }
}

/// A decoded type (builtin and VHLO types share these kinds).
#[derive(Clone, Debug)]
pub enum TypeKind {
    /// `i1`
    Bool,
    /// A signed (or signless) integer of this width.
    SInt(u32),
    /// An unsigned integer of this width.
    UInt(u32),
    /// `index`
    Index,
    /// A float type, by its MLIR name (`f32`, `bf16`, `f8E4M3FN`, ...).
    Float(&'static str),
    /// `complex<T>`
    Complex(u32),
    /// `tensor<dims x T>` (a dynamic dimension is `i64::MIN`).
    Tensor(Vec<i64>, u32),
    /// `(inputs) -> (results)`
    Function(Vec<u32>, Vec<u32>),
    /// `tuple<...>`
    Tuple(Vec<u32>),
    /// `!stablehlo.token`
    Token,
    /// `none`
    None,
    /// A type read but not converted (quantized, unranked, encodings, buffers, futures, ...),
    /// by name.
    Other(&'static str),
    /// A type of a dialect that stores its types as text, as MLIR prints it.
    Text(String),
}

/// A decoded bytecode file, with its attribute and type tables decoded on demand.
pub struct Bytecode<'a> {
    /// The bytecode version.
    pub version: u64,
    /// The producer string.
    pub producer: String,
    /// Absolute offset of the bytecode's first byte.
    pub origin: usize,
    strings: Vec<&'a [u8]>,
    /// Dialect names.
    pub dialects: Vec<String>,
    /// Op names: (dialect index, name within the dialect, registered when written).
    pub op_names: Vec<(usize, String, Option<bool>)>,
    attr_entries: Vec<Entry<'a>>,
    type_entries: Vec<Entry<'a>>,
    attrs: RefCell<Vec<Option<Attr>>>,
    types: RefCell<Vec<Option<TypeKind>>>,
    props: Vec<(&'a [u8], usize)>,
    /// The IR section.
    pub ir: Cursor<'a>,
}

fn utf8(s: &[u8], at: usize) -> Result<String, Error> {
    std::str::from_utf8(s)
        .map(str::to_owned)
        .map_err(|_| Error::malformed(at, "a string that is not UTF-8"))
}

impl<'a> Bytecode<'a> {
    /// Reads the header and every section but the IR's contents.
    pub fn read(bytes: &'a [u8], origin: usize) -> Result<Bytecode<'a>, Error> {
        let mut c = Cursor::new(bytes, origin);
        if !bytes.starts_with(MAGIC) {
            return Err(c.err("not MLIR bytecode (no `ML\\xEFR` magic number)"));
        }
        c.bytes(4)?;
        let vat = c.offset();
        let version = c.varint()?;
        if version > MAX_VERSION {
            return Err(Error::unsupported(
                vat,
                format!("bytecode version {version} (versions 0 to {MAX_VERSION} are read)"),
            ));
        }
        let pat = c.offset();
        let producer = utf8(c.cstr()?, pat)?;
        let mut sections: [Option<Cursor<'a>>; 9] = Default::default();
        while !c.is_empty() {
            let at = c.offset();
            let (id, data) = c.section(origin)?;
            let slot = &mut sections[id as usize];
            if slot.is_some() {
                return Err(Error::malformed(at, format!("section {id} appears twice")));
            }
            *slot = Some(data);
        }
        let end = c.offset();
        let need = |i: usize, name: &str| {
            sections[i]
                .ok_or_else(|| Error::malformed(end, format!("the {name} section is missing")))
        };
        let strings = read_strings(need(0, "string")?)?;
        let mut bc = Bytecode {
            version,
            producer,
            origin,
            strings,
            dialects: vec![],
            op_names: vec![],
            attr_entries: vec![],
            type_entries: vec![],
            attrs: RefCell::new(vec![]),
            types: RefCell::new(vec![]),
            props: vec![],
            ir: need(4, "IR")?,
        };
        bc.read_dialects(need(1, "dialect")?)?;
        if sections[5].is_some() != sections[6].is_some() {
            return Err(Error::malformed(
                end,
                "a resource section without its offset section, or the reverse",
            ));
        }
        if let Some(p) = sections[8] {
            bc.read_properties(p)?;
        } else if version >= 5 {
            return Err(Error::malformed(end, "the properties section is missing"));
        }
        bc.read_attr_types(
            need(2, "attribute/type")?,
            need(3, "attribute/type offset")?,
        )?;
        Ok(bc)
    }

    /// The string at `i` of the string section.
    pub fn string(&self, c: &mut Cursor<'_>) -> Result<String, Error> {
        let at = c.offset();
        let i = c.index("string", self.strings.len())?;
        utf8(self.strings[i], at)
    }

    fn read_dialects(&mut self, mut c: Cursor<'a>) -> Result<(), Error> {
        let n = c.count("dialects", 1)?;
        for _ in 0..n {
            let at = c.offset();
            let (name, versioned) = if self.version < 1 {
                (c.index("string", self.strings.len())?, false)
            } else {
                let (i, v) = c.varint_flag()?;
                if i >= self.strings.len() as u64 {
                    return Err(Error::malformed(
                        at,
                        format!("string index {i} out of range"),
                    ));
                }
                (i as usize, v)
            };
            if versioned {
                // The dialect's version: a nested section, kept by VHLO for its own upgrades,
                // which a reader of the current version does not need.
                let (id, _) = c.section(self.origin)?;
                if id != 7 {
                    return Err(Error::malformed(
                        at,
                        "a dialect version that is not a dialect-version section",
                    ));
                }
            }
            self.dialects.push(utf8(self.strings[name], at)?);
        }
        if self.version >= 4 {
            let _ = c.count("op names", 1)?;
        }
        while !c.is_empty() {
            let d = c.index("dialect", self.dialects.len())?;
            let k = c.count("op names of a dialect", 1)?;
            for _ in 0..k {
                let at = c.offset();
                let (i, reg) = if self.version < 5 {
                    (c.index("string", self.strings.len())? as u64, None)
                } else {
                    let (i, r) = c.varint_flag()?;
                    (i, Some(r))
                };
                let s = self.strings.get(i as usize).ok_or_else(|| {
                    Error::malformed(at, format!("string index {i} out of range"))
                })?;
                self.op_names.push((d, utf8(s, at)?, reg));
            }
        }
        Ok(())
    }

    fn read_properties(&mut self, mut c: Cursor<'a>) -> Result<(), Error> {
        if c.is_empty() {
            return Ok(());
        }
        let n = c.count("properties", 1)?;
        for _ in 0..n {
            let len = c.varint()?;
            let at = c.offset();
            let data = c.bytes(len)?;
            self.props.push((data, at));
        }
        if !c.is_empty() {
            return Err(c.err("bytes after the last properties entry"));
        }
        Ok(())
    }

    /// The properties entry at index `i`, as a cursor.
    pub fn properties(&self, c: &mut Cursor<'_>) -> Result<Cursor<'a>, Error> {
        let i = c.index("properties", self.props.len())?;
        let (data, at) = self.props[i];
        Ok(Cursor::new(data, at))
    }

    fn read_attr_types(&mut self, data: Cursor<'a>, mut off: Cursor<'a>) -> Result<(), Error> {
        let na = off.count("attributes", 1)?;
        let nt = off.count("types", 1)?;
        let mut cur = 0usize;
        let total = data.remaining();
        for (n, types) in [(na, false), (nt, true)] {
            let mut list = Vec::with_capacity(n);
            while list.len() < n {
                let d = off.index("dialect", self.dialects.len())?;
                let k = off.count("entries of a dialect", 1)?;
                if list.len() + k > n {
                    return Err(off.err("more attribute or type entries than declared"));
                }
                for _ in 0..k {
                    let at = off.offset();
                    let (size, custom) = off.varint_flag()?;
                    if size > (total - cur) as u64 {
                        return Err(Error::malformed(
                            at,
                            "an attribute or type entry past the end of its section",
                        ));
                    }
                    let size = size as usize;
                    let offset = data.offset() + cur;
                    let bytes = &data.buf[cur..cur + size];
                    list.push(Entry {
                        dialect: d,
                        custom,
                        data: bytes,
                        offset,
                    });
                    cur += size;
                }
            }
            if types {
                self.type_entries = list;
            } else {
                self.attr_entries = list;
            }
        }
        if !off.is_empty() {
            return Err(off.err("bytes after the last attribute/type offset"));
        }
        self.attrs = RefCell::new(vec![None; na]);
        self.types = RefCell::new(vec![None; nt]);
        Ok(())
    }

    /// The number of attributes in the table.
    pub fn num_attrs(&self) -> usize {
        self.attr_entries.len()
    }

    /// The number of types in the table.
    pub fn num_types(&self) -> usize {
        self.type_entries.len()
    }

    /// Reads an attribute index.
    pub fn attr_index(&self, c: &mut Cursor<'_>) -> Result<u32, Error> {
        Ok(c.index("attribute", self.attr_entries.len())? as u32)
    }

    /// Reads a type index.
    pub fn type_index(&self, c: &mut Cursor<'_>) -> Result<u32, Error> {
        Ok(c.index("type", self.type_entries.len())? as u32)
    }

    /// The absolute offset of attribute `i`'s encoding.
    pub fn attr_offset(&self, i: u32) -> usize {
        self.attr_entries.get(i as usize).map_or(0, |e| e.offset)
    }

    /// The absolute offset of type `i`'s encoding.
    pub fn type_offset(&self, i: u32) -> usize {
        self.type_entries.get(i as usize).map_or(0, |e| e.offset)
    }

    /// Attribute `i`, decoded on first use.
    pub fn attr(&self, i: u32) -> Result<Attr, Error> {
        if let Some(a) = self.attrs.borrow().get(i as usize).and_then(|a| a.clone()) {
            return Ok(a);
        }
        let e = *self.attr_entries.get(i as usize).ok_or_else(|| {
            Error::malformed(self.origin, format!("attribute index {i} out of range"))
        })?;
        let a = self.decode_attr(e)?;
        if let Some(slot) = self.attrs.borrow_mut().get_mut(i as usize) {
            *slot = Some(a.clone());
        }
        Ok(a)
    }

    /// Type `i`, decoded on first use.
    pub fn ty(&self, i: u32) -> Result<TypeKind, Error> {
        if let Some(t) = self.types.borrow().get(i as usize).and_then(|t| t.clone()) {
            return Ok(t);
        }
        let e = *self
            .type_entries
            .get(i as usize)
            .ok_or_else(|| Error::malformed(self.origin, format!("type index {i} out of range")))?;
        let t = self.decode_type(e)?;
        if let Some(slot) = self.types.borrow_mut().get_mut(i as usize) {
            *slot = Some(t.clone());
        }
        Ok(t)
    }

    fn dialect_name(&self, e: &Entry<'_>) -> &str {
        self.dialects.get(e.dialect).map_or("", String::as_str)
    }

    fn decode_attr(&self, e: Entry<'a>) -> Result<Attr, Error> {
        let mut c = Cursor::new(e.data, e.offset);
        if !e.custom {
            let text = self.stored_text(&mut c, &e, '#', "attribute")?;
            return Ok(Attr::Text(text));
        }
        let a = match self.dialect_name(&e) {
            "builtin" => self.builtin_attr(&mut c)?,
            "vhlo" => self.vhlo_attr(&mut c)?,
            "sdy" => Attr::Sdy(self.sdy_attr(&mut c)?),
            d => {
                return Err(Error::unsupported(
                    e.offset,
                    format!("an attribute of dialect `{d}` (StableHLO's VHLO, Shardy's `sdy` and the builtin dialect are read)"),
                ))
            }
        };
        if !c.is_empty() {
            return Err(c.err("bytes after the end of an attribute"));
        }
        Ok(a)
    }

    /// The text of an attribute or type its dialect stores as text (a dialect without a bytecode
    /// encoding, such as Shardy's `sdy`): MLIR's printed form, `#sdy.sharding<...>`. It goes into
    /// the module text as it is, so it must be one attribute or type of the entry's own dialect:
    /// it starts with `sigil` and the dialect's name, its brackets balance outside string
    /// literals, and it holds no line break or NUL.
    fn stored_text(
        &self,
        c: &mut Cursor<'_>,
        e: &Entry<'_>,
        sigil: char,
        what: &str,
    ) -> Result<String, Error> {
        let raw = c.cstr()?;
        if !c.is_empty() {
            return Err(c.err(format!("bytes after the text of a {what}")));
        }
        let text = std::str::from_utf8(raw).map_err(|_| {
            Error::malformed(e.offset, format!("the text of a {what} is not UTF-8"))
        })?;
        let dialect = self.dialect_name(e);
        if dialect == "builtin" || dialect == "vhlo" {
            return Err(Error::unsupported(
                e.offset,
                format!("{what} `{text}` of dialect `{dialect}` stored as text"),
            ));
        }
        let prefix = format!("{sigil}{dialect}.");
        let bad =
            |why: &str| Error::malformed(e.offset, format!("{what} stored as text `{text}` {why}"));
        if !text.starts_with(&prefix) {
            return Err(bad(&format!("does not start with `{prefix}`")));
        }
        let mut stack: Vec<char> = vec![];
        let mut in_str = false;
        let mut escaped = false;
        let mut prev = ' ';
        for ch in text.chars() {
            if ch == '\n' || ch == '\r' || ch == '\0' {
                return Err(bad("holds a line break or NUL"));
            }
            if in_str {
                match ch {
                    _ if escaped => escaped = false,
                    '\\' => escaped = true,
                    '"' => in_str = false,
                    _ => {}
                }
                continue;
            }
            match ch {
                '"' => in_str = true,
                '<' | '[' | '{' | '(' => {
                    if stack.len() >= super::MAX_DEPTH {
                        return Err(bad("nests deeper than 128"));
                    }
                    stack.push(ch)
                }
                '>' | ']' | '}' | ')' => {
                    let open = match ch {
                        '>' => '<',
                        ']' => '[',
                        '}' => '{',
                        _ => '(',
                    };
                    // `->` (in a Shardy sharding rule) is an arrow, not a bracket.
                    if ch == '>' && prev == '-' {
                        prev = ch;
                        continue;
                    }
                    if stack.pop() != Some(open) {
                        return Err(bad("has unbalanced brackets"));
                    }
                }
                _ => {}
            }
            prev = ch;
        }
        if in_str || !stack.is_empty() {
            return Err(bad("has unbalanced brackets or an open string"));
        }
        Ok(text.to_string())
    }

    fn decode_type(&self, e: Entry<'a>) -> Result<TypeKind, Error> {
        let mut c = Cursor::new(e.data, e.offset);
        if !e.custom {
            let text = self.stored_text(&mut c, &e, '!', "type")?;
            return Ok(TypeKind::Text(text));
        }
        let t = match self.dialect_name(&e) {
            "builtin" => self.builtin_type(&mut c)?,
            "vhlo" => self.vhlo_type(&mut c)?,
            d => {
                return Err(Error::unsupported(
                    e.offset,
                    format!(
                    "a type of dialect `{d}` (StableHLO's VHLO and the builtin dialect are read)"
                ),
                ))
            }
        };
        if !c.is_empty() {
            return Err(c.err("bytes after the end of a type"));
        }
        Ok(t)
    }

    fn attr_list(&self, c: &mut Cursor<'_>) -> Result<Vec<u32>, Error> {
        let n = c.count("list", 1)?;
        (0..n).map(|_| self.attr_index(c)).collect()
    }

    fn type_list(&self, c: &mut Cursor<'_>) -> Result<Vec<u32>, Error> {
        let n = c.count("list", 1)?;
        (0..n).map(|_| self.type_index(c)).collect()
    }

    /// An attribute of Shardy's `sdy` dialect: its code, then its fields in the order
    /// `shardy/dialect/sdy/ir/bytecode.td` lists them (`Array<..>` a count and attribute indices,
    /// `SignedVarIntList` a count and signed varints, `Bool` one byte, an optional attribute or
    /// varint a varint whose low bit says whether it is present).
    fn sdy_attr(&self, c: &mut Cursor<'a>) -> Result<SdyAttr, Error> {
        let at = c.offset();
        let code = c.varint()?;
        let opt_attr = |c: &mut Cursor<'_>| -> Result<Option<u32>, Error> {
            let vat = c.offset();
            let (i, present) = c.varint_flag()?;
            if !present {
                return Ok(None);
            }
            if i >= self.num_attrs() as u64 {
                return Err(Error::malformed(
                    vat,
                    format!("attribute index {i} out of range"),
                ));
            }
            Ok(Some(i as u32))
        };
        let boolean = |c: &mut Cursor<'_>| -> Result<bool, Error> {
            let bat = c.offset();
            match c.byte()? {
                0 => Ok(false),
                1 => Ok(true),
                b => Err(Error::malformed(bat, format!("a boolean byte {b}"))),
            }
        };
        Ok(match code {
            0 => SdyAttr::ManualAxes(self.attr_list(c)?),
            1 => SdyAttr::MeshAxis(self.string(c)?, c.svarint()?),
            2 => SdyAttr::Mesh(self.attr_list(c)?, self.svarints(c)?),
            3 => SdyAttr::SubAxisInfo(c.svarint()?, c.svarint()?),
            4 => SdyAttr::AxisRef(self.string(c)?, opt_attr(c)?),
            5 => {
                let axes = self.attr_list(c)?;
                let closed = boolean(c)?;
                let (p, present) = c.varint_flag()?;
                SdyAttr::DimSharding(axes, closed, present.then_some(p))
            }
            6 | 15 | 17 => {
                let mesh = self.attr_index(c)?;
                let dims = self.attr_list(c)?;
                let replicated = self.attr_list(c)?;
                let unreduced = if code == 6 {
                    vec![]
                } else {
                    self.attr_list(c)?
                };
                let reduction = if code == 17 { c.svarint()? } else { 0 };
                if !(0..=2).contains(&reduction) {
                    return Err(Error::malformed(
                        at,
                        format!("sharding reduction {reduction} (0 sum, 1 max, 2 min)"),
                    ));
                }
                SdyAttr::Sharding {
                    mesh,
                    dims,
                    replicated,
                    unreduced,
                    reduction,
                }
            }
            7 | 16 => SdyAttr::PerValue(self.attr_list(c)?),
            8 => SdyAttr::DimMapping(self.factors(c)?),
            9 => SdyAttr::TensorMapping(self.attr_list(c)?),
            10 => {
                let factor_sizes = self.svarints(c)?;
                let operands = self.attr_list(c)?;
                let results = self.attr_list(c)?;
                let kinds = [
                    self.factors(c)?,
                    self.factors(c)?,
                    self.factors(c)?,
                    self.factors(c)?,
                ];
                let custom = boolean(c)?;
                SdyAttr::Rule {
                    factor_sizes,
                    operands,
                    results,
                    kinds,
                    custom,
                }
            }
            11 => SdyAttr::AxisRefList(self.attr_list(c)?),
            12 => SdyAttr::ListOfAxisRefLists(self.attr_list(c)?),
            13 => SdyAttr::AllToAllParam(self.attr_list(c)?, c.svarint()?, c.svarint()?),
            14 => SdyAttr::AllToAllParamList(self.attr_list(c)?),
            other => {
                return Err(Error::unsupported(
                    at,
                    format!("Shardy (`sdy`) attribute code {other} (codes 0 to 17 are read)"),
                ))
            }
        })
    }

    /// A list of a sharding rule's factor indices (each at least 0).
    fn factors(&self, c: &mut Cursor<'_>) -> Result<Vec<i64>, Error> {
        let at = c.offset();
        let v = self.svarints(c)?;
        if let Some(k) = v.iter().find(|&&k| k < 0) {
            return Err(Error::malformed(at, format!("a negative factor index {k}")));
        }
        Ok(v)
    }

    fn svarints(&self, c: &mut Cursor<'_>) -> Result<Vec<i64>, Error> {
        let n = c.count("list", 1)?;
        (0..n).map(|_| c.svarint()).collect()
    }

    fn blob(&self, c: &mut Cursor<'a>) -> Result<&'a [u8], Error> {
        let n = c.varint()?;
        c.bytes(n)
    }

    /// The bit width of an integer type (for `APInt` values), or an error.
    fn int_width(&self, t: u32, at: usize) -> Result<(u32, bool), Error> {
        match self.ty(t)? {
            TypeKind::Bool => Ok((1, false)),
            TypeKind::SInt(w) => Ok((w, true)),
            TypeKind::UInt(w) => Ok((w, false)),
            TypeKind::Index => Ok((64, true)),
            other => Err(Error::malformed(
                at,
                format!("an integer attribute of type {other:?}"),
            )),
        }
    }

    /// An `APInt` of `width` bits: a byte up to 8 bits, a signed varint up to 64.
    fn apint(&self, c: &mut Cursor<'_>, width: u32, signed: bool) -> Result<i128, Error> {
        let raw: u64 = if width <= 8 {
            c.byte()? as u64
        } else if width <= 64 {
            c.svarint()? as u64
        } else {
            return Err(Error::unsupported(
                c.offset(),
                format!("an integer of {width} bits"),
            ));
        };
        let mask = if width >= 64 {
            u64::MAX
        } else {
            (1u64 << width) - 1
        };
        let v = raw & mask;
        Ok(
            if signed && width < 64 && width > 0 && v >> (width - 1) & 1 == 1 {
                (v as i128) - (1i128 << width)
            } else if signed && width == 64 {
                v as i64 as i128
            } else {
                v as i128
            },
        )
    }

    fn float_width(&self, t: u32, at: usize) -> Result<u32, Error> {
        match self.ty(t)? {
            TypeKind::Float(name) => Ok(float_bits(name)),
            other => Err(Error::malformed(
                at,
                format!("a float attribute of type {other:?}"),
            )),
        }
    }

    fn builtin_attr(&self, c: &mut Cursor<'a>) -> Result<Attr, Error> {
        let at = c.offset();
        let code = c.varint()?;
        Ok(match code {
            0 => Attr::Array(self.attr_list(c)?),
            1 => {
                let n = c.count("dictionary", 2)?;
                let mut v = Vec::with_capacity(n);
                for _ in 0..n {
                    v.push((self.attr_index(c)?, self.attr_index(c)?));
                }
                Attr::Dict(v)
            }
            2 => Attr::Str(self.string(c)?),
            3 => {
                let s = self.string(c)?;
                self.type_index(c)?;
                Attr::Str(s)
            }
            4 => Attr::FlatSymbol(self.attr_index(c)?),
            5 => {
                return Err(Error::unsupported(
                    at,
                    "a nested symbol reference (`@a::@b`)",
                ));
            }
            6 => Attr::Type(self.type_index(c)?),
            7 => Attr::Unit,
            8 => {
                let t = self.type_index(c)?;
                let (w, s) = self.int_width(t, at)?;
                Attr::Integer(t, self.apint(c, w, s)?)
            }
            9 => {
                let t = self.type_index(c)?;
                let w = self.float_width(t, at)?;
                Attr::Float(t, self.apint(c, w, false)? as u64)
            }
            10 => {
                // CallSiteLoc: the callee's location says where.
                let callee = self.attr_index(c)?;
                self.attr_index(c)?;
                self.loc_of(callee, at)?
            }
            11 => {
                // FileLineColLoc / FileLineColRange: filename, then its numbers.
                let file = self.attr_index(c)?;
                let mut nums = vec![];
                if c.remaining() > 0 {
                    let first = c.varint()?;
                    nums.push(first);
                    while !c.is_empty() && nums.len() < 5 {
                        nums.push(c.varint()?);
                    }
                }
                // Two forms: `line, col` (FileLineColLoc) or `count, line, col, ...`.
                let (line, col) = match nums.as_slice() {
                    [l, col] => (*l, *col),
                    [n, rest @ ..] if *n as usize == rest.len() => (
                        rest.first().copied().unwrap_or(0),
                        rest.get(1).copied().unwrap_or(0),
                    ),
                    _ => (0, 0),
                };
                Attr::Loc(Some((file, line, col)))
            }
            12 | 13 => {
                let locs = self.attr_list(c)?;
                if code == 13 {
                    self.attr_index(c)?;
                }
                let mut found = Attr::Loc(None);
                for l in locs {
                    if let Attr::Loc(Some(x)) = self.loc_of(l, at)? {
                        found = Attr::Loc(Some(x));
                        break;
                    }
                }
                found
            }
            14 => {
                self.attr_index(c)?;
                let child = self.attr_index(c)?;
                self.loc_of(child, at)?
            }
            15 => Attr::Loc(None),
            17 => {
                let t = self.type_index(c)?;
                let at2 = c.offset();
                let n = c.varint()?;
                let data = self.blob(c)?;
                let width = self.elem_bytes(t, at)?;
                if (data.len() as u64) != n.saturating_mul(width as u64) {
                    return Err(Error::malformed(
                        at2,
                        "a dense array whose data does not fit its count",
                    ));
                }
                Attr::DenseArray(t, n, data.to_vec())
            }
            18 => {
                let t = self.type_index(c)?;
                let data = self.blob(c)?;
                Attr::DenseElements(t, data.to_vec())
            }
            16 | 19 | 20 | 21 => {
                return Err(Error::unsupported(
                    at,
                    format!(
                        "builtin attribute `{}`",
                        match code {
                            16 => "dense_resource",
                            19 => "dense string elements",
                            20 => "sparse elements",
                            _ => "distinct",
                        }
                    ),
                ))
            }
            other => {
                return Err(Error::malformed(
                    at,
                    format!("unknown builtin attribute code {other}"),
                ))
            }
        })
    }

    /// The location attribute `i` reduced to its file location (nested locations are at most
    /// [`super::MAX_DEPTH`] deep because each refers to an earlier-decoded one or fails).
    fn loc_of(&self, i: u32, at: usize) -> Result<Attr, Error> {
        if self
            .attrs
            .borrow()
            .get(i as usize)
            .is_some_and(|a| a.is_none())
        {
            // Not decoded yet: decode with a bounded depth.
            return self.loc_depth(i, at, 0);
        }
        match self.attr(i)? {
            a @ Attr::Loc(_) => Ok(a),
            _ => Err(Error::malformed(at, "a location that is not a location")),
        }
    }

    fn loc_depth(&self, i: u32, at: usize, depth: usize) -> Result<Attr, Error> {
        if let Some(Some(a)) = self.attrs.borrow().get(i as usize) {
            // Decoded before: each location is walked once.
            return Ok(a.clone());
        }
        if depth > super::MAX_DEPTH {
            return Err(Error::malformed(at, "locations nested deeper than 128"));
        }
        let e = *self
            .attr_entries
            .get(i as usize)
            .ok_or_else(|| Error::malformed(at, "location index out of range"))?;
        if !e.custom || self.dialect_name(&e) != "builtin" {
            return Err(Error::malformed(
                e.offset,
                "a location that is not a builtin location",
            ));
        }
        let mut c = Cursor::new(e.data, e.offset);
        let code = c.varint()?;
        let a = match code {
            10 | 14 => {
                let first = self.attr_index(&mut c)?;
                let second = self.attr_index(&mut c)?;
                let inner = if code == 10 { first } else { second };
                self.loc_depth(inner, e.offset, depth + 1)?
            }
            12 | 13 => {
                let locs = self.attr_list(&mut c)?;
                if code == 13 {
                    self.attr_index(&mut c)?;
                }
                let mut found = Attr::Loc(None);
                for l in locs {
                    if let Attr::Loc(Some(x)) = self.loc_depth(l, e.offset, depth + 1)? {
                        found = Attr::Loc(Some(x));
                        break;
                    }
                }
                found
            }
            11 | 15 => return self.attr(i),
            _ => {
                return Err(Error::malformed(
                    e.offset,
                    "a location that is not a location",
                ))
            }
        };
        if let Some(slot) = self.attrs.borrow_mut().get_mut(i as usize) {
            *slot = Some(a.clone());
        }
        Ok(a)
    }

    /// Bytes per element of an element type (sub-byte integers take a byte, as MLIR stores them).
    pub fn elem_bytes(&self, t: u32, at: usize) -> Result<usize, Error> {
        Ok(match self.ty(t)? {
            TypeKind::Bool => 1,
            TypeKind::SInt(w) | TypeKind::UInt(w) => (w as usize).div_ceil(8),
            TypeKind::Index => 8,
            TypeKind::Float(n) => (float_bits(n) as usize).div_ceil(8),
            TypeKind::Complex(e) => 2 * self.elem_bytes_simple(e, at)?,
            other => return Err(Error::malformed(at, format!("elements of type {other:?}"))),
        })
    }

    fn elem_bytes_simple(&self, t: u32, at: usize) -> Result<usize, Error> {
        Ok(match self.ty(t)? {
            TypeKind::SInt(w) | TypeKind::UInt(w) => (w as usize).div_ceil(8),
            TypeKind::Float(n) => (float_bits(n) as usize).div_ceil(8),
            other => {
                return Err(Error::malformed(
                    at,
                    format!("complex elements of type {other:?}"),
                ))
            }
        })
    }

    fn builtin_type(&self, c: &mut Cursor<'_>) -> Result<TypeKind, Error> {
        let at = c.offset();
        let code = c.varint()?;
        Ok(match code {
            0 => {
                let v = c.varint()?;
                let (w, sign) = (v >> 2, v & 3);
                if w == 0 || w > 64 {
                    return Err(Error::unsupported(at, format!("an integer type of {w} bits")));
                }
                match (w, sign) {
                    (1, 0) => TypeKind::Bool,
                    (w, 0 | 1) => TypeKind::SInt(w as u32),
                    (w, 2) => TypeKind::UInt(w as u32),
                    _ => return Err(Error::malformed(at, "an integer type with an unknown signedness")),
                }
            }
            1 => TypeKind::Index,
            2 => TypeKind::Function(self.type_list(c)?, self.type_list(c)?),
            3 => TypeKind::Float("bf16"),
            4 => TypeKind::Float("f16"),
            5 => TypeKind::Float("f32"),
            6 => TypeKind::Float("f64"),
            9 => TypeKind::Complex(self.type_index(c)?),
            12 => TypeKind::None,
            13 => {
                let shape = self.svarints(c)?;
                TypeKind::Tensor(shape, self.type_index(c)?)
            }
            15 => TypeKind::Tuple(self.type_list(c)?),
            other => {
                return Err(Error::unsupported(at, format!("builtin type code {other} (tensors, integers, floats, complex, tuples and functions are read)")))
            }
        })
    }

    fn vhlo_attr(&self, c: &mut Cursor<'a>) -> Result<Attr, Error> {
        let at = c.offset();
        let code = c.varint()?;
        let en = |k: VEnum, c: &mut Cursor<'_>| -> Result<Attr, Error> {
            let v_at = c.offset();
            let v = c.varint()?;
            if k.names(v).is_none() {
                return Err(Error::malformed(v_at, format!("value {v} of enum {k:?}")));
            }
            Ok(Attr::VEnum(k, v))
        };
        Ok(match code {
            1 => Attr::VArray(self.attr_list(c)?),
            2 => match c.varint()? {
                0 => Attr::VBool(false),
                1 => Attr::VBool(true),
                v => return Err(Error::malformed(at, format!("boolean value {v}"))),
            },
            3 => en(VEnum::ComparisonDirection, c)?,
            4 => en(VEnum::ComparisonType, c)?,
            5 => en(VEnum::CustomCallApiVersion, c)?,
            6 => {
                let n = c.count("dictionary", 2)?;
                let mut v = Vec::with_capacity(n);
                for _ in 0..n {
                    v.push((self.attr_index(c)?, self.attr_index(c)?));
                }
                Attr::VDict(v)
            }
            7 => en(VEnum::FftType, c)?,
            8 => {
                let t = self.type_index(c)?;
                let w = self.float_width(t, at)?;
                Attr::VFloat(t, self.apint(c, w, false)? as u64)
            }
            9 => {
                let t = self.type_index(c)?;
                let (w, s) = self.int_width(t, at)?;
                Attr::VInteger(t, self.apint(c, w, s)?)
            }
            10 => {
                let output = self.svarints(c)?;
                let operand = c.svarint()?;
                let operand_tuple = self.svarints(c)?;
                Attr::VOutputOperandAlias(output, operand, operand_tuple)
            }
            11 => en(VEnum::Precision, c)?,
            12 => en(VEnum::RngAlgorithm, c)?,
            13 => en(VEnum::RngDistribution, c)?,
            14 => Attr::VString(self.string(c)?),
            15 => {
                let t = self.type_index(c)?;
                let blob = self.blob(c)?;
                Attr::VTensor(t, self.tensor_data(t, blob, at)?)
            }
            16 => en(VEnum::Transpose, c)?,
            17 => Attr::VType(self.type_index(c)?),
            18 => {
                self.svarints(c)?;
                Attr::VOther("type_extensions_v1")
            }
            19 => en(VEnum::ResultAccuracyMode, c)?,
            20 => {
                let atol = self.apint(c, 64, false)? as u64;
                let rtol = self.apint(c, 64, false)? as u64;
                let ulps = c.svarint()?;
                let mode = self.attr_index(c)?;
                Attr::VResultAccuracy(atol, rtol, ulps, mode)
            }
            21 => {
                c.svarint()?;
                c.svarint()?;
                Attr::VOther("sub_axis_info_v1")
            }
            22 => {
                self.attr_index(c)?;
                if c.varint()? != 0 {
                    self.attr_index(c)?;
                }
                Attr::VOther("axis_ref_v1")
            }
            23 => {
                self.attr_index(c)?;
                self.attr_index(c)?;
                Attr::VOther("replica_group_mesh_axes_v1")
            }
            24 => {
                self.attr_index(c)?;
                c.svarint()?;
                Attr::VOther("mesh_axis_v1")
            }
            25 => {
                self.attr_index(c)?;
                let (i, present) = c.varint_flag()?;
                if present && i >= self.num_attrs() as u64 {
                    return Err(c.err("attribute index out of range"));
                }
                Attr::VOther("mesh_v1")
            }
            other => {
                return Err(Error::malformed(
                    at,
                    format!("unknown VHLO attribute code {other}"),
                ))
            }
        })
    }

    /// The raw data of a `#vhlo.tensor_v1`: `i1` tensors are bit-packed in bytecode (a splat is
    /// one byte `0xFF` or `0x00`) and unpacked here to one byte per element, as MLIR keeps them.
    /// The unpacked size is at most eight times the blob.
    fn tensor_data(&self, t: u32, blob: &[u8], at: usize) -> Result<Vec<u8>, Error> {
        let TypeKind::Tensor(shape, elem) = self.ty(t)? else {
            return Err(Error::malformed(
                at,
                "a tensor attribute whose type is not a tensor",
            ));
        };
        if shape.iter().any(|&d| d < 0) {
            return Err(Error::unsupported(
                at,
                "a tensor attribute with a dynamic shape",
            ));
        }
        let n = shape
            .iter()
            .try_fold(1u64, |a, &d| a.checked_mul(d as u64))
            .ok_or_else(|| {
                Error::malformed(at, "a tensor attribute whose element count overflows")
            })?;
        let is_bool = matches!(self.ty(elem)?, TypeKind::Bool);
        let esz = self.elem_bytes(elem, at)? as u64;
        if is_bool {
            if blob.len() == 1 && (blob[0] == 0xFF || (n > 1 && blob[0] == 0)) && n != 1 {
                return Ok(vec![u8::from(blob[0] != 0)]);
            }
            let packed = n.div_ceil(8);
            if blob.len() as u64 == packed && blob.len() as u64 != n {
                return Ok((0..n as usize)
                    .map(|i| (blob[i / 8] >> (i % 8)) & 1)
                    .collect());
            }
            if blob.len() as u64 == n || blob.len() == 1 {
                return Ok(blob.iter().map(|&b| u8::from(b != 0)).collect());
            }
            return Err(Error::malformed(
                at,
                format!(
                    "an i1 tensor of {n} elements with {} bytes of data",
                    blob.len()
                ),
            ));
        }
        if blob.len() as u64 != n.saturating_mul(esz) && blob.len() as u64 != esz {
            return Err(Error::malformed(
                at,
                format!(
                    "a tensor of {n} elements of {esz} bytes with {} bytes of data",
                    blob.len()
                ),
            ));
        }
        Ok(blob.to_vec())
    }

    fn vhlo_type(&self, c: &mut Cursor<'_>) -> Result<TypeKind, Error> {
        let at = c.offset();
        let code = c.varint()?;
        Ok(match code {
            0 => TypeKind::Bool,
            1 => TypeKind::Complex(self.type_index(c)?),
            2 => TypeKind::Float("bf16"),
            3 => TypeKind::Float("f16"),
            4 => TypeKind::Float("f32"),
            5 => TypeKind::Float("f64"),
            6 => TypeKind::Float("f8E4M3FN"),
            7 => TypeKind::Float("f8E5M2"),
            8 => TypeKind::Function(self.type_list(c)?, self.type_list(c)?),
            9 => TypeKind::Index,
            10 => TypeKind::SInt(4),
            11 => TypeKind::SInt(8),
            12 => TypeKind::SInt(16),
            13 => TypeKind::SInt(32),
            14 => TypeKind::SInt(64),
            15 => TypeKind::UInt(4),
            16 => TypeKind::UInt(8),
            17 => TypeKind::UInt(16),
            18 => TypeKind::UInt(32),
            19 => TypeKind::UInt(64),
            20 => {
                let shape = self.svarints(c)?;
                TypeKind::Tensor(shape, self.type_index(c)?)
            }
            21 => {
                self.attr_index(c)?;
                self.svarints(c)?;
                self.type_index(c)?;
                TypeKind::Other("a tensor type with an encoding (bounded dynamic shape)")
            }
            22 => TypeKind::Token,
            23 => TypeKind::Tuple(self.type_list(c)?),
            24 => {
                c.varint()?;
                self.type_index(c)?;
                self.type_index(c)?;
                self.apint(c, 64, false)?;
                c.svarint()?;
                c.svarint()?;
                c.svarint()?;
                TypeKind::Other("!quant.uniform (quantized types)")
            }
            25 => {
                self.type_index(c)?;
                TypeKind::Other("an unranked tensor type")
            }
            26 => TypeKind::Other("!shape.witness"),
            27 => TypeKind::Float("f8E4M3FNUZ"),
            28 => TypeKind::Float("f8E5M2FNUZ"),
            29 => TypeKind::Float("f8E4M3B11FNUZ"),
            30 => {
                c.varint()?;
                self.type_index(c)?;
                self.type_index(c)?;
                c.varint()?;
                c.svarint()?;
                c.svarint()?;
                let n = c.count("scales", 1)?;
                for _ in 0..n {
                    self.apint(c, 64, false)?;
                }
                self.svarints(c)?;
                TypeKind::Other("!quant.uniform per axis (quantized types)")
            }
            31 => TypeKind::SInt(2),
            32 => TypeKind::UInt(2),
            33 => TypeKind::None,
            34 => TypeKind::Float("tf32"),
            35 => TypeKind::Float("f8E4M3"),
            36 => TypeKind::Float("f8E3M4"),
            37 => TypeKind::Float("f4E2M1FN"),
            38 => TypeKind::Float("f6E2M3FN"),
            39 => TypeKind::Float("f6E3M2FN"),
            40 => TypeKind::Float("f8E8M0FNU"),
            41 => {
                self.svarints(c)?;
                self.type_index(c)?;
                TypeKind::Other("a buffer type")
            }
            42 => {
                self.type_list(c)?;
                TypeKind::Other("a future type")
            }
            other => {
                return Err(Error::malformed(
                    at,
                    format!("unknown VHLO type code {other}"),
                ))
            }
        })
    }
}

/// The bit width of a float type by its MLIR name.
pub fn float_bits(name: &str) -> u32 {
    match name {
        "f64" => 64,
        "f32" | "tf32" => 32,
        "f16" | "bf16" => 16,
        "f4E2M1FN" => 4,
        "f6E2M3FN" | "f6E3M2FN" => 6,
        _ => 8,
    }
}

fn read_strings(mut c: Cursor<'_>) -> Result<Vec<&[u8]>, Error> {
    let n = c.count("strings", 1)?;
    let mut lens = Vec::with_capacity(n);
    for _ in 0..n {
        lens.push(c.varint()?);
    }
    // The data: every string with its NUL, in order, filling the rest of the section.
    let data = c.buf;
    let mut end = data.len();
    let mut out = vec![&data[0..0]; n];
    for (k, &len) in lens.iter().enumerate() {
        let i = n - 1 - k;
        let start_min = c.pos;
        if len == 0 || len > (end - start_min) as u64 {
            return Err(Error::malformed(
                c.base + end,
                format!("string {i} of {len} bytes does not fit the string section"),
            ));
        }
        let start = end - len as usize;
        out[i] = &data[start..end - 1];
        end = start;
    }
    if end != c.pos {
        return Err(Error::malformed(
            c.base + c.pos,
            "bytes between the string lengths and the strings",
        ));
    }
    Ok(out)
}
