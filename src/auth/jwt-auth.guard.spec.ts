import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  jest,
} from '@jest/globals';
import {
  ArgumentsHost,
  Catch,
  Controller,
  ExceptionFilter,
  Get,
  Injectable,
} from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule, PassportStrategy } from '@nestjs/passport';
import {
  FastifyAdapter,
  type NestFastifyApplication,
} from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import type { FastifyReply } from 'fastify';
import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import passport from 'passport';
import request from 'supertest';
import { ProblemException } from '#libs/rest/index.js';
import type { Role } from '../users/role.js';
import { UsersService } from '../users/users.service.js';
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
import type { AuthUser } from './auth-user.js';
import { CurrentUser } from './current-user.decorator.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { JwtStrategy } from './jwt.strategy.js';
import { Public } from './public.decorator.js';

const SECRET = 'a-secret-of-at-least-32-bytes-for-tests';
const API_KEY = 'throwaway-api-key';
const ROBOT: AuthUser = {
  id: 'robot',
  role: 'reader',
  sessionId: 'none',
  // 2100-01-01.
  expiresAt: 4_102_444_800,
};

/** A second way in, added beside `jwt` without a change to the guard. */
@Injectable()
class ApiKeyStrategy extends PassportStrategy(passport.Strategy, 'api-key') {
  override authenticate(req: { headers: Record<string, unknown> }): void {
    if (req.headers['x-api-key'] === API_KEY) this.success(this.validate());
    else this.fail(401);
  }

  validate(): AuthUser {
    return ROBOT;
  }
}

@Controller()
class ProbeController {
  @Public()
  @Get('open')
  open(): string {
    return 'open';
  }

  @Get('me')
  me(@CurrentUser() user: AuthUser): AuthUser {
    return user;
  }
}

/** Status and headers of the guard's problems (the API's filter adds the body). */
@Catch(ProblemException)
class ProblemHeaders implements ExceptionFilter {
  catch(problem: ProblemException, host: ArgumentsHost): void {
    void host
      .switchToHttp()
      .getResponse<FastifyReply>()
      .status(problem.getStatus())
      .headers(problem.problem.headers ?? {})
      .send({ detail: problem.problem.detail });
  }
}

