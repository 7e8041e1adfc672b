import CLoader

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread started on another CPU than the caller's: Linux often starts a new thread on its
/// creator's CPU and leaves it queued there for milliseconds while another CPU is idle
/// (`hitlab_thread_attr_avoid_this_cpu`). The preloading threads and the PNG bands start here.
public enum OtherCPUThread {
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Starts `body` on a new thread (with a stack of `stackBytes`, or the system's default),
    /// detached or to be joined. Returns the thread and whether it was kept off this CPU, or nil
    /// when no thread could be made (then `body` has not run).
    public static func start(
        stackBytes: Int? = nil, detached: Bool = false, _ body: @escaping () -> Void
    ) -> (thread: pthread_t, placed: Bool)? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackBytes { pthread_attr_setstacksize(&attributes, stackBytes) }
        if detached { pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) }
        let placed = hitlab_thread_attr_avoid_this_cpu(&attributes) == 1
        var thread = pthread_t()
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        let made = pthread_create(
            &thread, &attributes,
            { context in
                Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, context)
        guard made == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        return (thread, placed)
    }
}
