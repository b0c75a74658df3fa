// The renderer's images (`RasterImage`: what it draws into, what the PNG encoder writes) live in
// Appearance, beside the decoded images a display list draws, since they are one type: whoever
// imports CairoBackend can name them, as before the two types were merged.
@_exported import Appearance
