import ConsumerFixtures
import Testing

/// Every rule of the consumer contract (`ConsumerCheck`), on a view struct.
@Suite struct ConsumerContractTests {
    @Test(arguments: ConsumerCheck.allCases)
    @MainActor func viewStructConsumersKeepTheContract(_ check: ConsumerCheck) {
        check.run(on: AvatarView.self)
    }
}
