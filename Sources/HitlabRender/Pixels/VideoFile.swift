import CAVCodec
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import HitlabCore

/// Videos through Debian's FFmpeg libraries (libavcodec, libavformat): WebM (VP9; VP8 above
/// 2560 x 1600 pixels, or when this libavcodec has no VP9 encoder) or MP4 (H.264 through x264), yuv420p, BT.709, one
/// thread, bit-exact: the same frames always give the same bytes.
///
/// FFmpeg writes into memory through its own I/O callbacks (never a path): both containers are
/// written seekable, so that their index (WebM's Cues, MP4's moov) and duration are filled in at
/// the end and a browser's `<video>` can seek. The encoded bytes (not the frames) are therefore
/// held until `finish()` hands them to `output` in one piece.
public enum VideoFile {
    public struct EncodeError: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    public enum Format: String, CaseIterable, Sendable {
        case webm, mp4

        /// The file name's extension, without the dot.
        public var fileExtension: String { rawValue }
        /// libavformat's muxer.
        var muxer: String { rawValue }
        /// libavcodec's encoders for frames of `pixels`, the first one present wins. A WebM
        /// larger than 2560 x 1600 is VP8: libvpx's VP9 encoder takes about 540 MB at 4K (its
        /// token buffer alone 400 MB) where VP8 takes about a third, so a 4K lesson's video
        /// stays well under 1 GB.
        func encoders(pixels: Int) -> [String] {
            switch self {
            case .webm: return pixels > Self.largestVP9 ? ["libvpx", "libvpx-vp9"] : ["libvpx-vp9", "libvpx"]
            case .mp4: return ["libx264"]
            }
        }

        static let largestVP9 = 2560 * 1600
    }

    /// The frames (all of one size), each shown once, as one video.
    public static func encode(_ frames: [CairoImage], framesPerSecond: Int, format: Format) throws -> [UInt8] {
        guard let first = frames.first else { throw EncodeError(description: "no frames to write") }
        var bytes: [UInt8] = []
        let writer = try Writer(width: first.width, height: first.height, framesPerSecond: framesPerSecond, format: format) {
            bytes.append(contentsOf: $0)
        }
        for frame in frames { try writer.add(frame) }
        try writer.finish()
        return bytes
    }

    /// Writes a video a frame at a time: each frame is converted and encoded as it is added,
    /// only the encoded bytes are kept.
    ///
    /// A frame added with `repeat: n` lasts n frame periods. It is encoded once per second of
    /// that time at most (a still step costs almost nothing), and a keyframe comes at least
    /// every two seconds, so that seeking lands near where it is asked to.
    public final class Writer {
        /// The frames' size.
        public let width: Int, height: Int
        /// The video's size: an odd side is padded to even (yuv420p and H.264 need it), the
        /// last row or column repeated.
        public let encodedWidth: Int, encodedHeight: Int
        public let framesPerSecond: Int
        public let format: Format
        /// The encoder chosen: "libvpx-vp9", "libvpx" or "libx264".
        public let encoderName: String
        /// Frames handed to the encoder so far (a repeated frame may count more than once).
        public private(set) var encodedFrames = 0
        /// Frame periods written so far: the video lasts `frameTicks / framesPerSecond` seconds.
        public private(set) var frameTicks = 0

        private let output: ([UInt8]) throws -> Void
        private let file = MemoryFile()
        private var formatContext: UnsafeMutablePointer<AVFormatContext>?
        private var codecContext: UnsafeMutablePointer<AVCodecContext>?
        private var stream: UnsafeMutablePointer<AVStream>?
        private var picture: UnsafeMutablePointer<AVFrame>?
        private var packet: UnsafeMutablePointer<AVPacket>?
        /// Each frame's duration in frame periods, by its timestamp, for its packet.
        private var durations: [Int64: Int64] = [:]
        private var lastKeyframeTick: Int?
        private var finished = false

        public convenience init(width: Int, height: Int, framesPerSecond: Int, format: Format,
                                output: @escaping ([UInt8]) throws -> Void) throws {
            try self.init(width: width, height: height, framesPerSecond: framesPerSecond, format: format,
                          encoders: format.encoders(pixels: width * height), output: output)
        }

