import HitlabCore
import HitlabRender
import HitlabWords

/// The inspector: the selected view's properties, toggled by keys, the last click replayed
/// at once on the changed scene.
extension Playground {
    func moveSelection(_ delta: Int) {
        guard let scene else { return }
        views.step(delta, in: scene)
    }

    /// The inspector's toggles on the selected view; the last click replays at once.
    func inspect(_ command: Command) {
        let t: (Phrase) -> String = language.say
        guard let scene, let view = selection else {
            return note(t("select a view first: right-click it, Tab, or / to find it"))
        }
        let name = view.name
        if command == .toggleEnabled && !view.kind.isControl {
            return note(
                t(
                    "enabled applies to controls: \(name) is a \(view.kind.rawValue)"))
        }
        // A scene file's toggle is an edit of its text: kept on reload, undone by Ctrl+Z, saved by Ctrl+S.
        if source != nil {
            switch command {
            case .toggleHidden: applyEdit(.flag(view: name, key: "hidden", !view.isHidden))
            case .cycleAlpha:
                applyEdit(.number(view: name, key: "alpha", view.alpha > 0.02 ? 0.02 : view.alpha > 0.01 ? 0.01 : 1))
            case .toggleInteractive: applyEdit(.flag(view: name, key: "interactive", !view.isUserInteractionEnabled))
            case .toggleEnabled: applyEdit(.flag(view: name, key: "enabled", !view.isEnabled))
            case .cycleHitArea:
                let all = HitAreaShape.allCases
                applyEdit(
                    .word(
                        view: name, key: "hitArea",
                        all[((all.firstIndex(of: view.hitArea) ?? 0) + 1) % all.count].rawValue))
            case .togglePassThrough: applyEdit(.flag(view: name, key: "passThrough", !view.passThrough))
            default: break
            }
            return
        }
        scene.edit(view) { view in
            switch command {
            case .toggleHidden: view.isHidden.toggle()
            case .cycleAlpha: view.alpha = view.alpha > 0.02 ? 0.02 : view.alpha > 0.01 ? 0.01 : 1
            case .toggleInteractive: view.isUserInteractionEnabled.toggle()
            case .toggleEnabled: if view.kind.isControl { view.isEnabled.toggle() }
            case .cycleHitArea:
                let all = HitAreaShape.allCases
                view.hitArea = all[((all.firstIndex(of: view.hitArea) ?? 0) + 1) % all.count]
            case .togglePassThrough: view.passThrough.toggle()
            default: break
            }
        }
        replay(animated: false)
    }

    /// The inspector's lines for a view: its properties, each with the key that toggles it.
    /// `editing`: the scene has a file, so Enter types any key of the view.
    public static func inspectorLines(
        _ view: View, language: Language = .en, editing: Bool = false
    ) -> [(String, bold: Bool)] {
        let t: (Phrase) -> String = language.say
        var lines: [(String, bold: Bool)] = [("\(view.name) (\(view.kind.rawValue))", bold: true)]
        lines.append(
            (
                "frame \(view.frame)" + (view.boundsOrigin == .zero ? "" : "  bounds origin \(view.boundsOrigin)"),
                bold: false
            ))
        if view.frameOnScreen != view.frame {
            lines.append((t("in the window") + ": \(view.frameOnScreen)", bold: false))
        }
        lines.append(
            (t("1 hidden") + ": \(view.isHidden)    2 alpha: \(formatNumber(view.alpha))", bold: false))
        lines.append(
            (
                t("3 interaction") + ": \(view.isUserInteractionEnabled)"
                    + (view.kind.isControl ? t("    4 enabled") + ": \(view.isEnabled)" : ""),
                bold: false
            ))
        lines.append(
            (
                t("5 hit area") + ": \(view.hitArea.rawValue)    " + t("6 pass-through")
                    + ": \(view.passThrough)", bold: false
            ))
        lines.append(
            ("touches: \(view.touches.rawValue)" + (view.action.map { "    action: \($0)" } ?? ""), bold: false))
        lines += settingLines(view).map { ($0, bold: false) }
        if editing {
            lines.append(
                (
                    t("Enter: edit any of its keys (text, colours, hit insets …)"),
                    bold: false
                ))
        }
        return lines
    }

    /// The scene keys a view has beyond the six toggles, as the file writes them: its control
    /// events (A2), a scroll view's directions (G5), its recognizers' settings and delegate (G1, G8).
    static func settingLines(_ view: View) -> [String] {
        var lines: [String] = []
        let events = ControlEventKind.registrable.compactMap { event in
            view.eventActions[event].map { "\(event.rawValue): \($0.name)" }
        }
        if !events.isEmpty { lines.append("events: " + events.joined(separator: ", ")) }
        // R6, C7: a view UIKit adds for a presentation, and a presented controller's style.
        if let part = view.presentationPart {
            lines.append("\(view.classLabel) · presentation: \(part.controller.name)")
        }
        if let c = view.controller, c.presentingController != nil {
            var parts = ["presentation: \(c.presentationStyle.rawValue)"]
            if !c.passthroughViews.isEmpty {
                parts.append("passthroughViews: [\(c.passthroughViews.map(\.name).joined(separator: ", "))]")
            }
            lines.append(parts.joined(separator: "    "))
        }
        if view.kind == .scrollView {
            var parts: [String] = []
            if let size = view.scrolling.contentSize {
                parts.append("contentSize: [\(formatNumber(size.width)), \(formatNumber(size.height))]")
            }
            if view.scrollPan?.isEnabled == false { parts.append("scrollEnabled: false") }
            if view.scrolling.paging { parts.append("paging: true") }
            if !parts.isEmpty { lines.append(parts.joined(separator: "    ")) }
        }
        for g in view.gestures where !g.scrollsItsView {
            var parts = ["\(g.name) (\(g.kind.rawValue))"]
            if g.kind == .tap && g.taps > 1 { parts.append("taps: \(g.taps)") }
            if g.kind == .longPress {
                parts.append("minimumPressDuration: \(formatNumber(g.minimumPressDuration))")
            }
            if !g.shouldBegin { parts.append("shouldBegin: false") }
            switch g.shouldReceive {
            case .all: break
            case .none: parts.append("shouldReceive: false")
            case .notControls: parts.append("shouldReceive: {notControls: true}")
            case .notIn(let names): parts.append("shouldReceive: {notIn: [\(names.joined(separator: ", "))]}")
            }
            lines.append(parts.joined(separator: "  "))
        }
        return lines
    }
}
