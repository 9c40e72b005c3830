// The stops for code that reads or replaces injected values off the main actor (``isOnMainActor()``
// tells), each naming what was read.

extension Resolver {
    /// Stops the process, naming the dependency and the injection point, when a resolution (or, with
    /// `doing: .replaced`, a replacement of the point's instance) runs off the main actor.
    static func checkMainActor(
        _ key: DependencyKey,
        at location: SourceLocation,
        doing access: MainActorAccess = .read
    ) {
        guard isOnMainActor() else {
            fatalError(
                "Inject: \(keyPathName(key.keyPath)) at \(location) was \(access.rawValue) off the main actor; \(access.verb) injected values on the main actor.",
                file: location.fileID,
                line: location.line
            )
        }
    }

    /// Stops the process, naming the property of an injection point that was read and the point, when
    /// the read runs off the main actor: `$x.isResolved`, `$x.source` or `$x.debugDescription` in a
    /// closure that a Swift 5 client gave an older API, which calls it on another thread.
    static func checkMainActor(
        _ key: DependencyKey,
        at location: SourceLocation,
        reading property: String
    ) {
        checkMainActor(
            calling: "\(property) of \(keyPathName(key.keyPath))",
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
}
