import { join, relative } from 'node:path';
import { scratchDatabasePrefix } from '../../../../src/database/scratch-database.js';
import { projectRoot } from '../../../../src/version/version.service.js';
import { applicationEntities } from '../application-entities.js';
import { type Command, UsageError } from '../command.js';
import {
  generateMigrations,
  isMigrationName,
} from '../migrations/generate-migrations.js';

export const migrationGenerateCommand: Command = {
  name: 'migration:generate',
  summary:
    'Write the sqlite and postgres migrations that bring the schema to the entities',
  parameters: ['<Name>'],
  options: {
    postgres: {
      valueName: 'url',
      description:
        'PostgreSQL server to diff on (default: TEST_DATABASE_URL); a scratch database is created there and dropped',
    },
  },
  details: [
    'For each dialect: a fresh database (SQLite in memory; on PostgreSQL a scratch database,',
    '<SCRATCH_DATABASE_PREFIX>_migration_<hex>, the prefix syllabus by default), every',
    'existing migration applied, then the schema diff of the entities, checked to converge and to',
    'revert, written to src/database/migrations/<dialect>/<timestamp>-<name>.ts and appended to that',
    "dialect's index.ts. It diffs the built code: use `npm run migration:generate -- <Name>`, which builds first.",
  ].join('\n'),
  async run({ positionals: [name], options }, io) {
    if (!isMigrationName(name)) {
      throw new UsageError(
        `Not a migration name: ${name} (letters and digits, words joined by - or _, e.g. AddDocs or add-docs).`,
      );
    }
    const postgresServerUrl =
      (options.postgres as string | undefined) ?? process.env.TEST_DATABASE_URL;
    if (!postgresServerUrl) {
      throw new UsageError(
        'Both dialects need their migration: pass --postgres <url> or set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).',
      );
    }
    const written = await generateMigrations({
      name,
      entities: applicationEntities(),
      directory: join(projectRoot(), 'src', 'database', 'migrations'),
      postgresServerUrl,
      // Checked before the first diff.
      scratchDatabasePrefix: scratchDatabasePrefix(
        process.env.SCRATCH_DATABASE_PREFIX,
        'migration',
      ),
      command: `npm run migration:generate -- ${name}`,
      log: (line) => io.stderr.write(`${line}\n`),
    });
    for (const file of written)
      io.stdout.write(`Wrote ${relative(process.cwd(), file)}\n`);
  },
};
