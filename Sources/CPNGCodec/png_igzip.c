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

/* The zlib stream's checksum, kept here rather than by igzip (which then writes raw deflate):
 * a row filtered Up from an equal row is all zeros, whose Adler-32 is two additions, where a
 * checksum over its bytes would read them all. Each band has its own, combined when the file is
 * written. */
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

/* Bytes of zeros before and after a band's filtered rows. igzip's vector code reads outside its
 * input (whole 32- and 64-byte loads over the first and last positions) and lets what it reads
 * there steer its hashing: with 8 bytes of slack after the rows and none before, the bytes
 * around them were the heap's (chunk sizes, a neighbour's data), which differ from one process
 * to the next, and about one process in 150 compressed an identical band into other (valid)
 * bytes. Zeros on both sides (those after, written again before each band is compressed) make
 * the bytes depend on the input alone. */
#define PNG_CODEC_INPUT_PADDING 256

/* How many igzip stream states a workspace holds: a band is compressed with two, and with the
 * third when the two disagree (deflate_band_bytes). */
#define PNG_CODEC_STREAM_COPIES 3

struct png_codec_band_workspace {
  /* The row size the staging slots were laid out for, and how many rows they hold. */
  size_t row_bytes;
  size_t slots;
  /* A band's filtered rows, handed to igzip in one call, inside `staging_allocation` with
   * PNG_CODEC_INPUT_PADDING bytes before and after it. */
  uint8_t *staging;
  uint8_t *staging_allocation;
  /* Which staging slots still hold an all-zero Up row from an earlier band: equal rows then cost
   * nothing but the filter byte's check. */
  uint8_t *slot_is_zero;
  /* Two places for a converted row kept outside the staging, padded for word loads. */
  uint8_t *aside[2];
  uint8_t *level_buffer;
  /* igzip's stream state, three of them at different addresses, and the second and third
   * compressions' bytes (deflate_band_bytes says why). */
  struct isal_zstream *streams[PNG_CODEC_STREAM_COPIES];
  png_codec_buffer second, third;
};

png_codec_band_workspace *png_codec_band_workspace_create(void) {
  png_codec_band_workspace *workspace = calloc(1, sizeof *workspace);
  if (workspace == NULL) return NULL;
  /* Zeroed, like the stream: nothing igzip reads may come from earlier use of the memory. */
  workspace->level_buffer = calloc(1, ISAL_DEF_LVL2_DEFAULT);
  int complete = workspace->level_buffer != NULL;
  /* Separate allocations: each state at its own address. */
  for (int i = 0; i < PNG_CODEC_STREAM_COPIES; i++) {
    workspace->streams[i] = calloc(1, sizeof(struct isal_zstream));
    complete = complete && workspace->streams[i] != NULL;
  }
  if (!complete) {
    png_codec_band_workspace_destroy(workspace);
    return NULL;
  }
  return workspace;
}

void png_codec_band_workspace_destroy(png_codec_band_workspace *workspace) {
  if (workspace == NULL) return;
  free(workspace->staging_allocation), free(workspace->slot_is_zero), free(workspace->aside[0]);
  free(workspace->aside[1]), free(workspace->level_buffer);
  for (int i = 0; i < PNG_CODEC_STREAM_COPIES; i++) free(workspace->streams[i]);
  png_codec_buffer_free(&workspace->second), png_codec_buffer_free(&workspace->third);
  free(workspace);
}

/* Room for `rows` rows of `row_bytes`; 0 when memory runs out. */
static int workspace_fit(png_codec_band_workspace *workspace, size_t row_bytes, size_t rows) {
  if (workspace->row_bytes == row_bytes && workspace->slots >= rows) return 1;
  free(workspace->staging_allocation), free(workspace->slot_is_zero), free(workspace->aside[0]);
  free(workspace->aside[1]);
  size_t slots = rows > PNG_CODEC_BAND_ROWS ? rows : PNG_CODEC_BAND_ROWS;
  workspace->row_bytes = row_bytes;
  workspace->slots = slots;
  /* Zeroed: the padding before the rows is never written again, and nothing igzip may read
   * comes from earlier use of the memory. */
  workspace->staging_allocation = calloc(slots * row_bytes + 2 * PNG_CODEC_INPUT_PADDING, 1);
  workspace->staging = workspace->staging_allocation == NULL ? NULL
                                                            : workspace->staging_allocation + PNG_CODEC_INPUT_PADDING;
  workspace->slot_is_zero = calloc(slots, 1);
  workspace->aside[0] = calloc(row_bytes + 8, 1);
  workspace->aside[1] = calloc(row_bytes + 8, 1);
  if (workspace->staging == NULL || workspace->slot_is_zero == NULL || workspace->aside[0] == NULL ||
      workspace->aside[1] == NULL) {
    workspace->row_bytes = 0, workspace->slots = 0;
    return 0;
  }
  return 1;
}

