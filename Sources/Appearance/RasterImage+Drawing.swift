/// Images whose pixels a renderer writes in place: no copy between drawing and the image.
extension RasterImage {
  /// An image whose `bytesPerRow * height` bytes `draw` writes from the address it is given —
  /// every one of them: the memory is uninitialised, or holds an earlier image. `previous`, when
  /// it is the only holder of its memory and that memory has this image's size, lends it (a
  /// renderer drawing frame after frame allocates once); otherwise new memory is allocated.
  /// `previous` is nil afterwards. If `draw` throws, no image is made and the memory is freed.
  package static func drawing<E: Error>(
    width: Int, height: Int, bytesPerRow: Int, reusing previous: inout RasterImage?,
    _ draw: (UnsafeMutableRawPointer) throws(E) -> Void
  ) throws(E) -> RasterImage {
    checkShape(width: width, height: height, bytesPerRow: bytesPerRow)
    let count = bytesPerRow * height
    var storage = previous?.storage
    previous = nil
    if storage?.count != count || !isKnownUniquelyReferenced(&storage) { storage = nil }
    let memory = storage ?? PixelStorage(byteCount: count)
    // Reused memory no longer shows what its opacity was found for.
    memory.opacity.store(PixelStorage.unknown, ordering: .relaxed)
    try draw(memory.base)
    return RasterImage(width: width, height: height, bytesPerRow: bytesPerRow, storage: memory, jpegData: nil)
  }

  /// ``drawing(width:height:bytesPerRow:reusing:_:)`` into new memory.
  package static func drawing<E: Error>(
    width: Int, height: Int, bytesPerRow: Int, _ draw: (UnsafeMutableRawPointer) throws(E) -> Void
  ) throws(E) -> RasterImage {
    var none: RasterImage?
    return try drawing(width: width, height: height, bytesPerRow: bytesPerRow, reusing: &none, draw)
  }
}
