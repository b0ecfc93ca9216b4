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
