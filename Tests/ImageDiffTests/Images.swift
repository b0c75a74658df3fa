import ImageDiff

/// Small images built in code, so every case states exactly which pixels differ.
enum Images {
  /// A white `width`×`height` image with a black square from (5, 5) to (15, 15) whose right edge
  /// column (x = 15) is anti-aliased to `edge` grey, as a rasterizer draws a shape edge that
  /// falls between pixels.
  static func squareWithSoftEdge(edge: UInt8, width: Int = 20, height: Int = 20) -> Bitmap {
    var image = Bitmap(width: width, height: height, filledWith: .white)
    for y in 5..<15 {
      for x in 5..<15 { image[x, y] = .black }
      image[15, y] = RGBA(edge, edge, edge)
    }
    return image
  }

  /// `image` with the pixels at `points` set to `color`.
  static func with(_ image: Bitmap, _ points: [(Int, Int)], _ color: RGBA) -> Bitmap {
    var copy = image
    for (x, y) in points { copy[x, y] = color }
    return copy
  }
}
