#ifndef COLLECTION_RENDER_PANGO_SHIM_H
#define COLLECTION_RENDER_PANGO_SHIM_H

// The part of Pango's C API the backend calls, declared here instead of by including
// <pango/pangocairo.h>. Why: including Pango's headers needs the include paths pkg-config gives
// for pangocairo, and that list carries `-pthread` (from GLib's gmodule), which SwiftPM refuses
// as an unsafe flag and warns about in every build ("prohibited flag(s): -pthread"). Declared by
// hand, the module needs no include path at all: only the libraries, linked by the module map.
//
// Every declaration is its library's own (Pango 1.50, GLib 2.74, cairo 1.16, fontconfig 2.14,
// as in Debian 12): `scripts/check-pango-shim` compiles this file after the real headers, where
// a prototype that differs is an error, and checks each enumeration value, type size and field
// offset declared here against theirs (CR_PANGO_SHIM_CHECK renames what C cannot declare
// twice). The CI runs it.

#ifdef CR_PANGO_SHIM_CHECK
#define CR_CHECKED(name) cr_shim_##name
#else
#define CR_CHECKED(name) name
#endif

// GLib's base types (gtypes.h): gint is int, gpointer is void *.
typedef int gboolean;
typedef void *gpointer;

// cairo's handles (cairo.h), opaque here as there.
typedef struct _cairo cairo_t;
typedef struct _cairo_font_options cairo_font_options_t;

// Pango's handles (pango-types.h, pango-font.h, pango-layout.h, pango-attributes.h). Some of these
// structures have public fields in Pango's headers; the backend reads none of them (but
// PangoLayoutLine's, declared below).
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLanguage PangoLanguage;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoFontFamily PangoFontFamily;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoAttribute PangoAttribute;
typedef struct _PangoAttrList PangoAttrList;

// pango-types.h
typedef struct CR_CHECKED(_PangoRectangle) {
  int x;
  int y;
  int width;
  int height;
} CR_CHECKED(PangoRectangle);

// pango-layout.h: a line's public fields (the backend reads where the line starts in the text).
typedef struct CR_CHECKED(_PangoLayoutLine) {
  PangoLayout *layout;
  int start_index;
  int length;
  void *runs; // GSList *
  unsigned int is_paragraph_start : 1;
  unsigned int resolved_dir : 3;
} CR_CHECKED(PangoLayoutLine);

// pango-types.h: `#define PANGO_SCALE 1024` there; a constant here, which Swift imports.
enum { CR_CHECKED(PANGO_SCALE) = 1024 };

// pango-direction.h
typedef enum {
  CR_CHECKED(PANGO_DIRECTION_LTR) = 0,
  CR_CHECKED(PANGO_DIRECTION_RTL) = 1,
  CR_CHECKED(PANGO_DIRECTION_TTB_LTR) = 2,
  CR_CHECKED(PANGO_DIRECTION_TTB_RTL) = 3,
  CR_CHECKED(PANGO_DIRECTION_WEAK_LTR) = 4,
  CR_CHECKED(PANGO_DIRECTION_WEAK_RTL) = 5,
  CR_CHECKED(PANGO_DIRECTION_NEUTRAL) = 6
} CR_CHECKED(PangoDirection);

// pango-font.h
typedef enum {
  CR_CHECKED(PANGO_STYLE_NORMAL) = 0,
  CR_CHECKED(PANGO_STYLE_OBLIQUE) = 1,
  CR_CHECKED(PANGO_STYLE_ITALIC) = 2
} CR_CHECKED(PangoStyle);

typedef enum {
  CR_CHECKED(PANGO_WEIGHT_THIN) = 100,
  CR_CHECKED(PANGO_WEIGHT_ULTRALIGHT) = 200,
  CR_CHECKED(PANGO_WEIGHT_LIGHT) = 300,
  CR_CHECKED(PANGO_WEIGHT_SEMILIGHT) = 350,
  CR_CHECKED(PANGO_WEIGHT_BOOK) = 380,
  CR_CHECKED(PANGO_WEIGHT_NORMAL) = 400,
  CR_CHECKED(PANGO_WEIGHT_MEDIUM) = 500,
  CR_CHECKED(PANGO_WEIGHT_SEMIBOLD) = 600,
  CR_CHECKED(PANGO_WEIGHT_BOLD) = 700,
  CR_CHECKED(PANGO_WEIGHT_ULTRABOLD) = 800,
  CR_CHECKED(PANGO_WEIGHT_HEAVY) = 900,
  CR_CHECKED(PANGO_WEIGHT_ULTRAHEAVY) = 1000
} CR_CHECKED(PangoWeight);

// pango-layout.h
typedef enum {
  CR_CHECKED(PANGO_ALIGN_LEFT) = 0,
  CR_CHECKED(PANGO_ALIGN_CENTER) = 1,
  CR_CHECKED(PANGO_ALIGN_RIGHT) = 2
} CR_CHECKED(PangoAlignment);

typedef enum {
  CR_CHECKED(PANGO_WRAP_WORD) = 0,
  CR_CHECKED(PANGO_WRAP_CHAR) = 1,
  CR_CHECKED(PANGO_WRAP_WORD_CHAR) = 2
} CR_CHECKED(PangoWrapMode);

