import DisplayList

#if canImport(Glibc)
  import Glibc
#endif

/// The calling thread's measuring layout, and the sizes it has measured. Composing a frame
/// measures every visible label again — a list's rows measure their text and secondary text for
/// each frame, and self-sizing measures every row — so a size measured before is a dictionary
/// look-up, and a new one reuses the thread's Pango layout instead of making a context, a
/// layout and font descriptions for every call.
///
/// Per thread because Pango's font map is (``TextLayout``); sizes do not depend on the thread,
/// so results are the same whichever thread measures. At most ``capacity`` sizes are kept; past
/// it the table starts again empty (a frame's labels are measured again at worst once).
final class ThreadTextMeasurer {
  /// What a size depends on: the text, the font, and the wrapping (a width of −1: one line).
  struct Key: Hashable {
    var text: String
    var font: FontDescription
    var width: Double
    var maximumLines: Int
  }

  static let capacity = 8_192
  private let layout = TextLayout()
  private var sizes: [Key: (width: Double, height: Double)] = [:]
  private var baselines: [Key: Double] = [:]
  /// The user font registrations (``FontFolders``) the sizes were measured under.
  private var fontGeneration = FontFolders.generation

  /// Forgets what was measured when fonts were registered since: a family may now resolve to
  /// another face (the thread's font map reloads as the next layout is made or measured).
  private func checkFonts() {
    let generation = FontFolders.generation
    guard generation != fontGeneration else { return }
    _ = FontFolders.currentFontMap()
    layout.fontMapChanged()
    sizes.removeAll()
    baselines.removeAll()
    fontGeneration = generation
  }

  /// The distance from the top of `text` set on one line in `font` to its first baseline.
  func firstBaseline(of text: String, font: FontDescription) -> Double {
    checkFonts()
    let key = Key(text: text, font: font, width: -1, maximumLines: 0)
    if let baseline = baselines[key] { return baseline }
    return measureOneLine(text, font: font, key: key).baseline
  }

  /// Lays `text` out on one line once and keeps both its size and its baseline: a value cell asks
  /// for both of each of its texts.
  private func measureOneLine(_ text: String, font: FontDescription, key: Key) -> (
    width: Double, height: Double, baseline: Double
  ) {
    let measured = layout.oneLine(text, font: font)
    if sizes.count >= Self.capacity { sizes.removeAll(keepingCapacity: true) }
    if baselines.count >= Self.capacity { baselines.removeAll(keepingCapacity: true) }
    sizes[key] = (measured.width, measured.height)
    baselines[key] = measured.baseline
    return measured
  }

  /// The logical size of `text` in `font` on one line (`width` nil) or wrapped at `width` with
  /// at most `maximumLines` lines.
  func size(of text: String, font: FontDescription, width: Double?, maximumLines: Int) -> (
    width: Double, height: Double
  ) {
    checkFonts()
    let key = Key(text: text, font: font, width: width ?? -1, maximumLines: width == nil ? 0 : maximumLines)
    if let size = sizes[key] { return size }
    guard let width else {
      let measured = measureOneLine(text, font: font, key: key)
      return (measured.width, measured.height)
    }
    let size = layout.wrappedSize(of: text, font: font, width: width, maximumLines: maximumLines)
    if sizes.count >= Self.capacity { sizes.removeAll(keepingCapacity: true) }
    sizes[key] = size
    return size
  }

  /// The faces `text` set in `font` is drawn in (``FontsInUse``).
  func faces(of text: String, font: FontDescription) -> Set<FontFace> {
    checkFonts()
    return layout.faces(of: text, font: font)
  }

  /// This thread's measurer, made on first use and released when the thread ends.
  static var current: ThreadTextMeasurer {
    if let stored = pthread_getspecific(key) {
      return Unmanaged<ThreadTextMeasurer>.fromOpaque(stored).takeUnretainedValue()
    }
    let measurer = ThreadTextMeasurer()
    pthread_setspecific(key, Unmanaged.passRetained(measurer).toOpaque())
    return measurer
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { stored in
      guard let stored else { return }
      Unmanaged<ThreadTextMeasurer>.fromOpaque(stored).release()
    }
    return key
  }()
}
