import HitlabCore
import HitlabWords

/// The legend's lines, in the picture's language.
extension Words {
    func legend(_ entry: LegendEntry) -> String {
        switch entry {
        case .verdict(let v): return verdict(v)
        case .chainBadge: return language.say("responder chain, in order")
        case .actionWalk: return language.say("the action's search from the first responder, in order")
        case .superviewLink: return language.say("next responder: the superview")
        case .controllerLink: return language.say("next responder through a view controller")
        case .touchPoint: return language.say("the touch")
        case .fingers: return language.say("fingers 1, 2, 3 …: each its own number and shape")
        case .refusedFinger: return language.say("a finger no view gets (T4, T5)")
        case .dragPath: return language.say("the drag, from its press")
        case .hitArea: return language.say("custom hit area")
        case .tag: return language.say("who handled it, actions, gestures")
        case .footnote: return language.say("footnote (see above)")
        }
    }
}

extension Words {
    /// A view's kind after its name in the panel's tree: " (button)" in English, the scene
    /// file's word; "（UIButton）" in Chinese, the class a Chinese sentence names.
    func kindTag(_ kind: ViewKind) -> String {
        guard kind != .view else { return "" }
        return language.isChinese ? "（\(kind.uikitClass)）" : " (\(kind.rawValue))"
    }
}
