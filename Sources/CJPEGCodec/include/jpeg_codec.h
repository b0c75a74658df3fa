/* JPEG decoding through libjpeg(-turbo), behind one plain C function.
 *
 * Why this target exists: libjpeg reports fatal errors through its error
 * manager's error_exit, which must not return; the usual answer is a longjmp.
 * A longjmp must never unwind through Swift frames, so the setjmp/longjmp pair
 * lives in jpeg_codec.c and callers only see a status code and a message (the
 * same arrangement as png_codec.h).
 *
 * Memory: the pixel buffer returned is malloc'd; release it with
 * jpeg_codec_free. On failure nothing is left allocated.
 */
#ifndef JPEG_CODEC_H
#define JPEG_CODEC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Outcome of a decode: JPEG_CODEC_OK or an error with `message` filled in. */
typedef enum jpeg_codec_status {
  JPEG_CODEC_OK = 0,
  /* NULL pointers or an empty input. */
  JPEG_CODEC_INVALID_ARGUMENT = 1,
  /* malloc failed. */
  JPEG_CODEC_OUT_OF_MEMORY = 2,
  /* libjpeg reported an error: not a JPEG, corrupt or truncated data, an
   * unsupported colour space (CMYK), ... */
  JPEG_CODEC_LIBJPEG_ERROR = 3,
  /* More pixels than the caller allows; refused before allocating. */
  JPEG_CODEC_TOO_LARGE = 4,
  /* A progressive JPEG of more than JPEG_CODEC_MAX_SCANS scans; refused when
   * the first scan over the limit starts (each scan is a pass over the whole
   * image, whatever its size in bytes). */
  JPEG_CODEC_TOO_MANY_SCANS = 5,
} jpeg_codec_status;

/* The most scans a progressive JPEG may have. Encoders write about 10 (libjpeg's
 * jpeg_simple_progression: 10 for colour, 6 for grey); the limit leaves room
 * for hand-tuned scan scripts while bounding the time a small file can take. */
#define JPEG_CODEC_MAX_SCANS 100

/* Room for an error message, always NUL-terminated. */
typedef struct jpeg_codec_message {
  char text[256];
} jpeg_codec_message;

/* Decodes a baseline or progressive JPEG (greyscale or YCbCr/RGB) to Cairo's
 * ARGB32 layout: one native-endian 32-bit word 0xAARRGGBB per pixel, alpha
 * 255 (so premultiplied trivially), rows packed (stride 4 * width).
 *
 * A file that ends before its image data does (truncated) is an error, not a
 * picture padded with grey. EXIF orientation is not applied. Images over
 * `max_pixels` pixels are refused before allocation, progressive JPEGs of more
 * than JPEG_CODEC_MAX_SCANS scans while they are read. */
jpeg_codec_status jpeg_codec_decode_argb32(const uint8_t *bytes, size_t length, size_t max_pixels,
                                           int *width, int *height, uint8_t **pixels,
                                           jpeg_codec_message *message);

/* Frees pixels returned by jpeg_codec_decode_argb32. Safe on NULL. */
void jpeg_codec_free(uint8_t *pixels);

#ifdef __cplusplus
}
#endif

#endif /* JPEG_CODEC_H */
