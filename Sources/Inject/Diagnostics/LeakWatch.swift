/// The instances a test's frame made, held weakly, to name those still alive when the test has ended.
///
/// A test trait that reports leaks gives its frame one; the frames opened inside the test share it. The
/// resolver notes each class instance it makes in such a frame (a default's value or a replacement made
/// by a closure), with its key path, scope, lifespan and who asked for it. Once the test has ended and
/// its frame has let go of its instances, `.permanent` ones included, an instance still alive is held by
/// something the test left behind: a retain cycle, a static, a task still running.
@MainActor
package final class LeakWatch {
    /// One instance made in the test, held weakly.
    private struct Made {
        weak var object: AnyObject?
        let key: DependencyKey
        let scope: Scope
        let lifespan: Lifespan
        let location: SourceLocation
        let requester: DependencyKey?
    }

    /// The instances made, in the order they were made.
    private var made: [Made] = []

    /// An empty watch, for a test's frame as it opens, on whichever thread opens it.
    nonisolated package init() {}

    /// Notes `value`, just made for `key` at `location` in `frame` from `source`, if it is a class
    /// instance: a value type cannot outlive the test by a reference to it. An `Optional` is not looked
    /// into. A value a frame was given (`withInjected(\.x, value)`, a trait's `.injecting { }`) is not
    /// the test's making: the frame's replacements hold it as long as the frame lives.
    func note<Value>(
        _ value: Value,
        for key: DependencyKey,
        _ scope: Scope,
        _ lifespan: Lifespan,
        at location: SourceLocation,
        in frame: InjectionFrame,
        from source: ValueSource
    ) {
        guard type(of: value as Any) is AnyClass else { return }
        if source == .frameOverride, Resolver.replacement(for: key, in: frame)?.0.kind == .value { return }
        // The resolution of `key` has ended: the one under way, if any, is the default that asked.
        made.append(
            Made(
                object: value as AnyObject,
                key: key,
                scope: scope,
                lifespan: lifespan,
                location: location,
                requester: ResolutionsUnderWay.last?.key
            )
        )
    }

    /// A message for each noted instance that is still alive, in the order they were made; the watch
    /// forgets every instance it noted, so a second call finds none.
    package func takeSurvivors() -> [String] {
        defer { made.removeAll() }
        return made.filter { $0.object != nil }.map { made in
            let asker = made.requester.map { ", by \(keyPathName($0.keyPath))'s default" } ?? ""
            return "Inject: \(keyPathName(made.key.keyPath)) (\(made.scope), \(made.lifespan)), asked for at "
                + "\(made.location)\(asker), is still alive after the test ended and let go of its instances: "
                + "something the test left behind holds it (a retain cycle, such as a closure the instance "
                + "was handed that captures it, a static, a task still running)."
        }
    }
}
