// The start-up floor `make bench` compares a cached `kkeulmit now` with: a Swift binary that links Foundation
// (and nothing else), reads the same cache file and prints its size. Built with the same flags as kkeulmit.
import Foundation

guard CommandLine.arguments.count == 2, let data = FileManager.default.contents(atPath: CommandLine.arguments[1])
else {
    FileHandle.standardError.write(Data("usage: KkeulmitFloor FILE\n".utf8))
    exit(64)
}
print(data.count)
