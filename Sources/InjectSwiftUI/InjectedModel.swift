#if canImport(SwiftUI)
    import Inject
    import SwiftUI

    /// The one implementation behind `@InjectedObject` and `@InjectedObservable`: a model made once per
    /// view identity, on the view's first update, inside the subtree's replacements.
    ///
    /// SwiftUI installs the dynamic properties inside it (the `ModelState` and the environment) and
    /// calls its `update()` before each evaluation of the body. The rules about when the model is made
    /// and which read gets which model live in the platform-neutral `ModelHolder` and
    /// `ModelSource`; `ModelState` says where SwiftUI keeps the holder.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    struct InjectedModel<Kept: ModelState>: @preconcurrency DynamicProperty {
        private let source: ModelSource<Kept.Model>
        private var state: Kept
        private var overrides: Environment<InjectedOverrides>

        init(_ source: ModelSource<Kept.Model>) {
            self.source = source
            state = Kept()
            overrides = Environment(\.injectedOverrides)
        }

        /// The view's model; outside an installed view, a new model that sees no replacements.
        @MainActor var model: Kept.Model {
            state.holder.read(from: source, overrides: overrides.wrappedValue)
        }

        /// Makes the model on the view's first update; later updates change nothing.
        ///
        /// SwiftUI calls this on the main actor, once the state and the environment are installed.
        /// `DynamicProperty` does not declare the isolation it is called with, hence the
        /// `@preconcurrency` conformance, which checks it at run time.
        @MainActor func update() {
            let (model, isNew) = state.holder.prepare(from: source, overrides: overrides.wrappedValue)
            if isNew {
                state.didMake(model)
            }
        }
    }
#endif
