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
# At each size the floor (splash-bench --floor-only: the bundled photos scrolled by a bare
# SDL loop, opaque copies, no Splash) is counted the same way, only inside its per-frame
# function, and each scenario's render instructions (inside Renderer.draw) are divided
# by the floor's: the ratio that does not move with the machine's load. The resampling
# floor (--floor-only --resampled: the same loop shrinking every photo to a new size each
# frame, as a card in flight does) is counted too, and divided by in the last column.
# Usage: Tools/bench-ir.sh SPLASH_BINARY [OUT_DIR]
set -eu
bin="$1"
out="${2:-out/bench-ir}"
bench="$(dirname "$bin")/splash-bench"
[ -x "$bench" ] || { echo "bench-ir: $bench is not built (make bench-ir builds it)" >&2; exit 1; }
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

ratios="$out/ratios.txt"
: > "$ratios"
echo "| scenario | frames | instructions per frame | per window pixel | per window pixel, decodes left out | render per frame | render ÷ floor | render ÷ resampling floor |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for size in ${BENCH_IR_SIZES:-414x736:1 414x736:2}; do
  dims="${size%:*}"; scale="${size#*:}"
  w=${dims%x*}; h=${dims#*x}
  pixels=$((w * h * scale * scale))
  # The floors first: their render instructions per frame are what the scenarios divide by.
  for kind in floor resampling; do
    flag=""; [ "$kind" = resampling ] && flag="--resampled"
    SDL_VIDEODRIVER=dummy valgrind --tool=callgrind --callgrind-out-file="$out/$kind-$dims-$scale.callgrind" \
      --toggle-collect='*BareFloorO9drawFrame*' \
      "$bench" --floor-only "$dims:$scale" $flag --out "$out" >"$out/$kind-$dims-$scale.txt" 2>"$out/$kind-$dims-$scale.log"
  done
  floor_total=$(awk '/^totals:|^summary:/ {print $2; exit}' "$out/floor-$dims-$scale.callgrind")
  floor_frames=$(sed -n 's/.*: \([0-9]*\) frames.*/\1/p' "$out/floor-$dims-$scale.txt")
  floor=$(awk -v t="$floor_total" -v f="$floor_frames" 'BEGIN { printf "%.0f", t / f }')
  resampling_total=$(awk '/^totals:|^summary:/ {print $2; exit}' "$out/resampling-$dims-$scale.callgrind")
  resampling_frames=$(sed -n 's/.*: \([0-9]*\) frames.*/\1/p' "$out/resampling-$dims-$scale.txt")
  resampling=$(awk -v t="$resampling_total" -v f="$resampling_frames" 'BEGIN { printf "%.0f", t / f }')
  for scenario in "fling:$fling" "drag:Scripts/bench-drag.txt" "card:Scripts/bench-card.txt"; do
    name=${scenario%%:*}; script=${scenario#*:}
    tag="$name-$dims-$scale"
    SDL_VIDEODRIVER=dummy valgrind --tool=callgrind --callgrind-out-file="$out/$tag.callgrind" \
      "$bin" --headless --script "$script" --size "$dims" --scale "$scale" --fps 60 \
      --state-out "$out/$tag.json" --downloads "$out/downloads" >/dev/null 2>"$out/$tag.log"
    total=$(awk '/^totals:|^summary:/ {print $2; exit}' "$out/$tag.callgrind")
    frames=$(sed -n 's/.*"frames" : \([0-9]*\).*/\1/p' "$out/$tag.json" | head -n 1)
    # Inclusive counts of the decode function (0 when nothing was decoded) and of the
    # renderer's draw (every frame's drawing, nothing of the simulation's).
    inclusive=$(callgrind_annotate --inclusive=yes "$out/$tag.callgrind" 2>/dev/null)
    decode=$(echo "$inclusive" | awk '/SurfaceOperationsO6decode4path/ { gsub(",", "", $1); print $1; exit }')
    render=$(echo "$inclusive" | awk '/RendererC4drawyy5Scene11DisplayListVF/ { gsub(",", "", $1); print $1; exit }')
    awk -v n="$name, $dims @${scale}x" -v t="$total" -v d="${decode:-0}" -v f="$frames" -v p="$pixels" \
      -v r="${render:-0}" -v fl="$floor" -v rs="$resampling" \
      'BEGIN { printf "| %s | %d | %.1f M | %.1f | %.1f | %.2f M | %.2f× | %.2f× |\n", n, f, t / f / 1e6, t / f / p, (t - d) / f / p, r / f / 1e6, r / f / fl, r / f / rs }'
    awk -v n="$name, $dims @${scale}x" -v r="${render:-0}" -v f="$frames" -v fl="$floor" -v rs="$resampling" \
      'BEGIN { printf "%s: %.2f M render instructions a frame against the floor'"'"'s %.2f M: %.2f×; against the resampling floor'"'"'s %.2f M: %.2f×\n", n, r / f / 1e6, fl / 1e6, r / f / fl, rs / 1e6, r / f / rs }' >> "$ratios"
  done
  awk -v n="floor, $dims @${scale}x" -v f="$floor_frames" -v fl="$floor" -v rs="$resampling" -v p="$pixels" \
    'BEGIN { printf "| %s | %d | %.2f M | %.1f | %.1f | %.2f M | 1× | %.2f× |\n", n, f, fl / 1e6, fl / p, fl / p, fl / 1e6, fl / rs }'
  awk -v n="resampling floor, $dims @${scale}x" -v f="$resampling_frames" -v fl="$floor" -v rs="$resampling" -v p="$pixels" \
    'BEGIN { printf "| %s | %d | %.2f M | %.1f | %.1f | %.2f M | %.2f× | 1× |\n", n, f, rs / 1e6, rs / p, rs / p, rs / 1e6, rs / fl }'
done
echo
echo "Splash ÷ floor in render instructions per frame (target ≤ 1.5×):"
cat "$ratios"
