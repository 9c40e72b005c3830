#if canImport(SwiftUI)
    import SwiftUI

    /// `@InjectedObservable`'s state: the holder lives in a `State`, as an `@Observable` model does in
    /// `@State`. Nothing needs forwarding: Observation updates the view when a property its body read
    /// changes, wherever the model is kept.
    ///
    /// The state is a `State` value written out, `State(wrappedValue:)`, not an `@State` attribute, so
    /// it stays SwiftUI's `State` type whichever way the SDK implements the attribute.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    struct ObservableModelState<Model: AnyObject & Observable>: ModelState {
        private var state: State<ModelHolder<Model>>

        init() {
            state = State(wrappedValue: ModelHolder())
        }

        @MainActor var holder: ModelHolder<Model> {
            state.wrappedValue
        }

        @MainActor func didMake(_ model: Model) {}
    }
#endif
