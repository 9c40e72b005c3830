/// Stands in for SwiftUI's `View`, which does not exist on Linux: a main-actor protocol with a `body`.
///
/// A struct that conforms in its declaration is inferred to be main-actor isolated, as views are.
@MainActor
protocol ViewLike {
    associatedtype Body
    var body: Body { get }
}
