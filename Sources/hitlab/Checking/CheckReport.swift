import Foundation
import HitlabChecks
import HitlabFiles
import HitlabRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The HTML report of a run: one page that travels alone (a CI artifact you download and open),
/// every check in scene order with its note, status and message, and each screenshot's
/// pictures embedded: expected, actual and diff side by side for one that failed, the golden
/// for one that passed. Readable at 1280 pixels; `f` (or opening it as `report.html#failed`)
/// shows the failed checks only, `n`/`j` and `p`/`k` go to the next and previous check shown.
struct CheckReport {
    let cases: [CheckCase]

    /// Pictures larger than this are linked by path instead of embedded.
    static let largestEmbeddedPicture = 8 * 1024 * 1024

    /// All the pictures one page embeds, in bytes: past it, pictures are linked by path (150
    /// failing screenshots at scale 4 would make a page of half a gigabyte). Failed checks'
    /// pictures are embedded first.
    static var embeddedBudget: Int {
        // Tests shrink it to show what happens past it without rendering 150 large screenshots.
        ProcessInfo.processInfo.environment["HITLAB_TEST_REPORT_BUDGET"].flatMap(Int.init) ?? 48 * 1024 * 1024
    }

    func write(to path: String) throws {
        // Resolved first: a folder, a FIFO or a dangling link is refused, never replaced.
        let target = try OutputPath.resolve(path)
        let folder = String(target[..<(target.lastIndex(of: "/") ?? target.startIndex)])
        try AtomicFile.write(Array(html(embedding: embedded(), folder: folder).utf8), to: target, createFolders: true)
    }

    /// The picture files that fit the budget, failed checks' first, each at most
    /// `largestEmbeddedPicture`.
    func embedded(budget: Int = Self.embeddedBudget) -> Set<String> {
        var left = budget
        var chosen: Set<String> = []
        let ordered = cases.filter { $0.status != .passed } + cases.filter { $0.status == .passed }
        for c in ordered {
            for file in pictures(c).compactMap(\.1) where !chosen.contains(file) {
                var info = stat()
                guard stat(file, &info) == 0, Int(info.st_size) <= Self.largestEmbeddedPicture,
                    Int(info.st_size) <= left
                else { continue }
                left -= Int(info.st_size)
                chosen.insert(file)
            }
        }
        return chosen
    }

    private static let script = """
        const all = [...document.querySelectorAll('section.check')];
        let current = -1;
        function shown() { return all.filter(s => s.offsetParent !== null); }
        function go(by) {
          const list = shown(); if (!list.length) return;
          let i = list.indexOf(all[current]);
          i = i < 0 ? (by > 0 ? 0 : list.length - 1) : Math.min(list.length - 1, Math.max(0, i + by));
          if (current >= 0) all[current].classList.remove('current');
          current = all.indexOf(list[i]);
          list[i].classList.add('current');
          list[i].scrollIntoView({block: 'start'});
          history.replaceState(null, '', '#' + list[i].id);
        }
        function failedOnly(on) {
          document.body.classList.toggle('failed-only', on);
          document.getElementById('failed-only').checked = on;
        }
        document.getElementById('failed-only').addEventListener('change', e => failedOnly(e.target.checked));
        if (location.hash === '#failed') failedOnly(true);
        document.addEventListener('keydown', e => {
          if (e.ctrlKey || e.metaKey || e.altKey) return;
          if (e.key === 'f') failedOnly(!document.body.classList.contains('failed-only'));
          else if (e.key === 'n' || e.key === 'j') go(1);
          else if (e.key === 'p' || e.key === 'k') go(-1);
          else return;
          e.preventDefault();
        });
        """

    private static let style = """
        body{font-family:"DejaVu Sans",sans-serif;margin:0;padding:16px 24px;\
        background:#f2f2f7;color:#1c1c1e;max-width:1400px}
        header{position:sticky;top:0;background:#f2f2f7;padding:8px 0;z-index:1}
        h1{font-size:22px;margin:0 0 4px}h2{font-size:15px;margin:0 0 6px}h3{font-size:17px;margin:20px 0 8px}
        .keys{color:#555;font-size:13px}kbd{border:1px solid #999;border-radius:3px;padding:0 4px;background:#fff}
        section.check{background:#fff;border-radius:8px;padding:10px 14px;margin:0 0 12px;border-left:8px solid #009E73}
        section.failed,section.error{border-left-color:#D55E00}section.recorded{border-left-color:#0072B2}
        section.current{outline:3px solid #0072B2}
        body.failed-only section.passed,body.failed-only section.recorded,body.failed-only h3.clean{display:none}
        .note{color:#333}pre{white-space:pre-wrap;margin:6px 0;font-size:13px}
        .pictures{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:10px}
        .pictures.one{grid-template-columns:minmax(0,420px)}
        figure{margin:0}figcaption{font-size:13px;color:#555}\
        img{max-width:100%;height:auto;border:1px solid #ccc;display:block}
        """

