import CIsal
import HitlabFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        // Zeroed too, with zeroed bytes past its end: igzip reads a few bytes past the input it
        // is given while hashing (its SIMD loads), and what the heap holds there must never
        // steer a match.
        let chunkBytes = Self.chunkRows * rowBytes + Self.readAhead
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkBytes)
        chunk.initialize(repeating: 0, count: chunkBytes)
        defer { chunk.deallocate() }
        // The compressed bytes go through a small buffer, zeroed before each pass (igzip's
        // last byte carries padding bits: what the memory held must never reach the file),
        // into the result, which grows by what the stream writes: only the compressed size
        // of a picture is ever in memory, never its raw size.
        let outSize = Self.outputBufferBytes
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: outSize)
        defer { out.deallocate() }
        var bytes: [UInt8] = []
        func drain(_ written: Int) { bytes.append(contentsOf: UnsafeBufferPointer(start: out, count: written)) }
        var ok = true
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
            // Until igzip has taken every input byte (and, at the end, finished the stream).
            repeat {
                out.initialize(repeating: 0, count: outSize)
                stream.pointee.next_out = out
                stream.pointee.avail_out = UInt32(outSize)
                ok = isal_deflate(stream) == COMP_OK
                drain(outSize - Int(stream.pointee.avail_out))
            } while ok
                && (stream.pointee.avail_in > 0
                    || (y == height && stream.pointee.internal_state.state != ZSTATE_END))
        } while ok && y < height
        ok = ok && stream.pointee.internal_state.state == ZSTATE_END
        return ok ? bytes : nil
    }

    /// The compressed bytes written at a time.
    static let outputBufferBytes = 256 * 1024

    /// Zeroed bytes kept past the input: more than igzip's widest load (64 bytes, AVX-512).
    static let readAhead = 256

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
