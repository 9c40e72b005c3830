import Inject

// The scenario "resolve-in-default-lifespans": `resolve` with `.shared` or `.permanent` in a default that
// is on the shortcut (no frame exists in this process) finds and keeps its instance as the usual path
// does; only a `.temporary` + `.local` call evaluates the default in place.

final class LifespanPart: Sendable {}

final class LifespanWhole: Sendable {
    let part: LifespanPart
    init(part: LifespanPart) { self.part = part }
}

extension DefaultValues {
    var probeSharedPart: LifespanPart { LifespanPart() }
    var probeKeptLifespanPart: LifespanPart { LifespanPart() }
    var probeFreshPart: LifespanPart { LifespanPart() }
    var probeSharedLocalPart: LifespanPart { LifespanPart() }
    var probeSharingWhole: LifespanWhole { LifespanWhole(part: resolve(\.probeSharedPart, .shared, .permanent)) }
    var probeKeepingWhole: LifespanWhole { LifespanWhole(part: resolve(\.probeKeptLifespanPart, .permanent)) }
    var probeFreshWhole: LifespanWhole { LifespanWhole(part: resolve(\.probeFreshPart)) }
    var probeSharingLocalWhole: LifespanWhole { LifespanWhole(part: resolve(\.probeSharedLocalPart, .shared)) }
}

/// A `.shared` + `.local` point, whose instance `resolve(_:.shared)` finds while the point holds it.
final class SharedLocalPartConsumer {
    @Injected(\.probeSharedLocalPart, .shared) var part
}

@MainActor
func runResolveInDefaultLifespans() {
    let shared = resolve(\.probeSharingWhole).part
    print("shared permanent part shared \(resolve(\.probeSharingWhole).part === shared)")
    weak let kept = resolve(\.probeKeepingWhole).part
    print("temporary permanent part kept \(kept != nil)")
    let consumer = SharedLocalPartConsumer()
    let held = consumer.part
    print("shared local part found \(resolve(\.probeSharingLocalWhole).part === held)")
    withExtendedLifetime(consumer) {}
    print("temporary local part fresh \(resolve(\.probeFreshWhole).part !== resolve(\.probeFreshWhole).part)")
}
