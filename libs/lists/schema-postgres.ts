import { listObject } from './declaration.js';
import type { Member } from './member-tables.js';
import { postgresWeights } from './search.js';
import {
  clearCounters,
  COUNTERS_TABLE,
  counterOf,
  countRows,
  type DbObject,
  type DialectUnits,
  digest,
  type ListedTable,
  normalized,
  q,
  text,
  type Unit,
} from './schema-objects.js';

/** Adds to a counter's shard that no other open transaction holds (ADR 0300). */
const add = (name: string, delta: number) =>
  `PERFORM row_counts_add(${name}, ${delta});`;

/** A PL/pgSQL function; the live one is compared by its body. */
function plpgsql(name: string, returns: string, body: string): DbObject {
  return {
    kind: 'function',
    name,
    create: [
      `CREATE FUNCTION ${q(name)}() RETURNS ${returns} LANGUAGE plpgsql AS $$ ${body} $$`,
    ],
    drop: `DROP FUNCTION ${q(name)}()`,
    signature: normalized(body),
  };
}

/** A row trigger running `fn`; the live one is compared by the digest in its comment. */
function trigger(
  name: string,
  on: string,
  when: string,
  fn: string,
  condition?: string,
): DbObject {
  const create = `CREATE TRIGGER ${q(name)} ${when} ON ${q(on)} FOR EACH ROW${condition ? ` WHEN (${condition})` : ''} EXECUTE FUNCTION ${q(fn)}()`;
  return {
    kind: 'trigger',
    name,
    on,
    create: [
      create,
      `COMMENT ON TRIGGER ${q(name)} ON ${q(on)} IS '${digest(create)}'`,
    ],
    drop: `DROP TRIGGER ${q(name)} ON ${q(on)}`,
    signature: digest(create),
  };
}

function index(name: string, on: string, definition: string): DbObject {
  const create = `CREATE INDEX ${q(name)} ON ${q(on)} ${definition}`;
  return {
    kind: 'index',
    name,
    on,
    create: [create, `COMMENT ON INDEX ${q(name)} IS '${digest(create)}'`],
    drop: `DROP INDEX ${q(name)}`,
    signature: digest(create),
  };
}

function counters({ table, counted }: ListedTable): Unit {
  const adds = (row: 'NEW' | 'OLD', delta: number) =>
    [undefined, ...counted]
      .map((filter) => add(counterOf(table, filter, row), delta))
      .join(' ');
  const moves = counted
    .map(
      (filter) =>
        `IF OLD.${q(filter[1])} IS DISTINCT FROM NEW.${q(filter[1])} THEN ${add(counterOf(table, filter, 'OLD'), -1)} ${add(counterOf(table, filter), 1)} END IF;`,
    )
    .join(' ');
  const fn = listObject(table, 'count');
  const updateOf =
    counted.length > 0
      ? ` OR UPDATE OF ${counted.map(([, column]) => q(column)).join(', ')}`
      : '';
  return {
    purpose: `${table}: its counters`,
    objects: [
      plpgsql(
        fn,
        'trigger',
        `BEGIN IF TG_OP = 'INSERT' THEN ${adds('NEW', 1)} ELSIF TG_OP = 'DELETE' THEN ${adds('OLD', -1)} ELSE ${moves} END IF; RETURN NULL; END`,
      ),
      trigger(fn, table, `AFTER INSERT OR DELETE${updateOf}`, fn),
    ],
    clear: [
      clearCounters(table),
      ...counted.map(([filter]) => clearCounters(table, filter)),
    ],
    fill: [
      clearCounters(table),
      countRows(table, text(table)),
      ...counted.flatMap(([filter, column]) => [
        clearCounters(table, filter),
        countRows(table, counterOf(table, [filter, column], q(table)), column),
      ]),
    ],
  };
}

