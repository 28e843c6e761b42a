#!/usr/bin/env bash
# Builds (once) and caches the Windows lane's Wine: a Debian 13 (trixie) chroot with Wine 10 and an initialised
# Wine prefix. Debian 12's Wine 8 cannot start Node 24, hence the chroot. Idempotent and safe to run
# concurrently: a finished chroot carries a stamp and is reused; a half-built one is removed and rebuilt.
# Needs root and Debian's mirrors. Cache: $INTERLOCK_WINDOWS_LANE_CACHE (default /var/cache/interlock-windows-lane).
set -euo pipefail

cache="${INTERLOCK_WINDOWS_LANE_CACHE:-/var/cache/interlock-windows-lane}"
root="$cache/trixie"
# Bump when the package set or the prefix set-up changes, so cached chroots are rebuilt.
stamp_value="trixie wine python3 xvfb v1"
mirror="${INTERLOCK_DEBIAN_MIRROR:-http://deb.debian.org/debian}"

[ "$(id -u)" -eq 0 ] || { echo "windows-lane: needs root (debootstrap, chroot, mounts); run it as root or with sudo" >&2; exit 1; }
mkdir -p "$cache"
exec 9>"$cache/setup.lock"
flock 9

if [ -f "$root/.interlock-lane-stamp" ] && [ "$(cat "$root/.interlock-lane-stamp")" = "$stamp_value" ]; then
  echo "windows-lane: reusing the Wine chroot in $root"
  exit 0
fi

if ! command -v debootstrap >/dev/null; then
  echo "windows-lane: installing debootstrap"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
fi

started=$(date +%s)
rm -rf "$root"
echo "windows-lane: creating a Debian 13 chroot in $root (several minutes, once per machine)"
debootstrap --variant=minbase --include=ca-certificates trixie "$root" "$mirror" >"$cache/debootstrap.log" 2>&1 \
  || { tail -n 30 "$cache/debootstrap.log" >&2; exit 1; }

# Everything inside the chroot runs in a private mount namespace, so no mount outlives this script.
in_chroot() {
  unshare --mount --propagation private -- sh -c '
    root=$1; shift
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
    exec chroot "$root" "$@"' sh "$root" "$@"
}

in_chroot env DEBIAN_FRONTEND=noninteractive apt-get update -qq
# wine64 is the 64-bit loader; no wine32 (no i386 architecture): node.exe is a 64-bit program.
# xvfb + xauth: a private X display, so Wine never looks for a real one. python3 runs the stand-ins.
in_chroot env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
  wine wine64 python3 xvfb xauth procps >"$cache/apt.log" 2>&1 || { tail -n 30 "$cache/apt.log" >&2; exit 1; }
in_chroot apt-get clean

# The pristine Wine prefix every lane run starts from (created once: wineboot takes a while).
in_chroot env WINEPREFIX=/opt/wine-prefix WINEDEBUG=-all WINEDLLOVERRIDES='mscoree,mshtml=;winemenubuilder.exe=d' \
  sh -c 'wineboot --init >/tmp/wineboot.log 2>&1; wineserver -w' || { cat "$root/tmp/wineboot.log" >&2; exit 1; }

echo "$stamp_value" >"$root/.interlock-lane-stamp"
echo "windows-lane: chroot ready in $(( $(date +%s) - started )) s: $(in_chroot wine --version 2>/dev/null || true)"
