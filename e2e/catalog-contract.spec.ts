import { expect, test } from './fixtures';
import { readMessage, startSignedIn } from './helpers';

/** «Услуги сиделки на дому» of АНО «Северная забота» (demo services 3, institution 5). */
const CARD = '/services/catalog/card/5/services/3';

/** A date `days` ahead on the region's clock (the browser runs in Yekaterinburg time), as typed: ДД.ММ.ГГГГ. */
function ahead(days: number): string {
  const d = new Date(Date.now() + 5 * 3600_000 + days * 86_400_000);
  return d.toISOString().slice(0, 10).split('-').reverse().join('.');
}

test('a guest applies from a catalogue service card after signing in; the provider accepts and marks it paid; the citizen sees «Оплачено»', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A guest on the service card: applying asks to sign in first, then comes back to the form.
  await page.goto(CARD);
  await page.getByRole('link', { name: 'Оформить договор' }).click();
  await page.getByRole('dialog', { name: 'Требуется авторизация' }).getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('button', { name: /Войти как citizen / }).click();
  await expect(page).toHaveURL(new RegExp(`${CARD}/contract$`));
  await expect(page.getByRole('heading', { name: 'Заявление на услугу' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Услуга' })).toContainText('Услуги сиделки на дому');

  // Sending empty: the errors are listed, nothing is sent.
  await page.getByLabel('Контактный телефон').fill('');
  await page.getByRole('button', { name: 'Отправить заявление' }).click();
  await expect(page.getByText('Исправьте ошибки')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Получатель услуги' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('form-errors-1366.png'), fullPage: true });

  await page.getByRole('radio', { name: /Иванова Мария Петровна \(я/ }).check();
  await page.getByRole('textbox', { name: /Желаемая дата начала/ }).fill(ahead(10));
  await page.getByLabel('Контактный телефон').fill('8 922 051-12-34');
  await page.getByLabel('Комментарий').fill('Уход после операции на колене, будни с 9:00 до 13:00');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('form-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Отправить заявление' }).click();

  await readMessage(page, 'Заявление отправлено');
  await expect(page).toHaveURL(/\/user\/catalog-contracts\/1\/\d+$/);
  const heading = page.getByRole('heading', { name: /^Заявление № ЗК-/ });
  await expect(heading).toBeVisible();
  const number = /№ (\S+)/.exec((await heading.textContent()) ?? '')![1];
  await expect(page.getByTestId('application-status')).toHaveText('Статус:Новое заявление');
  // The applicant may only withdraw it.
  await expect(page.getByRole('button', { name: 'Отозвать заявление' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Принять заявление' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('citizen-card-new-1366.png'), fullPage: true });

  const context = await browser.newContext({ baseURL });
  const provider = await context.newPage();
  try {
    await startSignedIn(provider, 'provider');
    await provider.goto('/user/catalog-contracts');
    await expect(provider.getByRole('heading', { name: 'Заявления на услуги учреждения' })).toBeVisible();
    const row = provider.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('Новое заявление');
    await provider.screenshot({ path: testInfo.outputPath('provider-list-1366.png'), fullPage: true });
    await row.getByRole('link', { name: `№ ${number}` }).click();

    await expect(provider.getByTestId('application-status')).toHaveText('Статус:Новое заявление');
    await expect(provider.getByRole('button', { name: 'Оплачено' })).toHaveCount(0);
    await provider.getByRole('button', { name: 'Принять заявление' }).click();
    await provider
      .getByRole('dialog', { name: 'Принять заявление?' })
      .getByRole('button', { name: 'Подтвердить' })
      .click();
    await readMessage(provider, 'Заявление принято');
    await expect(provider.getByTestId('application-status')).toHaveText('Статус:Принято поставщиком');

    await provider.getByRole('button', { name: 'Оплачено' }).click();
    await provider
      .getByRole('dialog', { name: 'Отметить оплату?' })
      .getByRole('button', { name: 'Подтвердить' })
      .click();
    await readMessage(provider, 'Оплата отмечена');
    await expect(provider.getByTestId('application-status')).toHaveText('Статус:Оплачено');
    await expect(provider.getByRole('button', { name: 'Отклонить' })).toHaveCount(0);
    await expect(provider.getByRole('table', { name: 'История заявления' })).toContainText(
      'Смирнова Екатерина Александровна (поставщик)',
    );
    await provider.screenshot({ path: testInfo.outputPath('provider-card-paid-1366.png'), fullPage: true });
  } finally {
    await context.close();
  }

  // The citizen sees the new status in the card and in the list, on a phone too.
  await page.reload();
  await expect(page.getByTestId('application-status')).toHaveText('Статус:Оплачено');
  await expect(page.getByRole('button', { name: 'Отозвать заявление' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('citizen-card-paid-390.png'), fullPage: true });
  await page.getByRole('link', { name: 'К списку заявлений' }).click();
  await expect(page.getByRole('heading', { name: 'Мои заявления на услуги' })).toBeVisible();
  // On a phone each application is a card with its status in sight.
  await expect(
    page.getByRole('list', { name: 'Заявления' }).getByRole('listitem').filter({ hasText: number }),
  ).toContainText('Оплачено');
  await page.screenshot({ path: testInfo.outputPath('citizen-list-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Оплачено');
  await page.screenshot({ path: testInfo.outputPath('citizen-list-1366.png'), fullPage: true });
});

test('the provider rejects a new application with a reason the applicant reads', async ({ page, browser, baseURL }) => {
  // ЗК-2026/000008: the guardian's application for her ward (seed, id 6), new.
  await startSignedIn(page, 'provider');
  await page.goto('/user/catalog-contracts/4/6');
  await page.getByRole('button', { name: 'Отклонить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отклонить заявление' });
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog.getByText('Укажите причину отклонения')).toBeVisible();
  await dialog.getByLabel('Причина отклонения').fill('Нет свободных автомобилей с пандусом на декабрь');
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await readMessage(page, 'Заявление отклонено');
  await expect(page.getByTestId('application-status')).toHaveText('Статус:Отклонено');

  const context = await browser.newContext({ baseURL });
  const guardian = await context.newPage();
  try {
    await startSignedIn(guardian, 'guardian');
    await expect(guardian.getByRole('button', { name: /Кузнецова О\./ })).toBeVisible();
    await guardian.goto('/user/catalog-contracts/4/6');
    await expect(
      guardian.getByText('Причина отклонения: Нет свободных автомобилей с пандусом на декабрь'),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
