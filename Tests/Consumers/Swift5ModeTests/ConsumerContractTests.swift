import ConsumerFixtures
import Testing

/// Every rule of the consumer contract (`ConsumerCheck`), on a class in a Swift 5 mode module.
@Suite struct ConsumerContractTests {
    @Test(arguments: ConsumerCheck.allCases)
    @MainActor func swift5ModeConsumersKeepTheContract(_ check: ConsumerCheck) {
        check.run(on: Swift5Consumer.self)
    }
}
