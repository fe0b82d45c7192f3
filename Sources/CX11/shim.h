// Xlib, for what SDL2 does not do on X11: serving the clipboard in more formats than
// text (image/png) and being a drag-and-drop (XDND) source. Only Platform imports it.
#ifndef SPLASH_CX11_SHIM_H
#define SPLASH_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/Xutil.h>

/* Macros and union members that do not import cleanly into Swift. */
static inline int splash_x11_connection_number(Display *display) { return ConnectionNumber(display); }
static inline Window splash_x11_default_root(Display *display) { return DefaultRootWindow(display); }
#endif
