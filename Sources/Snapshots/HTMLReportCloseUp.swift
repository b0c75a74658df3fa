import Foundation
import ImageDiff

extension HTMLReport {
  /// The part of the images around a changed region, and how much it is enlarged: the region
  /// with a margin, scaled up by the largest whole factor (at most 8) that keeps it within 320 ×
  /// 320 pixels (three side by side fit a laptop's window), when the part fits there unscaled; `nil` for
  /// regions too large to gain from a close-up (the images show them already).
  public struct CloseUp: Sendable, Hashable {
    /// The part of the image shown, in image pixels.
    public var crop: PixelRect
    /// The whole factor it is enlarged by.
    public var scale: Int

    /// The close-up of `region` in an image of `size`.
    public init?(region: PixelRect, in size: PixelSize) {
      let margin = max(8, max(region.width, region.height) / 4)
      let x = max(0, region.x - margin)
      let y = max(0, region.y - margin)
      let crop = PixelRect(
        x: x, y: y, width: min(size.width, region.x + region.width + margin) - x,
        height: min(size.height, region.y + region.height + margin) - y)
      guard crop.width > 0, crop.height > 0, crop.width <= 320, crop.height <= 320 else { return nil }
      self.crop = crop
      scale = max(1, min(8, 320 / max(crop.width, crop.height)))
    }
  }

  /// The close-ups of the changed region in the expected, actual and diff images, side by side.
  func closeUps(_ entry: Entry, index: Int, sources: ImageSources) -> String {
    guard let image = entry.image, image.sizesMatch, let region = image.differingRegion,
      let closeUp = CloseUp(region: region, in: image.expectedSize)
    else { return "" }
    var html = """
      <div class="close-ups"><p class="close-up-title">changed region \(region), \(closeUp.scale)× \
      close up</p>
      """
    for (label, png) in entry.images {
      let attributes = sources.attributes(index: index, name: entry.name, label: label, png: png, first: false)
      let crop = closeUp.crop
      let scale = closeUp.scale
      html += """
        <figure class="close-up"><figcaption>\(label)</figcaption><div class="crop" \
        style="width:\(crop.width * scale)px;height:\(crop.height * scale)px"><img alt="\(label) close up" \
        style="width:\(image.expectedSize.width * scale)px;height:\(image.expectedSize.height * scale)px;\
        left:-\(crop.x * scale)px;top:-\(crop.y * scale)px" \(attributes)></div></figure>
        """
    }
    return html + "</div>\n"
  }
}
