#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or written, as the code writes it: an English sentence with
/// its values kept apart, so the words module can say it in another language (its catalog is
/// keyed by the English with each value as `%1`, `%2`, …, like a `Phrase`). This module sits
/// below the words, so it holds no other language itself.
public struct FileReason: ExpressibleByStringInterpolation, Equatable, CustomStringConvertible, Sendable {
    /// The English with `%N` for each value (a literal `%` as `%%`).
    public let key: String
    public let values: [Value]

    /// A value a reason mentions.
    public indirect enum Value: Equatable, Sendable {
        /// As Swift interpolates it.
        case text(String)
        /// A reason inside this one ("is a damaged PNG image: \(detail)").
        case reason(FileReason)
        /// What the system says of an `errno` code ("No such file or directory").
        case system(Int32)
    }

    public init(stringLiteral value: String) {
        key = SentenceTemplate.escaped(value)
        values = []
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        values = stringInterpolation.values
    }

    /// A reason kept to be said inside another one: `FileReason("its pixel data …")`.
    public init(_ reason: FileReason) { self = reason }

    /// What the system says of `code`, alone.
    public static func system(_ code: Int32) -> FileReason { "\(system: code)" }

    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var values: [Value] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { key += SentenceTemplate.escaped(literal) }

        public mutating func appendInterpolation<T>(_ value: T) { append(.text(String(describing: value))) }

        public mutating func appendInterpolation(_ reason: FileReason) { append(.reason(reason)) }

        /// What the system says of an `errno` code.
        public mutating func appendInterpolation(system code: Int32) { append(.system(code)) }

        private mutating func append(_ value: Value) {
            values.append(value)
            key += "%\(values.count)"
        }
    }

    /// The reason in English.
    public var description: String {
        SentenceTemplate.filled(key) { n in n <= values.count ? Self.english(values[n - 1]) : nil }
    }

    static func english(_ value: Value) -> String {
        switch value {
        case .text(let text): return text
        case .reason(let reason): return reason.description
        case .system(let code): return String(cString: strerror(code))
        }
    }
}

/// The one format of a sentence's key, shared by `FileReason` and the words module's `Phrase`:
/// the English with each value as `%1`, `%2`, … and a literal `%` as `%%`.
public enum SentenceTemplate {
    /// A literal part of a sentence, its `%` doubled.
    public static func escaped(_ literal: String) -> String {
        literal.contains("%")
            ? literal.split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%") : literal
    }

    /// `template` with `%N` replaced by `value(N)` (left as written where that is nil) and `%%`
    /// by `%`.
    public static func filled(_ template: String, value: (Int) -> String?) -> String {
        var out = ""
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                out += "%"
                rest = rest.dropFirst()
                continue
            }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(digits.count)
            if let n = Int(digits), n >= 1, let text = value(n) {
                out += text
            } else {
                out += "%" + digits
            }
        }
        return out + rest
    }
}
