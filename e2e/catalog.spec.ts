import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CATALOG_EXTERNAL_LINKS } from '../common/catalog-groups.ts';

/** Where screenshots of the catalogue go when CATALOG_SHOTS names a folder (a person looks at them). */
const SHOTS = process.env.CATALOG_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const CONTRACT = '/services/catalog/card/5/services/60/contract';

for (const { width, name } of [
  { width: 1366, name: 'desktop' },
  { width: 390, name: 'phone' },
]) {
  test(`an anonymous visitor opens a group, a service card and follows 'Оформить договор' to sign-in (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/services/catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог услуг' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Все услуги' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Найдено:');
    for (const link of CATALOG_EXTERNAL_LINKS) {
      const external = page.getByRole('link', { name: new RegExp(link.caption) });
      await expect(external).toHaveAttribute('href', link.href);
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', /noopener/);
    }
    await shot(page, `catalog-main-${name}`);

    const menu = page.getByRole('navigation', { name: 'Категории услуги' });
    const select = page.getByRole('combobox', { name: 'Категории услуги' });
    if (name === 'desktop') {
      await expect(select).toHaveCount(0);
      await menu.getByRole('link', { name: 'Социальное такси' }).click();
    } else {
      await expect(menu).toHaveCount(0);
      await select.click();
      await page.getByRole('option', { name: 'Социальное такси' }).click();
    }
    await expect(page).toHaveURL(/\/services\/catalog\/soc-taxi$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Социальное такси', exact: true })).toBeVisible();
    if (name === 'desktop')
      await expect(menu.getByRole('link', { name: 'Социальное такси' })).toHaveAttribute('aria-current', 'page');
    else await expect(select).toHaveText('Социальное такси');
    const taxi = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Социальное такси по Салехарду для инвалидов-колясочников' }) });
    await expect(taxi).toContainText('АНО «ЦСУ „Северная забота“», Салехард');
    await expect(taxi).toContainText('Фиксированный тариф');
    await expect(taxi).toContainText('Километр');
    await expect(taxi).toContainText('22,00 р. за км');
    await shot(page, `catalog-taxi-${name}`);

    await page.getByRole('textbox', { name: 'Услуга или поставщик' }).fill('колясочник');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/soc-taxi\?search=/);
    await expect(page.getByRole('status')).toHaveText('Найдено: 1 услуга');
    await page.getByRole('link', { name: /^Социальное такси по Салехарду для инвалидов-колясочников/ }).click();

    await expect(page).toHaveURL(/\/services\/catalog\/card\/5\/services\/60$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Социальное такси по Салехарду для инвалидов-колясочников' }),
    ).toBeVisible();
    const provider = page.getByRole('region', { name: 'Поставщик услуги' });
    await expect(provider.getByRole('link', { name: 'АНО «ЦСУ „Северная забота“»' })).toHaveAttribute(
      'href',
      '/registry/catalog/5',
    );
    await expect(provider).toContainText('Салехард');
    await expect(page.getByRole('main')).toContainText('22,00 р. за км');
    await shot(page, `catalog-card-${name}`);

    await page.getByRole('link', { name: 'Оформить договор' }).click();
    await expect(page).toHaveURL(`/?redirect=${encodeURIComponent(CONTRACT)}`);
    await expect(page.getByRole('dialog', { name: 'Требуется авторизация' })).toBeVisible();
    await shot(page, `catalog-sign-in-${name}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('button', { name: /Войти как citizen / }).click();
    await expect(page).toHaveURL(CONTRACT);
  });
}

test('the main section pages through every group with the page in the URL; tours open in the registry', async ({
  page,
}) => {
  await page.goto('/services/catalog/main?page=2');
  await expect(page.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('main ol > li')).toHaveCount(10);
  const secondPage = await page.locator('main ol > li h3').allTextContents();
  await page.getByRole('button', { name: 'Страница 1' }).click();
  await expect(page).toHaveURL(/\/services\/catalog\/main$/);
  await expect(page.locator('main ol > li h3').first()).not.toHaveText(secondPage[0]);
  await page.goBack();
  await expect(page.locator('main ol > li h3')).toHaveText(secondPage);

  await page.goto('/services/catalog/tourism');
  await page.getByRole('link', { name: /^Этнотур на стойбище оленеводов/ }).click();
  await expect(page).toHaveURL(/\/registry\/tour\/14\/services\/26$/);
  await page.goto('/services/catalog/card/5/services/99999');
  await expect(page).toHaveURL(/\/404$/);
});

test('the subsidy contests: the list from the menu, an announcement with its documents and their zip (phone)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/services/catalog');
  await page.getByRole('combobox', { name: 'Категории услуги' }).click();
  await page.getByRole('option', { name: 'Конкурсы субсидий' }).click();
  await expect(page).toHaveURL(/\/services\/catalog\/subsidy-contests$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Конкурсы субсидий' })).toBeVisible();
  const titles = page.locator('main ol > li h3');
  await expect(titles).toHaveText([
    // The demo contests' periods count from today (server/db/seed/contest-periods.ts): the projects run next year.
    /^Конкурс субсидий на организацию отдыха и оздоровления детей в \d{4} году$/,
    'Объявлен конкурс субсидий для СОНКО на социальное обслуживание на дому',
    'Конкурс субсидий на услуги сиделок для одиноких граждан пожилого возраста',
  ]);
  await shot(page, 'contests-phone');
  await page
    .getByRole('link', { name: /Объявлен конкурс субсидий для СОНКО на социальное обслуживание на дому/ })
    .click();
  await expect(page).toHaveURL(/\/services\/catalog\/subsidy-contests\/10$/);
  await expect(
    page.getByText(/^Приём заявок — с \d{1,2} [а-я]+ \d{4} года по \d{1,2} [а-я]+ \d{4} года/),
  ).toBeVisible();
  const documents = page.getByRole('region', { name: 'Документы' });
  await expect(documents.getByRole('listitem')).toHaveCount(3);
  await shot(page, 'contest-card-phone');
  const download = page.waitForEvent('download');
  await documents.getByRole('link', { name: 'Скачать документы (ZIP)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/services/catalog/subsidy-contests/11');
  await expect(
    page.getByRole('navigation', { name: 'Категории услуги' }).getByRole('link', { name: 'Конкурсы субсидий' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'Документы' })).toContainText('К объявлению не приложены документы.');
  await shot(page, 'contest-card-desktop');
  await page.goto('/services/catalog/subsidy-contests/1');
  await expect(page).toHaveURL(/\/404$/);
});
