import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { chooseRole, signIn } from './helpers';

/**
 * An act added by JSON alone: schemas/acts/test-act has no TypeScript of its own, only its three
 * JSON files, and act.json `screens` names its list and card. The portal serves its API only with
 * ENABLE_TEST_ACTS=true, so this file starts a portal of its own with it (beside the one of the
 * config) and walks from the generated list to the generated card there.
 */

/** A free TCP port, chosen when the file loads, so the server and `baseURL` agree. */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script]).toString();
}

const port = freePort();
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let dataDir = '';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-test-acts-'));
  // A group of its own: the server and the tsx process in front of it stop together.
  server = spawn(path.join('node_modules', '.bin', 'tsx'), ['server/start.ts'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ENABLE_TEST_ACTS: 'true',
    },
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const deadline = Date.now() + 220_000;
  for (;;) {
    const up = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (server.exitCode !== null)
      throw new Error(`the portal with test acts stopped with code ${server.exitCode}:\n${errors}`);
    if (Date.now() > deadline) throw new Error('the portal with test acts did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

test.afterAll(async () => {
  if (server?.pid !== undefined && server.exitCode === null) {
    const stopped = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the test act, JSON only, opens its generated list, creates an act and reaches its generated card', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signIn(page, 'worker');
  await chooseRole(page, /Социальный работник/);

  await page.goto('/user/test-act');
  // The list's route row and screen come from act.json: its title names the tab, the act's the page.
  await expect(page.getByRole('heading', { name: 'Тестовый акт', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Тестовые акты — Социальные услуги');
  await page.getByLabel('Фамилия').first().fill('Соколов');
  await page.getByRole('button', { name: 'Найти' }).click();
  const found = page.getByRole('table', { name: 'Найденные граждане' });
  await expect(found.getByRole('row')).toHaveCount(2);
  await found.getByRole('button', { name: 'Создать акт' }).click();

  await expect(page).toHaveURL(/\/user\/test-act-card\/\d+$/);
  const cardUrl = new URL(page.url()).pathname;
  await expect(page).toHaveTitle('Тестовый акт — Социальные услуги');
  const steps = page.getByRole('navigation', { name: 'Блоки акта' });
  await expect(steps.getByText('Мини-шкала')).toBeVisible();
  await steps.getByText('Мини-шкала').click();
  await expect(page.getByRole('heading', { name: /Блок 2\./ })).toBeVisible();

  // Back on the list, the new act is there and opens the same card.
  await page.goto('/user/test-act');
  const list = page.getByRole('table', { name: 'Список актов' });
  await list.getByRole('link', { name: 'Открыть' }).first().click();
  await expect(page).toHaveURL(cardUrl);
  await expect(page.getByRole('heading', { name: 'Тестовый акт', level: 1 })).toBeVisible();
});
