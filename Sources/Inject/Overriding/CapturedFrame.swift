/// The `withInjected` frame an object was made in, for an object with no injected property to keep it.
///
/// ``withInjected(from:fileID:filePath:line:operation:)`` takes the frame of an object from its
/// `@Injected` and ``Resolved`` properties, which capture it when the object is made. An object whose
/// dependencies are all passed to its initializer (constructor injection) has none: give it a stored
/// `CapturedFrame`, made with the object, and `withInjected(from: self)` finds the frame there.
///
/// ```swift
/// @MainActor final class FilmListModel {
///     let repository: any FilmRepository
///     private let frame = CapturedFrame()   // the frame the model is made in
///
///     init(repository: any FilmRepository = resolve(\.filmRepository)) {
///         self.repository = repository
///     }
///
///     func open(_ film: Film) -> FilmDetailModel {
///         withInjected(from: self) { FilmDetailModel(film: film) }   // sees the list's replacements
///     }
/// }
/// ```
public struct CapturedFrame: Sendable {
    /// The frame captured; `nil` outside every frame, which stands for the global storage.
    private let frame: InjectionFrame?

    /// Captures the frame the caller runs in: the innermost `withInjected` frame of the current task, or
    /// none, which stands for the global storage.
    ///
    /// Make it with the object, as a stored property's initial value: one made later, in a method,
    /// captures the frame that method runs in instead. One made outside every frame makes
    /// `withInjected(from:)` run its operation outside every frame too, even when it is called inside
    /// one.
    ///
    /// ```swift
    /// let frame = withInjected(\.filmRepository, InMemoryFilmRepository()) { CapturedFrame() }
    /// let detail = withInjected(from: frame) { FilmDetailModel(film: film) }
    /// ```
    public init() {
        frame = InjectionFrame.currentIfAny
    }
}

extension CapturedFrame: CapturesInjectionFrame {
    var capturedFrame: InjectionFrame { frame ?? .root }
}
