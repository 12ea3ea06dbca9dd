//! MLIR's affine maps, `affine_map<(d0, d1)[s0] -> (d1, d0 + s0)>`, as `linalg.generic`'s
//! `indexing_maps` hold them: parsed from the text of one token, printed as MLIR's `AsmPrinter`
//! prints them (dimensions `d0`.., symbols `s0`.., subtraction and negation shown as MLIR shows
//! its `+ x * -1` forms), and the one question the compiler asks of a map: is it a projected
//! permutation (each result a distinct dimension), the kind the lowering of `linalg.generic`
//! expresses with a broadcast and a transpose.
//!
//! MLIR simplifies an affine expression as it builds it (`d0 + 0` is `d0`, constants fold); this
//! module keeps an expression as written, so a map that MLIR would simplify prints back unsimplified.
//! The maps MLIR itself prints (already simplified) print back byte for byte.

use std::fmt;

/// The longest affine map body (in tokens) [`AffineMap::parse`] takes; the maps of
/// `linalg.generic` have a few dozen.
pub const MAX_TOKENS: usize = 1024;

/// An affine expression over dimensions `d_i` and symbols `s_j`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineExpr {
    /// `d_i`: a dimension (a loop of `linalg.generic`).
    Dim(usize),
    /// `s_j`: a symbol.
    Symbol(usize),
    /// An integer constant.
    Const(i64),
    /// `a + b` (`a - b` is `a + b * -1`, as in MLIR).
    Add(Box<AffineExpr>, Box<AffineExpr>),
    /// `a * b` (`-a` is `a * -1`).
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    /// `a mod b`.
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    /// `a floordiv b`.
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    /// `a ceildiv b`.
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

/// An affine map: `(dims)[symbols] -> (results)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    /// How many dimensions the map takes.
    pub dims: usize,
    /// How many symbols the map takes.
    pub symbols: usize,
    /// Its results, one expression each.
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// The identity map of `n` dimensions.
    pub fn identity(n: usize) -> AffineMap {
        AffineMap {
            dims: n,
            symbols: 0,
            results: (0..n).map(AffineExpr::Dim).collect(),
        }
    }

    /// When every result is a distinct dimension and there are no symbols (MLIR's
    /// `isProjectedPermutation` without zero results): the dimension of each result.
    pub fn projected_permutation(&self) -> Option<Vec<usize>> {
        if self.symbols != 0 {
            return None;
        }
        let mut seen = vec![false; self.dims];
        let mut out = Vec::with_capacity(self.results.len());
        for r in &self.results {
            let AffineExpr::Dim(d) = r else {
                return None;
            };
            if *d >= self.dims || std::mem::replace(&mut seen[*d], true) {
                return None;
            }
            out.push(*d);
        }
        Some(out)
    }

    /// Parses the text of an `affine_map<...>` token (with the `affine_map<` and `>`). The error
    /// says what is wrong, for the parser to place at the token.
    pub fn parse(text: &str) -> Result<AffineMap, String> {
        let body = text
            .strip_prefix("affine_map<")
            .and_then(|b| b.strip_suffix('>'))
            .ok_or_else(|| format!("`{text}` is not an affine map"))?;
        let toks = tokenize(body)?;
        // The parser recurses on parentheses and an expression is a tree printed and dropped
        // recursively: a bound on its length bounds every depth (fuzzed text must not overflow
        // the stack).
        if toks.len() > MAX_TOKENS {
            return Err(format!(
                "affine map of {} tokens is longer than this parser takes ({MAX_TOKENS})",
                toks.len()
            ));
        }
        let mut p = MapParser { toks, i: 0 };
        let map = p.map()?;
        if p.i != p.toks.len() {
            return Err(format!(
                "unexpected `{}` after the affine map's results",
                p.toks[p.i]
            ));
        }
        Ok(map)
    }
}

impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("affine_map<(")?;
        for i in 0..self.dims {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "d{i}")?;
        }
        f.write_str(")")?;
        if self.symbols > 0 {
            f.write_str("[")?;
            for i in 0..self.symbols {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "s{i}")?;
            }
            f.write_str("]")?;
        }
        f.write_str(" -> (")?;
        for (i, r) in self.results.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write_expr(f, r, false)?;
        }
        f.write_str(")>")
    }
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_expr(f, self, false)
    }
}

/// The constant of a `Const`, if it is one.
fn constant(e: &AffineExpr) -> Option<i64> {
    match e {
        AffineExpr::Const(c) => Some(*c),
        _ => None,
    }
}

