#include <pango/pangocairo.h>

/// PANGO_SCALE and PANGO_PIXELS are macros, which Swift does not import.
static inline int cr_pango_scale(void) { return PANGO_SCALE; }
