/* A fast PNG encoder for rendered UI frames, and a cheap structural check of PNG files.
 *
 * Rendered collection-view frames are mostly flat colour: long runs of one pixel value along a
 * row, and whole rows equal to the row above. A general-purpose deflate (zlib) spends its time
 * hashing every byte in search of matches at any distance; this encoder only looks where such
 * images repeat, which costs about one 32-bit comparison per pixel:
 *
 *   - a row equal to the row above is filtered with Up: all zeros, a few long matches;
 *   - any other row is filtered with None; runs of a pixel equal to its left neighbour become
 *     deflate matches one pixel back, and a pixel that starts no run is looked up (by a hash of
 *     its bytes) among earlier places in the same row, which finds the same glyph drawn in the
 *     next cell; the rest are literal bytes;
 *   - at effort 1, a row that leaves many literals (over one byte in eight: a photograph, a
 *     gradient) is also tried with Up and keeps whichever has fewer pixel changes;
 *   - dynamic Huffman codes per block of about 1 MB of input (RFC 1951 §3.2.7), limited to
 *     15 bits; a block is stored instead when that is smaller (noise).
 *
 * Measured on samples/grid-1080p frames: 10-20 times faster than zlib at level 1, with files
 * about the size of libpng's defaults (level 6, adaptive filters). Deterministic: the same pixels
 * and effort give the same bytes on every run and thread. The Adler-32 uses SSE2 where present.
 *
 * No libpng here: the file is signature, IHDR, one IDAT, IEND (no ancillary chunks), the
 * structure png_codec_encode_argb32 writes, with the same colour types (RGB when opaque, else
 * straight RGBA rounded as cairo does).
 */
#include "png_codec.h"
#include "png_internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* ---- output buffer ------------------------------------------------------ */

typedef struct out_buffer {
  png_codec_buffer *buffer;
  int failed;
} out_buffer;


static void put_bytes(out_buffer *out, const void *bytes, size_t count) {
  if (out->failed) return;
  if (!png_codec_buffer_reserve(out->buffer, count)) {
    out->failed = 1;
    return;
  }
  memcpy(out->buffer->data + out->buffer->size, bytes, count);
  out->buffer->size += count;
}

static void put_be32(out_buffer *out, uint32_t value) {
  uint8_t bytes[4] = {(uint8_t)(value >> 24), (uint8_t)(value >> 16), (uint8_t)(value >> 8), (uint8_t)value};
  put_bytes(out, bytes, 4);
}

/* ---- bit writer (LSB first, as deflate packs bits) ---------------------- */

typedef struct bit_writer {
  out_buffer *out;
  uint64_t bits;
  int count;
} bit_writer;

static inline void flush_bits(bit_writer *writer) {
  if (writer->count >= 32) {
    uint8_t bytes[4] = {(uint8_t)writer->bits, (uint8_t)(writer->bits >> 8), (uint8_t)(writer->bits >> 16),
                        (uint8_t)(writer->bits >> 24)};
    put_bytes(writer->out, bytes, 4);
    writer->bits >>= 32;
    writer->count -= 32;
  }
}

/* Appends the low `count` bits of `value` (count <= 24). */
static inline void put_bits(bit_writer *writer, uint32_t value, int count) {
  writer->bits |= (uint64_t)value << writer->count;
  writer->count += count;
  flush_bits(writer);
}

/* Pads to a byte boundary and writes out every pending bit. */
static void align_bits(bit_writer *writer) {
  while (writer->count > 0) {
    uint8_t byte = (uint8_t)writer->bits;
    put_bytes(writer->out, &byte, 1);
    writer->bits >>= 8;
    writer->count = writer->count > 8 ? writer->count - 8 : 0;
  }
  writer->bits = 0;
  writer->count = 0;
}

/* ---- Adler-32 ------------------------------------------------------------ */

enum { ADLER_BASE = 65521, ADLER_NMAX = 5552 };

typedef struct adler_state {
  uint32_t a, b;
} adler_state;

