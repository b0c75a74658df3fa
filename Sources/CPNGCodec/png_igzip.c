// The PNG writer for rendered frames: PNG's row filters and chunks here, deflate by ISA-L's
// igzip (a maintained, vectorised deflate made for speed), so this target keeps no compressor
// of its own. Deterministic: the same pixels, effort and library give the same bytes.
#include "png_internal.h"

#include <isa-l/igzip_lib.h>
#include <stdlib.h>
#include <zlib.h>

static void put_be32(uint8_t *p, uint32_t value) {
  p[0] = (uint8_t)(value >> 24), p[1] = (uint8_t)(value >> 16), p[2] = (uint8_t)(value >> 8), p[3] = (uint8_t)value;
}

/* Appends `count` bytes; 0 when memory runs out. */
static int append(png_codec_buffer *out, const void *bytes, size_t count) {
  if (!png_codec_buffer_reserve(out, count)) return 0;
  memcpy(out->data + out->size, bytes, count);
  out->size += count;
  return 1;
}

static inline uint32_t pixel_at(const uint8_t *row, size_t offset, uint32_t mask) {
  return png_codec_load_pixel(row + offset) & mask;
}

/* Bytewise a − b (mod 256) for four packed bytes. */
static inline uint32_t sub_bytes(uint32_t a, uint32_t b) {
  return ((a | 0x80808080u) - (b & 0x7F7F7F7Fu)) ^ ((a ^ ~b) & 0x80808080u);
}

/* Changes between neighbouring pixels of a converted row filtered with None (`above` NULL) or
 * Up: fewer changes means longer runs, which deflate codes in a few bytes. */
static size_t count_changes(const uint8_t *row, const uint8_t *above, int width, size_t bpp, uint32_t mask) {
  size_t changes = 0;
  uint32_t previous = above ? sub_bytes(pixel_at(row, 0, mask), pixel_at(above, 0, mask)) & mask
                            : pixel_at(row, 0, mask);
  for (int x = 1; x < width; x++) {
    uint32_t pixel = pixel_at(row, (size_t)x * bpp, mask);
    if (above) pixel = sub_bytes(pixel, pixel_at(above, (size_t)x * bpp, mask)) & mask;
    changes += pixel != previous;
    previous = pixel;
  }
  return changes;
}

enum { PASS_OK = 0, PASS_NOT_OPAQUE = -1 };
/* Filtered rows are handed to igzip in batches of about this many bytes. */
enum { STAGING_BYTES = 1 << 18 };

/* Feeds `count` staged bytes to the compressor, growing the output as needed. */
static int deflate_some(struct isal_zstream *stream, png_codec_buffer *out, uint8_t *input, size_t count, int last) {
  stream->next_in = input;
  stream->avail_in = (uint32_t)count;
  stream->end_of_stream = (uint16_t)last;
  for (;;) {
    if (!png_codec_buffer_reserve(out, 65536)) return 0;
    stream->next_out = out->data + out->size;
    stream->avail_out = (uint32_t)(out->capacity - out->size);
    uint32_t room = stream->avail_out;
    if (isal_deflate(stream) != COMP_OK) return 0;
    out->size += room - stream->avail_out;
    if (stream->avail_in == 0 && (!last || stream->internal_state.state == ZSTATE_END)) return 1;
  }
}

/* One encoding pass as RGB (`opaque`) or RGBA. Returns PASS_NOT_OPAQUE when an RGB pass meets
 * a pixel that is not opaque. */
