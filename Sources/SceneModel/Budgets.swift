/// How much work one scene may ask for: checked before the work or the allocation each guards,
/// so that any scene file answers within seconds and bounded memory, and a scene over a budget
/// gets one clear error naming the budget instead of exhausting the machine.
///
/// The defaults are generous for real work (a feed of a million items renders); a scene file
/// sets them with its `"limits"` object, e.g. `"limits": {"elements": 5000000}`, which lowers
/// them freely and raises them only as far as its caller allows (the command line allows it with
/// `--allow-scene-limits`; see `SceneLoader.load(path:budgetCeiling:)`). The hard
/// limits that no scene can raise (the size of any output image, the number of frames of a
/// batch) are ``PixelBudget`` and `Timeline.maximumFrames`.
public struct Budgets: Hashable, Sendable {
  /// The most elements (items, headers, footers and other supplementary views) a layout may
  /// prepare: scene key `limits.elements`.
  public var elements: Int
  /// The most elements one image (a render, an overview, a frame) may draw: `limits.visibleElements`.
  public var visibleElements: Int
  /// The most characters (grapheme clusters) in one label, item title or menu action:
  /// `limits.labelCharacters`.
  public var labelCharacters: Int
  /// The most characters of all the labels one image draws together: `limits.textCharacters`.
  /// Text shaping is linear in the text, but a hundred thousand cells with long titles would
  /// still take minutes.
  public var textCharacters: Int
  /// The most Unicode scalars in one character of a label (a letter with its combining marks):
  /// `limits.characterScalars`. Real scripts need a handful; thousands of stacked marks only
  /// make text shaping slow.
  public var characterScalars: Int
  /// The most frames one `frames` batch may have (a timeline's, or a scroll's `--count`):
  /// `limits.frames`. At most `Timeline.maximumFrames`, which no scene can raise.
  public var frames: Int
  /// The most pixels of all the images a scene names, decoded together (each file counted
  /// once): `limits.imagePixels`. One image is at most ``PixelBudget/maximumPixels``.
  public var imagePixels: Int

  /// The defaults, or the given budgets.
  public init(
    elements: Int = Budgets.defaultElements, visibleElements: Int = Budgets.defaultVisibleElements,
    labelCharacters: Int = Budgets.defaultLabelCharacters, textCharacters: Int = Budgets.defaultTextCharacters,
    characterScalars: Int = Budgets.defaultCharacterScalars, frames: Int = Budgets.defaultFrames,
    imagePixels: Int = Budgets.defaultImagePixels
  ) {
    self.elements = elements
    self.visibleElements = visibleElements
    self.labelCharacters = labelCharacters
    self.textCharacters = textCharacters
    self.characterScalars = characterScalars
    self.frames = frames
    self.imagePixels = imagePixels
  }

  /// The default of ``elements``: 2,000,000.
  public static let defaultElements = 2_000_000
  /// The default of ``visibleElements``: 100,000.
  public static let defaultVisibleElements = 100_000
  /// The default of ``labelCharacters``: 10,000.
  public static let defaultLabelCharacters = 10_000
  /// The default of ``textCharacters``: 4,000,000.
  public static let defaultTextCharacters = 4_000_000
  /// The default of ``characterScalars``: 32.
  public static let defaultCharacterScalars = 32
  /// The default of ``frames``: 100,000.
  public static let defaultFrames = 100_000
  /// The default of ``imagePixels``: 250 million.
  public static let defaultImagePixels = 250_000_000

  /// The most any budget may be raised to: beyond it even a raised budget would let a scene
  /// exhaust the memory of an ordinary machine, or overflow counts.
  public static let maximumElements = Limits.maximumItems
  /// The most ``labelCharacters`` may be raised to: 1,000,000.
  public static let maximumLabelCharacters = 1_000_000
  /// The most ``textCharacters`` may be raised to: 1,000,000,000.
  public static let maximumTextCharacters = 1_000_000_000
  /// The most ``characterScalars`` may be raised to: 10,000.
  public static let maximumCharacterScalars = 10_000
  /// The most ``imagePixels`` may be raised to: 4 billion.
  public static let maximumImagePixels = 4_000_000_000
  /// The most ``frames`` may be raised to: 1,000,000.
  public static let maximumFrames = 1_000_000

  /// Why `text`, the label at `field`, cannot be used, or nil when it is within the budgets.
  /// Cheap for ordinary labels: only a label longer than ``characterScalars`` bytes is scanned.
  public func labelProblem(_ text: String) -> String? {
    let bytes = text.utf8.count
    if bytes <= characterScalars && bytes <= labelCharacters { return nil }
    var characters = 0
    for character in text {
      characters += 1
      if characters > labelCharacters {
        return "the label has more than \(labelCharacters) characters (the labelCharacters budget; "
          + "raise it with \"limits\": {\"labelCharacters\": …})"
      }
      if character.unicodeScalars.count > characterScalars {
        return "a character of the label has more than \(characterScalars) Unicode scalars (the characterScalars "
          + "budget; raise it with \"limits\": {\"characterScalars\": …})"
      }
    }
    return nil
  }
}
