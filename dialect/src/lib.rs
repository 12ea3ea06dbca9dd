//! The IR core of the compiler: what a program *is*, independent of any pass or runtime.
//!
//! It owns the arena-based SSA IR ([`ir`]), types ([`types`], quantized element types in [`quant`]), attributes ([`attrs`]), the op registry
//! ([`registry`]), the MLIR-syntax lexer ([`lexer`], logos), what MLIR resolves around its grammar (aliases,
//! resources, locations: [`expand`]) and the grammar (lalrpop), the builder that resolves
//! names ([`builder`]), the printer ([`printer`]), the pretty syntax families with both directions of
//! each in one file ([`syntax`]), the verifier ([`verifier`]) and diagnostics ([`diag`],
//! ariadne).
//!
//! **Architecture Invariant:** `dialect` knows no pass and no runtime; everything here is reusable by
//! any tool that reads or writes the IR.

#![deny(missing_docs)]

pub mod abi;
pub mod affine;
pub mod ast;
pub mod attrs;
pub mod builder;
pub mod bytecode;
pub mod diag;
pub mod expand;
pub use element::float_text as float_format;
pub mod ir;
pub mod lexer;
pub mod ops;
pub mod parser;
pub mod printer;
pub mod quant;
pub mod syntax;
pub mod types;
pub mod verifier;
pub mod views;

pub use diag::Diagnostic;
pub use ir::Module;
