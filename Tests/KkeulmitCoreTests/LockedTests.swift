import Testing

@testable import KkeulmitCore
@testable import KkeulmitDomain

@Suite("Locked and OneShot")
struct LockedTests {
    @Test("updates from many tasks at once are never lost")
    func concurrentUpdates() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<1000 { group.addTask { counter.withLock { $0 += 1 } } }
        }
        #expect(counter.value == 1000)
    }

    @Test("withLock returns the body's result and passes its error through")
    func resultAndError() {
        struct Boom: Error, Equatable {}
        let box = Locked([1, 2])
        let count = box.withLock { values -> Int in
            values.append(3)
            return values.count
        }
        #expect(count == 3)
        #expect(throws: Boom()) { try box.withLock { _ throws(Boom) in throw Boom() } }
        #expect(box.value == [1, 2, 3])
    }

    @Test("the first result delivered wins; later ones are refused")
    func firstWins() async throws {
        let shot = OneShot<Int>()
        #expect(!shot.isFinished)
        #expect(shot.finish(.success(1)))
        #expect(!shot.finish(.success(2)))
        #expect(!shot.finish(.failure(CancellationError())))
        #expect(shot.isFinished)
        #expect(try await shot.value() == 1)
    }

    @Test("a waiter that came first is resumed by the result")
    func waiterFirst() async throws {
        let shot = OneShot<String>()
        let waiter = Task { try await shot.value() }
        // Whichever of the two gets there first, the waiter gets the one result.
        shot.finish(.success("done"))
        #expect(try await waiter.value == "done")
    }

    @Test("of many racing deliveries exactly one wins")
    func oneWinner() async throws {
        let shot = OneShot<Int>()
        let winners = await withTaskGroup(of: Bool.self) { group in
            for i in 0..<100 { group.addTask { shot.finish(.success(i)) } }
            return await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
        }
        #expect(winners == 1)
        #expect((0..<100).contains(try await shot.value()))
    }
}
