/// One sentence of the story, with the rules behind it.
public struct NarrationLine: Equatable {
    public let text: String
    public let rules: [String]
    /// Indentation level (hit-test depth), for display.
    public let depth: Int
    /// The trace step this sentence tells (an index into `InteractionTrace.steps`).
    public internal(set) var stepIndex: Int? = nil
    /// For a view that asked its subviews: true on the sentence telling what it returned.
    public internal(set) var isReturn = false

    public var rendered: String {
        String(repeating: "  ", count: depth) + text + (rules.isEmpty ? "" : " [" + rules.joined(separator: ", ") + "]")
    }
}

/// Tells an interaction's trace as sentences a student can read aloud, one step a line,
/// naming the rule behind each step.
public struct Narrator {
    public let scene: Scene

    public init(scene: Scene) {
        self.scene = scene
    }

    /// The whole story. A view that asks its subviews gets two sentences: one as its
    /// `hitTest` starts and one as it returns, after its subviews' sentences.
    public func lines(for trace: InteractionTrace) -> [NarrationLine] {
        var out: [NarrationLine] = []
        var pending: [(depth: Int, line: NarrationLine)] = []
        func flush(downTo depth: Int) {
            while let last = pending.last, last.depth >= depth {
                out.append(last.line)
                pending.removeLast()
            }
        }
        func tagged(_ line: NarrationLine, _ index: Int, isReturn: Bool = false) -> NarrationLine {
            var l = line
            l.stepIndex = index
            l.isReturn = isReturn
            return l
        }
        let steps = trace.steps
        for (i, step) in steps.enumerated() {
            guard case .visit(let v) = step else {
                flush(downTo: 0)
                out.append(contentsOf: lines(for: step).map { tagged($0, i) })
                continue
            }
            flush(downTo: v.depth)
            var askedSubviews = false
            if i + 1 < steps.count, case .visit(let next) = steps[i + 1], next.depth > v.depth { askedSubviews = true }
            if askedSubviews {
                out.append(tagged(visitStart(v), i))
                pending.append((v.depth, tagged(visitReturn(v, returned: returnedView(after: i, in: steps)), i, isReturn: true)))
            } else {
                out.append(tagged(visit(v), i))
            }
        }
        flush(downTo: 0)
        return out
    }

    /// The view this hit test returned: the one visit whose verdict is `hit`.
    private func returnedView(after index: Int, in steps: [StoryStep]) -> String {
        for step in steps[index...] {
            if case .visit(let v) = step, v.verdict == .hit { return v.view.name }
            if case .hitResult = step { break }
        }
        return "nil"
    }

    private func visitStart(_ v: Visit) -> NarrationLine {
        let name = v.view.name, p = v.point, n = v.view.subviews.count
        let asks = "asks its \(n) subview\(n == 1 ? "" : "s"), frontmost first"
        if let bypassed = v.bypassed ?? (v.verdict.isRejection ? v.verdict : nil) {
            if bypassed == .outside {
                return line("\(name) at \(p): outside its \(areaName(v.view)), but hitOutsideBounds \(asks) anyway.", [.h2, .c4], v.depth)
            }
            return line("\(name) at \(p): \(bypassed.rawValue), yet the naive outside-bounds fix \(asks) anyway: the hidden-parent trap.", [.h1, .c4, .h6], v.depth)
        }
        return line("\(name) at \(p): inside its \(areaName(v.view)), so it \(asks).", [.h2, .h3] + areaRules(v.view), v.depth)
    }

    private func visitReturn(_ v: Visit, returned: String) -> NarrationLine {
        let name = v.view.name
        switch v.verdict {
        case .entered:
            return line("\(name) returns \(returned), which one of its subviews found.", v.bypassed == nil ? [.h3] : [.c4], v.depth)
        case .hit:
            return line("\(name): none of its subviews took the point, so it returns itself.", [.h4], v.depth)
        case .passedThrough:
            return line("\(name): none of its subviews took it and it passes touches through, so it returns nil and the search goes on behind it.", [v.verdict.rule], v.depth)
        default:
            return line("\(name): none of its subviews took it either, so it returns nil.", [.h2, .c4], v.depth)
        }
    }

