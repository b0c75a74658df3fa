/// The base of views and view controllers in UIKit's class hierarchy (`UIResponder`). Headless:
/// there are no events to respond to, so it adds nothing to `NSObject` beyond its place in the
/// hierarchy, which lets code that names it compile.
@MainActor
open class UIResponder: NSObject {
  /// A responder.
  public override init() {
    super.init()
  }
}
