import { expect, test } from './fixtures';
import { asAnother, readMessage } from './helpers';
import { signedIn } from './signed-in';

test.use({ storageState: signedIn('citizen') });

test('a citizen applies for a tourism certificate with a family member, the department issues it, the citizen sees its validity', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // The tourism section of the catalogue offers the types of certificate the citizen may apply for.
  await page.goto('/services/catalog/tourism');
  await expect(page.getByRole('heading', { name: 'Туристический сертификат' })).toBeVisible();
  const types = page.getByRole('list', { name: 'Виды сертификатов' });
  // Her issued certificate of the child's tour blocks a second one of the type, also once a tour
  // contract has used it (e2e/tour-contracts.spec.ts may do so at the same time).
  await expect(types).toContainText(
    /У вас уже есть выданный сертификат этого вида|Сертификат этого вида в этом году уже использован/,
  );
  await types.getByRole('link', { name: 'Подать заявление' }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: 'Заявление на туристический сертификат' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Заявление на туристический сертификат' });
  // The draft brings the citizen's phone, address and children; one child stays, the other is removed.
  await expect(form.getByLabel('Контактный телефон')).not.toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Член семьи' })).toHaveCount(2);
  await form.getByRole('button', { name: 'Удалить' }).last().click();
  await expect(form.getByRole('combobox', { name: 'Член семьи' })).toHaveCount(1);
  await form.getByRole('button', { name: 'Подать заявление' }).click();
  await readMessage(page, 'Заявление на туристический сертификат подано');

  const heading = page.getByRole('heading', { name: /Сертификат № ТСЕ-\d{4}\/\d{6}/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace('Сертификат № ', '');
  await expect(page.getByText('На рассмотрении', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Члены семьи' }).getByRole('listitem')).toHaveCount(1);

  await asAnother(browser, baseURL, 'admin', async (admin) => {
    await admin.goto('/admin/tourism-certificates');
    await admin.getByRole('link', { name: new RegExp(number.replace('/', '\\/')) }).click();
    await expect(admin.getByRole('heading', { name: `Сертификат № ${number}` })).toBeVisible();
    await admin.getByRole('button', { name: 'Выдать сертификат' }).click();
    await readMessage(admin, 'Сертификат выдан');
    await expect(admin.getByRole('button', { name: 'Выдать сертификат' })).toHaveCount(0);
  });

  await page.reload();
  await expect(page.getByText('Выдан', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^с \d\d\.\d\d\.\d{4} по \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Выбрать тур' })).toHaveAttribute(
    'href',
    /\/services\/catalog\/tourism\?certificate=\d+/,
  );
});
