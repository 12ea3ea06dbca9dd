//! With the `mpi` feature: compiles `src/hal/mpi_in_place.c` (the value of `MPI_IN_PLACE`, a
//! macro rsmpi does not export) with the MPI's own compiler wrapper, as rsmpi's `mpi-sys` builds
//! its shim. Without the feature there is nothing to build.

fn main() {
    #[cfg(feature = "mpi")]
    mpi_shim();
}

#[cfg(feature = "mpi")]
fn mpi_shim() {
    println!("cargo:rerun-if-changed=src/hal/mpi_in_place.c");
    let lib = match build_probe_mpi::probe() {
        Ok(lib) => lib,
        Err(errs) => {
            for e in &errs {
                println!("cargo:warning=finding MPI: {e}");
            }
            panic!(
                "the `mpi` feature needs an MPI (mpicc); install openmpi-bin libopenmpi-dev \
                 (README, Distributed)"
            );
        }
    };
    let mut b = cc::Build::new();
    b.file("src/hal/mpi_in_place.c");
    match lib.mpicc {
        Some(mpicc) => {
            b.compiler(mpicc);
        }
        None => {
            for inc in &lib.include_paths {
                b.include(inc);
            }
        }
    }
    b.compile("irvm_mpi_in_place");
}
