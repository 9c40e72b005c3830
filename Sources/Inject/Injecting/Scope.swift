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
    /// The point's first read gets an instance from the strongest replacement or the declared default,
    /// and the point keeps it for as long as its consumer lives. No other point shares an instance that
    /// the declared default makes; a value that a `withInjected` frame or a test trait gives, or a
    /// `permanent { }` default's instance, is the same at every point. With ``Lifespan/permanent``,
    /// Inject keeps each instance it makes alive too.
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
    /// ``Lifespan/permanent`` Inject keeps it until ``DefaultValues/reset(fileID:line:)`` or a global
    /// override of the key is set or removed, or, in a `withInjected` frame, as long as the frame lives. Points created inside a frame share the frame's
    /// own instance, not the one outside it; a point created outside and read inside shares the one
    /// outside. A dependency that a test trait replaces is one instance in every frame of the test.
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
