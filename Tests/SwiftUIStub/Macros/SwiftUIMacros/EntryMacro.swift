// Stand-in for the implementation of SwiftUI's `@Entry` macro; never part of a product.
//
// Scripts/typecheck-swiftui.sh builds this file into a compiler plug-in library, libSwiftUIMacros.so,
// against the swift-syntax that ships with the toolchain, so that user code with `@Entry` type-checks.
// The expansion has the shape Apple's has for `EnvironmentValues`:
//
//     @Entry var greeting: String = "Hello"
//
// becomes accessors on the property and a peer key type:
//
//     var greeting: String {
//         get { self[__Key_greeting.self] }
//         set { self[__Key_greeting.self] = newValue }
//     }
//     private struct __Key_greeting: SwiftUI.EnvironmentKey {
//         typealias Value = String
//         static var defaultValue: Value { "Hello" }
//     }
//
// Only `EnvironmentValues` entries with a written type are modelled; anything else is an error here.

import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@Entry` on a property of an `EnvironmentValues` extension.
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The getter and setter, through the peer key type.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration, in: context)
        return [
            "get { self[__Key_\(raw: entry.name).self] }",
            "set { self[__Key_\(raw: entry.name).self] = newValue }",
        ]
    }

    /// The key type, whose default value is the property's initial value.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try Entry(declaration, in: context)
        return [
            """
            private struct __Key_\(raw: entry.name): SwiftUI.EnvironmentKey {
                typealias Value = \(raw: entry.type)
                static var defaultValue: Value { \(raw: entry.defaultValue) }
            }
            """
        ]
    }
}

/// The parts of `@Entry var name: Type = value` the expansion uses.
private struct Entry {
    let name: String
    let type: String
    let defaultValue: String

    init(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws {
        guard
            let extended = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType,
            extended.trimmedDescription == "EnvironmentValues"
                || extended.trimmedDescription == "SwiftUI.EnvironmentValues"
        else { throw StandInLimit("the stand-in models @Entry in an EnvironmentValues extension only") }
        guard
            let variable = declaration.as(VariableDeclSyntax.self),
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription,
            let type = binding.typeAnnotation?.type.trimmedDescription
        else { throw StandInLimit("the stand-in models @Entry on `var name: Type = value` only") }
        self.name = name
        self.type = type
        self.defaultValue = binding.initializer?.value.trimmedDescription ?? "nil"
    }
}

/// A use of `@Entry` that Apple's macro accepts but this stand-in does not model.
private struct StandInLimit: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
