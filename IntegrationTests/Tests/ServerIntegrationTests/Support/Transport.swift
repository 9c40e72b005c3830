import HummingbirdTesting
import Testing

/// How a test's requests reach the server: straight to its router, or through a live server on a socket
/// (HTTP/1, AsyncHTTPClient), whose connections run in tasks the server starts.
enum Transport: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case router
    case live

    var setup: TestingSetup {
        switch self {
        case .router: .router
        case .live: .ahc(.http)
        }
    }

    var testDescription: String { rawValue }
}
