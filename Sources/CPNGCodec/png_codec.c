/* PNG encoding and decoding through libpng's classic API.
 *
 * libpng reports errors by calling our error callback, which must not return:
 * it longjmps back to the setjmp in the function that started the operation.
 * All of that stays in this file, so no longjmp ever crosses a Swift frame.
 * C rule kept here: locals assigned after setjmp and read after the longjmp are
 * declared volatile (otherwise their values are indeterminate on return).
 */
#include "png_codec.h"
#include "png_internal.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- shared helpers ---------------------------------------------------- */

static void set_message(png_codec_message *message, const char *text) {
  if (message == NULL) return;
  snprintf(message->text, sizeof message->text, "%s", text != NULL ? text : "unknown error");
}

/* libpng error callback: record the message, then longjmp to the caller's setjmp. */
static void on_error(png_structp png, png_const_charp text) {
  set_message((png_codec_message *)png_get_error_ptr(png), text);
  png_longjmp(png, 1);
}

/* Warnings (e.g. a harmless unknown chunk) are not errors; they are dropped. */
static void on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

/* Makes room for `extra` more bytes, doubling the capacity; 0 when out of memory. */
int png_codec_buffer_reserve(png_codec_buffer *buffer, size_t extra) {
  if (extra <= buffer->capacity - buffer->size) return 1;
  size_t needed = buffer->size + extra;
  if (needed < buffer->size) return 0; /* overflow */
  size_t capacity = buffer->capacity > 0 ? buffer->capacity : 4096;
  while (capacity < needed) {
    if (capacity > SIZE_MAX / 2) {
      capacity = needed;
      break;
    }
    capacity *= 2;
  }
  uint8_t *data = realloc(buffer->data, capacity);
  if (data == NULL) return 0;
  buffer->data = data;
  buffer->capacity = capacity;
  return 1;
}

void png_codec_buffer_free(png_codec_buffer *buffer) {
  if (buffer == NULL) return;
  free(buffer->data);
  buffer->data = NULL;
  buffer->size = 0;
  buffer->capacity = 0;
}

/* ---- encoding ---------------------------------------------------------- */

static void write_data(png_structp png, png_bytep data, png_size_t length) {
  png_codec_buffer *buffer = (png_codec_buffer *)png_get_io_ptr(png);
  if (!png_codec_buffer_reserve(buffer, length)) png_error(png, "out of memory growing the PNG output buffer");
  memcpy(buffer->data + buffer->size, data, length);
  buffer->size += length;
}

static void flush_data(png_structp png) { (void)png; }


static int libpng_filters(png_codec_filter filter) {
  switch (filter) {
    case PNG_CODEC_FILTER_NONE: return PNG_FILTER_NONE;
    case PNG_CODEC_FILTER_SUB: return PNG_FILTER_SUB;
    case PNG_CODEC_FILTER_UP: return PNG_FILTER_UP;
    case PNG_CODEC_FILTER_ADAPTIVE: return PNG_ALL_FILTERS;
  }
  return -1;
}

