import CGif
import HitlabCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Animated GIFs through Debian's giflib: each frame quantised to 256 colours with giflib's
/// own median cut, looping forever. The same frames always give the same bytes.
public enum GIFFile {
    public struct EncodeError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The frames (all of one size) as a GIF that shows each for `delay` hundredths of a second.
    public static func encode(_ frames: [CairoImage], delay: Int) throws -> [UInt8] {
        guard let first = frames.first else { throw EncodeError(description: "no frames to write") }
        var bytes: [UInt8] = []
        let writer = try Writer(width: first.width, height: first.height, delay: delay) { bytes.append(contentsOf: $0) }
        for frame in frames { try writer.add(frame) }
        try writer.finish()
        return bytes
    }

    /// Writes a GIF a frame at a time, handing giflib's bytes to `output` as they come (an
    /// export streams them to its file): only the frame being added is in memory.
    public final class Writer {
        private final class Sink {
            let output: ([UInt8]) throws -> Void
            var failure: Error?
            init(_ output: @escaping ([UInt8]) throws -> Void) { self.output = output }
        }
        private let sink: Sink
        private var gif: UnsafeMutablePointer<GifFileType>?
        private let width: Int, height: Int, delay: Int

        public init(width: Int, height: Int, delay: Int, output: @escaping ([UInt8]) throws -> Void) throws {
            (self.width, self.height, self.delay) = (width, height, delay)
            sink = Sink(output)
            var error: Int32 = 0
            let userData = Unmanaged.passUnretained(sink).toOpaque()
            guard
                let gif = EGifOpen(
                    userData,
                    { file, data, length in
                        guard let file, let data, length > 0 else { return 0 }
                        let sink = Unmanaged<Sink>.fromOpaque(file.pointee.UserData).takeUnretainedValue()
                        guard sink.failure == nil else { return 0 }
                        do { try sink.output(Array(UnsafeBufferPointer(start: data, count: Int(length)))) } catch {
                            sink.failure = error
                            return 0
                        }
                        return length
                    }, &error)
            else {
                throw EncodeError(description: "giflib could not start a GIF (error \(error))")
            }
            self.gif = gif
            EGifSetGifVersion(gif, true)
            guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil) == GIF_OK else {
                throw failure("giflib: screen")
            }
            // NETSCAPE2.0: loop forever.
            var loop: [UInt8] = [1, 0, 0]
            var app = Array("NETSCAPE2.0".utf8)
            guard EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
                EGifPutExtensionBlock(gif, Int32(app.count), &app) == GIF_OK,
                EGifPutExtensionBlock(gif, Int32(loop.count), &loop) == GIF_OK,
                EGifPutExtensionTrailer(gif) == GIF_OK
            else { throw failure("giflib: loop extension") }
        }

        /// The output's own error (a full disk) when there was one, else giflib's words.
        private func failure(_ what: String) -> Error { sink.failure ?? EncodeError(description: what) }

        public func add(_ frame: CairoImage) throws {
            guard let gif else { throw EncodeError(description: "the GIF is already finished") }
            guard frame.width == width, frame.height == height else {
                throw EncodeError(description: "the frames differ in size")
            }
            do { try GIFFile.put(frame, delay: delay, into: gif) } catch { throw sink.failure ?? error }
        }

        public func finish() throws {
            guard let gif else { return }
            self.gif = nil
            var error: Int32 = 0
            guard EGifCloseFile(gif, &error) == GIF_OK else {
                throw failure("giflib could not finish the GIF (error \(error))")
            }
        }

        deinit {
            var error: Int32 = 0
            if let gif { EGifCloseFile(gif, &error) }
        }
    }

    private static func put(_ frame: CairoImage, delay: Int, into gif: UnsafeMutablePointer<GifFileType>) throws {
        let w = frame.width, h = frame.height, n = w * h
        // Four planes of n bytes, and giflib's own: asked of the C allocator first (see PNGEncoder).
        guard let probe = malloc(5 * n) else {
            throw EncodeError(description: "cannot allocate a frame of \(w) x \(h) pixels (out of memory)")
        }
        free(probe)
        var red = [UInt8](repeating: 0, count: n), green = red, blue = red
        frame.withPixels { data, stride in
            for y in 0..<h {
                let row = data + y * stride
                for x in 0..<w {
                    // Cairo's ARGB32 in memory: B, G, R, A (the frames are opaque).
                    red[y * w + x] = row[4 * x + 2]
                    green[y * w + x] = row[4 * x + 1]
                    blue[y * w + x] = row[4 * x]
                }
            }
        }
        var colours: Int32 = 256
        var indices = [UInt8](repeating: 0, count: n)
        guard let map = GifMakeMapObject(256, nil) else { throw EncodeError(description: "giflib: colour map") }
        defer { GifFreeMapObject(map) }
        guard
            GifQuantizeBuffer(UInt32(w), UInt32(h), &colours, &red, &green, &blue, &indices, map.pointee.Colors)
                == GIF_OK
        else {
            throw EncodeError(description: "giflib could not reduce a frame to 256 colours")
        }
        // Graphics control: the delay, no transparency.
        var control: [UInt8] = [0x04, UInt8(delay & 0xFF), UInt8((delay >> 8) & 0xFF), 0]
        guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, &control) == GIF_OK,
            EGifPutImageDesc(gif, 0, 0, Int32(w), Int32(h), false, map) == GIF_OK
        else {
            throw EncodeError(description: "giflib: frame header")
        }
        try indices.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<h {
                guard EGifPutLine(gif, buffer.baseAddress! + y * w, Int32(w)) == GIF_OK else {
                    throw EncodeError(description: "giflib: frame pixels")
                }
            }
        }
    }
}
