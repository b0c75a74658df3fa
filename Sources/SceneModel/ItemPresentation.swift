import Appearance
import CollectionLayout
import Geometry

/// What an item shows after the delegate's rules, as the Xamarin guide describes them:
///
/// - `shouldHighlight` false: the item can be neither highlighted nor selected (UIKit does not
///   even ask `shouldSelect`), so `highlighted` and `selected` show nothing;
/// - `shouldSelect` false: the item highlights but is not selected;
/// - both true (the default): `highlighted` and `selected` show as given.
///
/// `highlighted` and `selected` in a scene say what the user did (touching, tapping); the rules
/// say what the cell shows.
public struct ItemPresentation: Hashable, Sendable {
  /// Whether the cell shows as highlighted, after the rules.
  public var isHighlighted: Bool
  /// Whether the cell shows as selected, after the rules.
  public var isSelected: Bool
  /// The cell style the item is drawn with (its own, or the scene's).
  public var style: CellStyle
}
