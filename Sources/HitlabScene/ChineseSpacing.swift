/// The spacing Chinese technical writing keeps: a space between a Han character and Latin
/// letters, digits or a quoted name (`'frame' 必须是`, `第 2 根手指`), none before full-width
/// punctuation. Messages are written with it in mind; this makes sure of it.
public enum ChineseSpacing {
    static func isHan(_ c: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(c.value) || (0x3400...0x4DBF).contains(c.value)
    }

    /// After a Han character, these start a Latin run.
    static func opensLatin(_ c: Unicode.Scalar) -> Bool {
        c.isASCII
            && (c.properties.isAlphabetic || ("0"..."9").contains(c)
                || "'\"`[{<#(-+±~/.".unicodeScalars.contains(c) && c != ".")
    }

    /// Before a Han character, these end a Latin run.
    static func closesLatin(_ c: Unicode.Scalar) -> Bool {
        c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || "'\"`]}>)%".unicodeScalars.contains(c))
    }

    /// `text` with a space wherever Han meets Latin without one.
    public static func apply(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let p = previous, (isHan(p) && opensLatin(scalar)) || (closesLatin(p) && isHan(scalar)) {
                out.append(" ")
            }
            out.append(scalar)
            previous = scalar
        }
        return String(out)
    }
}
