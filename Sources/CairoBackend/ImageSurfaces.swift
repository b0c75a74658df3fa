internal import CCairo
import DisplayList
import Geometry

/// Cairo image surfaces over the bitmaps of one drawing pass, one per distinct ``RasterImage``
/// memory.
///
/// A surface wraps the bitmap's own pixels (no copy): ``RasterImage`` memory never moves and the
/// display list keeps the bitmap alive until the render — vector documents included, which read
/// their images when they are finished — is over. Reusing one surface per bitmap lets PDF and
/// SVG output embed each image once; an image decoded from a JPEG is embedded as that JPEG.
final class ImageSurfaces {
  private var surfaces: [ObjectIdentifier: OpaquePointer] = [:]
  /// Raster output pads the image's edge pixels outwards so a scaled image's border stays
  /// crisp instead of fading over half a pixel. Vector output embeds the image as it is (a PDF
  /// or SVG image paints exactly its rectangle; padding would make Cairo embed a padded copy
  /// per use).
  private let padsEdges: Bool

  init(padsEdges: Bool) {
    self.padsEdges = padsEdges
  }

  deinit {
    // Cairo holds its own reference for as long as a document still needs the pixels.
    for surface in surfaces.values { cairo_surface_destroy(surface) }
  }

  /// Draws `node` into `cairo`: the whole bitmap scaled into `node.rect`.
  func draw(_ node: ImageNode, in cairo: OpaquePointer) {
    let rect = node.rect
    let bitmap = node.bitmap
    guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
    let surface = self.surface(for: bitmap)
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    cairo_translate(cairo, rect.minX, rect.minY)
    cairo_scale(cairo, rect.width / Double(bitmap.width), rect.height / Double(bitmap.height))
    cairo_set_source_surface(cairo, surface, 0, 0)
    let pattern = cairo_get_source(cairo)
    cairo_pattern_set_extend(pattern, padsEdges ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    cairo_pattern_set_filter(pattern, node.interpolation == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
    cairo_rectangle(cairo, 0, 0, Double(bitmap.width), Double(bitmap.height))
    cairo_fill(cairo)
  }

  private func surface(for bitmap: RasterImage) -> OpaquePointer {
    let key = bitmap.storageIdentity
    if let existing = surfaces[key] { return existing }
    let surface = bitmap.withUnsafeBytes { bytes in
      cairo_image_surface_create_for_data(
        UnsafeMutablePointer(mutating: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)),
        bitmap.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height),
        Int32(bitmap.bytesPerRow))!
    }
    if !padsEdges, let jpeg = bitmap.jpegData, !jpeg.isEmpty {
      // Vector documents embed the JPEG file itself (PDF: DCTDecode; SVG: a data:image/jpeg
      // URI) instead of the decoded pixels re-encoded as PNG. Cairo owns the copy it is given.
      let copy = UnsafeMutableRawPointer.allocate(byteCount: jpeg.count, alignment: 1)
      jpeg.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: jpeg.count) }
      let status = cairo_surface_set_mime_data(
        surface, "image/jpeg", copy.assumingMemoryBound(to: UInt8.self), UInt(jpeg.count),
        { $0?.deallocate() }, copy)
      if status != CAIRO_STATUS_SUCCESS { copy.deallocate() }
    }
    surfaces[key] = surface
    return surface
  }
}

/// Tied to one drawing pass on one thread: never share one.
@available(*, unavailable)
extension ImageSurfaces: Sendable {}
