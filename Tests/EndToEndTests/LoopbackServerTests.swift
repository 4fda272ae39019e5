import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("LoopbackServer")
struct LoopbackServerTests {
    private func get(_ url: String) async throws -> (Int, Data) {
        let session = URLSession(configuration: .ephemeral)
        let (data, response) = try await session.data(from: URL(string: url)!)
        return ((response as? HTTPURLResponse)?.statusCode ?? -1, data)
    }

    static let fullIssue = Data(
        #"""
        {"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_SERVICE"},"body":{"dataType":"JSON","items":{"item":[
        {"category":"TMP","fcstValue":"1"},{"category":"TMP","fcstValue":"2"},{"category":"TMP","fcstValue":"3"},
        {"category":"TMP","fcstValue":"4"},{"category":"TMP","fcstValue":"5"}]},"pageNo":1,"numOfRows":1000,"totalCount":5}}}
        """#.utf8)

    @Test("routes by the first path segment and records path and query per scenario")
    func routes() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("a") { _ in .json(#"{"who":"a"}"#) }
        server.route("b") { _ in .raw(status: 503, body: Data("down".utf8)) }
        let (statusA, bodyA) = try await get(server.baseURL(for: "a") + "/getVilageFcst?serviceKey=ab%2Bc&nx=60&ny=127")
        let (statusB, bodyB) = try await get(server.baseURL(for: "b") + "/getVilageFcst")
        #expect(statusA == 200 && String(decoding: bodyA, as: UTF8.self) == #"{"who":"a"}"#)
        #expect(statusB == 503 && String(decoding: bodyB, as: UTF8.self) == "down")
        let recorded = server.requests(for: "a")
        #expect(recorded.count == 1)
        #expect(recorded.first?.path == "/getVilageFcst")
        #expect(recorded.first?.rawQuery == "serviceKey=ab%2Bc&nx=60&ny=127")
        #expect(recorded.first?.query == ["serviceKey": "ab+c", "nx": "60", "ny": "127"])
        #expect(server.requests(for: "b").count == 1)
    }

    @Test("an unknown scenario answers 404")
    func unknownScenario() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let (status, _) = try await get(server.baseURL(for: "nobody") + "/getVilageFcst")
        #expect(status == 404)
    }

    @Test(
        "pages a full issue by numOfRows and pageNo, keeping totalCount",
        arguments: [(2, 1, ["1", "2"]), (2, 3, ["5"]), (10, 1, ["1", "2", "3", "4", "5"]), (2, 4, [])])
    func pages(rows: Int, page: Int, values: [String]) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("p") { _ in .kmaPaged(fullIssue: Self.fullIssue) }
        let (_, data) = try await get(
            server.baseURL(for: "p") + "/getVilageFcst?numOfRows=\(rows)&pageNo=\(page)&dataType=JSON")
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let body = try #require((root["response"] as? [String: Any])?["body"] as? [String: Any])
        let items = try #require((body["items"] as? [String: Any])?["item"] as? [[String: Any]])
        #expect(items.map { $0["fcstValue"] as? String } == values)
        #expect(body["totalCount"] as? Int == 5)
        #expect(body["pageNo"] as? Int == page)
        #expect(body["numOfRows"] as? Int == rows)
    }

    @Test("slow-drip and delayed responses still arrive whole")
    func slowModes() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("drip") { _ in .slowDrip(.json(#"{"ok":true}"#), chunkSize: 3, interval: 0.01) }
        server.route("late") { _ in .delayed(seconds: 0.05, .json(#"{"late":true}"#)) }
        let (_, drip) = try await get(server.baseURL(for: "drip") + "/x")
        let (_, late) = try await get(server.baseURL(for: "late") + "/x")
        #expect(String(decoding: drip, as: UTF8.self) == #"{"ok":true}"#)
        #expect(String(decoding: late, as: UTF8.self) == #"{"late":true}"#)
    }

    @Test("never-answer holds the connection until the client gives up; hang-up fails the request")
    func silentModes() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("silent") { _ in .neverAnswer }
        server.route("hangup") { _ in .hangUp }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 1
        let session = URLSession(configuration: configuration)
        await #expect(throws: (any Error).self) {
            _ = try await session.data(from: URL(string: server.baseURL(for: "silent") + "/x")!)
        }
        await #expect(throws: (any Error).self) {
            _ = try await session.data(from: URL(string: server.baseURL(for: "hangup") + "/x")!)
        }
        #expect(server.requests(for: "silent").count == 1)
    }
}
