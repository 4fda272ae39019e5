import Foundation

/// Asks an area service (the UV index, pollen) with a place's area codes in turn (`AreaCode.candidates`) until it
/// knows one (a row, and no `99` but pollen's off-season: `AreaCode.isNoSuchArea`), and remembers per place which
/// answered, so later runs ask with it first: a record of the cache, `area-SOURCE-FIRSTCODE.json` holding
/// `{"areaNo": "…"}`, kept 30 days (a code that answers again is tried again within a month).
package struct AreaCodeFallback: Sendable {
    /// How long the code that answered is remembered.
    package static let memoSeconds: Double = 30 * 86_400

    /// The source the codes are for (`uv`): each service remembers its own.
    package let source: String
    package let store: SourceStore?
    package let log: @Sendable (String) -> Void
    /// The memo as read or written by this fallback, by place: pollen asks its three species in turn, and reading
    /// the file again for each was most of a warm batch's file opens.
    private let read = Locked<[String: Memo?]>([:])

    package init(source: String, store: SourceStore?, log: @escaping @Sendable (String) -> Void = { _ in }) {
        (self.source, self.store, self.log) = (source, store, log)
    }

    /// The first answer with rows, and the code it came for; nil when no code has any. `ask`: one request for a code,
    /// the value and its answer's row count; what it throws other than "no such area" is thrown.
    package func first<Value: Sendable>(
        _ codes: [String], now: Date, ask: (String) async throws -> (value: Value, rowCount: Int)
    ) async throws -> (value: Value, areaNo: String)? {
        guard let place = codes.first else { return nil }
        let memo = remembered(for: place, now: now)
        let ordered = order(codes, remembered: memo)
        for (i, code) in ordered.enumerated() {
            let next = i + 1 < ordered.count ? "; asking with \(ordered[i + 1])" : ""
            do {
                let answer = try await ask(code)
                if answer.rowCount > 0 {
                    // Nothing to remember when today's code answers and nothing else was remembered.
                    if code != memo && (code != place || memo != nil) { remember(code, for: place, now: now) }
                    return (answer.value, code)
                }
                log("\(source): no rows for areaNo \(code)\(next)")
            } catch let error as KMAError where Self.isNoSuchArea(error) {
                log("\(source): areaNo \(code) is unknown to the service (\(error.message))\(next)")
            }
        }
        return nil
    }

    /// The codes with the remembered one first (when it is still among them).
    package func order(_ codes: [String], remembered: String?) -> [String] {
        guard let remembered, codes.contains(remembered) else { return codes }
        return [remembered] + codes.filter { $0 != remembered }
    }

    /// Whether a failure says the service does not know the area.
    package static func isNoSuchArea(_ error: KMAError) -> Bool {
        guard case .resultCode(let code, let message, _, _) = error.cause else { return false }
        return AreaCode.isNoSuchArea(resultCode: code.rawValue, message: message, rowCount: 1)
    }

    /// The code that answered for `place` within the last 30 days, if any.
    package func remembered(for place: String, now: Date) -> String? {
        let memo: Memo?
        if let known = read.withLock({ $0[place] }) {
            memo = known
        } else {
            memo = stored(for: place)
            read.withLock { $0[place] = memo }
        }
        guard let memo, now.timeIntervalSince(memo.storedAt) <= Self.memoSeconds, memo.areaNo.count == 10,
            !AreaCode.isRetired(memo.areaNo)
        else { return nil }
        return memo.areaNo
    }

    private func stored(for place: String) -> Memo? {
        guard let record = store?.record("area-" + source, key: CacheName.safe(place)),
            var memo = try? JSONValueDecoder.decodeOrFallBack(Memo.self, from: record.payload)
        else { return nil }
        memo.storedAt = record.storedAt
        return memo
    }

    private func remember(_ code: String, for place: String, now: Date) {
        guard let store, let body = try? JSONEncoder().encode(Memo(areaNo: code)) else { return }
        read.withLock { $0[place] = Memo(areaNo: code, storedAt: now) }
        do {
            try store.storeRecord(
                body, "area-" + source, key: CacheName.safe(place), at: now, keepSeconds: Self.memoSeconds)
        } catch {
            log("cache: could not remember areaNo \(code) for \(place): \(error)")
        }
    }

    /// `{"areaNo": "…"}` on disk; when it was stored comes from the record's header.
    struct Memo: Codable {
        var areaNo: String
        var storedAt = Date.distantPast

        private enum CodingKeys: String, CodingKey { case areaNo }
    }
}
