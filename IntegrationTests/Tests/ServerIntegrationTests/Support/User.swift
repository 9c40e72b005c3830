/// Who sent the request under way, which the server's middleware replaces per request.
struct User: Sendable, Equatable {
    let name: String

    /// A request that names no user.
    static let anonymous = User(name: "anonymous")
}