        /// `encoders`: libavcodec's names to try in turn (tests ask for one that does not exist).
        init(width: Int, height: Int, framesPerSecond: Int, format: Format, encoders: [String],
             output: @escaping ([UInt8]) throws -> Void) throws {
            try VideoFile.loadFFmpeg()
            _ = VideoFile.quietLogs
            guard width > 0, height > 0 else { throw EncodeError(description: "a video cannot be \(width) x \(height) pixels") }
            guard width <= 16_384, height <= 16_384 else {
                throw EncodeError(description: "a video of \(width) x \(height) pixels is too large (16384 at most a side)")
            }
            guard (1...240).contains(framesPerSecond) else {
                throw EncodeError(description: "\(framesPerSecond) frames per second is not between 1 and 240")
            }
            (self.width, self.height, self.framesPerSecond, self.format, self.output) = (width, height, framesPerSecond, format, output)
            (encodedWidth, encodedHeight) = (width + width % 2, height + height % 2)
            guard let (codec, name) = encoders.lazy.compactMap({ name in hitlab_av.avcodec_find_encoder_by_name!(name).map { ($0, name) } }).first else {
                throw EncodeError(description: "this libavcodec has no \(encoders.joined(separator: " or ")) encoder for \(format.rawValue) videos")
            }
            encoderName = name
            do { try open(codec) } catch {
                release()
                throw error
            }
        }

        private func open(_ codec: UnsafePointer<AVCodec>) throws {
            var made: UnsafeMutablePointer<AVFormatContext>?
            try check(hitlab_av.avformat_alloc_output_context2!(&made, nil, format.muxer, nil), "libavformat has no \(format.rawValue) muxer")
            guard let fmt = made else { throw EncodeError(description: "libavformat has no \(format.rawValue) muxer") }
            formatContext = fmt
            fmt.pointee.pb = try file.makeIOContext(writing: true)
            fmt.pointee.flags |= AVFMT_FLAG_CUSTOM_IO | AVFMT_FLAG_BITEXACT

            guard let ctx = hitlab_av.avcodec_alloc_context3!(codec) else { throw EncodeError(description: "out of memory (codec context)") }
            codecContext = ctx
            ctx.pointee.width = Int32(encodedWidth)
            ctx.pointee.height = Int32(encodedHeight)
            ctx.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
            ctx.pointee.pix_fmt = AV_PIX_FMT_YUV420P
            ctx.pointee.time_base = AVRational(num: 1, den: Int32(framesPerSecond))
            ctx.pointee.framerate = AVRational(num: Int32(framesPerSecond), den: 1)
            ctx.pointee.gop_size = Int32(2 * framesPerSecond)
            ctx.pointee.max_b_frames = 0
            ctx.pointee.thread_count = 1
            ctx.pointee.flags |= AV_CODEC_FLAG_BITEXACT
            ctx.pointee.color_range = AVCOL_RANGE_MPEG
            ctx.pointee.colorspace = AVCOL_SPC_BT709
            ctx.pointee.color_primaries = AVCOL_PRI_BT709
            ctx.pointee.color_trc = AVCOL_TRC_BT709
            ctx.pointee.chroma_sample_location = AVCHROMA_LOC_CENTER
            if fmt.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 { ctx.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }

            var options: OpaquePointer?
            defer { hitlab_av.av_dict_free!(&options) }
            let settings: [(String, String)]
            switch encoderName {
            case "libx264":
                // Flat colours and text: x264's animation tuning; crf 23 is its default quality.
                settings = [("preset", "faster"), ("tune", "animation"), ("crf", "23"), ("threads", "1"), ("rc-lookahead", "0")]
            default:
                // Constant quality (no bitrate), libvpx's "good" deadline at a fast speed.
                ctx.pointee.bit_rate = 0
                // No look-ahead: libvpx's default holds 25 frames back (about 1 GB at 4K);
                // flat slides gain nothing from it.
                settings = [("deadline", "good"), ("cpu-used", "4"), ("crf", "32"), ("row-mt", "0"), ("threads", "1"), ("lag-in-frames", "0"), ("auto-alt-ref", "0")]
            }
            for (key, value) in settings { _ = hitlab_av.av_dict_set!(&options, key, value, 0) }
            try check(hitlab_av.avcodec_open2!(ctx, nil, &options), "\(encoderName) would not open at \(encodedWidth) x \(encodedHeight)")

            guard let stream = hitlab_av.avformat_new_stream!(fmt, nil) else { throw EncodeError(description: "out of memory (stream)") }
            self.stream = stream
            stream.pointee.time_base = ctx.pointee.time_base
            stream.pointee.avg_frame_rate = ctx.pointee.framerate
            try check(hitlab_av.avcodec_parameters_from_context!(stream.pointee.codecpar, ctx), "stream parameters")
            try check(hitlab_av.avformat_write_header!(fmt, nil), "libavformat could not start the \(format.rawValue) file")

            guard let picture = hitlab_av.av_frame_alloc!(), let packet = hitlab_av.av_packet_alloc!() else { throw EncodeError(description: "out of memory (frame)") }
            (self.picture, self.packet) = (picture, packet)
            picture.pointee.format = AV_PIX_FMT_YUV420P.rawValue
            picture.pointee.width = Int32(encodedWidth)
            picture.pointee.height = Int32(encodedHeight)
            try check(hitlab_av.av_frame_get_buffer!(picture, 0), "cannot allocate a frame of \(encodedWidth) x \(encodedHeight) pixels")
        }

