import CairoBackend
import DisplayList
import Testing

/// Pango's first baseline, as labels side by side line up on it: inside the line, below its
/// middle, and in proportion to the font size.
@Suite struct FirstBaselineTests {
  @Test func theBaselineLiesInTheLowerPartOfTheLineAndScalesWithTheFont() {
    let measure = PangoTextMeasure()
    let small = FontDescription(family: "DejaVu Sans", size: 12)
    let large = FontDescription(family: "DejaVu Sans", size: 24)
    let line = measure.measure("Wi-Fi", font: small).height
    let baseline = measure.firstBaseline("Wi-Fi", font: small)
    #expect(baseline > line / 2 && baseline < line)
    #expect(abs(measure.firstBaseline("Wi-Fi", font: large) - 2 * baseline) < 0.5)
    #expect(measure.firstBaseline("", font: small) == 0)
  }
}
