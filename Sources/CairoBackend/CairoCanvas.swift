internal import CCairo
import Geometry

/// One Cairo surface and its drawing context, for one render.
///
/// Owns a `cairo_surface_t*` and a `cairo_t*` and destroys both in `deinit`, which is also the
/// clean-up on every error path. Raw pointers never leave it except into the closure of
/// ``withContext(_:)``. Create one canvas per render (and so per thread); never share one.
///
/// Cairo never returns NULL: a failure puts the object into a *sticky* error status and every
/// later call on it does nothing. So the status is checked after creation, after drawing, and
/// after `cairo_surface_finish` (where vector surfaces write most of their output).
struct CairoCanvas: ~Copyable {
  /// The vector formats a canvas can stream.
  enum VectorFormat {
    case svg
    case pdf
  }

  private let surface: OpaquePointer  // cairo_surface_t*
  private let context: OpaquePointer  // cairo_t*
  /// Receives a vector surface's output. Stored here so that it outlives the surface: Cairo
  /// holds only an unretained pointer to it and writes until the surface is destroyed (see
  /// `ByteSink`). `deinit`'s body runs before stored properties are released, so the surface is
  /// destroyed while the sink is still alive.
  private let sink: ByteSink?

  /// The row stride Cairo requires for an ARGB32 image `width` pixels wide.
  static func bytesPerRow(width: Int) -> Int {
    Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
  }

  /// A canvas drawing into caller-owned ARGB32 memory, which must stay valid and unmoved for
  /// the canvas's whole life (the caller creates and drops the canvas inside its pointer scope).
  init(
    pixels: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int
  ) throws(RenderError) {
    let surface = cairo_image_surface_create_for_data(
      pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
      Int32(height), Int32(bytesPerRow))!
    try self.init(surface: surface, sink: nil, creating: "create a \(width)×\(height) image surface")
  }

  /// A canvas streaming an SVG or PDF document with one page of `size` points (CSS pixels in SVG).
  init(_ format: VectorFormat, pageSize size: Size) throws(RenderError) {
    let sink = ByteSink()
    let surface: OpaquePointer
    switch format {
    case .svg:
      surface = cairo_svg_surface_create_for_stream(
        ByteSink.write, sink.unretainedPointer, size.width, size.height)!
      // Width and height in CSS pixels ("320px"): a UIKit point is a CSS pixel, so a browser
      // shows the document at the size of the PNG at scale 1 (in points it would be 4/3 larger,
      // a CSS point being 1.33 px). Cairo 1.16 defaults to points, later versions to unit-less
      // user units: say it explicitly.
      cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
    case .pdf:
      surface = cairo_pdf_surface_create_for_stream(
        ByteSink.write, sink.unretainedPointer, size.width, size.height)!
      // Cairo stamps the current time as the creation date, so output would differ run to run.
      // An empty date makes Cairo leave the optional /CreationDate out (a fixed date would be
      // written without its "D:" prefix by Cairo 1.16).
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
    }
    try self.init(surface: surface, sink: sink, creating: "create a \(format) surface of \(size) points")
  }

  /// Takes ownership of `surface`, destroying it if it or its context is in error.
  private init(surface: OpaquePointer, sink: ByteSink?, creating operation: String) throws(RenderError) {
    let surfaceStatus = cairo_surface_status(surface)
    guard surfaceStatus == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw RenderError(cairo: surfaceStatus, operation: operation)
    }
    let context = cairo_create(surface)!
    let contextStatus = cairo_status(context)
    guard contextStatus == CAIRO_STATUS_SUCCESS else {
      cairo_destroy(context)
      cairo_surface_destroy(surface)
      throw RenderError(cairo: contextStatus, operation: "create a drawing context")
    }
    self.surface = surface
    self.context = context
    self.sink = sink
  }

  deinit {
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  /// Runs `body` with the `cairo_t*`, which must not be stored beyond the call.
  borrowing func withContext<R, E: Error>(_ body: (OpaquePointer) throws(E) -> R) throws(E) -> R {
    try body(context)
  }

  /// Checks the drawing status, completes the surface (flush for images, finish for vector
  /// documents, then checks again) and returns the streamed document bytes (empty for images,
  /// whose pixels are already in the caller's memory).
  consuming func finish() throws(RenderError) -> [UInt8] {
    let drawStatus = cairo_status(context)
    guard drawStatus == CAIRO_STATUS_SUCCESS else {
      throw RenderError(cairo: drawStatus, operation: "draw the display list")
    }
    guard let sink else {
      cairo_surface_flush(surface)
      try Self.check(cairo_surface_status(surface), "flush the image surface")
      return []
    }
    cairo_surface_finish(surface)
    try Self.check(cairo_surface_status(surface), "finish the vector document")
    return sink.bytes
  }

  private static func check(_ status: cairo_status_t, _ operation: String) throws(RenderError) {
    guard status == CAIRO_STATUS_SUCCESS else { throw RenderError(cairo: status, operation: operation) }
  }
}

extension RenderError {
  /// A ``RenderError/cairo(operation:status:)`` with Cairo's own text for `status`.
  init(cairo status: cairo_status_t, operation: String) {
    self = .cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
  }
}
