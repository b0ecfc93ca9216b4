import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REGION_TIME_ZONE } from './common/time-zone';

/** A free TCP port, chosen once; workers inherit it through the environment. */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script]).toString();
}

process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Debian's Chromium when present (no browser download here); PLAYWRIGHT_CHROMIUM_PATH overrides. */
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two workers share two cores with the portal's server: a walk that takes 20-40 s alone took over
  // a minute beside another, so the limit leaves room for that (a hung test still ends).
  timeout: 150_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'ru-RU',
    timezoneId: REGION_TIME_ZONE,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Signs each demo person in once and keeps the state the walks start from (e2e/signed-in.ts).
    { name: 'sign-in', testMatch: /sign-in\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['sign-in'] },
  ],
  webServer: {
    command: 'npx tsx server/start.ts',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The engine's test act (JSON only) is served too: e2e/act-by-json.spec.ts walks its screens.
      ENABLE_TEST_ACTS: 'true',
      // Two browsers at once from one address search and upload faster than a person: the budgets
      // (tests/server/http/rate-limits.test.ts) would refuse them.
      SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
      UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
      IDP_RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
});
