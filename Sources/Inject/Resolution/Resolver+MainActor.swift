// The stops for code that reads or replaces injected values off the main actor (``isOnMainActor()``
// tells), each naming what was done and where.

extension Resolver {
    /// Stops the process, naming the dependency and the injection point, when a resolution runs off the
    /// main actor; with `verb` "replaced", a replacement of the point's instance (`override(_:)`, an
    /// assignment, `injecting(_:for:)`).
    static func checkMainActor(_ key: DependencyKey, at location: SourceLocation, verb: String = "read") {
        guard !isOnMainActor() else { return }
        checkMainActor(
            calling: keyPathName(key.keyPath),
            fileID: location.fileID,
            line: location.line,
            verb: verb,
            advice: "\(verb == "read" ? "read" : "replace") injected values on the main actor."
        )
    }

    /// Stops the process, naming Inject's `call` and where it is written, when it runs off the main
    /// actor: a main-actor function that a Swift 5 client called from a closure another thread ran,
    /// which that mode lets through with no warning, or a property of an injection point
    /// (`$x.isResolved`) read in such a closure. `verb` says what was done ("called", or "read" for a
    /// property, which names the site its value belongs to); `advice` ends the message. `call` and
    /// `advice` are formed only for the message.
    package static func checkMainActor(
        calling call: @autoclosure () -> String,
        fileID: StaticString,
        line: UInt,
        verb: String = "called",
        advice: @autoclosure () -> String
    ) {
        guard isOnMainActor() else {
            fatalError(
                "Inject: \(call()) at \(fileID):\(line) was \(verb) off the main actor; \(advice())",
                file: fileID,
                line: line
            )
        }
    }
}
