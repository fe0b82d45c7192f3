#!/bin/sh
# Measures the CPU an idle Splash window uses: starts it under Xvfb on a free display,
# lets it settle for 3 s, then reads its CPU time from /proc over 10 s. Prints the
# percentage.
set -eu
bin="$1"
command -v Xvfb >/dev/null 2>&1 || { echo "idle-check: Xvfb is not installed (make idle-check installs it)" >&2; exit 1; }
work=$(mktemp -d)
app=""
xvfb=""
# The app goes first, so it never sees its X server vanish.
cleanup() {
  [ -z "$app" ] || { kill "$app" 2>/dev/null || true; wait "$app" 2>/dev/null || true; }
  [ -z "$xvfb" ] || kill "$xvfb" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
# -displayfd: Xvfb picks the first free display itself and writes its number to fd 3,
# so a display another session holds (":99" was fixed before) is never in the way.
Xvfb -displayfd 3 -screen 0 1280x1024x24 3>"$work/display" 2>"$work/xvfb.log" &
xvfb=$!
tries=0
while [ ! -s "$work/display" ]; do
  if ! kill -0 "$xvfb" 2>/dev/null; then
    echo "idle-check: Xvfb could not start: $(tail -n 1 "$work/xvfb.log")" >&2; exit 1
  fi
  tries=$((tries + 1))
  [ "$tries" -le 50 ] || { echo "idle-check: Xvfb did not report a display within 5 s" >&2; exit 1; }
  sleep 0.1
done
display=":$(head -n 1 "$work/display")"
echo "idle-check: Xvfb on display $display"
DISPLAY="$display" "$bin" &
app=$!
sleep 3
kill -0 "$app" 2>/dev/null || { echo "idle-check: splash exited before the measurement" >&2; exit 1; }
ticks=$(getconf CLK_TCK)
cpu() { awk '{print $14 + $15}' "/proc/$app/stat"; }
before=$(cpu)
sleep 10
after=$(cpu)
awk -v b="$before" -v a="$after" -v t="$ticks" 'BEGIN { printf "idle CPU over 10 s: %.2f%%\n", (a - b) / t / 10 * 100 }'
