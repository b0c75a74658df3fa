internal import CollectionLayout
internal import Geometry

// The UIKit classes as the compositional engine's values (`CompositionalLayout`), in one place.
// Built afresh on every layout pass, so that changes the app makes to its objects between
// passes count, as they do in UIKit's layout when it asks again.

extension NSCollectionLayoutDimension {
  var engineValue: LayoutDimension {
    switch semantic {
    case .fractionalWidth: .fractionalWidth(Double(value))
    case .fractionalHeight: .fractionalHeight(Double(value))
    case .absolute: .absolute(Double(value))
    case .estimated: .estimated(Double(value))
    }
  }
}

extension NSCollectionLayoutSize {
  var engineValue: LayoutSize {
    LayoutSize(widthDimension: widthDimension.engineValue, heightDimension: heightDimension.engineValue)
  }
}

extension NSCollectionLayoutSpacing {
  var engineValue: CompositionalLayout.Spacing {
    isFlexible ? .flexible(Double(spacing)) : .fixed(Double(spacing))
  }
}

extension NSCollectionLayoutEdgeSpacing {
  var engineValue: CompositionalLayout.EdgeSpacing {
    CompositionalLayout.EdgeSpacing(
      leading: leading?.engineValue, top: top?.engineValue, trailing: trailing?.engineValue,
      bottom: bottom?.engineValue)
  }
}

extension NSDirectionalEdgeInsets {
  /// Leading is stored as the engine's left edge: the engine develops left to right and mirrors
  /// itself right to left.
  var engineValue: EdgeInsets {
    EdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
  }
}

extension NSCollectionLayoutAnchor {
  var engineValue: CompositionalLayout.Anchor {
    let edges = CompositionalLayout.DirectionalRectEdge(rawValue: UInt8(truncatingIfNeeded: self.edges.rawValue & 0xF))
    let offset = Point(x: Double(self.offset.x), y: Double(self.offset.y))
    return isFractionalOffset
      ? CompositionalLayout.Anchor(edges: edges, fractionalOffset: offset)
      : CompositionalLayout.Anchor(edges: edges, absoluteOffset: offset)
  }
}

extension NSCollectionLayoutSupplementaryItem {
  /// A badge: anchored to its item's or group's frame. Its own `contentInsets` and
  /// `edgeSpacing` are not read (the engine's badges have none).
  var engineSupplementary: CompositionalLayout.SupplementaryItem {
    var item = CompositionalLayout.SupplementaryItem(
      layoutSize: layoutSize.engineValue, elementKind: ElementKindNames.engineKind(elementKind),
      containerAnchor: containerAnchor.engineValue, itemAnchor: itemAnchor?.engineValue)
    item.zIndex = zIndex
    return item
  }
}

extension NSRectAlignment {
  /// `nil` for `.none`, which places no boundary view.
  var engineValue: CompositionalLayout.BoundaryAlignment? {
    switch self {
    case .none: nil
    case .top: .top
    case .topLeading: .topLeading
    case .leading: .leading
    case .bottomLeading: .bottomLeading
    case .bottom: .bottom
    case .bottomTrailing: .bottomTrailing
    case .trailing: .trailing
    case .topTrailing: .topTrailing
    }
  }
}

extension NSCollectionLayoutBoundarySupplementaryItem {
  /// The engine's boundary view; `nil` for the alignment `.none`.
  var engineBoundary: CompositionalLayout.BoundarySupplementaryItem? {
    guard let alignment = alignment.engineValue else { return nil }
    var item = CompositionalLayout.BoundarySupplementaryItem(
      layoutSize: layoutSize.engineValue, elementKind: ElementKindNames.engineKind(elementKind), alignment: alignment,
      absoluteOffset: Point(x: Double(offset.x), y: Double(offset.y)))
    item.extendsBoundary = extendsBoundary
    item.pinToVisibleBounds = pinToVisibleBounds
    item.zIndex = zIndex
    item.contentInsets = contentInsets.engineValue
    return item
  }
}

extension NSCollectionLayoutDecorationItem {
  var engineDecoration: CompositionalLayout.DecorationItem {
    CompositionalLayout.DecorationItem(
      elementKind: ElementKindNames.engineKind(elementKind), contentInsets: contentInsets.engineValue, zIndex: zIndex)
  }
}

