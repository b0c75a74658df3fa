/* Draws the stand-in pictures the documentation scenes use (the seed's sample ships monkey.png
 * and placeholder.png, whose pixels we do not have), and the test fixtures. Run once; the
 * outputs are committed:
 *
 *   cc samples/docs/images/make-images.c $(pkg-config --cflags --libs cairo libjpeg) -lm -o /tmp/make-images
 *   /tmp/make-images samples/docs/images Tests/CairoBackendTests/Fixtures
 *
 * Every picture is drawn with Cairo from shapes (no external material) and is deterministic.
 */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

static void rgb(cairo_t *cr, int hex) {
  cairo_set_source_rgb(cr, ((hex >> 16) & 255) / 255.0, ((hex >> 8) & 255) / 255.0, (hex & 255) / 255.0);
}

static void circle(cairo_t *cr, double x, double y, double r, int hex) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, x, y, r, 0, 2 * M_PI);
  rgb(cr, hex);
  cairo_fill(cr);
}

static void ellipse(cairo_t *cr, double x, double y, double rx, double ry, int hex) {
  cairo_save(cr);
  cairo_translate(cr, x, y);
  cairo_scale(cr, rx, ry);
  cairo_new_sub_path(cr);
  cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
  cairo_restore(cr);
  rgb(cr, hex);
  cairo_fill(cr);
}

/* The seed's monkey, as a cartoon face on a transparent background, in a 100×100 box. */
static void draw_monkey(cairo_t *cr) {
  const int fur = 0x7A4A24, face = 0xF2C894, ear = 0xE0A46E, dark = 0x2B1A0E;
  circle(cr, 17, 50, 14, fur);
  circle(cr, 83, 50, 14, fur);
  circle(cr, 17, 50, 8, ear);
  circle(cr, 83, 50, 8, ear);
  circle(cr, 50, 50, 35, fur);
  /* A tuft of hair. */
  cairo_move_to(cr, 42, 17);
  cairo_curve_to(cr, 44, 6, 52, 4, 58, 9);
  cairo_curve_to(cr, 53, 10, 51, 13, 52, 17);
  rgb(cr, fur);
  cairo_fill(cr);
  /* The face: two eye patches and a muzzle. */
  circle(cr, 39, 45, 14, face);
  circle(cr, 61, 45, 14, face);
  ellipse(cr, 50, 64, 24, 18, face);
  /* Eyes with a glint. */
  circle(cr, 40, 45, 5, dark);
  circle(cr, 60, 45, 5, dark);
  circle(cr, 41.6, 43.4, 1.6, 0xFFFFFF);
  circle(cr, 61.6, 43.4, 1.6, 0xFFFFFF);
  /* Nostrils and a smile. */
  circle(cr, 46, 58, 1.9, dark);
  circle(cr, 54, 58, 1.9, dark);
  cairo_set_line_width(cr, 2.6);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_new_sub_path(cr);
  cairo_arc(cr, 50, 63, 10, 0.2 * M_PI, 0.8 * M_PI);
  rgb(cr, dark);
  cairo_stroke(cr);
}

/* The seed's placeholder: a grey picture icon (a frame, a sun, two hills) in a 100×100 box. */
static void draw_placeholder(cairo_t *cr) {
  const double x = 12, y = 18, w = 76, h = 64, r = 8;
  cairo_new_sub_path(cr);
  cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
  cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
  cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
  cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
  cairo_close_path(cr);
  rgb(cr, 0xD9DCE1);
  cairo_fill_preserve(cr);
  cairo_set_line_width(cr, 3);
  rgb(cr, 0x9AA0A8);
  cairo_stroke(cr);
  circle(cr, 66, 36, 7, 0x9AA0A8);
  cairo_move_to(cr, 16, 78);
  cairo_line_to(cr, 40, 48);
  cairo_line_to(cr, 58, 70);
  cairo_line_to(cr, 68, 58);
  cairo_line_to(cr, 84, 78);
  cairo_close_path(cr);
  rgb(cr, 0x9AA0A8);
  cairo_fill(cr);
}

/* A gradient from `top` at y0 to `bottom` at y1, continuing in `bottom` down to the picture's
 * bottom edge (the surfaces start uninitialised: every pixel must be painted). */