    /// The sentences for one step (most steps have one).
    public func lines(for step: StoryStep) -> [NarrationLine] {
        switch step {
        case .input(let phase, let p, _, let touch):
            return [input(phase, p, touch: touch)]
        case .visit(let v):
            return [visit(v)]
        case .hitResult(let view, _):
            guard let view else {
                return [line("Nothing was hit: the window's hitTest returned nil, so no view gets this touch.", [.h2])]
            }
            return [line("The hit view is \(view.name): every touch phase will go to it first.", [.h3, .h4, .t1])]
        case .chain(let chain):
            return chainLines(chain)
        case .gesture(let g):
            return [gesture(g)]
        case .held(let phase, let names, _):
            let flag = phase == .began ? "delaysTouchesBegan" : "delaysTouchesEnded"
            return [line("Touch \(phase.rawValue) is held back: \(list(names)) (\(flag)) has not decided yet.", [.g2])]
        case .discarded(let phase, let by, _):
            return [line("The held \(phase.rawValue) is never delivered: \(by) recognized, so the views never see this touch.", [.g2])]
        case .delivery(let d):
            return [delivery(d)]
        case .control(let c):
            return [control(c)]
        case .action(let a):
            return [action(a)]
        }
    }

    // MARK: Steps

    private func input(_ phase: TouchPhase, _ p: Point, touch: Int) -> NarrationLine {
        switch phase {
        case .began:
            let which = touch == 0 ? "The pointer goes down" : "The pointer goes down again (press \(touch + 1))"
            return line("\(which) at \(p). The application sends the event to the window, which hit-tests from the top.", touch == 0 ? [.h1] : [])
        case .moved: return line("The pointer moves to \(p).", [.t1])
        case .ended: return line("The pointer comes up at \(p).", [.t1])
        case .cancelled: return line("The system cancels the touch.", [.t1])
        }
    }

    private func visit(_ v: Visit) -> NarrationLine {
        let name = v.view.name, p = v.point
        let subs = v.view.subviews.count
        switch v.verdict {
        case .hidden:
            return line("\(name) at \(p): hidden, so hitTest returns nil and its subviews are never visited.", hiddenRules(v.view), v.depth)
        case .notInteractive:
            let why = v.view.kind.interactiveByDefault ? "" : " (\(v.view.kind.rawValue)s start that way)"
            return line("\(name) at \(p): user interaction is off\(why), so it and its subviews are skipped.",
                        v.view.kind.interactiveByDefault ? [.h1] : [.h1, .h5], v.depth)
        case .transparent:
            return line("\(name) at \(p): alpha is \(formatNumber(v.view.alpha)), at most 0.01, so it and its subviews are skipped.", [v.verdict.rule], v.depth)
        case .disabled:
            return line("\(name) at \(p): a disabled control, so it and its subviews are skipped.", [v.verdict.rule], v.depth)
        case .outside:
            return line("\(name) at \(p): outside its \(areaName(v.view)), so it returns nil without asking its subviews.",
                        [v.verdict.rule] + areaRules(v.view), v.depth)
        case .entered:
            if let bypassed = v.bypassed {
                if bypassed == .outside {
                    return line("\(name) at \(p): outside its \(areaName(v.view)), but hitOutsideBounds asks its subviews anyway, and one of them answered.", [.c4], v.depth)
                }
                return line("\(name) at \(p): \(bypassed.rawValue), yet the naive outside-bounds fix asks its subviews anyway, and one answered: the hidden-parent trap.", [.c4, .h6], v.depth)
            }
            return line("\(name) at \(p): inside its \(areaName(v.view)); it asks its \(subs) subview\(subs == 1 ? "" : "s") from the front, and one answered.",
                        [.h2, v.verdict.rule] + areaRules(v.view), v.depth)
        case .passedThrough:
            return line("\(name) at \(p): inside, but none of its subviews took it and it passes touches through, so it returns nil and the search goes on behind it.", [v.verdict.rule], v.depth)
        case .hit:
            let none = subs == 0 ? "it has no subviews" : "none of its \(subs) subview\(subs == 1 ? "" : "s") took it"
            return line("\(name) at \(p): inside its \(areaName(v.view)) and \(none), so it returns itself.", [v.verdict.rule] + areaRules(v.view), v.depth)
        }
    }

