//! Element types and elementwise semantics, shared by the compiler and the runtime.
//!
//! One element-type layer for the whole project: [`ElemType`] is the only element type enum (the
//! dialect's types, the kernel IR, the `.vmfb`, host tensors and `.npy` files all use it), each type
//! a (kind, bit width) pair with a storage size and a compute [`Domain`]. [`ops`] defines the
//! elementwise op families with their names, type rules and stable wire tags; [`lane`] gives each op
//! its semantics for every element type, used by the reference interpreter and by the kernel
//! executor alike; [`float`] rounds to every float format of the specification.
//!
//! **Architecture Invariant:** this crate depends on nothing of ours, so `dialect` and `runtime` can
//! both use it and still not know each other.

#![deny(missing_docs)]

pub mod check;
pub mod float;
pub mod float_text;
pub mod lane;
pub mod ops;
pub mod rng;
pub mod sort;
pub mod tensor_text;
pub mod types;

pub use lane::Lane;
pub use ops::{BinaryOp, CompareDirection, CompareType, TypeSet, UnaryOp};
pub use types::{wrap_int, Domain, ElemType, Kind};
