import ConsumerFixtures
import Inject

extension PlainModel: ConsumerUnderTest {
    static let prefix = "defaultIsolation"

    static func make() -> PlainModel { PlainModel() }

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
