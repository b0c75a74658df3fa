/// An animated change of layout (UIKit's `setCollectionViewLayout(_:animated:)` and
/// `UICollectionViewTransitionLayout` driven by `transitionProgress`
/// (docs/interactions.md, "Layout transitions and bounds changes"), and an animated change of
/// bounds (a rotation), which is the same thing with two preparations of one layout.
///
/// ```
///  progress 0                     progress p                       progress 1
///  A at A's viewport   ──▶  every element in both: interpolated  ──▶  B at B's viewport
///                           only in A: fades out where A has it
///                           only in B: fades in where B has it
///                           viewport: offset, size, inset linear
///  elements drawn: visible at A's viewport ∪ visible at B's viewport
/// ```
import CollectionLayout
import Geometry

/// A transition from one prepared layout to another, evaluated at any progress.
public struct LayoutTransition: Sendable {
  /// Where the transition starts: the first layout's viewport.
  public let fromViewport: Viewport
  /// Where it ends: the second layout's viewport (given, or chosen to keep the centre item in
  /// view, `ScrollGeometry.viewportKeepingCenterItem`).
  public let toViewport: Viewport
  /// One tween per element in play, in layout order.
  public let tweens: [ElementTween]
  /// The timing curve applied to the progress.
  public var easing: Easing

  /// A transition from `from` shown at `fromViewport` to `to` shown at `toViewport`.
  ///
  /// The elements in play are those visible at either end: each is looked up in both layouts
  /// by its identity (category, kind, index path), at that layout's viewport, even where it is
  /// off screen; found in both, it is interpolated; found in one, it fades. With `toViewport`
  /// `nil` the second viewport keeps `fromViewport`'s size and inset and an offset that keeps
  /// the centre item in view.
  public init(
    from: any PreparedCollectionLayout, fromViewport: Viewport, to: any PreparedCollectionLayout,
    toViewport: Viewport? = nil, easing: Easing = .linear
  ) {
    let end =
      toViewport
      ?? ScrollGeometry.viewportKeepingCenterItem(
        from: from, fromViewport: fromViewport, to: to)
    self.fromViewport = fromViewport
    self.toViewport = end
    self.easing = easing

    var elements: [ElementID] = []
    var seen = Set<ElementID>()
    for attributes in from.visibleAttributes(at: fromViewport) + to.visibleAttributes(at: end)
    where seen.insert(attributes.element).inserted {
      elements.append(attributes.element)
    }
    elements.sort(by: ElementID.layoutOrder)
    tweens = elements.compactMap { element in
      let start = from.layoutAttributes(for: element, viewport: fromViewport)
      let finish = to.layoutAttributes(for: element, viewport: end)
      switch (start, finish) {
      case (let start?, let finish?): return ElementTween(from: start, to: finish).named(element)
      case (let start?, nil): return ElementTween.fadeOut(start).named(element)
      case (nil, let finish?): return ElementTween.fadeIn(finish).named(element)
      case (nil, nil): return nil
      }
    }
  }

  /// An animated change of the collection view's size (a rotation): `layout` prepared for
  /// `environment` and for the same environment with `size`, shown first at `viewport`, then at
  /// an offset that keeps the centre item in view.
  public static func boundsChange(
    layout: any CollectionLayout, content: LayoutContent, environment: LayoutEnvironment,
    viewport: Viewport, to size: Size, easing: Easing = .linear
  ) -> LayoutTransition {
    var newEnvironment = environment
    newEnvironment.boundsSize = size
    let from = layout.prepareForDisplay(content, in: environment)
    let to = layout.prepareForDisplay(content, in: newEnvironment)
    let end = ScrollGeometry.viewportKeepingCenterItem(
      from: from, fromViewport: viewport, to: to, size: size)
    return LayoutTransition(from: from, fromViewport: viewport, to: to, toViewport: end, easing: easing)
  }

  /// The viewport at `progress` (eased): offset, size and inset interpolated linearly.
  public func viewport(at progress: Double) -> Viewport {
    Viewport.interpolate(fromViewport, toViewport, progress: easing(progress))
  }

  /// What to draw at `progress` ∈ [0, 1] (eased by `easing`): at 0 exactly the first layout's
  /// attributes (elements only the second layout has are there at alpha 0), at 1 exactly the
  /// second's (elements only the first has at alpha 0).
  public func frame(at progress: Double) -> InteractionFrame {
    let t = easing(progress)
    return InteractionFrame(
      viewport: Viewport.interpolate(fromViewport, toViewport, progress: t),
      attributes: tweens.map { $0.attributes(at: t) })
  }
}
