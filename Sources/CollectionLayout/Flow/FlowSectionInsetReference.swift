import Geometry

extension FlowLayout {
  /// What a flow layout's section insets are measured from
  /// (`UICollectionViewFlowLayout.SectionInsetReference`).
  public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
    /// From the content inset: the bounds' edges across the scroll axis (`.fromContentInset`).
    case fromContentInset
    /// From the safe area (`.fromSafeArea`).
    case fromSafeArea
    /// From the layout margins guide: the safe area plus the layout margins
    /// (`.fromLayoutMargins`).
    case fromLayoutMargins
  }

  /// `content` with every section's inset grown by the reference's insets across the scroll
  /// axis (along it, `contentInset` already keeps content clear of the safe area); `content`
  /// itself for `.fromContentInset`.
  func insettingSections(_ content: LayoutContent, from environment: LayoutEnvironment) -> LayoutContent {
    let extra: EdgeInsets
    switch sectionInsetReference {
    case .fromContentInset: return content
    case .fromSafeArea: extra = environment.safeAreaInsets
    case .fromLayoutMargins: extra = environment.layoutMarginsFromEdges
    }
    func clean(_ value: Double) -> Double { value.isFinite ? Swift.max(0, value) : 0 }
    var adjusted = content
    for index in adjusted.sections.indices {
      var inset = adjusted.sections[index].metrics.sectionInset ?? sectionInset
      if scrollDirection == .vertical {
        inset.left += clean(extra.left)
        inset.right += clean(extra.right)
      } else {
        inset.top += clean(extra.top)
        inset.bottom += clean(extra.bottom)
      }
      adjusted.sections[index].metrics.sectionInset = inset
    }
    return adjusted
  }
}
