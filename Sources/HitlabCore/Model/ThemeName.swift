/// The picture's themes by name, as a check, `--theme` and the window name them.
public enum ThemeName: String, CaseIterable, Sendable {
    case light, dark, projector

    /// "light, dark or projector", for help and errors.
    public static var spelledOut: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
}
