import Geometry

/// How a content configuration draws its image (`UIListContentConfiguration.ImageProperties`).
public struct ListImageProperties: Hashable, Sendable {
  /// `UIListContentConfiguration.ImageProperties.standardDimension`: in ``reservedLayoutSize``,
  /// the system's standard slot for symbols (24 points wide at the default text size, 28 in a
  /// sidebar, scaled with Dynamic Type).
  public static let standardDimension = -Double.greatestFiniteMagnitude

  /// `tintColor`: the colour of a symbol; nil inherits the view's tint (a symbol then draws in
  /// the tint, an image as it is).
  public var tintColor: ConfigurationColor?
  /// `maximumSize`: 0 on a side is no limit; the image shrinks to fit, keeping its aspect.
  public var maximumSize: Size
  /// `reservedLayoutSize`: the least room the image takes (it is centred in it); 0 on a side
  /// reserves nothing, ``standardDimension`` the standard symbol slot.
  public var reservedLayoutSize: Size
  /// `cornerRadius`: the image's corners are clipped to it.
  public var cornerRadius: Double

  /// Image properties; by default untinted, unconstrained (a zero size is no limit, as in UIKit)
  /// and with square corners.
  public init(
    tintColor: ConfigurationColor? = nil, maximumSize: Size = .zero, reservedLayoutSize: Size = .zero,
    cornerRadius: Double = 0
  ) {
    self.tintColor = tintColor
    self.maximumSize = maximumSize
    self.reservedLayoutSize = reservedLayoutSize
    self.cornerRadius = cornerRadius
  }
}
