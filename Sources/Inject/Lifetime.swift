/// A lifetime the app ends itself, such as a signed-in user's session.
///
/// Bind an injection point to it with `until:`. Its instances live until ``end()``, which releases all
/// of them at once, including the ones that injection points already hold; the next read after that
/// makes fresh ones, bound to the same lifetime.
///
/// ```swift
/// extension Lifetime {
///     static let session = Lifetime()
/// }
///
/// final class CartScreenModel {
///     @Injected(\.cart, .shared, until: .session) var cart
/// }
///
/// func signOut() { Lifetime.session.end() }
/// ```
///
/// With `.shared`, every point bound to the lifetime shares one instance per key path; with `.temporary`,
/// each point has its own. Overrides at every level still apply when an instance is made.
public final class Lifetime: Sendable {
    /// The instances bound to this lifetime.
    let storage = InstanceStorage()
    /// The injection points that hold one of those instances, to release them on ``end()``.
    @MainActor private var boundPoints: [WeakBoundPoint] = []
    /// When ``boundPoints`` reaches this size, released points are pruned (amortized, so binding stays
    /// constant time on average).
    @MainActor private var pruneThreshold = 64

    /// Creates a lifetime that lasts until you call ``end()``.
    ///
    /// ```swift
    /// let session = Lifetime()
    /// ```
    public init() {}

    /// Releases every instance bound to this lifetime, including those injection points hold.
    ///
    /// The lifetime can be used again: the next read of a bound injection point makes a new instance.
    ///
    /// ```swift
    /// Lifetime.session.end()   // on sign-out
    /// ```
    @MainActor
    public func end() {
        let points = boundPoints
        boundPoints.removeAll()
        storage.removeAll()
        for bound in points {
            bound.point?.releaseInstance()
        }
    }

    /// Records that `point` holds an instance of this lifetime.
    @MainActor
    func bind(_ point: any LifetimeBound) {
        if boundPoints.count >= pruneThreshold {
            boundPoints.removeAll { $0.point == nil }
            pruneThreshold = max(64, boundPoints.count * 2)
        }
        boundPoints.append(WeakBoundPoint(point: point))
    }

    /// How many instances are bound to this lifetime right now, for tests and diagnostics.
    @MainActor
    package var liveInstanceCount: Int { storage.liveInstanceCount }
}

/// An injection point that can let go of its instance when its lifetime ends.
@MainActor
protocol LifetimeBound: AnyObject {
    func releaseInstance()
}

private struct WeakBoundPoint {
    weak var point: (any LifetimeBound)?
}
