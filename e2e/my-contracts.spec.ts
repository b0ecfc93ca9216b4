import { expect, test } from './fixtures';
import { asAnother, startSignedIn } from './helpers';

/** The demo citizen's «other» contracts (server/db/seed/other-contracts.ts): 4 active (statuses 1, 2), 5 closed (3, 4). */
const FULFILLED = 'ДЕМО-СД-2026/Р-015';

test('the citizen filters the other contracts active and closed, searches, opens a card with its documents and history, and comes back to the same list', async ({
  page,
}, testInfo) => {
  await startSignedIn(page, 'citizen');
  await page.goto('/user/contracts');
  await expect(page.getByRole('heading', { name: 'Договоры', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Договоры' });
  await expect(table.getByRole('row')).toHaveCount(10);
  await expect(page.getByText('Показаны 1–9 из 9')).toBeVisible();

  await page.getByRole('button', { name: 'Действующие' }).click();
  await expect(page).toHaveURL(/filter=1/);
  await expect(table.getByRole('row')).toHaveCount(5);
  for (const closed of ['Исполнен', 'Отклонён']) await expect(table.getByText(closed, { exact: true })).toHaveCount(0);
  await expect(table.getByText('На заключении', { exact: true })).toHaveCount(2);

  await page.getByRole('button', { name: 'Закрытые' }).click();
  await expect(page).toHaveURL(/filter=2/);
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByText('Действует', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('contracts-closed-1366.png'), fullPage: true });

  await page.getByRole('search').getByLabel('Поиск').fill('сиделки');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: `№ ${FULFILLED}` }).click();

  await expect(page).toHaveURL(/\/user\/contracts\/6$/);
  await expect(page.getByRole('heading', { name: `Договор № ${FULFILLED} от 06.07.2026` })).toBeVisible();
  await expect(page.getByTestId('contract-status')).toHaveText('Статус:Исполнен');
  await expect(page.getByText('Цена договора: 29 400,00 р.')).toBeVisible();
  await expect(page.getByText('Срок действия: 07.07.2026 — 20.07.2026')).toBeVisible();
  const history = page.getByRole('table', { name: 'История статусов' });
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('row').last()).toContainText('Действует → Исполнен');
  await expect(history.getByRole('row').last()).toContainText('Услуги оказаны в полном объёме, оплата получена');
  const documents = page.getByRole('list', { name: 'Документы договора' });
  await expect(documents.getByRole('link')).toHaveText(['Акт об оказании услуг', 'Договор']);
  const download = page.waitForEvent('download');
  await documents.getByRole('link', { name: 'Договор' }).click();
  // A file name holds no slash: the number's «/» becomes «-».
  expect((await download).suggestedFilename()).toBe(`Договор № ${FULFILLED.replace('/', '-')}.pdf`);
  await page.screenshot({ path: testInfo.outputPath('contract-card-1366.png'), fullPage: true });

  // Back (the card's button, then the browser's): the same filtered, searched list.
  await page.getByRole('link', { name: 'К списку договоров' }).click();
  await expect(page).toHaveURL(/\/user\/contracts\?.*filter=2/);
  await expect(page.getByRole('search').getByLabel('Поиск')).toHaveValue('сиделки');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: `№ ${FULFILLED}` }).click();
  await expect(page).toHaveURL(/\/user\/contracts\/6$/);
  await page.goBack();
  await expect(page).toHaveURL(/filter=2/);
  await expect(table.getByRole('row')).toHaveCount(2);
});

test("«Мои услуги»: the citizen sees the services of their contracts in force with the contract; the provider the institution's services with their recipients", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await startSignedIn(page, 'citizen');
  await page.goto('/user/services');
  await expect(page.getByRole('heading', { name: 'Мои услуги', level: 1 })).toBeVisible();
  const received = page.getByRole('table', { name: 'Мои услуги' });
  const nurse = received.getByRole('row').filter({ hasText: '№ ДЕМО-СД-2026/0001' });
  await expect(nurse).toContainText('Услуги сиделки на дому');
  await expect(nurse).toContainText('350,00 р. за час');
  await expect(nurse).toContainText('01.09.2026 — 31.12.2026');
  await page.screenshot({ path: testInfo.outputPath('services-citizen-1366.png'), fullPage: true });
  await nurse.getByRole('link', { name: '№ ДЕМО-СД-2026/0001' }).click();
  await expect(page).toHaveURL(/\/user\/service-contracts\/1$/);
  await expect(page.getByRole('heading', { name: /Договор № ДЕМО-СД-2026\/0001/ })).toBeVisible();

  await asAnother(browser, baseURL, 'provider', async (provider) => {
    await provider.goto('/user/services');
    await expect(provider.getByRole('heading', { name: 'Мои услуги', level: 1 })).toBeVisible();
    await expect(provider.getByText(/Услуги учреждения АНО «ЦСУ „Северная забота“»/)).toBeVisible();
    const rendered = provider.getByRole('table', { name: 'Услуги учреждения' });
    const row = rendered.getByRole('row').filter({ hasText: 'Услуги сиделки на дому' });
    await expect(row.getByRole('cell').nth(1)).toHaveText('350,00 р. за час');
    // The demo citizen receives it (under one or two contracts, as the other specs sign them).
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    await provider.getByRole('search').getByLabel('Поиск').fill('сиделк');
    await provider.getByRole('button', { name: 'Найти' }).click();
    await expect(provider).toHaveURL(/search=/);
    await expect(rendered.getByRole('row').filter({ hasNotText: /сиделк/i })).toHaveCount(1);
    await provider.screenshot({ path: testInfo.outputPath('services-provider-1366.png'), fullPage: true });
    await provider.setViewportSize({ width: 390, height: 844 });
    await expect(provider.getByRole('list', { name: 'Услуги учреждения' }).getByRole('listitem').first()).toBeVisible();
    await provider.screenshot({ path: testInfo.outputPath('services-provider-390.png'), fullPage: true });
  });
});

test('at phone width (390 px) the contract lists and the services are cards and nothing scrolls sideways', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startSignedIn(page, 'citizen');
  const noSidewaysScroll = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/user/contracts?filter=1');
  const cards = page.getByRole('list', { name: 'Договоры' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(cards.first().getByRole('definition').last()).toHaveText(/На заключении|Действует/);
  await noSidewaysScroll();
  await page.screenshot({ path: testInfo.outputPath('contracts-390.png'), fullPage: true });

  await cards.filter({ hasText: 'ДЕМО-ДП-2026/0114' }).getByRole('link').click();
  await expect(page.getByText('В интересах: Иванов Артём Андреевич, 03.09.2014 г. р.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'История статусов' }).getByRole('listitem')).toHaveCount(2);
  await noSidewaysScroll();
  await page.screenshot({ path: testInfo.outputPath('contract-card-390.png'), fullPage: true });

  await page.goto('/user/service-contracts');
  await expect(page.getByRole('heading', { name: 'Договоры на социальные услуги' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Договоры' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await noSidewaysScroll();
  await page.screenshot({ path: testInfo.outputPath('service-contracts-390.png'), fullPage: true });

  await page.goto('/user/services');
  await expect(page.getByRole('list', { name: 'Мои услуги' }).getByRole('listitem').first()).toBeVisible();
  await noSidewaysScroll();
  await page.screenshot({ path: testInfo.outputPath('services-citizen-390.png'), fullPage: true });
});
