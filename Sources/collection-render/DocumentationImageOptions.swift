import ArgumentParser
import SceneModel

/// The documentation image flags shared by `render`, `frames` and `snapshot`: the scene's
/// `snapToPixels` and `chrome`.
struct DocumentationImageOptions: ParsableArguments {
  @Flag(
    name: .long,
    help: ArgumentHelp(
      "Round every frame and the scroll offset to device pixels: crisp edges for documentation images "
        + "(the scene's snapToPixels; UIKit's fractional frames are the default)."))
  var snapToPixels = false

  @Flag(
    name: .long,
    help: ArgumentHelp(
      "Draw a status bar (9:41, full battery) and the home indicator over the image, the content inset by them "
        + "as by UIKit's safe area (the scene's \"chrome\": true; a scene's own chrome is kept)."))
  var chrome = false

  /// The override for ``SceneOverrides/snapsToPixels``: `true` with the flag, else the scene's own.
  var snapOverride: Bool? { snapToPixels ? true : nil }

  /// The override for ``SceneOverrides/chrome``: the default chrome with the flag.
  var chromeOverride: DeviceChrome? { chrome ? DeviceChrome() : nil }
}
