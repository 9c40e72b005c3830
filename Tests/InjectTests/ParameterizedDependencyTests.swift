import Foundation
import ProbeRunner
import Testing

@testable import Inject

/// A dependency with parameters is a subscript of `DefaultValues`: each argument value is a key of its
/// own, so `.shared` instances are one per argument, and a replacement reaches one argument value or,
/// through the factory the subscript resolves, the whole family.
@MainActor
@Suite struct ParameterizedDependencyTests {
    final class Gallery {
        @Injected var first: ImageLoader
        @Injected var second: ImageLoader

        init(_ first: String, _ second: String) {
            _first = Injected(\.[loaderFor: first], .shared)
            _second = Injected(\.[loaderFor: second], .shared)
        }
    }

    @Test func sharedInstancesAreOnePerArgumentValue() {
        let gallery = withInjected({ _ in }) { Gallery("a", "b") }
        #expect(gallery.first.url == "a")
        #expect(gallery.second.url == "b")
        #expect(gallery.first !== gallery.second)
        let same = withInjected(from: gallery) { Gallery("a", "a") }
        #expect(same.first === gallery.first)
        #expect(same.second === gallery.first)
    }

    @Test func aReplacementOfOneArgumentValueLeavesTheOthers() {
        let mock = ImageLoader(url: "a", origin: "mock")
        let gallery = withInjected(\.[loaderFor: "a"], mock) { Gallery("a", "b") }
        #expect(gallery.first === mock)
        #expect(gallery.$first.source == .frameOverride)
        #expect(gallery.second.origin == "live")
    }

    @Test func replacingTheFactoryReplacesTheWholeFamily() {
        let gallery = withInjected(\.loaderFactory, { ImageLoader(url: $0, origin: "mock") }) { Gallery("a", "b") }
        #expect(gallery.first.origin == "mock")
        #expect(gallery.second.origin == "mock")
        #expect(gallery.second.url == "b")
    }

    @Test func aReplacedArgumentValueWinsOverAReplacedFamily() {
        let one = ImageLoader(url: "a", origin: "one")
        let gallery = withInjected({
            $0[\.loaderFactory] = { ImageLoader(url: $0, origin: "family") }
            $0[\.[loaderFor: "a"]] = one
        }) { Gallery("a", "b") }
        #expect(gallery.first === one)
        #expect(gallery.second.origin == "family")
    }

    @Test func eachArgumentValueIsItsOwnNodeInTheGraph() {
        let recording = DefaultValues.recordDependencyGraph()
        _ = withInjected({ _ in }) {
            let gallery = Gallery("a", "b")
            return (gallery.first, gallery.second)
        }
        recording.stop()
        // Two argument values, two nodes, each asking the one factory.
        let graph = recording.graph
        #expect(graph.dot.components(separatedBy: "shape=ellipse").count - 1 == 3)
        #expect(graph.contains(\.[loaderFor: "a"], dependsOn: \.loaderFactory))
        #expect(graph.contains(\.[loaderFor: "b"], dependsOn: \.loaderFactory))
        // `dependencies` is a list of names, and a name does not show the argument: one entry for both.
        let loaders = graph.edges.filter { $0.requester.hasPrefix("InjectTests/") }
        #expect(loaders.count == 2)
        #expect(Set(loaders.map(\.dependency)).count == 1)
        #expect(graph.dependencies.filter { $0 == loaders.first?.dependency }.count == 1)
    }

    @Test func keyPathsCompareByTheirArguments() {
        #expect(DependencyKey(\DefaultValues.[loaderFor: "a"]) == DependencyKey(\DefaultValues.[loaderFor: "a"]))
        #expect(DependencyKey(\DefaultValues.[loaderFor: "a"]) != DependencyKey(\DefaultValues.[loaderFor: "b"]))
    }

    /// A consumer of the `.shared` family `\.[commentsFor:]`, whose argument keeps the frame it was made in.
    final class Comments {
        @Injected var service: Service
        init(_ post: FramedPost, _ lifespan: Lifespan = .local) {
            _service = Injected(\.[commentsFor: post], .shared, lifespan)
        }
    }

    /// ``Comments`` as a `Sendable` value, to let go of on another thread.
    struct CommentsPanel: Sendable {
        @Injected var service: Service
        init(_ post: FramedPost) { _service = Injected(\.[commentsFor: post], .shared) }
    }

    /// A `.shared` + `.local` instance goes with the last point that holds it, and its key goes too: the
    /// storage that kept the instance weakly no longer keeps the key path, nor the argument it holds.
    /// Here the argument keeps the frame it was made in, which outlives every object made in it.
    @Test func aSharedInstanceOfOneArgumentLetsGoOfTheArgumentWithIt() {
        weak var weakService: Service?
        let released = Locked(false)
        do {
            let post = withInjected({ _ in }) { FramedPost(released: released) }
            weakService = Comments(post).service
        }
        #expect(weakService == nil)
        #expect(released.withLock { $0 })
    }