        /// Adds a frame shown for `count` frame periods.
        public func add(_ frame: CairoImage, repeat count: Int = 1) throws {
            guard !finished, let ctx = codecContext, let picture else { throw EncodeError(description: "the video is already finished") }
            guard frame.width == width, frame.height == height else {
                throw EncodeError(description: "the frames differ in size: \(frame.width) x \(frame.height), the video is \(width) x \(height)")
            }
            guard count >= 1 else { throw EncodeError(description: "a frame cannot be shown \(count) times") }
            try check(hitlab_av.av_frame_make_writable!(picture), "out of memory (frame)")
            VideoFile.convert(frame, into: picture)
            var left = count
            while left > 0 {
                // A still frame is sent again every second: seeking and players stay happy.
                let ticks = min(left, framesPerSecond)
                let tick = frameTicks
                if lastKeyframeTick.map({ tick - $0 >= 2 * framesPerSecond }) ?? true {
                    picture.pointee.pict_type = AV_PICTURE_TYPE_I
                    lastKeyframeTick = tick
                } else {
                    picture.pointee.pict_type = AV_PICTURE_TYPE_NONE
                }
                picture.pointee.pts = Int64(tick)
                durations[Int64(tick)] = Int64(ticks)
                try check(hitlab_av.avcodec_send_frame!(ctx, picture), "\(encoderName) refused a frame")
                try drain()
                frameTicks += ticks
                encodedFrames += 1
                left -= ticks
                if left > 0 { try check(hitlab_av.av_frame_make_writable!(picture), "out of memory (frame)") }
            }
        }

        /// Flushes the encoder, writes the container's index and hands all the bytes to `output`.
        public func finish() throws {
            guard !finished else { return }
            finished = true
            defer { release() }
            guard let ctx = codecContext, let fmt = formatContext else { return }
            try check(hitlab_av.avcodec_send_frame!(ctx, nil), "\(encoderName) could not flush")
            try drain()
            try check(hitlab_av.av_write_trailer!(fmt), "libavformat could not finish the \(format.rawValue) file")
            hitlab_av.avio_flush!(fmt.pointee.pb)
            let bytes = file.bytes
            file.bytes = []
            try output(bytes)
        }

        /// Moves every packet the encoder has ready into the container.
        private func drain() throws {
            guard let ctx = codecContext, let fmt = formatContext, let stream, let packet else { return }
            while true {
                let status = hitlab_av.avcodec_receive_packet!(ctx, packet)
                if status == hitlab_averror_eagain() || status == hitlab_averror_eof() { return }
                try check(status, "\(encoderName) could not encode a frame")
                if encoderName == "libx264" { try VideoFile.dropSEI(packet) }
                packet.pointee.duration = durations.removeValue(forKey: packet.pointee.pts) ?? 1
                packet.pointee.stream_index = stream.pointee.index
                hitlab_av.av_packet_rescale_ts!(packet, ctx.pointee.time_base, stream.pointee.time_base)
                // av_interleaved_write_frame takes the packet's data and blanks it.
                try check(hitlab_av.av_interleaved_write_frame!(fmt, packet), "libavformat could not write a packet")
            }
        }

