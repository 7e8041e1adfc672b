import HitlabCore
import HitlabStory
import HitlabWords

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lays out the click's story on top of the scene, as a teacher would draw it on the board:
/// visited views outlined with their step numbers and verdicts, custom hit areas dashed,
/// hidden views as ghosts, the hit view emphasised, the responder chain as numbered squares
/// joined by arrows (dashed through a view controller) and as a strip under the canvas, and
/// what handled the touch, the actions and the gestures as tags. Every label is placed where
/// it covers no other, not the touch point, and crosses no outline; one that finds no room
/// becomes a footnote in the panel. Views that cannot be seen (clipped away, off the canvas)
/// get no mark; runs of siblings with one verdict share one.
struct StoryOverlay {
    let theme: Theme
    let text: TextRasterizer
    let words: Words
    /// Pixels per point for labels.
    let scale: Double
    /// Window points to frame pixels.
    let toPixels: AffineTransform
    /// A view's own coordinates to window points (the 3D view projects further).
    let placement: (View) -> AffineTransform
    /// Where labels may go, pixels.
    let canvas: Rect
    /// What can be seen of the scene, pixels: a view outside it gets no mark.
    let visibleArea: Rect
    /// Whether `clipsToBounds` hides what it clips (not in the exploded 3D view).
    let honoursClipping: Bool
    /// An outline's width on screen, pixels (for keeping labels off it).
    let linePixels: Double

    /// What one walk of the tree learns, so that a large scene's views are not each placed by
    /// walking up their ancestors again: the clip their ancestors put on them (pixels) and
    /// whether they are under a hidden view.
    final class TreeFacts {
        var clip: [ObjectIdentifier: Rect] = [:]
        var clippedAway: Set<ObjectIdentifier> = []
        var underHidden: Set<ObjectIdentifier> = []
        /// The views marked at rest (under a hidden view, or with a custom hit area), in the
        /// order `Scene.forEachView` gives them.
        var marked: [View] = []
        var filled = false
        /// The scene's texts as the last plan found them (a story's frames share them), with
        /// what besides the tree they depend on.
        var captions: (key: CaptionKey, marks: [Mark])?
    }
    /// Filled by the first plan that needs it; the renderer hands the same one to the frames
    /// of a story (it depends only on the tree and `toPixels`).
    var facts = TreeFacts()
    /// The scene's texts are no smaller than this many pixels (a projector's floor; 0: none).
    var minimumTextPixels = 0

    private func learn(_ scene: Scene) {
        guard !facts.filled else { return }
        facts.filled = true
        func walk(_ v: View, clip: Rect?, away: Bool, hidden: Bool) {
            let id = ObjectIdentifier(v)
            if let clip { facts.clip[id] = clip }
            if away { facts.clippedAway.insert(id) }
            let h = hidden || v.isHidden
            if h { facts.underHidden.insert(id) }
            if h || v.hasCustomHitArea { facts.marked.append(v) }
            var childClip = clip, childAway = away
            if honoursClipping && v.clipsToBounds && !away {
                let r = Rect.bounding(polygon(v, v.bounds))
                if let c = clip {
                    if let both = c.intersection(r) { childClip = both } else { childAway = true }
                } else {
                    childClip = r
                }
            }
            for s in v.subviews { walk(s, clip: childClip, away: childAway, hidden: h) }
        }
        for window in scene.windows { walk(window, clip: nil, away: false, hidden: false) }
    }

    /// Siblings with one verdict in a row this long or longer share one mark.
    static let runLength = 5

    var painter: OverlayPainter { OverlayPainter(theme: theme, text: text, scale: scale, placement: placement) }

    private func pixel(_ view: View, _ p: Point) -> Point { toPixels.apply(placement(view).apply(p)) }
    func polygon(_ view: View, _ r: Rect) -> [Point] { r.corners.map { pixel(view, $0) } }

