/// The diff image: three panels side by side, **expected | differences | actual**, under a
/// header that labels each panel with its size and the verdict.
///
/// ```
///  EXPECTED 120×80        312 PX DIFFER (3.25 %)        ACTUAL 120×80
///                         ■ DIFFER ■ ANTI-ALIASING
///  ┌──────────────┐       ┌──────────────┐              ┌──────────────┐
///  │  expected    │       │ faded expected│             │   actual     │
///  │  ┆┄┄┄┄┄┆     │       │  ┌─────┐ red  │             │  ┆┄┄┄┄┄┆     │
///  └──────────────┘       └──────────────┘              └──────────────┘
/// ```
///
/// Made to be read by a person, even for faint changes:
/// - the middle panel is the expected image faded to a light grey, with every pixel the
///   comparison counts painted in a solid colour whatever the size of its difference — a change
///   of one step on one channel is as visible as black against white;
/// - the colours say why: red differs, yellow is anti-aliasing that was ignored, blue differs
///   but within the tolerance, magenta is a pixel only one image has (sizes differ);
/// - a rectangle marks the region holding every differing pixel on all three panels (dashed on
///   the outer ones), so a single pixel in a large image is found at a glance; it leaves out
///   every pixel the comparison marked, so it never hides one;
/// - small images are magnified (nearest neighbour, up to 16×) so each pixel stays visible;
/// - transparent pixels show over a checkerboard, so transparency is never mistaken for white;
/// - the labels come from a built-in bitmap font, so the diff image is the same on every machine.
extension ImageComparison {
  /// The diff panel's colours.
  public enum DiffColor {
    /// A pixel beyond the tolerance (counted).
    public static let differs = RGBA(228, 0, 0)
    /// A pixel beyond the pixel rule taken for anti-aliasing (ignored).
    public static let antiAliased = RGBA(255, 190, 0)
    /// A pixel that is not identical but within the pixel rule.
    public static let tolerated = RGBA(70, 140, 255)
    /// A pixel that only one image has.
    public static let outside = RGBA(200, 0, 200)
  }

  /// The three-panel diff image, painted with ``DiffImageOptions/legible``.
  public func diffImage() -> Bitmap {
    diffImage(layout: .threePanels, options: .legible)
  }

  /// A diff image in either layout. With ``DiffImageLayout/singlePanel`` it is exactly the
  /// `output` that pixelmatch writes for the same images, tolerance and options (a canvas the
  /// size of the larger image when the sizes differ, which pixelmatch refuses); with
  /// ``DiffImageLayout/threePanels`` the middle panel shows that same image, magnified.
  ///
  /// - Precondition: `options.problem == nil`.
  public func diffImage(layout: DiffImageLayout, options: DiffImageOptions = DiffImageOptions()) -> Bitmap {
    precondition(options.problem == nil, options.problem ?? "")
    let panel = diffPanel(options: options)
    switch layout {
    case .singlePanel: return panel.bitmap
    case .threePanels:
      return threePanelImage(
        differences: panel.bitmap, painted: (panel.plainDifferences, panel.darkerDifferences), options: options)
    }
  }

