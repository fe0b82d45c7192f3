// The one C entry point to SDL2, SDL2_image and SDL2_ttf. Function-like macros do not
// import into Swift, so the few Splash needs are wrapped as static inline functions.
#ifndef SPLASH_CSDL2_SHIM_H
#define SPLASH_CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>

static inline int splash_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
static inline Uint32 splash_button_mask(int button) { return SDL_BUTTON(button); }
static inline Uint32 splash_pixelformat_abgr8888(void) { return SDL_PIXELFORMAT_ABGR8888; }
static inline Uint32 splash_pixelformat_argb8888(void) { return SDL_PIXELFORMAT_ARGB8888; }
/* RGBA byte order in memory on any endianness (Platform: surfaces, read-back, PNGs). */
static inline Uint32 splash_pixelformat_rgba32(void) { return SDL_PIXELFORMAT_RGBA32; }
static inline Uint32 splash_touch_mouseid(void) { return SDL_TOUCH_MOUSEID; }
static inline int splash_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface); }
#endif
