import { expect, test } from '@playwright/test';
import { chooseRole, signIn } from './helpers';

test('a social worker creates a needs assessment, fills the Barthel scale, saves, reloads, and signs and prints a copy', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signIn(page, 'worker');
  await chooseRole(page, /Социальный работник/);
  await page.goto('/user/individual-needs-assessment-act');
  await expect(page.getByRole('heading', { name: 'Акт оценки индивидуальной потребности в социальном обслуживании' })).toBeVisible();

  await page.getByLabel('Фамилия').first().fill('Соколов');
  await page.getByRole('button', { name: 'Найти' }).click();
  const found = page.getByRole('table', { name: 'Найденные граждане' });
  await expect(found.getByRole('row')).toHaveCount(2);
  await found.getByRole('button', { name: 'Создать акт' }).click();
  await expect(page).toHaveURL(/\/user\/individual-needs-assessment-act-card\/\d+$/);
  const cardUrl = page.url();

  const steps = page.getByRole('navigation', { name: 'Блоки акта' });
  await steps.getByText('Шкалы оценки').click();
  await expect(page.getByRole('heading', { name: /Блок 3\./ })).toBeVisible();
  await page.getByRole('checkbox', { name: /Заполнить шкалу Бартел/ }).check();
  const total = page.getByRole('textbox', { name: /Итого баллов по шкале Бартел/ });
  for (const item of ['Приём пищи', 'Одевание', 'Передвижение']) {
    await page.getByRole('radiogroup', { name: new RegExp(`^${item}`) }).getByRole('radio').first().check();
  }
  await expect(total).toHaveValue('35');
  // The ten Barthel items come first; the top option of each gives the maximum, 100.
  const groups = page.getByRole('radiogroup');
  for (let i = 0; i < 10; i++) await groups.nth(i).getByRole('radio').first().check();
  await expect(total).toHaveValue('100');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Блок 3 сохранён')).toBeVisible();

  await page.goto(cardUrl);
  await steps.getByText('Шкалы оценки').click();
  await expect(page.getByRole('textbox', { name: /Итого баллов по шкале Бартел/ })).toHaveValue('100');

  // A signed act of the demo data: copy it into a new act, sign the copy, print it.
  await page.goto('/user/individual-needs-assessment-act');
  const list = page.getByRole('table', { name: 'Список актов' });
  await list.getByRole('row', { name: /Подписан/ }).first().getByRole('link', { name: 'Открыть' }).click();
  await page.getByRole('button', { name: 'Новый акт на основе текущего' }).click();
  await expect(page).not.toHaveURL(cardUrl);
  await steps.getByText('Проверка и подписание').click();
  await expect(page.getByRole('heading', { name: 'Проверьте данные' })).toBeVisible();
  await page.getByRole('checkbox', { name: /простой электронной подписью/ }).check();
  await page.getByRole('button', { name: 'Подписать' }).click();
  await expect(page.getByText(/Акт подписан \d\d\.\d\d\.\d{4}/)).toBeVisible();

  const pdfHref = await page.getByRole('link', { name: 'Печать (PDF)' }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
