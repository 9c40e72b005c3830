import ConsumerFixtures
import Testing

/// Every rule of the consumer contract (`ConsumerCheck`), on a class in a module whose default isolation is the main actor.
@Suite struct ConsumerContractTests {
    @Test(arguments: ConsumerCheck.allCases)
    @MainActor func defaultIsolationConsumersKeepTheContract(_ check: ConsumerCheck) {
        check.run(on: PlainModel.self)
    }
}
