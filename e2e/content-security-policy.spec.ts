import { test as thirdPartyPageTest, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startSignedIn } from './helpers';

/*
 * Every page the portal serves works under its content security policy, which applies no inline
 * style (style-src without 'unsafe-inline'): the app's style elements carry the page's nonce
 * (emotion for MUI, TipTap), the identity provider's pages link a stylesheet, and swagger-ui
 * (/api/docs) runs under the same policy with its logo's style let in by hash. Chromium reports
 * anything the policy blocks as a securitypolicyviolation event and a console error; either fails
 * the test, naming the page and the directive.
 */

/** One thing the policy blocked, as a person fixing it wants to read it. */
interface Violation {
  page: string;
  directive: string;
  blocked: string;
  /** The start of what was blocked (the style's text or the element), and the script that added it. */
  sample: string;
  source: string;
}

/** Collects every violation the page's documents report, from the first navigation on. */
async function watchPolicy(page: Page): Promise<Violation[]> {
  const found: Violation[] = [];
  await page.exposeBinding('reportPolicyViolation', (_source, violation: Violation) => {
    found.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { reportPolicyViolation: (v: Violation) => void }).reportPolicyViolation;
        const target = event.target instanceof Element ? event.target.outerHTML.slice(0, 200) : '';
        report({
          page: location.pathname,
          directive: event.effectiveDirective || event.violatedDirective,
          blocked: event.blockedURI,
          sample: event.sample || target,
          source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '',
        });
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' || !/Content Security Policy/i.test(message.text())) return;
    const directive = /directive:? ["']([\w-]+)/.exec(message.text())?.[1] ?? 'unknown';
    const { url, lineNumber } = message.location();
    found.push({
      page: new URL(page.url()).pathname,
      directive,
      blocked: 'console',
      sample: message.text().slice(0, 300),
      source: `${url}:${lineNumber}`,
    });
  });
  return found;
}

/**
 * The violations reported so far, once those of what the page has just done have arrived: an
 * event is dispatched in a task of its own and reaches the test as a message, so a round trip
 * after the page's next tasks brings in every one reported before it.
 */
async function reported(page: Page, found: Violation[]): Promise<Violation[]> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  return found;
}

/** The style elements of the page and whether each carries the page's nonce. */
function styleElements(page: Page): Promise<{ count: number; withNonce: number; pageNonce: string }> {
  return page.evaluate(() => {
    const pageNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
    const styles = [...document.querySelectorAll('style')];
    return {
      count: styles.length,
      withNonce: styles.filter((style) => pageNonce !== '' && style.nonce === pageNonce).length,
      pageNonce,
    };
  });
}

/** Every style element on the page carries its nonce, and emotion's styles are applied. */
async function expectStylesApplied(page: Page): Promise<void> {
  const { count, withNonce, pageNonce } = await styleElements(page);
  expect(pageNonce).not.toBe('');
  expect(count).toBeGreaterThan(0);
  expect(withNonce, 'style elements without the page nonce').toBe(count);
  // CssBaseline (an emotion style) sets the body's margin to 0 and the theme's background.
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
}

const shot = (name: string) => test.info().outputPath(`${name}.png`);

test('public pages and the identity provider load without a blocked style or script', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const violations = await watchPolicy(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectStylesApplied(page);
  const first = (await styleElements(page)).pageNonce;
  await page.screenshot({ path: shot('home-1366') });

  // A reload is a new page with a nonce of its own.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect((await styleElements(page)).pageNonce).not.toBe(first);

  // A list with its filters' menus, and the navigator's map (Leaflet).
  await page.goto('/registry');
  await expect(page.getByText(/^Найдено: \d+/)).toBeVisible();
  await page.getByRole('combobox').first().click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/navigator/msp-item?id=18');
  await expect(
    page.getByRole('region', { name: 'Карта учреждений' }).locator('.leaflet-marker-icon').first(),
  ).toBeVisible();
  await expectStylesApplied(page);

  // The app's own «not found» page.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // The identity provider's sign-in page: styled by its stylesheet.
  await page.goto('/');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/idp-login\//);
  await expect(page.getByRole('heading', { name: 'Тестовый поставщик идентификации' })).toBeVisible();
  expect(await page.locator('main').evaluate((main) => getComputedStyle(main).borderRadius)).toBe('8px');
  // Its error page (an authorization request without a client), and signing out: oidc-provider's
  // page posts its form by a script its own hash lets in, then the last page.
  await page.goto('/idp/auth');
  await expect(page.getByRole('heading', { name: 'Не удалось выполнить вход' })).toBeVisible();
  expect(await page.locator('main').evaluate((main) => getComputedStyle(main).borderRadius)).toBe('8px');
  await page.goto('/idp/session/end');
  await expect(page.getByRole('heading', { name: 'Вы вышли' })).toBeVisible();

  expect(await reported(page, violations), 'content security policy violations').toEqual([]);
});

// swagger-ui's page is a tool's, not the portal's: the accessibility scan of ./fixtures (its
// findings would be swagger-ui's own) is left out, as on the identity provider's pages.
thirdPartyPageTest(
  '/api/docs (swagger-ui) loads and runs an operation without a blocked style or script',
  async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/api/docs');
    await expect(page.locator('.swagger-ui .information-container')).toBeVisible();
    const operation = page.locator('#operations-default-get_api_health');
    await operation.locator('.opblock-summary-control').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    await expect(operation.locator('.live-responses-table')).toContainText('200');
    expect(await reported(page, violations), 'content security policy violations').toEqual([]);
  },
);

test('a signed-in cabinet with its menus, a select, a date picker and the rich-text editor keeps to the policy', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const violations = await watchPolicy(page);

  await startSignedIn(page, 'guardian', '/user/guardianReport');
  await page.getByRole('link', { name: 'Новый отчёт' }).click();
  await expectStylesApplied(page);
  // A select's menu, the date picker's calendar and the cabinet's user menu.
  await page
    .locator('main')
    .getByRole('combobox', { name: /Подопечный/ })
    .click();
  await page.getByRole('option').first().click();
  await page
    .getByRole('button', { name: /^Выберите дату/ })
    .first()
    .click();
  await expect(page.getByRole('grid')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Кузнецова О\./ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.screenshot({ path: shot('guardian-report-1366') });
  await page.keyboard.press('Escape');

  // The administrator's news editor (TipTap adds a style element of its own).
  await startSignedIn(page, 'admin', '/for-parents/every-mother');
  await expect(page.getByText(/^Найдено: \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Добавить' }).click();
  const form = page.getByRole('dialog', { name: 'Новая публикация' });
  await form.getByRole('textbox', { name: 'Текст' }).click();
  await page.keyboard.type('Текст публикации');
  await expect(page.locator('style[data-tiptap-style]')).toHaveCount(1);
  await expectStylesApplied(page);
  await form.getByRole('button', { name: 'Отмена' }).click();

  expect(await reported(page, violations), 'content security policy violations').toEqual([]);
});
