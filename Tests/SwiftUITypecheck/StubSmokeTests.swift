// Typical SwiftUI user code, type-checked (never run) against the SwiftUI/Combine stand-in in
// Tests/SwiftUIStub by Scripts/typecheck-swiftui.sh, in Swift 6 mode with warnings as errors.
//
// This file only proves that the stand-in is usable: everything here is ordinary code that
// compiles against Apple's SwiftUI. It does not use Inject.
//
// Inject-specific user code is in InjectUserCode.swift, next to this file. Each file is checked as
// a module of its own, so each may have its own `@main`.
//
// Previews here use `PreviewProvider`; InjectUserCode.swift uses `#Preview`.

import SwiftUI

// MARK: - Models

/// A Combine-style model, owned by a view through `@StateObject`.
@MainActor
final class CounterModel: ObservableObject {
    @Published var count = 0
    @Published var name = ""

    func increment() {
        count += 1
    }
}

/// An Observation-style model, owned by a view through `@State`.
@MainActor @Observable
final class EditorModel {
    var title = ""
    var items: [Item] = []

    func load() async {
        items = [Item(id: 1, name: "First")]
    }
}

struct Item: Identifiable, Sendable {
    let id: Int
    let name: String
}

// MARK: - Environment

private struct GreetingKey: EnvironmentKey {
    static let defaultValue = "Hello"
}

extension EnvironmentValues {
    var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

// MARK: - View modifier

struct CardStyle: ViewModifier {
    var padding: Double = 8

    func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: padding) {
            content
        }
    }
}

extension View {
    func cardStyle() -> some View {
        modifier(CardStyle())
    }
}

// MARK: - Views

struct CounterView: View {
    @State private var isExpanded = false
    @StateObject private var counter = CounterModel()
    @State private var editor = EditorModel()
    @Environment(\.greeting) private var greeting

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(greeting)
            Text("Count: \(counter.count)")
            Button("Increment") {
                counter.increment()
            }
            TextField("Name", text: $counter.name)
            if isExpanded {
                EditorView(model: editor)
            } else {
                Text(verbatim: "collapsed")
            }
            ForEach(editor.items) { item in
                Text(item.name)
            }
            Toggled(isOn: $isExpanded)
        }
        .cardStyle()
        .environment(\.greeting, "Hi")
        .environment(editor)
        .task {
            await editor.load()
        }
        .onAppear {
            isExpanded = true
        }
    }
}

struct EditorView: View {
    @Bindable var model: EditorModel

    var body: some View {
        HStack {
            TextField("Title", text: $model.title)
            Image(systemName: "pencil")
        }
    }
}

/// Reads the `@Observable` model from the environment and binds to it with a local `@Bindable`.
struct TitleView: View {
    @Environment(EditorModel.self) private var editor

    var body: some View {
        @Bindable var editor = editor
        TextField("Title", text: $editor.title)
    }
}

struct Toggled: View {
    @Binding var isOn: Bool

    var body: some View {
        Button(isOn ? "Collapse" : "Expand") {
            isOn.toggle()
        }
    }
}

/// Reads a Combine-style model that an ancestor supplied with `environmentObject(_:)`.
struct NameView: View {
    @EnvironmentObject private var counter: CounterModel

    var body: some View {
        List {
            TextField("Name", text: $counter.name)
            Text(counter.name)
        }
    }
}

// MARK: - App

@main
struct SmokeApp: App {
    @StateObject private var counter = CounterModel()

    var body: some Scene {
        WindowGroup {
            CounterView()
                .environmentObject(counter)
        }
        .environment(\.greeting, "Welcome")
    }
}

// MARK: - Previews

struct CounterView_Previews: PreviewProvider {
    static var previews: some View {
        CounterView()
            .environment(\.greeting, "Preview")
    }
}
