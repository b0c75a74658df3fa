package import Geometry

// The matrix arithmetic of 2-D affine transforms lives once, in the engines' `AffineTransform`;
// `CGAffineTransform` converts to it and back (exactly: `CGFloat` holds a `Double`).
extension CGAffineTransform {
  /// The same matrix as the engines hold it.
  package init(_ transform: Geometry.AffineTransform) {
    self.init(
      a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c), d: CGFloat(transform.d),
      tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
  }
}

extension Geometry.AffineTransform {
  /// The same matrix as CoreGraphics holds it.
  package init(_ transform: CGAffineTransform) {
    self.init(
      a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
      tx: Double(transform.tx), ty: Double(transform.ty))
  }
}
