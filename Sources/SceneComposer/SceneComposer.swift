import CollectionLayout
import DisplayList
import Geometry
import SceneModel

/// Turns the visible elements' layout attributes and the scene's data and styles into a display
/// list, the way UIKit stacks a cell's views:
///
/// ```
///   cell group (frame, transform about the centre, alpha)
///   ├── backgroundView            fills the cell
///   ├── selectedBackgroundView    only while shown selected (the Xamarin guide's rules, ItemPresentation)
///   └── contentView               scaled about its centre (border scales with it)
///       ├── imageView             at the content view's centre, its own scale and content mode
///       └── titleLabel            the item's title
///   …
///   edit menu                     above everything, in viewport coordinates
/// ```
/// Supplementary views (headers, footers, any kind with a style) are a view with a title label;
/// decoration views are a plain view. Elements are painted in ascending `zIndex`; equal
/// z-indices keep the query's order (cells, then supplementary, then decoration views).
public enum SceneComposer {
  /// The display list for `scene` at `viewport`: the one composition every route (a render, a
  /// frame of an animation, a snapshot) goes through.
  ///
  /// `attributes` are the elements to draw, in content coordinates as a layout query returns
  /// them: those on screen, or with the scene's ``Overview`` every element of the content.
  /// `contentSize` sizes the overview. `measure` sizes things around text (the edit menu's
  /// items) exactly as the backend will draw it. `reuse` is what an overview with a
  /// `ReuseAnnotation` annotates (ignored otherwise).
  public static func compose(
    _ scene: Scene, attributes: [LayoutAttributes], viewport: Viewport, contentSize: Size,
    measure: any TextMeasuring, reuse: ReuseChange? = nil
  ) -> DisplayList {
    if let overview = scene.overview {
      return composeOverview(
        scene, attributes: attributes, viewport: viewport, contentSize: contentSize, overview: overview,
        measure: measure, reuse: reuse)
    }
    return compose(scene, attributes: attributes, viewport: viewport, measure: measure)
  }

  /// The size in points of the image of `scene` at `viewport`: the bounds, or the overview's
  /// region (and its reuse queue, beside the content).
  public static func imageSize(of scene: Scene, viewport: Viewport, contentSize: Size) -> Size {
    guard let overview = scene.overview else { return viewport.size }
    var size = overviewRegion(viewport: viewport, contentSize: contentSize, margin: overview.margin, scale: scene.scale)
      .size
    if let reuse = overview.reuse { size.width += ReuseComposer.extraWidth(reuse, scale: scene.scale) }
    return size
  }

  /// The display list for `scene` showing `viewport`, given the attributes of the elements to draw
  /// (in content coordinates, as a layout query returns them). `measure` sizes the edit menu's
  /// items.
  static func compose(
    _ scene: Scene, attributes: [LayoutAttributes], viewport: Viewport, measure: any TextMeasuring
  ) -> DisplayList {
    var nodes = elements(scene, attributes: attributes, origin: viewport.contentOffset, measure: measure) { _ in 1 }
    // The bars over the content, the menu (its own window in UIKit) over the bars.
    if let chrome = scene.chrome {
      nodes += ChromeComposer.compose(
        chrome, size: viewport.size, scale: scene.scale, fontFamily: Style.defaultFontFamily,
        style: scene.traits.userInterfaceStyle)
    }
    if let menu = scene.menu {
      nodes += MenuComposer.compose(
        menu, style: scene.style.menu, attributes: attributes, viewport: viewport, scale: scene.scale, measure: measure)
    }
    if scene.showsAccessibilityOverlay {
      nodes += AccessibilityComposer.overlay(
        AccessibilityComposer.elements(scene, attributes: attributes, viewport: viewport),
        rightToLeft: scene.traits.layoutDirection == .rightToLeft)
    }
    return DisplayList(size: viewport.size, background: scene.style.backgroundColor, nodes: nodes)
  }