    /// The part of a view that can be seen, as a pixel rectangle inside its outline, or nil.
    func visibleRect(_ view: View) -> Rect? {
        let id = ObjectIdentifier(view)
        if facts.filled && facts.clippedAway.contains(id) { return nil }
        // On the view itself: for a rotated or projected view, inside its outline, not its bounding box.
        guard var box = Rect.inscribed(in: polygon(view, view.bounds)).intersection(visibleArea) else { return nil }
        if facts.filled {
            if let clip = facts.clip[id] {
                guard let clipped = box.intersection(clip) else { return nil }
                box = clipped
            }
        } else if honoursClipping {
            for ancestor in view.ancestry.dropLast() where ancestor.clipsToBounds {
                guard let clipped = box.intersection(Rect.bounding(polygon(ancestor, ancestor.bounds))) else {
                    return nil
                }
                box = clipped
            }
        }
        return box
    }

    /// What a view's subviews cover, pixels: a label of the view may sit deep inside it only
    /// where it covers none of them.
    func subviewRects(_ view: View) -> [Rect] {
        view.subviews.compactMap { visibleRect($0) }
    }

    /// The outline a hit area is drawn with, as polygons (pixels).
    private func hitAreaPolygons(_ view: View) -> [[Point]] {
        let r = view.hitRect
        switch view.hitArea {
        case .circle, .ellipse:
            let rx = view.hitArea == .circle ? r.width / 2 : r.width / 2,
                ry = view.hitArea == .circle ? r.width / 2 : r.height / 2
            return [
                (0..<24).map { i in
                    let a = Double(i) / 24 * 2 * Double.pi
                    return pixel(view, Point(r.center.x + rx * cos(a), r.center.y + ry * sin(a)))
                }
            ]
        case .subviewsOnly:
            return view.subviews.map { polygon(view, $0.frameInSuperview) }
        case .rect, .roundedRect:
            return [polygon(view, r)]
        }
    }

    // MARK: The plan

