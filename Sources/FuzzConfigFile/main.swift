import Foundation
import KkeulmitFuzzSupport

// libFuzzer's entry point, and nothing else: libFuzzer supplies `main` (Fuzz/README.md).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafeRawPointer, _ count: Int) -> CInt {
    CLIFuzzEntry.configFile(Data(bytes: bytes, count: count))
    return 0
}