  private func threePanelImage(
    differences: Bitmap, painted: (plain: Int, darker: Int), options: DiffImageOptions
  ) -> Bitmap {
    let layout = ThreePanelLayout(canvas: canvas)
    var painter = Painter(width: layout.totalWidth, height: layout.totalHeight, fill: .white)
    let textColor = RGBA(40, 40, 40)

    // Header: one label per panel, and the legend under the middle one.
    let report = self.report
    let labels = ["EXPECTED \(report.expectedSize)", verdictLabel(report), "ACTUAL \(report.actualSize)"]
    for (panel, label) in labels.enumerated() {
      painter.drawText(
        label, x: layout.panelX(panel), y: layout.margin, scale: layout.labelScale, color: textColor,
        maxWidth: layout.slotWidth)
    }
    if layout.magnification > 1 {
      painter.drawText(
        "SHOWN \(layout.magnification)×", x: layout.panelX(0), y: layout.legendY, scale: layout.labelScale,
        color: RGBA(120, 120, 120), maxWidth: layout.slotWidth)
    }
    let legend = legendEntries(painted: painted, options: options)
    var legendX = layout.panelX(1)
    let legendEnd = layout.panelX(1) + layout.slotWidth
    for (color, name) in legend {
      let swatch = PixelFont.glyphHeight * layout.labelScale
      guard legendX + swatch <= legendEnd else { break }
      painter.fill(x: legendX, y: layout.legendY, width: swatch, height: swatch, color: color)
      legendX += swatch + 2 * layout.labelScale
      legendX += painter.drawText(
        name, x: legendX, y: layout.legendY, scale: layout.labelScale, color: textColor, maxWidth: legendEnd - legendX)
      legendX += 4 * layout.labelScale
    }

    // Panels.
    // The differences panel is composited like the images, so a mask's transparent background
    // shows as the checkerboard.
    drawImagePanel(expected, into: &painter, layout: layout, panel: 0)
    drawImagePanel(differences, into: &painter, layout: layout, panel: 1)
    drawImagePanel(actual, into: &painter, layout: layout, panel: 2)
    for panel in 0..<3 {
      painter.frame(
        x: layout.panelX(panel) - 1, y: layout.panelY - 1, width: layout.panelWidth + 2, height: layout.panelHeight + 2,
        color: RGBA(190, 190, 190))
    }

    // The region of the differences, on all three panels. It runs just outside the region, where
    // anti-aliasing or tolerated pixels may lie: those stay visible, the frame skips them.
    if let region = report.differingRegion, region.width * region.height < canvas.width * canvas.height {
      let m = layout.magnification
      let pad = 2
      for panel in 0..<3 {
        let x0 = layout.panelX(panel)
        painter.frame(
          x: x0 + region.x * m - pad - 1, y: layout.panelY + region.y * m - pad - 1,
          width: region.width * m + 2 * pad + 2, height: region.height * m + 2 * pad + 2,
          color: options.differenceColor, dashed: panel != 1,
          clip: (x0, layout.panelY, layout.panelWidth, layout.panelHeight)
        ) { px, py in
          marks[((py - layout.panelY) / m) * canvas.width + (px - x0) / m] != .same
        }
      }
    }
    return painter.bitmap
  }

  /// The middle panel's label: identical, a size mismatch, passing within the tolerance, or
  /// how many pixels differ.
  private func verdictLabel(_ report: DiffReport) -> String {
    if report.isIdentical { return "IDENTICAL" }
    if !report.sizesMatch { return "SIZE MISMATCH: \(report.differingPixels) PX DIFFER" }
    if report.passed {
      let tolerated = report.toleratedPixels + report.antiAliasedPixels
      return "PASSES: \(report.differingPixels) PX DIFFER, \(tolerated) TOLERATED"
    }
    return "\(report.differingPixels) PX DIFFER (\(percent(report.differingRatio)))"
  }

  /// The legend's colours and names: one for each kind of mark the diff image shows.
  private func legendEntries(painted: (plain: Int, darker: Int), options: DiffImageOptions) -> [(RGBA, String)] {
    let present = Set(marks)
    var legend: [(RGBA, String)] = []
    if painted.plain > 0 { legend.append((options.differenceColor, "DIFFER")) }
    if let darker = options.darkerDifferenceColor, painted.darker > 0 { legend.append((darker, "DARKER")) }
    if present.contains(.antiAliased) && !options.differencesOnly {
      legend.append((options.antiAliasingColor, "ANTI-ALIASING"))
    }
    if let tolerated = options.toleratedColor, present.contains(.tolerated), !options.differencesOnly {
      legend.append((tolerated, "TOLERATED"))
    }
    if present.contains(.outside) { legend.append((options.oneImageOnlyColor, "ONE IMAGE ONLY")) }
    return legend
  }

  private func drawImagePanel(_ image: Bitmap, into painter: inout Painter, layout: ThreePanelLayout, panel: Int) {
    let m = layout.magnification
    let originX = layout.panelX(panel)
    image.rgba.withUnsafeBufferPointer { pixels in
      for py in 0..<layout.panelHeight {
        let y = py / m
        for px in 0..<layout.panelWidth {
          let x = px / m
          let outX = originX + px
          let outY = layout.panelY + py
          guard x < image.width, y < image.height else {
            // Hatched: this image has no pixel here.
            let stripe = ((px + py) / 4) % 2 == 0
            painter.set(outX, outY, stripe ? RGBA(238, 200, 238) : .white)
            continue
          }
          let offset = (y * image.width + x) * 4
          let alpha = Int(pixels[offset + 3])
          let checker = ((px / 8) + (py / 8)) % 2 == 0 ? 255 : 214
          func over(_ value: UInt8) -> UInt8 { UInt8((Int(value) * alpha + checker * (255 - alpha) + 127) / 255) }
          painter.set(outX, outY, RGBA(over(pixels[offset]), over(pixels[offset + 1]), over(pixels[offset + 2])))
        }
      }
    }
  }
}

