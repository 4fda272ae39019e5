#!/usr/bin/env python3
"""`make bench-batch`: `kkeulmit batch` for many people over many cells, against loopback services that answer slowly.

One loopback server (127.0.0.1, stops itself) answers every source of the default config after --delay-ms (50 by
default): getVilageFcst, getUltraSrtNcst and getUltraSrtFcst for any cell, from the fixtures in Fixtures/KMA
re-dated to the base asked for and re-labelled with the cell asked for, and AirKorea's three operations and the UV
index from Fixtures/AirKorea and Fixtures/UV (the UV answer re-labelled with the area asked for), the warnings
(a day with none) and pollen (out of season) from Fixtures/Alerts and Fixtures/Pollen. --lines input
lines (10,000) over --cells distinct cells (1,000), in a shuffled order, are advised twice with every source on:
with a cold cache, then with the cache the first run left (warm); then twice again with --forecast-only, for
comparison. For each run: wall time, requests the server saw (and how many distinct operation/parameters/page they
were), lines per second and peak RSS (wait4). Then the same people as separate `kkeulmit now` processes, cold, for
the ratio: --now-sample of them (500) are run and the time is extrapolated to all the lines.

Prints a table, then one line `batch: cold S s, warm L lines/s, R requests, peak RSS M MB` (the figures `make
bench` reports). Dev tooling only: Python 3 standard library; nothing at build or test time depends on it.
"""
from __future__ import annotations

import argparse
import datetime as dt
import http.server
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

from run import PORTAL_FIXTURES  # the same services' answers as `make bench` serves

KST = dt.timezone(dt.timedelta(hours=9))
# Not a real key: the loopback server accepts anything, and nothing may print it.
SERVICE_KEY = "bench+key/for==loopback"
# The run's now: the 05시 short-term issue is out (05:10), the 07시 observation (07:10) and the 07:30 ultra-short
# forecast (07:45) too; AirKorea's 07시 measurement (07:15), its 05시 dust forecast and the 06시 UV issue, which
# the AirKorea and UV samples are.
NOW = dt.datetime(2026, 11, 30, 7, 50, tzinfo=KST)
FIXTURES = {
    "getVilageFcst": "vilage-fcst-1700-success.json",
    "getUltraSrtNcst": "ultra-srt-ncst-0700-success.json",
    "getUltraSrtFcst": "ultra-srt-fcst-1530-success.json",
}
OPERATIONS = list(FIXTURES) + list(PORTAL_FIXTURES)


class Template:
    """One fixture, re-dated to any base once per base, with the cell left as a placeholder."""

    def __init__(self, path: str):
        with open(path, "rb") as f:
            self.document = json.load(f)
        first = self.document["response"]["body"]["items"]["item"][0]
        self.base = dt.datetime.strptime(first["baseDate"] + first["baseTime"], "%Y%m%d%H%M").replace(tzinfo=KST)
        self._answers: dict[str, tuple[bytes, bytes]] = {}
        self._lock = threading.Lock()

    def answer(self, base_date: str, base_time: str, nx: str, ny: str) -> bytes:
        key = base_date + base_time
        with self._lock:
            if key not in self._answers:
                shift = dt.datetime.strptime(key, "%Y%m%d%H%M").replace(tzinfo=KST) - self.base
                doc = json.loads(json.dumps(self.document))
                for item in doc["response"]["body"]["items"]["item"]:
                    item["baseDate"], item["baseTime"] = base_date, base_time
                    if "fcstDate" in item:
                        t = dt.datetime.strptime(item["fcstDate"] + item["fcstTime"], "%Y%m%d%H%M") + shift
                        item["fcstDate"], item["fcstTime"] = t.strftime("%Y%m%d"), t.strftime("%H%M")
                    item["nx"], item["ny"] = "@NX@", "@NY@"
                text = json.dumps(doc, ensure_ascii=False).encode()
                head, _, tail = text.partition(b'"@NX@"')
                self._answers[key] = (head, tail)
            head, tail = self._answers[key]
        # Placeholders, not a re-serialisation per request: the server must not be what is measured.
        return (head + nx.encode() + tail).replace(b'"@NX@"', nx.encode()).replace(b'"@NY@"', ny.encode())


