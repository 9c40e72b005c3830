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
/// | `\.bookStore` | ``JSONFileBookStore`` | ``InMemoryBookStore/preview()`` | fails the test |
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
/// }
///
/// let model = ReadingList().injecting(InMemoryBookStore(), for: \.store)
/// ```
extension DefaultValues {
    /// Where books, the signed-in reader and reading progress are saved.
    ///
    /// The program saves to a ``JSONFileBookStore`` in `\.readingListDirectory`; previews show the
    /// sample books of ``InMemoryBookStore/preview()``. A test that has not replaced it fails, and
    /// works on an empty ``InMemoryBookStore``, so no test reads or writes the user's books.
    /// Consumers inject it `.shared, .permanent`: one store for the whole program.
    ///
    /// ```swift
    /// @Injected(\.bookStore, .shared, .permanent) var store
    /// ```
    public var bookStore: any BookStore {
        context.choose(
            live: JSONFileBookStore(),
            preview: InMemoryBookStore.preview(),
            test: unimplemented(InMemoryBookStore())
        )
    }

    /// The directory the JSON store writes to.
    ///
    /// ``JSONFileBookStore`` injects it, so it defaults to ``ReadingListDirectory/defaultURL(environment:)``:
    /// `$READING_LIST_DIR`, or the platform's data directory. A test that reaches it without a
    /// replacement fails, and gets a directory under the system's temporary directory that nothing
    /// created, instead of the user's own.
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
