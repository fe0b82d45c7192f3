#!/usr/bin/env python3
"""Draw Splash's application icon as PNGs, one per hicolor size (16 to 512 pixels).

The icon is a photo card on a warm gradient square: a white rounded card whose picture
is a sky, a sun and two mountains. Every size is drawn from the same shapes in unit
coordinates with 4 x 4 samples per pixel, so small sizes stay crisp and nothing is
scaled from a bitmap. Standard library only; the output depends only on this file.

    python3 Tools/make_icon.py            # writes Assets/AppIcon/splash-<size>.png
"""

import os
import struct
import sys
import zlib

SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
SAMPLES = 4
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "Assets", "AppIcon")

# Shapes, unit coordinates (0..1, y down).
SQUARE = (0.03, 0.03, 0.97, 0.97, 0.21)  # left, top, right, bottom, corner radius
TOP, BOTTOM = (255, 159, 10), (255, 55, 95)  # iOS system orange to system pink
CARD = (0.18, 0.22, 0.82, 0.78, 0.07)
CARD_COLOR = (255, 255, 255)
PICTURE = (0.24, 0.28, 0.76, 0.72, 0.03)
SKY_TOP, SKY_BOTTOM = (90, 200, 250), (190, 235, 255)
SUN = (0.63, 0.40, 0.065)  # centre x, y, radius
SUN_COLOR = (255, 214, 10)
FAR_MOUNTAIN = ((0.45, 0.74), (0.61, 0.52), (0.78, 0.74))
FAR_COLOR = (52, 120, 110)
NEAR_MOUNTAIN = ((0.22, 0.74), (0.40, 0.45), (0.60, 0.74))
NEAR_COLOR = (30, 70, 72)


def in_rounded(rect, x, y):
    left, top, right, bottom, radius = rect
    if x < left or x > right or y < top or y > bottom:
        return False
    cx = min(max(x, left + radius), right - radius)
    cy = min(max(y, top + radius), bottom - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius


def in_triangle(points, x, y):
    (ax, ay), (bx, by), (cx, cy) = points
    d1 = (x - bx) * (ay - by) - (ax - bx) * (y - by)
    d2 = (x - cx) * (by - cy) - (bx - cx) * (y - cy)
    d3 = (x - ax) * (cy - ay) - (cx - ax) * (y - ay)
    negative = d1 < 0 or d2 < 0 or d3 < 0
    positive = d1 > 0 or d2 > 0 or d3 > 0
    return not (negative and positive)


def mix(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def sample(x, y):
    """The colour at a unit point, or None outside the icon's square."""
    if not in_rounded(SQUARE, x, y):
        return None
    if in_rounded(PICTURE, x, y):
        if in_triangle(NEAR_MOUNTAIN, x, y):
            return NEAR_COLOR
        if in_triangle(FAR_MOUNTAIN, x, y):
            return FAR_COLOR
        sx, sy, sr = SUN
        if (x - sx) ** 2 + (y - sy) ** 2 <= sr * sr:
            return SUN_COLOR
        return mix(SKY_TOP, SKY_BOTTOM, (y - PICTURE[1]) / (PICTURE[3] - PICTURE[1]))
    if in_rounded(CARD, x, y):
        return CARD_COLOR
    return mix(TOP, BOTTOM, (y - SQUARE[1]) / (SQUARE[3] - SQUARE[1]))


def render(size):
    """RGBA rows (bytes, with PNG's filter byte) of the icon at `size` pixels."""
    rows = []
    n = SAMPLES * SAMPLES
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            r = g = b = a = 0.0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    color = sample((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size)
                    if color is not None:
                        r += color[0]
                        g += color[1]
                        b += color[2]
                        a += 1
            if a == 0:
                row += bytes(4)
            else:
                # Colours averaged over covered samples (straight alpha), coverage as alpha.
                row += bytes((round(r / a), round(g / a), round(b / a), round(255 * a / n)))
        rows.append(bytes(row))
    return b"".join(rows)


def png(size, data):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(data, 9)) + chunk(b"IEND", b"")


def main():
    os.makedirs(OUT, exist_ok=True)
    for size in SIZES:
        path = os.path.join(OUT, "splash-%d.png" % size)
        with open(path, "wb") as f:
            f.write(png(size, render(size)))
        print(path, file=sys.stderr)


if __name__ == "__main__":
    main()
