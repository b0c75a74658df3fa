extension Duration {
  /// The duration in seconds, as a Double (the stage times of frames, in this package's modules).
  package var seconds: Double {
    let (whole, fraction) = components
    return Double(whole) + Double(fraction) / 1e18
  }
}