        private func release() {
            if let fmt = formatContext {
                var pb = fmt.pointee.pb
                fmt.pointee.pb = nil
                if pb != nil { hitlab_av.av_freep!(&pb!.pointee.buffer) }
                hitlab_av.avio_context_free!(&pb)
                hitlab_av.avformat_free_context!(fmt)
                formatContext = nil
            }
            hitlab_av.avcodec_free_context!(&codecContext)
            hitlab_av.av_frame_free!(&picture)
            hitlab_av.av_packet_free!(&packet)
            stream = nil
        }

        deinit { release() }
    }

    /// Loads FFmpeg's libraries the first time a video is written or read (`CAVCodec`): every
    /// other command starts without them.
    static func loadFFmpeg() throws {
        guard hitlab_av_load() == 0 else { throw EncodeError(description: String(cString: hitlab_av_error())) }
    }

    /// FFmpeg's messages below errors (x264's statistics, libvpx's version) kept off stderr.
    private static let quietLogs: Void = hitlab_av.av_log_set_level!(AV_LOG_ERROR)

    // MARK: Pixels

    /// Fixed-point (16 fraction bits) BT.709 coefficients, limited range: Y from 16 to 235,
    /// Cb and Cr from 16 to 240 around 128.
    private static let coefficients: [Int] = {
        let kr = 0.2126, kb = 0.0722, kg = 1 - kr - kb
        let ys = 219.0 / 255, cs = 224.0 / 255
        let rows = [
            [kr * ys, kg * ys, kb * ys],
            [-kr / (2 * (1 - kb)) * cs, -kg / (2 * (1 - kb)) * cs, 0.5 * cs],
            [0.5 * cs, -kg / (2 * (1 - kr)) * cs, -kb / (2 * (1 - kr)) * cs],
        ]
        return rows.flatMap { $0.map { Int(($0 * 65_536).rounded()) } }
    }()

    /// Cairo's premultiplied BGRA to yuv420p, each chroma sample the mean of its 2 x 2 pixels.
    /// Alpha is not looked at: a premultiplied colour is the colour over black. An odd last
    /// column or row is repeated into the padding. Integer arithmetic: the same on every machine.
    static func convert(_ image: CairoImage, into picture: UnsafeMutablePointer<AVFrame>) {
        let w = image.width, h = image.height
        let ew = Int(picture.pointee.width), eh = Int(picture.pointee.height)
        let c = coefficients
        let (yr, yg, yb, ur, ug, ub, vr, vg, vb) = (c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8])
        let yPlane = picture.pointee.data.0!, uPlane = picture.pointee.data.1!, vPlane = picture.pointee.data.2!
        let yStride = Int(picture.pointee.linesize.0), uStride = Int(picture.pointee.linesize.1), vStride = Int(picture.pointee.linesize.2)
        image.withPixels { data, stride in
            var y0 = 0
            while y0 < eh {
                let rowA = UnsafePointer(data + min(y0, h - 1) * stride), rowB = UnsafePointer(data + min(y0 + 1, h - 1) * stride)
                let lumaA = yPlane + y0 * yStride, lumaB = yPlane + (y0 + 1) * yStride
                let u = uPlane + (y0 / 2) * uStride, v = vPlane + (y0 / 2) * vStride
                var x0 = 0
                while x0 < ew {
                    let xa = 4 * min(x0, w - 1), xb = 4 * min(x0 + 1, w - 1)
                    // B, G, R of the four pixels (written out: no arrays in the hot loop).
                    let b0 = Int(rowA[xa]), g0 = Int(rowA[xa + 1]), r0 = Int(rowA[xa + 2])
                    let b1 = Int(rowA[xb]), g1 = Int(rowA[xb + 1]), r1 = Int(rowA[xb + 2])
                    let b2 = Int(rowB[xa]), g2 = Int(rowB[xa + 1]), r2 = Int(rowB[xa + 2])
                    let b3 = Int(rowB[xb]), g3 = Int(rowB[xb + 1]), r3 = Int(rowB[xb + 2])
                    lumaA[x0] = UInt8(truncatingIfNeeded: (yr * r0 + yg * g0 + yb * b0 + (16 << 16) + (1 << 15)) >> 16)
                    lumaA[x0 + 1] = UInt8(truncatingIfNeeded: (yr * r1 + yg * g1 + yb * b1 + (16 << 16) + (1 << 15)) >> 16)
                    lumaB[x0] = UInt8(truncatingIfNeeded: (yr * r2 + yg * g2 + yb * b2 + (16 << 16) + (1 << 15)) >> 16)
                    lumaB[x0 + 1] = UInt8(truncatingIfNeeded: (yr * r3 + yg * g3 + yb * b3 + (16 << 16) + (1 << 15)) >> 16)
                    let sr = r0 + r1 + r2 + r3, sg = g0 + g1 + g2 + g3, sb = b0 + b1 + b2 + b3
                    // Sums of four pixels: two more fraction bits. Always within 16...240.
                    u[x0 / 2] = UInt8(truncatingIfNeeded: (ur * sr + ug * sg + ub * sb + (128 << 18) + (1 << 17)) >> 18)
                    v[x0 / 2] = UInt8(truncatingIfNeeded: (vr * sr + vg * sg + vb * sb + (128 << 18) + (1 << 17)) >> 18)
                    x0 += 2
                }
                y0 += 2
            }
        }
    }
}

