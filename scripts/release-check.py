#!/usr/bin/env python3
"""Checks the release binary `make release` built, the one `make install` ships, end to end on loopback.

The release build differs from the debug build the test suite runs: linked statically, it reaches libcurl
through CCurlLoader (loaded on the first request, not at start-up). This runs that binary against a loopback
KMA: a cold `now` (three sources fetched through the loader), a cached one (no request, libcurl never loaded), and
a 50 MB answer (the cap cancels the transfer). It also checks that a static build does not need libcurl to start.
"""

import http.server
import json
import os
import subprocess
import sys
import tempfile
import threading
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = {
    "getVilageFcst": "vilage-fcst-0500-success.json",
    "getUltraSrtNcst": "ultra-srt-ncst-0700-success.json",
    "getUltraSrtFcst": "ultra-srt-fcst-0630-success.json",
}


def serve():
    requests = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 (http.server's naming)
            url = urllib.parse.urlsplit(self.path)
            operation = url.path.rsplit("/", 1)[-1]
            requests.append(url.path)
            if url.path.startswith("/huge/"):
                size = 50 << 20
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(size))
                self.end_headers()
                try:
                    chunk = b'{"response":' + b" " * (65536 - 12)
                    for _ in range(size // len(chunk)):
                        self.wfile.write(chunk)
                except OSError:
                    pass  # the client hung up at its cap, as it should
                return
            with open(os.path.join(ROOT, "Fixtures/KMA", FIXTURES.get(operation, "vilage-fcst-result-99.json")),
                      "rb") as f:
                body = f.read()
            self.send_response(200)
            self.send_header("Content-Type", "application/json;charset=UTF-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, requests


def main() -> int:
    binary = sys.argv[1]
    failures = []

    def check(ok, what):
        print(("ok      " if ok else "FAILED  ") + what)
        if not ok:
            failures.append(what)

    needed = subprocess.run(["readelf", "-d", binary], capture_output=True, text=True).stdout
    static = "libswiftCore" not in needed
    if static:
        check("libcurl" not in needed, "a static build starts without libcurl (it is loaded on the first request)")
    else:
        print("note    the Swift runtime is linked dynamically (no libcurl headers): libcurl loads at start-up")

    server, requests = serve()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    with tempfile.TemporaryDirectory(prefix="kkeulmit-release-check-") as home:
        env = {"HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache",
               "XDG_STATE_HOME": home + "/state", "KMA_SERVICE_KEY": "release-check-key",
               "KKEULMIT_NOW": "2026-11-30T07:30:00+09:00", "KKEULMIT_BASE_URL": base + "/kma"}
        now = [binary, "now", "--nx", "60", "--ny", "127", "--json", "--timeout", "20"]

        cold = subprocess.run(now, env=env, capture_output=True, text=True, timeout=60)
        statuses = []
        if cold.returncode == 0:
            statuses = [s["status"] for s in json.loads(cold.stdout)["sources"][:3]]
        check(cold.returncode == 0 and cold.stderr == "" and statuses == ["ok", "ok", "ok"],
              f"a cold `now` fetches all three sources (exit {cold.returncode}, {statuses}, {cold.stderr.strip()!r})")
        fetched = len(requests)

        cached = subprocess.run(now, env=env, capture_output=True, text=True, timeout=60)
        check(cached.returncode == 0 and cached.stdout == cold.stdout and len(requests) == fetched,
              f"a cached `now` prints the same advice and sends no request ({len(requests) - fetched} sent)")

        huge = subprocess.run(now + ["--no-cache", "--base-url", base + "/huge"], env=env, capture_output=True,
                              text=True, timeout=60)
        check(huge.returncode == 65 and "larger than" in huge.stderr and huge.stdout == "",
              f"a 50 MB answer is cut at the cap: exit 65 (exit {huge.returncode}, {huge.stderr.strip()!r})")
    server.shutdown()
    print(f"release-check: {binary}: " + ("all passed" if not failures else f"{len(failures)} failed"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
