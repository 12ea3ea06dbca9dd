//! `irvm._irvm`: the native half of the `irvm` Python package.
//!
//! - [`compile`] and [`memory_report`]: StableHLO text to `.vmfb` bytes (what `irc compile -o`
//!   writes) and the memory report (`irc compile --memory-report=json`). Errors raise
//!   `CompileError`, whose message is the rendered diagnostic and whose `diagnostics` attribute is
//!   the structured list.
//! - [`Instance`], [`Module`], [`Function`]: the embedding API of `runtime::api`.
//! - [`DeviceArray`]: a call's result (or an upload). numpy views it without a copy
//!   (`np.asarray`), it exports `__dlpack__`, and it is consumed when passed to a donated
//!   (`abi.output`, `tf.aliasing_output`) argument: the result then lives in its bytes.
//!
//! Inputs are numpy arrays, anything numpy takes (the buffer protocol, `__array_interface__`,
//! DLPack) or device arrays. A C-contiguous array aligned to 16 bytes is read in place; others are
//! copied once.

use std::collections::HashMap;

use pyo3::create_exception;
use pyo3::exceptions::{
    PyAttributeError, PyBufferError, PyException, PyKeyError, PyMemoryError, PyRuntimeError,
    PyTypeError, PyValueError,
};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PyString, PyTuple};

use runtime::api::{self, Arg, Error};
use runtime::host_tensor::HostTensor;
use runtime::vm::bytecode::TensorType;
use runtime::ElemType;

mod dlpack;

create_exception!(
    _irvm,
    CompileError,
    PyException,
    "The compiler rejected the program. `str(e)` is the rendered diagnostic; `e.diagnostics` is a \
     list of `Diagnostic` (severity, code, file, line, column, message, label, notes)."
);
create_exception!(
    _irvm,
    LoadError,
    PyValueError,
    "A `.vmfb` that cannot be loaded (not a module, corrupt, or failing validation)."
);
create_exception!(
    _irvm,
    ConsumedArrayError,
    PyRuntimeError,
    "A device array used after it was donated to a call (its bytes now hold that call's result)."
);
create_exception!(
    _irvm,
    RunError,
    PyRuntimeError,
    "A function failed while running (a failed `check.expect_*`, an invalid operation)."
);

/// The exception an API error becomes, with the error's stable code as its `code` attribute
/// (`"E0701"`, ...: the README's error table) and its source location as `location`
/// (`(file, line, column)`, or `None`).
fn py_err(e: Error) -> PyErr {
    let msg = e.to_string();
    let code = e.code();
    let location = e.location().map(|l| (l.file.clone(), l.line, l.col));
    let err = match e {
        Error::Arity { .. } | Error::ArgumentType { .. } | Error::ElementType { .. } => {
            PyTypeError::new_err(msg)
        }
        Error::ArgumentUnavailable { .. } | Error::Unavailable(_) => {
            ConsumedArrayError::new_err(msg)
        }
        Error::DonatedTwice { .. } | Error::ElementCount { .. } | Error::View(_) => {
            PyValueError::new_err(msg)
        }
        Error::Load { .. } => LoadError::new_err(msg),
        Error::NoFunction { .. } => PyAttributeError::new_err(msg),
        Error::Global(_) => PyKeyError::new_err(msg),
        Error::Memory(_) => PyMemoryError::new_err(msg),
        _ => RunError::new_err(msg),
    };
    with_code(err, code, location)
}

/// `err` with `code` and `location` attributes (see [`py_err`]).
fn with_code(err: PyErr, code: &str, location: Option<(String, u32, u32)>) -> PyErr {
    Python::attach(|py| {
        let value = err.value(py);
        // Setting an attribute on a fresh exception instance does not fail; if it did, the
        // exception would still carry its message.
        let _ = value.setattr("code", code);
        let _ = value.setattr("location", location);
    });
    err
}

/// A `TypeError` for an argument that does not fit the function: code E0701, as the runtime's.
fn argument_type_error(msg: String) -> PyErr {
    with_code(
        PyTypeError::new_err(msg),
        runtime::vm::ErrorKind::Argument.code(),
        None,
    )
}

// ---------------------------------------------------------------------------------------------
// Compiling

/// One diagnostic of a `CompileError`.
#[pyclass(module = "irvm._irvm", frozen, get_all)]
#[derive(Clone)]
struct Diagnostic {
    /// `"error"` or `"warning"`.
    severity: String,
    /// The stable code (`E0402`), or `"internal"`.
    code: String,
    /// The file name given to `compile`.
    file: String,
    /// 1-based line.
    line: usize,
    /// 1-based column.
    column: usize,
    /// One line saying what is wrong.
    message: String,
    /// The label under the span.
    label: String,
    /// Notes on how to fix it.
    notes: Vec<String>,
}

#[pymethods]
impl Diagnostic {
    fn __repr__(&self) -> String {
        format!(
            "Diagnostic({} {} at {}:{}:{}: {})",
            self.severity, self.code, self.file, self.line, self.column, self.message
        )
    }
}

fn diagnostic(d: &dialect::diag::Diagnostic, file: &str, text: &str) -> Diagnostic {
    let (line, column) = dialect::diag::line_col(text, d.span.start as usize);
    Diagnostic {
        severity: match d.severity {
            dialect::diag::Severity::Error => "error".into(),
            dialect::diag::Severity::Warning => "warning".into(),
        },
        code: d.code.to_string(),
        file: file.into(),
        line,
        column,
        message: d.message.clone(),
        label: d.label.clone(),
        notes: d.notes.clone(),
    }
}

