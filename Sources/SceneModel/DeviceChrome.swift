import Geometry

/// The system bars a documentation image can show around the collection view, as an iPhone with
/// a home indicator draws them: a status bar (the time and the battery), an optional navigation
/// bar with a title (inline, or large as `prefersLargeTitles` shows it) and the home indicator.
///
/// The bars take room as UIKit's safe area does: a scene with chrome has its ``insets`` added to
/// its `contentInset` (UIKit's `adjustedContentInset`), so layouts, scrolling and the edit menu
/// keep clear of them, and content scrolled under a bar shows through it.
public struct DeviceChrome: Hashable, Sendable {
  /// The status bar's contents.
  public struct StatusBar: Hashable, Sendable {
    /// The time shown, as the device would show it: "9:41" by Apple's convention.
    public var time: String
    /// The battery's charge, 0…1.
    public var batteryLevel: Double

    /// A status bar showing `time` ("9:41" by default) and a battery charged to `batteryLevel` (0…1).
    public init(time: String = "9:41", batteryLevel: Double = 1) {
      self.time = time
      self.batteryLevel = batteryLevel
    }
  }

  /// A navigation bar and its title.
  public struct NavigationBar: Hashable, Sendable {
    /// The title the bar shows.
    public var title: String
    /// A large title under the bar (`prefersLargeTitles`), or the title inline in the bar.
    public var largeTitle: Bool

    /// A navigation bar titled `title`, inline unless `largeTitle`.
    public init(title: String, largeTitle: Bool = false) {
      self.title = title
      self.largeTitle = largeTitle
    }
  }

  /// The status bar; nil for none (a full-screen image).
  public var statusBar: StatusBar?
  /// The navigation bar under the status bar; nil for none.
  public var navigationBar: NavigationBar?
  /// The bar at the bottom of a phone without a home button.
  public var homeIndicator: Bool

  /// The chrome of a current iPhone: a status bar at 9:41 with a full battery and the home
  /// indicator; a navigation bar when given.
  public init(statusBar: StatusBar? = StatusBar(), navigationBar: NavigationBar? = nil, homeIndicator: Bool = true) {
    self.statusBar = statusBar
    self.navigationBar = navigationBar
    self.homeIndicator = homeIndicator
  }

  /// The status bar's height: 44 points on a phone with a home indicator (the sensor housing),
  /// 20 on one with a home button.
  public var statusBarHeight: Double { statusBar == nil ? 0 : homeIndicator ? 44 : 20 }
  /// The navigation bar's height: 44 points, 96 with a large title.
  public var navigationBarHeight: Double {
    guard let navigationBar else { return 0 }
    return navigationBar.largeTitle ? 96 : 44
  }
  /// The home indicator's safe-area inset: 34 points.
  public var homeIndicatorHeight: Double { homeIndicator ? 34 : 0 }

  /// The room the bars take at each edge: UIKit's safe-area insets for them.
  public var insets: EdgeInsets {
    EdgeInsets(top: statusBarHeight + navigationBarHeight, left: 0, bottom: homeIndicatorHeight, right: 0)
  }
}
