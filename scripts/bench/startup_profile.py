"""`BENCH_PROFILE=1 make bench`: where the time of a cached run goes, printed under the bench's table.

For each cached row: `perf stat` (task clock, page faults, context switches over `runs` runs), the top symbols and
shared objects of `perf record` over those runs (the process and its threads: Swift names its pool's threads
`…default-qos`), and `strace -f -c`'s summary of one run. perf (Debian's linux-perf) and strace are dev tooling:
`make bench` installs them only when BENCH_PROFILE is set; a missing one is said, not fatal.

Dev tooling only: Python 3 standard library.
"""
from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import tempfile

# The loop's own processes, left out of the profile.
DRIVER_COMMS = {"sh", "env", "perf", "perf-exec"}


def _loop(argv: list[str], env: dict[str, str], runs: int) -> list[str]:
    """`sh -c` running `argv` `runs` times with exactly `env`, output discarded."""
    assignments = " ".join(shlex.quote(f"{k}={v}") for k, v in env.items())
    command = "env -i " + assignments + " " + " ".join(shlex.quote(a) for a in argv) + " >/dev/null 2>&1"
    return ["sh", "-c", f"i=0; while [ $i -lt {runs} ]; do i=$((i+1)); {command}; done"]


def _lines(text: str, limit: int) -> list[str]:
    rows = [line.rstrip() for line in text.splitlines() if line.strip() and not line.startswith("#")]
    return rows[:limit]


def _perf(argv: list[str], env: dict[str, str], runs: int, top: int) -> list[str]:
    out: list[str] = []
    stat = subprocess.run(["perf", "stat", "-x", ",", "-e", "task-clock,page-faults,context-switches", "--"]
                          + _loop(argv, env, runs), capture_output=True, text=True)
    for line in stat.stderr.splitlines():
        fields = line.split(",")
        if len(fields) > 3 and fields[0].replace(".", "", 1).isdigit():
            value = float(fields[0]) / runs
            unit = fields[1] or ""
            out.append(f"   perf stat: {fields[2]} {value:.1f} {unit} per run (loop's sh and env included)")
    with tempfile.TemporaryDirectory() as d:
        data = os.path.join(d, "perf.data")
        recorded = subprocess.run(["perf", "record", "-q", "-F", "10000", "-g", "-o", data, "--"]
                                  + _loop(argv, env, runs), capture_output=True, text=True)
        if recorded.returncode != 0:
            return out + [f"   perf record failed: {recorded.stderr.strip()[:200]}"]
        comms = subprocess.run(["perf", "report", "-i", data, "--stdio", "--sort", "comm", "-g", "none"],
                               capture_output=True, text=True).stdout
        wanted = [line.split()[-1] for line in _lines(comms, 50) if line.split()[-1] not in DRIVER_COMMS]
        if not wanted:
            return out + ["   perf record: no samples of the run"]
        base = ["perf", "report", "-i", data, "--stdio", "--no-children", "-g", "none", "--comms", ",".join(wanted)]
        dsos = subprocess.run(base + ["--sort", "dso"], capture_output=True, text=True).stdout
        out.append("   perf report, by user-space object (% of the run's samples):")
        out += ["     " + line.strip() for line in _lines(dsos, 5)]
        symbols = subprocess.run(base + ["--sort", "sym"], capture_output=True, text=True).stdout
        # The kernel's share ([k] symbols: exec, page faults, thread start), which the object list leaves out.
        kernel = sum(float(line.split()[0].rstrip("%")) for line in _lines(symbols, 1_000_000)
                     if "[k]" in line.split()[:3] and line.split()[0].endswith("%"))
        out.append(f"   perf report: kernel {kernel:.1f} % of the run's samples")
        demangled = subprocess.run(["swift", "demangle", "--simplified"], input=symbols, capture_output=True,
                                   text=True).stdout if shutil.which("swift") else symbols
        out.append(f"   perf report, top {top} symbols (self time):")
        out += ["     " + line.strip()[:150] for line in _lines(demangled or symbols, top)]
    return out


def _strace(argv: list[str], env: dict[str, str], top: int) -> list[str]:
    with tempfile.TemporaryDirectory() as d:
        summary = os.path.join(d, "strace.txt")
        # -w: wall time per call (an fsync waits on the disk; system time alone says 0).
        subprocess.run(["strace", "-f", "-c", "-w", "-o", summary] + argv, env=env, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        with open(summary) as f:
            text = f.read()
    rows = [line for line in text.splitlines() if line.strip()]
    total = next((line for line in rows if line.rstrip().endswith("total")), "")
    body = [line for line in rows[2:] if not line.startswith("-") and not line.rstrip().endswith("total")]
    return ["   strace -f -c -w, one run (top by wall time in the call; calls, errors):"] + ["     " + line for line in rows[:1]] + \
        ["     " + line for line in body[:top]] + (["     " + total] if total else [])


def profile(rows: list[tuple[str, list[str], dict[str, str]]], runs: int = 20, top: int = 15) -> str:
    """The profile of each (label, argv, env), as text for the bench's output."""
    missing = [tool for tool in ("perf", "strace") if not shutil.which(tool)]
    out = [f"profile (BENCH_PROFILE=1): {runs} runs per row under perf"]
    if missing:
        out.append(f"   {' and '.join(missing)} not installed (apt-get install linux-perf strace): left out")
    for label, argv, env in rows:
        out.append("")
        out.append(f"-- {label}")
        if "perf" not in missing:
            out += _perf(argv, env, runs, top)
        if "strace" not in missing:
            out += _strace(argv, env, 12)
    return "\n".join(out)
