import Inject
import ReadingListCore

extension ReadingList {
    /// A model on `store` whose clock and ids are fixed, so whole transcripts can be compared.
    ///
    /// Everything is injected at this model's own injection points: nothing global changes, so tests
    /// that each build their own model run in parallel safely.
    static func testing(
        store: any BookStore = InMemoryBookStore(),
        clock: TestClock = TestClock(),
        ids: IDSequence = IDSequence()
    ) -> ReadingList {
        let model = ReadingList().injecting(store, for: \.store)
        // Assigning an injected property replaces that model's instance, like `injecting(_:for:)`.
        model.now = { clock.now }
        model.newBookID = { ids.next() }
        return model
    }
}
