//! What MLIR's parser resolves around its grammar, done here before the LR(1) grammar sees a token:
//!
//! - **Text** ([`prepare`]): the file's `{-# dialect_resources: { builtin: { name: "0x..." } } #-}`
//!   block is read and blanked out (offsets stay as they were), and a tensor type written with
//!   whitespace where MLIR's lexer allows it (`tensor <2 x 4 x f32>`: MLIR lexes `2`, `x`, `4`, `x`,
//!   `f32` as separate tokens) is closed up into the one token this lexer reads
//!   (`tensor<2x4xf32>`), padded with spaces so that later offsets do not move.
//! - **Tokens** ([`expand`]): attribute and type aliases defined at the top level of a file
//!   (`#map = ...`, `!t = tensor<...>`; MLIR prints location aliases `#loc1 = loc(...)` at the end,
//!   so a definition may come after its uses) are removed and each use is replaced by the
//!   definition's tokens, located at the use; `dense_resource<name>` becomes `dense<"0x...">` with
//!   the resource's bytes; `loc(...)` becomes one [`Tok::Loc`] token holding the most useful text
//!   of the location (`"file.py":3:4`, else a name, else `unknown`), which the grammar accepts after
//!   an op, a function argument and a block argument and the builder keeps on the op for
//!   diagnostics.
//!
//! An undefined alias, a second definition of one, a name with a `.` (reserved for dialects) and a
//! missing or malformed resource are coded errors with spans (E0008, E0009, E0010).

use std::collections::HashMap;

use crate::diag::{self, Diagnostic};
use crate::ir::Span;
use crate::lexer::Tok;

/// A token with its byte range.
pub type Spanned<'a> = (usize, Tok<'a>, usize);

/// The text with the resource block blanked out and tensor types closed up, and the resources
/// the block defines (name to the quoted hex of its bytes, `"0x..."`, without the alignment word).
#[derive(Debug, Default)]
pub struct Prepared {
    /// The text to lex (as long as the input, byte for byte at every offset outside what changed).
    pub text: String,
    /// `dense_resource` blobs by name.
    pub resources: HashMap<String, String>,
    /// Errors found in the resource block.
    pub diags: Vec<Diagnostic>,
}

/// How deep aliases may refer to aliases (a cycle is an error, not a stack overflow).
const MAX_ALIAS_DEPTH: usize = 64;

/// The text pass: reads and blanks the resource block, closes up spaced tensor types.
pub fn prepare(text: &str, offset: usize) -> Prepared {
    let mut out = text.as_bytes().to_vec();
    let mut p = Prepared::default();
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => i = skip_string(b, i),
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'{' if b[i..].starts_with(b"{-#") => {
                let Some(close) = find(b, i + 3, b"#-}") else {
                    p.diags.push(Diagnostic::error(
                        diag::BAD_RESOURCE,
                        Span::new(offset + i, offset + i + 3),
                        "a `{-#` resource block without its closing `#-}`",
                        "opened here",
                    ));
                    return p;
                };
                let end = close + 3;
                read_resources(&text[i + 3..close], offset + i + 3, &mut p);
                for c in &mut out[i..end] {
                    if *c != b'\n' {
                        *c = b' ';
                    }
                }
                i = end;
            }
            b't' if b[i..].starts_with(b"tensor") && (i == 0 || !is_ident_byte(b[i - 1])) => {
                i = close_up_tensor(b, i, &mut out);
            }
            _ => i += 1,
        }
    }
    // Only ASCII bytes were replaced by ASCII bytes, so the text is still UTF-8.
    p.text = String::from_utf8(out).unwrap_or_else(|_| text.to_string());
    p
}

fn is_ident_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'%' | b'@' | b'#' | b'!' | b'^')
}

/// The index after the string literal that starts at `i`.
fn skip_string(b: &[u8], mut i: usize) -> usize {
    i += 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'"' | b'\n' => return i + 1,
            _ => i += 1,
        }
    }
    b.len()
}

fn find(b: &[u8], from: usize, what: &[u8]) -> Option<usize> {
    b.get(from..)?
        .windows(what.len())
        .position(|w| w == what)
        .map(|p| p + from)
}

