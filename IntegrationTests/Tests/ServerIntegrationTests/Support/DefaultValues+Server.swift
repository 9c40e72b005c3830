import Inject
import Logging

extension DefaultValues {
    /// The to-do store: one per process, or per test frame, when resolved `.shared, .permanent`.
    var todoRepository: any TodoRepository { InMemoryTodoRepository() }

    /// The user of the request under way; `UserMiddleware` replaces it for each request that names one.
    var currentUser: User { .anonymous }

    /// What the routes log to.
    var logger: Logger { Logger(label: "todos") }

    /// What `/visits` counts with, resolved `.shared, .permanent` by each request.
    var visitCounter: VisitCounter { VisitCounter() }

    /// What `/hello` greets with.
    var greeter: Greeter { Greeter(greeting: "Hello") }
}
