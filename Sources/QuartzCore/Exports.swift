// A file that writes `import QuartzCore` on iOS sees CoreGraphics' types too.
@_exported import CoreGraphics
