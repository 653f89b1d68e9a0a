import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { HttpAdapterHost } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ListCursorsModule } from '../common/list-cursors.module.js';
import type { Environment } from '../config/environment.js';
import {
  POSTGRES_CLIENT_FACTORY,
  type PostgresClientFactory,
} from '../database/postgres-client-factory.js';
import { AdminBootstrap } from './admin-bootstrap.js';
import { PasswordHasher } from './password-hasher.js';
import { RoleCache } from './role-cache.js';
import { RoleChangeListener } from './role-change-listener.js';
import { User } from './user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User]), ListCursorsModule],
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
      // null without a PostgreSQL client factory (SQLite) or with ROLE_CACHE_SIZE=0.
      provide: RoleChangeListener,
      inject: [RoleCache, POSTGRES_CLIENT_FACTORY],
      useFactory: (
        cache: RoleCache,
        newClient: PostgresClientFactory | null,
      ) =>
        newClient && cache.maxEntries > 0
          ? new RoleChangeListener(cache, () => newClient('role listener'))
          : null,
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
