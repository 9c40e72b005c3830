// expected-error: main actor-isolated property 'retries' can not be referenced on a different actor instance
// Rule: an actor's injected properties are main-actor isolated; its own synchronous methods cannot
// read them without await.
import Inject

extension DefaultValues {
    var retryCount: Int { 3 }
}

actor Uploader {
    @Injected(\.retryCount) var retries

    func attempts() -> Int {
        retries + 1
    }
}
