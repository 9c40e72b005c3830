#if canImport(SwiftUI)
    import Inject
    import InjectSwiftUI
    import SwiftUI

    // Views and models that AppleAdapterTests renders. Apple platforms only; on Linux this file is
    // empty. Every view writes what its body saw into a `Recorder` that the test owns, so tests that
    // run in parallel never share a record.

    extension DefaultValues {
        var appleDependency: Service { Service("default") }
        var appleOtherDependency: Service { Service("default") }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension DefaultValues {
        @MainActor var appleObjectModel: AppleObjectModel { AppleObjectModel() }
        @MainActor var appleObservableModel: AppleObservableModel { AppleObservableModel() }
    }

    /// What the bodies under test saw, in order.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor
    final class Recorder {
        /// The model each body evaluation read. Kept alive, so that no two are told apart by an address
        /// that a released one left free.
        var models: [AnyObject] = []
        /// The name of the model's `appleDependency` at each body evaluation.
        var dependencies: [String] = []
        /// The name of the model's `appleOtherDependency` at each body evaluation.
        var otherDependencies: [String] = []
        /// The model's title at each body evaluation.
        var titles: [String] = []
        /// The `tick` of the view struct at each body evaluation: which re-creation it was.
        var ticks: [Int] = []
        /// The last binding to the model's title that a body made.
        var titleBinding: Binding<String>?
        /// The last model a body read.
        var lastModel: AnyObject?
        /// The models that views read in their `init`, before SwiftUI installed them.
        var earlyModels: [AnyObject] = []

        /// How many different models the bodies read.
        var distinctModels: Int { Set(models.map(ObjectIdentifier.init)).count }

        func record(model: AnyObject, dependency: Service, other: Service, title: String, tick: Int) {
            models.append(model)
            dependencies.append(dependency.name)
            otherDependencies.append(other.name)
            titles.append(title)
            ticks.append(tick)
            lastModel = model
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor
    final class AppleObjectModel: ObservableObject {
        @Injected(\.appleDependency) var dependency
        @Injected(\.appleOtherDependency) var other
        @Published var title: String

        init(title: String = "Untitled") {
            self.title = title
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @Observable
    final class AppleObservableModel {
        @ObservationIgnored @Injected(\.appleDependency) var dependency
        @ObservationIgnored @Injected(\.appleOtherDependency) var other
        var title: String

        init(title: String = "Untitled") {
            self.title = title
        }
    }

    /// A view with `@InjectedObject(\.appleObjectModel)`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    struct ObjectProbe: View {
        @InjectedObject(\.appleObjectModel) private var model
        let recorder: Recorder
        var tick = 0

        var body: some View {
            let _ = recorder.record(
                model: model,
                dependency: model.dependency,
                other: model.other,
                title: model.title,
                tick: tick
            )
            let _ = recorder.titleBinding = $model.title
            Text(model.title)
        }
    }

    /// A view whose `@InjectedObject` model is built from a closure with a runtime parameter.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    struct ObjectClosureProbe: View {
        @InjectedObject private var model: AppleObjectModel
        let recorder: Recorder
        let tick: Int

        init(title: String, recorder: Recorder, tick: Int = 0) {
            _model = InjectedObject { AppleObjectModel(title: title) }
            self.recorder = recorder
            self.tick = tick
        }

        var body: some View {
            let _ = recorder.record(
                model: model,
                dependency: model.dependency,
                other: model.other,
                title: model.title,
                tick: tick
            )
            Text(model.title)
        }
    }

    /// A view with `@InjectedObservable(\.appleObservableModel)`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    struct ObservableProbe: View {
        @InjectedObservable(\.appleObservableModel) private var model
        let recorder: Recorder
        var tick = 0

        var body: some View {
            let _ = recorder.record(
                model: model,
                dependency: model.dependency,
                other: model.other,
                title: model.title,
                tick: tick
            )
            let _ = recorder.titleBinding = $model.title
            Text(model.title)
        }
    }

    /// A view whose `@InjectedObservable` model is built from a closure with a runtime parameter.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    struct ObservableClosureProbe: View {
        @InjectedObservable private var model: AppleObservableModel
        let recorder: Recorder
        let tick: Int

        init(title: String, recorder: Recorder, tick: Int = 0) {
            _model = InjectedObservable { AppleObservableModel(title: title) }
            self.recorder = recorder
            self.tick = tick
        }

        var body: some View {
            let _ = recorder.record(
                model: model,
                dependency: model.dependency,
                other: model.other,
                title: model.title,
                tick: tick
            )
            Text(model.title)
        }
    }

    /// A view that reads its `@InjectedObject` model in `init`, as the documentation says not to.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    struct ObjectEarlyReadProbe: View {
        @InjectedObject(\.appleObjectModel) private var model
        let recorder: Recorder

        init(recorder: Recorder) {
            self.recorder = recorder
            recorder.earlyModels.append(model)
            recorder.earlyModels.append(model)
        }

        var body: some View {
            let _ = recorder.record(
                model: model,
                dependency: model.dependency,
                other: model.other,
                title: model.title,
                tick: 0
            )
            Text(model.title)
        }
    }

    /// A view that reads its `@InjectedObservable` model in `init`, as the documentation says not to.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    struct ObservableEarlyReadProbe: View {
        @InjectedObservable(\.appleObservableModel) private var model
        let recorder: Recorder

        init(recorder: Recorder) {
            self.recorder = recorder
            recorder.earlyModels.append(model)
            recorder.earlyModels.append(model)
        }

        var body: some View {
            let _ = recorder.record(
                model: model,
                dependency: model.dependency,
                other: model.other,
                title: model.title,
                tick: 0
            )
            Text(model.title)
        }
    }

    /// A view with a plain `@Injected` property, to pin down its documented lifetime.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    struct PlainInjectedProbe: View {
        @Injected(\.appleDependency) private var dependency
        let recorder: Recorder
        var tick = 0

        var body: some View {
            let _ = recorder.record(
                model: dependency,
                dependency: dependency,
                other: dependency,
                title: "",
                tick: tick
            )
            Text(dependency.name)
        }
    }

    // MARK: - One frame per modifier

    extension DefaultValues {
        var appleCart: AppleCart { AppleCart() }
        @MainActor var appleCartModel: AppleCartModel { AppleCartModel() }
    }

    /// A `.shared` dependency that the models below one modifier should see together.
    final class AppleCart: Sendable {}

    /// A model with a `.shared` point, as a cart screen's and a toolbar badge's are.
    @MainActor
    final class AppleCartModel: ObservableObject {
        @Injected(\.appleCart, .shared) var cart
    }

    /// The carts that the bodies of `CartProbe`s read.
    @MainActor
    final class CartRecorder {
        var carts: [AppleCart] = []

        /// How many different carts the bodies read.
        var distinctCarts: Int { Set(carts.map(ObjectIdentifier.init)).count }
    }

    /// A view with `@InjectedObject(\.appleCartModel)` that records its model's cart.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    struct CartProbe: View {
        @InjectedObject(\.appleCartModel) private var model
        let recorder: CartRecorder

        var body: some View {
            let _ = recorder.carts.append(model.cart)
            Text("Cart")
        }
    }
#endif
