#!/usr/bin/env bash
# The Windows lane: runs the main-process unit tests and the CLI/host/stdio end-to-end tests as Windows code
# (Node 24's Windows build under Wine 10, so named pipes, %APPDATA%, drive letters and .cmd spawning are
# Windows'), then checks the results against the one allow-list of known Wine limitations.
# Needs root (chroot, mounts); `npm run build` first (the end-to-end tests run the built CLI).
# Usage: run.sh [test files or folders]   (default: the lane's whole set below)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
lane="$repo/scripts/windows-lane"
cache="${INTERLOCK_WINDOWS_LANE_CACHE:-/var/cache/interlock-windows-lane}"
export INTERLOCK_WINDOWS_LANE_CACHE="$cache"
# The project's pinned Node runs the helper scripts (TypeScript), also when this is called outside npm (.ci/run).
export PATH="$repo/node_modules/.bin:$PATH"
root="$cache/trixie"

# What runs as Windows code. The browser and Electron tests are about the UI, not the OS, and stay on Linux.
tests=(src-main e2e/cli.test.ts e2e/host.test.ts e2e/mcp-stdio.test.ts e2e/demo.test.ts)
[ "$#" -eq 0 ] || tests=("$@")

[ "$(id -u)" -eq 0 ] || { echo "windows-lane: needs root (chroot, mounts); run it as root or with sudo" >&2; exit 1; }
[ -f "$repo/dist/src-main/cli.js" ] || { echo "windows-lane: dist/ is missing; run \`npm run build\` first" >&2; exit 1; }

