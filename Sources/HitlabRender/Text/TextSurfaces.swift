import CSDL2

/// SDL2_ttf's glyph surfaces into Cairo images: the one place the text rasterizer (and its
/// fallback) hands SDL pixels to the rest of the renderer.
extension CairoImage {
    /// Copies an SDL surface in, premultiplying its straight alpha as Cairo expects.
    convenience init?(sdlSurface source: UnsafeMutablePointer<SDL_Surface>) {
        guard let converted = SDL_ConvertSurfaceFormat(source, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(converted) }
        SDL_LockSurface(converted)
        defer { SDL_UnlockSurface(converted) }
        self.init(
            straightBGRA: UnsafePointer(converted.pointee.pixels.assumingMemoryBound(to: UInt8.self)),
            width: Int(converted.pointee.w), height: Int(converted.pointee.h), stride: Int(converted.pointee.pitch))
    }
}
