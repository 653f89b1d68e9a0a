import { describe, it } from '@jest/globals';
import { skipTitle, unreachable, type ServiceName } from './services.mjs';

const missing = (services: ServiceName[]): ServiceName[] =>
  services.filter((name) => unreachable().includes(name));

/** `describe`, or `describe.skip` with a title the summary counts when one of `services` is down. */
export function describeWith(...services: ServiceName[]) {
  const down = missing(services);
  return (title: string, tests: () => void): void =>
    down.length === 0
      ? describe(title, tests)
      : describe.skip(skipTitle(down, title), tests);
}

/** `it`, or `it.skip` with a title the summary counts when one of `services` is down. */
export function itWith(...services: ServiceName[]) {
  const down = missing(services);
  return (title: string, test: () => Promise<void>): void =>
    down.length === 0 ? it(title, test) : it.skip(skipTitle(down, title), test);
}
