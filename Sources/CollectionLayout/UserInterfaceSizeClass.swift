/// A size class (`UIUserInterfaceSizeClass`): the `horizontalSizeClass` and `verticalSizeClass`
/// traits, which a layout may read in its ``LayoutEnvironment`` (as a compositional layout reads
/// its environment's trait collection).
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
  case compact
  case regular
}
