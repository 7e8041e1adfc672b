import HitlabCore
import HitlabFiles
import HitlabWords
import Yams

extension SceneDecoder {
    /// A scroll view's keys (G5): how it shares touches with its content, and which way it
    /// scrolls (`contentSize`, `scrollEnabled`, the bounces, `paging`). Each is refused on
    /// another kind of view.
    func decodeScrolling(_ e: [String: Entry], into view: View, label: String, kindKnown: Bool) {
        let keys = [
            "delaysContentTouches", "canCancelContentTouches", "touchesShouldCancel", "contentSize", "scrollEnabled",
            "alwaysBounceVertical", "alwaysBounceHorizontal", "paging"
        ]
        for key in keys {
            guard let entry = e[key] else { continue }
            guard view.kind == .scrollView else {
                if kindKnown {
                    reader.error(
                        entry.keyNode,
                        reader.t(
                            """
                            '\(key)' applies to scroll views only: \(label) is a \(view.kind.rawValue); add \
                            `kind: scrollView`
                            """))
                }
                continue
            }
            switch key {
            case "delaysContentTouches":
                if let v = reader.bool(entry.value, key) { view.scrolling.delaysContentTouches = v }
            case "canCancelContentTouches":
                if let v = reader.bool(entry.value, key) { view.scrolling.canCancelContentTouches = v }
            case "touchesShouldCancel":
                if let v = reader.choice(entry.value, key, ContentCancelling.self) {
                    view.scrolling.touchesShouldCancel = v
                }
            case "contentSize":
                if let v = reader.numbers(entry.value, key, count: 2, shape: "[width, height]") {
                    if v.allSatisfy({ $0 >= 0 && $0 <= SceneLimits.length }) {
                        view.scrolling.contentSize = Size(v[0], v[1])
                    } else {
                        reader.error(
                            entry.value,
                            reader.t(
                                "'contentSize' must be \(reader.between("0", formatNumber(SceneLimits.length))) each"))
                    }
                }
            case "scrollEnabled":
                // "When scrolling is disabled, the scroll view does not accept touch events": its
                // pan recognizer is off.
                if let v = reader.bool(entry.value, key) { view.scrollPan?.isEnabled = v }
            case "alwaysBounceVertical":
                if let v = reader.bool(entry.value, key) { view.scrolling.alwaysBounceVertical = v }
            case "alwaysBounceHorizontal":
                if let v = reader.bool(entry.value, key) { view.scrolling.alwaysBounceHorizontal = v }
            default:
                if let v = reader.bool(entry.value, key) { view.scrolling.paging = v }
            }
        }
    }
}
