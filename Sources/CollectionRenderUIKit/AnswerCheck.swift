import Geometry
import SceneModel

/// The checks a UIKit layout's answers go through before anything is drawn: the same limits a
/// scene file's numbers meet (``Limits``), so a layout cannot hand the renderer a NaN, an
/// infinite or negative size, or geometry past the budgets.
enum AnswerCheck {
  /// Why `size` (a content size) cannot be drawn, or nil.
  static func problem(contentSize size: Size) -> String? {
    guard size.width.isFinite, size.height.isFinite else {
      return "the content size is not finite (\(size.width) × \(size.height))"
    }
    guard size.width >= 0, size.height >= 0 else {
      return "the content size is negative (\(size.width) × \(size.height))"
    }
    guard size.width <= Limits.maximumCoordinate, size.height <= Limits.maximumCoordinate else {
      return
        "the content size \(size.width) × \(size.height) is past the limit of \(Int(Limits.maximumCoordinate)) points"
    }
    return nil
  }

  /// Why the frame, alpha or transform of an element cannot be drawn, or nil.
  static func problem(frame: Rect, alpha: Double, transform: Geometry.AffineTransform, element: String) -> String? {
    let numbers = [frame.minX, frame.minY, frame.width, frame.height]
    guard numbers.allSatisfy(\.isFinite) else {
      return "\(element) has a frame that is not finite \(frame)"
    }
    guard frame.width >= 0, frame.height >= 0 else {
      return "\(element) has a negative size \(frame.width) × \(frame.height)"
    }
    guard numbers.allSatisfy({ abs($0) <= Limits.maximumCoordinate }) else {
      return "\(element) has a frame \(frame) past the limit of \(Int(Limits.maximumCoordinate)) points"
    }
    guard alpha.isFinite else { return "\(element) has an alpha that is not finite (\(alpha))" }
    let t = transform
    guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
      return "\(element) has a transform that is not finite"
    }
    return nil
  }
}
