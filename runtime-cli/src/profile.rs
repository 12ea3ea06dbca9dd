//! The table `irvm benchmark --profile` prints: where the profiled calls' time went, per kernel
//! (with its achieved rate against the machine's peak) and per VM instruction kind, and how much
//! of the measured call time the table accounts for.

use std::fmt::Write;

use runtime::kernel::steps::Cost;
use runtime::vm::bytecode::Instr;
use runtime::vm::profile::{Peak, Profile, Stat};

/// Kernel rows printed; the others are summed in one line.
pub const KERNEL_ROWS: usize = 30;

/// Where the machine's peak came from, for the header.
pub enum PeakSource {
    /// Measured now on this many threads.
    Measured(usize),
    /// Given on the command line (`--peak-gflops`, `--peak-gbs`), each `true` when given.
    Given {
        /// `--peak-gflops` was given.
        gflops: bool,
        /// `--peak-gbs` was given.
        gbs: bool,
    },
}

/// The rate a kernel achieved and its fraction of the machine's peak, on the roofline: a kernel
/// whose flops per byte are at least the machine's (peak GFLOP/s over peak GB/s) is bound by
/// arithmetic and shows GFLOP/s, any other by memory and shows GB/s. The fraction is of the
/// roof over the kernel, `max(flop rate / peak flops, byte rate / peak bandwidth)`.
pub fn achieved(cost: Cost, runs: u64, seconds: f64, peak: Peak) -> (String, f64) {
    if seconds <= 0.0 || runs == 0 {
        return ("-".into(), 0.0);
    }
    let gflops = cost.flops as f64 * runs as f64 / seconds / 1e9;
    let gbs = cost.bytes as f64 * runs as f64 / seconds / 1e9;
    let compute_bound =
        cost.flops > 0 && cost.flops as f64 * peak.gbs >= cost.bytes as f64 * peak.gflops;
    let frac = (gflops / peak.gflops).max(gbs / peak.gbs);
    let text = if compute_bound {
        format!("{gflops:.1} GFLOP/s")
    } else {
        format!("{gbs:.1} GB/s")
    };
    (text, if frac.is_finite() { frac } else { 0.0 })
}

/// The profile's flops and bytes per call: each kernel's cost times its runs, over the calls.
pub fn per_call(profile: &Profile, costs: &[Cost]) -> (f64, f64) {
    let calls = profile.calls.calls.max(1) as f64;
    let (mut flops, mut bytes) = (0.0, 0.0);
    for (s, c) in profile.kernels.iter().zip(costs) {
        flops += c.flops as f64 * s.calls as f64;
        bytes += c.bytes as f64 * s.calls as f64;
    }
    (flops / calls, bytes / calls)
}

fn ms(s: f64) -> String {
    format!("{:.3}", s * 1e3)
}

fn mean_us(s: &Stat) -> String {
    if s.calls == 0 {
        return "-".into();
    }
    format!("{:.2}", s.seconds * 1e6 / s.calls as f64)
}

fn pct(part: f64, whole: f64) -> String {
    if whole <= 0.0 {
        return "-".into();
    }
    format!("{:.1}%", 100.0 * part / whole)
}

