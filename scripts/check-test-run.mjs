// `.ci/run`: checks the results Jest wrote with --json --outputFile. A run that died before its
// summary (a crash, a process.exit in a test) wrote none: CI must not read it as a shorter run.
// A test file that did not run, or a skipped test, fails too (docs/testing.md).
import { existsSync, readFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
if (!existsSync(file)) {
  console.error(
    `${file} is missing: Jest stopped before its summary (a crash, or process.exit in a test).`,
  );
  process.exit(1);
}
const results = JSON.parse(readFileSync(file, 'utf8'));
const files = `${results.numPassedTestSuites} of ${results.numTotalTestSuites} test files`;
const problems = [
  results.numPassedTestSuites !== results.numTotalTestSuites &&
    `only ${files} passed`,
  results.numRuntimeErrorTestSuites > 0 &&
    `${results.numRuntimeErrorTestSuites} test file(s) could not run`,
  results.numPendingTests + results.numTodoTests > 0 &&
    `${results.numPendingTests + results.numTodoTests} test(s) skipped`,
  results.numTotalTests === 0 && 'no test ran',
  !results.success && 'Jest reported a failure',
].filter(Boolean);
if (problems.length > 0) {
  console.error(`${file}: ${problems.join('; ')}.`);
  process.exit(1);
}
console.log(
  `${files} and all ${results.numTotalTests} tests ran and passed, none skipped.`,
);
