import Testing

@testable import Inject

/// Objects made later, with `withInjected(from: parent)`, resolve in the frame the parent was made in:
/// its overrides, its context and its shared instances.
@MainActor
@Suite struct WithInjectedFromTests {
    final class FeedModel {
        @Injected(\.feedAPI) var api
        @Injected(\.feedCache, .shared) var cache

        func openDetail() -> DetailModel {
            withInjected(from: self) { DetailModel() }
        }
    }

    final class DetailModel {
        @Injected(\.feedAPI) var api
        @Injected(\.feedCache, .shared) var cache
        @Injected(\.feedContext) var context

        func openComments() -> CommentsModel {
            withInjected(from: self) { CommentsModel() }
        }
    }

    struct CommentsModel: Injectable {
        @Injected(\.feedAPI) var api
    }

    @Test func aChildMadeLaterSeesTheParentsReplacement() {
        let mock = Service("mock")
        let feed = withInjected(\.feedAPI, mock) { FeedModel() }
        let detail = feed.openDetail()
        #expect(detail.api === mock)
        #expect(detail.$api.source == .frameOverride)
        // Made without `from:`, the same code gets the default.
        #expect(DetailModel().api.name == "live")
    }

    @Test func aGrandchildMadeFromTheChildStillSeesTheReplacement() {
        let mock = Service("mock")
        let feed = withInjected(\.feedAPI, mock) { FeedModel() }
        let comments = feed.openDetail().openComments()
        #expect(comments.api === mock)
        let fromStruct = withInjected(from: comments) { CommentsModel() }
        #expect(fromStruct.api === mock)
    }

    /// A struct copy whose only injected property was given a replacement has a point of its own, which
    /// keeps the frame the original was made in.
    @Test func aStructCopyGivenAReplacementStillGivesTheFrameItWasMadeIn() {
        let mock = Service("mock")
        let comments = withInjected(\.feedAPI, mock) { CommentsModel() }
        let injected = comments.injecting(Service("given"), for: \.api)
        #expect(withInjected(from: injected) { CommentsModel() }.api === mock)
        var assigned = comments
        assigned.api = Service("assigned")
        #expect(withInjected(from: assigned) { CommentsModel() }.api === mock)
    }

    @Test func theChildSharesTheParentFramesSharedInstances() {
        let feed = withInjected({ _ in }) { FeedModel() }
        let detail = feed.openDetail()
        #expect(detail.cache === feed.cache)
        #expect(DetailModel().cache !== feed.cache)
    }

    @Test func theChildKeepsTheParentsContext() {
        let feed = withInjected(context: .preview) { FeedModel() }
        #expect(feed.openDetail().context == "preview")
        #expect(DetailModel().context == InjectionContext.current.rawValue)
    }

    @Test func aParentMadeOutsideAnyFrameGivesTheGlobalOneEvenInsideAnother() {
        let feed = FeedModel()
        let detail = withInjected(\.feedAPI, Service("mock")) { feed.openDetail() }
        #expect(detail.api.name == "live")
    }

    @Test func aSubclassFindsTheFrameInItsSuperclassProperties() {
        class Base {
            @Injected(\.feedAPI) var api
        }
        final class Derived: Base {
            let title = "derived"
        }
        let mock = Service("mock")
        let parent = withInjected(\.feedAPI, mock) { Derived() }
        #expect(withInjected(from: parent) { DetailModel() }.api === mock)
    }

    /// The doc: the frame is read from the first property that captured one, here a frame the parent was
    /// given, not the one its own `@Injected` property was made in.
    @Test func theFrameIsReadFromTheFirstPropertyThatCapturedOne() {
        /// A sheet that keeps the frame of the screen that opened it, then an injected property of its own.
        struct Sheet {
            let opener: CapturedFrame
            @Injected(\.feedAPI) var api
            init(opener: CapturedFrame) { self.opener = opener }
        }
        let mock = Service("mock")
        let opener = withInjected(\.feedAPI, mock) { CapturedFrame() }
        let sheet = withInjected(\.feedAPI, Service("other")) { Sheet(opener: opener) }
        #expect(sheet.api.name == "other")
        #expect(withInjected(from: sheet) { DetailModel() }.api === mock)
    }