/// Lays out rows in columns: the first left-aligned, the others right-aligned.
fn columns(rows: &[Vec<String>]) -> String {
    let n = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..n)
        .map(|i| {
            rows.iter()
                .map(|r| r.get(i).map_or(0, |c| c.chars().count()))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for r in rows {
        let cells: Vec<String> = r
            .iter()
            .enumerate()
            .map(|(i, c)| {
                if i == 0 {
                    format!("{c:<w$}", w = widths[i])
                } else {
                    format!("{c:>w$}", w = widths[i])
                }
            })
            .collect();
        let _ = writeln!(out, "{}", cells.join("  ").trim_end());
    }
    out
}

/// The profile's report: a header (calls, time per call, `place`: where the calls ran, the
/// machine's peak), the kernels by
/// total time (the first [`KERNEL_ROWS`], then the rest summed), the instruction kinds by total
/// time, the share of the measured call time the instruction rows account for, and one line of
/// `key=value` figures for scripts (`profile_calls`, `flops_per_call`, `bytes_per_call`,
/// `accounted`).
#[allow(clippy::too_many_arguments)]
pub fn render(
    function: &str,
    profile: &Profile,
    costs: &[Cost],
    names: &[String],
    peak: Peak,
    source: &PeakSource,
    clock_ns: f64,
    place: &str,
) -> String {
    let call_s = profile.calls.seconds;
    let calls = profile.calls.calls;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "PROFILE @{function}: {calls} calls, {} ms per call (each instruction timed: about {clock_ns:.0} ns of clock reads each)",
        if calls > 0 { format!("{:.4}", call_s * 1e3 / calls as f64) } else { "-".into() },
    );
    let _ = writeln!(out, "where: {place}");
    let how = match source {
        PeakSource::Measured(t) => format!(
            "measured on {t} thread{} (an FMA loop; a 64 MiB copy)",
            if *t == 1 { "" } else { "s" }
        ),
        PeakSource::Given { gflops, gbs } => match (gflops, gbs) {
            (true, true) => "given (--peak-gflops, --peak-gbs)".into(),
            (true, false) => "GFLOP/s given (--peak-gflops), GB/s measured".into(),
            (false, true) => "GB/s given (--peak-gbs), GFLOP/s measured".into(),
            (false, false) => "measured".into(),
        },
    };
    let _ = writeln!(
        out,
        "machine peak: {:.1} GFLOP/s (f32), {:.1} GB/s, {how}",
        peak.gflops, peak.gbs
    );
    let _ = writeln!(out);

    let mut ks: Vec<usize> = (0..profile.kernels.len())
        .filter(|&i| profile.kernels[i].calls > 0)
        .collect();
    ks.sort_by(|&a, &b| {
        profile.kernels[b]
            .seconds
            .total_cmp(&profile.kernels[a].seconds)
    });
    let mut rows = vec![[
        "kernel", "calls", "total ms", "mean µs", "% call", "achieved", "% peak",
    ]
    .map(String::from)
    .to_vec()];
    for &i in ks.iter().take(KERNEL_ROWS) {
        let s = &profile.kernels[i];
        let cost = costs.get(i).copied().unwrap_or_default();
        let (rate, frac) = achieved(cost, s.calls, s.seconds, peak);
        rows.push(vec![
            names
                .get(i)
                .cloned()
                .unwrap_or_else(|| format!("kernel {i}")),
            s.calls.to_string(),
            ms(s.seconds),
            mean_us(s),
            pct(s.seconds, call_s),
            rate,
            format!("{:.1}%", 100.0 * frac),
        ]);
    }
    if ks.len() > KERNEL_ROWS {
        let rest = &ks[KERNEL_ROWS..];
        let s = Stat {
            calls: rest.iter().map(|&i| profile.kernels[i].calls).sum(),
            seconds: rest.iter().map(|&i| profile.kernels[i].seconds).sum(),
        };
        rows.push(vec![
            format!("({} more kernels)", rest.len()),
            s.calls.to_string(),
            ms(s.seconds),
            mean_us(&s),
            pct(s.seconds, call_s),
            String::new(),
            String::new(),
        ]);
    }
    let kernel_s: f64 = profile.kernels.iter().map(|s| s.seconds).sum();
    out.push_str(&columns(&rows));
    let _ = writeln!(out);

    let mut kinds: Vec<usize> = (0..Instr::KIND_NAMES.len())
        .filter(|&i| profile.instructions[i].calls > 0)
        .collect();
    kinds.sort_by(|&a, &b| {
        profile.instructions[b]
            .seconds
            .total_cmp(&profile.instructions[a].seconds)
    });
    let mut rows = vec![["instruction", "calls", "total ms", "mean µs", "% call"]
        .map(String::from)
        .to_vec()];
    for &i in &kinds {
        let s = &profile.instructions[i];
        rows.push(vec![
            Instr::KIND_NAMES[i].to_string(),
            s.calls.to_string(),
            ms(s.seconds),
            mean_us(s),
            pct(s.seconds, call_s),
        ]);
    }
    out.push_str(&columns(&rows));
    let _ = writeln!(out);

    let instr_s = profile.instruction_seconds();
    let dispatch_s = Instr::KIND_NAMES
        .iter()
        .position(|&n| n == "dispatch")
        .map_or(0.0, |i| profile.instructions[i].seconds);
    let outside = [("call entry", profile.entry), ("call exit", profile.exit)];
    let mut rows = vec![[
        "outside instructions",
        "calls",
        "total ms",
        "mean µs",
        "% call",
    ]
    .map(String::from)
    .to_vec()];
    for (name, s) in &outside {
        rows.push(vec![
            name.to_string(),
            s.calls.to_string(),
            ms(s.seconds),
            mean_us(s),
            pct(s.seconds, call_s),
        ]);
    }
    out.push_str(&columns(&rows));
    let _ = writeln!(out);
    let table_s = instr_s + profile.entry.seconds + profile.exit.seconds;
    let accounted = if call_s > 0.0 { table_s / call_s } else { 0.0 };
    let _ = writeln!(
        out,
        "accounted: the table holds {} of the measured call time: kernels {}, dispatch around them {}, other instructions {}, call entry and exit {}; the rest ({}) is the interpreter loop between instructions and the profiler's clock reads",
        pct(table_s, call_s),
        pct(kernel_s, call_s),
        pct(dispatch_s - kernel_s, call_s),
        pct(instr_s - dispatch_s, call_s),
        pct(profile.entry.seconds + profile.exit.seconds, call_s),
        pct(call_s - table_s, call_s),
    );
    let (flops, bytes) = per_call(profile, costs);
    let _ = writeln!(
        out,
        "profile_calls={calls} flops_per_call={flops:.0} bytes_per_call={bytes:.0} accounted={accounted:.4}"
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_roofline_picks_the_bound_and_its_fraction() {
        let peak = Peak {
            gflops: 100.0,
            gbs: 10.0,
        };
        // 2e9 flops and 1e6 bytes in one second: 2000 flops per byte, above the machine's 10:
        // bound by arithmetic, 2 GFLOP/s, 2% of 100.
        let (text, frac) = achieved(
            Cost {
                flops: 2_000_000_000,
                bytes: 1_000_000,
            },
            1,
            1.0,
            peak,
        );
        assert_eq!(text, "2.0 GFLOP/s");
        assert!((frac - 0.02).abs() < 1e-12, "{frac}");
        // Two runs of 5e8 flops and 5e9 bytes in one second: 0.1 flops per byte, below 10: bound
        // by memory, 10 GB/s, 100% of 10 (the flops' 1 GFLOP/s, 1%, is not the bound).
        let (text, frac) = achieved(
            Cost {
                flops: 500_000_000,
                bytes: 5_000_000_000,
            },
            2,
            1.0,
            peak,
        );
        assert_eq!(text, "10.0 GB/s");
        assert!((frac - 1.0).abs() < 1e-12, "{frac}");
        // No flops: bytes.
        let (text, _) = achieved(
            Cost {
                flops: 0,
                bytes: 1_000_000_000,
            },
            1,
            1.0,
            peak,
        );
        assert_eq!(text, "1.0 GB/s");
    }
}
