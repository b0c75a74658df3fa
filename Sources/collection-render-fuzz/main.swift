import CairoBackend
import DisplayList
import Foundation
import SceneFile

// A deterministic mutation fuzzer for the scene decoder and the image readers (PNG and JPEG
// decoding, image headers). Each input is a mutation of a seed file (the repository's sample
// scenes, PNG and JPEG fixtures, and the bad-input corpus) made by a generator seeded with the
// run's seed and the input's index alone, so any input can be made again: a crash at input K
// reproduces with `--seed S --from K --inputs 1`. Errors are the expected outcome; a trap, an
// abort or a signal ends the process, and the script running this reports it.
//
// Usage: collection-render-fuzz [--inputs N] [--seed S] [--from K] [--quiet] [seed folders…]
// (run through scripts/fuzz)

/// SplitMix64: small, fast, and the same on every machine.
struct Generator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }
}

/// Text that often breaks parsers and range checks.
let interesting: [String] = [
  "1e999", "-1e999", "1e308", "-0", "0", "-1", "2147483648", "9007199254740993", "1e-320", "18446744073709551616",
  "NaN", "null", "true", "\"\"", "[]", "{}", "[[[[[[[[", "{\"a\":{\"a\":{\"a\":", "\"\\u0000\"", "\"\\ud800\"",
  "\"\\u001b[31m\"", "\"\\n\"", "10000000", "99999999999", "0.5", "\"flow\"", "\"circle\"", "\"waterfall\"",
  "\"line\"", "\"images/none.png\"", "\"/dev/zero\"", "\"scene.json\"", "{\"itemCount\": 3000000}",
  "{\"type\": \"scroll\", \"frames\": 1e12}", "\"" + String(repeating: "\u{301}", count: 64) + "\"",
]

func mutate(_ seed: [UInt8], _ generator: inout Generator, pool: [[UInt8]]) -> [UInt8] {
  var bytes = seed
  for _ in 0..<(1 + generator.below(6)) {
    switch generator.below(9) {
    case 0 where !bytes.isEmpty:  // flip a bit
      let index = generator.below(bytes.count)
      bytes[index] ^= UInt8(1 << generator.below(8))
    case 1 where !bytes.isEmpty:  // set a byte to an edge value
      bytes[generator.below(bytes.count)] = [0, 0xFF, 0x7F, 0x80, 0x22, 0x5C, 0x0A, 0x7B][generator.below(8)]
    case 2 where !bytes.isEmpty:  // delete a run
      let start = generator.below(bytes.count)
      bytes.removeSubrange(start..<min(bytes.count, start + 1 + generator.below(16)))
    case 3:  // insert interesting text
      let text = Array(interesting[generator.below(interesting.count)].utf8)
      bytes.insert(contentsOf: text, at: generator.below(bytes.count + 1))
    case 4 where !bytes.isEmpty:  // replace a number with interesting text
      let start = generator.below(bytes.count)
      if let digit = bytes[start...].firstIndex(where: { (0x30...0x39).contains($0) }) {
        var end = digit
        while end < bytes.count, (0x30...0x39).contains(bytes[end]) || bytes[end] == 0x2E { end += 1 }
        bytes.replaceSubrange(digit..<end, with: Array(interesting[generator.below(interesting.count)].utf8))
      }
    case 5 where !bytes.isEmpty:  // duplicate a block
      let start = generator.below(bytes.count)
      let block = Array(bytes[start..<min(bytes.count, start + 1 + generator.below(64))])
      bytes.insert(contentsOf: block, at: generator.below(bytes.count + 1))
    case 6 where !bytes.isEmpty:  // truncate
      bytes.removeSubrange(generator.below(bytes.count)...)
    case 7:  // splice another seed
      let other = pool[generator.below(pool.count)]
      if !other.isEmpty, !bytes.isEmpty {
        let cut = generator.below(bytes.count)
        let from = generator.below(other.count)
        bytes = Array(bytes[..<cut]) + Array(other[from...])
      }
    default:  // overwrite 4 bytes with a big-endian edge value (PNG sizes, lengths)
      if bytes.count >= 4 {
        let start = generator.below(bytes.count - 3)
        let value: UInt32 = [0, 1, 0x7FFF_FFFF, 0xFFFF_FFFF, 32_768, 100_000, 0x8000_0000][generator.below(7)]
        for offset in 0..<4 { bytes[start + offset] = UInt8(truncatingIfNeeded: value >> (24 - 8 * offset)) }
      }
    }
  }
  return bytes
}

func exercise(_ bytes: [UInt8]) {
  if ImageCodec.format(of: bytes) != nil {
    _ = try? ImageHeader(bytes)
    _ = try? ImageCodec.decode(bytes)
    return
  }
  let noDataset = { (path: String) throws(SceneError) -> (bytes: [UInt8], file: String) in
    throw SceneError(kind: .unreadable, file: path, location: nil, reason: "no datasets while fuzzing")
  }
  _ = try? SceneDecoder.decodeDocument(bytes, file: "fuzz.json", loadDataset: noDataset)
  _ = try? SceneDecoder.decodeDataset(bytes, file: "fuzz-data.json")
}

var inputs = 100_000
var seed: UInt64 = 1
var from = 0
var quiet = false
var folders: [String] = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--inputs": inputs = Int(arguments.next() ?? "") ?? inputs
  case "--seed": seed = UInt64(arguments.next() ?? "") ?? seed
  case "--from": from = Int(arguments.next() ?? "") ?? from
  case "--quiet": quiet = true
  default: folders.append(argument)
  }
}
if folders.isEmpty {
  folders = ["samples", "Tests/CairoBackendTests/Fixtures", "Tests/CLITests/BadInputs"]
}

var seeds: [[UInt8]] = []
for folder in folders {
  let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
  for file in files where [".json", ".png", ".jpg", ".data"].contains(where: file.hasSuffix) {
    if let data = FileManager.default.contents(atPath: folder + "/" + file), data.count <= 64 * 1024 {
      seeds.append([UInt8](data))
    }
  }
}
guard !seeds.isEmpty else {
  FileHandle.standardError.write(Data("collection-render-fuzz: error: no seed files in \(folders)\n".utf8))
  exit(66)
}

let start = Date()
for index in from..<(from + inputs) {
  var generator = Generator(state: seed &* 0x1000_0000_01B3 ^ UInt64(index))
  let bytes = mutate(seeds[generator.below(seeds.count)], &generator, pool: seeds)
  exercise(bytes)
  if !quiet, (index - from + 1) % 10_000 == 0 {
    print("collection-render-fuzz: \(index - from + 1) inputs, \(Int(Date().timeIntervalSince(start))) s")
  }
}
print(
  "collection-render-fuzz: \(inputs) inputs (seed \(seed), from \(from), \(seeds.count) seed files) without a crash "
    + "in \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
