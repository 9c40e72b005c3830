import ConsumerFixtures
import Inject

/// Every spelling of `@Injected` the contract promises, grouped by the scope and lifespan it means.
final class SpellingConsumer {
    // .temporary + .local
    @Injected(\.spellingTemporaryLocal) var temporaryLocalDefault
    @Injected(\.spellingTemporaryLocal, .temporary, .local) var temporaryLocalScopeFirst
    @Injected(\.spellingTemporaryLocal, .local) var temporaryLocalLifespanOnly
    @Injected(\.spellingTemporaryLocal, scope: .temporary, lifespan: .local) var temporaryLocalLabelled

    // .temporary + .permanent
    @Injected(\.spellingTemporaryPermanent, .permanent) var temporaryPermanentPartial
    @Injected(\.spellingTemporaryPermanent, lifespan: .permanent) var temporaryPermanentLabelledPartial
    @Injected(\.spellingTemporaryPermanent, scope: .temporary, lifespan: .permanent) var temporaryPermanentLabelled
    @Injected(\.spellingTemporaryPermanent, .temporary, .permanent) var temporaryPermanentScopeFirst

    // .shared + .local
    @Injected(\.spellingSharedLocal, .shared) var sharedLocalPartial
    @Injected(\.spellingSharedLocal, scope: .shared) var sharedLocalLabelledPartial
    @Injected(\.spellingSharedLocal, scope: .shared, lifespan: .local) var sharedLocalLabelled
    @Injected(\.spellingSharedLocal, .shared, .local) var sharedLocalScopeFirst

    // .shared + .permanent
    @Injected(\.spellingSharedPermanent, .shared, .permanent) var sharedPermanentScopeFirst
    @Injected(\.spellingSharedPermanent, scope: .shared, lifespan: .permanent) var sharedPermanentLabelled
}
