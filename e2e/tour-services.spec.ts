import { expect, test } from './fixtures';
import { asAnother, readMessage } from './helpers';
import { signedIn } from './signed-in';
import { regionToday } from '../common/time-zone';
import { ruDate } from '../common/region-time';

test.use({ storageState: signedIn('tourism') });

test('the tour operator adds a tour with places on a phone, and a citizen sees it in the catalogue with the places left', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Прогулка на снегоступах ${Date.now().toString(36)}`;
  const today = regionToday();

  await page.goto('/user');
  await page.getByRole('link', { name: 'Туристические услуги' }).first().click();
  await expect(page).toHaveURL(/\/user\/tourism-services$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Туристические услуги' })).toBeVisible();
  // The demo tours with their places.
  const list = page.getByRole('list', { name: 'Туристические услуги' });
  await expect(list).toContainText('Салехард — Полярный Урал: 3 дня в горах');
  await expect(list).toContainText('Мест нет');

  await page.getByRole('button', { name: 'Добавить услугу' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая туристическая услуга' });
  // An empty form says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Укажите название услуги')).toBeVisible();
  await expect(dialog.getByText('Число мест — целое число не меньше 1')).toBeVisible();

  await dialog.getByRole('combobox', { name: /Вид услуги/ }).click();
  await page.getByRole('option', { name: 'Активный отдых' }).click();
  await dialog.getByLabel(/Название/).fill(name);
  await dialog.getByLabel('Описание').fill('Три часа по заснеженной тундре за Салехардом с инструктором.');
  await dialog.getByRole('textbox', { name: /Дата начала/ }).fill(ruDate(today));
  await dialog.getByRole('textbox', { name: /Дата окончания/ }).fill(ruDate(today));
  await dialog.getByLabel(/Количество мест/).fill('7');
  await dialog.getByLabel(/Стоимость/).fill('4500');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await readMessage(page, 'Туристические услуги сохранены');
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('listitem').filter({ hasText: name })).toContainText('Осталось мест: 7');

  await asAnother(browser, baseURL, 'citizen', async (citizen) => {
    await citizen.setViewportSize({ width: 390, height: 844 });
    await citizen.goto('/services/catalog/tourism');
    const tours = citizen.getByRole('list', { name: 'Доступные туры' });
    const tour = tours.getByRole('listitem').filter({ hasText: name });
    await expect(tour).toContainText('Осталось мест: 7');
    await expect(tour).toContainText(ruDate(today));
    await expect(tours.getByRole('listitem').filter({ hasText: 'Этнотур в стойбище оленеводов' })).toContainText(
      'Мест нет',
    );
    // The tour hidden from the portal is not listed.
    await expect(tours).not.toContainText('Юный полярник');
    // A period of one day lists only what runs that day.
    await citizen.getByRole('textbox', { name: 'Период с' }).fill(ruDate(today));
    await citizen.getByRole('textbox', { name: 'Период по' }).fill(ruDate(today));
    await citizen.getByRole('button', { name: 'Показать' }).click();
    await expect(citizen).toHaveURL(new RegExp(`dateFrom=${today}`));
    await expect(tours).toContainText(name);
    await expect(tours).not.toContainText('Рыбалка на Оби');
    const width = await citizen.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
