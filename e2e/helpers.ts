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

/** The signed-in person's full name, as the portal writes it in signature lines and stamps. */
export async function fullNameOf(page: Page): Promise<string> {
  const user = (await (await page.request.get('/api/esia/current-user-info')).json()).data as {
    lastName: string;
    firstName: string;
    middleName: string | null;
  };
  return [user.lastName, user.firstName, user.middleName].filter(Boolean).join(' ');
}

/**
 * Signs the act on screen once, as a worker does: at «Проверка и подписание» she follows the link to
 * her line while it is not drawn (a copy of a signed act keeps no drawing), signs it there by her name («Вписать ФИО вместо росчерка»), saves the
 * block, and at the review presses «Подписать», which signs with that drawing. Ends on the signed document.
 */
export async function signActOnce(page: Page): Promise<void> {
  const steps = page.getByRole('navigation', { name: 'Блоки акта' });
  await steps.getByText('Проверка и подписание').click();
  const signing = page.getByRole('region', { name: 'Подписание' });
  await expect(signing.getByRole('button', { name: 'Подписать' })).toBeVisible();
  if (!(await signing.getByText(/Документ будет подписан подписью/).isVisible())) {
    await signing.getByRole('link', { name: /^в блоке \d+/ }).click();
    const name = await fullNameOf(page);
    await page
      .getByRole('group', { name: `Подпись: ${name}` })
      .getByRole('button', { name: 'Вписать ФИО вместо росчерка' })
      .click();
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Проверьте данные' })).toBeVisible();
  }
  await expect(signing).toContainText('Документ будет подписан подписью, нарисованной в блоке');
  await signing.getByRole('button', { name: 'Подписать' }).click();
  await expect(page.getByRole('heading', { name: /^Подписанн(ый акт|ый отчёт)$/ })).toBeVisible();
}