    private func hiddenRules(_ view: View) -> [Rule] { view.subviews.isEmpty ? [.h1] : [.h1, .h6] }

    private func chainLines(_ chain: [Responder]) -> [NarrationLine] {
        var out = [line("The responder chain is " + chain.map(\.name).joined(separator: " → ") + ".", [.r1, .r2, .r3, .r4].filter { rule in
            rule == .r1 || (rule == .r2 && chain.contains { $0 is ViewController }) || rule == .r3 || (rule == .r4 && scene.delegate != nil)
        })]
        for (r, next) in zip(chain, chain.dropFirst()) {
            if let view = r as? View, view.controller != nil {
                out.append(line("\(view.name) is \(next.name)'s root view, so \(next.name) comes next.", [.r1], 1))
            } else if let vc = r as? ViewController {
                if vc.presentingController != nil {
                    out.append(line("\(vc.name) was presented by \(next.name), so the presenter comes next.", [.r2], 1))
                } else {
                    out.append(line("After \(vc.name) comes \(next.name), the superview of its view.", [.r2], 1))
                }
            }
        }
        return out
    }

    private func gesture(_ g: GestureRecord) -> NarrationLine {
        let name = g.recognizer.name
        let on = g.recognizer.view?.name ?? "?"
        switch (g.state, g.reason) {
        case (.possible, _):
            return line("\(name) (\(g.recognizer.kind.rawValue) on \(on)) sees the touch before the views do.", [.g1])
        case (_, .tapped): return line("\(name) recognizes a tap at touch-up.", [.g1])
        case (_, .tappedTwice): return line("\(name) recognizes the second tap.", [.g1])
        case (_, .heldLongEnough(let t)): return line("\(name) recognizes: held for \(formatNumber(t)) s without moving.", [.g1])
        case (_, .movedEnough(let d)): return line("\(name) begins: the pointer moved \(formatNumber(d)) points.", [.g1])
        case (_, .ended): return line("\(name) ends with the touch: recognized.", [.g1])
        case (_, .movedTooFar(let d)): return line("\(name) fails: the pointer moved \(formatNumber(d)) points, more than \(formatNumber(GestureRecognizer.allowableMovement)).", [.g1])
        case (_, .releasedTooSoon(let t)): return line("\(name) fails: released after \(formatNumber(t)) s, before \(formatNumber(GestureRecognizer.longPressDuration)) s.", [.g1])
        case (_, .didNotMove): return line("\(name) fails: the pointer never moved \(formatNumber(GestureRecognizer.panThreshold)) points.", [.g1])
        case (_, .noSecondTap): return line("\(name) fails: no second tap came in time.", [.g1])
        case (_, .preventedBy(let winner)):
            return line("\(name) fails: \(winner) already recognized and the two may not recognize together.", [.g3])
        case (_, .controlWins(let control)):
            return line("\(name) fails: \(control) is a control in front and keeps single taps for itself.", [.a3])
        case (_, .sawTouch):
            return line("\(name) is \(g.state.rawValue).", [.g1])
        }
    }

    private func delivery(_ d: Delivery) -> NarrationLine {
        let who = d.responder.name, phase = "touches\(d.phase.rawValue.prefix(1).uppercased())\(d.phase.rawValue.dropFirst())"
        switch d.outcome {
        case .handled:
            let why = (d.responder as? View)?.kind.isControl == true ? "a control tracks its touches and keeps them" : "it overrides \(phase) without calling super"
            return line("\(phase) → \(who) handles it: \(why); the touch stops here.", (d.responder as? View)?.kind.isControl == true ? [.t2, .a3] : [.t2], 1)
        case .handledAndForwarded:
            return line("\(phase) → \(who) handles it and calls super, passing it on.", [.t2], 1)
        case .forwarded:
            return line("\(phase) → \(who) does not override it; the default passes it to the next responder.", [.t2], 1)
        case .cancelled:
            return line("touchesCancelled → \(who): a recognizer took the touch.", [.g2], 1)
        case .dropped:
            return line("\(phase) → \(who) passes it on, but the chain ends here: nothing happens.", [.r5], 1)
        }
    }

