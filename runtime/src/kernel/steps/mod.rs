//! The kernel steps, one module per step kind, and the one table that gives each its wire tag.
//!
//! A step kind is a struct in its own module (its descriptor) with its wire layout declared once
//! by [`wire!`]. The [`steps!`] table below lists every kind with its stable one-byte tag and
//! derives from it the [`Step`] enum and its `.vmfb` codec (the tag, then the payload; a tag the
//! table does not give is a decode error). Adding a step is one new module and one table row.

use crate::vm::format::{Codec, DecodeResult, Reader, Writer};

/// The codec of a step's descriptor, its fields listed once in wire order: `pad` writes a zero
/// byte (and reads one byte, whatever its value), any other name writes and reads that field.
/// The order may differ from the struct's, so a layout can stay byte for byte what it was.
macro_rules! wire {
    ($t:ident { $($w:ident),* $(,)? }) => {
        impl crate::vm::format::Codec for $t {
            fn enc(&self, w: &mut crate::vm::format::Writer) {
                $(wire!(@enc self w $w);)*
            }
            fn dec(
                r: &mut crate::vm::format::Reader,
            ) -> crate::vm::format::DecodeResult<Self> {
                wire!(@dec r $t [] $($w)*)
            }
        }
    };
    (@enc $s:ident $w:ident pad) => {
        crate::vm::format::Codec::enc(&0u8, $w)
    };
    (@enc $s:ident $w:ident $f:ident) => {
        crate::vm::format::Codec::enc(&$s.$f, $w)
    };
    (@dec $r:ident $t:ident [$($done:ident)*]) => {
        Ok($t { $($done),* })
    };
    (@dec $r:ident $t:ident [$($done:ident)*] pad $($rest:ident)*) => {{
        let _: u8 = crate::vm::format::Codec::dec($r)?;
        wire!(@dec $r $t [$($done)*] $($rest)*)
    }};
    (@dec $r:ident $t:ident [$($done:ident)*] $f:ident $($rest:ident)*) => {{
        let $f = crate::vm::format::Codec::dec($r)?;
        wire!(@dec $r $t [$($done)* $f] $($rest)*)
    }};
}

/// The table of step kinds: `tag => Variant(module::Type)`. It declares each module, and derives
/// the [`Step`] enum and its codec.
macro_rules! steps {
    ($($tag:literal => $v:ident($m:ident::$t:ident)),* $(,)?) => {
        $(pub mod $m;)*
        $(pub use $m::$t;)*

        /// One step of a kernel: one variant per step kind, each holding its descriptor.
        #[derive(Clone, Debug, PartialEq)]
        pub enum Step {
            $(
                #[doc = concat!("See [`", stringify!($t), "`].")]
                $v($t),
            )*
        }

        impl Codec for Step {
            fn enc(&self, w: &mut Writer) {
                match self {
                    $(Step::$v(s) => {
                        let tag: u8 = $tag;
                        tag.enc(w);
                        s.enc(w);
                    })*
                }
            }
            fn dec(r: &mut Reader) -> DecodeResult<Self> {
                match u8::dec(r)? {
                    $($tag => Ok(Step::$v(Codec::dec(r)?)),)*
                    t => Err(format!("bad kernel step tag {t}")),
                }
            }
        }
    };
}

steps! {
    0 => Map(map::Map),
    1 => Reduce(reduce::Reduce),
    2 => Dot(dot::Dot),
    3 => Conv(conv::Conv),
    4 => ReduceWindow(reduce_window::ReduceWindow),
    5 => Gather(gather::Gather),
    6 => Scatter(scatter::Scatter),
    7 => Copy(copy::Copy),
    8 => Fill(fill::Fill),
    9 => Place(place::Place),
    10 => CopyBytes(copy_bytes::CopyBytes),
    11 => DynamicSlice(dynamic_slice::DynamicSlice),
    12 => DynamicUpdateSlice(dynamic_update_slice::DynamicUpdateSlice),
    13 => Sort(sort::Sort),
    14 => SelectAndScatter(select_and_scatter::SelectAndScatter),
    15 => Fft(fft::Fft),
    16 => Cholesky(cholesky::Cholesky),
    17 => TriangularSolve(triangular_solve::TriangularSolve),
    18 => RngBitGenerator(rng_bit_generator::RngBitGenerator),
    19 => Lapack(lapack::Lapack),
}
