#!/usr/bin/env bash
# What a team extending Syllabus does (docs/extending.md), checked on a clone of HEAD: generate a
# resource and a nested one, generate their migrations, then run every check on the result. Only
# the module folders, their e2e specs, AppModule and the migrations may change.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
postgres=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

git clone -q "$root" "$work/repo"
cd "$work/repo"
# The installed packages of the checkout this runs from: npm ci would install the same.
cp -a "$root/node_modules" node_modules

step() { printf '\n--- %s\n' "$*"; }

step 'nest g resource gadgets; nest g resource docs/gizmos'
npx nest g resource gadgets </dev/null
npx nest g resource docs/gizmos </dev/null
step 'migration:generate AddGadgetsAndGizmos (SQLite and PostgreSQL)'
TEST_DATABASE_URL=$postgres npm run migration:generate -- AddGadgetsAndGizmos

step 'Only the new modules, their specs, AppModule and the migrations changed'
unexpected=$(git status --porcelain --untracked-files=all | awk '{print $2}' |
  grep -vE '^(src/(gadgets|gizmos)/|test/(gadgets|gizmos)\.e2e-spec\.ts$|src/app\.module\.ts$|src/database/migrations/(sqlite|postgres)/([0-9]+-add-gadgets-and-gizmos|index)\.ts$)' || true)
if [ -n "$unexpected" ]; then
  printf 'Files changed outside the generated resources:\n%s\n' "$unexpected"
  exit 1
fi

step 'Build, type check, lint, format'
npm run build
npm run typecheck
npm run lint
npm run format:check

jest() { node --experimental-vm-modules node_modules/jest/bin/jest.js "$@"; }
step 'The generated e2e specs and the migration checks on SQLite'
jest test/gadgets.e2e-spec.ts test/gizmos.e2e-spec.ts test/database.e2e-spec.ts
step 'The same on PostgreSQL'
TEST_DATABASE_URL=$postgres jest test/gadgets.e2e-spec.ts test/gizmos.e2e-spec.ts test/database.e2e-spec.ts

step 'The OpenAPI gate and the fuzz gate, with the new routes'
npm run lint:openapi
npm run test:fuzz
