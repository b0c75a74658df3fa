import CollectionLayout
import DisplayList
import Geometry
import SceneFile
import SceneModel
import Testing

@testable import SceneComposer

/// Image views, the selection rules, other supplementary kinds, label frames, the edit menu and
/// the overview, as display-list structure.
@Suite("Composing the cell anatomy, the menu and the overview")
struct CellAnatomyComposerTests {
  let viewport = Viewport(contentOffset: .zero, size: Size(width: 200, height: 300))
  /// 100×50 pixels at @2x: 50×25 points.
  let wide = SceneImage(
    path: "wide@2x.png",
    bitmap: RasterImage(width: 100, height: 50, argb32: [UInt8](repeating: 0xFF, count: 100 * 50 * 4)),
    scale: 2)

  func cell(_ item: Int, _ frame: Rect, section: Int = 0) -> LayoutAttributes {
    LayoutAttributes(element: .cell(ElementIndexPath(item: item, section: section)), frame: frame)
  }

  func groups(_ nodes: [DisplayNode]) -> [DisplayGroup] {
    nodes.compactMap { if case .group(let group) = $0 { group } else { nil } }
  }

  /// The content view's group of the first element (background, [selected], content).
  func contentView(_ list: DisplayList) -> DisplayGroup? {
    groups(groups(list.nodes).first?.children ?? []).last
  }

  func scene(_ items: [ItemData], style: Style = Style(), menu: EditMenu? = nil) -> Scene {
    Scene(bounds: viewport.size, sections: [SectionData(items: items)], style: style, menu: menu)
  }