static void adler_update(adler_state *state, const uint8_t *data, size_t length) {
  uint32_t a = state->a, b = state->b;
#if defined(__SSE2__)
  const __m128i zero = _mm_setzero_si128();
  const __m128i weights_high = _mm_set_epi16(1, 2, 3, 4, 5, 6, 7, 8);
  const __m128i weights_low = _mm_set_epi16(9, 10, 11, 12, 13, 14, 15, 16);
  while (length >= 16) {
    /* At most NMAX bytes between reductions keep every 32-bit lane from overflowing. */
    size_t chunk = length < ADLER_NMAX ? length : ADLER_NMAX;
    chunk &= ~(size_t)15;
    length -= chunk;
    uint64_t b_total = (uint64_t)b + (uint64_t)a * chunk;
    __m128i sums = zero, prefix = zero, weighted = zero;
    for (size_t i = 0; i < chunk; i += 16) {
      __m128i bytes = _mm_loadu_si128((const __m128i *)(data + i));
      prefix = _mm_add_epi32(prefix, sums);
      sums = _mm_add_epi32(sums, _mm_sad_epu8(bytes, zero));
      __m128i low = _mm_unpacklo_epi8(bytes, zero);
      __m128i high = _mm_unpackhi_epi8(bytes, zero);
      weighted = _mm_add_epi32(weighted, _mm_madd_epi16(low, weights_low));
      weighted = _mm_add_epi32(weighted, _mm_madd_epi16(high, weights_high));
    }
    data += chunk;
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)lanes, sums);
    uint64_t sum = (uint64_t)lanes[0] + lanes[2];
    _mm_storeu_si128((__m128i *)lanes, prefix);
    uint64_t prefix_sum = (uint64_t)lanes[0] + lanes[2];
    _mm_storeu_si128((__m128i *)lanes, weighted);
    uint64_t weighted_sum = (uint64_t)lanes[0] + lanes[1] + lanes[2] + lanes[3];
    a = (uint32_t)((a + sum) % ADLER_BASE);
    b = (uint32_t)((b_total + 16 * prefix_sum + weighted_sum) % ADLER_BASE);
  }
#endif
  while (length > 0) {
    size_t chunk = length < ADLER_NMAX ? length : ADLER_NMAX;
    length -= chunk;
    while (chunk-- > 0) {
      a += *data++;
      b += a;
    }
    a %= ADLER_BASE;
    b %= ADLER_BASE;
  }
  state->a = a;
  state->b = b;
}

/* `count` zero bytes: a is unchanged and b gains a for each. */
static void adler_update_zeros(adler_state *state, size_t count) {
  state->b = (uint32_t)(((uint64_t)state->b + (uint64_t)state->a * (count % ADLER_BASE)) % ADLER_BASE);
}

/* ---- deflate symbols ------------------------------------------------------ */

