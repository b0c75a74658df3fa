import CollectionLayout
import Geometry
import SceneModel
import Testing

@Suite("The raw and the adjusted content inset")
struct RawContentInsetTests {
  @Test func withoutChromeTheyAreEqual() {
    var scene = Scene(bounds: Size(width: 390, height: 844), sections: [])
    scene.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    #expect(scene.layoutEnvironment.rawContentInset == scene.layoutEnvironment.contentInset)
  }

  @Test func theChromesBarsAreSafeAreaNotTheAppsInset() {
    var scene = Scene(bounds: Size(width: 390, height: 844), sections: [])
    scene.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    let chrome = DeviceChrome()
    scene.addChrome(chrome)
    #expect(scene.layoutEnvironment.rawContentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    #expect(scene.layoutEnvironment.contentInset.top == 10 + chrome.insets.top)
  }
}
