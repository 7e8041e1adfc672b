import CZlib
import Dispatch
import HitlabFiles

/// PNG bytes of 8-bit RGB or RGBA rows, compressed on every core at once.
///
/// Compressing was the largest part of a `hitlab render` process, and libpng (which still
/// reads PNG files) compresses on one core. Here zlib compresses the rows in bands at once,
/// the way pigz does: each band is a raw deflate stream ended on a byte boundary by a sync
/// flush (the last one finished), the bands follow one zlib header, and their Adler-32
/// checksums are combined. The bands depend only on the image's height, never on the machine,
/// so the same pixels give the same bytes everywhere.
struct PNGEncoder {
    enum ColourType: UInt8 {
        case rgb = 2
        case rgba = 6
        var bytesPerPixel: Int { self == .rgb ? 3 : 4 }
    }

    let width: Int
    let height: Int
    let colourType: ColourType

    /// zlib's fastest level: the pictures are mostly flat colour, which it still packs ~20:1.
    static let level: Int32 = 1
    /// At most this many bands, each of at least `minimumBandRows` rows.
    static let maximumBands = 4
    static let minimumBandRows = 64

    /// The bytes of one row in the compressed data: filter type 0 (none), then the pixels.
    var rowBytes: Int { 1 + width * colourType.bytesPerPixel }

    /// The PNG file whose row `y` (its pixels, without the filter byte) `fillRow(y, destination)`
    /// writes. Rows are filled and compressed band by band on several threads at once, so
    /// `fillRow` must only read what it shares.
    func encode(fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) -> [UInt8]? {
        guard width > 0, height > 0 else { return nil }
        let bands = min(Self.maximumBands, max(1, height / Self.minimumBandRows))
        let bandRows = (height + bands - 1) / bands
        let rowBytes = self.rowBytes
        var parts = [[UInt8]?](repeating: nil, count: bands)
        var checksums = [UInt](repeating: 0, count: bands)
        parts.withUnsafeMutableBufferPointer { parts in
            checksums.withUnsafeMutableBufferPointer { checksums in
                // Each band writes only its own element of `parts` and `checksums`.
                DispatchQueue.concurrentPerform(iterations: bands) { band in
                    let first = min(height, band * bandRows), end = min(height, (band + 1) * bandRows)
                    let rows = [UInt8](unsafeUninitializedCapacity: (end - first) * rowBytes) { out, count in
                        for y in first..<end {
                            let row = out.baseAddress! + (y - first) * rowBytes
                            row.initialize(to: 0)  // filter type: none
                            fillRow(y, row + 1)
                        }
                        count = (end - first) * rowBytes
                    }
                    rows.withUnsafeBufferPointer { slice in
                        parts[band] = Self.deflateBand(slice, last: band == bands - 1)
                        checksums[band] = adler32(1, slice.baseAddress, UInt32(slice.count))
                    }
                }
            }
        }
        var adler = checksums[0]
        for band in 1..<bands {
            let length = (min(height, (band + 1) * bandRows) - min(height, band * bandRows)) * rowBytes
            adler = adler32_combine(adler, checksums[band], length)
        }
        var idat: [UInt8] = [0x78, 0x01]  // deflate, 32 KB window, fastest level
        for part in parts {
            guard let part else { return nil }
            idat += part
        }
        idat += Self.bigEndian(UInt32(truncatingIfNeeded: adler))

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

    /// One band as raw deflate data: ended by a sync flush so the next band can follow it,
    /// or finished when it is the last.
    private static func deflateBand(_ input: UnsafeBufferPointer<UInt8>, last: Bool) -> [UInt8]? {
        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        defer { deflateEnd(&stream) }
        // deflateBound covers a finished stream; a sync flush adds an empty stored block.
        let capacity = Int(deflateBound(&stream, UInt(input.count))) + 16
        var ok = false
        let out = [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = UInt32(input.count)
            stream.next_out = out.baseAddress
            stream.avail_out = UInt32(capacity)
            let result = deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
            ok = stream.avail_in == 0 && (last ? result == Z_STREAM_END : result == Z_OK)
            count = ok ? capacity - Int(stream.avail_out) : 0
        }
        return ok ? out : nil
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
