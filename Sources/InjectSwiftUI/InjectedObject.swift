#if canImport(SwiftUI)
    import Inject
    import SwiftUI

    /// A view's `ObservableObject` model, resolved through Inject and kept for the view's lifetime.
    ///
    /// Like `@StateObject`, the model is created once per view identity, not each time SwiftUI
    /// re-creates the view's struct, and the view updates when the model publishes a change. Unlike
    /// `@StateObject`, the model comes from Inject: its declared default (chosen per context, so
    /// previews get `.preview` values), a global override, a `withInjected` frame, or an
    /// ``SwiftUI/View/injecting(_:_:)-(_,Value)`` modifier above the view. The model is created on the view's
    /// first update, inside the subtree's replacements, so its own `@Injected` properties resolve with
    /// them.
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
    /// Read the model in `body` and in the tasks and actions the view starts, not in the view's
    /// `init`: until SwiftUI installs the view there is no state and no environment, so a read there
    /// makes a new model on every read, which sees no `injecting(_:_:)` modifier and is not the view's
    /// model.
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
    /// ``SwiftUI/View/injecting(_:_:)-(_,Value)`` either, because it is not a SwiftUI dynamic property and cannot
    /// read the environment; it does see `withInjected` frames and global overrides. This wrapper
    /// keeps one instance per view identity and sees all of them.
    ///
    /// For `@Observable` models, use ``InjectedObservable``.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @propertyWrapper
    public struct InjectedObject<Model: ObservableObject>: DynamicProperty {
        private var storage: InjectedModel<ObjectModelState<Model>>

        /// Injects the model declared at `key`, once per view identity.
        ///
        /// The model resolves with `.temporary` and `.local`: each view identity gets its own, made on
        /// the view's first update and released with the view. Every override level applies, including
        /// an `injecting(_:_:)` modifier above the view that replaces `key` itself.
        ///
        /// ```swift
        /// struct FeedScreen: View {
        ///     @InjectedObject(\.feedModel) private var model
        ///
        ///     var body: some View { List(model.items) { Text($0.title) } }
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - key: The model's dependency, as a key path into `DefaultValues`.
        ///   - fileID: The file that declares the property, named in Inject's messages.
        ///   - line: The line that declares the property, named in Inject's messages.
        public init(_ key: KeyPath<DefaultValues, Model>, fileID: StaticString = #fileID, line: UInt = #line) {
            storage = InjectedModel(.dependency(key, fileID: fileID, line: line))
        }

        /// Creates the model with `make`, once per view identity, inside the subtree's replacements.
        ///
        /// Use it for a model that takes parameters known only at run time. SwiftUI re-creates the view
        /// struct, and this wrapper with it, whenever the parent's body runs; only the closure of the
        /// struct that is first shown runs, and the model it makes stays for the view's lifetime.
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
        /// - Parameters:
        ///   - fileID: The file that makes the wrapper (usually the view's `init`), named in Inject's
        ///     messages.
        ///   - line: The line that makes the wrapper, named in Inject's messages.
        ///   - make: Builds the model, on the main actor, on the view's first update.
        public init(fileID: StaticString = #fileID, line: UInt = #line, _ make: @escaping @MainActor () -> Model) {
            storage = InjectedModel(.closure(fileID: fileID, line: line, make))
        }

        /// The model: created on the view's first update, the same instance afterwards.
        ///
        /// Read it in `body` and in the tasks and actions the view starts, on the main actor. The
        /// model's own `@Injected` properties resolve with the replacements of the view's subtree,
        /// whenever they are first read. A read off the main actor, which a Swift 5 client can write in a
        /// callback that an older API runs on another thread, stops the process with a message naming
        /// where the wrapper is declared, as a read of an `@Injected` property there does.
        ///
        /// Outside an installed view, as in the view's `init`, each read makes a new model that the view
        /// never uses, as `@StateObject` makes a new object there. It sees the `withInjected` frame and
        /// the global overrides around the read, but no `injecting(_:_:)` modifier.
        ///
        /// ```swift
        /// struct FeedTitle: View {
        ///     @InjectedObject(\.feedModel) private var model
        ///
        ///     var body: some View { Text(model.title) }
        /// }
        /// ```
        @MainActor
        public var wrappedValue: Model {
            storage.model
        }

        /// Bindings to the model's properties, such as `$model.title`.
        ///
        /// The projection is SwiftUI's own `ObservedObject.Wrapper`, the one `@StateObject` and
        /// `@ObservedObject` hand out: each binding reads and writes the model's property, and a write
        /// through a `@Published` property updates the views that read it.
        ///
        /// ```swift
        /// struct FeedTitleEditor: View {
        ///     @InjectedObject(\.feedModel) private var model
        ///
        ///     var body: some View { TextField("Title", text: $model.title) }
        /// }
        /// ```
        @MainActor
        public var projectedValue: ObservedObject<Model>.Wrapper {
            ObservedObject(wrappedValue: wrappedValue).projectedValue
        }
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension InjectedObject {
        /// The type of `$model`: SwiftUI's `ObservedObject.Wrapper`, which makes bindings to the
        /// model's properties.
        ///
        /// Name it where a view passes the projection on, to a subview or a helper that makes several
        /// bindings: the alias keeps that code the same if `@InjectedObject`'s projection ever becomes a
        /// type of its own.
        ///
        /// ```swift
        /// struct OfflineToggle: View {
        ///     @InjectedObject(\.feedModel) private var model
        ///
        ///     var body: some View {
        ///         let bindings: InjectedObject<FeedModel>.Wrapper = $model
        ///         Toggle("Offline", isOn: bindings.isOffline)
        ///     }
        /// }
        /// ```
        public typealias Wrapper = ObservedObject<Model>.Wrapper
    }
#endif
