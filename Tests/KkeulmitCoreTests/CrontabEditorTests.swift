import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("CrontabEditor")
struct CrontabEditorTests {
    static let block = """
        # BEGIN kkeulmit schedules (managed by kkeulmit schedule --install; edit the config instead)
        CRON_TZ=Asia/Seoul
        30 7 * * 1-5 /usr/local/bin/kkeulmit run-schedule commute
        CRON_TZ=
        # END kkeulmit schedules

        """
    static let otherBlock = """
        # BEGIN kkeulmit schedules (older wording)
        0 6 * * * /old/kkeulmit run-schedule old
        # END kkeulmit schedules

        """

    /// Crontabs as users leave them: comments, environment lines, blank lines, CRLF, no final newline.
    static let crontabs: [String] = [
        "",
        "MAILTO=me@example.com\n0 * * * * /usr/bin/backup\n",
        "# m h dom mon dow command\n\n*/5 * * * * echo hi  # trailing comment\n",
        "0 3 * * * /usr/bin/no-final-newline",
        "PATH=/usr/bin:/bin\r\n15 4 * * 0 /usr/bin/weekly\r\n",
        "\n\n",
        "CRON_TZ=Europe/London\n0 9 * * * /usr/bin/london\n",
    ]

    @Test("install appends the block and keeps every other byte", arguments: crontabs)
    func installAppends(_ existing: String) throws {
        let result = try CrontabEditor.install(block: Self.block, into: existing)
        let expectedPrefix = existing.isEmpty || existing.hasSuffix("\n") ? existing : existing + "\n"
        #expect(result == expectedPrefix + Self.block)
    }

    @Test("install twice is install once", arguments: crontabs)
    func installIdempotent(_ existing: String) throws {
        let once = try CrontabEditor.install(block: Self.block, into: existing)
        #expect(try CrontabEditor.install(block: Self.block, into: once) == once)
    }

    @Test("uninstall after install gives back the crontab (with a final newline)", arguments: crontabs)
    func roundTrip(_ existing: String) throws {
        let installed = try CrontabEditor.install(block: Self.block, into: existing)
        let expected = existing.isEmpty || existing.hasSuffix("\n") ? existing : existing + "\n"
        #expect(try CrontabEditor.uninstall(from: installed) == expected)
    }

    @Test("uninstall without a block changes nothing", arguments: crontabs)
    func uninstallNoBlock(_ existing: String) throws {
        #expect(try CrontabEditor.uninstall(from: existing) == existing)
    }

    @Test("install replaces a block in the middle in place, lines around it untouched")
    func replacesInPlace() throws {
        let before = "MAILTO=me\r\n# my jobs\n0 * * * * /a\n"
        let after = "\n# more\n5 5 * * * /b %s\n"
        let existing = before + Self.otherBlock + after
        let result = try CrontabEditor.install(block: Self.block, into: existing)
        #expect(result == before + Self.block + after)
        #expect(try CrontabEditor.uninstall(from: result) == before + after)
    }

    @Test("a block whose end marker has no final newline is replaced whole")
    func blockAtEndWithoutNewline() throws {
        let existing = "0 * * * * /a\n" + Self.otherBlock.dropLast()
        #expect(try CrontabEditor.install(block: Self.block, into: existing) == "0 * * * * /a\n" + Self.block)
        #expect(try CrontabEditor.uninstall(from: existing) == "0 * * * * /a\n")
    }

    @Test(
        "a damaged block is refused, never guessed at",
        arguments: [
            "0 * * * * /a\n# BEGIN kkeulmit schedules (x)\n30 7 * * * /k run-schedule a\n",
            "# END kkeulmit schedules\n0 * * * * /a\n",
            "# END kkeulmit schedules\n# BEGIN kkeulmit schedules\n",
            "# BEGIN kkeulmit schedules\n# END kkeulmit schedules\n# BEGIN kkeulmit schedules\n# END kkeulmit schedules\n",
            "# BEGIN kkeulmit schedules\n# BEGIN kkeulmit schedules\n# END kkeulmit schedules\n",
        ])
    func damaged(_ existing: String) {
        #expect(throws: CrontabEditError.self) { try CrontabEditor.install(block: Self.block, into: existing) }
        #expect(throws: CrontabEditError.self) { try CrontabEditor.uninstall(from: existing) }
    }

    @Test("the damage report says where")
    func damageMessage() {
        let error = #expect(throws: CrontabEditError.self) {
            try CrontabEditor.uninstall(from: "0 * * * * /a\n# BEGIN kkeulmit schedules\n")
        }
        #expect(error?.description.contains("line 2 begins a kkeulmit block that never ends") == true)
    }

    @Test(
        "finds the CRON_TZ in effect before the block, ignoring the block's own and later ones",
        arguments: [
            ("", nil),
            ("0 * * * * /a\n", nil),
            ("CRON_TZ=Europe/London\n", "Europe/London"),
            ("CRON_TZ = \"America/New_York\"\r\n", "America/New_York"),
            ("CRON_TZ=UTC\nCRON_TZ=Asia/Tokyo\n", "Asia/Tokyo"),
            ("  CRON_TZ='Asia/Tokyo'\n", "Asia/Tokyo"),
            ("# CRON_TZ=Asia/Tokyo\n", nil),
            ("CRON_TZX=Asia/Tokyo\n", nil),
            ("CRON_TZ=UTC\n" + block + "CRON_TZ=Asia/Tokyo\n", "UTC"),
            (block, nil),
        ] as [(String, String?)])
    func cronTZ(_ existing: String, _ expected: String?) throws {
        #expect(try CrontabEditor.cronTZ(before: existing) == expected)
    }
}
