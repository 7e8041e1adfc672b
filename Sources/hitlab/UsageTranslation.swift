import Foundation
import HitlabCore

/// ArgumentParser's own words (its errors, its usage line, the headings and built-in lines of
/// `--help`) in Chinese: the text of `fullMessage(for:)` rewritten with a table of patterns.
/// Option names, value names, defaults and the commands' own help (already in the run's
/// language) are kept; Chinese paragraphs are wrapped again by display width, as Han
/// characters take two columns and have no spaces to break at.
enum UsageTranslation {
    /// (pattern, Simplified Chinese template), applied in order; `$1`... are the groups.
    static let patterns: [(String, String)] = [
        // Errors.
        (#"Missing expected argument '(-.*)'$"#, "缺少选项 '$1'"),
        (#"Missing expected argument '(.*)'$"#, "缺少参数 '$1'"),
        (#"Missing one of: '(.*)'$"#, "缺少以下参数之一：'$1'"),
        (#"Missing value for '(.*)'$"#, "'$1' 缺少值"),
        (#"Unknown option '([^']*)'\. Did you mean '([^']*)'\?"#, "未知的选项 '$1'。你是不是想写 '$2'？"),
        (#"Unknown option '([^']*)'"#, "未知的选项 '$1'"),
        (#"(\d+) unexpected arguments: (.*)$"#, "有 $1 个多余的参数：$2"),
        (#"Unexpected argument '(.*)'$"#, "多余的参数 '$1'"),
        (#"The value '(.*)' is invalid for '([^']*)'\. Please provide one of (.*)\.$"#, "'$2' 的值 '$1' 无效。请指定 $3 之一。"),
        (#"The value '(.*)' is invalid for '([^']*)': "#, "'$2' 的值 '$1' 无效："),
        (#"The value '(.*)' is invalid for '([^']*)'$"#, "'$2' 的值 '$1' 无效"),
        (#"The value '(.*)' is invalid\.$"#, "值 '$1' 无效。"),
        (#"The option '([^']*)' does not take any value, but '(.*)' was specified\.$"#, "选项 '$1' 不接受值，却指定了 '$2'。"),
        (#"Missing required subcommand\."#, "缺少子命令。"),
        (#"Invalid option: (.*)$"#, "无效的选项：$1"),
        (#"^   or: "#, "   或："),
        (#"^Help:  "#, "帮助："),
        (#"^Usage: "#, "用法："),
        (#"^  See '(.*)' for more information\.$"#, "  运行 '$1' 查看更多信息。"),
        // Help.
        (#"^OVERVIEW: "#, "概述："),
        (#"^USAGE: "#, "用法："),
        (#"^ARGUMENTS:$"#, "参数："),
        (#"^OPTIONS:$"#, "选项："),
        (#"^SUBCOMMANDS:$"#, "子命令："),
        (#"Show help information\."#, "显示帮助信息。"),
        (#"^  See '(.*) <subcommand>' for detailed help\.$"#, "  运行 '$1 <subcommand>' 查看详细帮助。"),
        (#"^(  \S+) \(default\)"#, "$1（默认）  ")
    ]

    private static let compiled: [NSRegularExpression] = patterns.map {
        try! NSRegularExpression(pattern: $0.0, options: [.anchorsMatchLines])
    }

    /// ArgumentParser's text in `language`; English is returned as it is, byte for byte.
    static func translate(_ text: String, to language: Language) -> String {
        guard language.isChinese else { return text }
        // The templates in the language's script (the commands' own help already is).
        func script(_ template: String) -> String { language.pick(template, template) }
        var s = text
        // "(default: 1)", possibly broken across lines by the wrapping: inside the sentence's
        // own closing bracket ("（2 表示双击；默认 1）。"), else before its full stop, else after it.
        s = replace(#"）。[ \n]+\(default:\s+([^)]*?)\)"#, in: s, with: script("；默认 $1）。"))
        s = replace(#"。[ \n]+\(default:\s+([^)]*?)\)"#, in: s, with: script("（默认 $1）。"))
        s = replace(#"(\S)[ \n]+\(default:\s+([^)]*?)\)"#, in: s, with: "$1" + script("（默认：$2）"))
        let templates = patterns.map { script($0.1) }
        s = s.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var l = String(line)
            for (regex, template) in zip(compiled, templates) {
                l = regex.stringByReplacingMatches(
                    in: l, range: NSRange(l.startIndex..., in: l), withTemplate: template)
            }
            return l
        }.joined(separator: "\n")
        let usage = script("用法："), options = script("选项：")
        if s.contains(options + "\n") || s.hasPrefix(script("概述：")) { s = rewrapHelp(s, usage: usage) }
        return s
    }

    private static func replace(_ pattern: String, in text: String, with template: String) -> String {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }

    // MARK: Wrapping by display width

    static let screenWidth = 80, labelColumn = 26

    /// Whether a character takes two columns (Han, full-width punctuation).
    static func isWide(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || v == 0x201C || v == 0x201D
    }

    static func width(_ s: Substring) -> Int { s.reduce(0) { $0 + (isWide($1) ? 2 : 1) } }

    /// Characters a line may not start with, and may not end with.
    static let noStart: Set<Character> = ["，", "。", "；", "：", "、", "）", "”", "？", "！", "」"]
    static let noEnd: Set<Character> = ["（", "“", "「"]

    /// Pieces of a wrapped paragraph joined again: a space the wrapping took is put back
    /// between Latin words and dropped between wide characters.
    static func join(_ pieces: [String]) -> String {
        var out = ""
        for piece in pieces.map({ $0.trimmingCharacters(in: .whitespaces) }) where !piece.isEmpty {
            if let last = out.last, let first = piece.first, !(isWide(last) && isWide(first)) { out += " " }
            out += piece
        }
        return out
    }

    /// `text` in lines of at most `width` columns: broken at spaces, or between wide characters.
    static func wrap(_ text: String, width limit: Int) -> [String] {
        let chars = Array(text)
        var lines: [String] = []
        var start = 0
        while start < chars.count {
            var w = 0, i = start, lastBreak: Int? = nil
            while i < chars.count {
                let cw = isWide(chars[i]) ? 2 : 1
                if w + cw > limit { break }
                w += cw
                i += 1
                if i < chars.count {
                    let a = chars[i - 1], b = chars[i]
                    if b == " " || ((isWide(a) || isWide(b)) && a != " " && !noStart.contains(b) && !noEnd.contains(a))
                    {
                        lastBreak = i
                    }
                }
            }
            var end = i
            if i < chars.count, let b = lastBreak, b > start { end = b }
            lines.append(String(chars[start..<end]).trimmingCharacters(in: .whitespaces))
            start = end
            while start < chars.count, chars[start] == " " { start += 1 }
        }
        return lines
    }

    /// The help's paragraphs wrapped again: the overview and discussion at the margin, each
    /// argument's, option's and subcommand's description in its column.
    static func rewrapHelp(_ text: String, usage: String) -> String {
        let lines = text.components(separatedBy: "\n")
        var out: [String] = []
        var i = 0
        var inSections = false
        let indent = String(repeating: " ", count: labelColumn)
        while i < lines.count {
            let line = lines[i]
            if line.hasPrefix(usage) { inSections = true; out.append(line); i += 1; continue }
            if !inSections {
                // A paragraph: lines up to a blank one.
                var paragraph: [String] = []
                while i < lines.count, !lines[i].isEmpty, !lines[i].hasPrefix(usage) {
                    paragraph.append(lines[i]); i += 1
                }
                if paragraph.isEmpty {
                    out.append(line); i += 1
                } else {
                    out += wrap(join(paragraph), width: screenWidth)
                }
                continue
            }
            // An entry: "  label    description" then lines indented to the column.
            let isEntry = line.hasPrefix("  ") && !line.hasPrefix(indent) && line.count > 2
            guard isEntry || line.hasPrefix(indent) else { out.append(line); i += 1; continue }
            var label = "", pieces: [String] = []
            if isEntry {
                let chars = Array(line)
                if chars.count > labelColumn, chars[labelColumn - 2..<labelColumn].allSatisfy({ $0 == " " }) {
                    label = String(chars[0..<labelColumn])
                    pieces.append(String(chars[labelColumn...]))
                } else {
                    label = line
                }
            }
            if !isEntry { pieces.append(line) }
            i += 1
            while i < lines.count, lines[i].hasPrefix(indent), !lines[i].trimmingCharacters(in: .whitespaces).isEmpty {
                pieces.append(lines[i]); i += 1
            }
            let wrapped = wrap(join(pieces), width: screenWidth - labelColumn)
            if label.isEmpty || label.count > labelColumn
                || label.trimmingCharacters(in: .whitespaces).count > labelColumn - 2
            {
                if !label.isEmpty { out.append(label) }
                out += wrapped.map { indent + $0 }
            } else {
                out += wrapped.enumerated().map { ($0.offset == 0 ? label : indent) + $0.element }
                if wrapped.isEmpty { out.append(label) }
            }
        }
        return out.joined(separator: "\n")
    }
}
