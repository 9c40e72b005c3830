// The app that the doc comments' examples of Inject and InjectTesting take for granted: the protocols,
// mocks, dependencies and models they name without declaring, as an app would declare them.
// Scripts/check-doc-examples.sh builds it as a module, DocCommentApp, that every example imports; an
// example's own declaration shadows the one here of the same name. Not a target of the package.
import Foundation
import Inject

// MARK: - Dependencies

protocol ImageDownloading: Sendable {
    func image(at url: URL) async throws -> Data
}

struct URLSessionDownloader: ImageDownloading {
    func image(at url: URL) async throws -> Data { try Data(contentsOf: url) }
}

// A class: the example of InjectedOverrides' equality gives two sets of overrides one instance.
final class MockDownloader: ImageDownloading {
    func image(at url: URL) async throws -> Data { Data() }
}

struct OfflineDownloader: ImageDownloading {
    struct Offline: Error {}
    func image(at url: URL) async throws -> Data { throw Offline() }
}

struct FeedLoader {
    let downloader: any ImageDownloading
}

protocol Analytics: Sendable {}
struct LiveAnalytics: Analytics {}
struct NoAnalytics: Analytics {}
struct RecordingAnalytics: Analytics {}

protocol PaymentProcessing: Sendable {}
struct StripePayments: PaymentProcessing {}
struct FakePayments: PaymentProcessing {}

protocol FilmRepository: Sendable {}
struct RemoteFilmRepository: FilmRepository {}
struct InMemoryFilmRepository: FilmRepository {}

struct Film: Sendable {
    var title: String
}

let film = Film(title: "Sample")

@MainActor final class FilmDetailModel {
    let film: Film
    @Injected(\.filmRepository) var repository
    init(film: Film) { self.film = film }
}

protocol API: Sendable {}
struct LiveAPI: API {}
struct MockAPI: API {}
final class ImageCache {}
final class Network {}
final class Session {}
final class Cart {}
final class UploadJob {}

// Dependencies made asynchronously (AsyncDefault's examples).
final class Database: Sendable {
    static func open(at url: URL) async throws -> Database { Database() }
    static func inMemory() -> Database { Database() }
    func notes() async throws -> [String] { [] }
}
final class NotesStore: Sendable {
    init(database: Database) {}
}
final class RemoteConfiguration: Sendable {
    static func fetch() async throws -> RemoteConfiguration { RemoteConfiguration() }
}
final class APIClient: Sendable {}

extension DefaultValues {
    var imageDownloader: any ImageDownloading { URLSessionDownloader() }
    var retryCount: Int { 3 }
    var feedLoader: FeedLoader { FeedLoader(downloader: resolve(\.imageDownloader)) }
    var analytics: any Analytics { LiveAnalytics() }
    var payments: any PaymentProcessing { StripePayments() }
    var filmRepository: any FilmRepository { RemoteFilmRepository() }
    var api: any API { LiveAPI() }
    var cache: ImageCache { ImageCache() }
    var network: Network { Network() }
    var session: Session { Session() }
    var cart: Cart { Cart() }
    var uploadJob: UploadJob { UploadJob() }
    var databaseURL: URL { URL(fileURLWithPath: "notes.sqlite") }
    var database: AsyncDefault<Database> { AsyncDefault { try await Database.open(at: resolve(\.databaseURL)) } }
    var remoteConfiguration: AsyncDefault<RemoteConfiguration> {
        AsyncDefault { try await RemoteConfiguration.fetch() }
    }
    var apiClient: AsyncDefault<APIClient> { AsyncDefault { APIClient() } }
}

@MainActor final class NotesModel: Injectable {
    @Injected(\.database, .shared, .permanent) var database
    var notes: [String] = []

    func load() async throws { notes = try await database.value.notes() }
}

extension Lease {
    static let session = Lease()
}

// MARK: - Models

struct Item: Sendable {
    let title: String
}

@MainActor final class FeedModel: Injectable {
    @Injected(\.imageDownloader) var downloader
    @Injected(\.feedLoader) var loader
    var items: [Item] = []

    func refresh() async {}
}

@MainActor final class DetailModel {
    @Injected(\.api) var api
    let item: Item

    init(item: Item) { self.item = item }

    func load() async {}
}

@MainActor final class Reminders {
    @Injected(\.now) var now

    func isOverdue(_ due: Date) -> Bool { due < now() }
}

@MainActor final class Dice {
    @Injected(\.randomNumberGenerator) var random

    func roll() -> Int { random { Int.random(in: 1...6, using: &$0) } }
}

@MainActor final class Drafts {
    @Injected(\.uuid) var uuid
    var ids: [UUID] = []

    func add() { ids.append(uuid()) }
}

// MARK: - Values the examples use

@MainActor let model = FeedModel()
let item = Item(title: "Sunrise")
let random = RandomNumberSource(SystemRandomNumberGenerator())
@MainActor let recording = DefaultValues.recordDependencyGraph()
let graph = DependencyGraph()
@MainActor var overrides = InjectedOverrides()
let suiteOverrides = InjectedOverrides()

func runScenario() throws {}

struct Logger {
    func debug(_ message: String) {}
}
let logger = Logger()
