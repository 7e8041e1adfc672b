#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value one thread hands to another, once: `wait` returns it as soon as `give` has been
/// called.
public final class Handover<Value>: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var given = pthread_cond_t()
    private var value: Value?

    public init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&given, nil)
    }

    deinit {
        pthread_cond_destroy(&given)
        pthread_mutex_destroy(&mutex)
    }

    public func give(_ value: Value) {
        pthread_mutex_lock(&mutex)
        self.value = value
        pthread_cond_broadcast(&given)
        pthread_mutex_unlock(&mutex)
    }

    public func wait() -> Value {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        while value == nil { pthread_cond_wait(&given, &mutex) }
        return value!
    }
}
