import Testing

@testable import Inject

/// Declaring and creating a consumer resolves nothing: an injection point resolves on its first read.
@Suite struct LazinessTests {
    final class LazyConsumer {
        @Injected(\.lazyService) var service
        @Injected(\.lazyService, .shared, .permanent) var sharedService
    }

    @Test func creatingAConsumerResolvesNothing() async {
        // Created off the main actor: declaring and creating need no isolation.
        let consumer = LazyConsumer()
        #expect(Evaluations.count("lazyService") == 0)
        await MainActor.run {
            #expect(!consumer.$service.isResolved)
            #expect(!consumer.$sharedService.isResolved)
            #expect(consumer.$service.source == nil)
            #expect(Evaluations.count("lazyService") == 0)
            _ = consumer.service
            #expect(consumer.$service.isResolved)
            #expect(!consumer.$sharedService.isResolved)
            #expect(Evaluations.count("lazyService") == 1)
        }
    }
}
