// Typical SwiftUI code that uses Inject, type-checked (never run) against the SwiftUI/Combine
// stand-in in Tests/SwiftUIStub by Scripts/typecheck-swiftui.sh, in Swift 6 mode with warnings as
// errors, twice: as written, and with the defaults of a new Xcode 26 app target (main-actor default
// isolation, NonisolatedNonsendingByDefault, InferIsolatedConformances). It shows every InjectSwiftUI
// adapter the way an app writes it: a view with each wrapper, subtree overrides on a view and on a
// scene, `injectionFrame()` on both, `#Preview`s, one with a shared setup (`InjectionPreviewModifier`,
// iOS 18 / macOS 15), bindings, a model built from a closure with a runtime parameter, an `@Entry`
// environment value, and a plain `@Injected` property in a view.
//
// Written for an app whose deployment target is iOS 17 / macOS 14 or later, as `@InjectedObservable`
// requires; availability is not checked on Linux. `#Preview` and `@Entry` are expanded by the
// stand-in macro plug-ins in Tests/SwiftUIStub/Macros.

import Inject
import InjectSwiftUI
import SwiftUI

// MARK: - Dependencies

protocol ImageDownloading: Sendable {
    func image(named name: String) async throws -> String
}

struct URLSessionDownloader: ImageDownloading {
    func image(named name: String) async throws -> String { "downloaded \(name)" }
}

struct SampleImageDownloader: ImageDownloading {
    func image(named name: String) async throws -> String { "sample \(name)" }
}

struct FailingDownloader: ImageDownloading {
    struct Offline: Error {}
    func image(named name: String) async throws -> String { throw Offline() }
}

struct Film: Identifiable, Sendable {
    let id: Int
    let title: String
}

extension DefaultValues {
    /// Previews get sample images without any code in the preview: the context is `.preview` there.
    var imageDownloader: any ImageDownloading {
        context.choose(live: URLSessionDownloader(), preview: SampleImageDownloader(), test: FailingDownloader())
    }

    /// A main-actor model needs a main-actor default.
    @MainActor var feedModel: FeedModel { FeedModel() }

    @MainActor var profileModel: ProfileModel { ProfileModel() }
}

// MARK: - Models

/// A Combine-style view model whose dependency is injected.
@MainActor
final class FeedModel: ObservableObject, Injectable {
    @Injected(\.imageDownloader) var downloader
    @Published var title = "Feed"
    @Published var images: [String] = []

    func load() async {
        images = (try? await [downloader.image(named: "cover")]) ?? []
    }
}

/// An Observation-style view model whose dependency is injected.
@MainActor @Observable
final class ProfileModel {
    @ObservationIgnored @Injected(\.imageDownloader) var downloader
    var title = "Profile"
}

/// A model that needs a value known only at run time.
@MainActor @Observable
final class FilmDetailModel {
    @ObservationIgnored @Injected(\.imageDownloader) var downloader
    let film: Film
    var title: String

    init(film: Film) {
        self.film = film
        title = film.title
    }
}

/// The same, for `ObservableObject`.
@MainActor
final class FilmNotesModel: ObservableObject {
    @Injected(\.imageDownloader) var downloader
    let film: Film
    @Published var title: String

    init(film: Film) {
        self.film = film
        title = film.title
    }
}

// MARK: - Views

/// `@InjectedObject`: one model per view identity, bindings through `$model`.
struct FeedScreen: View {
    @InjectedObject(\.feedModel) private var model

    var body: some View {
        VStack {
            TextField("Title", text: $model.title)
            ForEach(model.images, id: \.self) { Text($0) }
        }
        .task { await model.load() }
    }
}

/// `@InjectedObservable`: the same for an `@Observable` model.
struct ProfileScreen: View {
    @InjectedObservable(\.profileModel) private var model

    var body: some View {
        TextField("Title", text: $model.title)
    }
}

/// Both wrappers built from a closure with a runtime parameter.
struct FilmDetailScreen: View {
    @InjectedObservable private var model: FilmDetailModel
    @InjectedObject private var notes: FilmNotesModel

    init(film: Film) {
        _model = InjectedObservable { FilmDetailModel(film: film) }
        _notes = InjectedObject { FilmNotesModel(film: film) }
    }

    var body: some View {
        VStack {
            TextField("Title", text: $model.title)
            TextField("Notes", text: $notes.title)
        }
    }
}

