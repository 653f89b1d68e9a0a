import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CreateUserDto } from '../users/dto/create-user.dto.js';
import {
  Environment,
  InvalidEnvironmentError,
  validateEnvironment,
} from './environment.js';

/** The problems of an environment, as the message lists them. */
function problemsOf(raw: Record<string, string>): string[] {
  try {
    validateEnvironment(raw);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.problems;
    throw error;
  }
  throw new Error('the environment was accepted');
}

describe('validateEnvironment', () => {
  it('fills in every default from an empty environment', () => {
    expect({ ...validateEnvironment({}) }).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DB_MIGRATE: true,
      JWT_TTL: 900,
      ADMIN_EMAIL: 'admin@syllabus.local',
      ADMIN_PSEUDO: 'admin',
      RATE_LIMIT: 300,
      AUTH_RATE_LIMIT: 10,
      LOG_LEVEL: 'info',
      ROLE_CACHE_SIZE: 10_000,
      BODY_LIMIT: 1_048_576,
      HEADERS_TIMEOUT: 20,
      REQUEST_TIMEOUT: 60,
      EVENTS_RETENTION: 2_592_000,
      MAX_CONNECTIONS_PER_ADDRESS: 100,
      WEBHOOKS_ALLOW_HTTP: false,
      WEBHOOKS_RETRY_SCHEDULE: '5,30,120,600,1800,3600,7200,14400,28800,28800',
      WEBHOOKS_SECRET_OVERLAP: 86_400,
    });
  });

  it('reads numbers and booleans from their text, and an empty value as unset', () => {
    const env = validateEnvironment({
      PORT: '8080',
      DB_MIGRATE: 'FALSE',
      JWT_TTL: ' 60 ',
      BODY_LIMIT: '',
      DATABASE_URL: '',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      DB_MIGRATE: false,
      JWT_TTL: 60,
      BODY_LIMIT: 1_048_576,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('accepts PORT=0: any free port, which the start line names', () => {
    expect(validateEnvironment({ PORT: '0' }).PORT).toBe(0);
  });

  it.each([
    'sqlite:data/other.sqlite',
    'sqlite::memory:',
    'postgres://postgres@127.0.0.1:5432/test',
    'postgresql://u:p@db/syllabus',
  ])('accepts DATABASE_URL=%s', (url) => {
    expect(validateEnvironment({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });

  it.each([
    ['NODE_ENV', 'staging'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['DB_MIGRATE', 'maybe'],
    ['REDIS_URL', 'http://cache'],
    ['JWT_SECRET', 'short'],
    ['JWT_TTL', '0'],
    ['CURSOR_SECRET', 'x'.repeat(31)],
    ['CURSOR_SECRET_PREVIOUS', 'short'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_EMAIL', 'ad\u3000min@example.test'],
    ['ADMIN_EMAIL', 'ad\u2800min@example.test'],
    ['ADMIN_EMAIL', 'zoe\u0308@example.test'],
    ['ADMIN_PSEUDO', 'a b'],
    ['ADMIN_PASSWORD', 'short'],
    ['ADMIN_PASSWORD', 'p'.repeat(129)],
    ['RATE_LIMIT', '-1'],
    ['AUTH_RATE_LIMIT', '1.5'],
    ['LOG_LEVEL', 'loud'],
    ['ROLE_CACHE_SIZE', '-1'],
    ['BODY_LIMIT', '1MB'],
    ['HEADERS_TIMEOUT', '0'],
    ['REQUEST_TIMEOUT', '30s'],
    ['MAX_CONNECTIONS_PER_ADDRESS', '-1'],
    ['EVENTS_RETENTION', '0'],
    ['METRICS_TOKEN', 'x'.repeat(31)],
  ])('rejects %s=%s, naming the variable', (name, value) => {
    expect(problemsOf({ [name]: value })).toEqual([
      expect.stringMatching(new RegExp(`^${name}: .+`)),
    ]);
  });

  it('refuses a HEADERS_TIMEOUT over REQUEST_TIMEOUT', () => {
    expect(
      problemsOf({ HEADERS_TIMEOUT: '30', REQUEST_TIMEOUT: '20' }),
    ).toEqual(['HEADERS_TIMEOUT: must not exceed REQUEST_TIMEOUT']);
  });

  it('refuses a METRICS_TOKEN that is the JWT_SECRET', () => {
    const secret = 's'.repeat(32);
    expect(problemsOf({ JWT_SECRET: secret, METRICS_TOKEN: secret })).toEqual([
      'METRICS_TOKEN: must differ from JWT_SECRET',
    ]);
  });

  it('names every bad variable, one line each', () => {
    let error: unknown;
    try {
      validateEnvironment({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidEnvironmentError);
    const lines = (error as Error).message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^ {2}- PORT: /),
      expect.stringMatching(/^ {2}- DATABASE_URL: DATABASE_URL must be/),
      expect.stringMatching(/^ {2}- LOG_LEVEL: /),
    ]);
  });

  describe('in production', () => {
    it('requires JWT_SECRET', () => {
      expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
        'JWT_SECRET: required when NODE_ENV=production',
      ]);
    });

    it('requires JWT_SECRET to be at least 32 bytes, counted in bytes', () => {
      expect(
        problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(31) }),
      ).toEqual(['JWT_SECRET: JWT_SECRET must be at least 32 bytes']);
      const twoBytesEach = 'é'.repeat(16);
      expect(
        validateEnvironment({
          NODE_ENV: 'production',
          JWT_SECRET: twoBytesEach,
        }).JWT_SECRET,
      ).toBe(twoBytesEach);
    });

    it('refuses plain-http webhooks and a webhook key that is another secret', () => {
      const secret = 'x'.repeat(32);
      expect(
        problemsOf({
          NODE_ENV: 'production',
          JWT_SECRET: secret,
          WEBHOOKS_SECRET_KEY: secret,
          WEBHOOKS_ALLOW_HTTP: 'true',
        }),
      ).toEqual([
        'WEBHOOKS_SECRET_KEY: must differ from JWT_SECRET and METRICS_TOKEN',
        'WEBHOOKS_ALLOW_HTTP: not allowed when NODE_ENV=production',
      ]);
      expect(
        problemsOf({
          WEBHOOKS_SECRET_KEY: 'short',
          WEBHOOKS_RETRY_SCHEDULE: '5,x',
        }),
      ).toEqual([
        'WEBHOOKS_SECRET_KEY: WEBHOOKS_SECRET_KEY must be at least 32 bytes',
        'WEBHOOKS_RETRY_SCHEDULE: WEBHOOKS_RETRY_SCHEDULE must be seconds separated by commas',
      ]);
    });
  });
});

describe('the documentation of the configuration', () => {
  const root = join(import.meta.dirname, '..', '..');
  const variables = [
    ...new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(Environment, '', true, false)
        .map(({ propertyName }) => propertyName),
    ),
  ];

  it('.env.example sets every variable to its default, after a comment', async () => {
    const example = await readFile(join(root, '.env.example'), 'utf8');
    const defaults = validateEnvironment({}) as unknown as Record<
      string,
      unknown
    >;
    expect(example.match(/^[A-Z_]+(?==)/gm)).toEqual(variables);
    for (const name of variables) {
      expect(example).toMatch(
        new RegExp(`^# .+\\n${name}=${String(defaults[name] ?? '')}$`, 'm'),
      );
    }
  });

  it('the README has a row for every variable', async () => {
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    for (const name of variables)
      expect(readme).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'));
  });

  // The first admin signs in as any user: ADMIN_* must be what POST /users would take.
  describe.each([
    [
      'ADMIN_EMAIL',
      'email',
      [
        'ada@example.test',
        'ADA@Example.test',
        'ad a@example.test',
        'ada@example.test ',
        'ad\u200bmin@example.test',
        'zoe\u0308@example.test',
        'ada',
        `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.io`,
      ],
    ],
    ['ADMIN_PSEUDO', 'pseudo', ['ada', 'a', 'a b', 'ad\u00e9', 'x'.repeat(41)]],
    [
      'ADMIN_PASSWORD',
      'password',
      ['p'.repeat(7), 'p'.repeat(8), 'p'.repeat(128), 'p'.repeat(129)],
    ],
  ])(
    '%s follows the rules of POST /users for %s',
    (variable, field, values) => {
      const valid = {
        email: 'ada@example.test',
        pseudo: 'ada',
        password: 'a good password',
      };
      it.each(values)('alike for %j', (value) => {
        const dto = plainToInstance(CreateUserDto, {
          ...valid,
          [field]: value,
        });
        const userRefused = validateSync(dto).length > 0;
        const startRefused = (() => {
          try {
            validateEnvironment({ [variable]: value });
            return false;
          } catch (error) {
            return error instanceof InvalidEnvironmentError;
          }
        })();
        expect(startRefused).toBe(userRefused);
      });
    },
  );
});
