import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CanActivate,
  Controller,
  ExecutionContext,
  Get,
  HttpCode,
  Injectable,
  Module,
  Post,
} from '@nestjs/common';
import { APP_GUARD, HttpAdapterHost } from '@nestjs/core';
import {
  FastifyAdapter,
  NestFastifyApplication,
} from '@nestjs/platform-fastify';
import {
  SkipThrottle,
  ThrottlerModule,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { ProblemDetailsFilter } from '#libs/rest/index.js';
import { MemoryThrottlerStorage } from './memory-throttler.storage.js';
import { OptInThrottlers, skipUnlessOptedIn } from './opt-in-throttlers.js';
import { limitOutsideRoutes } from './outside-routes.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { bodyFieldTracker, ipTracker } from './trackers.js';

@Controller()
class ProbeController {
  @Get('things')
  things() {
    return {};
  }

  @Get('other')
  other() {
    return {};
  }

  @OptInThrottlers('per-ip', 'per-field')
  @Post('sign-in')
  @HttpCode(200)
  signIn() {
    return {};
  }

  @SkipThrottle()
  @Get('health')
  health() {
    return {};
  }
}

/** Stands for the JWT guard: `X-User: <id>` signs the request in. */
@Injectable()
class HeaderAuthGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest();
    const id = req.headers['x-user'];
    if (id) req.user = { id };
    return true;
  }
}

// Global guards run in the order their modules are imported: who is calling, then their quota.
@Module({ providers: [{ provide: APP_GUARD, useClass: HeaderAuthGuard }] })
class AuthModule {}

@Module({
  providers: [
    RateLimitGuard,
    { provide: APP_GUARD, useExisting: RateLimitGuard },
  ],
})
class RateLimitModule {}

/** The memory storage answering on a later turn of the event loop, as Redis does. */
class DeferredStorage implements ThrottlerStorage {
  private readonly memory = new MemoryThrottlerStorage();

  increment(
    ...hit: Parameters<ThrottlerStorage['increment']>
  ): ReturnType<ThrottlerStorage['increment']> {
    return new Promise((resolve) =>
      setImmediate(() => resolve(this.memory.increment(...hit))),
    );
  }
}

/** How the settings and trackers answer: as given, or with a promise (as a function may). */
type Answer = <A extends unknown[], T>(
  answer: (...args: A) => T,
) => (...args: A) => T | Promise<T>;
const now: Answer = (answer) => answer;
const later: Answer =
  (answer) =>
  (...args) =>
    Promise.resolve(answer(...args));