    private func control(_ c: ControlEvent) -> NarrationLine {
        let name = c.control.name
        let margin = formatNumber(View.trackingMargin)
        switch c.event {
        case .touchDown: return line("\(name) starts tracking: touch down.", [.a1], 1)
        case .touchDragInside:
            return line("\(name): drag inside its \(c.inHitArea ? "hit area" : "tracking margin (\(margin) points past its bounds)").", [.a1], 1)
        case .touchDragOutside: return line("\(name): drag outside its tracking area (its bounds grown by \(margin) points).", [.a1], 1)
        case .touchDragEnter: return line("\(name): the drag comes back within \(margin) points of its bounds: inside again.", [.a1], 1)
        case .touchDragExit: return line("\(name): the drag goes more than \(margin) points past its bounds: it leaves the tracking area.", [.a1], 1)
        case .touchUpInside:
            let sends = c.control.action.map { ", so it sends \($0)" } ?? ", but it has no action"
            if c.inHitArea { return line("\(name): touch up inside its hit area\(sends).", [.a1], 1) }
            return line("\(name): touch up inside: \(c.point) is past its edge but within the \(margin)-point tracking margin\(sends).", [.a1], 1)
        case .touchUpOutside:
            return line("\(name): touch up outside at \(c.point), more than \(margin) points past its bounds: no action is sent.", [.a1], 1)
        case .touchCancel: return line("\(name): tracking cancelled, no action.", [.a1, .g2], 1)
        }
    }

    private func action(_ a: ActionRecord) -> NarrationLine {
        let asked = a.searched.map(\.name).joined(separator: ", ")
        switch a.route {
        case .target:
            guard let target = a.target else { break }
            if a.handledBy != nil {
                return line("Action \(a.name) from \(a.sender) goes straight to its target \(target), which implements it.", [.a2], 1)
            }
            return line("Action \(a.name) from \(a.sender) goes to its target \(target), which does not implement it: iOS would crash with 'unrecognized selector'; Hitlab drops it.", [.a2], 1)
        case .firstResponder, .sender:
            let start = a.route == .firstResponder ? "the first responder \(a.searched.first?.name ?? "?")" : "the sender itself (no first responder)"
            let rules: [Rule] = a.route == .firstResponder ? [.a2, .f1] : [.a2]
            if let h = a.handledBy {
                return line("Action \(a.name) from \(a.sender) has a nil target: the search starts at \(start); asked \(asked); \(h.name) implements it.", rules, 1)
            }
            return line("Action \(a.name) from \(a.sender) has a nil target: the search starts at \(start); asked \(asked); nobody implements it, so it is dropped.", rules + [.r5], 1)
        }
        return line("Action \(a.name) from \(a.sender).", [.a2], 1)
    }

    // MARK: Helpers

    private func areaName(_ view: View) -> String {
        var name: String
        switch view.hitArea {
        case .rect: name = "bounds"
        case .circle: name = "circular hit area"
        case .ellipse: name = "elliptical hit area"
        case .roundedRect: name = "rounded hit area"
        case .subviewsOnly: name = "subviews' frames (its own hit area)"
        }
        let e = view.hitInsets
        if !e.isZero {
            if e.top == e.left && e.left == e.bottom && e.bottom == e.right {
                name += e.top > 0 ? " grown by \(formatNumber(e.top))" : " shrunk by \(formatNumber(-e.top))"
            } else {
                name += " adjusted by insets"
            }
        }
        return name
    }

    private func areaRules(_ view: View) -> [Rule] {
        var rules: [Rule] = []
        switch view.hitArea {
        case .circle: rules.append(.c1)
        case .subviewsOnly: rules.append(.c3)
        default: break
        }
        if !view.hitInsets.isZero { rules.append(.c2) }
        return rules
    }

    private func list(_ names: [String]) -> String { names.joined(separator: ", ") }

    private func line(_ text: String, _ rules: [Rule], _ depth: Int = 0) -> NarrationLine {
        NarrationLine(text: text, rules: rules.map(\.rawValue), depth: depth)
    }
}
