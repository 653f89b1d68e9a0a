import {
  Command,
  CommandIo,
  PROGRAM,
  UsageError,
  usageOf,
} from '../command.js';

/** Every command with its summary: the answer to `help` and to a missing command. */
export function overview(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((command) => usageOf(command).length));
  const lines = commands.map(
    (command) => `  ${usageOf(command).padEnd(width)}  ${command.summary}`,
  );
  return `Usage: ${PROGRAM} <command> [arguments]\n\nCommands:\n${lines.join('\n')}\n`;
}

function manual(command: Command): string {
  const options = Object.entries(command.options ?? {}).map(
    ([name, option]) => `  --${name}  ${option.description}`,
  );
  return [
    `Usage: ${PROGRAM} ${usageOf(command)}`,
    '',
    command.summary,
    ...(command.details ? ['', command.details] : []),
    ...(options.length > 0 ? ['', 'Options:', ...options] : []),
    '',
  ].join('\n');
}

/** `help [command]`, over the other commands and itself. */
export function helpCommand(others: readonly Command[]): Command {
  const help: Command = {
    name: 'help',
    summary: 'Show the commands, or the usage of one of them',
    parameters: ['[command]'],
    async run({ positionals: [name] }, io: CommandIo) {
      const commands = [...others, help];
      if (name === undefined) {
        io.stdout.write(overview(commands));
        return;
      }
      const command = commands.find((candidate) => candidate.name === name);
      if (!command) throw new UsageError(`Unknown command: ${name}.`);
      io.stdout.write(manual(command));
    },
  };
  return help;
}
