/// A container's geometry (UIKit's `NSCollectionLayoutContainer`, iOS 13): what a compositional
/// layout's section provider, visible-items handler and custom groups see of the space they
/// lay out in.
@MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// The container's size before insets.
  var contentSize: CGSize { get }
  /// The size after insets: `contentSize` less `effectiveContentInsets`.
  var effectiveContentSize: CGSize { get }
  /// The container's insets as given.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets, resolved.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment a compositional layout is laid out in (UIKit's
/// `NSCollectionLayoutEnvironment`, iOS 13): its container and the collection view's traits.
@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// The container's geometry.
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's traits (size classes, display scale, layout direction, …).
  var traitCollection: UITraitCollection { get }
}

/// A container with fixed values. Insets are read as points: UIKit reads values below 1 as
/// fractions of the size, which no container here is given.
@MainActor
final class LayoutContainer: NSObject, NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets

  init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    super.init()
  }

  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

  var effectiveContentSize: CGSize {
    CGSize(
      width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
  }
}

/// An environment with fixed values.
@MainActor
final class LayoutEnvironmentValues: NSObject, NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection

  init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
    self.container = container
    self.traitCollection = traitCollection
    super.init()
  }
}
