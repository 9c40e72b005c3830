// The resolver's part in the helpers a default calls while it is evaluated: `permanent { }` keeps its
// instance in the current frame, and `unimplemented` names the resolution under way in its message.

extension Resolver {
    /// The instance of `Value` that the `permanent { }` call at `site` made in the current frame for the
    /// dependency being resolved; without one, ``placeholdersGiven`` as the call starts to make it, which
    /// it hands back to ``keepPermanentDefault(_:at:madeSince:)``.
    @usableFromInline
    static func permanentDefault<Value>(
        at site: PermanentDefault.Site,
        as _: Value.Type
    ) -> (instance: Value?, placeholders: Int) {
        let resolution = currentResolution(forPermanentAt: site)
        let type = ObjectIdentifier(Value.self)
        guard let kept = resolution.frame.storage.permanentDefault(for: resolution.key, at: site, ofType: type) else {
            return (nil, placeholdersGiven)
        }
        // What was kept was judged in this frame when it was made, as a part found already made was: a
        // strict frame is told the default has a test value, since its closure, and the context it
        // read, do not run again.
        if resolution.frame.isStrict { resolution.frame.noteTestValue() }
        // The storage keeps a `SharedInstance<Value>` for the type `Value`, checked by its identity.
        return (unsafeDowncast(kept, to: SharedInstance<Value>.self).value, placeholdersGiven)
    }

    /// Keeps `value`, which the `permanent { }` call at `site` made, in the current frame, unless it was
    /// made with an `unimplemented` placeholder: ``placeholdersGiven`` is no longer `placeholders`, what
    /// ``permanentDefault(at:ofType:)`` read as the making began.
    @usableFromInline
    static func keepPermanentDefault<Value>(
        _ value: Value,
        at site: PermanentDefault.Site,
        madeSince placeholders: Int
    ) {
        let resolution = currentResolution(forPermanentAt: site)
        // Made with a placeholder: kept for no later resolution, which then records its own failure.
        guard placeholders == placeholdersGiven else { return }
        // A frame that has ended, or is inside one that has, keeps nothing for good (`InstanceStorage.isClosed`
        // says why).
        guard resolution.frame.mayKeepInstances() else { return }
        let made = PermanentDefault(
            site: site,
            type: ObjectIdentifier(Value.self),
            instance: SharedInstance(value, source: .defaultValue)
        )
        resolution.frame.storage.keepPermanentDefault(made, for: resolution.key)
    }

    /// The message for an `unimplemented` default used by the resolution under way.
    static func unimplementedMessage(declaredAt declaration: SourceLocation) -> String {
        guard let resolution = ResolutionsUnderWay.last else {
            return misplacedInDefaultMessage("unimplemented(_:)", at: "\(declaration)", offMainActor: false)
        }
        return
            "Inject: \(keyPathName(resolution.key.keyPath)) has no value for this context: asked for at \(resolution.location), it resolved to unimplemented(_:) at \(declaration)\(madeForDescription())."
    }

    /// What the innermost resolution under way is made for, for a message about it: `""` when it is the
    /// outermost, else ", while making \.b (asked for at File.swift:3) for \.a (asked for at …)", from
    /// the next one out to the outermost, the consumer's injection point.
    static func madeForDescription() -> String {
        let outer = ResolutionsUnderWay.all.dropLast().reversed()
        guard !outer.isEmpty else { return "" }
        let links = outer.map { "\(keyPathName($0.key.keyPath)) (asked for at \($0.location))" }
        return ", while making " + links.joined(separator: " for ")
    }

    /// The resolution under way, for the `permanent { }` call at `site`, which the message names when
    /// there is none: a call in a closure or a task that its default made, run after the default returned.
    private static func currentResolution(
        forPermanentAt site: PermanentDefault.Site
    ) -> (key: DependencyKey, frame: InjectionFrame) {
        guard let resolution = ResolutionsUnderWay.last else {
            fatalError(
                misplacedInDefaultMessage("permanent { }", at: "\(site.fileID):\(site.line)", offMainActor: false),
                file: site.fileID,
                line: site.line
            )
        }
        return (resolution.key, resolution.frame)
    }
}