describe('JwtAuthGuard with the JWT strategy and a throwaway second strategy', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  let tokens: AccessTokens;
  const roles = new Map<string, Role>();
  const roleOf = jest.fn(async (id: string) => roles.get(id));
  const userId = randomUUID();
  const sessionId = randomUUID();
  const now = () => Math.floor(Date.now() / 1000);
  const token = (claims: Record<string, unknown> = {}) =>
    jwt.sign(
      {
        sub: userId,
        sid: sessionId,
        role: 'admin',
        exp: now() + 60,
        ...claims,
      },
      SECRET,
      { algorithm: 'HS256', issuer: ISSUER, audience: AUDIENCE },
    );
  const me = (bearer: string) =>
    http.get('/me').set('Authorization', `Bearer ${bearer}`);

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot({
          isGlobal: true,
          ignoreEnvFile: true,
          skipProcessEnv: true,
          load: [() => ({ JWT_SECRET: SECRET, JWT_TTL: 60 })],
        }),
        AccessTokenSecretModule,
        PassportModule.register({ defaultStrategy: ['jwt', 'api-key'] }),
        JwtModule.registerAsync({
          imports: [AccessTokenSecretModule],
          inject: [AccessTokenSecret],
          useFactory: (secret: AccessTokenSecret) => ({
            secret: secret.key,
            verifyOptions: VERIFY_OPTIONS,
          }),
        }),
      ],
      controllers: [ProbeController],
      providers: [
        AccessTokens,
        JwtStrategy,
        ApiKeyStrategy,
        { provide: UsersService, useValue: { roleOf } },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_FILTER, useClass: ProblemHeaders },
      ],
    }).compile();
    app = moduleRef.createNestApplication(new FastifyAdapter(), {
      logger: false,
    });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    http = request(app.getHttpServer());
    tokens = app.get(AccessTokens);
  });
  afterAll(() => app.close());
  afterEach(() => {
    roles.clear();
    jest.useRealTimers();
  });

  it('opens @Public() routes and challenges the others', async () => {
    await http.get('/open').expect(200, 'open');
    const res = await http.get('/me').expect(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="syllabus"');
  });

  it('lets the second strategy in, which the guard does not name', async () => {
    const res = await http.get('/me').set('X-Api-Key', API_KEY).expect(200);
    expect(res.body).toEqual(ROBOT);
    await http.get('/me').set('X-Api-Key', 'wrong').expect(401);
  });

  it('lets a token passport-jwt verifies in, with the current role', async () => {
    roles.set(userId, 'author');
    const fresh = token();
    expect(tokens.recall(fresh)).toBeUndefined();
    const res = await me(fresh).expect(200);
    const { exp } = JSON.parse(
      Buffer.from(fresh.split('.')[1], 'base64url').toString(),
    ) as { exp: number };
    expect(res.body).toEqual({
      id: userId,
      role: 'author',
      sessionId,
      expiresAt: exp,
    });
  });

  it.each<[string, () => string]>([
    [
      'no issuer',
      () =>
        jwt.sign(
          { sub: userId, sid: sessionId, exp: now() + 60, aud: AUDIENCE },
          SECRET,
        ),
    ],
    [
      'another algorithm',
      () =>
        jwt.sign({ sub: userId, sid: sessionId }, SECRET, {
          algorithm: 'HS384',
          issuer: ISSUER,
          audience: AUDIENCE,
          expiresIn: 60,
        }),
    ],
    ['a sub that is an array', () => token({ sub: [userId] })],
    ['a numeric sub', () => token({ sub: 12345 })],
    ['no sid', () => token({ sid: undefined })],
    ['an iat in the future', () => token({ iat: now() + 60 })],
  ])('refuses, through passport-jwt, a token with %s', async (_case, make) => {
    roles.set(userId, 'admin');
    const res = await me(make()).expect(401);
    expect(res.headers['www-authenticate']).toBe(
      'Bearer realm="syllabus", error="invalid_token"',
    );
  });

  describe('a token verified before (the fast path)', () => {
    it('is let in without passport-jwt, with the current role', async () => {
      roles.set(userId, 'reader');
      const cached = token({ jti: randomUUID() });
      expect(tokens.verify(cached)?.sub).toBe(userId);
      const verify = jest.spyOn(jwt, 'verify');
      const res = await me(cached).expect(200);
      expect(verify).not.toHaveBeenCalled();
      verify.mockRestore();
      expect(res.body.role).toBe('reader');
    });

    it('is refused once its user is deleted', async () => {
      roles.set(userId, 'reader');
      const cached = token({ jti: randomUUID() });
      expect(tokens.verify(cached)).toBeDefined();
      roles.delete(userId);
      const res = await me(cached).expect(401);
      expect(res.headers['www-authenticate']).toContain(
        'error="invalid_token"',
      );
    });

    it('is refused once expired', async () => {
      roles.set(userId, 'reader');
      const cached = token({ jti: randomUUID(), exp: now() + 10 });
      expect(tokens.verify(cached)).toBeDefined();
      // Past exp and the 5 s of clock tolerance; only Date is faked, the server's timers run.
      jest.useFakeTimers({
        now: Date.now() + 16_000,
        doNotFake: [
          'hrtime',
          'nextTick',
          'performance',
          'queueMicrotask',
          'setImmediate',
          'clearImmediate',
          'setInterval',
          'clearInterval',
          'setTimeout',
          'clearTimeout',
        ],
      });
      expect(tokens.recall(cached)).toBeUndefined();
      await me(cached).expect(401);
    });
  });

  it('answers a failing user lookup with an error, not a 401', async () => {
    roleOf.mockRejectedValueOnce(new Error('database down'));
    await me(token()).expect(500);
  });
});
