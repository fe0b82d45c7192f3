#!/bin/sh
# Instructions per frame, and per window pixel, of the fling, drag and card scenarios,
# counted by valgrind's callgrind: unlike wall-clock time, the count is the same run to
# run on a shared, noisy machine. Headless, synchronous decoding (so the count does not
# depend on when a decoding thread finishes), release build, frames drawn at 60 fps as a
# window draws them: at 15 fps each frame also carried four frames' worth of 240 Hz
# simulation steps. Start-up is included, spread over the frames. The last column
# leaves out the instructions inside SurfaceOperations.decode (reading, decoding and
# shrinking a photo), which a window runs on background threads: what the frames
# themselves cost. Sizes: $BENCH_IR_SIZES, default the phone window at 1x and 2x; add
# e.g. "1920x1080:1" for a desktop window (slow under valgrind).
# Usage: Tools/bench-ir.sh SPLASH_BINARY [OUT_DIR]
set -eu
bin="$1"
out="${2:-out/bench-ir}"
command -v valgrind >/dev/null 2>&1 || { echo "bench-ir: valgrind is not installed (make bench-ir installs it)" >&2; exit 1; }
mkdir -p "$out"
# The fling script make bench generates: ten upward flings from 1 s on.
fling="$out/fling.txt"
t=1000
: > "$fling"
for _ in 1 2 3 4 5 6 7 8 9 10; do
  echo "$t down 200 650" >> "$fling"
  for i in 1 2 3 4 5 6; do echo "$((t + i * 16)) move 200 $((650 - i * 50))" >> "$fling"; done
  echo "$((t + 97)) up 200 350" >> "$fling"
  t=$((t + 1300))
done
echo "$t end" >> "$fling"

echo "| scenario | frames | instructions per frame | per window pixel | per window pixel, decodes left out |"
echo "|---|---:|---:|---:|---:|"
for size in ${BENCH_IR_SIZES:-414x736:1 414x736:2}; do
  dims="${size%:*}"; scale="${size#*:}"
  w=${dims%x*}; h=${dims#*x}
  pixels=$((w * h * scale * scale))
  for scenario in "fling:$fling" "drag:Scripts/bench-drag.txt" "card:Scripts/bench-card.txt"; do
    name=${scenario%%:*}; script=${scenario#*:}
    tag="$name-$dims-$scale"
    SDL_VIDEODRIVER=dummy valgrind --tool=callgrind --callgrind-out-file="$out/$tag.callgrind" \
      "$bin" --headless --script "$script" --size "$dims" --scale "$scale" --fps 60 \
      --state-out "$out/$tag.json" --downloads "$out/downloads" >/dev/null 2>"$out/$tag.log"
    total=$(awk '/^totals:|^summary:/ {print $2; exit}' "$out/$tag.callgrind")
    frames=$(sed -n 's/.*"frames" : \([0-9]*\).*/\1/p' "$out/$tag.json" | head -n 1)
    # Inclusive count of the decode function (0 when nothing was decoded).
    decode=$(callgrind_annotate --inclusive=yes "$out/$tag.callgrind" 2>/dev/null \
      | awk '/SurfaceOperationsO6decode4path/ { gsub(",", "", $1); print $1; exit }')
    awk -v n="$name, $dims @${scale}x" -v t="$total" -v d="${decode:-0}" -v f="$frames" -v p="$pixels" \
      'BEGIN { printf "| %s | %d | %.1f M | %.1f | %.1f |\n", n, f, t / f / 1e6, t / f / p, (t - d) / f / p }'
  done
done
