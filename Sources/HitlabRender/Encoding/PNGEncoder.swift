import CDeflate
import CLoader
import CZlib
import HitlabFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// PNG bytes of 8-bit RGB or RGBA rows, compressed by zlib (level 1).
///
/// The same pixels give the same bytes on every run: zlib's output depends only on its input,
/// level and version. Intel's ISA-L (igzip) compressed these rows in 0.5 ms where zlib takes
/// about 3 ms for a 1012x640 picture, but igzip 2.30 (Debian's, on this machine's AVX-512
/// path) now and then chose another match for the very same rows depending on where its
/// buffers lay in memory: 7 compressions in 2,400 at level 1 and in 7,200 at level 2, in a C
/// harness with every buffer zeroed; `DeterministicBytesTests` caught it in `hitlab render`.
/// The rows are filled and compressed a few at a time, so the whole filtered image never sits
/// in memory; a large picture's rows are compressed in bands side by side.
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
    ///
    /// A large picture's rows are cut into bands compressed side by side, as pigz does: each
    /// band is deflate blocks ending on a byte boundary (a sync flush), primed with the 32 KB
    /// of rows above it, so the bands join into one stream. How the rows are cut depends on
    /// the picture's size alone, never on the machine, so the bytes are the same everywhere;
    /// the bands run at once where there are cores for them.
    private func compressedRows(_ fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8]? {
        let bands = Self.bands(height: height, rowBytes: rowBytes)
        var parts = [Band?](repeating: nil, count: bands.count)
        if bands.count == 1 {
            parts[0] = compressedBand(bands[0], last: true, fillRow)
        } else {
            withoutActuallyEscaping(fillRow) { fill in
                parts.withUnsafeMutableBufferPointer { out in
                    let out = out
                    BandThreads.run(bands.count) { i in
                        out[i] = compressedBand(bands[i], last: i == bands.count - 1, fill)
                    }
                }
            }
        }
        var bytes: [UInt8] = [0x78, 0x01]  // deflate, 32 KB window, fastest compression
        var adler: UInt = 1  // Adler-32's initial value
        for (band, part) in zip(bands, parts) {
            guard let part else { return nil }
            bytes += part.bytes
            adler = adler32_combine(adler, UInt(part.adler), (band.upperBound - band.lowerBound) * rowBytes)
        }
        return bytes + Self.bigEndian(UInt32(truncatingIfNeeded: adler))
    }

    /// A band's deflate data and the Adler-32 of its rows.
    private struct Band {
        let bytes: [UInt8]
        let adler: UInt32
    }

    /// Raw rows per band: one band up to `bandBytes`, else as many as the raw bytes fill, at most
    /// `maximumBands`.
    static func bands(height: Int, rowBytes: Int) -> [Range<Int>] {
        let count = max(1, min(maximumBands, height * rowBytes / bandBytes, height))
        return (0..<count).map { i in height * i / count..<height * (i + 1) / count }
    }
    /// A `render`'s 1012 x 640 picture is cut in four: two bands each for two cores. Cut in
    /// two, its top half (the scene, the panel's sentences) took 1.2 ms longer than its bottom
    /// half while the other core waited; four bands mix top and bottom for each core (render
    /// 5% sooner, paired).
    static let bandBytes = 448 * 1024
    static let maximumBands = 8

    /// The rows of `band` as raw deflate data (level 1): primed with the rows above it, ending
    /// on a byte boundary unless it is the `last`.
    private func compressedBand(
        _ band: Range<Int>, last: Bool, _ fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) -> Band? {
        var stream = z_stream()
        // Level 1, raw deflate with a 32 KB window, zlib's default memory level and strategy.
        guard
            deflateInit2_(
                &stream, 1, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
                Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { return nil }
        defer { deflateEnd(&stream) }

        let rowBytes = self.rowBytes
        let rows = max(Self.chunkRows, (Self.window + rowBytes - 1) / rowBytes)
        let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: rows * rowBytes)
        chunk.initialize(repeating: 0, count: rows * rowBytes)
        defer { chunk.deallocate() }
        func fill(_ y: Int, _ n: Int) {
            for r in 0..<n {
                (chunk + r * rowBytes).initialize(to: 0)  // filter type: none
                fillRow(y + r, chunk + r * rowBytes + 1)
            }
        }
        // The window the band starts with: the last 32 KB of the rows above it.
        if band.lowerBound > 0 {
            let above = min(band.lowerBound, (Self.window + rowBytes - 1) / rowBytes)
            fill(band.lowerBound - above, above)
            let size = min(Self.window, above * rowBytes)
            guard deflateSetDictionary(&stream, chunk + above * rowBytes - size, UInt32(size)) == Z_OK else {
                return nil
            }
        }
        // The compressed bytes go through a small buffer into the result, which grows by what
        // the stream writes: only the compressed size of a picture is ever in memory, never
        // its raw size.
        let outSize = Self.outputBufferBytes
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: outSize)
        defer { out.deallocate() }
        var bytes: [UInt8] = []
        var adler: UInt32 = 1  // Adler-32's initial value
        var status = Z_OK
        var y = band.lowerBound
        let end = last ? Z_FINISH : Z_SYNC_FLUSH
        repeat {
            let n = min(Self.chunkRows, band.upperBound - y)
            fill(y, n)
            y += n
            adler = hitlab_adler32(adler, chunk, n * rowBytes)
            stream.next_in = chunk
            stream.avail_in = UInt32(n * rowBytes)
            let flush = y == band.upperBound ? end : Z_NO_FLUSH
            // Until zlib has taken every input byte (and, at the end, written all it holds).
            repeat {
                stream.next_out = out
                stream.avail_out = UInt32(outSize)
                status = deflate(&stream, flush)
                bytes.append(contentsOf: UnsafeBufferPointer(start: out, count: outSize - Int(stream.avail_out)))
            } while status == Z_OK && (stream.avail_in > 0 || stream.avail_out == 0 || flush == Z_FINISH)
        } while (status == Z_OK || status == Z_BUF_ERROR) && y < band.upperBound
        let finished = last ? status == Z_STREAM_END : status == Z_OK || status == Z_BUF_ERROR
        return finished ? Band(bytes: bytes, adler: adler) : nil
    }

    /// Deflate's window: how far back a match may reach.
    static let window = 32 * 1024

    /// The compressed bytes written at a time: under malloc's 128 KB, above which each band's
    /// buffer was a mapping of its own, faulted in and unmapped (a band compresses to ~25 KB).
    static let outputBufferBytes = 64 * 1024

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

