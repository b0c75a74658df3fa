/// A value given to the library for one of its options that it cannot use: the option, the
/// value as given (when it was text), and why. The library names options by their parameter;
/// a command-line tool names them by its own flags.
public struct InvalidOption: Error, Hashable, Sendable, CustomStringConvertible {
  /// The options the library parses or checks.
  public enum Option: String, Hashable, Sendable, CaseIterable {
    /// A scene override: the bounds size.
    case bounds
    /// A scene override: the content offset.
    case contentOffset
    /// A scene override: pixels per point.
    case scale
    /// The image the overrides make (bounds × scale).
    case imageSize
    /// ``PNGCompressionSetting``.
    case pngCompression
    /// The video file a batch writes (``VideoEncoder``).
    case video
    /// ``FrameNamePattern``.
    case pattern
    /// ``FrameSelection``'s range of frames.
    case range
    /// ``FrameSelection``'s shard.
    case shard
  }

  /// The option the value was given for.
  public var option: Option
  /// The value as given, when it was text.
  public var value: String?
  /// Why the value cannot be used, as a phrase to follow the option's name.
  public var reason: String

  /// An error about `option`, given as `value` (when it was text), because of `reason`.
  public init(_ option: Option, _ value: String? = nil, _ reason: String) {
    self.option = option
    self.value = value
    self.reason = reason
  }

  /// `option value: reason`.
  public var description: String {
    option.rawValue + (value.map { " " + $0 } ?? "") + ": " + reason
  }
}
