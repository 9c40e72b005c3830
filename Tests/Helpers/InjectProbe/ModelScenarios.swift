import Foundation
import Inject
import InjectSwiftUI
import ProbeSupport

// InjectSwiftUI's platform-neutral logic used by a Swift 5 client off the main actor. The wrappers'
// `wrappedValue` is main-actor isolated and reads the model through `ModelHolder.read(from:overrides:)`;
// a Swift 5 client reads it from a callback an older API runs on its own thread (`LegacyCallback`), with
// no warning, under the view's update on the main actor. Each scenario prints what it got if the read
// returns.

/// A view model of the probe, with a point of its own.
final class ProbeViewModel {
    @Injected(\.probeValue) var value  // the view model's point
}

extension DefaultValues {
    @MainActor var probeViewModel: ProbeViewModel { ProbeViewModel() }
}

/// The source a wrapper declared at the marked line would pass.
@MainActor func probeModelSource() -> ModelSource<ProbeViewModel> {
    .dependency(\.probeViewModel, fileID: #fileID, line: #line)  // the wrapper read off main
}

/// The source of a wrapper that builds its model with a closure, declared at the marked line.
@MainActor func probeClosureSource() -> ModelSource<ProbeViewModel> {
    .closure {  // the closure wrapper read off main
        print("closure ran off main \(!Thread.isMainThread)")
        return ProbeViewModel()
    }
}

func runModelScenario(_ scenario: String) {
    switch scenario {
    case "model-read-off-main":
        // The view is installed and updated: the read finds the model its update made.
        runOffMainCall(
            { () -> ModelHolder<ProbeViewModel> in
                let holder = ModelHolder<ProbeViewModel>()
                holder.prepare(from: probeModelSource(), overrides: InjectedOverrides())
                return holder
            },
            { holder in
                let model = holder.read(from: probeModelSource(), overrides: InjectedOverrides())
                print("model read off main \(model)")
            }
        )
    case "model-early-read-off-main":
        // Not updated yet: the read makes a model, running the main-actor closure on this thread.
        runOffMainCall({ ModelHolder<ProbeViewModel>() }) { holder in
            let model = holder.read(from: probeClosureSource(), overrides: InjectedOverrides())
            print("model read off main \(model)")
        }
    case "subtree-read-off-main":
        // `withInjected(subtree:)` is nonisolated, as `withInjected` is; a point read inside it off the
        // main actor stops as anywhere else.
        runOffMainCall(
            { () -> InjectedOverrides in
                var overrides = InjectedOverrides()
                overrides[\.probeValue] = 7
                return overrides
            },
            { subtree in
                let value = withInjected(subtree: subtree) { ProbeSubtreeConsumer().value }
                print("subtree read off main \(value)")
            }
        )
    case "model-reset":
        MainActor.assumeIsolated { runModelReset() }
    case "reset-in-model-frame":
        // A closure wrapper whose model calls `reset()` while it is made below a modifier, in the frame
        // InjectSwiftUI opened for it.
        MainActor.assumeIsolated {
            var subtree = InjectedOverrides()
            subtree[\.probeValue] = 7
            ModelHolder<ProbeResetModel>().prepare(
                from: .closure {
                    reached()
                    DefaultValues.reset()  // the reset-in-model-frame call
                    print("reset in model frame returned")
                    return ProbeResetModel()
                },
                overrides: subtree
            )
        }
    case "async-subtree-reset":
        Task { @MainActor in
            await runAsyncSubtreeReset()
            exit(0)
        }
        dispatchMain()
    default:
        // The scenarios of AsyncDefaultScenarios.swift, which reports an unknown one.
        runAsyncDefaultScenario(scenario)
    }
}

final class ProbeSubtreeConsumer {
    @Injected(\.probeValue) var value  // the point read in a subtree off main
}

final class ProbeModelStore {
    @Injected(\.probeValue) var value
}

extension DefaultValues {
    var probeModelStore: ProbeModelStore { ProbeModelStore() }
}

let probeModelSession = Lease()

/// A view model with a `.shared` + `.permanent` store and a store bound to a session.
final class ProbeResetModel {
    @Injected(\.probeModelStore, .shared, .permanent) var store
    @Injected(\.probeModelStore, .shared, until: probeModelSession) var sessionStore
}

/// "model-reset": `DefaultValues.reset()` while view models are alive, one below a modifier (a frame of
/// its own, which reset leaves alone) and one below none (the global storage, which reset empties).
@MainActor func runModelReset() {
    var subtree = InjectedOverrides()
    subtree[\.probeValue] = 7
    let below = ModelHolder<ProbeResetModel>()
    let belowModel = below.prepare(from: .closure { ProbeResetModel() }, overrides: subtree).model
    let outside = ModelHolder<ProbeResetModel>()
    let outsideModel = outside.prepare(from: .closure { ProbeResetModel() }, overrides: InjectedOverrides()).model
    resetAndReport(below: belowModel, outside: outsideModel)
    let newBelow = ModelHolder<ProbeResetModel>().prepare(from: .closure { ProbeResetModel() }, overrides: subtree)
    print("new model below \(newBelow.model.store.value)")
}

/// "async-subtree-reset": the same, for models the asynchronous `withInjected(subtree:)` makes across a
/// suspension point, as a `task` modifier does.
@MainActor func runAsyncSubtreeReset() async {
    var subtree = InjectedOverrides()
    subtree[\.probeValue] = 7
    let belowModel = await withInjected(subtree: subtree) {
        await Task.yield()
        return ProbeResetModel()
    }
    let outsideModel = await withInjected(subtree: InjectedOverrides()) {
        await Task.yield()
        return ProbeResetModel()
    }
    resetAndReport(below: belowModel, outside: outsideModel)
    let newBelow = await withInjected(subtree: subtree) {
        await Task.yield()
        return ProbeResetModel()
    }
    print("new model below \(newBelow.store.value)")
}

/// Resets, then prints what the models below a modifier and below none kept, and what their children
/// see.
@MainActor func resetAndReport(below belowModel: ProbeResetModel, outside outsideModel: ProbeResetModel) {
    let (belowStore, belowSession) = (belowModel.store, belowModel.sessionStore)
    let (outsideStore, outsideSession) = (outsideModel.store, outsideModel.sessionStore)

    DefaultValues.reset()

    let belowChild = withInjected(from: belowModel) { ProbeResetModel() }
    print("below keeps store \(belowModel.store === belowStore) session \(belowModel.sessionStore === belowSession)")
    print(
        "below child shares store \(belowChild.store === belowStore) session \(belowChild.sessionStore === belowSession)"
    )
    print("below child value \(belowChild.store.value)")
    let outsideChild = withInjected(from: outsideModel) { ProbeResetModel() }
    print("outside keeps store \(outsideModel.store === outsideStore)")
    print("outside session let go \(outsideModel.sessionStore !== outsideSession)")
    print("outside child new store \(outsideChild.store !== outsideStore) value \(outsideChild.store.value)")
}
