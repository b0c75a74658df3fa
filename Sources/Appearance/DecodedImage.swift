/// The earlier name of ``RasterImage`` for decoded files, when decoded and rendered pixels were
/// two types: every member it had, ``RasterImage`` has. It was a class; ``RasterImage`` is a
/// value whose copies share their pixels, so only identity (`===`, `ObjectIdentifier`) is gone.
@available(*, deprecated, renamed: "RasterImage")
public typealias DecodedImage = RasterImage