png_codec_status png_codec_encode_argb32(const uint8_t *pixels, int width, int height,
                                         size_t stride, int compression_level,
                                         png_codec_filter filter, png_codec_buffer *out,
                                         png_codec_message *message) {
  set_message(message, "");
  if (out == NULL) return PNG_CODEC_INVALID_ARGUMENT;
  *out = (png_codec_buffer){0};
  int filters = libpng_filters(filter);
  if (pixels == NULL || width <= 0 || height <= 0 || stride < 4 * (size_t)width) {
    set_message(message, "invalid image: empty size or a row stride shorter than the row");
    return PNG_CODEC_INVALID_ARGUMENT;
  }
  if (compression_level < 0 || compression_level > 9) {
    set_message(message, "compression level must be in 0...9");
    return PNG_CODEC_INVALID_ARGUMENT;
  }
  if (filters < 0) {
    set_message(message, "unknown PNG filter");
    return PNG_CODEC_INVALID_ARGUMENT;
  }

  /* 1. Decide the colour type for the whole image: RGB when nothing is transparent. */
  const int opaque = png_codec_rows_are_opaque(pixels, stride, width, height);
  const size_t channels = opaque ? 3 : 4;

  /* 2. Everything that must be freed on the error path exists before setjmp and is not
   *    reassigned afterwards, so it need not be volatile. */
  uint8_t *row = malloc(channels * (size_t)width);
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, message, on_error, on_warning);
  png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
  if (row == NULL || png == NULL || info == NULL) {
    png_destroy_write_struct(png != NULL ? &png : NULL, info != NULL ? &info : NULL);
    free(row);
    set_message(message, "out of memory creating the PNG writer");
    return PNG_CODEC_OUT_OF_MEMORY;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(row);
    png_codec_buffer_free(out);
    return PNG_CODEC_LIBPNG_ERROR;
  }

  /* 3. Header and compression settings. A guess at the output size saves reallocations. */
  if (!png_codec_buffer_reserve(out, (size_t)width * (size_t)height / 16 + 1024))
    png_error(png, "out of memory reserving the PNG output buffer");
  png_set_write_fn(png, out, write_data, flush_data);
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
               opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, compression_level);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
  /* Bigger deflate output chunks than libpng's 8 KB mean fewer write callbacks. */
  png_set_compression_buffer_size(png, 64 * 1024);
  png_write_info(png, info);

  /* 4. Rows, converted one at a time into the reusable row buffer. */
  for (int y = 0; y < height; y++) {
    const uint8_t *source = pixels + (size_t)y * stride;
    if (opaque)
      (void)png_codec_convert_row_rgb(source, row, width);
    else
      png_codec_convert_row_rgba(source, row, width);
    png_write_row(png, row);
  }
  png_write_end(png, info);

  png_destroy_write_struct(&png, &info);
  free(row);
  return PNG_CODEC_OK;
}

/* ---- decoding ---------------------------------------------------------- */

typedef struct read_state {
  const uint8_t *data;
  size_t length;
  size_t offset;
  /* Set once png_read_image starts: from then on, a read after the last row stops the decoder. */
  int reading_rows;
  int interlaced;
  png_uint_32 height;
  /* Set (before the longjmp) when the read callback stops the decoder because every row has been
   * read; volatile because the setjmp handler reads it (see the file comment). */
  volatile int rows_complete;
} read_state;

/* Whether libpng has read every row: the last row of a plain image, or the last pass of an
 * interlaced one (png_read_finish_row counts row_number up to the image's height, and the pass
 * up to 7, before it drains the rest of the compressed stream). */
static int all_rows_read(png_structp png, const read_state *state) {
  if (!state->reading_rows) return 0;
  if (state->interlaced) return png_get_current_pass_number(png) >= 7;
  return png_get_current_row_number(png) >= state->height;
}

static void read_data(png_structp png, png_bytep out, png_size_t length) {
  read_state *state = (read_state *)png_get_io_ptr(png);
  /* After the last row libpng inflates whatever compressed data remains, only to warn about it
   * ("too much image data"): a few megabytes of deflated zeros there would inflate to tens of
   * gigabytes. The rows are complete, so the decode stops here and succeeds (the setjmp handler
   * in png_codec_decode_rgba sees rows_complete). */
  if (all_rows_read(png, state)) {
    state->rows_complete = 1;
    png_longjmp(png, 1);
  }
  if (length > state->length - state->offset) png_error(png, "PNG data ends early (truncated file)");
  memcpy(out, state->data + state->offset, length);
  state->offset += length;
}

/* Hands the decoded image, `w`×`h` RGBA8 pixels, to the caller. */
static png_codec_status finish_decode(uint8_t *pixels, png_uint_32 w, png_uint_32 h, png_codec_buffer *out,
                                      int *width, int *height) {
  out->data = pixels;
  out->size = 4 * (size_t)w * h;
  out->capacity = out->size;
  *width = (int)w;
  *height = (int)h;
  return PNG_CODEC_OK;
}