/* Length codes 257...285: base lengths and extra bits (RFC 1951 §3.2.5). */
static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t distance_base[30] = {1,   2,   3,   4,   5,   7,    9,    13,   17,   25,
                                           33,  49,  65,  97,  129, 193,  257,  385,  513,  769,
                                           1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                           6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

static uint8_t length_code_of[259];      /* length 3...258 → index into length_base */
static uint8_t distance_code_small[513]; /* distance 1...512 → code */
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void prepare_tables(void) {
  for (int code = 0; code < 29; code++) {
    int end = code == 28 ? 259 : length_base[code + 1];
    if (code == 27) end = 258; /* 227...257; 258 has its own code */
    for (int length = length_base[code]; length < end && length < 259; length++) length_code_of[length] = (uint8_t)code;
  }
  length_code_of[258] = 28;
  for (int code = 0; code < 30; code++) {
    int end = code == 29 ? 32769 : distance_base[code + 1];
    for (int distance = distance_base[code]; distance < end && distance <= 512; distance++)
      distance_code_small[distance] = (uint8_t)code;
  }
}

static inline int distance_code(uint32_t distance) {
  if (distance <= 512) return distance_code_small[distance];
  int code = 18;
  while (code < 29 && distance_base[code + 1] <= distance) code++;
  return code;
}

/* A symbol: a literal byte (bit 31 clear) or a match (bit 31 set, length << 16 | distance). */
typedef struct block_state {
  uint32_t *symbols;
  size_t symbol_count, symbol_capacity;
  uint32_t literal_counts[286];
  uint32_t distance_counts[30];
  uint32_t literal_total; /* literal symbols so far (wraps harmlessly: only differences are used) */
} block_state;

static inline void add_literal(block_state *block, uint8_t byte) {
  block->symbols[block->symbol_count++] = byte;
  block->literal_counts[byte]++;
  block->literal_total++;
}

static inline void add_match(block_state *block, uint32_t length, uint32_t distance) {
  block->symbols[block->symbol_count++] = 0x80000000u | length << 16 | distance;
  block->literal_counts[257 + length_code_of[length]]++;
  block->distance_counts[distance_code(distance)]++;
}

/* Takes back the symbols from `start` on (a row encoded again with another filter). */
static void remove_symbols(block_state *block, size_t start) {
  for (size_t i = start; i < block->symbol_count; i++) {
    uint32_t symbol = block->symbols[i];
    if ((symbol & 0x80000000u) == 0) {
      block->literal_counts[symbol]--;
    } else {
      uint32_t length = (symbol >> 16) & 0x7FFF, distance = symbol & 0xFFFF;
      block->literal_counts[257 + length_code_of[length]]--;
      block->distance_counts[distance_code(distance)]--;
    }
  }
  block->symbol_count = start;
}

/* A match of `length` bytes (a multiple of `unit`, >= 3) at `distance`, cut into pieces of at
 * most 258 bytes, each a multiple of `unit` so that every piece is at least 3 bytes. */
static inline void add_run(block_state *block, uint32_t length, uint32_t distance, uint32_t unit) {
  const uint32_t piece = 258 - 258 % unit;
  while (length > piece) {
    add_match(block, piece, distance);
    length -= piece;
  }
  if (length > 0) add_match(block, length, distance);
}

/* ---- Huffman codes ----------------------------------------------------------- */

typedef struct symbol_frequency {
  uint32_t frequency;
  uint16_t symbol;
} symbol_frequency;

static int compare_frequency(const void *left, const void *right) {
  const symbol_frequency *a = left, *b = right;
  if (a->frequency != b->frequency) return a->frequency < b->frequency ? -1 : 1;
  return (int)a->symbol - (int)b->symbol;
}

/* Code lengths for `counts` (n <= 320), at most `max_bits` long, complete (Kraft sum 1) when
 * at least two symbols occur. Unused symbols get length 0. Deterministic: ties broken by symbol.
 * Builds an optimal tree (Moffat and Katajainen's in-place method), then limits the lengths as
 * miniz and zlib do: overlong codes move to max_bits and the Kraft sum is repaired. */
static void build_lengths(const uint32_t *counts, int n, int max_bits, uint8_t *lengths) {
  symbol_frequency items[320];
  int used = 0;
  for (int i = 0; i < n; i++) {
    lengths[i] = 0;
    if (counts[i] > 0) items[used++] = (symbol_frequency){counts[i], (uint16_t)i};
  }
  if (used == 0) return;
  if (used == 1) {
    lengths[items[0].symbol] = 1;
    return;
  }
  qsort(items, (size_t)used, sizeof items[0], compare_frequency);

  /* In-place minimum-redundancy code lengths (A[] holds weights, sorted ascending). */
  uint32_t a[320];
  for (int i = 0; i < used; i++) a[i] = items[i].frequency;
  int root, leaf, next, avbl, used_nodes, dpth;
  a[0] += a[1];
  root = 0;
  leaf = 2;
  for (next = 1; next < used - 1; next++) {
    if (leaf >= used || a[root] < a[leaf]) {
      a[next] = a[root];
      a[root++] = (uint32_t)next;
    } else {
      a[next] = a[leaf++];
    }
    if (leaf >= used || (root < next && a[root] < a[leaf])) {
      a[next] += a[root];
      a[root++] = (uint32_t)next;
    } else {
      a[next] += a[leaf++];
    }
  }
  a[used - 2] = 0;
  for (next = used - 3; next >= 0; next--) a[next] = a[a[next]] + 1;
  avbl = 1;
  used_nodes = dpth = 0;
  root = used - 2;
  next = used - 1;
  while (avbl > 0) {
    while (root >= 0 && (int)a[root] == dpth) {
      used_nodes++;
      root--;
    }
    while (avbl > used_nodes) {
      a[next--] = (uint32_t)dpth;
      avbl--;
    }
    avbl = 2 * used_nodes;
    dpth++;
    used_nodes = 0;
  }
  /* a[i] is now the code length of items[i] (longest first for the rarest). */

  int per_length[33] = {0};
  for (int i = 0; i < used; i++) per_length[a[i] > 32 ? 32 : a[i]]++;
  for (int bits = max_bits + 1; bits <= 32; bits++) {
    per_length[max_bits] += per_length[bits];
    per_length[bits] = 0;
  }
  uint32_t total = 0;
  for (int bits = max_bits; bits > 0; bits--) total += (uint32_t)per_length[bits] << (max_bits - bits);
  while (total != (1u << max_bits)) {
    per_length[max_bits]--;
    for (int bits = max_bits - 1; bits > 0; bits--) {
      if (per_length[bits] != 0) {
        per_length[bits]--;
        per_length[bits + 1] += 2;
        break;
      }
    }
    total--;
  }
  /* Rarest symbols get the longest codes. */
  int index = 0;
  for (int bits = max_bits; bits > 0; bits--)
    for (int k = per_length[bits]; k > 0; k--) lengths[items[index++].symbol] = (uint8_t)bits;
}

/* Canonical codes from lengths, bit-reversed for LSB-first output. */
static void build_codes(const uint8_t *lengths, int n, uint16_t *codes) {
  int per_length[16] = {0};
  for (int i = 0; i < n; i++) per_length[lengths[i]]++;
  per_length[0] = 0;
  uint32_t next_code[16] = {0};
  uint32_t code = 0;
  for (int bits = 1; bits < 16; bits++) {
    code = (code + (uint32_t)per_length[bits - 1]) << 1;
    next_code[bits] = code;
  }
  for (int i = 0; i < n; i++) {
    int length = lengths[i];
    if (length == 0) {
      codes[i] = 0;
      continue;
    }
    uint32_t value = next_code[length]++, reversed = 0;
    for (int bit = 0; bit < length; bit++) reversed |= ((value >> bit) & 1u) << (length - 1 - bit);
    codes[i] = (uint16_t)reversed;
  }
}

/* ---- blocks ------------------------------------------------------------------- */

static const uint8_t code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* Run-length codes for the code lengths (symbols 16, 17, 18), as a list of (symbol, extra). */
static int encode_code_lengths(const uint8_t *lengths, int count, uint8_t *symbols, uint8_t *extras) {
  int out = 0;
  for (int i = 0; i < count;) {
    uint8_t value = lengths[i];
    int run = 1;
    while (i + run < count && lengths[i + run] == value) run++;
    int left = run;
    if (value == 0) {
      while (left >= 11) {
        int take = left < 138 ? left : 138;
        symbols[out] = 18, extras[out++] = (uint8_t)(take - 11);
        left -= take;
      }
      if (left >= 3) {
        symbols[out] = 17, extras[out++] = (uint8_t)(left - 3);
        left = 0;
      }
    } else {
      symbols[out] = value, extras[out++] = 0;
      left--;
      while (left >= 3) {
        int take = left < 6 ? left : 6;
        symbols[out] = 16, extras[out++] = (uint8_t)(take - 3);
        left -= take;
      }
    }
    while (left-- > 0) symbols[out] = value, extras[out++] = 0;
    i += run;
  }
  return out;
}

static void write_stored(bit_writer *writer, const uint8_t *raw, size_t size, int final) {
  do {
    size_t take = size < 65535 ? size : 65535;
    size -= take;
    int last = final && size == 0;
    put_bits(writer, (uint32_t)last, 1);
    put_bits(writer, 0, 2);
    align_bits(writer);
    uint8_t header[4] = {(uint8_t)take, (uint8_t)(take >> 8), (uint8_t)~take, (uint8_t)(~take >> 8)};
    put_bytes(writer->out, header, 4);
    put_bytes(writer->out, raw, take);
    raw += take;
  } while (size > 0);
}

/* Writes the block's symbols with dynamic Huffman codes and returns 1, or returns 0 (writing
 * nothing) when storing the block's `raw_size` input bytes would be smaller. Resets the block. */
static int flush_block(block_state *block, bit_writer *writer, int final, size_t raw_size) {
  block->literal_counts[256] = 1; /* end of block */
  /* Two used symbols in each alphabet make every code complete (strict inflaters reject
   * incomplete ones). */
  {
    int used = 0;
    for (int i = 0; i < 30; i++) used += block->distance_counts[i] > 0;
    if (used < 2) {
      if (block->distance_counts[0] == 0) block->distance_counts[0] = 1;
      else block->distance_counts[1] = 1;
    }
    if (used == 0) block->distance_counts[1] = 1;
    used = 0;
    for (int i = 0; i < 286; i++) used += block->literal_counts[i] > 0;
    if (used < 2) block->literal_counts[0] += block->literal_counts[0] == 0;
  }
  uint8_t literal_lengths[286], distance_lengths[30];
  build_lengths(block->literal_counts, 286, 15, literal_lengths);
  build_lengths(block->distance_counts, 30, 15, distance_lengths);
  int hlit = 286;
  while (hlit > 257 && literal_lengths[hlit - 1] == 0) hlit--;
  int hdist = 30;
  while (hdist > 1 && distance_lengths[hdist - 1] == 0) hdist--;

  uint8_t all_lengths[316];
  memcpy(all_lengths, literal_lengths, (size_t)hlit);
  memcpy(all_lengths + hlit, distance_lengths, (size_t)hdist);
  uint8_t cl_symbols[316], cl_extras[316];
  int cl_count = encode_code_lengths(all_lengths, hlit + hdist, cl_symbols, cl_extras);
  uint32_t cl_counts[19] = {0};
  for (int i = 0; i < cl_count; i++) cl_counts[cl_symbols[i]]++;
  {
    int used = 0;
    for (int i = 0; i < 19; i++) used += cl_counts[i] > 0;
    if (used < 2) cl_counts[cl_counts[0] == 0 ? 0 : 1] += 1; /* a dummy, never written */
  }
  uint8_t cl_lengths[19];
  build_lengths(cl_counts, 19, 7, cl_lengths);
  int hclen = 19;
  while (hclen > 4 && cl_lengths[code_length_order[hclen - 1]] == 0) hclen--;

  /* Size of the dynamic block in bits, to compare with storing. */
  uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen;
  static const uint8_t cl_extra_bits[19] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7};
  for (int i = 0; i < cl_count; i++) bits += cl_lengths[cl_symbols[i]] + cl_extra_bits[cl_symbols[i]];
  for (int i = 0; i < 286; i++) {
    uint64_t extra = i >= 257 ? length_extra[i - 257] : 0;
    bits += (uint64_t)block->literal_counts[i] * (literal_lengths[i] + extra);
  }
  for (int i = 0; i < 30; i++) bits += (uint64_t)block->distance_counts[i] * (distance_lengths[i] + distance_extra[i]);
  uint64_t stored_bits = (uint64_t)(raw_size / 65535 + 1) * 5 * 8 + (uint64_t)raw_size * 8 + 10;
  int huffman = stored_bits >= bits;
  if (huffman) {
    uint16_t literal_codes[286], distance_codes[30], cl_codes[19];
    build_codes(literal_lengths, 286, literal_codes);
    build_codes(distance_lengths, 30, distance_codes);
    build_codes(cl_lengths, 19, cl_codes);
    put_bits(writer, (uint32_t)final, 1);
    put_bits(writer, 2, 2);
    put_bits(writer, (uint32_t)(hlit - 257), 5);
    put_bits(writer, (uint32_t)(hdist - 1), 5);
    put_bits(writer, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) put_bits(writer, cl_lengths[code_length_order[i]], 3);
    for (int i = 0; i < cl_count; i++) {
      int symbol = cl_symbols[i];
      put_bits(writer, cl_codes[symbol], cl_lengths[symbol]);
      if (symbol >= 16) put_bits(writer, cl_extras[i], cl_extra_bits[symbol]);
    }
    for (size_t i = 0; i < block->symbol_count; i++) {
      uint32_t symbol = block->symbols[i];
      if ((symbol & 0x80000000u) == 0) {
        put_bits(writer, literal_codes[symbol], literal_lengths[symbol]);
      } else {
        uint32_t length = (symbol >> 16) & 0x7FFF, distance = symbol & 0xFFFF;
        int lcode = length_code_of[length];
        put_bits(writer, literal_codes[257 + lcode], literal_lengths[257 + lcode]);
        if (length_extra[lcode]) put_bits(writer, length - length_base[lcode], length_extra[lcode]);
        int dcode = distance_code(distance);
        put_bits(writer, distance_codes[dcode], distance_lengths[dcode]);
        if (distance_extra[dcode]) put_bits(writer, distance - distance_base[dcode], distance_extra[dcode]);
      }
    }
    put_bits(writer, literal_codes[256], literal_lengths[256]);
  }
  block->symbol_count = 0;
  memset(block->literal_counts, 0, sizeof block->literal_counts);
  memset(block->distance_counts, 0, sizeof block->distance_counts);
  return huffman;
}

