import { expect, test } from './fixtures';
import { snils } from '../server/db/seed/checksums';
import { seedDay } from '../server/db/seed/contest-periods';
import { asAnother, readMessage, startSignedIn } from './helpers';

test('a citizen takes a tour for herself and her son, a stale second tab keeps her choice, she signs and the operator signs', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await startSignedIn(page, 'citizen', '/services/catalog/tourism');
  const tours = page.getByRole('list', { name: 'Доступные туры' });
  await tours.getByRole('link', { name: 'Оформить договор на тур «Северное сияние над тундрой»' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Договор на тур' })).toBeVisible();
  await expect(page.getByText(/Осталось мест: \d+/)).toBeVisible();
  const form = page.getByRole('form', { name: 'Договор на тур' });
  // The holder is ticked; nobody at all is refused before anything is sent.
  await form.getByLabel(/Иванова Мария Петровна/).uncheck();
  await form.getByRole('button', { name: 'Оформить договор' }).click();
  await expect(form.getByText('Выберите, кто поедет в тур: хотя бы одного человека')).toBeVisible();
  await form.getByLabel(/Иванова Мария Петровна/).check();
  await form.getByLabel(/Иванов Артём Андреевич/).check();
  await page.screenshot({ path: testInfo.outputPath('new-tour-contract-1366.png'), fullPage: true });
  await form.getByRole('button', { name: 'Оформить договор' }).click();

  await expect(page).toHaveURL(/\/services\/catalog\/tourism\/contract\/\d+$/);
  const heading = page.getByRole('heading', { level: 1, name: /Договор № ДТУ-\d{4}\/\d{6}/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.match(/ДТУ-\d{4}\/\d{6}/)![0];
  await expect(page.getByTestId('contract-status')).toHaveText('Статус:На подписании');
  const members = page.getByRole('list', { name: 'Участники тура' });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Мест по договору: 2')).toBeVisible();

  // A second tab opens the same contract and starts changing who goes.
  const second = await page.context().newPage();
  await second.goto(page.url());
  await second.getByRole('button', { name: 'Изменить участников' }).click();
  // Meanwhile the first tab adds the daughter.
  await page.getByRole('button', { name: 'Изменить участников' }).click();
  await page.getByLabel(/Иванова Софья Андреевна/).check();
  await page.getByRole('button', { name: 'Сохранить участников' }).click();
  await expect(members.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('Мест по договору: 3')).toBeVisible();
  // The second tab's change is refused as stale: the dialog says so and the choice stays on screen.
  await second.getByLabel(/Иванов Артём Андреевич/).uncheck();
  await second.getByRole('button', { name: 'Сохранить участников' }).click();
  const conflict = second.getByRole('dialog', { name: 'Данные изменились' });
  await expect(conflict).toContainText(
    'Данные были изменены другим пользователем. Форма обновлена, внесите изменения повторно.',
  );
  await expect(conflict).toContainText('Ваш выбор сохранён на экране: Иванова Мария Петровна');
  await conflict.getByRole('button', { name: 'OK' }).click();
  await expect(second.getByLabel(/Иванов Артём Андреевич/)).not.toBeChecked();
  await expect(second.getByLabel(/Иванова Мария Петровна/)).toBeChecked();
  await expect(second.getByText('Мест по договору: 3')).toBeVisible();
  await second.close();

  // The citizen signs.
  await page.getByRole('button', { name: 'Подписать договор' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подписание договора' });
  await dialog.getByLabel('Я ознакомился с документом и подписываю его простой электронной подписью').check();
  await dialog.getByRole('button', { name: 'Подписать' }).click();
  await readMessage(page, 'Договор подписан');
  await expect(page.getByTestId('contract-status')).not.toHaveText('Статус:На подписании');
  await expect(page.getByRole('button', { name: 'Изменить участников' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('tour-contract-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('tour-contract-390.png'), fullPage: true });

  // The operator finds it in its list and signs: the contract is in force.
  await asAnother(browser, baseURL, 'tourism', async (operator) => {
    await operator.goto('/user/institution-tour-contracts');
    await expect(operator.getByRole('heading', { name: 'Договоры на туры' })).toBeVisible();
    await operator.getByRole('link', { name: `Договор № ${number}` }).click();
    await expect(operator.getByRole('list', { name: 'Участники тура' }).getByRole('listitem')).toHaveCount(3);
    await operator.getByRole('button', { name: 'Подписать договор' }).click();
    const sign = operator.getByRole('dialog', { name: 'Подписание договора' });
    await sign.getByLabel('Я ознакомился с документом и подписываю его простой электронной подписью').check();
    await sign.getByRole('button', { name: 'Подписать' }).click();
    await readMessage(operator, 'Договор подписан');
    await expect(operator.getByTestId('contract-status')).toHaveText('Статус:Действует');
  });
});

test('the operator makes a contract for a tourist by SNILS, signs it first, and sees the tours it provided', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await asAnother(browser, baseURL, 'tourism', async (operator) => {
    await operator.goto('/user/institution-tour-contracts');
    const bySnils = operator.getByRole('form', { name: 'Договор за туриста' });
    await bySnils.getByLabel('СНИЛС туриста').fill('123');
    await bySnils.getByRole('button', { name: 'Оформить договор' }).click();
    await expect(
      bySnils.getByText('Некорректный формат. СНИЛС должен состоять из 11 цифр', { exact: false }),
    ).toBeVisible();
    // Козлова Зинаида Фёдоровна (server/db/seed/people.ts, person 20).
    await bySnils.getByLabel('СНИЛС туриста').fill(snils('011294736'));
    await bySnils.getByRole('button', { name: 'Оформить договор' }).click();
    await expect(operator.getByRole('heading', { name: 'Договор на тур за туриста' })).toBeVisible();
    await expect(operator.getByText('Козлова Зинаида Фёдоровна', { exact: true })).toBeVisible();
    const form = operator.getByRole('form', { name: 'Договор на тур за туриста' });
    await form.getByRole('button', { name: 'Оформить договор' }).click();
    await expect(form.getByText('Выберите тур')).toBeVisible();
    await form.getByRole('combobox', { name: 'Тур' }).click();
    await operator.getByRole('option', { name: /Салехард — Полярный Урал/ }).click();
    await form.getByRole('button', { name: 'Оформить договор' }).click();
    await expect(operator).toHaveURL(/\/user\/institution-tour-contracts\/\d+$/);
    await expect(operator.getByTestId('contract-status')).toHaveText('Статус:На заключении');
    await operator.getByRole('button', { name: 'Подписать договор' }).click();
    const sign = operator.getByRole('dialog', { name: 'Подписание договора' });
    await sign.getByLabel('Я ознакомился с документом и подписываю его простой электронной подписью').check();
    await sign.getByRole('button', { name: 'Подписать' }).click();
    await readMessage(operator, 'Договор подписан');
    await expect(operator.getByTestId('contract-status')).toHaveText('Статус:Подписан поставщиком услуг');

    // The fishing tour ended 117 days before the demo's day (server/db/seed/tour-services.ts): its year.
    const fishingYear = seedDay(-117).slice(0, 4);
    await operator.goto(`/user/tourism-services-provided?year=${fishingYear}`);
    const provided = operator.getByRole('table', { name: 'Оказанные туры' });
    await expect(provided.getByRole('row', { name: /Рыбалка на Оби/ })).toBeVisible();
    await operator.screenshot({ path: testInfo.outputPath('provided-1366.png'), fullPage: true });
  });
});

test('a citizen chooses a tour from her issued tourism certificate: the contract is paid by it and the certificate is used', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The citizen's certificate for a child's tour with her son (server/db/seed/tourism-certificates.ts, id 5).
  await startSignedIn(page, 'citizen', '/services/catalog/tourism-show-certificate/5');
  await page.getByRole('link', { name: 'Выбрать тур' }).click();
  await expect(page).toHaveURL(/\/services\/catalog\/tourism\?certificate=5$/);
  await page
    .getByRole('list', { name: 'Доступные туры' })
    .getByRole('link', { name: /Оформить договор на тур «Зимние каникулы в Лабытнанги/ })
    .click();
  await expect(page).toHaveURL(/\/new-contract\/\d+\/8\?certificate=5$/);
  await expect(page.getByText(/Тур оплачивается туристическим сертификатом № ТСЕ-\d{4}\/\d{6}/)).toBeVisible();
  const form = page.getByRole('form', { name: 'Договор на тур' });
  // Only the holder and the son the certificate names may go: the daughter is not offered.
  await expect(form.getByLabel(/Иванова Мария Петровна/)).toBeChecked();
  await expect(form.getByLabel(/Иванов Артём Андреевич/)).toBeChecked();
  await expect(form.getByLabel(/Иванова Софья Андреевна/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Оформить договор' }).click();
  await expect(page).toHaveURL(/\/services\/catalog\/tourism\/contract\/\d+$/);
  await expect(page.getByTestId('contract-status')).toHaveText('Статус:На подписании');
  await expect(page.getByText('Мест по договору: 2')).toBeVisible();

  await page.goto('/services/catalog/tourism-show-certificate/5');
  await expect(page.getByText('Использован', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Выбрать тур' })).toHaveCount(0);
});