/// At `tensor` (index `i`): if whitespace separates the parts of a tensor type on one line,
/// writes the type closed up (and padded with spaces) into `out`. Returns where to go on.
fn close_up_tensor(b: &[u8], i: usize, out: &mut [u8]) -> usize {
    let mut j = i + "tensor".len();
    while j < b.len() && matches!(b[j], b' ' | b'\t') {
        j += 1;
    }
    if b.get(j) != Some(&b'<') {
        return i + "tensor".len();
    }
    let mut depth = 0usize;
    let mut k = j;
    while k < b.len() {
        match b[k] {
            b'<' => depth += 1,
            b'>' => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            b' ' | b'\t' | b'\r' | b'\n' => {}
            c if c.is_ascii_alphanumeric() || matches!(c, b'?' | b'*' | b'_') => {}
            // Anything else (an encoding `, #enc`, a string) is left as written.
            _ => return i + "tensor".len(),
        }
        k += 1;
    }
    if k >= b.len() {
        return i + "tensor".len();
    }
    let closed: Vec<u8> = b"tensor"
        .iter()
        .chain(b[j..=k].iter().filter(|c| !c.is_ascii_whitespace()))
        .copied()
        .collect();
    if closed.len() == k + 1 - i {
        return k + 1;
    }
    out[i..i + closed.len()].copy_from_slice(&closed);
    for c in &mut out[i + closed.len()..=k] {
        // Newlines stay, so that nothing else moves to another line.
        if *c != b'\n' {
            *c = b' ';
        }
    }
    k + 1
}

/// Reads `dialect_resources: { builtin: { name: "0x...", ... }, ... }` (other sections, such as
/// `external_resources`, are skipped).
fn read_resources(body: &str, offset: usize, p: &mut Prepared) {
    let toks = resource_tokens(body);
    let bad = |p: &mut Prepared, at: usize, what: &str| {
        p.diags.push(Diagnostic::error(
            diag::BAD_RESOURCE,
            Span::new(offset + at, offset + at + 1),
            format!("malformed resource block: {what}"),
            "here",
        ));
    };
    // key ':' '{' (dialect ':' '{' (name ':' string ','?)* '}' ','?)* '}' ','?
    let mut i = 0;
    let mut depth = 0;
    let mut section = "";
    let mut dialect = "";
    while i < toks.len() {
        let (at, t) = toks[i];
        match t {
            "{" => depth += 1,
            "}" => {
                if depth == 0 {
                    return bad(p, at, "an unmatched `}`");
                }
                depth -= 1;
            }
            "," | ":" => {}
            key => {
                if toks.get(i + 1).map(|t| t.1) != Some(":") {
                    return bad(p, at, "expected `:` after a key");
                }
                let key = key.trim_matches('"');
                match depth {
                    0 => section = key,
                    1 => dialect = key,
                    2 if section == "dialect_resources" && dialect == "builtin" => {
                        let Some(&(vat, v)) = toks.get(i + 2) else {
                            return bad(p, at, "a resource without a value");
                        };
                        match blob(v) {
                            Some(hex) => {
                                p.resources.insert(key.to_string(), hex);
                            }
                            None => {
                                p.diags.push(Diagnostic::error(
                                    diag::BAD_RESOURCE,
                                    Span::new(offset + vat, offset + vat + v.len()),
                                    format!("resource `{key}` is not a hex blob"),
                                    "expected \"0x\" followed by a 4-byte alignment and the bytes",
                                ));
                                return;
                            }
                        }
                        i += 3;
                        continue;
                    }
                    _ => {}
                }
                i += 2;
                continue;
            }
        }
        i += 1;
    }
}

/// Splits a resource block into `{`, `}`, `:`, `,`, strings and bare words, with their offsets.
fn resource_tokens(s: &str) -> Vec<(usize, &str)> {
    let b = s.as_bytes();
    let mut v = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            c if c.is_ascii_whitespace() => i += 1,
            b'{' | b'}' | b':' | b',' => {
                v.push((i, &s[i..i + 1]));
                i += 1;
            }
            b'"' => {
                let e = skip_string(b, i);
                v.push((i, &s[i..e]));
                i = e;
            }
            _ => {
                let st = i;
                while i < b.len() && !b[i].is_ascii_whitespace() && !b"{}:,\"".contains(&b[i]) {
                    i += 1;
                }
                v.push((st, &s[st..i]));
            }
        }
    }
    v
}

