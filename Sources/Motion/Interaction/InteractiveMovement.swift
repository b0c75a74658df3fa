/// Interactive reordering as a state machine: UIKit's `beginInteractiveMovementForItem(at:)`,
/// `updateInteractiveMovementTargetPosition(_:)`, `endInteractiveMovement()` and
/// `cancelInteractiveMovement()` (iOS 9, the Xamarin guide's long-press handler).
///
/// ```
///  idle ──begin(at: p)──▶ moving ──update(p)…──▶ moving ──end()────▶ ended (data moved)
///   │  nothing under p, or          │ target = the cell under p       └─cancel()─▶ cancelled
///   │  canMoveItem says no: false   │ (a gap, the target itself or a non-movable item's
///   ▼                               │  slot: unchanged)
///  idle                             ▼ the others laid out as if the data were already moved
///                                     (the placeholder); the moving item at the touch, on top
/// ```
import CollectionLayout
import Geometry

/// Options of an interactive movement.
public struct ReorderOptions: Hashable, Sendable {
  /// Where the moving item's centre is relative to the touch.
  public enum Anchor: String, Hashable, Sendable, CaseIterable {
    /// On the touch: UIKit's default `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`
    /// sets `center = position`, so the item jumps under the finger when the drag starts away
    /// from its centre (Mike Abdullah, "UICollectionView reordering").
    case touch
    /// Where it was relative to the first touch: what apps get by passing the touch plus the
    /// initial grab offset to `updateInteractiveMovementTargetPosition`.
    case grabOffset
  }

  /// Whether a moved item keeps its size or takes its new slot's (`ItemMove.Sizing`); the
  /// Xamarin guide's `staysWithSlot` by default.
  public var sizing: ItemMove.Sizing
  /// Where the moving item sits relative to the touch; UIKit's `touch` by default.
  public var anchor: Anchor
  /// The scale of the moving item while it is lifted, about its centre; 1 (iOS 9's default
  /// moving attributes change only the centre and the zIndex; 1.1 gives a "lifted" look).
  public var liftScale: Double
  /// Which items can be moved (the data source's `canMoveItem`): `begin` refuses others, and a
  /// touch over a slot showing one of them does not make it the target.
  public var canMoveItem: ItemRule
  /// Whether the target may be in another section (UIKit allows it).
  public var allowsMovingAcrossSections: Bool

  /// Options for a movement; the defaults are UIKit's: sizes stay with their slots, the item's
  /// centre follows the touch, it is not scaled, and every item can move, across sections too.
  public init(
    sizing: ItemMove.Sizing = .staysWithSlot, anchor: Anchor = .touch, liftScale: Double = 1,
    canMoveItem: ItemRule = .always, allowsMovingAcrossSections: Bool = true
  ) {
    self.sizing = sizing
    self.anchor = anchor
    self.liftScale = liftScale
    self.canMoveItem = canMoveItem
    self.allowsMovingAcrossSections = allowsMovingAcrossSections
  }
}

/// The state of one interactive movement, with no notion of time: what UIKit's model layer
/// holds after each call. `ReorderDrag` animates it.
///
/// Index paths in answers name items of the data at the start (`content`) unless said
/// otherwise; `placeholderLayout` is laid out for the data as if already moved.
public struct InteractiveMovement: Sendable {
  /// Where the movement is.
  public enum Phase: String, Hashable, Sendable {
    case idle, moving, ended, cancelled
  }

  /// The layout, content, environment and viewport the movement happens in.
  public let layout: any CollectionLayout
  /// The data the layout lays out (sections and their items).
  public let content: LayoutContent
  /// The traits and sizes the layout is prepared with.
  public let environment: LayoutEnvironment
  /// The collection view's bounds and content offset during the movement.
  public let viewport: Viewport
  /// How the moving item is sized, anchored and scaled, and which items may move where.
  public let options: ReorderOptions
  /// `layout` prepared for `content`.
  public let originalLayout: any PreparedCollectionLayout

