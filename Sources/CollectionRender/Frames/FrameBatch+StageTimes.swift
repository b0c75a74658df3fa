/// Time a batch spent in each stage of drawing its frames, in seconds (summed over threads).
extension FrameBatch {
  /// Time spent in each stage, in seconds.
  public struct StageTimes: Sendable, Hashable {
    public var layout = 0.0
    public var compose = 0.0
    public var draw = 0.0
    public var encode = 0.0
    public var write = 0.0

    public init() {}

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
