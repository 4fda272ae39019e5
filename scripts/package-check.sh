#!/usr/bin/env bash
# Proves a kkeulmit .deb on a Debian that did not build it: a fresh minbase root of the host's suite (debootstrap,
# from the mirror apt already uses), where apt installs the package and its dependencies from the archive, then the
# installed binary prints its version and the demo, man finds its page, and a live `now --json` answers from the
# project's fixtures on loopback (scripts/loopback_services.py, the servers release-check.py uses).
#
#   scripts/package-check.sh dist/kkeulmit_VERSION_amd64.deb     (root; `make package-check` after `make dist`)
#
# PACKAGE_CHECK_CACHE=DIR keeps debootstrap's downloaded packages in DIR/debootstrap-SUITE.tgz, so a second run
# downloads nothing for the base system (apt inside the root still asks the mirror for libcurl4 and man-db).
set -euo pipefail

deb=${1:?usage: scripts/package-check.sh dist/kkeulmit_VERSION_amd64.deb}
[ -f "$deb" ] || { echo "package-check: no $deb (run make dist first)" >&2; exit 1; }
[ "$(id -u)" = 0 ] || { echo "package-check: needs root (debootstrap and chroot)" >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "package-check: needs debootstrap (apt-get install debootstrap)" >&2; exit 1; }
deb=$(realpath "$deb")
here=$(cd "$(dirname "$0")/.." && pwd)

# In a mount namespace of its own, /proc and /dev mounted into the root vanish with this process however it ends
# (even by SIGKILL, when no trap runs); the trap below still unmounts them first, for hosts without unshare.
if [ -z "${PACKAGE_CHECK_UNSHARED:-}" ] && unshare --mount --propagation private true 2>/dev/null; then
    PACKAGE_CHECK_UNSHARED=1 exec unshare --mount --propagation private "$0" "$@"
fi

