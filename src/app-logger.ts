import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  type InjectionToken,
  type LoggerService,
  Module,
} from '@nestjs/common';
import type { Logger as Pino } from 'pino';

/** The token of the application's pino logger. */
export const PINO = Symbol('pino');

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/** The stack trace Nest's exception handlers pass after the message of `error()`. */
const STACK_TRACE = /\n\s*at /;

/**
 * Nest's logger over pino. Nest calls `log(message, ...params, context)`: the context becomes
 * the line's `context` field; an Error becomes `err`, another object the line's fields.
 */
@Injectable()
export class AppLogger implements LoggerService {
  constructor(@Inject(PINO) private readonly pino: Pino) {}

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    const fields: Record<string, unknown> = {};
    const rest = params.slice(0, -1);
    if (params.length > 0) fields.context = params.at(-1);
    if (message instanceof Error) {
      fields.err = message;
    } else if (typeof message === 'object' && message !== null) {
      Object.assign(fields, message);
    } else if (
      level === 'error' &&
      rest.length === 1 &&
      typeof rest[0] === 'string' &&
      STACK_TRACE.test(rest[0])
    ) {
      fields.err = Object.assign(new Error(String(message)), {
        stack: rest[0],
      });
      return this.pino.error(fields);
    } else {
      return this.pino[level](fields, String(message), ...rest);
    }
    this.pino[level](fields, ...(rest as [string?]));
  }
}

/** Provides the application's pino logger (`PINO`) and Nest's logger over it (`AppLogger`). */
@Global()
@Module({})
export class LoggerModule {
  static forRootAsync(options: {
    inject: InjectionToken[];
    useFactory: (...args: never[]) => Pino;
  }): DynamicModule {
    return {
      module: LoggerModule,
      providers: [{ provide: PINO, ...options }, AppLogger],
      exports: [PINO, AppLogger],
    };
  }
}
