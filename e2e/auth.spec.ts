import { expect, test } from './fixtures';
import { chooseRole, signIn } from './helpers';

test('a citizen signs in through the identity provider and returns to where they were', async ({ page }) => {
  await page.goto('/news');
  await signIn(page, 'citizen');
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('button', { name: /Иванова М\./ })).toBeVisible();
  await page.getByRole('button', { name: /Иванова М\./ }).click();
  await page.getByRole('menuitem', { name: 'Личный кабинет' }).click();
  await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible();
  await expect(page.getByText('Иванова', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Меню личного кабинета' }).getByRole('link', { name: 'Отчёты опекуна' }),
  ).toBeVisible();
});

for (const { login, role, menuItem } of [
  { login: 'worker', role: /Социальный работник/, menuItem: 'Социальные паспорта' },
  { login: 'provider', role: /Поставщик услуг/, menuItem: 'Каталог услуг учреждения' },
  { login: 'tourism', role: /Туроператор/, menuItem: 'Договоры на туры' },
]) {
  test(`${login} signs in, chooses the institution role and sees its cabinet menu`, async ({ page }) => {
    await page.goto('/');
    await signIn(page, login);
    await chooseRole(page, role);
    // Signed in from the home page, which is no destination: the cabinet.
    await expect(page).toHaveURL(/\/user$/);
    await expect(
      page.getByRole('navigation', { name: 'Меню личного кабинета' }).getByRole('link', { name: menuItem }),
    ).toBeVisible();
    await expect(page.getByText('Тип входа')).toBeVisible();
  });
}

test('on a phone the signed-in top bar fits the screen, the user menu an icon named after the person', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/news');
  await signIn(page, 'citizen');
  const menu = page.getByRole('button', { name: /Иванова М\./ });
  await expect(menu).toBeVisible();
  expect((await menu.boundingBox())!.width).toBeLessThan(64);
  for (const path of ['/news', '/user']) {
    await page.goto(path);
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  }
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Личный кабинет' })).toBeVisible();
});

test('the guardian signs in and lands where they started', async ({ page }) => {
  await page.goto('/registry');
  await signIn(page, 'guardian');
  await expect(page).toHaveURL(/\/registry$/);
  await expect(page.getByRole('button', { name: /Кузнецова О\./ })).toBeVisible();
});

test('an admin signs in, impersonates a citizen and ends the impersonation', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'admin');
  // Impersonation options: the role page first (platform.md section 4), then the administration.
  await chooseRole(page, /Администратор/);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: /Васильев Д\./ }).click();
  await page.getByRole('menuitem', { name: 'Войти от имени пользователя' }).click();
  await page.getByLabel('Поиск по ФИО или организации').fill('Иванова');
  await page.getByRole('button', { name: 'Войти как гражданин' }).first().click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('button', { name: /Иванова М\. \(от имени\)/ })).toBeVisible();
  // Every page says whom the admin acts as, with the way back.
  const banner = page.getByRole('region', { name: 'Вход от имени другого пользователя' });
  await expect(banner).toContainText('Вы работаете от имени пользователя: Иванова Мария Петровна, гражданин');
  await page.goto('/news');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Вернуться к своей учётной записи' }).click();
  await expect(page).toHaveURL(/\/admin\/impersonate$/);
  await expect(page.getByRole('heading', { name: 'Вход от имени пользователя' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Васильев Д\./ })).toBeVisible();
});

for (const { login, role, lands, heading } of [
  { login: 'provider', role: /Северная забота/, lands: /\/user$/, heading: 'Профиль' },
  { login: 'citizen', role: undefined, lands: /\/user$/, heading: 'Профиль' },
  { login: 'admin', role: /Администратор/, lands: /\/admin$/, heading: 'Администрирование' },
]) {
  test(`a normal sign-in of ${login} makes no failed request and logs no error`, async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => {
      // A request the browser cancels because the page moved on (a chunk or a list fetched for the page
      // left) is not a failure of the portal; a refused or broken one is.
      if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
      failed.push(`${request.failure()?.errorText} ${request.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failed.push(`console: ${message.text()}`);
    });
    await page.goto('/');
    // As a person does: the home page has loaded (its news) before «Войти» is pressed; leaving earlier
    // cancels the news request, which the browser reports as failed.
    await page.waitForLoadState('networkidle');
    await signIn(page, login);
    if (role) await chooseRole(page, role);
    await expect(page).toHaveURL(lands);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
  });
}

test('an anonymous visit to /user goes home with the redirect and ends on /user after sign-in', async ({ page }) => {
  await page.goto('/user');
  await expect(page).toHaveURL(/\/\?redirect=%2Fuser$/);
  await expect(page.getByRole('dialog', { name: 'Требуется авторизация' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('button', { name: /Войти как citizen / }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible();
});

test('a citizen opening /admin lands on /denied', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'citizen');
  await expect(page.getByRole('button', { name: /Иванова М\./ })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/denied$/);
  await expect(page.getByRole('heading', { name: 'Доступ запрещён' })).toBeVisible();
});

test('after the server forgets the session, re-login in a popup keeps what was typed', async ({ page }) => {
  await page.goto('/user');
  await page.getByRole('dialog').getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('button', { name: /Войти как citizen / }).click();
  await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить телефон' }).click();
  await page.getByLabel('Новый телефон').fill('+7 912 555-44-33');

  // The server forgets the session (as after the idle timeout).
  const origin = new URL(page.url()).origin;
  await page.evaluate((url) => fetch(url), `/api/esia/logout?redirectUri=${encodeURIComponent(`${origin}/`)}`);

  await page.getByRole('button', { name: 'Сохранить новый телефон' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сеанс завершён' });
  await expect(dialog).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Войти снова' }).click();
  const popup = await popupPromise;
  await popup.getByRole('button', { name: /Войти как citizen / }).click();
  await popup.waitForEvent('close');
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Новый телефон')).toHaveValue('+7 912 555-44-33');
  await page.getByRole('button', { name: 'Сохранить новый телефон' }).click();
  await expect(page.getByText('Новые данные успешно добавлены')).toBeVisible();
  // The profile shows a phone as a person reads it.
  await expect(page.getByText('+7 (912) 555-44-33')).toBeVisible();
});
