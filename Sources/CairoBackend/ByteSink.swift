internal import CCairo

/// Collects the bytes Cairo streams out of an SVG or PDF surface.
///
/// Cairo calls ``write`` with an opaque `closure` pointer; it carries an *unretained* reference
/// to the sink (`Unmanaged.passUnretained`). That is safe only because the ``CairoCanvas`` that
/// creates the surface also stores the sink and destroys the surface first, so the sink outlives
/// every call Cairo can make, including the final flush on `cairo_surface_finish`.
final class ByteSink {
  /// Everything written so far.
  private(set) var bytes: [UInt8] = []

  init() {}

  /// The pointer to hand Cairo as the stream's closure (unretained: see the type's comment).
  var unretainedPointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  /// Cairo's `cairo_write_func_t`: a non-capturing closure literal, so it converts to a C
  /// function pointer; the sink is recovered from `closure`.
  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    if let data, length > 0 {
      sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    }
    return CAIRO_STATUS_SUCCESS
  }
}

/// A sink is mutated by Cairo callbacks on the rendering thread: never share one.
@available(*, unavailable)
extension ByteSink: Sendable {}
