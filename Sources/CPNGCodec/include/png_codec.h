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

/* Rows per band of the frames encoder (png_igzip.c). An image is compressed band by band, each
 * band's deflate data standing alone (it refers to no earlier bytes and ends on a byte boundary),
 * with band edges at fixed rows of the scrolled content: a band that only moved on screen
 * between two frames of a scroll keeps its bytes, so a caller may keep them instead of drawing
 * and compressing the band again. */
#define PNG_CODEC_BAND_ROWS 32

/* Encodes Cairo ARGB32 pixels as a PNG for rendered UI frames (png_igzip.c, no libpng): rows
 * equal to the one above as Up (all zeros), other rows None, compressed by ISA-L's igzip at its
 * level 2, band by band (PNG_CODEC_BAND_ROWS rows; the first band has `first_band_rows` rows,
 * 1...PNG_CODEC_BAND_ROWS, so that band edges fall on the content's rows). Same structure and
 * colour types as png_codec_encode_argb32 (RGB when opaque, else RGBA; no ancillary chunks), and
 * deterministic: the same pixels and arguments give the same bytes. `effort` 0 is the fastest; 1
 * also tries the Up filter on busy rows (photographs, gradients), which costs nothing on flat
 * ones. */
png_codec_status png_codec_encode_argb32_fast(const uint8_t *pixels, int width, int height,
                                              size_t stride, int effort, int first_band_rows,
                                              png_codec_buffer *out, png_codec_message *message);

/* The memory one band encoder reuses from band to band (staging for filtered rows, igzip's
 * level buffer); one per thread. NULL when memory runs out. */
typedef struct png_codec_band_workspace png_codec_band_workspace;
png_codec_band_workspace *png_codec_band_workspace_create(void);
void png_codec_band_workspace_destroy(png_codec_band_workspace *workspace);

/* One compressed band: its deflate bytes, and the Adler-32 and length of its filtered rows (the
 * zlib stream's checksum is combined from these). */
typedef struct png_codec_band {
  const uint8_t *data;
  size_t size;
  uint32_t adler;
  size_t filtered_size;
} png_codec_band;

/* Filters and compresses `rows` rows of ARGB32 pixels as one band, appending its deflate bytes to
 * `*out` and setting `*adler` and `*filtered_size`. `above` is the source row just above the band
 * (it takes part in the filters), NULL for the image's first row. `opaque` asks for RGB; when a
 * pixel of the band (or of `above`) is not opaque, nothing is appended and `*not_opaque` is set
 * to 1: the image must be RGBA. The bytes depend only on the rows, `above`, `effort` and
 * `opaque`. */
png_codec_status png_codec_deflate_band(png_codec_band_workspace *workspace, const uint8_t *pixels,
                                        size_t stride, int width, int rows, const uint8_t *above,
                                        int effort, int opaque, png_codec_buffer *out,
                                        uint32_t *adler, size_t *filtered_size, int *not_opaque,
                                        png_codec_message *message);

/* Whether every pixel of `rows` ARGB32 rows is opaque. */
int png_codec_rows_are_opaque(const uint8_t *pixels, size_t stride, int width, int rows);

/* Writes the PNG file of a `width`×`height` image from its bands, top to bottom, compressed by
 * png_codec_deflate_band as RGB (`opaque`) or RGBA: signature, IHDR, one IDAT, IEND. */
png_codec_status png_codec_write_banded(int width, int height, int opaque, const png_codec_band *bands,
                                        size_t count, png_codec_buffer *out, png_codec_message *message);

/* Checks a PNG file's structure without decoding its pixels: the signature, IHDR first, every
 * chunk's CRC, at least one IDAT, and IEND as the last bytes. A file cut short or altered fails.
 * On success `*width` and `*height` hold IHDR's size. Cheap (a CRC over the file). */
png_codec_status png_codec_check_structure(const uint8_t *bytes, size_t length, int *width, int *height,
                                           png_codec_message *message);

/* The most bytes the decoder lets libpng allocate for one chunk's data (other than the image
 * data, which it streams): tRNS and PLTE, the only ancillary and palette chunks it keeps, hold
 * at most 768 bytes. */
#define PNG_CODEC_MAX_CHUNK_BYTES (64 * 1024)

/* Decodes any PNG (palette, grey, 16-bit, interlaced, with or without alpha or
 * tRNS) to straight (not premultiplied) RGBA8, rows packed (stride 4 * width).
 * On success `*out` holds width * height * 4 bytes. Images over
 * `max_pixels` pixels are refused before allocation; a chunk whose length runs
 * past the end of the file is refused before libpng reads it; ancillary chunks
 * other than tRNS are skipped without being held in memory; compressed data
 * after the last row is never inflated. */
png_codec_status png_codec_decode_rgba(const uint8_t *bytes, size_t length, size_t max_pixels,
                                       int *width, int *height, png_codec_buffer *out,
                                       png_codec_message *message);

/* Frees a buffer's storage and resets it to empty. Safe on an empty buffer. */
void png_codec_buffer_free(png_codec_buffer *buffer);

#ifdef __cplusplus
}
#endif

#endif /* PNG_CODEC_H */
