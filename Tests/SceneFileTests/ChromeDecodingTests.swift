import Geometry
import SceneModel
import Testing

@Suite("The chrome key: system bars and the safe area they take")
struct ChromeDecodingTests {
  static let base = #"{"bounds": {"width": 390, "height": 844}, "sections": [{"itemCount": 1}]"#

  @Test func trueIsAStatusBarAndTheHomeIndicator() throws {
    let scene = try decodeScene(Self.base + #", "chrome": true}"#)
    #expect(scene.chrome == DeviceChrome())
    #expect(scene.contentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(scene.contentOffset == Point(x: 0, y: -44), "at rest under the status bar")
    #expect(try decodeScene(Self.base + #", "chrome": false}"#).chrome == nil)
  }

  @Test func everyPartAndItsInsets() throws {
    let scene = try decodeScene(
      Self.base
        + #", "contentInset": {"top": 10}, "contentOffset": {"x": 0, "y": 100}, "chrome": {"statusBar": "#
        + #"{"time": "10:09", "batteryLevel": 0.5}, "navigationBar": {"title": "Animals", "largeTitle": true}, "#
        + #""homeIndicator": false}}"#)
    let chrome = try #require(scene.chrome)
    #expect(chrome.statusBar == DeviceChrome.StatusBar(time: "10:09", batteryLevel: 0.5))
    #expect(chrome.navigationBar == DeviceChrome.NavigationBar(title: "Animals", largeTitle: true))
    // A phone with a home button: a 20-point status bar; a large title bar is 96 points.
    #expect(scene.contentInset == EdgeInsets(top: 10 + 20 + 96, left: 0, bottom: 0, right: 0))
    #expect(scene.contentOffset == Point(x: 0, y: 100 - 116), "the offset is relative to the rest position")
    let inline = try decodeScene(Self.base + #", "chrome": {"statusBar": false, "navigationBar": {"title": "A"}}}"#)
    #expect(inline.contentInset.top == 44 && inline.contentInset.bottom == 34)
  }

  @Test(arguments: [
    (#"{"navigationBar": {}}"#, "$.chrome.navigationBar: missing required key \"title\""),
    (#"{"statusBar": {"batteryLevel": 2}}"#, "$.chrome.statusBar.batteryLevel"),
    (#"{"homeIndicator": "yes"}"#, "$.chrome.homeIndicator: expected true or false"),
    (#"{"tabBar": true}"#, "$.chrome"),
  ])
  func badChromeNamesItsPath(chrome: String, message: String) {
    let error = sceneError(Self.base + #", "chrome": "# + chrome + "}")
    #expect(error?.description.contains(message) == true, "\(String(describing: error))")
  }
}