fn compile_error(py: Python<'_>, rendered: String, diags: Vec<Diagnostic>) -> PyErr {
    let err = CompileError::new_err(rendered.trim_end().to_string());
    let list = diags
        .into_iter()
        .map(|d| Py::new(py, d))
        .collect::<PyResult<Vec<_>>>();
    match list.and_then(|l| err.value(py).setattr("diagnostics", l)) {
        Ok(()) => err,
        Err(e) => e,
    }
}

/// Parses, verifies and runs the full pipeline (`irc compile`'s); the module or a `CompileError`.
fn compile_module(py: Python<'_>, text: &str, name: &str) -> PyResult<dialect::ir::Module> {
    let mut diags = Vec::new();
    let mut module = compiler::driver::parse_and_verify(
        text,
        0,
        &dialect::verifier::VerifyOptions::default(),
        &mut diags,
    );
    let mut log = String::new();
    if let Some(m) = module.as_mut() {
        let pipeline = compiler::driver::phase_pipeline("plan").unwrap_or_default();
        let passes =
            compiler::pass_manager::parse_pipeline(&pipeline).map_err(PyRuntimeError::new_err)?;
        let rep = compiler::pass_manager::run_pipeline(
            m,
            &passes,
            &compiler::pass_manager::Instrumentation::default(),
        );
        diags.extend(rep.diagnostics);
        log = rep.log;
        if rep.failed {
            module = None;
        }
    }
    match module {
        Some(m) => Ok(m),
        None => {
            let rendered = log + &dialect::diag::render(&diags, name, text, false);
            let structured = diags.iter().map(|d| diagnostic(d, name, text)).collect();
            Err(compile_error(py, rendered, structured))
        }
    }
}

/// The StableHLO text of MLIR bytecode (StableHLO or VHLO) or of a serialized `jax.export`
/// artifact, as `irc` reads such a file (`dialect::bytecode`); a `CompileError` naming the byte
/// offset when the bytes are malformed (E0011) or hold something the reader does not convert
/// (E0012).
#[pyfunction]
#[pyo3(signature = (data, name = "<bytes>"))]
fn bytecode_text(py: Python<'_>, data: &[u8], name: &str) -> PyResult<String> {
    compiler::driver::input_text(name, data.to_vec()).map_err(|e| compile_error(py, e, vec![]))
}

/// Compiles StableHLO text to `.vmfb` bytes (what `irc compile FILE -o OUT` writes).
#[pyfunction]
#[pyo3(signature = (text, name = "<string>"))]
fn compile<'py>(py: Python<'py>, text: &str, name: &str) -> PyResult<Bound<'py, PyBytes>> {
    let m = compile_module(py, text, name)?;
    match compiler::backend::lower_module(&m, text, name) {
        Ok((def, data)) => Ok(PyBytes::new(
            py,
            &runtime::vm::format::write_module(&def, &data),
        )),
        Err(errs) => {
            let rendered = compiler::backend::render_errors(&errs, name, text, false);
            let structured = errs
                .iter()
                .map(|e| {
                    let at = e.span.map_or(0, |s| s.start as usize);
                    let (line, column) = dialect::diag::line_col(text, at);
                    Diagnostic {
                        severity: "error".into(),
                        code: if e.unsupported {
                            dialect::diag::NOT_SUPPORTED_YET.to_string()
                        } else {
                            "internal".into()
                        },
                        file: name.into(),
                        line,
                        column,
                        message: e.message.clone(),
                        label: if e.unsupported {
                            "not supported by the compiled path".into()
                        } else {
                            String::new()
                        },
                        notes: vec![],
                    }
                })
                .collect();
            Err(compile_error(py, rendered, structured))
        }
    }
}

/// The memory report as JSON text (what `irc compile FILE --memory-report=json` prints).
#[pyfunction]
#[pyo3(signature = (text, name = "<string>"))]
fn memory_report_json(py: Python<'_>, text: &str, name: &str) -> PyResult<String> {
    let m = compile_module(py, text, name)?;
    let mut plans = compiler::memory::plan_module(&m);
    // The kernels' host working memory, as `irc compile --memory-report` adds it after lowering (a
    // module that does not lower reports without it; `compile` raises the lowering error).
    if let Ok((def, _)) = compiler::backend::lower_module(&m, text, name) {
        compiler::memory::add_kernel_host_bounds(&mut plans, &def);
    }
    let fusion = compiler::passes::form_dispatches::stats(&m);
    Ok(compiler::memory::report_json(&m, &plans, &fusion))
}

// ---------------------------------------------------------------------------------------------
// Instance

/// Allocator statistics (`Instance.stats()`).
#[pyclass(module = "irvm._irvm", frozen, get_all)]
struct Stats {
    /// Requested bytes of live buffers.
    live_bytes: u64,
    /// Maximum of `live_bytes` so far.
    peak_live_bytes: u64,
    /// Bytes held from the system (live plus cached blocks).
    reserved_bytes: u64,
    /// Successful allocations.
    allocations: u64,
    /// Allocations that went to the system allocator.
    system_allocations: u64,
    /// Allocations served from the pool's cache.
    cache_hits: u64,
    /// Buffers returned to the pool.
    frees: u64,
    /// Buffers alive now.
    live_buffers: u64,
}

#[pymethods]
impl Stats {
    /// The fields as a dict.
    fn as_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for (k, v) in self.fields() {
            d.set_item(k, v)?;
        }
        Ok(d)
    }

    fn __repr__(&self) -> String {
        let fields: Vec<String> = self
            .fields()
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        format!("Stats({})", fields.join(", "))
    }
}

