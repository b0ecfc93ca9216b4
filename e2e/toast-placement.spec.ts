import { expect, test } from './fixtures';
import { signedIn } from './signed-in';

test.use({ storageState: signedIn('worker') });
// Both widths save the same demo draft: one after the other, or the second meets the first's new version.
test.describe.configure({ mode: 'serial' });

// A long block keeps its «Назад», «Сохранить», «Далее» stuck to the bottom of the screen; the
// message a save brings stands above that bar, so the next press never lands on the message.
for (const viewport of [
  { width: 1366, height: 640 },
  { width: 390, height: 700 },
]) {
  test(`at ${viewport.width} px the message after saving a block stands above the wizard's bar`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/user/individual-needs-assessment-act');
    // The demo draft whose first block is complete (a draft another walk made may not save yet).
    await page.locator('tr, li').filter({ hasText: 'ОИП-2026/0004' }).getByRole('link', { name: 'Открыть' }).click();
    await expect(page).toHaveURL(/\/user\/individual-needs-assessment-act-card\/\d+$/);
    const bar = page.getByRole('group', { name: 'Действия с блоком' });
    await bar.getByRole('button', { name: 'Сохранить' }).click();
    const message = page.getByRole('status').filter({ hasText: /Блок \d+ сохранён/ });
    await expect(message).toBeVisible();
    const barBox = (await bar.boundingBox())!;
    const messageBox = (await message.boundingBox())!;
    // The bar is at the bottom of the screen here (the block is longer than the screen).
    expect(barBox.y + barBox.height).toBeGreaterThan(viewport.height - 2);
    expect(messageBox.y + messageBox.height).toBeLessThanOrEqual(barBox.y);
    await page.screenshot({ path: test.info().outputPath(`toast-above-bar-${viewport.width}.png`) });
    // The bar's buttons stay within reach while the message is shown.
    await bar.getByRole('button', { name: 'Сохранить' }).click();
  });
}