  /// The overview of `scene` (the Xamarin guide's cell-reuse figure): the whole scrollable area with
  /// every element in `attributes` (all of the layout's, as shown at `viewport`), those outside
  /// the viewport at `overview.offscreenAlpha`, and the viewport outlined; with a reuse
  /// annotation and `reuse`, the cells queued and dequeued and the queue beside the content.
  static func composeOverview(
    _ scene: Scene, attributes: [LayoutAttributes], viewport: Viewport, contentSize: Size, overview: Overview,
    measure: any TextMeasuring, reuse: ReuseChange? = nil
  ) -> DisplayList {
    let region = overviewRegion(
      viewport: viewport, contentSize: contentSize, margin: overview.margin, scale: scene.scale)
    let bounds = viewport.bounds
    var nodes: [DisplayNode] = []
    // The scrollable area (content plus content inset) in the collection view's background.
    let scrollable = Rect(origin: .zero, size: contentSize).inset(by: negated(viewport.contentInset))
    if let background = scene.style.backgroundColor, background.alpha > 0 {
      nodes.append(.shape(ShapeNode(rect: scrollable.offsetBy(dx: -region.minX, dy: -region.minY), fill: background)))
    }
    nodes += elements(scene, attributes: attributes, origin: region.origin, measure: measure) { attributes in
      attributes.transformedFrame.overlaps(bounds) ? 1 : overview.offscreenAlpha
    }
    let viewportRect = bounds.offsetBy(dx: -region.minX, dy: -region.minY)
    var size = region.size
    var reuseAbove: [DisplayNode] = []
    if let annotation = overview.reuse, let reuse {
      let annotated = ReuseComposer.compose(
        reuse, annotation: annotation, scene: scene, attributes: attributes, region: region, scrollable: scrollable,
        margin: overview.margin, measure: measure)
      nodes += annotated.below
      reuseAbove = annotated.above
      size.width += ReuseComposer.extraWidth(annotation, scale: scene.scale)
    }
    if let menu = scene.menu {
      let menuNodes = MenuComposer.compose(
        menu, style: scene.style.menu, attributes: attributes, viewport: viewport, scale: scene.scale, measure: measure)
      if !menuNodes.isEmpty {
        nodes.append(
          .group(DisplayGroup(transform: .translation(viewportRect.minX, viewportRect.minY), children: menuNodes)))
      }
    }
    // The outline sits just outside the viewport, so it hides nothing that is on screen.
    let width = overview.viewportWidth
    if width > 0, overview.viewportColor.alpha > 0 {
      let outline = Rect(
        x: viewportRect.minX - width, y: viewportRect.minY - width,
        width: viewportRect.width + 2 * width, height: viewportRect.height + 2 * width)
      nodes.append(.shape(ShapeNode(rect: outline, border: Border(color: overview.viewportColor, width: width))))
    }
    nodes += reuseAbove
    return DisplayList(size: size, background: overview.marginColor, nodes: nodes)
  }

  /// What an overview shows, in content coordinates: the scrollable area and the viewport, with
  /// `margin` around them, on the pixel grid.
  public static func overviewRegion(viewport: Viewport, contentSize: Size, margin: Double, scale: Double) -> Rect {
    let scrollable = Rect(origin: .zero, size: contentSize).inset(by: negated(viewport.contentInset))
    let shown = scrollable.union(viewport.bounds)
    let minX = ((shown.minX - margin) * scale).rounded(.down) / scale
    let minY = ((shown.minY - margin) * scale).rounded(.down) / scale
    let maxX = ((shown.maxX + margin) * scale).rounded(.up) / scale
    let maxY = ((shown.maxY + margin) * scale).rounded(.up) / scale
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  private static func negated(_ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right)
  }

