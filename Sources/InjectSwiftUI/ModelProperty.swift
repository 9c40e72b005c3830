/// Reads and writes one property of a model through its key path: what a binding to `$model.title`
/// does.
///
/// Main-actor isolated, so it is `Sendable` whatever the model is: a binding's `@Sendable` closures
/// capture it and call it on the main actor, where views read and write their models.
@MainActor
package final class ModelProperty<Model: AnyObject, Subject> {
    private let model: Model
    private let keyPath: ReferenceWritableKeyPath<Model, Subject>

    /// Reaches `keyPath` of `model`; the property keeps the model alive.
    ///
    /// - Parameters:
    ///   - model: The model.
    ///   - keyPath: The property, such as `\.title`.
    package init(_ model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Subject>) {
        self.model = model
        self.keyPath = keyPath
    }

    /// The property's current value; setting it writes to the model.
    package var value: Subject {
        get { model[keyPath: keyPath] }
        set { model[keyPath: keyPath] = newValue }
    }
}