/// Runs `work(0)` ... `work(count - 1)` on this thread and at most one more per further core
/// (each with a small stack, so that a picture's encoding keeps to a fixed address space: a
/// 4K export runs under 1 GB). Thread `t` takes the bands `t`, `t + threads`, ...: which
/// thread does a band changes nothing in its bytes. The threads start on other CPUs than this
/// one (Linux would often leave them queued behind it) and may come back once it has done its
/// share.
enum BandThreads {
    static let stackBytes = 512 * 1024

    private final class Job {
        let work: (Int) -> Void
        let count: Int
        let threads: Int
        let first: Int
        init(_ work: @escaping (Int) -> Void, count: Int, threads: Int, first: Int) {
            self.work = work
            self.count = count
            self.threads = threads
            self.first = first
        }
        func run() {
            var i = first
            while i < count {
                work(i)
                i += threads
            }
        }
    }

    static func run(_ count: Int, _ work: (Int) -> Void) {
        let cores = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        let threads = max(1, min(count, cores, 4))
        withoutActuallyEscaping(work) { work in
            var started: [pthread_t] = []
            var placed = false
            var inline: [Job] = [Job(work, count: count, threads: threads, first: 0)]
            for t in 1..<threads {
                let job = Job(work, count: count, threads: threads, first: t)
                if let made = OtherCPUThread.start(stackBytes: stackBytes, job.run) {
                    started.append(made.thread)
                    placed = placed || made.placed
                } else {
                    // No thread: this one does the bands too.
                    inline.append(job)
                }
            }
            inline.forEach { $0.run() }
            if placed { started.forEach(hitlab_thread_allow_every_cpu) }
            for thread in started { pthread_join(thread, nil) }
        }
    }
}
