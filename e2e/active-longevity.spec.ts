import { expect, test } from './fixtures';
import { readMessage, startSignedIn } from './helpers';

const SALEKHARD = /ЦСО граждан пожилого возраста и инвалидов в г\. Салехард/;

test('a citizen opens the programme, picks the Salekhard centre, asks for a class for her son and lands on the request card', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await startSignedIn(page, 'citizen', '/user');
  await page.getByRole('link', { name: 'Активное долголетие' }).first().click();
  await expect(page.getByRole('heading', { name: 'Активное долголетие', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Направления программы' })).toContainText('Физическая активность');
  // Her earlier request to join, with its status, leads to its card.
  const mine = page.getByRole('table', { name: 'Мои заявки' });
  await expect(mine).toContainText('Удовлетворено');
  const centre = page.getByRole('article', { name: SALEKHARD });
  await expect(centre).toContainText('+7 (34922) 4-11-20');
  await expect(centre).toContainText('Творческая мастерская');
  await expect(centre.getByRole('link', { name: 'Об учреждении' })).toHaveAttribute('href', /^\/registry\/\d+$/);
  await page.screenshot({ path: testInfo.outputPath('programme-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('programme-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

  await centre.getByRole('link', { name: /Подать заявку/ }).click();
  await expect(page).toHaveURL(/\/user\/active-longevity-program\/\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Заявка на участие в программе «Активное долголетие»' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: SALEKHARD })).toBeVisible();
  // For herself, the classes she already joined are not ticked again.
  await expect(page.getByRole('checkbox', { name: 'Оздоровительная гимнастика «Бодрость»' })).toBeVisible();

  await page.getByRole('radio', { name: /^Иванов Артём .*\(ребёнок/ }).check();
  const beadwork = page.getByRole('checkbox', { name: /национальное шитьё бисером/ });
  await expect(beadwork).toBeChecked();
  for (const box of await page.getByRole('checkbox').all()) await box.uncheck();
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByText('Исправьте ошибки')).toBeVisible();
  await beadwork.check();
  await page.getByLabel('Комментарий').fill('Сын занимается бисероплетением, хотим в группу по субботам');
  await page.screenshot({ path: testInfo.outputPath('join-390.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Отправить заявку' }).click();

  await readMessage(page, 'Заявление отправлено');
  await expect(page).toHaveURL(/\/user\/requests\/\d+$/);
  const heading = page.getByRole('heading', { name: /^Заявление № ЗГ-2026\/\d{6}/ });
  await expect(heading).toBeVisible();
  const number = /№ (\S+)/.exec((await heading.textContent()) ?? '')![1];
  await expect(page.getByTestId('request-status')).toContainText('Принято');
  await expect(page.getByText('Творческая мастерская: национальное шитьё бисером').first()).toBeVisible();
  await expect(page.getByText(/Иванов Артём/).first()).toBeVisible();

  // Back on the programme, «Мои заявки» lists it; the same class for the son again is refused and nothing typed is lost.
  await page.goto('/user/active-longevity-program');
  await expect(
    page.getByRole('table', { name: 'Мои заявки' }).getByRole('row').filter({ hasText: number }),
  ).toContainText('Принято');
  await page
    .getByRole('article', { name: SALEKHARD })
    .getByRole('link', { name: /Подать заявку/ })
    .click();
  await page.getByRole('radio', { name: /^Иванов Артём .*\(ребёнок/ }).check();
  await expect(page.getByRole('checkbox', { name: /национальное шитьё бисером/ })).not.toBeChecked();
  await page.getByRole('checkbox', { name: /национальное шитьё бисером/ }).check();
  await page.getByLabel('Комментарий').fill('Ещё раз');
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByRole('form', { name: 'Заявка на участие' }).getByRole('alert')).toContainText(`№ ${number}`);
  await expect(page.getByLabel('Комментарий')).toHaveValue('Ещё раз');
  await expect(page).toHaveURL(/\/user\/active-longevity-program\/\d+$/);

  // An institution outside the programme is told so.
  await page.goto('/user/active-longevity-program/999999');
  await expect(page.getByTestId('not-in-programme')).toContainText('не участвует в программе');
});
