import { expect, test } from './fixtures';
import { asAnother, startSignedIn } from './helpers';

/**
 * Two people in two browser contexts: the social worker writes to the citizen; the citizen's open
 * page shows the message and the top bar's indicator without a reload; opening the conversation
 * reads it and the indicator goes out. The message the citizen types survives a reload.
 */
test('the worker writes, the citizen’s open page shows it live with the unread indicator', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const text = `Мария Петровна, справка получена, спасибо. ${Date.now()}`;
  await startSignedIn(page, 'citizen', '/user/messages');
  await expect(page.getByRole('heading', { name: 'Сообщения', level: 1 })).toBeVisible();
  const envelope = page.getByRole('link', { name: /^Сообщения/ }).first();
  // The demo leaves a notice of the portal and the last answer of «Северная забота» unread:
  // reading both puts the indicator out.
  await page.getByRole('link', { name: /^Уведомления/ }).click();
  await expect(page.getByRole('log')).toContainText('график посещений');
  await expect(page.getByText('На уведомления ответить нельзя', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'К списку переписок' }).click();
  await page.getByRole('link', { name: /Северная забота/ }).click();
  await expect(page.getByRole('log')).toContainText('Напоминаем');
  await expect(envelope).toHaveAccessibleName('Сообщения');
  await page.getByRole('link', { name: 'К списку переписок' }).click();
  await expect(page.getByRole('list', { name: 'Переписки' })).toBeVisible();

  await asAnother(browser, baseURL, 'worker', async (worker) => {
    await worker.goto('/user/messages');
    await worker.getByRole('link', { name: /^Иванова Мария Петровна/ }).click();
    await expect(worker.getByRole('heading', { name: 'Иванова Мария Петровна' })).toBeVisible();
    await worker.getByLabel('Сообщение', { exact: true }).fill(text);
    await worker.getByRole('button', { name: 'Отправить' }).click();
    await expect(worker.getByRole('log')).toContainText(text);
    await expect(worker.getByText('Отправляется…')).toHaveCount(0);
  });

  // Live, without a reload: the list line and the indicator.
  const line = page.getByRole('link', { name: /Салехард/ });
  await expect(line).toContainText(text, { timeout: 5_000 });
  await expect(line).toHaveAccessibleName(/: непрочитанных \d+$/);
  await expect(envelope).toHaveAccessibleName('Сообщения: есть непрочитанные', { timeout: 5_000 });
  await line.click();
  await expect(page.getByRole('log')).toContainText(text);
  await expect(envelope).toHaveAccessibleName('Сообщения');

  // What the citizen types is kept through a reload, then sent once.
  const answer = 'Спасибо! Договор подпишу на портале сегодня.';
  await page.getByLabel('Сообщение', { exact: true }).fill(answer);
  await page.reload();
  await expect(page.getByLabel('Сообщение', { exact: true })).toHaveValue(answer);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('log')).toContainText(answer);
  await expect(page.getByLabel('Сообщение', { exact: true })).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('log').getByText(answer)).toHaveCount(1);
});