impl Stats {
    fn fields(&self) -> [(&'static str, u64); 8] {
        [
            ("live_bytes", self.live_bytes),
            ("peak_live_bytes", self.peak_live_bytes),
            ("reserved_bytes", self.reserved_bytes),
            ("allocations", self.allocations),
            ("system_allocations", self.system_allocations),
            ("cache_hits", self.cache_hits),
            ("frees", self.frees),
            ("live_buffers", self.live_buffers),
        ]
    }
}

/// One buffer alive (an entry of `Instance.leak_report()`).
#[pyclass(module = "irvm._irvm", frozen, get_all)]
struct LiveBuffer {
    /// The allocation's id.
    id: u64,
    /// Its size in bytes.
    bytes: usize,
    /// What made it: `@main result 1 (tensor<64x64xf32>, 16384 bytes; in place of argument 0)`.
    label: String,
}

#[pymethods]
impl LiveBuffer {
    fn __repr__(&self) -> String {
        format!(
            "LiveBuffer(id={}, bytes={}, label={:?})",
            self.id, self.bytes, self.label
        )
    }
}

/// Every buffer alive at one moment (`Instance.leak_report()`).
#[pyclass(module = "irvm._irvm", frozen)]
struct LeakReport {
    report: api::LeakReport,
}

#[pymethods]
impl LeakReport {
    /// The live buffers, oldest first.
    #[getter]
    fn buffers(&self) -> Vec<LiveBuffer> {
        self.report
            .buffers
            .iter()
            .map(|b| LiveBuffer {
                id: b.id,
                bytes: b.bytes,
                label: b.label.clone(),
            })
            .collect()
    }
    /// Their bytes.
    #[getter]
    fn total_bytes(&self) -> u64 {
        self.report.total_bytes()
    }
    /// Whether no buffer is alive.
    fn is_empty(&self) -> bool {
        self.report.is_empty()
    }
    fn __len__(&self) -> usize {
        self.report.len()
    }
    fn __str__(&self) -> String {
        self.report.to_string()
    }
    fn __repr__(&self) -> String {
        format!(
            "LeakReport({} buffer(s), {} bytes)",
            self.report.len(),
            self.report.total_bytes()
        )
    }
}

/// A device: worker threads, an optional memory limit and the pooled allocator.
#[pyclass(module = "irvm._irvm", frozen)]
struct Instance {
    inner: api::Instance,
}

#[pymethods]
impl Instance {
    #[new]
    #[pyo3(signature = (threads = 0, memory_limit = None, jit = true, work_limit = None))]
    fn new(
        threads: usize,
        memory_limit: Option<u64>,
        jit: bool,
        work_limit: Option<u64>,
    ) -> PyResult<Self> {
        let mut b = api::Instance::builder()
            .threads(threads)
            .jit(jit)
            .leak_check_on_drop(false);
        if let Some(limit) = memory_limit {
            b = b.memory_limit(limit);
        }
        if let Some(limit) = work_limit {
            b = b.work_limit(limit);
        }
        Ok(Instance {
            inner: b.build().map_err(py_err)?,
        })
    }

    /// Worker threads.
    #[getter]
    fn threads(&self) -> usize {
        self.inner.threads()
    }

    /// This process's rank in the job an MPI launcher started (`mpirun -np N python ...`; 0
    /// alone).
    #[getter]
    fn rank(&self) -> usize {
        self.inner.rank()
    }

    /// The number of processes of the job an MPI launcher started (1 alone).
    #[getter]
    fn size(&self) -> usize {
        self.inner.size()
    }

    /// Whether an MPI launcher started this process (the package was built with MPI).
    #[getter]
    fn launched(&self) -> bool {
        self.inner.launched()
    }

    /// Loads a module from `.vmfb` bytes (bytes, bytearray, memoryview) or a path.
    fn load(&self, module: &Bound<'_, PyAny>) -> PyResult<Module> {
        let py = module.py();
        let loaded = if let Ok(b) = module.cast::<PyBytes>() {
            api::Module::from_bytes(&self.inner, b.as_bytes())
        } else if module.is_instance_of::<PyString>() || module.hasattr("__fspath__")? {
            let path: std::path::PathBuf = module.extract()?;
            api::Module::load(&self.inner, path)
        } else {
            let builtins = py.import("builtins")?;
            let buffer_like = module.is_instance(&builtins.getattr("bytearray")?)?
                || module.is_instance(&builtins.getattr("memoryview")?)?;
            let bytes: Vec<u8> = builtins
                .getattr("bytes")?
                .call1((module,))
                .and_then(|b| {
                    if buffer_like {
                        Ok(b)
                    } else {
                        Err(PyTypeError::new_err(""))
                    }
                })
                .map_err(|_| {
                    PyTypeError::new_err(format!(
                        "load(module): expected .vmfb bytes or a path, given {}",
                        module
                            .get_type()
                            .name()
                            .map(|n| n.to_string())
                            .unwrap_or_default()
                    ))
                })?
                .extract()?;
            api::Module::from_bytes(&self.inner, &bytes)
        };
        Ok(Module {
            inner: loaded.map_err(py_err)?,
        })
    }

    /// Uploads an array (copied into a pooled buffer): a device array you may donate.
    fn put(&self, py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<DeviceArray> {
        let arr = as_ndarray(py, array, None)?;
        let host = read_ndarray(&arr, None, "put(array)")?;
        let t = api::Tensor::from_host(&self.inner, &host).map_err(py_err)?;
        Ok(DeviceArray { tensor: t })
    }

    /// The allocator's statistics.
    fn stats(&self) -> Stats {
        let s = self.inner.stats();
        Stats {
            live_bytes: s.live_bytes,
            peak_live_bytes: s.peak_live_bytes,
            reserved_bytes: s.reserved_bytes,
            allocations: s.allocations,
            system_allocations: s.system_allocations,
            cache_hits: s.cache_hits,
            frees: s.frees,
            live_buffers: s.live_buffers,
        }
    }

    /// Every buffer alive now, with what made it.
    fn leak_report(&self) -> LeakReport {
        LeakReport {
            report: self.inner.leak_report(),
        }
    }

    fn __repr__(&self) -> String {
        format!("{:?}", self.inner)
    }
}

// ---------------------------------------------------------------------------------------------
// Module and Function

/// A loaded module. Its public functions are `module.function(name)` or attributes
/// (`module.main`).
#[pyclass(module = "irvm._irvm", frozen)]
struct Module {
    inner: api::Module,
}

#[pymethods]
impl Module {
    /// The module's name (`jit_train_step`).
    #[getter]
    fn name(&self) -> &str {
        self.inner.name()
    }

