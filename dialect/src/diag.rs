//! Diagnostics: typed, coded errors collected by the parser and verifier, rendered with `ariadne`.
//!
//! Library code only builds [`Diagnostic`]s; the binaries decide how to show them ([`render`]). Every
//! code is stable and listed in [`CODES`] (and in the README's error table).

use std::fmt;

use crate::ir::Span;

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The input is rejected.
    Error,
    /// The input is accepted, but something deserves attention.
    Warning,
}

/// A stable diagnostic code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Code(pub &'static str);

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

macro_rules! codes {
    ($($name:ident = $code:literal, $summary:literal;)*) => {
        $(
            #[doc = $summary]
            pub const $name: Code = Code($code);
        )*
        /// Every code with a one-line summary, in order (the README's error table).
        pub const CODES: &[(Code, &str)] = &[$(($name, $summary)),*];
    };
}

codes! {
    LEX_ERROR = "E0001", "A character or literal that is not part of MLIR's syntax.";
    SYNTAX_ERROR = "E0002", "A token where the grammar expects something else.";
    UNEXPECTED_EOF = "E0003", "The input ends in the middle of a construct.";
    BAD_LITERAL = "E0004", "A literal that does not fit its type (integer range, hex float width, dense element count).";
    UNKNOWN_TYPE = "E0005", "A type that is not known, or a quantized element type that breaks the specification's constraints on it (the message names the rule, C1-C13).";
    BAD_ATTRIBUTE = "E0006", "A malformed attribute (dialect attribute fields, enum cases, array element types).";
    BAD_SYNTAX_KEYWORD = "E0007", "A custom op syntax with a wrong keyword (e.g. `dim =` where `dims =` is expected).";
    UNDEFINED_ALIAS = "E0008", "An attribute or type alias (`#name`, `!name`) that is used but not defined, refers to itself, or is defined with a dialect's name (one with a `.`).";
    REDEFINED_ALIAS = "E0009", "An attribute or type alias defined twice.";
    BAD_RESOURCE = "E0010", "A `dense_resource<name>` whose blob is not in the file's `{-# dialect_resources ... #-}` block, or a malformed resource block.";
    BAD_BYTECODE = "E0011", "Malformed MLIR bytecode or `jax.export` artifact (truncated, a count, length or index out of range, an unknown encoding); the message gives the byte offset.";
    UNSUPPORTED_BYTECODE = "E0012", "MLIR bytecode holding an op, attribute or type the reader does not convert to StableHLO (the message names it and its byte offset).";
    UNDEFINED_VALUE = "E0101", "Use of an SSA value that is not defined in scope.";
    REDEFINED_VALUE = "E0102", "An SSA name defined twice in one scope.";
    USE_BEFORE_DEF = "E0103", "A value used before its definition, or in a block its definition's block does not dominate (dominance).";
    USE_TYPE_MISMATCH = "E0104", "A value used with a type other than the one it was defined with.";
    RESULT_COUNT = "E0105", "The number of result names does not match the op's results.";
    BAD_RESULT_INDEX = "E0106", "`%x#N` names a result the group does not have, or a group is used as one value.";
    UNDEFINED_BLOCK = "E0107", "A block label that is not defined (a branch to it), or defined twice.";
    DYNAMIC_SHAPE = "E0201", "A dynamic size (`?`) that shape refinement could not make static, or a `flow.tensor.dynamic_constant`/`tensor.cast` left unrefined.";
    UNSUPPORTED_TYPE = "E0202", "A type the compiler does not support here (unranked tensors, non-tensor operands).";
    REGION_STRUCTURE = "E0301", "A region or block that breaks the op's structure (terminator, block count, block arguments, a branch's successors and their operands).";
    UNDEFINED_FUNCTION = "E0302", "A call to a function that does not exist.";
    CALL_MISMATCH = "E0303", "A call whose operand or result types differ from the callee's signature.";
    RETURN_MISMATCH = "E0304", "A return whose operands differ from the function's result types.";
    DUPLICATE_SYMBOL = "E0305", "Two functions with one name.";
    BAD_FUNCTION = "E0306", "A malformed function (signature and entry block disagree, missing attributes, bad visibility).";
    UNDEFINED_GLOBAL = "E0308", "A global load or store (`ml_program.global_load`, `util.global.store`, ...) naming no `ml_program.global` or `util.global` of the module.";
    GLOBAL_MISMATCH = "E0309", "A global whose initial value differs from its type, or whose type is not a static tensor type; a load or store whose type differs from its global's.";
    IMMUTABLE_GLOBAL = "E0310", "A store to a global that is not `mutable`, or a `global_load_const` of a mutable global.";
    RECURSION = "E0307", "A function that calls itself, directly or through other functions (StableHLO programs have no recursion).";
    OPERAND_COUNT = "E0401", "An op with the wrong number of operands or results.";
    TYPE_CONSTRAINT = "E0402", "Operand or result types that violate the op's type rules.";
    MISSING_ATTRIBUTE = "E0403", "A required attribute is missing or has the wrong kind.";
    DOT_DIMS = "E0404", "Invalid `dot_general` dimension numbers.";
    BROADCAST_DIMS = "E0405", "Invalid `broadcast_in_dim` dimensions.";
    REDUCE_DIMS = "E0406", "Invalid reduce dimensions or reducer body.";
    TRANSPOSE_PERM = "E0407", "A transpose permutation that is not a permutation of the operand's dimensions.";
    RESHAPE_COUNT = "E0408", "A reshape that changes the number of elements.";
    COMPARE_SELECT = "E0409", "Invalid compare or select operand types.";
    GATHER_SCATTER_DIMS = "E0410", "Invalid gather or scatter dimension numbers.";
    CONV_DIMS = "E0411", "Invalid convolution dimension numbers, window or group counts.";
    SHAPE_MISMATCH = "E0412", "A result shape that does not follow from the operands (slice, iota, concatenate, pad, ...).";
    UNKNOWN_OP = "E0413", "An op the compiler does not know (accepted by the parser, rejected by the verifier).";
    NOT_SUPPORTED_YET = "E0414", "An op, custom_call target or element type the compiler knows but does not support yet (the message names it and the work that brings it); from `localize-manual`, a program that needs SPMD partitioning (an op outside a manual computation on a split value, a free mesh axis, resharding: \"needs SPMD partitioning; use shard_map\").";
    BAD_COLLECTIVE = "E0415", "A collective whose process groups break the spec's rules (an id repeated or out of the declared grid, a negative id other than the -1 padding, `use_global_device_ids` without a channel, pairs that are not pairs) or whose dimensions do not fit them (`all_gather_dim`, `scatter_dimension`, `split_count`).";
    REASSOCIATION = "E0416", "A `tensor.expand_shape` or `tensor.collapse_shape` whose reassociation does not group the dimensions in order, whose grouped sizes do not multiply out, or whose `output_shape` differs from its result type.";
    INDEXING_MAPS = "E0417", "A `linalg.generic` whose indexing maps or iterator types do not fit its operands, loops and body (one map per operand over one dimension per loop, results within the operand's rank, loop sizes that agree, `linalg.index` below the loop count).";
    ALIAS_OUT_OF_RANGE = "E0501", "An `abi.output` (or `iree.abi.output`, `tf.aliasing_output`) index that names no result.";
    ALIAS_TWICE = "E0502", "Two arguments name the same result as their output.";
    ALIAS_TYPE_MISMATCH = "E0503", "An aliased argument whose shape or element type differs from its result's.";
    ALIAS_PRIVATE = "E0504", "An ABI annotation on a private function (only public functions have an ABI).";
    ALIAS_BAD_VALUE = "E0505", "An ABI annotation whose value is not an integer (or `abi.consume` with a value).";
    ALIAS_COPY = "W0506", "Warning: an in-place output needs a copy, because the old contents are still read after the new ones are computed.";
    CHECK_FAILED = "E0601", "A check (`check.expect_*`, `stablehlo.custom_call @check.*`) found a value other than the expected one when the program ran.";
    EVALUATION_ERROR = "E0602", "The reference interpreter could not run the program (arguments that do not fit the signature, calls nested too deep, a value too large).";
    RUN_ARGUMENT = "E0701", "At run time (`irvm`, the embedding API): an argument that does not fit the function (count, shape, element type), an input or expected output that cannot be parsed or read, a function the module does not have, or a tensor whose storage was donated.";
    RUN_MEMORY = "E0702", "At run time: an allocation the device memory limit (`--device-memory-limit`) or the system refuses, or worker threads the system does not start.";
    RUN_INVALID_MODULE = "E0703", "At run time: a `.vmfb` the loader rejects (truncated, corrupt, another format version, failing validation), or a module that does something invalid when it runs (caught before any memory is touched).";
    RUN_WORK_LIMIT = "E0704", "At run time: a call that exceeds its work budget (`--work-limit`, `Device::work_limit`; the message gives the units used and the limit), 64 nested calls, or 2^20 function calls.";
    RUN_COLLECTIVE = "E0705", "At run time: a collective between processes failed (an MPI error, a process that never came to a collective or called another one, a launcher's environment in a build without MPI).";
    IO_ERROR = "E0901", "The input file cannot be read.";
    WRITE_ERROR = "E0902", "An output file (`-o`, `--output`, `--trace`) cannot be written.";
    INTERNAL = "E0999", "A compiler bug: a stage met IR that an earlier stage should have rejected or rewritten (please report it with the input).";
}

