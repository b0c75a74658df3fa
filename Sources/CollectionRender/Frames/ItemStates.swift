import CollectionLayout

/// The stage (layout and data) and the selected and highlighted items of a frame.
struct ItemStates: Hashable, Sendable {
  var stage = 0
  var selected: [ElementIndexPath]
  var highlighted: [ElementIndexPath]
}
