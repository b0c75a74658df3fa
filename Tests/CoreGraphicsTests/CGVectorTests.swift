import CoreGraphics
import Foundation
import Testing

@Suite struct CGVectorTests {
  @Test func initializersAndZero() {
    #expect(CGVector() == .zero)
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
    let fromCGFloat = CGVector(dx: CGFloat(1.5), dy: CGFloat(-2))
    #expect(fromCGFloat.dx == 1.5 && fromCGFloat.dy == -2)
  }

  @Test func equalityHashingAndDescription() {
    #expect(CGVector(dx: 1, dy: 2) != CGVector(dx: 2, dy: 1))
    #expect(Set([CGVector(dx: 1, dy: 2), CGVector(dx: 1, dy: 2), .zero]).count == 2)
    #expect(CGVector(dx: 1, dy: 2).debugDescription == "(1.0, 2.0)")
  }

  @Test func codesAsAnArrayOfTwoNumbers() throws {
    let vector = CGVector(dx: 3, dy: -0.5)
    let json = String(decoding: try JSONEncoder().encode(vector), as: UTF8.self)
    #expect(json == "[3,-0.5]")
    #expect(try JSONDecoder().decode(CGVector.self, from: Data(json.utf8)) == vector)
  }
}
