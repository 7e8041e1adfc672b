import ArgumentParser
import Foundation
import HitlabCore
import HitlabFiles
import HitlabScene
import HitlabWords

/// `X,Y` on the command line.
struct PointArgument: ExpressibleByArgument {
    let point: Point

    init?(argument: String) {
        guard let p = Self.parse(argument) else { return nil }
        point = p
    }

    static func parse(_ text: String) -> Point? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let x = Double(parts[0].trimmingSpaces()),
            let y = Double(parts[1].trimmingSpaces()),
            abs(x) <= SceneLimits.coordinate, abs(y) <= SceneLimits.coordinate
        else { return nil }
        return Point(x, y)
    }

    static var defaultValueDescription: String { "X,Y" }
}

/// `X1,Y1:X2,Y2` on the command line, with any points in between (`X1,Y1:XA,YA:X2,Y2`).
struct DragArgument: ExpressibleByArgument {
    let from: Point
    let to: Point
    let through: [Point]

    init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.count <= SceneLimits.dragWaypoints + 2 else { return nil }
        let points = parts.compactMap { PointArgument.parse(String($0)) }
        guard points.count == parts.count else { return nil }
        from = points[0]
        to = points[points.count - 1]
        through = Array(points.dropFirst().dropLast())
    }
}

/// `--finger`: a finger as a check gives it (`{from: [x, y], to: [x, y], down: 0.2, up: 0.8}`),
/// or just its points (`X,Y` for a still finger, `X1,Y1:X2,Y2` for one that moves).
struct FingerOption: ExpressibleByArgument {
    let path: FingerPath

    init?(argument: String) {
        guard let parsed = try? Self.parse(argument) else { return nil }
        self = parsed
    }

    private init(path: FingerPath) { self.path = path }

    /// The finger, or why not: every problem the check's decoder finds (an `up` before its
    /// `down`, a number out of range, a key it does not know), in the command's language.
    static func parse(_ argument: String) throws -> FingerOption {
        if let drag = DragArgument(argument: argument) {
            return FingerOption(path: FingerPath(from: drag.from, to: drag.to, through: drag.through))
        }
        if let p = PointArgument.parse(argument) { return FingerOption(path: FingerPath(from: p)) }
        switch FingerYAML.parse(argument, language: CommandLanguage.current) {
        case .success(let parsed): return FingerOption(path: parsed)
        case .failure(let error):
            throw ValidationError(error.messages.joined(separator: "; "))
        }
    }

    static var defaultValueDescription: String { "FINGER" }
}

/// The interaction flags shared by `trace` and `render`.
struct InteractionOptions: ParsableArguments {
    // `.unconditional`: the value may start with '-' (`--at -5,10`).
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            tr(
                "Click at this point (window points, each within ±\(formatNumber(SceneLimits.coordinate)))."),
            valueName: "X,Y"))
    var at: PointArgument?

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            tr("Press, move (through any points between) and release."),
            valueName: "X1,Y1:X2,Y2"))
    var drag: DragArgument?

    @Option(
        name: .long, parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            tr(
                """
                One finger of several (repeat it): X,Y stays still; X1,Y1:X2,Y2 moves; or as a check's finger, \
                e.g. '{from: [100, 200], to: [160, 200], down: 0.2, up: 0.8}'.
                """), valueName: "FINGER"),
        transform: { try FingerOption.parse($0) })
    var finger: [FingerOption] = []

    @Option(
        name: .long, help: ArgumentHelp(tr("Clicks in a row at --at (2 for a double tap)."))
    )
    var taps: Int = 1

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                """
                Seconds each click is held (\(formatNumber(GestureRecognizer.longPressDuration)) or more makes a \
                long press; default \(formatNumber(Interaction.clickHold))); with --drag, seconds still before \
                moving (default 0).
                """), valueName: "SECONDS"))
    var hold: Double?

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                "With --drag: seconds the move takes (default \(formatNumber(Interaction.dragDuration)))."),
            valueName: "SECONDS"))
    var duration: Double?

    func validate() throws {
        if [at != nil, drag != nil, !finger.isEmpty].filter({ $0 }).count > 1 {
            throw ValidationError(tr("give one of --at, --drag or --finger"))
        }
        if finger.count > SceneLimits.fingers {
            throw ValidationError(
                tr(
                    "--finger is given \(finger.count) times; at most \(SceneLimits.fingers) fingers"))
        }
        if !finger.isEmpty && (taps != 1 || hold != nil || duration != nil) {
            throw ValidationError(
                tr(
                    """
                    --taps, --hold and --duration go with --at or --drag; a --finger says its own 'down', 'hold', \
                    'duration' and 'up'
                    """))
        }
        if taps < 1 || taps > SceneLimits.taps {
            throw ValidationError(
                tr("--taps must be from 1 to \(SceneLimits.taps)"))
        }
        if let hold, !(hold >= 0 && hold <= SceneLimits.holdSeconds) {
            throw ValidationError(
                tr(
                    "--hold must be from 0 to \(formatNumber(SceneLimits.holdSeconds)) seconds"))
        }
        if let duration, !(duration >= 0.01 && duration <= SceneLimits.dragSeconds) {
            throw ValidationError(
                tr(
                    "--duration must be from 0.01 to \(formatNumber(SceneLimits.dragSeconds)) seconds"))
        }
        if drag != nil && taps != 1 {
            throw ValidationError(tr("--taps goes with --at, not --drag"))
        }
        if at != nil && duration != nil {
            throw ValidationError(tr("--duration goes with --drag, not --at"))
        }
    }

    /// The interaction asked for, or nil when none of --at, --drag and --finger was given.
    var interaction: Interaction? {
        if !finger.isEmpty { return .fingers(finger.map(\.path)) }
        if let at { return .click(at.point, taps: taps, hold: hold ?? Interaction.clickHold) }
        if let drag {
            return .drag(
                from: drag.from, to: drag.to, through: drag.through, hold: hold ?? 0,
                duration: duration ?? Interaction.dragDuration)
        }
        return nil
    }
}

