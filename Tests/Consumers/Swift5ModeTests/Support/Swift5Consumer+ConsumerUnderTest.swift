import ConsumerFixtures
import Inject

extension Swift5Consumer: ConsumerUnderTest {
    static let prefix = "swift5"

    static func make() -> Swift5Consumer { Swift5Consumer() }

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