    /// The same in a `withInjected` frame's storage, which then keeps no key of the family.
    @Test func inAFrameASharedInstanceOfOneArgumentLetsGoOfTheArgumentWithIt() {
        let released = Locked(false)
        withInjected({ _ in }) {
            let storage = InjectionFrame.current?.storage
            do {
                let post = withInjected({ _ in }) { FramedPost(released: released) }
                let first = Comments(post)
                let service = first.service
                // A second point forms its own key path object, which finds the instance by value.
                #expect(Comments(post).service === service)
                #expect(storage?.keptKeyCount == 1)
            }
            #expect(released.withLock { $0 })
            #expect(storage?.keptKeyCount == 0)
        }
    }

    /// Consumers that come and go, one argument value each (one image loader per URL), leave no key
    /// behind: the tables hold the keys of live instances only, however many URLs were shared.
    @Test func aFamilyUsedByConsumersInTurnKeepsNoKeyOfAGoneInstance() {
        withInjected({ _ in }) {
            let storage = InjectionFrame.current?.storage
            var most = 0
            for index in 0..<300 {
                // Two points of one URL: two key path objects, one instance.
                let gallery = Gallery("https://example.com/\(index)", "https://example.com/\(index)")
                #expect(gallery.first === gallery.second)
                most = max(most, storage?.keptKeyCount ?? most)
            }
            #expect(most == 1)
            #expect(storage?.keptKeyCount == 0)
        }
    }

    /// A `.permanent` point first read after its frame ended gets an instance that lives as a `.local`
    /// one does (`InstanceStorage.isClosed`): its key goes with it too.
    @Test func afterItsFrameEndedAPermanentInstanceOfOneArgumentLetsGoOfTheArgumentWithIt() {
        let released = Locked(false)
        var frame: InjectionFrame?
        do {
            let comments = withInjected({ _ in }) { () -> Comments in
                frame = InjectionFrame.current
                return Comments(FramedPost(released: released), .permanent)
            }
            frame?.dropInstances()
            _ = comments.service
            #expect(frame?.storage.keptKeyCount == 1)
        }
        #expect(released.withLock { $0 })
        #expect(frame?.storage.keptKeyCount == 0)
    }

    /// Let go of on another thread, the instance's key goes when the main actor next runs.
    @Test func aSharedInstanceLetGoOfOffTheMainActorLetsGoOfTheArgument() async {
        let released = Locked(false)
        let (storage, panel) = withInjected({ _ in }) {
            (InjectionFrame.current?.storage, Locked<CommentsPanel?>(CommentsPanel(FramedPost(released: released))))
        }
        _ = panel.withLock { $0?.service }
        #expect(storage?.keptKeyCount == 1)
        await Task.detached { panel.withLock { $0 = nil } }.value
        for _ in 0..<1_000 where !released.withLock({ $0 }) {
            await Task.yield()
        }
        #expect(released.withLock { $0 })
        #expect(storage?.keptKeyCount == 0)
    }

    /// Made again on the main actor after the last point let go of it on another thread, before the
    /// storage heard of it: the new instance keeps its key when the storage hears of the old one, and
    /// the old one's key path objects are gone already.
    @Test func anInstanceMadeAgainBeforeTheStorageHearsOfTheOldOneKeepsItsKey() async {
        let released = Locked(false)
        var second: Comments?
        let storage = withInjected({ _ in }) { () -> InstanceStorage? in
            let post = FramedPost(released: released)
            let panel = Locked<CommentsPanel?>(CommentsPanel(post))
            let old = panel.withLock { $0?.service }
            runOnAnotherThread { panel.withLock { $0 = nil } }
            second = Comments(post)
            #expect(second?.service !== old)
            return InjectionFrame.current?.storage
        }
        for _ in 0..<100 { await Task.yield() }
        #expect(storage?.keptKeyCount == 1)
        #expect(!released.withLock { $0 })
        second = nil
        #expect(released.withLock { $0 })
        #expect(storage?.keptKeyCount == 0)
    }

    /// After `DefaultValues.reset()`, an instance made before it still lets go of its argument, and an
    /// instance of the same argument made after it keeps its key until it goes: in a process of its own,
    /// because a reset drops every global instance.
    @Test func afterAResetASharedInstanceOfOneArgumentLetsGoOfTheArgument() throws {
        let outcome = try Probe.run("family-reset")
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("family new after reset true"))
        #expect(outcome.output.contains("family kept after the old instance went true"))
        #expect(outcome.output.contains("family argument released true, weak entries 0"))
    }
}
