import DisplayList
import Geometry
import SceneFile
import SceneModel

/// Replacements for a scene's bounds, content offset and scale (a device, an orientation, a
/// scroll position) and its pixel snapping, validated like a scene file's own values.
public struct SceneOverrides: Sendable {
  /// Replaces the scene's bounds size, in points.
  public var bounds: Size?
  /// UIKit's `contentOffset` as it is: with chrome, the resting offset is minus the bars' top inset,
  /// and 0 scrolls the first row under them.
  public var contentOffset: Point?
  /// Replaces the scene's scale, in pixels per point.
  public var scale: Double?
  /// Replaces the scene's `Scene.snapsToPixels`.
  public var snapsToPixels: Bool?
  /// System bars for a scene that has none (`Scene.addChrome(_:)`); a scene's own are kept.
  public var chrome: DeviceChrome?

  /// Overrides of the given values; `nil` keeps the scene's.
  public init(
    bounds: Size? = nil, contentOffset: Point? = nil, scale: Double? = nil, snapsToPixels: Bool? = nil,
    chrome: DeviceChrome? = nil
  ) {
    self.bounds = bounds
    self.contentOffset = contentOffset
    self.scale = scale
    self.snapsToPixels = snapsToPixels
    self.chrome = chrome
  }

  /// `scene` with the overrides applied, or an error naming the flag and the reason.
  public func apply(to scene: Scene) throws(InvalidOption) -> Scene {
    var scene = scene
    if let bounds {
      let limit = Limits.maximumBoundsDimension
      guard bounds.width.isFinite, bounds.height.isFinite, bounds.width > 0, bounds.height > 0,
        bounds.width <= limit, bounds.height <= limit
      else {
        throw InvalidOption(.bounds, nil, "width and height must be greater than 0 and at most \(Int(limit)) points")
      }
      scene.bounds = bounds
    }
    // The bars first: `addChrome` moves the scene's own offset to rest below them, while a given
    // offset is UIKit's `contentOffset` as it is (the resting one is minus the top inset), the same
    // whether the chrome comes from the scene file or from here (docs/rendering.md, "Device chrome:
    // status bar, navigation bar, home indicator").
    if let chrome, scene.chrome == nil { scene.addChrome(chrome) }
    if let contentOffset {
      let limit = Limits.maximumCoordinate
      guard contentOffset.x.isFinite, contentOffset.y.isFinite, abs(contentOffset.x) <= limit,
        abs(contentOffset.y) <= limit
      else { throw InvalidOption(.contentOffset, nil, "coordinates must be finite and within ±\(Int(limit))") }
      scene.contentOffset = contentOffset
    }
    if let scale {
      guard scale.isFinite, scale > 0, scale <= Limits.maximumScale else {
        throw InvalidOption(.scale, nil, "must be greater than 0 and at most \(Int(Limits.maximumScale))")
      }
      scene.scale = scale
    }
    if let snapsToPixels { scene.snapsToPixels = snapsToPixels }
    if let problem = PixelBudget.problem(width: scene.bounds.width, height: scene.bounds.height, scale: scene.scale) {
      throw InvalidOption(.imageSize, nil, problem.description)
    }
    return scene
  }
}
