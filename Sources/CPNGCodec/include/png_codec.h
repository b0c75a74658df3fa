/* PNG encoding and decoding through libpng, behind plain C functions.
 *
 * Why this target exists: libpng's classic API reports errors by longjmp out of
 * its error callback. A longjmp must never unwind through Swift frames (Swift
 * does not support it: no cleanups run, ownership is corrupted), so every
 * setjmp/longjmp pair lives in png_codec.c and callers only ever see a status
 * code and a message.
 *
 * Memory: buffers returned by these functions are malloc'd; release them with
 * png_codec_buffer_free. On failure nothing is left allocated.
 */
#ifndef PNG_CODEC_H
#define PNG_CODEC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Row filter applied before deflate compression. */
typedef enum png_codec_filter {
  /* No filter: fastest, larger files for photographic content. */
  PNG_CODEC_FILTER_NONE = 0,
  /* Difference to the pixel on the left. */
  PNG_CODEC_FILTER_SUB = 1,
  /* Difference to the pixel above. */
  PNG_CODEC_FILTER_UP = 2,
  /* libpng picks a filter per row from all five (its default; slowest). */
  PNG_CODEC_FILTER_ADAPTIVE = 3,
} png_codec_filter;

/* Outcome of an operation: PNG_CODEC_OK or an error with `message` filled in. */
typedef enum png_codec_status {
  PNG_CODEC_OK = 0,
  /* Arguments out of range (size, stride, level, filter). */
  PNG_CODEC_INVALID_ARGUMENT = 1,
  /* malloc/realloc failed. */
  PNG_CODEC_OUT_OF_MEMORY = 2,
  /* libpng reported an error (corrupt data, unsupported format, ...). */
  PNG_CODEC_LIBPNG_ERROR = 3,
} png_codec_status;

/* A growable byte buffer owned by the caller once returned. */
typedef struct png_codec_buffer {
  uint8_t *data;
  size_t size;
  size_t capacity;
} png_codec_buffer;

/* Room for an error message, always NUL-terminated. */
typedef struct png_codec_message {
  char text[256];
} png_codec_message;

/* Encodes Cairo ARGB32 pixels (premultiplied alpha, one native-endian 32-bit
 * word per pixel: B,G,R,A bytes on little-endian machines) as a PNG.
 *
 * Pixels are un-premultiplied and swizzled row by row into one reusable row
 * buffer. When every pixel is opaque the PNG is colour type RGB (3 bytes per
 * pixel), otherwise RGBA. No time or text chunks are written, so equal pixels
 * and options give equal bytes.
 *
 * `stride` is the distance between rows in bytes (>= 4 * width).
 * `compression_level` is zlib's 0...9. On success `*out` holds the file. */
png_codec_status png_codec_encode_argb32(const uint8_t *pixels, int width, int height,
                                         size_t stride, int compression_level,
                                         png_codec_filter filter, png_codec_buffer *out,
                                         png_codec_message *message);

/* Encodes Cairo ARGB32 pixels as a PNG for rendered UI frames (png_igzip.c, no libpng): rows
 * equal to the one above as Up (all zeros), other rows None, compressed by ISA-L's igzip at its
 * level 1. Same structure and colour types as png_codec_encode_argb32 (RGB when opaque, else
 * RGBA; no ancillary chunks), and deterministic. `effort` 0 is the fastest; 1 also tries the Up
 * filter on busy rows (photographs, gradients), which costs nothing on flat ones. */
png_codec_status png_codec_encode_argb32_fast(const uint8_t *pixels, int width, int height,
                                              size_t stride, int effort, png_codec_buffer *out,
                                              png_codec_message *message);

/* Checks a PNG file's structure without decoding its pixels: the signature, IHDR first, every
 * chunk's CRC, at least one IDAT, and IEND as the last bytes. A file cut short or altered fails.
 * On success `*width` and `*height` hold IHDR's size. Cheap (a CRC over the file). */
png_codec_status png_codec_check_structure(const uint8_t *bytes, size_t length, int *width, int *height,
                                           png_codec_message *message);

/* Decodes any PNG (palette, grey, 16-bit, interlaced, with or without alpha or
 * tRNS) to straight (not premultiplied) RGBA8, rows packed (stride 4 * width).
 * On success `*out` holds width * height * 4 bytes. Images over
 * `max_pixels` pixels are refused before allocation. */
png_codec_status png_codec_decode_rgba(const uint8_t *bytes, size_t length, size_t max_pixels,
                                       int *width, int *height, png_codec_buffer *out,
                                       png_codec_message *message);

/* Frees a buffer's storage and resets it to empty. Safe on an empty buffer. */
void png_codec_buffer_free(png_codec_buffer *buffer);

#ifdef __cplusplus
}
#endif

#endif /* PNG_CODEC_H */
