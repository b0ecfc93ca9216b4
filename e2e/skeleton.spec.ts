import { expect, test } from './fixtures';

test('the home page shows the sections and the latest news', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Социальные услуги');
  await expect(page.getByRole('link', { name: /Каталог услуг/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Новости' })).toBeVisible();
  const firstNews = page.locator('main a[href^="/news/"]').first();
  await expect(firstNews).toBeVisible();
  await firstNews.click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
});

test('a deep link loads the app through the history fallback', async ({ page }) => {
  const response = await page.goto('/registry/5');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Социальные услуги' })).toBeVisible();
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the navigation turns into a drawer on a narrow screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await page.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Социальный навигатор' }).click();
  await expect(page).toHaveURL(/\/navigator$/);
});
