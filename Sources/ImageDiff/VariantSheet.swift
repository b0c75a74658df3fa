/// The images of one scene's variants side by side, each under its name: what the snapshot
/// report shows for a scene with variants (light | dark, left to right | right to left, …).
public enum VariantSheet {
  /// Space around and between the images, in pixels.
  static let gap = 16
  /// The labels' pixel-font scale.
  static let labelScale = 2

  /// `images` in a row, in order, on a light grey ground, each under its name. Images of
  /// different heights are top-aligned; translucent pixels are shown over white.
  public static func sideBySide(_ images: [(name: String, bitmap: Bitmap)]) -> Bitmap {
    let labelHeight = PixelFont.glyphHeight * labelScale + gap / 2
    let width = images.reduce(gap) { $0 + $1.bitmap.width + gap }
    let height = gap + labelHeight + (images.map(\.bitmap.height).max() ?? 0) + gap
    var painter = Painter(width: width, height: height, fill: RGBA(230, 230, 232))
    var x = gap
    for (name, bitmap) in images {
      painter.drawText(
        name, x: x, y: gap, scale: labelScale, color: RGBA(40, 40, 44), maxWidth: max(bitmap.width, 1))
      let top = gap + labelHeight
      for py in 0..<bitmap.height {
        for px in 0..<bitmap.width {
          let pixel = bitmap[px, py]
          let alpha = Int(pixel.alpha)
          func over(_ value: UInt8) -> UInt8 { UInt8((Int(value) * alpha + 255 * (255 - alpha) + 127) / 255) }
          painter.set(x + px, top + py, RGBA(over(pixel.red), over(pixel.green), over(pixel.blue)))
        }
      }
      x += bitmap.width + gap
    }
    return painter.bitmap
  }
}
