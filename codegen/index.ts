/**
 * npm run codegen            schemas/acts/* -> common/acts/generated (types, validators, acts index), src/forms/generated (stories)
 * npm run codegen -- --check  regenerate in memory; exit 1 naming the stale files (for CI)
 */
import { fileURLToPath } from 'node:url';
import { runCodegen } from './run';

const root = fileURLToPath(new URL('..', import.meta.url));
process.exitCode = await runCodegen({ root, check: process.argv.includes('--check') });