// MARK: FFmpeg plumbing

extension VideoFile {
    /// Removes H.264's SEI units from a packet: x264 puts its version and options there, which
    /// would make the bytes depend on the x264 build (and decoders do not need them). The
    /// packet is Annex B (start codes) or 4-byte length-prefixed, as x264 writes it.
    static func dropSEI(_ packet: UnsafeMutablePointer<AVPacket>) throws {
        guard let data = packet.pointee.data, packet.pointee.size > 4 else { return }
        let bytes = Array(UnsafeBufferPointer(start: data, count: Int(packet.pointee.size)))
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        if bytes[0] == 0, bytes[1] == 0, bytes[2] == 1 || (bytes[2] == 0 && bytes[3] == 1) {
            // Annex B: each unit runs from its start code to the next one.
            var starts: [Int] = []
            var i = 0
            while i + 2 < bytes.count {
                if bytes[i] == 0, bytes[i + 1] == 0, bytes[i + 2] == 1 {
                    starts.append(i > 0 && bytes[i - 1] == 0 ? i - 1 : i)
                    i += 3
                } else {
                    i += 1
                }
            }
            for (n, start) in starts.enumerated() {
                let end = n + 1 < starts.count ? starts[n + 1] : bytes.count
                let header = bytes[start + 2] == 1 ? start + 3 : start + 4
                if header < end, bytes[header] & 0x1F == 6 { continue }
                kept.append(contentsOf: bytes[start..<end])
            }
        } else {
            var i = 0
            while i + 4 <= bytes.count {
                let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
                guard length > 0, i + 4 + length <= bytes.count else { return } // Not what we thought: leave it.
                if bytes[i + 4] & 0x1F != 6 { kept.append(contentsOf: bytes[i..<(i + 4 + length)]) }
                i += 4 + length
            }
            guard i == bytes.count else { return }
        }
        guard kept.count < bytes.count else { return }
        try check(hitlab_av.av_packet_make_writable!(packet), "out of memory (packet)")
        kept.withUnsafeBufferPointer { _ = memcpy(packet.pointee.data, $0.baseAddress!, kept.count) }
        hitlab_av.av_shrink_packet!(packet, Int32(kept.count))
    }
}