# The host's suite, and the mirror apt already uses for it (deb822 .sources or one-line .list): the check needs
# no host name of its own.
suite=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
[ -n "$suite" ] || { echo "package-check: no VERSION_CODENAME in /etc/os-release" >&2; exit 1; }
apt_mirror() {
    local f
    shopt -s nullglob
    for f in /etc/apt/sources.list.d/*.sources; do
        # One stanza per paragraph: the URI of a "Types: deb" stanza whose Suites lists the suite itself.
        awk -v suite="$suite" 'BEGIN { RS = ""; FS = "\n" }
            { uri = ""; ok = 0; deb = 0
              for (i = 1; i <= NF; i++) {
                  if ($i ~ /^URIs:/) { split($i, u, /[ \t]+/); uri = u[2] }
                  if ($i ~ /^Types:/ && $i ~ /[ \t]deb([ \t]|$)/) deb = 1
                  if ($i ~ /^Suites:/) { n = split($i, s, /[ \t]+/); for (j = 2; j <= n; j++) if (s[j] == suite) ok = 1 }
              }
              if (ok && deb && uri != "") print uri }' "$f"
    done
    # One-line form: deb [options] URI SUITE COMPONENTS...
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] || continue
        awk -v suite="$suite" '$1 == "deb" { i = 2; if ($i ~ /^\[/) { while ($i !~ /\]$/) i++; i++ }
            if ($(i + 1) == suite) print $i }' "$f"
    done
}
mirror=$(apt_mirror | head -n 1)
[ -n "$mirror" ] || { echo "package-check: no apt source for $suite in /etc/apt/sources.list*" >&2; exit 1; }

root=$(mktemp -d /var/tmp/kkeulmit-package-check.XXXXXX)
chmod 0755 "$root"  # it is the chroot's /: apt's _apt and man-db's man users must get through it
# The root lives in memory (about 300 MB): dpkg's fsyncs cost nothing there, and it is gone in one umount, where
# deleting its 10,000 files from the disk took 20 s.
mount -t tmpfs -o size=2g,mode=0755 kkeulmit-package-check "$root"
services_pid=""
cleanup() {
    status=$?
    [ -z "$services_pid" ] || kill "$services_pid" 2>/dev/null || true
    # Unmount before deleting: rm -rf through a bind-mounted /dev would delete the host's device nodes.
    for m in "$root/dev/pts" "$root/dev" "$root/proc" "$root"; do
        mountpoint -q "$m" 2>/dev/null && umount -l "$m"
    done
    if findmnt -rn -o TARGET | grep -q "^$root\(/\|$\)"; then
        echo "package-check: $root still has mounts; left in place" >&2
    else
        rm -rf "$root"
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP  # through cleanup too

step() { printf '\n== %s\n' "$*"; }
start=$SECONDS

step "debootstrap --variant=minbase $suite from $mirror"
if [ -n "${PACKAGE_CHECK_CACHE:-}" ]; then
    tarball="$PACKAGE_CHECK_CACHE/debootstrap-$suite.tgz"
    if [ ! -f "$tarball" ]; then
        mkdir -p "$PACKAGE_CHECK_CACHE"
        # --make-tarball needs a scratch root of its own; the tarball holds only the downloaded .debs.
        scratch=$(mktemp -d /var/tmp/kkeulmit-debootstrap.XXXXXX)
        debootstrap --variant=minbase --make-tarball="$tarball.part" "$suite" "$scratch" "$mirror" >/dev/null
        rm -rf "$scratch"
        mv "$tarball.part" "$tarball"
    fi
    debootstrap --variant=minbase --unpack-tarball="$tarball" "$suite" "$root" "$mirror" >/dev/null
else
    debootstrap --variant=minbase "$suite" "$root" "$mirror" >/dev/null
fi
echo "root: $root ($(du -sh "$root" | cut -f1), $((SECONDS - start)) s)"

mount -t proc proc "$root/proc"
# debootstrap makes /dev's nodes where it may; in a container it cannot, and apt needs /dev/null.
[ -c "$root/dev/null" ] || mount --bind /dev "$root/dev"
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp "$deb" "$root/tmp/"
# A clean environment: nothing of the host's (or CI's) reaches the package but what a user's shell would have.
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
    DEBIAN_FRONTEND=noninteractive DEBCONF_NOWARNINGS=yes "$@"; }
# No pseudo-terminal for dpkg's output: the root has no /dev/pts, and apt would say so as an error.
apt_in_root() { in_root apt-get -qq -o Dpkg::Use-Pty=0 "$@"; }
# apt's output only when it fails: the transcript shows what was set up, not every line of it.
apt_install() {
    local out
    out=$(apt_in_root install -y --no-install-recommends "$@" 2>&1) || { printf '%s\n' "$out" >&2; return 1; }
    printf '%s\n' "$out" | grep -E '^Setting up ' || true
}
# expect WHAT ACTUAL PATTERN: fails the check, saying what it got, unless ACTUAL matches the extended regex.
expect() {
    grep -Eq -- "$3" <<<"$2" || { printf 'package-check: %s: expected /%s/, got:\n%s\n' "$1" "$3" "$2" >&2; exit 1; }
}
version=$(dpkg-deb -f "$deb" Version)

step "apt-get install ./$(basename "$deb")"
apt_in_root update
# bookworm's libcurl is libcurl4, trixie's libcurl4t64; a root that had it already would not show that the
# package pulls it in.
curl=libcurl4
[ -z "$(in_root apt-cache showpkg libcurl4t64 2>/dev/null | sed -n '/^Versions:/{n;p}')" ] || curl=libcurl4t64
! in_root dpkg -s "$curl" >/dev/null 2>&1 || { echo "package-check: $curl is in the fresh root already" >&2; exit 1; }
apt_install "/tmp/$(basename "$deb")"
# dpkg-query fails for a package it never saw; expect says which.
installed=$(in_root dpkg-query -W -f '${Package} ${Status} ${Version}\n' kkeulmit "$curl" 2>&1 || true)
echo "$installed"
expect "kkeulmit installed" "$installed" "^kkeulmit install ok installed $version\$"
expect "$curl pulled in" "$installed" "^$curl install ok installed [0-9]"

step "kkeulmit --version"
out=$(in_root kkeulmit --version) && echo "$out"
expect "--version" "$out" "^kkeulmit $version\$"

step "kkeulmit now --demo"
out=$(in_root kkeulmit now --demo) && echo "$out"
expect "the demo" "$out" "^예시 데이터입니다"

step "man -w kkeulmit"
apt_install man-db >/dev/null
out=$(in_root man -w kkeulmit) && echo "$out"
expect "man -w" "$out" "^/usr/share/man/man1/kkeulmit\.1\.gz\$"

step "kkeulmit now --json --place 종로구 against the fixtures on loopback"
envfile="$root/tmp/loopback.env"
python3 "$here/scripts/loopback_services.py" --env-file "$envfile" &
services_pid=$!
for _ in $(seq 100); do [ -f "$envfile" ] && break; sleep 0.1; done
[ -f "$envfile" ] || { echo "package-check: the loopback services did not start" >&2; exit 1; }
mapfile -t services_env <"$envfile"
json=$(in_root "${services_env[@]}" kkeulmit now --json --place 종로구 --timeout 20)
python3 - "$json" <<'PY'
import json, sys
answer = json.loads(sys.argv[1])
statuses = [source["status"] for source in answer["sources"]]
outfit = [item["label"] for item in answer["outfit"]["items"]]
print(f"schemaVersion {answer['schemaVersion']}, band {answer['outfit']['band']}, sources {statuses}")
print("outfit: " + " + ".join(outfit))
assert answer["schemaVersion"] == 1, "schemaVersion is not 1"
assert outfit, "no outfit"
# Pollen is out of season on the fixtures' November day: notApplicable, as release-check.py expects.
assert statuses == ["ok"] * 7 + ["notApplicable"], "not every source answered from loopback"
PY
kill "$services_pid"
wait "$services_pid"  # non-zero when anything tried to leave loopback
services_pid=""

printf '\npackage-check: %s installs and runs on a fresh %s (%d s)\n' "$(basename "$deb")" "$suite" "$((SECONDS - start))"
