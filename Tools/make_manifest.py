#!/usr/bin/env python3
"""Write a photos.json with N entries for benchmarks (e.g. 1 000 or 100 000 photos).

The entries cycle through the real photos of Assets/photos.json. Entry number i is a copy
of real photo i mod R (R = number of real photos) from cycle k = i div R, with the id
"<id>-<k>" and "file" rewritten to an absolute path into the real Assets/Photos, so the
output can be written anywhere (e.g. /tmp). Header and category photos point at the first
copy of their photo when it is among the N entries, otherwise at an entry that is.
Standard library only; the output depends only on the arguments and Assets/photos.json.

    python3 Tools/make_manifest.py --count 100000 --out /tmp/photos-100k.json
"""

import argparse
import json
import os
import sys

DEFAULT_ASSETS = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "Assets")


def build(real, assets_dir, count):
    """Return the manifest dict with `count` photo entries derived from `real`."""
    photos = real["photos"]
    if not photos:
        raise ValueError("Assets/photos.json has no photos")
    first_index = {}  # real id -> index of its first copy in the output
    out_photos = []
    for i in range(count):
        src = photos[i % len(photos)]
        cycle = i // len(photos)
        entry = dict(src)
        entry["id"] = "%s-%d" % (src["id"], cycle)
        entry["file"] = os.path.normpath(os.path.join(assets_dir, src["file"]))
        entry["user"] = dict(src["user"])
        first_index.setdefault(src["id"], i)
        out_photos.append(entry)

    def ref(real_id, fallback):
        """Id of the first copy of real_id, or of a deterministic present entry."""
        return out_photos[first_index.get(real_id, fallback % count)]["id"]

    return {
        "header": ref(real["header"], 0),
        "categories": [
            dict(c, photo=ref(c["photo"], n)) for n, c in enumerate(real["categories"])
        ],
        "photos": out_photos,
    }


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, required=True, help="number of photo entries")
    parser.add_argument("--out", required=True, help="output JSON file ('-' for stdout)")
    parser.add_argument("--assets", default=DEFAULT_ASSETS,
                        help="Assets directory holding photos.json (default: ../Assets)")
    parser.add_argument("--indent", type=int, default=None,
                        help="pretty-print with this indent (default: compact)")
    args = parser.parse_args(argv)
    if args.count < 1:
        parser.error("--count must be at least 1")

    assets_dir = os.path.abspath(args.assets)
    with open(os.path.join(assets_dir, "photos.json"), encoding="utf-8") as f:
        real = json.load(f)
    manifest = build(real, assets_dir, args.count)

    separators = (",", ":") if args.indent is None else (",", ": ")
    text = json.dumps(manifest, ensure_ascii=False, indent=args.indent, separators=separators)
    if args.out == "-":
        sys.stdout.write(text + "\n")
    else:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