/// An in-memory file FFmpeg writes (or reads) through an AVIOContext with seeking.
final class MemoryFile {
    var bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8] = []) { self.bytes = bytes }

    /// An AVIOContext on this file; the context holds the file unretained (the owner keeps both).
    func makeIOContext(writing: Bool) throws -> UnsafeMutablePointer<AVIOContext> {
        let size = 64 * 1024
        guard let buffer = hitlab_av.av_malloc!(size) else { throw VideoFile.EncodeError(description: "out of memory (I/O buffer)") }
        let opaque = Unmanaged.passUnretained(self).toOpaque()
        let read: (@convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int32) -> Int32)? = writing ? nil : { opaque, data, size in
            guard let opaque, let data else { return hitlab_averror_eio() }
            let file = Unmanaged<MemoryFile>.fromOpaque(opaque).takeUnretainedValue()
            let count = min(Int(size), file.bytes.count - file.position)
            guard count > 0 else { return hitlab_averror_eof() }
            file.bytes.withUnsafeBufferPointer { _ = memcpy(data, $0.baseAddress! + file.position, count) }
            file.position += count
            return Int32(count)
        }
        let write: (@convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int32) -> Int32)? = writing ? { opaque, data, size in
            guard let opaque, let data, size >= 0 else { return hitlab_averror_eio() }
            let file = Unmanaged<MemoryFile>.fromOpaque(opaque).takeUnretainedValue()
            let end = file.position + Int(size)
            if end > file.bytes.count { file.bytes.append(contentsOf: repeatElement(0, count: end - file.bytes.count)) }
            file.bytes.withUnsafeMutableBufferPointer { _ = memcpy($0.baseAddress! + file.position, data, Int(size)) }
            file.position = end
            return size
        } : nil
        let seek: @convention(c) (UnsafeMutableRawPointer?, Int64, Int32) -> Int64 = { opaque, offset, whence in
            guard let opaque else { return Int64(hitlab_averror_eio()) }
            let file = Unmanaged<MemoryFile>.fromOpaque(opaque).takeUnretainedValue()
            let target: Int64
            switch whence & ~AVSEEK_FORCE {
            case AVSEEK_SIZE: return Int64(file.bytes.count)
            case SEEK_SET: target = offset
            case SEEK_CUR: target = Int64(file.position) + offset
            case SEEK_END: target = Int64(file.bytes.count) + offset
            default: return Int64(hitlab_averror_eio())
            }
            guard target >= 0, target <= Int64(Int32.max) * 4 else { return Int64(hitlab_averror_eio()) }
            file.position = Int(target)
            return target
        }
        guard let context = hitlab_av.avio_alloc_context!(buffer.assumingMemoryBound(to: UInt8.self), Int32(size), writing ? 1 : 0, opaque, read, write, seek) else {
            hitlab_av.av_free!(buffer)
            throw VideoFile.EncodeError(description: "out of memory (I/O context)")
        }
        return context
    }
}

/// Throws FFmpeg's own words for a negative status.
private func check(_ status: Int32, _ what: String) throws {
    guard status < 0 else { return }
    var text = [CChar](repeating: 0, count: 256)
    _ = hitlab_av.av_strerror!(status, &text, text.count)
    throw VideoFile.EncodeError(description: "\(what): \(String(cString: text))")
}

// MARK: Reading back (for tests)

extension VideoFile {
    /// A video decoded back, for tests: its container's and codec's facts and every frame's planes.
    struct Decoded {
        struct Frame {
            var seconds: Double
            var keyframe: Bool
            var y: [UInt8], u: [UInt8], v: [UInt8]
        }
        var container = "", codec = ""
        var width = 0, height = 0
        var durationSeconds = 0.0
        /// Entries in the container's seek index (WebM's Cues, MP4's sample table).
        var indexEntries = 0
        var colorspace = AVCOL_SPC_UNSPECIFIED, colorRange = AVCOL_RANGE_UNSPECIFIED
        var frames: [Frame] = []

        /// The frame's pixel as Y, Cb, Cr.
        func sample(_ frame: Int, x: Int, y: Int) -> (Int, Int, Int) {
            let f = frames[frame], cw = (width + 1) / 2
            return (Int(f.y[y * width + x]), Int(f.u[(y / 2) * cw + x / 2]), Int(f.v[(y / 2) * cw + x / 2]))
        }
    }

