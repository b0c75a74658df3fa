/* JPEG decoding through libjpeg's classic API (libjpeg-turbo in practice).
 *
 * libjpeg calls error_exit on fatal errors and expects it not to return: ours
 * formats the message and longjmps back to the setjmp in the decode function.
 * All of that stays in this file, so no longjmp ever crosses a Swift frame.
 * C rule kept here: locals assigned after setjmp and read after the longjmp are
 * declared volatile (otherwise their values are indeterminate on return).
 */
#include "jpeg_codec.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jerror.h>
#include <jpeglib.h>

/* The error manager: libjpeg's public part first, so a j_common_ptr's err
 * field can be cast back to it. */
struct codec_error_manager {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  jpeg_codec_message *message;
  /* Set by the progress monitor when it refuses the file, so that the decode
   * function returns JPEG_CODEC_TOO_MANY_SCANS rather than a libjpeg error. */
  volatile int too_many_scans;
};

static void set_message(jpeg_codec_message *message, const char *text) {
  if (message == NULL) return;
  snprintf(message->text, sizeof message->text, "%s", text != NULL ? text : "unknown error");
}

/* Fatal error: record libjpeg's text, then longjmp to the decode function. */
static void on_error_exit(j_common_ptr info) {
  struct codec_error_manager *manager = (struct codec_error_manager *)info->err;
  char text[JMSG_LENGTH_MAX];
  (*info->err->format_message)(info, text);
  set_message(manager->message, text);
  longjmp(manager->jump, 1);
}

/* Warnings (level -1) are dropped, except a premature end of the file: a
 * truncated JPEG is corrupt, and libjpeg would otherwise pad it with grey. */
static void on_emit_message(j_common_ptr info, int level) {
  if (level == -1 && info->err->msg_code == JWRN_JPEG_EOF) on_error_exit(info);
}

/* Refuses a progressive JPEG once it starts scan JPEG_CODEC_MAX_SCANS + 1.
 *
 * Why: every scan of a progressive JPEG is a pass over the coefficients of the
 * whole image, however few bytes the scan takes (an end-of-band run covers
 * 32,767 blocks in 15 bits), so a small file of thousands of scans keeps the
 * decoder busy for minutes. libjpeg-turbo's documentation of the issue
 * (libjpeg.txt, "progress monitoring", and djpeg's -maxscans option) answers
 * it this way: a progress monitor that counts input_scan_number. libjpeg calls
 * the monitor between iMCU rows while it absorbs the input, so the count is
 * checked before the surplus scan is decoded. */
static void on_progress(j_common_ptr info) {
  if (!info->is_decompressor) return;
  j_decompress_ptr decompress = (j_decompress_ptr)info;
  if (decompress->input_scan_number <= JPEG_CODEC_MAX_SCANS) return;
  struct codec_error_manager *manager = (struct codec_error_manager *)info->err;
  if (manager->message != NULL)
    snprintf(manager->message->text, sizeof manager->message->text,
             "a progressive JPEG of more than %d scans (encoders write about 10)", JPEG_CODEC_MAX_SCANS);
  manager->too_many_scans = 1;
  longjmp(manager->jump, 1);
}

jpeg_codec_status jpeg_codec_decode_argb32(const uint8_t *bytes, size_t length, size_t max_pixels,
                                           int *width, int *height, uint8_t **pixels,
                                           jpeg_codec_message *message) {
  if (bytes == NULL || length == 0 || width == NULL || height == NULL || pixels == NULL) {
    set_message(message, "no data");
    return JPEG_CODEC_INVALID_ARGUMENT;
  }
  *pixels = NULL;
  struct jpeg_decompress_struct info;
  struct codec_error_manager manager;
  struct jpeg_progress_mgr progress = {.progress_monitor = on_progress};
  uint8_t *volatile buffer = NULL;
  volatile jpeg_codec_status status = JPEG_CODEC_OK;

  info.err = jpeg_std_error(&manager.base);
  manager.base.error_exit = on_error_exit;
  manager.base.emit_message = on_emit_message;
  manager.message = message;
  manager.too_many_scans = 0;
  if (setjmp(manager.jump)) {
    jpeg_destroy_decompress(&info);
    free(buffer);
    if (manager.too_many_scans) return JPEG_CODEC_TOO_MANY_SCANS;
    return status != JPEG_CODEC_OK ? status : JPEG_CODEC_LIBJPEG_ERROR;
  }

  jpeg_create_decompress(&info);
  info.progress = &progress;
  jpeg_mem_src(&info, (unsigned char *)bytes, (unsigned long)length);
  jpeg_read_header(&info, TRUE);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  info.out_color_space = JCS_EXT_ARGB;
#else
  info.out_color_space = JCS_EXT_BGRA; /* B,G,R,A bytes: the 0xAARRGGBB word on little-endian */
#endif
  jpeg_calc_output_dimensions(&info);
  size_t pixel_count = (size_t)info.output_width * (size_t)info.output_height;
  if (info.output_width == 0 || info.output_height == 0) {
    set_message(message, "the image is empty");
    status = JPEG_CODEC_LIBJPEG_ERROR;
    longjmp(manager.jump, 1);
  }
  if (pixel_count > max_pixels) {
    snprintf(message->text, sizeof message->text, "%u×%u pixels exceeds the limit of %zu pixels",
             info.output_width, info.output_height, max_pixels);
    status = JPEG_CODEC_TOO_LARGE;
    longjmp(manager.jump, 1);
  }
  buffer = malloc(pixel_count * 4);
  if (buffer == NULL) {
    set_message(message, "out of memory for the decoded pixels");
    status = JPEG_CODEC_OUT_OF_MEMORY;
    longjmp(manager.jump, 1);
  }
  jpeg_start_decompress(&info);
  size_t stride = (size_t)info.output_width * 4;
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = buffer + (size_t)info.output_scanline * stride;
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  *width = (int)info.output_width;
  *height = (int)info.output_height;
  jpeg_destroy_decompress(&info);
  *pixels = buffer;
  return JPEG_CODEC_OK;
}

void jpeg_codec_free(uint8_t *pixels) { free(pixels); }