/* ---- rows ---------------------------------------------------------------------- */

/* The pixel at byte offset `offset` of a row with `bpp` bytes per pixel, as a word (rows carry
 * 3 bytes of padding so that the last RGB pixel can be read with a 4-byte load). */
static inline uint32_t pixel_at(const uint8_t *row, size_t offset, uint32_t mask) {
  return png_codec_load_pixel(row + offset) & mask;
}

/* Bytewise a − b (mod 256) for four packed bytes. */
static inline uint32_t sub_bytes(uint32_t a, uint32_t b) {
  return ((a | 0x80808080u) - (b & 0x7F7F7F7Fu)) ^ ((a ^ ~b) & 0x80808080u);
}

/* Changes between neighbouring pixels of the row filtered with None (`up` 0) or Up (`up` 1). */
static size_t count_changes(const uint8_t *row, const uint8_t *above, int width, size_t bpp, uint32_t mask, int up) {
  size_t changes = 0;
  if (!up) {
    uint32_t previous = pixel_at(row, 0, mask);
    for (int x = 1; x < width; x++) {
      uint32_t pixel = pixel_at(row, (size_t)x * bpp, mask);
      changes += pixel != previous;
      previous = pixel;
    }
  } else {
    uint32_t previous = sub_bytes(pixel_at(row, 0, mask), pixel_at(above, 0, mask)) & mask;
    for (int x = 1; x < width; x++) {
      uint32_t pixel = sub_bytes(pixel_at(row, (size_t)x * bpp, mask), pixel_at(above, (size_t)x * bpp, mask)) & mask;
      changes += pixel != previous;
      previous = pixel;
    }
  }
  return changes;
}