extension UIContentInsetsReference {
  var engineValue: CompositionalLayout.ContentInsetsReference {
    switch self {
    case .automatic: .automatic
    case .none: .none
    case .safeArea: .safeArea
    case .layoutMargins: .layoutMargins
    case .readableContent: .readableContent
    }
  }
}

extension UICollectionLayoutSectionOrthogonalScrollingBehavior {
  var engineValue: CompositionalLayout.OrthogonalScrollingBehavior {
    switch self {
    case .none: .none
    case .continuous: .continuous
    case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
    case .paging: .paging
    case .groupPaging: .groupPaging
    case .groupPagingCentered: .groupPagingCentered
    }
  }
}

extension UICollectionViewCompositionalLayoutConfiguration {
  var engineValue: CompositionalLayout.Configuration {
    var configuration = CompositionalLayout.Configuration()
    configuration.scrollDirection = scrollDirection == .horizontal ? .horizontal : .vertical
    configuration.interSectionSpacing = Double(interSectionSpacing)
    configuration.boundarySupplementaryItems = boundarySupplementaryItems.compactMap(\.engineBoundary)
    configuration.contentInsetsReference = contentInsetsReference.engineValue
    return configuration
  }
}

/// A custom group's frames, by the path of subitem indices from the section's root group.
typealias CustomGroupFrames = [[Int]: [CompositionalLayout.CustomItem]]

extension NSCollectionLayoutItem {
  /// The item or group as a group element; custom groups take their frames from `frames` at
  /// `path` (none when absent).
  func engineSubitem(path: [Int], frames: CustomGroupFrames) -> CompositionalLayout.Subitem {
    if let group = self as? NSCollectionLayoutGroup { return .group(group.engineGroup(path: path, frames: frames)) }
    var item = CompositionalLayout.Item(
      layoutSize: layoutSize.engineValue, supplementaryItems: supplementaryItems.map(\.engineSupplementary))
    item.contentInsets = contentInsets.engineValue
    item.edgeSpacing = edgeSpacing?.engineValue
    return .item(item)
  }
}

extension NSCollectionLayoutGroup {
  func engineGroup(path: [Int], frames: CustomGroupFrames) -> CompositionalLayout.Group {
    let engineArrangement: CompositionalLayout.Group.Arrangement
    switch arrangement {
    case .horizontal: engineArrangement = .horizontal
    case .vertical: engineArrangement = .vertical
    case .custom: engineArrangement = .custom(frames[path] ?? [])
    }
    var group = CompositionalLayout.Group(
      layoutSize: layoutSize.engineValue, arrangement: engineArrangement, repetition: repetition,
      subitems: subitems.enumerated().map { index, subitem in
        subitem.engineSubitem(path: path + [index], frames: frames)
      },
      supplementaryItems: supplementaryItems.map(\.engineSupplementary))
    group.interItemSpacing = interItemSpacing?.engineValue
    group.contentInsets = contentInsets.engineValue
    group.edgeSpacing = edgeSpacing?.engineValue
    return group
  }

  /// Whether the group or a group inside it is a custom group.
  var containsCustomGroup: Bool {
    if case .custom = arrangement { return true }
    return subitems.contains { ($0 as? NSCollectionLayoutGroup)?.containsCustomGroup ?? false }
  }

  /// The group at `path` (subitem indices from this group down), if it is one.
  func group(at path: ArraySlice<Int>) -> NSCollectionLayoutGroup? {
    guard let first = path.first else { return self }
    guard subitems.indices.contains(first), let nested = subitems[first] as? NSCollectionLayoutGroup else { return nil }
    return nested.group(at: path.dropFirst())
  }
}

extension NSCollectionLayoutSection {
  /// The engine's section, custom groups filled from `frames`.
  func engineSection(frames: CustomGroupFrames) -> CompositionalLayout.Section {
    var section = CompositionalLayout.Section(group: group.engineGroup(path: [], frames: frames))
    section.interGroupSpacing = Double(interGroupSpacing)
    section.contentInsets = contentInsets.engineValue
    section.contentInsetsReference = contentInsetsReference.engineValue
    section.supplementariesFollowContentInsets = followsContentInsets
    section.orthogonalScrollingBehavior = orthogonalScrollingBehavior.engineValue
    section.boundarySupplementaryItems = boundarySupplementaryItems.compactMap(\.engineBoundary)
    section.decorationItems = decorationItems.map(\.engineDecoration)
    return section
  }
}
