/// How lines of text are aligned (`NSText.h`, iOS 16.5 SDK; iOS 6), with the iOS raw values:
/// center is 1 and right is 2 (macOS's AppKit has them the other way round).
public enum NSTextAlignment: Int, Sendable {
  /// Flush with the left edge.
  case left = 0
  /// Centred.
  case center = 1
  /// Flush with the right edge.
  case right = 2
  /// Both edges flush; a paragraph's last line is aligned naturally.
  case justified = 3
  /// The script's own default: left for left-to-right text, right for right-to-left.
  case natural = 4
}
