import Synchronization

/// Registration numbers: each registration value registers its class under a reuse identifier
/// of its own, as UIKit's registrations do.
private let registrationCounter = Atomic<Int>(0)

private func nextRegistrationIdentifier(_ prefix: String) -> String {
  "\(prefix)-\(registrationCounter.add(1, ordering: .relaxed).newValue)"
}

extension UICollectionView {
  /// A cell class and the code that configures each of its cells for an item
  /// (`UICollectionView.CellRegistration`, iOS 14). Make it once, outside the cell provider;
  /// `dequeueConfiguredReusableCell(using:for:item:)` registers the class on first use.
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    /// Configures a dequeued cell for the item at the index path.
    public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    let handler: Handler
    let reuseIdentifier: String

    /// A registration of `Cell` whose cells `handler` configures.
    public init(handler: @escaping Handler) {
      self.handler = handler
      reuseIdentifier = nextRegistrationIdentifier("CellRegistration.\(Cell.self)")
    }
  }

  /// A supplementary view class for one element kind and the code that configures each of its
  /// views (`UICollectionView.SupplementaryRegistration`, iOS 14).
  public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
    /// Configures a dequeued view of `elementKind` at the index path.
    public typealias Handler =
      @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

    let handler: Handler
    let elementKind: String
    let reuseIdentifier: String

    /// A registration of `Supplementary` for views of `elementKind`, configured by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      reuseIdentifier = nextRegistrationIdentifier("SupplementaryRegistration.\(Supplementary.self)")
    }
  }

  /// A cell of the registration's class for `item` at `indexPath`, configured by its handler
  /// (the class is registered on first use).
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
    let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    // A registration always registers its own class under its own identifier.
    let cell = dequeued as! Cell
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of the registration's class at `indexPath`, configured by its handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    register(
      Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
      withReuseIdentifier: registration.reuseIdentifier)
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    let view = dequeued as! Supplementary
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}