// Settings and trackers as values, or as functions answering with promises (and a storage that
// answers on a later turn).
describe.each([
  {
    answering: 'at once',
    storage: () => new MemoryThrottlerStorage(),
    wrap: now,
  },
  { answering: 'later', storage: () => new DeferredStorage(), wrap: later },
])(
  'RateLimitGuard, its storage and settings answering $answering',
  ({ storage, wrap }) => {
    let app: NestFastifyApplication;
    let ips = 0;
    /** What `refusedBy()` said of each address's last request. */
    const refusedBy = new Map<string, string | undefined>();
    /** A client address no other test uses. */
    const newIp = () => `192.0.2.${++ips}`;
    const get = (path: string, ip: string) =>
      request(app.getHttpServer()).get(path).set('X-Forwarded-For', ip);
    const signIn = (email: string, ip: string) =>
      request(app.getHttpServer())
        .post('/sign-in')
        .set('X-Forwarded-For', ip)
        .send({ email, password: 'secret' });

    beforeAll(async () => {
      const moduleRef = await Test.createTestingModule({
        imports: [
          ThrottlerModule.forRoot({
            storage: storage(),
            throttlers: [
              { name: 'default', ttl: 60_000, limit: wrap(() => 3) },
              {
                name: 'per-ip',
                ttl: 60_000,
                limit: 2,
                skipIf: skipUnlessOptedIn('per-ip'),
                getTracker: wrap(ipTracker),
              },
              {
                name: 'per-field',
                ttl: 60_000,
                limit: 2,
                skipIf: skipUnlessOptedIn('per-field'),
                getTracker: wrap(bodyFieldTracker('email')),
              },
            ],
          }),
          AuthModule,
          RateLimitModule,
        ],
        controllers: [ProbeController],
      }).compile();
      app = moduleRef.createNestApplication<NestFastifyApplication>(
        new FastifyAdapter({ trustProxy: true }),
      );
      app.useGlobalFilters(
        new ProblemDetailsFilter({}, app.get(HttpAdapterHost)),
      );
      const fastify = app.getHttpAdapter().getInstance();
      fastify.addHook('onResponse', (request, _reply, done) => {
        refusedBy.set(
          request.headers['x-forwarded-for'] as string,
          app.get(RateLimitGuard).refusedBy(request),
        );
        done();
      });
      limitOutsideRoutes(
        fastify,
        app.get(RateLimitGuard),
        (route) => route.url === '/outside',
      );
      await app.init();
      // A route of Fastify's own, registered once Nest has set its error handler: that handler,
      // with its filters, answers the route's errors (the 429 of limitOutsideRoutes included).
      fastify.get('/outside', (_request, reply) => reply.send({}));
      await app.getHttpAdapter().getInstance().ready();
    });
    afterAll(() => app.close());

    it('describes the quota with RateLimit-Policy and RateLimit, not X-RateLimit-*', async () => {
      const res = await get('/things', newIp()).expect(200);
      expect(res.headers['ratelimit-policy']).toBe('"default";q=3;w=60');
      expect(res.headers['ratelimit']).toBe('"default";r=2;t=60');
      expect(
        Object.keys(res.headers).filter((name) =>
          name.startsWith('x-ratelimit'),
        ),
      ).toEqual([]);
    });

    it('gives a client one quota across routes, then refuses with a 429 problem and Retry-After', async () => {
      const ip = newIp();
      await get('/things', ip).expect(200);
      await get('/other', ip).expect(200);
      const last = await get('/things', ip).expect(200);
      expect(last.headers['ratelimit']).toBe('"default";r=0;t=60');

      const refused = await get('/other', ip).expect(429);
      expect(refused.headers['content-type']).toMatch(
        /^application\/problem\+json/,
      );
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.headers['ratelimit']).toBe('"default";r=0;t=60');
      expect(refused.body).toMatchObject({
        status: 429,
        detail: 'Rate limit exceeded: 3 requests per 60 s; retry in 60 s.',
      });
    });

    it('tracks a signed-in user by id whatever the IP, apart from anonymous calls from the same IP', async () => {
      const [first, second] = [newIp(), newIp()];
      for (const ip of [first, second, first]) {
        await get('/things', ip).set('X-User', 'u-1').expect(200);
      }
      await get('/things', second).set('X-User', 'u-1').expect(429);
      const anonymous = await get('/things', first).expect(200);
      expect(anonymous.headers['ratelimit']).toBe('"default";r=2;t=60');
    });

    it('adds the opted-in throttlers to the route: one item per policy', async () => {
      const res = await signIn('ann@example.org', newIp()).expect(200);
      expect(res.headers['ratelimit-policy']).toBe(
        '"default";q=3;w=60, "per-ip";q=2;w=60, "per-field";q=2;w=60',
      );
      expect(res.headers['ratelimit']).toBe(
        '"default";r=2;t=60, "per-ip";r=1;t=60, "per-field";r=1;t=60',
      );
    });

    it('limits an identifier across IPs', async () => {
      await signIn('Bob@example.org', newIp()).expect(200);
      await signIn('bob@example.org', newIp()).expect(200);
      const refused = await signIn('BOB@example.org', newIp()).expect(429);
      expect(refused.headers['ratelimit']).toBe(
        '"default";r=2;t=60, "per-ip";r=1;t=60, "per-field";r=0;t=60',
      );
    });

    it('limits an IP across identifiers', async () => {
      const ip = newIp();
      await signIn('carol@example.org', ip).expect(200);
      await signIn('dave@example.org', ip).expect(200);
      const refused = await signIn('erin@example.org', ip).expect(429);
      expect(refused.headers['ratelimit']).toBe(
        '"default";r=0;t=60, "per-ip";r=0;t=60',
      );
    });

    it('names the throttler that refused a request, and none for one let through', async () => {
      const ip = newIp();
      await signIn('frank@example.org', ip).expect(200);
      await signIn('gina@example.org', ip).expect(200);
      expect(refusedBy.get(ip)).toBeUndefined();
      await signIn('hank@example.org', ip).expect(429);
      expect(refusedBy.get(ip)).toBe('per-ip');
      const [first, second, third] = [newIp(), newIp(), newIp()];
      await signIn('ivy@example.org', first).expect(200);
      await signIn('ivy@example.org', second).expect(200);
      await signIn('ivy@example.org', third).expect(429);
      expect(refusedBy.get(third)).toBe('per-field');
    });

    /** The default quota's `RateLimit` item with `r` requests left. */
    const left = (r: number) =>
      expect.stringMatching(new RegExp(`^"default";r=${r};t=\\d+$`));

    it('counts the requests no controller serves, once each, and refuses them with a 429 problem (limitOutsideRoutes)', async () => {
      const ip = newIp();
      const answers = [
        await get('/nowhere', ip).expect(404),
        // Fastify's own HEAD route of a GET route gets the GET route's hooks too.
        await request(app.getHttpServer())
          .head('/outside')
          .set('X-Forwarded-For', ip)
          .expect(200),
      ];
      expect(answers.map((res) => res.headers.ratelimit)).toEqual([
        left(2),
        left(1),
      ]);
      await get('/things', ip).expect(200);
      for (const path of ['/outside', '/nowhere']) {
        const refused = await get(path, ip).expect(429);
        expect(refused.headers['content-type']).toMatch(
          /^application\/problem\+json/,
        );
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
    });

    it('counts a body that cannot be read against the quotas of every route, keeping its status (limitOutsideRoutes)', async () => {
      const ip = newIp();
      const unreadable = () =>
        request(app.getHttpServer())
          .post('/sign-in')
          .set('X-Forwarded-For', ip)
          .set('Content-Type', 'application/json')
          .send('{"email": ');
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await unreadable().expect(400));
      // The route's opt-in throttlers are not counted: the route was never reached.
      expect(answers.map((res) => res.headers.ratelimit)).toEqual(
        [2, 1, 0, 0].map(left),
      );
      await get('/things', ip).expect(429);
    });

    it('neither counts nor describes a route that skips throttling', async () => {
      const ip = newIp();
      for (let i = 0; i < 5; i++) {
        const res = await get('/health', ip).expect(200);
        expect(res.headers['ratelimit']).toBeUndefined();
      }
      await get('/things', ip).expect(200);
    });
  },
);

