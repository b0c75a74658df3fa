/// Root-group solutions shared between sections, so that a thousand sections of one definition
/// solve their group once.
///
/// ```
///  .uniform(section)     one solution for every data section
///  .perSection([...])    one per distinct (group, container): equal definitions share
/// ```
import Geometry

/// Root-group solutions shared by sections with the same definition: solved once per
/// distinct (group, container), so that a thousand sections of one definition solve once.
struct SolutionCache {
  let scale: Double
  let axis: ScrollAxis
  let bounds: Size
  private var uniform: SolvedRoot?
  private var byKey: [Key: SolvedRoot] = [:]
  private var solver: CompositionalGroupSolver

  private struct Key: Hashable {
    var group: CompositionalLayout.Group
    var container: Size
  }

  init(scale: Double, axis: ScrollAxis, bounds: Size) {
    self.scale = scale
    self.axis = axis
    self.bounds = bounds
    solver = CompositionalGroupSolver(scale: scale, measuredSizes: nil)
  }

  /// The solution of `section`'s root group.
  mutating func solution(for section: CompositionalLayout.Section, index: Int, uniform isUniform: Bool) -> SolvedRoot {
    if isUniform, let uniform { return uniform }
    let container = CompositionalSectionBuilder.rootContainer(section, axis: axis, bounds: bounds)
    let key = isUniform ? nil : Key(group: section.group, container: container)
    if let key, let cached = byKey[key] { return cached }
    let size = solver.solve(section.group, in: container)
    let solved = SolvedRoot(solver, size: size)
    if isUniform { uniform = solved } else if let key { byKey[key] = solved }
    return solved
  }
}
