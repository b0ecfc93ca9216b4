import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';
import { startSignedIn } from './helpers';
import { PERSON_REQUESTS } from '../server/db/seed/requests';

/** The notice of the demo citizen's satisfied request to join the programme (demo request 11). */
const NOTICE = 'Уведомление о включении в программу «Активное долголетие»';
const PROGRAMME_DECISION = PERSON_REQUESTS.find((r) => r.id === 11)!.decisionNumber!;

test('the citizen’s documents list a contract and a decision notice; the notice downloads as a PDF', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await startSignedIn(page, 'citizen', '/user');
  await page.getByRole('link', { name: 'Документы', exact: true }).first().click();
  await expect(page).toHaveURL(/\/user\/documents$/);
  await expect(page.getByRole('heading', { name: 'Мои документы' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Документы' });
  await expect(
    table.getByRole('row').filter({ hasText: 'Договор о предоставлении социальных услуг' }).first(),
  ).toBeVisible();
  await expect(table.getByRole('button', { name: 'Договор (PDF)' }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('documents-1366.png'), fullPage: true });

  // The kind is kept in the address.
  await page.getByLabel('Вид документа').click();
  await page.getByRole('option', { name: 'Уведомление о решении' }).click();
  await expect(page).toHaveURL(/kind=decision/);
  // Other walks decide requests meanwhile: the row is the demo programme decision's, by its number.
  const number = PROGRAMME_DECISION;
  const row = table.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Решение: удовлетворить');
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Документы' }).getByRole('row').filter({ hasText: number }),
  ).toBeVisible();

  await row.getByRole('button', { name: 'Уведомление (PDF)' }).click();
  await expect(row.getByText('Задача выполнена')).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: /^Скачать документ «Уведомление/ }).click();
  const download = await downloading;
  const text = execFileSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(NOTICE);
  expect(text).toContain(`принято решение № ${number}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/user/documents');
  await expect(page.getByRole('list', { name: 'Документы' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('documents-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});
