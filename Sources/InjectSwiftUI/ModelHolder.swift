import Inject

/// The model of one view identity: made on the view's first update, and never again.
///
/// SwiftUI re-creates a view's struct every time its parent's body runs, but keeps the state of a
/// view identity. `@InjectedObject` and `@InjectedObservable` keep one holder in that state
/// (`StateObject` or `State`) and ask it for the model in `update()`, where the subtree's
/// replacements are readable; every later update, from a re-created struct with a new source or new
/// replacements, gets the model made the first time.
///
/// A read before the first update comes from outside an installed view, such as the view's `init`:
/// there the state and the environment are not SwiftUI's yet. Such a read gets a model that nobody
/// keeps, so the view's own model is always the one its first update makes, with the subtree's
/// replacements.
///
/// Below an `injecting(_:_:)` or `injectionFrame()` modifier, the model is made in the modifier's frame,
/// which every model below the modifier shares and which the modifier's identity drops when it ends
/// (`SubtreeFrameOwner`); the holder keeps no frame. Only a table of replacements that no modifier wrote
/// (built by hand) makes the model in a frame of its own, whose `.shared` and `.permanent` instances
/// belong to the model. The holder keeps that frame and lets go of its instances when the view's
/// identity ends (the holder's deinit), as a test's frame does when the test ends: otherwise a
/// `.permanent` instance whose own injection points captured the frame would keep the frame alive, and
/// the frame would keep it, once per view identity that ever existed. Either way, a model that outlives
/// its view keeps the instances its injection points resolved; the ones they resolve later are new, and
/// the dropped frame keeps none of them, `.permanent` ones included, so they go with the model.
/// The frame's leases do not end with the view's identity: the model's lease-bound points keep their
/// instances until the app ends the lease, and the frame lets go of them like the rest.
///
/// Platform-neutral, so that this rule is tested on every platform.
@MainActor
package final class ModelHolder<Model: AnyObject> {
    /// The model, once the first update made it.
    package private(set) var model: Model?

    /// The frame opened for the model alone, if the replacements came from no modifier.
    private var frame: InjectionFrame?

    /// Creates an empty holder; nothing is made until `prepare(from:overrides:)`.
    nonisolated package init() {}

    /// Nonisolated, as every deinitializer of Inject's is (`onMainActor(_:)` says why): the frame lets go
    /// of its instances on the main actor, at once when the holder is released there. Released on another
    /// thread (SwiftUI releases it on the main thread), the holder lets go of the model there, as any
    /// object that holds another does.
    deinit {
        guard let frame else { return }
        onMainActor { frame.dropInstances(endingLeases: false) }
    }

    /// The view's update: returns the model, making it from `source` inside `overrides` if there is
    /// none yet.
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
        model = made.model
        frame = made.frame
        return (made.model, true)
    }

    /// A read of the wrapper: the model the first update made or, before that, a new model that this
    /// holder does not keep.
    ///
    /// Stops the process, naming the wrapper's declaration, when it runs off the main actor: a Swift 5
    /// client can read the wrapper's main-actor `wrappedValue` in a closure that an older API calls on
    /// another thread, with no warning, where it would race the view's update and, before it, run the
    /// main-actor code that makes a model.
    ///
    /// - Parameters:
    ///   - source: Makes a model if the first update has not run.
    ///   - overrides: The replacements the reader sees; outside an installed view, none.
    /// - Returns: The view's model, or a new model that belongs to no view.
    package func read(from source: ModelSource<Model>, overrides: InjectedOverrides) -> Model {
        Resolver.checkMainActor(
            calling: "the model of an @InjectedObject or @InjectedObservable (\(Model.self))",
            fileID: source.fileID,
            line: source.line,
            verb: "read",
            advice: "read view models on the main actor."
        )
        return model ?? source.make(in: overrides).model
    }
}
