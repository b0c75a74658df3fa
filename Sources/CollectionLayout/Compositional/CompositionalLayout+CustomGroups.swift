/// The sizes custom groups are solved at, for adapters whose custom groups compute their frames
/// from the group's size (UIKit's `custom(layoutSize:itemProvider:)` hands its provider the
/// group's geometry): solve once with empty custom groups, read their sizes, fill in the frames.
/// A custom group's size never depends on its frames (unless it is estimated, when it takes
/// the union of its frames: then this is its estimate).
import Geometry

extension CompositionalLayout {
  /// The box size each custom group in `section`'s group tree gets when the layout is prepared
  /// in `environment`, by the subitem indices from the root group down (`[]` for a custom root
  /// group; a fitting group's cycle names a subitem by its index in `subitems`). Groups that
  /// are never solved (past a count, or not fitting) are absent.
  package func customGroupSizes(of section: Section, in environment: LayoutEnvironment) -> [[Int]: Size] {
    let developed = environment.layoutDirection == .rightToLeft ? environment.mirroredForLeftToRight : environment
    let scale = PixelGrid.sanitizedScale(developed.scale)
    let bounds = PixelGrid.nonNegativeSize(developed.boundsSize)
    let axis = ScrollAxis(configuration.scrollDirection)
    let insetSection = inset(section, developed)
    var solver = CompositionalGroupSolver(scale: scale, measuredSizes: nil)
    solver.recordsCustomGroupSizes = true
    _ = solver.solve(
      insetSection.group, in: CompositionalSectionBuilder.rootContainer(insetSection, axis: axis, bounds: bounds))
    return solver.customGroupSizes
  }
}
