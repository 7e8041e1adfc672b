import HitlabCore
import XCTest

/// Small helpers so a test builds a tree in a few lines.
func view(
    _ name: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
    kind: ViewKind = .view, _ configure: (View) -> Void = { _ in }, subviews: [View] = []
) -> View {
    let v = View(name: name, kind: kind, frame: Rect(x: x, y: y, width: w, height: h))
    configure(v)
    subviews.forEach(v.addSubview)
    return v
}

/// `windowScene: false` builds the chain before iOS 13 (R3: the window's next is the application).
func scene(
    _ subviews: [View], width w: Double = 400, height h: Double = 400, delegate: Bool = true, windowScene: Bool = true
) -> Scene {
    let window = View(name: "window", frame: Rect(x: 0, y: 0, width: w, height: h))
    subviews.forEach(window.addSubview)
    return Scene(
        title: "test", size: Size(w, h), window: window,
        windowScene: windowScene ? AppResponder(name: "windowScene", role: .windowScene) : nil,
        delegate: delegate ? AppResponder(name: "appDelegate", role: .appDelegate) : nil)
}

extension HitTestResult {
    var visitedNames: [String] { visits.map(\.view.name) }
    func verdict(_ name: String) -> Verdict? { visits.first { $0.view.name == name }?.verdict }
}

extension InteractionTrace {
    var deliveryLog: [String] { deliveries.map { "\($0.responder.name).\($0.phase.rawValue).\($0.outcome.rawValue)" } }
    func gestureState(_ name: String) -> GestureState? { gestures.first { $0.recognizer.name == name }?.state }
    var actionLog: [String] { actions.map { "\($0.name)->\($0.handledBy?.name ?? "dropped")" } }
    /// Every reason any recognizer changed state for, in order.
    var gestureReasons: [GestureReason] {
        steps.compactMap { if case .gesture(let g) = $0 { return g.reason } else { return nil } }
    }
    var controlLog: [String] { controlEvents.map { "\($0.control.name).\($0.event.rawValue)" } }
}

extension GestureReason {
    /// The reason as a test names it: the case, and the party it names by name
    /// (`controlWins(button)`); the reason itself holds the view or recognizer.
    var named: String {
        switch self {
        case .preventedBy(let r): return "preventedBy(\(r.name))"
        case .waitsFor(let r): return "waitsFor(\(r.name))"
        case .requiredFailed(let r): return "requiredFailed(\(r.name))"
        case .requiredRecognized(let r): return "requiredRecognized(\(r.name))"
        case .controlWins(let v): return "controlWins(\(v.name))"
        case .sawTouchOverControl(let v): return "sawTouchOverControl(\(v.name))"
        case .contentIsTracking(let v): return "contentIsTracking(\(v.name))"
        case .contentKeepsTouch(let v): return "contentKeepsTouch(\(v.name))"
        case .scrolls(let d, let v): return "scrolls(\(formatNumber(d)), cancelling: \(v?.name ?? "nil"))"
        default: return "\(self)"
        }
    }
}
