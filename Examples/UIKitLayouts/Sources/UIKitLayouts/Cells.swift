import UIKit

/// A plain coloured tile with rounded corners, used by every layout in this target.
final class TileCell: UICollectionViewCell {
  static let reuseIdentifier = "TileCell"

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = UIColor(red: 0.35, green: 0.55, blue: 0.85, alpha: 1)
    contentView.layer.cornerRadius = 10
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Picks one of a few colours so neighbouring tiles are told apart.
  func configure(index: Int) {
    let palette: [(CGFloat, CGFloat, CGFloat)] = [
      (0.35, 0.55, 0.85), (0.90, 0.55, 0.30), (0.40, 0.70, 0.45), (0.65, 0.45, 0.80),
    ]
    let (red, green, blue) = palette[index % palette.count]
    contentView.backgroundColor = UIColor(red: red, green: green, blue: blue, alpha: 1)
  }
}

/// The hero header of `StickyHeaderLayout`: darkens as it collapses, reading the custom
/// attributes the layout hands it.
final class ParallaxHeaderView: UICollectionReusableView {
  static let reuseIdentifier = "ParallaxHeaderView"

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.20, green: 0.30, blue: 0.50, alpha: 1)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    guard let attributes = layoutAttributes as? ParallaxLayoutAttributes else { return }
    // parallaxOffset grows to half the collapsed distance; fully dark at 60 points.
    let progress = min(max(attributes.parallaxOffset / 60, 0), 1)
    let brightness = 1 - 0.5 * progress
    backgroundColor = UIColor(red: 0.20 * brightness, green: 0.30 * brightness, blue: 0.50 * brightness, alpha: 1)
  }
}

/// A carousel card: its layout scales and fades it; the cell only rounds its corners.
final class CarouselCardCell: UICollectionViewCell {
  static let reuseIdentifier = "CarouselCardCell"

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .white
    contentView.layer.cornerRadius = 16
    layer.cornerRadius = 16
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
