import DisplayList
import Testing

/// The one pixel rule every stage checks sizes against.
@Suite struct PixelBudgetTests {
  @Test func withinTheBudget() {
    #expect(PixelBudget.problem(width: 390, height: 844, scale: 3) == nil)
    #expect(PixelBudget.problem(width: 32_767, height: 1, scale: 1) == nil)
    #expect(PixelBudget.problem(width: 10_000, height: 10_000, scale: 1) == nil)  // exactly 100 MP
  }

  @Test("A side over 32767, over 100 megapixels, or non-finite is too large; under a pixel is empty")
  func outside() {
    #expect(PixelBudget.problem(width: 32_768, height: 1, scale: 1) == .tooLarge(width: 32_768, height: 1))
    #expect(PixelBudget.problem(width: 10_001, height: 10_000, scale: 1) == .tooLarge(width: 10_001, height: 10_000))
    #expect(
      PixelBudget.problem(width: 1e300, height: 1e300, scale: 8)
        == .tooLarge(width: 1_000_000_000_000_000, height: 1_000_000_000_000_000))
    #expect(PixelBudget.problem(width: .infinity, height: 10, scale: 1) != nil)
    #expect(PixelBudget.problem(width: 0.2, height: 10, scale: 1) == .empty)
  }

  @Test func theMessageStatesTheBudget() {
    #expect(
      PixelBudget.Problem.tooLarge(width: 40_000, height: 100).description
        == "40000×100 pixels is too large (at most 32767 pixels a side and 100 megapixels)")
  }
}
