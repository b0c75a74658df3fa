/// Horizontal alignment of text lines (`NSTextAlignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  /// Leading edge for the text's direction: left for Latin, right for Arabic or Hebrew.
  case natural
  case left
  case center
  case right
  case justified
}

/// Vertical placement of the text block in its frame.
public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
  case top
  case center
  case bottom
}

/// Where an ellipsis replaces text that does not fit (`NSLineBreakMode` truncation modes).
public enum Truncation: String, Hashable, Sendable, CaseIterable {
  /// Cut at the frame's edge with no ellipsis.
  case clip
  case head
  case middle
  case end
}
