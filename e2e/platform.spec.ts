import { expect, test } from './fixtures';
import { asAnother, readMessage, startSignedIn } from './helpers';

/** A PDF of about the given size (the server reads the type from the first bytes). */
const pdfOf = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes, 0x20), Buffer.from('\n%%EOF')]);

test('a citizen adds a phone on the profile page and finds it there after a reload', async ({ page }) => {
  await startSignedIn(page, 'citizen');
  await page.goto('/user');
  await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить телефон' }).click();
  await page.getByLabel('Новый телефон').fill('8 912 345-67-89');
  // The save button names what is added.
  await page.getByRole('button', { name: 'Сохранить новый телефон' }).click();
  await readMessage(page, 'Новые данные успешно добавлены');
  await expect(page.getByText('+7 (912) 345-67-89')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить новый телефон' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('+7 (912) 345-67-89')).toBeVisible();
});

test('an admin lowers the upload limit on /admin; a larger file is then refused by the client and by the server', async ({
  page,
  browser,
  baseURL,
}) => {
  await startSignedIn(page, 'admin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Администрирование' })).toBeVisible();
  const size = page.getByLabel('Наибольший размер файла, МБ');
  await size.fill('1');
  await page.getByRole('form', { name: 'Файлы отчётов' }).getByRole('button', { name: 'Сохранить' }).click();
  await readMessage(page, 'Настройка сохранена');
  await expect(page.getByRole('form', { name: 'Файлы отчётов' })).toContainText('Изменена');
  // The audit log lists the seeded impersonations: who, whom, when.
  await expect(page.getByRole('table').getByText('Иванова Мария Петровна').first()).toBeVisible();

  const headers = { 'x-requested-with': 'fetch', origin: baseURL! };
  const refused = await page.request.post('/api/files/upload', {
    headers,
    multipart: { file: { name: 'Большой.pdf', mimeType: 'application/pdf', buffer: pdfOf(1_500_000) } },
  });
  expect(refused.status()).toBe(413);
  expect((await refused.json()).messages[0].text).toBe('Файл превышает 1MB');

  // A provider sends a register-change application: the big file is refused before upload, the small one goes.
  try {
    await asAnother(browser, baseURL, 'provider', async (provider) => {
      await provider.goto('/user');
      await provider.getByRole('button', { name: 'Отправить заявление о внесении изменений в Реестр' }).click();
      const dialog = provider.getByRole('dialog', { name: 'Отправить заявление о внесении изменений в Реестр' });
      await expect(dialog).toContainText('каждый до 1 МБ');
      const send = dialog.getByRole('button', { name: 'Отправить' });
      await expect(send).toBeDisabled();
      await dialog
        .getByTestId('registry-change-files')
        .setInputFiles([{ name: 'Большой.pdf', mimeType: 'application/pdf', buffer: pdfOf(1_500_000) }]);
      await expect(dialog).toContainText('Большой.pdf: Файл превышает 1MB');
      await expect(send).toBeDisabled();
      await dialog
        .getByTestId('registry-change-files')
        .setInputFiles([{ name: 'Устав в новой редакции.pdf', mimeType: 'application/pdf', buffer: pdfOf(2000) }]);
      await expect(dialog.getByText('Устав в новой редакции.pdf')).toBeVisible();
      await expect(send).toBeEnabled();
      await send.click();
      await expect(provider.getByRole('status').filter({ hasText: 'Заявление отправлено.' })).toBeVisible();
      await expect(dialog).toHaveCount(0);
    });
  } finally {
    // Other specs of the run upload files too: the default limit comes back.
    await page.getByLabel('Наибольший размер файла, МБ').fill('15');
    await page.getByRole('form', { name: 'Файлы отчётов' }).getByRole('button', { name: 'Сохранить' }).click();
    await readMessage(page, 'Настройка сохранена');
  }
});

test('/admin/test shows each part of the portal green with what was checked', async ({ page }) => {
  await startSignedIn(page, 'admin');
  await page.goto('/admin/test');
  await expect(page.getByRole('heading', { name: 'Проверка работы портала' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Результаты проверки' });
  for (const part of ['База данных: работает', 'Хранилище файлов: работает', 'Поставщик идентификации: работает'])
    await expect(results.getByText(part)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Все части портала работают' })).toBeVisible();
  await page.getByRole('link', { name: 'К администрированию' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('/about tells about the portal, its operator, contacts and accessibility to anyone', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'О портале', level: 1 })).toBeVisible();
  for (const heading of ['Оператор портала', 'Контакты', 'Заявление о доступности'])
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByText(/ГОСТ Р 52872-2019/)).toBeVisible();
  await expect(page.getByRole('link', { name: '+7 (800) 200-18-89' }).first()).toBeVisible();
});

test('a tourism provider updates the requisites: digits only as typed, the bank named by its BIK, then back to the profile', async ({
  page,
}) => {
  await startSignedIn(page, 'tourism');
  await page.goto('/user');
  await page
    .getByRole('region', { name: 'Реквизиты туроператора' })
    .getByRole('link', { name: 'Изменить реквизиты' })
    .click();
  await expect(page).toHaveURL(/\/user\/tourism-requisites$/);
  const oktmo = page.getByLabel('ОКТМО');
  await oktmo.fill('');
  await oktmo.pressSequentially('71-а951 000');
  await expect(oktmo).toHaveValue('71951000');
  await page.getByLabel('БИК банка').fill('044525225');
  await expect(page.getByLabel('Наименование банка')).toHaveValue('ПАО Сбербанк');
  await page.getByRole('button', { name: 'Сохранить реквизиты' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Реквизиты успешно обновлены' })).toBeVisible();
  await expect(page).toHaveURL(/\/user$/, { timeout: 5000 });
  await expect(page.getByText('044525225')).toBeVisible();
  await expect(page.getByText('ПАО Сбербанк', { exact: true })).toBeVisible();
});