    /// The page; pictures in `embedding` are inside it, the others linked relative to `folder`.
    func html(embedding: Set<String>, folder: String) -> String {
        let failedCount = cases.filter { $0.status != .passed }.count
        var body = ""
        var scenes: [String] = []
        for c in cases where !scenes.contains(c.scene) { scenes.append(c.scene) }
        for scene in scenes {
            let list = cases.filter { $0.scene == scene }
            let clean = list.allSatisfy { $0.status == .passed }
            body += "<h3\(clean ? " class=\"clean\"" : "")>\(Markup.escaped(Console.relative(scene)))</h3>\n"
            for c in list { body += section(c, embedding: embedding, folder: folder) }
        }
        let passedCount = cases.count - failedCount
        let heading = Markup.escaped(tr("Hitlab check: \(passedCount) passed, \(failedCount) failed"))
        let language = CommandLanguage.current
        return """
            <!doctype html><html lang="\(language.rawValue)"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width,initial-scale=1">\(Self.generator)
            <title>\(heading)</title>
            <style>\(Self.style)</style></head><body>
            <header><h1>\(heading)</h1>
            <div class="keys"><label><input type="checkbox" id="failed-only"> \(tr("failed only"))</label>
            (<kbd>f</kbd>) · <kbd>n</kbd>/<kbd>j</kbd> \(tr("next")) · <kbd>p</kbd>/<kbd>k</kbd> \(tr("previous")) ·
            \(tr("screenshots: "))\(Markup.escaped(ScreenshotTolerance().text(in: language)))</div></header>
            \(failuresIndex)\(body)<script>\(Self.script)</script></body></html>

            """
    }

    /// Links to every check that did not pass, at the top.
    private var failuresIndex: String {
        let failed = cases.filter { $0.status != .passed }
        guard !failed.isEmpty else { return "" }
        let links = failed.map { c in
            """
            <li><a href=\"#\(Self.anchor(c))\">\(Markup.escaped(Console.relative(c.scene))) · \
            \(Self.title(c))
            """
                + "\(c.note.map { " · " + Markup.escaped($0) } ?? "")</a></li>"
        }
        return "<nav class=\"failures\"><h3>\(tr("Failed"))</h3><ul>\(links.joined())</ul></nav>\n"
    }

    /// What tells a report from any other file, whatever its language (`--report` replaces only its own).
    static let generator = "<meta name=\"generator\" content=\"hitlab check\">"

    /// A check's pictures: the golden of one that passed; expected, actual and diff of one that failed.
    private func pictures(_ c: CheckCase) -> [(String, String?)] {
        if c.status == .passed { return c.golden.map { [(tr("golden"), $0)] } ?? [] }
        if c.actual != nil || c.diff != nil {
            return [(tr("expected"), c.golden), (tr("actual"), c.actual), (tr("diff"), c.diff)]
        }
        return []
    }

    private func section(_ c: CheckCase, embedding: Set<String>, folder: String) -> String {
        let status = c.status == .passed && c.recorded ? "recorded" : c.status.rawValue
        let said: String
        switch c.status {
        case .passed: said = c.recorded ? tr("RECORDED") : tr("PASSED")
        case .failed: said = tr("FAILED")
        case .error: said = tr("ERROR")
        }
        var out = "<section class=\"check \(status)\" id=\"\(Self.anchor(c))\" tabindex=\"-1\">"
        out +=
            """
            <h2>\(said) · \(Self.title(c))\
            \(c.note.map { " · <span class=\"note\">\(Markup.escaped($0))</span>" } ?? "")</h2>
            """
        if !c.message.isEmpty { out += "<pre>\(Markup.escaped(c.message))</pre>" }
        let pictures = pictures(c)
        if !pictures.isEmpty {
            out += "<div class=\"pictures\(pictures.count == 1 ? " one" : "")\">"
            for (label, file) in pictures {
                out += figure(label, file, embed: file.map(embedding.contains) ?? false, folder: folder)
            }
            out += "</div>"
        }
        return out + "</section>\n"
    }

    /// "check 3", or "the scene" for what is about the whole scene.
    private static func title(_ c: CheckCase) -> String { c.index == 0 ? tr("the scene") : tr("check \(c.index)") }

    private static func anchor(_ c: CheckCase) -> String {
        let stem = URL(fileURLWithPath: c.scene).deletingPathExtension().lastPathComponent
        return String(stem.map { $0.isLetter || $0.isNumber ? $0 : "-" }) + "-\(c.index)"
    }

    /// A picture embedded as a data URL, so the page needs nothing beside it.
    private func figure(_ label: String, _ file: String?, embed: Bool, folder: String) -> String {
        let caption =
            "<figcaption>\(file.map { tr("\(label): \(Markup.escaped(Console.relative($0)))") } ?? label)</figcaption>"
        guard let file, ReadFile.kind(file) == .file else {
            return "<figure>\(caption)<p>\(tr("(no picture)"))</p></figure>"
        }
        guard embed, let bytes = try? ReadFile.contents(file, maxBytes: Self.largestEmbeddedPicture) else {
            // Past the page's budget: linked beside the report, so the page stays small.
            let link = Markup.escaped(
                OutputPath.relative((try? OutputPath.absolute(file)) ?? file, from: folder).split(separator: "/").map {
                    $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
                }.joined(separator: "/"))
            return
                """
                <figure>\(caption)<a href=\"\(link)\"><img alt=\"\(label) (linked, not embedded)\" \
                src=\"\(link)\"></a></figure>
                """
        }
        return
            """
            <figure>\(caption)<img alt=\"\(label)\" src=\"data:image/png;base64,\
            \(Data(bytes).base64EncodedString())\"></figure>
            """
    }
}