/* Earlier places in the same row, by a hash of 4 bytes, to find repeated glyphs: the same
 * digit at the same height in the next cell. Entries are tagged with their row. */
enum { MATCH_HASH_BITS = 12 };
typedef struct row_matcher {
  uint32_t offsets[1 << MATCH_HASH_BITS];
  uint32_t rows[1 << MATCH_HASH_BITS];
  uint32_t row; /* current row + 1; 0 marks an empty entry */
} row_matcher;

static inline uint32_t match_hash(uint32_t bytes) { return (bytes * 2654435761u) >> (32 - MATCH_HASH_BITS); }

/* The length (a multiple of bpp) of the match between offsets `earlier` and `here` of `pixels`,
 * which ends at `end`. */
static inline size_t match_length(const uint8_t *pixels, size_t earlier, size_t here, size_t end, size_t bpp) {
  size_t length = 0;
  while (here + length + 8 <= end) {
    uint64_t a, b;
    memcpy(&a, pixels + earlier + length, 8);
    memcpy(&b, pixels + here + length, 8);
    if (a != b) {
      length += (size_t)__builtin_ctzll(a ^ b) / 8;
      return length - length % bpp;
    }
    length += 8;
  }
  while (here + length < end && pixels[earlier + length] == pixels[here + length]) length++;
  return length - length % bpp;
}

/* Symbols for one filtered row (`filtered` holds the filter byte and width·bpp bytes, padded):
 * runs of a pixel equal to its left neighbour become matches one pixel back; with a `matcher`,
 * pixels that start no run are looked up among earlier places in the row. */
