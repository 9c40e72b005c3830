#if canImport(SwiftUI)
    import Inject
    import SwiftUI

    /// Where SwiftUI keeps a model wrapper's `ModelHolder` for the lifetime of the view's identity.
    ///
    /// The one difference between the two wrappers that `InjectedModel` does not handle:
    /// `@InjectedObject` keeps its holder in a `StateObject` that republishes the model's changes
    /// (`ObjectModelState`), `@InjectedObservable` keeps it in a `State`, because Observation tracks
    /// the model's properties by itself (`ObservableModelState`).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    protocol ModelState: DynamicProperty {
        /// The model the holder keeps.
        associatedtype Model: AnyObject

        /// Creates the state of a new view struct; SwiftUI keeps the first one per view identity.
        init()

        /// The holder of the view's identity, once SwiftUI has installed the view.
        @MainActor var holder: ModelHolder<Model> { get }

        /// Called once, on the update that made `model`, so that the view follows its changes.
        @MainActor func didMake(_ model: Model)
    }
#endif