  /// Where the movement is: idle before `begin`, moving until it ends or is cancelled.
  public private(set) var phase: Phase = .idle
  /// The moving item, from `begin` on.
  public private(set) var source: ElementIndexPath?
  /// Where the item would land now (an index path of the moved data); the source at first and
  /// after a cancel.
  public private(set) var target: ElementIndexPath?
  /// The last touch position (content coordinates).
  public private(set) var touch: Point?
  /// The item's original centre minus the first touch.
  public private(set) var grabOffset: Point = .zero
  /// The content as if the item were already at `target`.
  public private(set) var placeholderContent: LayoutContent
  /// `layout` prepared for `placeholderContent`.
  public private(set) var placeholderLayout: any PreparedCollectionLayout
  private var placeholders: [ElementIndexPath: Placeholder] = [:]

  private struct Placeholder: Sendable {
    var content: LayoutContent
    var layout: any PreparedCollectionLayout
  }

  /// A movement in `layout` laid out for `content` in `environment`, shown at `viewport`.
  public init(
    layout: any CollectionLayout, content: LayoutContent, environment: LayoutEnvironment,
    viewport: Viewport, options: ReorderOptions = ReorderOptions()
  ) {
    self.layout = layout
    self.content = content
    self.environment = environment
    self.viewport = viewport
    self.options = options
    let prepared = layout.prepareForDisplay(content, in: environment)
    originalLayout = prepared
    placeholderContent = content
    placeholderLayout = prepared
  }

  /// The move the data would undergo now (source → target); `nil` before `begin`.
  public var move: ItemMove? {
    guard let source, let target else { return nil }
    return ItemMove(from: source, to: target)
  }

  /// The Xamarin guide's long-press `Began`: `indexPathForItem(at: point)`, then
  /// `beginMovement(forItemAt:touch:)`. False (and still idle) over a gap or a non-movable item.
  @discardableResult
  public mutating func begin(at point: Point) -> Bool {
    guard phase == .idle, let indexPath = originalLayout.indexPathForItem(at: point, viewport: viewport)
    else { return false }
    return beginMovement(forItemAt: indexPath, touch: point)
  }

  /// `beginInteractiveMovementForItem(at:)`: false if the movement is not idle, the item does not
  /// exist or `canMoveItem` refuses it. `touch` (default: the item's centre) anchors the grab
  /// offset.
  @discardableResult
  public mutating func beginMovement(forItemAt indexPath: ElementIndexPath, touch: Point? = nil) -> Bool {
    guard phase == .idle, options.canMoveItem.allows(indexPath),
      let attributes = originalLayout.layoutAttributesForItem(at: indexPath, viewport: viewport)
    else { return false }
    let touch = touch ?? attributes.center
    source = indexPath
    target = indexPath
    self.touch = touch
    grabOffset = Point(x: attributes.center.x - touch.x, y: attributes.center.y - touch.y)
    phase = .moving
    return true
  }

