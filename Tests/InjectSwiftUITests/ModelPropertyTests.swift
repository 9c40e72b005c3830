import InjectSwiftUI
import Testing

/// What a binding to `$model.title` does: read and write one property of the model through its key
/// path, on the main actor.
@Suite struct ModelPropertyTests {
    @Test @MainActor func readsTheModelsCurrentValue() {
        let model = EditorModel()
        let title = ModelProperty(model, \.title)

        #expect(title.value == "Untitled")
        model.title = "Edited elsewhere"
        #expect(title.value == "Edited elsewhere")
    }

    @Test @MainActor func writesReachTheModelAndNoOtherOne() {
        let model = EditorModel()
        let other = EditorModel()
        let title = ModelProperty(model, \.title)

        title.value = "Draft"

        #expect(model.title == "Draft")
        #expect(other.title == "Untitled")
    }

    @Test @MainActor func reachesIntoValueTypesInsideTheModel() {
        let model = EditorModel()
        let volume = ModelProperty(model, \.settings.volume)

        volume.value = 11

        #expect(model.settings.volume == 11)
        #expect(volume.value == 11)
    }

    @Test @MainActor func keepsTheModelAliveLikeTheBindingItBacks() {
        var model: EditorModel? = EditorModel()
        weak let watched = model
        let title = ModelProperty(model!, \.title)

        model = nil
        title.value = "Still here"

        #expect(watched?.title == "Still here")
    }
}
