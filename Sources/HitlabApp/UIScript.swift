import HitlabCore
import HitlabFiles

/// `--script FILE`: input events with timing, for runs that must be the same every time.
///
///     wait 0.5              # seconds
///     click 240 160         # scene points: press and release
///     press 100 100
///     move 140 100
///     release 140 100
///     press 300 100 finger 2   # another finger, down with the first (fingers count from 1)
///     check 2               # plays the scene's check 2, with its timing, as a lesson does
///     key right             # a key as the help overlay names it: space, right, shift+tab, ?, z ...
///     type frame: [0, 0, 80, 44]   # text, as typed into the inspector's key field (after the space)
///     screenshot out/a.png  # the window as Hitlab draws it
///     quit
public struct UIScript {
    public enum Step: Equatable {
        case wait(Double)
        /// `finger`: which finger, from 1 (nil: the mouse's one finger).
        case press(Point, finger: Int? = nil), move(Point, finger: Int? = nil), release(Point, finger: Int? = nil),
            click(Point)
        /// The scene's check N (from 1): its interaction, played as `hitlab check` plays it.
        case check(Int)
        case key(KeyChord)
        case type(String)
        case screenshot(String)
        case quit
    }

    public let steps: [Step]

    public struct ParseError: Error, CustomStringConvertible {
        public let line: Int
        public let column: Int
        public let message: String
        public var description: String { "\(line):\(column): error: \(message)" }
    }

    /// Parses a script, reporting every bad line.
    public struct ParseErrors: Error {
        public let errors: [ParseError]
    }

    public static func parse(_ text: String) -> Result<UIScript, ParseErrors> {
        var steps: [Step] = []
        var errors: [ParseError] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line =
                raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let words = line.split(separator: " ").map(String.init)
            guard let verb = words.first else { continue }
            let column = (line.firstIndex { $0 != " " }.map { line.distance(from: line.startIndex, to: $0) } ?? 0) + 1
            func fail(_ message: String) { errors.append(ParseError(line: i + 1, column: column, message: message)) }
            func point() -> Point? {
                guard words.count == 3, let x = Double(words[1]), let y = Double(words[2]), x.isFinite, y.isFinite
                else {
                    fail("'\(verb)' needs X Y in scene points")
                    return nil
                }
                return Point(x, y)
            }
            /// `X Y` or `X Y finger N`.
            func pointAndFinger() -> (Point, Int?)? {
                guard words.count == 3 || words.count == 5 else {
                    fail(
                        "'\(verb)' needs X Y in scene points, and may add 'finger N' (from 1 to \(SceneLimits.fingers))"
                    )
                    return nil
                }
                guard let x = Double(words[1]), let y = Double(words[2]), x.isFinite, y.isFinite else {
                    fail("'\(verb)' needs X Y in scene points")
                    return nil
                }
                guard words.count == 5 else { return (Point(x, y), nil) }
                guard words[3] == "finger", let n = Int(words[4]), n >= 1, n <= SceneLimits.fingers else {
                    fail("'\(verb) X Y' may add 'finger N', N from 1 to \(SceneLimits.fingers)")
                    return nil
                }
                return (Point(x, y), n)
            }
            switch verb {
            case "wait":
                if words.count == 2, let s = Double(words[1]), s >= 0, s <= 600 {
                    steps.append(.wait(s))
                } else {
                    fail("'wait' needs seconds from 0 to 600")
                }
            case "press": if let (p, f) = pointAndFinger() { steps.append(.press(p, finger: f)) }
            case "move": if let (p, f) = pointAndFinger() { steps.append(.move(p, finger: f)) }
            case "release": if let (p, f) = pointAndFinger() { steps.append(.release(p, finger: f)) }
            case "click": if let p = point() { steps.append(.click(p)) }
            case "check":
                if words.count == 2, let n = Int(words[1]), n >= 1 {
                    steps.append(.check(n))
                } else {
                    fail("'check' needs the check's number, from 1")
                }
            case "key":
                if words.count == 2, let chord = parseChord(words[1]) {
                    steps.append(.key(chord))
                } else {
                    fail("'key' needs one key, as the help names it")
                }
            case "type":
                // Everything after `type `, as typed (a `#` too: a colour is typed so).
                let rest = raw.drop { $0 == " " }.dropFirst(4)
                if rest.first == " " {
                    steps.append(.type(String(rest.dropFirst())))
                } else {
                    fail("'type' needs the text to type after a space")
                }
            case "screenshot":
                if words.count == 2, words[1].hasSuffix(".png") {
                    steps.append(.screenshot(words[1]))
                } else {
                    fail("'screenshot' needs a .png path")
                }
            case "quit": steps.append(.quit)
            default:
                fail(
                    """
                    unknown step '\(verb)': use wait, click, check, press, move, release, key, type, screenshot \
                    or quit
                    """
                )
            }
        }
        return errors.isEmpty ? .success(UIScript(steps: steps)) : .failure(ParseErrors(errors: errors))
    }

    /// `shift+tab`, `right`, `space`, `?`, `z`, `f12`, `ctrl+s`, `ctrl+shift+z`...
    public static func parseChord(_ text: String) -> KeyChord? {
        var name = text.lowercased()
        var shift = false, ctrl = false
        while true {
            if name.hasPrefix("shift+") && name.count > 6 {
                shift = true
                name.removeFirst(6)
            } else if name.hasPrefix("ctrl+") && name.count > 5 {
                ctrl = true
                name.removeFirst(5)
            } else {
                break
            }
        }
        if ctrl {
            if name.count == 1 { return KeyChord(.character(Character(name)), shift: shift, ctrl: true) }
            return nil
        }
        let named: [String: Key] = [
            "space": .space, "left": .left, "right": .right, "up": .up, "down": .down,
            "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown, "escape": .escape, "esc": .escape,
            "enter": .enter,
            "return": .enter, "tab": .tab, "f2": .f2, "f12": .f12, "backspace": .backspace
        ]
        if let key = named[name] { return KeyChord(key, shift: shift) }
        if text.count == 1 || (shift && name.count == 1) {
            return KeyChord(.character(Character(shift ? name : text)), shift: shift)
        }
        return nil
    }
}

/// Plays a script in time: hands out each step when its moment has come.
struct ScriptPlayer {
    let script: UIScript
    private var index = 0
    private var waitUntil = 0.0

    init(_ script: UIScript) { self.script = script }

    var finished: Bool { index >= script.steps.count }

    /// The next step due at `now`, if any; a `wait` holds back the steps after it.
    mutating func next(now: Double) -> UIScript.Step? {
        guard !finished, now >= waitUntil else { return nil }
        let step = script.steps[index]
        index += 1
        if case .wait(let seconds) = step { waitUntil = now + seconds }
        if case .quit = step { index = script.steps.count }
        return step
    }
}
