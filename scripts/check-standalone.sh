#!/usr/bin/env bash
# The repository stands on its own: a copy of the committed tree in an empty folder (no ../shared
# beside it) installs, typechecks and passes the unit and API tests. CI runs this before `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
alone=$(mktemp -d)
trap 'rm -rf "$alone"' EXIT
git archive HEAD | tar -x -C "$alone"
cd "$alone"
npm ci --prefer-offline --no-audit --no-fund >/dev/null
npm run typecheck
npm run test:unit
