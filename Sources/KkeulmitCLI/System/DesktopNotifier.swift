import Foundation
import KkeulmitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shows a desktop notification through `notify-send`, as a job started by cron or a systemd timer can: such a job
/// has no `DBUS_SESSION_BUS_ADDRESS`, so the session bus is looked for where a systemd user session puts it
/// (`$XDG_RUNTIME_DIR/bus`, else `/run/user/UID/bus`) and handed to `notify-send`.
package struct DesktopNotifier: Sendable {
    package var environment: Environment
    package var fileSystem: any FileSystem
    /// Runs `notify-send` in the environment it is given (with the bus address added).
    package var runner: @Sendable (Environment) -> any CommandRunner

    /// The session bus's address, or why there is none.
    func busAddress() throws(NotifyFailure) -> String {
        if let address = environment.nonEmpty("DBUS_SESSION_BUS_ADDRESS") {
            // unix:path=/run/user/1000/bus,guid=…: a socket that is not there is no bus. Other transports
            // (abstract sockets, tcp) cannot be checked here: notify-send will say.
            if let path = Self.socketPath(address), fileSystem.permissions(atPath: path) == nil {
                throw .noBus("DBUS_SESSION_BUS_ADDRESS names \(path), which does not exist")
            }
            return address
        }
        let runtime = environment.nonEmpty("XDG_RUNTIME_DIR").flatMap { $0.hasPrefix("/") ? $0 : nil }
        let socket = (runtime ?? "/run/user/\(getuid())") + "/bus"
        guard fileSystem.permissions(atPath: socket) != nil else {
            throw .noBus("DBUS_SESSION_BUS_ADDRESS is unset and there is no \(socket)")
        }
        return "unix:path=" + socket
    }

    static func socketPath(_ address: String) -> String? {
        guard address.hasPrefix("unix:") else { return nil }
        let path = address.dropFirst("unix:".count).split(separator: ",").first { $0.hasPrefix("path=") }
        return path.map { String($0.dropFirst("path=".count)) }
    }

    /// Shows `summary` with `body`; throws why it could not.
    package func notify(summary: String, body: String, deadline: Deadline) async throws(NotifyFailure) {
        let address = try busAddress()
        var environment = self.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        // Notification servers that support body markup read `&`, `<` and `>` as markup.
        let escaped = body.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        let result: CommandResult
        do {
            result = try await runner(environment).run(
                "notify-send", arguments: ["--app-name=kkeulmit", "--", summary, escaped], stdin: nil,
                deadline: deadline)
        } catch .notFound {
            throw .noCommand
        } catch {
            throw .failed(error.description)
        }
        guard result.status == 0 else {
            throw .failed("notify-send exited \(result.status)" + (result.firstErrorLine.map { ": " + $0 } ?? ""))
        }
    }
}

package enum NotifyFailure: Error, Equatable, Sendable, CustomStringConvertible {
    case noCommand
    case noBus(String)
    case failed(String)

    package var description: String {
        switch self {
        case .noCommand: "notify-send is not on PATH (Debian, Ubuntu: apt install libnotify-bin)"
        case .noBus(let why): "no session bus to notify on: " + why
        case .failed(let why): why
        }
    }
}
