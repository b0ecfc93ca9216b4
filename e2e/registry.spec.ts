import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { TOUR_DATES } from '../server/db/seed/registry.ts';

/** '2026-12-05' -> '05.12.2026' */
const ru = (iso: string) => iso.split('-').reverse().join('.');

/** Where screenshots of the registry go when REGISTRY_SHOTS names a folder (a person looks at them). */
const SHOTS = process.env.REGISTRY_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

for (const { width, name } of [
  { width: 1366, name: 'desktop' },
  { width: 390, name: 'phone' },
]) {
  test(`an anonymous visitor finds a provider by name, opens its card and the services tab (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/registry');
    await expect(page.getByRole('heading', { level: 1, name: 'Реестр поставщиков социальных услуг' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Государственные', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('status')).toContainText('Найдено:');
    await shot(page, `registry-${name}`);

    await page.getByRole('tab', { name: 'Негосударственные' }).click();
    await page.getByRole('textbox', { name: 'Название, ИНН, ОГРН или услуга' }).fill('северная забота');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/tab=non-state/);
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByRole('status')).toHaveText('Найдено: 1 поставщик');
    const found = page.getByRole('link', { name: /АНО «ЦСУ „Северная забота“»/ });
    await expect(found).toBeVisible();
    await found.click();

    await expect(page).toHaveURL(/\/registry\/5$/);
    await expect(page.getByRole('heading', { level: 1, name: 'АНО «ЦСУ „Северная забота“»' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('629007, ЯНАО, г. Салехард, ул. Матросова, д. 27, офис 3');
    await expect(page.getByRole('link', { name: /открыть на карте/ })).toHaveAttribute('rel', /noopener/);
    await shot(page, `card-address-${name}`);
    await page.getByRole('tab', { name: 'Реестровые данные' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Автономная некоммерческая организация');
    await expect(page.getByRole('tabpanel')).toContainText('20.02.2019');
    await shot(page, `card-register-${name}`);

    await page.getByRole('tab', { name: 'Услуги' }).click();
    await expect(page).toHaveURL(/\/registry\/5\?tab=services$/);
    const nurse = page
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Услуги сиделки на дому' }) });
    await expect(nurse).toContainText('Установленный тариф');
    await expect(nurse).toContainText('350,00 р. за час');
    await shot(page, `card-services-${name}`);

    // The back button returns to the search as it was: the URL holds it.
    await page.goBack();
    await expect(page).toHaveURL(/\/registry\/5\?tab=register$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/registry\/5$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/registry\?.*search=/);
    await expect(page.getByRole('textbox', { name: 'Название, ИНН, ОГРН или услуга' })).toHaveValue('северная забота');
    await expect(page.getByRole('status')).toHaveText('Найдено: 1 поставщик');
  });
}

test('filters by city on a phone, pages through a shared link, ranks the rating tab', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/registry?tab=state');
  await page.getByRole('button', { name: 'Фильтры' }).click();
  await page.getByRole('combobox', { name: 'Населённый пункт' }).click();
  await page.getByRole('option', { name: 'Лабытнанги' }).click();
  await expect(page).toHaveURL(/cityId=6/);
  await expect(page.getByRole('status')).toHaveText('Найдено: 1 поставщик');
  await expect(page.getByRole('link', { name: /Лабытнангский дом-интернат/ })).toBeVisible();
  await shot(page, 'registry-filter-phone');

  // A shared link to the second page of the catalogue's providers opens that page.
  await page.goto('/registry/catalog?page=2');
  await expect(page.getByRole('status')).toHaveText('Найдено: 12 поставщиков');
  await expect(page.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('main ol > li')).toHaveCount(2);
  await page.getByRole('button', { name: 'Страница 1' }).click();
  await expect(page).toHaveURL(/\/registry\/catalog$/);
  await expect(page.locator('main ol > li')).toHaveCount(10);
  await page.goBack();
  await expect(page.locator('main ol > li')).toHaveCount(2);

  await page.goto('/registry');
  await page.getByRole('tab', { name: 'Рейтинг' }).click();
  await expect(page).toHaveURL(/tab=rating/);
  const first = page.getByRole('listitem').first();
  await expect(first).toContainText('1.');
  await expect(first).toContainText('ИП Вануйто Е.С.');
  await expect(first).toContainText('Рейтинг 5,0');
  await expect(page.getByRole('listitem').nth(1)).toContainText('2.');
});

for (const { width, name } of [
  { width: 1366, name: 'desktop' },
  { width: 390, name: 'phone' },
]) {
  test(`filters by municipal district, which narrows the cities, kept in the URL (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const total = async (query: string) =>
      ((await (await page.request.get(`/api/public/registry?${query}`)).json()) as { data: { total: number } }).data
        .total;
    await page.goto('/registry?tab=state');
    if (width < 960) await page.getByRole('button', { name: 'Фильтры' }).click();
    await page.getByRole('combobox', { name: 'Район или городской округ' }).click();
    await page.getByRole('option', { name: 'Пуровский район' }).click();
    await expect(page).toHaveURL(/districtId=8/);
    const inPurovsky = await total('tab=state&districtId=8');
    expect(inPurovsky).toBeGreaterThan(0);
    await expect(page.getByRole('status')).toHaveText(new RegExp(`^Найдено: ${inPurovsky} `));
    for (const item of await page.locator('main ol > li').all()) await expect(item).toContainText('Тарко-Сале');
    // Only the district's own places are offered.
    await page.getByRole('combobox', { name: 'Населённый пункт' }).click();
    await expect(page.getByRole('option')).toHaveText(['Все', 'Тарко-Сале']);
    await page.getByRole('option', { name: 'Тарко-Сале' }).click();
    await expect(page).toHaveURL(/districtId=8.*cityId=8|cityId=8.*districtId=8/);
    await shot(page, `registry-district-${name}`);

    // Another district drops the city that is not in it; a shared link restores the filter.
    await page.getByRole('combobox', { name: 'Район или городской округ' }).click();
    await page.getByRole('option', { name: 'Городской округ Ноябрьск' }).click();
    await expect(page).toHaveURL(/districtId=2/);
    await expect(page).not.toHaveURL(/cityId=/);
    await expect(page.getByRole('status')).toHaveText(
      new RegExp(`^Найдено: ${await total('tab=state&districtId=2')} `),
    );
    await page.goto('/registry?tab=state&districtId=8');
    // A link that carries a filter opens with the filters unfolded, so the person sees what narrows the list.
    if (width < 960)
      await expect(page.getByRole('button', { name: 'Фильтры' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Район или городской округ' })).toHaveText('Пуровский район');
    await expect(page.getByRole('status')).toHaveText(new RegExp(`^Найдено: ${inPurovsky} `));
    await page.goBack();
    await expect(page).toHaveURL(/districtId=2/);
  });
}

test('a tour operator card leads to a tour with its dates and places left; a licence opens from its card', async ({
  page,
}) => {
  await page.goto('/tour-operator');
  await page.getByRole('link', { name: /ООО «Ямал-Тур»/ }).click();
  await page.getByRole('tab', { name: 'Услуги' }).click();
  await page.getByRole('link', { name: 'Подробнее: Этнотур на стойбище оленеводов' }).click();
  await expect(page).toHaveURL(/\/registry\/tour\/14\/services\/26$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Этнотур на стойбище оленеводов' })).toBeVisible();
  const dates = page.getByRole('table', { name: 'Даты заездов' });
  const [coming, , past] = TOUR_DATES;
  await expect(
    dates
      .getByRole('row')
      .filter({ hasText: `${ru(coming.startsOn)} — ${ru(coming.endsOn)}` })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('5');
  await expect(dates.getByRole('row').filter({ hasText: ru(past.startsOn) })).toContainText('заезд состоялся');
  await shot(page, 'tour-service');

  await page.goto('/registry/1?tab=seats');
  const seats = page.getByRole('table', { name: 'Места по формам социального обслуживания' });
  const home = seats.getByRole('row').filter({ hasText: 'Социальное обслуживание на дому' }).getByRole('cell');
  await expect(home.nth(1)).toHaveText('420');
  await expect(home.nth(2)).toHaveText('18');
  await shot(page, 'card-seats');

  await page.goto('/registry/4?tab=licenses');
  const revoked = page.getByRole('link', { name: '89Л01 № 0000412' });
  await expect(revoked).toBeVisible();
  await shot(page, 'card-licenses');
  await revoked.click();
  await shot(page, 'license');
  await expect(page).toHaveURL(/\/registry\/4\/licenses\/6$/);
  await expect(page.getByText('Прекращена')).toBeVisible();
  await expect(page.getByText('до 14.03.2018')).toBeVisible();
  await page.goto('/registry/99999999');
  await expect(page).toHaveURL(/\/404$/);
});

test('early help and the catalogue providers list their own providers and open their own cards', async ({ page }) => {
  await page.goto('/registry/early-help');
  await expect(page.getByRole('heading', { level: 1, name: 'Реестр поставщиков услуг ранней помощи' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Найдено: 3 поставщика');
  await page.getByRole('link', { name: /АНО «СРП „Кроха“»/ }).click();
  await expect(page).toHaveURL(/\/registry\/early-help\/20$/);
  await page.getByRole('tab', { name: 'Услуги' }).click();
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Программа ранней помощи ребёнку и семье' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Лицензии' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Приостановлена');

  await page.goto('/registry/catalog');
  await page.getByRole('textbox', { name: 'Название, ИНН, ОГРН или услуга' }).fill('такси');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByRole('status')).toHaveText(/Найдено: [1-9]/);
  await page.getByRole('link', { name: /ООО «Полярная звезда»/ }).click();
  await expect(page).toHaveURL(/\/registry\/catalog\/7$/);
  await page.getByRole('tab', { name: 'Услуги' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('25,00 р. за км');
});
