#!/usr/bin/env python3
"""Checks the release binary `make release` built, the one `make install` ships, end to end on loopback.

The release build differs from the debug build the test suite runs: linked statically, it reaches libcurl
through CCurlLoader (loaded on the first request, not at start-up). This runs that binary against a loopback server
for every service (KMA, AirKorea, UV, warnings, pollen): a cold `now` (all eight sources fetched through the loader), a cached one (no
request, libcurl never loaded), a 50 MB answer (the cap cancels the transfer) and a libcurl that cannot be loaded
(the request's failure, exit 69). It also checks that the build does not need libcurl to start, and that no run
leaves loopback: every other host goes to a proxy that records it.
"""

import json
import subprocess
import sys
import tempfile

from loopback_services import environment, serve, trap


def main() -> int:
    binary = sys.argv[1]
    failures = []

    def check(ok, what):
        print(("ok      " if ok else "FAILED  ") + what)
        if not ok:
            failures.append(what)

    needed = subprocess.run(["readelf", "-d", binary], capture_output=True, text=True).stdout
    check("libswiftCore" not in needed, "the Swift runtime is linked statically")
    check("libcurl" not in needed, "the build starts without libcurl (it is loaded on the first request)")

    server, requests = serve()
    proxy, outside = trap()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    proxied = f"http://127.0.0.1:{proxy.server_address[1]}"
    with tempfile.TemporaryDirectory(prefix="kkeulmit-release-check-") as home:
        # Every root on loopback, and every other host to the trap: nothing here reaches the real services.
        env = {"HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache",
               "XDG_STATE_HOME": home + "/state", **environment(base, proxied)}
        now = [binary, "now", "--place", "종로구", "--json", "--timeout", "20"]

        cold = subprocess.run(now, env=env, capture_output=True, text=True, timeout=60)
        statuses = []
        if cold.returncode == 0:
            statuses = [s["status"] for s in json.loads(cold.stdout)["sources"]]
        # Pollen is out of season in November: all three species say so, which is `notApplicable`.
        check(cold.returncode == 0 and cold.stderr == "" and statuses == ["ok"] * 7 + ["notApplicable"],
              f"a cold `now` fetches all eight sources (exit {cold.returncode}, {statuses}, {cold.stderr.strip()!r})")
        fetched = len(requests)

        cached = subprocess.run(now, env=env, capture_output=True, text=True, timeout=60)
        check(cached.returncode == 0 and cached.stdout == cold.stdout and len(requests) == fetched,
              f"a cached `now` prints the same advice and sends no request ({len(requests) - fetched} sent)")

        huge = subprocess.run(now + ["--no-cache", "--forecast-only", "--base-url", base + "/huge"], env=env,
                              capture_output=True, text=True, timeout=60)
        check(huge.returncode == 65 and "larger than" in huge.stderr and huge.stdout == "",
              f"a 50 MB answer is cut at the cap: exit 65 (exit {huge.returncode}, {huge.stderr.strip()!r})")

        missing = subprocess.run(now + ["--no-cache"], env=dict(env, KKEULMIT_LIBCURL="/nonexistent/libcurl.so.4"),
                                 capture_output=True, text=True, timeout=60)
        check(missing.returncode == 69 and "cannot load libcurl" in missing.stderr and missing.stdout == "",
              f"a libcurl that cannot be loaded fails the request: exit 69 (exit {missing.returncode}, "
              f"{missing.stderr.strip()!r})")
    check(outside == [], f"no run left loopback ({outside})")
    proxy.shutdown()
    server.shutdown()
    print(f"release-check: {binary}: " + ("all passed" if not failures else f"{len(failures)} failed"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
