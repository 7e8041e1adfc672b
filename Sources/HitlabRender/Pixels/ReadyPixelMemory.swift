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
    /// Where in the memory a pool takes from: the front upwards or the back downwards.
    enum End { case front, back }

    private let memory: FaultedMemory
    private let end: End

    private init(_ memory: FaultedMemory, _ end: End) {
        self.memory = memory
        self.end = end
    }

    /// Two pools over one mapping of `size` bytes (whole pages), faulted in: one takes
    /// from its front, the other from its back and never from its first `frontReserve` bytes.
    /// Nil when the memory cannot be mapped.
    static func ends(size: Int, frontReserve: Int) -> (front: PixelPool, back: PixelPool)? {
        guard let memory = FaultedMemory(size: size, frontReserve: frontReserve) else { return nil }
        return (PixelPool(memory, .front), PixelPool(memory, .back))
    }

    /// `bytes` of zeroed memory, 64-byte aligned, or nil when the pool has no more. Threads
    /// may take from a pool at once (the two setters of text share one); what is taken lives as
    /// long as the pool does.
    func take(_ bytes: Int) -> UnsafeMutableRawPointer? {
        memory.take(bytes, from: end)
    }
}

/// Anonymous memory faulted in a 4 KB page at a time, handed out from both ends.
///
/// Not in huge pages, though 2 MB are faulted in at once: a huge page is cut from the largest
/// free blocks, which a virtual machine that gives freed memory back to its host (free page
/// reporting, as this one does) has most often given back, and the host then faults each 4 KB
/// of it in again while the huge page is zeroed. Right after another program had freed its
/// memory, that took 5 ms for a 2 MB page as often as not, against 0.25 ms, while the picture
/// waited; small pages come from blocks the system used last. Paired, right after a headless
/// Chromium each time (40-50 pairs, three runs): render 16.8 against 18.7-19.3 ms.
private final class FaultedMemory: @unchecked Sendable {
    private let base: UnsafeMutableRawPointer
    let size: Int
    private var front = 0
    private var back: Int
    /// The bytes at the front that taking from the back leaves for the front.
    private let frontReserve: Int
    private let lock = NSLockLike()

    init?(size: Int, frontReserve: Int) {
        let size = (size + 4095) & ~4095
        guard let base = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            base != MAP_FAILED
        else { return nil }
        #if os(Linux)
        _ = madvise(base, size, MADV_NOHUGEPAGE)  // where the system would give huge pages unasked
        #endif
        // A write to every page faults them in, zeroed as fresh memory is.
        for page in Swift.stride(from: 0, to: size, by: 4096) {
            base.storeBytes(of: 0, toByteOffset: page, as: UInt8.self)
        }
        self.base = base
        self.size = size
        self.frontReserve = frontReserve
        back = size
    }

    deinit {
        munmap(base, size)
    }

    func take(_ bytes: Int, from end: PixelPool.End) -> UnsafeMutableRawPointer? {
        guard bytes > 0 else { return nil }
        return lock.locked {
            switch end {
            case .front:
                let start = (front + 63) & ~63
                guard start + bytes <= back else { return nil }
                front = start + bytes
                return base + start
            case .back:
                let start = (back - bytes) & ~63
                guard start >= max(front, frontReserve) else { return nil }
                back = start
                return base + start
            }
        }
    }
}

/// The pools a one-picture command gets, over one piece of memory: the frame takes from its
/// front, and the two setters of text (the canvas's and the panel's, `Renderer.renderWithPlan`)
/// share its back.
enum ReadyPixelMemory {
    /// The memory made ready: room for `render`'s 1012 x 640 frame (2.6 MB) and a bundled
    /// scene's text images (1.2 MB). Every page faulted in is a page the system zeroes while
    /// the command reads its scene: a pool for each setter and one for the frame (8 MB) left
    /// `render` about 9% slower, paired, back to back.
    static let bytes = 4 << 20
    /// What text leaves at the front for the frame: `render`'s 1012 x 640 one. A larger frame,
    /// or more text than the rest holds, takes Cairo's own memory.
    static let frameReserve = 1012 * 640 * 4

    private final class Pools: @unchecked Sendable {
        let lock = NSLockLike()
        var frame: PixelPool?
        var text: PixelPool?
    }
    private static let pools = Pools()

    /// Maps and faults in the memory (the preloading thread calls it once). A frame that
    /// misses it takes 630 page faults on the path the user waits for; a text image that
    /// misses it takes a few, and the first are set before it could be ready anyway.
    static func prepare() {
        guard let ends = PixelPool.ends(size: bytes, frontReserve: frameReserve) else { return }
        pools.lock.locked { (pools.frame, pools.text) = (ends.front, ends.back) }
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
