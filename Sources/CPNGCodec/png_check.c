// The structure check of a PNG file (signature, every chunk's CRC, IHDR first, IEND last),
// without decoding pixels: how a resumed frame batch tells a complete frame from a damaged one.
#include "png_internal.h"

#include <stdio.h>
#include <zlib.h>


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
