#!/bin/sh
# Measures the CPU a Splash window uses under Xvfb on a free display: idle (10 s after
# 3 s to settle), then animating (Scripts/bench-card.txt replayed live: a card opened,
# scrubbed and dismissed, frames paced to 60 fps). Prints both percentages.
set -eu
bin="$1"
script="${2:-Scripts/bench-card.txt}"
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
ticks=$(getconf CLK_TCK)
cpu() { awk '{print $14 + $15}' "/proc/$app/stat"; }
# percent BEFORE AFTER SECONDS
percent() { awk -v b="$1" -v a="$2" -v t="$ticks" -v s="$3" 'BEGIN { printf "%.1f%%", (a - b) / t / s * 100 }'; }

DISPLAY="$display" "$bin" --downloads "$work/downloads" &
app=$!
sleep 3
kill -0 "$app" 2>/dev/null || { echo "idle-check: splash exited before the measurement" >&2; exit 1; }
before=$(cpu); sleep 10; after=$(cpu)
echo "idle CPU over 10 s: $(percent "$before" "$after" 10)"
kill "$app"; wait "$app" 2>/dev/null || true; app=""

# Animating: the script's events from 1 s to 9 s keep the card moving; CPU is read
# over that stretch (the window starts, then the script runs on its own clock).
DISPLAY="$display" "$bin" --script "$script" --downloads "$work/downloads" &
app=$!
sleep 2
kill -0 "$app" 2>/dev/null || { echo "idle-check: splash exited before the measurement" >&2; exit 1; }
before=$(cpu); sleep 6; after=$(cpu)
echo "animating CPU over 6 s ($script, 60 fps): $(percent "$before" "$after" 6)"
