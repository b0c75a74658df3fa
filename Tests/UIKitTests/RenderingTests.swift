import CairoBackend
import CollectionRender
import CollectionRenderUIKit
import Testing
import UIKit

/// Attributes with a colour of the layout's own, which the cell shows in `apply(_:)`.
@MainActor
final class TintedAttributes: UICollectionViewLayoutAttributes {
  // Read by `isEqual(_:)`, which NSObject declares outside the main actor (as Swift 6 code for
  // iOS writes it).
  nonisolated(unsafe) var tint: UIColor = .clear

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! TintedAttributes
    copy.tint = tint
    return copy
  }

  nonisolated override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? TintedAttributes else { return false }
    return other.tint == tint && super.isEqual(object)
  }
}

/// A flow layout that tints item 1 red through its attributes subclass.
@MainActor
final class TintingLayout: UICollectionViewFlowLayout {
  override class var layoutAttributesClass: AnyClass { TintedAttributes.self }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let attributes = super.layoutAttributesForElements(in: rect)
    for case let tinted as TintedAttributes in attributes ?? [] where tinted.indexPath.item == 1 {
      tinted.tint = .red
    }
    return attributes
  }
}

/// A cell that shows its attributes' tint.
@MainActor
final class TintCell: UICollectionViewCell {
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    if let tinted = layoutAttributes as? TintedAttributes, tinted.tint != .clear {
      contentView.backgroundColor = tinted.tint
    }
  }
}

/// A layout that answers a frame that cannot be drawn.
@MainActor
final class BrokenLayout: UICollectionViewLayout {
  override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
    return [attributes]
  }
}

@MainActor
@Suite struct RenderingTests {
  /// The pixel at (`x`, `y`) of a PNG, as RGBA.
  func pixel(_ png: [UInt8], _ x: Int, _ y: Int) throws -> [UInt8] {
    let image = try PNGCodec.decode(png)
    let offset = (y * image.width + x) * 4
    return Array(image.rgba[offset..<offset + 4])
  }

  @Test func cellsDrawWhatTheirViewsShow() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 60)
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [4], color: .blue))
    view.backgroundColor = .white
    let png = try view.render()
    #expect(try pixel(png, 30, 30) == [0, 0, 255, 255])
    // The gap between the first two cells shows the collection view's background.
    #expect(try pixel(png, 65, 30) == [255, 255, 255, 255])
  }

  @Test func customAttributesReachTheCellThroughApply() throws {
    let layout = TintingLayout()
    layout.itemSize = CGSize(width: 60, height: 60)
    let cells = ColoredCells(counts: [3], color: .blue)
    let view = makeCollectionView(layout, dataSource: cells)
    view.register(TintCell.self, forCellWithReuseIdentifier: "cell")
    let png = try view.render()
    #expect(try pixel(png, 30, 30) == [0, 0, 255, 255])
    #expect(try pixel(png, 100, 30) == [255, 0, 0, 255])
  }

  @Test func aScrolledViewDrawsWhatItsLayoutAnswersThere() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 200, height: 100)
    layout.minimumLineSpacing = 0
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [10]))
    view.contentOffset = CGPoint(x: 0, y: 250)
    let scene = try view.renderedScene()
    let recorded = try #require(scene.layout as? RecordedLayout)
    #expect(recorded.attributes.map(\.element.indexPath.item).sorted() == [2, 3, 4, 5])
  }

  @Test func anUndrawableAnswerNamesTheLayoutAndTheCall() throws {
    let view = makeCollectionView(BrokenLayout(), dataSource: ColoredCells(counts: [1]))
    do {
      _ = try view.renderedScene()
      Issue.record("a NaN frame was drawn")
    } catch {
      #expect(error.layout == "BrokenLayout")
      #expect(error.call == "layoutAttributesForElements(in:)")
      #expect(error.reason.contains("not finite"))
    }
  }

  @Test func hitTestingFindsTheCellDrawnOnTop() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 60)
    let view = makeCollectionView(layout, dataSource: ColoredCells(counts: [6]))
    #expect(view.indexPathForItem(at: CGPoint(x: 100, y: 30)) == IndexPath(item: 1, section: 0))
    #expect(view.indexPathForItem(at: CGPoint(x: 65, y: 30)) == nil)
  }
}
