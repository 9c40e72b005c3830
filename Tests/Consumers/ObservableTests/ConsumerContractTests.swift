import ConsumerFixtures
import Testing

/// Every rule of the consumer contract (`ConsumerCheck`), on an `@Observable` class.
@Suite struct ConsumerContractTests {
    @Test(arguments: ConsumerCheck.allCases)
    @MainActor func observableConsumersKeepTheContract(_ check: ConsumerCheck) {
        check.run(on: ObservableConsumer.self)
    }
}
