import Inject

/// Where a view's model comes from: a dependency resolved through Inject, or a closure.
///
/// Either way the model is made inside the replacements of the view's subtree, so the model's own
/// `@Injected` properties capture them and resolve with them whenever they are first read.
package struct ModelSource<Model> {
    private enum Kind {
        case dependency(KeyPath<DefaultValues, Model>)
        case closure(@MainActor () -> Model)
    }

    private let kind: Kind
    /// Where the wrapper is declared, for messages.
    package let fileID: StaticString
    /// The line where the wrapper is declared, for messages.
    package let line: UInt

    /// Resolves `key` with `.temporary` and `.local`, honouring every override level.
    ///
    /// - Parameters:
    ///   - key: The model's dependency, as a key path into `DefaultValues`.
    ///   - fileID: Where the wrapper is declared, for messages.
    ///   - line: Where the wrapper is declared, for messages.
    /// - Returns: The source.
    package static func dependency(
        _ key: KeyPath<DefaultValues, Model>,
        fileID: StaticString,
        line: UInt
    ) -> ModelSource {
        ModelSource(kind: .dependency(key), fileID: fileID, line: line)
    }

    /// Builds the model with `make`, for models that take parameters known only at run time.
    ///
    /// - Parameters:
    ///   - fileID: Where the wrapper is declared, for messages.
    ///   - line: Where the wrapper is declared, for messages.
    ///   - make: Builds the model, on the main actor.
    /// - Returns: The source.
    package static func closure(
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ make: @escaping @MainActor () -> Model
    ) -> ModelSource {
        ModelSource(kind: .closure(make), fileID: fileID, line: line)
    }

    /// Makes a model inside `overrides`, as `withInjected(subtree: overrides) { ... }` does, and returns it
    /// with the frame opened for it alone, if one was.
    ///
    /// Below a modifier, the model is made in the modifier's frame, shared with every model made below it
    /// and dropped by the modifier's identity (`SubtreeFrameOwner`): no frame is returned. With no
    /// replacements no frame is opened, so the model's `.shared` and `.permanent` dependencies resolve in
    /// the frame around the call (the global storage in an app), as anywhere else. With replacements that
    /// no modifier wrote (a table built by hand), a frame is opened for this model alone, and whoever keeps
    /// the model for a view lets go of its instances with `InjectionFrame.dropInstances(endingLeases:)`
    /// when the view's identity ends, keeping the leases, which end when the app ends them (see
    /// `ModelHolder`). Both make that choice with `InjectedOverrides.frameToMakeIn(openedAt:openedBy:)`.
    ///
    /// - Parameter overrides: The replacements of the view's subtree.
    /// - Returns: A new model, and the frame opened for it alone (`nil` when there was none).
    @MainActor
    package func make(in overrides: InjectedOverrides) -> (model: Model, frame: InjectionFrame?) {
        let opened = overrides.frameToMakeIn(
            openedAt: SourceLocation(fileID: #fileID, line: #line),
            openedBy: "the frame that InjectSwiftUI opened for a view's model (\(Model.self)) inside the "
                + "replacements of its subtree's .injecting modifiers"
        )
        guard let (frame, isCallers) = opened else { return (make(), nil) }
        return (InjectionFrame.$current.withValue(frame) { make() }, isCallers ? frame : nil)
    }

    @MainActor
    private func make() -> Model {
        switch kind {
        case .dependency(let key): resolve(key, fileID: fileID, line: line)
        case .closure(let make): make()
        }
    }
}