  /// `updateInteractiveMovementTargetPosition(_:)`: the moving item follows `point`, and the
  /// target becomes the cell under it in the placeholder layout (UIKit's default
  /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`: the cell containing the point,
  /// the greatest zIndex among several). A gap, the current target, a slot showing an item
  /// `canMoveItem` refuses, or (when not allowed) another section, changes nothing. Returns
  /// whether the target changed.
  @discardableResult
  public mutating func updateTargetPosition(_ point: Point) -> Bool {
    guard phase == .moving, let move else { return false }
    touch = point
    guard let proposed = placeholderLayout.indexPathForItem(at: point, viewport: viewport),
      proposed != move.to
    else { return false }
    guard options.canMoveItem.allows(move.source(of: proposed)),
      options.allowsMovingAcrossSections || proposed.section == move.from.section
    else { return false }
    setTarget(proposed)
    return true
  }

  /// `endInteractiveMovement()`: the data source's `moveItem(at:to:)` happens; returns the move
  /// (`nil` if not moving). The item lands in its placeholder slot.
  @discardableResult
  public mutating func end() -> ItemMove? {
    guard phase == .moving else { return nil }
    phase = .ended
    return move
  }

  /// `cancelInteractiveMovement()`: the data stays as it was and every item returns to its
  /// original slot.
  public mutating func cancel() {
    guard phase == .moving, let source else { return }
    phase = .cancelled
    setTarget(source)
  }

  /// The content after the movement: moved once ended, the original otherwise.
  public var resultingContent: LayoutContent { phase == .ended ? placeholderContent : content }

  /// The placeholder content and layout for the moving item at `newTarget`, from the cache.
  private mutating func setTarget(_ newTarget: ElementIndexPath) {
    guard let source else { return }
    target = newTarget
    if let cached = placeholders[newTarget] {
      placeholderContent = cached.content
      placeholderLayout = cached.layout
      return
    }
    let placeholder: Placeholder
    if newTarget == source || (options.sizing == .staysWithSlot && newTarget.section == source.section) {
      // Same counts, sizes with the slots: the layout does not change at all.
      placeholder = Placeholder(content: content, layout: originalLayout)
    } else {
      let ownSize = originalLayout.layoutAttributesForItem(at: source, viewport: viewport)?.size ?? .zero
      let moved = ItemMove(from: source, to: newTarget).applied(
        to: content, sizing: options.sizing, movedItemSize: ownSize)
      placeholder = Placeholder(content: moved, layout: layout.prepareForDisplay(moved, in: environment))
    }
    placeholders[newTarget] = placeholder
    placeholderContent = placeholder.content
    placeholderLayout = placeholder.layout
  }

  /// The attributes `element` (named as in the original data) has in the placeholder layout,
  /// still named as in the original data; `nil` if that layout has no such element.
  public func placeholderAttributes(for element: ElementID) -> LayoutAttributes? {
    var placeholderElement = element
    if case .cell(let path) = element, let move { placeholderElement = .cell(move.destination(of: path)) }
    guard var attributes = placeholderLayout.layoutAttributes(for: placeholderElement, viewport: viewport)
    else { return nil }
    attributes.element = element
    return attributes
  }

  /// The moving item's attributes while moving: its placeholder slot's attributes (the copy
  /// UIKit's default makes), with the centre at the touch (plus the grab offset with
  /// `.grabOffset`), scaled by `liftScale` about the centre, at zIndex `Int.max` (UIKit's
  /// `NSIntegerMax`). `nil` unless moving.
  public func movingItemAttributes() -> LayoutAttributes? {
    guard phase == .moving, let source, let touch,
      let slot = placeholderAttributes(for: .cell(source))
    else { return nil }
    return Self.lifted(slot, centre: centre(forTouch: touch), scale: options.liftScale)
  }

  /// Where the moving item's centre is for a touch at `touch`.
  public func centre(forTouch touch: Point) -> Point {
    switch options.anchor {
    case .touch: touch
    case .grabOffset: Point(x: touch.x + grabOffset.x, y: touch.y + grabOffset.y)
    }
  }

  /// `slot` centred on `centre`, scaled by `scale` about it, on top of everything.
  static func lifted(_ slot: LayoutAttributes, centre: Point, scale: Double) -> LayoutAttributes {
    var result = slot
    result.frame = Rect(
      x: centre.x - slot.frame.width / 2, y: centre.y - slot.frame.height / 2,
      width: slot.frame.width, height: slot.frame.height)
    if scale != 1 { result.transform = slot.transform.concatenating(.scale(scale, scale)) }
    result.zIndex = Int.max
    return result
  }

  /// What the collection view shows in this state, without animation: the elements visible in
  /// the placeholder layout (the original layout when idle or cancelled) named as in the
  /// original data, with the moving item at the touch while moving. In layout order.
  public func attributes() -> [LayoutAttributes] {
    var result = placeholderLayout.visibleAttributes(at: viewport).map { attributes in
      var renamed = attributes
      if case .cell(let path) = attributes.element, let move {
        renamed.element = .cell(move.source(of: path))
      }
      return renamed
    }
    if let moving = movingItemAttributes(), let index = result.firstIndex(where: { $0.element == moving.element }) {
      result[index] = moving
    } else if let moving = movingItemAttributes() {
      result.append(moving)
    }
    return result.sorted { ElementID.layoutOrder($0.element, $1.element) }
  }
}
