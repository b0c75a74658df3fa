/// Where two byte arrays first differ, for failure messages that stay short (printing whole
/// renders would be megabytes).
func firstDifference(_ first: [UInt8], _ second: [UInt8]) -> String? {
  guard first != second else { return nil }
  let common = min(first.count, second.count)
  let index = (0..<common).first { first[$0] != second[$0] } ?? common
  return "sizes \(first.count) and \(second.count), first difference at byte \(index)"
}
