import { writeFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from './fixtures';
import { asAnother, startSignedIn } from './helpers';
import { addDays, isHoliday, WEEK_DAY_SHORT, weekDayOf } from '../common/schedule/slots';
import { regionToday } from '../common/time-zone';

/**
 * The last working day before today: the service there has begun, so the person may sign it; the
 * demo's records leave its evening slot (17:30–23:59) free.
 */
function pastWorkingDay(): string {
  let day = addDays(regionToday(), -1);
  while (isHoliday(day)) day = addDays(day, -1);
  return day;
}
const heading = (day: string) => `${WEEK_DAY_SHORT[weekDayOf(day)]} ${day.slice(8, 10)}.${day.slice(5, 7)}`;

test('the provider records a service, the citizen signs it with the pad, the provider sees the signature', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const day = pastWorkingDay();
  const comment = `Проверка календаря ${Date.now()}`;
  await startSignedIn(page, 'provider', '/soc-services');
  await expect(page.getByRole('heading', { name: 'Календарь предоставления услуг' })).toBeVisible();
  await page.getByRole('button', { name: `Записать услугу: Иванова М. П., ${heading(day)}` }).click();
  const card = page.getByRole('dialog', { name: 'Новая услуга' });
  await expect(card.getByText('Иванова Мария Петровна')).toBeVisible();
  await card.getByRole('combobox', { name: 'Начало' }).click();
  await page.getByRole('option', { name: '17:30' }).click();
  await expect(card.getByRole('combobox', { name: 'Окончание' })).toHaveText('23:59');
  await card.getByLabel('Комментарий').fill(comment);
  await card.getByRole('button', { name: 'Сохранить' }).click();
  await expect(card).toBeHidden();
  const chip = page.getByRole('button', { name: /^17:30–23:59 .*Иванова Мария Петровна: Ожидает подписи$/ });
  await expect(chip).toBeVisible();

  await asAnother(browser, baseURL, 'citizen', async (citizen) => {
    await citizen.goto('/soc-services');
    const mine = citizen.getByTestId('own-service').filter({ hasText: comment });
    await expect(mine).toContainText('Ожидает подписи');
    await mine.getByRole('button', { name: 'Подписать' }).click();
    const dialog = citizen.getByRole('dialog', { name: 'Подпись получателя услуги' });
    // Signing with nothing drawn is refused and nothing is sent.
    await dialog.getByRole('button', { name: 'Подписать' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Распишитесь в поле для подписи');
    const pad = dialog.getByTestId('signature-pad');
    const box = (await pad.boundingBox())!;
    await citizen.mouse.move(box.x + 20, box.y + box.height / 2);
    await citizen.mouse.down();
    for (let i = 1; i <= 12; i++)
      await citizen.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? -15 : 15));
    await citizen.mouse.up();
    await dialog.getByRole('button', { name: 'Подписать' }).click();
    await expect(dialog).toBeHidden();
    await expect(mine).toContainText('Подписана получателем');
    const image = mine.getByRole('img', { name: /Ваша подпись/ });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  await page.reload();
  const signed = page.getByRole('button', { name: /^17:30–23:59 .*Иванова Мария Петровна: Подписана получателем$/ });
  await signed.click();
  const view = page.getByRole('dialog', { name: 'Услуга в календаре' });
  const signature = view.getByRole('img', { name: 'Подпись получателя: Иванова Мария Петровна' });
  await expect(signature).toBeVisible();
  await expect.poll(() => signature.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // A signed service offers nothing to change.
  await expect(view.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Удалить' })).toHaveCount(0);
});

test('a registration QR code decodes to its link; opening it registers a new client once', async ({ page }) => {
  test.setTimeout(90_000);
  await startSignedIn(page, 'provider', '/soc-services');
  await page.getByRole('button', { name: 'QR-код для записи: Тэседо А. К.' }).click();
  const dialog = page.getByRole('dialog', { name: /QR-код для записи/ });
  await dialog.getByRole('button', { name: 'Получить QR-код' }).click();
  const code = dialog.getByRole('img', { name: /QR-код записи на услугу/ });
  await expect(code).toBeVisible();
  const link = (await dialog.getByTestId('qr-link').textContent())!.trim();
  expect(link).toMatch(/\/qr\/\d+\.\d+\.\d+\.\d{8}\.[a-z0-9]{8}\/[A-Za-z0-9_-]{32}$/);
  // The image decodes, with a reader written elsewhere, to exactly that link.
  const png = PNG.sync.read(await code.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(link);

  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Запись по QR-коду' })).toBeVisible();
  await expect(page.getByText('Тэседо А. К.')).toBeVisible();
  await page.getByRole('button', { name: 'Записать на услугу' }).click();
  await expect(page.getByText(/^Запись сделана: Тэседо А\. К\./)).toBeVisible();
  await page.reload();
  await expect(page.getByText('По этому QR-коду уже записали')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Записать на услугу' })).toHaveCount(0);

  // A changed link is refused.
  await page.goto(new URL(link).pathname.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
  await expect(page.getByText('QR-код недействителен: он повреждён или выдан не порталом')).toBeVisible();
});

test('a citizen asks to be registered for a service with a document; the provider accepts', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const comment = `Прошу записать ${Date.now()}`;
  await startSignedIn(page, 'guardian', '/soc-services?tab=requests');
  await page.getByRole('button', { name: 'Записаться на услугу' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заявка на запись на услугу' });
  // Sending with nothing chosen is refused in the form; nothing is sent.
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Выберите учреждение и услугу');
  await dialog.getByRole('combobox', { name: 'Учреждение' }).fill('Северная');
  await page
    .getByRole('option', { name: /Северная забота/ })
    .first()
    .click();
  await dialog.getByRole('combobox', { name: 'Услуга' }).click();
  await page.getByRole('option', { name: 'Сурдоперевод при посещении врача и учреждений' }).click();
  await dialog.getByLabel('Комментарий').fill(comment);
  const scan = testInfo.outputPath('Справка МСЭ.pdf');
  await writeFile(scan, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
  await dialog.locator('input[type=file]').setInputFiles(scan);
  await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(dialog).toBeHidden();
  const mine = page.getByTestId('registration-request').filter({ hasText: comment });
  await expect(mine).toContainText('На рассмотрении');
  await expect(mine).toContainText('Документов: 1');

  await asAnother(browser, baseURL, 'provider', async (provider) => {
    await provider.goto('/soc-services?tab=requests');
    const theirs = provider.getByTestId('registration-request').filter({ hasText: comment });
    await expect(theirs).toContainText('Кузнецова Ольга Николаевна');
    await theirs.getByRole('button', { name: 'Записать на услугу' }).click();
    await expect(theirs).toContainText('Принята');
  });
  await page.reload();
  await expect(mine).toContainText('Принята');
  await expect(mine.getByRole('button', { name: 'Отозвать заявку' })).toHaveCount(0);
});
