#include "png_internal.h"

int png_codec_convert_row_rgb(const uint8_t *source, uint8_t *row, int width) {
  uint32_t alpha = 0xFF000000u;
  int x = 0;
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
