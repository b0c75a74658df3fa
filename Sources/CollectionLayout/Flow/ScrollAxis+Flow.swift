/// The two axis computations the flow layout makes in UIKit's floating-point order, which
/// differs between the scroll directions: the line's length and an item's absolute scroll
/// coordinate.
///
/// ```
///  bounds ──▶ dimension = cross extent − leading − trailing content inset (≥ 0)
///  item   ──▶ main = inLine + (sectionStart + lineOffset)     vertical
///               or   (inLine + sectionStart) + lineOffset     horizontal
/// ```
import Geometry

extension ScrollAxis {
  /// The flow's `dimension`, the length of a line: the bounds' cross extent minus the content
  /// inset on both sides, clamped at 0. Evaluated as UIKit's `_dimensionFromCollectionView`
  /// does: `width − left − right`, left to right.
  func flowDimension(boundsSize: Size, contentInset: EdgeInsets) -> Double {
    let value =
      isHorizontal
      ? boundsSize.height - contentInset.top - contentInset.bottom
      : boundsSize.width - contentInset.left - contentInset.right
    // `value > 0` is false for NaN as well: a NaN dimension lays nothing out. Not
    // `PixelGrid.nonNegativeLength`: an infinite dimension is kept here.
    return value > 0 ? value : 0
  }

  /// The absolute main-axis coordinate of a per-item flow cell before rounding.
  ///
  /// Why two orders: UIKit's `_frameForItem:inSection:usingData:` computes
  /// `x = (itemX + sectionX) + rowX` and `y = itemY + (sectionY + rowY)`. Vertically the scroll
  /// coordinate is y, so it is `inLine + (sectionStart + lineOffset)`; horizontally it is x, so
  /// `(inLine + sectionStart) + lineOffset`. Fractional sizes can differ in the last bit, which
  /// can move a rounded origin by a pixel.
  @inline(__always) func flowPerItemMain(sectionStart: Double, lineOffset: Double, inLine: Double)
    -> Double
  {
    isHorizontal
      ? (inLine + sectionStart) + lineOffset
      : inLine + (sectionStart + lineOffset)
  }
}
