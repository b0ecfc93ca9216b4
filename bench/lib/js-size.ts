import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * JS a screen needs: a fresh browser context (empty cache) loads the screen from the real server
 * and every JavaScript response it requests is counted (the module script of index.html, its
 * static imports and modulepreloads, and the chunks the route loads lazily), by its decoded bytes
 * and by their gzip size (zlib level 9, what a precompressed .gz would be; the server itself may
 * answer with brotli, which is smaller).
 */

export interface JsFile {
  path: string;
  bytes: number;
  gzip: number;
}

export interface JsFigures {
  files: JsFile[];
  bytes: number;
  gzip: number;
}

const isJs = (url: string, contentType: string | undefined) =>
  /\.m?js(\?|$)/.test(new URL(url).pathname) || /javascript/.test(contentType ?? '');

/** Records every JS response of the page until `ready` resolves and the network is idle. */
async function collectJs(page: Page, load: () => Promise<void>): Promise<JsFigures> {
  const seen = new Map<string, Promise<JsFile | undefined>>();
  page.on('response', (response) => {
    const url = response.url();
    if (seen.has(url) || !url.startsWith('http') || !isJs(url, response.headers()['content-type'])) return;
    seen.set(
      url,
      response.body().then(
        (body) => ({ path: new URL(url).pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  await load();
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(seen.values())).filter((f): f is JsFile => !!f).sort((a, b) => b.gzip - a.gzip);
  if (!files.length) throw new Error(`no JS was loaded by ${page.url()}`);
  return { files, bytes: files.reduce((sum, f) => sum + f.bytes, 0), gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/** An anonymous public page (a list, a card), until its h1 shows and the network is idle. */
export async function pageJs(browser: Browser, origin: string, path: string, timeoutMs: number): Promise<JsFigures> {
  const context = await browser.newContext({ locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    return await collectJs(page, async () => {
      await page.goto(`${origin}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    });
  } finally {
    await context.close();
  }
}

/** The anonymous home page. */
export const homeJs = (browser: Browser, origin: string, timeoutMs: number) => pageJs(browser, origin, '/', timeoutMs);

export interface ActCardFigures extends JsFigures {
  /** The card's JS beyond what the home page loads (the chunks the act card route adds). */
  beyondHome: JsFigures;
  actId: number;
}

/**
 * Opening an act card: the worker signs in in the browser as a person does ('Войти', 'Войти как
 * worker' on the identity provider's page, the social worker's role on /select-role), an act is
 * created through the API with the browser's session (as 'Создать акт' does), and then a fresh
 * context with the same cookies and an empty cache opens /user/<act>-card/<id> and waits for the
 * wizard's first block.
 */
export async function actCardJs(
  browser: Browser,
  origin: string,
  actType: string,
  apiPrefix: string,
  home: JsFigures,
  timeoutMs: number,
): Promise<ActCardFigures> {
  let signedIn: BrowserContext | undefined;
  let fresh: BrowserContext | undefined;
  try {
    signedIn = await browser.newContext({ locale: 'ru-RU' });
    const page = await signedIn.newPage();
    page.setDefaultTimeout(timeoutMs);
    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL(/\/idp-login\//);
    await page.getByRole('button', { name: /^Войти как worker / }).click();
    await page.waitForURL(/\/select-role/);
    await page
      .getByRole('button', { name: /Социальный работник/ })
      .first()
      .click();
    await page.waitForURL((url) => !url.pathname.startsWith('/select-role'));

    const post = async <T>(path: string, data?: unknown): Promise<T> => {
      const response = await page.request.post(`${origin}/api${apiPrefix}/${path}`, data === undefined ? {} : { data });
      if (!response.ok())
        throw new Error(`POST ${path}: ${response.status()} ${(await response.text()).slice(0, 300)}`);
      return ((await response.json()) as { data: T }).data;
    };
    const clients = await post<{ id: number }[]>('persons/search', { lastName: '' });
    if (!clients.length) throw new Error('the demo worker has no clients');
    const act = await post<{ id: number }>(`create/${clients[0].id}`);

    fresh = await browser.newContext({ locale: 'ru-RU', storageState: await signedIn.storageState() });
    const card = await fresh.newPage();
    card.setDefaultTimeout(timeoutMs);
    const figures = await collectJs(card, async () => {
      await card.goto(`${origin}/user/${actType}-card/${act.id}`);
      await card.getByRole('heading', { name: /^Блок 1\./ }).waitFor();
      // The block's form shows once its code (validator, widgets) is downloaded: count that too.
      await card.locator('form').first().waitFor();
    });
    const homePaths = new Set(home.files.map((f) => f.path));
    const extra = figures.files.filter((f) => !homePaths.has(f.path));
    return {
      ...figures,
      actId: act.id,
      beyondHome: {
        files: extra,
        bytes: extra.reduce((s, f) => s + f.bytes, 0),
        gzip: extra.reduce((s, f) => s + f.gzip, 0),
      },
    };
  } finally {
    await fresh?.close();
    await signedIn?.close();
  }
}