static void add_row_symbols(block_state *block, const uint8_t *filtered, int width, size_t bpp, uint32_t mask,
                            row_matcher *matcher) {
  add_literal(block, filtered[0]);
  const uint8_t *pixels = filtered + 1;
  const size_t end = (size_t)width * bpp;
  if (matcher != NULL) matcher->row++;
  int x = 0;
  while (x < width) {
    /* A run of pixels equal to the one on the left. */
    if (x > 0) {
      uint32_t left = pixel_at(pixels, (size_t)(x - 1) * bpp, mask);
      int run_end = x;
      while (run_end < width && pixel_at(pixels, (size_t)run_end * bpp, mask) == left) run_end++;
      if (run_end > x) {
        add_run(block, (uint32_t)((size_t)(run_end - x) * bpp), (uint32_t)bpp, (uint32_t)bpp);
        x = run_end;
        continue;
      }
    }
    const size_t here = (size_t)x * bpp;
    if (matcher != NULL && x + 2 <= width) {
      uint32_t hash = match_hash(png_codec_load_pixel(pixels + here));
      if (matcher->rows[hash] == matcher->row) {
        size_t earlier = matcher->offsets[hash];
        size_t length = match_length(pixels, earlier, here, end, bpp);
        matcher->offsets[hash] = (uint32_t)here;
        if (length >= 2 * bpp && here - earlier <= 32768) {
          add_run(block, (uint32_t)length, (uint32_t)(here - earlier), (uint32_t)bpp);
          x += (int)(length / bpp);
          continue;
        }
      } else {
        matcher->rows[hash] = matcher->row;
        matcher->offsets[hash] = (uint32_t)here;
      }
    }
    const uint8_t *p = pixels + here;
    for (size_t i = 0; i < bpp; i++) add_literal(block, p[i]);
    x++;
  }
}

/* Regenerates the filtered bytes of rows [first, first + count) into `row`, for storing. */
typedef struct image_rows {
  const uint8_t *pixels;
  size_t stride;
  int width;
  int opaque;
  size_t bpp, row_bytes;
  uint8_t *scratch_current, *scratch_above; /* row_bytes + 8 each */
} image_rows;

static void filtered_row(const image_rows *image, int y, int filter, uint8_t *row) {
  row[0] = (uint8_t)filter;
  const uint8_t *source = image->pixels + (size_t)y * image->stride;
  if (image->opaque)
    png_codec_convert_row_rgb(source, row + 1, image->width);
  else
    png_codec_convert_row_rgba(source, row + 1, image->width);
  if (filter == 2) {
    const uint8_t *above = image->pixels + (size_t)(y - 1) * image->stride;
    uint8_t *converted = image->scratch_above;
    if (image->opaque)
      png_codec_convert_row_rgb(above, converted, image->width);
    else
      png_codec_convert_row_rgba(above, converted, image->width);
    for (size_t i = 0; i < image->row_bytes - 1; i++) row[1 + i] = (uint8_t)(row[1 + i] - converted[i]);
  }
}

/* Writes rows [first, end) as stored blocks (used when Huffman coding would not be smaller). */
static void write_stored_rows(bit_writer *writer, const image_rows *image, const uint8_t *filters, int first,
                              int end, int final) {
  uint8_t staging[65535];
  size_t staged = 0;
  uint8_t *row = image->scratch_current;
  for (int y = first; y < end; y++) {
    filtered_row(image, y, filters[y], row);
    size_t offset = 0;
    while (offset < image->row_bytes) {
      size_t take = image->row_bytes - offset;
      if (take > sizeof staging - staged) take = sizeof staging - staged;
      memcpy(staging + staged, row + offset, take);
      staged += take;
      offset += take;
      if (staged == sizeof staging && !(y + 1 == end && offset == image->row_bytes)) {
        write_stored(writer, staging, staged, 0);
        staged = 0;
      }
    }
  }
  write_stored(writer, staging, staged, final);
}

enum { PASS_OK = 0, PASS_NOT_OPAQUE = -1 };

/* One encoding pass as RGB (`opaque`) or RGBA. Returns PASS_NOT_OPAQUE when an RGB pass meets
 * a pixel that is not opaque. */
