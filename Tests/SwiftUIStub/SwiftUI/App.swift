// SwiftUI stand-in: declarations only, written from Apple's documentation; never run.
// Real SwiftUI is used on Apple platforms. See SwiftUI.swift in this folder.
//
// App structure: `App`, `Scene`, `SceneBuilder`, `WindowGroup`, scene modifiers; plus
// `PreviewProvider` and `ImageRenderer`.
//
// The stand-in mirrors Apple's declarations, not all of which Apple documents.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// MARK: - App

/// A type that represents the structure and behavior of an app.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency
    init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
    /// Initializes and runs the app.
    @MainActor @preconcurrency
    public static func main() { fatalError() }
}

// MARK: - Scene

/// A part of an app's user interface with a life cycle managed by the system.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

/// Stand-in only: primitive scenes use `Never` as their body, as primitive views do.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Scene where Self.Body == Never {
    public var body: Never { fatalError() }
}

/// Stand-in only: the concrete type behind the stand-in's `some Scene` results and multi-scene
/// builder blocks. It does not exist in SwiftUI.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct _StubScene: Scene {
    public init() {}
    public typealias Body = Never
}

/// A result builder for composing a collection of scenes into a single composite scene.
///
/// Stand-in note: `buildOptional` and `buildLimitedAvailability` (for `if #available` around
/// scenes) are not modelled.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
    /// Builds an expression within the builder.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene {
        content
    }

    /// Passes a single scene written as a child scene through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
        content
    }

    /// Combines several child scenes.
    public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene
    where repeat each Content: Scene {
        _StubScene()
    }
}

/// A scene that presents a group of identically structured windows.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct WindowGroup<Content>: Scene where Content: View {
    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) {}

    /// Creates a window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) {}

    public typealias Body = Never
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Scene {
    /// Sets the environment value of the specified key path to the given value.
    nonisolated public func environment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>,
        _ value: V
    ) -> some Scene {
        _StubScene()
    }

    /// Supplies an `ObservableObject` to a view subhierarchy.
    ///
    /// Newer than `Scene` itself: on earlier systems the object goes on the scene's root view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func environmentObject<T>(_ object: T) -> some Scene
    where T: ObservableObject {
        _StubScene()
    }

    /// Places an observable object in the scene's environment.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func environment<T>(_ object: T?) -> some Scene
    where T: AnyObject, T: Observable {
        _StubScene()
    }
}

// MARK: - Previews

/// A type that produces view previews in Xcode.
///
/// Stand-in note: the real protocol also refines `_PreviewProvider` and has a `platform`
/// requirement with a default. The `#Preview` macro is in Macros.swift.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View

    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency
    static var previews: Self.Previews { get }
}

// MARK: - ImageRenderer

/// An object that creates images from SwiftUI views.
///
/// As in the SDK, the class itself is not actor-isolated (so it is not `Sendable`): its initializer
/// and its view and image properties are `@MainActor`, while `objectWillChange` is a nonisolated
/// `PassthroughSubject` that the renderer notifies when the contents of the image may have changed.
///
/// Stand-in note: the platform image properties (`uiImage`, `nsImage`), `proposedSize`, `isOpaque`,
/// `colorMode`, `isObservationEnabled`, `render(rasterizationScale:renderer:)` and the `Observable`
/// conformance are not modelled; `cgImage` is, with a stand-in `CGImage`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
final public class ImageRenderer<Content>: ObservableObject where Content: View {
    /// A publisher that informs subscribers of changes to the image.
    final public let objectWillChange: PassthroughSubject<Void, Never>

    /// Creates a renderer object with a source content view.
    @MainActor
    public init(content view: Content) { objectWillChange = PassthroughSubject() }

    /// The root view rendered by this image renderer.
    @MainActor
    final public var content: Content {
        get { fatalError() }
        set {}
    }

    /// The scale at which to render the image.
    @MainActor
    final public var scale: CGFloat {
        get { fatalError() }
        set {}
    }

    /// The current contents of the view, rasterized as a Core Graphics image.
    @MainActor
    final public var cgImage: CGImage? { fatalError() }
}

/// Stand-in only: CoreGraphics' image type, which does not exist on Linux. On Apple platforms
/// `CGImage` comes from CoreGraphics; it is declared here so that code reading
/// `ImageRenderer.cgImage` type-checks.
final public class CGImage {
    private init() {}
}
