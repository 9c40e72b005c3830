// SwiftUI stand-in: declarations only, written from Apple's documentation; never run.
// Real SwiftUI is used on Apple platforms. See SwiftUI.swift in this folder.
//
// Preview traits and `PreviewModifier` (iOS 18, macOS 15): a type whose shared context the preview
// system makes once and passes to every preview that applies a modifier of that type, attached with
// `#Preview(traits: .modifier(...))`. `PreviewTrait` and `Preview` live in DeveloperToolsSupport, which
// SwiftUI re-exports; here they are in the one `SwiftUI` module. The `#Preview` overload with traits is
// in Macros.swift.
//
// The stand-in mirrors Apple's declarations, not all of which Apple documents.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

/// A type that defines an environment in which previews can appear.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// The type of the shared context.
    associatedtype Context = Void

    /// The type of view that the modifier produces.
    associatedtype Body: View

    /// Creates shared context to apply to previews; cached and passed into `body` for every preview
    /// that applies a modifier of this type.
    @MainActor @preconcurrency
    static func makeSharedContext() async throws -> Self.Context

    /// Modifies a preview by applying the shared context.
    @ViewBuilder @MainActor @preconcurrency
    func body(content: Self.Content, context: Self.Context) -> Self.Body

    /// The type-erased content of a preview.
    typealias Content = PreviewModifierContent
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PreviewModifier where Self.Context == Void {
    public static func makeSharedContext() async throws {}
}

/// The type-erased content of a preview.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct PreviewModifierContent: View {
    public typealias Body = Never
}

/// A namespace of the preview types, such as the traits of a view preview.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct Preview {
    /// The traits of a preview of a view.
    public enum ViewTraits {}
}

/// A trait of a preview, such as a modifier to apply to it.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct PreviewTrait<T> {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PreviewTrait where T == Preview.ViewTraits {
    /// Attaches a `PreviewModifier` to the preview.
    @MainActor @preconcurrency
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> { fatalError() }
}
