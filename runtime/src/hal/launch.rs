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

/// The variables that say how many ranks of the job share this host (Open MPI's, MPICH Hydra's),
/// in the order they are looked for.
pub const LOCAL_SIZE_VARIABLES: [&str; 2] = ["OMPI_COMM_WORLD_LOCAL_SIZE", "MPI_LOCALNRANKS"];

/// How many ranks of the job run on this host, read through `var`: under a launcher, its local
/// size variable (1 when it sets none, or a value that is not a count of 1 or more); `None`
/// without a launcher.
pub fn local_ranks_in(var: impl Fn(&str) -> Option<String>) -> Option<usize> {
    launcher_in(&var)?;
    Some(
        LOCAL_SIZE_VARIABLES
            .iter()
            .find_map(|&name| var(name)?.trim().parse::<usize>().ok().filter(|&n| n >= 1))
            .unwrap_or(1),
    )
}

/// The worker threads a device of this process starts for a request of `threads` (0: the
/// default), given the host's `cores` and the ranks on it (`local_ranks`, from
/// [`local_ranks_in`]): a nonzero request as is; 0 alone, 0 (every core); 0 under a launcher,
/// the cores shared among the host's ranks (at least 1), since ranks spin in MPI while they wait
/// and more threads than cores only slow each other.
pub fn threads_for(threads: usize, cores: usize, local_ranks: Option<usize>) -> usize {
    match (threads, local_ranks) {
        (0, Some(n)) => (cores / n.max(1)).max(1),
        (t, _) => t,
    }
}

/// [`threads_for`] with this process's environment and the machine's cores.
pub fn default_threads(threads: usize) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    threads_for(threads, cores, local_ranks_in(|n| std::env::var(n).ok()))
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
    fn threads_are_shared_among_the_hosts_ranks() {
        let env = |set: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                set.iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            local_ranks_in(env(&[("OMPI_COMM_WORLD_LOCAL_SIZE", "4")])),
            None
        );
        let four = local_ranks_in(env(&[
            ("OMPI_COMM_WORLD_SIZE", "4"),
            ("OMPI_COMM_WORLD_LOCAL_SIZE", "4"),
        ]));
        assert_eq!(four, Some(4));
        assert_eq!(
            local_ranks_in(env(&[("PMI_SIZE", "2"), ("MPI_LOCALNRANKS", "2")])),
            Some(2)
        );
        assert_eq!(local_ranks_in(env(&[("PMIX_RANK", "0")])), Some(1));
        assert_eq!(threads_for(0, 8, None), 0);
        assert_eq!(threads_for(0, 8, four), 2);
        assert_eq!(threads_for(0, 2, four), 1);
        assert_eq!(threads_for(3, 2, four), 3);
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
