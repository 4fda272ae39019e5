# kkeulmit: build, test and ship with the Swift toolchain alone.
SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= debug
SECONDS ?= 60
ARGS ?= now --demo

.PHONY: build release test run lint format install uninstall clean fuzz

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release --product kkeulmit

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

lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

format:
	$(SWIFT) format -i -r Sources Tests Package.swift

install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 "$$($(SWIFT) build -c release --show-bin-path)/kkeulmit" "$(DESTDIR)$(PREFIX)/bin/kkeulmit"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/kkeulmit"

clean:
	rm -rf .build
