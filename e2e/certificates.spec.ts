import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';
import { asAnother, readMessage, startSignedIn } from './helpers';

const PROVIDER = /АНО «ЦРП „Солнышко“»/;

test('a citizen asks for a certificate; the social worker satisfies the request; the citizen sees it issued and concludes a contract under it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  await startSignedIn(page, 'citizen', '/user/certificates');
  await expect(page.getByRole('heading', { name: 'Сертификаты', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Получить сертификат' }).click();
  const types = page.getByRole('dialog', { name: 'Какой сертификат нужен?' });
  await expect(types.getByRole('link')).toHaveCount(10);
  await types.getByRole('link', { name: /^Школа для родителей/ }).click();

  await expect(page).toHaveURL(/\/user\/new-certificate\/615$/);
  await expect(page.getByRole('heading', { name: 'Сертификат на посещение «Школы для родителей»' })).toBeVisible();
  await expect(page.getByText('Школа для родителей детей раннего возраста')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Иванова Мария Петровна \(я/ })).toBeChecked();
  await page.getByLabel('Комментарий').fill('Сын пошёл в первый класс, хочу заниматься в школе для родителей');
  const scan = testInfo.outputPath('Свидетельство о рождении.pdf');
  await writeFile(scan, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
  await page.locator('input[type=file]').setInputFiles(scan);
  await expect(page.getByText(path.basename(scan))).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('certificate-form-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Отправить заявление' }).click();

  await readMessage(page, 'Заявление на сертификат отправлено');
  await expect(page).toHaveURL(/\/user\/certificates\/\d+$/);
  const certificateUrl = page.url();
  await expect(page.getByTestId('certificate-status')).toContainText('Заявление на рассмотрении');
  await expect(page.getByText('Договор можно будет заключить, когда сертификат будет выдан.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Заключить договор' })).toHaveCount(0);
  const requestLink = page.getByRole('link', { name: /^№ ЗГ-2026\/\d{6}$/ });
  const requestNumber = ((await requestLink.textContent()) ?? '').replace('№ ', '');

  await asAnother(browser, baseURL, 'worker', async (worker) => {
    await worker.goto('/user/institution-requests');
    const row = worker.getByRole('row').filter({ hasText: requestNumber });
    await expect(row).toContainText('Выдача сертификата');
    await row.getByRole('link', { name: `№ ${requestNumber}` }).click();
    await worker.getByRole('button', { name: 'Принять в работу' }).click();
    await worker
      .getByRole('dialog', { name: 'Принять в работу?' })
      .getByRole('button', { name: 'Подтвердить' })
      .click();
    await readMessage(worker, 'Заявление зарегистрировано и принято в работу');
    await worker.getByRole('button', { name: 'Удовлетворить' }).click();
    await worker.getByRole('dialog', { name: 'Удовлетворить?' }).getByRole('button', { name: 'Подтвердить' }).click();
    await readMessage(worker, 'Заявление удовлетворено');
    await expect(worker.getByTestId('request-status')).toContainText('Удовлетворено');
  });

  await page.reload();
  await expect(page.getByRole('heading', { name: /^Сертификат № СРТ-2026\/\d{4}$/ })).toBeVisible();
  const certificateNumber = /СРТ-2026\/\d{4}/.exec(
    (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
  )![0];
  await expect(page.getByTestId('certificate-status')).toContainText('Выдан');
  await expect(page.getByText('20 000,00 р.')).toBeVisible();
  await expect(page.getByText('Сертификат выдан')).toBeVisible();
  const provider = page.getByRole('listitem', { name: PROVIDER });
  await expect(provider).toContainText('Школа для родителей детей раннего возраста');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('certificate-issued-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await page.setViewportSize({ width: 1366, height: 900 });

  await provider.getByRole('button', { name: 'Заключить договор' }).click();
  const confirm = page.getByRole('dialog', { name: 'Заключить договор?' });
  await expect(confirm).toContainText(`по сертификату № ${certificateNumber}`);
  await confirm.getByRole('button', { name: 'Заключить договор' }).click();
  await readMessage(page, 'Договор создан и направлен поставщику услуг на заключение');
  await expect(page).toHaveURL(/\/user\/service-contracts\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Договор № ДСУ-2026\/\d{6} от / })).toBeVisible();
  await expect(page.getByTestId('contract-status')).toHaveText('Статус:На заключении');
  const contractNumber = /ДСУ-2026\/\d{6}/.exec(
    (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
  )![0];

  // The certificate now leads to the contract being concluded, and offers no second one with that provider.
  await page.goto(certificateUrl);
  const concluded = page.getByRole('listitem', { name: PROVIDER });
  await expect(concluded.getByRole('link', { name: `Договор № ${contractNumber}: на заключении` })).toBeVisible();
  await expect(concluded.getByRole('button', { name: 'Заключить договор' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('certificate-with-contract-1366.png'), fullPage: true });

  // The list shows it issued; its request is among her requests as a certificate request.
  await page.goto('/user/certificates');
  await expect(page.getByRole('row').filter({ hasText: certificateNumber })).toContainText('Выдан');
  await page.goto('/user/requests');
  await expect(page.getByRole('row').filter({ hasText: requestNumber })).toContainText('Удовлетворено');
});