/// A resource blob `"0xAAAAAAAABBBB..."`: a little-endian 4-byte alignment, then the bytes; the
/// quoted hex of the bytes, as `dense<"0x...">` takes them.
fn blob(v: &str) -> Option<String> {
    let hex = v.strip_prefix('"')?.strip_suffix('"')?;
    let hex = hex.strip_prefix("0x").or_else(|| hex.strip_prefix("0X"))?;
    if hex.len() < 8 || hex.len() % 2 != 0 || !hex.bytes().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    Some(format!("\"0x{}\"", &hex[8..]))
}

/// One alias definition: its name's span and its value's tokens (at the definition).
struct Def<'a> {
    span: (usize, usize),
    value: Vec<Spanned<'a>>,
}

/// The token pass: aliases, `dense_resource` and `loc(...)`. `src` is the chunk's text (at
/// `offset` in its file), from which [`Tok::Loc`] texts are sliced; `resources` gives the blobs.
pub fn expand<'a>(
    toks: Vec<Spanned<'a>>,
    src: &'a str,
    offset: usize,
    resources: &'a HashMap<String, String>,
) -> Result<Vec<Spanned<'a>>, Vec<Diagnostic>> {
    let mut diags = Vec::new();
    let mut defs: HashMap<&'a str, Def<'a>> = HashMap::new();
    let mut rest = Vec::with_capacity(toks.len());
    let mut depth = 0usize;
    let mut i = 0;
    while i < toks.len() {
        let (s, t, e) = toks[i];
        let alias = match t {
            Tok::HashId(n) | Tok::BangId(n) => Some(n),
            _ => None,
        };
        if let (0, Some(name), Some((_, Tok::Equal, _))) = (depth, alias, toks.get(i + 1)) {
            let end = value_end(&toks, i + 2);
            if name.contains('.') {
                diags.push(Diagnostic::error(
                    diag::UNDEFINED_ALIAS,
                    Span::new(s, e),
                    format!("`{name}` cannot name an alias: names with a `.` are reserved for dialect attributes and types"),
                    "alias name with a `.`",
                ));
            } else if end == i + 2 {
                diags.push(Diagnostic::error(
                    diag::UNDEFINED_ALIAS,
                    Span::new(s, e),
                    format!("alias `{name}` has no value after `=`"),
                    "empty alias",
                ));
            } else if let Some(first) = defs.get(name) {
                diags.push(
                    Diagnostic::error(
                        diag::REDEFINED_ALIAS,
                        Span::new(s, e),
                        format!("alias `{name}` is defined twice"),
                        "second definition",
                    )
                    .with_secondary(Span::new(first.span.0, first.span.1), "first definition"),
                );
            } else {
                defs.insert(
                    name,
                    Def {
                        span: (s, e),
                        value: toks[i + 2..end].to_vec(),
                    },
                );
            }
            i = end.max(i + 2);
            continue;
        }
        match t {
            Tok::LParen | Tok::LBracket | Tok::LBrace => depth += 1,
            Tok::RParen | Tok::RBracket | Tok::RBrace => depth = depth.saturating_sub(1),
            _ => {}
        }
        rest.push(toks[i]);
        i += 1;
    }
    let mut out = Vec::with_capacity(rest.len());
    let x = Expander {
        defs: &defs,
        src,
        offset,
        resources,
    };
    x.emit(&rest, None, 0, &mut out, &mut diags);
    if diags.is_empty() {
        Ok(out)
    } else {
        Err(diags)
    }
}