/// One diagnostic: a code, a message, a primary span with its label, secondary spans, and notes.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// The stable code.
    pub code: Code,
    /// One line saying what is wrong.
    pub message: String,
    /// Where.
    pub span: Span,
    /// The caret label under the span.
    pub label: String,
    /// Other places that matter, each with its label.
    pub secondary: Vec<(Span, String)>,
    /// Notes on how to fix it.
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// An error with `message`, labelled at `span` with `label`.
    pub fn error(
        code: Code,
        span: Span,
        message: impl Into<String>,
        label: impl Into<String>,
    ) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            code,
            message: message.into(),
            span,
            label: label.into(),
            secondary: vec![],
            notes: vec![],
        }
    }

    /// A warning.
    pub fn warning(
        code: Code,
        span: Span,
        message: impl Into<String>,
        label: impl Into<String>,
    ) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(code, span, message, label)
        }
    }

    /// Adds the op's MLIR location (`loc(...)` as written in the file, reduced by
    /// [`crate::expand`]) as a note, when it has one.
    pub fn at_loc(self, loc: Option<&str>) -> Diagnostic {
        match loc {
            Some(l) => self.note(format!("location: {l}")),
            None => self,
        }
    }

    /// Adds a note.
    pub fn note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    /// Adds a secondary label.
    pub fn with_secondary(mut self, span: Span, label: impl Into<String>) -> Diagnostic {
        self.secondary.push((span, label.into()));
        self
    }
}

