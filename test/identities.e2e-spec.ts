import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from './support/app.js';
import { adminToken, createUser } from './factories/users.factory.js';

const INVISIBLE = [
  ['a right-to-left override', '\u202E'],
  ['a left-to-right isolate', '\u2066'],
  ['a zero-width space', '\u200B'],
  ['a zero-width joiner', '\u200D'],
  ['a byte order mark', '\uFEFF'],
  ['a soft hyphen', '\u00AD'],
  ['a word joiner', '\u2060'],
  ['a Hangul filler', '\u3164'],
  ['a control character', '\u0007'],
  // Spaces of every width (Zs), and characters drawn as nothing.
  ['a space', ' '],
  ['a no-break space', '\u00A0'],
  ['a hair space', '\u200A'],
  ['a narrow no-break space', '\u202F'],
  ['a medium mathematical space', '\u205F'],
  ['an ideographic space', '\u3000'],
  ['an Ogham space mark', '\u1680'],
  ['a line separator', '\u2028'],
  ['a Braille pattern blank', '\u2800'],
  ['a Hangul choseong filler', '\u115F'],
  ['a Hangul jungseong filler', '\u1160'],
  ['a halfwidth Hangul filler', '\uFFA0'],
];

describe('e-mails and pseudos carry no space, invisible or blank character (contract §5)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t.http);
  });
  afterAll(() => t?.close());

  const create = (email: string, pseudo: string) =>
    t
      .as(admin)
      .post('/api/v1/users', { email, pseudo, password: 'password-123' });

  const expectFieldError = (
    res: { status: number; body: { errors?: { field: string }[] } },
    field: string,
  ) => {
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field }));
  };

  it.each(INVISIBLE)(
    'refuses an e-mail with %s in its local part',
    async (_, char) => {
      expectFieldError(
        await create(`ev${char}e@example.test`, 'eve'),
        '/email',
      );
    },
  );

  it.each(INVISIBLE)(
    'refuses an e-mail with %s in its domain',
    async (_, char) => {
      expectFieldError(
        await create(`eve@exa${char}mple.test`, 'eve'),
        '/email',
      );
    },
  );

  it.each(INVISIBLE)('refuses a pseudo with %s', async (_, char) => {
    expectFieldError(await create('eve@example.test', `ev${char}e`), '/pseudo');
  });

  it('refuses the same characters when an account changes its e-mail or pseudo', async () => {
    const user = await createUser(t.http, 'reader');
    const as = t.as(user.token);
    expectFieldError(
      await as.patch(`/api/v1/users/${user.id}`, {
        email: `x\u202E@example.test`,
      }),
      '/email',
    );
    expectFieldError(
      await as.patch(`/api/v1/users/${user.id}`, { pseudo: 'x\u200By' }),
      '/pseudo',
    );
  });

  it('takes ASCII letters, digits, "_", "." and "-" in pseudos, 2 to 40 of them', async () => {
    await create('dot@example.test', 'A.b_c-9').expect(201);
    expectFieldError(await create('one@example.test', 'a'), '/pseudo');
    expectFieldError(
      await create('long@example.test', 'a'.repeat(41)),
      '/pseudo',
    );
    expectFieldError(await create('space@example.test', 'a b'), '/pseudo');
    expectFieldError(await create('accent@example.test', 'élan'), '/pseudo');
  });

  it('refuses an e-mail that is not in NFC: it would look like another one', async () => {
    expectFieldError(await create('zoe\u0308@example.test', 'zoe2'), '/email');
  });

  it('still takes internationalised e-mail addresses', async () => {
    const res = await create('zoë@exämple.test', 'zoe').expect(201);
    expect(res.body.email).toBe('zoë@exämple.test');
  });
});
