/// Which injection points share an instance.
///
/// `.temporary` gives each injection point an instance of its own. `.shared` gives every injection point
/// that names the same key path with the same ``Lifespan`` one instance.
///
/// ```swift
/// final class FeedModel {
///     @Injected(\.imageDownloader) var downloader            // .temporary
///     @Injected(\.analytics, .shared) var analytics          // one instance for every .shared point
/// }
/// ```
///
/// See <doc:ScopesAndLifespans> for the four combinations with ``Lifespan``.
public enum Scope: Sendable, Hashable, CaseIterable {
    /// Each injection point gets an instance of its own. This is the default.
    ///
    /// The point's first read evaluates the dependency's default, and the point keeps that instance for
    /// as long as its consumer lives; two consumers, or two properties of one consumer, never share it.
    /// With ``Lifespan/permanent``, Inject keeps each of those instances alive too.
    ///
    /// ```swift
    /// final class CheckoutModel {
    ///     @Injected(\.cart) var cart                  // this model's own cart
    ///     @Injected(\.cart, .temporary) var draft     // the same, spelled out: another cart
    /// }
    /// ```
    case temporary
    /// Every injection point with the same key path and lifespan gets the same instance.
    ///
    /// The first point to resolve makes the instance and the others find it. With ``Lifespan/local`` it
    /// lives while a consumer holds it, and the next read after the last one lets go makes a new one; with
    /// ``Lifespan/permanent`` Inject keeps it until ``DefaultValues/reset(fileID:line:)``. Points resolved
    /// inside a `withInjected` frame share the frame's own instance, never the one outside it.
    ///
    /// ```swift
    /// final class CartBadge { @Injected(\.cart, .shared) var cart }
    /// final class CartScreen { @Injected(\.cart, .shared) var cart }
    ///
    /// let badge = CartBadge(), screen = CartScreen()
    /// assert(badge.cart === screen.cart)
    /// ```
    case shared
}
