// SwiftUI stand-in: declarations only, written from Apple's documentation; never run.
// Real SwiftUI is used on Apple platforms. See SwiftUI.swift in this folder.
//
// The two macros user code writes most: `#Preview` and `@Entry`. Each points, as Apple's does, at an
// external macro implementation: `PreviewsMacros.SwiftUIView` and `SwiftUIMacros.EntryMacro`. Those
// do not exist on Linux, so Scripts/typecheck-swiftui.sh builds stand-ins of them from
// Tests/SwiftUIStub/Macros into compiler plug-in libraries and loads them (`-load-plugin-library`)
// into every step: the compiler expands a macro while it type-checks the code that uses it, and an
// implementation it cannot find is an error at each use.
//
// `#Preview` is declared with `@ViewBuilder`, as in the Xcode 26 SDK, with and without traits (the
// traits are in PreviewModifier.swift); the overloads with cameras and other previewed types are not
// modelled.
//
// The stand-in mirrors Apple's declarations, not all of which Apple documents.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

/// Creates a preview of a SwiftUI view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

/// Creates a preview of a SwiftUI view, with traits such as a preview modifier.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

/// Creates an environment values, transaction, container values, or focused values entry.
///
/// Stand-in note: only `EnvironmentValues` entries are modelled, with a written type.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")
