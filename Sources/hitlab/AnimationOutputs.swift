import HitlabCore
import HitlabFiles
import HitlabRender

/// The outputs that show frames one after another in time: an animated GIF (`--gif`) and a
/// video (`--video`, WebM or MP4), fed one frame at a time, each frame shown for a whole
/// number of `delay`s. Both are staged and take their places at `commit`.
final class AnimationOutputs {
    private let gifFile: AtomicFile.Stream?
    private let videoFile: AtomicFile.Stream?
    private let videoFormat: VideoFile.Format?
    private let delay: Double
    private var gif: GIFFile.Writer?
    private var video: VideoFile.Writer?
    /// Frames a second in the video: a step of `delay` seconds lasts that many times it.
    static let videoFramesPerSecond = 10

    /// The video format a file name asks for (`.webm`, `.mp4`), or nil.
    static func videoFormat(_ path: String) -> VideoFile.Format? {
        VideoFile.Format.allCases.first { path.lowercased().hasSuffix("." + $0.fileExtension) }
    }

    init(gif: String?, video: String?, delay: Double) throws {
        gifFile = try gif.map { try AtomicFile.Stream($0) }
        videoFile = try video.map { try AtomicFile.Stream($0) }
        videoFormat = video.flatMap(Self.videoFormat)
        self.delay = delay
    }

    /// One frame, shown `times` × `delay` seconds.
    func add(_ image: CairoImage, times: Int = 1) throws {
        if let gifFile {
            if gif == nil {
                gif = try GIFFile.Writer(width: image.width, height: image.height, delay: Int((delay * 100).rounded()))
                { try gifFile.append($0) }
            }
            for _ in 0..<times { try gif?.add(image) }
        }
        if let videoFile, let videoFormat {
            if video == nil {
                video = try VideoFile.Writer(
                    width: image.width, height: image.height, framesPerSecond: Self.videoFramesPerSecond,
                    format: videoFormat
                ) { try videoFile.append($0) }
            }
            try video?.add(
                image, repeat: max(1, Int((Double(times) * delay * Double(Self.videoFramesPerSecond)).rounded())))
        }
    }

    /// Ends both and puts them in place.
    func commit() throws {
        try gif?.finish()
        try video?.finish()
        try gifFile?.commit()
        try videoFile?.commit()
    }
}
