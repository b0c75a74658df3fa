/// Taps: highlight on touch down, selection on touch up inside, with UIKit's delegate rules as
/// the Xamarin guide states them (the Xamarin guide's "Cell Highlighting" and "Disabling
/// Selection"):
///
/// ```
///  touch down on a cell ── shouldHighlightItem? ──no──▶ nothing: no highlight, and
///        │                       │                      shouldSelectItem is not even asked
///        │                      yes
///        │                       ▼
///        │               highlighted until touch up
///        ▼                       │
///  touch up ── outside the cell ─┴─▶ unhighlighted, no selection (the tap is cancelled)
///        └──── inside ─▶ unhighlighted, then shouldSelectItem? ──yes──▶ selected
///                                          (multiple selection and already selected:
///                                           shouldDeselectItem? ──yes──▶ deselected)
///                                    └──no──▶ highlight without selection
/// ```
import CollectionLayout
import Geometry

/// The delegate's answers and the collection view's selection mode.
public struct TapRules: Hashable, Sendable {
  /// `collectionView(_:shouldHighlightItemAt:)`; always by default.
  public var shouldHighlight: ItemRule
  /// `collectionView(_:shouldSelectItemAt:)`; always by default. Never asked for an item that
  /// may not highlight.
  public var shouldSelect: ItemRule
  /// `collectionView(_:shouldDeselectItemAt:)`, asked when a tap on a selected item would
  /// deselect it (multiple selection only); always by default.
  public var shouldDeselect: ItemRule
  /// `allowsMultipleSelection`: false (the default) makes a selection replace the previous one
  /// and a tap on a selected item keep it selected; true makes a tap toggle the item.
  public var allowsMultipleSelection: Bool

  /// Rules with UIKit's defaults: every item highlights, selects and deselects, single selection.
  public init(
    shouldHighlight: ItemRule = .always, shouldSelect: ItemRule = .always,
    shouldDeselect: ItemRule = .always, allowsMultipleSelection: Bool = false
  ) {
    self.shouldHighlight = shouldHighlight
    self.shouldSelect = shouldSelect
    self.shouldDeselect = shouldDeselect
    self.allowsMultipleSelection = allowsMultipleSelection
  }

  /// What a tap does to `item` (the cell the touch went down on), released over `upItem`
  /// (`nil`: outside every cell), when `isSelected` says whether it is selected already.
  public func outcome(down item: ElementIndexPath, up upItem: ElementIndexPath?, isSelected: Bool) -> TapOutcome {
    var outcome = TapOutcome(item: item)
    outcome.askedShouldHighlight = true
    guard shouldHighlight.allows(item) else { return outcome }
    outcome.highlights = true
    guard upItem == item else { return outcome }
    if allowsMultipleSelection && isSelected {
      outcome.askedShouldDeselect = true
      if shouldDeselect.allows(item) { outcome.change = .deselect }
    } else {
      outcome.askedShouldSelect = true
      if shouldSelect.allows(item) { outcome.change = .select }
    }
    return outcome
  }
}

/// What one tap did, and which delegate methods it asked.
public struct TapOutcome: Hashable, Sendable {
  /// A change of selection.
  public enum Change: String, Hashable, Sendable {
    case none, select, deselect
  }

  /// The cell the touch went down on, or `nil` (empty space, a header): then nothing happens.
  public var item: ElementIndexPath?
  /// Whether the cell was highlighted from touch down to touch up.
  public var highlights = false
  /// The selection change at touch up.
  public var change = Change.none
  /// Whether the tap asked the delegate's `shouldHighlightItemAt`.
  public var askedShouldHighlight = false
  /// Whether the tap asked the delegate's `shouldSelectItemAt`.
  public var askedShouldSelect = false
  /// Whether the tap asked the delegate's `shouldDeselectItemAt`.
  public var askedShouldDeselect = false

  /// The outcome of a tap on `item` (`nil`: no cell) before any rule is asked: no highlight, no change.
  public init(item: ElementIndexPath?) {
    self.item = item
  }
}

/// One tap: down at a place and time, up at a later time, where it went down unless said.
public struct Tap: Hashable, Sendable {
  /// Where the finger goes down.
  public var location: TouchLocation
  /// Seconds from the start of the interaction.
  public var downTime: Double
  /// When the finger lifts, in seconds from the start of the interaction.
  public var upTime: Double
  /// Where the finger lifts; `nil` is where it went down.
  public var upLocation: TouchLocation?

  /// A tap down at `location` at `downTime` seconds, lifting at `upTime` seconds at `upLocation`
  /// (`nil`: where it went down).
  public init(
    at location: TouchLocation, down downTime: Double, up upTime: Double, upAt upLocation: TouchLocation? = nil
  ) {
    self.location = location
    self.downTime = downTime
    self.upTime = upTime
    self.upLocation = upLocation
  }
}

