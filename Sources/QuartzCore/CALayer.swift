/// The layer behind a view (Core Animation's `CALayer`), headless: the properties that shape
/// how a view draws — corner radius, border, background, opacity — which the renderer reads.
open class CALayer: NSObject {
  /// The radius of the rounded corners; 0 by default.
  open var cornerRadius: CGFloat = 0
  /// The width of the border, drawn inside the bounds; 0 by default.
  open var borderWidth: CGFloat = 0
  /// The border's colour; opaque black by default.
  open var borderColor: CGColor? = .black
  /// The background colour; `nil` by default (a view's `backgroundColor` sets its own).
  open var backgroundColor: CGColor?
  /// The opacity, 0 to 1.
  open var opacity: Float = 1
  /// Whether sublayers are clipped to the rounded bounds.
  open var masksToBounds: Bool = false
  /// The layer's 3-D transform, about its anchor point.
  open var transform: CATransform3D = CATransform3DIdentity
  /// The position of the layer along the z axis.
  open var zPosition: CGFloat = 0

  /// A layer with default properties.
  public override init() {
    super.init()
  }
}
