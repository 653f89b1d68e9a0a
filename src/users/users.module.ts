import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { Environment } from '../config/environment.js';
import {
  postgresClientConfig,
  type PostgresOptions,
} from '../database/postgres-client-config.js';
import { AdminBootstrap } from './admin-bootstrap.js';
import { PasswordHasher } from './password-hasher.js';
import { RoleCache } from './role-cache.js';
import { RoleChangeListener } from './role-change-listener.js';
import { User } from './user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [UsersController],
  providers: [
    UsersService,
    PasswordHasher,
    AdminBootstrap,
    {
      // Bypassed unless a listener opens it: on SQLite (one instance, a cheap read) it never does.
      provide: RoleCache,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Environment, true>) =>
        new RoleCache(config.get('ROLE_CACHE_SIZE', { infer: true })),
    },
    {
      // null on SQLite or with ROLE_CACHE_SIZE=0.
      provide: RoleChangeListener,
      inject: [RoleCache, DataSource],
      useFactory: (cache: RoleCache, dataSource: DataSource) =>
        dataSource.options.type === 'postgres' && cache.maxEntries > 0
          ? new RoleChangeListener(
              cache,
              // The `pg` TypeORM loaded for its pool.
              () =>
                new (dataSource.driver as PostgresDriver).postgres.Client(
                  postgresClientConfig(
                    dataSource.options as PostgresOptions,
                    'role listener',
                  ),
                ),
            )
          : null,
    },
  ],
  exports: [UsersService, PasswordHasher],
})
export class UsersModule {}
