// The `--json` reports are values of the shared ordered JSON type (`JSONText`, with its writer):
// importing Snapshots (or CollectionRenderTesting, which re-exports it) gives them.
@_exported import OrderedJSON
