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
      setupFilesAfterEnv: [
        ...common.setupFilesAfterEnv,
        // 60 s for each test and hook.
        '<rootDir>/test/support/e2e-timeout.ts',
      ],
    },
  ],
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