/// Writes `e` as MLIR's `printAffineExprInternal` does; `strong` is true where an addition needs
/// parentheses (an operand of `*`, `mod`, `floordiv`, `ceildiv`).
fn write_expr(f: &mut fmt::Formatter<'_>, e: &AffineExpr, strong: bool) -> fmt::Result {
    use AffineExpr as E;
    match e {
        E::Dim(d) => write!(f, "d{d}"),
        E::Symbol(s) => write!(f, "s{s}"),
        E::Const(c) => write!(f, "{c}"),
        E::Mul(a, b) if constant(b) == Some(-1) => {
            f.write_str("-")?;
            write_expr(f, a, true)
        }
        E::Mul(a, b) => binary(f, a, " * ", b),
        E::Mod(a, b) => binary(f, a, " mod ", b),
        E::FloorDiv(a, b) => binary(f, a, " floordiv ", b),
        E::CeilDiv(a, b) => binary(f, a, " ceildiv ", b),
        E::Add(a, b) => {
            if strong {
                f.write_str("(")?;
            }
            write_expr(f, a, false)?;
            match &**b {
                E::Mul(x, c) if constant(c) == Some(-1) => {
                    f.write_str(" - ")?;
                    write_expr(f, x, true)?;
                }
                E::Mul(x, c) if constant(c).is_some_and(|c| c < 0) => {
                    f.write_str(" - ")?;
                    write_expr(f, x, true)?;
                    write!(f, " * {}", constant(c).unwrap_or(0).unsigned_abs())?;
                }
                E::Const(c) if *c < 0 => write!(f, " - {}", c.unsigned_abs())?,
                other => {
                    f.write_str(" + ")?;
                    write_expr(f, other, false)?;
                }
            }
            if strong {
                f.write_str(")")?;
            }
            Ok(())
        }
    }
}

fn binary(f: &mut fmt::Formatter<'_>, a: &AffineExpr, op: &str, b: &AffineExpr) -> fmt::Result {
    write_expr(f, a, true)?;
    f.write_str(op)?;
    write_expr(f, b, true)
}

/// One token of an affine map's body.
#[derive(Clone, Debug, PartialEq, Eq)]
enum T {
    Id(String),
    Int(i64),
    Punct(&'static str),
}

impl fmt::Display for T {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            T::Id(s) => f.write_str(s),
            T::Int(i) => write!(f, "{i}"),
            T::Punct(p) => f.write_str(p),
        }
    }
}

fn tokenize(s: &str) -> Result<Vec<T>, String> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c == b'-' && b.get(i + 1) == Some(&b'>') {
            out.push(T::Punct("->"));
            i += 2;
        } else if let Some(p) = ["(", ")", "[", "]", ",", "+", "-", "*"]
            .into_iter()
            .find(|p| p.as_bytes()[0] == c)
        {
            out.push(T::Punct(p));
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let n = s[start..i]
                .parse::<i64>()
                .map_err(|_| format!("integer `{}` in an affine map is too large", &s[start..i]))?;
            out.push(T::Int(n));
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$') {
                i += 1;
            }
            out.push(T::Id(s[start..i].to_string()));
        } else {
            return Err(format!(
                "unexpected character `{}` in an affine map",
                s[i..].chars().next().unwrap_or('?')
            ));
        }
    }
    Ok(out)
}

struct MapParser {
    toks: Vec<T>,
    i: usize,
}

/// The names of a map's dimensions and symbols, as written (MLIR allows any name: `(i, j)`).
struct Names {
    dims: Vec<String>,
    symbols: Vec<String>,
}

impl MapParser {
    fn peek(&self) -> Option<&T> {
        self.toks.get(self.i)
    }

    fn eat(&mut self, p: &'static str) -> bool {
        if self.peek() == Some(&T::Punct(p)) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, p: &'static str) -> Result<(), String> {
        if self.eat(p) {
            return Ok(());
        }
        Err(match self.peek() {
            Some(t) => format!("expected `{p}` in the affine map, found `{t}`"),
            None => format!("expected `{p}` in the affine map, found its end"),
        })
    }

