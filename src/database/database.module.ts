import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { assertListSchema, ListSchemaError } from '#libs/lists/index.js';
import type { Environment } from '../config/environment.js';
import { applyPendingMigrations } from './apply-migrations.js';
import { databaseStartError } from './database-start-error.js';
import { databaseOptions, dialectOf } from './database.options.js';
import {
  POSTGRES_CLIENT_FACTORY,
  postgresClientFactory,
} from './postgres-client-factory.js';
import { observedPg } from './postgres-pool.js';
import { traceSqliteQueries } from './query-spans.js';
import { Transactions } from './transactions.js';

/** Attempts to open the database at start, 3 s apart (TypeORM's defaults). */
const START_ATTEMPTS = 10;
const START_RETRY_DELAY = 3000;

/**
 * The TypeORM connection, the `Transactions` every write goes through, and what makes connections
 * of their own on PostgreSQL (`POSTGRES_CLIENT_FACTORY`, `null` on SQLite).
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: async (config: ConfigService<Environment, true>) => {
        const url = config.get('DATABASE_URL', { infer: true });
        let attempts = 0;
        return {
          ...databaseOptions(url),
          // Its pool's counters for the metrics (postgresPoolOf).
          ...(dialectOf(url) === 'postgres' && { driver: await observedPg() }),
          autoLoadEntities: true,
          migrationsRun: config.get('DB_MIGRATE', { infer: true }),
          retryAttempts: START_ATTEMPTS,
          retryDelay: START_RETRY_DELAY,
          toRetry: (error: unknown) => {
            // A database that lacks what the lists need stays so: no use trying again.
            if (error instanceof ListSchemaError) return false;
            attempts += 1;
            // Nest's logs are held until the start completes (and dropped if it fails): one line
            // per attempt, instead of TypeORM's stack each time.
            process.stderr.write(
              `${error instanceof Error ? error.message : String(error)} (attempt ${attempts} of ${START_ATTEMPTS})\n`,
            );
            return true;
          },
        };
      },
      // `migrationsRun` applied here, under the lock of applyPendingMigrations(), not by TypeORM;
      // then the database must hold what the declared lists need (libs/lists), or the start fails.
      dataSourceFactory: async (options) => {
        const { migrationsRun, ...rest } = options!;
        const dataSource = await new DataSource(rest)
          .initialize()
          .catch((error: unknown) => {
            throw databaseStartError(rest, error);
          });
        try {
          if (migrationsRun) await applyPendingMigrations(dataSource);
          await assertListSchema(dataSource);
        } catch (error) {
          await dataSource.destroy();
          throw error;
        }
        traceSqliteQueries(dataSource);
        return dataSource;
      },
    }),
  ],
  providers: [
    Transactions,
    {
      provide: POSTGRES_CLIENT_FACTORY,
      inject: [DataSource],
      useFactory: postgresClientFactory,
    },
  ],
  exports: [Transactions, POSTGRES_CLIENT_FACTORY],
})
export class DatabaseModule {}
