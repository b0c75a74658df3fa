import CollectionLayout
import DisplayList
import Geometry
import SceneModel

/// Self-sizing cells: a compositional layout's `estimated` item dimensions take the size the
/// cell's content needs, as Auto Layout gives it to `preferredLayoutAttributesFitting`.
///
/// The layout is prepared once at the estimates; each cell's title is then measured with the
/// backend's text metrics at the width the layout gave the cell (less the title label's insets,
/// within its `numberOfLines`), and the layout is prepared again with those sizes. The layout
/// reads them only along its estimated axes. An item's own `size` (the scene's `size` key) is
/// taken as it is; an item without a title keeps its estimate.
///
/// Measured sizes are rounded up to the scene's pixel grid, as a label's intrinsic content size
/// is, so a measured cell never clips its text.
public enum SelfSizing {
  /// The scene's layout prepared with its cells' measured sizes (or simply prepared when the
  /// layout has nothing estimated).
  public static func prepare(_ scene: Scene, measure: some TextMeasuring) -> any PreparedCollectionLayout {
    let content = scene.layoutContent
    let environment = scene.layoutEnvironment
    guard let compositional = scene.layout as? CompositionalLayout, compositional.hasEstimatedItems else {
      return scene.layout.prepareForDisplay(content, in: environment)
    }
    // The first pass sees only the estimates: `layoutContent` gives items without a `size` the
    // layout's default size, which is no estimate.
    var unsized = content
    for index in unsized.sections.indices { unsized.sections[index].itemSizes = nil }
    let estimated = scene.layout.prepareForDisplay(unsized, in: environment)
    let viewport = scene.viewport
    let scale = scene.scale > 0 && scene.scale.isFinite ? scene.scale : 1
    var measured = unsized
    for (index, section) in scene.sections.enumerated() where index < measured.sections.count {
      var sizes: [Size] = []
      sizes.reserveCapacity(section.itemCount)
      var changed = false
      for item in 0..<section.itemCount {
        // An item's own size is taken as it is, read from the section's columns: a million
        // sized items are neither made nor measured.
        if item < section.items.count, let size = section.items.size(at: item) {
          sizes.append(size)
          changed = true
          continue
        }
        let path = ElementIndexPath(item: item, section: index)
        let frame = estimated.layoutAttributesForItem(at: path, viewport: viewport)?.frame.size ?? .zero
        guard let data = section.item(at: item, section: index) else {
          sizes.append(frame)
          continue
        }
        guard let title = data.title, !title.isEmpty else {
          sizes.append(frame)
          continue
        }
        let label = (data.style ?? scene.style.cell).titleLabel
        let available = frame.width - label.insets.left - label.insets.right
        let text = measure.measure(title, font: label.font, width: available, maximumLines: label.numberOfLines)
        let line = measure.measure(title, font: label.font)
        sizes.append(
          Size(
            width: roundUp(line.width + label.insets.left + label.insets.right, scale: scale),
            height: roundUp(text.height + label.insets.top + label.insets.bottom, scale: scale)))
        changed = true
      }
      if changed { measured.sections[index].itemSizes = sizes }
    }
    return measured == unsized ? estimated : scene.layout.prepareForDisplay(measured, in: environment)
  }

  private static func roundUp(_ value: Double, scale: Double) -> Double {
    guard value.isFinite, value > 0 else { return 0 }
    return min((value * scale).rounded(.up) / scale, CompositionalLayout.Limits.maximumLength)
  }
}

extension CompositionalLayout {
  /// Whether some item of some section has an `estimated` width or height.
  var hasEstimatedItems: Bool {
    func estimated(_ subitem: Subitem) -> Bool {
      switch subitem {
      case .item(let item): item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated
      case .group(let group): group.subitems.contains(where: estimated)
      }
    }
    switch sectionProvider {
    case .uniform(let section): return estimated(.group(section.group))
    case .perSection(let sections): return sections.contains { $0.map { estimated(.group($0.group)) } ?? false }
    }
  }
}
