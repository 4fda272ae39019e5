import Foundation
import TestSupport
import Testing

/// The one rule for tests that drive a real program (`RealProgram`, `.requires(…)`), proved on a program that
/// cannot exist: skipped with its reason on a machine with the toolchain alone, run (and so failing) under CI.
@Suite("Real-program tests: skipped with a reason where the program is missing, never under CI")
struct RealProgramTraitTests {
    static let absent = RealProgram("kkeulmit-no-such-program", package: "kkeulmit-no-such-package")
    static let absentByPath = RealProgram("kkeulmit-absent", at: ["/nonexistent/kkeulmit-absent"])

    @Test("a program that does not exist is not installed, by name or by path", arguments: [absent, absentByPath])
    func notInstalled(program: RealProgram) {
        #expect(!program.isInstalled(searchPath: "/usr/bin:/bin"))
    }

    @Test("a program found on PATH is installed; a file it needs that is missing makes it not")
    func installed() {
        #expect(RealProgram("sh").isInstalled(searchPath: "/usr/bin:/bin"))
        #expect(!RealProgram("sh", needs: ["/nonexistent/kkeulmit-locale"]).isInstalled(searchPath: "/usr/bin:/bin"))
    }

    @Test(
        "the decision: run when nothing is missing; skip when something is, unless CI=true",
        arguments: [
            ([RealProgram](), [String: String](), true),
            ([], ["CI": "true"], true),
            ([absent], [:], false),
            ([absent], ["CI": "false"], false),
            ([absent], ["CI": "1"], false),
            ([absent], ["CI": "true"], true),
        ])
    func decision(missing: [RealProgram], environment: [String: String], runs: Bool) {
        #expect(RealProgram.shouldRun(missing: missing, environment: environment) == runs)
    }

    @Test("the skip names what is missing and the Debian package that brings it")
    func reason() {
        let reason = RealProgram.skipReason(missing: [Self.absent, .groff])
        #expect(reason.contains("kkeulmit-no-such-program, groff not installed"))
        #expect(reason.contains("apt-get install groff-base kkeulmit-no-such-package"))
    }

    @Test("the trait itself, evaluated as Swift Testing does before running a test")
    func trait() async throws {
        let trait: ConditionTrait = .requires(Self.absent)
        let underCI = ProcessInfo.processInfo.environment["CI"] == "true"
        #expect(try await trait.evaluate() == underCI)
        #expect(trait.comments.map(\.rawValue) == [RealProgram.skipReason(missing: [Self.absent])])
        #expect(try await ConditionTrait.requires(RealProgram("sh")).evaluate())
    }
}
