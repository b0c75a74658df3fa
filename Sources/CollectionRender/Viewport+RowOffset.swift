import CairoBackend
import CollectionLayout

extension Viewport {
  /// The device rows of content above the viewport's top at `scale`: where the frames encoders
  /// lay the image's bands on the content (``PNGBands``), so that a band a scroll only moved
  /// keeps its bytes. Nil when the offset is not on the pixel grid.
  func rowOffset(scale: Double) -> Int? {
    PNGBands.wholeRows(points: contentOffset.y, scale: scale)
  }
}