/* One igzip compression of `count` filtered bytes, with the stream state `stream`, appended to
 * `out`: a stand-alone run of deflate blocks ending in a full flush (byte-aligned, no reference
 * to anything before it). igzip's stateless call: the whole band in one pass, no state kept
 * between calls. */
static int igzip_band(png_codec_band_workspace *workspace, struct isal_zstream *stream, const uint8_t *input,
                      size_t count, png_codec_buffer *out) {
  /* More than deflate can need: stored blocks add 5 bytes per 64 KiB. */
  const size_t room = count + count / 8 + 1024;
  if (room > UINT32_MAX || !png_codec_buffer_reserve(out, room)) return 0;
  /* Cleared first: igzip's init sets only some fields and reads others it leaves as they were
   * (seen as one image compressed two ways in one process when the state was on the stack). */
  memset(stream, 0, sizeof *stream);
  isal_deflate_stateless_init(stream);
  stream->gzip_flag = IGZIP_DEFLATE;
  stream->level = 2;
  stream->level_buf = workspace->level_buffer;
  stream->level_buf_size = ISAL_DEF_LVL2_DEFAULT;
  stream->flush = FULL_FLUSH;
  stream->end_of_stream = 0;
  stream->next_in = (uint8_t *)input;
  stream->avail_in = (uint32_t)count;
  stream->next_out = out->data + out->size;
  stream->avail_out = (uint32_t)room;
  if (isal_deflate_stateless(stream) != COMP_OK || stream->avail_in != 0) return 0;
  out->size += room - stream->avail_out;
  return 1;
}

static int same_bytes(const uint8_t *a, size_t a_size, const png_codec_buffer *b) {
  return a_size == b->size && memcmp(a, b->data, a_size) == 0;
}

/* Compresses `count` filtered bytes for one band, appended to `out`.
 *
 * igzip's bytes are not a function of its input alone: in ISA-L 2.30 they also depend, rarely,
 * on the address of the stream state (found by compressing one frame's bands with the state
 * placed at 3,000 addresses in one process: two gave other, equally valid bytes, always the same
 * for the same address; the other buffers' addresses and the stack's contents changed nothing).
 * Across processes that address follows address-space randomization, so about one process in
 * 500 at level 1 and one in 5,000 at level 2 wrote a frame differently. So each band is
 * compressed with two states at different addresses and, when they disagree, with a third, and
 * the bytes two of them agree on are kept: the bytes nearly every address gives. Level 2, where
 * a disagreement is rarest, at the speed of level 1 and within 0.1 % of its size
 * (docs/frames.md, "Determinism"). */
static int deflate_band_bytes(png_codec_band_workspace *workspace, const uint8_t *input, size_t count,
                              png_codec_buffer *out) {
  const size_t start = out->size;
  workspace->second.size = 0;
  if (!igzip_band(workspace, workspace->streams[0], input, count, out) ||
      !igzip_band(workspace, workspace->streams[1], input, count, &workspace->second)) {
    return 0;
  }
  if (same_bytes(out->data + start, out->size - start, &workspace->second)) return 1;
  workspace->third.size = 0;
  if (!igzip_band(workspace, workspace->streams[2], input, count, &workspace->third)) return 0;
  if (same_bytes(out->data + start, out->size - start, &workspace->third)) return 1;
  /* The first state's bytes are the odd ones out (or all three differ: keep the second's). */
  out->size = start;
  return append(out, workspace->second.data, workspace->second.size);
}

