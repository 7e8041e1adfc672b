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
