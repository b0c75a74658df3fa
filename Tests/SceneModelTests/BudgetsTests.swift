import Foundation
import SceneModel
import Testing

@Suite struct BudgetsTests {
  @Test func ordinaryLabelsPass() {
    let budgets = Budgets()
    for label in ["", "Item 12", "Ünïcödé ✓", "👩‍👩‍👧‍👦 family", "e\u{301}", String(repeating: "x", count: 10_000)] {
      #expect(budgets.labelProblem(label) == nil, "\(label.prefix(20))")
    }
  }

  @Test func longLabelsAndStackedMarksAreRefused() throws {
    let budgets = Budgets()
    let long = try #require(budgets.labelProblem(String(repeating: "x", count: 10_001)))
    #expect(long.contains("more than 10000 characters") && long.contains("labelCharacters"))
    let stacked = try #require(budgets.labelProblem("a" + String(repeating: "\u{301}", count: 33)))
    #expect(stacked.contains("more than 32 Unicode scalars") && stacked.contains("characterScalars"))
  }

  @Test func checkingAHostileLabelIsFast() {
    let budgets = Budgets()
    let start = Date()
    #expect(budgets.labelProblem("a" + String(repeating: "\u{301}", count: 100_000)) != nil)
    #expect(budgets.labelProblem(String(repeating: "y", count: 1_000_000)) != nil)
    #expect(Date().timeIntervalSince(start) < 2)
  }

  @Test func raisedBudgetsAllowMore() {
    var budgets = Budgets()
    budgets.labelCharacters = 20_000
    budgets.characterScalars = 64
    #expect(budgets.labelProblem(String(repeating: "x", count: 15_000)) == nil)
    #expect(budgets.labelProblem("a" + String(repeating: "\u{301}", count: 40)) == nil)
  }
}