    /// The names of the public functions.
    #[getter]
    fn function_names(&self) -> Vec<String> {
        self.inner.function_names()
    }

    /// A public function by name.
    fn function(&self, name: &str) -> PyResult<Function> {
        let f = self
            .inner
            .function(name)
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
        Ok(Function::new(f))
    }

    /// The module's globals (`ml_program.global`, `util.global`) by name: read with
    /// `module.globals["x"]` (a device array), set with `module.globals["x"] = array`. They
    /// persist between calls of this loaded module.
    #[getter]
    fn globals(&self) -> Globals {
        Globals {
            inner: self.inner.clone(),
        }
    }

    fn __getattr__(&self, name: &str) -> PyResult<Function> {
        if name.starts_with("__") {
            return Err(PyAttributeError::new_err(name.to_string()));
        }
        Ok(Function::new(self.inner.function(name).map_err(py_err)?))
    }

    fn __dir__(&self) -> Vec<String> {
        let mut v = self.inner.function_names();
        v.extend(
            ["name", "function_names", "function", "globals"]
                .iter()
                .map(|s| s.to_string()),
        );
        v
    }

    fn __repr__(&self) -> String {
        format!("{:?}", self.inner)
    }
}

/// A loaded module's globals as a mapping from name to value (`module.globals`).
#[pyclass(module = "irvm._irvm", frozen)]
struct Globals {
    inner: api::Module,
}

#[pymethods]
impl Globals {
    /// The globals' names, in module order.
    fn keys(&self) -> Vec<String> {
        self.inner.global_names()
    }

    fn __len__(&self) -> usize {
        self.inner.global_names().len()
    }

    fn __contains__(&self, name: &str) -> bool {
        self.inner.global_names().iter().any(|n| n == name)
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        PyList::new(py, self.inner.global_names())?
            .into_any()
            .try_iter()
            .map(Bound::into_any)
    }

    /// The global's current value, as a device array.
    fn __getitem__(&self, name: &str) -> PyResult<DeviceArray> {
        let host = self.inner.global(name).map_err(py_err)?;
        let tensor = api::Tensor::from_host(self.inner.instance(), &host).map_err(py_err)?;
        Ok(DeviceArray { tensor })
    }

    /// Sets the global to an array of its element type and shape (a device array or anything
    /// numpy reads).
    fn __setitem__(&self, py: Python<'_>, name: &str, value: &Bound<'_, PyAny>) -> PyResult<()> {
        // Names the globals there are when there is no such global.
        let current = self.inner.global(name).map_err(py_err)?;
        let ty = TensorType {
            dtype: current.dtype,
            shape: current.shape.iter().map(|&d| d as u64).collect(),
        };
        let host = match value.cast::<DeviceArray>() {
            Ok(d) => d.get().tensor.to_host().map_err(py_err)?,
            Err(_) => {
                let dt = numpy_dtype(py, ty.dtype)?;
                let arr = as_ndarray(py, value, Some(&dt))?;
                read_ndarray(&arr, Some(&ty), &format!("the value of global @{name}"))?
            }
        };
        self.inner.set_global(name, &host).map_err(py_err)
    }

    /// Puts every global back to its initial value.
    fn reset(&self) -> PyResult<()> {
        self.inner.reset_globals().map_err(py_err)
    }

    fn __repr__(&self) -> String {
        format!("Globals({:?})", self.inner.global_names())
    }
}

/// A public function of a loaded module; call it with arrays.
#[pyclass(module = "irvm._irvm", frozen)]
struct Function {
    inner: api::Function,
    args: Vec<TensorType>,
    donated: Vec<bool>,
}

impl Function {
    fn new(inner: api::Function) -> Function {
        let def = inner
            .module()
            .loaded()
            .def
            .functions
            .iter()
            .find(|f| f.name == inner.name())
            .expect("a function of its own module");
        Function {
            args: def.args.iter().map(|a| a.ty.clone()).collect(),
            donated: def
                .args
                .iter()
                .map(|a| a.output.is_some() || a.consume)
                .collect(),
            inner,
        }
    }
}

#[pymethods]
impl Function {
    /// The function's name.
    #[getter]
    fn name(&self) -> &str {
        self.inner.name()
    }

    /// The signature with the ABI attributes, as MLIR prints it.
    #[getter]
    fn signature(&self) -> String {
        self.inner.signature()
    }

    /// The argument types (`tensor<4xf32>`).
    #[getter]
    fn argument_types(&self) -> Vec<String> {
        self.inner.argument_types()
    }

    /// The result types.
    #[getter]
    fn result_types(&self) -> Vec<String> {
        self.inner.result_types()
    }

    /// The indices of the donated arguments (`abi.output`, `tf.aliasing_output`, `abi.consume`):
    /// a device array passed there is consumed by the call.
    #[getter]
    fn donated_argnums(&self) -> Vec<usize> {
        (0..self.donated.len())
            .filter(|&i| self.donated[i])
            .collect()
    }

    /// Calls the function: one result is returned as it is, several as a tuple.
    #[pyo3(signature = (*args))]
    fn __call__<'py>(
        &self,
        py: Python<'py>,
        args: &Bound<'py, PyTuple>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let out = self.call_list(py, args)?;
        if out.len() == 1 {
            Ok(out.get_item(0)?)
        } else {
            Ok(PyTuple::new(py, out.iter())?.into_any())
        }
    }

