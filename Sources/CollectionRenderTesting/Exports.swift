// One `import CollectionRenderTesting` gives a test everything its assertions name: tolerances
// and bitmaps (ImageDiff), devices, record modes and outcomes (Snapshots), and the traits a
// strategy renders with (SceneModel's `Traits`).
@_exported import ImageDiff
@_exported import SceneModel
@_exported import Snapshots
