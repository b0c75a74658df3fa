import CollectionLayout
import Foundation
import Geometry
import SceneModel
import Synchronization
import UIKit

/// A `UICollectionView` and its layout seen by the pipeline as one layout: every query sets the
/// collection view's bounds to the query's viewport (so the layout sees each scroll step, and
/// `shouldInvalidateLayout(forBoundsChange:)` and `prepare()` run as UIKit runs them), asks the
/// layout, checks the answers (``AnswerCheck``), and attaches to each element what its view
/// shows (the data source's cell after `apply(_:)`, read by ``ViewLook``).
///
/// UIKit's classes live on the main actor: the bridge answers on the main thread only, and
/// says so (``PreparedCollectionLayout/answersFromAnyThread`` is false), so the pipeline asks it
/// from the calling thread in order and renders frames from the answers on any thread. A query
/// from another thread gets no elements and records a failure instead of trapping.
final class CollectionViewBridge: @unchecked Sendable {
  // Read and written on the main actor only (every access goes through `onMain`).
  private let view: UICollectionView
  private nonisolated(unsafe) var supplementaryViews: [String: UICollectionReusableView] = [:]
  private nonisolated(unsafe) var decorationViews: [String: UICollectionReusableView] = [:]
  private nonisolated(unsafe) var cellLooks: [IndexPath: CellLook] = [:]

  /// A cell's look as read, and the cell state it was read in.
  private struct CellLook {
    let cell: UICollectionViewCell
    let applyCount: Int
    let look: AttributesPayload
  }
  private let firstFailure = Mutex<UIKitLayoutError?>(nil)
  /// The thread the bridge was made on, in main-actor code: the one it answers on.
  private let owningThread = pthread_self()

  /// The layout's class name, for errors and the frames manifest.
  let layoutName: String

  @MainActor
  init(_ collectionView: UICollectionView) {
    view = collectionView
    layoutName = String(describing: type(of: collectionView.collectionViewLayout))
  }

  /// The first answer that could not be drawn, or a query made off the main thread.
  var failure: UIKitLayoutError? { firstFailure.withLock { $0 } }

  private func fail(_ call: String, _ reason: String) {
    firstFailure.withLock { failure in
      if failure == nil { failure = UIKitLayoutError(layout: layoutName, call: call, reason: reason) }
    }
  }

  /// Runs `body` on the main actor, or records a failure when called from another thread.
  ///
  /// The bridge is made by main-actor code and asked from it synchronously (the pipeline's calls
  /// made inside it), so the thread that made it is running on the main actor whenever it asks.
  /// Any other thread is refused, never trapped on.
  private func onMain<T: Sendable>(_ call: String, otherwise fallback: T, _ body: @MainActor () -> T) -> T {
    guard pthread_equal(pthread_self(), owningThread) != 0 else {
      fail(call, "asked from another thread than the main actor's (UIKit layouts run on the main actor)")
      return fallback
    }
    return MainActor.assumeIsolated(body)
  }

  /// The collection view, for main-actor callers.
  @MainActor var collectionView: UICollectionView { view }

  // MARK: Layout passes

  /// Sizes the collection view to `environment`'s bounds and runs a layout pass; returns the
  /// content size (zero, with a failure recorded, when it cannot be drawn).
  func prepare(boundsSize: Size) -> Size {
    onMain("collectionViewContentSize", otherwise: .zero) {
      if view.bounds.size != CGSize(width: boundsSize.width, height: boundsSize.height) {
        view.bounds = CGRect(
          origin: view.bounds.origin, size: CGSize(width: boundsSize.width, height: boundsSize.height))
      }
      view.layoutIfNeeded()
      view.updateLayoutIfNeeded()
      // The content size once the cells on screen have their preferred sizes, as UIKit shows it.
      view.selfSizeVisibleCells()
      let size = Size(width: Double(view.contentSize.width), height: Double(view.contentSize.height))
      if let problem = AnswerCheck.problem(contentSize: size) {
        fail("collectionViewContentSize", problem)
        return .zero
      }
      return size
    }
  }

  /// Moves the collection view to `viewport` (a scroll step asks the layout whether it
  /// invalidates), then runs a layout pass if one is due.
  @MainActor private func show(_ viewport: Viewport) {
    let bounds = CGRect(
      x: viewport.contentOffset.x, y: viewport.contentOffset.y, width: viewport.size.width,
      height: viewport.size.height)
    if view.bounds != bounds { view.bounds = bounds }
    view.updateLayoutIfNeeded()
  }

  // MARK: Queries

