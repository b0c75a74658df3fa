import DisplayList
import Geometry
import SceneModel

/// The image view inside a content view (the Xamarin guide's `AnimalCell.imageView`): sized to the image
/// (or to the content view, or a fixed size), centred on the content view's centre plus an
/// offset, scaled about its own centre, the image placed by the content mode.
enum ImageViewComposer {
  /// The image view's nodes in the content view's coordinates (`contentSize` is its bounds).
  static func compose(_ style: ImageViewStyle, in contentSize: Size) -> [DisplayNode] {
    guard let image = style.image else { return [] }
    let size: Size
    switch style.size {
    case .natural: size = image.size
    case .fill: size = contentSize
    case .fixed(let fixed): size = fixed
    }
    guard size.width > 0, size.height > 0 else { return [] }
    let bounds = Rect(origin: .zero, size: size)
    let imageRect = placement(of: image.size, in: bounds, mode: style.contentMode)
    var picture: DisplayNode = .image(ImageNode(bitmap: image.bitmap, rect: imageRect))
    // Crop only when something would show outside the bounds or the corners are rounded.
    let overflows =
      imageRect.minX < 0 || imageRect.minY < 0 || imageRect.maxX > size.width || imageRect.maxY > size.height
    if style.clipsToBounds, overflows || style.view.cornerRadius > 0 {
      picture = .group(DisplayGroup(clip: bounds, clipCornerRadius: style.view.cornerRadius, children: [picture]))
    }
    let view = ViewComposer.view(style.view, size: size, contents: [picture])
    if view.isEmpty { return [] }
    let origin = Point(
      x: contentSize.width / 2 + style.centerOffset.x - size.width / 2,
      y: contentSize.height / 2 + style.centerOffset.y - size.height / 2)
    return [.group(DisplayGroup(transform: .translation(origin.x, origin.y), children: view))]
  }

  /// Where an image of natural size `image` lands in `bounds` for `mode` (`UIView.ContentMode`).
  static func placement(of image: Size, in bounds: Rect, mode: ContentMode) -> Rect {
    let width = bounds.width
    let height = bounds.height
    func centred(_ size: Size) -> Rect {
      Rect(x: (width - size.width) / 2, y: (height - size.height) / 2, width: size.width, height: size.height)
    }
    switch mode {
    case .scaleToFill:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      guard image.width > 0, image.height > 0 else { return bounds }
      let ratios = (width / image.width, height / image.height)
      let factor = mode == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
      return centred(Size(width: image.width * factor, height: image.height * factor))
    case .center:
      return centred(image)
    case .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
      var rect = centred(image)
      if [.top, .topLeft, .topRight].contains(mode) { rect.origin.y = 0 }
      if [.bottom, .bottomLeft, .bottomRight].contains(mode) { rect.origin.y = height - image.height }
      if [.left, .topLeft, .bottomLeft].contains(mode) { rect.origin.x = 0 }
      if [.right, .topRight, .bottomRight].contains(mode) { rect.origin.x = width - image.width }
      return rect
    }
  }
}
