import Testing

@testable import Inject

/// Many tasks open frames at once; each, and each of its child tasks, sees only its own replacement.
@Suite struct ConcurrentFrameTests {
    final class Consumer {
        @Injected(\.hammered) var value
        @Injected(\.hammeredShared, .shared, .permanent) var shared
    }

    @Test func manyTasksWithFramesOfTheirOwnSeeOnlyTheirOwnReplacement() async {
        let results = await withTaskGroup(of: (Int, [Int], Bool).self) { group in
            for index in 0..<64 {
                group.addTask {
                    await withInjected(\.hammered, index) {
                        // Child tasks inherit the frame; consumers are created off the main actor.
                        let seen = await withTaskGroup(of: (Int, ObjectIdentifier).self) { children in
                            for _ in 0..<8 {
                                children.addTask {
                                    let consumer = Consumer()
                                    return await MainActor.run {
                                        (consumer.value, ObjectIdentifier(consumer.shared))
                                    }
                                }
                            }
                            return await children.reduce(into: []) { $0.append($1) }
                        }
                        // One shared instance per frame: all eight children saw the same one.
                        let oneShared = Set(seen.map(\.1)).count == 1
                        return (index, seen.map(\.0), oneShared)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 64)
        for (index, values, oneShared) in results {
            #expect(values == Array(repeating: index, count: 8))
            #expect(oneShared)
        }
        let outside = await MainActor.run { Consumer().value }
        #expect(outside == -1)
    }
}
