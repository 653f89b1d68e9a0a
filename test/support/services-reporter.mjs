// After Jest's summary, one line per server whose tests were skipped (services.mjs).
import { SERVICES, shown, skippedFor } from './services.mjs';

export default class SkippedForServicesReporter {
  onRunComplete(_contexts, results) {
    const skipped = new Map();
    for (const file of results.testResults) {
      for (const test of file.testResults) {
        if (test.status !== 'pending') continue;
        const names = new Set(
          [...test.ancestorTitles, test.title].flatMap(skippedFor),
        );
        for (const name of names) {
          const counts = skipped.get(name) ?? { files: new Set(), tests: 0 };
          counts.files.add(file.testFilePath);
          counts.tests += 1;
          skipped.set(name, counts);
        }
      }
    }
    for (const [name, { files, tests }] of skipped) {
      const { variable, url } = SERVICES[name];
      console.log(
        `Skipped ${tests} test(s) in ${files.size} file(s) that need ${name}, which did not answer at ${shown(url)}: start it, or set ${variable} (docs/testing.md).`,
      );
    }
  }
}
