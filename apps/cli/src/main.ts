import 'reflect-metadata';
import { runCli } from './cli.js';

// Plain parseArgs rather than nest-commander: that package is CommonJS requiring ESM Nest, which Jest cannot load.
process.exitCode = await runCli(process.argv.slice(2), process);
