import ArgumentParser
import HitlabFiles
import HitlabRender

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: tr("Compare two PNG screenshots with Hitlab's screenshot tolerance.", "按 Hitlab 的截图容差比较两张 PNG 截图。"),
        discussion: tr(
            """
            The same comparison `hitlab check` makes: \(ScreenshotTolerance()). Prints how many \
            pixels changed and where. Exit status: 0 the pictures match, 1 they differ, 2 a file \
            cannot be read.
            """,
            """
            与 `hitlab check` 的比较方式相同：某个通道相差超过 \(ScreenshotTolerance().channelThreshold)/255 的像素算作变化；变化的像素超过 \
            \(ScreenshotTolerance().changedPixelLimit) 个时截图不通过。输出有多少像素变了、变在哪里。退出状态：0 表示图片一致，1 表示不同，2 表示文件无法读取。
            """
        )
    )

    @Argument(help: ArgumentHelp(tr("The expected picture (the golden).", "期望的图片（基准截图）。")))
    var expected: String

    @Argument(help: ArgumentHelp(tr("The actual picture.", "实际的图片。")))
    var actual: String

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr("Write the difference picture here when they differ.", "两张图片不同时，把差异图写到这里。"), valueName: "DIFF.png"))
    var diff: String?

    @OptionGroup var languageOption: LanguageOption
    func run() throws {
        let images: [CairoImage]
        do {
            if let diff { try OutputPath.requireDistinct(diff, from: [expected, actual], what: "--diff") }
            // Screenshots are read with the limits Hitlab writes them with.
            images = try [expected, actual].map { try PNGFile.load($0, limits: .picture) }
        } catch {
            Console.error("hitlab: error: \(errorText(error, languageOption.language))")
            throw ExitCode(2)
        }
        let tolerance = ScreenshotTolerance()
        let comparison = ImageDiff(expected: images[0], actual: images[1], tolerance: tolerance)
        Console.out(comparison.summary(in: languageOption.language))
        if comparison.passes(tolerance) { return }
        if let diff, let picture = comparison.picture {
            do {
                try PNGFile.write(picture, to: diff)
            } catch {
                Console.error(
                    "hitlab: error: " + tr("cannot write \(errorText(error, .en))", "无法写入 \(errorText(error))"))
                throw ExitCode(2)
            }
        }
        throw ExitCode(1)
    }
}
