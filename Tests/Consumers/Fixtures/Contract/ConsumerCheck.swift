/// One rule of the contract that every consumer kind keeps, whatever its isolation or language mode.
///
/// Each consumer-kind test target runs every check on its own ``ConsumerUnderTest`` type, as one
/// parameterized test; a failure names the check and the kind:
///
/// ```swift
/// @Test(arguments: ConsumerCheck.allCases)
/// @MainActor func mainActorClassConsumersKeepTheContract(_ check: ConsumerCheck) {
///     check.run(on: MainActorConsumer.self)
/// }
/// ```
///
/// Every check reads only the key paths of its own kind and its own property, so the checks run in
/// parallel without sharing an instance or an instance count.
public enum ConsumerCheck: String, CaseIterable, Sendable {
    // Scope and lifespan: ConsumerCheck+ScopeAndLifespan.swift
    case temporaryLocalGivesEachPointItsOwnInstanceForTheConsumersLife
    case temporaryPermanentGivesEachPointItsOwnInstanceThatOutlivesTheConsumer
    case sharedLocalIsSharedWhileAConsumerHoldsItAndReleasedAfterTheLast
    case sharedPermanentIsOneInstanceForTheProcess
    case sharedLocalAndSharedPermanentAreStoredSeparately
    // Replacement: ConsumerCheck+Replacement.swift
    case injectingReplacesOnlyThatPointWithoutEvaluatingTheDefault
    case injectingReplacesAnInstanceAlreadyResolved
    case assigningTheWrappedPropertyReplacesTheInstance
    case overrideFromOutsideAndInsideReplacesOnlyThatPoint
    case overrideBeforeTheFirstReadSkipsTheDefault
    // Kinds of dependency: ConsumerCheck+DependencyKind.swift
    case valueTypesAreKeptPerPointOrShared
    case existentialsAreKeptPerPointOrShared
    case aKeyPathFormedInAnotherModuleNamesTheSameDependency

    /// Runs this check on consumers of type `Consumer`, recording failures in the current test.
    ///
    /// - Parameter consumer: The consumer kind to check.
    @MainActor
    public func run<Consumer: ConsumerUnderTest>(on consumer: Consumer.Type) {
        switch self {
        case .temporaryLocalGivesEachPointItsOwnInstanceForTheConsumersLife: Self.checkTemporaryLocal(consumer)
        case .temporaryPermanentGivesEachPointItsOwnInstanceThatOutlivesTheConsumer:
            Self.checkTemporaryPermanent(consumer)
        case .sharedLocalIsSharedWhileAConsumerHoldsItAndReleasedAfterTheLast:
            Self.checkSharedLocal(consumer)
        case .sharedPermanentIsOneInstanceForTheProcess: Self.checkSharedPermanent(consumer)
        case .sharedLocalAndSharedPermanentAreStoredSeparately: Self.checkSharedStorage(consumer)
        case .injectingReplacesOnlyThatPointWithoutEvaluatingTheDefault: Self.checkInjecting(consumer)
        case .injectingReplacesAnInstanceAlreadyResolved: Self.checkInjectingAfterResolution(consumer)
        case .assigningTheWrappedPropertyReplacesTheInstance: Self.checkAssignment(consumer)
        case .overrideFromOutsideAndInsideReplacesOnlyThatPoint: Self.checkOverride(consumer)
        case .overrideBeforeTheFirstReadSkipsTheDefault: Self.checkOverrideBeforeFirstRead(consumer)
        case .valueTypesAreKeptPerPointOrShared: Self.checkValueTypes(consumer)
        case .existentialsAreKeptPerPointOrShared: Self.checkExistentials(consumer)
        case .aKeyPathFormedInAnotherModuleNamesTheSameDependency: Self.checkCrossModuleKeyPath(consumer)
        }
    }
}
