import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Where screenshots of the navigator go when NAVIGATOR_SHOTS names a folder (a person looks at them). */
const SHOTS = process.env.NAVIGATOR_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** The distance of a supplier's row in metres, read back from its Russian text («850 м», «1,2 км»). */
async function distances(page: Page): Promise<number[]> {
  const labels = await page
    .getByRole('list', { name: 'Учреждения, ближайшие первыми' })
    .getByLabel(/^Расстояние/)
    .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('aria-label') ?? ''));
  return labels.map((label) => {
    const match = /Расстояние ([\d\u00a0,]+)\u00a0(м|км)/.exec(label);
    if (!match) return Number.POSITIVE_INFINITY;
    const value = Number(match[1].replace(/\u00a0/g, '').replace(',', '.'));
    return match[2] === 'км' ? value * 1000 : value;
  });
}

const suppliersList = (page: Page) => page.getByRole('list', { name: 'Учреждения, ближайшие первыми' });
const pins = (page: Page) => page.getByRole('region', { name: 'Карта учреждений' }).locator('.leaflet-marker-icon');

for (const { width, name } of [
  { width: 1366, name: 'desktop' },
  { width: 390, name: 'phone' },
]) {
  test(`an anonymous visitor finds a measure by search, opens it and sees its suppliers nearest first (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/navigator');
    await expect(page.getByRole('heading', { level: 1, name: 'Социальный навигатор' })).toBeVisible();
    await expect(page.getByText('Раздел в разработке')).toHaveCount(0);
    await shot(page, `navigator-landing-${name}`);

    await page.getByRole('textbox', { name: 'Какая помощь нужна?' }).fill('такси');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/\/navigator\/msp-list\?search=/);
    await expect(page.getByRole('status').filter({ hasText: 'Найдено:' })).toHaveText('Найдено: 1 мера');
    await shot(page, `navigator-msp-list-${name}`);
    await page.getByRole('link', { name: 'Социальное такси' }).click();

    await expect(page).toHaveURL(/\/navigator\/msp-item\?id=18$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Социальное такси' })).toBeVisible();
    for (const section of ['Кто может получить', 'Как получить', 'Документы', 'Основание']) {
      await expect(page.getByRole('heading', { level: 3, name: section })).toBeVisible();
    }
    await expect(page.getByText('№ 442-ФЗ')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Где получить' })).toBeVisible();
    await expect(page.getByText('Расстояние — от центра выбранного региона.')).toBeVisible();

    // Nearest to Салехард, the default point of the region: the centre in Салехард, then Лабытнанги.
    const rows = suppliersList(page).getByRole('listitem');
    await expect(rows.first()).toContainText('ЦСОН Салехард');
    await expect(rows.first()).toContainText('рядом');
    await expect(rows.nth(1)).toContainText('КЦСОН Лабытнанги');
    const shown = await distances(page);
    expect(shown.length).toBeGreaterThan(3);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));

    // The map: beside the list on a desktop; on a phone only after «Показать на карте». No tile server is reachable here.
    if (name === 'phone') {
      await expect(page.getByRole('region', { name: 'Карта учреждений' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Показать на карте' }).click();
      await expect(page.getByRole('button', { name: 'Скрыть карту' })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(pins(page)).toHaveCount(await rows.count());
    await expect(pins(page).first()).toHaveAttribute('title', /.+/);
    await shot(page, `navigator-msp-item-${name}`);

    // A pin is a button reached by the keyboard; Enter opens its popup.
    await pins(page).and(page.locator('[title="КЦСОН Лабытнанги"]')).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.leaflet-popup')).toBeVisible();
    await page.locator('.leaflet-popup').getByRole('link', { name: 'Подробнее об учреждении' }).click();
    await expect(page).toHaveURL(/\/navigator\/suppliers\/\d+$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Меры социальной поддержки' })).toBeVisible();
    await shot(page, `navigator-supplier-card-${name}`);
  });
}

test('the suppliers list on a phone: nearest first, only the nearby ones on request, the map on demand', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/navigator/suppliers');
  await expect(page.getByRole('heading', { level: 2, name: 'Учреждения' })).toBeVisible();
  await expect(suppliersList(page).getByRole('listitem').first()).toContainText('Салехард');
  const all = await distances(page);
  expect(all).toEqual([...all].sort((a, b) => a - b));
  await expect(page.getByRole('region', { name: 'Карта учреждений' })).toHaveCount(0);
  await shot(page, 'navigator-suppliers-phone');

  // The switch is the URL's state: it turns on once the address has changed.
  const nearby = page.getByRole('switch', { name: 'Только рядом (до 100 км)' });
  await nearby.click();
  await expect(page).toHaveURL(/nearby=true/);
  await expect(nearby).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Найдено учреждений:' })).not.toHaveText(
    'Найдено учреждений: 36',
  );
  const near = await distances(page);
  expect(near.length).toBeGreaterThan(0);
  expect(near.every((metres) => metres <= 100_000)).toBe(true);
  await expect(suppliersList(page)).not.toContainText('Ноябрьск');

  await page.getByRole('button', { name: 'Показать на карте' }).click();
  await expect(pins(page)).toHaveCount(near.length);
  // The page does not scroll sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'navigator-suppliers-map-phone');
});

test.describe('with the browser location allowed', () => {
  test.use({ geolocation: { latitude: 63.2015, longitude: 75.451 }, permissions: ['geolocation'] });

  test('suppliers are sorted from the person, not from the region centre', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/navigator/suppliers');
    await expect(page.getByText('Расстояние — от вашего местоположения.')).toBeVisible();
    await expect(suppliersList(page).getByRole('listitem').first()).toContainText('Ноябрьск');
    await expect(pins(page).first()).toBeVisible();
    await expect(page.locator('.leaflet-tooltip')).toHaveText('Вы здесь');
    await shot(page, 'navigator-suppliers-desktop');
  });
});

test('the categories open their measures with the subcategory filter, the services open their suppliers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/navigator');
  await page
    .getByRole('navigation', { name: 'Разделы навигатора' })
    .getByRole('link', { name: 'Меры социальной поддержки' })
    .click();
  await expect(page).toHaveURL(/\/navigator\/msp$/);
  await page.getByRole('link', { name: /^Многодетные семьи/ }).click();
  await expect(page).toHaveURL(/\/navigator\/msp-list\?categoryId=2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Многодетные семьи' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Найдено:' })).toHaveText('Найдено: 5 мер');
  await page.getByRole('combobox', { name: 'Подкатегория' }).click();
  await page.getByRole('option', { name: 'Льготы многодетным семьям' }).click();
  await expect(page).toHaveURL(/subcategoryId=5/);
  await expect(page.getByRole('status').filter({ hasText: 'Найдено:' })).toHaveText('Найдено: 3 меры');
  await page.getByRole('button', { name: 'ЖКУ' }).click();
  await expect(page).toHaveURL(/tags=12/);
  await expect(page.getByRole('status').filter({ hasText: 'Найдено:' })).toHaveText('Найдено: 1 мера');
  await expect(page.getByRole('link', { name: 'Компенсация расходов многодетных семей на ЖКУ' })).toBeVisible();
  await shot(page, 'navigator-msp-filters-desktop');

  await page
    .getByRole('navigation', { name: 'Разделы навигатора' })
    .getByRole('link', { name: 'Социальные услуги' })
    .click();
  await page.getByRole('link', { name: /^Содействие занятости/ }).click();
  await expect(page).toHaveURL(/\/navigator\/suppliers\?serviceId=8$/);
  await expect(page.getByText('Услуга: Содействие занятости')).toBeVisible();
  const rows = suppliersList(page).getByRole('listitem');
  await expect(rows.first()).toContainText('ЦЗН Салехард');
  await expect(rows).toHaveCount(3);
  // The one without coordinates is last, with no distance.
  await expect(rows.last()).toContainText('расстояние неизвестно');
  await expect(pins(page)).toHaveCount(2);
});
