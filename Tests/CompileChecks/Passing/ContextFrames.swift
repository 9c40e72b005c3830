// The context is set for a frame with withInjected(context:), synchronous and asynchronous, and read
// as a dependency with resolve(\.context) or @Injected(\.context). The overloads that refuse to replace
// `\.context` leave every other replacement as it was: optional-typed dependencies, dependencies with
// parameters (subscripts of DefaultValues), global overrides, and generic code.
import Inject

protocol Analytics: Sendable {}
struct LiveAnalytics: Analytics {}
struct NoAnalytics: Analytics {}

extension DefaultValues {
    var analytics: any Analytics { context.choose(live: LiveAnalytics(), preview: NoAnalytics(), test: NoAnalytics()) }
    var cachedToken: String? { nil }
    var retryCount: Int { 3 }
    subscript(pageSize screen: String) -> Int { 20 }
}

@MainActor
final class FeedModel {
    @Injected(\.context) var context
    @Injected(\.analytics) var analytics
    init() {}
    func refresh() async {}
}

@MainActor
func previews() async -> [InjectionContext] {
    let model = withInjected(context: .preview) { FeedModel() }
    await withInjected(context: .preview) { await FeedModel().refresh() }
    let resolved = withInjected(context: .preview) { resolve(\.context) }
    return [model.context, resolved]
}

@MainActor
func otherReplacements() async {
    withInjected(\.cachedToken, nil) {}
    withInjected(\.cachedToken, "token") {}
    withInjected(\.retryCount, 0) {}
    withInjected(\.[pageSize: "feed"], 5) {}
    await withInjected(\.retryCount, 0) { await FeedModel().refresh() }
    var overrides = InjectedOverrides()
    overrides[\.cachedToken] = .some(nil)
    overrides[\.[pageSize: "feed"]] = 5
    overrides[\.analytics] = NoAnalytics()
    withInjected({ $0.merge(overrides) }) {}
    DefaultValues.override(\.retryCount) { 1 }
    DefaultValues.override(\.[pageSize: "feed"]) { 10 }
    DefaultValues.removeOverride(\.retryCount)
}

func replacing<Value: Sendable>(_ key: KeyPath<DefaultValues, Value>, with value: Value) -> InjectedOverrides {
    var overrides = InjectedOverrides()
    overrides[key] = value
    return overrides
}

func retryCountEntry() -> WritableKeyPath<InjectedOverrides, Int?> {
    \InjectedOverrides.[\DefaultValues.retryCount]
}
