import Foundation
import HitlabCore
import HitlabFiles
import HitlabRender
import HitlabStory
import HitlabWords

/// A click's story as documents: a self-contained HTML page and a Markdown handout.
struct StoryDocument {
    let scene: Scene
    let path: String
    let story: Story
    let language: Language

    static func frameName(_ step: Int) -> String {
        let n = String(step)
        return "step-" + String(repeating: "0", count: max(0, 3 - n.count)) + n + ".png"
    }

    private var title: String { scene.title(in: language) }
    private var heading: String { story.interaction.summary(in: language) }

    private func escaped(_ s: String) -> String { Markup.escaped(s) }

    private func sentence(_ line: NarrationLine) -> String {
        line.text + (line.rules.isEmpty ? "" : "  [" + line.rules.map(\.rawValue).joined(separator: ", ") + "]")
    }

    /// The rules the story names, in order of first mention.
    private var rules: [Rule] {
        var seen: [Rule] = []
        for line in story.lines {
            for r in line.rules where !seen.contains(r) { seen.append(r) }
        }
        return seen
    }

    /// One offline page: the frames embedded, ← / → (and Home / End) to step, the sentences
    /// beside with the current one marked. `#step=N` opens step N; `#keys=RRL` presses → → ←
    /// after loading (for tests in a headless browser, which cannot type).
    func html(framesBase64: [String]) -> String {
        let (before, after) = htmlAround()
        return before + framesBase64.map { "\"data:image/png;base64,\($0)\"" }.joined(separator: ",\n") + after
    }

    /// The page before and after its frames (`"data:image/png;base64,..."` items, comma
    /// separated), so an export writes the frames in between one at a time.
    func htmlAround() -> (before: String, after: String) {
        let marker = "\u{0}frames\u{0}"
        let page = page(frames: marker)
        let range = page.range(of: marker)!
        return (String(page[..<range.lowerBound]), String(page[range.upperBound...]))
    }

    private func page(frames: String) -> String {
        let t: (Phrase) -> String = language.say
        let items = story.lines.enumerated().map { i, line in
            "<li id=\"s\(i + 1)\" style=\"margin-left:\(min(line.depth, 6))em\">\(escaped(sentence(line)))</li>"
        }.joined(separator: "\n")
        let glossary = rules.map { "<dt>\($0.rawValue)</dt><dd>\(escaped($0.summary(in: language)))</dd>" }.joined(
            separator: "\n")
        return """
            <!doctype html>
            <html lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8">
            <title>\(escaped(title)) – \(escaped(heading))</title>
            <style>
            body { margin: 0; display: flex; gap: 24px; padding: 16px; \
            font: 15px/1.45 "DejaVu Sans", "Noto Sans CJK \(language == .zhHant ? "TC" : "SC")", sans-serif; \
            background: #f2f2f7; color: #1c1c1e; }
            main { flex: 0 1 auto; }
            main img { display: block; max-width: 100%; height: auto; border: 1px solid #c7c7cc; background: #fff; }
            aside { flex: 1 1 360px; min-width: 300px; }
            h1 { font-size: 20px; margin: 0 0 4px; }
            ol { padding-left: 2.2em; }
            li { color: #6e6e73; }
            li.shown { color: #1c1c1e; }
            li.current { color: #000; font-weight: bold; background: #fff3b0; }
            li.later { display: none; }
            dt { font-weight: bold; float: left; width: 2.5em; }
            dd { margin-left: 3em; }
            #counter { font-weight: bold; }
            </style>
            </head>
            <body data-step="1">
            <main>
            <img id="frame" alt="" src="">
            <p><span id="counter"></span> · \
            \(escaped(t("← / → to step, Home / End")))</p>
            </main>
            <aside>
            <h1>\(escaped(title))</h1>
            <p>\(escaped(scene.summary(in: language) ?? ""))</p>
            <p><b>\(escaped(heading))</b></p>
            <ol id="sentences">
            \(items)
            </ol>
            <p>\(escaped(summary(story.trace, language: language)))</p>
            <h2>\(escaped(t("Rules in this story")))</h2>
            <dl>
            \(glossary)
            </dl>
            </aside>
            <script>
            const frames = [
            \(frames)
            ];
            const stepWord = "\(language.say("step %1 of %2"))";
            let step = 1;
            function show(n) {
              step = Math.max(1, Math.min(frames.length, n));
              document.body.dataset.step = String(step);
              const img = document.getElementById("frame");
              img.src = frames[step - 1];
              img.alt = stepWord.replace("%1", step).replace("%2", frames.length);
              document.getElementById("counter").textContent = img.alt;
              document.querySelectorAll("#sentences li").forEach((li, i) => {
                li.className = i + 1 < step ? "shown" : i + 1 === step ? "current" : "later";
              });
              const current = document.getElementById("s" + step);
              if (current && current.scrollIntoView) current.scrollIntoView({block: "nearest"});
            }
            document.addEventListener("keydown", e => {
              if (e.key === "ArrowRight" || e.key === " ") show(step + 1);
              else if (e.key === "ArrowLeft") show(step - 1);
              else if (e.key === "Home") show(1);
              else if (e.key === "End") show(frames.length);
              else return;
              e.preventDefault();
            });
            const hash = new URLSearchParams(location.hash.slice(1));
            show(parseInt(hash.get("step") || "1", 10) || 1);
            for (const k of hash.get("keys") || "") {
              const key = {R: "ArrowRight", L: "ArrowLeft", H: "Home", E: "End"}[k];
              if (key) document.dispatchEvent(new KeyboardEvent("keydown", {key}));
            }
            </script>
            </body>
            </html>

            """
    }