    /// `( ids ) ( [ ids ] )? -> ( exprs )`.
    fn map(&mut self) -> Result<AffineMap, String> {
        let dims = self.id_list("(", ")")?;
        let symbols = if self.peek() == Some(&T::Punct("[")) {
            self.id_list("[", "]")?
        } else {
            vec![]
        };
        let names = Names { dims, symbols };
        for (i, n) in names.dims.iter().chain(&names.symbols).enumerate() {
            if names
                .dims
                .iter()
                .chain(&names.symbols)
                .skip(i + 1)
                .any(|m| m == n)
            {
                return Err(format!("`{n}` is named twice in the affine map"));
            }
        }
        self.expect("->")?;
        self.expect("(")?;
        let mut results = Vec::new();
        if !self.eat(")") {
            loop {
                results.push(self.expr(&names)?);
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        Ok(AffineMap {
            dims: names.dims.len(),
            symbols: names.symbols.len(),
            results,
        })
    }

    fn id_list(&mut self, open: &'static str, close: &'static str) -> Result<Vec<String>, String> {
        self.expect(open)?;
        let mut out = Vec::new();
        if self.eat(close) {
            return Ok(out);
        }
        loop {
            match self.peek().cloned() {
                Some(T::Id(s)) => {
                    self.i += 1;
                    out.push(s);
                }
                Some(t) => return Err(format!("expected a dimension or symbol name, found `{t}`")),
                None => return Err("the affine map ends in its dimension list".into()),
            }
            if self.eat(close) {
                return Ok(out);
            }
            self.expect(",")?;
        }
    }

    /// `term (('+' | '-') term)*`.
    fn expr(&mut self, n: &Names) -> Result<AffineExpr, String> {
        let mut e = self.term(n)?;
        loop {
            if self.eat("+") {
                let r = self.term(n)?;
                e = AffineExpr::Add(Box::new(e), Box::new(r));
            } else if self.eat("-") {
                let r = self.term(n)?;
                e = AffineExpr::Add(Box::new(e), Box::new(negate(r)));
            } else {
                return Ok(e);
            }
        }
    }

    /// `unary (('*' | 'mod' | 'floordiv' | 'ceildiv') unary)*`.
    fn term(&mut self, n: &Names) -> Result<AffineExpr, String> {
        let mut e = self.unary(n)?;
        loop {
            let op = match self.peek() {
                Some(T::Punct("*")) => "*",
                Some(T::Id(s)) if s == "mod" => "mod",
                Some(T::Id(s)) if s == "floordiv" => "floordiv",
                Some(T::Id(s)) if s == "ceildiv" => "ceildiv",
                _ => return Ok(e),
            };
            self.i += 1;
            let r = Box::new(self.unary(n)?);
            let l = Box::new(e);
            e = match op {
                "*" => AffineExpr::Mul(l, r),
                "mod" => AffineExpr::Mod(l, r),
                "floordiv" => AffineExpr::FloorDiv(l, r),
                _ => AffineExpr::CeilDiv(l, r),
            };
        }
    }

    fn unary(&mut self, n: &Names) -> Result<AffineExpr, String> {
        if self.eat("-") {
            let e = self.unary(n)?;
            return Ok(match e {
                AffineExpr::Const(c) => AffineExpr::Const(-c),
                other => negate(other),
            });
        }
        match self.peek().cloned() {
            Some(T::Punct("(")) => {
                self.i += 1;
                let e = self.expr(n)?;
                self.expect(")")?;
                Ok(e)
            }
            Some(T::Int(c)) => {
                self.i += 1;
                Ok(AffineExpr::Const(c))
            }
            Some(T::Id(s)) => {
                self.i += 1;
                if let Some(d) = n.dims.iter().position(|x| *x == s) {
                    Ok(AffineExpr::Dim(d))
                } else if let Some(k) = n.symbols.iter().position(|x| *x == s) {
                    Ok(AffineExpr::Symbol(k))
                } else {
                    Err(format!(
                        "`{s}` is not a dimension or symbol of the affine map"
                    ))
                }
            }
            Some(t) => Err(format!("unexpected `{t}` in an affine expression")),
            None => Err("the affine map ends inside an expression".into()),
        }
    }
}

fn negate(e: AffineExpr) -> AffineExpr {
    AffineExpr::Mul(Box::new(e), Box::new(AffineExpr::Const(-1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round(s: &str) -> String {
        AffineMap::parse(s).unwrap().to_string()
    }

    #[test]
    fn prints_as_mlir_prints() {
        assert_eq!(
            round("affine_map<(d0) -> (d0)>"),
            "affine_map<(d0) -> (d0)>"
        );
        assert_eq!(
            round("affine_map<(i, j) -> (j, i)>"),
            "affine_map<(d0, d1) -> (d1, d0)>"
        );
        assert_eq!(
            round("affine_map<(d0, d1)[s0] -> (d0 - d1, -d0, d1 * 2 + s0, (d0 + 1) floordiv 4, d0 - 3)>"),
            "affine_map<(d0, d1)[s0] -> (d0 - d1, -d0, d1 * 2 + s0, (d0 + 1) floordiv 4, d0 - 3)>"
        );
        assert_eq!(
            round("affine_map<(d0, d1) -> ()>"),
            "affine_map<(d0, d1) -> ()>"
        );
        assert_eq!(round("affine_map<() -> (0)>"), "affine_map<() -> (0)>");
    }

    #[test]
    fn projected_permutations() {
        let p = |s: &str| AffineMap::parse(s).unwrap().projected_permutation();
        assert_eq!(p("affine_map<(d0, d1, d2) -> (d2, d0)>"), Some(vec![2, 0]));
        assert_eq!(p("affine_map<(d0, d1) -> (d0, d0)>"), None);
        assert_eq!(p("affine_map<(d0, d1) -> (d0 + d1)>"), None);
        assert_eq!(p("affine_map<(d0) -> (0)>"), None);
    }

    #[test]
    fn errors_say_what_is_wrong() {
        let e = |s: &str| AffineMap::parse(s).unwrap_err();
        assert!(e("affine_map<(d0) -> (d1)>").contains("`d1` is not a dimension"));
        assert!(e("affine_map<(d0) (d0)>").contains("expected `->`"));
        assert!(e("affine_map<(d0, d0) -> (d0)>").contains("named twice"));
        assert!(e("affine_map<(d0) -> (d0 %)>").contains("unexpected character"));
        let deep = format!(
            "affine_map<(d0) -> ({}d0{})>",
            "(".repeat(5000),
            ")".repeat(5000)
        );
        assert!(e(&deep).contains("longer than"));
        let long = format!("affine_map<(d0) -> (d0{})>", " + d0".repeat(5000));
        assert!(e(&long).contains("longer than"));
    }
}
