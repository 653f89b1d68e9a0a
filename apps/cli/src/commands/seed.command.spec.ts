import { describe, expect, it, jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import type { Seeder } from '../seeders.js';
import { runSeeders } from './seed.command.js';

describe('runSeeders', () => {
  const app = {} as INestApplicationContext;

  it('runs every seeder in order, with the application, one line each', async () => {
    const calls: string[] = [];
    const seeder = (name: string): Seeder => ({
      name,
      run: async (given) => {
        expect(given).toBe(app);
        calls.push(name);
        return `${name.length} created`;
      },
    });
    let output = '';
    await runSeeders([seeder('users'), seeder('docs')], app, {
      write: (text: string) => (output += text),
    });
    expect(calls).toEqual(['users', 'docs']);
    expect(output).toBe('users: 5 created\ndocs: 4 created\n');
  });

  it('says where seeders are registered when there is none', async () => {
    let output = '';
    await runSeeders([], app, { write: (text: string) => (output += text) });
    expect(output).toBe(
      'No seeders are registered (apps/cli/src/seeders.ts).\n',
    );
  });

  it('stops at the first failing seeder', async () => {
    const later = { name: 'later', run: jest.fn(async () => '') };
    await expect(
      runSeeders(
        [{ name: 'broken', run: () => Promise.reject(new Error('no')) }, later],
        app,
        { write: () => undefined },
      ),
    ).rejects.toThrow('no');
    expect(later.run).not.toHaveBeenCalled();
  });
});
