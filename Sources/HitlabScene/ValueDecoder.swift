import HitlabCore
import HitlabFiles
import HitlabWords

extension SceneDecoder {
    /// A slider's or stepper's value, limits and reporting (A4): `value`, `minimumValue`,
    /// `maximumValue`, `stepValue`, `wraps`, `continuous`, and a stepper's `autorepeat`.
    func decodeValue(_ e: [String: Entry], into view: View, label: String, kindKnown: Bool) {
        let keys = ["value", "minimumValue", "maximumValue", "stepValue", "wraps", "continuous", "autorepeat"]
        for key in keys {
            guard let entry = e[key] else { continue }
            let applies =
                key == "autorepeat" || key == "wraps" || key == "stepValue"
                ? view.kind == .stepper : view.kind == .stepper || view.kind == .slider
            guard applies else {
                let to =
                    key == "autorepeat" || key == "wraps" || key == "stepValue"
                    ? Phrase("steppers") : Phrase("sliders and steppers")
                if kindKnown {
                    reader.error(
                        entry.keyNode, reader.t("'\(key)' applies to \(to) only: \(label) is a \(view.kind.rawValue)"))
                }
                continue
            }
            let c = SceneLimits.coordinate
            switch key {
            case "value": if let v = reader.number(entry.value, key, magnitude: c) { view.valueSettings.value = v }
            case "minimumValue":
                if let v = reader.number(entry.value, key, magnitude: c) { view.valueSettings.minimumValue = v }
            case "maximumValue":
                if let v = reader.number(entry.value, key, magnitude: c) { view.valueSettings.maximumValue = v }
            case "stepValue":
                if let v = reader.number(
                    entry.value, key, min: 0, max: c,
                    range: reader.t(
                        "greater than 0 (UIKit raises an exception for 0 or less)"))
                {
                    if v > 0 {
                        view.valueSettings.stepValue = v
                    } else {
                        reader.error(
                            entry.value,
                            reader.t(
                                "'stepValue' must be greater than 0 (UIKit raises an exception for 0 or less)"))
                    }
                }
            case "wraps": if let v = reader.bool(entry.value, key) { view.valueSettings.wraps = v }
            case "continuous": if let v = reader.bool(entry.value, key) { view.valueSettings.isContinuous = v }
            default: if let v = reader.bool(entry.value, key) { view.valueSettings.autorepeat = v }
            }
        }
        let v = view.valueSettings
        if v.minimumValue >= v.maximumValue, let node = e["minimumValue"] ?? e["maximumValue"] {
            reader.error(
                node.value,
                reader.t(
                    """
                    'minimumValue' (\(formatNumber(v.minimumValue))) must be less than 'maximumValue' \
                    (\(formatNumber(v.maximumValue)))
                    """))
        } else if v.value < v.minimumValue || v.value > v.maximumValue,
            let node = e["value"] ?? e["minimumValue"] ?? e["maximumValue"]
        {
            reader.error(
                node.value,
                reader.t(
                    """
                    'value' (\(formatNumber(v.value))) must lie between 'minimumValue' \
                    (\(formatNumber(v.minimumValue))) and 'maximumValue' (\(formatNumber(v.maximumValue)))
                    """))
        }
    }
}
