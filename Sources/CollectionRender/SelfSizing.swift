import CollectionLayout
import DisplayList
import Geometry
import SceneModel

/// Self-sizing cells: a compositional layout's `estimated` item dimensions, and a flow layout's
/// `estimatedItemSize`, take the size the cell's content needs, as Auto Layout gives it to
/// `preferredLayoutAttributesFitting`. One measuring rule serves both layouts
/// (``preferredSize(of:style:width:maximumWidth:maximumHeight:measure:scale:)``):
///
/// - an item's own `size` (the scene's `size` key) is taken as it is;
/// - an item (or header, footer) with list content is as wide as proposed and as tall as its
///   content fits (`listContentSize(of:in:listCell:width:measure:scale:)`, `ListContentLayout`);
///   in a list section its row's separator then starts at its text (`ListRowSeparator.leadingInset`,
///   unless the scene gives the row its own);
/// - a title is measured with the backend's text metrics: wrapped at the cell's width less the
///   title label's insets, within its `numberOfLines`; the height is the text's plus the top
///   and bottom insets, the width the one-line text's plus the left and right insets (or the
///   width the cell pins: a flow layout's `selfSizingWidth`);
/// - an untitled cell showing an image takes the image's aspect ratio;
/// - anything else keeps its estimate.
///
/// A compositional layout is prepared once at the estimates, which fixes each cell's width,
/// and again with the measured sizes, which it reads along its estimated axes only. A flow
/// layout's cells take their content's width, or the width they pin (`selfSizingWidth`), and
/// are laid out with their sizes as the delegate's `sizeForItemAt` would give them: lines as
/// tall as their tallest cell, the others centred in the line. Only the flow cells that have
/// been on screen are measured; the rest take the average of the measured sizes.
///
/// Measured sizes are rounded up to the scene's pixel grid (`ceil(v × scale) / scale`), as a
/// label's intrinsic content size is, so a measured cell never clips its text.
public enum SelfSizing {
  /// The scene's layout prepared with its cells' measured sizes (or simply prepared when the
  /// layout has nothing estimated).
  public static func prepare(_ scene: Scene, measure: some TextMeasuring) -> any PreparedCollectionLayout {
    let content = scene.layoutContent
    let environment = scene.layoutEnvironment
    let scale = scene.scale > 0 && scene.scale.isFinite ? scene.scale : 1
    if let flow = scene.layout as? FlowLayout, let estimate = flow.estimatedItemSize.estimate {
      return prepareFlow(flow, estimate: estimate, scene: scene, measure: measure, scale: scale)
    }
    guard let compositional = scene.layout as? CompositionalLayout,
      compositional.hasEstimatedItems || compositional.hasEstimatedBoundaryItems
    else {
      return scene.layout.prepareForDisplay(content, in: environment)
    }
    // The first pass sees only the estimates: `layoutContent` gives items without a `size` the
    // layout's default size, which is no estimate.
    var unsized = content
    for index in unsized.sections.indices { unsized.sections[index].itemSizes = nil }
    let estimated = scene.layout.prepareForDisplay(unsized, in: environment)
    let viewport = scene.viewport
    var measured = unsized
    for (index, section) in scene.sections.enumerated() where index < measured.sections.count {
      var sizes: [Size] = []
      sizes.reserveCapacity(section.itemCount)
      var changed = false
      var separatorInsets: [Int: Double] = [:]
      for item in 0..<section.itemCount {
        // An item's own size is taken as it is, read from the section's columns: a million
        // sized items are neither made nor measured.
        if item < section.items.count, let size = section.items.size(at: item) {
          sizes.append(size)
          changed = true
          continue
        }
        let path = ElementIndexPath(item: item, section: index)
        let attributes = estimated.layoutAttributesForItem(at: path, viewport: viewport)
        let frame = attributes?.frame.size ?? .zero
        let data = section.item(at: item, section: index)
        let style = data?.style ?? scene.style.cell
        if let data,
          let content = listContentLayout(
            of: data, in: scene, listCell: attributes?.listCell, width: frame.width, measure: measure, scale: scale)
        {
          sizes.append(Size(width: frame.width, height: content.fittedHeight))
          changed = true
          // In a list section the row's separator starts where its text does.
          if attributes?.listCell != nil { separatorInsets[item] = content.separatorLeadingInset }
        } else if let size = preferredSize(
          of: data, style: style, width: frame.width, maximumWidth: nil, maximumHeight: nil, measure: measure,
          scale: scale)
        {
          sizes.append(size)
          changed = true
        } else if let ratio = imageAspectRatio(data: data, style: style) {
          // Along an estimated height the layout reads width ÷ ratio; along a width, height × ratio.
          sizes.append(
            Size(
              width: roundUp(frame.height * ratio, scale: scale), height: roundUp(frame.width / ratio, scale: scale)))
          changed = true
        } else {
          sizes.append(frame)
        }
      }
      if changed { measured.sections[index].itemSizes = sizes }
      measured.sections[index].listRows = rows(measured.sections[index].listRows, separatorInsets: separatorInsets)
      measured.sections[index].supplementarySizes = boundarySizes(
        of: compositional, section: index, scene: scene, estimated: estimated, measure: measure, scale: scale)
    }
    return measured == unsized ? estimated : scene.layout.prepareForDisplay(measured, in: environment)
  }

