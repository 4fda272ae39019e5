#!/usr/bin/env python3
"""A TLS server on loopback for the network-failure tests: serves BODY to every GET over TLS with CERT and KEY.

Prints the port it listens on (127.0.0.1, a free one) and serves until its stdin closes, so it ends with the test
that started it. A client that refuses the certificate simply never sends a request.
"""

import http.server
import ssl
import sys
import threading


def main():
    cert, key, body_path = sys.argv[1:4]
    with open(body_path, "rb") as f:
        body = f.read()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 (http.server's naming)
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    print(server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    sys.stdin.read()


if __name__ == "__main__":
    main()
