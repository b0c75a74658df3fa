/// A header's or footer's data.
public struct SupplementaryData: Hashable, Sendable {
  public var title: String?

  public init(title: String? = nil) {
    self.title = title
  }
}
