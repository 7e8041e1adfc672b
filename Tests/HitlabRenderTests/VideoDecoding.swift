import CAVCodec

@testable import HitlabRender

#if canImport(Glibc)
import Glibc
#endif

/// Videos read back with libavformat and libavcodec, for the tests only.
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
        try ffmpegCheck(hitlab_av.avformat_open_input!(&opened, nil, nil, nil), "libavformat could not open the video")
        fmt = opened!
        try ffmpegCheck(hitlab_av.avformat_find_stream_info!(fmt, nil), "no stream information")
        guard fmt.pointee.nb_streams == 1, let stream = fmt.pointee.streams[0] else {
            throw EncodeError(description: "not one stream")
        }
        let parameters = stream.pointee.codecpar!
        var decoded = Decoded()
        decoded.container = String(cString: fmt.pointee.iformat.pointee.name)
        decoded.width = Int(parameters.pointee.width)
        decoded.height = Int(parameters.pointee.height)
        decoded.durationSeconds =
            fmt.pointee.duration == hitlab_av_nopts_value() ? -1 : Double(fmt.pointee.duration) / Double(AV_TIME_BASE)
        decoded.indexEntries = Int(hitlab_av.avformat_index_get_entries_count!(stream))
        decoded.colorspace = parameters.pointee.color_space
        decoded.colorRange = parameters.pointee.color_range
        guard let codec = hitlab_av.avcodec_find_decoder!(parameters.pointee.codec_id) else {
            throw EncodeError(description: "no decoder")
        }
        decoded.codec = String(cString: codec.pointee.name)
        var ctx = hitlab_av.avcodec_alloc_context3!(codec)
        defer { hitlab_av.avcodec_free_context!(&ctx) }
        try ffmpegCheck(hitlab_av.avcodec_parameters_to_context!(ctx, parameters), "decoder parameters")
        ctx!.pointee.thread_count = 1
        try ffmpegCheck(hitlab_av.avcodec_open2!(ctx, codec, nil), "the decoder would not open")
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
                try ffmpegCheck(status, "decoding")
                let f = frame!.pointee
                let w = Int(f.width), h = Int(f.height), cw = (w + 1) / 2, ch = (h + 1) / 2
                func plane(_ data: UnsafeMutablePointer<UInt8>, _ stride: Int32, _ pw: Int, _ ph: Int) -> [UInt8] {
                    (0..<ph).flatMap { Array(UnsafeBufferPointer(start: data + $0 * Int(stride), count: pw)) }
                }
                decoded.frames.append(
                    .init(
                        seconds: Double(f.best_effort_timestamp) * timeBase, keyframe: f.key_frame != 0,
                        y: plane(f.data.0!, f.linesize.0, w, h), u: plane(f.data.1!, f.linesize.1, cw, ch),
                        v: plane(f.data.2!, f.linesize.2, cw, ch)))
                hitlab_av.av_frame_unref!(frame)
            }
        }
        while hitlab_av.av_read_frame!(fmt, packet) >= 0 {
            defer { hitlab_av.av_packet_unref!(packet) }
            try ffmpegCheck(hitlab_av.avcodec_send_packet!(ctx, packet), "decoding a packet")
            try receive()
        }
        try ffmpegCheck(hitlab_av.avcodec_send_packet!(ctx, nil), "flushing the decoder")
        try receive()
        return decoded
    }
}
