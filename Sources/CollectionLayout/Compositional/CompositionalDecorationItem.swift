/// Decoration views: section backgrounds.
///
/// ```
///  x = 0 ──────────────── section frame ──────────────── x = W
///  ┌──────────────────────────────────────────────────────────┐  extending headers, insets,
///  │  ┌ background: the frame inset by its contentInsets ─┐   │  groups and footers all
///  │  └───────────────────────────────────────────────────┘   │  inside; zIndex 0, cells 1
///  └──────────────────────────────────────────────────────────┘
/// ```
import Geometry

extension CompositionalLayout {
  /// A view behind a section (`NSCollectionLayoutDecorationItem`); only backgrounds, as in
  /// UIKit's public API. Its index path is (section, 0).
  public struct DecorationItem: Hashable, Sendable {
    /// The view's kind (`elementKind`).
    public var elementKind: ElementKind
    /// Insets from the section's whole frame to the view's frame (`contentInsets`); zero.
    public var contentInsets: EdgeInsets
    /// The view's zIndex (`zIndex`); 0.
    public var zIndex: Int

    /// A background covering the whole section: the full layout width by the section's
    /// extent including its insets and extending headers and footers
    /// (`NSCollectionLayoutDecorationItem.background(elementKind:)`).
    public static func background(elementKind: ElementKind) -> DecorationItem {
      DecorationItem(elementKind: elementKind, contentInsets: .zero, zIndex: 0)
    }

    /// A background with all its properties.
    public init(elementKind: ElementKind, contentInsets: EdgeInsets = .zero, zIndex: Int = 0) {
      self.elementKind = elementKind
      self.contentInsets = contentInsets
      self.zIndex = zIndex
    }
  }
}
