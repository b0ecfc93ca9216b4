import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, signInAs } from './helpers';
import { freePort } from '../bench/lib/server';

/**
 * Two server processes of the portal on one PostgreSQL database, as a deployment runs them behind
 * a balancer: a message the social worker writes on process A reaches the guardian's page open on
 * process B without a reload (B hears A's write through the database's NOTIFY). The walk starts the
 * two processes itself, on TEST_DATABASE_URL in a schema of its own with the demo data, and drops
 * that schema at the end; the run's own server is not used.
 */

const DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://127.0.0.1:5432/test';
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The database URL with the operating-system user when it names none (as psql and the server do). */
function withUser(url: string): URL {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = encodeURIComponent(userInfo().username);
  return parsed;
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withUser(DATABASE_URL).toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

interface Process {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** `server/start.ts` on a free port in a process group of its own; resolves once /api/health answers. */
async function startProcess(databaseUrl: string, dataDir: string): Promise<Process> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/start.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      // As the run's own server: two browsers from one address would meet the identity provider's budget.
      IDP_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const process_: Process = { url, child, output: () => errors };
  running.push(process_);
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return process_;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server on ${url} did not start:\n${errors}`);
}

/** Stops a process group (the tsx wrapper and the server), by its id. */
async function stopProcess({ child }: Process): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Gone already.
    }
  };
  signal('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 10_000))]);
  if (!stopped) {
    signal('SIGKILL');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  }
}

const running: Process[] = [];
// Made in beforeAll, in the worker that runs the walk (the runner loads this file to list its tests too).
let schema: string | undefined;
let dataDir: string | undefined;
let a: Process;
let b: Process;

test.beforeAll(async () => {
  // Migrations and the demo data on a fresh schema take a while on a loaded machine.
  test.setTimeout(240_000);
  schema = `e2e_two_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-two-'));
  await admin(`CREATE SCHEMA ${schema}`);
  const url = withUser(DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  // One after the other: the first migrates and seeds the schema, the second finds it ready.
  a = await startProcess(url.toString(), path.join(dataDir, 'a'));
  b = await startProcess(url.toString(), path.join(dataDir, 'b'));
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await Promise.all(running.map(stopProcess));
  if (schema) await admin(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE; DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The social worker, in a browser context of her own signed in on `origin`, writes `text` to the guardian. */
async function workerWrites(browser: Browser, origin: string, text: string): Promise<void> {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const worker = await context.newPage();
    await signInAs(worker, 'worker', /Социальный работник/);
    await worker.goto('/user/messages');
    await worker.getByRole('link', { name: /^Кузнецова Ольга Николаевна/ }).click();
    await expect(worker.getByRole('heading', { name: 'Кузнецова Ольга Николаевна' })).toBeVisible();
    await worker.getByLabel('Сообщение', { exact: true }).fill(text);
    await worker.getByRole('button', { name: 'Отправить' }).click();
    await expect(worker.getByRole('log')).toContainText(text);
    await expect(worker.getByText('Отправляется…')).toHaveCount(0);
  } finally {
    await context.close();
  }
}

test('the worker writes on one server process, the guardian’s page open on the other shows it live', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const text = `Ольга Николаевна, напоминаю о визите в четверг. ${Date.now()}`;
  // The guardian signs in on process B (through the identity provider's page, as a person does).
  await page.goto(`${b.url}/`);
  await signIn(page, 'guardian');
  await expect(page).toHaveURL(new RegExp(`^${b.url}/user$`));
  await page.goto(`${b.url}/user/messages`);
  await expect(page.getByRole('heading', { name: 'Сообщения', level: 1 })).toBeVisible();
  const envelope = page.getByRole('link', { name: /^Сообщения/ }).first();
  await expect(envelope).toHaveAccessibleName('Сообщения');
  const line = page.getByRole('link', { name: /Салехард/ });
  await expect(line).toBeVisible();
  await expect(line).not.toContainText(text);

  await workerWrites(browser, a.url, text);

  // On process B, without a reload: the list line and the top bar's indicator.
  await expect(line).toContainText(text, { timeout: 5_000 });
  await expect(envelope).toHaveAccessibleName('Сообщения: есть непрочитанные', { timeout: 5_000 });
  await expect(line).toHaveAccessibleName(/: непрочитанных \d+$/);
  // Opening the conversation on B reads it.
  await line.click();
  await expect(page.getByRole('log')).toContainText(text);
  await expect(envelope).toHaveAccessibleName('Сообщения');
});