static int encode_pass(const uint8_t *pixels, int width, int height, size_t stride, int effort, int opaque,
                       png_codec_buffer *result, png_codec_message *message) {
  const size_t bpp = opaque ? 3 : 4;
  const uint32_t mask = opaque ? 0x00FFFFFFu : 0xFFFFFFFFu;
  const size_t row_bytes = 1 + bpp * (size_t)width; /* filter byte + pixels */

  /* Blocks end at a row boundary after about this many input bytes or symbols. */
  const size_t block_input = 1u << 20;
  block_state block = {0};
  block.symbol_capacity = block_input + 2 * row_bytes;
  block.symbols = malloc(block.symbol_capacity * sizeof *block.symbols);
  /* Rows: converted current and previous (unfiltered), and the filtered output, with padding
   * for word loads; the filter of every row, to regenerate stored blocks. */
  uint8_t *current = calloc(row_bytes + 8, 1);
  uint8_t *previous = calloc(row_bytes + 8, 1);
  uint8_t *filtered = calloc(row_bytes + 8, 1);
  uint8_t *scratch = calloc(2 * (row_bytes + 8), 1);
  uint8_t *filters = malloc((size_t)height);
  row_matcher *matcher = calloc(1, sizeof *matcher);
  out_buffer out = {result, 0};
  int status = PASS_OK;
  if (block.symbols == NULL || current == NULL || previous == NULL || filtered == NULL || scratch == NULL ||
      filters == NULL || matcher == NULL || !png_codec_buffer_reserve(result, 65536)) {
    status = PNG_CODEC_OUT_OF_MEMORY;
    if (message != NULL) strcpy(message->text, "out of memory");
    goto done;
  }
  image_rows image = {pixels, stride, width, opaque, bpp, row_bytes, scratch, scratch + row_bytes + 8};

  /* Signature, IHDR. */
  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  put_bytes(&out, signature, 8);
  uint8_t ihdr[17] = {'I', 'H', 'D', 'R'};
  ihdr[4] = (uint8_t)(width >> 24), ihdr[5] = (uint8_t)(width >> 16), ihdr[6] = (uint8_t)(width >> 8);
  ihdr[7] = (uint8_t)width;
  ihdr[8] = (uint8_t)(height >> 24), ihdr[9] = (uint8_t)(height >> 16), ihdr[10] = (uint8_t)(height >> 8);
  ihdr[11] = (uint8_t)height;
  ihdr[12] = 8;              /* bit depth */
  ihdr[13] = opaque ? 2 : 6; /* RGB or RGBA */
  ihdr[14] = ihdr[15] = ihdr[16] = 0;
  put_be32(&out, 13);
  put_bytes(&out, ihdr, 17);
  put_be32(&out, (uint32_t)crc32(0, ihdr, 17));

  /* IDAT: one chunk; its length is filled in at the end. zlib header: deflate, 32 KB window,
   * "fastest" level hint, check bits. */
  size_t idat_start = result->size;
  put_be32(&out, 0);
  put_bytes(&out, "IDAT", 4);
  static const uint8_t zlib_header[2] = {0x78, 0x01};
  put_bytes(&out, zlib_header, 2);

  bit_writer writer = {&out, 0, 0};
  adler_state adler = {1, 0};
  const uint8_t *source_above = NULL;
  int block_first_row = 0;
  size_t block_raw = 0;
  for (int y = 0; y < height; y++) {
    const uint8_t *source = pixels + (size_t)y * stride;
    if (source_above != NULL && memcmp(source, source_above, 4 * (size_t)width) == 0) {
      /* Equal to the row above: Up filter, all zeros; `current` keeps the converted pixels. */
      const uint8_t filter_byte = 2;
      adler_update(&adler, &filter_byte, 1);
      adler_update_zeros(&adler, row_bytes - 1);
      add_literal(&block, 2);
      for (size_t i = 0; i < bpp; i++) add_literal(&block, 0);
      if (width > 1) add_run(&block, (uint32_t)(bpp * (size_t)(width - 1)), (uint32_t)bpp, (uint32_t)bpp);
      filters[y] = 2;
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
      /* None first. Flat rows leave few literals and stay None; a busy row (over one literal
       * byte in eight) is tried with Up at effort 1, kept if it has fewer pixel changes. */
      int filter = 0;
      current[0] = 0;
      const size_t row_start = block.symbol_count;
      const uint32_t literals_before = block.literal_total;
      add_row_symbols(&block, current, width, bpp, mask, matcher);
      if (effort > 0 && y > 0 && (block.literal_total - literals_before) * 8 > row_bytes) {
        size_t none = count_changes(current + 1, NULL, width, bpp, mask, 0);
        size_t up = count_changes(current + 1, previous + 1, width, bpp, mask, 1);
        if (up < none) {
          remove_symbols(&block, row_start);
          filter = 2;
          const uint8_t *c = current + 1, *p = previous + 1;
          for (size_t i = 0; i < row_bytes - 1; i++) filtered[1 + i] = (uint8_t)(c[i] - p[i]);
          filtered[0] = 2;
          add_row_symbols(&block, filtered, width, bpp, mask, matcher);
        }
      }
      adler_update(&adler, filter == 2 ? filtered : current, row_bytes);
      filters[y] = (uint8_t)filter;
    }
    source_above = source;
    block_raw += row_bytes;
    int last = y + 1 == height;
    if (last || block_raw >= block_input || block.symbol_count >= block_input) {
      if (!flush_block(&block, &writer, last, block_raw)) write_stored_rows(&writer, &image, filters, block_first_row, y + 1, last);
      block_first_row = y + 1;
      block_raw = 0;
    }
  }
  align_bits(&writer);
  put_be32(&out, adler.b << 16 | adler.a);
  if (out.failed) {
    status = PNG_CODEC_OUT_OF_MEMORY;
    if (message != NULL) strcpy(message->text, "out of memory growing the PNG output buffer");
    goto done;
  }
  size_t idat_length = result->size - idat_start - 8;
  if (idat_length > 0x7FFFFFFFu) {
    status = PNG_CODEC_INVALID_ARGUMENT;
    if (message != NULL) strcpy(message->text, "the compressed image exceeds PNG's 2 GB chunk limit");
    goto done;
  }
  uint8_t *length_field = result->data + idat_start;
  length_field[0] = (uint8_t)(idat_length >> 24), length_field[1] = (uint8_t)(idat_length >> 16);
  length_field[2] = (uint8_t)(idat_length >> 8), length_field[3] = (uint8_t)idat_length;
  put_be32(&out, (uint32_t)crc32(0, result->data + idat_start + 4, (uInt)(idat_length + 4)));
  static const uint8_t iend[12] = {0, 0, 0, 0, 'I', 'E', 'N', 'D', 0xAE, 0x42, 0x60, 0x82};
  put_bytes(&out, iend, 12);
  if (out.failed) {
    status = PNG_CODEC_OUT_OF_MEMORY;
    if (message != NULL) strcpy(message->text, "out of memory growing the PNG output buffer");
  }
done:
  free(block.symbols), free(current), free(previous), free(filtered), free(scratch), free(filters), free(matcher);
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
  if ((size_t)width > (SIZE_MAX - 64) / 4) {
    if (message != NULL) strcpy(message->text, "invalid image: too wide");
    return PNG_CODEC_INVALID_ARGUMENT;
  }
  pthread_once(&tables_once, prepare_tables);
  /* RGB first; an image with any transparency is encoded again as RGBA. */
  int status = encode_pass(pixels, width, height, stride, effort, 1, result, message);
  if (status == PASS_NOT_OPAQUE) status = encode_pass(pixels, width, height, stride, effort, 0, result, message);
  return (png_codec_status)status;
}