    @Test func aParentWithACustomMirrorGivesOneOfItsInjectedProperties() {
        /// A model that redacts its stored properties in its mirror.
        @MainActor final class RedactedModel: CustomReflectable {
            @Injected(\.feedCache, .shared) var cache
            @Resolved(\.feedAPI) var api
            nonisolated var customMirror: Mirror { Mirror(self, children: ["contents": "redacted"]) }

            func openDetail() -> DetailModel { withInjected(from: _cache) { DetailModel() } }
            func openDetailFromTheEagerProperty() -> DetailModel { withInjected(from: _api) { DetailModel() } }
        }
        let mock = Service("mock")
        let model = withInjected(\.feedAPI, mock) { RedactedModel() }
        #expect(model.openDetail().api === mock)
        #expect(model.openDetailFromTheEagerProperty().api === mock)
    }

    @Test func aWeakParentGivesItsFrame() {
        final class DetailSheet {
            weak var feed: FeedModel?
            init(feed: FeedModel) { self.feed = feed }
            func openComments() -> CommentsModel { withInjected(from: feed) { CommentsModel() } }
        }
        let mock = Service("mock")
        let feed = withInjected(\.feedAPI, mock) { FeedModel() }
        let sheet = DetailSheet(feed: feed)
        #expect(sheet.openComments().api === mock)
        let nested: FeedModel?? = feed
        #expect(withInjected(from: nested as Any?) { CommentsModel() }.api === mock)
        let deeper: FeedModel??? = feed
        #expect(withInjected(from: deeper as Any?) { CommentsModel() }.api === mock)
    }

    @Test func aParentWithoutInjectedPropertiesGivesTheFrameItsCapturedFrameKept() {
        /// Constructor injection: the dependency is passed in, and the frame kept beside it.
        @MainActor final class ListModel {
            let api: Service
            private let frame = CapturedFrame()
            init(api: Service = resolve(\.feedAPI)) { self.api = api }
            func openDetail() -> DetailModel { withInjected(from: self) { DetailModel() } }
        }
        let mock = Service("mock")
        let list = withInjected(\.feedAPI, mock) { ListModel() }
        #expect(list.api === mock)
        #expect(list.openDetail().api === mock)
        // Made outside every frame, it gives the global storage, even inside another frame.
        let global = ListModel()
        #expect(withInjected(\.feedAPI, Service("other")) { global.openDetail() }.api.name == "live")
        // The captured frame itself is a parent too, and it keeps the frame's shared instances.
        let frame = withInjected(\.feedAPI, mock) { CapturedFrame() }
        let (first, second) = withInjected(from: frame) { (DetailModel(), DetailModel()) }
        #expect(first.api === mock)
        #expect(first.cache === second.cache)
        #expect(first.cache !== DetailModel().cache)
    }

    @Test func theAsynchronousFormRunsInTheParentsFrame() async {
        let mock = Service("mock")
        let feed = withInjected(\.feedAPI, mock) { FeedModel() }
        let detail = await withInjected(from: feed) {
            await Task.yield()
            return DetailModel()
        }
        #expect(detail.api === mock)
    }

    @Test func theAsynchronousFormGivesTheGlobalFrameOfAParentMadeOutsideAnyFrameEvenInsideAnother() async {
        let feed = FeedModel()
        let detail = await withInjected(\.feedAPI, Service("mock")) {
            await withInjected(from: feed) {
                await Task.yield()
                return DetailModel()
            }
        }
        #expect(detail.api.name == "live")
    }

    @Test func aLeaseBoundChildUsesTheParentFramesLeaseInstances() {
        final class Cart {
            @Injected var service: Service
            init(session: Lease) { _service = Injected(\.feedCache, .shared, until: session) }
        }
        let session = Lease()
        let feed = withInjected({ _ in }) { FeedModel() }
        let first = withInjected(from: feed) { Cart(session: session) }
        let second = withInjected(from: feed) { Cart(session: session) }
        #expect(first.service === second.service)
        #expect(Cart(session: session).service !== first.service)
    }

    /// `CapturedFrame.init`'s doc: one made outside every frame makes `withInjected(from:)` run its
    /// operation outside every frame too, even when it is called inside one.
    @Test func aCapturedFrameMadeOutsideEveryFrameRunsTheOperationOutsideEvenInsideOne() {
        let frame = CapturedFrame()
        let detail = withInjected(\.feedAPI, Service("mock")) { withInjected(from: frame) { DetailModel() } }
        #expect(detail.api.name == "live")
    }
}
