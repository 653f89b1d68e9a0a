/** Jest in ESM mode with SWC (see shared platform notes): unit specs beside the code, e2e under test/. */
const transform = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      module: { type: 'es6' },
      jsc: {
        target: 'es2023',
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
      },
    },
  ],
};

/** Shared by every project, and by the quality gates (jest.gates.config.js). */
export const common = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^#libs/(.*)\\.js$': '<rootDir>/libs/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform,
  setupFilesAfterEnv: ['<rootDir>/test/support/esm-for-commonjs.ts'],
  testEnvironment: 'node',
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{src,libs,apps}/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
    },
  ],
  // For each test and hook: starting an application takes seconds on a loaded 2-core machine, and
  // Jest's default is 5 s. Jest reads it from the root only; a file may raise it (jest.setTimeout).
  testTimeout: 60_000,
  // A worker past 1 GB after a test file is replaced. In one process for the whole run (Jest's
  // default on 2 cores) the ESM modules of every file pile up: the coverage run grew to 3.6 GB and
  // took 36 min; with this, 1.5 GB and 10 min (docs/testing.md).
  workerIdleMemoryLimit: '1GB',
  // Asks PostgreSQL and Redis once; the tests that need one that is down are skipped, and the
  // reporter says so in one line (docs/testing.md).
  globalSetup: '<rootDir>/test/support/services.mjs',
  reporters: ['default', '<rootDir>/test/support/services-reporter.mjs'],
  collectCoverageFrom: [
    '{src,libs,apps}/**/*.ts',
    '!**/*.spec.ts',
    '!**/migrations/**',
  ],
  // V8's own coverage: Babel's instrumentation does not apply to code SWC compiles.
  coverageProvider: 'v8',
  coverageReporters: ['text-summary', 'lcov'],
  // A little below what the suite reaches (93 % of lines, 92 % of branches and functions).
  coverageThreshold: {
    global: { statements: 90, branches: 90, functions: 90, lines: 90 },
  },
};