/// Loads a scene for a command, printing its diagnostics on failure. A dump's warnings (what
/// it leaves out and Hitlab guessed) are printed in full by `validate` and `import`
/// (`allWarnings`); the other commands, run again and again on one dump, say how many there
/// are and where to read them.
func loadScene(_ path: String, language: Language = CommandLanguage.current, allWarnings: Bool = false) -> LoadedScene?
{
    do {
        // A recursiveDescription dump is imported on the fly; what it guessed goes to stderr.
        let (loaded, warnings) =
            try ScenePreload.take(path, language: language)?.get()
            ?? SceneLoader.loadSceneOrDump(path: path, language: language)
        if allWarnings || warnings.count <= 1 {
            warnings.forEach(Console.error)
        } else {
            let n = warnings.count
            Console.error(
                "\(path): "
                    + language.say(
                        """
                        warning: \(n) warnings about what the dump leaves out and what Hitlab assumed; `hitlab \
                        validate \(path)` lists them
                        """))
        }
        return loaded
    } catch {
        SceneLoadError.lines(for: error, path: path, language: language).forEach(Console.error)
    }
    return nil
}

/// Finds the bundled `Scenes/` folder: in the current folder, or above the executable.
func bundledScenesDirectory() -> String? {
    var candidates = [FileManager.default.currentDirectoryPath]
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<5 {
        candidates.append(url.path)
        url.deleteLastPathComponent()
    }
    for dir in candidates {
        let scenes = dir + "/Scenes"
        if FileManager.default.fileExists(atPath: scenes + "/README.md") { return scenes }
    }
    return nil
}

/// `WIDTHxHEIGHT` for a window or a frame, from 320x240 to 8000x8000.
struct FrameSize {
    let width: Int
    let height: Int

    static let rule = "WIDTHxHEIGHT, from 320x240 to 8000x8000"

    /// The one message for a `--size` that is not a frame size.
    static var invalid: ValidationError {
        ValidationError(tr("--size must be \(rule)"))
    }

    /// The frame a projector picture is laid out in when neither `--size` nor `--scale` says
    /// otherwise: a classroom projector's, where the panel's text is at least 28 px.
    static let projector = FrameSize(width: 1920, height: 1080)

    private init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The frame asked for, or the projector's default for `--theme projector`.
    static func chosen(_ size: String?, theme: ThemeName, scaleGiven: Bool, ownSize: Bool = false) -> FrameSize? {
        if let size { return FrameSize(size) }
        return theme == .projector && !scaleGiven && !ownSize ? projector : nil
    }

    init?(_ text: String) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let w = parts[0], let h = parts[1], (320...8000).contains(w), (240...8000).contains(h)
        else { return nil }
        width = w
        height = h
    }
}

/// The scene file or dump `why`, `audit` and `under` read: a scene (YAML or JSON) or
/// LLDB's `recursiveDescription` of an app's views.
struct SceneOrDump: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            tr(
                "The scene file (YAML or JSON) or a recursiveDescription dump.")))
    var scene: String
}

/// `--theme light|dark|projector` on `render` and `export`: the picture's theme.
struct ThemeOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            tr("\(ThemeNames())."),
            valueName: "NAME"))
    var theme: String = "light"

    func validate() throws {
        if ThemeName(rawValue: theme) == nil {
            throw ValidationError(
                tr("--theme must be \(ThemeNames())"))
        }
    }

    var name: ThemeName { ThemeName(rawValue: theme) ?? .light }
}

/// `--lang en|zh-Hans|zh-Hant` on every subcommand; without it, the locale's language (`LC_ALL`,
/// `LC_MESSAGES`, `LANG`).
/// The window's `--size`, as `open` and `new` take it.
struct WindowSizeOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            tr("Window size in points (default: 1280x800, or the screen's usable area when that is smaller)."),
            valueName: "WxH"))
    var size: String?
}

struct LanguageOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                "The language of the sentences: \(Language.names) (default: from LANG)."), valueName: "LANG"))
    var lang: String?

    func validate() throws {
        if let lang, Language(argument: lang) == nil {
            throw ValidationError(
                tr("--lang must be \(Language.names), got '\(lang)'"))
        }
    }

    var language: Language {
        lang.flatMap(Language.init(argument:)) ?? Language.fromEnvironment(CommandLanguage.localeEnvironment)
    }
}
