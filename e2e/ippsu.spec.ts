import { expect, test } from './fixtures';
import { startSignedIn } from './helpers';

/** The demo citizen's programme in force (server/db/seed/ippsu.ts). */
const NUMBER = 'ИППСУ-2026/0021';

test('the citizen reads her IPPSU: services, recommended organisations with and without a contract, others with contracts', async ({
  page,
}, testInfo) => {
  await startSignedIn(page, 'citizen', '/user');
  await page.getByRole('link', { name: 'ИППСУ', exact: true }).first().click();
  await expect(page).toHaveURL(/\/user\/ippsu$/);
  await expect(
    page.getByRole('heading', { name: 'Индивидуальная программа предоставления социальных услуг' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: `Программа № ${NUMBER}` })).toBeVisible();
  await expect(page.getByText('с 15.09.2026 по 14.09.2027')).toBeVisible();
  await expect(page.getByText('Полустационарная форма социального обслуживания')).toBeVisible();

  const services = page.getByRole('table', { name: 'Социальные услуги программы' });
  await expect(services.getByRole('row')).toHaveCount(6);
  await expect(
    services.getByRole('row').filter({ hasText: 'Социально-психологическое консультирование' }),
  ).toContainText('2 в месяц');
  await expect(services.getByRole('row').filter({ hasText: 'Психологическая диагностика' })).toContainText(
    'однократно',
  );

  // Recommended: КЦСОН «Участие» has a contract in force; «Доверие» and «Радуга» offer to conclude one.
  const recommended = page.getByRole('list', { name: 'Рекомендуемые поставщики' }).getByRole('listitem');
  await expect(recommended).toHaveCount(3);
  await expect(recommended.filter({ hasText: 'КЦСОН „Участие“' })).toContainText('Договор заключён');
  const doverie = recommended.filter({ hasText: 'СРЦН „Доверие“' });
  await expect(doverie).not.toContainText('Договор заключён');
  await expect(doverie.getByRole('link', { name: 'Заключить договор' })).toHaveAttribute(
    'href',
    '/user/service-contracts',
  );
  const others = page.getByRole('list', { name: 'Другие организации с договорами' }).getByRole('listitem');
  await expect(others).toHaveCount(1);
  await expect(others.first()).toContainText('Северная забота');
  await expect(others.first()).toContainText('Договор заключён');

  await page.getByRole('button', { name: 'Показать всех поставщиков' }).click();
  await expect(
    page.getByRole('list', { name: 'Все поставщики услуг программы' }).getByRole('listitem').filter({
      hasText: 'ЦСО граждан пожилого возраста и инвалидов в г. Салехард',
    }),
  ).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('ippsu-1366.png'), fullPage: true });

  // On a phone the services are cards, the marks stay.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Социальные услуги программы' }).getByRole('listitem')).toHaveCount(5);
  await expect(recommended.filter({ hasText: 'КЦСОН „Участие“' })).toContainText('Договор заключён');
  await page.screenshot({ path: testInfo.outputPath('ippsu-390.png'), fullPage: true });
});
