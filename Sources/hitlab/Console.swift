import Foundation
import HitlabFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error. What a user's file or name puts in a line is shown,
/// not obeyed: control characters (a newline in a path that would print a fake `PASS` line,
/// an ESC that would drive the terminal) are written as escapes such as `\n` and `\u{1B}`.
/// A write that fails (a closed pipe, a full disk) is dropped, never a crash.
enum Console {
    /// One line.
    static func out(_ text: String) { write(1, escaped(text, keepingNewlines: false) + "\n") }
    static func error(_ text: String) { write(2, escaped(text, keepingNewlines: false) + "\n") }

    /// Text of several lines (a story, JSON, a usage message): only its line breaks are kept.
    static func outText(_ text: String) { write(1, escaped(text, keepingNewlines: true) + "\n") }
    static func errorText(_ text: String) { write(2, escaped(text, keepingNewlines: true) + "\n") }
    /// A question on stderr, the answer typed on the same line.
    static func prompt(_ text: String) { write(2, escaped(text, keepingNewlines: false)) }

    /// A line that replaces the one before it on a terminal (progress); empty clears it.
    static func progress(_ text: String) {
        write(2, "\r\u{1B}[K" + escaped(text, keepingNewlines: false) + (text.isEmpty ? "" : "…"))
    }

    /// Text already made safe (what a worker process printed through this same type).
    static func passThrough(_ bytes: [UInt8], to fd: Int32) { write(fd, bytes) }

    /// `text` with control characters as escapes; tabs stay, and line breaks when asked.
    static func escaped(_ text: String, keepingNewlines: Bool) -> String {
        // Most text has nothing to escape: it is returned as it is, after one pass.
        guard text.unicodeScalars.contains(where: { isControl($0) && $0 != "\t" && !(keepingNewlines && $0 == "\n") })
        else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t": out += "\t"
            case "\n" where keepingNewlines: out += "\n"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case _ where isControl(scalar): out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value) || s.value == 0x2028 || s.value == 0x2029
    }

    private static func write(_ fd: Int32, _ text: String) { write(fd, Array(text.utf8)) }

    private static func write(_ fd: Int32, _ bytes: [UInt8]) {
        try? FileDescriptorIO.writeAll(fd, bytes, fd == 1 ? "<stdout>" : "<stderr>")
    }

    /// `path` relative to the current folder when it lies inside it, else as it is.
    static func relative(_ path: String) -> String {
        guard let cwd = try? OutputPath.currentFolder() else { return path }
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
