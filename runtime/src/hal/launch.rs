//! Launch: is this process one rank of a job a launcher started (`mpirun`, `srun`, Hydra), and
//! which world channel does it get.
//!
//! A launcher's environment is recognized by the variables it sets in every rank: Open MPI's
//! `OMPI_COMM_WORLD_SIZE`, PMIx's `PMIX_RANK` (Open MPI 4 and 5, Slurm with PMIx), PMI's
//! `PMI_SIZE` (MPICH's Hydra, Slurm with PMI-2). Found, the world is MPI's
//! (`MPI_Init_thread(FUNNELED)`, or the MPI somebody initialized before, left to its owner); not
//! found, a [`SelfChannel`]. Found in a build without the `mpi` feature, it is an error before any
//! work, rather than N copies of the program each believing it is alone.

use std::time::Duration;

use super::channel::{Channel, SelfChannel};
use crate::vm::VmError;

/// The variables that say a launcher started this process, in the order they are looked for.
pub const LAUNCHER_VARIABLES: [&str; 3] = ["OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_SIZE"];

/// The launcher variable found (name and value), if any, read through `var` (the environment:
/// [`launcher_env`]).
pub fn launcher_in(var: impl Fn(&str) -> Option<String>) -> Option<(&'static str, String)> {
    LAUNCHER_VARIABLES
        .iter()
        .find_map(|&name| var(name).map(|v| (name, v)))
}

/// The launcher variable of this process's environment, if any.
pub fn launcher_env() -> Option<(&'static str, String)> {
    launcher_in(|name| std::env::var(name).ok())
}

/// How the world channel is made.
#[derive(Clone, Debug, Default)]
pub struct LaunchOptions {
    /// With MPI: a collective that waits longer than this aborts the whole job, naming the op
    /// (`irvm run --collective-timeout`); `None` waits forever.
    pub collective_timeout: Option<Duration>,
}

/// Whether this build can run under a launcher (the `mpi` feature).
pub const HAS_MPI: bool = cfg!(feature = "mpi");

/// The world channel of this process: MPI's when a launcher started it, else a [`SelfChannel`].
/// A launcher's environment in a build without the `mpi` feature is E0705.
pub fn world_channel(opts: &LaunchOptions) -> Result<Box<dyn Channel>, VmError> {
    world_channel_for(launcher_env(), opts)
}

/// [`world_channel`] for a given launcher variable (the environment's, or a test's).
pub fn world_channel_for(
    launcher: Option<(&'static str, String)>,
    opts: &LaunchOptions,
) -> Result<Box<dyn Channel>, VmError> {
    let Some((name, value)) = launcher else {
        return Ok(Box::new(SelfChannel::new()));
    };
    mpi_world(name, &value, opts)
}

#[cfg(feature = "mpi")]
fn mpi_world(_name: &str, _value: &str, opts: &LaunchOptions) -> Result<Box<dyn Channel>, VmError> {
    let world = super::mpi::MpiWorld::init()?;
    world.world().set_timeout(opts.collective_timeout);
    Ok(Box::new(world))
}

#[cfg(not(feature = "mpi"))]
fn mpi_world(name: &str, value: &str, _opts: &LaunchOptions) -> Result<Box<dyn Channel>, VmError> {
    Err(no_mpi(name, value))
}

/// The error of a launcher's environment in a build without MPI.
#[cfg_attr(feature = "mpi", allow(dead_code))]
fn no_mpi(name: &str, value: &str) -> VmError {
    VmError::collective(format!(
        "this process was started by an MPI launcher ({name}={value}), but this build has no MPI: \
         build with `--features mpi` (README, Distributed) to run several processes, or run it \
         without the launcher"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_each_launcher_variable() {
        let env = |set: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                set.iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(launcher_in(env(&[])), None);
        assert_eq!(launcher_in(env(&[("OMPI_COMM_WORLD_RANK", "0")])), None);
        assert_eq!(
            launcher_in(env(&[("OMPI_COMM_WORLD_SIZE", "4")])),
            Some(("OMPI_COMM_WORLD_SIZE", "4".into()))
        );
        assert_eq!(
            launcher_in(env(&[("PMIX_RANK", "1")])),
            Some(("PMIX_RANK", "1".into()))
        );
        assert_eq!(
            launcher_in(env(&[("PMI_SIZE", "2")])),
            Some(("PMI_SIZE", "2".into()))
        );
    }

    #[test]
    fn no_launcher_is_one_process() {
        let ch = world_channel_for(None, &LaunchOptions::default()).unwrap();
        assert_eq!((ch.rank(), ch.size()), (0, 1));
    }

    #[test]
    fn a_launcher_without_mpi_is_an_error() {
        // The message of every build; the path to it only in a build without the feature (with
        // it, the test would initialize MPI without a launcher).
        let e = no_mpi("OMPI_COMM_WORLD_SIZE", "2");
        #[cfg(not(feature = "mpi"))]
        let e = {
            let made = world_channel_for(
                Some(("OMPI_COMM_WORLD_SIZE", "2".into())),
                &LaunchOptions::default(),
            )
            .err()
            .expect("an error");
            assert_eq!(made, e);
            made
        };
        assert_eq!(e.code(), "E0705");
        assert!(e.message.contains("OMPI_COMM_WORLD_SIZE=2"), "{e}");
        assert!(e.message.contains("--features mpi"), "{e}");
    }
}
