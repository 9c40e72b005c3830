import Foundation

/// A clock for `\.now` that stands still until a test moves it.
@MainActor
final class TestClock {
    var now: Date

    init(_ now: Date = SampleBooks.addedDate) {
        self.now = now
    }
}
