// The one C entry point to libjpeg-turbo's TurboJPEG API, which Platform uses to decode
// JPEGs at a DCT scale (M/8). TurboJPEG reports errors as return values (its own error
// manager longjmps inside the library), so no libjpeg error_exit can end the process.
#ifndef SPLASH_CTURBOJPEG_SHIM_H
#define SPLASH_CTURBOJPEG_SHIM_H
#include <turbojpeg.h>
#endif
