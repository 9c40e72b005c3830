import Inject
import Logging

// Tests are strict: each default says what it is in tests. The in-memory ones are right everywhere as
// they are; the logger writes nothing in tests, where a test that reads the logs replaces it.
extension DefaultValues {
    /// The to-do store: one per process, or per test frame, when resolved `.shared, .permanent`.
    var todoRepository: any TodoRepository { sameInEveryContext(InMemoryTodoRepository()) }

    /// The user of the request under way; `UserMiddleware` replaces it for each request that names one.
    var currentUser: User { sameInEveryContext(.anonymous) }

    /// What the routes log to: nothing in tests.
    var logger: Logger {
        context.choose(
            live: Logger(label: "todos"),
            preview: Logger(label: "todos"),
            test: Logger(label: "todos") { _ in SwiftLogNoOpLogHandler() }
        )
    }

    /// What `/visits` counts with, resolved `.shared, .permanent` by each request.
    var visitCounter: VisitCounter { sameInEveryContext(VisitCounter()) }

    /// What `/hello` greets with.
    var greeter: Greeter { sameInEveryContext(Greeter(greeting: "Hello")) }
}