  /// A list section's row separator preferences with the measured text insets filled in where
  /// a row gives no leading inset of its own (`separatorInsets` by item); `rows` unchanged when
  /// nothing was measured.
  static func rows(_ rows: [ListRowSeparator]?, separatorInsets: [Int: Double]) -> [ListRowSeparator]? {
    guard let last = separatorInsets.keys.max() else { return rows }
    var filled = rows ?? []
    if filled.count <= last { filled += Array(repeating: ListRowSeparator(), count: last + 1 - filled.count) }
    for (item, inset) in separatorInsets where filled[item].leadingInset == nil { filled[item].leadingInset = inset }
    return filled
  }

  /// The measured sizes of section `section`'s boundary views whose `layoutSize` estimates a
  /// dimension and whose data has a title, by kind: the title in the kind's label style,
  /// wrapped at the width the estimated pass gave the view, plus the item's content insets.
  static func boundarySizes(
    of layout: CompositionalLayout, section: Int, scene: Scene, estimated: any PreparedCollectionLayout,
    measure: some TextMeasuring, scale: Double
  ) -> [ElementKind: Size] {
    guard let definition = layout.section(at: section) else { return [:] }
    var sizes: [ElementKind: Size] = [:]
    for item in definition.boundarySupplementaryItems
    where item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated {
      let kind = item.elementKind
      if let data = scene.sections[section].supplementaryData(ofKind: kind.rawValue),
        let attributes = estimated.layoutAttributesForSupplementaryView(
          ofKind: kind, at: ElementIndexPath(item: 0, section: section), viewport: scene.viewport),
        let size = listContentSize(
          of: data, in: scene, listCell: attributes.listCell, width: attributes.frame.width, measure: measure,
          scale: scale)
      {
        sizes[kind] = size
        continue
      }
      guard let style = scene.style.supplementaryStyle(ofKind: kind.rawValue),
        let title = scene.sections[section].supplementaryData(ofKind: kind.rawValue)?.title,
        let frame = estimated.layoutAttributesForSupplementaryView(
          ofKind: kind, at: ElementIndexPath(item: 0, section: section), viewport: scene.viewport)?.frame,
        let size = preferredSize(
          title: title, label: style.titleLabel, width: frame.width, maximumWidth: nil, maximumHeight: nil,
          measure: measure, scale: scale)
      else { continue }
      let insets = item.contentInsets
      sizes[kind] = Size(
        width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }
    return sizes
  }

  /// A flow layout with `estimatedItemSize`, measured as UIKit measures it while it scrolls
  /// (docs/compositional-layout.md, "Self-sizing flow cells"): only the cells that have been on
  /// screen — scrolling from the top to the scene's offset, everything up to the viewport's far
  /// edge — take the size they answer (`flowAnswer`); the others take the average of those
  /// answers, or the estimate while none is measured. The measured cells are a prefix of the
  /// items in order; the prefix grows, laying out again, until every cell on screen is in it.
  static func prepareFlow(
    _ flow: FlowLayout, estimate: Size, scene: Scene, measure: some TextMeasuring, scale: Double
  ) -> any PreparedCollectionLayout {
    var content = scene.layoutContent
    let environment = scene.layoutEnvironment
    let vertical = flow.scrollDirection == .vertical
    let counts = scene.sections.indices.map { index in
      index < content.sections.count ? scene.sections[index].itemCount : 0
    }
    let available = counts.indices.map {
      flow.availableLineLength(forSection: $0, content: content, environment: environment)
    }
    // Where the viewport ends along the scroll axis: everything before it has been on screen.
    let viewport = scene.viewport
    let seenEnd =
      vertical
      ? viewport.contentOffset.y + viewport.size.height : viewport.contentOffset.x + viewport.size.width
    var answers: [[Size]] = counts.map { _ in [] }
    var measuredTotal = Size.zero
    var measuredCount = 0
    var prefix = (section: 0, item: 0)
    var prepared: any PreparedCollectionLayout
    while true {
      let average =
        measuredCount == 0
        ? estimate
        : Size(width: measuredTotal.width / Double(measuredCount), height: measuredTotal.height / Double(measuredCount))
      for index in counts.indices where counts[index] > 0 {
        var sizes = answers[index]
        sizes.append(contentsOf: repeatElement(average, count: counts[index] - sizes.count))
        content.sections[index].itemSizes = sizes
      }
      prepared = flow.prepareForDisplay(content, in: environment)
      // The last cell on screen or before it, in item order.
      let seen =
        vertical
        ? Rect(x: -1e15, y: -1e15, width: 2e15, height: 1e15 + seenEnd)
        : Rect(x: -1e15, y: -1e15, width: 1e15 + seenEnd, height: 2e15)
      let last = prepared.layoutAttributesForElements(in: seen, viewport: viewport)
        .filter { $0.element.category == .cell }.map(\.element.indexPath)
        .max { ($0.section, $0.item) < ($1.section, $1.item) }
      guard let last, (last.section, last.item) >= prefix else { break }
      // Measure every cell up to it.
      while (prefix.section, prefix.item) <= (last.section, last.item) {
        if prefix.item >= counts[prefix.section] {
          prefix = (prefix.section + 1, 0)
          continue
        }
        let data = scene.sections[prefix.section].item(at: prefix.item, section: prefix.section)
        let size = flowAnswer(
          flow, data: data, style: data?.style ?? scene.style.cell, estimate: estimate,
          line: available[prefix.section], scene: scene, measure: measure, scale: scale)
        answers[prefix.section].append(size)
        measuredTotal = Size(width: measuredTotal.width + size.width, height: measuredTotal.height + size.height)
        measuredCount += 1
        prefix.item += 1
      }
    }
    return prepared
  }

  /// The size a flow cell answers when it is measured (`preferredLayoutAttributesFitting`):
  /// an item's own `size`; else, along the line, its content's extent (`.fitted`, not capped:
  /// UIKit lays out an over-long cell as it answered) or the pinned extent (`.line`,
  /// `.estimate`), and across it the title wrapped at that extent, or the image's aspect, or
  /// the estimate.
  static func flowAnswer(
    _ flow: FlowLayout, data: ItemData?, style: CellStyle, estimate: Size, line: Double, scene: Scene,
    measure: some TextMeasuring, scale: Double
  ) -> Size {
    if let size = data?.size { return size }
    let vertical = flow.scrollDirection == .vertical
    let pinned: Double? =
      switch flow.selfSizingWidth {
      case .fitted: nil
      case .line: line
      case .estimate: vertical ? estimate.width : estimate.height
      }
    // A cell showing list content is as wide as it is pinned to (the line when nothing pins
    // it: a list row) and as tall as its content (docs/lists-and-cells.md, "Cell content").
    if vertical, let data,
      let size = listContentSize(
        of: data, in: scene, listCell: nil, width: pinned ?? line, measure: measure, scale: scale)
    {
      return size
    }
    let along = pinned ?? (vertical ? estimate.width : estimate.height)
    if let size = preferredSize(
      of: data, style: style, width: vertical ? pinned ?? .infinity : .infinity, maximumWidth: nil,
      maximumHeight: nil, measure: measure, scale: scale)
    {
      guard let pinned else { return size }
      return vertical ? Size(width: pinned, height: size.height) : Size(width: size.width, height: pinned)
    }
    if let ratio = imageAspectRatio(data: data, style: style) {
      return vertical
        ? Size(width: along, height: roundUp(along / ratio, scale: scale))
        : Size(width: roundUp(along * ratio, scale: scale), height: along)
    }
    return vertical ? Size(width: along, height: estimate.height) : Size(width: estimate.width, height: along)
  }

  /// The size a cell's content needs, or `nil` when it measures nothing (no own size, no
  /// title): an item's own `size`, else its title measured with `measure` — wrapped at `width`
  /// (or at the one-line width when that is narrower and `maximumWidth` is given) less the
  /// label's left and right insets, within its `numberOfLines`; the width is the one-line
  /// text's plus the insets, at most `maximumWidth`; the height the text's plus the top and
  /// bottom insets, at most `maximumHeight`. Rounded up to the pixel grid of `scale`.
  public static func preferredSize(
    of data: ItemData?, style: CellStyle, width: Double, maximumWidth: Double?, maximumHeight: Double?,
    measure: some TextMeasuring, scale: Double
  ) -> Size? {
    guard let data else { return nil }
    if let size = data.size { return size }
    return preferredSize(
      title: data.title, label: style.titleLabel, width: width, maximumWidth: maximumWidth,
      maximumHeight: maximumHeight, measure: measure, scale: scale)
  }

  /// The size a title needs in `label` (the rule above without an item's own size), or `nil`
  /// without a title. Headers, footers and other supplementary views measure by it too.
  public static func preferredSize(
    title: String?, label: LabelStyle, width: Double, maximumWidth: Double?, maximumHeight: Double?,
    measure: some TextMeasuring, scale: Double
  ) -> Size? {
    guard let title, !title.isEmpty else { return nil }
    let horizontal = label.insets.left + label.insets.right
    let vertical = label.insets.top + label.insets.bottom
    let line = measure.measure(title, font: label.font)
    var cellWidth = roundUp(line.width + horizontal, scale: scale)
    var wrapWidth = width
    if let maximumWidth {
      cellWidth = Swift.min(cellWidth, maximumWidth)
      wrapWidth = cellWidth
    }
    if !wrapWidth.isFinite { wrapWidth = cellWidth }
    let text = measure.measure(
      title, font: label.font, width: Swift.max(0, wrapWidth - horizontal), maximumLines: label.numberOfLines)
    var cellHeight = roundUp(text.height + vertical, scale: scale)
    if let maximumHeight { cellHeight = Swift.min(cellHeight, maximumHeight) }
    return Size(width: cellWidth, height: cellHeight)
  }

  /// Width ÷ height of the image an untitled cell shows, or `nil`.
  static func imageAspectRatio(data: ItemData?, style: CellStyle) -> Double? {
    guard data?.title?.isEmpty ?? true, let image = style.imageView.image else { return nil }
    let size = image.size
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
    return size.width / size.height
  }

  private static func roundUp(_ value: Double, scale: Double) -> Double {
    guard value.isFinite, value > 0 else { return 0 }
    return min((value * scale).rounded(.up) / scale, CompositionalLayout.Limits.maximumLength)
  }
}

extension CompositionalLayout {
  /// Whether some section's boundary supplementary item has an `estimated` width or height.
  var hasEstimatedBoundaryItems: Bool {
    func estimated(_ section: Section?) -> Bool {
      section?.boundarySupplementaryItems.contains {
        $0.layoutSize.widthDimension.isEstimated || $0.layoutSize.heightDimension.isEstimated
      } ?? false
    }
    switch sectionProvider {
    case .uniform(let section): return estimated(section)
    case .perSection(let sections): return sections.contains(where: estimated)
    }
  }

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
