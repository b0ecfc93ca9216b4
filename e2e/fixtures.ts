import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** The rules the portal is held to: WCAG 2.1 AA (GOST R 52872-2019). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * Pages not scanned: the sign-in return page only passes the visitor on (a scan there would race the
 * token exchange), and the identity provider's page belongs to the development stand-in, not the portal.
 */
const NOT_SCANNED = /^\/(auth|idp-login|idp)(\/|$)/;
/** Findings that fail a test; minor and moderate ones are left to review. */
const BLOCKING = new Set(['serious', 'critical']);
/** How long a page may take to settle after a navigation before it is scanned. */
const SETTLE_MS = 10_000;

/** One serious or critical finding, as a person fixing it wants to read it. */
export interface AxeFinding {
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Waits until the page has loaded and its screen is no longer showing a loading bar. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load', { timeout: SETTLE_MS }).catch(() => undefined);
  await page
    .getByRole('progressbar', { name: 'Загрузка' })
    .first()
    .waitFor({ state: 'hidden', timeout: SETTLE_MS })
    .catch(() => undefined);
}

/**
 * Waits (briefly) until no CSS transition or animation runs: a menu caught while it fades in reads
 * as low contrast. A page that keeps animating is scanned anyway after the wait.
 */
async function stillFrame(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, {
      timeout: 2000,
    })
    .catch(() => undefined);
}

/** Scans the page as it is now; the serious and critical findings. */
export async function scanPage(page: Page): Promise<AxeFinding[]> {
  await stillFrame(page);
  const url = new URL(page.url()).pathname;
  // Legacy mode runs the whole scan inside the page: the default opens a second page of the same
  // browser context, which the portal's sign-in (it talks to its own other windows) must not see.
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      url,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
}

/**
 * The scan runs while the test goes on clicking, so a button caught mid-ripple or a dialog mid-fade
 * can read as low contrast: a finding counts when a second scan a moment later finds it again on
 * the same element. A real violation is still there; a transition is not.
 */
async function confirmedFindings(page: Page): Promise<AxeFinding[]> {
  const first = await scanPage(page);
  if (first.length === 0 || page.isClosed()) return first;
  await page.waitForTimeout(700);
  if (page.isClosed()) return first;
  const key = (f: AxeFinding) => `${f.url} ${f.rule} ${f.targets.join()}`;
  const again = new Set((await scanPage(page)).map(key));
  return first.filter((f) => again.has(key(f)));
}

/**
 * Every spec's `test`: its page is scanned with axe-core after each navigation (a full load or the
 * app's own route change), once per distinct path, and once more as the test ends; a serious or
 * critical finding fails the test with the page, the rule and the elements.
 */
export const test = base.extend({
  // Its own time for the scans (a loaded machine takes seconds per page), apart from the test's.
  page: [
    async ({ page }, use) => {
      const findings: AxeFinding[] = [];
      const seen = new Set<string>();
      let queue: Promise<void> = Promise.resolve();
      const scanOnce = (force = false) => {
        queue = queue.then(async () => {
          if (page.isClosed()) return;
          await settle(page);
          if (page.isClosed()) return;
          const path = new URL(page.url()).pathname;
          if (NOT_SCANNED.test(path) || (!force && seen.has(path))) return;
          seen.add(path);
          // A scan cut short by the next navigation is repeated on the page the test went on to.
          for (let attempt = 0; attempt < 2; attempt += 1) {
            try {
              findings.push(...(await confirmedFindings(page)));
              return;
            } catch {
              if (page.isClosed()) return;
              await settle(page);
            }
          }
        });
      };
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && frame.url().startsWith('http')) scanOnce();
      });
      await use(page);
      if (!page.isClosed()) scanOnce(true);
      await queue;
      const unique = [...new Map(findings.map((f) => [`${f.url} ${f.rule} ${f.targets.join()}`, f])).values()];
      expect(unique, 'axe-core: serious or critical WCAG 2.1 AA findings').toEqual([]);
    },
    { scope: 'test', timeout: 180_000 },
  ],
});
