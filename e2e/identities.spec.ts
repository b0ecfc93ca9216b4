import { expect, test } from './fixtures';
import { startSignedIn } from './helpers';

/** The demo citizen's certificate of a labour veteran (server/db/seed/identities.ts). */
const NUMBER = 'УВТ-2026/0004';

test('the citizen shows her identity; its QR link opens the public check anonymously, an altered one is refused', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await startSignedIn(page, 'citizen', '/user');
  await page.getByRole('link', { name: 'Удостоверение ветерана труда' }).first().click();
  await expect(page).toHaveURL(/\/user\/facility-labor-veteran$/);
  await expect(page.getByRole('heading', { name: 'Удостоверение ветерана труда', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: `№ ${NUMBER}` })).toBeVisible();
  await expect(page.getByText('бессрочно')).toBeVisible();
  await expect(page.getByRole('img', { name: `QR-код проверки удостоверения № ${NUMBER}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('identity-1366.png'), fullPage: true });

  // The QR code holds the same link as the card's «Открыть проверку удостоверения».
  const link = await page.getByRole('link', { name: 'Открыть проверку удостоверения' }).getAttribute('href');
  expect(link).toMatch(new RegExp(`^${baseURL}/qr-flb/\\d+/[A-Za-z0-9_-]{32}$`));

  // Someone who scans it is not signed in.
  const guest = await browser.newContext({ baseURL });
  try {
    const check = await guest.newPage();
    await check.goto(link!);
    await expect(check.getByRole('status').filter({ hasText: 'Удостоверение действительно' })).toBeVisible();
    await expect(check.getByText(NUMBER)).toBeVisible();
    await expect(check.getByText('Иванова М. П.')).toBeVisible();
    // No more than the surname with initials.
    await expect(check.getByText('Мария')).toHaveCount(0);
    await check.setViewportSize({ width: 390, height: 844 });
    await check.screenshot({ path: testInfo.outputPath('check-390.png'), fullPage: true });

    const digest = link!.split('/').pop()!;
    const altered = link!.replace(/[^/]+$/, (digest[0] === 'A' ? 'B' : 'A') + digest.slice(1));
    await check.goto(altered);
    await expect(check.getByRole('alert')).toContainText('Удостоверение не найдено или ссылка повреждена');
    await expect(check.getByText(NUMBER)).toHaveCount(0);
  } finally {
    await guest.close();
  }
});
