import ConsumerFixtures
import Inject

extension AvatarView: ConsumerUnderTest {
    static let prefix = "view"

    static func make() -> AvatarView { AvatarView(name: "Ada") }

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
