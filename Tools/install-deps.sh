#!/bin/sh
# Installs what Splash needs to build and test, only when it is missing:
# pkg-config, the SDL2, SDL2_image and SDL2_ttf development packages, libX11's
# (the clipboard and drag-out speak X11 themselves) and TurboJPEG's (JPEGs decoded at
# a DCT scale near the size drawn), plus any
# extra Debian packages named as arguments (e.g. xvfb for the window checks).
set -eu

missing=""
command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config"
if command -v pkg-config >/dev/null 2>&1; then
  pkg-config --exists sdl2 || missing="$missing libsdl2-dev"
  pkg-config --exists SDL2_image || missing="$missing libsdl2-image-dev"
  pkg-config --exists SDL2_ttf || missing="$missing libsdl2-ttf-dev"
  pkg-config --exists x11 || missing="$missing libx11-dev"
  pkg-config --exists libturbojpeg || missing="$missing libturbojpeg0-dev"
else
  missing="$missing libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libx11-dev libturbojpeg0-dev"
fi
# Installed means "install ok installed": a package removed but for its configuration
# files still answers dpkg -s, without its files.
for pkg in "$@"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing="$missing $pkg"
done
[ -z "$missing" ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "splash: missing:$missing — this system has no apt-get; install SDL2, SDL2_image, SDL2_ttf and TurboJPEG development files (e.g. 'brew install sdl2 sdl2_image sdl2_ttf jpeg-turbo pkg-config') and try again." >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
    echo "splash: need root to install:$missing (no sudo found)" >&2; exit 1
  fi
fi
echo "splash: installing$missing"
$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
