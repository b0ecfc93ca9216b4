import { expect, test } from './fixtures';
import { readMessage, startSignedIn } from './helpers';
import { accountControlKey, BANK_ACCOUNT_MESSAGES } from '../common/validation/bank-account';

/** Западно-Сибирское отделение № 8647 ПАО Сбербанк of the demo bank directory. */
const BIK = '047102651';
/** A right account at that bank (its control key counted for the BIK) and the same with the key changed. */
const draft = '40817810099001234567';
const GOOD = `${draft.slice(0, 8)}${accountControlKey(BIK, draft)}${draft.slice(9)}`;
const BAD = `${GOOD.slice(0, 8)}${(Number(GOOD[8]) + 1) % 10}${GOOD.slice(9)}`;
const grouped = (account: string) => account.replace(/^(\d{5})(\d{3})(\d)(\d{4})(\d{7})$/, '$1 $2 $3 $4 $5');

test('the citizen sees her payments grouped by measure with the chart, and moves a payment to a new account', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await startSignedIn(page, 'citizen', '/user/payments');
  await expect(page.getByRole('heading', { name: 'Выплаты', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Всего за 2026 год: [\d ]+,\d\d р\.$/)).toBeVisible();
  const allowance = page.getByRole('region', { name: 'Региональное ежемесячное пособие на ребёнка' });
  await expect(allowance).toContainText('Итого: 47 432,00 р.');
  await expect(allowance.getByRole('row')).toHaveCount(12);
  await expect(allowance).toContainText('20.01.2026');
  await expect(page.getByRole('region', { name: /Единовременная выплата на подготовку/ })).toContainText(
    '10 000,00 р.',
  );
  // The chart draws the months; screen readers read the same sums as a table.
  const chart = page.getByRole('figure', { name: 'Выплаты за 2026 год по месяцам' });
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart.getByRole('table')).toContainText('Август');
  await expect(chart.getByRole('row', { name: /^Август/ })).toContainText('17 172,45 р.');
  await page.screenshot({ path: testInfo.outputPath('payments-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(chart.locator('svg').first()).toBeVisible();
  // The chart fits the phone: nothing of the page scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('payments-390.png'), fullPage: true });
  await chart.screenshot({ path: testInfo.outputPath('chart-390.png') });

  // Another year from the selector, kept in the address.
  await page.getByRole('combobox', { name: 'Год' }).click();
  await page.getByRole('option', { name: '2025' }).click();
  await expect(page).toHaveURL(/\?year=2025$/);
  await expect(page.getByRole('region', { name: /пособие по уходу за ребёнком до полутора лет/ })).toBeVisible();

  // The assignments: the child allowance goes to the account of the March change.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/user/assignments');
  const card = page.getByRole('region', { name: 'Региональное ежемесячное пособие на ребёнка' });
  await expect(card).toContainText('Выплачивается');
  await expect(
    page.getByRole('region', { name: /пособие по уходу/ }).getByRole('button', { name: 'Отказаться от выплаты' }),
  ).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('assignments-1366.png'), fullPage: true });
  await card.getByRole('button', { name: 'Сменить банковский счёт' }).click();
  await expect(page).toHaveURL(/\/user\/assignments\/change-bank-account\?assignment=1$/);
  await expect(page.getByRole('heading', { name: 'Смена банковского счёта' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Только выбранные' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Региональное ежемесячное пособие на ребёнка/ })).toBeChecked();

  // The BIK fills the bank and its correspondent account.
  await page.getByRole('textbox', { name: 'БИК банка' }).fill(BIK);
  await expect(page.getByRole('textbox', { name: 'Наименование банка' })).toHaveValue(
    'Западно-Сибирское отделение № 8647 ПАО Сбербанк',
  );
  await expect(page.getByRole('textbox', { name: 'Корреспондентский счёт' })).toHaveValue(
    grouped('30101810800000000651'),
  );

  // An account whose key does not fit the BIK is refused with the message, and nothing is saved.
  await page.getByRole('textbox', { name: 'Номер счёта получателя' }).fill(BAD);
  await page.getByRole('button', { name: 'Сохранить новый счёт' }).click();
  await expect(page.getByText('Исправьте ошибки')).toBeVisible();
  await expect(page.getByRole('link', { name: `Номер счёта: ${BANK_ACCOUNT_MESSAGES.accountKey}` })).toBeVisible();
  await expect(page).toHaveURL(/change-bank-account/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('change-account-errors-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // The right account is saved and shown on the assignment.
  await page.getByRole('textbox', { name: 'Номер счёта получателя' }).fill(GOOD);
  await page.getByRole('button', { name: 'Сохранить новый счёт' }).click();
  await expect(page).toHaveURL(/\/user\/assignments$/);
  await readMessage(page, /Реквизиты для выплаты изменены \(назначений: 1\)\. Заявление № ЗСР-2026\/\d{6}/);
  await expect(card).toContainText(grouped(GOOD));
  await expect(card).toContainText(`Западно-Сибирское отделение № 8647 ПАО Сбербанк, БИК ${BIK}`);
  await card.getByRole('button', { name: 'История назначения' }).click();
  await expect(card.getByRole('table', { name: 'История назначения' })).toContainText(`счёт …${GOOD.slice(-4)}`);
  // The housing compensation was not chosen: its account stays.
  await expect(page.getByRole('region', { name: /компенсация расходов на оплату жилого/ })).not.toContainText(
    grouped(GOOD),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('assignments-390.png'), fullPage: true });
});

test('the citizen reads her transfers by year and measure, and withdraws and gives her consent to payments', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await startSignedIn(page, 'citizen', '/user/a-payments?year=2026&mspTypeId=1');
  await expect(page.getByRole('heading', { name: 'Перечисления' })).toBeVisible();
  await expect(page.getByText(/^Зачислено на счёт: 47 432,00 р\./)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Перечисления' })).toContainText('Возвращено банком');
  await page.screenshot({ path: testInfo.outputPath('transfers-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('transfers-390.png'), fullPage: true });

  await page.goto('/user/consent-to-payments');
  await expect(page.getByText('Согласие на получение выплат действует.')).toBeVisible();
  await page.getByRole('button', { name: 'Отозвать согласие' }).click();
  await page
    .getByRole('dialog', { name: 'Отозвать согласие?' })
    .getByRole('button', { name: 'Отозвать согласие' })
    .click();
  await readMessage(page, 'Согласие на получение выплат отозвано');
  // A consent is never ticked for the person.
  await expect(page.getByRole('checkbox', { name: /Даю согласие/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Дать согласие' }).click();
  await expect(page.getByText('Отметьте, что вы даёте согласие')).toBeVisible();
  await page.getByRole('checkbox', { name: /Даю согласие/ }).check();
  await page.getByRole('button', { name: 'Дать согласие' }).click();
  await readMessage(page, /Согласие на получение выплат дано\. № СПВ-2026\/\d{6}/);
  await expect(page.getByText('Согласие на получение выплат действует.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('consent-390.png'), fullPage: true });
});
