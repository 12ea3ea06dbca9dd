/* MPI_IN_PLACE for the runtime's MpiChannel (src/hal/mpi.rs). MPI defines it as a macro whose
 * value differs between implementations (Open MPI: (void *) 1, MPICH: (void *) -1), and rsmpi
 * 0.8.2 does not export it, so this one function gives Rust the value of the mpi.h it was
 * built against. */
#include <mpi.h>

void *irvm_mpi_in_place(void) { return MPI_IN_PLACE; }