static int encode_pass(const uint8_t *pixels, int width, int height, size_t stride, int effort, int opaque,
                       png_codec_buffer *result, png_codec_message *message) {
  const size_t bpp = opaque ? 3 : 4;
  const uint32_t mask = opaque ? 0x00FFFFFFu : 0xFFFFFFFFu;
  const size_t row_bytes = 1 + bpp * (size_t)width; /* filter byte + pixels */
  const size_t staging_capacity = row_bytes > STAGING_BYTES ? row_bytes : STAGING_BYTES;
  uint8_t *staging = malloc(staging_capacity);
  /* The converted current and previous rows, padded for word loads. */
  uint8_t *current = calloc(row_bytes + 8, 1);
  uint8_t *previous = calloc(row_bytes + 8, 1);
  uint8_t *level_buffer = malloc(ISAL_DEF_LVL1_DEFAULT);
  int status = PASS_OK;
  if (staging == NULL || current == NULL || previous == NULL || level_buffer == NULL ||
      !png_codec_buffer_reserve(result, 65536)) {
    status = PNG_CODEC_OUT_OF_MEMORY;
    if (message != NULL) strcpy(message->text, "out of memory");
    goto done;
  }

  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  uint8_t ihdr[25] = {0, 0, 0, 13, 'I', 'H', 'D', 'R'};
  put_be32(ihdr + 8, (uint32_t)width);
  put_be32(ihdr + 12, (uint32_t)height);
  ihdr[16] = 8;              /* bit depth */
  ihdr[17] = opaque ? 2 : 6; /* RGB or RGBA */
  put_be32(ihdr + 21, (uint32_t)crc32(0, ihdr + 4, 17));
  /* One IDAT chunk; its length is filled in at the end. */
  static const uint8_t idat[8] = {0, 0, 0, 0, 'I', 'D', 'A', 'T'};
  append(result, signature, 8);
  append(result, ihdr, 25);
  const size_t idat_start = result->size;
  append(result, idat, 8);

  struct isal_zstream stream;
  isal_deflate_init(&stream);
  stream.gzip_flag = IGZIP_ZLIB;
  stream.level = 1;
  stream.level_buf = level_buffer;
  stream.level_buf_size = ISAL_DEF_LVL1_DEFAULT;

  size_t staged = 0;
  const uint8_t *source_above = NULL;
  for (int y = 0; y < height; y++) {
    const uint8_t *source = pixels + (size_t)y * stride;
    if (staged + row_bytes > staging_capacity) {
      if (!deflate_some(&stream, result, staging, staged, 0)) goto failed;
      staged = 0;
    }
    uint8_t *row = staging + staged;
    if (source_above != NULL && memcmp(source, source_above, 4 * (size_t)width) == 0) {
      /* Equal to the row above: Up, all zeros (`current` keeps the converted pixels). */
      row[0] = 2;
      memset(row + 1, 0, row_bytes - 1);
    } else {
      uint8_t *swap = previous;
      previous = current;
      current = swap;
      if (opaque) {
        if (!png_codec_convert_row_rgb(source, current + 1, width)) {
          status = PASS_NOT_OPAQUE;
          goto done;
        }
      } else {
        png_codec_convert_row_rgba(source, current + 1, width);
      }
      /* None, unless at effort 1 a busy row (a change between neighbours more often than one
       * pixel in eight: photographs, gradients) has fewer changes with Up. Flat UI rows never
       * pay for the second look. */
      size_t none = effort > 0 && y > 0 ? count_changes(current + 1, NULL, width, bpp, mask) : 0;
      if (none * 8 > (size_t)width && count_changes(current + 1, previous + 1, width, bpp, mask) < none) {
        row[0] = 2;
        for (size_t i = 1; i < row_bytes; i++) row[i] = (uint8_t)(current[i] - previous[i]);
      } else {
        row[0] = 0;
        memcpy(row + 1, current + 1, row_bytes - 1);
      }
    }
    staged += row_bytes;
    source_above = source;
  }
  if (!deflate_some(&stream, result, staging, staged, 1)) goto failed;

  const size_t idat_length = result->size - idat_start - 8;
  if (idat_length > 0x7FFFFFFFu) {
    status = PNG_CODEC_INVALID_ARGUMENT;
    if (message != NULL) strcpy(message->text, "the compressed image exceeds PNG's 2 GB chunk limit");
    goto done;
  }
  put_be32(result->data + idat_start, (uint32_t)idat_length);
  uint8_t crc[4];
  put_be32(crc, (uint32_t)crc32(0, result->data + idat_start + 4, (uInt)(idat_length + 4)));
  static const uint8_t iend[12] = {0, 0, 0, 0, 'I', 'E', 'N', 'D', 0xAE, 0x42, 0x60, 0x82};
  if (append(result, crc, 4) && append(result, iend, 12)) goto done;
failed:
  status = PNG_CODEC_OUT_OF_MEMORY;
  if (message != NULL) strcpy(message->text, "out of memory compressing the PNG");
done:
  free(staging), free(current), free(previous), free(level_buffer);
  if (status != PASS_OK) png_codec_buffer_free(result);
  return status;
}

png_codec_status png_codec_encode_argb32_fast(const uint8_t *pixels, int width, int height, size_t stride,
                                              int effort, png_codec_buffer *result, png_codec_message *message) {
  if (message != NULL) message->text[0] = 0;
  if (result == NULL) return PNG_CODEC_INVALID_ARGUMENT;
  *result = (png_codec_buffer){0};
  if (pixels == NULL || width <= 0 || height <= 0 || stride < 4 * (size_t)width) {
    if (message != NULL) strcpy(message->text, "invalid image: empty size or a row stride shorter than the row");
    return PNG_CODEC_INVALID_ARGUMENT;
  }
  if ((size_t)width > (SIZE_MAX - 64) / 4 || (size_t)width * 4 + 1 > UINT32_MAX) {
    if (message != NULL) strcpy(message->text, "invalid image: too wide");
    return PNG_CODEC_INVALID_ARGUMENT;
  }
  /* RGB first; an image with any transparency is encoded again as RGBA. */
  int status = encode_pass(pixels, width, height, stride, effort, 1, result, message);
  if (status == PASS_NOT_OPAQUE) status = encode_pass(pixels, width, height, stride, effort, 0, result, message);
  return (png_codec_status)status;
}
