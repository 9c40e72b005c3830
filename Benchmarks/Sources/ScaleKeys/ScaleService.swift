/// The value of every generated scale key: a small class, like the other scenarios' `SmallService`.
public final class ScaleService: Sendable {
    public let id: Int
    public init(id: Int) { self.id = id }
}
