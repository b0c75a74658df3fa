// Private to the codec's C files: the one way the encoders grow their output buffer.
#ifndef PNG_BUFFER_H
#define PNG_BUFFER_H

#include "png_codec.h"

#include <stddef.h>

/// Makes room for `extra` more bytes in `buffer`, doubling its capacity (from 4 KiB); returns 0
/// when memory runs out or the size would overflow.
int png_codec_buffer_reserve(png_codec_buffer *buffer, size_t extra);

#endif
