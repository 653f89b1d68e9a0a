/** The terminal or pipe a command reads from (`process.stdin`). */
export interface CommandInput extends AsyncIterable<string | Buffer> {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
  setEncoding(encoding: BufferEncoding): unknown;
  on(event: 'data', listener: (chunk: string) => void): unknown;
  off(event: 'data', listener: (chunk: string) => void): unknown;
  resume(): unknown;
  pause(): unknown;
}

/**
 * Where a command writes: its result on `stdout` (so it can be piped), diagnostics and prompts on
 * `stderr`; what it asks for comes from `stdin`.
 */
export interface CommandIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  stdin?: CommandInput;
}

/** An option: `--name <valueName>`, or a flag `--name` when it has no `valueName`. */
export interface CommandOption {
  /** Shown in the usage line, e.g. `url` for `--postgres <url>`. */
  valueName?: string;
  description: string;
}

export interface CommandArgs {
  positionals: string[];
  options: Record<string, string | undefined>;
  /** The flags given. */
  flags: Set<string>;
}

/** One admin command: `npm run cli -- <name> [parameters] [options]`. */
export interface Command {
  name: string;
  /** One line, shown by `help`. */
  summary: string;
  /** Positional parameters as shown in the usage line: `<Name>` is required, `[name]` optional. */
  parameters?: string[];
  options?: Record<string, CommandOption>;
  /** Further lines shown by `help <name>`. */
  details?: string;
  run(args: CommandArgs, io: CommandIo): Promise<void>;
}

/** Bad arguments: the message and the command's usage are printed, exit code 2. */
export class UsageError extends Error {}

/** A failure the operator can act on from its message alone: printed without a stack trace, exit code 1. */
export class CommandError extends Error {}

export const PROGRAM = 'npm run cli --';

/** `name <Parameter> [--option <value>]`, as in the help and usage errors. */
export function usageOf(command: Command): string {
  const options = Object.entries(command.options ?? {}).map(
    ([name, { valueName }]) =>
      valueName ? `[--${name} <${valueName}>]` : `[--${name}]`,
  );
  return [command.name, ...(command.parameters ?? []), ...options].join(' ');
}
