internal import CCairo
import DisplayList

/// Sets `color` (straight alpha, components clamped to 0...1) as the source of `cairo`
/// (a `cairo_t*`).
func setSource(_ color: Color, on cairo: OpaquePointer) {
  func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
  if color.alpha >= 1 {
    cairo_set_source_rgb(cairo, clamped(color.red), clamped(color.green), clamped(color.blue))
  } else {
    cairo_set_source_rgba(
      cairo, clamped(color.red), clamped(color.green), clamped(color.blue), clamped(color.alpha))
  }
}
