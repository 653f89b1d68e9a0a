#!/usr/bin/env bash
# What a team extending Syllabus does (docs/extending.md), checked on a clone of HEAD: generate a
# resource and a nested one, generate their migrations, then run every check on the result; then
# write rows, add a searched NOT NULL column to the nested one, migrate those rows and find and
# count them (scripts/generated-resource.mjs). Only the module folders, their e2e specs, AppModule,
# the migrations and the TypeScript client's generated types may change.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
postgres=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
work=$(mktemp -d)
populated=gen_rows_$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')
cleanup() {
  psql -q "$postgres" -c "DROP DATABASE IF EXISTS $populated WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

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

only_generated() {
  step 'Only the new modules, their specs, AppModule, the migrations and the client types changed'
  unexpected=$(git status --porcelain --untracked-files=all | awk '{print $2}' |
    grep -vE '^(src/(gadgets|gizmos)/|test/(gadgets|gizmos)\.e2e-spec\.ts$|src/app\.module\.ts$|src/database/migrations/(sqlite|postgres)/([0-9]+-add-(gadgets-and-gizmos|gizmo-body)|index)\.ts$|clients/typescript/src/schema\.ts$)' || true)
  if [ -n "$unexpected" ]; then
    printf 'Files changed outside the generated resources:\n%s\n' "$unexpected"
    exit 1
  fi
}
only_generated

step 'Build, regenerate the TypeScript client, type check, lint, format'
npm run build
npm run client:generate
grep -q "'/api/v1/docs/{docId}/gizmos'" clients/typescript/src/schema.ts ||
  { echo 'The regenerated TypeScript client has no gizmos.'; exit 1; }
npm run client:check
npm run typecheck
npm run lint
npm run format:check

jest() { node --experimental-vm-modules node_modules/jest/bin/jest.js "$@"; }
step 'The generated e2e specs and the migration checks on SQLite (PostgreSQL once the field is added)'
jest test/gadgets.e2e-spec.ts test/gizmos.e2e-spec.ts test/database.e2e-spec.ts

step 'Gizmos written to a SQLite file and a PostgreSQL database by the built server'
psql -q "$postgres" -c "CREATE DATABASE $populated"
databases=("sqlite:$work/rows.sqlite" "${postgres%/*}/$populated")
for i in 0 1; do node scripts/generated-resource.mjs write "${databases[$i]}" "$work/rows-$i.json"; done

step 'Gizmos gain a searched NOT NULL body (default ""); migration:generate AddGizmoBody'
node scripts/generated-resource.mjs add-body
npx prettier --write src/gizmos test/gizmos.e2e-spec.ts >/dev/null
TEST_DATABASE_URL=$postgres npm run migration:generate -- AddGizmoBody
only_generated
npm run build
npm run client:generate
npm run client:check
npm run typecheck
npm run lint
npm run format:check

step 'The built server migrates the rows: db:check passes, q finds old and new rows, counts are exact'
for i in 0 1; do
  node scripts/generated-resource.mjs check "${databases[$i]}" "$work/rows-$i.json"
  DATABASE_URL=${databases[$i]} npm run cli -- db:check
done

step 'The generated e2e specs again, on both databases'
jest test/gadgets.e2e-spec.ts test/gizmos.e2e-spec.ts test/database.e2e-spec.ts
TEST_DATABASE_URL=$postgres jest test/gadgets.e2e-spec.ts test/gizmos.e2e-spec.ts test/database.e2e-spec.ts

step 'The OpenAPI gate and the fuzz gate, with the new routes'
npm run lint:openapi
npm run test:fuzz