  @Test func seedImageViewIsNaturalSizeAtTheCentreScaledByItsOwnScale() throws {
    var style = Style()
    style.cell.imageView.image = wide
    let list = SceneComposer.compose(
      scene([ItemData()], style: style), attributes: [cell(0, Rect(x: 0, y: 0, width: 100, height: 80))],
      viewport: viewport)
    let content = try #require(contentView(list))
    // The content view: its shape, the image view, then the border above the image (CALayer).
    #expect(content.children.count == 3)
    #expect(content.children[0] == .shape(ShapeNode(rect: Rect(x: 0, y: 0, width: 100, height: 80), fill: .white)))
    #expect(
      content.children[2]
        == .shape(
          ShapeNode(
            rect: Rect(x: 0, y: 0, width: 100, height: 80), border: Border(color: .uiLightGray, width: 2))))
    guard case .group(let placed) = content.children[1], case .group(let scaled) = placed.children[0] else {
      Issue.record("no image view group: \(content.children[1])")
      return
    }
    // Natural size 50×25 centred in 100×80: origin (25, 27.5); scale 0.7 about its own centre.
    #expect(placed.transform == .translation(25, 27.5))
    #expect(scaled.transform.apply(to: Point(x: 25, y: 12.5)) == Point(x: 25, y: 12.5))
    #expect(scaled.transform.apply(to: Point(x: 0, y: 0)) == Point(x: 25 - 17.5, y: 12.5 - 8.75))
    #expect(scaled.children == [.image(ImageNode(bitmap: wide.bitmap, rect: Rect(x: 0, y: 0, width: 50, height: 25)))])
  }

  @Test func itemImageFillingTheContentViewWithAnOffset() throws {
    var own = CellStyle(
      contentView: ViewStyle(),
      imageView: ImageViewStyle(
        image: wide, view: ViewStyle(), size: .fill, centerOffset: Point(x: 0, y: -10), contentMode: .scaleAspectFit))
    own.titleLabel.textColor = .clear
    let list = SceneComposer.compose(
      scene([ItemData(style: own)]), attributes: [cell(0, Rect(x: 10, y: 10, width: 60, height: 60))],
      viewport: viewport)
    let element = try #require(groups(list.nodes).first)
    guard case .group(let placed) = element.children.last else {
      Issue.record("no image view")
      return
    }
    #expect(placed.transform == .translation(0, -10))
    // Aspect fit of 50×25 into 60×60: 60×30, centred, no clip needed.
    #expect(placed.children == [.image(ImageNode(bitmap: wide.bitmap, rect: Rect(x: 0, y: 15, width: 60, height: 30)))])
  }

  @Test(arguments: [
    (ContentMode.scaleToFill, Rect(x: 0, y: 0, width: 40, height: 40)),
    (.scaleAspectFit, Rect(x: 0, y: 10, width: 40, height: 20)),
    (.scaleAspectFill, Rect(x: -20, y: 0, width: 80, height: 40)),
    (.center, Rect(x: -5, y: 7.5, width: 50, height: 25)),
    (.top, Rect(x: -5, y: 0, width: 50, height: 25)),
    (.bottom, Rect(x: -5, y: 15, width: 50, height: 25)),
    (.left, Rect(x: 0, y: 7.5, width: 50, height: 25)),
    (.right, Rect(x: -10, y: 7.5, width: 50, height: 25)),
    (.topLeft, Rect(x: 0, y: 0, width: 50, height: 25)),
    (.topRight, Rect(x: -10, y: 0, width: 50, height: 25)),
    (.bottomLeft, Rect(x: 0, y: 15, width: 50, height: 25)),
    (.bottomRight, Rect(x: -10, y: 15, width: 50, height: 25)),
  ])
  func contentModes(mode: ContentMode, expected: Rect) {
    #expect(
      ImageViewComposer.placement(
        of: Size(width: 50, height: 25), in: Rect(x: 0, y: 0, width: 40, height: 40), mode: mode) == expected)
  }

  @Test func overflowingImagesAreCroppedToTheViewAndItsCorners() {
    let style = ImageViewStyle(
      image: wide, view: ViewStyle(cornerRadius: 6), size: .fixed(Size(width: 40, height: 40)),
      contentMode: .scaleAspectFill)
    let nodes = ImageViewComposer.compose(style, in: Size(width: 40, height: 40))
    guard case .group(let placed) = nodes.first, case .group(let clip) = placed.children.first else {
      Issue.record("no clip group: \(nodes)")
      return
    }
    #expect(clip.clip == Rect(x: 0, y: 0, width: 40, height: 40))
    #expect(clip.clipCornerRadius == 6)
    var unclipped = style
    unclipped.clipsToBounds = false
    guard case .group(let free) = ImageViewComposer.compose(unclipped, in: Size(width: 40, height: 40)).first else {
      return
    }
    #expect(free.children == [.image(ImageNode(bitmap: wide.bitmap, rect: Rect(x: -20, y: 0, width: 80, height: 40)))])
  }

  @Test func noImageNoImageView() {
    #expect(ImageViewComposer.compose(ImageViewStyle(), in: Size(width: 40, height: 40)).isEmpty)
  }

  /// What the Xamarin guide's rules show for an item the user touched and tapped.
  @Test(arguments: [
    (Bool?.none, Bool?.none, true, true), (nil, false, true, false), (false, nil, false, false),
    (false, true, false, false),
  ])
  func selectionRulesDecideWhatShows(shouldHighlight: Bool?, shouldSelect: Bool?, highlighted: Bool, selected: Bool)
    throws
  {
    let item = ItemData(
      isSelected: true, isHighlighted: true, shouldHighlight: shouldHighlight, shouldSelect: shouldSelect)
    let list = SceneComposer.compose(
      scene([item]), attributes: [cell(0, Rect(x: 0, y: 0, width: 50, height: 50))], viewport: viewport)
    let element = try #require(groups(list.nodes).first)
    #expect(
      element.children.contains(.shape(ShapeNode(rect: Rect(x: 0, y: 0, width: 50, height: 50), fill: .uiGreen)))
        == selected)
    guard case .group(let content) = element.children.last, case .shape(let shape) = content.children.first else {
      Issue.record("no content view")
      return
    }
    #expect(shape.fill == (highlighted ? .uiYellow : .white))
  }

  @Test func supplementaryViewsOfAnyKindWithAStyle() throws {
    var style = Style()
    style.supplementary["badge"] = SupplementaryStyle(
      view: ViewStyle(backgroundColor: .uiRed, cornerRadius: 8), titleLabel: LabelStyle(textColor: .white))
    let sceneWithBadge = Scene(
      bounds: viewport.size, sections: [SectionData(supplementary: ["badge": SupplementaryData(title: "New")])],
      style: style)
    let badge = LayoutAttributes(
      element: .supplementary("badge", ElementIndexPath(item: 0, section: 0)),
      frame: Rect(x: 5, y: 5, width: 40, height: 16))
    let ribbon = LayoutAttributes(
      element: .supplementary("ribbon", ElementIndexPath(item: 0, section: 0)),
      frame: Rect(x: 5, y: 30, width: 40, height: 16)
    )
    let list = SceneComposer.compose(sceneWithBadge, attributes: [badge, ribbon], viewport: viewport)
    // The kind without a style is not drawn, as decoration views.
    #expect(groups(list.nodes).count == 1)
    let children = try #require(groups(list.nodes).first).children
    #expect(
      children[0] == .shape(ShapeNode(rect: Rect(x: 0, y: 0, width: 40, height: 16), cornerRadius: 8, fill: .uiRed)))
    guard case .text(let text) = children[1] else {
      Issue.record("no title")
      return
    }
    #expect(text.text == "New" && text.color == .white)
  }

  @Test func labelFrameIsTheSeedsHeaderLabel() throws {
    var style = Style()
    style.header.titleLabel.frame = Rect(x: 0, y: 0, width: 300, height: 50)
    style.header.titleLabel.insets = .zero
    let header = LayoutAttributes(
      element: .supplementary(.header, ElementIndexPath(item: 0, section: 0)),
      frame: Rect(x: 0, y: 0, width: 768, height: 100)
    )
    let list = SceneComposer.compose(
      Scene(
        bounds: viewport.size, sections: [SectionData(header: SupplementaryData(title: "Supplementary View"))],
        style: style),
      attributes: [header], viewport: viewport)
    let children = try #require(groups(list.nodes).first).children
    #expect(children[0] == .shape(ShapeNode(rect: Rect(x: 0, y: 0, width: 300, height: 50), fill: .uiYellow)))
    guard case .text(let text) = children[1] else {
      Issue.record("no title")
      return
    }
    #expect(text.frame == Rect(x: 0, y: 0, width: 300, height: 50))
  }

  @Test func contentInsetShowsTheContentBelowIt() throws {
    // UIKit's resting offset with a 50-pt top inset is (0, −50): content y 20 shows at 70.
    let inset = Viewport(
      contentOffset: Point(x: 0, y: -50), size: viewport.size,
      contentInset: EdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
    let list = SceneComposer.compose(
      scene([ItemData()]), attributes: [cell(0, Rect(x: 20, y: 20, width: 50, height: 50))], viewport: inset)
    #expect(try #require(groups(list.nodes).first).transform == .translation(20, 70))
  }

  // MARK: The edit menu

  /// A measure with round numbers: 10 points per character, 17 points tall.
  struct FixedMeasure: TextMeasuring {
    func measure(_ text: String, font: FontDescription) -> Size { Size(width: Double(text.count) * 10, height: 17) }
  }

  func menu(
    _ target: Rect, direction: EditMenu.ArrowDirection = .default, scale: Double = 2,
    actions: [String] = ["Cut", "Copy", "Paste"]
  ) throws -> (group: DisplayGroup, path: PathNode, list: DisplayList) {
    var menuScene = scene(
      [ItemData(), ItemData()],
      menu: EditMenu(indexPath: ElementIndexPath(item: 1, section: 0), actions: actions, arrowDirection: direction))
    menuScene.scale = scale
    let list = SceneComposer.compose(
      menuScene, attributes: [cell(1, target), cell(0, Rect(x: 0, y: 0, width: 10, height: 10))],
      viewport: menuViewport,
      measure: FixedMeasure())
    let group = try #require(groups(list.nodes).last)
    guard case .path(let path) = group.children.first else { throw MenuMissing() }
    return (group, path, list)
  }

  struct MenuMissing: Error {}

  let menuViewport = Viewport(contentOffset: .zero, size: Size(width: 320, height: 300))

  func points(_ path: PathNode) -> [Point] {
    path.elements.compactMap { if case .line(let point) = $0 { point } else { nil } }
  }

  @Test func menuSitsAboveTheItemWithTheArrowPointingDownAboveEverything() throws {
    let (group, path, list) = try menu(Rect(x: 120, y: 150, width: 80, height: 80))
    // Painted last: above every cell.
    #expect(list.nodes.count == 3)
    // Widths: 30 + 40 + 50 of text plus 12 either side, hairlines of 0.5 pt at scale 2.
    let texts = group.children.compactMap { if case .text(let text) = $0 { text } else { nil } }
    #expect(texts.map(\.text) == ["Cut", "Copy", "Paste"])
    #expect(texts.map(\.frame.width) == [54, 64, 74])
    let separators = group.children.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
    #expect(separators.map(\.rect.width) == [0.5, 0.5])
    #expect(separators.allSatisfy { $0.fill == MenuStyle().separatorColor })
    // Centred on the item (midX 160): 193 wide from x 63.5 (on the 0.5-pt grid), 36 tall, its
    // arrow's tip on the item's top edge (y 150).
    #expect(texts[0].frame.minX == 63.5)
    #expect(texts[2].frame.maxX == 63.5 + 193)
    #expect(texts[0].frame.minY == 150 - 8 - 36)
    #expect(points(path).contains(Point(x: 160, y: 150)))
    #expect(path.fill == MenuStyle().backgroundColor)
  }

  @Test func menuGoesBelowAnItemAtTheTop() throws {
    let (group, path, _) = try menu(Rect(x: 60, y: 10, width: 80, height: 80))
    guard case .text(let first) = group.children[1] else {
      Issue.record("no title")
      return
    }
    // No room above (10 − 8 − 36 < 6): below, the arrow's tip on the item's bottom edge.
    #expect(first.frame.minY == 90 + 8)
    #expect(points(path).contains(Point(x: 100, y: 90)))
    let forcedDown = try menu(Rect(x: 60, y: 150, width: 80, height: 80), direction: .up)
    #expect(points(forcedDown.path).contains(Point(x: 100, y: 230)))
  }

  @Test func menuStaysInsideTheViewportAndItsArrowFollowsTheItem() throws {
    let (group, path, _) = try menu(Rect(x: 270, y: 150, width: 40, height: 40))
    guard case .text(let first) = group.children[1], case .text(let last) = group.children.last else { return }
    #expect(last.frame.maxX == 320 - 6)
    #expect(first.frame.minX == 320 - 6 - 193)
    #expect(points(path).contains(Point(x: 290, y: 150)))
    // Near the left edge the arrow stops short of the rounded corner.
    let left = try menu(Rect(x: 0, y: 150, width: 10, height: 40))
    #expect(points(left.path).contains(Point(x: 6 + 8 + 9, y: 150)))
  }

  @Test func menuOnAnItemOffScreenIsNotShown() {
    let menuScene = scene([ItemData(), ItemData()], menu: EditMenu(indexPath: ElementIndexPath(item: 1, section: 0)))
    let list = SceneComposer.compose(
      menuScene, attributes: [cell(0, Rect(x: 0, y: 0, width: 10, height: 10))], viewport: viewport)
    #expect(list.nodes.count == 1)
  }

  // MARK: The overview

  @Test func overviewShowsTheWholeContentDimsWhatIsOffScreenAndOutlinesTheViewport() throws {
    let scrolled = Viewport(contentOffset: Point(x: 0, y: 100), size: Size(width: 200, height: 100))
    let attributes = [
      cell(0, Rect(x: 10, y: 10, width: 50, height: 50)),  // above the viewport
      cell(1, Rect(x: 10, y: 120, width: 50, height: 50)),  // on screen
      cell(2, Rect(x: 10, y: 190, width: 50, height: 50)),  // partly on screen: still a cell
    ]
    let overview = Overview(margin: 10, offscreenAlpha: 0.25, viewportWidth: 2)
    let list = SceneComposer.composeOverview(
      scene([ItemData(), ItemData(), ItemData()]), attributes: attributes, viewport: scrolled,
      contentSize: Size(width: 200, height: 300), overview: overview, measure: EstimatedTextMeasure())
    #expect(list.size == Size(width: 220, height: 320))
    #expect(list.background == overview.marginColor)
    // The content in the collection view's background, then the cells, then the outline.
    #expect(list.nodes.first == .shape(ShapeNode(rect: Rect(x: 10, y: 10, width: 200, height: 300), fill: .white)))
    let cells = groups(list.nodes)
    #expect(cells.map(\.opacity) == [0.25, 1, 1])
    #expect(cells.map(\.transform) == [.translation(20, 20), .translation(20, 130), .translation(20, 200)])
    #expect(
      list.nodes.last
        == .shape(
          ShapeNode(
            rect: Rect(x: 8, y: 108, width: 204, height: 104), border: Border(color: overview.viewportColor, width: 2)))
    )
  }

  @Test func overviewRegionCoversTheContentInsetAndAnOverscrolledViewport() {
    let viewport = Viewport(
      contentOffset: Point(x: 0, y: -50), size: Size(width: 100, height: 100),
      contentInset: EdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
    #expect(
      SceneComposer.overviewRegion(viewport: viewport, contentSize: Size(width: 100, height: 30), margin: 4, scale: 2)
        == Rect(x: -4, y: -54, width: 108, height: 108))
  }
}
