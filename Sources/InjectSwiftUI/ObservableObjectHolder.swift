#if canImport(SwiftUI)
    import Combine
    import Inject

    /// The state object behind `@InjectedObject`: holds the model of one view identity and republishes
    /// the model's changes as its own, so that the `StateObject` that owns it updates the view.
    ///
    /// Not main-actor isolated, so that its `objectWillChange` satisfies `ObservableObject` and so that
    /// forwarding works from whichever thread the model publishes on; the model itself is made and
    /// handed out on the main actor.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    final class ObservableObjectHolder<Model: ObservableObject>: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        private let models = ModelHolder<Model>()
        private var forwarding: AnyCancellable?

        /// The model, once made.
        @MainActor
        var model: Model? { models.model }

        /// Returns the model, making it inside `overrides` the first time, and starts forwarding its
        /// changes.
        @MainActor @discardableResult
        func prepare(from source: ModelSource<Model>, overrides: InjectedOverrides) -> Model {
            let (model, isNew) = models.prepare(from: source, overrides: overrides)
            if isNew {
                forwarding = forwardChanges(of: model)
            }
            return model
        }

        /// Sends this holder's `objectWillChange` whenever the model's fires.
        private func forwardChanges(of model: Model) -> AnyCancellable {
            model.objectWillChange.sink { [weak self] _ in
                self?.objectWillChange.send()
            }
        }
    }
#endif