    func plan(scene: Scene, story: Story?, state: StoryState?, strip band: Rect?) -> OverlayPlan {
        learn(scene)
        var plan = OverlayPlan()
        var space = LabelSpace(bounds: canvas, scale: scale, lineWidth: linePixels)
        var pending: [(LabelRequest, LabelStyle)] = []
        plan.labelPixels = painter.smallPx
        // The scene's own texts stay readable: no label covers a button's title or a caption.
        plan.captions = captions(scene)
        for caption in plan.captions { space.keepOut(caption.rect) }
        let lineWidth = theme.outlineWidth

        // At rest: ghosts of hidden views, dashed custom hit areas.
        var hitAreaTags: [(LabelRequest, LabelStyle)] = []
        for view in facts.marked {
            let underHidden = facts.underHidden.contains(ObjectIdentifier(view))
            guard let visible = visibleRect(view) else { continue }
            if underHidden {
                plan.outlines.append(
                    Outline(
                        view: view, shape: .bounds, colour: theme.colour(for: .hidden), width: lineWidth * 0.6,
                        dash: theme.dash(for: .hidden), halo: false))
                plan.legend.insert(.verdict(.hidden))
                space.addOutline(polygon(view, view.bounds))
                continue
            }
            plan.outlines.append(
                Outline(view: view, shape: .hitArea, colour: painter.ink, width: lineWidth * 0.6, dash: [6, 4]))
            hitAreaPolygons(view).forEach { space.addOutline($0) }
            plan.legend.insert(.hitArea)
            if let label = words.hitArea(view) {
                let extent = Rect.bounding(hitAreaPolygons(view).flatMap { $0 }).intersection(visibleArea) ?? visible
                var request = LabelRequest(
                    kind: .hitArea, text: label, view: view.name, size: painter.size(of: label, style: .hitArea),
                    anchor: extent)
                request.inside = false
                request.below = true
                hitAreaTags.append((request, .hitArea))
            }
        }
        plan.restingOutlines = plan.outlines.count

        guard let state else {
            place(hitAreaTags, in: &space, plan: &plan)
            clipOutlines(&plan)
            return plan
        }

        // Outlines of the visited views, and the hit view's.
        for v in state.visitOrder {
            guard let vs = state.visits[ObjectIdentifier(v.view)], visibleRect(v.view) != nil else { continue }
            let verdict: Verdict = vs.settled ? vs.visit.verdict : .entered
            if verdict == .hit { continue }
            plan.outlines.append(
                Outline(
                    view: v.view, shape: .bounds, colour: theme.colour(for: verdict),
                    width: lineWidth * (vs.settled ? 0.8 : 1), dash: vs.settled ? theme.dash(for: verdict) : [2, 3]))
            plan.legend.insert(.verdict(verdict))
            space.addOutline(polygon(v.view, v.view.bounds))
        }
        // The hit view, and with several fingers every finger's own (T4).
        var bound: [View] = state.hit.map { [$0] } ?? []
        for case let view? in state.boundViews.sorted(by: { $0.key < $1.key }).map(\.value)
        where !bound.contains(where: { $0 === view }) {
            bound.append(view)
        }
        for hit in bound where visibleRect(hit) != nil {
            plan.outlines.append(
                Outline(
                    view: hit, shape: .bounds, colour: theme.colour(for: .hit), width: lineWidth * 1.6, dash: [],
                    fill: theme.colour(for: .hit).withAlpha(36)))
            plan.legend.insert(.verdict(.hit))
            space.addOutline(polygon(hit, hit.bounds))
        }

        // Several fingers: each a numbered shape, with its path from its press.
        if story?.trace.isMultiFinger == true {
            let radius = OverlayPainter.touchRadius(scale: scale)
            let refused = Set(state.refusals.map { story?.trace.finger(ofTouch: $0.touch) ?? 0 })
            for mark in state.fingers.values.sorted(by: { $0.finger < $1.finger }) {
                let dot = FingerDot(
                    number: mark.finger + 1, point: pixel(scene.window, mark.point),
                    start: pixel(scene.window, mark.start),
                    down: mark.down, refused: refused.contains(mark.finger), radius: radius)
                plan.fingers.append(dot)
                space.keepOut(dot.extent.outset(2))
                if dot.refused { plan.legend.insert(.refusedFinger) }
            }
            plan.legend.insert(.fingers)
            if plan.fingers.contains(where: { $0.start != $0.point }) { plan.legend.insert(.dragPath) }
        } else if let p = state.pointer {
            // The touch, and a drag's path from its press.
            let at = pixel(scene.window, p)
            let radius = OverlayPainter.touchRadius(scale: scale)
            plan.touch = (at, state.pointerDown, radius)
            plan.pointer = p
            space.keepOut(Rect(x: at.x - radius, y: at.y - radius, width: 2 * radius, height: 2 * radius))
            plan.legend.insert(.touchPoint)
            if case .drag? = story?.interaction, state.pointerPath.count > 1 {
                plan.dragPath = state.pointerPath.map { pixel(scene.window, $0) }
                plan.legend.insert(.dragPath)
            }
        }

        // The chain: the strip under the canvas names every member; views get a square on them.
        // At a nil-targeted action, the walk it takes (from the first responder, A2) is what the
        // step is about, and it is drawn instead: not the touch's chain.
        let walk = Self.walk(of: state)
        plan.numbered = walk
        let named = Set((state.currentStep?.spotlight ?? []).map(ObjectIdentifier.init))
        if let band, !walk.isEmpty {
            let chainStrip = ChainStrip(theme: theme, text: text, scale: scale)
            let strip = chainStrip.layout(chain: walk, highlighted: named, in: band)
            plan.strip = strip
            plan.stripPixels = chainStrip.fontPx
            plan.legend.insert(walk.first === state.chain.first ? .chainBadge : .actionWalk)
            for link in strip.links { plan.legend.insert(link.viaController ? .controllerLink : .superviewLink) }
        }
        var earlierViews: [Rect] = []
        for (i, responder) in walk.enumerated() {
            guard let view = responder as? View, let visible = visibleRect(view) else { continue }
            let style = LabelStyle.chain(number: i + 1, name: nil, highlighted: named.contains(ObjectIdentifier(view)))
            var request = LabelRequest(
                kind: .chainBadge, text: "\(i + 1) \(view.name)", view: view.name,
                size: painter.size(of: "", style: style), anchor: visible)
            request.avoid = earlierViews
            request.freeInside = subviewRects(view)
            pending.append((request, style))
            earlierViews.append(visible)
        }

        // The hit view's verdict first: it is the answer.
        var verdicts: [(LabelRequest, LabelStyle)] = []
        var hitVerdict: (LabelRequest, LabelStyle)?
        for run in runs(state) {
            let anchors = run.compactMap { visibleRect($0.visit.view) }
            guard let anchor = anchors.first.map({ anchors.dropFirst().reduce($0) { $0.union($1) } }) else { continue }
            let first = run[0]
            let verdict: Verdict = first.settled ? first.visit.verdict : .entered
            let label =
                first.settled
                ? words.verdict(verdict, of: first.visit.view) + (first.visit.bypassed != nil ? " (C4)" : "")
                : words.asking
            let number = run.count == 1 ? "\(first.number)" : "\(run.map(\.number).min()!)–\(run.map(\.number).max()!)"
            let text = run.count == 1 ? label : "\(siblingRange(run)): \(label)"
            let style = LabelStyle.verdict(number: number, colour: theme.colour(for: verdict))
            var request = LabelRequest(
                kind: .verdict, text: text, view: run.count == 1 ? first.visit.view.name : nil,
                size: painter.size(of: text, style: style), anchor: anchor)
            if run.count == 1 { request.freeInside = subviewRects(first.visit.view) }
            if verdict == .hit { hitVerdict = (request, style) } else { verdicts.append((request, style)) }
            plan.legend.insert(.verdict(verdict))
        }
        if let hitVerdict { pending.insert(hitVerdict, at: 0) }

        // H7: an animating view where it is drawn now; the view itself is at its model frame.
        if let time = state.time {
            for view in scene.animatedViews {
                guard let a = view.animation, a.isRunning(at: time), let parent = view.superview else { continue }
                let ghost = polygon(parent, a.presentationFrame(at: time, to: view.frame))
                plan.ghosts.append(ghost)
                let text = words.drawnHere(at: time)
                let request = LabelRequest(
                    kind: .drawnPosition, text: text, view: view.name, size: painter.size(of: text, style: .tag),
                    anchor: Rect.bounding(ghost))
                pending.append((request, .tag))
            }
        }
        pending += tags(state, scene: scene, story: story)
        if pending.contains(where: { [.delivery, .action, .gesture].contains($0.0.kind) }) { plan.legend.insert(.tag) }
        place(pending + verdicts + hitAreaTags, in: &space, plan: &plan)

        clipOutlines(&plan)

        // Arrows between the chain's squares on the canvas, dashed through a controller.
        var previous: (Point, Bool)?
        var throughController = false
        for responder in plan.numbered {
            if responder is ViewController { throughController = true; continue }
            guard let view = responder as? View,
                let badge = plan.labels.first(where: {
                    $0.0.request.kind == .chainBadge && $0.0.request.view == view.name
                })?.0.rect
            else {
                if !(responder is View) { previous = nil }
                continue
            }
            if let (from, _) = previous {
                let to = badge.nearestPoint(to: from)
                // Around the tags and the views' own texts, not through them (the badges it joins aside).
                let obstacles =
                    plan.captions.map(\.rect)
                    + plan.labels.map(\.0.rect).filter {
                        !$0.contains(from) && $0 != badge
                    }
                plan.arrows.append(
                    ChainArrow.routed(
                        from: from, to: to, viaController: throughController, avoiding: obstacles,
                        in: space.bounds, scale: space.scale))
                plan.legend.insert(throughController ? .controllerLink : .superviewLink)
            }
            previous = (badge.center, true)
            throughController = false
        }
        return plan
    }

    /// Outlines are clipped by the views that clip them, as the views themselves are drawn.
    private func clipOutlines(_ plan: inout OverlayPlan) {
        guard honoursClipping else { return }
        for i in plan.outlines.indices {
            plan.outlines[i].clippedBy = plan.outlines[i].view.ancestry.dropLast().filter(\.clipsToBounds)
        }
    }
}
