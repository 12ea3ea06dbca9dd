//! Tests of [`SelfChannel`] and [`ThreadChannel`]: every collective at 2 and 4 processes, ragged
//! groups, and the errors; every expected value is computed by hand in the comment beside it.

use std::time::Duration;

use element::ops::BinaryOp;
use element::ElemType;

use super::channel::{Channel, GroupCache, GroupTable, SelfChannel, ThreadChannel};
use crate::vm::VmError;

fn f32s(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
fn to_f32s(b: &[u8]) -> Vec<f32> {
    b.chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}
fn i32s(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
fn to_i32s(b: &[u8]) -> Vec<i32> {
    b.chunks(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// Runs `f` on `n` threads, one endpoint each, and returns their results in rank order.
fn on_threads<R: Send>(
    n: usize,
    timeout: Duration,
    f: impl Fn(ThreadChannel) -> R + Sync,
) -> Vec<R> {
    let chans = ThreadChannel::world_with_timeout(n, timeout);
    let f = &f;
    std::thread::scope(|s| {
        let handles: Vec<_> = chans.into_iter().map(|c| s.spawn(move || f(c))).collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    })
}

const LONG: Duration = Duration::from_secs(20);

/// The all_reduce of `v`, which the in-place form must give too.
fn reduce_i32(ch: &dyn Channel, op: BinaryOp, v: i32) -> i32 {
    let mut out = [0u8; 4];
    ch.all_reduce(op, ElemType::I32, &v.to_le_bytes(), &mut out)
        .unwrap();
    let mut buf = v.to_le_bytes();
    ch.all_reduce_in_place(op, ElemType::I32, &mut buf).unwrap();
    assert_eq!(buf, out, "{op:?} in place");
    i32::from_le_bytes(out)
}

#[test]
fn self_channel_copies_or_gives_zeros() {
    let ch = SelfChannel::new();
    assert_eq!((ch.rank(), ch.size()), (0, 1));
    let x = f32s(&[1.5, -2.0, 3.25]);
    let mut out = vec![0u8; x.len()];
    for op in [BinaryOp::Add, BinaryOp::Maximum, BinaryOp::Subtract] {
        ch.all_reduce(op, ElemType::F32, &x, &mut out).unwrap();
        assert_eq!(out, x, "{op:?}");
    }
    out.fill(0);
    ch.all_gather(&x, &mut out).unwrap();
    assert_eq!(out, x);
    out.fill(0);
    ch.all_to_all(&x, &mut out).unwrap();
    assert_eq!(out, x);
    out.fill(0);
    ch.reduce_scatter(BinaryOp::Add, ElemType::F32, &x, &mut out)
        .unwrap();
    assert_eq!(out, x);
    out.fill(0);
    ch.collective_permute(&[(0, 0)], &x, &mut out).unwrap();
    assert_eq!(out, x);
    // No pair targets process 0: the spec's zeros.
    out.fill(7);
    ch.collective_permute(&[], &x, &mut out).unwrap();
    assert_eq!(out, vec![0u8; x.len()]);
    let mut b = x.clone();
    ch.collective_broadcast(0, &mut b).unwrap();
    assert_eq!(b, x);
    // Messages to itself come back in order, per channel id.
    ch.send(0, 3, &[1, 2]).unwrap();
    ch.send(0, 3, &[3, 4]).unwrap();
    ch.send(0, 4, &[5, 6]).unwrap();
    let mut m = [0u8; 2];
    ch.recv(0, 4, &mut m).unwrap();
    assert_eq!(m, [5, 6]);
    ch.recv(0, 3, &mut m).unwrap();
    assert_eq!(m, [1, 2]);
    ch.recv(0, 3, &mut m).unwrap();
    assert_eq!(m, [3, 4]);
    assert_eq!(ch.recv(0, 3, &mut m).unwrap_err().code(), "E0705");
    let sub = ch.split(Some(5), 0).unwrap().expect("a channel");
    assert_eq!((sub.rank(), sub.size()), (0, 1));
    assert!(ch.split(None, 0).unwrap().is_none());
}

#[test]
fn self_channel_sizing_errors_are_e0703() {
    let ch = SelfChannel::new();
    let x = f32s(&[1.0, 2.0]);
    let mut short = vec![0u8; 4];
    let code = |r: Result<(), VmError>| r.unwrap_err().code();
    assert_eq!(
        code(ch.all_reduce(BinaryOp::Add, ElemType::F32, &x, &mut short)),
        "E0703"
    );
    // 6 bytes are not whole f32s.
    assert_eq!(
        code(ch.all_reduce(BinaryOp::Add, ElemType::F32, &x[..6], &mut short[..2])),
        "E0703"
    );
    assert_eq!(code(ch.all_gather(&x, &mut short)), "E0703");
    assert_eq!(
        code(ch.collective_permute(&[(0, 1)], &x, &mut x.clone())),
        "E0703"
    );
    assert_eq!(code(ch.collective_broadcast(1, &mut short)), "E0703");
    assert_eq!(code(ch.send(1, 0, &x)), "E0703");
    // `complex` makes another type: no reduction.
    let mut out = vec![0u8; 8];
    assert_eq!(
        code(ch.all_reduce(BinaryOp::Complex, ElemType::F32, &x, &mut out)),
        "E0703"
    );
}

#[test]
fn all_reduce_every_op_at_2_and_4() {
    for n in [2usize, 4] {
        let got = on_threads(n, LONG, |ch| {
            let v = ch.rank() as i32 + 1;
            [
                BinaryOp::Add,
                BinaryOp::Multiply,
                BinaryOp::Maximum,
                BinaryOp::Minimum,
                BinaryOp::And,
                BinaryOp::Or,
                BinaryOp::Xor,
                BinaryOp::Subtract,
            ]
            .map(|op| reduce_i32(&ch, op, v))
        });
        // Members send 1..=n. n = 2: 1+2, 1*2, max, min, 1&2, 1|2, 1^2, 1-2.
        // n = 4: 10, 24, 4, 1, 1&2&3&4 = 0, 1|2|3|4 = 7, 1^2^3^4 = 4, ((1-2)-3)-4 = -8 (left
        // fold in rank order).
        let want = if n == 2 {
            [3, 2, 2, 1, 0, 3, 3, -1]
        } else {
            [10, 24, 4, 1, 0, 7, 4, -8]
        };
        for (r, g) in got.iter().enumerate() {
            assert_eq!(*g, want, "n={n} rank {r}");
        }
    }
}

#[test]
fn all_reduce_f32_folds_left_and_other_types() {
    // f32: members 0..4 send 1e8, 1, -1e8, 1. Left fold: 1e8 + 1 = 1e8 (the ulp at 1e8 is 8),
    // - 1e8 = 0, + 1 = 1. (A tree (a0+a1)+(a2+a3) would give 0.)
    let got = on_threads(4, LONG, |ch| {
        let x = [1e8f32, 1.0, -1e8, 1.0][ch.rank()];
        let mut out = vec![0u8; 4];
        ch.all_reduce(BinaryOp::Add, ElemType::F32, &f32s(&[x]), &mut out)
            .unwrap();
        to_f32s(&out)[0]
    });
    assert_eq!(got, vec![1.0; 4]);
    // bf16 (no MPI type: the fold): member r sends 0.5 * (r + 1) = bits 0x3f00, 0x3f80, 0x3fc0,
    // 0x4000; the sum 0.5 + 1 + 1.5 + 2 = 5 is bf16 0x40a0.
    let got = on_threads(4, LONG, |ch| {
        let bits: u16 = [0x3f00, 0x3f80, 0x3fc0, 0x4000][ch.rank()];
        let mut out = [0u8; 2];
        ch.all_reduce(BinaryOp::Add, ElemType::BF16, &bits.to_le_bytes(), &mut out)
            .unwrap();
        let mut buf = bits.to_le_bytes();
        ch.all_reduce_in_place(BinaryOp::Add, ElemType::BF16, &mut buf)
            .unwrap();
        [u16::from_le_bytes(out), u16::from_le_bytes(buf)]
    });
    assert_eq!(got, vec![[0x40a0; 2]; 4]);
    // i1 as bytes: member r sends [1, 0, r % 2]. add (or): [1, 0, 1]; mul (and): [1, 0, 0];
    // xor at n = 4: [1^1^1^1, 0, 0^1^0^1] = [0, 0, 0].
    let got = on_threads(4, LONG, |ch| {
        let x = [1u8, 0, (ch.rank() % 2) as u8];
        [BinaryOp::Add, BinaryOp::Multiply, BinaryOp::Xor].map(|op| {
            let mut out = [0u8; 3];
            ch.all_reduce(op, ElemType::I1, &x, &mut out).unwrap();
            out
        })
    });
    for g in got {
        assert_eq!(g, [[1, 0, 1], [1, 0, 0], [0, 0, 0]]);
    }
    // f64 maximum propagates NaN: member 1 sends NaN.
    let got = on_threads(2, LONG, |ch| {
        let x = [2.0f64, f64::NAN][ch.rank()];
        let mut out = [0u8; 8];
        ch.all_reduce(BinaryOp::Maximum, ElemType::F64, &x.to_le_bytes(), &mut out)
            .unwrap();
        f64::from_le_bytes(out)
    });
    assert!(got.iter().all(|x| x.is_nan()), "{got:?}");
}

#[test]
fn gather_to_all_scatter_permute_broadcast_at_2_and_4() {
    for n in [2usize, 4] {
        let got = on_threads(n, LONG, |ch| {
            let r = ch.rank();
            // all_gather: member r sends [r, r]; everyone gets [0,0, 1,1, ...].
            let mut gathered = vec![0u8; 2 * n];
            ch.all_gather(&[r as u8, r as u8], &mut gathered).unwrap();
            // all_to_all: member r sends [10r + j] for j < n; member r gets [10j + r].
            let send: Vec<u8> = (0..n).map(|j| (10 * r + j) as u8).collect();
            let mut a2a = vec![0u8; n];
            ch.all_to_all(&send, &mut a2a).unwrap();
            // reduce_scatter: member s sends [100s + j] for j < n; member r gets
            // sum over s of (100s + r) = 100 n(n-1)/2 + n r.
            let send: Vec<i32> = (0..n).map(|j| (100 * r + j) as i32).collect();
            let mut rs = vec![0u8; 4];
            ch.reduce_scatter(BinaryOp::Add, ElemType::I32, &i32s(&send), &mut rs)
                .unwrap();
            // collective_permute along 0 -> 1 -> ... -> n-1 (not a cycle): member 0 gets zeros,
            // member k gets k-1's [k-1 + 1] = [k].
            let pairs: Vec<(usize, usize)> = (0..n - 1).map(|k| (k, k + 1)).collect();
            let mut perm = [9u8; 1];
            ch.collective_permute(&pairs, &[r as u8 + 1], &mut perm)
                .unwrap();
            // collective_broadcast from the last member: everyone gets [n-1 + 50].
            let mut bc = [r as u8 + 50];
            ch.collective_broadcast(n - 1, &mut bc).unwrap();
            // send / recv: member 0 sends [42, r] to member 1 with channel 7.
            let mut msg = [0u8; 2];
            match r {
                0 => ch.send(1, 7, &[42, 0]).unwrap(),
                1 => ch.recv(0, 7, &mut msg).unwrap(),
                _ => {}
            }
            (gathered, a2a, to_i32s(&rs)[0], perm[0], bc[0], msg)
        });
        for (r, (gathered, a2a, rs, perm, bc, msg)) in got.into_iter().enumerate() {
            let want_gather: Vec<u8> = (0..n).flat_map(|k| [k as u8, k as u8]).collect();
            assert_eq!(gathered, want_gather, "n={n} rank {r}");
            let want_a2a: Vec<u8> = (0..n).map(|j| (10 * j + r) as u8).collect();
            assert_eq!(a2a, want_a2a, "n={n} rank {r}");
            assert_eq!(rs, (100 * n * (n - 1) / 2 + n * r) as i32, "n={n} rank {r}");
            assert_eq!(perm, if r == 0 { 0 } else { r as u8 }, "n={n} rank {r}");
            assert_eq!(bc, (n - 1 + 50) as u8, "n={n} rank {r}");
            assert_eq!(msg, if r == 1 { [42, 0] } else { [0, 0] }, "n={n} rank {r}");
        }
    }
}

#[test]
fn split_orders_by_key_then_rank() {
    // 4 members, color r % 2, key 3 - r: color 0 holds 0 (key 3) and 2 (key 1), ranked [2, 0];
    // color 1 holds 1 (key 2) and 3 (key 0), ranked [3, 1]. A gather in each shows the order.
    let got = on_threads(4, LONG, |ch| {
        let r = ch.rank();
        let sub = ch
            .split(Some((r % 2) as u32), (3 - r) as u32)
            .unwrap()
            .unwrap();
        let mut g = [0u8; 2];
        sub.all_gather(&[r as u8], &mut g).unwrap();
        (sub.rank(), sub.size(), g)
    });
    assert_eq!(
        got,
        vec![
            (1, 2, [2, 0]),
            (1, 2, [3, 1]),
            (0, 2, [2, 0]),
            (0, 2, [3, 1])
        ]
    );
}

#[test]
fn ragged_groups_in_group_order_and_cached() {
    // Groups [[3, 1, 0], [2, -1, -1]]: member r sends r + 1. Group 0 in its order sends 4, 2, 1:
    // subtract folds (4 - 2) - 1 = 1, the gather is [4, 2, 1]. Group 1 is member 2 alone: 3.
    let table = GroupTable::new(&[vec![3, 1, 0], vec![2, -1, -1]], 4).unwrap();
    let got = on_threads(4, Duration::from_secs(5), |ch| {
        let r = ch.rank();
        let mut cache = GroupCache::new(Box::new(ch));
        let (sub, gathered) = {
            let g = cache
                .group(&table)
                .unwrap()
                .expect("every member is in a group");
            let sub = reduce_i32(g, BinaryOp::Subtract, r as i32 + 1);
            let mut gathered = vec![0u8; g.size()];
            g.all_gather(&[r as u8 + 1], &mut gathered).unwrap();
            (sub, gathered)
        };
        // Member 0 asks again: the cached channel, no second split (a split there would wait
        // for a split the others never make, and the world all_reduce below would fail).
        if r == 0 {
            let again = cache.group(&table).unwrap().unwrap();
            assert_eq!(again.rank(), 2);
        }
        let world_sum = reduce_i32(cache.world(), BinaryOp::Add, 1);
        (sub, gathered, world_sum)
    });
    assert_eq!(got[0], (1, vec![4, 2, 1], 4));
    assert_eq!(got[1], (1, vec![4, 2, 1], 4));
    assert_eq!(got[2], (3, vec![3], 4));
    assert_eq!(got[3], (1, vec![4, 2, 1], 4));
    // A member in no group gets no channel: [[0, 1], [3, -1]] leaves 2 out.
    let table = GroupTable::new(&[vec![0, 1], vec![3, -1]], 4).unwrap();
    let got = on_threads(4, Duration::from_secs(5), |ch| {
        let mut cache = GroupCache::new(Box::new(ch));
        cache.group(&table).unwrap().map(|g| (g.rank(), g.size()))
    });
    assert_eq!(got, vec![Some((0, 2)), Some((1, 2)), None, Some((0, 1))]);
}

#[test]
fn group_tables_are_checked() {
    let bad = |rows: &[Vec<i64>]| GroupTable::new(rows, 4).unwrap_err().code();
    assert_eq!(bad(&[vec![0, 4]]), "E0703");
    assert_eq!(bad(&[vec![0, 1], vec![1, 2]]), "E0703");
    assert_eq!(bad(&[vec![0, -1, 1]]), "E0703");
    assert_eq!(bad(&[vec![-2]]), "E0703");
}

#[test]
fn a_member_that_never_comes_is_named() {
    let got = on_threads(3, Duration::from_millis(300), |ch| {
        if ch.rank() == 2 {
            return None;
        }
        let mut out = [0u8; 4];
        Some(
            ch.all_reduce(BinaryOp::Add, ElemType::F32, &1f32.to_le_bytes(), &mut out)
                .unwrap_err(),
        )
    });
    for e in got.into_iter().flatten() {
        assert_eq!(e.code(), "E0705");
        assert!(e.message.contains("all_reduce"), "{e}");
        assert!(e.message.contains("[2]"), "{e}");
    }
}

#[test]
fn members_that_disagree_fail_together() {
    // Another collective at the same point.
    let got = on_threads(2, Duration::from_secs(5), |ch| {
        let mut out = [0u8; 4];
        if ch.rank() == 0 {
            ch.all_reduce(BinaryOp::Add, ElemType::F32, &[0; 4], &mut out)
        } else {
            ch.all_gather(&[0; 2], &mut out)
        }
        .unwrap_err()
    });
    for e in &got {
        assert_eq!(e.code(), "E0705");
    }
    assert!(got.iter().any(|e| e.message.contains("called")), "{got:?}");
    // Other sizes.
    let got = on_threads(2, Duration::from_secs(5), |ch| {
        let n = 4 * (ch.rank() + 1);
        let mut out = vec![0u8; n];
        ch.all_reduce(BinaryOp::Add, ElemType::F32, &vec![0; n], &mut out)
            .unwrap_err()
    });
    for e in &got {
        assert_eq!(e.code(), "E0705");
        assert!(e.message.contains("differ"), "{e}");
    }
}

#[test]
fn empty_tensors_reduce_to_nothing() {
    // A zero-element all_reduce or reduce_scatter sends nothing and succeeds, folded or not.
    let got = on_threads(2, LONG, |ch| {
        let mut out: [u8; 0] = [];
        ch.all_reduce(BinaryOp::Add, ElemType::BF16, &[], &mut out)
            .and_then(|_| ch.all_reduce(BinaryOp::Subtract, ElemType::F32, &[], &mut out))
            .and_then(|_| ch.reduce_scatter(BinaryOp::Add, ElemType::I32, &[], &mut out))
    });
    assert_eq!(got, vec![Ok(()), Ok(())]);
}
