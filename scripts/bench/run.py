#!/usr/bin/env python3
"""`make bench`: kkeulmit against `curl | jq` and a Python script, on one machine, in one run.

One loopback KMA server (127.0.0.1, stops itself) serves a full 17시 issue (1052 rows) for the base that is asked
for. Every contender runs --runs times, round-robin so that load from elsewhere falls on all of them alike, and the
table gives medians of wall time and of CPU time (user + system, from wait4), peak RSS, ratios and PASS/MISS
against the targets in docs/BENCHMARKS.md. Timings are reported, never asserted by tests.

Dev tooling only: Python 3 standard library, nothing at build or test time depends on it.
"""
from __future__ import annotations

import argparse
import datetime as dt
import http.server
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

KST = dt.timezone(dt.timedelta(hours=9))
# Not a real key: the loopback server accepts anything, and nothing may print it.
SERVICE_KEY = "bench+key/for==loopback"


# ---------------------------------------------------------------------------------------------------------------
# The loopback KMA server
# ---------------------------------------------------------------------------------------------------------------

class Issue:
    """The fixture's issue, re-dated to any base so that a simulated day of cron runs gets a real issue per base."""

    def __init__(self, path: str):
        with open(path, "rb") as f:
            self.raw = f.read()
        self.document = json.loads(self.raw)
        items = self.document["response"]["body"]["items"]["item"]
        self.rows = len(items)
        first = items[0]
        self.base = dt.datetime.strptime(first["baseDate"] + first["baseTime"], "%Y%m%d%H%M").replace(tzinfo=KST)
        self.cell = (first["nx"], first["ny"])
        self._answers: dict[str, bytes] = {self.base.strftime("%Y%m%d%H%M"): self.raw}
        self._lock = threading.Lock()

    def answer(self, base_date: str, base_time: str) -> bytes:
        key = base_date + base_time
        with self._lock:
            if key not in self._answers:
                base = dt.datetime.strptime(key, "%Y%m%d%H%M").replace(tzinfo=KST)
                shift = base - self.base
                doc = json.loads(self.raw)
                for item in doc["response"]["body"]["items"]["item"]:
                    item["baseDate"], item["baseTime"] = base_date, base_time
                    if "fcstDate" not in item:  # an observation (getUltraSrtNcst) has its base alone
                        continue
                    t = dt.datetime.strptime(item["fcstDate"] + item["fcstTime"], "%Y%m%d%H%M") + shift
                    item["fcstDate"], item["fcstTime"] = t.strftime("%Y%m%d"), t.strftime("%H%M")
                self._answers[key] = json.dumps(doc, ensure_ascii=False, indent=2).encode()
            return self._answers[key]


# AirKorea's and the UV index's answers for 2026-11-30 07:30 (the measurement of 07:00, the 05시 dust forecast, the
# 06시 UV issue), served under /portal/: what a cached `now` with every source reads then.
PORTAL_FIXTURES = {
    "getNearbyMsrstnList": "AirKorea/nearby-msrstn-list-jongno-success.json",
    "getMsrstnAcctoRltmMesureDnsty": "AirKorea/msrstn-rltm-mesure-dnsty-jongno-success.json",
    "getMinuDustFrcstDspth": "AirKorea/minu-dust-frcst-dspth-20261130-0500.json",
    "getUVIdxV5": "UV/uv-idx-v5-1111000000-2026113006-success.json",
    # No warning announced on any of the days asked; pollen out of season in November (the service's own 99).
    "getPwnCd": "Alerts/pwn-cd-empty-day-00.json",
    "getOakPollenRiskIdxV3": "Pollen/pollen-oak-recorded-off-season.json",
    "getPinePollenRiskIdxV3": "Pollen/pollen-oak-recorded-off-season.json",
    "getWeedsPollenRiskndxV3": "Pollen/pollen-oak-recorded-off-season.json",
}
PORTAL_NOW = "2026-11-30T07:30:00+09:00"
# What data.go.kr answers for a service the key is not registered for (a key for 단기예보 alone).
NOT_REGISTERED = b'{"response":{"header":{"resultCode":"30","resultMsg":"SERVICE_KEY_IS_NOT_REGISTERED_ERROR"}}}'


def portal_answer(operation: str, query: dict[str, str]) -> bytes:
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(root, "Fixtures", PORTAL_FIXTURES[operation]), "rb") as f:
        body = f.read()
    if operation == "getUVIdxV5":  # the sample, for the area asked about
        body = body.replace(b'"1111000000"', b'"' + query.get("areaNo", "1111000000").encode() + b'"')
    return body


