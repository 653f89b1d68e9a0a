import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Environment } from '../config/environment.js';
import { databaseOptions } from './database.options.js';
import { Transactions } from './transactions.js';

/** The TypeORM connection and the `Transactions` every write goes through. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<Environment, true>) => ({
        ...databaseOptions(config.get('DATABASE_URL', { infer: true })),
        autoLoadEntities: true,
        migrationsRun: config.get('DB_MIGRATE', { infer: true }),
      }),
    }),
  ],
  providers: [Transactions],
  exports: [Transactions],
})
export class DatabaseModule {}
