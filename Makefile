# kkeulmit: build, test and ship with the Swift toolchain alone.
SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= debug
SECONDS ?= 60
ARGS ?= now --demo

.PHONY: build release release-deps test run lint format generate check-generated install uninstall clean bench fuzz

build:
	$(SWIFT) build

# The Swift runtime and Foundation are linked statically: a third less start-up CPU and 4 MB less memory per run
# (docs/BENCHMARKS.md). Linking FoundationNetworking statically needs libcurl's development files.
RELEASE_FLAGS ?= -c release --static-swift-stdlib

# Where libcurl's headers cannot be had (no root, no apt), it falls back to linking the runtime dynamically.
release:
	@flags="$(RELEASE_FLAGS)"; \
	if ! $(MAKE) --no-print-directory release-deps; then \
		echo "release: libcurl development files unavailable; linking the Swift runtime dynamically" >&2; \
		flags="-c release"; \
	fi; \
	$(SWIFT) build $$flags --product kkeulmit

release-deps:
	@ls /usr/include/curl/curl.h /usr/include/*/curl/curl.h >/dev/null 2>&1 || { \
		echo "release: installing libcurl4-openssl-dev (to link FoundationNetworking statically)"; \
		sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
		$$sudo apt-get update -qq && $$sudo apt-get install -y -qq libcurl4-openssl-dev >/dev/null; }

# Builds everything (the end-to-end tests run the real binary) and runs XCTest and Swift Testing.
test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# `make run ARGS="now --nx 60 --ny 127 --lang en"`
run:
	$(SWIFT) run kkeulmit $(ARGS)

# `make fuzz SECONDS=300 [FUZZ_TARGETS=FuzzCommandLine]`: builds each libFuzzer target (fuzzer + address
# sanitizers) and runs it for SECONDS, one at a time; see Fuzz/README.md. `make test` replays Fuzz/*/ without it.
fuzz:
	SWIFT="$(SWIFT)" scripts/fuzz.sh $(SECONDS) $(FUZZ_TARGETS)

# The generated Swift sources (Sources/KkeulmitCore/Generated/) from their inputs, by the scripts next to them.
generate:
	python3 Fixtures/Grid/embed-place-table.py
	python3 Fixtures/KMA/make-kma-fixtures.py
	python3 Fixtures/AirKorea/make-airkorea-fixtures.py
	python3 Fixtures/UV/make-uv-fixtures.py

# Fails when a generated file or fixture is not what its script makes from its input.
check-generated: generate
	@git diff --exit-code --stat -- Sources/KkeulmitCore/Generated Fixtures || { \
		echo "check-generated: run 'make generate' and commit the result" >&2; exit 1; }

lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/kkeulmit" "$(DESTDIR)$(PREFIX)/bin/kkeulmit"
	command -v strip >/dev/null 2>&1 && strip "$(DESTDIR)$(PREFIX)/bin/kkeulmit" || true

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/kkeulmit"

# Times kkeulmit against `curl | jq` and a Python script on a loopback KMA server (docs/BENCHMARKS.md).
# `make bench BENCH_ARGS="--runs 50"`; installs curl, jq and python3 first when they are missing.
BENCH_ARGS ?=
bench:
	@missing=""; for t in curl jq python3; do command -v $$t >/dev/null 2>&1 || missing="$$missing $$t"; done; \
	if [ -n "$$missing" ]; then \
		echo "bench: installing$$missing"; \
		sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
		$$sudo apt-get update -qq && $$sudo apt-get install -y -qq $$missing >/dev/null; \
	fi
	$(MAKE) --no-print-directory release
	$(SWIFT) build $(RELEASE_FLAGS) --product KkeulmitBench
	python3 scripts/bench/run.py --bin-path "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)" $(BENCH_ARGS)

clean:
	rm -rf .build
