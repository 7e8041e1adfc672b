import Foundation
import HitlabCore
import HitlabFiles
import HitlabWords

/// One check of a run, as CI systems read results: JUnit XML and JSON.
public struct CheckCase: Codable {
    public enum Status: String, Codable, Sendable { case passed, failed, error }
    public let scene: String
    /// The check's place in its scene, from 1 (0: the scene itself).
    public let index: Int
    public let name: String
    public let status: Status
    public let message: String
    public let seconds: Double
    public let actual: String?
    public let diff: String?
    /// The check's note, in English.
    public var note: String? = nil
    /// A screenshot check's golden (where it is, links followed).
    public var golden: String? = nil
    /// Whether this run recorded or updated the golden.
    public var recorded = false

    public init(
        scene: String, index: Int, name: String, status: Status, message: String, seconds: Double, actual: String?,
        diff: String?,
        note: String? = nil, golden: String? = nil, recorded: Bool = false
    ) {
        self.scene = scene
        self.index = index
        self.name = name
        self.status = status
        self.message = message
        self.seconds = seconds
        self.actual = actual
        self.diff = diff
        self.note = note
        self.golden = golden
        self.recorded = recorded
    }

    /// A message as the reports keep it: at most `messageLength` characters, so a thousand
    /// failures on a large scene stay a few megabytes in every report.
    public static func bounded(_ message: String) -> String {
        message.count <= messageLength
            ? message : message.prefix(messageLength) + " … (\(message.count - messageLength) characters more)"
    }
    public static let messageLength = 2_000

    /// `scene file :: the check's note`, or `:: check N` when it has none.
    public static func name(_ scene: String, _ check: Check, _ i: Int) -> String {
        "\(scene) :: " + (check.note(in: .en) ?? "check \(i + 1)")
    }

    /// JUnit XML as GitLab, Jenkins and GitHub's test reporters read it: a testsuite per scene,
    /// a testcase per check; a failure's images as `[[ATTACHMENT|path]]` lines in system-out.
    public static func junit(_ cases: [CheckCase]) -> String {
        var suites: [(String, [CheckCase])] = []
        for c in cases {
            if let i = suites.firstIndex(where: { $0.0 == c.scene }) {
                suites[i].1.append(c)
            } else {
                suites.append((c.scene, [c]))
            }
        }
        func time(_ s: Double) -> String { String(format: "%.3f", s) }
        let failures = cases.filter { $0.status == .failed }.count, errors = cases.filter { $0.status == .error }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            """
            <testsuites name=\"hitlab check\" tests=\"\(cases.count)\" failures=\"\(failures)\" \
            errors=\"\(errors)\" time=\"\(time(cases.reduce(0) { $0 + $1.seconds }))\">\n
            """
        for (scene, list) in suites {
            let f = list.filter { $0.status == .failed }.count, e = list.filter { $0.status == .error }.count
            out +=
                """
                  <testsuite name=\"\(Markup.escaped(scene))\" tests=\"\(list.count)\" failures=\"\(f)\" \
                errors=\"\(e)\" skipped=\"0\" time=\"\(time(list.reduce(0) { $0 + $1.seconds }))\">\n
                """
            for c in list {
                out +=
                    """
                        <testcase classname=\"\(Markup.escaped(scene))\" name=\"\(Markup.escaped(c.name))\" \
                    time=\"\(time(c.seconds))\"
                    """
                if c.status == .passed {
                    out += "/>\n"
                    continue
                }
                out += ">\n"
                let first = c.message.split(separator: "\n").first.map(String.init) ?? ""
                let tag = c.status == .failed ? "failure" : "error"
                out +=
                    """
                          <\(tag) message=\"\(Markup.escaped(first))\" \
                    type=\"\(c.status == .failed ? "check" : "scene")\">\(Markup.escaped(c.message))</\(tag)>\n
                    """
                let attachments = [c.actual, c.diff].compactMap { $0 }
                if !attachments.isEmpty {
                    out +=
                        "      <system-out>"
                        + attachments.map { "[[ATTACHMENT|\(Markup.escaped($0))]]" }.joined(separator: "\n")
                        + "</system-out>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// Every check as JSON: `{"passed", "failed", "checks": [{"scene", "index", "name", "status", "message", "seconds",
    /// "note", "golden", "actual", "diff"}]}`.
    public static func json(_ cases: [CheckCase]) -> String {
        func opt(_ s: String?) -> JSONValue { s.map { .string($0) } ?? .null }
        let items: [JSONValue] = cases.map { c in
            .object([
                ("scene", .string(c.scene)), ("index", .number(Double(c.index))), ("name", .string(c.name)),
                ("status", .string(c.status.rawValue)), ("message", .string(c.message)),
                ("seconds", .number((c.seconds * 10_000).rounded() / 10_000)), ("note", opt(c.note)),
                ("golden", opt(c.golden)), ("actual", opt(c.actual)), ("diff", opt(c.diff))
            ])
        }
        let passed = cases.filter { $0.status == .passed }.count
        return JSONValue.object([
            ("passed", .number(Double(passed))), ("failed", .number(Double(cases.count - passed))),
            ("checks", .array(items))
        ]).document(objectsOneALineFrom: 1) + "\n"
    }

}
