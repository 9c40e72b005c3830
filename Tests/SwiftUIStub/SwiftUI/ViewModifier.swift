// SwiftUI stand-in: declarations only, written from Apple's documentation; never run.
// Real SwiftUI is used on Apple platforms. See SwiftUI.swift in this folder.
//
// `ViewModifier`, `ModifiedContent`, and the `View` modifiers that DI adapters and typical user
// code call. As in the current SDK, the modifiers are `nonisolated` even though `View` is
// `@MainActor`, so they can be called from any context.
//
// The stand-in mirrors Apple's declarations, not all of which Apple documents.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// MARK: - ViewModifier

/// A modifier that you apply to a view or another view modifier, producing a different
/// version of the original value.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency
    func body(content: Self.Content) -> Self.Body

    /// The content view type passed to `body()`.
    typealias Content = _ViewModifier_Content<Self>
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewModifier where Self.Body == Never {
    public func body(content: Self.Content) -> Never { fatalError() }
}

/// The content view a `ViewModifier` receives in `body(content:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    public typealias Body = Never
}

/// A value with a modifier applied to it.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that defines the content and modifier needed to produce a new view or view
    /// modifier.
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: Sendable where Content: Sendable, Modifier: Sendable {}

/// Stand-in only: the concrete type behind the stand-in's `some View` results. It does not exist
/// in SwiftUI; user code never sees it because it hides behind opaque result types.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct _StubModifier: ViewModifier {
    public init() {}
    public typealias Body = Never
}

// MARK: - View modifiers

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Applies a modifier to a view and returns a new view.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// Sets the environment value of the specified key path to the given value.
    nonisolated public func environment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>,
        _ value: V
    ) -> some View {
        ModifiedContent(content: self, modifier: _StubModifier())
    }

    /// Supplies an observable object to a view's hierarchy.
    nonisolated public func environmentObject<T>(_ object: T) -> some View
    where T: ObservableObject {
        ModifiedContent(content: self, modifier: _StubModifier())
    }

    /// Places an observable object in the view's environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func environment<T>(_ object: T?) -> some View
    where T: AnyObject, T: Observable {
        ModifiedContent(content: self, modifier: _StubModifier())
    }

    /// Adds an action to perform before this view appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent(content: self, modifier: _StubModifier())
    }

    /// Adds an action to perform after this view disappears.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent(content: self, modifier: _StubModifier())
    }

    /// Adds an asynchronous task to perform before this view appears.
    ///
    /// The action inherits the caller's actor (`@_inheritActorContext`, not shown on Apple's
    /// documentation pages), so in a `View` body it runs on the main actor.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        ModifiedContent(content: self, modifier: _StubModifier())
    }

    /// Adds a task to perform before this view appears or when a specified value changes.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func task<T>(
        id value: T,
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View where T: Equatable {
        ModifiedContent(content: self, modifier: _StubModifier())
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func onChange<V>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping () -> Void
    ) -> some View where V: Equatable {
        ModifiedContent(content: self, modifier: _StubModifier())
    }

    /// Adds a modifier for this view that fires an action when a specific value changes,
    /// passing the old and new values.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func onChange<V>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View where V: Equatable {
        ModifiedContent(content: self, modifier: _StubModifier())
    }

    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    nonisolated public func sheet<Content>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        ModifiedContent(content: self, modifier: _StubModifier())
    }

    /// Binds a view's identity to the given proxy value.
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
        ModifiedContent(content: self, modifier: _StubModifier())
    }
}