/** The rows of `member`'s table for the row `row` (`NEW`, or the table itself in a fill). */
function memberRows(
  table: string,
  { filter, column, copies }: Member,
  row: string,
): string {
  const { key, value, ordered } = filter;
  const columns = [
    key,
    ...(ordered ? ['position'] : []),
    value.name,
    ...copies.map(([, copy]) => copy),
  ].map(q);
  const values = [
    `${row}."id"`,
    ...(ordered ? ['j.n - 1'] : []),
    value.type === 'uuid' ? 'CAST(j.v AS uuid)' : 'j.v',
    ...copies.map(([, copy]) => `${row}.${q(copy)}`),
  ];
  const from = row === 'NEW' ? '' : `${q(table)} ${row}, `;
  return `INSERT INTO ${q(filter.table)} (${columns.join(', ')}) SELECT ${ordered ? '' : 'DISTINCT '}${values.join(', ')} FROM ${from}jsonb_array_elements_text(CAST(${row}.${q(column)} AS jsonb)) WITH ORDINALITY j(v, n)`;
}

function memberWriter(table: string, member: Member): Unit {
  const { filter, column, copies } = member;
  const { key, value, ordered } = filter;
  const side = filter.table;
  const write = listObject(side, 'write');
  const sortKeys = listObject(side, 'sort_keys');
  const stale = ordered
    ? `DELETE FROM ${q(side)} WHERE ${q(key)} = NEW."id";`
    : `DELETE FROM ${q(side)} WHERE ${q(key)} = NEW."id" AND ${q(value.name)} NOT IN (SELECT jsonb_array_elements_text(CAST(NEW.${q(column)} AS jsonb)));`;
  const conflict = ordered ? '' : ' ON CONFLICT DO NOTHING';
  return {
    purpose: `${table}: the rows of ${side}`,
    objects: [
      plpgsql(
        write,
        'trigger',
        `BEGIN IF TG_OP = 'UPDATE' THEN ${stale} END IF; ${memberRows(table, member, 'NEW')}${conflict}; RETURN NULL; END`,
      ),
      trigger(listObject(side, 'insert'), table, 'AFTER INSERT', write),
      trigger(
        listObject(side, 'update'),
        table,
        `AFTER UPDATE OF ${q(column)}`,
        write,
        `OLD.${q(column)} IS DISTINCT FROM NEW.${q(column)}`,
      ),
      plpgsql(
        sortKeys,
        'trigger',
        `BEGIN UPDATE ${q(side)} SET ${copies.map(([, c]) => `${q(c)} = NEW.${q(c)}`).join(', ')} WHERE ${q(key)} = NEW."id"; RETURN NULL; END`,
      ),
      trigger(
        sortKeys,
        table,
        `AFTER UPDATE OF ${copies.map(([, c]) => q(c)).join(', ')}`,
        sortKeys,
        copies
          .map(([, c]) => `OLD.${q(c)} IS DISTINCT FROM NEW.${q(c)}`)
          .join(' OR '),
      ),
    ],
    fill: [`DELETE FROM ${q(side)}`, memberRows(table, member, 'r')],
  };
}

function memberCounters(table: string, { name, filter }: Member): Unit {
  const side = filter.table;
  const value = filter.value.name;
  const counter = (row: string) => counterOf(table, [name, value], row);
  const fn = listObject(side, 'count');
  return {
    purpose: `${table}: the counters of ${name}`,
    objects: [
      plpgsql(
        fn,
        'trigger',
        `BEGIN IF TG_OP = 'INSERT' THEN ${add(counter('NEW'), 1)} ELSIF TG_OP = 'DELETE' THEN ${add(counter('OLD'), -1)} ELSIF OLD.${q(value)} IS DISTINCT FROM NEW.${q(value)} THEN ${add(counter('OLD'), -1)} ${add(counter('NEW'), 1)} END IF; RETURN NULL; END`,
      ),
      trigger(fn, side, `AFTER INSERT OR DELETE OR UPDATE OF ${q(value)}`, fn),
    ],
    clear: [clearCounters(table, name)],
    fill: [
      clearCounters(table, name),
      countRows(side, counter(q(side)), value),
    ],
  };
}

