import Foundation
import HitlabCore
import HitlabWords

/// What an import assumed where the dump is silent: the summary line of the scene it makes,
/// and one warning per kind of guess (docs/cli.md, "What a dump says, and what Hitlab assumes").
extension DumpImporter {
    /// One kind of guess, in both languages; `shown` is false for what every dump assumes.
    /// A guess the import made, said in the importer's language.
    struct Guess {
        let phrase: Phrase
        var shown = true
        init(_ phrase: Phrase, shown: Bool = true) {
            self.phrase = phrase
            self.shown = shown
        }
    }

    /// Whether any view line prints `layer = ` or one of UIView's flags: a full description.
    /// Without any, the dump is abridged (a hand-made or one-line-per-view listing), and a
    /// missing `userInteractionEnabled = NO` no longer means the flag is on.
    static func printsFlags(_ entries: [Entry]) -> Bool {
        var stack = entries[...]
        while let e = stack.popLast() {
            if e.properties.contains(where: {
                ["layer", "userInteractionEnabled", "hidden", "alpha", "opaque"].contains($0.key)
            }) {
                return true
            }
            stack.append(contentsOf: e.children)
        }
        return false
    }

    /// Every kind of guess this import made.
    func guesses() -> [Guess] {
        var out: [Guess] = []
        if let root = wrappedRoot {
            let offset = root.kind == "scrollView" ? Phrase(" (its contentOffset included)") : ""
            out.append(
                Guess(
                    """
                    \(root.className), the dump's root, is not a window: Hitlab puts it in a window of its size, \
                    and the screen shows its bounds\(offset)
                    """))
        }
        if assumedClassDefaults > 0 {
            let views = Count(assumedClassDefaults, "label or image view is", "labels and image views are")
            out.append(
                Guess(
                    """
                    the dump is abridged (no line prints `layer = ` nor a flag such as hidden or \
                    userInteractionEnabled = NO), so \(views) taken as their class's default: \
                    userInteractionEnabled = NO, no touches; where the app turned it on, add \
                    `hitlab: 0xADDRESS userInteractionEnabled = YES`
                    """))
        }
        if guessedPassThrough > 0 {
            let windows = Count(guessedPassThrough, "keyboard window or container", "keyboard windows or containers")
            out.append(
                Guess(
                    """
                    \(windows): the system's keyboard windows take no touch outside the keyboard (what users \
                    see; how is private), so they pass touches through (C5)
                    """))
        }
        if containers > 0 {
            let views = Count(containers, "presentation container", "presentation containers")
            out.append(
                Guess(
                    """
                    \(views) (UITransitionView over a dimming view): a sheet's or popover's container returns nil \
                    where none of its views takes the point, so it passes touches through (R6)
                    """))
        }
        if guessedTransforms > 0 {
            out.append(
                Guess(
                    """
                    \(Count(guessedTransforms, "transformed view", "transformed views")): the printed frame is \
                    the bounding box, so the size before the transform was worked out from it
                    """))
        }
        if guessedRecognizers > 0 {
            out.append(
                Guess(
                    """
                    \(Count(guessedRecognizers, "view", "views")) of the app's own have gesture recognizers the \
                    dump does not describe: each imports as a tap that does not cancel touches (a scroll view's \
                    own pan is modelled apart)
                    """))
        }
        if systemRecognizers > 0 {
            out.append(
                Guess(
                    """
                    \(Count(systemRecognizers, "view", "views")) of UIKit's own (windows, containers, cells, \
                    bars, text fields, controls) list gesture recognizers: Hitlab takes them for UIKit's internal \
                    ones, not the app's, so none is imported (paste `po view.gestureRecognizers` to add them)
                    """))
        }
        if sizedTexts > 0 {
            out.append(
                Guess(
                    """
                    the font of \(Count(sizedTexts, "text", "texts")): a dump prints none, so text is drawn at \
                    UILabel's default 17-point system font; where its view is less than a line (1.2 times the \
                    font) tall, Hitlab draws it smaller to fit (drawing only, never hit-testing)
                    """))
        }
        if controllers == 0 {
            out.append(
                Guess("view controllers do not appear in a dump: the chain goes view to superview", shown: false))
        }
        return out
    }

    /// The scene's summary, in English and Simplified Chinese (Traditional is converted from
    /// it, as for every scene's own text): what was imported, and every guess made.
    func summaryLine(otherWindows: Int) -> LocalizedText {
        let unknownTotal = unknown.values.reduce(0, +)
        let file = URL(fileURLWithPath: fileName).lastPathComponent
        var parts: [Phrase] = [
            Phrase(
                """
                Imported from \(file): \(Count(views, "view", "views")), \(Count(layerCount, "layer", "layers")), \
                depth \(maxDepth)
                """)
        ]
        if controllers > 0 {
            parts.append(Phrase(", \(Count(controllers, "view controller", "view controllers")) named in the dump"))
        }
        if otherWindows > 0 { parts.append(Phrase(", \(otherWindows + 1) windows")) }
        if pastedRecognizers > 0 {
            parts.append(Phrase(", \(Count(pastedRecognizers, "recognizer", "recognizers")) pasted beside it"))
        }
        if unknownTotal > 0 {
            parts.append(
                Phrase(
                    """
                    ; \(Count(unknownTotal, "property", "properties")) of \(Count(unknown.count, "kind", "kinds")) \
                    ignored
                    """))
        }
        let guessed = guesses().map(\.phrase)
        func line(_ language: Language) -> String {
            parts.map { language.say($0) }.joined() + language.say(Phrase(". Guessed: "))
                + guessed.map { language.say($0) }.joined(separator: language.say(Phrase("; ")))
                + language.say(Phrase("."))
        }
        return LocalizedText(line(.en), byLanguage: [.en: line(.en), .zhHans: line(.zhHans)])
    }
}
