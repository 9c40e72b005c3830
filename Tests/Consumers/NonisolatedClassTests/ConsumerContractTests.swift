import ConsumerFixtures
import Testing

/// Every rule of the consumer contract (`ConsumerCheck`), on a nonisolated class.
@Suite struct ConsumerContractTests {
    @Test(arguments: ConsumerCheck.allCases)
    @MainActor func nonisolatedClassConsumersKeepTheContract(_ check: ConsumerCheck) {
        check.run(on: NonisolatedConsumer.self)
    }
}
