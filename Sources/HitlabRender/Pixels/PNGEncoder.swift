import CIsal
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HitlabFiles

/// PNG bytes of 8-bit RGB or RGBA rows, compressed by Intel's ISA-L (igzip, level 1).
///
/// Compressing was the largest part of a `hitlab render` process: zlib took 3.4 ms for the
/// 1.9 MB of a 1012x640 picture, igzip takes 0.5 ms for a file ~10 % larger. The rows are
/// filled and compressed a few at a time, so the whole filtered image never sits in memory.
/// igzip's output depends only on its input and level (x86-64 machines with SSE4.2, which is
/// every current one, give the same bytes), so the same pixels give the same bytes on every run.
struct PNGEncoder {
    enum ColourType: UInt8 {
        case rgb = 2
        case rgba = 6
        var bytesPerPixel: Int { self == .rgb ? 3 : 4 }
    }

    let width: Int
    let height: Int
    let colourType: ColourType

    /// Rows compressed at a time.
    static let chunkRows = 16

    /// The bytes of one row in the compressed data: filter type 0 (none), then the pixels.
    var rowBytes: Int { 1 + width * colourType.bytesPerPixel }

    /// The PNG file whose row `y` (its pixels, without the filter byte) `fillRow(y, destination)`
    /// writes.
    func encode(fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8]? {
        guard width > 0, height > 0, let idat = compressedRows(fillRow) else { return nil }
        var header = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        header += [8, colourType.rawValue, 0, 0, 0]  // depth, colour type, deflate, filter set 0, no interlace
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(idat.count + 64)
        Self.appendChunk("IHDR", header, to: &png)
        Self.appendChunk("sRGB", [0], to: &png)  // the pixels are sRGB, perceptual intent
        Self.appendChunk("IDAT", idat, to: &png)
        Self.appendChunk("IEND", [], to: &png)
        return png
    }

    /// The rows, each behind its filter byte, as one zlib stream (header, deflate data, Adler-32).
    private func compressedRows(_ fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8]? {
        // The stream's state is large (its history buffers): on the heap, zeroed, then set up.
        guard let raw = calloc(1, MemoryLayout<isal_zstream>.size) else { return nil }
        defer { free(raw) }
        let stream = raw.bindMemory(to: isal_zstream.self, capacity: 1)
        isal_deflate_init(stream)
        let levelBufferSize = Int(hitlab_isal_level1_buffer_size())
        // Zeroed: igzip keeps its hash table here, and what memory held before must never
        // reach the output (the same pixels would give different bytes from run to run).
        let levelBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: levelBufferSize)
        levelBuffer.initialize(repeating: 0, count: levelBufferSize)
        defer { levelBuffer.deallocate() }
        stream.pointee.level = 1
        stream.pointee.level_buf = levelBuffer
        stream.pointee.level_buf_size = UInt32(levelBufferSize)
        stream.pointee.gzip_flag = UInt16(IGZIP_ZLIB)
        stream.pointee.flush = UInt16(NO_FLUSH)

        let rowBytes = self.rowBytes
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.chunkRows * rowBytes)
        // Zeroed too: igzip may read a few bytes past the input it is given while hashing.
        chunk.initialize(repeating: 0, count: Self.chunkRows * rowBytes)
        defer { chunk.deallocate() }
        // Stored blocks at worst: 5 bytes per 64 KB, the zlib header and checksum, and slack.
        let input = height * rowBytes
        let capacity = input + input / 1000 + 1024
        // Swift stops the process when an array cannot be allocated: ask the C allocator first
        // (room for this buffer and the file's copy of it), so a picture too large for the
        // memory left is an error the caller reports, not a crash.
        guard let probe = malloc(2 * capacity + 64) else { return nil }
        free(probe)
        var ok = true
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
            out.initialize(repeating: 0)
            stream.pointee.next_out = out.baseAddress
            stream.pointee.avail_out = UInt32(capacity)
            var y = 0
            repeat {
                let n = min(Self.chunkRows, height - y)
                for r in 0..<n {
                    (chunk + r * rowBytes).initialize(to: 0)  // filter type: none
                    fillRow(y + r, chunk + r * rowBytes + 1)
                }
                y += n
                stream.pointee.next_in = chunk
                stream.pointee.avail_in = UInt32(n * rowBytes)
                stream.pointee.end_of_stream = y == height ? 1 : 0
                ok = isal_deflate(stream) == COMP_OK && stream.pointee.avail_in == 0
            } while ok && y < height
            ok = ok && stream.pointee.internal_state.state == ZSTATE_END
            count = ok ? capacity - Int(stream.pointee.avail_out) : 0
        }
        return ok ? bytes : nil
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        png += bigEndian(UInt32(data.count))
        let typeAt = png.count
        png += Array(type.utf8)
        png += data
        png += bigEndian(PNGHeader.crc32(png[typeAt...]))
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
}
