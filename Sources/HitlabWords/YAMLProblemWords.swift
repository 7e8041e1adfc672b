import HitlabCore

/// libyaml's most common problems said in Chinese (English keeps libyaml's own words, which
/// a user can search for).
public enum YAMLProblemWords {
    /// The problem in `language`, or nil where libyaml's words stay (English, or a problem
    /// this table does not know).
    public static func say(_ problem: String, in language: Language) -> String? {
        guard language != .en else { return nil }
        let known: [(String, Phrase)] = [
            ("did not find expected ',' or ']'", Phrase("a list in [ ] lacks a ',' or its closing ']'")),
            ("did not find expected ',' or '}'", Phrase("a mapping in { } lacks a ',' or its closing '}'")),
            ("mapping values are not allowed", Phrase("a ': ' cannot stand here (quote a value that holds a colon)")),
            ("did not find expected key", Phrase("a key was expected here (check the indentation)")),
            ("did not find expected '-' indicator", Phrase("a '- ' was expected here (the items are not aligned)")),
            ("block sequence entries are not allowed", Phrase("a '- ' item cannot stand here (check the indentation)")),
            ("could not find expected ':'", Phrase("a key lacks its ':'")),
            ("found character that cannot start", Phrase("a character that cannot start a value (a Tab, @ or `)")),
            ("found a tab character", Phrase("a Tab in the indentation (YAML indents with spaces only)")),
            ("found unexpected end of stream", Phrase("the file ends before a quote or a bracket is closed"))
        ]
        return known.first { problem.hasPrefix($0.0) }.map { language.say($0.1) }
    }
}
