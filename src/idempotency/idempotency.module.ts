import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessTokenSecretModule } from '../auth/access-token-secret.js';
import { IdempotencyKey } from './idempotency-key.entity.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencyStore } from './idempotency.store.js';

/** `Idempotency-Key` for the routes marked `@Idempotent()`, in any module (ADR 0412). */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([IdempotencyKey]),
    AccessTokenSecretModule,
  ],
  providers: [IdempotencyStore, IdempotencyInterceptor],
  exports: [IdempotencyStore, IdempotencyInterceptor],
})
export class IdempotencyModule {}
