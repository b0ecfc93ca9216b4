import { expect, test } from './fixtures';
import { chooseRole, readMessage, signIn } from './helpers';

/** The demo contract АНО «Северная забота» signed and sent to the demo citizen (status 9). */
const NUMBER = 'ДЕМО-СД-2026/0027';

test('the citizen signs a contract the provider signed (9 -> 3) and the provider sees it in force', async ({ page, browser, baseURL }, testInfo) => {
  // A guest asked for the section signs in from the dialog and comes back to it.
  await page.goto('/user/service-contracts');
  await page.getByRole('dialog', { name: 'Требуется авторизация' }).getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('button', { name: /Войти как citizen / }).click();
  await expect(page).toHaveURL(/\/user\/service-contracts$/);
  await expect(page.getByRole('heading', { name: 'Договоры на социальные услуги' })).toBeVisible();
  await page.getByRole('search').getByLabel('Поиск').fill('0027');
  await page.getByRole('button', { name: 'Найти' }).click();
  const rows = page.getByRole('table', { name: 'Договоры' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Подписан поставщиком услуг');
  await page.screenshot({ path: testInfo.outputPath('citizen-list-1366.png'), fullPage: true });
  await page.getByRole('link', { name: `№ ${NUMBER}` }).click();

  await expect(page.getByRole('heading', { name: new RegExp(`Договор № ${NUMBER}`) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Услуги договора' })).toContainText('350,00 р.');
  // Exactly what the table allows the person in status 9.
  await expect(page.getByRole('button', { name: 'Подписать договор' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отклонить' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Расторгнуть договор' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Подписать договор' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подписать договор?' });
  await dialog.getByRole('button', { name: 'Подписать договор' }).click();
  await readMessage(page, 'Договор подписан');
  await expect(page.getByTestId('contract-status')).toHaveText('Статус:Действует');
  await expect(page.getByRole('button', { name: 'Подписать договор' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'История договора' })).toContainText('Иванова Мария Петровна (получатель услуг)');
  await page.screenshot({ path: testInfo.outputPath('citizen-card-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('citizen-card-390.png'), fullPage: true });

  const context = await browser.newContext({ baseURL });
  const provider = await context.newPage();
  try {
    await provider.goto('/');
    await signIn(provider, 'provider');
    await chooseRole(provider, /Северная забота/);
    await provider.goto('/user/institution-contracts');
    await expect(provider.getByRole('heading', { name: 'Договоры учреждения' })).toBeVisible();
    const row = provider.getByRole('row').filter({ hasText: NUMBER });
    await expect(row).toContainText('Действует');
    await row.getByRole('link', { name: `№ ${NUMBER}` }).click();
    await expect(provider).toHaveURL(/\/user\/institution-contracts\/1\/7$/);
    await expect(provider.getByTestId('contract-status')).toHaveText('Статус:Действует');
    // The provider's side now: the act of rendered services, termination, extension.
    await expect(provider.getByRole('button', { name: 'Подписать акт оказанных услуг' })).toBeVisible();
    await provider.screenshot({ path: testInfo.outputPath('provider-card-1366.png'), fullPage: true });
  } finally {
    await context.close();
  }
});
