import Inject

/// A model that can keep itself alive through a closure it holds, as a retain cycle does.
@MainActor
final class CycleModel {
    var onChange: (() -> Void)?

    /// Hands the model a closure that captures it: the model now keeps itself alive.
    func startCycle() { onChange = { _ = self } }

    /// Lets go of the closure, and so of the model.
    func endCycle() { onChange = nil }
}

/// What a default builds around a `CycleModel` it resolves.
@MainActor
final class CycleOwner {
    let model: CycleModel
    init(model: CycleModel) { self.model = model }
}

extension DefaultValues {
    @MainActor var leakCycleModel: CycleModel { sameInEveryContext(CycleModel()) }
    @MainActor var leakCycleOwner: CycleOwner {
        sameInEveryContext(CycleOwner(model: Inject.resolve(\.leakCycleModel)))
    }
}
