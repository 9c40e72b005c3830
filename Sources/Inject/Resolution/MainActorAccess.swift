/// What an injection point was asked to do, for the message of ``Resolver/checkMainActor(_:at:doing:)``.
enum MainActorAccess: String {
    /// Its instance was read, which resolves it the first time.
    case read
    /// Its instance was replaced: `override(_:)`, an assignment, `injecting(_:for:)`.
    case replaced

    /// The verb of the advice: "read injected values", "replace injected values".
    var verb: String {
        switch self {
        case .read: "read"
        case .replaced: "replace"
        }
    }
}
