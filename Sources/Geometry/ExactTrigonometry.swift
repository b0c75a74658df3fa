#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `(cos θ, sin θ)`, exact at whole quarter turns (within 10⁻¹² of one).
///
/// Why: `cos(.pi / 2)` is 6.1e-17, not 0, so a circle's item at 6 o'clock or a half-way quarter
/// turn would carry a last-bit error into frames and layout JSON; snapping the four axis angles
/// keeps them exact (the circle layout's 4-item case, a rotation's midpoint [0 −1; 1 0]).
public func exactCosineAndSine(_ angle: Double) -> (cosine: Double, sine: Double) {
  if angle == 0 { return (1, 0) }
  let quarters = angle / (Double.pi / 2)
  let nearest = quarters.rounded()
  if nearest.isFinite && abs(quarters - nearest) <= 1e-12 {
    var quadrant = nearest.truncatingRemainder(dividingBy: 4)
    if quadrant < 0 { quadrant += 4 }
    switch quadrant {
    case 0: return (1, 0)
    case 1: return (0, 1)
    case 2: return (-1, 0)
    default: return (0, -1)
    }
  }
  return (cos(angle), sin(angle))
}
