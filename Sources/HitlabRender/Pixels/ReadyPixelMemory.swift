#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Zeroed memory for pictures, its pages faulted in ahead of time on another CPU
/// (`DrawingPreload`). Fresh memory costs a page fault on the first touch of every 4 KB: a
/// 1012 x 640 frame's first paint took 630 of them, and its text images as many again, well
/// over a millisecond each on this machine, on the path the user waits for. Nothing in a
/// picture depends on where its memory came from: pool memory is never handed out twice, so it
/// is as zeroed as Cairo's own.
final class PixelPool: @unchecked Sendable {
    private let base: UnsafeMutableRawPointer
    let size: Int
    private var used = 0
    private let lock = NSLockLike()

    /// Huge pages' size on Linux: a pool lies on this boundary, so that where the system allows
    /// transparent huge pages it is faulted in 2 MB at a time.
    static let hugePage = 2 << 20

    /// `size` bytes (rounded up to 2 MB), mapped and faulted in; nil when they cannot be mapped.
    init?(size: Int) {
        let size = (size + Self.hugePage - 1) & ~(Self.hugePage - 1)
        // Mapped with a huge page's slack, then trimmed to the aligned pool.
        let slack = size + Self.hugePage
        guard let wide = mmap(nil, slack, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            wide != MAP_FAILED
        else { return nil }
        let start = (Int(bitPattern: wide) + Self.hugePage - 1) & ~(Self.hugePage - 1)
        let before = start - Int(bitPattern: wide), after = slack - before - size
        if before > 0 { munmap(wide, before) }
        if after > 0, let tail = UnsafeMutableRawPointer(bitPattern: start + size) { munmap(tail, after) }
        guard let base = UnsafeMutableRawPointer(bitPattern: start) else { return nil }
        #if os(Linux)
        _ = madvise(base, size, MADV_HUGEPAGE)
        #endif
        // A write to every page faults them in, zeroed as fresh memory is.
        for page in Swift.stride(from: 0, to: size, by: 4096) {
            base.storeBytes(of: 0, toByteOffset: page, as: UInt8.self)
        }
        self.base = base
        self.size = size
    }

    deinit {
        munmap(base, size)
    }

    /// `bytes` of zeroed memory, 64-byte aligned, or nil when the pool has no more. Threads
    /// may take from a pool at once (the two setters of text share one); what is taken lives as
    /// long as the pool does.
    func take(_ bytes: Int) -> UnsafeMutableRawPointer? {
        lock.locked {
            let start = (used + 63) & ~63
            guard bytes > 0, start + bytes <= size else { return nil }
            used = start + bytes
            return base + start
        }
    }
}

/// The pools a one-picture command gets: one for the frame, and one that the two setters of
/// text (the canvas's and the panel's, `Renderer.renderWithPlan`) share.
enum ReadyPixelMemory {
    /// Room for a frame of up to 1280 x 800 (a 1012 x 640 `render` is 2.6 MB).
    static let frameBytes = 4 << 20
    /// Room for a picture's text images (a `render` of a bundled scene makes 1.2 MB of them).
    /// One pool for both setters, not one each: every 2 MB faulted in is 2 MB the system
    /// zeroes on the CPU that then sets the panel, and right after another program has freed
    /// its memory that took several milliseconds on this machine (render 6% sooner, paired
    /// after a headless Chromium each time).
    static let textBytes = 2 << 20

    private final class Pools: @unchecked Sendable {
        let lock = NSLockLike()
        var frame: PixelPool?
        var text: PixelPool?
    }
    private static let pools = Pools()

    /// Maps and faults in the pools (the preloading thread calls it once): the frame's first.
    /// A frame that misses its pool takes 630 page faults on the path the user waits for; a
    /// text image that misses one takes a few, and the first are set before any pool could be
    /// ready anyway.
    static func prepare() {
        let frame = PixelPool(size: frameBytes)
        pools.lock.locked { pools.frame = frame }
        let text = PixelPool(size: textBytes)
        pools.lock.locked { pools.text = text }
    }

    /// The frame's pool, once a process (nil before it is ready, and after).
    static func framePool() -> PixelPool? {
        pools.lock.locked {
            defer { pools.frame = nil }
            return pools.frame
        }
    }

    /// The pool for the setters of text's images (nil until it is ready).
    static func textPool() -> PixelPool? {
        pools.lock.locked { pools.text }
    }
}
