import Inject

/// A class consumer with one injection point per combination under test.
final class Consumer: Injectable {
    @Injected(\.temporaryLocal) var temporaryLocal
    @Injected(\.temporaryLocal) var temporaryLocalAgain
    @Injected(\.sharedLocal, .shared) var sharedLocal
    @Injected(\.sharedPermanent, .shared, .permanent) var sharedPermanent
    @Injected(\.temporaryPermanent, .permanent) var temporaryPermanent
    @Injected(\.greeting) var greeting
    @Injected(\.retryCount) var retryCount
}

/// A struct consumer, as a SwiftUI view would be.
struct StructConsumer: Injectable {
    @Injected(\.structGreeting) var greeting
}
