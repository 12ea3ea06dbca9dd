//! MLIR bytecode in: the container (MLIR's `docs/BytecodeFormat.md`, read as
//! `mlir/lib/Bytecode/Reader/BytecodeReader.cpp` reads it, bytecode versions 0 to 6), the builtin
//! dialect's attributes and types (`BuiltinDialectBytecode.td`), and VHLO's
//! (`stablehlo/dialect/VhloBytecode.cpp`), converted to StableHLO in MLIR's generic text form by
//! [`vhlo`], which the text parser then reads, so the module is the IR the text parser builds and
//! verification, passes and diagnostics apply unchanged.
//!
//! The bytes are untrusted input, read with the discipline of the `.vmfb` loader: every count,
//! length and index is checked against the bytes that remain before anything is allocated (a list
//! of `n` entries needs at least `n` bytes), the text produced is bounded by [`MAX_EXPANSION`]
//! times the input, nesting by [`MAX_DEPTH`], and every error is a [`Error`] with the byte offset
//! where reading stopped. Nothing here panics on any input (`compiler/tests/bytecode_fuzz.rs`).

pub mod jax_export;
mod reader;
pub mod vhlo;

use std::fmt;

use crate::diag::{self, Code};

pub use reader::{Attr, Bytecode, Entry, TypeKind};

/// The 4-byte magic number that starts every MLIR bytecode file (`ML\xEFR`).
pub const MAGIC: &[u8; 4] = b"ML\xEFR";

/// The newest bytecode version read (MLIR's `kVersion`: 6, operand segment sizes as properties).
pub const MAX_VERSION: u64 = 6;

/// The deepest nesting of regions, and of attributes and types inside each other, that is read.
pub const MAX_DEPTH: usize = 128;

/// The text a module may expand to, in bytes per input byte (plus [`EXPANSION_ALLOWANCE`]): an
/// attribute or type is stored once and referenced by index, so without a bound a small file could
/// name one large constant many times. The corpus expands by at most 6.3x (`gpt_train_step`).
pub const MAX_EXPANSION: usize = 64;

/// Text any module may expand to regardless of its size.
pub const EXPANSION_ALLOWANCE: usize = 1 << 20;

/// An error reading bytecode: what went wrong and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// E0011 (malformed input) or E0012 (a construct not read).
    pub code: Code,
    /// Byte offset in the input (the file given, or the bytecode inside a `jax.export` artifact
    /// counted from the artifact's first byte).
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl Error {
    /// A malformed-input error (E0011).
    pub fn malformed(offset: usize, message: impl Into<String>) -> Error {
        Error {
            code: diag::BAD_BYTECODE,
            offset,
            message: message.into(),
        }
    }

    /// An error for a construct the reader does not support (E0012).
    pub fn unsupported(offset: usize, message: impl Into<String>) -> Error {
        Error {
            code: diag::UNSUPPORTED_BYTECODE,
            offset,
            message: message.into(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "error[{}]: {} (at byte offset {})",
            self.code, self.message, self.offset
        )
    }
}

/// What an input file holds, decided by its first bytes (not its name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputKind {
    /// MLIR bytecode (starts with [`MAGIC`]).
    Bytecode,
    /// A serialized `jax.export` artifact (a flatbuffer with the `Exported` table).
    JaxExport,
    /// Anything else: MLIR text.
    Text,
}

/// Classifies `bytes` by content: MLIR bytecode by its magic number, a `jax.export` artifact by
/// the shape of its flatbuffer (a root table whose module field holds MLIR bytecode).
pub fn classify(bytes: &[u8]) -> InputKind {
    if bytes.starts_with(MAGIC) {
        InputKind::Bytecode
    } else if jax_export::looks_like(bytes) {
        InputKind::JaxExport
    } else {
        InputKind::Text
    }
}

/// Reads MLIR bytecode holding StableHLO or VHLO and returns the module as MLIR text (the generic
/// form of StableHLO), which [`crate::parser::parse`] reads.
pub fn to_text(bytes: &[u8]) -> Result<String, Error> {
    to_text_at(bytes, 0)
}

/// [`to_text`] for bytecode found at `base` in a larger input (error offsets count from there).
pub fn to_text_at(bytes: &[u8], base: usize) -> Result<String, Error> {
    let bc = Bytecode::read(bytes, base)?;
    vhlo::convert(&bc)
}

/// Reads an input file's bytes as MLIR text, whatever form it has: MLIR bytecode and `jax.export`
/// artifacts are converted (see [`to_text`]); anything else must be UTF-8 text. The error names
/// the kind of input and the byte offset.
pub fn input_text(bytes: Vec<u8>) -> Result<(InputKind, String), Error> {
    match classify(&bytes) {
        InputKind::Bytecode => Ok((InputKind::Bytecode, to_text(&bytes)?)),
        InputKind::JaxExport => {
            let (module, at) = jax_export::module_bytes(&bytes)?;
            Ok((InputKind::JaxExport, to_text_at(module, at)?))
        }
        InputKind::Text => match String::from_utf8(bytes) {
            Ok(t) => Ok((InputKind::Text, t)),
            Err(e) => {
                let at = e.utf8_error().valid_up_to();
                let byte = e.as_bytes().get(at).copied().unwrap_or(0);
                Err(Error {
                    code: diag::IO_ERROR,
                    offset: at,
                    message: format!(
                        "the input is neither UTF-8 text, MLIR bytecode nor a jax.export artifact \
                         (byte 0x{byte:02X} is not UTF-8)"
                    ),
                })
            }
        },
    }
}
