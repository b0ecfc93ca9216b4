import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SHOTS = process.env.REGISTRY_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

for (const { width, name } of [
  { width: 1366, name: 'desktop' },
  { width: 390, name: 'phone' },
]) {
  test(`an anonymous visitor computes a subsidy and sees every step (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/subsidy-calculator');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Калькулятор субсидии');
    // A couple in Salekhard below the subsistence minimum (the hand-worked example of the formula's tests).
    await page.getByRole('combobox', { name: 'Категория' }).first().click();
    await page.getByRole('option', { name: 'Пенсионер' }).click();
    await page.getByRole('textbox', { name: 'Доход, р.' }).first().fill('18 000');
    await page.getByRole('button', { name: 'Добавить члена семьи' }).click();
    await page.getByRole('combobox', { name: 'Категория' }).nth(1).click();
    await page.getByRole('option', { name: 'Трудоспособный' }).click();
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await expect(page.getByText('Обязательное поле')).toBeVisible();
    await page.getByRole('textbox', { name: 'Доход, р.' }).nth(1).fill('abc');
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await expect(page.getByText('Введите сумму в рублях, например 12 345,50')).toBeVisible();
    await page.getByRole('textbox', { name: 'Доход, р.' }).nth(1).fill('0');
    await page.getByRole('button', { name: 'Рассчитать' }).click();

    await expect(page.getByText('Ориентировочный размер субсидии')).toContainText('4 459,06 р.');
    const steps = page.getByRole('table', { name: 'Расчёт субсидии по шагам' });
    await expect(steps.getByRole('row').filter({ hasText: 'ССЖКУ' })).toContainText('5 989,20 р.');
    await expect(steps.getByRole('row').filter({ hasText: 'Поправочный коэффициент' })).toContainText('0,3864');
    await shot(page, `subsidy-${name}`);

    // A well-off family gets a clear "no subsidy".
    await page.getByRole('textbox', { name: 'Доход, р.' }).nth(1).fill('120 000');
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Субсидия не положена:' })).toBeVisible();
  });
}
