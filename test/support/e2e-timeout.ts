import { jest } from '@jest/globals';

// Starting an application takes seconds on a loaded 2-core machine, and hooks have the tests'
// timeout (Jest's default: 5 s). Jest reads `testTimeout` from the root configuration only, not
// from a project's; a file that needs longer raises it again with jest.setTimeout().
jest.setTimeout(60_000);
