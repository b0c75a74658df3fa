import SceneModel
import Testing

@Suite("The snapToPixels key")
struct PixelSnapDecodingTests {
  static let base = #"{"bounds": {"width": 100, "height": 100}, "sections": [{"itemCount": 1}]"#

  @Test func offByDefaultOnWhenAsked() throws {
    #expect(try decodeScene(Self.base + "}").snapsToPixels == false)
    #expect(try decodeScene(Self.base + #", "snapToPixels": true}"#).snapsToPixels == true)
  }

  @Test func notABooleanIsAnErrorWithItsPath() {
    let error = sceneError(Self.base + #", "snapToPixels": "yes"}"#)
    #expect(error?.description.contains("$.snapToPixels") == true, "\(String(describing: error))")
  }
}
