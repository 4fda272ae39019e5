#!/usr/bin/env python3
"""The loopback services (scripts/loopback_services.py) over TLS with CERT and KEY, for the network-failure tests.

Prints the port it listens on (127.0.0.1, a free one) and serves until its stdin closes, so it ends with the test
that started it. A client that refuses the certificate simply never sends a request.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
import loopback_services  # noqa: E402 (found through the path above)


def main():
    server, _ = loopback_services.serve(tls=(sys.argv[1], sys.argv[2]))
    print(server.server_address[1], flush=True)
    sys.stdin.read()


if __name__ == "__main__":
    main()
