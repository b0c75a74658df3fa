import CairoBackend
import Testing

/// Text chunks beside a PNG's pixels: written after IHDR, read back in order, never a change to
/// the pixels; damaged or foreign chunks are skipped.
@Suite struct PNGTextChunksTests {
  static func png() throws -> [UInt8] {
    try PNGCodec.encode(PNGCodecTests.sampleImage(width: 9, height: 5, opaque: false), options: PNGOptions())
  }

  @Test func entriesRoundTripWithoutChangingThePixels() throws {
    let plain = try Self.png()
    let entries = [("Software", "cairo 1.16.0, pango 1.50.12"), ("Fonts", "Inter Regular 4.000 (Inter.ttc)\n你好.otf")]
    let tagged = PNGTextChunks.inserting(entries, into: plain)
    #expect(tagged.count > plain.count)
    #expect(PNGTextChunks.read(tagged).map { "\($0.keyword)=\($0.text)" } == entries.map { "\($0.0)=\($0.1)" })
    #expect(try PNGCodec.checkStructure(tagged) == (9, 5))
    let (width, height, rgba) = try PNGCodec.decode(tagged)
    #expect(try (width, height) == (9, 5) && rgba == PNGCodec.decode(plain).rgba)
    // The same entries, the same bytes.
    #expect(PNGTextChunks.inserting(entries, into: plain) == tagged)
    #expect(PNGTextChunks.read(plain).isEmpty)
  }

  @Test func badKeywordsAreNotWrittenAndDamagedChunksNotRead() throws {
    let plain = try Self.png()
    let tagged = PNGTextChunks.inserting(
      [
        ("", "empty"), (String(repeating: "k", count: 80), "long"), (" padded", "space"), ("Ké", "latin"),
        ("ok", "yes"),
      ],
      into: plain)
    #expect(PNGTextChunks.read(tagged).map(\.keyword) == ["ok"])
    // Flip one byte of the text: its CRC fails, the chunk is skipped.
    var damaged = tagged
    damaged[33 + 8 + 4] ^= 0x20
    #expect(PNGTextChunks.read(damaged).isEmpty)
    // Not a PNG: unchanged, nothing read.
    #expect(PNGTextChunks.inserting([("ok", "yes")], into: [1, 2, 3]) == [1, 2, 3])
    #expect(PNGTextChunks.read([0x89, 0x50]).isEmpty)
  }
}
