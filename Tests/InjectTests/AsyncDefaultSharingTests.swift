import Testing

@testable import Inject

/// Concurrent first awaits of one `.shared` dependency made asynchronously wait on one making; each
/// `.temporary` point gets a making of its own; once made, the instance is returned without a making.
@MainActor
@Suite struct AsyncDefaultSharingTests {
    @MainActor final class Consumer {
        @Injected(\.asyncStore, .shared, .permanent) var shared
        @Injected(\.asyncStore, .shared) var sharedLocal
        @Injected(\.asyncStore) var temporary
    }

    @Test func concurrentFirstAwaitsOfASharedPointWaitOnOneMaking() async throws {
        let gate = Gate()
        try await withInjected(\.asyncGate, gate) {
            let consumers = (0..<20).map { _ in Consumer() }
            let stores = try await withThrowingTaskGroup(of: Store.self) { group in
                for consumer in consumers {
                    group.addTask { try await consumer.shared.value }
                }
                #expect(await waitUntil { gate.waiting == 1 })
                gate.open()
                var stores: [Store] = []
                for try await store in group { stores.append(store) }
                return stores
            }
            #expect(stores.count == 20)
            #expect(stores.allSatisfy { $0 === stores[0] })
            #expect(gate.arrivals == 1)
            // Once made, later awaits and new points get it without a making.
            #expect(try await Consumer().shared.value === stores[0])
            #expect(gate.arrivals == 1)
        }
    }

    @Test func concurrentResolveCallsOfASharedLocalDependencyWaitOnOneMaking() async throws {
        let gate = Gate()
        try await withInjected(\.asyncGate, gate) {
            let stores = try await withThrowingTaskGroup(of: Store.self) { group in
                for _ in 0..<20 {
                    group.addTask { try await resolve(\.asyncStore, .shared) }
                }
                #expect(await waitUntil { gate.waiting == 1 })
                gate.open()
                var stores: [Store] = []
                for try await store in group { stores.append(store) }
                return stores
            }
            #expect(stores.allSatisfy { $0 === stores[0] })
            #expect(gate.arrivals == 1)
        }
    }

    @Test func eachTemporaryPointGetsAMakingOfItsOwn() async throws {
        let gate = Gate(open: true)
        try await withInjected(\.asyncGate, gate) {
            let first = Consumer()
            let second = Consumer()
            let one = try await first.temporary.value
            let two = try await second.temporary.value
            #expect(one !== two)
            #expect(gate.arrivals == 2)
            // A point's own instance is made once.
            #expect(try await first.temporary.value === one)
            #expect(gate.arrivals == 2)
            // `.shared` points share one instance, apart from the `.temporary` ones.
            let shared = try await first.sharedLocal.value
            #expect(try await second.sharedLocal.value === shared)
            #expect(shared !== one && shared !== two)
            #expect(gate.arrivals == 3)
        }
    }

    @Test func resolveAwaitsTheSharedPermanentInstance() async throws {
        let gate = Gate(open: true)
        try await withInjected(\.asyncGate, gate) {
            let resolved = try await resolve(\.asyncStore, .shared, .permanent)
            #expect(try await resolve(\.asyncStore, .shared, .permanent) === resolved)
            #expect(try await Consumer().shared.value === resolved)
            // `.temporary` calls make one each.
            #expect(try await resolve(\.asyncStore) !== resolved)
            #expect(try await resolve(\.asyncStore, .permanent) !== resolved)
            #expect(gate.arrivals == 3)
        }
    }

    @Test func aReadyValueIsReturnedWithoutAMaking() async throws {
        let store = Store("ready")
        let ready = AsyncDefault(ready: store)
        #expect(try await ready.value === store)
        #expect(try await withInjected(\.asyncStore, ready) { try await resolve(\.asyncStore, .shared) } === store)
    }
}
