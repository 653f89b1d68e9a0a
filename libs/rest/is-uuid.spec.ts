import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { IsOptional, validateSync } from 'class-validator';
import { IsUuid } from './is-uuid.js';

const ID = '5F0C6A9E-1D2B-4C3D-8E4F-A5B6C7D8E9F0';

class Body {
  @IsOptional()
  @IsUuid()
  one?: unknown;

  @IsOptional()
  @IsUuid({ each: true })
  many?: unknown;
}

describe('IsUuid', () => {
  it('lower-cases a UUID, and each UUID of a list', () => {
    const body = plainToInstance(Body, { one: ID, many: [ID, 'x'] });
    expect([body.one, body.many]).toEqual([
      ID.toLowerCase(),
      [ID.toLowerCase(), 'x'],
    ]);
  });

  it.each([
    [{ one: 'nope' }, 'one'],
    [{ one: 42 }, 'one'],
    [{ many: [ID, 'nope'] }, 'many'],
  ])('refuses %j', (plain, field) => {
    const errors = validateSync(plainToInstance(Body, plain));
    expect(errors.map((error) => error.property)).toEqual([field]);
  });
});
