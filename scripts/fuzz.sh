#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a while, one after the other.
#
#   scripts/fuzz.sh [SECONDS] [TARGET…]      (make fuzz SECONDS=60 [FUZZ_TARGETS="FuzzCommandLine"])
#
# Targets are declared in Package.swift only when KKEULMIT_FUZZ=1, and built in their own scratch directory
# (.build/fuzz) so that the sanitizer build never replaces the ordinary one. Each run reads the committed seeds and
# regressions (Fuzz/<target>/), plus the fixtures of the service a target reads (Fixtures/KMA, Fixtures/Alerts,
# Fixtures/Pollen), and grows a working corpus in fuzz-artifacts/<target>/corpus (git-ignored), where crash files
# land as well. Set FUZZ_ASAN=0 to build without AddressSanitizer, FUZZ_JOBS to run more than one job. The exit
# status is 1 when any target crashed.
set -u
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(FuzzKMAResponse FuzzCommandLine FuzzConfigFile FuzzBatchInput FuzzWeatherAlerts FuzzPollen)
fi
swift=${SWIFT:-swift}
sanitizers=(--sanitize fuzzer)
# Not `--sanitize fuzzer --sanitize address`: SwiftPM passes them as two -sanitize= flags and the compiler keeps
# only the last, which silently drops the coverage instrumentation. One combined flag keeps both.
if [ "${FUZZ_ASAN:-1}" != 0 ]; then sanitizers+=(-Xswiftc -sanitize=fuzzer,address); fi
jobs=${FUZZ_JOBS:-1}

export KKEULMIT_FUZZ=1
# Swift's own backtracer would bury the sanitizer's report.
export SWIFT_BACKTRACE=enable=no

summary=()
failed=0
for target in "${targets[@]}"; do
    if [ ! -d "Fuzz/$target" ]; then
        echo "fuzz.sh: no such target: $target (see Fuzz/)" >&2
        exit 2
    fi
    echo "== $target: building"
    if ! "$swift" build -c release --scratch-path .build/fuzz --product "$target" "${sanitizers[@]}"; then
        echo "fuzz.sh: $target did not build" >&2
        exit 2
    fi
    binary=".build/fuzz/release/$target"
    out="fuzz-artifacts/$target"
    mkdir -p "$out/corpus"
    corpora=("$out/corpus")
    # libFuzzer gives up on a corpus directory that does not exist: pass only those a target has.
    for dir in "Fuzz/$target/seeds" "Fuzz/$target/regressions"; do [ -d "$dir" ] && corpora+=("$dir"); done
    case "$target" in
        FuzzKMAResponse) corpora+=(Fixtures/KMA) ;;
        FuzzWeatherAlerts) corpora+=(Fixtures/Alerts) ;;
        FuzzPollen) corpora+=(Fixtures/Pollen) ;;
    esac
    options=(-max_total_time="$seconds" -artifact_prefix="$out/" -print_final_stats=1)
    # Inputs past 20 kB only slow the JSON decoder down; the full-size fixtures are cut to that when loaded.
    options+=(-max_len="${FUZZ_MAX_LEN:-20000}")
    if [ -f "Fuzz/$target/dictionary.txt" ]; then options+=(-dict="Fuzz/$target/dictionary.txt"); fi
    if [ "$jobs" -gt 1 ]; then options+=(-jobs="$jobs" -workers="$jobs"); fi

    echo "== $target: fuzzing for ${seconds}s"
    log="$out/last-run.log"
    crashes_before=$(find "$out" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'oom-*' -o -name 'timeout-*' \) | wc -l)
    "$binary" "${options[@]}" "${corpora[@]}" >"$log" 2>&1
    status=$?
    crashes_after=$(find "$out" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'oom-*' -o -name 'timeout-*' \) | wc -l)
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
    found=$((crashes_after - crashes_before))
    if [ "$status" -ne 0 ] || [ "$found" -gt 0 ]; then
        failed=1
        grep -E 'ERROR|Fatal error|Test unit written|SUMMARY' "$log" | head -20
    fi
    line="$target: ${executions:-?} executions, ${rate:-?} exec/s, ${coverage:-cov: ?}, $(ls "$out/corpus" | wc -l) corpus files, new crashes: $found (exit $status)"
    echo "$line"
    summary+=("$line")
done

echo "== summary (logs and crash files in fuzz-artifacts/)"
printf '%s\n' "${summary[@]}"
if [ "$failed" -ne 0 ]; then
    echo "A crash input belongs in Fuzz/<target>/regressions/ once fixed; 'make test' replays it." >&2
fi
exit "$failed"
