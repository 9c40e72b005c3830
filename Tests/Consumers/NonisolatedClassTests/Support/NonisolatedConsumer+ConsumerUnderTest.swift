import ConsumerFixtures
import Inject

extension NonisolatedConsumer: ConsumerUnderTest {
    static let prefix = "nonisolated"

    static func make() -> NonisolatedConsumer { NonisolatedConsumer() }

    static var crossModuleKeyPath: KeyPath<DefaultValues, Tracked> { \.crossModule }

    var points: ConsumerPoints {
        ConsumerPoints(
            temporaryLocal: $temporaryLocal,
            replaceable: $replaceable,
            overridable: $overridable,
            localStamp: $localStamp,
            sharedGreeter: $sharedGreeter
        )
    }
}
