/// One expectation from a scene's `checks`: an interaction and what must come of it.
/// Unset fields are not checked. A check with no interaction is a screenshot at rest.
public struct Check {
    public var interaction: Interaction?
    /// `.some(nil)` expects nothing to be hit.
    public var hit: String??
    public var chain: [String]?
    public var handledBy: [String]?
    public var actions: [ExpectedAction]?
    /// The first responder after the interaction (`.some(nil)`: none) (F1, A5).
    public var firstResponder: String??
    /// Everything that happened, in order: every delivery, every recognizer state after
    /// `possible`, every action.
    public var timeline: [TimelineItem]?
    /// Changes the app makes to views while the interaction plays (T6).
    public var changes: [SceneChange] = []
    public var gestures: [ExpectedGesture]?
    /// Each listed responder's touch phases, in the order it received them (T1, T2, G2).
    public var deliveries: [(responder: String, phases: [TouchPhase])]?
    /// What each finger of a `fingers` interaction must come to, by finger.
    public var fingers: [FingerExpectation] = []
    /// Actions that must not be sent at all.
    public var notSent: [String]?
    /// The least share of a view's visible area a tap must reach (`hitlab audit`); needs no interaction.
    public var reachable: ExpectedReach?
    /// A golden PNG (compared by the renderer's checks), and how to draw it.
    public var screenshot: String?
    /// What the check shows, for a reader (and a lesson), in one language or several.
    public var note: LocalizedText?
    /// How the screenshot is drawn: theme, scale, step, 3D, language (never the machine's:
    /// goldens must not depend on it).
    public var picture = PictureSpec()
    /// Where the check starts in its scene file (1-based), for messages.
    public var line: Int
    public var column: Int

    public init(interaction: Interaction?, line: Int = 0, column: Int = 0) {
        self.interaction = interaction
        self.line = line
        self.column = column
    }
}

public struct ExpectedAction: Equatable {
    public var name: String
    /// `.some(nil)`: the action must be dropped.
    public var handledBy: String??
    public var sender: String?
    public var target: String??
    /// Sent exactly this many times in a row (instead of repeating the entry).
    public var times: Int?
    /// Sent at least this many times in a row.
    public var minTimes: Int?
    /// The control event that sent it (A2).
    public var event: ControlEventKind?
    /// The recognizer's state when it sent it (G4): `began`, `changed` or `recognized`.
    public var state: GestureState?

    public init(name: String, handledBy: String?? = .none, sender: String? = nil, target: String?? = .none) {
        self.name = name
        self.handledBy = handledBy
        self.sender = sender
        self.target = target
    }
}

/// What one finger must come to (T4, T5): the view it was bound to, whether any view got it,
/// and the phases each responder received of it alone.
public struct FingerExpectation {
    public var finger: Int
    /// `.some(nil)`: the finger hit nothing.
    public var hit: String??
    /// Whether the views got the finger at all (false: T4, T5 or a recognizer kept it from them).
    public var reaches: Bool?
    public var deliveries: [(responder: String, phases: [TouchPhase])]?

    public init(
        finger: Int, hit: String?? = .none, reaches: Bool? = nil,
        deliveries: [(responder: String, phases: [TouchPhase])]? = nil
    ) {
        self.finger = finger
        self.hit = hit
        self.reaches = reaches
        self.deliveries = deliveries
    }

    public var expectsAnything: Bool { hit != nil || reaches != nil || deliveries != nil }
}

public struct ExpectedReach: Equatable {
    public var view: String
    /// 0...1.
    public var min: Double

    public init(view: String, min: Double) {
        self.view = view
        self.min = min
    }
}

public struct ExpectedGesture: Equatable {
    public var name: String
    public var state: GestureState
    /// Every state it went through, in order (`possible`, `began`, `changed`, ...), when given.
    public var states: [GestureState]?
    /// How many times it called its action (G4), when given.
    public var actionCount: Int?

    public init(name: String, state: GestureState, states: [GestureState]? = nil, actionCount: Int? = nil) {
        self.name = name
        self.state = state
        self.states = states
        self.actionCount = actionCount
    }
}

extension Check {
}

/// One entry of a check's `timeline`: a phase delivered to a responder (T1, T2), a recognizer
/// reaching a state (G1-G8), or an action sent (A2, G4).
public enum TimelineItem: Equatable, CustomStringConvertible {
    case deliver(TouchPhase, to: String)
    case gesture(String, GestureState)
    case action(String)

    /// The timeline a trace gives, in the same terms.
    public static func of(_ trace: InteractionTrace) -> [TimelineItem] {
        trace.steps.compactMap { step in
            switch step {
            case .delivery(let d): return .deliver(d.phase, to: d.responder.name)
            case .gesture(let g) where g.state != .possible: return .gesture(g.recognizer.name, g.state)
            case .action(let a): return .action(a.name)
            default: return nil
            }
        }
    }

    /// As a scene writes it: `{deliver: began, to: button}`, `{gesture: tap, state: recognized}`,
    /// `{action: buy}`.
    public var description: String {
        switch self {
        case .deliver(let phase, let to): return "{deliver: \(phase.rawValue), to: \(to)}"
        case .gesture(let name, let state): return "{gesture: \(name), state: \(state.rawValue)}"
        case .action(let name): return "{action: \(name)}"
        }
    }
}
