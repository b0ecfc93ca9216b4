import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { asAnother, readMessage } from './helpers';
import { signedIn } from './signed-in';

test.use({ storageState: signedIn('provider') });

test('a provider fills an application to an open subsidy contest, attaches a document, signs it and sees it locked; the department sees it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.goto('/user/applications-contest');
  await expect(page.getByRole('heading', { level: 1, name: 'Заявки на конкурс' })).toBeVisible();
  const contest = page
    .getByRole('region', { name: 'Конкурсы субсидий' })
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: /организацию отдыха и оздоровления детей/ }) })
    .last();
  await contest.getByRole('link', { name: 'Подать заявку' }).click();
  await expect(page).toHaveURL(/\/user\/applications-contest\/submit\/11$/);

  // An empty form is refused by the form's own check, in Russian, before anything is sent.
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Исправьте ошибки' })).toContainText(
    'Наименование проекта (программы): Обязательное поле',
  );

  await page.getByLabel('Наименование проекта (программы)').fill('Летний лагерь «Полярная звезда»');
  await page.getByLabel('Наименование услуги').fill('Организация отдыха детей');
  await page.getByLabel('Объём').fill('40');
  await page.getByLabel('Единица измерения').fill('путёвка');
  await page.getByLabel('Число получателей услуг').fill('40');
  await page.getByLabel('Запрашиваемая сумма субсидии, руб.').fill('1200000');
  await page.getByLabel('Срок реализации: начало').fill('01.07.2027');
  await page.getByLabel('Срок реализации: окончание').fill('21.07.2027');
  await page.getByLabel('Описание проекта').fill('Смена для детей из многодетных семей Салехарда.');
  await page.getByLabel('Контактное лицо (ФИО)').fill('Смирнова Екатерина Александровна');
  await page.getByLabel('Телефон контактного лица').fill('+79091234567');
  const estimate = testInfo.outputPath('Смета смены.pdf');
  await writeFile(estimate, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
  await page.locator('input[type=file]').setInputFiles(estimate);
  await expect(page.getByText(path.basename(estimate))).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить черновик' }).click();
  await readMessage(page, 'Черновик заявки на конкурс создан');
  await expect(page.getByRole('heading', { name: /Заявка № ЗКС-\d{4}\/\d{6}/ })).toBeVisible();
  await expect(page.getByText('Черновик', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Подписать и подать' }).click();
  const confirm = page.getByRole('dialog', { name: 'Подписать заявку' });
  await confirm.getByRole('button', { name: 'Подписать' }).click();
  await readMessage(page, 'Заявка подписана простой электронной подписью и подана на конкурс');

  // Locked: no form to change, the signature and the document are shown.
  await expect(page.getByText('Заявка подписана и подана на конкурс: изменить её нельзя.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить черновик' })).toHaveCount(0);
  await expect(page.getByText(/простая электронная подпись: Смирнова Екатерина Александровна/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Смета смены.pdf' })).toBeVisible();
  const number = (await page.getByRole('heading', { name: /Заявка № / }).textContent())!.replace('Заявка № ', '');

  await asAnother(browser, baseURL, 'admin', async (admin) => {
    await admin.goto('/user/applications-contest');
    const row = admin.getByRole('listitem').filter({ hasText: number });
    await expect(row).toContainText('Подписана и подана');
    await expect(row).toContainText('Летний лагерь «Полярная звезда»');
    await row.getByRole('button', { name: 'Рассмотреть' }).click();
    const review = admin.getByRole('dialog', { name: `Рассмотрение заявки № ${number}` });
    await expect(review.getByRole('button', { name: 'Допустить к конкурсу' })).toBeVisible();
    await review.getByRole('button', { name: 'Допустить к конкурсу' }).click();
    await readMessage(admin, 'Заявка допущена к конкурсу');
    await expect(review).toHaveCount(0);
    await expect(row).toContainText('Допущена к конкурсу');
  });
});
