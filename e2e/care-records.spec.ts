import { expect, test } from './fixtures';
import { readMessage } from './helpers';
import { signedIn } from './signed-in';
import { regionToday } from '../common/time-zone';
import { ruDate } from '../common/region-time';

/**
 * A social worker fills a questionnaire and a care diary entry: both are acts of their schemas
 * (schemas/acts/satisfaction-questionnaire, care-diary) in the block wizard. Each walk starts its
 * own record, so parallel walks do not meet; the demo diary of Морозова В. И. (person 11) is read only.
 */

test.use({ storageState: signedIn('worker') });

test('a social worker starts a satisfaction questionnaire from the client card, rates the service and finds it again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/user/clients/13');
  await page.getByRole('link', { name: 'Анкеты получателя услуг' }).click();
  await expect(page).toHaveURL(/\/user\/soc-questionnaire\/13\/new$/);
  await expect(page.getByRole('heading', { name: /Анкеты получателя услуг/, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Заполнить: Анкета удовлетворённости качеством социальных услуг' }).click();

  await expect(page).toHaveURL(/\/user\/soc-questionnaire\/13\/\d+$/);
  const url = page.url();
  await expect(
    page.getByRole('heading', { name: /Анкета удовлетворённости качеством социальных услуг/, level: 1 }),
  ).toBeVisible();
  await page.getByRole('navigation', { name: 'Блоки акта' }).getByText('Оценка качества').click();
  await expect(page.getByRole('heading', { name: /Блок 2\./ })).toBeVisible();
  for (const item of [
    'Своевременность оказания услуги',
    'Полнота оказания услуги',
    'Вежливость и внимательность работника',
    'Компетентность работника',
    'Понятность информации об услуге',
    'Общая оценка качества услуги',
  ])
    await page
      .getByRole('radiogroup', { name: new RegExp(`^${item}`) })
      .getByRole('radio', { name: /Отлично/ })
      .check();
  await page
    .getByRole('radiogroup', { name: /Порекомендовали бы вы услугу/ })
    .getByRole('radio', { name: 'Да' })
    .check();
  const total = page.getByRole('group', { name: /Итого баллов/ }).locator('output');
  await expect(total).toContainText(/^30 /);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await readMessage(page, 'Блок 2 сохранён');

  // After a reload the saved ratings are there; the questionnaire is listed among the person's.
  await page.goto(url);
  await page.getByRole('navigation', { name: 'Блоки акта' }).getByText('Оценка качества').click();
  await expect(total).toContainText(/^30 /);
  await page.goto('/user/soc-questionnaire/13/new');
  const id = url.split('/').pop()!;
  await expect(
    page.getByRole('link', { name: new RegExp(`^№ АНК-`) }).and(page.locator(`[href$="/${id}"]`)),
  ).toBeVisible();
});

test('a social worker reads a month of the care diary and writes today’s entry', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/user/care-diary/11?month=2026-11');
  await expect(page.getByRole('heading', { name: 'Дневник ухода', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ноябрь 2026' })).toBeVisible();
  await expect(page.getByText('18 записей за месяц')).toBeVisible();

  await page.getByRole('button', { name: 'Новая запись' }).click();
  await expect(page).toHaveURL(/\/user\/care-diary-entry\/\d+$/);
  const today = ruDate(regionToday());
  // A new entry is dated today; the worker may change it.
  await expect(page.getByRole('textbox', { name: 'Дата', exact: true })).toHaveValue(today);
  await page.getByRole('textbox', { name: /^Время начала/ }).fill('10:00');
  await page.getByRole('textbox', { name: /^Что сделано/ }).fill('Покупка продуктов, приготовление обеда');
  await page
    .getByRole('radiogroup', { name: /^Самочувствие гражданина/ })
    .getByRole('radio', { name: 'Хорошее' })
    .check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await readMessage(page, 'Блок 1 сохранён');
  const entry = new URL(page.url()).pathname;

  // The diary of this month lists it, newest first.
  await page.goto('/user/care-diary/11');
  await expect(page.locator(`a[href="${entry}"]`).first()).toBeVisible();
});
