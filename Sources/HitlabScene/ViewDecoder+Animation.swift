import HitlabCore
import HitlabFiles
import HitlabWords
import Yams

extension SceneDecoder {
    /// A view's `animation` (H7): `{from: [x, y, width, height], duration: SECONDS, delay:
    /// SECONDS, allowUserInteraction: BOOL}`, from the first press of each interaction.
    mutating func decodeAnimation(_ e: [String: Entry], into view: View) {
        guard let entry = e["animation"] else { return }
        let keys = ["from", "duration", "delay", "allowUserInteraction"]
        guard let a = reader.entries(entry.value, known: keys, what: "'animation'") else { return }
        guard let f = a["from"] else {
            reader.error(
                entry.value, reader.t("'animation' needs 'from': the frame it starts at, [x, y, width, height]"))
            return
        }
        guard let from = decodeFrame(f.value) else { return }
        var animation = ViewAnimation(from: from)
        if let d = a["duration"] {
            guard let v = reader.number(d.value, "duration", min: 0.01, max: SceneLimits.changeTime) else { return }
            animation.duration = v
        }
        if let d = a["delay"] {
            guard let v = reader.number(d.value, "delay", min: 0, max: SceneLimits.changeTime) else { return }
            animation.delay = v
        }
        if let u = a["allowUserInteraction"] {
            guard let v = reader.bool(u.value, "allowUserInteraction") else { return }
            animation.allowUserInteraction = v
        }
        view.animation = animation
    }
}
