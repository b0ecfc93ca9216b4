import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { asAnother, readMessage, startSignedIn } from './helpers';

const NOTICE = 'Уведомление о предоставлении социальных услуг';

test('a citizen files a request with a document and sees it Received; the social worker registers and satisfies it; the citizen downloads the decision notice', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  await startSignedIn(page, 'citizen', '/user/requests');
  await expect(page.getByRole('heading', { name: 'Мои заявления' })).toBeVisible();
  await page.getByRole('link', { name: 'Подать заявление' }).click();
  await expect(page.getByRole('heading', { name: 'Заявление о предоставлении социальных услуг' })).toBeVisible();

  // Sending empty lists the errors; nothing is sent.
  await page.getByRole('button', { name: 'Отправить заявление' }).click();
  await expect(page.getByText('Исправьте ошибки')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Учреждение' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Учреждение' }).fill('Салехард');
  await page
    .getByRole('option', { name: /ЦСО.*Салехард/ })
    .first()
    .click();
  await page.getByRole('checkbox', { name: 'Услуги сурдопереводчика' }).check();
  await page
    .getByRole('radio', { name: /Иванова .* \(ребёнок/ })
    .first()
    .check();
  await page.getByLabel('Комментарий').fill('Сурдопереводчик нужен на родительское собрание в школе');
  const scan = testInfo.outputPath('Справка об инвалидности.pdf');
  await writeFile(scan, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
  await page.locator('input[type=file]').setInputFiles(scan);
  await expect(page.getByText(path.basename(scan))).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('request-form-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Отправить заявление' }).click();

  await readMessage(page, 'Заявление отправлено');
  await expect(page).toHaveURL(/\/user\/requests\/\d+$/);
  const heading = page.getByRole('heading', { name: /^Заявление № ЗГ-2026\/\d{6}/ });
  await expect(heading).toBeVisible();
  const number = /№ (\S+)/.exec((await heading.textContent()) ?? '')![1];
  await expect(page.getByTestId('request-status')).toContainText('Принято');
  await expect(page.getByTestId('request-status')).toContainText('Передаётся в учреждение');
  await expect(page.getByText('Справка об инвалидности.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отозвать заявление' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Удовлетворить' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('citizen-card-received-1366.png'), fullPage: true });

  await asAnother(browser, baseURL, 'worker', async (worker) => {
    await worker.goto('/user/institution-requests');
    await expect(worker.getByRole('heading', { name: 'Заявления граждан' })).toBeVisible();
    const row = worker.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('Принято');
    await worker.screenshot({ path: testInfo.outputPath('worker-list-1366.png'), fullPage: true });
    await row.getByRole('link', { name: `№ ${number}` }).click();
    await expect(worker.getByText('Справка об инвалидности.pdf')).toBeVisible();

    await worker.getByRole('button', { name: 'Принять в работу' }).click();
    await worker
      .getByRole('dialog', { name: 'Принять в работу?' })
      .getByRole('button', { name: 'Подтвердить' })
      .click();
    await readMessage(worker, 'Заявление зарегистрировано и принято в работу');
    await expect(worker.getByTestId('request-status')).toContainText('На рассмотрении');

    await worker.getByRole('button', { name: 'Удовлетворить' }).click();
    await worker.getByRole('dialog', { name: 'Удовлетворить?' }).getByRole('button', { name: 'Подтвердить' }).click();
    await readMessage(worker, 'Заявление удовлетворено');
    await expect(worker.getByTestId('request-status')).toContainText('Удовлетворено');
    await expect(worker.getByTestId('request-decision')).toContainText(/Решение № РЕШ-2026\/\d{6}/);
  });

  await page.reload();
  await expect(page.getByTestId('request-status')).toContainText('Удовлетворено');
  await expect(page.getByTestId('request-status')).toContainText('Зарегистрировано в учреждении');
  const decision = page.getByTestId('request-decision');
  await expect(decision).toContainText('Удовлетворить');
  const decisionNumber = /РЕШ-2026\/\d{6}/.exec((await decision.textContent()) ?? '')![0];
  await expect(page.getByRole('button', { name: 'Отозвать заявление' })).toHaveCount(0);
  await decision.getByRole('button', { name: 'Уведомление о решении (PDF)' }).click();
  await expect(decision.getByText('Задача выполнена')).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await decision.getByRole('link', { name: new RegExp(`^Скачать документ «${NOTICE}`) }).click();
  const download = await downloading;
  const text = execFileSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(NOTICE);
  expect(text).toContain(`по заявлению № ${number}`);
  expect(text).toContain(`принято решение № ${decisionNumber}`);
  expect(text).toContain('Услуги сурдопереводчика');
  await page.screenshot({ path: testInfo.outputPath('citizen-card-satisfied-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('citizen-card-satisfied-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

  // The list shows it with its status and term.
  await page.goto('/user/requests');
  const row = page.getByRole('listitem').filter({ hasText: number });
  await expect(row).toContainText('Удовлетворено');
  await expect(row).toContainText('Решение принято');
  await page.screenshot({ path: testInfo.outputPath('citizen-list-390.png'), fullPage: true });
});

test("a guardian chooses her ward and sees the ward's requests and services, acting on the ward's own request", async ({
  page,
}, testInfo) => {
  await startSignedIn(page, 'guardian', '/user/requests');
  await expect(page.getByRole('heading', { name: 'Мои заявления' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Чьи данные показать' }).click();
  await page.getByRole('option', { name: /Салиндер Алина Олеговна \(подопечный\)/ }).click();
  await expect(page).toHaveURL(/[?&]for=\d+/);
  // Her own request for the ward and the ward's own request.
  const rows = page.getByRole('row').filter({ hasText: 'Салиндер Алина Олеговна' });
  await expect(rows).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('guardian-requests-ward-1366.png'), fullPage: true });
  await rows.filter({ hasText: 'Социально-бытовые услуги на дому' }).getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Отозвать заявление' })).toBeVisible();

  await page.goto('/user/services');
  await page.getByRole('combobox', { name: 'Чьи данные показать' }).click();
  await page.getByRole('option', { name: /Салиндер Алина Олеговна/ }).click();
  await expect(page.getByText('Социально-бытовые услуги на дому').first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('guardian-services-ward-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});
