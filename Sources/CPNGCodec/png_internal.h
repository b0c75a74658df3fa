// Private to the codec's C files: what both PNG encoders (libpng's in png_codec.c and the
// igzip writer in png_igzip.c) share — output buffer growth and the conversion of Cairo's rows.
#ifndef PNG_INTERNAL_H
#define PNG_INTERNAL_H

#include "png_codec.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/// Makes room for `extra` more bytes in `buffer`, doubling its capacity (from 4 KiB); returns 0
/// when memory runs out or the size would overflow.
int png_codec_buffer_reserve(png_codec_buffer *buffer, size_t extra);

/// One ARGB32 pixel: a native-endian 32-bit word (memcpy: rows need not be aligned).
static inline uint32_t png_codec_load_pixel(const uint8_t *p) {
  uint32_t word;
  memcpy(&word, p, sizeof word);
  return word;
}

/// A row of Cairo's premultiplied ARGB32 pixels → RGB bytes (for opaque pixels premultiplied
/// equals straight, so only the byte order changes). Returns 0 if some pixel is not opaque, so
/// a caller can start again in RGBA without a separate pass to choose the colour type.
int png_codec_convert_row_rgb(const uint8_t *source, uint8_t *row, int width);

/// A row of premultiplied ARGB32 pixels → straight RGBA bytes, un-premultiplying with rounding,
/// c' = (c·255 + a/2) / a, as cairo's own PNG writer does (so our PNGs match
/// cairo_surface_write_to_png's pixels).
void png_codec_convert_row_rgba(const uint8_t *source, uint8_t *row, int width);

/// Whether every chunk of the PNG file `bytes` (after its signature, up to IEND) lies within the
/// file, every critical chunk passes its CRC check, and an IEND is there; otherwise fills
/// `message` and returns 0. The decoder runs it before libpng, so that no chunk's claimed length
/// is trusted (libpng allocates the length an ancillary chunk claims before reading it), and so
/// that a file cut or damaged after its last row is still known to be (the decoder stops
/// reading at the last row).
int png_codec_check_chunks(const uint8_t *bytes, size_t length, png_codec_message *message);

#endif
