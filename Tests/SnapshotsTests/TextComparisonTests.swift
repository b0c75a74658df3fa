import Snapshots
import Testing

@Suite("Comparing text")
struct TextComparisonTests {
  @Test("Changed lines show with their numbers on each side")
  func excerpt() {
    let comparison = TextComparison(expected: "a\nb\nc\nd\n", actual: "a\nB\nc\nd\ne\n")
    #expect(!comparison.matches)
    #expect(comparison.excerpt == ["- 2: b", "+ 2: B", "+ 5: e"])
    #expect(comparison.summary == "1 line removed, 2 added")
  }

  @Test("An inserted element shifts nothing else")
  func insertion() {
    let lines = (0..<50).map { "element \($0)" }
    var changed = lines
    changed.insert("element new", at: 20)
    let comparison = TextComparison(expected: lines.joined(separator: "\n"), actual: changed.joined(separator: "\n"))
    #expect(comparison.excerpt == ["+ 21: element new"])
  }

  @Test("Numbers within the tolerance are equal; text around them must be equal")
  func numericTolerance() {
    let within = TextComparison(
      expected: "x: 1.0000001, item2: 3", actual: "x: 1.0000002, item2: 3", numericTolerance: 1e-6)
    #expect(within.matches && !within.identical)
    #expect(within.summary == "equal text, numbers within 1e-06")
    #expect(!TextComparison(expected: "x: 1.00001", actual: "x: 1.00002", numericTolerance: 1e-6).matches)
    #expect(
      !TextComparison(expected: "item2", actual: "item3", numericTolerance: 10).matches, "digits in words are text")
    #expect(
      TextComparison(expected: "[-0.21690426072245828,1e-7]", actual: "[-0.2169042607224583,0]", numericTolerance: 1e-6)
        .matches)
    #expect(!TextComparison(expected: "a 1", actual: "b 1", numericTolerance: 1e-6).matches)
  }
}
