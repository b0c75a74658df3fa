import CairoBackend
import CollectionRender
import Foundation
import Testing

/// Renders every frame of `batch` with one job and with two, and expects the same PNG bytes
/// for each frame: frames render from the recorded answers on any number of threads.
func expectSameFramesWhateverTheJobs(_ batch: FrameBatch, sourceLocation: SourceLocation = #_sourceLocation) throws {
  var folders: [String] = []
  defer { for folder in folders { try? FileManager.default.removeItem(atPath: folder) } }
  for jobs in [1, 2] {
    let folder = NSTemporaryDirectory() + "uikit-frames-\(jobs)-\(UUID().uuidString)"
    folders.append(folder)
    _ = try FrameBatchRunner(batch: batch, png: PNGOptions(), pattern: .standard)
      .run(.init(jobs: jobs, frames: 0..<batch.frames.count, directory: folder))
  }
  let names = try FileManager.default.contentsOfDirectory(atPath: folders[0]).filter { $0.hasSuffix(".png") }.sorted()
  #expect(names.count == batch.frames.count, sourceLocation: sourceLocation)
  for name in names {
    let one = FileManager.default.contents(atPath: folders[0] + "/" + name)
    let two = FileManager.default.contents(atPath: folders[1] + "/" + name)
    #expect(one != nil && one == two, "\(name)", sourceLocation: sourceLocation)
  }
}
