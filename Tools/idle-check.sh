#!/bin/sh
# Measures the CPU an idle Splash window uses: starts it under Xvfb, lets it settle
# for 3 s, then reads its CPU time from /proc over 10 s. Prints the percentage.
set -eu
bin="$1"
display=":99"
Xvfb "$display" -screen 0 1280x1024x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $app $xvfb 2>/dev/null || true' EXIT
sleep 1
DISPLAY="$display" "$bin" &
app=$!
sleep 3
ticks=$(getconf CLK_TCK)
cpu() { awk '{print $14 + $15}' "/proc/$app/stat"; }
before=$(cpu)
sleep 10
after=$(cpu)
awk -v b="$before" -v a="$after" -v t="$ticks" 'BEGIN { printf "idle CPU over 10 s: %.2f%%\n", (a - b) / t / 10 * 100 }'
