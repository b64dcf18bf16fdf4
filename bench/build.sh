#!/usr/bin/env bash
# Prints cold and warm production build times and peak memory (both locales).
# Cold: caches removed (node_modules/.cache, .docusaurus, build). Warm: a
# second build right after, with the bundler's persistent cache in place.
set -euo pipefail
cd "$(dirname "$0")/.."

measure() {
  local label=$1
  local report
  report=$(mktemp)
  /usr/bin/time -v npx docusaurus build >/dev/null 2>"$report" || {
    cat "$report"
    exit 1
  }
  local seconds peak_kb
  seconds=$(grep 'Elapsed (wall clock)' "$report" | awk '{print $NF}')
  peak_kb=$(grep 'Maximum resident set size' "$report" | awk '{print $NF}')
  printf '%-5s build: %8s wall clock, peak RSS %6.0f MiB\n' "$label" "$seconds" "$((peak_kb / 1024))"
  rm -f "$report"
}

command -v /usr/bin/time >/dev/null || {
  echo "bench/build.sh needs GNU time (apt-get install -y time)" >&2
  exit 1
}

rm -rf node_modules/.cache .docusaurus build
measure cold
measure warm
pages=$(find build -name index.html | wc -l)
size=$(du -sh build | cut -f1)
echo "pages (index.html files): $pages, build folder: $size"
