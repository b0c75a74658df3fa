/* The C baseline of `collection-render-bench frames`: the grid-1080p scroll animation
 * (samples/grid-1080p/scene.json) drawn with plain Cairo and written with
 * cairo_surface_write_to_png, the shortest honest program that produces the same frames.
 *
 * The scene: a 1920x1080 white viewport; a vertical flow layout of 1000 items of 160x160 with
 * spacings 10 and a section inset of 20 (11 columns, the justified gap 12: x = 20 + 172 col,
 * y = 50 + 20 + 170 row); a 50-point header reading "Animals" (24 px DejaVu Sans at x 20,
 * centred vertically) that scrolls with the content. Each cell: an orange (#FF9500) square; a
 * white 128x128 square at +16,+16 with a 2-pixel light grey (#D3D3D3) border inside it; its
 * index in 28 px DejaVu Sans, centred. 60 frames scroll from y 0 to 3000; frame k is at
 * round(3000 k / 59).
 *
 * usage: grid_cairo [--frames N] [--first K] [--out DIR] [--no-png] [--quiet]
 * Prints "frames=N draw_ms=T (t/frame) png_ms=T (t/frame)" on standard error unless --quiet.
 */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum {
  WIDTH = 1920, HEIGHT = 1080, ITEMS = 1000, ITEM = 160, SPACING = 10, INSET = 20,
  HEADER = 50, FRAMES = 60, SCROLL = 3000
};

static double milliseconds(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

/* Text whose baseline centres the font's ascent-to-descent box on `middle`. */
static void centred_text(cairo_t *cr, const char *text, double x, double middle, double size,
                         int centre_x) {
  cairo_font_extents_t font;
  cairo_text_extents_t extents;
  cairo_set_font_size(cr, size);
  cairo_font_extents(cr, &font);
  cairo_text_extents(cr, text, &extents);
  cairo_move_to(cr, centre_x ? x - extents.x_advance / 2 : x,
                middle + (font.ascent - font.descent) / 2);
  cairo_show_text(cr, text);
}

static void draw_cell(cairo_t *cr, int index, double x, double y) {
  const double inner = ITEM * 0.8, margin = (ITEM - inner) / 2;
  char label[16];
  cairo_set_source_rgb(cr, 1, 0x95 / 255.0, 0);
  cairo_rectangle(cr, x, y, ITEM, ITEM);
  cairo_fill(cr);
  cairo_rectangle(cr, x + margin + 1, y + margin + 1, inner - 2, inner - 2);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_fill_preserve(cr);
  cairo_set_source_rgb(cr, 0xD3 / 255.0, 0xD3 / 255.0, 0xD3 / 255.0);
  cairo_stroke(cr);
  snprintf(label, sizeof label, "%d", index);
  cairo_set_source_rgb(cr, 0, 0, 0);
  centred_text(cr, label, x + ITEM / 2.0, y + ITEM / 2.0, 28, 1);
}

static void draw_frame(cairo_t *cr, double offset) {
  const int columns = (WIDTH - 2 * INSET + SPACING) / (ITEM + SPACING);
  const double gap = (double)(WIDTH - 2 * INSET - columns * ITEM) / (columns - 1);
  const int rows = (ITEMS + columns - 1) / columns;
  int row = (int)floor((offset - HEADER - INSET - ITEM) / (ITEM + SPACING));
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  if (offset < HEADER) {
    cairo_set_source_rgb(cr, 0, 0, 0);
    centred_text(cr, "Animals", INSET, HEADER / 2.0 - offset, 24, 0);
  }
  for (row = row < 0 ? 0 : row; row < rows; row++) {
    double y = HEADER + INSET + row * (ITEM + SPACING) - offset;
    if (y >= HEIGHT) break;
    if (y + ITEM <= 0) continue;
    for (int column = 0; column < columns && row * columns + column < ITEMS; column++)
      draw_cell(cr, row * columns + column, INSET + column * (ITEM + gap), y);
  }
}

int main(int argc, char **argv) {
  int count = FRAMES, first = 0, png = 1, quiet = 0;
  const char *folder = "out";
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--frames") && i + 1 < argc) count = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--first") && i + 1 < argc) first = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--out") && i + 1 < argc) folder = argv[++i];
    else if (!strcmp(argv[i], "--no-png")) png = 0;
    else if (!strcmp(argv[i], "--quiet")) quiet = 1;
    else {
      fprintf(stderr, "grid_cairo: unknown argument %s\n", argv[i]);
      return 2;
    }
  }
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create(surface);
  cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_line_width(cr, 2);
  double drawing = 0, writing = 0;
  for (int k = first; k < first + count; k++) {
    double start = milliseconds();
    draw_frame(cr, floor((double)SCROLL * k / (FRAMES - 1) + 0.5));
    cairo_surface_flush(surface);
    double drawn = milliseconds();
    drawing += drawn - start;
    if (png) {
      char path[4096];
      snprintf(path, sizeof path, "%s/frame_%03d.png", folder, k);
      cairo_status_t status = cairo_surface_write_to_png(surface, path);
      if (status != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "grid_cairo: %s: %s\n", path, cairo_status_to_string(status));
        return 1;
      }
      writing += milliseconds() - drawn;
    }
  }
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  if (!quiet && count > 0)
    fprintf(stderr, "frames=%d draw_ms=%.2f (%.3f/frame) png_ms=%.2f (%.3f/frame)\n", count,
            drawing, drawing / count, writing, writing / count);
  return 0;
}
