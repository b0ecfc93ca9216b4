import { expect, type Page } from '@playwright/test';

/** Clicks the portal's login button and the demo account on the identity provider's page. */
export async function signIn(page: Page, login: string): Promise<void> {
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/idp-login\//);
  await page.getByRole('button', { name: new RegExp(`Войти как ${login} `) }).click();
}

/** Picks a role on /select-role by its caption. */
export async function chooseRole(page: Page, caption: RegExp): Promise<void> {
  await expect(page).toHaveURL(/\/select-role/);
  await page.getByRole('button', { name: caption }).first().click();
}

/**
 * Waits for a message of the notifications queue and closes it, as a person does once it is read.
 * The queue shows one message at a time (platform.md): a message queued behind another shows
 * when that one closes by itself, after its 10 s, hence the longer wait.
 */
export async function readMessage(page: Page, text: string | RegExp): Promise<void> {
  const wanted = page.getByRole('status').filter({ hasText: text });
  await expect(wanted).toBeVisible({ timeout: 25_000 });
  await wanted.getByRole('button', { name: 'Закрыть' }).click();
  await expect(wanted).toHaveCount(0);
}
