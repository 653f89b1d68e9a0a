import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { ToArray } from './to-array.js';

class Filters {
  @ToArray()
  tag?: string[];
}

describe('ToArray', () => {
  it.each([
    ['a', ['a']],
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    ['', ['']],
  ])('turns %j into %j', (tag, expected) => {
    expect(plainToInstance(Filters, { tag }).tag).toEqual(expected);
  });

  it('leaves an absent parameter absent', () => {
    expect(plainToInstance(Filters, {}).tag).toBeUndefined();
  });
});