/// Taps over time on a layout that does not move, and the highlighted and selected items at any
/// time. Index paths name items of the data at the start.
public struct TapSequence: Sendable {
  /// The items' states at an instant.
  public struct State: Hashable, Sendable {
    /// The highlighted items.
    public var highlighted: Set<ElementIndexPath>
    /// The selected items.
    public var selected: Set<ElementIndexPath>

    /// A state with these highlighted and selected items (none by default).
    public init(highlighted: Set<ElementIndexPath> = [], selected: Set<ElementIndexPath> = []) {
      self.highlighted = highlighted
      self.selected = selected
    }
  }

  /// A change of state at a time (the delegate's `didHighlight`, `didUnhighlight`, `didSelect`,
  /// `didDeselect`).
  public struct Event: Hashable, Sendable {
    /// Which delegate callback the event stands for.
    public enum Kind: String, Hashable, Sendable {
      case highlight, unhighlight, select, deselect
    }

    /// When the change happens, in seconds from the start of the interaction.
    public var time: Double
    /// What changes: highlighted, unhighlighted, selected or deselected.
    public var kind: Kind
    /// The item whose state changes.
    public var item: ElementIndexPath

    /// An event of `kind` for `item` at `time` seconds.
    public init(time: Double, kind: Kind, item: ElementIndexPath) {
      self.time = time
      self.kind = kind
      self.item = item
    }
  }

  /// The taps, sorted by touch-down time.
  public let taps: [Tap]
  /// Which items highlight, select and deselect, and whether several can be selected.
  public let rules: TapRules
  /// Each tap's outcome, in the order of `taps` (sorted by touch-down time).
  public let outcomes: [TapOutcome]
  /// Every state change, in time order.
  public let events: [Event]
  /// The selection before the first tap.
  public let initialSelection: Set<ElementIndexPath>

  /// `taps` on `layout` shown at `viewport`. A touch lands on the topmost element under it
  /// (`layoutAttributesForTopmostElement`): a cell counts, anything else (a gap, a header over a
  /// cell) makes the tap do nothing. Taps are taken in order of touch down; a tap's selection
  /// change sees the selection left by the earlier taps.
  public init(
    layout: any PreparedCollectionLayout, viewport: Viewport, taps: [Tap], rules: TapRules = TapRules(),
    initialSelection: Set<ElementIndexPath> = []
  ) {
    func cell(at location: TouchLocation) -> ElementIndexPath? {
      guard let point = location.point(in: layout, viewport: viewport),
        let hit = layout.layoutAttributesForTopmostElement(at: point, viewport: viewport),
        hit.element.category == .cell
      else { return nil }
      return hit.element.indexPath
    }
    let ordered = taps.enumerated().sorted { ($0.element.downTime, $0.offset) < ($1.element.downTime, $1.offset) }
      .map(\.element)
    var selection = initialSelection
    var outcomes: [TapOutcome] = []
    var events: [Event] = []
    for tap in ordered {
      guard let item = cell(at: tap.location) else {
        outcomes.append(TapOutcome(item: nil))
        continue
      }
      let upItem = cell(at: tap.upLocation ?? tap.location)
      let outcome = rules.outcome(down: item, up: upItem, isSelected: selection.contains(item))
      outcomes.append(outcome)
      let upTime = Swift.max(tap.downTime, tap.upTime)
      if outcome.highlights {
        events.append(Event(time: tap.downTime, kind: .highlight, item: item))
        events.append(Event(time: upTime, kind: .unhighlight, item: item))
      }
      switch outcome.change {
      case .none: break
      case .select:
        if !rules.allowsMultipleSelection {
          for other in selection.sorted() where other != item {
            events.append(Event(time: upTime, kind: .deselect, item: other))
          }
          selection = []
        }
        selection.insert(item)
        events.append(Event(time: upTime, kind: .select, item: item))
      case .deselect:
        selection.remove(item)
        events.append(Event(time: upTime, kind: .deselect, item: item))
      }
    }
    self.taps = ordered
    self.rules = rules
    self.outcomes = outcomes
    self.initialSelection = initialSelection
    self.events = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }

  /// The highlighted and selected items at `time`: every event at or before it applied.
  public func state(at time: Double) -> State {
    var state = State(selected: initialSelection)
    for event in events where event.time <= time {
      switch event.kind {
      case .highlight: state.highlighted.insert(event.item)
      case .unhighlight: state.highlighted.remove(event.item)
      case .select: state.selected.insert(event.item)
      case .deselect: state.selected.remove(event.item)
      }
    }
    return state
  }
}
