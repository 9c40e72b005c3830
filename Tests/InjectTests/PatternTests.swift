import Testing

@testable import Inject

/// The patterns of the Patterns article, written as they are there.
@MainActor
@Suite struct PatternTests {
    @MainActor final class ConstructorInjected {
        let repository: Service
        init(repository: Service = resolve(\.patternRepository)) {
            self.repository = repository
        }
    }

    @MainActor final class FilmList {
        @Injected(\.filmDetailModel) var makeDetail
        func select(_ film: Film) -> FilmDetailModel { makeDetail(film) }
    }

    @Test func aConstructorDefaultResolvesAndFollowsReplacements() {
        #expect(ConstructorInjected().repository.name == "repository")
        let given = Service("given")
        #expect(ConstructorInjected(repository: given).repository === given)
        let replaced = withInjected(\.patternRepository, given) { ConstructorInjected() }
        #expect(replaced.repository === given)
    }

    @Test func aFactoryDependencyTakesRuntimeParametersAndCanBeReplaced() {
        let dune = Film(title: "Dune")
        #expect(FilmList().select(dune).film == dune)
        let list = FilmList()
        var made: [Film] = []
        list.makeDetail = { film in
            made.append(film)
            return FilmDetailModel(film: Film(title: "Replaced \(film.title)"))
        }
        #expect(list.select(dune).film.title == "Replaced Dune")
        #expect(made == [dune])
    }
}