class Server:
    """The three operations on 127.0.0.1, each answer after `delay` seconds, counting requests."""

    def __init__(self, root: str, delay: float, lifetime: float):
        self.templates = {op: Template(os.path.join(root, "Fixtures/KMA", name)) for op, name in FIXTURES.items()}
        self.portal = {}
        for op, name in PORTAL_FIXTURES.items():
            with open(os.path.join(root, "Fixtures", name), "rb") as f:
                self.portal[op] = f.read()
        self.delay = delay
        self.lock = threading.Lock()
        self.requests: list[tuple[str, str, str, str, str]] = []
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's naming)
                url = urllib.parse.urlsplit(self.path)
                q = dict(urllib.parse.parse_qsl(url.query))
                op = url.path.rsplit("/", 1)[-1]
                template = server.templates.get(op)
                time.sleep(server.delay)
                if op in server.portal:
                    with server.lock:
                        server.requests.append((op, "&".join(f"{k}={v}" for k, v in sorted(q.items())
                                                             if k != "serviceKey"), "", "", ""))
                    body = server.portal[op]
                    if op == "getUVIdxV5":  # the sample, for the area asked about
                        body = body.replace(b'"1111000000"', b'"' + q.get("areaNo", "").encode() + b'"')
                elif template is None or not all(k in q for k in ("base_date", "base_time", "nx", "ny")):
                    body = b'{"response":{"header":{"resultCode":"10","resultMsg":"INVALID_REQUEST_PARAMETER_ERROR"}}}'
                else:
                    with server.lock:
                        server.requests.append((op, q["nx"], q["ny"], q["base_date"] + q["base_time"],
                                                q.get("pageNo", "1")))
                    body = template.answer(q["base_date"], q["base_time"], q["nx"], q["ny"])
                self.send_response(200)
                self.send_header("Content-Type", "application/json;charset=UTF-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        http.server.ThreadingHTTPServer.request_queue_size = 128
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self._thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self._timer = threading.Timer(lifetime, self.httpd.shutdown)
        self._timer.daemon = True

    def __enter__(self):
        self._thread.start()
        self._timer.start()
        return self

    def __exit__(self, *exc):
        self._timer.cancel()
        self.httpd.shutdown()
        self.httpd.server_close()

    def take(self) -> list[tuple[str, str, str, str, str]]:
        with self.lock:
            taken, self.requests = self.requests, []
        return taken


def cells(count: int, seed: int) -> list[tuple[int, int]]:
    """`count` distinct land-ish cells of KMA's grid, the same for a seed."""
    rng = random.Random(seed)
    chosen: set[tuple[int, int]] = set()
    while len(chosen) < count:
        chosen.add((rng.randint(50, 110), rng.randint(60, 140)))
    return sorted(chosen)


def timed(argv: list[str], env: dict[str, str], stdin_path: str | None = None) -> tuple[float, int, bytes, int, float]:
    """Wall seconds, peak RSS (KB), stdout, exit code and CPU seconds of one process (with /usr/bin/time's, which
    are nothing beside it: wait4 counts the children a process reaped). CPU is the steadier figure on a shared
    machine, where wall time moves by a third between identical runs.

    Peak RSS comes from /usr/bin/time when it is there: wait4's ru_maxrss of a child forked from this driver counts
    the driver's own pages (the server's answers, a few hundred MB) until the child execs."""
    out = tempfile.TemporaryFile()
    stdin = open(stdin_path, "rb") if stdin_path else subprocess.DEVNULL
    rss_file = tempfile.NamedTemporaryFile(delete=False)
    rss_file.close()
    wrapped = (["/usr/bin/time", "-f", "%M", "-o", rss_file.name] + argv) if os.access("/usr/bin/time", os.X_OK) else argv
    start = time.perf_counter()
    p = subprocess.Popen(wrapped, stdin=stdin, stdout=out, stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - start
    if stdin_path:
        stdin.close()
    out.seek(0)
    rss = usage.ru_maxrss
    try:
        with open(rss_file.name) as f:
            rss = int(f.read().split()[-1])
    except (OSError, ValueError, IndexError):
        pass
    os.unlink(rss_file.name)
    return wall, rss, out.read(), os.waitstatus_to_exitcode(status), usage.ru_utime + usage.ru_stime


def main() -> int:
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bin-path", required=True, help="SwiftPM's release bin path (kkeulmit)")
    ap.add_argument("--lines", type=int, default=10_000)
    ap.add_argument("--cells", type=int, default=1_000)
    ap.add_argument("--delay-ms", type=float, default=50)
    ap.add_argument("--concurrency", type=int, default=4)
    ap.add_argument("--now-sample", type=int, default=500, help="separate `now` processes run (0: none)")
    ap.add_argument("--json-out", help="also write the figures as JSON here")
    ap.add_argument("--keep", metavar="DIR", help="work in DIR and leave it (input, config, caches) for profiling a "
                    "warm run again: `kkeulmit batch < DIR/people.jsonl` with DIR/env's variables sends nothing")
    args = ap.parse_args()

    kkeulmit = os.path.join(args.bin_path, "kkeulmit")
    if not os.access(kkeulmit, os.X_OK):
        raise SystemExit(f"bench-batch: {kkeulmit} is missing: build it with `swift build -c release`")
    grid = cells(args.cells, seed=15)
    rng = random.Random(16)
    people = [grid[i % len(grid)] for i in range(args.lines)]
    rng.shuffle(people)

    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
    work = os.path.abspath(args.keep) if args.keep else tempfile.mkdtemp(prefix="kkeulmit-bench-batch-")
    try:
        input_path = os.path.join(work, "people.jsonl")
        with open(input_path, "w") as f:
            for i, (nx, ny) in enumerate(people):
                f.write(json.dumps({"id": f"p{i}", "location": {"nx": nx, "ny": ny}}) + "\n")
        # The default config: every source on.
        env = {k: v for k, v in os.environ.items() if not k.startswith(("KKEULMIT_", "XDG_", "KMA_"))}
        env.update({"KMA_SERVICE_KEY": SERVICE_KEY, "XDG_CONFIG_HOME": os.path.join(work, "config"),
                    "XDG_STATE_HOME": os.path.join(work, "state"), "NO_COLOR": "1",
                    "KKEULMIT_NOW": NOW.isoformat()})
        with Server(root, args.delay_ms / 1000, lifetime=3600) as server:
            env.update(KKEULMIT_BASE_URL=server.url, KKEULMIT_AIRKOREA_URL=server.url,
                       KKEULMIT_LIVING_URL=server.url, KKEULMIT_ALERTS_URL=server.url,
                       KKEULMIT_HEALTH_URL=server.url)
            results = {}
            for label, extra in (("", []), (" --forecast-only", ["--forecast-only"])):
                batch_env = dict(env, XDG_CACHE_HOME=os.path.join(work, "cache" + label.strip()))
                argv = [kkeulmit, "batch", "--concurrency", str(args.concurrency)] + extra
                for run in ("cold", "warm"):
                    wall, rss, out, code, cpu = timed(argv, batch_env, input_path)
                    sent = server.take()
                    answers = out.decode().splitlines()
                    advised = sum(1 for a in answers if '"advice":' in a[:40 + len(str(args.lines))])
                    if code != 0 or len(answers) != args.lines or advised != args.lines:
                        raise SystemExit(f"bench-batch: the{label} {run} run exited {code} with {len(answers)} "
                                         f"lines, {advised} advised, of {args.lines}")
                    results[run + label] = {
                        "seconds": wall, "cpu_seconds": cpu, "lines_per_second": args.lines / wall,
                        "requests": len(sent),
                        "distinct": len(set(sent)), "peak_rss_mb": rss / 1024,
                        "by_operation": {op: n for op in OPERATIONS if (n := sum(1 for s in sent if s[0] == op))}}
            sample = min(args.now_sample, args.lines)
            now_seconds = None
            now_requests = 0
            if sample:
                now_env = dict(env, XDG_CACHE_HOME=os.path.join(work, "now-cache"))
                started = time.perf_counter()
                for nx, ny in people[:sample]:
                    _, _, _, code, _ = timed([kkeulmit, "now", "--nx", str(nx), "--ny", str(ny), "--json"], now_env)
                    if code != 0:
                        raise SystemExit(f"bench-batch: kkeulmit now exited {code}")
                now_seconds = (time.perf_counter() - started) * args.lines / sample
                now_requests = len(server.take())
        if args.keep:
            with open(os.path.join(work, "env"), "w") as f:
                f.writelines(f"{k}={v}\n" for k, v in sorted(env.items()) if k.startswith(("KKEULMIT_", "XDG_", "KMA_")))
                f.write(f"XDG_CACHE_HOME={os.path.join(work, 'cache')}\n")
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)

    cold, warm = results["cold"], results["warm"]
    only_cold, only_warm = results["cold --forecast-only"], results["warm --forecast-only"]
    print(f"kkeulmit batch: {args.lines} lines over {args.cells} cells, --concurrency {args.concurrency}, "
          f"server answering in {args.delay_ms:g} ms")
    print(f"{'run':<22} {'wall s':>8} {'CPU s':>7} {'lines/s':>9} {'requests':>9} {'distinct':>9} {'peak RSS MB':>12}  "
          f"per operation")
    for name, r in results.items():
        ops = ", ".join(f"{op} {n}" for op, n in r["by_operation"].items())
        print(f"{name:<22} {r['seconds']:>8.2f} {r['cpu_seconds']:>7.2f} {r['lines_per_second']:>9.0f} {r['requests']:>9} {r['distinct']:>9} "
              f"{r['peak_rss_mb']:>12.1f}  {ops}")
    targets = [("cold <= 60 s", cold["seconds"] <= 60),
               ("warm >= 10000 lines/s", warm["lines_per_second"] >= 10_000),
               ("peak RSS <= 200 MB", max(r["peak_rss_mb"] for r in results.values()) <= 200),
               ("each distinct request once, none when warm", all(
                   r["requests"] == r["distinct"] for r in (cold, only_cold)) and warm["requests"] == 0
                and only_warm["requests"] == 0)]
    print("targets: " + "; ".join(f"{name} {'PASS' if ok else 'MISS'}" for name, ok in targets))
    if now_seconds is not None:
        print(f"separate `kkeulmit now` processes, cold shared cache: {sample} run, {now_requests} requests; "
              f"{now_seconds:.1f} s extrapolated to {args.lines} people, {now_seconds / cold['seconds']:.1f}x the "
              f"cold batch")
    peak = max(cold["peak_rss_mb"], warm["peak_rss_mb"])
    print(f"batch: cold {cold['seconds']:.1f} s, warm {warm['lines_per_second']:.0f} lines/s, "
          f"{cold['requests']} requests, peak RSS {peak:.0f} MB (every source); --forecast-only: cold "
          f"{only_cold['seconds']:.1f} s, warm {only_warm['lines_per_second']:.0f} lines/s, "
          f"{only_cold['requests']} requests")
    if args.json_out:
        with open(args.json_out, "w") as f:
            json.dump({"runs": results, "now_seconds_extrapolated": now_seconds,
                       "now_sample": sample}, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