/// Where the value of a definition that starts at `i` ends: a primary (a token and the bracketed
/// groups right after it, `#stablehlo.conv<...>`, `loc(...)`, `(i32) -> i32`), then more primaries
/// after `:`, `->` or `::` (`dense<1> : tensor<i32>`).
fn value_end(toks: &[Spanned<'_>], mut i: usize) -> usize {
    loop {
        let start = i;
        if matches!(toks.get(i), Some((_, Tok::Minus, _))) {
            i += 1;
        }
        match toks.get(i) {
            None => return start,
            Some((_, Tok::LParen | Tok::LBracket | Tok::LBrace | Tok::Less, _)) => {
                i = group_end(toks, i);
            }
            Some(_) => i += 1,
        }
        while matches!(toks.get(i), Some((_, Tok::Less | Tok::LParen, _))) {
            i = group_end(toks, i);
        }
        match toks.get(i) {
            Some((_, Tok::Colon | Tok::Arrow | Tok::ColonColon, _)) => i += 1,
            _ => return i,
        }
    }
}

/// The index after the bracketed group that opens at `i` (or the end of the input).
fn group_end(toks: &[Spanned<'_>], mut i: usize) -> usize {
    let mut depth = 0usize;
    while i < toks.len() {
        match toks[i].1 {
            Tok::LParen | Tok::LBracket | Tok::LBrace | Tok::Less => depth += 1,
            Tok::RParen | Tok::RBracket | Tok::RBrace | Tok::Greater => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    toks.len()
}

struct Expander<'d, 'a> {
    defs: &'d HashMap<&'a str, Def<'a>>,
    src: &'a str,
    offset: usize,
    resources: &'a HashMap<String, String>,
}

impl<'a> Expander<'_, 'a> {
    /// Emits `toks` with aliases, resources and locations resolved; `at` is the use site that
    /// substituted tokens are located at (`None` at the top).
    fn emit(
        &self,
        toks: &[Spanned<'a>],
        at: Option<(usize, usize)>,
        depth: usize,
        out: &mut Vec<Spanned<'a>>,
        diags: &mut Vec<Diagnostic>,
    ) {
        let place = |s: usize, e: usize| at.unwrap_or((s, e));
        let mut i = 0;
        while i < toks.len() {
            let (s, t, e) = toks[i];
            let next = toks.get(i + 1).map(|n| n.1);
            match t {
                Tok::HashId(n) | Tok::BangId(n) if !n.contains('.') && next != Some(Tok::Less) => {
                    match self.defs.get(n) {
                        Some(_) if depth >= MAX_ALIAS_DEPTH => {
                            diags.push(Diagnostic::error(
                                diag::UNDEFINED_ALIAS,
                                Span::new(s, e),
                                format!("alias `{n}` refers to itself through {MAX_ALIAS_DEPTH} aliases"),
                                "alias cycle",
                            ));
                            return;
                        }
                        Some(d) => {
                            let (ps, pe) = place(s, e);
                            self.emit(&d.value, Some((ps, pe)), depth + 1, out, diags);
                        }
                        None => {
                            let what = if matches!(t, Tok::HashId(_)) {
                                "attribute"
                            } else {
                                "type"
                            };
                            diags.push(
                                Diagnostic::error(
                                    diag::UNDEFINED_ALIAS,
                                    Span::new(s, e),
                                    format!("undefined {what} alias `{n}`"),
                                    "not defined",
                                )
                                .note(format!(
                                    "define it at the top level of the file: `{n} = ...`"
                                )),
                            );
                        }
                    }
                    i += 1;
                }
                Tok::Ident("loc")
                    if next == Some(Tok::LParen)
                        && matches!(
                            toks.get(group_end(toks, i + 1) - 1),
                            Some((_, Tok::RParen, _))
                        ) =>
                {
                    // A closed group: `group_end` is past its `)`, at least `i + 3`.
                    let end = group_end(toks, i + 1);
                    let mut inner = Vec::new();
                    let mut ignore = Vec::new();
                    self.flatten(&toks[i + 2..end - 1], depth, &mut inner, &mut ignore);
                    if ignore.is_empty() {
                        let (ps, _) = place(s, e);
                        let (_, pe) = place(toks[end - 1].0, toks[end - 1].2);
                        out.push((ps, Tok::Loc(self.describe(&inner)), pe));
                    } else {
                        diags.extend(ignore);
                    }
                    i = end;
                }
                Tok::Ident("dense_resource") if next == Some(Tok::Less) => {
                    let name = match (toks.get(i + 2), toks.get(i + 3)) {
                        (Some(&(ns, Tok::Ident(n), ne)), Some((_, Tok::Greater, _))) => {
                            Some((ns, n, ne))
                        }
                        (Some(&(ns, Tok::Str(n), ne)), Some((_, Tok::Greater, _))) => {
                            Some((ns, n.trim_matches('"'), ne))
                        }
                        _ => None,
                    };
                    let Some((ns, n, ne)) = name else {
                        diags.push(Diagnostic::error(
                            diag::BAD_RESOURCE,
                            Span::new(s, e),
                            "expected `dense_resource<name>`",
                            "malformed dense_resource",
                        ));
                        return;
                    };
                    match self.resources.get(n) {
                        Some(hex) => {
                            let (ps, pe) = place(s, toks[i + 3].2);
                            out.push((ps, Tok::KwDense, pe));
                            out.push((ps, Tok::Less, pe));
                            out.push((ps, Tok::Str(hex.as_str()), pe));
                            out.push((ps, Tok::Greater, pe));
                        }
                        None => {
                            let mut d = Diagnostic::error(
                                diag::BAD_RESOURCE,
                                Span::new(ns, ne),
                                format!(
                                    "resource `{n}` is not in the file's `dialect_resources` block"
                                ),
                                "no such resource",
                            );
                            if n == "__elided__" {
                                d = d.note("MLIR printed this constant without its bytes (`--mlir-elide-resource-strings-if-larger`); print the module again without eliding");
                            }
                            diags.push(d);
                        }
                    }
                    i += 4;
                }
                _ => {
                    let (ps, pe) = place(s, e);
                    out.push((ps, t, pe));
                    i += 1;
                }
            }
        }
    }

    /// The tokens of a location with its aliases replaced, keeping each token's own span.
    fn flatten(
        &self,
        toks: &[Spanned<'a>],
        depth: usize,
        out: &mut Vec<Spanned<'a>>,
        diags: &mut Vec<Diagnostic>,
    ) {
        for &(s, t, e) in toks {
            match t {
                Tok::HashId(n) if !n.contains('.') => match self.defs.get(n) {
                    Some(_) if depth >= MAX_ALIAS_DEPTH => diags.push(Diagnostic::error(
                        diag::UNDEFINED_ALIAS,
                        Span::new(s, e),
                        format!("alias `{n}` refers to itself through {MAX_ALIAS_DEPTH} aliases"),
                        "alias cycle",
                    )),
                    Some(d) => self.flatten(&d.value, depth + 1, out, diags),
                    None => diags.push(Diagnostic::error(
                        diag::UNDEFINED_ALIAS,
                        Span::new(s, e),
                        format!("undefined location alias `{n}`"),
                        "not defined",
                    )),
                },
                _ => out.push((s, t, e)),
            }
        }
    }

    /// The text that best says where: the first `"file":line:col`, else the first name, else
    /// `unknown`.
    fn describe(&self, toks: &[Spanned<'a>]) -> &'a str {
        let slice = |s: usize, e: usize| self.src.get(s - self.offset..e - self.offset);
        for w in toks.windows(5) {
            if let [(s, Tok::Str(_), _), (_, Tok::Colon, _), (_, Tok::Integer(_), _), (_, Tok::Colon, _), (_, Tok::Integer(_), e)] =
                w
            {
                if let Some(text) = slice(*s, *e) {
                    return text;
                }
            }
        }
        toks.iter()
            .find_map(|&(s, t, e)| match t {
                Tok::Str(_) => slice(s, e),
                _ => None,
            })
            .unwrap_or("unknown")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closes_up_tensor_types_in_place() {
        let p = prepare(
            "%0 : tensor <2 x 4 x f32>, tensor<f32> // tensor < 1 >\n",
            0,
        );
        assert_eq!(
            p.text,
            "%0 : tensor<2x4xf32>     , tensor<f32> // tensor < 1 >\n"
        );
        assert!(p.diags.is_empty());
    }

    #[test]
    fn reads_and_blanks_resources() {
        let src = "x\n{-#\n  dialect_resources: {\n    builtin: {\n      blob1: \"0x040000000100000002000000\"\n    }\n  }\n#-}\n";
        let p = prepare(src, 0);
        assert_eq!(p.text.len(), src.len());
        assert_eq!(p.text.trim(), "x");
        assert_eq!(p.resources["blob1"], "\"0x0100000002000000\"");
    }

    #[test]
    fn a_bad_blob_is_an_error() {
        let p = prepare("{-# dialect_resources: { builtin: { b: \"0x12\" } } #-}", 0);
        assert_eq!(p.diags[0].code, diag::BAD_RESOURCE);
    }
}