/// Line and column (both 1-based, columns in characters) of a byte offset.
pub fn line_col(src: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(src.len());
    let mut off = offset;
    while !src.is_char_boundary(off) {
        off -= 1;
    }
    let before = &src[..off];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// Renders diagnostics as text: for each, a first line `file:line:col: error[E0101]: message` that
/// editors and scripts can parse, then an `ariadne` report with the source line, a caret label and notes.
pub fn render(diags: &[Diagnostic], file: &str, src: &str, color: bool) -> String {
    use ariadne::{Config, Label, Report, ReportKind, Source};
    let mut out = Vec::new();
    for d in diags {
        let (line, col) = line_col(src, d.span.start as usize);
        let kind_word = match d.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        out.extend_from_slice(
            format!(
                "{file}:{line}:{col}: {kind_word}[{}]: {}\n",
                d.code, d.message
            )
            .as_bytes(),
        );
        let kind = match d.severity {
            Severity::Error => ReportKind::Error,
            Severity::Warning => ReportKind::Warning,
        };
        let clamp = |s: crate::ir::Span| {
            let a = (s.start as usize).min(src.len());
            let b = (s.end as usize).clamp(a, src.len());
            a..b
        };
        let mut rep = Report::build(kind, (file, clamp(d.span)))
            .with_config(
                Config::default()
                    .with_color(color)
                    .with_index_type(ariadne::IndexType::Byte),
            )
            .with_code(d.code)
            .with_message(&d.message)
            .with_label(Label::new((file, clamp(d.span))).with_message(&d.label));
        for (s, l) in &d.secondary {
            rep = rep.with_label(Label::new((file, clamp(*s))).with_message(l));
        }
        for n in &d.notes {
            rep = rep.with_note(n);
        }
        let _ = rep.finish().write((file, Source::from(src)), &mut out);
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique_and_well_formed() {
        let mut seen = std::collections::HashSet::new();
        for (c, s) in CODES {
            assert!(seen.insert(c.0), "duplicate {c}");
            assert!(
                c.0.len() == 5 && (c.0.starts_with('E') || c.0.starts_with('W')),
                "{c}"
            );
            assert!(!s.is_empty());
        }
    }

    #[test]
    fn renders_location_and_code() {
        let src = "line one\n  bad here\n";
        let d = Diagnostic::error(SYNTAX_ERROR, Span::new(11, 14), "unexpected `bad`", "here")
            .note("fix it");
        let s = render(&[d], "x.mlir", src, false);
        assert!(
            s.starts_with("x.mlir:2:3: error[E0002]: unexpected `bad`\n"),
            "{s}"
        );
        assert!(s.contains("fix it"), "{s}");
        assert!(s.contains("bad here"), "{s}");
    }
}
