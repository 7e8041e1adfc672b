#!/usr/bin/env bash
# Command-line tests: the contract's exit codes, outputs and error format, run on the real binary.
# Usage: Tests/cli/run.sh PATH/TO/hitlab
set -uo pipefail
bin=$(realpath "$1")
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0

ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $*"; }

# expect CODE DESCRIPTION -- COMMAND...: runs the command, keeps stdout/stderr in $tmp/out, $tmp/err.
expect() {
  local code=$1 what=$2; shift 3
  "$@" >"$tmp/out" 2>"$tmp/err"
  local got=$?
  if [ "$got" -eq "$code" ]; then ok; else bad "$what: exit $got, expected $code"; sed 's/^/  | /' "$tmp/err" | head -5; fi
}
contains() { # FILE TEXT DESCRIPTION
  if grep -qF -- "$2" "$1"; then ok; else bad "$3: '$2' not in output"; sed 's/^/  | /' "$1" | head -5; fi
}

# --- trace
expect 0 "trace --json" -- "$bin" trace Scenes/04-round-button.yaml --at 240,160 --json
cat >"$tmp/expected.json" <<'JSON'
{
  "scene": "Scenes/04-round-button.yaml",
  "point": [240, 160],
  "visits": [
    {"view": "window", "depth": 0, "point": [240, 160], "verdict": "entered"},
    {"view": "card", "depth": 1, "point": [200, 120], "verdict": "entered"},
    {"view": "roundButton", "depth": 2, "point": [60, 60], "verdict": "hit"}
  ],
  "hit": "roundButton",
  "chain": ["roundButton", "card", "cardVC", "window", "application", "appDelegate"],
  "deliveries": [
    {"responder": "roundButton", "phase": "began", "outcome": "handled"},
    {"responder": "roundButton", "phase": "ended", "outcome": "handled"}
  ],
  "actions": [{"name": "buttonTapped", "sender": "roundButton", "target": null, "handledBy": "cardVC"}],
  "gestures": []
}
JSON
if diff -u "$tmp/expected.json" "$tmp/out" >"$tmp/diff"; then ok; else bad "trace --json differs from the contract"; head -20 "$tmp/diff"; fi
for scene in Scenes/*.yaml; do
  "$bin" trace "$scene" --at 100,100 --json >"$tmp/j" 2>/dev/null && python3 -m json.tool "$tmp/j" >/dev/null && ok || bad "trace --json on $scene is not valid JSON"
done
expect 0 "trace text" -- "$bin" trace Scenes/01-click-e.yaml --at 510,280
contains "$tmp/out" "The hit view is E" "trace text names the hit view"
contains "$tmp/out" "[H2, H3]" "trace text names rules"
expect 0 "trace --drag" -- "$bin" trace Scenes/13-control-vs-gesture.yaml --drag 280,275:280,120 --json
contains "$tmp/out" '"drag": {"from": [280, 275], "to": [280, 120]}' "drag in JSON"
contains "$tmp/out" '{"name": "card.pan", "view": "card", "kind": "pan", "state": "recognized"}' "pan recognized in JSON"

# --- usage errors exit 2
expect 2 "trace without --at" -- "$bin" trace Scenes/01-click-e.yaml
expect 2 "bad point" -- "$bin" trace Scenes/01-click-e.yaml --at 1,2,3
expect 2 "both --at and --drag" -- "$bin" trace Scenes/01-click-e.yaml --at 1,2 --drag 1,2:3,4
expect 2 "unknown flag" -- "$bin" check --frobnicate Scenes/01-click-e.yaml
expect 2 "missing scene" -- "$bin" trace "$tmp/nope.yaml" --at 1,1
contains "$tmp/err" "$tmp/nope.yaml:1:1: error: no such scene file" "missing scene error format"
expect 0 "--help" -- "$bin" --help
contains "$tmp/out" "trace" "help lists trace"
for sub in trace check validate open; do expect 0 "$sub --help" -- "$bin" "$sub" --help; done

# --- validate: every error at once, positioned
cat >"$tmp/bad.yaml" <<'YAML'
size: [100, -1]
window:
  subviews:
    - {name: a, frame: [0, 0, 10, 10], alpah: 0.5}
    - {name: a, frame: [0, 0, 10, 10], alpha: 2}
YAML
expect 2 "validate bad scene" -- "$bin" validate "$tmp/bad.yaml"
[ "$(wc -l <"$tmp/err")" -eq 4 ] && ok || { bad "expected 4 errors"; cat "$tmp/err"; }
contains "$tmp/err" "$tmp/bad.yaml:1:7: error: 'size' must be from 1 to 4096 points a side" "size error"
contains "$tmp/err" "$tmp/bad.yaml:4:40: error: unknown key 'alpah' in a view; did you mean 'alpha'?" "suggestion"
contains "$tmp/err" "$tmp/bad.yaml:5:14: error: duplicate name 'a'" "duplicate"
contains "$tmp/err" "$tmp/bad.yaml:5:47: error: 'alpha' must be from 0 to 1, got 2" "range"
expect 0 "validate all bundled" -- "$bin" validate Scenes/*.yaml

# --- hostile files: exit 2 within seconds, positioned error, no crash
python3 - "$tmp" <<'PY'
import os, random, sys
d = sys.argv[1]
open(f"{d}/deep.yaml", "w").write("size: [1, 1]\nwindow: " + "[" * 100000 + "]" * 100000)
open(f"{d}/deepjson.json", "w").write('{"a":' * 100000 + "1" + "}" * 100000)
with open(f"{d}/big.yaml", "w") as f:
    f.write("size: [1, 1]\nwindow: {}\nchecks:\n")
    line = "  - {click: [1, 1], hit: window}\n"
    f.write(line * (50 * 1024 * 1024 // len(line) + 1))
random.seed(7)
open(f"{d}/garbage.yaml", "wb").write(bytes(random.getrandbits(8) for _ in range(200000)))
open(f"{d}/nul.yaml", "wb").write(b"size: [1, 1]\nwindow: {}\n\x00\x00")
PY
for f in deep.yaml deepjson.json big.yaml garbage.yaml nul.yaml; do
  start=$(date +%s%N)
  expect 2 "hostile $f" -- timeout 20 "$bin" validate "$tmp/$f"
  ms=$(( ($(date +%s%N) - start) / 1000000 ))
  grep -qE "^$tmp/$f:[0-9]+:[0-9]+: error: " "$tmp/err" && ok || { bad "hostile $f: no positioned error"; head -c 300 "$tmp/err"; }
  [ "$ms" -lt 5000 ] && ok || bad "hostile $f took $ms ms"
  echo "  $f: $(head -c 160 "$tmp/err" | head -1) ($ms ms)"
done

# --- check: a failing check exits 1 and shows the actual trace
cat >"$tmp/wrong.yaml" <<'YAML'
size: [100, 100]
window:
  subviews:
    - {name: a, frame: [0, 0, 50, 50]}
checks:
  - click: [10, 10]
    hit: window
  - click: [90, 90]
    hit: window
YAML
expect 1 "failing check" -- "$bin" check "$tmp/wrong.yaml"
contains "$tmp/err" "$tmp/wrong.yaml:6:5: error: check 1 (Click at (10, 10)): hit: expected window, got a" "check failure message"
contains "$tmp/err" "actual trace:" "check shows the actual trace"
contains "$tmp/out" "checks: 1 passed, 1 failed" "check summary"
expect 2 "check with an unloadable scene" -- "$bin" check "$tmp/bad.yaml" Scenes/01-click-e.yaml


# --- render: headless, same bytes twice, no half-written file
expect 0 "render" -- env -u DISPLAY "$bin" render Scenes/04-round-button.yaml --at 240,160 -o "$tmp/a.png"
expect 0 "render again" -- env -u DISPLAY "$bin" render Scenes/04-round-button.yaml --at 240,160 -o "$tmp/b.png"
cmp -s "$tmp/a.png" "$tmp/b.png" && ok || bad "render is not byte-identical"
file "$tmp/a.png" | grep -q "PNG image data" && ok || bad "render did not write a PNG"
expect 0 "render projector 3D scale 2 step 3" -- "$bin" render Scenes/09-views-and-layers.yaml --at 180,160 --theme projector --layers3d --scale 2 --step 3 -o "$tmp/c.png"
expect 2 "render bad theme" -- "$bin" render Scenes/04-round-button.yaml --theme neon -o "$tmp/d.png"
expect 2 "render unwritable" -- "$bin" render Scenes/04-round-button.yaml -o /nonexistent-dir/x.png
ls /nonexistent-dir 2>/dev/null | grep -q . && bad "half-written output" || ok
[ ! -e "$tmp/d.png" ] && ok || bad "a failed render left a file"

# --- screenshot checks: a one-point change fails with a diff image and a summary
proj="$tmp/proj"
mkdir -p "$proj/Scenes" "$proj/Tests/Snapshots"
touch "$proj/Package.swift"
cp Scenes/04-round-button.yaml "$proj/Scenes/"
cp -r Tests/Snapshots/04-round-button "$proj/Tests/Snapshots/"
expect 0 "goldens pass in a copy" -- env CI=true "$bin" check "$proj/Scenes/04-round-button.yaml" --report "$tmp/report.html"
sed -i 's/frame: \[140, 60, 120, 120\]/frame: [141, 60, 120, 120]/' "$proj/Scenes/04-round-button.yaml"
expect 1 "a one-point move fails" -- env CI=true "$bin" check "$proj/Scenes/04-round-button.yaml" --report "$tmp/report.html"
contains "$tmp/err" "screenshot Tests/Snapshots/04-round-button/rest.png:" "failure names the golden"
grep -qE "[0-9]+ pixels changed \([0-9.]+% of [0-9]+x[0-9]+\), within \[[0-9]+, [0-9]+, [0-9]+, [0-9]+\]" "$tmp/err" && ok || { bad "no readable diff summary"; cat "$tmp/err" | head -3; }
[ -f "$proj/Tests/Snapshots/04-round-button/rest.diff.png" ] && ok || bad "no diff image"
[ -f "$proj/Tests/Snapshots/04-round-button/rest.actual.png" ] && ok || bad "no actual image"
contains "$tmp/report.html" "rest.diff.png" "report links the diff"
contains "$tmp/out" "screenshots: a pixel counts as changed when a channel differs by more than" "tolerance printed"
rm -r "$proj/Tests/Snapshots/04-round-button"
expect 1 "a missing golden fails under CI" -- env CI=true "$bin" check "$proj/Scenes/04-round-button.yaml" --report "$tmp/report.html"
contains "$tmp/err" "no golden: CI never records one" "missing golden message"
[ ! -e "$proj/Tests/Snapshots/04-round-button/rest.png" ] && ok || bad "CI recorded a golden by itself"
expect 2 "--record refused under CI" -- env CI=true "$bin" check --record "$proj/Scenes/04-round-button.yaml"
expect 0 "a missing golden is recorded locally" -- env -u CI "$bin" check "$proj/Scenes/04-round-button.yaml" --report "$tmp/report.html"
[ -f "$proj/Tests/Snapshots/04-round-button/rest.png" ] && ok || bad "golden not recorded"

# --- jobs and shards
CI=true "$bin" check Scenes/*.yaml --report "$tmp/r1.html" >"$tmp/one" 2>&1
CI=true "$bin" check --jobs 2 Scenes/*.yaml --report "$tmp/r2.html" >"$tmp/two" 2>&1
[ "$(tail -1 "$tmp/one")" = "$(tail -1 "$tmp/two")" ] && ok || bad "--jobs 2 ends differently: $(tail -1 "$tmp/two")"
n1=$(CI=true "$bin" check --shard 1/2 Scenes/*.yaml --report "$tmp/r3.html" | tail -1 | awk '{print $2}')
n2=$(CI=true "$bin" check --shard 2/2 Scenes/*.yaml --report "$tmp/r4.html" | tail -1 | awk '{print $2}')
total=$(tail -1 "$tmp/one" | awk '{print $2}')
[ $((n1 + n2)) -eq "$total" ] && [ "$n1" -gt 0 ] && [ "$n2" -gt 0 ] && ok || bad "shards $n1 + $n2 != $total"

echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
