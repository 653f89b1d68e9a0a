import { DataSource } from 'typeorm';
import { checkListSchema } from '#libs/lists/index.js';
import {
  databaseOptions,
  dialectOf,
} from '../../../../src/database/database.options.js';
import { applicationEntities } from '../application-entities.js';
import { type Command, CommandError } from '../command.js';
import { loadEnvironment } from '../load-environment.js';

export const dbCheckCommand: Command = {
  name: 'db:check',
  summary:
    "Check that DATABASE_URL's database holds what the entities and lists need",
  details: [
    'Fails (exit 1), one line a problem, when a migration is pending, when the entities need a schema',
    'change no migration makes, or when a trigger, index or search table of the declared lists is',
    'missing or differs (libs/lists/README.md): e.g. dropped by a table rebuild or by hand.',
  ].join('\n'),
  async run(_args, io) {
    const { DATABASE_URL } = await loadEnvironment();
    const dataSource = await new DataSource({
      ...databaseOptions(DATABASE_URL),
      entities: applicationEntities(),
    }).initialize();
    try {
      const pending = (await dataSource.showMigrations())
        ? ['a migration is pending: npm run cli -- migrate']
        : [];
      const diff = await dataSource.driver.createSchemaBuilder().log();
      const schema = diff.upQueries.map(
        ({ query }) => `the entities need a change: ${query}`,
      );
      const problems = [
        ...pending,
        ...schema,
        ...(await checkListSchema(dataSource)),
      ];
      if (problems.length > 0)
        throw new CommandError(
          `The ${dialectOf(DATABASE_URL)} database is not what the application needs:\n${problems.map((line) => `  ${line}`).join('\n')}`,
        );
      io.stdout.write(
        `The ${dialectOf(DATABASE_URL)} database holds what the entities and lists need.\n`,
      );
    } finally {
      await dataSource.destroy();
    }
  },
};
