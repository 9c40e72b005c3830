import Inject

/// The model of one view identity: made the first time it is asked for, and never again.
///
/// SwiftUI re-creates a view's struct every time its parent's body runs, but keeps the state of a
/// view identity. The adapters keep one holder in that state (`StateObject` or `State`) and ask it for
/// the model in `update()`, where the subtree's replacements are readable; every later request, from a
/// re-created struct with a new source or new replacements, gets the model made the first time.
@MainActor
package final class ModelHolder<Model: AnyObject> {
    /// The model, once made.
    package private(set) var model: Model?

    /// Creates an empty holder; nothing is made until `prepare(from:overrides:)`.
    nonisolated package init() {}

    /// Returns the model, making it from `source` inside `overrides` if there is none yet.
    ///
    /// - Parameters:
    ///   - source: Makes the model; used on the first call only.
    ///   - overrides: The replacements of the view's subtree; used on the first call only.
    /// - Returns: The model, and whether this call made it.
    @discardableResult
    package func prepare(
        from source: ModelSource<Model>,
        overrides: InjectedOverrides
    ) -> (model: Model, isNew: Bool) {
        if let model { return (model, false) }
        let made = source.make(in: overrides)
        model = made
        return (made, true)
    }
}
