//! The example's SVG plot: the loss per step above, the memory per step below.

use std::path::Path;

use plotters::prelude::*;

/// What is plotted for each step.
pub struct Series<'a> {
    /// The loss of the step's batch.
    pub losses: &'a [f32],
    /// Live bytes after the step.
    pub live: &'a [u64],
    /// The peak of live bytes during the step.
    pub peaks: &'a [u64],
    /// Bytes the pool holds from the system after the step.
    pub reserved: &'a [u64],
}

/// Writes `path`: the loss of each step (log scale) with the mean of each `epoch` steps, and the
/// live bytes after each step, the peak during it and the pool's reserved bytes.
pub fn write_svg(path: &Path, title: &str, epoch: usize, s: &Series) -> Result<(), String> {
    draw(path, title, epoch, s).map_err(|e| format!("{}: {e}", path.display()))
}

fn draw(
    path: &Path,
    title: &str,
    epoch: usize,
    s: &Series,
) -> Result<(), Box<dyn std::error::Error>> {
    let Series {
        losses,
        live,
        peaks,
        reserved,
    } = *s;
    let steps = losses.len().max(1);
    let root = SVGBackend::new(path, (960, 720)).into_drawing_area();
    root.fill(&WHITE)?;
    let root = root.titled(title, ("sans-serif", 22))?;
    let (top, bottom) = root.split_vertically(380);

    let lo = losses
        .iter()
        .copied()
        .fold(f32::INFINITY, f32::min)
        .max(1e-6) as f64;
    let hi = losses.iter().copied().fold(0.0f32, f32::max).max(1e-5) as f64;
    let mut chart = ChartBuilder::on(&top)
        .caption("cross-entropy loss", ("sans-serif", 16))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(64)
        .build_cartesian_2d(0..steps, (lo * 0.8..hi * 1.25).log_scale())?;
    chart
        .configure_mesh()
        .x_desc("step")
        .y_desc("loss")
        .draw()?;
    let per_step = RGBColor(150, 180, 230);
    chart
        .draw_series(LineSeries::new(
            losses.iter().enumerate().map(|(i, &l)| (i, l as f64)),
            per_step,
        ))?
        .label("loss of the step's batch")
        .legend(move |(x, y)| PathElement::new([(x, y), (x + 20, y)], per_step));
    let means = losses.chunks(epoch.max(1)).enumerate().map(|(k, c)| {
        let mean = c.iter().map(|&l| l as f64).sum::<f64>() / c.len() as f64;
        (k * epoch + c.len() / 2, mean)
    });
    chart
        .draw_series(LineSeries::new(means, BLUE.stroke_width(2)))?
        .label("mean over the epoch")
        .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], BLUE.stroke_width(2)));
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()?;

    let kib = |b: u64| b as f64 / 1024.0;
    let top_kib = kib(peaks
        .iter()
        .chain(live)
        .chain(reserved)
        .copied()
        .max()
        .unwrap_or(1))
        * 1.2;
    let mut chart = ChartBuilder::on(&bottom)
        .caption("allocator: bytes per step", ("sans-serif", 16))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(64)
        .build_cartesian_2d(0..steps, 0.0..top_kib)?;
    chart.configure_mesh().x_desc("step").y_desc("KiB").draw()?;
    let grey = RGBColor(120, 120, 120);
    chart
        .draw_series(LineSeries::new(
            reserved.iter().enumerate().map(|(i, &b)| (i, kib(b))),
            grey.stroke_width(2),
        ))?
        .label("reserved by the pool (live + cached blocks)")
        .legend(move |(x, y)| PathElement::new([(x, y), (x + 20, y)], grey.stroke_width(2)));
    chart
        .draw_series(LineSeries::new(
            peaks.iter().enumerate().map(|(i, &b)| (i, kib(b))),
            RED.stroke_width(2),
        ))?
        .label("peak live during the step")
        .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], RED.stroke_width(2)));
    chart
        .draw_series(LineSeries::new(
            live.iter().enumerate().map(|(i, &b)| (i, kib(b))),
            GREEN.stroke_width(2),
        ))?
        .label("live after the step (parameters + data set)")
        .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], GREEN.stroke_width(2)));
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::LowerRight)
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()?;
    root.present()?;
    Ok(())
}
