import ImageDiff

/// How the diff image of a failed image comparison is drawn: its layout and the colours it
/// paints, pixelmatch's output options.
///
/// ```swift
/// DiffImageStyle.threePanels        // expected | differences | actual, legible colours (the default)
/// DiffImageStyle.pixelmatch         // one panel, exactly pixelmatch's `output`
/// var style = DiffImageStyle(layout: .singlePanel)
/// style.options.differencesOnly = true                  // pixelmatch's diffMask
/// ```
public struct DiffImageStyle: Sendable, Hashable {
  /// One panel, or expected | differences | actual.
  public var layout: DiffImageLayout
  /// The colours and the opacity of the faded original.
  public var options: DiffImageOptions

  /// A style; without `options`, the three panels take ``DiffImageOptions/legible`` and the
  /// single panel ``DiffImageOptions/pixelmatch``, so that a single panel is pixelmatch's own
  /// `output` unless told otherwise.
  public init(layout: DiffImageLayout = .threePanels, options: DiffImageOptions? = nil) {
    self.layout = layout
    self.options = options ?? (layout == .threePanels ? .legible : .pixelmatch)
  }

  /// Expected | differences | actual under labelled headers, in legible colours: the default of
  /// `compare`, `snapshot` and the test library.
  public static let threePanels = DiffImageStyle(layout: .threePanels)
  /// One panel, pixel for pixel what pixelmatch writes as its `output` with default options.
  public static let pixelmatch = DiffImageStyle(layout: .singlePanel)

  /// What is wrong with this style, or `nil`.
  public var problem: String? { options.problem }

  /// The diff image of `comparison` in this style.
  ///
  /// - Precondition: `problem == nil`.
  public func image(of comparison: ImageComparison) -> Bitmap {
    comparison.diffImage(layout: layout, options: options)
  }
}
