import Foundation

/// Hands out predictable ids, `00000001-0000-4000-8000-000000000000` and up, for `\.newBookID`.
///
/// The dependency is a main-actor closure, so the counter needs no lock.
@MainActor
final class IDSequence {
    private var count = 0

    func next() -> UUID {
        count += 1
        return UUID(uuidString: String(format: "%08X-0000-4000-8000-000000000000", count))!
    }
}
