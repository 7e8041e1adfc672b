// The FFmpeg functions Hitlab calls, looked up when the first video is written.
#include "CAVCodec.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

struct hitlab_av_table hitlab_av;

#define STRING2(x) #x
#define STRING(x) STRING2(x)

static void *libraries[3];
static char message[512];
static int state;  // 0 not tried, 1 loaded, -1 failed
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *find(const char *name) {
    for (int i = 0; i < 3; i++) {
        void *f = dlsym(libraries[i], name);
        if (f) return f;
    }
    return NULL;
}

static int fail(const char *what) {
    snprintf(message, sizeof message, "FFmpeg's %s was not found in libavcodec, libavformat or libavutil", what);
    return -1;
}

static int load(void) {
    static const char *names[3] = {
        "libavutil.so." STRING(LIBAVUTIL_VERSION_MAJOR),
        "libavcodec.so." STRING(LIBAVCODEC_VERSION_MAJOR),
        "libavformat.so." STRING(LIBAVFORMAT_VERSION_MAJOR),
    };
    for (int i = 0; i < 3; i++) {
        libraries[i] = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        if (!libraries[i]) {
            snprintf(message, sizeof message, "%s cannot be loaded (Debian: apt-get install libavcodec-dev libavformat-dev): %s", names[i], dlerror());
            return -1;
        }
    }
    if (!(hitlab_av.avio_context_free = (__typeof__(avio_context_free) *)find("avio_context_free"))) return fail("avio_context_free");
    if (!(hitlab_av.avcodec_send_packet = (__typeof__(avcodec_send_packet) *)find("avcodec_send_packet"))) return fail("avcodec_send_packet");
    if (!(hitlab_av.avcodec_send_frame = (__typeof__(avcodec_send_frame) *)find("avcodec_send_frame"))) return fail("avcodec_send_frame");
    if (!(hitlab_av.avcodec_open2 = (__typeof__(avcodec_open2) *)find("avcodec_open2"))) return fail("avcodec_open2");
    if (!(hitlab_av.avcodec_free_context = (__typeof__(avcodec_free_context) *)find("avcodec_free_context"))) return fail("avcodec_free_context");
    if (!(hitlab_av.avcodec_alloc_context3 = (__typeof__(avcodec_alloc_context3) *)find("avcodec_alloc_context3"))) return fail("avcodec_alloc_context3");
    if (!(hitlab_av.av_packet_free = (__typeof__(av_packet_free) *)find("av_packet_free"))) return fail("av_packet_free");
    if (!(hitlab_av.av_packet_alloc = (__typeof__(av_packet_alloc) *)find("av_packet_alloc"))) return fail("av_packet_alloc");
    if (!(hitlab_av.av_freep = (__typeof__(av_freep) *)find("av_freep"))) return fail("av_freep");
    if (!(hitlab_av.av_frame_make_writable = (__typeof__(av_frame_make_writable) *)find("av_frame_make_writable"))) return fail("av_frame_make_writable");
    if (!(hitlab_av.av_frame_free = (__typeof__(av_frame_free) *)find("av_frame_free"))) return fail("av_frame_free");
    if (!(hitlab_av.av_frame_alloc = (__typeof__(av_frame_alloc) *)find("av_frame_alloc"))) return fail("av_frame_alloc");
    if (!(hitlab_av.avio_flush = (__typeof__(avio_flush) *)find("avio_flush"))) return fail("avio_flush");
    if (!(hitlab_av.avio_alloc_context = (__typeof__(avio_alloc_context) *)find("avio_alloc_context"))) return fail("avio_alloc_context");
    if (!(hitlab_av.avformat_write_header = (__typeof__(avformat_write_header) *)find("avformat_write_header"))) return fail("avformat_write_header");
    if (!(hitlab_av.avformat_open_input = (__typeof__(avformat_open_input) *)find("avformat_open_input"))) return fail("avformat_open_input");
    if (!(hitlab_av.avformat_new_stream = (__typeof__(avformat_new_stream) *)find("avformat_new_stream"))) return fail("avformat_new_stream");
    if (!(hitlab_av.avformat_index_get_entries_count = (__typeof__(avformat_index_get_entries_count) *)find("avformat_index_get_entries_count"))) return fail("avformat_index_get_entries_count");
    if (!(hitlab_av.avformat_free_context = (__typeof__(avformat_free_context) *)find("avformat_free_context"))) return fail("avformat_free_context");
    if (!(hitlab_av.avformat_find_stream_info = (__typeof__(avformat_find_stream_info) *)find("avformat_find_stream_info"))) return fail("avformat_find_stream_info");
    if (!(hitlab_av.avformat_close_input = (__typeof__(avformat_close_input) *)find("avformat_close_input"))) return fail("avformat_close_input");
    if (!(hitlab_av.avformat_alloc_output_context2 = (__typeof__(avformat_alloc_output_context2) *)find("avformat_alloc_output_context2"))) return fail("avformat_alloc_output_context2");
    if (!(hitlab_av.avformat_alloc_context = (__typeof__(avformat_alloc_context) *)find("avformat_alloc_context"))) return fail("avformat_alloc_context");
    if (!(hitlab_av.avcodec_receive_packet = (__typeof__(avcodec_receive_packet) *)find("avcodec_receive_packet"))) return fail("avcodec_receive_packet");
    if (!(hitlab_av.avcodec_receive_frame = (__typeof__(avcodec_receive_frame) *)find("avcodec_receive_frame"))) return fail("avcodec_receive_frame");
    if (!(hitlab_av.avcodec_parameters_to_context = (__typeof__(avcodec_parameters_to_context) *)find("avcodec_parameters_to_context"))) return fail("avcodec_parameters_to_context");
    if (!(hitlab_av.avcodec_parameters_from_context = (__typeof__(avcodec_parameters_from_context) *)find("avcodec_parameters_from_context"))) return fail("avcodec_parameters_from_context");
    if (!(hitlab_av.avcodec_find_encoder_by_name = (__typeof__(avcodec_find_encoder_by_name) *)find("avcodec_find_encoder_by_name"))) return fail("avcodec_find_encoder_by_name");
    if (!(hitlab_av.avcodec_find_decoder = (__typeof__(avcodec_find_decoder) *)find("avcodec_find_decoder"))) return fail("avcodec_find_decoder");
    if (!(hitlab_av.av_write_trailer = (__typeof__(av_write_trailer) *)find("av_write_trailer"))) return fail("av_write_trailer");
    if (!(hitlab_av.av_strerror = (__typeof__(av_strerror) *)find("av_strerror"))) return fail("av_strerror");
    if (!(hitlab_av.av_shrink_packet = (__typeof__(av_shrink_packet) *)find("av_shrink_packet"))) return fail("av_shrink_packet");
    if (!(hitlab_av.av_read_frame = (__typeof__(av_read_frame) *)find("av_read_frame"))) return fail("av_read_frame");
    if (!(hitlab_av.av_packet_unref = (__typeof__(av_packet_unref) *)find("av_packet_unref"))) return fail("av_packet_unref");
    if (!(hitlab_av.av_packet_rescale_ts = (__typeof__(av_packet_rescale_ts) *)find("av_packet_rescale_ts"))) return fail("av_packet_rescale_ts");
    if (!(hitlab_av.av_packet_make_writable = (__typeof__(av_packet_make_writable) *)find("av_packet_make_writable"))) return fail("av_packet_make_writable");
    if (!(hitlab_av.av_malloc = (__typeof__(av_malloc) *)find("av_malloc"))) return fail("av_malloc");
    if (!(hitlab_av.av_log_set_level = (__typeof__(av_log_set_level) *)find("av_log_set_level"))) return fail("av_log_set_level");
    if (!(hitlab_av.av_interleaved_write_frame = (__typeof__(av_interleaved_write_frame) *)find("av_interleaved_write_frame"))) return fail("av_interleaved_write_frame");
    if (!(hitlab_av.av_free = (__typeof__(av_free) *)find("av_free"))) return fail("av_free");
    if (!(hitlab_av.av_frame_unref = (__typeof__(av_frame_unref) *)find("av_frame_unref"))) return fail("av_frame_unref");
    if (!(hitlab_av.av_frame_get_buffer = (__typeof__(av_frame_get_buffer) *)find("av_frame_get_buffer"))) return fail("av_frame_get_buffer");
    if (!(hitlab_av.av_dict_set = (__typeof__(av_dict_set) *)find("av_dict_set"))) return fail("av_dict_set");
    if (!(hitlab_av.av_dict_free = (__typeof__(av_dict_free) *)find("av_dict_free"))) return fail("av_dict_free");
    return 0;
}

int hitlab_av_load(void) {
    pthread_mutex_lock(&lock);
    if (state == 0) state = load() == 0 ? 1 : -1;
    int result = state == 1 ? 0 : -1;
    pthread_mutex_unlock(&lock);
    return result;
}

const char *hitlab_av_error(void) { return message; }