    /// Decodes a whole video held in memory with libavformat and libavcodec (for tests only).
    static func decodeForTests(_ bytes: [UInt8]) throws -> Decoded {
        try loadFFmpeg()
        let file = MemoryFile(bytes)
        guard var fmt = hitlab_av.avformat_alloc_context!() else { throw EncodeError(description: "out of memory") }
        var pb: UnsafeMutablePointer<AVIOContext>? = try file.makeIOContext(writing: false)
        fmt.pointee.pb = pb
        fmt.pointee.flags |= AVFMT_FLAG_CUSTOM_IO
        var opened: UnsafeMutablePointer<AVFormatContext>? = fmt
        defer {
            hitlab_av.avformat_close_input!(&opened)
            if pb != nil { hitlab_av.av_freep!(&pb!.pointee.buffer) }
            hitlab_av.avio_context_free!(&pb)
        }
        try check(hitlab_av.avformat_open_input!(&opened, nil, nil, nil), "libavformat could not open the video")
        fmt = opened!
        try check(hitlab_av.avformat_find_stream_info!(fmt, nil), "no stream information")
        guard fmt.pointee.nb_streams == 1, let stream = fmt.pointee.streams[0] else { throw EncodeError(description: "not one stream") }
        let parameters = stream.pointee.codecpar!
        var decoded = Decoded()
        decoded.container = String(cString: fmt.pointee.iformat.pointee.name)
        decoded.width = Int(parameters.pointee.width)
        decoded.height = Int(parameters.pointee.height)
        decoded.durationSeconds = fmt.pointee.duration == hitlab_av_nopts_value() ? -1 : Double(fmt.pointee.duration) / Double(AV_TIME_BASE)
        decoded.indexEntries = Int(hitlab_av.avformat_index_get_entries_count!(stream))
        decoded.colorspace = parameters.pointee.color_space
        decoded.colorRange = parameters.pointee.color_range
        guard let codec = hitlab_av.avcodec_find_decoder!(parameters.pointee.codec_id) else { throw EncodeError(description: "no decoder") }
        decoded.codec = String(cString: codec.pointee.name)
        var ctx = hitlab_av.avcodec_alloc_context3!(codec)
        defer { hitlab_av.avcodec_free_context!(&ctx) }
        try check(hitlab_av.avcodec_parameters_to_context!(ctx, parameters), "decoder parameters")
        ctx!.pointee.thread_count = 1
        try check(hitlab_av.avcodec_open2!(ctx, codec, nil), "the decoder would not open")
        var packet = hitlab_av.av_packet_alloc!(), frame = hitlab_av.av_frame_alloc!()
        defer {
            hitlab_av.av_packet_free!(&packet)
            hitlab_av.av_frame_free!(&frame)
        }
        let timeBase = av_q2d(stream.pointee.time_base)
        func receive() throws {
            while true {
                let status = hitlab_av.avcodec_receive_frame!(ctx, frame)
                if status == hitlab_averror_eagain() || status == hitlab_averror_eof() { return }
                try check(status, "decoding")
                let f = frame!.pointee
                let w = Int(f.width), h = Int(f.height), cw = (w + 1) / 2, ch = (h + 1) / 2
                func plane(_ data: UnsafeMutablePointer<UInt8>, _ stride: Int32, _ pw: Int, _ ph: Int) -> [UInt8] {
                    (0..<ph).flatMap { Array(UnsafeBufferPointer(start: data + $0 * Int(stride), count: pw)) }
                }
                decoded.frames.append(.init(
                    seconds: Double(f.best_effort_timestamp) * timeBase, keyframe: f.key_frame != 0,
                    y: plane(f.data.0!, f.linesize.0, w, h), u: plane(f.data.1!, f.linesize.1, cw, ch), v: plane(f.data.2!, f.linesize.2, cw, ch)))
                hitlab_av.av_frame_unref!(frame)
            }
        }
        while hitlab_av.av_read_frame!(fmt, packet) >= 0 {
            defer { hitlab_av.av_packet_unref!(packet) }
            try check(hitlab_av.avcodec_send_packet!(ctx, packet), "decoding a packet")
            try receive()
        }
        try check(hitlab_av.avcodec_send_packet!(ctx, nil), "flushing the decoder")
        try receive()
        return decoded
    }
}
