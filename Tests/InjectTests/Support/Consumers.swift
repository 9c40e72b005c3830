import Inject

/// A class consumer with one injection point per combination under test.
final class Consumer: Injectable {
    @Injected(\.localTemporary) var localTemporary
    @Injected(\.localTemporary) var localTemporaryAgain
    @Injected(\.sharedTemporary, .shared) var sharedTemporary
    @Injected(\.sharedPermanent, .shared, .permanent) var sharedPermanent
    @Injected(\.localPermanent, .permanent) var localPermanent
    @Injected(\.greeting) var greeting
    @Injected(\.retryCount) var retryCount
}

/// A struct consumer, as a SwiftUI view would be.
struct StructConsumer: Injectable {
    @Injected(\.structGreeting) var greeting
}
