import { expect, test } from './fixtures';
import { asAnother, readMessage } from './helpers';
import { signedIn } from './signed-in';
import { ogrnControl } from '../common/validation/ogrn';
import { innLegalControl } from '../common/validation/inn';

// A person signed in through the identity provider applies for an organisation not in the register.
test.use({ storageState: signedIn('family') });

test('a person applies to include a tour operator in the register, the department includes it, the applicant is told', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // An organisation of its own each run: the OGRN and INN with their control digits.
  const serial = String(Date.now()).slice(-6);
  const ogrn = `127890${serial}` + ogrnControl(`127890${serial}`);
  const inn = `890${serial}` + innLegalControl(`890${serial}`);

  await page.goto('/tourism-service-provider-new');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Заявление на включение в реестр поставщиков туристических услуг' }),
  ).toBeVisible();
  await expect(page.getByText('Приём заявлений открыт')).toBeVisible();
  await page.getByRole('button', { name: 'Заполнить заявление' }).click();

  // An empty form is refused by the form's own check, in Russian, before anything is sent.
  await page.getByRole('button', { name: 'Подать заявление' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Исправьте ошибки' })).toContainText(
    'Полное наименование организации: Обязательное поле',
  );

  await page.getByRole('combobox', { name: /Организационно-правовая форма/ }).click();
  await page.getByRole('option', { name: 'Общество с ограниченной ответственностью' }).click();
  await page
    .getByLabel('Полное наименование организации')
    .fill('Общество с ограниченной ответственностью «Обская губа»');
  await page.getByLabel('Сокращённое наименование').fill('ООО «Обская губа»');
  await page.getByLabel('ОГРН (ОГРНИП)').fill(ogrn);
  await page.getByLabel('ИНН', { exact: false }).first().fill(inn);
  await page.getByLabel('КПП').fill('890101001');
  await page.getByLabel('Юридический адрес').fill('629008, ЯНАО, г. Салехард, ул. Мира, д. 5');
  await page.getByLabel('Руководитель (ФИО)').fill('Григорьев Алексей Павлович');
  await page.getByLabel('Телефон').fill('+79224005566');
  await page.getByLabel('Электронная почта').fill('info@obskaya-guba.example.ru');
  await page.getByLabel('ФИО руководителя в родительном падеже').fill('Григорьева Алексея Павловича');
  await page.getByLabel('Документ, на основании которого действует руководитель').fill('Устава');
  await page.getByLabel('ОКТМО').fill('71951000');
  await page.getByLabel('Расчётный счёт').fill('40702810967450001111');
  await page.getByLabel('БИК банка').fill('047102651');
  await page.getByLabel('Наименование банка').fill('Западно-Сибирский банк ПАО Сбербанк');
  await page.getByRole('button', { name: 'Подать заявление' }).click();
  await readMessage(page, 'Заявление на включение в реестр поставщиков туристических услуг подано');

  const heading = page.getByRole('heading', { name: /Заявление № ЗТО-\d{4}\/\d{4}/ });
  await expect(heading).toBeVisible();
  await expect(page.getByText('Подано', { exact: true }).first()).toBeVisible();
  const number = (await heading.textContent())!.replace('Заявление № ', '');

  await asAnother(browser, baseURL, 'admin', async (admin) => {
    await admin.goto('/admin/tourism-providers');
    await admin.getByRole('link', { name: new RegExp(number.replace('/', '\\/')) }).click();
    await expect(admin.getByRole('heading', { name: `Заявление № ${number}` })).toBeVisible();
    await admin.getByRole('button', { name: 'Включить в реестр' }).click();
    await readMessage(admin, 'Организация включена в реестр поставщиков туристических услуг');
    await expect(admin.getByText('Организация включена в реестр', { exact: true }).first()).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Включить в реестр' })).toHaveCount(0);
  });

  await page.reload();
  await expect(page.getByText('Организация включена в реестр', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Изменить заявление' })).toHaveCount(0);
  // The notice of the decision waits under «Уведомления».
  await page.goto('/user/messages');
  await page.getByRole('link', { name: /^Уведомления/ }).click();
  await expect(page.getByRole('log')).toContainText(`Заявление № ${number} удовлетворено`);
});
