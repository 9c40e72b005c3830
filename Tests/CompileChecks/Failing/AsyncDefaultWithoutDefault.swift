// expected-error: value of type 'DefaultValues' has no member 'remoteConfiguration'
// Rule: a dependency made asynchronously needs its default, as every dependency does.
import Inject

final class RemoteConfiguration: Sendable {}

@MainActor final class LaunchModel {
    @Injected(\.remoteConfiguration, .shared, .permanent) var configuration
}