static void vertical_gradient(cairo_t *cr, double y0, double y1, int top, int bottom, double w) {
  cairo_pattern_t *p = cairo_pattern_create_linear(0, y0, 0, y1);
  cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD);
  cairo_pattern_add_color_stop_rgb(p, 0, ((top >> 16) & 255) / 255.0, ((top >> 8) & 255) / 255.0, (top & 255) / 255.0);
  cairo_pattern_add_color_stop_rgb(p, 1, ((bottom >> 16) & 255) / 255.0, ((bottom >> 8) & 255) / 255.0, (bottom & 255) / 255.0);
  cairo_rectangle(cr, 0, y0, w, 100000);
  cairo_set_source(cr, p);
  cairo_fill(cr);
  cairo_pattern_destroy(p);
}

/* A ridge of hills: a wave across the width, filled down to the bottom. */
static void hills(cairo_t *cr, double w, double h, double base, double amplitude, double waves, double phase, int hex) {
  cairo_move_to(cr, 0, h);
  for (int i = 0; i <= 64; i++) {
    double x = w * i / 64.0;
    cairo_line_to(cr, x, base - amplitude * sin(phase + waves * 2 * M_PI * i / 64.0));
  }
  cairo_line_to(cr, w, h);
  cairo_close_path(cr);
  rgb(cr, hex);
  cairo_fill(cr);
}

static void tree(cairo_t *cr, double x, double bottom, double height, int hex) {
  cairo_move_to(cr, x, bottom - height);
  cairo_line_to(cr, x + height * 0.28, bottom);
  cairo_line_to(cr, x - height * 0.28, bottom);
  cairo_close_path(cr);
  rgb(cr, hex);
  cairo_fill(cr);
}

static void draw_forest(cairo_t *cr, double w, double h) {
  vertical_gradient(cr, 0, h * 0.6, 0x6FB3E8, 0xDDEFFA, w);
  circle(cr, w * 0.75, h * 0.18, w * 0.09, 0xFFF4C2);
  hills(cr, w, h, h * 0.55, h * 0.04, 1.5, 0.3, 0x7FAE8A);
  hills(cr, w, h, h * 0.66, h * 0.05, 1.0, 2.0, 0x4F8F5E);
  for (int i = 0; i < 7; i++) tree(cr, w * (0.06 + 0.15 * i), h * (0.78 + 0.03 * (i % 2)), h * (0.22 + 0.05 * (i % 3)), 0x24563A);
  hills(cr, w, h, h * 0.88, h * 0.02, 2.0, 1.0, 0x2F6B43);
}

static void draw_coast(cairo_t *cr, double w, double h) {
  vertical_gradient(cr, 0, h * 0.55, 0xFF9E6B, 0xFFE2B8, w);
  circle(cr, w * 0.32, h * 0.5, h * 0.16, 0xFFF1D6);
  vertical_gradient(cr, h * 0.55, h, 0x2F7FB8, 0x7CC3E0, w);
  for (int i = 0; i < 5; i++) {
    cairo_rectangle(cr, w * (0.1 + 0.17 * i), h * (0.6 + 0.035 * i), w * 0.08, 1.5);
    rgb(cr, 0xDDF2FA);
    cairo_fill(cr);
  }
  hills(cr, w, h, h * 0.84, h * 0.025, 0.8, 0.5, 0xEED9A8);
}

static void draw_desert(cairo_t *cr, double w, double h) {
  vertical_gradient(cr, 0, h * 0.6, 0x3E6FB0, 0xF6C98A, w);
  circle(cr, w * 0.68, h * 0.3, w * 0.1, 0xFFF0C8);
  hills(cr, w, h, h * 0.62, h * 0.06, 0.7, 0.0, 0xD98E4A);
  hills(cr, w, h, h * 0.74, h * 0.05, 1.1, 1.7, 0xE9A862);
  hills(cr, w, h, h * 0.88, h * 0.04, 1.4, 3.1, 0xF3C27E);
}

