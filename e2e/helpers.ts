import { readFile } from 'node:fs/promises';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signedIn, type SignedInAs } from './signed-in';

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

/**
 * Opens the portal and signs the demo account in; a staff account then picks its role (its
 * institution) on /select-role. Ends on the home page, as a person lands after signing in.
 */
export async function signInAs(page: Page, login: string, role?: RegExp): Promise<void> {
  await page.goto('/');
  await signIn(page, login);
  if (role) await chooseRole(page, role);
  // Signed in from the home page, which is no destination: the cabinet (the administration for an admin).
  await expect(page).toHaveURL(/\/(user|admin)$/);
}

/** A guest on a closed page signs in from its «Требуется авторизация» dialog and comes back to the page. */
export async function signInFromDialog(page: Page, login: string): Promise<void> {
  await page.getByRole('dialog', { name: 'Требуется авторизация' }).getByRole('button', { name: 'Войти' }).click();
  await page.getByRole('button', { name: new RegExp(`Войти как ${login} `) }).click();
}

/**
 * Opens `path` signed in as `who` from the run's kept sign-in (e2e/signed-in.ts): for a file whose
 * tests start as different people (a file of one person says test.use({ storageState })).
 */
export async function startSignedIn(page: Page, who: SignedInAs, path = '/'): Promise<void> {
  const state = JSON.parse(await readFile(signedIn(who), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await page.context().addCookies(state.cookies);
  await page.goto(path);
}

/**
 * Runs `body` as a second person in a browser context of their own (their own cookies), signed in
 * as `who` from the run's kept sign-in, on the home page; the context is closed afterwards, whatever happens.
 */
export async function asAnother(
  browser: Browser,
  baseURL: string | undefined,
  who: SignedInAs,
  body: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL, storageState: signedIn(who) });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await body(page);
  } finally {
    await context.close();
  }
}
