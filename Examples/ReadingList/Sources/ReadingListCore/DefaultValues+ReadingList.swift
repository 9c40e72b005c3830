import Foundation
import Inject

/// The reading list's dependencies, declared where they are owned.
///
/// Each property is a dependency's default; its key path is how consumers ask for it. Nothing here is
/// registered or evaluated up front: Inject evaluates a default the first time an injection point
/// needs it. Each default picks a value per context, so the program, `--preview` and the tests each
/// get theirs:
///
/// | Key path | Program | Preview | Tests, unless replaced |
/// |---|---|---|---|
/// | `\.bookStore` | ``JSONFileBookStore``, opened asynchronously | ``InMemoryBookStore/preview()``, ready | fails the test |
/// | `\.readingListDirectory` | ``ReadingListDirectory/defaultURL(environment:)`` | the same | fails the test |
/// | `\.[readingProgressFor:]` | ``ReadingProgress`` on `\.bookStore` | the same | the same |
///
/// The time and new ids come from Inject's built-in `\.now` and `\.uuid`.
///
/// ```swift
/// @MainActor
/// final class ReadingList: Injectable {
///     @Injected(\.bookStore, .shared, .permanent) public var store
///     @Injected(\.now) public var now
///
///     func books() async throws -> [Book] { try await store.value.load() }
/// }
///
/// let model = ReadingList().injecting(AsyncDefault(ready: InMemoryBookStore()), for: \.store)
/// ```
extension DefaultValues {
    /// Where books, the signed-in reader and reading progress are saved, opened asynchronously.
    ///
    /// Opening the program's store reads its list from disk, so the default is an `AsyncDefault`: the
    /// making runs off the main actor, the first time a model awaits `store.value`, and opens a
    /// ``JSONFileBookStore`` in `\.readingListDirectory`. Previews get the sample books of
    /// ``InMemoryBookStore/preview()``, ready at once. A test that has not replaced it fails, and works
    /// on an empty ``InMemoryBookStore``, so no test reads or writes the user's books. Consumers inject
    /// it `.shared, .permanent`: one store, opened once, for the whole program.
    ///
    /// ```swift
    /// @Injected(\.bookStore, .shared, .permanent) var store
    /// let books = try await store.value.load()
    /// ```
    public var bookStore: AsyncDefault<any BookStore> {
        context.choose(
            live: AsyncDefault { try await JSONFileBookStore.open(in: resolve(\.readingListDirectory)) },
            preview: AsyncDefault(ready: InMemoryBookStore.preview()),
            test: unimplemented(AsyncDefault(ready: InMemoryBookStore()))
        )
    }

    /// The directory the JSON store writes to.
    ///
    /// `\.bookStore` opens its ``JSONFileBookStore`` there, and ``JSONFileBookStore/init()`` injects it.
    /// It defaults to ``ReadingListDirectory/defaultURL(environment:)``: `$READING_LIST_DIR`, or the
    /// platform's data directory. A test that reaches it without a replacement fails, and gets a
    /// directory under the system's temporary directory that nothing created, instead of the user's own.
    ///
    /// ```swift
    /// @Injected(\.readingListDirectory) var directory: URL
    /// ```
    public var readingListDirectory: URL {
        context.choose(
            live: ReadingListDirectory.defaultURL(),
            preview: ReadingListDirectory.defaultURL(),
            test: unimplemented(
                FileManager.default.temporaryDirectory.appendingPathComponent("ReadingList-\(UUID().uuidString)")
            )
        )
    }

    /// One reader's progress: the page they are on in each book, saved through `\.bookStore`.
    ///
    /// Each reader is a dependency of its own: with `.shared`, every injection point that names the
    /// same reader gets one ``ReadingProgress``. ``BookDetailModel`` binds it to the reader's session,
    /// `@Injected(\.[readingProgressFor: reader], .shared, until: .session)`, so `logout` releases it.
    /// `nil` names nobody: nobody signed in has no progress. The value is the same in every context;
    /// the store under it is what changes.
    ///
    /// ```swift
    /// @Injected(\.[readingProgressFor: "Ada"], .shared, until: .session) var progress
    /// ```
    ///
    /// - Parameter reader: The reader's name, or `nil` for nobody.
    public subscript(readingProgressFor reader: String?) -> ReadingProgress? {
        let progress = reader.map { ReadingProgress(reader: $0) }
        return context.choose(live: progress, preview: progress, test: progress)
    }
}
