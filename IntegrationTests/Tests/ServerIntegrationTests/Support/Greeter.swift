/// Greets a user.
final class Greeter: Sendable {
    let greeting: String

    init(greeting: String) { self.greeting = greeting }

    func greet(_ user: User) -> String { "\(greeting), \(user.name)" }
}
