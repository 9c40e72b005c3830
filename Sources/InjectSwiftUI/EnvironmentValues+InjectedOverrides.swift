#if canImport(SwiftUI)
    import Inject
    import SwiftUI

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension EnvironmentValues {
        /// The dependency replacements that `injecting(_:_:)` modifiers set for this part of the view tree.
        ///
        /// `@InjectedObject` and `@InjectedObservable` create their models inside these replacements.
        /// Read the value and pass it to `withInjected(subtree:fileID:line:operation:)` to do the same
        /// for an object that a view creates itself, for example in an action: below no modifier the
        /// table is empty, and the object shares the app's `.shared` instances, as the wrappers' models
        /// do; below modifiers it is made in the innermost modifier's frame, and shares that frame's
        /// instances with the models below it. (`withInjected({ $0.merge(overrides) })` always opens a
        /// frame of its own, so its object would never share them.)
        ///
        /// ```swift
        /// struct NewDocumentButton: View {
        ///     @Environment(\.injectedOverrides) private var overrides
        ///     let open: (DocumentModel) -> Void
        ///
        ///     var body: some View {
        ///         Button("New") {
        ///             open(withInjected(subtree: overrides) { DocumentModel() })
        ///         }
        ///     }
        /// }
        /// ```
        ///
        /// Set entries with ``SwiftUI/View/injecting(_:_:)-(_,Value)`` rather than by writing the whole table:
        /// the modifier adds its frame, which the models below it share, and nested modifiers merge. A
        /// table written by hand has no frame, so each model below it gets a frame of its own. The table
        /// is `Equatable`: a modifier that writes the same replacements again leaves a table equal to the
        /// one before.
        public var injectedOverrides: InjectedOverrides {
            get { self[InjectedOverridesKey.self] }
            set { self[InjectedOverridesKey.self] = newValue }
        }
    }

    /// The environment key behind ``SwiftUI/EnvironmentValues/injectedOverrides``: no replacements by
    /// default.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    private struct InjectedOverridesKey: EnvironmentKey {
        static let defaultValue = InjectedOverrides()
    }
#endif
