import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Environment } from '../config/environment.js';
import { UsersModule } from '../users/users.module.js';
import {
  AccessTokenSecret,
  AccessTokenSecretModule,
} from './access-token-secret.js';
import {
  AccessTokens,
  AUDIENCE,
  ISSUER,
  VERIFY_OPTIONS,
} from './access-tokens.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { JwtStrategy } from './jwt.strategy.js';
import { RolesGuard } from './roles.guard.js';
import { Session } from './session.entity.js';
import { UsedRefreshToken } from './used-refresh-token.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Session, UsedRefreshToken]),
    UsersModule,
    AccessTokenSecretModule,
    // The strategies the global guard tries, in order.
    PassportModule.register({ defaultStrategy: ['jwt'] }),
    JwtModule.registerAsync({
      imports: [AccessTokenSecretModule],
      inject: [AccessTokenSecret, ConfigService],
      useFactory: (
        secret: AccessTokenSecret,
        config: ConfigService<Environment, true>,
      ) => ({
        secret: secret.key,
        signOptions: {
          algorithm: 'HS256',
          issuer: ISSUER,
          audience: AUDIENCE,
          expiresIn: config.get('JWT_TTL', { infer: true }),
        },
        verifyOptions: VERIFY_OPTIONS,
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    AccessTokens,
    JwtStrategy,
    // Global guards: GlobalGuardsModule registers them, in their order among the others.
    JwtAuthGuard,
    RolesGuard,
  ],
  exports: [AccessTokens, JwtAuthGuard, RolesGuard],
})
export class AuthModule {}
