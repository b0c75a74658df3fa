import CollectionLayout
import Geometry
import Testing

/// `validate()` rejects, with a path and a reason, every input outside the documented limits.
@Suite("Compositional layout — validation")
struct CompositionalValidationTests {
  typealias Limits = CompositionalLayout.Limits

  static let cell = CLItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))

  static func layout(_ group: CLGroup, configure: (inout CLSection) -> Void = { _ in }) -> CompositionalLayout {
    var section = CLSection(group: group)
    configure(&section)
    return CompositionalLayout(section: section)
  }

  static func row(_ subitems: [any CompositionalLayout.SubitemConvertible]) -> CLGroup {
    .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: subitems)
  }

  /// The error `validate()` throws, or `nil`.
  static func failure(_ layout: CompositionalLayout) -> CompositionalLayout.ValidationError? {
    do {
      try layout.validate()
      return nil
    } catch {
      return error
    }
  }

  @Test func everyWorkedExampleIsValid() {
    let layouts = [
      CompositionalWorkedExampleTests.e2Layout, CompositionalWorkedExampleTests.e6Layout(.groupPagingCentered),
      CompositionalRectQueryTests.kitchenSink(.vertical),
    ]
    for layout in layouts {
      #expect(Self.failure(layout) == nil)
      #expect(throws: Never.self) {
        try layout.validate(in: LayoutEnvironment(boundsSize: Size(width: 375, height: 667), scale: 2))
      }
    }
  }

  @Test(arguments: [
    (LayoutDimension.fractionalWidth(0), "fraction"), (.fractionalHeight(-0.5), "fraction"),
    (.fractionalWidth(Limits.maximumFraction * 2), "fraction"), (.fractionalWidth(.infinity), "finite"),
    (.absolute(-1), "absolute"), (.absolute(.nan), "finite"), (.estimated(0), "estimate"),
    (.absolute(Limits.maximumLength + 1), "absolute"),
  ])
  func badDimensionsAreRejected(dimension: LayoutDimension, word: String) {
    let item = CLItem(layoutSize: layoutSize(dimension, .fractionalHeight(1)))
    let error = Self.failure(Self.layout(Self.row([item])))
    #expect(error?.path == "section.group.subitems[0].layoutSize.widthDimension")
    #expect(error?.reason.contains(word) == true, "\(String(describing: error))")
  }

  @Test(arguments: [0, -3, Limits.maximumCount + 1])
  func countsOutOfRangeAreRejected(count: Int) {
    let counted = CLGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitem: Self.cell, count: count)
    #expect(Self.failure(Self.layout(counted))?.path == "section.group.count")
    let repeating = CLGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), repeatingSubitem: Self.cell, count: count)
    #expect(Self.failure(Self.layout(repeating))?.path == "section.group.count")
  }

  @Test func nestingDeeperThanTheLimitIsRejected() {
    var group = Self.row([Self.cell])
    for _ in 1..<Limits.maximumGroupNesting { group = Self.row([group]) }
    #expect(Self.failure(Self.layout(group)) == nil)
    let tooDeep = Self.row([group])
    let error = Self.failure(Self.layout(tooDeep))
    #expect(error?.reason.contains("nest deeper") == true)
    #expect(error?.path.hasPrefix("section.group.subitems[0]") == true)
  }

  @Test func tooManyItemsPerRepetitionIsRejected() {
    // 200 × 200 = 40 000 items in one repetition, past the 10 000 limit.
    let inner = CLGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(1)), repeatingSubitem: Self.cell, count: 200)
    let outer = CLGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(200)), repeatingSubitem: inner, count: 200)
    let error = Self.failure(Self.layout(outer))
    #expect(error?.path == "section.group")
    #expect(error?.reason.contains("40000 items") == true)
  }

  @Test func emptyGroupsAreRejected() {
    #expect(Self.failure(Self.layout(Self.row([])))?.reason.contains("at least one subitem") == true)
    let custom = CLGroup.custom(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), items: [])
    #expect(Self.failure(Self.layout(custom))?.reason.contains("at least one item") == true)
    let negative = CLGroup.custom(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)),
      items: [CompositionalLayout.CustomItem(frame: xywh(0, 0, -1, 10))])
    #expect(Self.failure(Self.layout(negative))?.path == "section.group.items[0].frame")
  }

  @Test func groupsWhoseSubitemsCannotFitAreRejected() {
    // Statically: an absolute subitem longer than an absolute group, or a fraction over 1.
    let wide = CLGroup.horizontal(
      layoutSize: layoutSize(.absolute(100), .absolute(44)),
      subitems: [CLItem(layoutSize: layoutSize(.absolute(120), .fractionalHeight(1)))])
    #expect(Self.failure(Self.layout(wide))?.path == "section.group.subitems[0]")
    let tall = CLGroup.vertical(
      layoutSize: layoutSize(.absolute(100), .absolute(44)),
      subitems: [CLItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1.5)))])
    #expect(Self.failure(Self.layout(tall))?.reason.contains("cannot fit") == true)
    // With bounds: a column a quarter of the row's width high holds a 60-point item: it fits
    // at 800 points (column 200 high), not at 200 (column 50 high).
    let nested = Self.row([
      CLItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1))),
      CLGroup.vertical(
        layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalWidth(0.25)),
        subitems: [CLItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)))]),
    ])
    let layout = Self.layout(.vertical(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [nested]))
    #expect(Self.failure(layout) == nil)
    #expect(throws: Never.self) {
      try layout.validate(in: LayoutEnvironment(boundsSize: Size(width: 800, height: 600)))
    }
    do {
      try layout.validate(in: LayoutEnvironment(boundsSize: Size(width: 200, height: 600)))
      Issue.record("expected a fit failure")
    } catch {
      #expect(error.path == "section.group.subitems[0].subitems[1]")
      #expect(error.reason.contains("does not fit"))
    }
  }

  @Test func kindsThatWouldShareAnIndexPathAreRejected() {
    let header = CLBoundary(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)), elementKind: .header, alignment: .top)
    let twice = Self.layout(Self.row([Self.cell])) { $0.boundarySupplementaryItems = [header, header] }
    #expect(Self.failure(twice)?.reason.contains("used twice") == true)

    let badge = CLSupplementary(
      layoutSize: layoutSize(.absolute(10), .absolute(10)), elementKind: .header,
      containerAnchor: CompositionalLayout.Anchor(edges: [.top]))
    let badged = CLItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
    let clash = Self.layout(Self.row([badged])) { $0.boundarySupplementaryItems = [header] }
    #expect(Self.failure(clash)?.reason.contains("boundary item and by an item") == true)

    var configuration = CLConfiguration()
    configuration.boundarySupplementaryItems = [header]
    var section = CLSection(group: Self.row([Self.cell]))
    section.boundarySupplementaryItems = [header]
    #expect(Self.failure(CompositionalLayout(section: section, configuration: configuration)) != nil)

    var labelled = Self.row([badged])
    labelled.supplementaryItems = [badge]
    #expect(Self.failure(Self.layout(labelled))?.reason.contains("group's and by an item's") == true)

    let decorated = Self.layout(Self.row([Self.cell])) {
      $0.decorationItems = [.background(elementKind: "bg"), .background(elementKind: "bg")]
    }
    #expect(Self.failure(decorated)?.path == "section.decorationItems[1]")
  }

  @Test func nonFiniteNumbersAnywhereAreRejected() {
    var item = Self.cell
    item.contentInsets = EdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0)
    #expect(Self.failure(Self.layout(Self.row([item])))?.path == "section.group.subitems[0].contentInsets")
    var spaced = Self.row([Self.cell])
    spaced.interItemSpacing = .flexible(.infinity)
    #expect(Self.failure(Self.layout(spaced))?.path == "section.group.interItemSpacing")
    let spacing = Self.layout(Self.row([Self.cell])) { $0.interGroupSpacing = -.infinity }
    #expect(Self.failure(spacing)?.path == "section.interGroupSpacing")
    var configuration = CLConfiguration()
    configuration.interSectionSpacing = .nan
    let layout = CompositionalLayout(
      sections: [nil, CLSection(group: Self.row([Self.cell]))], configuration: configuration)
    #expect(Self.failure(layout)?.path == "configuration.interSectionSpacing")
    var edged = Self.cell
    edged.edgeSpacing = CompositionalLayout.EdgeSpacing(leading: nil, top: .fixed(.nan), trailing: nil, bottom: nil)
    #expect(Self.failure(Self.layout(Self.row([edged])))?.path == "section.group.subitems[0].edgeSpacing.top")
  }
}
