import { expect, test } from './fixtures';
import { asAnother, startSignedIn } from './helpers';

/**
 * Two people in two browser contexts: the social worker writes to the guardian; the guardian's open
 * page shows the message and the top bar's indicator without a reload; opening the conversation
 * reads it and the indicator goes out. The message the guardian types survives a reload.
 */
test('the worker writes, the guardian’s open page shows it live with the unread indicator', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const text = `Ольга Николаевна, отчёт получили, спасибо. ${Date.now()}`;
  // The guardian: no other walk decides on her records, so nothing else lights her envelope meanwhile.
  await startSignedIn(page, 'guardian', '/user/messages');
  await expect(page.getByRole('heading', { name: 'Сообщения', level: 1 })).toBeVisible();
  const envelope = page.getByRole('link', { name: /^Сообщения/ }).first();
  await expect(envelope).toHaveAccessibleName('Сообщения');
  const line = page.getByRole('link', { name: /Салехард/ });
  await expect(line).toBeVisible();

  await asAnother(browser, baseURL, 'worker', async (worker) => {
    await worker.goto('/user/messages');
    await worker.getByRole('link', { name: /^Кузнецова Ольга Николаевна/ }).click();
    await expect(worker.getByRole('heading', { name: 'Кузнецова Ольга Николаевна' })).toBeVisible();
    await expect(worker.getByRole('log')).toContainText('Отчёт заполнил на портале');
    await worker.getByLabel('Сообщение', { exact: true }).fill(text);
    await worker.getByRole('button', { name: 'Отправить' }).click();
    await expect(worker.getByRole('log')).toContainText(text);
    await expect(worker.getByText('Отправляется…')).toHaveCount(0);
  });

  // Live, without a reload: the list line and the indicator.
  await expect(line).toContainText(text, { timeout: 5_000 });
  await expect(line).toHaveAccessibleName(/: непрочитанных \d+$/);
  await expect(envelope).toHaveAccessibleName('Сообщения: есть непрочитанные', { timeout: 5_000 });
  await line.click();
  await expect(page.getByRole('log')).toContainText(text);
  await expect(envelope).toHaveAccessibleName('Сообщения');

  // What the guardian types is kept through a reload, then sent once.
  const answer = 'Спасибо! Если нужны ещё чеки, напишите.';
  await page.getByLabel('Сообщение', { exact: true }).fill(answer);
  await page.reload();
  await expect(page.getByLabel('Сообщение', { exact: true })).toHaveValue(answer);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('log')).toContainText(answer);
  await expect(page.getByLabel('Сообщение', { exact: true })).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('log').getByText(answer)).toHaveCount(1);
});

test('the citizen reads the portal’s notices under «Уведомления», where nothing can be answered', async ({ page }) => {
  await startSignedIn(page, 'citizen', '/user/messages');
  await page.getByRole('link', { name: /^Уведомления/ }).click();
  await expect(page.getByRole('log')).toContainText('график посещений');
  await expect(page.getByText('На уведомления ответить нельзя', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отправить' })).toHaveCount(0);
});