  func attributes(in rect: Rect, viewport: Viewport) -> [LayoutAttributes] {
    onMain("layoutAttributesForElements(in:)", otherwise: []) {
      show(viewport)
      // The cells answered are sized as they show (UIKit's self-sizing round trip); when one
      // changes the layout, the rect is asked again (a bounded number of times).
      var answer = view.collectionViewLayout.layoutAttributesForElements(in: CGRect(rect)) ?? []
      var passes = 0
      while passes < 8, view.selfSize(answer) {
        passes += 1
        view.updateLayoutIfNeeded()
        answer = view.collectionViewLayout.layoutAttributesForElements(in: CGRect(rect)) ?? []
      }
      return answer.compactMap { checked($0, call: "layoutAttributesForElements(in:)") }
    }
  }

  /// One element's attributes from `query`, asked with the collection view at `viewport`; with
  /// `look`, what its view shows attached.
  private func element(
    _ call: String, viewport: Viewport, look: Bool = true,
    _ query: @MainActor (UICollectionViewLayout) -> UICollectionViewLayoutAttributes?
  ) -> LayoutAttributes? {
    onMain(call, otherwise: nil) {
      show(viewport)
      return query(view.collectionViewLayout).flatMap { checked($0, call: call, look: look) }
    }
  }

  func item(at path: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    element("layoutAttributesForItem(at:)", viewport: viewport) { $0.layoutAttributesForItem(at: IndexPath(path)) }
  }

  func supplementary(kind: ElementKind, at path: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    element("layoutAttributesForSupplementaryView(ofKind:at:)", viewport: viewport) {
      $0.layoutAttributesForSupplementaryView(ofKind: ElementKindNames.uiKitKind(kind), at: IndexPath(path))
    }
  }

  func decoration(kind: ElementKind, at path: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    element("layoutAttributesForDecorationView(ofKind:at:)", viewport: viewport) {
      $0.layoutAttributesForDecorationView(ofKind: ElementKindNames.uiKitKind(kind), at: IndexPath(path))
    }
  }

  // The appearing and disappearing attributes are asked without reading a view: a disappearing
  // element's index path is the old data's, which names another item (or none) in the data the
  // collection view now shows. The animation draws each element with its own view's look, taken
  // from its other end (docs/interactions.md, "Attribute interpolation").

  func appearingItem(at path: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    element("initialLayoutAttributesForAppearingItem(at:)", viewport: viewport, look: false) {
      $0.initialLayoutAttributesForAppearingItem(at: IndexPath(path))
    }
  }

  func disappearingItem(at path: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    element("finalLayoutAttributesForDisappearingItem(at:)", viewport: viewport, look: false) {
      $0.finalLayoutAttributesForDisappearingItem(at: IndexPath(path))
    }
  }

