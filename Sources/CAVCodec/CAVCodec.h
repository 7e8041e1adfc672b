// FFmpeg's libavcodec, libavformat and libavutil (Debian's), loaded only when a video is
// written: linking them would make every hitlab command map ~90 more libraries at start-up.
// Their headers give the types; `hitlab_av` holds the functions, filled by `hitlab_av_load`.
#ifndef HITLAB_CAVCODEC_H
#define HITLAB_CAVCODEC_H

#include <libavformat/avformat.h>
#include <libavformat/avio.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>
#include <libavutil/error.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>

/// Macros of macros, which Swift cannot import.
static inline int hitlab_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int hitlab_averror_eof(void) { return AVERROR_EOF; }
static inline int hitlab_averror_eio(void) { return AVERROR(EIO); }
static inline int hitlab_averror_enomem(void) { return AVERROR(ENOMEM); }
static inline int64_t hitlab_av_nopts_value(void) { return AV_NOPTS_VALUE; }

/// FFmpeg's functions Hitlab calls, by their own names.
struct hitlab_av_table {
    __typeof__(avio_context_free) *avio_context_free;
    __typeof__(avcodec_send_packet) *avcodec_send_packet;
    __typeof__(avcodec_send_frame) *avcodec_send_frame;
    __typeof__(avcodec_open2) *avcodec_open2;
    __typeof__(avcodec_free_context) *avcodec_free_context;
    __typeof__(avcodec_alloc_context3) *avcodec_alloc_context3;
    __typeof__(av_packet_free) *av_packet_free;
    __typeof__(av_packet_alloc) *av_packet_alloc;
    __typeof__(av_freep) *av_freep;
    __typeof__(av_frame_make_writable) *av_frame_make_writable;
    __typeof__(av_frame_free) *av_frame_free;
    __typeof__(av_frame_alloc) *av_frame_alloc;
    __typeof__(avio_flush) *avio_flush;
    __typeof__(avio_alloc_context) *avio_alloc_context;
    __typeof__(avformat_write_header) *avformat_write_header;
    __typeof__(avformat_open_input) *avformat_open_input;
    __typeof__(avformat_new_stream) *avformat_new_stream;
    __typeof__(avformat_index_get_entries_count) *avformat_index_get_entries_count;
    __typeof__(avformat_free_context) *avformat_free_context;
    __typeof__(avformat_find_stream_info) *avformat_find_stream_info;
    __typeof__(avformat_close_input) *avformat_close_input;
    __typeof__(avformat_alloc_output_context2) *avformat_alloc_output_context2;
    __typeof__(avformat_alloc_context) *avformat_alloc_context;
    __typeof__(avcodec_receive_packet) *avcodec_receive_packet;
    __typeof__(avcodec_receive_frame) *avcodec_receive_frame;
    __typeof__(avcodec_parameters_to_context) *avcodec_parameters_to_context;
    __typeof__(avcodec_parameters_from_context) *avcodec_parameters_from_context;
    __typeof__(avcodec_find_encoder_by_name) *avcodec_find_encoder_by_name;
    __typeof__(avcodec_find_decoder) *avcodec_find_decoder;
    __typeof__(av_write_trailer) *av_write_trailer;
    __typeof__(av_strerror) *av_strerror;
    __typeof__(av_shrink_packet) *av_shrink_packet;
    __typeof__(av_read_frame) *av_read_frame;
    __typeof__(av_packet_unref) *av_packet_unref;
    __typeof__(av_packet_rescale_ts) *av_packet_rescale_ts;
    __typeof__(av_packet_make_writable) *av_packet_make_writable;
    __typeof__(av_malloc) *av_malloc;
    __typeof__(av_log_set_level) *av_log_set_level;
    __typeof__(av_interleaved_write_frame) *av_interleaved_write_frame;
    __typeof__(av_free) *av_free;
    __typeof__(av_frame_unref) *av_frame_unref;
    __typeof__(av_frame_get_buffer) *av_frame_get_buffer;
    __typeof__(av_dict_set) *av_dict_set;
    __typeof__(av_dict_free) *av_dict_free;
};

/// The table: every pointer NULL until `hitlab_av_load` succeeds.
extern struct hitlab_av_table hitlab_av;

/// Loads the three libraries (by the sonames these headers belong to) and every function.
/// Returns 0, or -1 with `hitlab_av_error()` saying what is missing. Safe to call again.
int hitlab_av_load(void);
const char *hitlab_av_error(void);

#endif