static void draw_night(cairo_t *cr, double w, double h) {
  vertical_gradient(cr, 0, h * 0.7, 0x0E1B3D, 0x3C4F8A, w);
  unsigned seed = 7;
  for (int i = 0; i < 40; i++) {
    seed = seed * 1103515245u + 12345u;
    double x = (seed >> 8) % (unsigned)w;
    seed = seed * 1103515245u + 12345u;
    double y = (seed >> 8) % (unsigned)(h * 0.6);
    circle(cr, x + 0.5, y + 0.5, 0.9 + (i % 3) * 0.35, 0xF4F1E0);
  }
  circle(cr, w * 0.7, h * 0.2, w * 0.09, 0xF7F0D0);
  circle(cr, w * 0.73, h * 0.185, w * 0.08, 0x1B2A55);
  hills(cr, w, h, h * 0.75, h * 0.06, 1.2, 0.8, 0x1E2B4F);
  hills(cr, w, h, h * 0.86, h * 0.04, 1.8, 2.4, 0x111A33);
}

/* An asymmetric test pattern: red left half, blue right half, a green 4×4 top-left marker and a
 * yellow 2-pixel bottom edge, so a flip, a crop or a stretch shows. */
static void draw_pattern(cairo_t *cr, double w, double h) {
  cairo_rectangle(cr, 0, 0, w / 2, h);
  rgb(cr, 0xE53935);
  cairo_fill(cr);
  cairo_rectangle(cr, w / 2, 0, w / 2, h);
  rgb(cr, 0x1E63D6);
  cairo_fill(cr);
  cairo_rectangle(cr, 0, 0, 4, 4);
  rgb(cr, 0x2DB84C);
  cairo_fill(cr);
  cairo_rectangle(cr, 0, h - 2, w, 2);
  rgb(cr, 0xFFD400);
  cairo_fill(cr);
}

static void write_jpeg(cairo_surface_t *surface, const char *path, int quality) {
  cairo_surface_flush(surface);
  int w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface);
  int stride = cairo_image_surface_get_stride(surface);
  unsigned char *data = cairo_image_surface_get_data(surface);
  FILE *file = fopen(path, "wb");
  if (!file) { perror(path); exit(1); }
  struct jpeg_compress_struct info;
  struct jpeg_error_mgr error;
  info.err = jpeg_std_error(&error);
  jpeg_create_compress(&info);
  jpeg_stdio_dest(&info, file);
  info.image_width = w;
  info.image_height = h;
  info.input_components = 4;
  info.in_color_space = JCS_EXT_BGRX;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, quality, TRUE);
  info.optimize_coding = TRUE;
  jpeg_start_compress(&info, TRUE);
  while (info.next_scanline < info.image_height) {
    JSAMPROW row = data + (size_t)info.next_scanline * stride;
    jpeg_write_scanlines(&info, &row, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  fclose(file);
}

typedef void (*scene_fn)(cairo_t *, double, double);

static void photo(const char *dir, const char *name, int w, int h, scene_fn draw) {
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create(s);
  draw(cr, w, h);
  cairo_destroy(cr);
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  write_jpeg(s, path, 84);
  cairo_surface_destroy(s);
}

static void icon(const char *dir, const char *name, int pixels, void (*draw)(cairo_t *)) {
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixels, pixels);
  cairo_t *cr = cairo_create(s);
  cairo_scale(cr, pixels / 100.0, pixels / 100.0);
  draw(cr);
  cairo_destroy(cr);
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  cairo_surface_write_to_png(s, path);
  cairo_surface_destroy(s);
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s SAMPLE_IMAGES_DIR FIXTURES_DIR\n", argv[0]);
    return 64;
  }
  const char *images = argv[1], *fixtures = argv[2];
  icon(images, "monkey@2x.png", 100, draw_monkey);
  icon(images, "placeholder@2x.png", 100, draw_placeholder);
  photo(images, "forest@2x.jpg", 240, 320, draw_forest);
  photo(images, "coast@2x.jpg", 320, 200, draw_coast);
  photo(images, "desert@2x.jpg", 260, 260, draw_desert);
  photo(images, "night@2x.jpg", 200, 300, draw_night);

  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 32, 16);
  cairo_t *cr = cairo_create(s);
  draw_pattern(cr, 32, 16);
  cairo_destroy(cr);
  char path[1024];
  snprintf(path, sizeof path, "%s/pattern.png", fixtures);
  cairo_surface_write_to_png(s, path);
  snprintf(path, sizeof path, "%s/pattern.jpg", fixtures);
  write_jpeg(s, path, 95);
  cairo_surface_destroy(s);
  return 0;
}
