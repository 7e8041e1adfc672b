import HitlabCore
import HitlabRender
import HitlabWords

/// What the window says of the playground: the status bar, and the one-line summary the
/// trace UI and the tests read.
extension Playground {
    /// The status bar: the step, playing or paused, the speed, the zoom, predict mode.
    public var statusLine: String {
        let t: (Phrase) -> String = language.say
        // Edits not yet saved are marked in every mode, until Ctrl+S writes them.
        let unsaved = hasUnsavedEdits ? t("● unsaved (Ctrl+S saves) · ") : ""
        if editing { return t("EDIT (F2 leaves) · ") + unsaved + storyStatus }
        return unsaved + storyStatus
    }

    private var storyStatus: String {
        let t: (Phrase) -> String = language.say
        if keyField != nil { return keyFieldStatus }
        if finding != nil { return findStatus }
        if let typed = typedStep {
            return t("go to step \(typed)_ · Enter goes, Esc cancels")
        }
        if let lesson, story == nil {
            return t("Lesson: → plays the click, ← goes back")
                + (lesson.fromFile ? "" : t(" · e leaves the lesson"))
        }
        guard let story else {
            return t("Click the scene. h: keys · g: gallery · l: language")
                + (predict ? t(" · predict mode") : "") + (notice.map { " · " + $0 } ?? "")
        }
        var status =
            t("step \(visibleStep)/\(story.stepCount)") + " · "
            + (playing ? t("playing") : t("paused"))
            + t(" · \(formatNumber(speed))x")
        if zoom != 1 { status += t(" · zoom \(formatNumber(zoom))x") }
        if predict { status += " · " + predictPrompt }
        if let notice { status += " · " + notice }
        return status
    }

    public var summary: String {
        var parts = ["mode=\(mode == .gallery ? "gallery" : "scene")"]
        if mode == .gallery { parts.append("index=\(galleryIndex)") }
        if mode == .scene, let scenePath {
            parts.append("scene=" + (scenePath.split(separator: "/").last.map(String.init) ?? scenePath))
        }
        parts.append("step=\(visibleStep)/\(story?.stepCount ?? 0)")
        parts.append("playing=\(playing)")
        parts.append("speed=\(speed)")
        parts.append("zoom=\((zoom * 100).rounded() / 100)")
        if let focus { parts.append("focus=\(Int(focus.x.rounded())),\(Int(focus.y.rounded()))") }
        if spotlight { parts.append("spotlight=true") }
        parts.append("panel=\(showPanel)")
        parts.append("3d=\(show3D)")
        if show3D { parts.append("yaw=\(Int(yaw.rounded())) pitch=\(Int(pitch.rounded()))") }
        parts.append("hitmap=\(showHitMap)")
        parts.append("theme=\(theme.name)")
        parts.append("lang=\(language.rawValue)")
        parts.append("predict=\(predict)")
        if editing { parts.append("editing=true") }
        if let lesson { parts.append("lesson=\(lesson.index + 1)/\(lesson.parts.count):\(lesson.phase.rawValue)") }
        // How many responders of the chain are on screen (predict mode reveals them one by one).
        if let chain = storyState?.chain, !chain.isEmpty { parts.append("chain=\(chain.count)") }
        if withholdsAnswers { parts.append("withheld=summary") }
        if let typedStep { parts.append("goto=\(typedStep)") }
        parts.append("help=\(showHelp)")
        parts.append("selection=\(selection?.name ?? "-")")
        if !fingersDown.isEmpty || story?.trace.isMultiFinger == true {
            parts.append("fingers=\(fingersDown.count)")
            let refused = story?.trace.refusals.map { "\($0.touch + 1):\($0.refusal.rule.rawValue)" } ?? []
            parts.append("refused=" + (refused.isEmpty ? "-" : refused.joined(separator: ",")))
        }
        if let finding { parts.append("find=\(finding)") }
        if let keyField { parts.append("field=\(keyField.text)" + (keyField.error.map { " refused=\($0)" } ?? "")) }
        if let whyNot {
            parts.append(
                "why=\(whyNot.target.name):"
                    + (whyNot.reached
                        ? "reached" : whyNot.blockers.filter(\.blocks).map(\.kind.rawValue).joined(separator: ",")))
        }
        if let v = selection {
            parts.append(
                """
                hidden=\(v.isHidden) alpha=\(formatNumber(v.alpha)) interactive=\(v.isUserInteractionEnabled) \
                enabled=\(v.isEnabled) hitArea=\(v.hitArea.rawValue) passThrough=\(v.passThrough)
                """
            )
        }
        parts.append("hit=\(story?.trace.hit?.name ?? "-")")
        parts.append("hover=\(hover?.name ?? "-")")
        if let story, visibleStep > 0 {
            let line = story.lines[visibleStep - 1].text
            parts.append("say=" + (line.count > 70 ? String(line.prefix(70)) + "…" : line))
        }
        if !banner.isEmpty { parts.append("banner=\(banner.count)") }
        if let notice { parts.append("notice=" + notice) }
        return parts.joined(separator: " ")
    }
}