png_codec_status png_codec_deflate_band(png_codec_band_workspace *workspace, const uint8_t *pixels, size_t stride,
                                        int width, int rows, const uint8_t *above, int effort, int opaque,
                                        png_codec_buffer *out, uint32_t *adler_out, size_t *filtered_size,
                                        int *not_opaque, png_codec_message *message) {
  if (message != NULL) message->text[0] = 0;
  *not_opaque = 0;
  if (workspace == NULL || pixels == NULL || width <= 0 || rows <= 0 || stride < 4 * (size_t)width ||
      (size_t)width > (SIZE_MAX - 64) / 4 || (size_t)rows * ((size_t)width * 4 + 1) > UINT32_MAX) {
    if (message != NULL) strcpy(message->text, "invalid band: empty, too large, or a stride shorter than the row");
    return PNG_CODEC_INVALID_ARGUMENT;
  }
  const size_t bpp = opaque ? 3 : 4;
  const uint32_t mask = opaque ? 0x00FFFFFFu : 0xFFFFFFFFu;
  const size_t row_bytes = 1 + bpp * (size_t)width; /* filter byte + pixels */
  if (!workspace_fit(workspace, row_bytes, (size_t)rows)) {
    if (message != NULL) strcpy(message->text, "out of memory");
    return PNG_CODEC_OUT_OF_MEMORY;
  }
  uint8_t *staging = workspace->staging;
  uint8_t *slot_is_zero = workspace->slot_is_zero;
  uint8_t **aside = workspace->aside;
  adler_state adler = {1, 0};

  const uint8_t *source_above = above;
  /* The last converted row: in the staging or aside. The row above the band is converted only
   * when a busy first row may be filtered Up against it. */
  const uint8_t *converted_above = NULL;
  if (above != NULL && effort > 0) {
    if (opaque) {
      if (!png_codec_convert_row_rgb(above, aside[0], width)) {
        *not_opaque = 1;
        return PNG_CODEC_OK;
      }
    } else {
      png_codec_convert_row_rgba(above, aside[0], width);
    }
    converted_above = aside[0];
  }
  for (int y = 0; y < rows; y++) {
    const uint8_t *source = pixels + (size_t)y * stride;
    uint8_t *row = staging + (size_t)y * row_bytes;
    if (source_above != NULL && memcmp(source, source_above, 4 * (size_t)width) == 0) {
      /* Equal to the row above: Up, all zeros. (An opaque band's first row equal to `above`
       * makes `above` opaque too.) */
      if (!slot_is_zero[y]) {
        row[0] = 2;
        memset(row + 1, 0, row_bytes - 1);
        slot_is_zero[y] = 1;
      }
      adler_zero_row(&adler, 2, row_bytes - 1);
    } else {
      slot_is_zero[y] = 0;
      uint8_t *converted = row + 1;
      if (opaque) {
        if (!png_codec_convert_row_rgb(source, converted, width)) {
          *not_opaque = 1;
          return PNG_CODEC_OK;
        }
      } else {
        png_codec_convert_row_rgba(source, converted, width);
      }
      /* None, unless at effort 1 a busy row (a change between neighbours more often than one
       * pixel in eight: photographs, gradients) has fewer changes with Up. Flat UI rows never
       * pay for the second look. */
      int up = 0;
      if (effort > 0 && converted_above != NULL) {
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
    source_above = source;
  }
  /* Zeros after the band's rows for igzip's reads past its input (PNG_CODEC_INPUT_PADDING). They
   * may overwrite the start of later slots: those no longer hold their all-zero Up rows. */
  const size_t end = (size_t)rows * row_bytes;
  memset(staging + end, 0, PNG_CODEC_INPUT_PADDING);
  for (size_t slot = (size_t)rows; slot < workspace->slots && slot * row_bytes < end + PNG_CODEC_INPUT_PADDING;
       slot++) {
    slot_is_zero[slot] = 0;
  }
  const size_t before = out->size;
  if (!deflate_band_bytes(workspace, staging, end, out)) {
    out->size = before;
    if (message != NULL) strcpy(message->text, "out of memory compressing the PNG");
    return PNG_CODEC_OUT_OF_MEMORY;
  }
  *adler_out = (adler.b << 16) | adler.a;
  *filtered_size = (size_t)rows * row_bytes;
  return PNG_CODEC_OK;
}

png_codec_status png_codec_write_banded(int width, int height, int opaque, const png_codec_band *bands, size_t count,
                                        png_codec_buffer *out, png_codec_message *message) {
  if (message != NULL) message->text[0] = 0;
  *out = (png_codec_buffer){0};
  size_t total = 64;
  for (size_t i = 0; i < count; i++) total += bands[i].size;
  if (width <= 0 || height <= 0 || count == 0 || total - 64 > 0x7FFFFFF0u) {
    if (message != NULL) strcpy(message->text, "invalid image: empty, or over PNG's 2 GB chunk limit");
    return PNG_CODEC_INVALID_ARGUMENT;
  }
  if (!png_codec_buffer_reserve(out, total)) {
    if (message != NULL) strcpy(message->text, "out of memory");
    return PNG_CODEC_OUT_OF_MEMORY;
  }
  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  uint8_t ihdr[25] = {0, 0, 0, 13, 'I', 'H', 'D', 'R'};
  put_be32(ihdr + 8, (uint32_t)width);
  put_be32(ihdr + 12, (uint32_t)height);
  ihdr[16] = 8;              /* bit depth */
  ihdr[17] = opaque ? 2 : 6; /* RGB or RGBA */
  put_be32(ihdr + 21, (uint32_t)crc32(0, ihdr + 4, 17));
  /* One IDAT chunk; its length is filled in at the end. Then the zlib header: deflate with a
   * 32 KiB window, the fastest level's flag (informative only; igzip writes it for its levels 0–2). */
  static const uint8_t idat[10] = {0, 0, 0, 0, 'I', 'D', 'A', 'T', 0x78, 0x01};
  append(out, signature, 8);
  append(out, ihdr, 25);
  const size_t idat_start = out->size;
  append(out, idat, 10);
  uint32_t adler = 1;
  for (size_t i = 0; i < count; i++) {
    append(out, bands[i].data, bands[i].size);
    adler = i == 0 ? bands[i].adler : (uint32_t)adler32_combine(adler, bands[i].adler, (z_off_t)bands[i].filtered_size);
  }
  /* Every band ends on a full flush; an empty final block (fixed codes: BFINAL, type 1, the
   * end-of-block code) ends the stream, then its checksum. */
  static const uint8_t final_block[2] = {0x03, 0x00};
  append(out, final_block, 2);
  uint8_t checksum[4];
  put_be32(checksum, adler);
  append(out, checksum, 4);
  const size_t idat_length = out->size - idat_start - 8;
  put_be32(out->data + idat_start, (uint32_t)idat_length);
  uint8_t crc[4];
  put_be32(crc, (uint32_t)crc32(0, out->data + idat_start + 4, (uInt)(idat_length + 4)));
  static const uint8_t iend[12] = {0, 0, 0, 0, 'I', 'E', 'N', 'D', 0xAE, 0x42, 0x60, 0x82};
  append(out, crc, 4);
  append(out, iend, 12);
  return PNG_CODEC_OK;
}

png_codec_status png_codec_encode_argb32_fast(const uint8_t *pixels, int width, int height, size_t stride,
                                              int effort, int first_band_rows, png_codec_buffer *result,
                                              png_codec_message *message) {
  if (message != NULL) message->text[0] = 0;
  if (result == NULL) return PNG_CODEC_INVALID_ARGUMENT;
  *result = (png_codec_buffer){0};
  if (pixels == NULL || width <= 0 || height <= 0 || stride < 4 * (size_t)width) {
    if (message != NULL) strcpy(message->text, "invalid image: empty size or a row stride shorter than the row");
    return PNG_CODEC_INVALID_ARGUMENT;
  }
  if ((size_t)width > (SIZE_MAX - 64) / 4 || (size_t)width * 4 + 1 > UINT32_MAX / PNG_CODEC_BAND_ROWS) {
    if (message != NULL) strcpy(message->text, "invalid image: too wide");
    return PNG_CODEC_INVALID_ARGUMENT;
  }
  if (first_band_rows < 1 || first_band_rows > PNG_CODEC_BAND_ROWS) first_band_rows = PNG_CODEC_BAND_ROWS;
  png_codec_band_workspace *workspace = png_codec_band_workspace_create();
  size_t count = 1 + ((size_t)height + PNG_CODEC_BAND_ROWS - 1) / PNG_CODEC_BAND_ROWS;
  png_codec_band *bands = calloc(count, sizeof *bands);
  /* Offsets into `compressed` (which may move as it grows) until all are written. */
  size_t *starts = calloc(count, sizeof *starts);
  png_codec_buffer compressed = {0};
  png_codec_status status = PNG_CODEC_OK;
  if (workspace == NULL || bands == NULL || starts == NULL) {
    status = PNG_CODEC_OUT_OF_MEMORY;
    if (message != NULL) strcpy(message->text, "out of memory");
    goto done;
  }
  /* RGB first; an image with any transparency is encoded again as RGBA. */
  for (int opaque = 1; opaque >= 0; opaque--) {
    compressed.size = 0;
    size_t band = 0;
    int not_opaque = 0;
    for (int top = 0; top < height;) {
      int rows = top == 0 ? first_band_rows : PNG_CODEC_BAND_ROWS;
      if (rows > height - top) rows = height - top;
      starts[band] = compressed.size;
      status = png_codec_deflate_band(workspace, pixels + (size_t)top * stride, stride, width, rows,
                                      top == 0 ? NULL : pixels + (size_t)(top - 1) * stride, effort, opaque,
                                      &compressed, &bands[band].adler, &bands[band].filtered_size, &not_opaque,
                                      message);
      if (status != PNG_CODEC_OK || not_opaque) break;
      bands[band].size = compressed.size - starts[band];
      band++;
      top += rows;
    }
    if (status != PNG_CODEC_OK) goto done;
    if (not_opaque) continue;
    for (size_t i = 0; i < band; i++) bands[i].data = compressed.data + starts[i];
    status = png_codec_write_banded(width, height, opaque, bands, band, result, message);
    break;
  }
done:
  png_codec_band_workspace_destroy(workspace);
  free(bands), free(starts);
  png_codec_buffer_free(&compressed);
  return status;
}
