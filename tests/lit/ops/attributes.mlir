// RUN: irc opt %s | FileCheck %s
// RUN: irc opt %s | irc opt - | FileCheck %s

// Attribute values in dictionaries print as MLIR prints them: dictionaries
// sorted by key, unit attributes by their bare name, integers with their type
// (i1 as true/false), untyped numbers as i64/f64, floats in MLIR's format,
// strings with LLVM's escapes (\\ and \XX in hex for quotes and
// non-printable characters), nested symbol references as @a::@b.

// CHECK-LABEL: func.func @scalars() attributes {a.unit, b.bool = false, c.i32 = 7 : i32, d.i64 = -3 : i64, e.ui8 = 200 : ui8, f.idx = 3 : index, g.i1 = true} {
func.func @scalars() attributes {g.i1 = 1 : i1, f.idx = 3 : index, e.ui8 = 200 : ui8, d.i64 = -3, c.i32 = 7 : i32, b.bool = false, a.unit} {
  return
}

// CHECK-LABEL: func.func @floats() attributes {a.f32 = 1.500000e+00 : f32, b.f64 = 2.000000e+00 : f64, c.third = 0.33333333333333331 : f64, d.third32 = 0.333333343 : f32, e.big = 1.000000e+10 : f32, f.bf16 = 1.000000e+00 : bf16, g.f16 = 6.550400e+04 : f16, h.inf = 0x7F800000 : f32} {
func.func @floats() attributes {a.f32 = 1.5 : f32, b.f64 = 2.0, c.third = 0.333333333333333333, d.third32 = 0.33333333 : f32, e.big = 1.0e+10 : f32, f.bf16 = 1.0 : bf16, g.f16 = 65504.0 : f16, h.inf = 0x7F800000 : f32} {
  return
}

// CHECK-LABEL: func.func @containers() attributes {a.arr = [1 : i64, "two", [3 : i32]], b.dict = {a, z = 1 : i32}, c.darr = array<i64: 1, 2>, d.empty = array<i64>, e.bools = array<i1: true, false>, f.i32 = array<i32: 5>, g.dense = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>} {
func.func @containers() attributes {a.arr = [1, "two", [3 : i32]], b.dict = {z = 1 : i32, a}, c.darr = array<i64: 1, 2>, d.empty = array<i64>, e.bools = array<i1: true, false>, f.i32 = array<i32: 5>, g.dense = dense<[1.0, 2.0]> : tensor<2xf32>} {
  return
}

// CHECK-LABEL: func.func @types_and_enums() attributes {a.type = tensor<4xf32>, b.fn = (tensor<2xf32>) -> (), c.enum = #stablehlo<precision HIGHEST>, d.dir = #stablehlo<comparison_direction GE>} {
func.func @types_and_enums() attributes {a.type = tensor<4xf32>, b.fn = (tensor<2xf32>) -> (), c.enum = #stablehlo<precision HIGHEST>, d.dir = #stablehlo<comparison_direction GE>} {
  return
}

// Keys that are not identifiers are quoted.
// CHECK-LABEL: func.func @quoted_keys() attributes {"has space" = 1 : i32, plain = 2 : i32} {
func.func @quoted_keys() attributes {plain = 2 : i32, "has space" = 1 : i32} {
  return
}

// CHECK-LABEL: func.func @symbols() attributes {a.flat = @foo, b.nested = @foo::@bar, c.quoted = @"with space"} {
func.func @symbols() attributes {a.flat = @foo, b.nested = @foo::@bar, c.quoted = @"with space"} {
  return
}

// CHECK-LABEL: func.func @strings() attributes {a.plain = "{replicated}", b.quote = "say \22hi\22", c.newline = "line\0A", d.backslash = "a\\b", e.tab = "\09x"} {
func.func @strings() attributes {a.plain = "{replicated}", b.quote = "say \"hi\"", c.newline = "line\n", d.backslash = "a\\b", e.tab = "\tx"} {
  return
}
