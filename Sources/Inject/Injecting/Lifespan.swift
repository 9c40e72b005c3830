/// How long Inject keeps an instance alive.
///
/// `.local` instances live as long as the consumers that hold them. `.permanent` instances are
/// also retained by Inject, until ``DefaultValues/reset(fileID:line:)`` or the end of the process, so they outlive
/// every consumer.
///
/// ```swift
/// final class UploadScreenModel {
///     // The upload job keeps running after the screen closes.
///     @Injected(\.uploadJob, .permanent) var job
/// }
/// ```
///
/// See <doc:ScopesAndLifespans> for the four combinations with ``Scope``.
public enum Lifespan: Sendable, Hashable, CaseIterable {
    /// The instance lives while a consumer holds it. This is the default.
    ///
    /// Inject keeps no strong reference to an instance it makes for a `.local` point: a
    /// ``Scope/temporary`` one goes with its injection point, and a ``Scope/shared`` one with the last
    /// consumer that holds it, after which the next read makes a new instance. A value that a
    /// `withInjected` frame or a test trait gives, and a `permanent { }` default's instance, are kept by
    /// their owners instead.
    ///
    /// ```swift
    /// final class ReaderModel { @Injected(\.session, .shared, .local) var session }
    ///
    /// var reader: ReaderModel? = ReaderModel()
    /// weak let session = reader?.session
    /// reader = nil    // the last consumer is gone: so is the session
    /// assert(session == nil)
    /// ```
    case local
    /// Inject retains the instance too, so it outlives its consumers.
    ///
    /// It stays until ``DefaultValues/reset(fileID:line:)`` or the end of the process, except that an
    /// instance resolved inside a `withInjected` frame belongs to that frame and goes with it, and that a
    /// ``Scope/shared`` instance of the global storage goes when a global override of its key is set or
    /// removed (`DefaultValues.override(_:with:)`), as new consumers must then get the override's. A frame
    /// that has ended (a test's, once the test is over; a SwiftUI modifier's, once its identity ends)
    /// keeps nothing more: a consumer that outlives it and resolves a `.permanent` point later gets an
    /// instance that lives as a `.local` one, with the points that hold it. Use it for work that must
    /// survive the screen that started it.
    ///
    /// ```swift
    /// final class UploadScreenModel {
    ///     @Injected(\.uploadJob, .shared, .permanent) var job   // one job, kept after the screen closes
    /// }
    /// ```
    case permanent
}