typedef enum {
  CR_CHECKED(PANGO_ELLIPSIZE_NONE) = 0,
  CR_CHECKED(PANGO_ELLIPSIZE_START) = 1,
  CR_CHECKED(PANGO_ELLIPSIZE_MIDDLE) = 2,
  CR_CHECKED(PANGO_ELLIPSIZE_END) = 3
} CR_CHECKED(PangoEllipsizeMode);

// GLib (gmem.h, gobject.h)
void g_free(gpointer mem);
void g_object_unref(gpointer object);

// pango-utils.h
const char *pango_version_string(void);

// pango-types.h (language)
PangoLanguage *pango_language_from_string(const char *language);

// pango-fontmap.h, pango-font.h
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_font_map_list_families(PangoFontMap *fontmap, PangoFontFamily ***families, int *n_families);
const char *pango_font_family_get_name(PangoFontFamily *family);
PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);

// pango-context.h
void pango_context_set_language(PangoContext *context, PangoLanguage *language);
void pango_context_set_round_glyph_positions(PangoContext *context, gboolean round_positions);

// pango-attributes.h
PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_unref(PangoAttrList *list);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
PangoAttribute *pango_attr_insert_hyphens_new(gboolean insert_hyphens);

// pango-layout.h
PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_justify(PangoLayout *layout, gboolean justify);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_line_count(PangoLayout *layout);
int pango_layout_get_baseline(PangoLayout *layout);
void pango_layout_context_changed(PangoLayout *layout);
PangoLayoutLine *pango_layout_get_line_readonly(PangoLayout *layout, int line);
PangoDirection pango_layout_line_get_resolved_direction(PangoLayoutLine *line);
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
void pango_layout_iter_free(PangoLayoutIter *iter);
gboolean pango_layout_iter_next_line(PangoLayoutIter *iter);
void pango_layout_iter_get_line_yrange(PangoLayoutIter *iter, int *y0_, int *y1_);

// pango-item.h, pango-glyph-item.h, pango-layout.h: a layout's runs and the font each is drawn
// in (which fonts a text resolves to, fallbacks included: the fonts a snapshot names).
typedef struct _PangoFont PangoFont;
typedef struct CR_CHECKED(_PangoAnalysis) {
  void *shape_engine;
  void *lang_engine;
  PangoFont *font;
  unsigned char level;
  unsigned char gravity;
  unsigned char flags;
  unsigned char script;
  PangoLanguage *language;
  void *extra_attrs; // GSList *
} CR_CHECKED(PangoAnalysis);
typedef struct CR_CHECKED(_PangoItem) {
  int offset;
  int length;
  int num_chars;
  PangoAnalysis analysis;
} CR_CHECKED(PangoItem);
typedef struct CR_CHECKED(_PangoGlyphItem) {
  PangoItem *item;
  void *glyphs; // PangoGlyphString *
  int y_offset;
  int start_x_offset;
  int end_x_offset;
} CR_CHECKED(PangoGlyphItem);
typedef PangoGlyphItem PangoLayoutRun;
PangoLayoutRun *pango_layout_iter_get_run_readonly(PangoLayoutIter *iter);
gboolean pango_layout_iter_next_run(PangoLayoutIter *iter);

// pangocairo.h
PangoFontMap *pango_cairo_font_map_get_default(void);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_cairo_context_set_resolution(PangoContext *context, double dpi);
void pango_cairo_update_context(cairo_t *cr, PangoContext *context);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);

// pangofc-fontmap.h: the default Cairo font map is a fontconfig one (PangoCairoFcFontMap); told
// that fontconfig's configuration changed, it forgets what it cached (user font folders).
typedef struct _PangoFcFontMap PangoFcFontMap;
void pango_fc_font_map_config_changed(PangoFcFontMap *fcfontmap);

// fontconfig.h: registering a user's font files, after checking that FreeType reads them.
typedef unsigned char FcChar8;
typedef int FcBool;
typedef struct _FcConfig FcConfig;
typedef struct _FcPattern FcPattern;
typedef struct _FcBlanks FcBlanks;
typedef enum CR_CHECKED(_FcResult) {
  CR_CHECKED(FcResultMatch),
  CR_CHECKED(FcResultNoMatch),
  CR_CHECKED(FcResultTypeMismatch),
  CR_CHECKED(FcResultNoId),
  CR_CHECKED(FcResultOutOfMemory)
} CR_CHECKED(FcResult);
FcConfig *FcConfigGetCurrent(void);
FcBool FcConfigAppFontAddFile(FcConfig *config, const FcChar8 *file);
FcPattern *FcFreeTypeQuery(const FcChar8 *file, unsigned int id, FcBlanks *blanks, int *count);
FcResult FcPatternGetString(const FcPattern *p, const char *object, int n, FcChar8 **s);
FcResult FcPatternGetInteger(const FcPattern *p, const char *object, int n, int *i);
void FcPatternDestroy(FcPattern *p);

// pangofc-font.h: the fontconfig pattern of a font the (fontconfig) font map loaded: its family,
// style, file and version.
typedef struct _PangoFcFont PangoFcFont;
FcPattern *pango_fc_font_get_pattern(PangoFcFont *font);

#endif
