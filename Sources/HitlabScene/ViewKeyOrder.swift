/// The keys of a view in the order `docs/scene-format.md` lists them: the order a new view's
/// keys are written in, and where a key set in the window goes among those a view has.
public enum ViewKeyOrder {
    public static let keys = [
        "name", "kind", "class", "frame", "boundsOrigin", "transform", "hidden", "alpha", "interactive", "enabled",
        "clips", "background", "cornerRadius", "border", "text", "textColor", "fontSize", "image", "layers",
        "hitArea", "hitInsets", "hitOutsideBounds", "passThrough", "hitTestReturns", "touches", "multipleTouch",
        "exclusiveTouch", "responds", "action", "events", "value", "minimumValue", "maximumValue", "stepValue",
        "wraps", "continuous", "autorepeat", "animation", "target", "gestures", "controller", "subviews",
        "delaysContentTouches", "canCancelContentTouches", "contentSize", "scrollEnabled", "alwaysBounceVertical",
        "alwaysBounceHorizontal", "paging", "touchesShouldCancel", "level", "firstResponder"
    ]

    /// The key's place in that order; a key the order does not list goes last.
    public static func rank(_ key: String) -> Int { keys.firstIndex(of: key) ?? keys.count }
}
