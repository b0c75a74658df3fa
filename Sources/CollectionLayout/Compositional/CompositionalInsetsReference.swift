import Geometry

/// `contentInsetsReference`: which of the collection view's guides a section's content insets
/// are measured from, across the scroll axis (along it, `contentInset` already keeps content
/// clear of the safe area).
///
/// - `none`: the bounds' edges.
/// - `safeArea`, and `automatic` (UIKit resolves it to the safe area for compositional layouts):
///   the safe area's edges.
/// - `layoutMargins`: the layout margins guide (safe area plus `layoutMargins`).
/// - `readableContent`: the readable content guide, taken here as the layout margins guide
///   narrowed to at most 672 points, centred (UIKit's readable width for the default body
///   font); the exact width UIKit uses depends on the Dynamic Type size.
extension CompositionalLayout {
  /// UIKit's readable content width for the default body text size, in points.
  static let readableContentWidth = 672.0

  /// The layout with every section's `contentInsets` grown by its reference's insets across the
  /// scroll axis; itself when no reference adds anything.
  func insettingSections(from environment: LayoutEnvironment) -> CompositionalLayout {
    guard environment.safeAreaInsets != .zero || environment.layoutMargins != .zero else { return self }
    var copy = self
    switch sectionProvider {
    case .uniform(let section): copy.sectionProvider = .uniform(inset(section, environment))
    case .perSection(let sections):
      copy.sectionProvider = .perSection(sections.map { $0.map { inset($0, environment) } })
    }
    return copy
  }

  /// A section with its `contentInsets` grown by its reference's insets (`containerInsets`).
  func inset(_ section: Section, _ environment: LayoutEnvironment) -> Section {
    let extra = containerInsets(for: section.contentInsetsReference, in: environment)
    var adjusted = section
    adjusted.contentInsets.top += extra.top
    adjusted.contentInsets.left += extra.left
    adjusted.contentInsets.bottom += extra.bottom
    adjusted.contentInsets.right += extra.right
    return adjusted
  }

  /// The insets `reference` adds to a section's content in `environment` (`automatic` is the
  /// configuration's reference): the guide's edges across the scroll axis, zero along it;
  /// never negative or infinite; none at all when the environment has neither a safe area nor
  /// margins (as `insettingSections(from:)`). Adapters give them as the layout container's
  /// insets.
  package func containerInsets(for reference: ContentInsetsReference, in environment: LayoutEnvironment)
    -> EdgeInsets
  {
    guard environment.safeAreaInsets != .zero || environment.layoutMargins != .zero else { return .zero }
    var reference = reference
    if reference == .automatic { reference = configuration.contentInsetsReference }
    let extra: EdgeInsets
    switch reference {
    case .none: extra = .zero
    case .automatic, .safeArea: extra = environment.safeAreaInsets
    case .layoutMargins: extra = environment.layoutMarginsFromEdges
    case .readableContent:
      var margins = environment.layoutMarginsFromEdges
      if configuration.scrollDirection == .vertical {
        let spare = environment.boundsSize.width - Self.readableContentWidth
        if spare > margins.left + margins.right {
          margins.left = Swift.max(margins.left, spare / 2)
          margins.right = Swift.max(margins.right, spare / 2)
        }
      }
      extra = margins
    }
    func clean(_ value: Double) -> Double { Swift.max(0, value.isFinite ? value : 0) }
    return configuration.scrollDirection == .vertical
      ? EdgeInsets(top: 0, left: clean(extra.left), bottom: 0, right: clean(extra.right))
      : EdgeInsets(top: clean(extra.top), left: 0, bottom: clean(extra.bottom), right: 0)
  }
}
