import Synchronization

/// The memory of one ``RasterImage``: one 16-byte-aligned allocation that never moves, freed
/// with the last image that shares it.
///
/// A class so that copies of an image share their pixels (a display list shows one decoded
/// file in many cells without copying it) and so that a C library may keep the address for as
/// long as it holds the image (Cairo draws from a decoded image's memory and into a rendered
/// image's memory in place).
///
/// `@unchecked Sendable`: the bytes are written only before an image over them is shared — by
/// its initializer, or by ``RasterImage/drawing(width:height:bytesPerRow:reusing:_:)`` when this
/// object is known to be uniquely referenced — and only read afterwards. The opacity is an
/// atomic cache, written by whichever reader asks first.
final class PixelStorage: @unchecked Sendable {
  /// ``opacity`` before anyone has looked.
  static let unknown: UInt8 = 0
  /// ``opacity`` of pixels that are all opaque.
  static let opaque: UInt8 = 1
  /// ``opacity`` of pixels of which one at least is not opaque.
  static let translucent: UInt8 = 2

  /// The first byte (a pointer, never nil: the memory is handed to C as it is).
  let base: UnsafeMutableRawPointer
  /// The number of bytes.
  let count: Int
  /// ``unknown``, ``opaque`` or ``translucent``.
  let opacity = Atomic<UInt8>(PixelStorage.unknown)

  /// `byteCount` bytes, uninitialised: the caller writes them all before it reads any.
  init(byteCount: Int) {
    base = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16)
    count = byteCount
  }

  deinit {
    base.deallocate()
  }

  /// All the bytes.
  var bytes: UnsafeMutableRawBufferPointer { UnsafeMutableRawBufferPointer(start: base, count: count) }
}
