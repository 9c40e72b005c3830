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
    /// with the frame opened for it.
    ///
    /// With no replacements no frame is opened, so the model's `.shared` and `.permanent` dependencies
    /// resolve in the frame around the call (the global storage in an app), as anywhere else. A frame
    /// that is opened has storage of its own, like every `withInjected` frame: those instances then belong
    /// to this model, and whoever keeps the model for a view lets go of them with
    /// `InjectionFrame.dropInstances(endingLeases:)` when the view's identity ends, keeping the leases,
    /// which end when the app ends them (see `ModelHolder`). Both make that choice with
    /// `InjectedOverrides.frameToMakeIn(openedAt:openedBy:)`, and the frame opened here tells
    /// `DefaultValues.reset()` that InjectSwiftUI opened it for a view's model.
    ///
    /// - Parameter overrides: The replacements of the view's subtree.
    /// - Returns: A new model, and the frame opened for it (`nil` when there were no replacements).
    @MainActor
    package func make(in overrides: InjectedOverrides) -> (model: Model, frame: InjectionFrame?) {
        let frame = overrides.frameToMakeIn(
            openedAt: SourceLocation(fileID: #fileID, line: #line),
            openedBy: "the frame that InjectSwiftUI opened for a view's model (\(Model.self)) inside the "
                + "replacements of its subtree's .injecting modifiers"
        )
        guard let frame else { return (make(), nil) }
        return (InjectionFrame.$current.withValue(frame) { make() }, frame)
    }

    @MainActor
    private func make() -> Model {
        switch kind {
        case .dependency(let key): resolve(key, fileID: fileID, line: line)
        case .closure(let make): make()
        }
    }
}
