import ArgumentParser

/// `--png-compression`: one name, one help text and one default for every command that writes PNGs.
struct PNGCompressionOption: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "PNG setting: default (the run encoder for UI images: fast, about the size of libpng's defaults), fastest "
        + "(faster on photos, larger), smallest (libpng level 9, adaptive filters; slow), or a libpng zlib level 0-9 "
        + "with no filter.",
      valueName: "setting"))
  var pngCompression: String?
}