class KMAServer:
    """`getVilageFcst` (and, given their issues, the ultra-short operations) on 127.0.0.1, counting requests by
    operation; shuts itself down after `lifetime` seconds at most. `requests` and `bases` count getVilageFcst."""

    def __init__(self, issue: Issue, lifetime: float, others: dict[str, Issue] | None = None,
                 silent: frozenset[str] = frozenset()):
        self.issue = issue
        self.issues = dict(others or {}, getVilageFcst=issue)
        # Operations accepted and never answered (until the server stops): a service that hangs.
        self.silent = silent
        self._stopped = threading.Event()
        self.requests = 0
        self.bases: list[str] = []
        self.by_operation: dict[str, int] = {}
        # Requests under /rejected/, answered code 30.
        self.rejected = 0
        # Every request, whatever its answer (code 10 for what the server does not serve).
        self.total = 0
        self._count_lock = threading.Lock()
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 (http.server's naming)
                url = urllib.parse.urlsplit(self.path)
                query = dict(urllib.parse.parse_qsl(url.query))
                with server._count_lock:
                    server.total += 1
                operation = url.path.rsplit("/", 1)[-1]
                if operation in server.silent:
                    server._stopped.wait()
                    return
                if url.path.startswith("/rejected/"):
                    body = NOT_REGISTERED
                    with server._count_lock:
                        server.rejected += 1
                elif url.path.startswith("/portal/") and operation in PORTAL_FIXTURES:
                    body = portal_answer(operation, query)
                    with server._count_lock:
                        server.by_operation[operation] = server.by_operation.get(operation, 0) + 1
                elif operation not in server.issues or "base_date" not in query or "base_time" not in query:
                    body = b'{"response":{"header":{"resultCode":"10","resultMsg":"INVALID_REQUEST_PARAMETER_ERROR"}}}'
                else:
                    with server._count_lock:
                        server.by_operation[operation] = server.by_operation.get(operation, 0) + 1
                        if operation == "getVilageFcst":
                            server.requests += 1
                            server.bases.append(query["base_date"] + query["base_time"])
                    body = server.issues[operation].answer(query["base_date"], query["base_time"])
                self.send_response(200)
                self.send_header("Content-Type", "application/json;charset=UTF-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

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
        self._stopped.set()
        self._timer.cancel()
        self.httpd.shutdown()
        self.httpd.server_close()

    def reset(self):
        with self._count_lock:
            self.requests = 0
            self.bases = []
            self.by_operation = {}
            self.rejected = 0
            self.total = 0


class SilentServer:
    """Accepts every connection on 127.0.0.1 and never answers a byte: every service hung at once."""

    def __init__(self):
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(64)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        self.held: list[socket.socket] = []
        self._thread = threading.Thread(target=self._accept, daemon=True)

    def _accept(self):
        while True:
            try:
                connection, _ = self.sock.accept()
            except OSError:
                return
            self.held.append(connection)

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self.sock.close()
        for connection in self.held:
            connection.close()


# ---------------------------------------------------------------------------------------------------------------
# Running one contender once
# ---------------------------------------------------------------------------------------------------------------

class Run:
    def __init__(self, wall: float, cpu: float, rss_kb: int, stdout: bytes):
        self.wall, self.cpu, self.rss_kb, self.stdout = wall, cpu, rss_kb, stdout


def run_pipeline(commands: list[list[str]], env: dict[str, str], expect: int = 0) -> Run:
    """Runs `commands` as a shell pipeline would; wall time from start to the last exit, CPU and peak RSS from
    wait4 (RSS summed over the pipeline's processes, which run at the same time). The last command must exit with
    `expect`, the others with 0."""
    err = tempfile.TemporaryFile()
    procs: list[subprocess.Popen] = []
    start = time.perf_counter()
    stdin = subprocess.DEVNULL
    for i, argv in enumerate(commands):
        p = subprocess.Popen(argv, stdin=stdin, stdout=subprocess.PIPE, stderr=err, env=env)
        if procs:
            procs[-1].stdout.close()  # the next process owns the pipe now
        procs.append(p)
        stdin = p.stdout
    out = procs[-1].stdout.read()
    cpu = 0.0
    rss = 0
    failed = []
    for p in procs:
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
        cpu += usage.ru_utime + usage.ru_stime
        rss += usage.ru_maxrss
        if p.returncode != (expect if p is procs[-1] else 0):
            failed.append((p.args[0], p.returncode))
    wall = time.perf_counter() - start
    procs[-1].stdout.close()
    if failed:
        err.seek(0)
        raise SystemExit(f"bench: {failed} failed: {err.read().decode(errors='replace').strip()}")
    err.close()
    return Run(wall, cpu, rss, out)


class Contender:
    def __init__(self, label: str, commands, env: dict[str, str], setup=None, expect: int = 0):
        self.label, self.commands, self.env, self.setup, self.expect = label, commands, env, setup, expect
        self.runs: list[Run] = []

    def run_once(self):
        if self.setup:
            self.setup()
        self.runs.append(run_pipeline(self.commands, self.env, self.expect))

    @property
    def wall_ms(self) -> float:
        return statistics.median(r.wall for r in self.runs) * 1000

    @property
    def cpu_ms(self) -> float:
        return statistics.median(r.cpu for r in self.runs) * 1000

    @property
    def busy(self) -> float:
        """CPU time over wall time, of the median run by that ratio."""
        return statistics.median(r.cpu / r.wall for r in self.runs)

    @property
    def rss_mb(self) -> float:
        return max(r.rss_kb for r in self.runs) / 1024


def warm_up(contenders: list[Contender], runs: int = 2):
    """Page caches and the server's first answers are not what is being measured."""
    for c in contenders:
        for _ in range(runs):
            c.run_once()
        c.runs.clear()


def round_robin(contenders: list[Contender], runs: int):
    for _ in range(runs):
        for c in contenders:
            c.run_once()


# ---------------------------------------------------------------------------------------------------------------
# The report
# ---------------------------------------------------------------------------------------------------------------

def verdict(ok: bool) -> str:
    return "PASS" if ok else "MISS"


def table(headers: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
    line = lambda cells: "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths)))
    return "\n".join([line(headers), line(["-" * w for w in widths])] + [line(r) for r in rows])


def contender_rows(contenders: list[Contender]) -> list[list[str]]:
    return [[c.label, f"{c.wall_ms:.1f}", f"{c.cpu_ms:.1f}", f"{c.rss_mb:.1f}"] for c in contenders]


def main() -> int:
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bin-path", required=True, help="SwiftPM's release bin path (kkeulmit, KkeulmitBench)")
    ap.add_argument("--fixture", default=os.path.join(root, "Fixtures/KMA/vilage-fcst-1700-success.json"))
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--seconds-per-case", type=float, default=1.0, help="in-process benchmark time per case")
    ap.add_argument("--cron-every", type=int, default=1, help="minutes between simulated cron runs (1 = honest)")
    ap.add_argument("--python", default="/usr/bin/python3" if os.access("/usr/bin/python3", os.X_OK) else sys.executable,
                    help="the interpreter of the Python contender: the system's python3, as a user's script runs, "
                         "rather than whichever one runs this driver (a pyenv build here starts 4x slower)")
    ap.add_argument("--hung-runs", type=int, default=3, help="runs of each scenario against silent servers")
    ap.add_argument("--hung-timeout", type=float, default=6, help="--timeout of those runs (each lasts about that)")
    ap.add_argument("--json-out", help="also write the figures as JSON here")
    args = ap.parse_args()

    began = time.perf_counter()
    kkeulmit = os.path.join(args.bin_path, "kkeulmit")
    bench = os.path.join(args.bin_path, "KkeulmitBench")
    floor = os.path.join(args.bin_path, "KkeulmitFloor")
    for tool in (kkeulmit, bench, floor):
        if not os.access(tool, os.X_OK):
            raise SystemExit(f"bench: {tool} is missing: build it with `swift build -c release --product ...`")
    for tool in ("curl", "jq"):
        if not shutil.which(tool):
            raise SystemExit(f"bench: {tool} is not installed (make bench installs it)")

    issue = Issue(args.fixture)
    nx, ny = issue.cell
    now = issue.base + dt.timedelta(minutes=30)           # published at base + 10 min
    window_start = issue.base + dt.timedelta(hours=1)      # the issue's first slot
    hours = 12                                             # kkeulmit's default window
    window_end = window_start + dt.timedelta(hours=hours)
    ymdhm = lambda t: t.strftime("%Y%m%d%H%M")
    base_date, base_time = issue.base.strftime("%Y%m%d"), issue.base.strftime("%H%M")
    jq_filter = (
        '[.response.body.items.item[] | select(.category == "TMP" and (.fcstDate + .fcstTime) >= "%s" '
        'and (.fcstDate + .fcstTime) < "%s") | .fcstValue | tonumber] | min' % (ymdhm(window_start), ymdhm(window_end)))

    work = tempfile.mkdtemp(prefix="kkeulmit-bench-")
    try:
        config_home = os.path.join(work, "config")
        os.makedirs(config_home)
        # No key or root of the caller's (an API Hub key would send failed requests to the real API Hub).
        base_env = {k: v for k, v in os.environ.items() if not k.startswith(("KKEULMIT_", "XDG_", "KMA_"))}
        base_env.update({"KMA_SERVICE_KEY": SERVICE_KEY, "XDG_CONFIG_HOME": config_home, "NO_COLOR": "1"})

        nowcast = {op: Issue(os.path.join(root, "Fixtures/KMA", name)) for op, name in (
            ("getUltraSrtNcst", "ultra-srt-ncst-0700-success.json"),
            ("getUltraSrtFcst", "ultra-srt-fcst-0630-success.json"))}
        with KMAServer(issue, lifetime=3600, others=nowcast) as server:
            query = urllib.parse.urlencode({
                "serviceKey": SERVICE_KEY, "pageNo": 1, "numOfRows": 1500, "dataType": "JSON",
                "base_date": base_date, "base_time": base_time, "nx": nx, "ny": ny})
            url = f"{server.url}/getVilageFcst?{query}"
            # AirKorea and the UV index on the same server, which refuses them (code 10): no run reaches out.
            tool_env = dict(base_env, KKEULMIT_BASE_URL=server.url, KKEULMIT_AIRKOREA_URL=server.url + "/refused",
                            KKEULMIT_LIVING_URL=server.url + "/refused", KKEULMIT_ALERTS_URL=server.url + "/refused",
                            KKEULMIT_HEALTH_URL=server.url + "/refused", KKEULMIT_NOW=now.isoformat())
            # The contenders' job is the short-term forecast alone; `now` with its other sources is timed beside
            # it, and the cron day runs with all of them.
            everything = [kkeulmit, "now", "--nx", str(nx), "--ny", str(ny)]
            advise = everything + ["--forecast-only"]
            # `now` with its three KMA sources (the short-term forecast, the observation, the ultra-short
            # forecast): config `"sources"` turns AirKorea, UV, the warnings and pollen off. Without it those four
            # would ask the server above, which answers code 10 (not remembered: a request problem), at every run,
            # and a "cached" run would load libcurl and send five requests (the rows 2b and 2c were inverted so).
            three_config = os.path.join(work, "config-three")
            os.makedirs(os.path.join(three_config, "kkeulmit"))
            with open(os.path.join(three_config, "kkeulmit", "config.json"), "w") as f:
                json.dump({"sources": {"airQuality": False, "uv": False, "alerts": False, "pollen": False}}, f)
            three_env = dict(tool_env, XDG_CONFIG_HOME=three_config)

            # The three must agree before any of them is timed.
            cold_dir = os.path.join(work, "cold")
            check = run_pipeline([advise + ["--json"]], dict(tool_env, XDG_CACHE_HOME=cold_dir))
            tool_min = json.loads(check.stdout)["conditions"]["temperatureMin"]
            jq_min = float(run_pipeline([["curl", "-s", url], ["jq", jq_filter]], base_env).stdout)
            py = [args.python, os.path.join(root, "scripts/bench/kma_min_temp.py"), server.url, str(nx), str(ny),
                  base_date, base_time, ymdhm(window_start), ymdhm(window_end)]
            py_min = float(run_pipeline([py], base_env).stdout)
            if not (tool_min == jq_min == py_min):
                raise SystemExit(f"bench: the contenders disagree: kkeulmit {tool_min}, jq {jq_min}, python {py_min}")
            saved = os.path.join(work, "answer.json")
            with open(saved, "wb") as f:
                f.write(issue.raw)

            def fresh_cache():
                shutil.rmtree(cold_dir, ignore_errors=True)

            cold = [
                Contender("kkeulmit now (cold cache)", [advise], dict(tool_env, XDG_CACHE_HOME=cold_dir),
                          setup=fresh_cache),
                Contender("curl -s URL | jq", [["curl", "-s", url], ["jq", jq_filter]], base_env),
                Contender("python3 urllib + json", [py], base_env),
                Contender("kkeulmit now, 3 sources (cold cache)", [everything], dict(three_env, XDG_CACHE_HOME=cold_dir),
                          setup=fresh_cache),
            ]
            warm_dir = os.path.join(work, "warm")
            run_pipeline([advise], dict(tool_env, XDG_CACHE_HOME=warm_dir))
            cached = [
                Contender("kkeulmit now (cached)", [advise], dict(tool_env, XDG_CACHE_HOME=warm_dir)),
                Contender("jq on the saved answer", [["jq", jq_filter, saved]], base_env),
            ]
            # The start-up floor: a cached `now` (its three sources in the cache) against a Swift binary that
            # links Foundation alone and reads the same short-term issue file.
            floor_dir = os.path.join(work, "floor")
            run_pipeline([everything], dict(three_env, XDG_CACHE_HOME=floor_dir))
            cached_issue = next(os.path.join(floor_dir, "kkeulmit", n) for n in os.listdir(
                os.path.join(floor_dir, "kkeulmit")) if n.startswith("vilage-") and n.endswith(".json"))
            startup = [
                Contender("kkeulmit now, 3 sources (cached)", [everything], dict(three_env, XDG_CACHE_HOME=floor_dir)),
                Contender("floor: Foundation, reads the file", [[floor, cached_issue]], base_env),
            ]
            # A cached `now` with every source (AirKorea and UV served too, at the time their samples are for)
            # against a cached `now --forecast-only`: what the other sources' cache files cost.
            every_dir = os.path.join(work, "every")
            every_env = dict(tool_env, XDG_CACHE_HOME=every_dir, KKEULMIT_NOW=PORTAL_NOW,
                             KKEULMIT_AIRKOREA_URL=server.url + "/portal", KKEULMIT_LIVING_URL=server.url + "/portal",
                             KKEULMIT_ALERTS_URL=server.url + "/portal", KKEULMIT_HEALTH_URL=server.url + "/portal")
            warm = run_pipeline([everything + ["--json"]], every_env)
            every_statuses = {s["id"]: s["status"] for s in json.loads(warm.stdout)["sources"]}
            expected = {s: "ok" for s in every_statuses} | {"pollen": "notApplicable"}  # November: off season
            if len(every_statuses) != 8 or every_statuses != expected:
                raise SystemExit(f"bench: a cold `now` with every source did not get all eight: {every_statuses}")
            run_pipeline([advise], every_env)
            every = [
                Contender("kkeulmit now, every source (cached)", [everything], every_env),
                Contender("kkeulmit now --forecast-only (cached)", [advise], every_env),
            ]
            # A cached `now` with a key registered for the forecast alone (AirKorea, UV, the warnings and pollen
            # answer code 30, remembered until 00:00 KST after the first run) against `--forecast-only`.
            rejected_dir = os.path.join(work, "rejected")
            rejected_env = dict(tool_env, XDG_CACHE_HOME=rejected_dir, KKEULMIT_NOW=PORTAL_NOW,
                                **{v: server.url + "/rejected" for v in (
                                    "KKEULMIT_AIRKOREA_URL", "KKEULMIT_LIVING_URL", "KKEULMIT_ALERTS_URL",
                                    "KKEULMIT_HEALTH_URL")})
            warm = run_pipeline([everything + ["--json"]], rejected_env)
            refused = {s["id"]: s["status"] for s in json.loads(warm.stdout)["sources"]}
            if [refused[i] for i in ("airQuality", "dustForecast", "uvIndex", "weatherAlerts")] != ["notRegistered"] * 4:
                raise SystemExit(f"bench: a key for the forecast alone was not refused as such: {refused}")
            run_pipeline([advise], rejected_env)
            forecast_key = [
                Contender("kkeulmit now, key for the forecast alone (cached)", [everything], rejected_env),
                Contender("kkeulmit now --forecast-only (cached)", [advise], rejected_env),
            ]
            # A cached row sends no request at all (the check that found 2b sending five).
            for c in cached[:1] + startup[:1] + every + forecast_key:
                server.reset()
                c.run_once()
                c.runs.clear()
                if server.total:
                    raise SystemExit(f"bench: the cached row {c.label!r} sent {server.total} requests")
            warm_up(cold + cached + startup + every + forecast_key)
            server.reset()
            round_robin(cold + cached + startup + every + forecast_key, args.runs)
            every_requests = sum(server.by_operation.values()) - server.by_operation.get("getVilageFcst", 0) \
                - server.by_operation.get("getUltraSrtNcst", 0) - server.by_operation.get("getUltraSrtFcst", 0)
            rejected_requests = server.rejected
            cold_requests = server.requests

            # Cron every minute for one day, one shared cache, the clock stepping a minute per run.
            cron_dir = os.path.join(work, "cron")
            day = (issue.base + dt.timedelta(days=1)).replace(hour=0, minute=0)
            cron_env = dict(three_env, XDG_CACHE_HOME=cron_dir)
            run_pipeline([everything], dict(cron_env, KKEULMIT_NOW=(day - dt.timedelta(minutes=1)).isoformat()))
            server.reset()
            cron_started = time.perf_counter()
            cron_runs = 0
            cron_rss = 0
            for minute in range(0, 1440, args.cron_every):
                at = day + dt.timedelta(minutes=minute)
                r = run_pipeline([everything], dict(cron_env, KKEULMIT_NOW=at.isoformat()))
                cron_runs += 1
                cron_rss = max(cron_rss, r.rss_kb)
            cron_seconds = time.perf_counter() - cron_started
            per_day = server.requests
            cron_bases = list(server.bases)
            per_day_ncst = server.by_operation.get("getUltraSrtNcst", 0)
            per_day_fcst = server.by_operation.get("getUltraSrtFcst", 0)

            profiled = None
            if os.environ.get("BENCH_PROFILE"):
                import startup_profile  # scripts/bench/startup_profile.py
                profiled = startup_profile.profile(
                    [(c.label, c.commands[0], c.env) for c in cached[:1] + startup + every[:1]], runs=args.runs)

        # Servers that accept and never answer: a run waits for them and must not spin. The required source hung
        # (every server silent: exit 69 once --timeout is spent) and the optional ones hung (the forecast answers,
        # the ultra-short operations, AirKorea and UV never do: exit 0 with them unavailable).
        hung_args = ["--no-cache", "--timeout", str(args.hung_timeout)]
        ultra_short = frozenset(("getUltraSrtNcst", "getUltraSrtFcst"))
        with SilentServer() as silent, KMAServer(issue, lifetime=3600, silent=ultra_short) as half:
            hung_env = dict(tool_env, KKEULMIT_AIRKOREA_URL=silent.url, KKEULMIT_LIVING_URL=silent.url,
                            KKEULMIT_ALERTS_URL=silent.url, KKEULMIT_HEALTH_URL=silent.url,
                            XDG_CACHE_HOME=os.path.join(work, "hung"))
            hung = [
                Contender("now: every server silent (exit 69)", [everything + hung_args],
                          dict(hung_env, KKEULMIT_BASE_URL=silent.url), expect=69),
                Contender("now: forecast answers, 5 optional silent", [everything + hung_args],
                          dict(hung_env, KKEULMIT_BASE_URL=half.url)),
                # data.go.kr silent, KMA API Hub (on the answering server) behind it: one request timeout, then
                # API Hub's answer (docs/KMA.md, "Two providers").
                Contender("now: data.go.kr silent, API Hub answers", [everything + hung_args],
                          dict(hung_env, KKEULMIT_BASE_URL=silent.url, KMA_APIHUB_KEY="bench-hub-key",
                               KKEULMIT_APIHUB_URL=half.url + "/hub")),
            ]
            round_robin(hung, args.hung_runs)

        inproc = subprocess.run([bench, args.fixture, str(args.seconds_per_case)], capture_output=True, text=True,
                                check=True).stdout
        cases = [json.loads(line) for line in inproc.splitlines() if line.startswith("{")]
    finally:
        shutil.rmtree(work, ignore_errors=True)

    size = os.path.getsize(kkeulmit)
    c_tool, c_curl, c_py, c_all = cold
    w_tool, w_jq = cached
    ratio = lambda a, b: a.wall_ms / b.wall_ms
    cpu_ratio = lambda a, b: a.cpu_ms / b.cpu_ms
    # (name, wall ratio, CPU ratio, goal, limit): PASS/MISS goes by wall time, as the targets are stated.
    targets = [(name, ratio(a, b), cpu_ratio(a, b), f"<= {limit:.1f}x", ratio(a, b) <= limit)
               for name, a, b, limit in [
                   ("fetch + advise vs curl | jq", c_tool, c_curl, 0.6),
                   ("cached vs jq on the saved answer", w_tool, w_jq, 1.0),
                   ("fetch + advise vs python", c_tool, c_py, 0.2),
                   ("cached vs python", w_tool, c_py, 0.2)]]
    stripped = None
    if shutil.which("strip"):
        with tempfile.TemporaryDirectory() as d:
            copy = os.path.join(d, "kkeulmit")
            shutil.copy(kkeulmit, copy)
            # As `make install` strips (symbols, debug information, .comment and .note): what is shipped.
            if subprocess.run(["strip", "--remove-section=.comment", "--remove-section=.note", copy]).returncode == 0:
                stripped = os.path.getsize(copy)
    peak = max(c_tool.rss_mb, c_all.rss_mb, w_tool.rss_mb)

    out = []
    out.append(f"kkeulmit bench: {issue.rows}-row {base_date} {base_time} issue for cell {nx},{ny}; window "
               f"{window_start:%H:%M}–{window_end:%H:%M} ({hours} h); {args.runs} runs each, round-robin; "
               f"all agree: min {tool_min:g} °C")
    versions = {tool: subprocess.run([tool, "--version"], capture_output=True, text=True).stdout.splitlines()[0]
                for tool in ("curl", "jq", args.python)}
    out.append(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f} at the end; "
               f"{versions['curl'].split(' (')[0]}, {versions['jq']}, {versions[args.python]} ({args.python})")
    out.append("")
    out.append("1. fetch + decode + advise, cold cache (loopback server)")
    out.append(table(["contender", "median ms", "CPU ms", "peak RSS MB"], contender_rows(cold)))
    out.append(f"   server requests during the timed runs: {cold_requests} "
               f"(expected {args.runs} per fetching contender, {len(cold) * args.runs})")
    out.append("")
    out.append("2. cached run vs jq on the saved answer")
    out.append(table(["contender", "median ms", "CPU ms", "peak RSS MB"], contender_rows(cached)))
    out.append("")
    s_tool, s_floor = startup
    libcurl_at_start = "libcurl" in subprocess.run(["readelf", "-d", kkeulmit], capture_output=True,
                                                   text=True).stdout
    out.append("2b. start-up floor: a cached `now` (3 sources) against Foundation alone reading the same file "
               "(same linking)")
    out.append(table(["contender", "median ms", "CPU ms", "peak RSS MB"], contender_rows(startup)))
    out.append(f"   ratio {ratio(s_tool, s_floor):.2f}x wall, {cpu_ratio(s_tool, s_floor):.2f}x CPU; libcurl "
               + ("loaded at start-up" if libcurl_at_start else "not loaded at start-up (CCurlLoader: first request)"))
    out.append("")
    e_all, e_forecast = every
    out.append("2c. cached `now` with every source (each source's cache files) against `--forecast-only` (one), at "
               + PORTAL_NOW)
    out.append(table(["contender", "median ms", "CPU ms", "peak RSS MB"], contender_rows(every)))
    out.append(f"   ratio {ratio(e_all, e_forecast):.2f}x wall, {cpu_ratio(e_all, e_forecast):.2f}x CPU; "
               f"requests of the optional sources during the timed runs: {every_requests}")
    out.append("")
    k_all, k_forecast = forecast_key
    out.append("2d. cached `now` with a key registered for the forecast alone (the other services answer code 30) "
               "against `--forecast-only`, at " + PORTAL_NOW)
    out.append(table(["contender", "median ms", "CPU ms", "peak RSS MB"], contender_rows(forecast_key)))
    out.append(f"   ratio {ratio(k_all, k_forecast):.2f}x wall, {cpu_ratio(k_all, k_forecast):.2f}x CPU; "
               f"requests answered code 30 during the timed runs: {rejected_requests}")
    out.append("")
    out.append(f"3. in-process (KkeulmitBench, {args.seconds_per_case:g} s per case)")
    out.append(table(["case", "ops/s", "µs/op", "CPU µs/op", "what"],
                     [[c["name"], f"{c['opsPerSecond']:.0f}", f"{c['medianMicros']:.1f}", f"{c['cpuMicros']:.1f}",
                       c["what"]] for c in cases]))
    out.append("")
    out.append("4. footprint and requests")
    linked = "Swift runtime static" if "libswiftCore" not in subprocess.run(
        ["ldd", kkeulmit], capture_output=True, text=True).stdout else "Swift runtime shared"
    out.append(f"   binary size: {size / 1e6:.1f} MB as built"
               + (f", {stripped / 1e6:.1f} MB stripped as shipped" if stripped else "") + f" ({linked})")
    out.append(f"   cron every {args.cron_every} min for 24 h ({day:%Y-%m-%d} KST, one cache, `now` with 3 sources): "
               f"{cron_runs} runs, {per_day} getVilageFcst requests ({', '.join(b[8:] for b in cron_bases)}), "
               f"{per_day_ncst} getUltraSrtNcst, {per_day_fcst} getUltraSrtFcst; peak RSS {cron_rss / 1024:.1f} MB, "
               f"{cron_seconds:.0f} s")
    out.append(f"   budget: {per_day} + {per_day_ncst} + {per_day_fcst} requests a day for one cell "
               f"(at most 8 + 24 + 24); cold `now` {c_all.wall_ms:.1f} ms with 3 sources, "
               f"{c_tool.wall_ms:.1f} ms with --forecast-only")
    out.append("")
    out.append(f"5. servers that accept and never answer (--timeout {args.hung_timeout:g}, {args.hung_runs} runs "
               "each): CPU time while waiting")
    out.append(table(["contender", "median ms", "CPU ms", "CPU / wall"],
                     [[c.label, f"{c.wall_ms:.0f}", f"{c.cpu_ms:.1f}", f"{c.busy * 100:.1f} %"] for c in hung]))
    out.append("")
    out.append("targets (PASS/MISS by the ratio of median wall times; the CPU ratio is steadier on a busy machine)")
    rows = [[name, f"{value:.2f}x", f"{cpu:.2f}x", goal, verdict(ok)] for name, value, cpu, goal, ok in targets]
    rows.append(["cached now --forecast-only vs the start-up floor", f"{ratio(w_tool, s_floor):.2f}x",
                 f"{cpu_ratio(w_tool, s_floor):.2f}x", "<= 1.5x", verdict(ratio(w_tool, s_floor) <= 1.5)])
    rows.append(["cached now, 3 sources vs the start-up floor", f"{ratio(s_tool, s_floor):.2f}x",
                 f"{cpu_ratio(s_tool, s_floor):.2f}x", "<= 1.8x", verdict(ratio(s_tool, s_floor) <= 1.8)])
    rows.append(["peak RSS of kkeulmit", f"{peak:.1f} MB", "", "<= 40 MB", verdict(peak <= 40)])
    rows.append(["KMA requests per cell per day", str(per_day), "", "<= 8", verdict(per_day <= 8)])
    rows.append(["ultra-short requests per cell per day", f"{per_day_ncst} + {per_day_fcst}", "", "<= 24 + 24",
                 verdict(per_day_ncst <= 24 and per_day_fcst <= 24)])
    rows.append(["cached now, every source vs --forecast-only", f"{ratio(e_all, e_forecast):.2f}x",
                 f"{cpu_ratio(e_all, e_forecast):.2f}x", "<= 1.2x", verdict(ratio(e_all, e_forecast) <= 1.2)])
    rows.append(["cached now, key for the forecast alone vs --forecast-only", f"{ratio(k_all, k_forecast):.2f}x",
                 f"{cpu_ratio(k_all, k_forecast):.2f}x", "<= 1.1x, 0 requests",
                 verdict(ratio(k_all, k_forecast) <= 1.1 and rejected_requests == 0)])
    for c, what in zip(hung, ("required source hung", "optional sources hung")):
        rows.append([f"CPU / wall, {what}", "", f"{c.busy * 100:.1f} %", "< 5 %", verdict(c.busy < 0.05)])
    out.append(table(["target", "wall", "CPU", "goal", ""], rows))
    out.append("")
    out.append(f"make bench took {time.perf_counter() - began:.0f} s (after building)")
    if profiled:
        out += ["", profiled]
    print("\n".join(out))

    if args.json_out:
        figures = {
            "runs": args.runs,
            "cold": {c.label: {"wallMs": c.wall_ms, "cpuMs": c.cpu_ms, "rssMB": c.rss_mb} for c in cold},
            "cached": {c.label: {"wallMs": c.wall_ms, "cpuMs": c.cpu_ms, "rssMB": c.rss_mb}
                       for c in cached + every + forecast_key},
            "rejectedRequests": rejected_requests,
            "inProcess": cases, "binaryBytes": size, "requestsPerDay": per_day, "cronRuns": cron_runs,
            "binaryBytesStripped": stripped,
            "targets": [{"name": n, "wallRatio": v, "cpuRatio": c, "goal": g, "pass": ok} for n, v, c, g, ok in targets],
            "hung": {c.label: {"wallMs": c.wall_ms, "cpuMs": c.cpu_ms, "cpuOverWall": c.busy} for c in hung},
        }
        with open(args.json_out, "w") as f:
            json.dump(figures, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