png_codec_status png_codec_decode_rgba(const uint8_t *bytes, size_t length, size_t max_pixels,
                                       int *width, int *height, png_codec_buffer *out,
                                       png_codec_message *message) {
  set_message(message, "");
  if (out == NULL || width == NULL || height == NULL) return PNG_CODEC_INVALID_ARGUMENT;
  *out = (png_codec_buffer){0};
  *width = 0;
  *height = 0;
  if (bytes == NULL || length < 8 || png_sig_cmp(bytes, 0, 8) != 0) {
    set_message(message, "not a PNG file: the 8-byte PNG signature is missing");
    return PNG_CODEC_INVALID_ARGUMENT;
  }
  if (!png_codec_check_chunks(bytes, length, message)) return PNG_CODEC_LIBPNG_ERROR;

  read_state state = {bytes, length, 0, 0, 0, 0, 0};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, message, on_error, on_warning);
  png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
  if (png == NULL || info == NULL) {
    png_destroy_read_struct(png != NULL ? &png : NULL, info != NULL ? &info : NULL, NULL);
    set_message(message, "out of memory creating the PNG reader");
    return PNG_CODEC_OUT_OF_MEMORY;
  }
  /* Assigned after setjmp and freed on the error path: volatile (see the file comment). */
  uint8_t *volatile pixels = NULL;
  png_bytep *volatile rows = NULL;
  if (setjmp(png_jmpbuf(png))) {
    png_uint_32 complete_width = png_get_image_width(png, info), complete_height = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    if (state.rows_complete) return finish_decode(pixels, complete_width, complete_height, out, width, height);
    free(pixels);
    return PNG_CODEC_LIBPNG_ERROR;
  }

  /* 1. Header, and a size check before any pixel allocation. Ancillary chunks other than tRNS
   *    never change the pixels this decoder returns (no gamma or colour management), so libpng
   *    skips them unread into memory (png.h, png_set_keep_unknown_chunks: known chunks listed
   *    with PNG_HANDLE_CHUNK_NEVER are ignored), compressed text and ICC profiles included; and
   *    any chunk libpng still buffers is capped (png_set_chunk_malloc_max, which also bounds what
   *    a compressed chunk may inflate to) well above what tRNS or PLTE can hold. */
  static const png_byte ignored_chunks[] = /* five bytes a name, NUL included */
      "bKGD\0cHRM\0eXIf\0gAMA\0hIST\0iCCP\0iTXt\0oFFs\0pCAL\0pHYs\0sBIT\0sCAL\0sPLT\0sRGB\0tEXt\0tIME\0zTXt";
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, ignored_chunks, (int)(sizeof ignored_chunks / 5));
  png_set_chunk_malloc_max(png, PNG_CODEC_MAX_CHUNK_BYTES);
  png_set_read_fn(png, &state, read_data);
  png_read_info(png, info);
  png_uint_32 w = 0, h = 0;
  int depth = 0, color = 0;
  png_get_IHDR(png, info, &w, &h, &depth, &color, NULL, NULL, NULL);
  if ((size_t)w * (size_t)h > max_pixels) {
    char text[128];
    snprintf(text, sizeof text, "PNG is %u×%u pixels, over the %zu-pixel limit", (unsigned)w,
             (unsigned)h, max_pixels);
    png_error(png, text);
  }

  /* 2. Transforms to straight RGBA8: palette/low-bit grey/tRNS expanded, 16-bit reduced,
   *    grey copied to RGB, and an opaque alpha added where the image has none. */
  png_set_expand(png);
  png_set_strip_16(png);
  if ((color & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
  if ((color & PNG_COLOR_MASK_ALPHA) == 0 && !png_get_valid(png, info, PNG_INFO_tRNS))
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  const size_t row_bytes = 4 * (size_t)w;
  if (png_get_rowbytes(png, info) != row_bytes) png_error(png, "unexpected row size after conversion to RGBA8");

  /* 3. Pixels. */
  pixels = malloc(row_bytes * h);
  rows = malloc(sizeof(png_bytep) * h);
  if (pixels == NULL || rows == NULL) png_error(png, "out of memory allocating decoded pixels");
  for (png_uint_32 y = 0; y < h; y++) rows[y] = pixels + y * row_bytes;
  state.height = h;
  state.interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
  state.reading_rows = 1;
  png_read_image(png, rows);
  /* No png_read_end either: what follows the rows is never read (the read callback stops the
   * decoder there when libpng asks for more); the file's chunks were checked to lie within it,
   * up to IEND, and its critical chunks' CRCs, before libpng started. */

  png_destroy_read_struct(&png, &info, NULL);
  free(rows);
  return finish_decode(pixels, w, h, out, width, height);
}
