import { expect, test } from './fixtures';
import { fullNameOf, readMessage, signActOnce } from './helpers';
import { signedIn } from './signed-in';

test.use({ storageState: signedIn('worker') });

test('a social worker creates a needs assessment, fills the Barthel scale, saves, reloads, and signs and prints a copy', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/user/individual-needs-assessment-act');
  await expect(
    page.getByRole('heading', { name: 'Акт оценки индивидуальной потребности в социальном обслуживании' }),
  ).toBeVisible();

  await page.getByLabel('Фамилия').first().fill('Соколов');
  await page.getByRole('button', { name: 'Найти' }).click();
  const found = page.getByRole('table', { name: 'Найденные граждане' });
  await expect(found.getByRole('row')).toHaveCount(2);
  await found.getByRole('button', { name: 'Создать акт' }).click();
  await page
    .getByRole('dialog', { name: 'У гражданина уже есть черновик этого акта' })
    .getByRole('button', { name: 'Создать новый акт' })
    .click();
  await expect(page).toHaveURL(/\/user\/individual-needs-assessment-act-card\/\d+$/);
  const cardUrl = page.url();

  const steps = page.getByRole('navigation', { name: 'Блоки акта' });
  await steps.getByText('Шкалы оценки').click();
  await expect(page.getByRole('heading', { name: /Блок 3\./ })).toBeVisible();
  await page.getByRole('checkbox', { name: /Заполнить шкалу Бартел/ }).check();
  // The total is shown with its meaning, not typed: the group's output holds the number.
  const total = page.getByRole('group', { name: /Итого баллов по шкале Бартел/ }).locator('output');
  for (const item of ['Приём пищи', 'Одевание', 'Передвижение']) {
    await page
      .getByRole('radiogroup', { name: new RegExp(`^${item}`) })
      .getByRole('radio')
      .first()
      .check();
  }
  await expect(total).toContainText(/^35 из 100 баллов/);
  // The ten Barthel items come first; the top option of each gives the maximum, 100.
  const groups = page.getByRole('radiogroup');
  for (let i = 0; i < 10; i++) await groups.nth(i).getByRole('radio').first().check();
  await expect(total).toContainText(/^100 из 100 баллов/);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await readMessage(page, 'Блок 3 сохранён');

  await page.goto(cardUrl);
  await steps.getByText('Шкалы оценки').click();
  await expect(total).toContainText(/^100 из 100 баллов/);

  // A signed act of the demo data: copy it into a new act, sign the copy, print it.
  await page.goto('/user/individual-needs-assessment-act');
  const list = page.getByRole('table', { name: 'Список актов' });
  await list
    .getByRole('row', { name: /Подписан/ })
    .first()
    .getByRole('link', { name: 'Открыть' })
    .click();
  await page.getByRole('button', { name: 'Новый акт на основе текущего' }).click();
  await expect(page).not.toHaveURL(cardUrl);
  // The copy keeps no drawing of the act it came from: the worker signs it anew, once.
  await signActOnce(page);
  await expect(page.getByText(/^Документ подписан: .+, \d\d\.\d\d\.\d{4} \d\d:\d\d \(МСК\+2\)$/)).toBeVisible();

  const pdfHref = await page.getByRole('link', { name: 'Печать (PDF)' }).getAttribute('href');
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('on a phone the act list is a column of cards and the person search scrolls inside its table, not the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/user/individual-needs-assessment-act');
  const list = page.getByRole('list', { name: 'Список актов' });
  const first = list.getByRole('listitem').first();
  await expect(first.getByRole('link', { name: 'Открыть' })).toBeVisible();
  expect((await first.boundingBox())!.width).toBeLessThanOrEqual(360);
  await page.getByLabel('Фамилия').first().fill('Соколов');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(
    page.getByRole('table', { name: 'Найденные граждане' }).getByRole('button', { name: 'Создать акт' }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

  // A list row is edited in a dialog that takes the whole screen.
  await page.getByRole('table', { name: 'Найденные граждане' }).getByRole('button', { name: 'Создать акт' }).click();
  await page
    .getByRole('dialog', { name: 'У гражданина уже есть черновик этого акта' })
    .getByRole('button', { name: 'Создать новый акт' })
    .click();
  await expect(page).toHaveURL(/\/user\/individual-needs-assessment-act-card\/\d+$/);
  await page.getByRole('combobox', { name: 'Перейти к блоку' }).click();
  await page.getByRole('option', { name: /Потребность в социальном обслуживании/ }).click();
  await page.getByRole('button', { name: 'Добавить' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('spinbutton', { name: /Количество услуг/ })).toBeVisible();
  expect((await dialog.boundingBox())!.width).toBe(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});

test('a social worker adds a service whose norm of time fills in, sees the IPPSU project, and makes a living-conditions act about a client’s child', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/user/individual-needs-assessment-act');
  await page.getByLabel('Фамилия').first().fill('Соколов');
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('table', { name: 'Найденные граждане' }).getByRole('button', { name: 'Создать акт' }).click();
  await page
    .getByRole('dialog', { name: 'У гражданина уже есть черновик этого акта' })
    .getByRole('button', { name: 'Создать новый акт' })
    .click();
  await expect(page).toHaveURL(/\/user\/individual-needs-assessment-act-card\/\d+$/);

  await page.getByRole('navigation', { name: 'Блоки акта' }).getByText('Потребность в социальном обслуживании').click();
  await page.getByRole('checkbox', { name: /на дому/ }).check();
  // A note grows with its text (a native textarea the browser sizes) and is saved with the block.
  const help = page.getByRole('textbox', { name: 'В какой посторонней помощи нуждается' });
  const emptyHeight = (await help.boundingBox())!.height;
  const helpText =
    'Покупка продуктов и лекарств\nУборка жилого помещения\nСтирка белья\nПриготовление пищи\nСопровождение в поликлинику';
  await help.fill(helpText);
  expect((await help.boundingBox())!.height).toBeGreaterThan(emptyHeight);
  await page.getByRole('button', { name: 'Добавить' }).click();
  const row = page.getByRole('dialog');
  // The service is found in the classifier by a part of its name, under its kind.
  await row.getByRole('combobox', { name: /Вид социальной услуги/ }).fill('уборка');
  const kinds = page.getByRole('listbox');
  await expect(kinds.getByText('Социально-бытовые услуги')).toBeVisible();
  await kinds.getByRole('option', { name: 'Уборка жилых помещений' }).click();
  await expect(row.getByRole('spinbutton', { name: /Норма времени/ })).toHaveValue('45');
  await row.getByRole('spinbutton', { name: /Количество услуг/ }).fill('2');
  await row.getByRole('combobox', { name: /Периодичность/ }).click();
  await page.getByRole('option', { name: 'В неделю' }).click();
  await row.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await readMessage(page, 'Блок 4 сохранён');
  await page.reload();
  await page.getByRole('navigation', { name: 'Блоки акта' }).getByText('Потребность в социальном обслуживании').click();
  await expect(help).toHaveValue(helpText);

  await page.getByRole('button', { name: 'Проект ИППСУ' }).click();
  const ippsu = page.getByRole('dialog', { name: 'Проект индивидуальной программы предоставления социальных услуг' });
  await expect(
    ippsu.getByText('Акт ещё не подписан: проект предварительный и изменится вместе с актом.'),
  ).toBeVisible();
  const services = ippsu.getByRole('table', { name: 'Социальные услуги ИППСУ' });
  // 2 a week x 45 minutes = 90 minutes a week, 391 in an average month (4.35 weeks).
  await expect(services.getByRole('row', { name: /Уборка жилых помещений.*2.*В неделю.*45.*90.*391/ })).toBeVisible();
  await expect(services.getByRole('row', { name: /Итого в среднем за месяц.*6 ч 31 мин/ })).toBeVisible();
  await expect(
    ippsu
      .getByRole('table', { name: 'Рекомендуемые поставщики' })
      .getByRole('row', { name: /Гражданин уже обслуживается/ }),
  ).toBeVisible();
  await ippsu.getByRole('button', { name: 'Закрыть' }).click();

  await page.goto('/user/living-conditions-act');
  await page.getByLabel('Фамилия').first().fill('Григорьева');
  await page.getByLabel('Имя').first().fill('Анна');
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('table', { name: 'Найденные граждане' }).getByRole('button', { name: 'Акт на ребёнка' }).click();
  const children = page.getByRole('dialog', { name: /Акт на ребёнка: Григорьева Анна Сергеевна/ });
  await expect(children.getByRole('table', { name: 'Дети и подопечные' }).getByRole('row')).toHaveCount(4);
  await children.getByRole('button', { name: 'Создать акт: Григорьев Тимофей Алексеевич' }).click();
  await expect(page).toHaveURL(/\/user\/living-conditions-act-card\/\d+$/);
  // The card (not the list it came from) is about the child.
  await expect(page.getByRole('heading', { name: /^Блок 1\./ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Список актов' })).toHaveCount(0);
  await expect(page.getByText(/^Григорьев Тимофей Алексеевич/)).toBeVisible();
});

/** '45 000,50 р.' (as the form shows money) -> 45000.5; anything else -> NaN. */
const rubles = (text: string) =>
  /^[\d\s\u00a0]+(,\d+)?\s*(р\.)?$/.test(text.trim()) ? Number(text.replace(/[^\d,]/g, '').replace(',', '.')) : NaN;

for (const survey of [
  { path: 'material-household-act', step: 'Доходы семьи', block: 4, income: '/pension/value', total: '/incomeSum' },
  {
    path: 'living-conditions-act',
    step: 'Жилищно-бытовые условия и положение ребёнка',
    block: 2,
    income: '/otherIncome',
    total: '/familyIncomeTotal',
  },
]) {
  test(`a social worker copies a signed ${survey.path}, changes an income, sees the total recomputed, saves and signs`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`/user/${survey.path}`);
    await page
      .getByRole('table', { name: 'Список актов' })
      .getByRole('row', { name: /Подписан/ })
      .first()
      .getByRole('link', { name: 'Открыть' })
      .click();
    await page.getByRole('button', { name: 'Новый акт на основе текущего' }).click();
    await expect(page.getByText(/Акт подписан/)).toHaveCount(0);

    const steps = page.getByRole('navigation', { name: 'Блоки акта' });
    // The copy opens as a card of its own; a press on the step while that card is still arriving is lost,
    // so the step is pressed until its block is on screen.
    await expect(async () => {
      await steps.getByText(survey.step).click();
      await expect(page.getByRole('heading', { name: new RegExp(`^Блок ${survey.block}\\.`) })).toBeVisible({
        timeout: 5_000,
      });
    }).toPass({ timeout: 60_000 });
    // rjsf's ids: '/pension/value' -> #root_pension_value.
    const byPointer = (pointer: string) => page.locator(`#root${pointer.replaceAll('/', '_')}`);
    const income = byPointer(survey.income);
    const total = byPointer(survey.total);
    const before = { income: rubles(await income.inputValue()), total: rubles(await total.inputValue()) };
    expect(before.income).not.toBeNaN();
    expect(before.total).not.toBeNaN();
    // As a person does: into the field, select what is there, type the new amount.
    await income.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(String(before.income + 1000).replace('.', ','));
    await income.blur();
    await expect
      .poll(async () => Math.round(rubles(await total.inputValue()) * 100))
      .toBe(Math.round((before.total + 1000) * 100));
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await readMessage(page, `Блок ${survey.block} сохранён`);

    await signActOnce(page);
    await expect(page.getByText(/^Документ подписан: /)).toBeVisible();
    // The server kept its own total of what was saved (it never takes the browser's).
    const id = /\/(\d+)$/.exec(page.url())![1];
    const saved = (await (await page.request.get(`/api/${survey.path}/get/${id}`)).json()).data.data;
    expect(
      survey.total
        .split('/')
        .filter(Boolean)
        .reduce((v, k) => v[k], saved),
    ).toBeCloseTo(before.total + 1000, 2);
  });
}

test('a signed demo act reads as a person reads it: one line per person and address, captions, dates, signature images', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/user/individual-needs-assessment-act');
  const list = page.getByRole('table', { name: 'Список актов' });
  // The list is newest first and another test signs a copy of this act: the demo act is the oldest row.
  await list
    .getByRole('row', { name: /Морозова/ })
    .last()
    .getByRole('link', { name: 'Открыть' })
    .click();
  // A signed act opens on its signed document, not on block 1.
  await expect(page.getByRole('heading', { name: 'Подписанный акт' })).toBeVisible();
  // Seeded as signed at 16:40 Салехард time by the worker: the screen says what the PDF's last stamp says.
  await expect(
    page.getByText(
      `Документ подписан: ${await fullNameOf(page)}, специалист по социальной работе, 14.10.2026 16:40 (МСК+2)`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(
    page.getByText('Морозова Валентина Ивановна, 19.01.1941, СНИЛС 018-325-749 49, пол: Женский'),
  ).toBeVisible();
  await expect(page.getByText('Ямало-Ненецкий автономный округ, г. Салехард, ул. Мира, д. 21, кв. 3')).toBeVisible();
  await expect(page.getByText(/^Приём пищи$/).first()).toBeVisible();
  await expect(page.getByText(/— 10 баллов$/).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Вид социальной услуги' }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Подпись: / })).toHaveCount(2);
  const text = await page.getByRole('main').innerText();
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(text).not.toContain('[object Object]');
  expect(text).not.toContain('Заполнить шкалу Бартел');
});

test('«Создать акт» for a person with a draft of the act offers the draft instead of making another', async ({
  page,
}) => {
  await page.goto('/user/individual-needs-assessment-act');
  await page.getByLabel('Фамилия').first().fill('Фёдорова');
  await page.getByRole('button', { name: 'Найти' }).click();
  const found = page.getByRole('table', { name: 'Найденные граждане' });
  await found.getByRole('button', { name: 'Акты' }).click();
  const list = page.getByRole('table', { name: 'Список актов' });
  await expect(list.getByRole('row', { name: /Черновик/ })).not.toHaveCount(0);
  const rowsBefore = await list.getByRole('row').count();

  await found.getByRole('button', { name: 'Создать акт' }).click();
  const offer = page.getByRole('dialog', { name: 'У гражданина уже есть черновик этого акта' });
  await expect(offer).toContainText('Фёдорова Галина');
  await expect(offer.getByRole('button', { name: 'Открыть черновик' })).toBeFocused();
  // Cancelling makes nothing.
  await offer.getByRole('button', { name: 'Отмена' }).click();
  await expect(offer).toHaveCount(0);
  await expect(list.getByRole('row')).toHaveCount(rowsBefore);

  await found.getByRole('button', { name: 'Создать акт' }).click();
  await offer.getByRole('button', { name: 'Открыть черновик' }).click();
  await expect(page).toHaveURL(/\/user\/individual-needs-assessment-act-card\/\d+$/);
  await expect(page.getByText(/^Фёдорова Галина/).first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Поиск гражданина' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('Фамилия').first().fill('Фёдорова');
  await page.getByRole('button', { name: 'Найти' }).click();
  await found.getByRole('button', { name: 'Акты' }).click();
  await expect(list.getByRole('row')).toHaveCount(rowsBefore);
});
