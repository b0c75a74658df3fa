import Geometry
import SceneFile
import SceneModel

/// Command-line replacements for a scene's bounds, content offset and scale, validated like the
/// scene file's own values.
public struct SceneOverrides: Sendable {
  public var bounds: Size?
  public var contentOffset: Point?
  public var scale: Double?

  public init(bounds: Size? = nil, contentOffset: Point? = nil, scale: Double? = nil) {
    self.bounds = bounds
    self.contentOffset = contentOffset
    self.scale = scale
  }

  /// `scene` with the overrides applied, or an error naming the flag and the reason.
  public func apply(to scene: Scene) throws(UsageError) -> Scene {
    var scene = scene
    if let bounds {
      let limit = Limits.maximumBoundsDimension
      guard bounds.width.isFinite, bounds.height.isFinite, bounds.width > 0, bounds.height > 0,
        bounds.width <= limit, bounds.height <= limit
      else {
        throw UsageError("--bounds: width and height must be greater than 0 and at most \(Int(limit)) points")
      }
      scene.bounds = bounds
    }
    if let contentOffset {
      let limit = Limits.maximumCoordinate
      guard contentOffset.x.isFinite, contentOffset.y.isFinite, abs(contentOffset.x) <= limit, abs(contentOffset.y) <= limit
      else { throw UsageError("--offset: coordinates must be finite and within ±\(Int(limit))") }
      scene.contentOffset = contentOffset
    }
    if let scale {
      guard scale.isFinite, scale > 0, scale <= Limits.maximumScale else {
        throw UsageError("--scale: must be greater than 0 and at most \(Int(Limits.maximumScale))")
      }
      scene.scale = scale
    }
    let width = (scene.bounds.width * scene.scale).rounded()
    let height = (scene.bounds.height * scene.scale).rounded()
    if width > Double(Limits.maximumPixelDimension) || height > Double(Limits.maximumPixelDimension)
      || width * height > Double(Limits.maximumPixelCount)
    {
      throw UsageError(
        "\(Int(width))×\(Int(height)) pixels is too large (at most \(Limits.maximumPixelDimension) pixels a side and \(Limits.maximumPixelCount / 1_000_000) megapixels)")
    }
    if width < 1 || height < 1 { throw UsageError("the image would be less than one pixel") }
    return scene
  }
}

/// A mistake in the command line itself (a flag's value), reported with the flag's name.
public struct UsageError: Error, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
