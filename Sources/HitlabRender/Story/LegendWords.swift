import HitlabWords

/// The legend's lines, in the picture's language.
extension Words {
    func legend(_ entry: LegendEntry) -> String {
        switch entry {
        case .verdict(let v): return verdict(v)
        case .chainBadge: return language.pick("responder chain, in order", "响应者链，按顺序")
        case .superviewLink: return language.pick("next responder: the superview", "下一个响应者：父视图")
        case .controllerLink: return language.pick("next responder through a view controller", "经过视图控制器的下一个响应者")
        case .touchPoint: return language.pick("the touch", "触摸点")
        case .fingers: return language.pick("fingers 1, 2, 3 …: each its own number and shape", "第 1、2、3 … 根手指：各有编号和形状")
        case .refusedFinger: return language.pick("a finger no view gets (T4, T5)", "不交给任何视图的手指（T4，T5）")
        case .dragPath: return language.pick("the drag, from its press", "拖动路径（从按下处开始）")
        case .hitArea: return language.pick("custom hit area", "自定义点击区域")
        case .tag: return language.pick("who handled it, actions, gestures", "谁处理了它、动作、手势")
        case .footnote: return language.pick("footnote (see above)", "脚注（见上文）")
        }
    }
}
