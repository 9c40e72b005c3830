#if canImport(SwiftUI)
    import Combine
    import Inject

    /// The state object behind `@InjectedObject`: holds the model of one view identity and republishes
    /// the model's changes as its own, so that the `StateObject` that owns it updates the view.
    ///
    /// Not main-actor isolated, so that its `objectWillChange` satisfies `ObservableObject` and so that
    /// forwarding works from whichever thread the model publishes on; the model itself is made and
    /// handed out on the main actor, by `models`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    final class ObservableObjectHolder<Model: ObservableObject>: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        /// The model of the view identity.
        let models = ModelHolder<Model>()
        private var forwarding: AnyCancellable?

        /// Sends this holder's `objectWillChange` whenever the model's fires, from now on.
        ///
        /// - Parameter model: The model `models` made.
        @MainActor
        func forwardChanges(of model: Model) {
            forwarding = model.objectWillChange.sink { [weak self] _ in
                self?.objectWillChange.send()
            }
        }
    }
#endif
