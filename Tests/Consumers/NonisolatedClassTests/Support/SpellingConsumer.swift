import ConsumerFixtures
import Inject

/// Every spelling of `@Injected` the contract promises, grouped by the scope and lifespan it means.
final class SpellingConsumer {
    // .local + .temporary
    @Injected(\.spellingLocalTemporary) var localTemporaryDefault
    @Injected(\.spellingLocalTemporary, .local, .temporary) var localTemporaryScopeFirst
    @Injected(\.spellingLocalTemporary, .temporary, .local) var localTemporaryLifespanFirst
    @Injected(\.spellingLocalTemporary, scope: .local, lifespan: .temporary) var localTemporaryLabelled

    // .local + .permanent
    @Injected(\.spellingLocalPermanent, .permanent) var localPermanentPartial
    @Injected(\.spellingLocalPermanent, lifespan: .permanent) var localPermanentLabelledPartial
    @Injected(\.spellingLocalPermanent, lifespan: .permanent, scope: .local) var localPermanentLabelled
    @Injected(\.spellingLocalPermanent, .local, .permanent) var localPermanentScopeFirst

    // .shared + .temporary
    @Injected(\.spellingSharedTemporary, .shared) var sharedTemporaryPartial
    @Injected(\.spellingSharedTemporary, scope: .shared) var sharedTemporaryLabelledPartial
    @Injected(\.spellingSharedTemporary, scope: .shared, lifespan: .temporary) var sharedTemporaryLabelled
    @Injected(\.spellingSharedTemporary, .temporary, .shared) var sharedTemporaryLifespanFirst

    // .shared + .permanent
    @Injected(\.spellingSharedPermanent, .shared, .permanent) var sharedPermanentScopeFirst
    @Injected(\.spellingSharedPermanent, .permanent, .shared) var sharedPermanentLifespanFirst
    @Injected(\.spellingSharedPermanent, scope: .shared, lifespan: .permanent) var sharedPermanentLabelled
    @Injected(\.spellingSharedPermanent, lifespan: .permanent, scope: .shared) var sharedPermanentLifespanLabelled
}
