import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** The test files without a DOM (see the logic project). */
const LOGIC_TESTS = [
  'tests/common/**/*.test.ts',
  'tests/codegen/**/*.test.ts',
  'tests/lint/**/*.test.ts',
  'tests/api/**/*.test.ts',
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20000,
    hookTimeout: 60000,
    // Two projects so that the seed snapshot (the server project's globalSetup) is made only when a
    // server test runs: a run of the component tests alone does not pay for it.
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          // Each file opens its own database copy and its own app, and the server keeps no state in its
          // modules beyond caches of fonts and parsers: the files share their worker's modules instead
          // of importing the whole server again (2-3 s a file). No server test mocks a module
          // (tests/lint/test-isolation.test.ts). The component tests stay isolated: their DOM, the SWR
          // cache and the stores would carry over from one file to the next.
          isolate: false,
          // The bench's own tests start servers and open sockets of their own: beside the server tests,
          // away from the component tests' request stub, which would catch their requests.
          include: ['tests/server/**/*.test.{ts,tsx}', 'tests/bench/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          globalSetup: ['tests/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          // Rules, codegen, lints and the client's API helpers: no DOM, no request stub, no module
          // mocked (tests/lint/test-isolation.test.ts), so like the server files they share their
          // worker's modules instead of importing them again per file.
          include: LOGIC_TESTS,
          isolate: false,
          // Threads start faster than processes; the server files keep processes (PGlite, signals).
          pool: 'threads',
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          pool: 'threads',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'tests/server/**', 'tests/bench/**', ...LOGIC_TESTS],
          // The component tests' one request stub (MSW, src/testing/mocks).
          setupFiles: ['tests/setup.ts', 'src/testing/setup-tests.ts'],
        },
      },
    ],
  },
});