/**
 * The GIN index of each row's pairs of values (`<hex>x<hex>`, the lower first) that `@>` reads
 * for several values. PL/pgSQL keeps its plan for the session: a SQL function is planned again in
 * each write.
 */
function memberPairs(table: string, { name, column }: Member): Unit {
  const pairs = listObject(table, name, 'pairs');
  const body = `BEGIN RETURN (SELECT COALESCE(array_agg(a.hex || 'x' || b.hex), '{}') FROM (SELECT encode(convert_to(value, 'UTF8'), 'hex') AS hex FROM jsonb_array_elements_text(list)) a, (SELECT encode(convert_to(value, 'UTF8'), 'hex') AS hex FROM jsonb_array_elements_text(list)) b WHERE a.hex COLLATE "C" < b.hex COLLATE "C"); END`;
  return {
    purpose: `${table}: the pairs of ${name}`,
    objects: [
      {
        kind: 'function',
        name: pairs,
        create: [
          `CREATE FUNCTION ${q(pairs)}(list jsonb) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$ ${body} $$`,
        ],
        drop: `DROP FUNCTION ${q(pairs)}(jsonb)`,
        signature: normalized(body),
      },
      index(
        pairs,
        table,
        `USING gin (${q(pairs)}(CAST(${q(column)} AS jsonb)))`,
      ),
    ],
    fill: [],
  };
}

/** ASCII's punctuation, which PostgreSQL's text search parser would read as parts of words (`a-b`, `x@y.z`, `3.14`). */
const PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/**
 * What `lists_searched_text()` of SQLite connections writes (`searchedText`), in SQL: compatibility
 * forms, combining accents and case folded away (`unaccent` spells out the letters left, `ß` as
 * `ss`), ASCII's punctuation made spaces; the text search parser then cuts words at every other
 * character that is not a letter or a digit. (`translate`, not a regular expression: a fifth of
 * the cost.)
 */
const FOLD_BODY = `SELECT translate(translate(unaccent('unaccent', lower(regexp_replace(normalize(value, NFKD), '[\\u0300-\\u036f]', '', 'g'))), 'ς', 'σ'), ${text(PUNCTUATION)}, ${text(' '.repeat(PUNCTUATION.length))})`;

const FOLD = 'lists_searched_text';

/** The function that folds a searched text, shared by every table. */
const FOLDING: Unit = {
  purpose: 'the folding of searched text',
  objects: [
    {
      kind: 'function',
      name: FOLD,
      create: [
        'CREATE EXTENSION IF NOT EXISTS unaccent',
        `CREATE FUNCTION ${q(FOLD)}(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ ${FOLD_BODY} $$`,
      ],
      // The extension goes with it: nothing else of the engine's uses it.
      drop: `DROP FUNCTION ${q(FOLD)}(text); DROP EXTENSION IF EXISTS unaccent`,
      signature: normalized(FOLD_BODY),
    },
  ],
  fill: [],
};

/**
 * The `tsvector` of a row (`row`: `NEW` or a table's alias): each searched column's folded words
 * with its weight class, one position apart from the next column's (a phrase stays in its column).
 */
function document(row: string, searched: string[], weights: number[]): string {
  const { classes } = postgresWeights(weights);
  const gap = `'lists-gap:1'::tsvector`;
  const parts = searched.map(
    (column, i) =>
      `setweight(to_tsvector('simple', COALESCE(${q(FOLD)}(${row}.${q(column)}), '')), '${classes[i]}')`,
  );
  return `ts_delete(${parts.join(` || ${gap} || `)}, 'lists-gap')`;
}

/**
 * The index of `q`: a table of each row's weighted `tsvector` (`lists_<table>_search`) with a copy
 * of its creation time, written by a trigger; its GIN index, and its index of the newest rows
 * (a walk for a common word's newest matches reads them alone, docs/lists.md).
 */
