#if canImport(SwiftUI)
    import Inject
    import SwiftUI

    /// A preview setup that replaces dependencies for a whole preview, in one frame, with values that
    /// several previews share.
    ///
    /// Conform a type to it and make the replacements in `makeSharedContext()`: the preview system
    /// makes them once and hands the same table to every preview that applies the modifier, so an
    /// expensive mock (a database filled with samples, a decoded fixture) is made once for all of them.
    /// Each preview then gets these replacements as an ``SwiftUI/View/injecting(_:_:)-(_,Value)``
    /// modifier around its whole view gives them, in one frame of its own: every `@InjectedObject` and
    /// `@InjectedObservable` model of the preview shares that frame's `.shared` instances (the cart screen
    /// and the toolbar's badge see one cart), and the frame goes with the preview. The instances of the
    /// table itself are the ones shared by every preview; the instances resolved in a preview's frame are
    /// that preview's.
    ///
    /// ```swift
    /// struct SampleLibrary: InjectionPreviewModifier {
    ///     static func makeSharedContext() async throws -> InjectedOverrides {
    ///         var overrides = InjectedOverrides()
    ///         overrides[\.imageDownloader] = CachingDownloader()   // made once, for every preview below
    ///         return overrides
    ///     }
    /// }
    ///
    /// extension PreviewTrait where T == Preview.ViewTraits {
    ///     @MainActor static var sampleLibrary: Self { .modifier(SampleLibrary()) }
    /// }
    ///
    /// #Preview("Feed", traits: .sampleLibrary) {
    ///     FeedScreen()
    /// }
    /// ```
    ///
    /// `PreviewModifier` and the `.modifier` preview trait are in the SDKs of iOS 18, macOS 15, tvOS 18,
    /// watchOS 11 and visionOS 2, which every Xcode that builds this package (Swift 6.2 or later) has;
    /// earlier releases run previews without it, where `injecting(_:_:)` around the preview's view
    /// does the same for one preview.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public protocol InjectionPreviewModifier: PreviewModifier where Context == InjectedOverrides {}

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    extension InjectionPreviewModifier {
        /// Applies the shared replacements to the preview, in one frame for the whole preview.
        ///
        /// The frame belongs to the preview's view tree, as the frame of an `injecting(_:_:)` modifier
        /// does: its `.shared` instances are shared by every model of the preview, and go with it.
        ///
        /// ```swift
        /// #Preview("Offline feed", traits: .sampleServices) {
        ///     FeedScreen()
        ///         .injecting(\.apiBaseURL, URL(string: "https://offline.invalid")!)   // nests a frame
        /// }
        /// ```
        ///
        /// - Parameters:
        ///   - content: The preview.
        ///   - context: The replacements `makeSharedContext()` made.
        /// - Returns: The preview, below the replacements and their frame.
        public func body(content: Content, context: InjectedOverrides) -> some View {
            content.modifier(SubtreeFrameModifier(declaring: context))
        }
    }
#endif
