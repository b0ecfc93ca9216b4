import { expect, test } from './fixtures';
import { signedIn } from './signed-in';
import { oneLine, pdfText } from '../tests/pdf-text.ts';

/**
 * A new version of an act's form released while a worker has unsaved changes on her device: the
 * test act's version 2 took the phone out of the «Контакты» group (schemas/acts/test-act/migrations/2.json).
 * A draft kept under version 1 (as drafts were kept before they recorded their version) comes back
 * in the current form's phone field, and the notice says the form has changed.
 */

test.use({ storageState: signedIn('worker') });

test('a draft typed under the previous version of the form comes back in the new fields after a reload', async ({
  page,
}) => {
  await page.goto('/user/test-act');
  await page.getByLabel('Фамилия').first().fill('Морозова');
  await page.getByRole('button', { name: 'Найти' }).click();
  const found = page.getByRole('table', { name: 'Найденные граждане' });
  await found.getByRole('button', { name: 'Создать акт' }).first().click();
  // Another walk on the same database may have started a test act for him: a new one is made all the same.
  const another = page.getByRole('button', { name: 'Создать новый акт' });
  await expect(page.getByRole('heading', { name: /^Блок 1\./ }).or(another)).toBeVisible();
  if (await another.isVisible()) await another.click();
  await expect(page).toHaveURL(/\/user\/test-act-card\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Блок 1\./ })).toBeVisible();
  const phone = page.getByRole('textbox', { name: /Контактный телефон/ });
  await expect(phone).toHaveValue('');

  const actId = Number(new URL(page.url()).pathname.split('/').pop());
  const { userId } = (await (await page.request.get('/api/esia/current-user-info')).json()).data as {
    userId: number;
  };
  // The key the act screen keeps its drafts under (src/forms/wizard/drafts.ts draftKey), no version recorded.
  const key = `portal.draft.${userId}.test-act.${actId}.1`;
  await page.evaluate(
    ([at, savedAt]) =>
      localStorage.setItem(
        at,
        JSON.stringify({ savedAt, baseVersion: 1, data: { contacts: { phone: '+79220511234' } } }),
      ),
    [key, Date.now()] as const,
  );

  await page.reload();
  await expect(page.getByRole('heading', { name: /^Блок 1\./ })).toBeVisible({ timeout: 30_000 });
  await expect(phone).toHaveValue('+79220511234', { timeout: 30_000 });
  await expect(
    page.getByText(/^Восстановлены несохранённые изменения от \d\d\.\d\d\.\d{4} \d\d:\d\d \(МСК\+2\)/),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Форма акта изменилась с тех пор, как вы начали заполнение: введённое перенесено в новые поля. Проверьте данные перед сохранением.',
    ),
  ).toBeVisible();
  // Moved once: the draft is now kept under the current version, in the current form's shape.
  const kept = JSON.parse((await page.evaluate((at) => localStorage.getItem(at), key))!) as {
    schemaVersion: number;
    data: Record<string, unknown>;
  };
  expect(kept.schemaVersion).toBe(2);
  expect(kept.data).toMatchObject({ phone: '+79220511234' });
  expect(kept.data).not.toHaveProperty('contacts');
});

/**
 * The demo's test act of Фёдорова Г. С. was signed in April under version 1 of the form (server/db/seed/acts.ts,
 * id 20). It opens from the list as it was signed: the «Контакты» group and the remark version 2 no longer
 * has, the checksum confirmed; its print says the same; a new act based on it takes the current form.
 */
test('an act signed under the previous version is shown and printed as signed; its copy takes the new form', async ({
  page,
}) => {
  await page.goto('/user/test-act');
  const list = page.getByRole('table', { name: 'Список актов' });
  const row = list.getByRole('row', { name: /ТА-2026\/0001/ });
  await expect(row).toContainText('Подписано');
  await row.getByRole('link', { name: 'Открыть' }).click();
  await expect(page).toHaveURL(/\/user\/test-act-card\/20$/);

  await expect(page.getByText(/по версии 1 формы и показан так, как был подписан/)).toBeVisible();
  await expect(page.getByText(/сейчас действует версия 2/)).toBeVisible();
  await expect(page.getByText('Содержание документа не изменялось после подписания', { exact: false })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Контакты', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(main).toContainText('+7 (922) 053-77-12');
  await expect(main).toContainText('Живёт одна, соседка помогает с покупками');
  // Nothing of a signed document can be changed.
  await expect(page.getByRole('button', { name: /^Подписать/ })).toHaveCount(0);
  await expect(main.getByRole('textbox')).toHaveCount(0);

  // The print is the version-1 document as signed.
  const pdf = await page.request.get('/api/test-act/print/20');
  expect(pdf.ok()).toBe(true);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const printed = oneLine(pdfText(await pdf.body()));
  expect(printed).toContain('Контакты');
  expect(printed).toContain('Живёт одна, соседка помогает с покупками');
  expect(printed).toContain('Фёдорова');
  expect(printed).toContain('Подписан по форме версии 1');

  // A new act based on it is made under the current form: the phone in its new place, no remark.
  await page.getByRole('button', { name: 'Новый акт на основе текущего' }).click();
  await expect(page).not.toHaveURL(/\/user\/test-act-card\/20$/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/user\/test-act-card\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Блок 1\./ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: /Контактный телефон/ })).toHaveValue(/053-77-12|0537712/);
});

/**
 * The analyst's version 2 moved the phone out of «Контакты» and renamed a scale item by editing JSON
 * only (schemas/acts/test-act/migrations/2.json). The demo's test act of Попов В. А., begun under
 * version 1 and not signed (server/db/seed/acts.ts, id 10), opens in the new form with its values in place.
 */
test('an unsigned act begun under the previous version opens in the new form with its values moved', async ({
  page,
}) => {
  await page.goto('/user/test-act');
  const row = page.getByRole('table', { name: 'Список актов' }).getByRole('row', { name: /ТА-2026\/0002/ });
  await expect(row).toContainText('Черновик');
  await row.getByRole('link', { name: 'Открыть' }).click();
  await expect(page).toHaveURL(/\/user\/test-act-card\/10$/);
  await expect(page.getByRole('heading', { name: /^Блок 1\./ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/по версии 1 формы/)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /Контактный телефон/ })).toHaveValue(/058-44-06|0584406/);
  await expect(page.getByRole('group', { name: 'Контакты' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Блоки акта' }).getByText('Мини-шкала').click();
  await expect(page.getByRole('heading', { name: /^Блок 2\./ })).toBeVisible();
  // «Самообслуживание» (selfService in version 1, selfCare now) keeps its answer.
  await expect(
    page.getByRole('radiogroup', { name: /Самообслуживание/ }).getByRole('radio', { name: /Самостоятельно/ }),
  ).toBeChecked();
});
