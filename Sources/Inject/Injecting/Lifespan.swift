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
    case local
    /// Inject retains the instance too, so it outlives its consumers.
    case permanent
}
