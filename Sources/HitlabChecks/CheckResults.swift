/// What `hitlab check` found, as its workers hand it to the parent (one JSON line per scene)
/// and its reports read it: what a run of checks found.
public struct CheckResults: Codable {
    public var passed = 0
    public var failed = 0
    public var unloadable = 0
    /// Scenes with no checks at all (a failure under CI, a warning elsewhere).
    public var empty = 0
    /// Lesson files given among the scenes (skipped, and said).
    public var lessons = 0
    public var screenshots: [ScreenshotResult] = []
    /// How each scene ended, in the order given.
    public var scenes: [SceneOutcome] = []
    /// Every check, for `--junit` and `--json`.
    public var cases: [CheckCase] = []

    public init() {}

    public mutating func merge(_ other: CheckResults) {
        cases += other.cases
        passed += other.passed
        failed += other.failed
        unloadable += other.unloadable
        empty += other.empty
        lessons += other.lessons
        screenshots += other.screenshots
        scenes += other.scenes
    }
}

/// One scene of a run.
public struct SceneOutcome: Codable {
    public enum Status: String, Codable, CaseIterable, Sendable {
        case passed, failed
        case unloadable = "did not load"
        case empty = "had no checks"
        case lesson = "lessons, skipped"
        case crashed
    }
    public let path: String
    public let status: Status

    public init(path: String, status: Status) {
        self.path = path
        self.status = status
    }
}

/// One screenshot check's outcome.
public struct ScreenshotResult: Codable {
    public enum Status: String, Codable, Sendable { case passed, failed, recorded, missing }
    public let scene: String
    public let check: Int
    public let golden: String
    public let status: Status
    public let summary: String
    public let actual: String?
    public let diff: String?

    public init(
        scene: String, check: Int, golden: String, status: Status, summary: String, actual: String?, diff: String?
    ) {
        self.scene = scene
        self.check = check
        self.golden = golden
        self.status = status
        self.summary = summary
        self.actual = actual
        self.diff = diff
    }
}
