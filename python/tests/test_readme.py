"""The README's Python example runs and prints what the README says it prints."""

import contextlib
import io
import pathlib
import re

import pytest

pytest.importorskip("jax", reason="the README example uses jax")

README = pathlib.Path(__file__).resolve().parents[2] / "README.md"
NUMBER = re.compile(r"-?\d+\.\d*(?:e[-+]?\d+)?")


def blocks():
    text = README.read_text()
    section = text.split("\n## Python\n", 1)[1].split("\n## ", 1)[0]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    output = section.split("```text\n", 1)[1].split("```", 1)[0]
    return code, output


def test_readme_example_prints_what_the_readme_shows():
    code, expected = blocks()
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md", "exec"), {"__name__": "readme"})
    got_lines = out.getvalue().splitlines()
    want_lines = expected.splitlines()
    assert len(got_lines) == len(want_lines), out.getvalue()
    for got, want in zip(got_lines, want_lines):
        if got == want:
            continue
        # Floats may differ in the last digits on another CPU; the rest must not.
        assert NUMBER.sub("#", got) == NUMBER.sub("#", want), (got, want)
        for g, w in zip(NUMBER.findall(got), NUMBER.findall(want)):
            assert float(g) == pytest.approx(float(w), rel=1e-5), (got, want)
