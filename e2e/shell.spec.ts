import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startSignedIn } from './helpers';

/*
 * The shell on a desktop and on a phone (issue: «the shell on every screen»): at 1366 px the top
 * bar keeps one line and the whole site name; on a 390 px phone the cabinet menu folds away so a
 * cabinet page starts with its content; buttons read in sentence case; every date field is typed
 * as ДД.ММ.ГГГГ (no native date input, whatever the browser's language).
 */

const shots = (name: string) => test.info().outputPath(`${name}.png`);

/** Buttons whose text the style turns into capitals (MUI's default look, not a national portal's). */
function capitalisedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[role="button"], .MuiButton-root')]
      .filter((el) => el.offsetParent !== null && getComputedStyle(el).textTransform === 'uppercase')
      .map((el) => el.textContent?.trim() ?? ''),
  );
}

/** Date inputs the browser draws itself (they follow the browser's language, not ДД.ММ.ГГГГ). */
const nativeDateInputs = (page: Page) =>
  page.locator('input[type="date"], input[type="datetime-local"], input[type="month"]').count();

async function signInWorker(page: Page) {
  await startSignedIn(page, 'worker');
}

test('at 1366 px the top bar is one line with the whole site name, and buttons are in sentence case', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInWorker(page);
  await page.goto('/user/individual-needs-assessment-act');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const header = page.locator('header');
  const topBar = header.locator('.MuiToolbar-root').first();
  // One line: the bar is as tall as one toolbar row, every control on it sits on that row.
  const bar = (await topBar.boundingBox())!;
  expect(bar.height).toBeLessThanOrEqual(72);
  const tops = await topBar.evaluate((el) =>
    [...el.children].map((child) => Math.round(child.getBoundingClientRect().top)),
  );
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(20);
  // The site name is shown whole, not cut with an ellipsis.
  const name = header.getByRole('link', { name: 'Социальные услуги' });
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // The sections' row does not wrap either.
  const sections = page.getByRole('navigation', { name: 'Основная навигация' });
  const rowTops = await sections.evaluate((el) =>
    [...el.children].map((child) => Math.round(child.getBoundingClientRect().top)),
  );
  expect(new Set(rowTops).size).toBe(1);

  expect(await capitalisedButtons(page)).toEqual([]);
  await page.screenshot({ path: shots('desktop-act-list'), fullPage: false });

  // An act's card: the buttons of the wizard are in sentence case too, its date fields typed.
  // The demo draft (a signed act, which other walks may sign meanwhile, opens on its review).
  await page
    .getByRole('table', { name: 'Список актов' })
    .getByRole('row')
    .filter({ hasText: 'ОИП-2026/0004' })
    .getByRole('link', { name: 'Открыть' })
    .click();
  await expect(page.getByRole('heading', { name: /^Блок 1\./ })).toBeVisible();
  expect(await capitalisedButtons(page)).toEqual([]);
  await page.screenshot({ path: shots('desktop-act-card'), fullPage: false });
});

test('on a 390 px phone the cabinet menu folds away, so a cabinet page starts with its content, and it opens from its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWorker(page);
  await page.goto('/user/individual-needs-assessment-act');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  // The page's own title is on the first screen, right under the bar and the folded menu.
  expect((await title.boundingBox())!.y).toBeLessThan(260);
  const menu = page.getByRole('navigation', { name: 'Меню личного кабинета' });
  await expect(menu.getByRole('link')).toHaveCount(0);
  // One button naming the section (two lines at most for a long one), not a box of links.
  expect((await menu.boundingBox())!.height).toBeLessThan(100);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  // The top bar keeps one line on the phone too.
  expect((await page.locator('header .MuiToolbar-root').first().boundingBox())!.height).toBeLessThanOrEqual(64);
  expect(await capitalisedButtons(page)).toEqual([]);
  await page.screenshot({ path: shots('phone-act-list'), fullPage: false });

  const toggle = menu.getByRole('button', { name: /Личный кабинет/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'Акты материально-бытового обследования' }).click();
  await expect(page).toHaveURL(/\/user\/material-household-act$/);
  await expect(menu.getByRole('link')).toHaveCount(0);
  await expect(toggle).toHaveText(/Акты материально-бытового обследования/);
  await page.screenshot({ path: shots('phone-after-menu'), fullPage: false });
});

test('every date field of the acts and the search is typed as ДД.ММ.ГГГГ, none is the browser’s own date input', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWorker(page);
  await page.goto('/user/individual-needs-assessment-act');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await nativeDateInputs(page)).toBe(0);
  const birth = page.getByRole('textbox', { name: 'Дата рождения' });
  await birth.fill('04.10.1938');
  await expect(birth).toHaveValue('04.10.1938');

  // On a phone the act list is a column of cards.
  await page.getByRole('list', { name: 'Список актов' }).getByRole('link', { name: 'Открыть' }).first().click();
  for (const step of ['Потребность в социальном обслуживании', 'Заключение, решение и подписи']) {
    await page.getByRole('combobox', { name: 'Перейти к блоку' }).click();
    await page.getByRole('option', { name: new RegExp(step) }).click();
    await expect(page.getByRole('heading', { name: new RegExp(step) })).toBeVisible();
    // The heading shows at once, the block's form once its code is there.
    const dates = page.getByRole('textbox', { name: /Срок|Дата/ });
    await expect(dates.first()).toBeVisible();
    expect(await nativeDateInputs(page)).toBe(0);
    for (const field of await dates.all()) {
      if (!(await field.isEditable())) continue;
      await expect(field).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    }
  }
  await page.screenshot({ path: shots('phone-act-block5'), fullPage: true });
});
