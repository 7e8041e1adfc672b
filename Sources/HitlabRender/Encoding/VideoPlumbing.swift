import CAVCodec
import HitlabCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
                guard length > 0, i + 4 + length <= bytes.count else { return }  // Not what we thought: leave it.
                if bytes[i + 4] & 0x1F != 6 { kept.append(contentsOf: bytes[i..<(i + 4 + length)]) }
                i += 4 + length
            }
            guard i == bytes.count else { return }
        }
        guard kept.count < bytes.count else { return }
        try ffmpegCheck(hitlab_av.av_packet_make_writable!(packet), "out of memory (packet)")
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
        guard let buffer = hitlab_av.av_malloc!(size) else {
            throw VideoFile.EncodeError(description: "out of memory (I/O buffer)")
        }
        let opaque = Unmanaged.passUnretained(self).toOpaque()
        let read: (@convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int32) -> Int32)? =
            writing
            ? nil
            : { opaque, data, size in
                guard let opaque, let data else { return hitlab_averror_eio() }
                let file = Unmanaged<MemoryFile>.fromOpaque(opaque).takeUnretainedValue()
                let count = min(Int(size), file.bytes.count - file.position)
                guard count > 0 else { return hitlab_averror_eof() }
                file.bytes.withUnsafeBufferPointer { _ = memcpy(data, $0.baseAddress! + file.position, count) }
                file.position += count
                return Int32(count)
            }
        let write: (@convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int32) -> Int32)? =
            writing
            ? { opaque, data, size in
                guard let opaque, let data, size >= 0 else { return hitlab_averror_eio() }
                let file = Unmanaged<MemoryFile>.fromOpaque(opaque).takeUnretainedValue()
                let end = file.position + Int(size)
                if end > file.bytes.count {
                    file.bytes.append(contentsOf: repeatElement(0, count: end - file.bytes.count))
                }
                file.bytes.withUnsafeMutableBufferPointer {
                    _ = memcpy($0.baseAddress! + file.position, data, Int(size))
                }
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
        guard
            let context = hitlab_av.avio_alloc_context!(
                buffer.assumingMemoryBound(to: UInt8.self), Int32(size), writing ? 1 : 0, opaque, read, write, seek)
        else {
            hitlab_av.av_free!(buffer)
            throw VideoFile.EncodeError(description: "out of memory (I/O context)")
        }
        return context
    }
}

/// Throws FFmpeg's own words for a negative status.
func ffmpegCheck(_ status: Int32, _ what: String) throws {
    guard status < 0 else { return }
    var text = [CChar](repeating: 0, count: 256)
    _ = hitlab_av.av_strerror!(status, &text, text.count)
    throw VideoFile.EncodeError(description: "\(what): \(String(cString: text))")
}
