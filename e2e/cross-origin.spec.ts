import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/** A page of another origin: serves whatever HTML the test sets, on its own port. */
async function foreignSite(
  host: string,
): Promise<{ origin: string; show: (html: string) => void; close: () => Promise<void> }> {
  let body = '<!doctype html><title>Другой сайт</title>';
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    show: (html) => {
      body = html;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What the portal tells its own page about the signed-in user. */
const currentUser = (page: Page, portal: string) =>
  page.evaluate(
    async (url) => (await (await fetch(url)).json()).data,
    `${portal}/api/esia/current-user-info`,
  ) as Promise<{
    isImpersonated: boolean;
    administrator: boolean;
    availableToImpersonate: Array<{ personId: number | null; caption: string; institutionRole?: number }>;
  }>;

// localhost is another site than 127.0.0.1; 127.0.0.1 on another port is the same site, another origin.
for (const host of ['localhost', '127.0.0.1']) {
  test(`a page on ${host}, another origin, cannot make a signed-in admin impersonate a citizen`, async ({
    page,
    baseURL,
  }) => {
    test.slow(); // sign-in and four page loads across two origins
    const portal = baseURL!;
    const site = await foreignSite(host);
    try {
      await page.goto('/');
      await signIn(page, 'admin');
      // An admin with one role skips the role page: signed in once the user menu shows.
      await expect(page.getByRole('button', { name: /Васильев Д\./ })).toBeVisible();
      const admin = await currentUser(page, portal);
      const citizen = admin.availableToImpersonate.find((o) => o.caption.startsWith('Иванова') && !o.institutionRole)!;
      const impersonate = `${portal}/api/esia/impersonate?impersonateAsPersonId=${citizen.personId}`;

      // The other site sends the browser to the portal: by navigation, and by a form it submits.
      site.show(`<!doctype html><script>location.href = ${JSON.stringify(impersonate)};</script>`);
      await page.goto(site.origin);
      await expect(page.locator('body')).toContainText('Нет доступа');
      site.show(
        `<!doctype html><form method="get" action="${portal}/api/esia/impersonate"><input name="impersonateAsPersonId" value="${citizen.personId}"></form>
         <script>document.forms[0].submit();</script>`,
      );
      await page.goto(site.origin);
      await expect(page).toHaveURL(/\/api\/esia\/impersonate/);
      await expect(page.locator('body')).toContainText('Нет доступа');

      await page.goto('/');
      const after = await currentUser(page, portal);
      expect(after).toMatchObject({ isImpersonated: false, administrator: true });
    } finally {
      await site.close();
    }
  });
}

test('the portal itself still impersonates and ends it from its own page', async ({ page, baseURL }) => {
  await page.goto('/');
  await signIn(page, 'admin');
  await expect(page.getByRole('button', { name: /Васильев Д\./ })).toBeVisible();
  const admin = await currentUser(page, baseURL!);
  const citizen = admin.availableToImpersonate.find((o) => o.caption.startsWith('Иванова') && !o.institutionRole)!;
  const status = await page.evaluate(
    async (url) => (await fetch(url, { headers: { 'X-Requested-With': 'fetch' } })).status,
    `/api/esia/impersonate?impersonateAsPersonId=${citizen.personId}`,
  );
  expect(status).toBe(200);
  expect((await currentUser(page, baseURL!)).isImpersonated).toBe(true);
});
