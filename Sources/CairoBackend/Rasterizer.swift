import DisplayList

/// Draws display lists one after another on one thread — the frames of an animation — keeping
/// what the next one can use: the pixel memory of the last image and the text Pango has laid
/// out (a label on screen for many frames is shaped once).
///
/// Gives exactly the pixels of ``Renderer/rasterize(_:scale:)``. The memory is reused when the
/// caller has let go of the previous image (encoded it, say); an image still held keeps its
/// pixels, and the next one is drawn into new memory. The text kept is bounded
/// (``textLayoutCapacity`` layouts), so memory stays flat however many frames are drawn.
///
/// ```swift
/// let rasterizer = Rasterizer()
/// for list in lists {
///   let image = try rasterizer.rasterize(list, scale: 1)
///   try write(PNGCodec.encode(image, options: .frames))
/// }
/// ```
///
/// Not `Sendable`: Pango's font map is per thread, so make one rasterizer per thread and use it
/// only there.
public final class Rasterizer {
  /// The most Pango layouts kept between display lists.
  public let textLayoutCapacity: Int
  private let text: TextLayoutCache
  /// The last image (its memory shared with the caller until the caller drops it).
  private var last: RasterImage?
  /// The bands of the last frame encoded by ``png(_:scale:rowOffset:options:)``.
  private let bands = BandEncoder()

  /// A rasterizer keeping at most `textLayoutCapacity` laid-out labels (at least 1).
  public init(textLayoutCapacity: Int = 1024) {
    text = TextLayoutCache(capacity: textLayoutCapacity)
    self.textLayoutCapacity = text.capacity
  }

  /// The number of laid-out labels held now (at most ``textLayoutCapacity``).
  public var textLayoutCount: Int { text.count }

  /// Seconds the last ``png(_:scale:rowOffset:options:)`` spent compressing (the rest of
  /// its time is drawing), for the frames' stage times.
  package private(set) var lastCompressionSeconds = 0.0

  /// The bands of rows kept from the last frame ``png(_:scale:rowOffset:options:)`` encoded,
  /// and how many of that frame's bands were copied from the frame before.
  package var keptBandCount: Int { bands.keptCount }
  package var lastReusedBandCount: Int { bands.lastReusedCount }

  /// Draws `list` at `scale` and encodes it as PNG, the image lying `rowOffset` device rows below
  /// the top of the picture it is part of (a frame's content): the bytes of
  /// `PNGCodec.encode(rasterize(list, scale: scale), options: options, rowOffset: rowOffset ?? 0)`.
  /// Nil: the image is not on that picture's rows (``PNGBands/wholeRows(points:scale:)``), and
  /// nothing is kept for the next call.
  ///
  /// With the frames encoders (``PNGEncoder/igzip``, ``PNGEncoder/igzipFastest``), the bands
  /// of rows (``PNGBands``) whose content did not change since the last call — in a scroll,
  /// every band but those that came into view — are copied from it, neither drawn nor
  /// compressed again: a frame of a scroll costs about the rows it reveals.
  public func png(_ list: DisplayList, scale: Double, rowOffset: Int? = 0, options: PNGOptions)
    throws(RenderError) -> [UInt8]
  {
    guard options.encoder != .libpng else {
      let image = try rasterize(list, scale: scale)
      let clock = ContinuousClock()
      let start = clock.now
      defer { lastCompressionSeconds = (clock.now - start).seconds }
      return try PNGCodec.encode(image, options: options)
    }
    let (width, height) = try Renderer.pixelSize(of: list.size, scale: scale)
    try FontCatalog.check(list)
    defer { lastCompressionSeconds = bands.lastCompressionSeconds }
    return try bands.encode(
      list, scale: scale, width: width, height: height,
      rowOffset: rowOffset,
      effort: options.encoder == .igzip ? 1 : 0, text: text)
  }

  /// Draws `list` at `scale`: `round(list.size × scale)` pixels of premultiplied ARGB32, as
  /// ``Renderer/rasterize(_:scale:)`` draws them.
  public func rasterize(_ list: DisplayList, scale: Double) throws(RenderError) -> RasterImage {
    let (width, height) = try Renderer.pixelSize(of: list.size, scale: scale)
    try FontCatalog.check(list)
    let bytesPerRow = CairoCanvas.bytesPerRow(width: width)
    // Cairo draws straight into the image's memory: the last image's, when the caller has let
    // go of it and the size is the same; new memory otherwise (the drawing writes every pixel).
    let image = try RasterImage.drawing(width: width, height: height, bytesPerRow: bytesPerRow, reusing: &last) {
      (buffer) throws(RenderError) in
      try Renderer.draw(
        list, scale: scale, into: buffer, width: width, height: height, bytesPerRow: bytesPerRow, text: text)
    }
    last = image
    return image
  }
}

/// Tied to the thread whose Pango font map it uses: never share one.
@available(*, unavailable)
extension Rasterizer: Sendable {}
