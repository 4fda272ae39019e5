import Testing

@testable import KkeulmitCLI

@Suite("batch on the command line")
struct BatchCommandLineTests {
    @Test(
        "batch's options parse into BatchOptions",
        arguments: [
            (["batch"], BatchOptions()),
            (["batch", "--max-requests", "9000"], BatchOptions(maxRequests: 9000)),
            (["batch", "--concurrency=8", "--forecast-only"], BatchOptions(concurrency: 8, forecastOnly: true)),
            (["batch", "--max-requests", "0"], BatchOptions(maxRequests: 0)),
            (
                ["batch", "--no-cache", "--timeout", "5"],
                BatchOptions(common: CommonOptions(timeoutSeconds: 5, noCache: true))
            ),
        ])
    func parses(arguments: [String], expected: BatchOptions) throws {
        #expect(try CommandLineParser.parse(arguments).isSame(as: BatchCommand(options: expected)))
    }

    @Test(
        "bad values and foreign options are usage errors naming the fault",
        arguments: [
            (["batch", "--concurrency", "0"], "--concurrency must be"),
            (["batch", "--concurrency", "65"], "--concurrency must be"),
            (["batch", "--max-requests", "-1"], "--max-requests"),
            (["batch", "--max-requests", "many"], "--max-requests must be"),
            (["batch", "people.jsonl"], "unexpected argument 'people.jsonl' after 'batch'"),
            (["batch", "--place", "종로구"], "--place is not an option of 'batch'"),
            (["now", "--max-requests", "3"], "--max-requests is not an option of 'now'"),
        ])
    func refuses(arguments: [String], message: String) {
        #expect {
            try CommandLineParser.parse(arguments)
        } throws: { error in
            (error as? UsageError)?.message.contains(message) == true
        }
    }

    @Test("batch --help and help batch print its page, which documents the line format")
    func help() throws {
        #expect(try CommandLineParser.parse(["batch", "--help"]).isSame(as: HelpCommand(topic: .batch)))
        #expect(try CommandLineParser.parse(["help", "batch"]).isSame(as: HelpCommand(topic: .batch)))
        let page = HelpText.text(for: .batch)
        #expect(page.contains("--max-requests N"))
        #expect(page.contains("--concurrency N"))
        #expect(page.contains(#"{"id": "a", "advice""#))
    }
}
