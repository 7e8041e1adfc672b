import HitlabCore
import HitlabRender
import HitlabStory

/// How a screenshot check becomes a picture, and how close to its golden that picture must
/// be: a value, in the manner of swift-snapshot-testing's `Snapshotting` and `Diffing`, so a
/// test can swap either (another tolerance, another way to draw) without touching the runner.
public struct Snapshotting {
    /// Draws what a check's screenshot shows.
    public var render: (Scene, Check) throws -> CairoImage
    /// How many pixels may change, and by how much, before a screenshot fails.
    public var tolerance: ScreenshotTolerance

    public init(
        tolerance: ScreenshotTolerance = ScreenshotTolerance(), render: @escaping (Scene, Check) throws -> CairoImage
    ) {
        self.tolerance = tolerance
        self.render = render
    }

    /// Hitlab's own: the check's screenshot drawn as `hitlab check` draws it, compared with
    /// `hitlab check`'s tolerance.
    public static func hitlab(
        _ renderer: Renderer, tolerance: ScreenshotTolerance = ScreenshotTolerance()
    ) -> Snapshotting {
        Snapshotting(tolerance: tolerance) { scene, check in
            try renderer.render(scene, story: check.screenshotStory(in: scene), options: check.screenshotOptions)
        }
    }

    /// The picture held against the golden.
    public func compare(golden: CairoImage, with picture: CairoImage) -> ImageDiff {
        ImageDiff(expected: golden, actual: picture, tolerance: tolerance)
    }
}

extension Check {
    /// The one home of a screenshot check's drawing: its theme, scale, step, 3D view and
    /// language (never the machine's: goldens must not depend on it).
    public var screenshotOptions: RenderOptions { RenderOptions(picture) }

    /// The story its screenshot shows: the check's click or drag, told in its language.
    public func screenshotStory(in scene: Scene) -> Story? {
        interaction.map { Story(scene: scene, interaction: $0, changes: changes, language: picture.language) }
    }
}
