import Dependencies
import Inject
import Swinject

// MARK: - The dependency every scenario resolves

/// A small class: what a direct construction makes, and what every container resolves.
///
/// `Sendable` because swift-dependencies requires it of its values; a `let` keeps it cheap.
final class SmallService: Sendable {
    let id: Int
    init(id: Int = 1) { self.id = id }
}

// MARK: - Inject declarations

extension DefaultValues {
    var benchTemporaryLocal: SmallService { SmallService() }
    var benchTemporaryPermanent: SmallService { SmallService() }
    var benchSharedLocal: SmallService { SmallService() }
    var benchSharedPermanent: SmallService { SmallService() }
    /// Only for the override scenarios, so that an override there never touches another scenario.
    var benchOverridden: SmallService { SmallService() }
    var benchOverriddenShared: SmallService { SmallService() }
}

// MARK: - swift-dependencies declarations

enum SmallServiceKey: DependencyKey {
    static let liveValue = SmallService()
}

extension DependencyValues {
    var benchService: SmallService {
        get { self[SmallServiceKey.self] }
        set { self[SmallServiceKey.self] = newValue }
    }
}

// MARK: - Swinject containers

/// A container with `SmallService` registered in each Swinject scope that matches an Inject one.
@MainActor
enum SwinjectContainers {
    /// `.transient`: a new instance per resolution, like `.temporary` + `.local`.
    static let transient: Container = {
        let container = Container()
        container.register(SmallService.self) { _ in SmallService() }.inObjectScope(.transient)
        return container
    }()

    /// `.container`: one instance for the container's life, like `.shared` + `.permanent`.
    static let singleton: Container = {
        let container = Container()
        container.register(SmallService.self) { _ in SmallService() }.inObjectScope(.container)
        return container
    }()

    /// `.weak`: shared while something holds it, like `.shared` + `.local`.
    static let weak: Container = {
        let container = Container()
        container.register(SmallService.self) { _ in SmallService() }.inObjectScope(.weak)
        return container
    }()
}

// MARK: - Baseline objects

/// A consumer that holds its dependency in a stored `let`: the direct baseline for reads.
final class PlainConsumer {
    let service: SmallService
    init(service: SmallService) { self.service = service }
}

/// Hand-written code doing what an injection point does: it makes its instance on the first read and
/// keeps it. Swift's own `lazy var` pays for that first-read branch as an injection point does (see
/// Benchmarks/README.md, "The floor of a lazy property").
final class LazyConsumer {
    lazy var service = SmallService()
}

/// Constructor injection, Inject's eager form (the pattern `resolve(_:_:_:fileID:line:)` documents): the
/// initializer's default argument resolves, and the instance lives in a stored `let`, so a read is a
/// stored-`let` read. It resolves when the consumer is made, so `injecting(_:for:)` cannot replace it
/// before its default runs; the benchmarks measure it to show what resolving eagerly would give.
@MainActor
final class ResolvedConsumer {
    let service: SmallService
    init(service: SmallService = resolve(\.benchTemporaryLocal)) { self.service = service }
}

/// ``ResolvedConsumer`` of the `.shared` + `.permanent` instance.
@MainActor
final class SharedResolvedConsumer {
    let service: SmallService
    init(service: SmallService = resolve(\.benchSharedPermanent, .shared, .permanent)) { self.service = service }
}

/// `@Resolved`, the eager property wrapper: resolves when the consumer is made and keeps the instance
/// in the property, so a read is a stored-property read.
@MainActor
final class EagerResolvedConsumer {
    @Resolved(\.benchTemporaryLocal) var service
}

/// ``EagerResolvedConsumer`` of the `.shared` + `.permanent` instance.
@MainActor
final class SharedEagerResolvedConsumer {
    @Resolved(\.benchSharedPermanent, .shared, .permanent) var service
}

/// A slot that a direct construction fills, as an injection point fills itself on first read.
final class DirectSlot {
    var service: SmallService?
}