started=$(date +%s)
bash "$lane/setup.sh"
node_exe="$(node "$lane/windows-packages.ts" "$cache")"
# Test files that cannot run as Windows code (each with its reason in the allow-list) are left out.
while IFS= read -r file; do tests+=(--exclude "$file"); done < <(node -e '
  for (const { file } of JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8")).notRunAsWindowsCode) console.log(file)' "$lane/wine-allow-list.json")
node_dir="$(dirname "$(dirname "$node_exe")")"
prepared=$(date +%s)

# Per-run scratch outside the chroot: the Wine prefix's changes (an overlay on the pristine prefix, so runs never
# see each other's %APPDATA% or %TEMP%), the chroot's /tmp (so concurrent runs get separate wineservers) and the
# results. All mounts live in a private mount namespace and vanish with it.
runs=()
trap 'rm -rf "${runs[@]}"' EXIT
run_once() {
run="$(mktemp -d "${TMPDIR:-/tmp}/interlock-windows-lane.XXXXXX")"
runs+=("$run")
mkdir -p "$run/upper" "$run/work" "$run/tmp" "$run/out"
chmod 1777 "$run/tmp"

unshare --mount --propagation private -- bash -s "$root" "$repo" "$node_dir" "$run" "${tests[@]}" <<'NAMESPACE'
set -euo pipefail
root=$1 repo=$2 node_dir=$3 run=$4
shift 4
mount -t proc proc "$root/proc"
mount --rbind /dev "$root/dev"
mount --bind "$run/tmp" "$root/tmp"
mkdir -p "$root/$repo" "$root/opt/node-win" "$root/run/prefix" "$root/lane-out"
mount --bind "$repo" "$root/$repo"
mount --bind -o ro "$node_dir" "$root/opt/node-win"
mount --bind "$run/out" "$root/lane-out"
mount -t overlay overlay -o "lowerdir=$root/opt/wine-prefix,upperdir=$run/upper,workdir=$run/work" "$root/run/prefix"

# Wine writes to a Unix pipe fail (EBADF), so everything Windows prints goes to files.
# Wine's own debug channels are off; Mono/Gecko are never installed; no desktop menu entries are made.
chroot "$root" env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/root WINEPREFIX=/run/prefix WINEDEBUG=-all \
  WINEDLLOVERRIDES='mscoree,mshtml=;winemenubuilder.exe=d' CI="${CI:-}" INTERLOCK_LANE_QUIET_LIMIT="${INTERLOCK_LANE_QUIET_LIMIT:-600}" INTERLOCK_LANE_RUN_END=Z:/lane-out/run-end.json \
  bash -s "$repo" "$@" <<'CHROOT'
set -u
repo=$1
shift
cd "$repo"
status=0
# Every process Wine starts costs a constant factor more than on Windows (more again on a busy machine), and the
# end-to-end tests start many: the lane's per-test limits are four times the Linux ones.
# setsid: the run is one process group, so it can be ended whole.
setsid timeout --kill-after=30s 25m wine /opt/node-win/bin/node.exe node_modules/vitest/vitest.mjs run "$@" \
  --testTimeout=120000 --hookTimeout=240000 --reporter=default --reporter=json --outputFile.json=Z:/lane-out/results.json \
  --reporter=./scripts/windows-lane/run-end-reporter.ts \
  >/lane-out/vitest.log 2>&1 </dev/null &
vitest_pid=$!
# Wine prints this when its wineserver dies. Every Windows process then waits for it forever, so the run would only
# end at its time limit: end it now, and say so. A run that prints nothing for 10 minutes is stuck the same way (a
# test that hangs is ended by its own 2- or 4-minute limit, which prints).
logged=0 quiet_since=$SECONDS quiet_limit=${INTERLOCK_LANE_QUIET_LIMIT:-600}
while kill -0 "$vitest_pid" 2>/dev/null; do
  if grep -q 'wineserver crashed' /lane-out/vitest.log 2>/dev/null; then
    echo "wineserver crashed" >/lane-out/wine-failed
  elif [ $((SECONDS - quiet_since)) -ge "$quiet_limit" ]; then
    echo "Wine printed nothing for $quiet_limit s" >/lane-out/wine-failed
  fi
  if [ -e /lane-out/wine-failed ]; then
    kill -KILL -- "-$vitest_pid" 2>/dev/null || true
    break
  fi
  size=$(stat -c %s /lane-out/vitest.log 2>/dev/null || echo 0)
  [ "$size" -eq "$logged" ] || { logged=$size; quiet_since=$SECONDS; }
  sleep 2
done
wait "$vitest_pid" || status=$?
echo "$status" >/lane-out/exit-code
# Nothing of this run stays behind: its wineserver (and any process a test leaked) ends here.
wineserver -k 2>/dev/null || true
wineserver -w 2>/dev/null || true
# Whatever still runs in this run's mount namespace (a Windows process whose wineserver died) ends with it.
own=$(readlink /proc/self/ns/mnt)
for proc in /proc/[0-9]*; do
  pid=${proc#/proc/}
  if [ "$pid" != $$ ] && [ "$pid" != "$PPID" ] && [ "$(readlink "$proc/ns/mnt" 2>/dev/null)" = "$own" ]; then
    kill -KILL "$pid" 2>/dev/null || true
  fi
done
CHROOT
NAMESPACE
}

# Wine itself failing (its wineserver crashed, or every process stuck) is not a test failing: the lane runs once more,
# from a fresh prefix, and says so. Failing twice fails the lane.
run_once
if [ -e "$run/out/wine-failed" ]; then
  echo "windows-lane: Wine failed during the run ($(cat "$run/out/wine-failed")); its log up to then:" >&2
  cat "$run/out/vitest.log" >&2
  echo "windows-lane: running the whole lane once more from a fresh Wine prefix" >&2
  run_once
fi

finished=$(date +%s)
# The last run's log and results stay in the cache for a look afterwards.
rm -rf "$cache/last-run" && cp -r "$run/out" "$cache/last-run"
cat "$run/out/vitest.log"
if [ -e "$run/out/wine-failed" ]; then
  echo "windows-lane: FAILED: Wine failed again ($(cat "$run/out/wine-failed")), so the lane has no results" >&2
  exit 1
fi
echo "windows-lane: set-up $((prepared - started)) s, tests $((finished - prepared)) s (Wine's vitest exit code $(cat "$run/out/exit-code" 2>/dev/null || echo none))"
node "$lane/check-results.ts" "$run/out/results.json" "$run/out/run-end.json" "$lane/wine-allow-list.json"
