import CAVCodec
import HitlabCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        let writer = try Writer(
            width: first.width, height: first.height, framesPerSecond: framesPerSecond, format: format
        ) {
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

        public convenience init(
            width: Int, height: Int, framesPerSecond: Int, format: Format,
            output: @escaping ([UInt8]) throws -> Void
        ) throws {
            try self.init(
                width: width, height: height, framesPerSecond: framesPerSecond, format: format,
                encoders: format.encoders(pixels: width * height), output: output)
        }

        /// `encoders`: libavcodec's names to try in turn (tests ask for one that does not exist).
        init(
            width: Int, height: Int, framesPerSecond: Int, format: Format, encoders: [String],
            output: @escaping ([UInt8]) throws -> Void
        ) throws {
            try VideoFile.loadFFmpeg()
            _ = VideoFile.quietLogs
            guard width > 0, height > 0 else {
                throw EncodeError(description: "a video cannot be \(width) x \(height) pixels")
            }
            guard width <= 16_384, height <= 16_384 else {
                throw EncodeError(
                    description: "a video of \(width) x \(height) pixels is too large (16384 at most a side)")
            }
            guard (1...240).contains(framesPerSecond) else {
                throw EncodeError(description: "\(framesPerSecond) frames per second is not between 1 and 240")
            }
            (self.width, self.height, self.framesPerSecond, self.format, self.output) = (
                width, height, framesPerSecond, format, output
            )
            (encodedWidth, encodedHeight) = (width + width % 2, height + height % 2)
            guard
                let (codec, name) = encoders.lazy.compactMap({ name in
                    hitlab_av.avcodec_find_encoder_by_name!(name).map { ($0, name) }
                }).first
            else {
                throw EncodeError(
                    description:
                        """
                        this libavcodec has no \(encoders.joined(separator: " or ")) encoder for \
                        \(format.rawValue) videos
                        """
                )
            }
            encoderName = name
            do { try open(codec) } catch {
                release()
                throw error
            }
        }

        private func open(_ codec: UnsafePointer<AVCodec>) throws {
            var made: UnsafeMutablePointer<AVFormatContext>?
            try ffmpegCheck(
                hitlab_av.avformat_alloc_output_context2!(&made, nil, format.muxer, nil),
                "libavformat has no \(format.rawValue) muxer")
            guard let fmt = made else { throw EncodeError(description: "libavformat has no \(format.rawValue) muxer") }
            formatContext = fmt
            fmt.pointee.pb = try file.makeIOContext(writing: true)
            fmt.pointee.flags |= AVFMT_FLAG_CUSTOM_IO | AVFMT_FLAG_BITEXACT

            guard let ctx = hitlab_av.avcodec_alloc_context3!(codec) else {
                throw EncodeError(description: "out of memory (codec context)")
            }
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
            if fmt.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
                ctx.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
            }

            var options: OpaquePointer?
            defer { hitlab_av.av_dict_free!(&options) }
            let settings: [(String, String)]
            switch encoderName {
            case "libx264":
                // Flat colours and text: x264's animation tuning; crf 23 is its default quality.
                settings = [
                    ("preset", "faster"), ("tune", "animation"), ("crf", "23"), ("threads", "1"), ("rc-lookahead", "0")
                ]
            default:
                // Constant quality (no bitrate), libvpx's "good" deadline at a fast speed.
                ctx.pointee.bit_rate = 0
                // No look-ahead: libvpx's default holds 25 frames back (about 1 GB at 4K);
                // flat slides gain nothing from it.
                settings = [
                    ("deadline", "good"), ("cpu-used", "4"), ("crf", "32"), ("row-mt", "0"), ("threads", "1"),
                    ("lag-in-frames", "0"), ("auto-alt-ref", "0")
                ]
            }
            for (key, value) in settings { _ = hitlab_av.av_dict_set!(&options, key, value, 0) }
            try ffmpegCheck(
                hitlab_av.avcodec_open2!(ctx, nil, &options),
                "\(encoderName) would not open at \(encodedWidth) x \(encodedHeight)")

            guard let stream = hitlab_av.avformat_new_stream!(fmt, nil) else {
                throw EncodeError(description: "out of memory (stream)")
            }
            self.stream = stream
            stream.pointee.time_base = ctx.pointee.time_base
            stream.pointee.avg_frame_rate = ctx.pointee.framerate
            try ffmpegCheck(
                hitlab_av.avcodec_parameters_from_context!(stream.pointee.codecpar, ctx), "stream parameters")
            try ffmpegCheck(
                hitlab_av.avformat_write_header!(fmt, nil), "libavformat could not start the \(format.rawValue) file")

            guard let picture = hitlab_av.av_frame_alloc!(), let packet = hitlab_av.av_packet_alloc!() else {
                throw EncodeError(description: "out of memory (frame)")
            }
            (self.picture, self.packet) = (picture, packet)
            picture.pointee.format = AV_PIX_FMT_YUV420P.rawValue
            picture.pointee.width = Int32(encodedWidth)
            picture.pointee.height = Int32(encodedHeight)
            try ffmpegCheck(
                hitlab_av.av_frame_get_buffer!(picture, 0),
                "cannot allocate a frame of \(encodedWidth) x \(encodedHeight) pixels")
        }

        /// Adds a frame shown for `count` frame periods.
        public func add(_ frame: CairoImage, repeat count: Int = 1) throws {
            guard !finished, let ctx = codecContext, let picture else {
                throw EncodeError(description: "the video is already finished")
            }
            guard frame.width == width, frame.height == height else {
                throw EncodeError(
                    description:
                        "the frames differ in size: \(frame.width) x \(frame.height), the video is \(width) x \(height)"
                )
            }
            guard count >= 1 else { throw EncodeError(description: "a frame cannot be shown \(count) times") }
            try ffmpegCheck(hitlab_av.av_frame_make_writable!(picture), "out of memory (frame)")
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
                try ffmpegCheck(hitlab_av.avcodec_send_frame!(ctx, picture), "\(encoderName) refused a frame")
                try drain()
                frameTicks += ticks
                encodedFrames += 1
                left -= ticks
                if left > 0 { try ffmpegCheck(hitlab_av.av_frame_make_writable!(picture), "out of memory (frame)") }
            }
        }

        /// Flushes the encoder, writes the container's index and hands all the bytes to `output`.
        public func finish() throws {
            guard !finished else { return }
            finished = true
            defer { release() }
            guard let ctx = codecContext, let fmt = formatContext else { return }
            try ffmpegCheck(hitlab_av.avcodec_send_frame!(ctx, nil), "\(encoderName) could not flush")
            try drain()
            try ffmpegCheck(
                hitlab_av.av_write_trailer!(fmt), "libavformat could not finish the \(format.rawValue) file")
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
                try ffmpegCheck(status, "\(encoderName) could not encode a frame")
                if encoderName == "libx264" { try VideoFile.dropSEI(packet) }
                packet.pointee.duration = durations.removeValue(forKey: packet.pointee.pts) ?? 1
                packet.pointee.stream_index = stream.pointee.index
                hitlab_av.av_packet_rescale_ts!(packet, ctx.pointee.time_base, stream.pointee.time_base)
                // av_interleaved_write_frame takes the packet's data and blanks it.
                try ffmpegCheck(
                    hitlab_av.av_interleaved_write_frame!(fmt, packet), "libavformat could not write a packet")
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
            [0.5 * cs, -kg / (2 * (1 - kr)) * cs, -kb / (2 * (1 - kr)) * cs]
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
        let yStride = Int(picture.pointee.linesize.0), uStride = Int(picture.pointee.linesize.1),
            vStride = Int(picture.pointee.linesize.2)
        image.withPixels { data, stride in
            var y0 = 0
            while y0 < eh {
                let rowA = UnsafePointer(data + min(y0, h - 1) * stride),
                    rowB = UnsafePointer(data + min(y0 + 1, h - 1) * stride)
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
                    lumaA[x0 + 1] = UInt8(
                        truncatingIfNeeded: (yr * r1 + yg * g1 + yb * b1 + (16 << 16) + (1 << 15)) >> 16)
                    lumaB[x0] = UInt8(truncatingIfNeeded: (yr * r2 + yg * g2 + yb * b2 + (16 << 16) + (1 << 15)) >> 16)
                    lumaB[x0 + 1] = UInt8(
                        truncatingIfNeeded: (yr * r3 + yg * g3 + yb * b3 + (16 << 16) + (1 << 15)) >> 16)
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
