import CollectionLayout

extension CoverFlowLayout {
  /// The sample's carousel: 390 × 300 points, twelve 160 × 220 covers 110 points apart.
  public static let sample = CoverFlowLayout(
    itemSize: Size(width: 160, height: 220), centerSpacing: 110, minimumScale: 0.7, minimumAlpha: 0.6)
}
