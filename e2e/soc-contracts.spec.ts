import { writeFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { asAnother, readMessage, startSignedIn } from './helpers';

const JOB_EVENT = 'Трудоустройство и представление копии трудового договора';

test('a citizen opens the social contract, opens an event and files a report with a document kept over a reload; the social worker returns it for rework', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const marker = `Прошёл собеседование, отчёт ${Date.now()}`;
  await startSignedIn(page, 'citizen', '/contracts');
  await expect(page.getByRole('heading', { name: 'Социальные контракты' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Действует' });
  await expect(row).toContainText('Поиск работы');
  await expect(row).toContainText('просрочено: 1');
  await row.getByRole('link', { name: /^№ СК-/ }).click();

  // The card: the programme by due date, the overdue event marked, the signed contract's file.
  await expect(page.getByRole('heading', { name: /^Социальный контракт № СК-\d{4}\/\d{6}/ })).toBeVisible();
  await expect(page.getByTestId('soc-contract-status')).toContainText('Действует');
  const events = page.getByTestId('soc-event');
  await expect(events).toHaveCount(6);
  await expect(page.locator('[data-testid="soc-event"][data-timing="overdue"]')).toContainText('Просрочено на 5 дней');
  await expect(page.getByRole('link', { name: 'Подписанный контракт (PDF)' })).toHaveAttribute(
    'href',
    /\/api\/soc-contract\/\d+\/signed-file$/,
  );
  await page.screenshot({ path: testInfo.outputPath('soc-contract-card-1366.png'), fullPage: true });

  // The event and its reports; «Добавить отчёт».
  await page.getByRole('link', { name: JOB_EVENT }).click();
  await expect(page.getByRole('heading', { name: JOB_EVENT })).toBeVisible();
  await page.getByRole('link', { name: 'Добавить отчёт' }).click();
  await expect(page.getByRole('heading', { name: 'Новый отчёт' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Мероприятие' })).toContainText(JOB_EVENT);

  // An empty report is refused with the reason.
  await page.getByRole('button', { name: 'Отправить отчёт' }).click();
  await expect(page.getByText('Опишите, что сделано, или приложите документ').first()).toBeVisible();

  await page.getByLabel('Что сделано').fill(marker);
  const scan = testInfo.outputPath('Приглашение на работу.pdf');
  await writeFile(scan, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
  await page.locator('input[type=file]').setInputFiles(scan);
  await expect(page.getByText('Приглашение на работу.pdf')).toBeVisible();

  // The draft survives a reload.
  await page.reload();
  await expect(page.getByLabel('Что сделано')).toHaveValue(marker);
  await expect(page.getByText('Приглашение на работу.pdf')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('soc-report-form-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('button', { name: 'Отправить отчёт' }).click();
  await readMessage(page, 'Отчёт отправлен на проверку');
  await expect(page).toHaveURL(/\/contracts\/\d+\/report\/\d+$/);
  const heading = page.getByRole('heading', { name: /^Отчёт № ОСК-\d{4}\/\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = /№ (\S+)/.exec((await heading.textContent()) ?? '')![1];
  await expect(page.getByTestId('soc-report-status')).toContainText('На проверке');
  await expect(page.getByRole('link', { name: 'Приглашение на работу.pdf' })).toHaveAttribute(
    'href',
    /\/api\/soc-contract\/preload-file\?/,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Приглашение на работу.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Приглашение на работу.pdf');

  // In the event's list, newest first.
  await page.getByRole('link', { name: JOB_EVENT }).click();
  const first = page.getByTestId('soc-report-line').first();
  await expect(first).toContainText(number);
  await expect(first).toContainText('На проверке');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('soc-event-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await page.setViewportSize({ width: 1366, height: 900 });

  await asAnother(browser, baseURL, 'worker', async (worker) => {
    await worker.goto('/user/institution-soc-contracts');
    await expect(worker.getByRole('heading', { name: 'Социальные контракты учреждения' })).toBeVisible();
    await worker
      .getByRole('row')
      .filter({ hasText: 'Поиск работы' })
      .filter({ hasText: 'Иванов' })
      .filter({ hasText: 'Действует' })
      .getByRole('link', { name: /^№ СК-/ })
      .first()
      .click();
    await worker.getByRole('link', { name: `Отчёт № ${number}` }).click();
    await expect(worker.getByRole('button', { name: 'Принять отчёт' })).toBeVisible();
    await worker.getByRole('button', { name: 'Вернуть на доработку' }).click();
    const dialog = worker.getByRole('dialog', { name: 'Вернуть отчёт на доработку' });
    await dialog.getByLabel('Что нужно доработать').fill('Приложите копию трудового договора');
    await dialog.getByRole('button', { name: 'Вернуть на доработку' }).click();
    await expect(worker.getByTestId('soc-report-status')).toContainText('Возвращён на доработку');
  });

  await page.reload();
  const mine = page.getByTestId('soc-report-line').first();
  await expect(mine).toContainText('Возвращён на доработку');
  await expect(page.getByText('Комментарий учреждения: Приложите копию трудового договора').first()).toBeVisible();
});