    /// Calls the function; the results as a list, however many.
    #[pyo3(signature = (*args))]
    fn call_list<'py>(
        &self,
        py: Python<'py>,
        args: &Bound<'py, PyTuple>,
    ) -> PyResult<Bound<'py, PyList>> {
        let name = self.inner.name();
        if args.len() != self.args.len() {
            return Err(argument_type_error(format!(
                "@{name} takes {} argument(s), {} given; its signature is {}",
                self.args.len(),
                args.len(),
                self.inner.signature()
            )));
        }
        // Device arrays are passed as they are; everything else becomes a tensor here (owned).
        let mut uploaded: Vec<Option<api::Tensor>> = vec![];
        let mut device: Vec<Option<api::Tensor>> = vec![];
        for (i, a) in args.iter().enumerate() {
            if let Ok(d) = a.cast::<DeviceArray>() {
                device.push(Some(d.get().tensor.clone()));
                uploaded.push(None);
            } else {
                let what = format!("argument {i} of @{name}");
                let t = input_tensor(py, self.inner.module().instance(), &a, &self.args[i], &what)?;
                device.push(None);
                uploaded.push(Some(t));
            }
        }
        let call_args: Vec<Arg<'_>> = (0..args.len())
            .map(|i| match (&device[i], &uploaded[i]) {
                (Some(t), _) if self.donated[i] => Arg::Donated(t.clone()),
                (Some(t), _) => Arg::Borrowed(t),
                // Our own upload: donating it lets the callee reuse the copy (it never writes a
                // caller's memory wrapped without a copy: the API copies those first).
                (None, Some(t)) if self.donated[i] => Arg::Donated(t.clone()),
                (None, Some(t)) => Arg::Borrowed(t),
                (None, None) => unreachable!("every argument is a device array or an upload"),
            })
            .collect();
        let f = &self.inner;
        let results = py.detach(|| f.call(call_args)).map_err(py_err)?;
        drop(uploaded);
        let list = PyList::empty(py);
        for t in results {
            list.append(DeviceArray { tensor: t })?;
        }
        Ok(list)
    }

    /// Whether an argument or result is split among the processes (a `shard_map` program's
    /// `dist.shard` marks): `__call__` takes and gives this process's blocks, `call_global` the
    /// global values.
    #[getter]
    fn is_split(&self) -> bool {
        self.inner.is_split()
    }

    /// Calls the function on global values, as `irvm run` does under `mpirun`: every process
    /// passes the same global arguments and takes its block of each split one; each split
    /// result is gathered back to its global shape (every process takes part, so every process
    /// must make the same calls). The results as a list of new device arrays (copies: the
    /// arguments are never donated).
    #[pyo3(signature = (*args))]
    fn call_global<'py>(
        &self,
        py: Python<'py>,
        args: &Bound<'py, PyTuple>,
    ) -> PyResult<Bound<'py, PyList>> {
        let name = self.inner.name();
        let shapes = self.inner.global_argument_shapes();
        if args.len() != shapes.len() {
            return Err(argument_type_error(format!(
                "@{name} takes {} argument(s), {} given; its signature is {}",
                shapes.len(),
                args.len(),
                self.inner.signature()
            )));
        }
        let mut global = Vec::with_capacity(args.len());
        for (i, (a, (dtype, shape))) in args.iter().zip(&shapes).enumerate() {
            let ty = TensorType {
                dtype: *dtype,
                shape: shape.iter().map(|&d| d as u64).collect(),
            };
            let host = match a.cast::<DeviceArray>() {
                Ok(d) => d.get().tensor.to_host().map_err(py_err)?,
                Err(_) => {
                    let dt = numpy_dtype(py, ty.dtype)?;
                    let arr = as_ndarray(py, &a, Some(&dt))?;
                    read_ndarray(&arr, Some(&ty), &format!("argument {i} of @{name}"))?
                }
            };
            global.push(host);
        }
        let f = &self.inner;
        let results = py.detach(|| f.call_global(global)).map_err(py_err)?;
        let list = PyList::empty(py);
        let instance = self.inner.module().instance();
        for h in results {
            let tensor = api::Tensor::from_host(instance, &h).map_err(py_err)?;
            list.append(DeviceArray { tensor })?;
        }
        Ok(list)
    }

    fn __repr__(&self) -> String {
        format!("{:?}", self.inner)
    }
}

// ---------------------------------------------------------------------------------------------
// Arrays in

/// `x` as a numpy array: as it is when it is one, through DLPack when it speaks it, else through
/// `numpy.asarray` (the buffer protocol, `__array_interface__`, `__array__`). Python scalars take
/// the dtype `dtype` when given. Never copies unless numpy must.
fn as_ndarray<'py>(
    py: Python<'py>,
    x: &Bound<'py, PyAny>,
    dtype: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let np = py.import("numpy")?;
    let ndarray = np.getattr("ndarray")?;
    if x.get_type().is(&ndarray) {
        return Ok(x.clone());
    }
    let scalar = x.is_instance_of::<pyo3::types::PyFloat>()
        || x.is_instance_of::<pyo3::types::PyInt>()
        || x.is_instance_of::<pyo3::types::PyBool>();
    if scalar {
        if let Some(dt) = dtype {
            return np.call_method1("asarray", (x, dt));
        }
    }
    if x.hasattr("__dlpack__")? && x.hasattr("__dlpack_device__")? {
        if let Ok(a) = np.call_method1("from_dlpack", (x,)) {
            return Ok(a);
        }
    }
    np.call_method1("asarray", (x,))
}

