// Stand-in for the implementation of SwiftUI's `#Preview` macro; never part of a product.
//
// Scripts/typecheck-swiftui.sh builds this file into a compiler plug-in library, libPreviewsMacros.so,
// against the swift-syntax that ships with the toolchain, so that user code with `#Preview` type-checks.
// Apple's expansion registers the preview with Xcode, passing the body closure on; this one only
// passes the closure on, to a parameter declared as the macro's is, so that the expanded code
// type-checks it the way Apple's does: a view builder on the main actor, where an explicit `return`
// is allowed too. The traits, if any, are type-checked as an array of view preview traits.
//
//     #Preview("Offline") { FeedScreen() }
//
// becomes
//
//     @MainActor private enum <unique name> {
//         static func makeTraits() -> [SwiftUI.PreviewTrait<SwiftUI.Preview.ViewTraits>] {
//             []   // the traits, as written
//         }
//         static func makePreview() -> any SwiftUI.View {
//             content { FeedScreen() }
//         }
//         private static func content(
//             @SwiftUI.ViewBuilder _ body: @MainActor () -> any SwiftUI.View
//         ) -> any SwiftUI.View {
//             body()
//         }
//     }

import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `#Preview(_:body:)` into a declaration that passes the preview's body on.
public struct SwiftUIView: DeclarationMacro {
    /// A uniquely named type that passes the body closure to a main-actor view builder parameter.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let labelled = node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
        guard let body = node.trailingClosure ?? labelled else {
            throw StandInLimit("the stand-in models #Preview with a body closure only")
        }
        let name = context.makeUniqueName("Preview")
        return [
            """
            @MainActor private enum \(name) {
                static func makeTraits() -> [SwiftUI.PreviewTrait<SwiftUI.Preview.ViewTraits>] {
                    [\(raw: traits(of: node).map(\.trimmedDescription).joined(separator: ", "))]
                }
                static func makePreview() -> any SwiftUI.View {
                    content \(body.trimmed)
                }
                private static func content(
                    @SwiftUI.ViewBuilder _ body: @MainActor () -> any SwiftUI.View
                ) -> any SwiftUI.View {
                    body()
                }
            }
            """
        ]
    }
}

/// The traits of a `#Preview`: the argument labelled `traits` and the unlabelled ones after it, the
/// macro's variadic parameter.
private func traits(of node: some FreestandingMacroExpansionSyntax) -> [ExprSyntax] {
    var found: [ExprSyntax] = []
    var inTraits = false
    for argument in node.arguments {
        if let label = argument.label?.text { inTraits = label == "traits" }
        if inTraits { found.append(argument.expression) }
    }
    return found
}

/// A use of `#Preview` that Apple's macro accepts but this stand-in does not model.
private struct StandInLimit: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
