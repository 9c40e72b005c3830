// swiftc-flags: -warnings-as-errors
// expected-error: is deprecated: the context is not a dependency: replace it with withInjected(context:)
// Rule: the context is not a dependency. Defaults read `context` directly, so a frame that replaces
// `\.context` would leave every `context.choose(live:preview:test:)` as it was; the compiler names the
// API that sets a frame's context instead.
import Inject

final class FeedModel {
    init() {}
}

@MainActor
func makePreviewModel() -> FeedModel {
    withInjected(\.context, .preview) { FeedModel() }
}
