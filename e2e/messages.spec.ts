import { expect, test } from './fixtures';
import { asAnother, startSignedIn } from './helpers';
import { ruDate, ruDayInWords } from '../common/region-time.ts';
import { LONG_CONVERSATION, THREAD_MESSAGES } from '../server/db/seed/messages.ts';

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

/**
 * The demo's conversation of 5,000 messages (the citizen with «КЦСОН „Участие“»): it opens on the
 * newest message with only the rows in sight in the page, and the reader goes back with the keyboard,
 * older pages coming as the top is reached, the days headed in order.
 */
test('the citizen opens a conversation of 5,000 messages on the newest and reads back page by page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const seeded = THREAD_MESSAGES.filter((m) => m.threadId === LONG_CONVERSATION.threadId);
  expect(seeded).toHaveLength(5_000);

  await startSignedIn(page, 'citizen', '/user/messages');
  const firstPage = page.waitForResponse((res) => /\/api\/message\/\d+(\?|$)/.test(res.url()) && res.ok());
  await page.getByRole('link', { name: /КЦСОН „Участие“/ }).click();
  // The server seeded its demo on its own day, which may be another day than this walk's (a walk
  // near the region's midnight): the seeded days move by the difference the server's newest shows.
  const served: { id: number; createdAt: string }[] = (await (await firstPage).json()).data.messages;
  const servedNewest = served.find((m) => m.id === seeded.at(-1)!.id);
  expect(servedNewest).toBeDefined();
  const shift = Date.parse(servedNewest!.createdAt) - Date.parse(seeded.at(-1)!.createdAt);
  expect(shift % 86_400_000).toBe(0);
  const long = seeded.map((m) => ({ ...m, createdAt: new Date(Date.parse(m.createdAt) + shift).toISOString() }));
  const fromEnd = (k: number) => long[long.length - k];
  // The first message of a day on the third page of 50 (the 101st newest or a little older).
  let k = 101;
  while (ruDate(fromEnd(k).createdAt) === ruDate(fromEnd(k + 1).createdAt)) k += 1;
  const dayOnPage3 = fromEnd(k);

  await expect(page.getByRole('heading', { name: 'ГБУ ЯНАО «КЦСОН „Участие“ г. Ноябрьск»', level: 1 })).toBeVisible();
  const log = page.getByRole('log', { name: /^Переписка: / });
  const newest = log.getByRole('listitem').last();
  await expect(newest).toContainText(fromEnd(1).body);
  await expect(newest).toBeInViewport();
  // Only the rows about the screen are in the page, not the newest page's 50, let alone 5,000.
  expect(await log.getByRole('listitem').count()).toBeLessThan(30);

  // Back with the keyboard: the log takes the focus and Page Up scrolls it; older pages come at the top.
  // The day's heading is read with its row at the moment it is first in the page (a scroll may still
  // be gliding on and take the row out of the page again): it must head the day's first message.
  await log.focus();
  const caption = ruDayInWords(dayOnPage3.createdAt);
  let headedRow: string | null = null;
  await expect(async () => {
    await page.keyboard.press('PageUp');
    headedRow = await log.evaluate(
      (el, wanted) =>
        [...el.querySelectorAll('h2')].find((h) => h.textContent === wanted)?.closest('li')?.textContent ?? null,
      caption,
    );
    expect(headedRow).not.toBeNull();
  }).toPass({ timeout: 45_000 });
  expect(headedRow).toContain(dayOnPage3.body);
  expect(await log.getByRole('listitem').count()).toBeLessThan(30);
});

/**
 * The network drops while a conversation is open: the provider writes meanwhile and nothing can reach
 * the citizen's page; when the network is back the page catches up by itself and shows the message once.
 */
test('after the network drops and comes back, the open conversation catches up without duplicates', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const text = `Мария Петровна, сиделка придёт в четверг к 9:00. ${Date.now()}`;
  await startSignedIn(page, 'citizen', '/user/messages');
  await page.getByRole('link', { name: /^АНО «ЦСУ „Северная забота“»/ }).click();
  const log = page.getByRole('log', { name: /^Переписка: / });
  await expect(log).toBeVisible();

  await page.context().setOffline(true);
  await asAnother(browser, baseURL, 'provider', async (provider) => {
    await provider.goto('/user/messages');
    await provider.getByRole('link', { name: /^Иванова Мария Петровна/ }).click();
    await provider.getByLabel('Сообщение', { exact: true }).fill(text);
    await provider.getByRole('button', { name: 'Отправить' }).click();
    await expect(provider.getByRole('log')).toContainText(text);
    await expect(provider.getByText('Отправляется…')).toHaveCount(0);
  });
  await expect(log).not.toContainText(text);

  await page.context().setOffline(false);
  await expect(log).toContainText(text, { timeout: 20_000 });
  await expect(log.getByText(text)).toHaveCount(1);
});
