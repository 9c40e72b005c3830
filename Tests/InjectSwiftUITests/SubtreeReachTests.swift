import Inject
import InjectSwiftUI
import Testing

/// A subtree's replacement reaches the models made in that subtree, what they resolve and what they make
/// with `withInjected(from:)`, and nothing else: not a model made above or beside it, nor what a model
/// makes outside its frame. Where two levels replace one key, the innermost wins for the models of the
/// inner subtree only.
@Suite struct SubtreeReachTests {
    /// The table of a subtree whose modifiers replace `service` (and `other`, if given), outermost first.
    private static func subtree(_ service: Service, other: Service? = nil) -> InjectedOverrides {
        var overrides = InjectedOverrides()
        overrides[\.swiftUIReachService] = service
        if let other { overrides[\.swiftUIReachOther] = other }
        return overrides
    }

    /// The holders of the models a test made: their views stay while the test runs.
    @MainActor private final class Views {
        var holders: [ModelHolder<ReachModel>] = []

        /// The model of a view below `overrides`.
        func model(in overrides: InjectedOverrides) -> ReachModel {
            let holder = ModelHolder<ReachModel>()
            holders.append(holder)
            return holder.prepare(from: .closure { ReachModel() }, overrides: overrides).model
        }
    }

    @Test @MainActor func theReplacementReachesWhatTheModelsDependenciesResolve() {
        let views = Views()
        defer { withExtendedLifetime(views) {} }
        let replacement = Service("subtree")
        let model = views.model(in: Self.subtree(replacement))
        #expect(model.client.service === replacement)
        #expect(model.other.name == "default")
    }

    @Test @MainActor func theReplacementReachesAFirstReadFromATask() async {
        let views = Views()
        defer { withExtendedLifetime(views) {} }
        let replacement = Service("subtree")
        let model = views.model(in: Self.subtree(replacement))
        // The task starts outside any frame, as a view's `.task` does.
        let read = await Task { @MainActor in model.service }.value
        #expect(read === replacement)
    }

    @Test @MainActor func theReplacementReachesWhatTheModelMakesFromItselfOnly() {
        let views = Views()
        defer { withExtendedLifetime(views) {} }
        let replacement = Service("subtree")
        let model = views.model(in: Self.subtree(replacement))
        #expect(model.makeHelper(fromSelf: true).service === replacement)
        let client = model.client
        let helper = model.makeHelper(fromSelf: true)
        #expect(helper.client === client)
        // Made in an action, outside the model's frame: the subtree's replacement is not there.
        #expect(model.makeHelper(fromSelf: false).service.name == "default")
    }

    @Test @MainActor func theReplacementReachesNoModelAboveOrBesideTheSubtree() {
        let views = Views()
        defer { withExtendedLifetime(views) {} }
        let replacement = Service("subtree")
        let inside = views.model(in: Self.subtree(replacement))
        let above = views.model(in: InjectedOverrides())
        let beside = views.model(in: Self.subtree(Service("beside")))
        #expect(inside.service === replacement)
        #expect(above.service.name == "default")
        #expect(above.client.service.name == "default")
        #expect(beside.service.name == "beside")
        #expect(beside.client.service.name == "beside")
    }

    /// The same key replaced at two levels: the inner subtree's models get the inner value, the outer
    /// subtree's the outer one; a key only the outer level replaces reaches both.
    @Test @MainActor func theInnerOfTwoReplacementsOfOneKeyReachesTheInnerSubtreeOnly() {
        let views = Views()
        defer { withExtendedLifetime(views) {} }
        let (outer, inner, other) = (Service("outer"), Service("inner"), Service("other"))
        let outerTable = Self.subtree(outer, other: other)
        var innerTable = outerTable
        innerTable.merge(Self.subtree(inner))

        let outerModel = views.model(in: outerTable)
        let innerModel = views.model(in: innerTable)
        #expect(outerModel.service === outer)
        #expect(outerModel.client.service === outer)
        #expect(innerModel.service === inner)
        #expect(innerModel.client.service === inner)
        #expect(innerModel.other === other)
        #expect(outerModel.makeHelper(fromSelf: true).service === outer)
        #expect(innerModel.makeHelper(fromSelf: true).service === inner)
    }

    /// A subtree inside a frame that replaces the same key (a test's, a preview's `withInjected`): the
    /// subtree wins for its models, the frame's value for the rest.
    @Test @MainActor func aSubtreeWinsOverTheFrameAroundItForItsModelsOnly() {
        let views = Views()
        defer { withExtendedLifetime(views) {} }
        let (fromFrame, fromSubtree) = (Service("frame"), Service("subtree"))
        let (inside, outside) = withInjected(\.swiftUIReachService, fromFrame) {
            (views.model(in: Self.subtree(fromSubtree)), views.model(in: InjectedOverrides()))
        }
        #expect(inside.service === fromSubtree)
        #expect(inside.client.service === fromSubtree)
        #expect(outside.service === fromFrame)
        #expect(outside.client.service === fromFrame)
    }

    /// A `permanent { }` default makes one instance per process, but a frame keeps its own: each model
    /// made below a modifier gets one of its own, as the SwiftUI article says.
    @Test @MainActor func eachModelBelowAModifierGetsItsOwnPermanentDefault() {
        let views = Views()
        defer { withExtendedLifetime(views) {} }
        let table = Self.subtree(Service("subtree"))
        let first = views.model(in: table)
        let second = views.model(in: table)
        #expect(first.analytics !== second.analytics)
        #expect(first.makeHelper(fromSelf: true).analytics === first.analytics)
    }
}
