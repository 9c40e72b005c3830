import Foundation
import Inject

extension InMemoryBookStore {
    /// The store previews show: three books, one of them read, and Ada signed in on page 96 of *Dune*.
    ///
    /// `\.bookStore` is it, ready, in the preview context (`--preview` on the command line), so a
    /// preview shows the same list on every run and saves nothing to disk. Its dates are around
    /// Inject's preview date for `\.now`, 1 January 2024, so "added 3 days ago" reads the same on
    /// every run too.
    ///
    /// ```swift
    /// let model = withInjected(context: .preview) { ReadingList() }
    /// try await model.books().count   // 3
    /// ```
    ///
    /// - Returns: A new store, which the caller owns.
    public nonisolated static func preview() -> InMemoryBookStore {
        let day: TimeInterval = 86_400
        let previewDate = Date(timeIntervalSince1970: 1_704_102_060)  // Inject's `\.now` in previews
        let leftHand = Book(
            id: UUID(uuidString: "1EF70000-0000-4000-8000-000000000001")!,
            title: "The Left Hand of Darkness",
            author: "Ursula K. Le Guin",
            dateAdded: previewDate - 30 * day,
            dateRead: previewDate - 9 * day
        )
        let dune = Book(
            id: UUID(uuidString: "D0E00000-0000-4000-8000-000000000002")!,
            title: "Dune",
            author: "Frank Herbert",
            dateAdded: previewDate - 3 * day
        )
        let neuromancer = Book(
            id: UUID(uuidString: "9E000000-0000-4000-8000-000000000003")!,
            title: "Neuromancer",
            author: "William Gibson",
            dateAdded: previewDate - day
        )
        return InMemoryBookStore(
            books: [leftHand, dune, neuromancer],
            signedInReader: previewReader,
            progress: [previewReader: [dune.id: 96]]
        )
    }

    /// The reader signed in to ``preview()``: Ada.
    public nonisolated static let previewReader = "Ada"
}