/// Where everything goes in the three-panel diff image.
struct ThreePanelLayout {
  let magnification: Int
  let panelWidth: Int
  let panelHeight: Int
  /// A panel's slot: at least wide enough for its label.
  let slotWidth: Int
  let labelScale: Int
  let margin = 8
  let gap = 12

  init(canvas: PixelSize) {
    // Small images are magnified so that each of their pixels stays visible (at most 16×).
    magnification = max(1, min(16, 240 / max(canvas.width, canvas.height)))
    panelWidth = canvas.width * magnification
    panelHeight = canvas.height * magnification
    // Labels grow with the panels, so they stay legible when a large diff is viewed whole.
    labelScale = panelWidth >= 400 ? max(2, min(4, panelWidth / 480)) : 1
    slotWidth = max(panelWidth, 150 * labelScale)
  }

  var lineHeight: Int { PixelFont.glyphHeight * labelScale }
  var legendY: Int { margin + lineHeight + 4 * labelScale }
  var panelY: Int { legendY + lineHeight + 8 }
  func panelX(_ panel: Int) -> Int { margin + panel * (slotWidth + gap) }
  var totalWidth: Int { 2 * margin + 3 * slotWidth + 2 * gap }
  var totalHeight: Int { panelY + panelHeight + margin }
}

/// Plain pixel drawing into an opaque RGBA buffer.
struct Painter {
  let width: Int
  let height: Int
  var pixels: [UInt8]

  init(width: Int, height: Int, fill: RGBA) {
    self.width = width
    self.height = height
    pixels = Bitmap(width: width, height: height, filledWith: fill).rgba
  }

  var bitmap: Bitmap { Bitmap(width: width, height: height, rgba: pixels) }

  mutating func set(_ x: Int, _ y: Int, _ color: RGBA) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    let offset = (y * width + x) * 4
    pixels[offset] = color.red
    pixels[offset + 1] = color.green
    pixels[offset + 2] = color.blue
    pixels[offset + 3] = color.alpha
  }

  mutating func fill(x: Int, y: Int, width: Int, height: Int, color: RGBA) {
    for row in y..<(y + height) {
      for column in x..<(x + width) { set(column, row, color) }
    }
  }

  /// A one-pixel outline, optionally dashed, clipped to a rectangle, and leaving out the pixels
  /// that `keeps` says must stay as they are (asked only inside the clip).
  mutating func frame(
    x: Int, y: Int, width: Int, height: Int, color: RGBA, dashed: Bool = false,
    clip: (x: Int, y: Int, width: Int, height: Int)? = nil, keeps: (Int, Int) -> Bool = { _, _ in false }
  ) {
    func plot(_ px: Int, _ py: Int, _ step: Int) {
      if dashed && (step / 3) % 2 == 1 { return }
      if let clip, px < clip.x || py < clip.y || px >= clip.x + clip.width || py >= clip.y + clip.height { return }
      if keeps(px, py) { return }
      set(px, py, color)
    }
    for step in 0..<width {
      plot(x + step, y, step)
      plot(x + step, y + height - 1, step)
    }
    for step in 0..<height {
      plot(x, y + step, step)
      plot(x + width - 1, y + step, step)
    }
  }

  /// Draws `text` with the bitmap font; returns the width drawn. Characters that would pass
  /// `maxWidth` are left out.
  @discardableResult
  mutating func drawText(_ text: String, x: Int, y: Int, scale: Int, color: RGBA, maxWidth: Int) -> Int {
    var cursor = x
    for character in text {
      guard cursor + PixelFont.glyphWidth * scale - x <= maxWidth else { break }
      let rows = PixelFont.rows(for: character)
      for (row, bits) in rows.enumerated() {
        for column in 0..<PixelFont.glyphWidth where bits & (0x10 >> UInt8(column)) != 0 {
          fill(x: cursor + column * scale, y: y + row * scale, width: scale, height: scale, color: color)
        }
      }
      cursor += PixelFont.advance * scale
    }
    return max(0, cursor - x - scale)
  }
}
