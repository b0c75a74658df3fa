// The PNG writer for rendered frames: PNG's row filters and chunks here, deflate by ISA-L's
// igzip (a maintained, vectorised deflate made for speed), so this target keeps no compressor
// of its own. Deterministic: the same pixels, effort and library give the same bytes.
#include "png_internal.h"

#include <isa-l/igzip_lib.h>
#include <stdlib.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
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

/* count_changes for an opaque row, counted on its source ARGB32 words (and those of the row
 * above): for opaque pixels the converted RGB bytes are the source's in another order, so the
 * counts are the same, and whole words can be compared four at a time. */
static size_t count_source_changes(const uint8_t *row, const uint8_t *above, int width) {
  size_t changes = 0;
  int x = 1;
#if defined(__SSE2__)
  /* Pixels x…x+3 against x−1…x+2; Up compares the bytewise differences from the row above. */
  for (; x + 4 <= width; x += 4) {
    __m128i here = _mm_loadu_si128((const __m128i *)(const void *)(row + 4 * (size_t)x));
    __m128i left = _mm_loadu_si128((const __m128i *)(const void *)(row + 4 * (size_t)x - 4));
    if (above != NULL) {
      here = _mm_sub_epi8(here, _mm_loadu_si128((const __m128i *)(const void *)(above + 4 * (size_t)x)));
      left = _mm_sub_epi8(left, _mm_loadu_si128((const __m128i *)(const void *)(above + 4 * (size_t)x - 4)));
    }
    int equal = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(here, left)));
    changes += 4 - (size_t)__builtin_popcount((unsigned)equal);
  }
#endif
  for (; x < width; x++) {
    uint32_t here = png_codec_load_pixel(row + 4 * (size_t)x), left = png_codec_load_pixel(row + 4 * (size_t)x - 4);
    if (above != NULL) {
      here = sub_bytes(here, png_codec_load_pixel(above + 4 * (size_t)x));
      left = sub_bytes(left, png_codec_load_pixel(above + 4 * (size_t)x - 4));
    }
    changes += here != left;
  }
  return changes;
}

enum { PASS_OK = 0, PASS_NOT_OPAQUE = -1 };
/* Filtered rows are handed to igzip in batches of about this many bytes. */
enum { STAGING_BYTES = 1 << 18 };

/* The zlib stream's checksum, kept here rather than by igzip (which then writes raw deflate):
 * a row filtered Up from an equal row is all zeros, whose Adler-32 is two additions, where a
 * checksum over its bytes would read them all. */
enum { ADLER_MODULUS = 65521 };
typedef struct {
  uint32_t a, b;
} adler_state;

static void adler_bytes(adler_state *adler, const uint8_t *bytes, size_t count) {
  uint32_t value = isal_adler32((adler->b << 16) | adler->a, bytes, count);
  adler->a = value & 0xFFFF, adler->b = value >> 16;
}

