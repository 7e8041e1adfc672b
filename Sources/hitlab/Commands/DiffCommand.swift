import ArgumentParser
import HitlabFiles
import HitlabRender
import HitlabWords

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        _superCommandName: Hitlab.commandName,
        abstract: tr("Compare two PNG screenshots with Hitlab's screenshot tolerance."),
        discussion: tr(
            """
            The same comparison `hitlab check` makes: \(ScreenshotTolerance()). Prints how many \
            pixels changed and where. Exit status: 0 the pictures match, 1 they differ, 2 a file \
            cannot be read.
            """)
    )

    @Argument(help: ArgumentHelp(tr("The expected picture (the golden).")))
    var expected: String

    @Argument(help: ArgumentHelp(tr("The actual picture.")))
    var actual: String

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr("Write the difference picture here when they differ."), valueName: "DIFF.png"))
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
                    "hitlab: error: " + tr("cannot write \(ErrorWord(error))"))
                throw ExitCode(2)
            }
        }
        throw ExitCode(1)
    }
}
