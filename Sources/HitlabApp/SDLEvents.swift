import CSDL2
import HitlabCore

/// SDL's input events as the app's inputs: keys, the mouse, and a touch screen's fingers.
/// The host routes every event through here; a test can push SDL events into SDL's own queue
/// and drain them through the same routing, with no display (SDL's dummy video driver).
public enum SDLEvents {
    /// SDL's id of the mouse events it makes up from touches (`SDL_TOUCH_MOUSEID`): skipped,
    /// since the fingers themselves are routed.
    static let touchMouseID = UInt32.max

    /// Routes one input event to the app; nil when it is not an input event.
    static func route(_ event: SDL_Event, to app: WindowApp, time: Double) -> HostRequests? {
        switch event.type {
        case SDL_KEYDOWN.rawValue:
            return SDLKeys.chord(event.key.keysym).map(app.key) ?? []
        case SDL_TEXTINPUT.rawValue:
            let bytes = withUnsafeBytes(of: event.text.text) { Array($0.prefix { $0 != 0 }) }
            return app.text(String(decoding: bytes, as: UTF8.self))
        case SDL_MOUSEBUTTONDOWN.rawValue:
            let b = event.button
            guard b.which != touchMouseID else { return [] }
            let mods = SDL_GetModState().rawValue
            return app.pointerDown(
                pixel(b.x, b.y, app), button: Int(b.button), alt: mods & KMOD_ALT.rawValue != 0,
                shift: mods & KMOD_SHIFT.rawValue != 0, ctrl: mods & KMOD_CTRL.rawValue != 0, time: time)
        case SDL_MOUSEMOTION.rawValue:
            let m = event.motion
            guard m.which != touchMouseID else { return [] }
            return app.pointerMoved(pixel(m.x, m.y, app), dx: Double(m.xrel), dy: Double(m.yrel), time: time)
        case SDL_MOUSEBUTTONUP.rawValue:
            let b = event.button
            guard b.which != touchMouseID else { return [] }
            return app.pointerUp(pixel(b.x, b.y, app), button: Int(b.button), time: time)
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            // A finger's position is a fraction of the window, which the frame fills.
            let f = event.tfinger
            let p = Point(Double(f.x) * Double(app.frameSize.width), Double(f.y) * Double(app.frameSize.height))
            switch event.type {
            case SDL_FINGERDOWN.rawValue: return app.fingerDown(f.fingerId, p, time: time)
            case SDL_FINGERMOTION.rawValue: return app.fingerMoved(f.fingerId, p, time: time)
            default: return app.fingerUp(f.fingerId, p, time: time)
            }
        default:
            return nil
        }
    }

    /// A position in window points as frame pixels.
    static func pixel(_ x: Int32, _ y: Int32, _ app: WindowApp) -> Point {
        Point(Double(x) * app.pixelRatio, Double(y) * app.pixelRatio)
    }

    /// Takes every event in SDL's queue and routes it to the app, as the window's loop does;
    /// returns how many were routed.
    public static func drain(into app: WindowApp, time: Double) -> Int {
        var event = SDL_Event(), routed = 0
        while SDL_PollEvent(&event) != 0 {
            if route(event, to: app, time: time) != nil { routed += 1 }
        }
        return routed
    }
}
