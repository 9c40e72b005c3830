import HTTPTypes
import Hummingbird
import Inject

/// Runs the rest of each request that names a user in its `X-User` header in a frame that replaces
/// `\.currentUser` with that user: what the request's routes resolve, and only theirs.
struct UserMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard let name = request.headers[.user] else { return try await next(request, context) }
        return try await withInjected(\.currentUser, User(name: name)) { try await next(request, context) }
    }
}

extension HTTPField.Name {
    /// The header that names the request's user.
    static let user = Self("X-User")!
}
