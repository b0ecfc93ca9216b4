import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { readMessage } from './helpers';
import { signedIn } from './signed-in';
import { monthCaption, refundReportingMonth } from '../common/refunds/reporting-month';

test.use({ storageState: signedIn('provider') });

test('a provider files the refund request of the reporting month, a failed store keeps what was typed, the stored draft is sent', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // The month the rule gives today, on the region's clock.
  const month = monthCaption(refundReportingMonth(new Date()).month);

  await page.goto('/user/soc-service-refunds');
  await expect(page.getByRole('heading', { name: 'Заявления на компенсацию' })).toBeVisible();
  await page.getByRole('link', { name: 'Новое заявление' }).click();
  await expect(page.getByRole('heading', { name: 'Новое заявление на компенсацию' })).toBeVisible();
  await expect(page.getByTestId('refund-month')).toHaveText(month);

  // The month's services come from the institution's contracts; the volume is corrected by hand.
  const nurse = page.getByTestId('refund-service').filter({ hasText: 'Услуги сиделки на дому' });
  await expect(nurse).toBeVisible();
  await nurse.getByLabel('Объём, час').fill('12,5');
  await expect(nurse).toContainText('Сумма: 4 375,00 р.');
  const act = testInfo.outputPath('Акт оказанных услуг.pdf');
  await writeFile(act, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
  await page.locator('input[type=file]').setInputFiles(act);
  await expect(page.getByText(path.basename(act))).toBeVisible();
  await page.getByLabel('Комментарий').fill('Часы по графику посещений');
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();

  // Storing returns to the list, where the request of the month is a draft.
  await readMessage(page, 'Черновик заявления на компенсацию создан');
  await expect(page).toHaveURL(/\/user\/soc-service-refunds$/);
  const row = page.getByRole('row').filter({ hasText: new RegExp(month, 'i') });
  await expect(row).toContainText('Черновик');
  await expect(row).toContainText('4 375,00 р.');
  await row.getByRole('link').click();

  // A store that fails on the way (the connection drops) releases «Сохранение…» and keeps the typed volume.
  const card = page.url();
  await expect(page.getByTestId('refund-month')).toHaveText(month);
  const stored = page.getByTestId('refund-service').filter({ hasText: 'Услуги сиделки на дому' });
  await stored.getByLabel('Объём, час').fill('14');
  await page.route(/\/api\/soc-service-refunds\/\d+\/\d+$/, (route) =>
    route.request().method() === 'POST' ? route.abort('connectionfailed') : route.continue(),
  );
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  // An error notice is an alert (a success or an info notice is a status).
  const lost = page.getByRole('alert').filter({ hasText: 'Потеряно соединение с сервером' });
  await expect(lost).toBeVisible();
  await lost.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('button', { name: 'Сохранить', exact: true })).toBeEnabled();
  await expect(stored.getByLabel('Объём, час')).toHaveValue('14');
  expect(page.url()).toBe(card);

  // Once the connection is back the same values are stored, and the list shows the new sum.
  await page.unroute(/\/api\/soc-service-refunds\/\d+\/\d+$/);
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await readMessage(page, 'Заявление на компенсацию сохранено');
  await expect(row).toContainText('4 900,00 р.');

  // The stored draft is sent; sent, it can no longer be changed.
  await row.getByRole('link').click();
  await page.getByRole('button', { name: 'Отправить на рассмотрение' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await readMessage(page, 'Заявление на компенсацию отправлено');
  await expect(page.getByTestId('refund-status')).toContainText('На рассмотрении');
  await expect(page.getByRole('button', { name: 'Сохранить', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('refund-total')).toHaveText('Итого к компенсации: 4 900,00 р.');

  // At a phone's width the list reads as cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/user/soc-service-refunds');
  await expect(page.getByText(month, { exact: false }).first()).toBeVisible();
});
