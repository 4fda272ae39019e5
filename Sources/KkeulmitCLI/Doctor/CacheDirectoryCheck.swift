import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the forecast cache's directory can be written: made if missing (0700), a scratch file created and
/// removed. Nothing is left behind.
enum CacheDirectoryCheck {
    static func check(_ directory: String?) -> DoctorCheck {
        guard let directory else {
            return DoctorCheck(
                "cache", .warning, "no cache directory: neither XDG_CACHE_HOME nor HOME is an absolute path",
                fix: "set HOME or XDG_CACHE_HOME; without a cache every run asks KMA")
        }
        if let problem = writeProbe(directory) {
            return DoctorCheck(
                "cache", .problem, "cannot write the cache directory \(directory) (\(problem))",
                fix: "make \(directory) a directory you can write (chmod u+w, chown), or point XDG_CACHE_HOME "
                    + "at one; meanwhile every run asks KMA")
        }
        return DoctorCheck("cache", .ok, "the cache directory \(directory) is writable")
    }

    /// Nil when a file could be created in `directory`, else why not.
    static func writeProbe(_ directory: String) -> String? {
        if let problem = makeDirectories(directory) { return problem }
        let path = directory + "/.doctor-\(getpid())"
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        close(fd)
        unlink(path)
        return nil
    }

    private static func makeDirectories(_ path: String) -> String? {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else { return "\(prefix) is not a directory" }
                continue
            }
            guard mkdir(prefix, 0o700) == 0 || errno == EEXIST else {
                return "cannot create \(prefix): " + String(cString: strerror(errno))
            }
        }
        return nil
    }
}
