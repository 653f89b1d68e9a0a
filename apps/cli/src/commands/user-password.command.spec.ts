import { describe, expect, it } from '@jest/globals';
import { PassThrough } from 'node:stream';
import { CommandError, type CommandInput, UsageError } from '../command.js';
import { readNewPassword } from './user-password.command.js';

/** A standard input that sends `text`; a terminal in raw mode when `tty`. */
function stdinOf(text: string, tty = false) {
  const stream = new PassThrough();
  const modes: boolean[] = [];
  const stdin = Object.assign(stream, {
    isTTY: tty,
    setRawMode: (mode: boolean) => modes.push(mode),
  }) as unknown as CommandInput;
  // Keys arrive once the prompt listens.
  setImmediate(() => (tty ? stream.write(text) : stream.end(text)));
  return { stdin, modes };
}

const read = (flags: string[], stdin?: CommandInput) => {
  let stderr = '';
  const password = readNewPassword(
    { positionals: ['ada'], options: {}, flags: new Set(flags) },
    {
      stdout: { write: () => undefined },
      stderr: { write: (text: string) => (stderr += text) },
      stdin,
    },
  );
  return { password, stderr: () => stderr };
};

describe('user:password reads the new password', () => {
  it('from stdin with --password-stdin, without its final line break', async () => {
    const { stdin } = stdinOf('new password\n');
    await expect(read(['password-stdin'], stdin).password).resolves.toBe(
      'new password',
    );
  });

  it('twice from a terminal, in raw mode so that it is not echoed', async () => {
    const { stdin, modes } = stdinOf('pass word!x\u007f\rpass word!\r', true);
    const prompt = read([], stdin);
    await expect(prompt.password).resolves.toBe('pass word!');
    expect(prompt.stderr()).toBe('New password: \nOnce again: \n');
    expect(modes).toEqual([true, false]);
  });

  it('refuses two different answers', async () => {
    const { stdin } = stdinOf('one-password\rtwo-password\r', true);
    await expect(read([], stdin).password).rejects.toThrow(CommandError);
  });

  it('stops on Ctrl-C', async () => {
    const { stdin } = stdinOf('abc\u0003', true);
    await expect(read([], stdin).password).rejects.toThrow('Cancelled.');
  });

  it('asks for --password-stdin when there is no terminal', async () => {
    const { stdin } = stdinOf('');
    await expect(read([], stdin).password).rejects.toThrow(UsageError);
  });
});
