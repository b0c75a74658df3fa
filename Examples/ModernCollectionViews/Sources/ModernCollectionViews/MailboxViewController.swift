import UIKit

/// A mailbox: a plain list of messages, each with the sender, the subject under it and the time
/// it came in at the trailing edge; unread messages show a blue dot.
class MailboxViewController: UIViewController {
  enum Section: Hashable {
    case inbox
  }

  struct Message: Hashable {
    let sender: String
    let subject: String
    let time: String
    let isUnread: Bool
  }

  static let messages = [
    Message(sender: "Maria Lopez", subject: "Photos from the weekend", time: "9:41", isUnread: true),
    Message(sender: "Build Server", subject: "Nightly build succeeded (412 tests)", time: "8:02", isUnread: true),
    Message(sender: "Kenji Sato", subject: "Re: Design review notes", time: "Yesterday", isUnread: false),
    Message(sender: "Travel Desk", subject: "Your itinerary for Lisbon", time: "Monday", isUnread: false),
    Message(sender: "Amal Haddad", subject: "Lunch on Thursday?", time: "Sunday", isUnread: false),
  ]

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Message>!
  /// The messages in the inbox, newest first.
  var inbox = MailboxViewController.messages

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Inbox"
    configureHierarchy()
    configureDataSource()
  }
}

extension MailboxViewController {
  func createLayout() -> UICollectionViewLayout {
    let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Message> {
      cell, indexPath, message in
      var content = UIListContentConfiguration.subtitleCell()
      content.text = message.sender
      content.secondaryText = message.subject
      content.secondaryTextProperties.color = .secondaryLabel
      content.image = UIImage(systemName: message.isUnread ? "circle.fill" : "circle")
      content.imageProperties.tintColor = message.isUnread ? .systemBlue : .clear
      cell.contentConfiguration = content
      cell.accessories = [.label(text: message.time), .disclosureIndicator()]
    }

    dataSource = UICollectionViewDiffableDataSource<Section, Message>(collectionView: collectionView) {
      collectionView, indexPath, message in
      collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: message)
    }

    showInbox(animatingDifferences: false)
  }

  /// Archives `message` (what a swipe action's handler calls): its row leaves the inbox with
  /// UIKit's update animation.
  func archive(_ message: Message) {
    inbox.removeAll { $0 == message }
    showInbox(animatingDifferences: true)
  }

  func showInbox(animatingDifferences: Bool) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Message>()
    snapshot.appendSections([.inbox])
    snapshot.appendItems(inbox)
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }
}
