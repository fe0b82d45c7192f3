#!/bin/sh
# Removes what Tools/install.sh installed under a prefix (what `make uninstall` runs):
# exactly the files listed in PREFIX/share/splash/installed-files.txt, then the folders
# that install created, deepest first, when they are empty. Anything else is left alone.
#
# usage: Tools/uninstall.sh PREFIX
set -eu

if [ $# -ne 1 ]; then
  echo "usage: $0 PREFIX" >&2
  exit 2
fi
prefix=$1
manifest="$prefix/share/splash/installed-files.txt"
if [ ! -f "$manifest" ]; then
  echo "splash uninstall: $manifest: no such file; nothing was installed in $prefix" >&2
  exit 1
fi
list=$(mktemp)
trap 'rm -f "$list"' EXIT
cp "$manifest" "$list"
count=0
while read -r kind path; do
  [ "$kind" = f ] || continue
  rm -f "$prefix/$path"
  count=$((count + 1))
done <"$list"
# Folders were listed parents first: remove them in reverse, keeping any still in use.
awk '{ lines[NR] = $0 } END { for (i = NR; i > 0; i--) print lines[i] }' "$list" | while read -r kind path; do
  [ "$kind" = d ] || continue
  rmdir "$prefix/$path" 2>/dev/null || true
done
echo "splash: removed $count files from $prefix"
