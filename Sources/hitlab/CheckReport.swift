import Foundation
import HitlabFiles
import HitlabRender

/// An HTML page of a run's screenshots: expected, actual and diff side by side for each
/// that failed, the golden alone for each that passed.
struct CheckReport {
    let results: [ScreenshotResult]

    func write(to path: String) throws {
        // Resolved first: a folder, a FIFO or a dangling link is refused, never replaced.
        let url = URL(fileURLWithPath: try OutputPath.resolve(path))
        let base = url.deletingLastPathComponent()
        func link(_ file: String?) -> String {
            guard let file else { return "" }
            return escape(relative(URL(fileURLWithPath: file).standardizedFileURL, from: base))
        }
        var rows = ""
        for r in results.sorted(by: { ($0.status == .passed ? 1 : 0, $0.scene, $0.check) < ($1.status == .passed ? 1 : 0, $1.scene, $1.check) }) {
            let images: String
            switch r.status {
            case .failed, .missing:
                images = [("expected", r.status == .missing ? nil : r.golden), ("actual", r.actual), ("diff", r.diff)].map { label, file in
                    file.map { "<figure><figcaption>\(label)</figcaption><a href=\"\(link($0))\"><img src=\"\(link($0))\"></a></figure>" } ?? ""
                }.joined()
            case .passed, .recorded:
                images = "<figure><figcaption>golden</figcaption><a href=\"\(link(r.golden))\"><img src=\"\(link(r.golden))\"></a></figure>"
            }
            rows += """
            <section class="\(r.status.rawValue)"><h2>\(r.status.rawValue.uppercased()) · \(escape(r.scene)) · check \(r.check)</h2>
            <p>\(escape(r.summary))</p><div class="row">\(images)</div></section>\n
            """
        }
        let failed = results.filter { $0.status == .failed || $0.status == .missing }.count
        let html = """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hitlab screenshots</title>
        <style>body{font-family:DejaVu Sans,sans-serif;margin:24px;background:#f2f2f7;color:#1c1c1e}
        section{background:#fff;border-radius:10px;padding:12px 16px;margin:0 0 16px}
        section.failed,section.missing{border-left:8px solid #D55E00}section.passed{border-left:8px solid #009E73}
        section.recorded{border-left:8px solid #0072B2}.row{display:flex;gap:12px;overflow-x:auto}
        figure{margin:0}img{max-width:560px;border:1px solid #ccc}h2{font-size:16px}</style></head><body>
        <h1>Hitlab screenshots: \(results.count - failed) passed, \(failed) failed</h1>
        <p>Tolerance: \(escape(ScreenshotTolerance().description)).</p>
        \(rows)</body></html>
        """
        try AtomicFile.write(Array(html.utf8), to: url.path, createFolders: true)
    }

    private func relative(_ file: URL, from base: URL) -> String {
        let a = file.pathComponents, b = base.pathComponents
        var common = 0
        while common < min(a.count, b.count) && a[common] == b[common] { common += 1 }
        return (Array(repeating: "..", count: b.count - common) + a[common...]).joined(separator: "/")
    }

    private func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
