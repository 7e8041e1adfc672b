import HitlabCore
import HitlabWords

/// The commands of the keyboard (and the help overlay's table): one switch that hands each
/// to the part that does it, and the playback commands, which move through the story.
extension Playground {
    // MARK: Commands

    /// What a command asks of the window that the model cannot do itself.
    public enum Effect: Equatable {
        case quit, toggleFullscreen, screenshot
    }

    /// Carries out a command; returns what the window must do, if anything.
    @discardableResult
    public func perform(_ command: Command) -> Effect? {
        notice = nil
        // With unsaved edits, q asks: q again quits (the edits are lost), Ctrl+S saves, else stay.
        let askedToQuit = editor.quitPending
        editor.quitPending = false
        if command == .quit && editor.hasUnsavedEdits && !askedToQuit {
            editor.quitPending = true
            note(
                language.say(
                    "unsaved edits: q again quits and loses them; Ctrl+S saves them; any other key stays"))
            return nil
        }
        switch command {
        case .playPause: playPause()
        case .stepForward: stepForward()
        case .stepBack: stepBack()
        case .storyStart: lesson != nil ? lessonHome() : goToFirstStep()
        case .previousPart: goToPart(offset: -1)
        case .nextPart: goToPart(offset: 1)
        case .storyEnd: goToLastStep()
        case .faster: clock.faster()
        case .slower: clock.slower()
        case .zoomIn: camera.zoomIn(toward: zoomTarget)
        case .zoomOut: camera.zoomOut()
        case .panLeft, .panRight, .panUp, .panDown: pan(command)
        case .spotlight: display.spotlight.toggle()
        case .fullscreen: return .toggleFullscreen
        case .togglePanel: display.showPanel.toggle()
        case .toggle3D: display.show3D.toggle()
        case .reset3D: camera.reset()
        case .toggleHitMap: display.showHitMap.toggle()
        case .toggleLanguage: setLanguage(language.next)
        case .toggleProjector: toggleProjector()
        case .replay: replay(animated: true)
        case .predict: setPredict(!predict)
        case .lesson: toggleLesson()
        case .jumpToChain: jumpToChain()
        case .toggleEditing: toggleEditing()
        case .undo: undoEdit()
        case .redo: redoEdit()
        case .save:
            // Clears the outside change once written; keeps it when the save asks.
            saveEdits()
        case .takeFile: takeFilesText()
        case .addView, .addButton, .addLabel, .addImage: addView(command)
        case .deleteView: deleteSelected()
        case .bringForward, .sendBackward: reorderSelected(command == .bringForward ? 1 : -1)
        case .help:
            display.showHelp.toggle()
            display.helpPage = 0
        case .gallery, .back: goBack(to: command)
        case .find: beginFind()
        case .editKey: beginKeyField()
        case .selectNext, .selectPrevious: moveSelection(command == .selectNext ? 1 : -1)
        case .toggleHidden, .cycleAlpha, .toggleInteractive, .toggleEnabled, .cycleHitArea, .togglePassThrough:
            inspect(command)
        case .screenshot: return .screenshot
        case .quit: return .quit
        }
        return nil
    }

    // MARK: Playback

    private func playPause() {
        if predict { return }
        if let story, !playing, visibleStep >= story.stepCount { position = 1 }
        playing.toggle()
    }

    /// → : the next part of a lesson, the next answer in predict mode, else the next step.
    private func stepForward() {
        playing = false
        if lesson != nil {
            lessonForward()
        } else if predict {
            revealNext()
        } else {
            position = Double(min(visibleStep + 1, story?.stepCount ?? 0))
        }
    }

    private func stepBack() {
        playing = false
        if lesson != nil {
            lessonBack()
        } else {
            position = Double(max(visibleStep - 1, story == nil ? 0 : 1))
            chainShown = nil
        }
    }

    private func goToFirstStep() {
        playing = false
        position = story == nil ? 0 : 1
    }

    private func goToLastStep() {
        playing = false
        position = Double(story?.stepCount ?? 0)
    }

    /// The projector's look on or off; a projected class reads slower: half speed by default.
    private func toggleProjector() {
        display.projector.toggle()
        if projector && speed == 1 { clock.speed = 0.5 } else if !projector && speed == 0.5 { clock.speed = 1 }
    }

    /// The help's next page (the window knows how many it was split into).
    func turnHelpPage() { display.helpPage += 1 }

    /// Esc closes the help, then the inspector, then leaves the scene for the gallery; g goes
    /// to the gallery from anywhere.
    private func goBack(to command: Command) {
        if showHelp {
            display.showHelp = false
        } else if command == .back && selection != nil {
            views.selected = nil
        } else if !gallery.isEmpty {
            mode = .gallery
            banner = []
        }
    }

    // MARK: Camera

    /// Where zooming in goes: the selected view's middle, else the point under the pointer,
    /// else the middle of the scene.
    private var zoomTarget: Point? {
        guard let scene else { return nil }
        let origin = scene.window.boundsOrigin
        if let view = selection {
            let c = view.matrixToScreen.apply(view.bounds.center)
            return Point(c.x - origin.x, c.y - origin.y)
        }
        return pointerPoint.map { Point($0.x - origin.x, $0.y - origin.y) }
    }

    /// Moves what the zoomed canvas shows by a tenth of the scene.
    private func pan(_ command: Command) {
        guard let scene else { return }
        let dx = scene.size.width / 10, dy = scene.size.height / 10
        switch command {
        case .panLeft: camera.pan(by: -dx, 0, in: scene.size)
        case .panRight: camera.pan(by: dx, 0, in: scene.size)
        case .panUp: camera.pan(by: 0, -dy, in: scene.size)
        case .panDown: camera.pan(by: 0, dy, in: scene.size)
        default: break
        }
    }
}
