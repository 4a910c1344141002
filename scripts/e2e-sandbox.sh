#!/usr/bin/env bash
# For parallel work: builds a copy of the working tree in /tmp and runs Playwright there on its own
# port, so several people can run e2e tests at once without sharing .next or the database.
# Usage: scripts/e2e-sandbox.sh <name> <port> [playwright arguments...]
set -euo pipefail
name=$1; port=$2; shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
dir=/tmp/carte-sandbox-$name
mkdir -p "$dir"
rsync -a --delete --exclude node_modules --exclude .next --exclude .data --exclude test-results --exclude .git "$root/" "$dir/"
ln -sfn "$root/node_modules" "$dir/node_modules"
# Turbopack refuses a node_modules link that leaves its root: widen the root in the copy only.
sed -i 's|^const nextConfig: NextConfig = {|const nextConfig: NextConfig = {\n  turbopack: { root: "/" },|' "$dir/next.config.ts"
cd "$dir"
rm -rf .data
npx next build > "$dir/build.log" 2>&1 || { tail -40 "$dir/build.log"; exit 1; }
E2E_PORT=$port npx playwright test "$@"
