import ConsumerFixtures
import Inject

extension ObservableConsumer: ConsumerUnderTest {
    static let prefix = "observable"

    static func make() -> ObservableConsumer { ObservableConsumer() }

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
