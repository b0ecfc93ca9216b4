import { expect, test } from './fixtures';
import { asAnother, readMessage, signInFromDialog, startSignedIn } from './helpers';

/** The demo contract АНО «Северная забота» signed and sent to the demo citizen (status 9). */
const NUMBER = 'ДЕМО-СД-2026/0027';

test('the citizen signs a contract the provider signed (9 -> 3) and the provider sees it in force', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A guest asked for the section signs in from the dialog and comes back to it.
  await page.goto('/user/service-contracts');
  await signInFromDialog(page, 'citizen');
  await expect(page).toHaveURL(/\/user\/service-contracts$/);
  await expect(page.getByRole('heading', { name: 'Договоры на социальные услуги' })).toBeVisible();
  await page.getByRole('search').getByLabel('Поиск').fill('0027');
  await page.getByRole('button', { name: 'Найти' }).click();
  const rows = page.getByRole('table', { name: 'Договоры' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Подписан поставщиком услуг');
  await page.screenshot({ path: testInfo.outputPath('citizen-list-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('citizen-list-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('link', { name: `№ ${NUMBER}` }).click();

  await expect(page.getByRole('heading', { name: new RegExp(`Договор № ${NUMBER}`) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Услуги договора' })).toContainText('350,00 р.');
  // Exactly what the table allows the person in status 9.
  await expect(page.getByRole('button', { name: 'Подписать договор' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отклонить' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Расторгнуть договор' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Подписать договор' }).click();
  // The document opens to be read; the person confirms and signs it (e2e/contract-signing.spec.ts looks closer).
  const dialog = page.getByRole('dialog', { name: 'Подписание договора' });
  await dialog.getByLabel('Я ознакомился с документом и подписываю его простой электронной подписью').check();
  await dialog.getByRole('button', { name: 'Подписать' }).click();
  await readMessage(page, 'Договор подписан');
  await expect(page.getByTestId('contract-status')).toHaveText('Статус:Действует');
  await expect(page.getByRole('button', { name: 'Подписать договор' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'История договора' })).toContainText(
    'Иванова Мария Петровна (получатель услуг)',
  );
  await page.screenshot({ path: testInfo.outputPath('citizen-card-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('citizen-card-390.png'), fullPage: true });

  await asAnother(browser, baseURL, 'provider', async (provider) => {
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
  });
});

test('a second tab signing the same act gets the conflict dialog and the refreshed card; the rating reaches the provider', async ({
  page,
  browser,
  baseURL,
}) => {
  // ДЕМО-СД-2026/0006: in force, the act already signed by the provider (seed id 15).
  await startSignedIn(page, 'citizen');
  await expect(page.getByRole('button', { name: /Иванова М\./ })).toBeVisible();
  await page.goto('/user/service-contracts/15');
  const second = await page.context().newPage();
  await second.goto('/user/service-contracts/15');
  for (const tab of [page, second])
    await expect(tab.getByRole('button', { name: 'Подписать акт оказанных услуг' })).toBeVisible();

  const signAct = async (tab: typeof page) => {
    await tab.getByRole('button', { name: 'Подписать акт оказанных услуг' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Подписание акта оказанных услуг' });
    await dialog.getByLabel('Я ознакомился с документом и подписываю его простой электронной подписью').check();
    await dialog.getByRole('button', { name: 'Подписать' }).click();
  };
  await signAct(page);
  await readMessage(page, 'Акт оказанных услуг подписан');
  await expect(page.getByTestId('contract-status')).toHaveText('Статус:Исполнен');

  await signAct(second);
  const conflict = second.getByRole('dialog', { name: 'Данные изменились' });
  await expect(conflict).toContainText(
    'Данные были изменены другим пользователем. Форма обновлена, внесите изменения повторно.',
  );
  await conflict.getByRole('button', { name: 'OK' }).click();
  // The card behind it is the server's: fulfilled, and now rated.
  await expect(second.getByTestId('contract-status')).toHaveText('Статус:Исполнен');
  await second.getByRole('button', { name: 'Оценить' }).click();
  const rate = second.getByRole('dialog', { name: 'Оценить поставщика услуг' });
  await rate.getByRole('button', { name: 'Отправить' }).click();
  await expect(rate.getByRole('alert')).toHaveText('Поставьте оценку от 1 до 5');
  // The fifth star: its label holds the icon and the radio's name.
  await rate.locator('label', { hasText: 'Оценка 5 из 5' }).click();
  await expect(rate.getByLabel('Оценка 5 из 5')).toBeChecked();
  await rate.getByLabel('Отзыв (необязательно)').fill('Сиделка Анна приходила точно по графику, спасибо!');
  await rate.getByRole('button', { name: 'Отправить' }).click();
  await readMessage(second, 'Оценка сохранена');
  await expect(second.getByText('Оценка получателя услуг: 5 из 5')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Оценить' })).toHaveCount(0);

  await asAnother(browser, baseURL, 'provider', async (provider) => {
    await provider.goto('/user/institution-contracts/1/15');
    await expect(provider.getByText('Оценка получателя услуг: 5 из 5')).toBeVisible();
    await expect(
      provider.getByText('Отзыв: Сиделка Анна приходила точно по графику, спасибо!', { exact: true }),
    ).toBeVisible();
  });
});
