/// Text put into HTML or XML: the five characters markup gives meaning to are escaped, and
/// the control characters XML 1.0 does not allow become spaces. One home for the rule, used
/// by the HTML pages (story, check report) and the JUnit XML.
public enum Markup {
    public static func escaped(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                if u.value < 0x20 && u != "\n" && u != "\t" && u != "\r" {
                    out += " "
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }
}
