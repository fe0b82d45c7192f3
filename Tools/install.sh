#!/bin/sh
# Installs Splash under a prefix (what `make install` runs):
#   PREFIX/bin/splash                                  the program
#   PREFIX/share/splash/                               its Assets (photos, fonts, icons, credits)
#   PREFIX/share/icons/hicolor/NxN/apps/splash.png     the application icon, 16 to 512
#   PREFIX/share/applications/splash.desktop           the desktop entry
#   PREFIX/share/man/man1/splash.1                     the manual page
#   PREFIX/share/bash-completion/completions/splash    shell completions: bash,
#   PREFIX/share/zsh/site-functions/_splash            zsh
#   PREFIX/share/fish/vendor_completions.d/splash.fish and fish
#   PREFIX/share/doc/splash/LICENSE                    the code's licence
# and lists every file and every folder it created in
# PREFIX/share/splash/installed-files.txt, which Tools/uninstall.sh removes exactly.
#
# usage: Tools/install.sh PREFIX BINARY MANUAL
#   BINARY is the splash executable to install (make install builds it with the Swift
#   runtime linked statically); MANUAL the page `swift package generate-manual` wrote.
set -eu

if [ $# -ne 3 ]; then
  echo "usage: $0 PREFIX BINARY MANUAL" >&2
  exit 2
fi
prefix=$1
binary=$2
manual=$3
root=$(cd "$(dirname "$0")/.." && pwd)
manifest_name=share/splash/installed-files.txt
for file in "$binary" "$manual"; do
  [ -f "$file" ] || { echo "splash install: $file: no such file" >&2; exit 2; }
done

list=$(mktemp)
trap 'rm -f "$list"' EXIT
# A reinstall keeps the folders an earlier install created, so uninstall still removes them.
[ -f "$prefix/$manifest_name" ] && grep '^d ' "$prefix/$manifest_name" >>"$list" || true

# Creates a folder (relative to the prefix) and its missing parents, recording each one made.
folder() {
  [ -d "$prefix/$1" ] && return 0
  parent=$(dirname "$1")
  [ "$parent" = "." ] || folder "$parent"
  mkdir -p "$prefix/$1"
  echo "d $1" >>"$list"
}

# Copies SOURCE to DEST (relative to the prefix) with MODE and records it.
put() {
  folder "$(dirname "$3")"
  install -m "$1" "$2" "$prefix/$3"
  echo "f $3" >>"$list"
}

# Writes standard input to DEST (relative to the prefix) and records it.
write() {
  folder "$(dirname "$1")"
  cat >"$prefix/$1"
  chmod 644 "$prefix/$1"
  echo "f $1" >>"$list"
}

folder ""
put 755 "$binary" bin/splash
(cd "$root/Assets" && find . -type f | sort) | while read -r file; do
  put 644 "$root/Assets/$file" "share/splash/${file#./}"
done
for size in 16 22 24 32 48 64 128 256 512; do
  put 644 "$root/Assets/AppIcon/splash-$size.png" "share/icons/hicolor/${size}x${size}/apps/splash.png"
done
put 644 "$root/Tools/splash.desktop" share/applications/splash.desktop
put 644 "$manual" share/man/man1/splash.1
put 644 "$root/LICENSE" share/doc/splash/LICENSE
"$binary" --generate-completion-script bash | write share/bash-completion/completions/splash
"$binary" --generate-completion-script zsh | write share/zsh/site-functions/_splash
"$binary" --generate-completion-script fish | write share/fish/vendor_completions.d/splash.fish

echo "f $manifest_name" >>"$list"
awk '!seen[$0]++' "$list" >"$prefix/$manifest_name"
chmod 644 "$prefix/$manifest_name"
echo "splash: installed in $prefix ($(grep -c '^f ' "$prefix/$manifest_name") files)"