  func appearingSupplementary(kind: ElementKind, at path: ElementIndexPath, viewport: Viewport) -> LayoutAttributes? {
    element("initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)", viewport: viewport, look: false) {
      $0.initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind: ElementKindNames.uiKitKind(kind), at: IndexPath(path))
    }
  }

  func disappearingSupplementary(kind: ElementKind, at path: ElementIndexPath, viewport: Viewport) -> LayoutAttributes?
  {
    element("finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)", viewport: viewport, look: false) {
      $0.finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind: ElementKindNames.uiKitKind(kind), at: IndexPath(path))
    }
  }

  /// The layout's resting offset for a fling. UIKit's velocity is in points per millisecond,
  /// the pipeline's in points per second.
  func targetContentOffset(proposed: Point, velocity: Point, viewport: Viewport) -> Point {
    onMain("targetContentOffset(forProposedContentOffset:withScrollingVelocity:)", otherwise: proposed) {
      show(viewport)
      let target = view.collectionViewLayout.targetContentOffset(
        forProposedContentOffset: CGPoint(x: proposed.x, y: proposed.y),
        withScrollingVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000))
      guard target.x.isFinite, target.y.isFinite else {
        fail(
          "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)", "the offset \(target) is not finite")
        return proposed
      }
      return Point(x: Double(target.x), y: Double(target.y))
    }
  }

  /// The collection view's paging and deceleration, as the app (or its layout's `prepare()`) set
  /// them.
  func scrollPhysics() -> ScrollPhysics? {
    onMain("decelerationRate", otherwise: nil) {
      let rate = Double(view.decelerationRate.rawValue)
      guard rate > 0, rate < 1 else {
        fail("decelerationRate", "the rate \(rate) is not between 0 and 1")
        return nil
      }
      return ScrollPhysics(isPagingEnabled: view.isPagingEnabled, decelerationRate: rate)
    }
  }

  /// Moves the collection view back to `offset` (after frames were planned across a scroll).
  func restore(contentOffset offset: CGPoint) {
    onMain("contentOffset", otherwise: ()) { view.contentOffset = offset }
  }

  /// The layout's answer for a bounds change, asked without moving the collection view.
  func shouldInvalidate(newBounds: Rect) -> Bool {
    onMain("shouldInvalidateLayout(forBoundsChange:)", otherwise: true) {
      view.collectionViewLayout.shouldInvalidateLayout(forBoundsChange: CGRect(newBounds))
    }
  }

  /// Whether the layout mirrors itself right to left through the collection view.
  func flipsHorizontally() -> Bool {
    onMain("flipsHorizontallyInOppositeLayoutDirection", otherwise: false) {
      view.collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
    }
  }

  // MARK: Answers to draw

  /// `attributes` as the engines hold them, with what the element's view shows (unless `look`
  /// is false); nil (and a failure recorded) when they cannot be drawn.
  @MainActor private func checked(_ attributes: UICollectionViewLayoutAttributes, call: String, look reads: Bool = true)
    -> LayoutAttributes?
  {
    var engine = attributes.engineAttributes
    if let problem = AnswerCheck.problem(
      frame: engine.frame, alpha: engine.alpha, transform: engine.transform, element: engine.element.description)
    {
      fail(call, problem)
      return nil
    }
    guard reads else { return engine }
    engine.payload = look(of: attributes)
    // A list cell's indentation is the cell's (UIKit sets it from the section snapshot's
    // levels); the list section that lays it out does not know it.
    if engine.listCell != nil, attributes.representedElementCategory == .cell,
      let cell = view.configuredCell(at: attributes.indexPath) as? UICollectionViewListCell
    {
      engine.listCell?.indentationLevel = cell.indentationLevel
    }
    return engine
  }

  /// The view that shows the element of `attributes`: the one made for it before, or a new one
  /// from `make` (kept in `views` for the next frame); `apply(_:)` given the attributes.
  @MainActor private func reusableView(
    for attributes: UICollectionViewLayoutAttributes, in views: inout [String: UICollectionReusableView],
    make: () -> UICollectionReusableView?
  ) -> UICollectionReusableView? {
    let path = attributes.indexPath
    let key = "\(attributes.representedElementKind ?? "")/\(path.section)/\(path.count > 1 ? path[1] : 0)"
    guard let reusable = views[key] ?? make() else { return nil }
    views[key] = reusable
    reusable.applyIfChanged(attributes)
    return reusable
  }

  /// What the element's view shows after `apply(_:)`: the data source's cell, supplementary
  /// view, or the layout's registered decoration view.
  @MainActor private func look(of attributes: UICollectionViewLayoutAttributes) -> AttributesPayload? {
    let traits = view.traitCollection
    let path = attributes.indexPath
    switch attributes.representedElementCategory {
    case .cell:
      guard let cell = view.configuredCell(at: path) else { return nil }
      // A cell's look is read again only when `apply(_:)` ran since (its attributes changed) or
      // it is another cell object than the one read: between, nothing in a render changes it.
      cell.applyIfChanged(attributes)
      if let cached = cellLooks[path], cached.cell === cell, cached.applyCount == cell.applyCount {
        return cached.look
      }
      let look: AttributesPayload
      do throws(UIKitLayoutError) {
        if let configured = try ConfiguredCellLook.item(cell, isEditing: view.isEditing) {
          // A configured cell's look follows its configuration, which the app may change
          // without new attributes: it is read every time (reading it is cheap).
          return AttributesPayload(configured)
        }
        look = AttributesPayload(ViewLook.item(cell, traits: traits))
      } catch {
        fail(error.call, error.reason)
        return nil
      }
      cellLooks[path] = CellLook(cell: cell, applyCount: cell.applyCount, look: look)
      return look
    case .supplementaryView:
      let kind = attributes.representedElementKind ?? ""
      guard
        let supplementary = reusableView(
          for: attributes, in: &supplementaryViews,
          make: {
            view.dataSource?.collectionView(view, viewForSupplementaryElementOfKind: kind, at: path)
          })
      else { return nil }
      let content = ViewLook.supplementary(supplementary, traits: traits)
      do throws(UIKitLayoutError) {
        if let configured = try ConfiguredCellLook.supplementary(supplementary, style: content.style) {
          return AttributesPayload(configured)
        }
      } catch {
        fail(error.call, error.reason)
        return nil
      }
      return AttributesPayload(content)
    case .decorationView:
      let kind = attributes.representedElementKind ?? ""
      guard
        let decoration = reusableView(
          for: attributes, in: &decorationViews,
          make: {
            view.collectionViewLayout.registeredDecorationClass(ofKind: kind)?.init()
          })
      else { return nil }
      return AttributesPayload(ViewLook.viewStyle(decoration, traits: traits))
    }
  }
}
