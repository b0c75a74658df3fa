#include "png_internal.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
#define PNG_CODEC_HAS_SSSE3_PATH 1

/* Four pixels at a time with one byte shuffle (SSSE3, which every x86-64 CPU of the last 15
 * years has; checked at run time). Writes 16 bytes per step, so it stops 6 pixels early and
 * leaves the rest to the scalar loop, never writing past the row. Returns the AND of the
 * pixels' words seen, and how far it got in `done`. */
__attribute__((target("ssse3"))) static uint32_t convert_rgb_ssse3(const uint8_t *source, uint8_t *row, int width,
                                                                    int *done) {
  const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
  __m128i all = _mm_set1_epi32(-1);
  int x = 0;
  for (; x + 6 <= width; x += 4) {
    __m128i pixels = _mm_loadu_si128((const __m128i *)(const void *)(source + 4 * (size_t)x));
    all = _mm_and_si128(all, pixels);
    _mm_storeu_si128((__m128i *)(void *)(row + 3 * (size_t)x), _mm_shuffle_epi8(pixels, order));
  }
  *done = x;
  uint32_t words[4];
  _mm_storeu_si128((__m128i *)(void *)words, all);
  return words[0] & words[1] & words[2] & words[3];
}
#endif

int png_codec_convert_row_rgb(const uint8_t *source, uint8_t *row, int width) {
  uint32_t alpha = 0xFF000000u;
  int x = 0;
#ifdef PNG_CODEC_HAS_SSSE3_PATH
  if (__builtin_cpu_supports("ssse3")) alpha &= convert_rgb_ssse3(source, row, width, &x);
#endif
  for (; x + 4 <= width; x += 4) {
    uint32_t p0 = png_codec_load_pixel(source + 4 * (size_t)x), p1 = png_codec_load_pixel(source + 4 * (size_t)x + 4);
    uint32_t p2 = png_codec_load_pixel(source + 4 * (size_t)x + 8), p3 = png_codec_load_pixel(source + 4 * (size_t)x + 12);
    alpha &= p0 & p1 & p2 & p3;
    uint8_t *o = row + 3 * (size_t)x;
    o[0] = (uint8_t)(p0 >> 16), o[1] = (uint8_t)(p0 >> 8), o[2] = (uint8_t)p0;
    o[3] = (uint8_t)(p1 >> 16), o[4] = (uint8_t)(p1 >> 8), o[5] = (uint8_t)p1;
    o[6] = (uint8_t)(p2 >> 16), o[7] = (uint8_t)(p2 >> 8), o[8] = (uint8_t)p2;
    o[9] = (uint8_t)(p3 >> 16), o[10] = (uint8_t)(p3 >> 8), o[11] = (uint8_t)p3;
  }
  for (; x < width; x++) {
    uint32_t p = png_codec_load_pixel(source + 4 * (size_t)x);
    alpha &= p;
    uint8_t *o = row + 3 * (size_t)x;
    o[0] = (uint8_t)(p >> 16), o[1] = (uint8_t)(p >> 8), o[2] = (uint8_t)p;
  }
  return (alpha & 0xFF000000u) == 0xFF000000u;
}

void png_codec_convert_row_rgba(const uint8_t *source, uint8_t *row, int width) {
  for (int x = 0; x < width; x++) {
    uint32_t pixel = png_codec_load_pixel(source + 4 * (size_t)x);
    uint32_t alpha = pixel >> 24;
    uint32_t red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
    uint8_t *out = row + 4 * (size_t)x;
    if (alpha == 0) {
      out[0] = out[1] = out[2] = out[3] = 0;
    } else if (alpha == 0xFF) {
      out[0] = (uint8_t)red, out[1] = (uint8_t)green, out[2] = (uint8_t)blue, out[3] = 0xFF;
    } else {
      out[0] = (uint8_t)((red * 255 + alpha / 2) / alpha);
      out[1] = (uint8_t)((green * 255 + alpha / 2) / alpha);
      out[2] = (uint8_t)((blue * 255 + alpha / 2) / alpha);
      out[3] = (uint8_t)alpha;
    }
  }
}

int png_codec_rows_are_opaque(const uint8_t *pixels, size_t stride, int width, int rows) {
  for (int y = 0; y < rows; y++) {
    const uint8_t *row = pixels + (size_t)y * stride;
    uint32_t all = 0xFF000000u;
    for (int x = 0; x < width; x++) all &= png_codec_load_pixel(row + 4 * (size_t)x);
    if ((all & 0xFF000000u) != 0xFF000000u) return 0;
  }
  return 1;
}
