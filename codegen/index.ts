/**
 * npm run codegen                 every generator whose sources changed since its last run writes its git-ignored folder
 * npm run codegen -- --force      every generator runs, changed or not
 * npm run codegen -- --postinstall a failure is reported without failing `npm install`
 *
 * A generator is a CodegenStep: it names what it reads and the folders it writes; each folder is
 * listed in .gitignore. build, dev, start, test and Storybook run this first.
 */
import { fileURLToPath } from 'node:url';
import { DB_TYPES_STEP } from './db-types';
import { GENERATED_DIR, OPENAPI_TYPES_DIR, OPENAPI_TYPES_FILE, SCREENS_DIR, STORIES_DIR } from './names';
import { runSteps, type CodegenStep } from './steps';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The generators, in order. */
export const CODEGEN_STEPS: readonly CodegenStep[] = [
  {
    name: 'acts',
    // The kernel holds the ajv keywords, formats and act-schema helpers the output is made with;
    // the lock file pins the ajv and json-schema-to-typescript that print it.
    inputs: ['schemas', 'codegen', 'common', 'package-lock.json'],
    outputs: [GENERATED_DIR, STORIES_DIR, SCREENS_DIR],
    // Loaded only when it has to run: an up-to-date check costs no ajv or TypeScript printer.
    run: async (log) => (await import('./run')).runCodegen({ root, log }),
  },
  {
    name: 'openapi',
    // The client's API types come from the server's OpenAPI document, which the routes' schemas make;
    // the server reads the act modules the step above writes.
    inputs: ['server', 'common', 'schemas', 'codegen/openapi.ts', 'package-lock.json'],
    outputs: [OPENAPI_TYPES_DIR],
    run: async (log) => {
      if (await (await import('./openapi')).writeOpenApiTypes(root)) log(`  wrote ${OPENAPI_TYPES_FILE}`);
      return 0;
    },
  },
  DB_TYPES_STEP,
];

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const postinstall = process.argv.includes('--postinstall');
  const force = process.argv.includes('--force');
  let code: number;
  try {
    code = await runSteps(root, CODEGEN_STEPS, { force });
  } catch (error) {
    if (!postinstall) throw error;
    console.error(error);
    code = 1;
  }
  if (code !== 0 && postinstall) {
    // The packages are in place either way; build, start and test regenerate first and stop there.
    console.error(
      'npm run codegen failed: the generated code is missing or stale; fix the error above and run npm run codegen.',
    );
    code = 0;
  }
  process.exitCode = code;
}