/// The numpy dtype of an element type: numpy's own, or ml_dtypes' (bfloat16, the f8 types) when
/// ml_dtypes is installed, else raw bytes (`V2`).
fn numpy_dtype<'py>(py: Python<'py>, t: ElemType) -> PyResult<Bound<'py, PyAny>> {
    let np = py.import("numpy")?;
    let descr = runtime_cli::io::npy_descr(t);
    if descr.starts_with("<V") {
        if let Some(name) = ml_dtypes_name(t) {
            if let Ok(m) = py.import("ml_dtypes") {
                if let Ok(dt) = m.getattr(name) {
                    return np.call_method1("dtype", (dt,));
                }
            }
        }
    }
    np.call_method1("dtype", (descr,))
}

/// ml_dtypes' name for a type numpy does not have.
fn ml_dtypes_name(t: ElemType) -> Option<&'static str> {
    Some(match t {
        ElemType::BF16 => "bfloat16",
        ElemType::F8E4M3FN => "float8_e4m3fn",
        ElemType::F8E5M2 => "float8_e5m2",
        ElemType::F8E4M3FNUZ => "float8_e4m3fnuz",
        ElemType::F8E5M2FNUZ => "float8_e5m2fnuz",
        ElemType::F8E4M3B11FNUZ => "float8_e4m3b11fnuz",
        ElemType::F8E3M4 => "float8_e3m4",
        ElemType::F8E4M3 => "float8_e4m3",
        ElemType::F8E8M0FNU => "float8_e8m0fnu",
        ElemType::F4E2M1FN => "float4_e2m1fn",
        ElemType::F6E2M3FN => "float6_e2m3fn",
        ElemType::F6E3M2FN => "float6_e3m2fn",
        ElemType::I4 => "int4",
        ElemType::UI4 => "uint4",
        ElemType::I2 => "int2",
        ElemType::UI2 => "uint2",
        _ => return None,
    })
}

/// What numpy says about an array: its data address, whether it is read-only, its shape, and the
/// element type it holds when that is `expected` or one numpy names on its own.
struct ArrayInfo {
    ptr: usize,
    shape: Vec<usize>,
    dtype: Option<ElemType>,
    dtype_name: String,
}

/// Reads `arr`'s `__array_interface__` (`arr` is a C-contiguous numpy array).
fn array_info(arr: &Bound<'_, PyAny>, expected: Option<ElemType>) -> PyResult<ArrayInfo> {
    let iface = arr.getattr("__array_interface__")?;
    let (ptr, _readonly): (usize, bool) = iface.get_item("data")?.extract()?;
    let shape: Vec<usize> = iface.get_item("shape")?.extract()?;
    let typestr: String = iface.get_item("typestr")?.extract()?;
    let dtype_name: String = arr.getattr("dtype")?.getattr("name")?.extract()?;
    let matches = |t: ElemType| {
        let d = runtime_cli::io::npy_descr(t);
        // One-byte types are `|` to numpy and `<` in some descriptions; never `>` (big-endian).
        let same_descr = d == typestr
            || (d.len() == 3 && !typestr.starts_with('>') && d.get(1..) == typestr.get(1..));
        same_descr && (!d.starts_with("<V") || ml_dtypes_name(t) == Some(dtype_name.as_str()))
    };
    let dtype = match expected {
        Some(t) if matches(t) => Some(t),
        _ => [
            ElemType::F32,
            ElemType::F64,
            ElemType::F16,
            ElemType::BF16,
            ElemType::I1,
            ElemType::I8,
            ElemType::I16,
            ElemType::I32,
            ElemType::I64,
            ElemType::UI8,
            ElemType::UI16,
            ElemType::UI32,
            ElemType::UI64,
            ElemType::C64,
            ElemType::C128,
        ]
        .into_iter()
        .find(|&t| matches(t)),
    };
    Ok(ArrayInfo {
        ptr,
        shape,
        dtype,
        dtype_name,
    })
}

/// `arr` made C-contiguous and little-endian (a copy only when it is not).
fn contiguous<'py>(arr: Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let dtype = arr.getattr("dtype")?;
    let order: String = dtype.getattr("byteorder")?.extract()?;
    let arr = if order == ">" {
        arr.call_method1("astype", (dtype.call_method1("newbyteorder", ("<",))?,))?
    } else {
        arr
    };
    let c: bool = arr.getattr("flags")?.getattr("c_contiguous")?.extract()?;
    if c {
        Ok(arr)
    } else {
        arr.py()
            .import("numpy")?
            .call_method1("ascontiguousarray", (arr,))
    }
}

/// Copies a numpy array's contents into a host tensor of type `expected` (or its own type).
fn read_ndarray(
    arr: &Bound<'_, PyAny>,
    expected: Option<&TensorType>,
    what: &str,
) -> PyResult<HostTensor> {
    let arr = contiguous(arr.clone())?;
    let info = array_info(&arr, expected.map(|t| t.dtype))?;
    let dtype = check_info(&info, expected, what)?;
    let n: usize = info.shape.iter().product();
    let bytes = n * dtype.byte_size();
    let data = if bytes == 0 {
        vec![]
    } else {
        // SAFETY: numpy reports `info.ptr` as the first byte of the C-contiguous data of `arr`,
        // which holds `n` elements of `byte_size` bytes; `arr` is alive for the whole copy.
        unsafe { std::slice::from_raw_parts(info.ptr as *const u8, bytes) }.to_vec()
    };
    Ok(HostTensor {
        dtype,
        shape: info.shape,
        data,
    })
}

