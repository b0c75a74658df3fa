/// A list row's measured content: the height it needs and where its text starts (where its
/// separator starts, from the row's leading edge).
package struct ListRowMeasure: Hashable, Sendable {
  package var height: Double
  package var separatorLeadingInset: Double

  package init(height: Double, separatorLeadingInset: Double) {
    self.height = height
    self.separatorLeadingInset = separatorLeadingInset
  }
}
