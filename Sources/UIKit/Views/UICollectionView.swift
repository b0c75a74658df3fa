package import CollectionLayout

/// A collection view (UIKit's `UICollectionView`), headless: it asks its data source for the
/// counts, keeps the scroll state, and runs its layout as UIKit does — `prepare()` on the first
/// layout pass and after every invalidation, `collectionViewContentSize` into `contentSize`,
/// `shouldInvalidateLayout(forBoundsChange:)` on every change of bounds (each scroll step) — so
/// the app's own layout code gives the geometry the renderer draws.
@MainActor
open class UICollectionView: UIScrollView {
  /// The layout; assigning one lays the view out with it (without animation).
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      guard oldValue !== collectionViewLayout else { return }
      oldValue.owner = nil
      collectionViewLayout.owner = self
      layoutIsValid = false
    }
  }

  /// The object that gives the counts, the cells and the supplementary views.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }

  /// A view behind every cell and supplementary view, sized to the collection view.
  open var backgroundView: UIView?

  /// Whether items can be selected; true by default.
  open var allowsSelection: Bool = true
  /// Whether more than one item can be selected; false by default.
  open var allowsMultipleSelection: Bool = false

  /// Whether the collection view is editing (iOS 14): list cells show the accessories displayed
  /// while editing (delete, insert, reorder, multiselect).
  open var isEditing: Bool = false {
    didSet {
      for cell in cells.values {
        cell.configurations.isEditing = isEditing
        cell.setNeedsUpdateConfiguration()
      }
    }
  }

  private var registrations: [String: UICollectionReusableView.Type] = [:]
  private var reusableViews: [String: [UICollectionReusableView]] = [:]
  private var cachedCounts: [Int]?
  private var selected: [IndexPath] = []
  private var cells: [IndexPath: UICollectionViewCell] = [:]
  var layoutIsValid = false
  private var updating = 0
  private var pendingUpdates: [UICollectionViewUpdateItem] = []
  /// While the renderer records an update's frames, what the data went through; nil otherwise.
  package private(set) var updateRecording: UpdateRecording?
  /// Measures a list row for self-sizing: given the row's index path, its width and what its
  /// list section says about it, the height its cell's content needs and where its text starts.
  /// The renderer installs it (UIKit's Auto Layout measures cells; headless, the renderer's text
  /// metrics do); nil leaves list rows at their estimated height.
  package var listRowMeasurer: ((IndexPath, Double, ListCellAttributes?) -> ListRowMeasure?)?
  /// Measures a list section's header or footer (its UIKit element kind and index path) the same
  /// way; nil leaves them at their estimated height.
  package var listSupplementaryMeasurer: ((String, IndexPath, Double, ListCellAttributes?) -> ListRowMeasure?)?

  /// The first call of the app's that UIKit would have refused with an exception (a duplicate
  /// identifier in a diffable snapshot, a cell provider returning nil), as call and reason:
  /// rendering the view fails with it rather than the process trapping.
  package private(set) var misuse: (call: String, reason: String)?

  /// A collection view of `frame` laid out by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.owner = self
  }

  /// Collection views are not archived on Linux (no nibs or storyboards); returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A collection view needs a layout: `init()` gives it an empty `UICollectionViewLayout`.
  public required convenience init() {
    self.init(frame: .zero, collectionViewLayout: UICollectionViewLayout())
  }

  /// A collection view of `frame` with an empty `UICollectionViewLayout`.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, collectionViewLayout: UICollectionViewLayout())
  }

  /// The bounds. Changing them (scrolling, resizing) first asks the layout
  /// `shouldInvalidateLayout(forBoundsChange:)` with the new bounds, and invalidates it with
  /// `invalidationContext(forBoundsChange:)` when it answers true, as UIKit does.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      if newValue != old, layoutIsValid, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
        collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: newValue))
      }
      super.bounds = newValue
    }
  }

  // MARK: Layout

  /// Swaps the layout.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }

  /// Swaps the layout and calls `completion` with true; headless swaps are immediate.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    collectionViewLayout = layout
    layoutIfNeeded()
    completion?(true)
  }

  /// Runs the layout pass when the layout was invalidated: `prepare()`, then the content size.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateLayoutIfNeeded()
  }

  /// The layout pass, when one is due.
  package func updateLayoutIfNeeded() {
    guard !layoutIsValid else { return }
    layoutIsValid = true
    collectionViewLayout.prepare()
    contentSize = collectionViewLayout.collectionViewContentSize
  }

  /// UIKit's self-sizing round trip for the cells in the visible bounds: each configured cell
  /// gets its attributes (`apply(_:)`) and is asked `preferredLayoutAttributesFitting(_:)`; when
  /// the layout answers `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
  /// with true it is invalidated with `invalidationContext(forPreferredLayoutAttributes:…)`,
  /// and the pass runs again, at most `passes` times (a cell whose preferred size keeps changing
  /// cannot loop forever).
  package func selfSizeVisibleCells(passes: Int = 8) {
    for _ in 0..<passes {
      updateLayoutIfNeeded()
      guard selfSize(collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []) else { return }
    }
    updateLayoutIfNeeded()
  }

  /// One step of the round trip for the cells of `answered` (a rect query's answer): true when
  /// the layout was invalidated, so the query must be asked again.
  package func selfSize(_ answered: [UICollectionViewLayoutAttributes]) -> Bool {
    let layout = collectionViewLayout
    guard layout.asksCellsForPreferredAttributes, dataSource != nil else { return false }
    var invalidated = false
    for attributes in answered where attributes.representedElementCategory == .cell {
      // A cell is asked when it shows with new attributes, not at every pass (UIKit sizes a
      // cell as it appears or changes).
      guard let cell = configuredCell(at: attributes.indexPath),
        !(cell.sizedAttributes?.isEqual(attributes) ?? false),
        let original = attributes.copy() as? UICollectionViewLayoutAttributes
      else { continue }
      cell.sizedAttributes = original
      cell.applyIfChanged(original)
      let preferred = cell.preferredLayoutAttributesFitting(
        original.copy() as? UICollectionViewLayoutAttributes ?? original)
      if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
        layout.invalidateLayout(
          with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        invalidated = true
      }
    }
    return invalidated
  }

  /// Marks the layout for a new pass (the layout's `invalidateLayout(with:)` calls this).
  func layoutDidInvalidate(_ context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateDataSourceCounts || context.invalidateEverything { cachedCounts = nil }
    layoutIsValid = false
    setNeedsLayout()
  }

  // MARK: Data

  /// The number of sections: the data source's `numberOfSections(in:)`, 1 when it gives none.
  open var numberOfSections: Int { counts.count }

  /// The number of items in `section`, as the collection view currently holds it (layouts read
  /// counts here rather than from the data source); 0 for a section that does not exist.
  open func numberOfItems(inSection section: Int) -> Int {
    let counts = self.counts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  private var counts: [Int] {
    if let cachedCounts { return cachedCounts }
    var counts: [Int] = []
    if let dataSource {
      let sections = Swift.max(0, dataSource.numberOfSections(in: self))
      counts = (0..<sections).map { Swift.max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }
    cachedCounts = counts
    return counts
  }

  /// Forgets every count and cell, and lays out again from the data source.
  open func reloadData() {
    let context = type(of: collectionViewLayout).makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    cells.removeAll()
    updateRecording?.reloaded = true
    collectionViewLayout.invalidateLayout(with: context)
  }

  // MARK: Registration and dequeue

  /// Registers `cellClass` (a `UICollectionViewCell` subclass) for `identifier`.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registrations["cell/" + identifier] = (cellClass as? UICollectionReusableView.Type) ?? UICollectionViewCell.self
  }

  /// Registers `viewClass` for supplementary views of `elementKind` with `identifier`.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    registrations[elementKind + "/" + identifier] =
      (viewClass as? UICollectionReusableView.Type) ?? UICollectionReusableView.self
  }

  /// A cell of the class registered for `identifier`: a reused one (after its
  /// `prepareForReuse()`), or a new one made with `init(frame:)`. An identifier that was never
  /// registered gives a plain `UICollectionViewCell` (UIKit raises an exception).
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      dequeue(key: "cell/" + identifier, identifier: identifier) as? UICollectionViewCell
      ?? UICollectionViewCell()
    cell.isSelected = selected.contains(indexPath)
    return cell
  }

  /// A supplementary view of the class registered for `elementKind` and `identifier`.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    dequeue(key: elementKind + "/" + identifier, identifier: identifier)
  }

  private func dequeue(key: String, identifier: String) -> UICollectionReusableView {
    if var queue = reusableViews[key], let view = queue.popLast() {
      reusableViews[key] = queue
      view.prepareForReuse()
      return view
    }
    let type = registrations[key] ?? UICollectionReusableView.self
    let view = type.init()
    view.reuseIdentifier = identifier
    return view
  }

  /// Puts a view back in its reuse queue (the renderer does this for views that scrolled away).
  func enqueue(_ view: UICollectionReusableView, kind: String) {
    guard let identifier = view.reuseIdentifier else { return }
    reusableViews[kind + "/" + identifier, default: []].append(view)
  }

  // MARK: Queries

  /// The cell's attributes, from the layout (after a layout pass if one is due).
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    updateLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// A supplementary view's attributes, from the layout.
  open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    updateLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The attributes the layout gives for the visible bounds: what the collection view shows.
  func visibleAttributes() -> [UICollectionViewLayoutAttributes] {
    updateLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
  }

  /// The index paths of the visible cells, in no particular order.
  open var indexPathsForVisibleItems: [IndexPath] {
    visibleAttributes().filter { $0.representedElementCategory == .cell && !$0.isHidden }.map(\.indexPath)
  }

  /// The index paths of the visible supplementary views of `elementKind`.
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    visibleAttributes().filter { $0.representedElementKind == elementKind && !$0.isHidden }.map(\.indexPath)
  }

  /// The cell under `point` (content coordinates), hit-testing what is shown: of the visible
  /// cells whose area (after their transform) holds the point, the one drawn on top.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    var best: UICollectionViewLayoutAttributes?
    for attributes in visibleAttributes()
    where attributes.representedElementCategory == .cell && attributes.covers(point) {
      if let current = best, attributes.zIndex < current.zIndex { continue }
      best = attributes
    }
    return best?.indexPath
  }

  /// The visible cell at `indexPath` the data source configured, or `nil`.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    guard indexPathsForVisibleItems.contains(indexPath) else { return nil }
    return configuredCell(at: indexPath)
  }

  /// The visible cells.
  open var visibleCells: [UICollectionViewCell] {
    indexPathsForVisibleItems.compactMap { configuredCell(at: $0) }
  }

  /// The index path of `cell`, when it is one the collection view shows.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    cells.first { $0.value === cell }?.key
  }

  /// The data source's cell for `indexPath`, configured once and kept while the data lasts.
  package func configuredCell(at indexPath: IndexPath) -> UICollectionViewCell? {
    if let cell = cells[indexPath] { return cell }
    guard let dataSource else { return nil }
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    cell.isSelected = selected.contains(indexPath)
    cell.configurations.isEditing = isEditing
    cell.owningCollectionView = self
    cells[indexPath] = cell
    return cell
  }

  // MARK: Selection

  /// The selected items' index paths, or `nil` when none is selected.
  open var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected }

  /// Selects the item (and scrolls it into view when `scrollPosition` says so).
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard allowsSelection, let indexPath else { return }
    if !allowsMultipleSelection { selected.removeAll() }
    if !selected.contains(indexPath) { selected.append(indexPath) }
    cells[indexPath]?.isSelected = true
    cells[indexPath]?.setNeedsUpdateConfiguration()
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the item.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selected.removeAll { $0 == indexPath }
    cells[indexPath]?.isSelected = false
  }

  // MARK: Scrolling

  /// Scrolls so that the item sits at `scrollPosition` in the bounds less the adjusted content
  /// inset, within the scrollable range.
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    let inset = adjustedContentInset
    let visible = CGSize(
      width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
    var offset = contentOffset
    if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visible.height / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visible.height }
    if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visible.width / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visible.width }
    setContentOffset(clampedOffset(offset), animated: animated)
  }

  // MARK: Updates

  /// Runs `updates` (where the app changes its data and calls the insert/delete/move/reload
  /// methods), then lays out once: a layout pass for the new data, `prepare(forCollectionViewUpdates:)`
  /// with the changes, and `finalizeCollectionViewUpdates()`. Headless updates are
  /// immediate; `completion` gets true.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updating += 1
    updates?()
    updating -= 1
    if updating == 0 { commitUpdates() }
    completion?(true)
  }

  /// Inserts items at `indexPaths` (after the data source has them).
  open func insertItems(at indexPaths: [IndexPath]) {
    record(indexPaths.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) })
  }

  /// Deletes the items at `indexPaths` (after the data source dropped them).
  open func deleteItems(at indexPaths: [IndexPath]) {
    record(indexPaths.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) })
  }

  /// Reloads the items at `indexPaths`.
  open func reloadItems(at indexPaths: [IndexPath]) {
    record(indexPaths.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) })
  }

  /// Moves an item.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record([UICollectionViewUpdateItem(action: .move, before: indexPath, after: newIndexPath)])
  }

  /// Moves a whole section.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    record([
      UICollectionViewUpdateItem(action: .move, before: IndexPath(index: section), after: IndexPath(index: newSection))
    ])
  }

  /// Inserts whole sections.
  open func insertSections(_ sections: IndexSet) {
    record(sections.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(index: $0)) })
  }

  /// Deletes whole sections.
  open func deleteSections(_ sections: IndexSet) {
    record(sections.map { UICollectionViewUpdateItem(action: .delete, before: IndexPath(index: $0), after: nil) })
  }

  /// Reloads whole sections.
  open func reloadSections(_ sections: IndexSet) {
    record(
      sections.map {
        UICollectionViewUpdateItem(action: .reload, before: IndexPath(index: $0), after: IndexPath(index: $0))
      })
  }

  /// Keeps the first misuse of the API (see ``misuse``).
  package func reportMisuse(_ call: String, _ reason: String) {
    if misuse == nil { misuse = (call, reason) }
  }

  /// Forgets the configured cells so that the data source configures them again, without a
  /// layout change (a diffable data source's `reconfigureItems(_:)`).
  package func reconfigureCells() {
    cells.removeAll()
  }

  private func record(_ items: [UICollectionViewUpdateItem]) {
    pendingUpdates += items
    if updating == 0 { commitUpdates() }
  }

  private func commitUpdates() {
    let items = pendingUpdates
    pendingUpdates = []
    guard !items.isEmpty else { return }
    // A batch held for the renderer's questions is done before the next one starts, as UIKit
    // finalizes each update once it has asked about it.
    finalizeHeldUpdates()
    // The data changed: every cell is asked of the data source again.
    cells.removeAll()
    let context = type(of: collectionViewLayout).makeInvalidationContext()
    context.invalidateDataSourceCounts = true
    collectionViewLayout.invalidateLayout(with: context)
    // The layout is prepared for the new data first, then told the changes (so it can answer
    // where elements go), then the update is finalized.
    updateLayoutIfNeeded()
    collectionViewLayout.prepare(forCollectionViewUpdates: items)
    if updateRecording != nil {
      updateRecording?.batches.append(.init(items: items, counts: counts, isAnimated: UIView.areAnimationsEnabled))
      updateRecording?.awaitsFinalization = true
    } else {
      collectionViewLayout.finalizeCollectionViewUpdates()
    }
  }

  // MARK: Recording updates

  /// Starts recording what the data goes through (``UpdateRecording``) for the renderer's update
  /// frames. The last batch update's `finalizeCollectionViewUpdates()` waits for
  /// ``endRecordingUpdates()``, so that the layout is asked about appearing and disappearing
  /// items while it still knows the changes, as in UIKit's update animation.
  package func beginRecordingUpdates() {
    finalizeHeldUpdates()
    updateRecording = UpdateRecording()
  }

  /// Stops recording, finalizes the batch update held back, and returns what was recorded.
  @discardableResult
  package func endRecordingUpdates() -> UpdateRecording? {
    finalizeHeldUpdates()
    defer { updateRecording = nil }
    return updateRecording
  }

  private func finalizeHeldUpdates() {
    guard updateRecording?.awaitsFinalization == true else { return }
    updateRecording?.awaitsFinalization = false
    collectionViewLayout.finalizeCollectionViewUpdates()
  }

  // MARK: Types

  /// The header kind of flow, compositional and list layouts.
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The footer kind of flow, compositional and list layouts.
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The axis content scrolls along (`UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
  }

  /// What kind of view a set of attributes describes.
  public enum ElementCategory: UInt, Sendable {
    case cell = 0
    case supplementaryView = 1
    case decorationView = 2
  }

  /// Where `scrollToItem(at:at:animated:)` puts the item: one vertical and one horizontal
  /// position may be combined.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The positions as bits: 1 top, 2 centred vertically, 4 bottom, 8 left, 16 centred
    /// horizontally, 32 right.
    public var rawValue: UInt
    /// The positions whose bits `rawValue` sets.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The item's top edge at the top of the visible area (inside the adjusted content inset).
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item's centre at the vertical centre of the visible area.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item's centre at the horizontal centre of the visible area.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
}