function search({ table, searched, weights, key, created }: ListedTable): Unit {
  const name = listObject(table, 'search');
  const fn = listObject(table, 'search', 'write');
  const changed = searched
    .map((c) => `OLD.${q(c)} IS DISTINCT FROM NEW.${q(c)}`)
    .join(' OR ');
  const create = `CREATE TABLE ${q(name)} ("id" ${key.type} PRIMARY KEY, "created_at" timestamp(3) NOT NULL, "document" tsvector NOT NULL)`;
  return {
    purpose: `${table}: the index of q`,
    objects: [
      {
        kind: 'table',
        name,
        create: [create],
        drop: `DROP TABLE ${q(name)}`,
        signature: 'table',
      },
      index(`${name}_document`, name, `USING gin ("document")`),
      index(`${name}_newest`, name, `("created_at", "id")`),
      plpgsql(
        fn,
        'trigger',
        `BEGIN IF TG_OP = 'DELETE' THEN DELETE FROM ${q(name)} WHERE "id" = OLD.${q(key.name)}; ELSIF TG_OP = 'INSERT' OR ${changed} THEN INSERT INTO ${q(name)} ("id", "created_at", "document") VALUES (NEW.${q(key.name)}, NEW.${q(created)}, ${document('NEW', searched, weights)}) ON CONFLICT ("id") DO UPDATE SET "document" = excluded."document"; END IF; RETURN NULL; END`,
      ),
      trigger(
        fn,
        table,
        `AFTER INSERT OR DELETE OR UPDATE OF ${searched.map(q).join(', ')}`,
        fn,
      ),
    ],
    fill: [
      `INSERT INTO ${q(name)} ("id", "created_at", "document") SELECT r.${q(key.name)}, r.${q(created)}, ${document('r', searched, weights)} FROM ${q(table)} r`,
    ],
  };
}

const ROW_COUNTS_ADD = `DECLARE
  free smallint;
BEGIN
  UPDATE row_counts SET count = count + delta WHERE name = counter AND shard = (
    SELECT shard FROM row_counts WHERE name = counter LIMIT 1 FOR UPDATE SKIP LOCKED
  );
  IF FOUND THEN
    RETURN;
  END IF;
  LOOP
    free := floor(random() * 32767)::smallint;
    CONTINUE WHEN EXISTS (SELECT 1 FROM row_counts WHERE name = counter AND shard = free)
      OR NOT pg_try_advisory_xact_lock(hashtext(counter), free);
    INSERT INTO row_counts (name, shard, count) VALUES (counter, free, delta)
      ON CONFLICT (name, shard) DO NOTHING;
    EXIT WHEN FOUND;
  END LOOP;
END`;

/**
 * The counters' table and the function that adds to a counter: to a shard no other open
 * transaction holds, or to a new one no other is adding (ADR 0300), as the migrations made them.
 */
const COUNTERS: Unit = {
  purpose: 'the counters of every list',
  objects: [
    {
      kind: 'table',
      name: COUNTERS_TABLE,
      create: [
        `CREATE TABLE "row_counts" ("name" character varying(100) NOT NULL, "shard" smallint NOT NULL, "count" bigint NOT NULL, CONSTRAINT "row_counts_pkey" PRIMARY KEY ("name", "shard"))`,
      ],
      drop: `DROP TABLE "row_counts"`,
      signature: 'table',
    },
    {
      kind: 'function',
      name: 'row_counts_add',
      create: [
        `CREATE FUNCTION row_counts_add(counter text, delta bigint) RETURNS void LANGUAGE plpgsql AS $$ ${ROW_COUNTS_ADD} $$`,
      ],
      drop: 'DROP FUNCTION row_counts_add(text, bigint)',
      signature: normalized(ROW_COUNTS_ADD),
    },
  ],
  fill: [],
};

export const postgresUnits: DialectUnits = {
  shared: [COUNTERS, FOLDING],
  counters,
  memberWriter,
  memberCounters,
  memberPairs,
  search,
};
