// Walks of a PNG file's chunks without decoding pixels: the structure check (signature, every
// chunk's CRC, IHDR first, IEND last), how a resumed frame batch tells a complete frame from a
// damaged one; and the length check the decoder runs before libpng reads a byte.
#include "png_internal.h"

#include <stdio.h>
#include <zlib.h>


static uint32_t read_be32(const uint8_t *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static void set_text(png_codec_message *message, const char *text) {
  if (message != NULL) snprintf(message->text, sizeof message->text, "%s", text);
}

/* One chunk of a walk: where its type and data start, and its data's length. */
typedef struct chunk_view {
  const uint8_t *type;
  uint32_t length;
} chunk_view;

/* A chunk's type as printable text: its four bytes when they are ASCII letters (as the PNG
 * specification requires), else "????" (the type comes from the file and goes into a message). */
static const char *chunk_name(const uint8_t *type) {
  static _Thread_local char name[5];
  for (int i = 0; i < 4; i++) {
    uint8_t c = type[i];
    name[i] = ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) ? (char)c : '?';
  }
  name[4] = 0;
  return name;
}

/* Reads the chunk at `*offset` (after the signature) and moves `*offset` past it. Returns 0 and
 * fills `message` when the chunk's header is cut off or its length runs past the file's end: a
 * chunk's length is checked against the bytes there are before anything trusts it. */
static int next_chunk(const uint8_t *bytes, size_t length, size_t *offset, chunk_view *chunk,
                      png_codec_message *message) {
  size_t left = length - *offset;
  if (left < 8) {
    set_text(message, "truncated: a chunk header is cut off");
    return 0;
  }
  chunk->length = read_be32(bytes + *offset);
  chunk->type = bytes + *offset + 4;
  if (chunk->length > 0x7FFFFFFFu || left < 12 || chunk->length > left - 12) {
    if (message != NULL)
      snprintf(message->text, sizeof message->text,
               "truncated: chunk \"%s\" claims %u bytes, more than the %zu left in the file", chunk_name(chunk->type),
               (unsigned)chunk->length, left < 12 ? 0 : left - 12);
    return 0;
  }
  *offset += 12 + (size_t)chunk->length;
  return 1;
}

static int has_signature(const uint8_t *bytes, size_t length, png_codec_message *message) {
  static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  if (bytes == NULL || length < 8 || memcmp(bytes, signature, 8) != 0) {
    set_text(message, "not a PNG file (no PNG signature)");
    return 0;
  }
  return 1;
}

png_codec_status png_codec_check_structure(const uint8_t *bytes, size_t length, int *width, int *height,
                                           png_codec_message *message) {
  if (message != NULL) message->text[0] = 0;
  if (width != NULL) *width = 0;
  if (height != NULL) *height = 0;
  if (!has_signature(bytes, length, message)) return PNG_CODEC_INVALID_ARGUMENT;
  size_t offset = 8;
  int chunks = 0, seen_data = 0;
  chunk_view chunk;
  while (offset < length) {
    if (!next_chunk(bytes, length, &offset, &chunk, message)) return PNG_CODEC_INVALID_ARGUMENT;
    uint32_t stored = read_be32(chunk.type + 4 + chunk.length);
    uint32_t computed = (uint32_t)crc32(0, chunk.type, (uInt)(chunk.length + 4));
    if (stored != computed) {
      if (message != NULL)
        snprintf(message->text, sizeof message->text, "chunk %s fails its CRC check", chunk_name(chunk.type));
      return PNG_CODEC_INVALID_ARGUMENT;
    }
    if (chunks == 0) {
      if (memcmp(chunk.type, "IHDR", 4) != 0 || chunk.length != 13) {
        set_text(message, "the first chunk is not IHDR");
        return PNG_CODEC_INVALID_ARGUMENT;
      }
      uint32_t w = read_be32(chunk.type + 4), h = read_be32(chunk.type + 8);
      if (w == 0 || h == 0 || w > 0x7FFFFFFFu || h > 0x7FFFFFFFu) {
        set_text(message, "IHDR has an invalid size");
        return PNG_CODEC_INVALID_ARGUMENT;
      }
      if (width != NULL) *width = (int)w;
      if (height != NULL) *height = (int)h;
    }
    if (memcmp(chunk.type, "IDAT", 4) == 0) seen_data = 1;
    chunks++;
    if (memcmp(chunk.type, "IEND", 4) == 0) {
      if (offset != length) {
        set_text(message, "bytes follow the IEND chunk");
        return PNG_CODEC_INVALID_ARGUMENT;
      }
      if (!seen_data) {
        set_text(message, "no IDAT chunk");
        return PNG_CODEC_INVALID_ARGUMENT;
      }
      return PNG_CODEC_OK;
    }
  }
  set_text(message, "truncated: no IEND chunk");
  return PNG_CODEC_INVALID_ARGUMENT;
}

int png_codec_check_chunks(const uint8_t *bytes, size_t length, png_codec_message *message) {
  if (!has_signature(bytes, length, message)) return 0;
  size_t offset = 8;
  chunk_view chunk;
  while (offset < length) {
    if (!next_chunk(bytes, length, &offset, &chunk, message)) return 0;
    /* Critical chunks (an upper-case first letter) must pass their CRC, as libpng requires of
     * those it reads; ancillary ones are libpng's to judge (it drops them with a warning). */
    int critical = chunk.type[0] >= 'A' && chunk.type[0] <= 'Z';
    uint32_t stored = read_be32(chunk.type + 4 + chunk.length);
    if (critical && stored != (uint32_t)crc32(0, chunk.type, (uInt)(chunk.length + 4))) {
      if (message != NULL)
        snprintf(message->text, sizeof message->text, "chunk %s fails its CRC check", chunk_name(chunk.type));
      return 0;
    }
    if (memcmp(chunk.type, "IEND", 4) == 0) return 1;
  }
  set_text(message, "truncated: no IEND chunk");
  return 0;
}
