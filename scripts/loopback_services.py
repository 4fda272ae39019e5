#!/usr/bin/env python3
"""Loopback stand-ins for every service kkeulmit asks (KMA, AirKorea, UV, warnings, pollen), answering from Fixtures/,
and a proxy that records whatever tries to leave loopback.

scripts/release-check.py imports serve(), trap() and environment(); scripts/package-check.sh runs this file on its
own (`--env-file`), since the binary it checks runs in a chroot while the fixtures stay on the host. chroot shares
the host's network, so 127.0.0.1 reaches these servers from inside it.
"""

import argparse
import http.server
import os
import signal
import ssl
import sys
import threading
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = {
    "getVilageFcst": "KMA/vilage-fcst-0500-success.json",
    "getUltraSrtNcst": "KMA/ultra-srt-ncst-0700-success.json",
    "getUltraSrtFcst": "KMA/ultra-srt-fcst-0630-success.json",
    "getNearbyMsrstnList": "AirKorea/nearby-msrstn-list-jongno-success.json",
    "getMsrstnAcctoRltmMesureDnsty": "AirKorea/msrstn-rltm-mesure-dnsty-jongno-success.json",
    "getMinuDustFrcstDspth": "AirKorea/minu-dust-frcst-dspth-20261130-0500.json",
    "getUVIdxV5": "UV/uv-idx-v5-1111000000-2026113006-success.json",
    "getPwnCd": "Alerts/pwn-cd-empty-day-00.json",
    "getOakPollenRiskIdxV3": "Pollen/pollen-oak-recorded-off-season.json",
    "getPinePollenRiskIdxV3": "Pollen/pollen-oak-recorded-off-season.json",
    "getWeedsPollenRiskndxV3": "Pollen/pollen-weeds-off-season.json",
}


def serve(tls=None):
    """The services on 127.0.0.1, over TLS with `tls` = (certificate, key) files when given."""
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
            with open(os.path.join(ROOT, "Fixtures", FIXTURES.get(operation, "KMA/vilage-fcst-result-99.json")),
                      "rb") as f:
                body = f.read()
            if operation == "getUVIdxV5":  # the sample, for the area asked about
                area = urllib.parse.parse_qs(url.query).get("areaNo", ["1111000000"])[0]
                body = body.replace(b'"1111000000"', b'"' + area.encode() + b'"')
            self.send_response(200)
            self.send_header("Content-Type", "application/json;charset=UTF-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    if tls:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(*tls)
        server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, requests


def trap():
    """A proxy for every host but loopback: it records each request line and answers 403."""
    outside = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def refuse(self):
            outside.append(self.requestline)
            self.send_response(403)
            self.send_header("Content-Length", "0")
            self.end_headers()

        do_GET = do_CONNECT = refuse  # noqa: N815 (http.server's naming)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, outside


def environment(base, proxied):
    """The variables that point every service root at `base` and send every other host to the trap at `proxied`."""
    return {"KMA_SERVICE_KEY": "loopback-check-key", "KKEULMIT_NOW": "2026-11-30T07:30:00+09:00",
            "KKEULMIT_BASE_URL": base + "/kma", "KKEULMIT_AIRKOREA_URL": base + "/air",
            "KKEULMIT_LIVING_URL": base + "/living", "KKEULMIT_ALERTS_URL": base + "/alerts",
            "KKEULMIT_HEALTH_URL": base + "/health",
            "http_proxy": proxied, "https_proxy": proxied, "all_proxy": proxied, "no_proxy": "127.0.0.1"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--env-file", required=True,
                        help="where to write the environment (NAME=VALUE lines) once the servers listen")
    args = parser.parse_args()
    server, requests = serve()
    proxy, outside = trap()
    env = environment(f"http://127.0.0.1:{server.server_address[1]}",
                      f"http://127.0.0.1:{proxy.server_address[1]}")
    # Written whole and then renamed: the caller waits for the file, and must never read half of it.
    with open(args.env_file + ".part", "w") as f:
        f.writelines(f"{name}={value}\n" for name, value in env.items())
    os.rename(args.env_file + ".part", args.env_file)

    # Serves until the caller is done (SIGTERM or SIGINT), then says what it served and whether anything left.
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    stop.wait()
    proxy.shutdown()
    server.shutdown()
    print(f"loopback_services: {len(requests)} requests served, {len(outside)} tried to leave loopback {outside}",
          file=sys.stderr)
    return 1 if outside else 0


if __name__ == "__main__":
    sys.exit(main())
