import Snapshots
import Testing

@Suite("Devices")
struct DeviceTests {
  @Test("Presets by name, and any size as WxH@S")
  func parsing() {
    #expect(Device(argument: "iphone-se") == .iPhoneSE)
    #expect(Device(argument: "iPad-Landscape") == .iPadLandscape)
    #expect(Device.iPhone15.description == "iphone-15 (393×852 pt @3x)")
    #expect(Device(argument: "320x480@2") == Device(name: "320x480@2", width: 320, height: 480, scale: 2))
    #expect(Device(argument: "320x480")?.scale == 1)
    for bad in ["phone", "320x", "0x10", "10x10@0", "10x10@2@3"] { #expect(Device(argument: bad) == nil, "\(bad)") }
  }

  @Test("The presets are the four issue 6 names")
  func presets() {
    #expect(Device.presets.map(\.name) == ["iphone-se", "iphone-15", "ipad-portrait", "ipad-landscape"])
    #expect(
      Device.presets.map { "\($0.bounds.width)x\($0.bounds.height)@\($0.scale)" } == [
        "375.0x667.0@2.0", "393.0x852.0@3.0", "768.0x1024.0@2.0", "1024.0x768.0@2.0",
      ])
  }
}
