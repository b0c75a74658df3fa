import ArgumentParser

/// `--snap-to-pixels`, shared by `render`, `frames` and `snapshot`: the scene's `snapToPixels`.
struct PixelSnapOption: ParsableArguments {
  @Flag(
    name: .long,
    help: ArgumentHelp(
      "Round every frame and the scroll offset to device pixels: crisp edges for documentation images "
        + "(the scene's snapToPixels; UIKit's fractional frames are the default)."))
  var snapToPixels = false

  /// The override for ``SceneOverrides/snapsToPixels``: `true` with the flag, else the scene's own.
  var override: Bool? { snapToPixels ? true : nil }
}
