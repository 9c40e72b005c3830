import ConsumerFixtures
import Inject

extension MainActorConsumer: ConsumerUnderTest {
    static let prefix = "mainActor"

    static func make() -> MainActorConsumer { MainActorConsumer() }

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
