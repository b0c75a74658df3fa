import CollectionLayout
import Geometry
import Motion
import Testing

@Suite("Taps: highlight and selection")
struct TapTests {
  /// One row of the rules table: the delegate's answers, where the finger lifts, the selection
  /// mode and state → whether the cell highlights, the selection change, what was asked.
  struct Row: CustomStringConvertible, Sendable {
    var highlight: Bool
    var select: Bool
    var deselect = true
    var upInside = true
    var multiple = false
    var selected = false
    var highlights: Bool
    var change: TapOutcome.Change
    var asksSelect: Bool
    var asksDeselect = false

    var description: String {
      "highlight \(highlight) select \(select) deselect \(deselect) inside \(upInside) multiple \(multiple) selected "
        + "\(selected)"
    }
  }

  static let table: [Row] = [
    // Highlight, then selection on touch up inside.
    Row(highlight: true, select: true, highlights: true, change: .select, asksSelect: true),
    // Highlighting without selection (the Xamarin guide: shouldHighlight true, shouldSelect false).
    Row(highlight: true, select: false, highlights: true, change: .none, asksSelect: true),
    // No highlight ⇒ no selection, and shouldSelectItem is not even called (the Xamarin guide).
    Row(highlight: false, select: true, highlights: false, change: .none, asksSelect: false),
    Row(highlight: false, select: false, highlights: false, change: .none, asksSelect: false),
    // Touch up outside the cell: the highlight ends, nothing is selected, nothing asked.
    Row(highlight: true, select: true, upInside: false, highlights: true, change: .none, asksSelect: false),
    // Single selection: a tap on the selected item selects it again (it stays selected).
    Row(highlight: true, select: true, selected: true, highlights: true, change: .select, asksSelect: true),
    // Multiple selection: a tap on a selected item asks shouldDeselect, not shouldSelect.
    Row(
      highlight: true, select: true, multiple: true, selected: true, highlights: true, change: .deselect,
      asksSelect: false, asksDeselect: true),
    Row(
      highlight: true, select: true, deselect: false, multiple: true, selected: true, highlights: true,
      change: .none, asksSelect: false, asksDeselect: true),
    Row(
      highlight: false, select: true, multiple: true, selected: true, highlights: false, change: .none,
      asksSelect: false),
    Row(highlight: true, select: true, multiple: true, highlights: true, change: .select, asksSelect: true),
  ]

  @Test(arguments: table) func rulesTable(_ row: Row) {
    let item = path(3)
    let rules = TapRules(
      shouldHighlight: row.highlight ? .always : .never, shouldSelect: row.select ? .only([item]) : .except([item]),
      shouldDeselect: row.deselect ? .always : .never, allowsMultipleSelection: row.multiple)
    let outcome = rules.outcome(down: item, up: row.upInside ? item : path(4), isSelected: row.selected)
    #expect(outcome.item == item)
    #expect(outcome.askedShouldHighlight)
    #expect(outcome.highlights == row.highlights)
    #expect(outcome.change == row.change)
    #expect(outcome.askedShouldSelect == row.asksSelect)
    #expect(outcome.askedShouldDeselect == row.asksDeselect)
  }

  @Test func statesOverTime() {
    // Item 1 pressed from 0.5 to 0.75, then item 2 from 1.0 to 1.1 (single selection): item 1 is
    // highlighted from 0.5, selected at 0.75; item 2 replaces it at 1.1.
    let taps = TapSequence(
      layout: Grid.prepared(8), viewport: Grid.viewport(),
      taps: [Tap(at: .item(path(1)), down: 0.5, up: 0.75), Tap(at: .point(point(140, 20)), down: 1, up: 1.1)])
    #expect(taps.state(at: 0.4) == .init())
    #expect(taps.state(at: 0.5) == .init(highlighted: [path(1)]))
    #expect(taps.state(at: 0.7) == .init(highlighted: [path(1)]))
    #expect(taps.state(at: 0.75) == .init(selected: [path(1)]))
    #expect(taps.state(at: 1.05) == .init(highlighted: [path(2)], selected: [path(1)]))
    #expect(taps.state(at: 1.1) == .init(selected: [path(2)]))
    #expect(
      taps.events.map(\.kind) == [.highlight, .unhighlight, .select, .highlight, .unhighlight, .deselect, .select])
    #expect(taps.events.last == .init(time: 1.1, kind: .select, item: path(2)))
  }

  @Test func tapsThatDoNothing() {
    // In the gap between items 0 and 1; on a cell released over the gap (the highlight shows
    // while the finger is down, nothing is selected); with highlighting refused.
    let grid = Grid.prepared(8)
    let gap = TapSequence(
      layout: grid, viewport: Grid.viewport(), taps: [Tap(at: .point(point(65, 35)), down: 0, up: 0.1)])
    #expect(gap.outcomes == [TapOutcome(item: nil)])
    #expect(gap.events.isEmpty)
    let outside = TapSequence(
      layout: grid, viewport: Grid.viewport(),
      taps: [Tap(at: .item(path(0)), down: 0, up: 0.2, upAt: .point(point(65, 35)))])
    #expect(outside.state(at: 0.1) == .init(highlighted: [path(0)]))
    #expect(outside.state(at: 0.2) == .init())
    let refused = TapSequence(
      layout: grid, viewport: Grid.viewport(), taps: [Tap(at: .item(path(0)), down: 0, up: 0.2)],
      rules: TapRules(shouldHighlight: .except([path(0)])))
    #expect(refused.events.isEmpty)
    #expect(refused.outcomes.first?.askedShouldSelect == false)
  }

  @Test func multipleSelectionToggles() {
    // Starting with item 5 selected: tap 5 (deselects), tap 6 and 7 (both selected).
    let taps = TapSequence(
      layout: Grid.prepared(8), viewport: Grid.viewport(),
      taps: [
        Tap(at: .item(path(7)), down: 2, up: 2.1), Tap(at: .item(path(5)), down: 0, up: 0.1),
        Tap(at: .item(path(6)), down: 1, up: 1.1),
      ],
      rules: TapRules(allowsMultipleSelection: true), initialSelection: [path(5)])
    #expect(taps.state(at: -1).selected == [path(5)])
    #expect(taps.state(at: 0.1).selected == [])
    #expect(taps.state(at: 3).selected == [path(6), path(7)])
    #expect(taps.outcomes.map(\.change) == [.deselect, .select, .select])
  }

  @Test func aHeaderOverACellTakesTheTouch() {
    // The pinned-header grid of the hit-testing tests, scrolled to y = 100: (30, 115) is on
    // the header, (30, 145) on item 4.
    var layout = Grid.layout
    layout.headerReferenceSize = Size(width: 0, height: 40)
    layout.sectionHeadersPinToVisibleBounds = true
    let prepared = layout.prepare(Grid.content(12), in: Grid.environment(height: 200))
    let taps = TapSequence(
      layout: prepared, viewport: Grid.viewport(height: 200, y: 100),
      taps: [Tap(at: .point(point(30, 115)), down: 0, up: 0.1), Tap(at: .point(point(30, 145)), down: 1, up: 1.1)])
    #expect(taps.outcomes.map(\.item) == [nil, path(4)])
    #expect(taps.state(at: 2).selected == [path(4)])
  }
}