/* ---- structure check ------------------------------------------------------------ */

static uint32_t read_be32(const uint8_t *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

png_codec_status png_codec_check_structure(const uint8_t *bytes, size_t length, int *width, int *height,
                                           png_codec_message *message) {
  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  if (message != NULL) message->text[0] = 0;
  if (width != NULL) *width = 0;
  if (height != NULL) *height = 0;
  if (bytes == NULL || length < 8 || memcmp(bytes, signature, 8) != 0) {
    if (message != NULL) strcpy(message->text, "not a PNG file (no PNG signature)");
    return PNG_CODEC_INVALID_ARGUMENT;
  }
  size_t offset = 8;
  int chunks = 0, seen_data = 0;
  while (offset < length) {
    if (length - offset < 12) {
      if (message != NULL) strcpy(message->text, "truncated: a chunk header is cut off");
      return PNG_CODEC_INVALID_ARGUMENT;
    }
    uint32_t chunk_length = read_be32(bytes + offset);
    const uint8_t *type = bytes + offset + 4;
    if (chunk_length > 0x7FFFFFFFu || chunk_length > length - offset - 12) {
      if (message != NULL) strcpy(message->text, "truncated: a chunk runs past the end of the file");
      return PNG_CODEC_INVALID_ARGUMENT;
    }
    uint32_t stored = read_be32(bytes + offset + 8 + chunk_length);
    uint32_t computed = (uint32_t)crc32(0, type, (uInt)(chunk_length + 4));
    if (stored != computed) {
      if (message != NULL) snprintf(message->text, sizeof message->text, "chunk %.4s fails its CRC check", (const char *)type);
      return PNG_CODEC_INVALID_ARGUMENT;
    }
    if (chunks == 0) {
      if (memcmp(type, "IHDR", 4) != 0 || chunk_length != 13) {
        if (message != NULL) strcpy(message->text, "the first chunk is not IHDR");
        return PNG_CODEC_INVALID_ARGUMENT;
      }
      uint32_t w = read_be32(type + 4), h = read_be32(type + 8);
      if (w == 0 || h == 0 || w > 0x7FFFFFFFu || h > 0x7FFFFFFFu) {
        if (message != NULL) strcpy(message->text, "IHDR has an invalid size");
        return PNG_CODEC_INVALID_ARGUMENT;
      }
      if (width != NULL) *width = (int)w;
      if (height != NULL) *height = (int)h;
    }
    if (memcmp(type, "IDAT", 4) == 0) seen_data = 1;
    chunks++;
    offset += 12 + (size_t)chunk_length;
    if (memcmp(type, "IEND", 4) == 0) {
      if (offset != length) {
        if (message != NULL) strcpy(message->text, "bytes follow the IEND chunk");
        return PNG_CODEC_INVALID_ARGUMENT;
      }
      if (!seen_data) {
        if (message != NULL) strcpy(message->text, "no IDAT chunk");
        return PNG_CODEC_INVALID_ARGUMENT;
      }
      return PNG_CODEC_OK;
    }
  }
  if (message != NULL) strcpy(message->text, "truncated: no IEND chunk");
  return PNG_CODEC_INVALID_ARGUMENT;
}
