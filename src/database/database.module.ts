import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { assertListSchema, ListSchemaError } from '#libs/lists/index.js';
import type { Environment } from '../config/environment.js';
import { applyPendingMigrations } from './apply-migrations.js';
import { databaseOptions } from './database.options.js';
import {
  POSTGRES_CLIENT_FACTORY,
  postgresClientFactory,
} from './postgres-client-factory.js';
import { Transactions } from './transactions.js';

/**
 * The TypeORM connection, the `Transactions` every write goes through, and what makes connections
 * of their own on PostgreSQL (`POSTGRES_CLIENT_FACTORY`, `null` on SQLite).
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<Environment, true>) => ({
        ...databaseOptions(config.get('DATABASE_URL', { infer: true })),
        autoLoadEntities: true,
        migrationsRun: config.get('DB_MIGRATE', { infer: true }),
        // A database that lacks what the lists need stays so: no use trying again.
        toRetry: (error: unknown) => !(error instanceof ListSchemaError),
      }),
      // `migrationsRun` applied here, under the lock of applyPendingMigrations(), not by TypeORM;
      // then the database must hold what the declared lists need (libs/lists), or the start fails.
      dataSourceFactory: async (options) => {
        const { migrationsRun, ...rest } = options!;
        const dataSource = await new DataSource(rest).initialize();
        try {
          if (migrationsRun) await applyPendingMigrations(dataSource);
          await assertListSchema(dataSource);
        } catch (error) {
          await dataSource.destroy();
          throw error;
        }
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
