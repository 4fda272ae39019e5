import Foundation
import KkeulmitFuzzSupport

// libFuzzer's entry point, and nothing else: libFuzzer supplies `main` (Fuzz/README.md). A broken invariant
// traps, so that libFuzzer reports it as a crash and keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzEntry.pollen(Data(bytes: bytes, count: count)).trapOnViolations()
    return 0
}
