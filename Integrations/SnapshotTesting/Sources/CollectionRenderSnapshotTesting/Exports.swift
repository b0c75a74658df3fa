// One `import CollectionRenderSnapshotTesting` gives a test swift-snapshot-testing's
// `assertSnapshot`, `withSnapshotTesting` and record modes, and everything the strategies name:
// scenes and traits (CollectionRender re-exports every stage), devices and diff styles
// (Snapshots), tolerances (ImageDiff).
//
// CollectionRenderTesting is deliberately not re-exported: its own `assertSnapshot` and
// `.snapshots(record:)` trait would collide with swift-snapshot-testing's in a test file.
@_exported import CollectionRender
@_exported import ImageDiff
@_exported import SnapshotTesting
@_exported import Snapshots