describe('RateLimitGuard, directly', () => {
  const guardWith = async (
    throttlers: { name: string; ttl: number; limit: number }[],
  ) => {
    const guard = new RateLimitGuard(
      { throttlers },
      new MemoryThrottlerStorage(),
    );
    await guard.onModuleInit();
    return guard;
  };

  /** A request to GET /things, and the fields the guard set on its reply. */
  const thingsRequest = (ip: string) => {
    const headers = new Map<string, string>();
    const reply = {
      getHeader: (name: string) => headers.get(name),
      header: (name: string, value: string) => headers.set(name, value),
    };
    const request = { ip, headers: {} };
    const context = {
      getClass: () => ProbeController,
      getHandler: () => ProbeController.prototype.things,
      switchToHttp: () => ({
        getRequest: () => request,
        getResponse: () => reply,
      }),
    } as unknown as ExecutionContext;
    return { request, headers, context };
  };

  it('counts a request once, however often it is asked about it, and says which it has seen', async () => {
    const guard = await guardWith([{ name: 'default', ttl: 60_000, limit: 3 }]);
    const { request, headers, context } = thingsRequest('192.0.2.2');
    expect(guard.hasSeen(request)).toBe(false);
    await guard.canActivate(context);
    await guard.canActivate(context);
    expect(headers.get('RateLimit')).toBe('"default";r=2;t=60');
    expect(guard.hasSeen(request)).toBe(true);
  });

  it('refuses to start without a throttler, which would limit nothing', async () => {
    await expect(guardWith([])).rejects.toThrow(/no throttler/);
  });
});