/// An environment value of the app's own, declared with `@Entry`, next to Inject's replacements.
extension EnvironmentValues {
    @Entry var feedTitle: String = "Feed"
}

/// Reads the `@Entry` value and passes the model's binding to a child.
struct FeedHeader: View {
    @Environment(\.feedTitle) private var title
    @InjectedObject(\.feedModel) private var model

    var body: some View {
        VStack {
            Text(title)
            TitleField(title: $model.title)
        }
    }
}

/// `$model` is SwiftUI's own `ObservedObject.Wrapper`, the one `@StateObject` hands out, and
/// `@InjectedObservable`'s is SwiftUI's `Bindable`: bindings come from Apple's types, not from closures.
struct ProjectedValueTypes: View {
    @InjectedObject(\.feedModel) private var feed
    @InjectedObservable(\.profileModel) private var profile

    var body: some View {
        let feedBindings: ObservedObject<FeedModel>.Wrapper = $feed
        let profileBindings: Bindable<ProfileModel> = $profile
        return VStack {
            TextField("Title", text: feedBindings.title)
            TextField("Title", text: profileBindings.title)
        }
    }
}

/// A child that edits a binding from `$model`.
struct TitleField: View {
    @Binding var title: String

    var body: some View {
        TextField("Title", text: $title)
    }
}

/// A plain `@Injected` in a view struct: a new injection point each time SwiftUI re-creates the
/// struct, so with `.temporary` it gets a new downloader per re-creation, and it does not see
/// `injecting(_:_:)` modifiers above it. Replace it with `injecting(_:for:)` on the view.
struct RemoteImage: View, Injectable {
    @Injected(\.imageDownloader) var downloader
    let name: String
    @State private var image = ""

    var body: some View {
        Text(image)
            .task { image = (try? await downloader.image(named: name)) ?? "" }
    }
}

/// Creates a model in an action, with the replacements of its part of the tree.
struct NewFilmButton: View {
    @Environment(\.injectedOverrides) private var overrides
    @State private var opened: FilmDetailModel?

    var body: some View {
        Button("New film") {
            opened = withInjected({ $0.merge(overrides) }) {
                FilmDetailModel(film: Film(id: 0, title: "Untitled"))
            }
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            FeedScreen()
            ProfileScreen()
                // Nested modifiers merge; the innermost wins for this subtree.
                .injecting(\.imageDownloader, FailingDownloader())
            FilmDetailScreen(film: Film(id: 1, title: "Metropolis"))
            RemoteImage(name: "poster")
            NewFilmButton()
            // A flow with `.shared` instances of its own, dropped when it closes.
            FeedScreen().injectionFrame()
        }
        .injecting(\.imageDownloader, SampleImageDownloader())
    }
}

// MARK: - App

@main
struct FeedApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .injecting(\.imageDownloader, URLSessionDownloader())
        .injectionFrame()
    }
}

// MARK: - Previews

/// Uses the `.preview` values that the defaults choose: nothing to set up.
#Preview {
    FeedScreen()
}

/// Overrides a dependency for the whole preview, models included, and one view's property.
#Preview("Offline") {
    VStack {
        FeedScreen()
        RemoteImage(name: "poster").injecting(FailingDownloader(), for: \.downloader)
    }
    .injecting(\.imageDownloader, FailingDownloader())
}

/// A preview that hands the screen a prepared model: the subtree replaces the model itself.
#Preview("Prepared") {
    let model = ProfileModel()
    model.title = "Ada"
    return ProfileScreen()
        .injecting(\.profileModel, model)
}

/// An `@Entry` value set for a preview.
#Preview("Header") {
    FeedHeader()
        .environment(\.feedTitle, "Today")
}

/// A preview setup whose replacements several previews share, each preview in one frame of its own.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct SampleServices: InjectionPreviewModifier {
    static func makeSharedContext() async throws -> InjectedOverrides {
        var overrides = InjectedOverrides()
        overrides[\.imageDownloader] = SampleImageDownloader()
        return overrides
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var sampleServices: Self { .modifier(SampleServices()) }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
#Preview("Shared setup", traits: .sampleServices) {
    ContentView()
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
#Preview("Shared setup, offline", traits: .sampleServices, .modifier(SampleServices())) {
    FeedScreen()
        .injecting(\.imageDownloader, FailingDownloader())
}

/// `PreviewProvider` still works, for code written before `#Preview`.
struct FeedScreen_Previews: PreviewProvider {
    static var previews: some View {
        FeedScreen()
    }
}
