// How a resolution knows it runs on the main actor, cheaply: a thread comparison in the common cases.

extension Resolver {
    /// The process's main thread, once a resolution has run there: any code on it runs on the main
    /// actor, so a resolution there needs no further check. `0` until then.
    @exclusivity(unchecked)
    private static var mainThread: UInt = 0

    /// Whether a resolution has asked whether it runs on the main thread: asked once, because a process
    /// that called `dispatchMain()` never runs the main actor there.
    @exclusivity(unchecked)
    private static var askedForMainThread = false

    /// Stops the process, naming the dependency and the injection point, when a resolution (or, with
    /// `doing: .replaced`, a replacement of the point's instance) runs off the main actor.
    ///
    /// Two cases pass with a thread comparison: the process's main thread, which runs only main-actor
    /// work while it exists; and a nested resolution (a default resolving what it needs), which runs
    /// synchronously on the thread of the outermost one (``ResolvingThread``). Anything else asks
    /// Dispatch whether this is the main queue (about 150 instructions): a process that called
    /// `dispatchMain()`, as test runners and async entry points on Linux do, runs the main queue on
    /// worker threads. `Thread.isMainThread` is asked once: it is a system call on Linux.
    static func checkMainActor<Value>(
        _ dependency: Dependency<Value>.Answer,
        at location: SourceLocation,
        doing access: MainActorAccess = .read
    ) {
        guard isOnMainActor() else {
            fatalError(
                "Inject: \(keyPathName(Dependency.keyPath(of: dependency))) at \(location) was \(access.rawValue) off the main actor; \(access.verb) injected values on the main actor.",
                file: location.fileID,
                line: location.line
            )
        }
    }

    /// Stops the process, naming the property of an injection point that was read and the point, when
    /// the read runs off the main actor: `$x.isResolved`, `$x.source` or `$x.debugDescription` in a
    /// closure that a Swift 5 client gave an older API, which calls it on another thread.
    static func checkMainActor<Value>(
        _ dependency: Dependency<Value>.Answer,
        at location: SourceLocation,
        reading property: String
    ) {
        checkMainActor(
            calling: "\(property) of \(keyPathName(Dependency.keyPath(of: dependency)))",
            fileID: location.fileID,
            line: location.line,
            verb: "read",
            advice: "read injection points on the main actor."
        )
    }

    /// Stops the process, naming Inject's `call` and where it is written, when it runs off the main
    /// actor: a main-actor function that a Swift 5 client called from a closure another thread ran,
    /// which that mode lets through with no warning. `verb` says what was done ("called", or "read" for
    /// a property, which names the site its value belongs to); `advice` ends the message. `call` is
    /// formed only for the message.
    package static func checkMainActor(
        calling call: @autoclosure () -> String,
        fileID: StaticString,
        line: UInt,
        verb: String = "called",
        advice: String
    ) {
        guard isOnMainActor() else {
            fatalError(
                "Inject: \(call()) at \(fileID):\(line) was \(verb) off the main actor; \(advice)",
                file: fileID,
                line: line
            )
        }
    }

    /// Whether the caller runs on the main actor: the test of every `checkMainActor` function.
    static func isOnMainActor() -> Bool {
        let thread = currentThreadID()
        if thread != 0, thread == mainThread { return true }
        guard isOnMainQueue() else { return false }
        if !askedForMainThread {
            askedForMainThread = true
            if isMainThread() { mainThread = thread }
        }
        return true
    }
}