/// The element type, after checking the array against the argument's type.
fn check_info(info: &ArrayInfo, expected: Option<&TensorType>, what: &str) -> PyResult<ElemType> {
    let given = || {
        format!(
            "a {} array of shape {:?}",
            info.dtype_name,
            PyShape(&info.shape)
        )
    };
    let Some(dtype) = info.dtype else {
        return Err(argument_type_error(format!(
            "{what}: {} holds elements of a type irvm does not take",
            given()
        )));
    };
    if let Some(t) = expected {
        let shape: Vec<usize> = t.shape.iter().map(|&d| d as usize).collect();
        if dtype != t.dtype || shape != info.shape {
            return Err(argument_type_error(format!(
                "{what}: expected {} (a {} array of shape {:?}), given {}",
                t.to_mlir(),
                numpy_name(t.dtype),
                PyShape(&shape),
                given()
            )));
        }
    }
    Ok(dtype)
}

/// A shape as Python prints a tuple.
struct PyShape<'a>(&'a [usize]);

impl std::fmt::Debug for PyShape<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            [d] => write!(f, "({d},)"),
            s => {
                let parts: Vec<String> = s.iter().map(|d| d.to_string()).collect();
                write!(f, "({})", parts.join(", "))
            }
        }
    }
}

/// numpy's name of an element type.
fn numpy_name(t: ElemType) -> String {
    let names: HashMap<&str, &str> = [
        ("|b1", "bool"),
        ("|i1", "int8"),
        ("<i2", "int16"),
        ("<i4", "int32"),
        ("<i8", "int64"),
        ("|u1", "uint8"),
        ("<u2", "uint16"),
        ("<u4", "uint32"),
        ("<u8", "uint64"),
        ("<f2", "float16"),
        ("<f4", "float32"),
        ("<f8", "float64"),
        ("<c8", "complex64"),
        ("<c16", "complex128"),
    ]
    .into_iter()
    .collect();
    let d = runtime_cli::io::npy_descr(t);
    names
        .get(d)
        .map(|s| s.to_string())
        .or_else(|| ml_dtypes_name(t).map(String::from))
        .unwrap_or_else(|| t.name().to_string())
}

/// The alignment an array needs to be read in place (the VM's kernels take 16-byte-aligned
/// data; pooled buffers are 64-byte aligned).
const IN_PLACE_ALIGNMENT: usize = 16;

/// An argument that is not a device array, as a tensor: numpy's bytes read in place when the
/// array is C-contiguous and aligned, else one copy.
fn input_tensor(
    py: Python<'_>,
    instance: &api::Instance,
    x: &Bound<'_, PyAny>,
    expected: &TensorType,
    what: &str,
) -> PyResult<api::Tensor> {
    let dt = numpy_dtype(py, expected.dtype)?;
    let arr = contiguous(as_ndarray(py, x, Some(&dt))?)?;
    let info = array_info(&arr, Some(expected.dtype))?;
    let dtype = check_info(&info, Some(expected), what)?;
    let bytes = info.shape.iter().product::<usize>() * dtype.byte_size();
    if bytes > 0 && info.ptr.is_multiple_of(IN_PLACE_ALIGNMENT) {
        // SAFETY: numpy reports `info.ptr` as the first byte of `arr`'s C-contiguous data, `bytes`
        // long and 16-byte aligned (checked). `arr` is the owner: the tensor holds a reference to
        // it, so the data lives as long as the tensor. The view is read-only and never donated in
        // place; the bytes do not change during the call unless another Python thread writes
        // the array meanwhile, which is that program's race as with any numpy consumer.
        unsafe {
            api::Tensor::from_external(
                instance,
                dtype,
                &info.shape,
                info.ptr as *const u8,
                bytes,
                Box::new(arr.clone().unbind()),
            )
        }
        .map_err(py_err)
    } else {
        let host = read_ndarray(&arr, Some(expected), what)?;
        api::Tensor::from_host(instance, &host).map_err(py_err)
    }
}

// ---------------------------------------------------------------------------------------------
// Arrays out

/// A tensor in the instance's memory: a call's result or an upload (`Instance.put`).
///
/// `np.asarray(a)` views its bytes without a copy (read-only, as JAX's arrays are immutable);
/// `a.__dlpack__()` exports them. Passed to a donated argument, it is consumed: it raises
/// `ConsumedArrayError` afterwards, and the call's result lives in its bytes (unless a numpy view
/// of it is still alive: then the result goes to new memory and the view keeps the old values).
#[pyclass(module = "irvm._irvm", frozen)]
struct DeviceArray {
    tensor: api::Tensor,
}

