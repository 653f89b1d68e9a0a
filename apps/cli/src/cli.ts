import { inspect, parseArgs } from 'node:util';
import { InvalidEnvironmentError } from '../../../src/config/environment.js';
import {
  Command,
  CommandArgs,
  CommandError,
  CommandIo,
  PROGRAM,
  UsageError,
  usageOf,
} from './command.js';
import { dbCheckCommand } from './commands/db-check.command.js';
import { dbResetCommand } from './commands/db-reset.command.js';
import { helpCommand, overview } from './commands/help.command.js';
import { migrateCommand } from './commands/migrate.command.js';
import { migrationGenerateCommand } from './commands/migration-generate.command.js';
import { openApiCommand } from './commands/openapi.command.js';
import { seedCommand } from './commands/seed.command.js';
import { userCreateCommand } from './commands/user-create.command.js';
import { userPasswordCommand } from './commands/user-password.command.js';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

const tasks: readonly Command[] = [
  migrateCommand,
  dbCheckCommand,
  dbResetCommand,
  migrationGenerateCommand,
  seedCommand,
  userCreateCommand,
  userPasswordCommand,
  openApiCommand,
];
export const commands: readonly Command[] = [...tasks, helpCommand(tasks)];

function parse(command: Command, argv: string[]): CommandArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: Object.fromEntries(
        Object.entries(command.options ?? {}).map(([name, { valueName }]) => [
          name,
          { type: valueName ? ('string' as const) : ('boolean' as const) },
        ]),
      ),
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const parameters = command.parameters ?? [];
  const required = parameters.filter((p) => p.startsWith('<')).length;
  const { positionals } = parsed;
  if (positionals.length < required || positionals.length > parameters.length) {
    throw new UsageError(
      `${command.name} takes ${parameters.length === 0 ? 'no arguments' : parameters.join(' ')}; got ${positionals.length === 0 ? 'none' : positionals.join(' ')}.`,
    );
  }
  const values = Object.entries(parsed.values);
  return {
    positionals,
    options: Object.fromEntries(
      values.filter(([, value]) => typeof value === 'string'),
    ) as Record<string, string>,
    flags: new Set(
      values.filter(([, value]) => value === true).map(([name]) => name),
    ),
  };
}

/** Expected failures are one readable message; anything else keeps its stack for the bug report. */
const failureMessage = (error: unknown): string =>
  error instanceof CommandError || error instanceof InvalidEnvironmentError
    ? error.message
    : inspect(error);

/** Runs one command line (without `node main.js`) and returns the process exit code. */
export async function runCli(
  argv: string[],
  io: CommandIo,
  registry: readonly Command[] = commands,
): Promise<number> {
  const [name, ...rest] = ['--help', '-h'].includes(argv[0])
    ? ['help', ...argv.slice(1)]
    : argv;
  const command = registry.find((candidate) => candidate.name === name);
  if (!command) {
    io.stderr.write(
      `${name === undefined ? 'No command given' : `Unknown command: ${name}`}.\n\n${overview(registry)}`,
    );
    return EXIT_USAGE;
  }
  try {
    await command.run(parse(command, rest), io);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(
        `${error.message}\nUsage: ${PROGRAM} ${usageOf(command)}\n`,
      );
      return EXIT_USAGE;
    }
    io.stderr.write(`${failureMessage(error)}\n`);
    return EXIT_FAILURE;
  }
}
