// swiftc-flags: -warnings-as-errors
// expected-error: is deprecated: the context is not a dependency: replace it with withInjected(context:)
// Rule: the context is not a dependency, in an asynchronous frame too: the compiler names
// withInjected(context:).
import Inject

@MainActor
final class FeedModel {
    init() {}
    func refresh() async {}
}

@MainActor
func refreshPreview() async {
    await withInjected(\.context, .preview) {
        await FeedModel().refresh()
    }
}
