/// What a helper that a default calls (`permanent { }`, `unimplemented(_:)`, `DefaultValues.resolve`)
/// stops with where no default runs: off the main actor, or on it after its default returned, in a
/// closure or a task the default made. The call is in a default already, so the advice is when to call
/// it, not where.
///
/// - Parameters:
///   - call: The helper, as the message names it: `permanent { }`.
///   - site: Where the call is written, `File.swift:12`.
///   - offMainActor: Whether it ran off the main actor, rather than outside every resolution.
/// - Returns: The whole message.
@usableFromInline
func misplacedInDefaultMessage(_ call: String, at site: String, offMainActor: Bool) -> String {
    let problem = offMainActor ? "off the main actor" : "outside the resolution of a dependency"
    let when = offMainActor ? "while its default runs, which Inject does on the main actor," : "while its default runs,"
    return
        "Inject: \(call) at \(site) was used \(problem); call it \(when) not later in a closure or a task the default made."
}