/* The byte `first` followed by `zeros` zero bytes: a = a + first; b = b + (zeros + 1)·a. */
static void adler_zero_row(adler_state *adler, uint8_t first, size_t zeros) {
  uint64_t a = (adler->a + first) % ADLER_MODULUS;
  uint64_t b = (adler->b + a + (uint64_t)(zeros % ADLER_MODULUS) * a) % ADLER_MODULUS;
  adler->a = (uint32_t)a, adler->b = (uint32_t)b;
}

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
 * a pixel that is not opaque.
 *
 * Rows are converted straight into the staging batch that igzip reads; the last converted row
 * (the reference of the next row's Up filter) is copied aside only when it leaves the batch or
 * is itself filtered Up. A staging slot that held an all-zero row in the previous batch still
 * holds it, so equal rows cost a memset only where the slot held something else. */
static int encode_pass(const uint8_t *pixels, int width, int height, size_t stride, int effort, int opaque,
                       png_codec_buffer *result, png_codec_message *message) {
  const size_t bpp = opaque ? 3 : 4;
  const uint32_t mask = opaque ? 0x00FFFFFFu : 0xFFFFFFFFu;
  const size_t row_bytes = 1 + bpp * (size_t)width; /* filter byte + pixels */
  const size_t slots = row_bytes > STAGING_BYTES ? 1 : STAGING_BYTES / row_bytes;
  /* One spare row's bytes past the slots, for word loads. */
  uint8_t *staging = malloc(slots * row_bytes + 8);
  /* Which staging slots hold an all-zero Up row. */
  uint8_t *slot_is_zero = calloc(slots, 1);
  /* Two places for a converted row kept outside the batch, padded for word loads. */
  uint8_t *aside[2] = {calloc(row_bytes + 8, 1), calloc(row_bytes + 8, 1)};
  uint8_t *level_buffer = malloc(ISAL_DEF_LVL1_DEFAULT);
  int status = PASS_OK;
  if (staging == NULL || slot_is_zero == NULL || aside[0] == NULL || aside[1] == NULL || level_buffer == NULL ||
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
  /* One IDAT chunk; its length is filled in at the end. Then the zlib header: deflate with a
   * 32 KiB window, the fastest level (as igzip writes it). */
  static const uint8_t idat[10] = {0, 0, 0, 0, 'I', 'D', 'A', 'T', 0x78, 0x01};
  append(result, signature, 8);
  append(result, ihdr, 25);
  const size_t idat_start = result->size;
  append(result, idat, 10);

  struct isal_zstream stream;
  isal_deflate_init(&stream);
  stream.gzip_flag = IGZIP_DEFLATE;
  stream.level = 1;
  stream.level_buf = level_buffer;
  stream.level_buf_size = ISAL_DEF_LVL1_DEFAULT;
  adler_state adler = {1, 0};

  size_t slot = 0;
  const uint8_t *source_above = NULL;
  /* The last converted row: in the batch or aside. */
  const uint8_t *converted_above = NULL;
  for (int y = 0; y < height; y++) {
    const uint8_t *source = pixels + (size_t)y * stride;
    if (slot == slots) {
      if (converted_above != NULL && converted_above >= staging && converted_above < staging + slots * row_bytes) {
        uint8_t *keep = aside[0];
        memcpy(keep, converted_above, row_bytes - 1);
        converted_above = keep;
      }
      if (!deflate_some(&stream, result, staging, slots * row_bytes, 0)) goto failed;
      slot = 0;
    }
    uint8_t *row = staging + slot * row_bytes;
    if (source_above != NULL && memcmp(source, source_above, 4 * (size_t)width) == 0) {
      /* Equal to the row above: Up, all zeros. */
      if (!slot_is_zero[slot]) {
        row[0] = 2;
        memset(row + 1, 0, row_bytes - 1);
        slot_is_zero[slot] = 1;
      }
      adler_zero_row(&adler, 2, row_bytes - 1);
    } else {
      slot_is_zero[slot] = 0;
      uint8_t *converted = row + 1;
      if (opaque) {
        if (!png_codec_convert_row_rgb(source, converted, width)) {
          status = PASS_NOT_OPAQUE;
          goto done;
        }
      } else {
        png_codec_convert_row_rgba(source, converted, width);
      }
      /* None, unless at effort 1 a busy row (a change between neighbours more often than one
       * pixel in eight: photographs, gradients) has fewer changes with Up. Flat UI rows never
       * pay for the second look. */
      int up = 0;
      if (effort > 0 && y > 0) {
        size_t none = opaque ? count_source_changes(source, NULL, width)
                             : count_changes(converted, NULL, width, bpp, mask);
        if (none * 8 > (size_t)width) {
          size_t changes_up = opaque ? count_source_changes(source, source_above, width)
                                     : count_changes(converted, converted_above, width, bpp, mask);
          up = changes_up < none;
        }
      }
      if (up) {
        uint8_t *keep = aside[0] == converted_above ? aside[1] : aside[0];
        memcpy(keep, converted, row_bytes - 1);
        row[0] = 2;
        for (size_t i = 0; i < row_bytes - 1; i++) converted[i] = (uint8_t)(keep[i] - converted_above[i]);
        converted_above = keep;
      } else {
        row[0] = 0;
        converted_above = converted;
      }
      adler_bytes(&adler, row, row_bytes);
    }
    slot++;
    source_above = source;
  }
  if (!deflate_some(&stream, result, staging, slot * row_bytes, 1)) goto failed;

  uint8_t checksum[4];
  put_be32(checksum, (adler.b << 16) | adler.a);
  if (!append(result, checksum, 4)) goto failed;
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
  free(staging), free(slot_is_zero), free(aside[0]), free(aside[1]), free(level_buffer);
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
