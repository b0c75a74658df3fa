/// Time a batch spent in each stage of drawing its frames, in seconds (summed over threads).
extension FrameBatch {
  /// Time spent in each stage, in seconds.
  public struct StageTimes: Sendable, Hashable {
    /// Querying the prepared layouts for each frame's elements, and checking the frame's budgets.
    public var layout = 0.0
    /// Composing the elements into display lists.
    public var compose = 0.0
    /// Drawing the display lists into pixels.
    public var draw = 0.0
    /// Encoding the pixels as PNG.
    public var encode = 0.0
    /// Writing the PNG files (atomically).
    public var write = 0.0

    /// Zero time in every stage.
    public init() {}

    /// The times of `a` and `b` added stage by stage (to sum the threads' times).
    public static func + (a: StageTimes, b: StageTimes) -> StageTimes {
      var sum = a
      sum.layout += b.layout
      sum.compose += b.compose
      sum.draw += b.draw
      sum.encode += b.encode
      sum.write += b.write
      return sum
    }
  }
}
