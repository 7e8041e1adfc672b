// The FFmpeg functions Hitlab calls, looked up when the first video is written.
#include "CAVCodec.h"
#include "CLoader.h"

struct hitlab_av_table hitlab_av;

#define STRING2(x) #x
#define STRING(x) STRING2(x)
#define FIND(name) \
    if (!(hitlab_av.name = (__typeof__(name) *)hitlab_library_find(handles, 3, #name))) return #name;

static const char *fill(void *const *handles) {
    FIND(avio_context_free)
    FIND(avcodec_send_packet)
    FIND(avcodec_send_frame)
    FIND(avcodec_open2)
    FIND(avcodec_free_context)
    FIND(avcodec_alloc_context3)
    FIND(av_packet_free)
    FIND(av_packet_alloc)
    FIND(av_freep)
    FIND(av_frame_make_writable)
    FIND(av_frame_free)
    FIND(av_frame_alloc)
    FIND(avio_flush)
    FIND(avio_alloc_context)
    FIND(avformat_write_header)
    FIND(avformat_open_input)
    FIND(avformat_new_stream)
    FIND(avformat_index_get_entries_count)
    FIND(avformat_free_context)
    FIND(avformat_find_stream_info)
    FIND(avformat_close_input)
    FIND(avformat_alloc_output_context2)
    FIND(avformat_alloc_context)
    FIND(avcodec_receive_packet)
    FIND(avcodec_receive_frame)
    FIND(avcodec_parameters_to_context)
    FIND(avcodec_parameters_from_context)
    FIND(avcodec_find_encoder_by_name)
    FIND(avcodec_find_decoder)
    FIND(av_write_trailer)
    FIND(av_strerror)
    FIND(av_shrink_packet)
    FIND(av_read_frame)
    FIND(av_packet_unref)
    FIND(av_packet_rescale_ts)
    FIND(av_packet_make_writable)
    FIND(av_malloc)
    FIND(av_log_set_level)
    FIND(av_interleaved_write_frame)
    FIND(av_free)
    FIND(av_frame_unref)
    FIND(av_frame_get_buffer)
    FIND(av_dict_set)
    FIND(av_dict_free)
    return 0;
}

static const char *const files[] = {
    "libavutil.so." STRING(LIBAVUTIL_VERSION_MAJOR),
    "libavcodec.so." STRING(LIBAVCODEC_VERSION_MAJOR),
    "libavformat.so." STRING(LIBAVFORMAT_VERSION_MAJOR),
};
static struct hitlab_library library = {
    .files = files, .count = 3, .package = "libavcodec-dev libavformat-dev", .fill = fill, .lock = PTHREAD_MUTEX_INITIALIZER};

int hitlab_av_load(void) { return hitlab_library_load(&library); }

const char *hitlab_av_error(void) { return library.message; }
