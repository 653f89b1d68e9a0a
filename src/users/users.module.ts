import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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
      useFactory: async (cache: RoleCache, dataSource: DataSource) => {
        if (dataSource.options.type !== 'postgres' || cache.maxEntries === 0)
          return null;
        // Loaded here so that SQLite never loads it.
        const { default: pg } = await import('pg');
        const config = postgresClientConfig(
          dataSource.options as PostgresOptions,
          'role listener',
        );
        return new RoleChangeListener(cache, () => new pg.Client(config));
      },
    },
  ],
  exports: [UsersService, PasswordHasher],
})
export class UsersModule implements OnApplicationBootstrap {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(RoleChangeListener)
    private readonly roleChanges: RoleChangeListener | null,
  ) {}

  /** The cache serves HTTP requests: the CLI's application contexts need no listener. */
  onApplicationBootstrap(): void {
    if (this.adapterHost.httpAdapter) this.roleChanges?.start();
  }
}
