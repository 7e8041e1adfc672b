import CSDL2
import HitlabApp

/// SDL's event queue fed without a display, as a touch screen's driver would (tests only).
extension SDLEvents {
    public enum FingerPhase { case down, motion, up }

    /// Starts SDL's event queue alone (no window, no display needed).
    public static func startQueue() -> Bool {
        SDL_InitSubSystem(SDL_INIT_EVENTS) == 0
    }

    public static func stopQueue() {
        SDL_QuitSubSystem(SDL_INIT_EVENTS)
    }

    /// Pushes a touch screen finger's event into SDL's queue, as a touch screen's driver does:
    /// `x` and `y` are fractions of the window (0 to 1).
    @discardableResult
    public static func pushFinger(_ phase: FingerPhase, id: Int64, x: Double, y: Double) -> Bool {
        var event = SDL_Event()
        let type: SDL_EventType = phase == .down ? SDL_FINGERDOWN : phase == .motion ? SDL_FINGERMOTION : SDL_FINGERUP
        event.type = type.rawValue
        event.tfinger.type = type.rawValue
        event.tfinger.touchId = 1
        event.tfinger.fingerId = id
        event.tfinger.x = Float(x)
        event.tfinger.y = Float(y)
        event.tfinger.pressure = phase == .up ? 0 : 1
        return SDL_PushEvent(&event) == 1
    }
}
