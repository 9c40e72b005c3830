import Hummingbird
import Inject
import Logging

/// Builds the to-do server. Its services are resolved here, once, on the main actor, in the caller's frame
/// (a test's, with the test's replacements); the routes capture them. What a request needs per request,
/// its user, each route resolves on the main actor, in the frame the request runs in.
@MainActor
func makeTodoApplication() -> some ApplicationProtocol {
    let repository = resolve(\.todoRepository, .shared, .permanent)
    let greeter = resolve(\.greeter)
    let logger = resolve(\.logger)

    let router = Router()
    router.add(middleware: UserMiddleware())
    router.get("todos") { _, _ -> String in
        let user = await currentUser()
        return await repository.titles(for: user.name).joined(separator: ",")
    }
    router.post("todos/:title") { _, context -> HTTPResponse.Status in
        let title = try context.parameters.require("title")
        let user = await currentUser()
        await repository.add(title, for: user.name)
        logger.info("added \(title) for \(user.name)")
        return .created
    }
    router.get("hello") { _, _ -> String in
        greeter.greet(await currentUser())
    }
    router.get("visits") { _, _ -> String in
        // Resolved per request, `.shared, .permanent`: the instance of the frame the request runs in.
        let counter = await MainActor.run { resolve(\.visitCounter, .shared, .permanent) }
        return String(await counter.visit())
    }
    router.get("later") { _, _ -> String in
        // Work the request leaves to a detached task, which inherits no frame: made `from:` the frame
        // the request captured, it sees the request's user; alone, the default.
        let request = CapturedFrame()
        async let fromRequest = Task.detached { await withInjected(from: request) { await currentUser() } }.value
        async let alone = Task.detached { await currentUser() }.value
        return "from the request: \(await fromRequest.name); alone: \(await alone.name)"
    }
    return Application(
        router: router,
        configuration: .init(address: .hostname("127.0.0.1", port: 0)),
        logger: logger
    )
}

/// The user of the request under way: `\.currentUser`, resolved on the main actor in the request's frame.
func currentUser() async -> User {
    await MainActor.run { resolve(\.currentUser) }
}
