/// What happens to text that does not fit a line (`NSParagraphStyle.h`, iOS 16.5 SDK; iOS 6).
public enum NSLineBreakMode: Int, Sendable {
  /// Wrap at word boundaries (the default).
  case byWordWrapping = 0
  /// Wrap at character boundaries.
  case byCharWrapping = 1
  /// Cut off what does not fit.
  case byClipping = 2
  /// Keep the end of the line, with an ellipsis at the start: "…wxyz".
  case byTruncatingHead = 3
  /// Keep the start of the line, with an ellipsis at the end: "abcd…".
  case byTruncatingTail = 4
  /// Keep both ends, with an ellipsis in the middle: "ab…yz".
  case byTruncatingMiddle = 5
}
