import Foundation
import ReadingListCore

/// Dates and books with fixed values, so expectations can spell them out.
enum SampleBooks {
    /// A whole second, so it survives the JSON store's ISO 8601 dates unchanged.
    static let addedDate = Date(timeIntervalSince1970: 1_700_000_000)
    static let readDate = Date(timeIntervalSince1970: 1_700_086_400)

    static let dune = Book(
        id: UUID(uuidString: "D0E00000-0000-4000-8000-000000000001")!,
        title: "Dune",
        author: "Frank Herbert",
        dateAdded: addedDate
    )
    static let neuromancer = Book(
        id: UUID(uuidString: "BEEF0000-0000-4000-8000-000000000002")!,
        title: "Neuromancer",
        author: "William Gibson",
        dateAdded: addedDate,
        dateRead: readDate
    )
    /// Its id starts like ``neuromancer``'s, to exercise ambiguous prefixes.
    static let leftHand = Book(
        id: UUID(uuidString: "BEEF1111-0000-4000-8000-000000000003")!,
        title: "The Left Hand of Darkness",
        dateAdded: addedDate
    )
}
