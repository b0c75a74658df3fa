/// The screen (UIKit's `UIScreen`): on Linux, the screen of the collection view being rendered
/// (the scene's bounds and scale), an iPhone's when nothing is rendered.
@MainActor
open class UIScreen: NSObject {
  /// The screen the renderer draws on.
  public static var main: UIScreen { UIScreen() }

  /// The screen's size in points.
  open var bounds: CGRect { RenderingEnvironment.screenBounds }

  /// Pixels per point.
  open var scale: CGFloat {
    let scale = RenderingEnvironment.traits.displayScale
    return scale > 0 ? scale : 1
  }

  /// The scale of the physical pixels; the same as `scale` here.
  open var nativeScale: CGFloat { scale }

  /// The screen's traits.
  open var traitCollection: UITraitCollection { RenderingEnvironment.traits }
}

/// The app (UIKit's `UIApplication`), for the few things layouts ask it: its layout direction.
@MainActor
open class UIApplication: UIResponder {
  /// The running app.
  public static var shared: UIApplication { UIApplication() }

  /// The direction of the app's interface: the rendered scene's layout direction.
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    RenderingEnvironment.traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }
}
