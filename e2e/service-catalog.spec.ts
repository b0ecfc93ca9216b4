import { expect, test } from './fixtures';
import { asAnother, readMessage } from './helpers';
import { signedIn } from './signed-in';

test.use({ storageState: signedIn('provider') });

test('a provider adds a service, the catalogue moderator approves it and an anonymous visitor finds it in the catalogue', async ({
  page,
  browser,
  baseURL,
}) => {
  const caption = `Социальное такси к врачу ${Date.now().toString(36)}`;
  await page.goto('/user/service-catalog');
  await expect(page.getByRole('heading', { name: 'Каталог услуг учреждения' })).toBeVisible();
  // The demo cards in every status are listed.
  await expect(page.getByRole('table', { name: 'Услуги учреждения' })).toContainText('Возвращена на доработку');
  await page.getByRole('link', { name: 'Добавить услугу' }).click();
  await expect(page.getByRole('heading', { name: 'Новая услуга' })).toBeVisible();

  // An empty form lists what is missing and sends nothing.
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page.getByText('Укажите название услуги').first()).toBeVisible();

  await page.getByRole('combobox', { name: /Раздел каталога/ }).click();
  await page.getByRole('option', { name: 'Социальное такси' }).click();
  await page.getByLabel(/Название услуги/).fill(caption);
  await page.getByLabel(/Описание/).fill('Поездка на автомобиле с подъёмником до поликлиники и обратно.');
  await page.getByRole('combobox', { name: /Единица тарификации/ }).click();
  await page.getByRole('option', { name: 'Километр' }).click();
  await page.getByLabel('Стоимость, р.').fill('35,50');
  await page.getByLabel('Количество мест').fill('3');
  await page.getByLabel('Расписание').fill('Пн–Пт 8:00–18:00');
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await readMessage(page, 'Карточка услуги сохранена');

  await expect(page.getByRole('heading', { name: caption })).toBeVisible();
  await expect(page.getByTestId('entry-status')).toContainText('Черновик');
  await page.getByRole('button', { name: 'Отправить на модерацию' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await readMessage(page, 'Услуга отправлена на модерацию');
  await expect(page.getByTestId('entry-status')).toContainText('На модерации');
  // Exactly what the table allows the author now.
  await expect(page.getByRole('button', { name: 'Отозвать с модерации' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Изменить' })).toHaveCount(0);

  // The catalogue's moderator, no administrator, finds the queue in the cabinet's menu.
  await asAnother(browser, baseURL, 'moderator', async (admin) => {
    await admin.goto('/user');
    await admin.getByRole('link', { name: 'Модерация услуг' }).first().click();
    await expect(admin.getByRole('heading', { name: 'Модерация услуг' })).toBeVisible();
    await admin.getByRole('link', { name: caption }).click();
    await expect(admin.getByRole('heading', { name: caption })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Вернуть на доработку' })).toBeVisible();
    await admin.getByRole('button', { name: 'Одобрить' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
    await readMessage(admin, 'Услуга одобрена и опубликована в каталоге');
    await expect(admin.getByTestId('entry-status')).toContainText('Опубликована');
  });

  const visitor = await browser.newContext({ baseURL });
  try {
    const anonymous = await visitor.newPage();
    await anonymous.goto(`/services/catalog?search=${encodeURIComponent(caption)}`);
    await expect(anonymous.getByText(caption)).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('the clients list opens a client’s card with the institution’s contracts', async ({ page }) => {
  await page.goto('/user/clients');
  await expect(page.getByRole('heading', { name: 'Получатели услуг' })).toBeVisible();
  await page.getByRole('search').getByLabel('Поиск').fill('Кузнецова');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/search=/);
  await page.getByRole('link', { name: 'Кузнецова Ольга Николаевна' }).click();
  await expect(page.getByRole('heading', { name: 'Кузнецова Ольга Николаевна' })).toBeVisible();
  const contracts = page.getByRole('region', { name: 'Договоры на социальные услуги' });
  await expect(contracts.getByRole('link').first()).toBeVisible();
  await contracts.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/user\/institution-contracts\/\d+\/\d+$/);
});
