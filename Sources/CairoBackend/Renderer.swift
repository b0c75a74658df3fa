import DisplayList
import Geometry

/// Renders display lists to PNG, SVG or PDF bytes through Cairo and Pango.
///
/// Stateless and `Sendable`: every call creates its own surface, context and Pango layout, so
/// renders may run on several threads at once, and the same input gives byte-identical output
/// on every run (fixed font options; see `FontOptions.swift`).
///
/// ```swift
/// let renderer = Renderer()
/// let png = try renderer.render(list, as: .png, scale: 2)
/// let pdf = try renderer.render(list, as: .pdf, scale: 1)  // scale ignored: vector
/// ```
public struct Renderer: Sendable {
  /// A renderer. It holds no state.
  public init() {}

  /// Renders `list` as a file in `format`.
  ///
  /// - PNG: `round(list.size × scale)` pixels, background transparent when `list.background`
  ///   is nil, encoded with `png` options; `rowOffset`, the device rows of the picture above the
  ///   image (a frame's content above its top), lays the frames encoders' bands on that picture
  ///   (``PNGBands``), so that a render gives the bytes of the same frame of a batch.
  /// - SVG and PDF: one page of `list.size` *points*; `scale` is ignored (vector output looks
  ///   the same as the PNG at any zoom).
  public func render(
    _ list: DisplayList, as format: OutputFormat, scale: Double, png: PNGOptions = PNGOptions(),
    rowOffset: Int = 0
  ) throws(RenderError) -> [UInt8] {
    switch format {
    case .png:
      return try PNGCodec.encode(rasterize(list, scale: scale), options: png, rowOffset: rowOffset)
    case .svg: return try SVGSurfaceIDs.renumber(renderVector(list, as: .svg))
    case .pdf: return try renderVector(list, as: .pdf)
    }
  }

  /// Draws `list` into pixels without encoding them (for benchmarks, image comparison, or a
  /// custom encoder): `round(list.size × scale)` pixels of premultiplied ARGB32.
  public func rasterize(_ list: DisplayList, scale: Double) throws(RenderError) -> RasterImage {
    let (width, height) = try Self.pixelSize(of: list.size, scale: scale)
    try FontCatalog.check(list)
    let bytesPerRow = CairoCanvas.bytesPerRow(width: width)
    // Cairo draws straight into the image's memory (no copy). The painter writes every pixel
    // (see `draw`), so the uninitialised memory is fully written.
    return try RasterImage.drawing(width: width, height: height, bytesPerRow: bytesPerRow) {
      (buffer) throws(RenderError) in
      try Self.draw(
        list, scale: scale, into: buffer, width: width, height: height, bytesPerRow: bytesPerRow,
        text: TextLayoutCache())
    }
  }

  /// Draws `list` into `pixels` (ARGB32, `bytesPerRow * height` bytes, valid for the call),
  /// writing every pixel whatever the memory held before: the background is painted with Cairo's
  /// SOURCE operator (transparent when `list.background` is nil) wherever no opaque shape covers
  /// it, and the shapes that cover it paint their pixels whole.
  static func draw(
    _ list: DisplayList, scale: Double, into pixels: UnsafeMutableRawPointer, width: Int, height: Int,
    bytesPerRow: Int, text: TextLayoutCache, firstRow: Int = 0, beginsPass: Bool = true
  ) throws(RenderError) {
    let canvas = try CairoCanvas(pixels: pixels, width: width, height: height, bytesPerRow: bytesPerRow)
    canvas.withContext { cairo in
      var painter = DisplayListPainter(
        cairo: cairo, scale: scale, text: text, firstRow: firstRow, beginsPass: beginsPass)
      painter.paint(list, replacingPixels: true)
    }
    _ = try canvas.finish()
  }

  private func renderVector(_ list: DisplayList, as format: CairoCanvas.VectorFormat) throws(RenderError) -> [UInt8] {
    let size = list.size
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      throw .invalidSize(width: size.width, height: size.height, scale: 1)
    }
    try FontCatalog.check(list)
    let canvas = try CairoCanvas(format, pageSize: size)
    canvas.withContext { cairo in
      var painter = DisplayListPainter(cairo: cairo, scale: 1, isVector: true, text: TextLayoutCache())
      painter.paint(list, replacingPixels: false)
    }
    return try canvas.finish()
  }

  /// The pixel size for `size` points at `scale`, checked against the limits.
  static func pixelSize(of size: Size, scale: Double) throws(RenderError) -> (width: Int, height: Int) {
    let width = size.width * scale
    let height = size.height * scale
    guard scale.isFinite, scale > 0, width.isFinite, height.isFinite, width >= 0.5, height >= 0.5 else {
      throw .invalidSize(width: size.width, height: size.height, scale: scale)
    }
    // Checked in floating point first (huge sizes would overflow Int), against the one budget
    // every stage uses, before anything is allocated.
    if case .tooLarge(let pixelWidth, let pixelHeight)? = PixelBudget.problem(
      width: size.width, height: size.height, scale: scale)
    {
      throw .tooLarge(width: pixelWidth, height: pixelHeight)
    }
    let pixelWidth = Int(width.rounded())
    let pixelHeight = Int(height.rounded())
    return (pixelWidth, pixelHeight)
  }
}
