// The one C entry point to SDL2, SDL2_image and SDL2_ttf. Function-like macros do not
// import into Swift, so the few Splash needs are wrapped as static inline functions.
// It also carries the one Linux call the frame pacer needs, which Swift cannot call
// directly because it is variadic in C.
#ifndef SPLASH_CSDL2_SHIM_H
#define SPLASH_CSDL2_SHIM_H
#ifdef __linux__
#include <sys/prctl.h>
#endif
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>

static inline int splash_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
static inline Uint32 splash_button_mask(int button) { return SDL_BUTTON(button); }
static inline Uint32 splash_pixelformat_abgr8888(void) { return SDL_PIXELFORMAT_ABGR8888; }
static inline Uint32 splash_pixelformat_argb8888(void) { return SDL_PIXELFORMAT_ARGB8888; }
static inline Uint32 splash_pixelformat_rgb888(void) { return SDL_PIXELFORMAT_RGB888; }
/* RGBA byte order in memory on any endianness (Platform: surfaces, read-back, PNGs). */
static inline Uint32 splash_pixelformat_rgba32(void) { return SDL_PIXELFORMAT_RGBA32; }
static inline Uint32 splash_touch_mouseid(void) { return SDL_TOUCH_MOUSEID; }
static inline int splash_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface); }
/* Sets the calling thread's timer slack: how much later than asked Linux may wake it from
   a sleep, to batch wakeups (50 us unless set). 0 on success, -1 where it cannot (and on
   systems other than Linux, which have no such setting). */
static inline int splash_set_timer_slack(unsigned long nanoseconds) {
#ifdef __linux__
    return prctl(PR_SET_TIMERSLACK, nanoseconds, 0UL, 0UL, 0UL);
#else
    (void)nanoseconds;
    return -1;
#endif
}
/* The calling thread's timer slack in nanoseconds (-1 where it cannot be read). */
static inline long splash_timer_slack(void) {
#ifdef __linux__
    return (long)prctl(PR_GET_TIMERSLACK, 0UL, 0UL, 0UL, 0UL);
#else
    return -1;
#endif
}
/* The X11 window behind an SDL window (0 when it is not an X11 window), for drag-out.
   SDL_syswm.h would pull Xlib's names (Font, Window…) into this module, where they clash
   with Splash's, so SDL_GetWindowWMInfo is declared here with a struct laid out as SDL2's
   stable ABI lays out SDL_SysWMinfo: version, subsystem, then the union whose x11 member
   is { Display *display; Window window; }, padded to 64 bytes. */
struct SDL_SysWMinfo;
extern DECLSPEC SDL_bool SDLCALL SDL_GetWindowWMInfo(SDL_Window *window, struct SDL_SysWMinfo *info);
typedef struct {
    SDL_version version;
    int subsystem;
    union {
        struct { void *display; unsigned long window; } x11;
        Uint8 dummy[64];
    } info;
} splash_syswm_info;
static inline unsigned long splash_x11_window(SDL_Window *window) {
    splash_syswm_info info;
    SDL_zero(info);
    SDL_VERSION(&info.version);
    const int subsystem_x11 = 2; /* SDL_SYSWM_X11 */
    if (SDL_GetWindowWMInfo(window, (struct SDL_SysWMinfo *)&info) && info.subsystem == subsystem_x11)
        return info.info.x11.window;
    return 0;
}
/* The name of the OpenGL implementation behind the current GL context (GL_RENDERER, e.g.
   "llvmpipe (LLVM 15.0.6, 256 bits)" for Mesa's software rasterizer), or NULL where no
   context is current or GL cannot be reached: a window asks it of the renderer it was
   given, to tell a GPU from a CPU emulating one. */
static inline const char *splash_gl_renderer_name(void) {
    typedef const unsigned char *(*GetString)(unsigned int);
    GetString get_string = (GetString)SDL_GL_GetProcAddress("glGetString");
    if (!get_string || !SDL_GL_GetCurrentContext()) return NULL;
    const unsigned int gl_renderer = 0x1F01; /* GL_RENDERER */
    return (const char *)get_string(gl_renderer);
}
#endif
