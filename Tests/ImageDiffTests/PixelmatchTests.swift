import ImageDiff
import Testing

/// Our perceptual comparison against the numbers and images pixelmatch 7.2.0 produced for the
/// fixture pairs: every count, and every pixel of its diff output.
@Suite("Agreement with pixelmatch 7.2.0")
struct PixelmatchTests {
  static let manifest = try! PixelmatchFixtures.manifest()

  @Test("The fixtures are a fair sample")
  func fixtures() throws {
    let manifest = Self.manifest
    #expect(manifest.pixelmatch == "7.2.0")
    #expect(manifest.pairs.count >= 20)
    for pair in manifest.pairs {
      let expected = try PixelmatchFixtures.image(pair.expected)
      let actual = try PixelmatchFixtures.image(pair.actual)
      #expect(expected.width == pair.width && expected.height == pair.height, "\(pair.name)")
      #expect(actual.width == pair.width && actual.height == pair.height, "\(pair.name)")
      #expect(Set(pair.counts.map { "\($0.threshold) \($0.includeAA) \($0.checkerboard)" }).count == 12, "\(pair.name)")
    }
    // Opaque and translucent pairs, identical ones, and ones where anti-aliasing matters.
    let expectedImages = try manifest.pairs.map { try PixelmatchFixtures.image($0.expected) }
    #expect(expectedImages.contains { image in (0..<image.pixelCount).contains { image.rgba[$0 * 4 + 3] < 255 } })
    #expect(expectedImages.contains { image in (0..<image.pixelCount).allSatisfy { image.rgba[$0 * 4 + 3] == 255 } })
    #expect(manifest.pairs.contains { pair in pair.counts.allSatisfy { $0.differingPixels == 0 } })
    #expect(
      manifest.pairs.contains { pair in
        pair.counts.contains { $0.includeAA && $0.differingPixels > 0 }
          && pair.counts.contains { !$0.includeAA && $0.threshold == 0.1 && $0.differingPixels == 0 }
      })
  }

  @Test("Differing pixels: the count pixelmatch returns", arguments: manifest.pairs)
  func counts(_ pair: PixelmatchFixtures.Pair) throws {
    let expected = try PixelmatchFixtures.image(pair.expected)
    let actual = try PixelmatchFixtures.image(pair.actual)
    for count in pair.counts {
      let report = ImageComparison(expected: expected, actual: actual, tolerance: count.tolerance).report
      #expect(
        report.differingPixels == count.differingPixels,
        "threshold \(count.threshold), includeAA \(count.includeAA), checkerboard \(count.checkerboard)")
    }
  }

  @Test("Single-panel diff: pixelmatch's output, pixel for pixel", arguments: manifest.outputs)
  func output(_ output: PixelmatchFixtures.Output) throws {
    let pair = try #require(Self.manifest.pairs.first { $0.name == output.pair })
    let expected = try PixelmatchFixtures.image(pair.expected)
    let actual = try PixelmatchFixtures.image(pair.actual)
    let theirs = try PixelmatchFixtures.image(output.output)
    let comparison = ImageComparison(expected: expected, actual: actual, tolerance: output.options.tolerance)
    #expect(comparison.report.differingPixels == output.differingPixels)
    let ours = comparison.diffImage(layout: .singlePanel, options: output.options.diffImageOptions)
    try #require(ours.width == theirs.width && ours.height == theirs.height)
    let mismatches = (0..<ours.pixelCount).filter { index in
      ours[index % ours.width, index / ours.width] != theirs[index % ours.width, index / ours.width]
    }
    let first = mismatches.first.map { index in
      let (x, y) = (index % ours.width, index / ours.width)
      return "first at \(x),\(y): ours \(ours[x, y]), pixelmatch's \(theirs[x, y])"
    }
    #expect(mismatches.count == 0, "\(mismatches.count) pixels differ; \(first ?? "")")
  }
}
