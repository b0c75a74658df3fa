import Testing

/// The system bars as pixels, light and dark: the time, signal bars, Wi-Fi fan and battery in the
/// status bar, the translucent navigation bar over scrolled content, the home indicator.
@Suite("Device chrome goldens")
struct DeviceChromeGoldenTests {
  @Test("Light mode: black glyphs over a light bar")
  func light() throws {
    try SceneFixtures.expectMatch("device-chrome-light")
  }

  @Test("Dark mode: white glyphs over a dark bar")
  func dark() throws {
    try SceneFixtures.expectMatch("device-chrome-dark")
  }
}
