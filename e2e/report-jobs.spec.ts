import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';
import { startSignedIn } from './helpers';

const INSTITUTION_EXTRACT = 'Выписка из реестра поставщиков социальных услуг';
const PERSON_EXTRACT = 'Выписка из реестра получателей социальных услуг';

test("a provider runs the institution extract on the profile page and downloads a PDF with the institution's name", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await startSignedIn(page, 'provider');
  await page.goto('/user');
  const name = (
    await page.getByText('Наименование', { exact: true }).locator('xpath=following-sibling::*[1]').innerText()
  ).trim();
  expect(name.length).toBeGreaterThan(5);

  const extracts = page.getByRole('region', { name: 'Выписки из реестров' });
  await extracts.getByRole('button', { name: INSTITUTION_EXTRACT }).click();
  // The steps show while it runs; the progress bar goes once the job is done.
  await expect(extracts.getByText('Задача выполнена')).toBeVisible({ timeout: 30_000 });
  await expect(extracts.getByRole('progressbar')).toHaveCount(0);
  const link = extracts.getByRole('link', {
    name: new RegExp(
      `^Скачать документ «${INSTITUTION_EXTRACT} от \\d\\d\\.\\d\\d\\.\\d{4}\\.pdf» \\(PDF, \\d+ КБ\\)$`,
    ),
  });
  await page.screenshot({ path: testInfo.outputPath('profile-extract-1366.png'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Выписка из реестра поставщиков социальных услуг от .+\.pdf$/);
  const text = execFileSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(name);
  expect(text).toContain(INSTITUTION_EXTRACT);

  // Leaving and coming back finds the finished job with its download.
  await page.goto('/news');
  await page.goto('/user');
  await expect(extracts.getByText('Задача выполнена')).toBeVisible();
  await expect(link).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('profile-extract-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});

test('a citizen starts the register extract, leaves the page at once and finds the job done on return', async ({
  page,
}) => {
  await startSignedIn(page, 'citizen');
  await expect(page.getByRole('button', { name: /Иванова М\./ })).toBeVisible();
  await page.goto('/user');
  const extracts = page.getByRole('region', { name: 'Выписки из реестров' });
  await expect(extracts.getByText(/Для печати данной выписки/)).toHaveCount(0);
  await extracts.getByRole('button', { name: PERSON_EXTRACT }).click();
  await expect(
    extracts.getByText(
      /Создание задачи|Проверка состояния|Задача в очереди|Задача выполняется|Получение результата|Задача выполнена/,
    ),
  ).toBeVisible();
  await page.goto('/news');
  await page.goto('/user');
  await expect(extracts.getByText('Задача выполнена')).toBeVisible({ timeout: 30_000 });
  await expect(extracts.getByRole('link', { name: new RegExp(`^Скачать документ «${PERSON_EXTRACT}`) })).toBeVisible();
});

test('a tourism provider is told the institution extract is for providers and social workers', async ({ page }) => {
  await startSignedIn(page, 'tourism');
  await page.goto('/user');
  const extracts = page.getByRole('region', { name: 'Выписки из реестров' });
  await expect(
    extracts.getByText('Для печати данной выписки необходимо быть поставщиком услуг или социальным работником'),
  ).toBeVisible();
  await expect(extracts.getByRole('button', { name: INSTITUTION_EXTRACT })).toHaveCount(0);
});
