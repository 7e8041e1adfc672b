import CSDL2

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A font file mapped into memory once, read-only, so that opening it at another size costs
/// no file reads: FreeType reading a file through SDL's file streams makes thousands of small
/// `lseek`/`read` calls per size, more than half of a `hitlab render`'s own time.
final class MappedFontFile {
    private let base: UnsafeMutableRawPointer
    private let count: Int

    init?(path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size > 0, info.st_size <= Int(Int32.max) else { return nil }
        let size = Int(info.st_size)
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else { return nil }
        base = mapped
        count = size
    }

    /// The font at a pixel size; it reads this mapping, so it must be closed before this
    /// object goes (the rasterizer closes its fonts in its `deinit`, before its stored
    /// properties are released).
    func openFont(pixelSize: Int32) -> OpaquePointer? {
        guard let stream = SDL_RWFromConstMem(base, Int32(count)) else { return nil }
        return TTF_OpenFontRW(stream, 1, pixelSize)
    }

    deinit { munmap(base, count) }
}
