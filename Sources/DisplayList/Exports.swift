// A display list's nodes are described with the shared appearance values (colours, fonts, text
// placement, decoded images): whoever imports DisplayList can name them.
@_exported import Appearance
