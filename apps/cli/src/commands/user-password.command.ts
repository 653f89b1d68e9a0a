import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { toFieldErrors } from '#libs/rest/index.js';
import { DomainError } from '../../../../src/common/domain-error.js';
import { UpdateUserDto } from '../../../../src/users/dto/update-user.dto.js';
import { UsersService } from '../../../../src/users/users.service.js';
import { withApplication } from '../app-context.js';
import {
  type Command,
  type CommandArgs,
  CommandError,
  type CommandInput,
  type CommandIo,
  UsageError,
} from '../command.js';

/** One line typed on a terminal per question, not echoed; Ctrl-C or Ctrl-D cancels. */
function promptHidden(
  stdin: CommandInput,
  stderr: CommandIo['stderr'],
  questions: string[],
): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const answers: string[] = [];
    let typed = '';
    const finish = (result: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      result();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          answers.push(typed);
          typed = '';
          stderr.write('\n');
          if (answers.length === questions.length)
            return finish(() => resolve(answers));
          stderr.write(questions[answers.length]);
        } else if (char === '\u0003' || char === '\u0004') {
          stderr.write('\n');
          return finish(() => reject(new CommandError('Cancelled.')));
        } else if (char === '\u007f' || char === '\b') {
          typed = [...typed].slice(0, -1).join('');
        } else typed += char;
      }
    };
    stderr.write(questions[0]);
    stdin.setRawMode?.(true);
    stdin.setEncoding('utf8');
    stdin.on('data', onData);
    stdin.resume();
  });
}

/** Everything on stdin, but for one final line break. */
async function readAll(stdin: CommandInput): Promise<string> {
  let text = '';
  for await (const chunk of stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

/** The new password: from stdin with `--password-stdin`, else asked twice on the terminal. */
export async function readNewPassword(
  { flags }: CommandArgs,
  { stdin, stderr }: CommandIo,
): Promise<string> {
  if (flags.has('password-stdin')) {
    if (!stdin) throw new UsageError('--password-stdin needs a standard input');
    return readAll(stdin);
  }
  if (!stdin?.isTTY)
    throw new UsageError(
      'No terminal to ask for the password on: pipe it in with --password-stdin',
    );
  const [password, again] = await promptHidden(stdin, stderr, [
    'New password: ',
    'Once again: ',
  ]);
  if (again !== password)
    throw new CommandError('The passwords differ; nothing was changed.');
  return password;
}

export const userPasswordCommand: Command = {
  name: 'user:password',
  summary: 'Set the password of a user (a lost one) and end its sessions',
  parameters: ['<email|pseudo>'],
  options: {
    'password-stdin': {
      description:
        'read the password from standard input (one line) instead of asking twice on the terminal',
    },
  },
  details:
    'Every session of the user ends: its refresh tokens stop working (access tokens expire within JWT_TTL).',
  async run(args, io) {
    const [identifier] = args.positionals;
    const password = await readNewPassword(args, io);
    // The same rules as PATCH /users/:id.
    const invalid = toFieldErrors(
      validateSync(plainToInstance(UpdateUserDto, { password })),
    );
    if (invalid.length > 0)
      throw new UsageError(
        invalid.map((e) => `${e.field.slice(1)}: ${e.message}`).join('; '),
      );
    const user = await withApplication((app) =>
      app.get(UsersService).resetPassword(identifier, password),
    ).catch((error: unknown) => {
      if (error instanceof DomainError) throw new CommandError(error.message);
      throw error;
    });
    io.stdout.write(
      `Password of ${user.role} ${user.email} (${user.id}) changed; its sessions are ended.\n`,
    );
  },
};