#[pymethods]
impl DeviceArray {
    /// Dimensions.
    #[getter]
    fn shape<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.tensor.shape())
    }

    /// Number of dimensions.
    #[getter]
    fn ndim(&self) -> usize {
        self.tensor.shape().len()
    }

    /// Number of elements.
    #[getter]
    fn size(&self) -> usize {
        self.tensor.num_elements()
    }

    /// Bytes of the contents.
    #[getter]
    fn nbytes(&self) -> usize {
        self.tensor.byte_len()
    }

    /// The numpy dtype.
    #[getter]
    fn dtype<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        numpy_dtype(py, self.tensor.dtype())
    }

    /// The type as MLIR prints it (`tensor<2x3xf32>`).
    #[getter]
    fn mlir_type(&self) -> String {
        self.tensor.ty()
    }

    /// Whether the array was consumed (donated to a call).
    fn is_deleted(&self) -> bool {
        !self.tensor.is_available()
    }

    /// The address of the first byte (equal before and after a donated call: updated in place).
    fn unsafe_buffer_pointer(&self) -> PyResult<usize> {
        self.tensor.device_address().map_err(py_err)
    }

    fn __len__(&self) -> PyResult<usize> {
        self.tensor
            .shape()
            .first()
            .copied()
            .ok_or_else(|| PyTypeError::new_err("len() of a 0-d array"))
    }

    /// A read-only numpy array over the same bytes (no copy unless `dtype` or `copy=True` asks).
    #[pyo3(signature = (dtype = None, copy = None))]
    fn __array__<'py>(
        &self,
        py: Python<'py>,
        dtype: Option<&Bound<'py, PyAny>>,
        copy: Option<bool>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let mut arr = self.view(py, true)?;
        if let Some(dt) = dtype {
            arr = arr.call_method1("astype", (dt,))?;
        } else if copy == Some(true) {
            arr = arr.call_method0("copy")?;
        }
        Ok(arr)
    }

    /// DLPack export: a capsule over the same bytes (no copy; `copy=True` copies), bfloat16
    /// included; the element types DLPack has no code for raise `BufferError`.
    #[pyo3(signature = (*, stream = None, max_version = None, dl_device = None, copy = None))]
    fn __dlpack__<'py>(
        &self,
        py: Python<'py>,
        stream: Option<&Bound<'py, PyAny>>,
        max_version: Option<&Bound<'py, PyAny>>,
        dl_device: Option<&Bound<'py, PyAny>>,
        copy: Option<bool>,
    ) -> PyResult<Bound<'py, PyAny>> {
        if stream.is_some_and(|s| !s.is_none()) {
            return Err(PyValueError::new_err(
                "__dlpack__(stream=...): irvm arrays live on the CPU, which has no streams",
            ));
        }
        if let Some(d) = dl_device.filter(|d| !d.is_none()) {
            let d: (i32, i32) = d.extract()?;
            if d != (1, 0) {
                return Err(PyBufferError::new_err(format!(
                    "__dlpack__(dl_device={d:?}): irvm arrays live on the CPU, device (1, 0)"
                )));
            }
        }
        // DLPack's versioned capsule is optional for a producer: the unversioned one is what
        // every consumer reads, whatever `max_version` it announces.
        let _ = max_version;
        if copy == Some(true) {
            let arr = self.view(py, true)?.call_method0("copy")?;
            return arr.call_method0("__dlpack__");
        }
        // A handle of the capsule's own on the bytes: a donation while a consumer holds them
        // writes its result elsewhere (as for a numpy view).
        let view = self.tensor.reshape(self.tensor.shape()).map_err(py_err)?;
        dlpack::capsule(py, view)
    }

    /// `(kDLCPU, 0)`.
    fn __dlpack_device__(&self) -> (i32, i32) {
        (1, 0)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        if !self.tensor.is_available() {
            return Ok(format!("DeviceArray({}, consumed)", self.tensor.ty()));
        }
        let arr = self.view(py, true)?;
        let body = py
            .import("numpy")?
            .call_method1("array2string", (arr,))?
            .extract::<String>()?;
        Ok(format!(
            "DeviceArray({body}, dtype={})",
            numpy_name(self.tensor.dtype())
        ))
    }
}

impl DeviceArray {
    /// A numpy array over the tensor's bytes. It holds a view of the tensor (a new handle on
    /// the same buffer), so the bytes outlive a donation of this array: a donated call then
    /// writes its result elsewhere, and the numpy array keeps the values it had.
    fn view<'py>(&self, py: Python<'py>, readonly: bool) -> PyResult<Bound<'py, PyAny>> {
        let view = self.tensor.reshape(self.tensor.shape()).map_err(py_err)?;
        let writable =
            !readonly && matches!(view.buffer_label(), Ok(Some(_))) && !view_is_external(&view);
        let export = Bound::new(
            py,
            ArrayExport {
                tensor: view,
                readonly: !writable,
            },
        )?;
        let np = py.import("numpy")?;
        let arr = np.call_method1("asarray", (export,))?;
        let t = self.tensor.dtype();
        if runtime_cli::io::npy_descr(t).starts_with("<V") {
            let dt = numpy_dtype(py, t)?;
            return arr.call_method1("view", (dt,));
        }
        Ok(arr)
    }
}

/// Whether a tensor's bytes are a caller's memory wrapped in place (a numpy input returned as a
/// result): never exported writable.
fn view_is_external(t: &api::Tensor) -> bool {
    matches!(t.buffer_label(), Ok(Some(l)) if l.is_empty())
}

/// What numpy reads `__array_interface__` from: holds a handle on the bytes for as long as the
/// numpy array lives (numpy keeps it as the array's base).
#[pyclass(module = "irvm._irvm", frozen)]
struct ArrayExport {
    tensor: api::Tensor,
    readonly: bool,
}

#[pymethods]
impl ArrayExport {
    #[getter]
    fn __array_interface__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        let ptr = self.tensor.device_address().map_err(py_err)?;
        d.set_item("version", 3)?;
        d.set_item("shape", PyTuple::new(py, self.tensor.shape())?)?;
        let descr = runtime_cli::io::npy_descr(self.tensor.dtype());
        d.set_item("typestr", descr)?;
        d.set_item("data", (ptr, self.readonly))?;
        Ok(d)
    }
}

// ---------------------------------------------------------------------------------------------

/// The native module.
#[pymodule]
fn _irvm(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_function(wrap_pyfunction!(compile, m)?)?;
    m.add_function(wrap_pyfunction!(bytecode_text, m)?)?;
    m.add_function(wrap_pyfunction!(memory_report_json, m)?)?;
    m.add_class::<Instance>()?;
    m.add_class::<Module>()?;
    m.add_class::<Function>()?;
    m.add_class::<DeviceArray>()?;
    m.add_class::<Stats>()?;
    m.add_class::<LeakReport>()?;
    m.add_class::<LiveBuffer>()?;
    m.add_class::<Diagnostic>()?;
    m.add("CompileError", py.get_type::<CompileError>())?;
    m.add("LoadError", py.get_type::<LoadError>())?;
    m.add("ConsumedArrayError", py.get_type::<ConsumedArrayError>())?;
    m.add("RunError", py.get_type::<RunError>())?;
    Ok(())
}