  /// Every element's group, in paint order, placed for a canvas whose top-left corner is the
  /// content point `origin`; `opacity` scales each element's alpha.
  static func elements(
    _ scene: Scene, attributes: [LayoutAttributes], origin: Point, measure: any TextMeasuring,
    opacity: (LayoutAttributes) -> Double
  ) -> [DisplayNode] {
    // A stable sort: UIKit draws higher zIndex above, and equal zIndex in the order the layout
    // returned them.
    let ordered = attributes.enumerated().sorted {
      $0.element.zIndex != $1.element.zIndex ? $0.element.zIndex < $1.element.zIndex : $0.offset < $1.offset
    }
    var nodes: [DisplayNode] = []
    nodes.reserveCapacity(ordered.count)
    for (_, attributes) in ordered where !attributes.isHidden && attributes.alpha > 0 {
      let children: [DisplayNode]
      switch attributes.element {
      case .cell(let indexPath):
        // A payload item is what the layout's cell shows (a UIKit cell after `apply(_:)`).
        guard let item = attributes.payload?.value(as: ItemData.self) ?? scene.item(at: indexPath) else { continue }
        let presentation = scene.presentation(of: item, section: indexPath.section)
        let content = scene.listContent(of: item, listCell: attributes.listCell)
        if content != nil || attributes.listCell != nil || item.backgroundConfiguration != nil
          || !item.accessories.isEmpty
        {
          children = ListCellComposer.compose(
            content: content, background: item.backgroundConfiguration, accessories: item.accessories,
            state: item.configurationState(presentation),
            in: listEnvironment(scene, attributes: attributes, measure: measure))
        } else {
          children = CellComposer.compose(
            item, presentation: presentation, size: attributes.size, direction: scene.traits.layoutDirection)
        }
      case .supplementary(let kind, let indexPath):
        let payload = attributes.payload?.value(as: SupplementaryContent.self)
        let data = supplementaryData(scene, kind: kind, indexPath: indexPath, payload: payload)
        if let data, let content = scene.listContent(of: data, listCell: attributes.listCell) {
          children = ListCellComposer.compose(
            content: content, background: data.backgroundConfiguration, accessories: [],
            state: CellConfigurationState(), in: listEnvironment(scene, attributes: attributes, measure: measure))
        } else {
          children = SupplementaryComposer.compose(
            kind: kind, indexPath: indexPath, size: attributes.size, scene: scene, content: payload)
        }
      case .decoration(let kind, _):
        guard let style = attributes.payload?.value(as: ViewStyle.self) ?? scene.style.decorations[kind.rawValue]
        else { continue }
        children = ViewComposer.view(style, size: attributes.size)
      }
      if children.isEmpty { continue }
      nodes.append(
        .group(
          DisplayGroup(
            transform: elementTransform(attributes, contentOffset: origin),
            opacity: attributes.alpha * opacity(attributes), children: children)))
    }
    return nodes
  }
  /// What a supplementary view shows: its payload (a UIKit view's look) when it has one, else
  /// the scene's data for its kind in its section; nil when there is neither.
  static func supplementaryData(
    _ scene: Scene, kind: ElementKind, indexPath: ElementIndexPath, payload: SupplementaryContent?
  ) -> SupplementaryData? {
    if let payload {
      return SupplementaryData(
        title: payload.title, contentConfiguration: payload.contentConfiguration,
        backgroundConfiguration: payload.backgroundConfiguration)
    }
    guard scene.sections.indices.contains(indexPath.section) else { return nil }
    return scene.sections[indexPath.section].supplementaryData(ofKind: kind.rawValue)
  }

  /// What a list element's composition needs from the scene and its attributes.
  static func listEnvironment(_ scene: Scene, attributes: LayoutAttributes, measure: any TextMeasuring)
    -> ListCellComposer.Environment
  {
    ListCellComposer.Environment(
      size: attributes.size, listCell: attributes.listCell, traits: scene.traits, measure: measure,
      scale: scene.scale > 0 && scene.scale.isFinite ? scene.scale : 1)
  }

  /// Maps an element's local coordinates (origin at its frame's top-left) to viewport space:
  /// move the centre to the origin, apply the attributes' transform, move to the centre on screen.
  static func elementTransform(_ attributes: LayoutAttributes, contentOffset: Point) -> AffineTransform {
    let frame = attributes.frame
    if attributes.transform.isIdentity {
      return .translation(frame.minX - contentOffset.x, frame.minY - contentOffset.y)
    }
    return AffineTransform.translation(-frame.width / 2, -frame.height / 2)
      .concatenating(attributes.transform)
      .concatenating(.translation(frame.midX - contentOffset.x, frame.midY - contentOffset.y))
  }
}
