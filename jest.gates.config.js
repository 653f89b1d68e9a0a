/** The quality gates (test/gates): they run the built server, so `npm run build` comes first. */
import { common } from './jest.config.js';

export default {
  ...common,
  displayName: 'gates',
  testMatch: ['<rootDir>/test/gates/**/*.gate-spec.ts'],
  testTimeout: 120_000,
};
