import ConsumerFixtures
import Testing

/// Every rule of the consumer contract (`ConsumerCheck`), on a main-actor class.
@Suite struct ConsumerContractTests {
    @Test(arguments: ConsumerCheck.allCases)
    @MainActor func mainActorClassConsumersKeepTheContract(_ check: ConsumerCheck) {
        check.run(on: MainActorConsumer.self)
    }
}