    /// API names in code font, as a handout prints them: selectors (`hitTest:withEvent:`),
    /// Swift method names (`point(inside:with:)`), touch methods, `is…` properties, flags and
    /// UIKit classes.
    static func codeFont(_ text: String) -> String {
        let pattern =
            #"[A-Za-z]+:(?:[A-Za-z]+:)+|[a-z][A-Za-z]*\([a-z_]+:[^)]*\)|"#
            + #"\b(?:touches(?:Began|Moved|Ended|Cancelled)|is[A-Z][A-Za-z]+|(?:delays|cancels|canCancel)[A-Za-z]+|"#
            + #"clipsToBounds|userInteractionEnabled|windowLevel|UI[A-Z][A-Za-z]+)\b"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
        var result = "", last = text.startIndex
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let r = Range(match.range, in: text) else { continue }
            result += text[last..<r.lowerBound] + "`" + text[r] + "`"
            last = r.upperBound
        }
        return result + text[last...]
    }

    /// The story as a handout: title, summary, the click, every sentence with its rules, the
    /// outcome, and the rules it names; with the frames' folder, the picture of the last step.
    func markdown(framesFolder: String?) -> String {
        let t: (Phrase) -> String = language.say
        var out = "# \(title)\n\n"
        if let summary = scene.summary(in: language) { out += "> \(summary)\n\n" }
        out += "**\(heading)** · `\(path)`\n\n"
        if let framesFolder {
            out += "![\(t("the last step"))](\(framesFolder)/\(Self.frameName(story.stepCount)))\n\n"
        }
        // A nested list keeps the hit test's recursion: each sentence at its depth, numbered by step.
        for (i, line) in story.lines.enumerated() {
            out += String(repeating: "  ", count: line.depth) + "- **\(i + 1).** \(Self.codeFont(line.text))"
            out += line.rules.isEmpty ? "\n" : " `[\(line.rules.map(\.rawValue).joined(separator: ", "))]`\n"
        }
        out += "\n\(summary(story.trace, language: language))\n\n## \(t("Rules in this story"))\n\n"
        for rule in rules { out += "- **\(rule.rawValue)** \(rule.summary(in: language))\n" }
        return out
    }
}
