#if canImport(SwiftUI)
    import SwiftUI

    /// `@InjectedObject`'s state: the holder lives in a `StateObject`, whose object republishes the
    /// model's `objectWillChange`, so the view updates when the model announces a change.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    struct ObjectModelState<Model: ObservableObject>: ModelState {
        private var state: StateObject<ObservableObjectHolder<Model>>

        init() {
            state = StateObject(wrappedValue: ObservableObjectHolder())
        }

        @MainActor var holder: ModelHolder<Model> {
            state.wrappedValue.models
        }

        @MainActor func didMake(_ model: Model) {
            state.wrappedValue.forwardChanges(of: model)
        }
    }
#endif
