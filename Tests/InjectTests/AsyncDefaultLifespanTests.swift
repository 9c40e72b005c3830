import Testing

@testable import Inject

/// The `AsyncDefault` lives as its point's lifespan or lease says, and with it the instance it made:
/// `.permanent` keeps it, `.local` releases it with its consumers, a lease's end drops it, and a making
/// still under way when its frame or lease ends is kept nowhere afterwards.
@MainActor
@Suite struct AsyncDefaultLifespanTests {
    static let lease = Lease()

    @MainActor final class Consumer {
        @Injected(\.asyncStore, .shared, .permanent) var permanent
        @Injected(\.asyncStore, .shared) var local
        @Injected(\.asyncStore, .shared, until: AsyncDefaultLifespanTests.lease) var leased
    }

    @Test func permanentKeepsTheMadeInstance() async throws {
        let gate = Gate(open: true)
        try await withInjected(\.asyncGate, gate) {
            weak var made: Store?
            do {
                made = try await Consumer().permanent.value
            }
            #expect(made != nil)
            #expect(try await Consumer().permanent.value === made)
            #expect(gate.arrivals == 1)
        }
    }

    @Test func localReleasesTheInstanceWithItsConsumers() async throws {
        let gate = Gate(open: true)
        try await withInjected(\.asyncGate, gate) {
            weak var made: Store?
            var consumer: Consumer? = Consumer()
            made = try await consumer?.local.value
            #expect(made != nil)
            consumer = nil
            #expect(made == nil)
            _ = try await Consumer().local.value
            #expect(gate.arrivals == 2)
        }
    }

    @Test func aLeasesEndDropsTheInstance() async throws {
        let gate = Gate(open: true)
        try await withInjected(\.asyncGate, gate) {
            let consumer = Consumer()
            weak let made = try await consumer.leased.value
            #expect(try await Consumer().leased.value === made)
            Self.lease.end()
            #expect(made == nil)
            _ = try await consumer.leased.value
            #expect(gate.arrivals == 2)
        }
    }

    @Test func aMakingUnderWayWhenItsLeaseEndsIsKeptNowhere() async throws {
        let gate = Gate()
        try await withInjected(\.asyncGate, gate) {
            let consumer = Consumer()
            weak let making = consumer.leased
            let waiter = Task { [making] in try await making?.value.name }
            #expect(await waitUntil { gate.waiting == 1 })
            Self.lease.end()
            gate.open()
            // The waiter got its instance; nothing else holds the making, nor so the instance.
            #expect(try await waiter.value == "store")
            #expect(making == nil)
            // The point makes again.
            _ = try await consumer.leased.value
            #expect(gate.arrivals == 2)
        }
    }

    @Test func aMakingUnderWayWhenItsFrameEndsIsKeptNowhere() async throws {
        let gate = Gate()
        var overrides = InjectedOverrides()
        overrides[\.asyncGate] = gate
        let frame = InjectionFrame.child(with: overrides, openedAt: SourceLocation(fileID: #fileID, line: #line))
        var consumer: Consumer? = InjectionFrame.$current.withValue(frame) { Consumer() }
        weak let making = consumer?.permanent
        let waiter = Task { [making] in try await making?.value.name }
        #expect(await waitUntil { gate.waiting == 1 })
        frame.dropInstances()
        gate.open()
        #expect(try await waiter.value == "store")
        #expect(making != nil)  // the consumer's point still holds it, as a `.local` one
        consumer = nil
        #expect(making == nil)
        // A consumer made in the ended frame makes its own.
        _ = try await InjectionFrame.$current.withValue(frame) { Consumer() }.permanent.value
        #expect(gate.arrivals == 2)
    }
}
