#if canImport(SwiftUI)
    import Inject
    import SwiftUI

    /// A view's `ObservableObject` model, resolved through Inject and kept for the view's lifetime.
    ///
    /// Like `@StateObject`, the model is created once per view identity, not each time SwiftUI
    /// re-creates the view's struct, and the view updates when the model publishes a change. Unlike
    /// `@StateObject`, the model comes from Inject: its declared default (chosen per context, so
    /// previews get `.preview` values), a global override, a `withInjected` scope, or an
    /// ``SwiftUI/View/injecting(_:_:)`` modifier above the view. The model is created inside the
    /// subtree's replacements, so its own `@Injected` properties resolve with them.
    ///
    /// ```swift
    /// extension DefaultValues {
    ///     @MainActor var feedModel: FeedModel { FeedModel() }
    /// }
    ///
    /// struct FeedScreen: View {
    ///     @InjectedObject(\.feedModel) private var model
    ///
    ///     var body: some View {
    ///         List(model.items) { Text($0.title) }
    ///         TextField("Search", text: $model.query)
    ///     }
    /// }
    /// ```
    ///
    /// For a model that needs parameters known only at run time, pass a closure; it runs once per view
    /// identity, inside the subtree's replacements:
    ///
    /// ```swift
    /// struct FilmDetailScreen: View {
    ///     @InjectedObject private var model: FilmDetailModel
    ///
    ///     init(film: Film) {
    ///         _model = InjectedObject { FilmDetailModel(film: film) }
    ///     }
    ///
    ///     var body: some View { Text(model.title) }
    /// }
    /// ```
    ///
    /// Compared with a plain `@Injected` property in a view: SwiftUI re-creates a view's struct
    /// whenever the parent's body runs, and each new struct value is a new injection point. With
    /// `.temporary` (the default) that means a new instance per re-creation, unless the point is `.shared`;
    /// `.temporary` + `.permanent` would even keep every one of them. A plain `@Injected` does not see
    /// ``SwiftUI/View/injecting(_:_:)`` either, because it is not a SwiftUI dynamic property and cannot
    /// read the environment; it does see `withInjected` scopes and global overrides. This wrapper
    /// keeps one instance per view identity and sees all of them.
    ///
    /// For `@Observable` models, use ``InjectedObservable``.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @propertyWrapper
    public struct InjectedObject<Model: ObservableObject>: @preconcurrency DynamicProperty {
        private var holder: StateObject<ObservableObjectHolder<Model>>
        private var overrides: Environment<InjectedOverrides>
        private let source: ModelSource<Model>

        /// Injects the model declared at `key`, once per view identity.
        ///
        /// The model resolves with `.temporary` and `.local`: each view identity gets its own, made when
        /// the view is first shown and released with the view. Every override level applies, including
        /// an `injecting(_:_:)` modifier above the view that replaces `key` itself.
        ///
        /// ```swift
        /// @InjectedObject(\.feedModel) private var model
        /// ```
        ///
        /// - Parameters:
        ///   - key: The model's dependency, as a key path into `DefaultValues`.
        ///   - fileID: Where the property is declared, for messages; leave the default.
        ///   - line: Where the property is declared, for messages; leave the default.
        public init(_ key: KeyPath<DefaultValues, Model>, fileID: StaticString = #fileID, line: UInt = #line) {
            self.init(source: .dependency(key, fileID: fileID, line: line))
        }

        /// Creates the model with `make`, once per view identity, inside the subtree's replacements.
        ///
        /// Use it for a model that takes parameters known only at run time. SwiftUI re-creates the view
        /// struct, and this wrapper with it, whenever the parent's body runs; only the closure of the
        /// struct that is first shown runs, and the model it makes stays for the view's lifetime.
        ///
        /// ```swift
        /// init(film: Film) {
        ///     _model = InjectedObject { FilmDetailModel(film: film) }
        /// }
        /// ```
        ///
        /// - Parameter make: Builds the model, on the main actor, the first time the view is shown.
        public init(_ make: @escaping @MainActor () -> Model) {
            self.init(source: .closure(make))
        }

        private init(source: ModelSource<Model>) {
            self.source = source
            holder = StateObject(wrappedValue: ObservableObjectHolder())
            overrides = Environment(\.injectedOverrides)
        }

        /// The model: created the first time the view is shown, the same instance afterwards.
        ///
        /// Read it in `body` and in the view's actions, on the main actor. The model's own `@Injected`
        /// properties resolve with the replacements of the view's subtree, whenever they are first read.
        ///
        /// ```swift
        /// Text(model.title)
        /// ```
        @MainActor
        public var wrappedValue: Model {
            let holder = holder.wrappedValue
            // Made in update() before the body runs; only a read outside the view makes it here.
            return holder.model ?? holder.prepare(from: source, overrides: overrides.wrappedValue)
        }

        /// Bindings to the model's properties, such as `$model.title`.
        ///
        /// Each binding reads and writes the model's property on the main actor; writing updates the
        /// views that read the property, as with a model the view owns itself.
        ///
        /// ```swift
        /// TextField("Title", text: $model.title)
        /// ```
        @MainActor
        public var projectedValue: Wrapper {
            Wrapper(model: wrappedValue)
        }

        /// Makes the model on the view's first update, inside the subtree's replacements.
        ///
        /// SwiftUI calls this on the main actor before each evaluation of the body, once the state and
        /// the environment are installed; only the first call makes anything. (`DynamicProperty` does
        /// not declare the isolation it is called with, hence the `@preconcurrency` conformance, which
        /// checks it at run time.)
        ///
        /// ```swift
        /// var body: some View {
        ///     Text(model.title)   // update() has run: the model exists, made in the subtree's overrides
        /// }
        /// ```
        @MainActor
        public func update() {
            holder.wrappedValue.prepare(from: source, overrides: overrides.wrappedValue)
        }
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension InjectedObject {
        /// Makes bindings to the properties of an injected `ObservableObject`.
        ///
        /// The projected value of ``InjectedObject``, as `ObservedObject.Wrapper` is for
        /// `@StateObject`: `$model.title` is a `Binding<String>` to the model's `title`.
        ///
        /// ```swift
        /// Toggle("Offline", isOn: $model.isOffline)
        /// ```
        @MainActor @dynamicMemberLookup
        public struct Wrapper {
            private let model: Model

            init(model: Model) {
                self.model = model
            }

            /// A binding to the model's property at `keyPath`.
            ///
            /// The binding keeps the model alive and reads and writes the property on the main actor.
            /// A write goes through the model's setter, so a `@Published` property announces it.
            ///
            /// ```swift
            /// TextField("Title", text: $model.title)
            /// ```
            ///
            /// - Parameter keyPath: The property, such as `\.title`.
            /// - Returns: A binding that reads and writes the property on the main actor.
            public subscript<Subject>(
                dynamicMember keyPath: ReferenceWritableKeyPath<Model, Subject>
            ) -> Binding<Subject> {
                let property = ModelProperty(model, keyPath)
                return Binding(
                    get: { @MainActor in property.value },
                    set: { @MainActor newValue in property.value = newValue }
                )
            }
        }
    }
#endif
