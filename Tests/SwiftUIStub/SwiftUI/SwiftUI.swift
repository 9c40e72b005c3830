// SwiftUI stand-in: declarations only.
//
// Written from Apple's SwiftUI documentation so that Inject's SwiftUI adapters and typical user
// code can be type-checked on Linux, where SwiftUI does not exist. Nothing here ever runs: every
// body is `fatalError()` or trivial. On Apple platforms the real SwiftUI framework is used, and
// these files are never compiled into any product; `Scripts/typecheck-swiftui.sh` builds them
// into a throw-away module named `SwiftUI`.
//
// What is kept faithful, because it is what the type-check exists to catch:
// - actor isolation: `View`, `ViewModifier`, `Scene`, `App` and `PreviewProvider` are
//   `@MainActor @preconcurrency`; the built-in views and modifiers are `nonisolated`;
//   `StateObject`, `ObservedObject` and `EnvironmentObject` are `@MainActor`;
// - `Sendable` conformances (`State`, `Binding`, `Environment`, `Bindable` when `Value` is);
// - closure types (`Binding(get:set:)`, `Button(action:)`, `View.task`);
// - generic constraints and availability (Apple platform availability is ignored on Linux).
//
// The declarations follow the Xcode 26 SDK, where SwiftUI's public API lives in `SwiftUICore`
// and is re-exported by `SwiftUI`; here everything is in one module named `SwiftUI`.
//
// Macros: `#Preview` and `@Entry` are declared in Macros.swift and expanded by stand-in compiler
// plug-ins (Tests/SwiftUIStub/Macros) that Scripts/typecheck-swiftui.sh builds and loads.
//
// The stand-in mirrors Apple's declarations, not all of which Apple documents.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// On Apple platforms `import SwiftUI` also makes Combine's `ObservableObject` and `@Published`,
// Observation's `@Observable`, and Foundation's types (through CoreGraphics/UIKit/AppKit)
// available, so the stand-in re-exports the same modules.
@_exported import Combine
@_exported import Foundation
@_exported import Observation
