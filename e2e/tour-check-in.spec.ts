import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { launcher, qrVideo, withCamera, withVideoFolder } from './fake-camera';
import { asAnother, startSignedIn } from './helpers';

/** The guardian's contract in force on today's excursion (server/db/seed/tour-contracts.ts). */
const GUARDIAN = 4;
const CONTRACT = 3004;

const LIST = '/user/check-in-tour';

/**
 * The guardian's check-in link, read from the QR image on her contract's card with a reader no one
 * here wrote (jsQR); the API gives the same path.
 */
async function guardiansCode(page: Page, baseURL: string): Promise<string> {
  await startSignedIn(page, 'guardian', `/services/catalog/tourism/contract/${CONTRACT}`);
  const image = page.getByRole('img', { name: /QR-код прибытия на тур «Обзорная экскурсия по Салехарду/ });
  await expect(image).toBeVisible();
  const png = PNG.sync.read(await image.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
  const link = new URL(decoded).pathname;
  expect(link).toMatch(/^\/qr-check-in-tourism\/3004\.\d{8}\/[A-Za-z0-9_-]{32}$/);
  const answer = await page.request.get(`/api/tour-contract/check-in-qr/${GUARDIAN}/${CONTRACT}`, {
    headers: { 'x-requested-with': 'fetch', origin: baseURL },
  });
  expect(((await answer.json()) as { data: { path: string } }).data.path).toBe(link);
  return link;
}

async function shoot(page: Page, name: string, path: (name: string) => string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: path(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('the guardian’s check-in code: the operator confirms the arrival once, the list shows «Прибыл»', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => testInfo.outputPath(name);
  // The guardian opens her contract's card and shows its code.
  const code = { path: await guardiansCode(page, baseURL!) };

  await asAnother(browser, baseURL, 'tourism', async (operator) => {
    // Today's list: the guardian and her ward wait to be checked in.
    await operator.goto(LIST);
    await expect(operator.getByRole('heading', { name: 'Регистрация туристов' })).toBeVisible();
    const row = operator.getByTestId(`check-in-${CONTRACT}`);
    await expect(row).toContainText('Кузнецова Ольга Николаевна');
    await expect(row).toContainText('участников: 2');
    await expect(row.getByRole('button', { name: 'Отметить прибытие' })).toBeVisible();
    await expect(operator.getByRole('button', { name: 'Сканировать QR-код' })).toBeVisible();
    await shoot(operator, 'list-before', shot);

    // The operator opens the code's link and confirms.
    await operator.goto(code.path);
    await expect(operator.getByRole('heading', { name: 'Регистрация туриста' })).toBeVisible();
    await expect(operator.getByText('Кузнецова Ольга Николаевна').first()).toBeVisible();
    await expect(operator.getByText(/Обзорная экскурсия по Салехарду/)).toBeVisible();
    await shoot(operator, 'qr-before', shot);
    await operator.getByRole('button', { name: 'Подтвердить прибытие' }).click();
    await expect(operator.getByText(/^Прибытие отмечено \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/)).toBeVisible();
    await expect(operator.getByRole('button', { name: 'Подтвердить прибытие' })).toHaveCount(0);
    await shoot(operator, 'qr-done', shot);

    // The same code again is refused as used.
    await operator.reload();
    await expect(operator.getByText(/^QR-код уже использован: прибытие отмечено /)).toBeVisible();
    await expect(operator.getByRole('button', { name: 'Подтвердить прибытие' })).toHaveCount(0);
    await shoot(operator, 'qr-used', shot);

    // A changed link is refused.
    await operator.goto(code.path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    await expect(operator.getByText(/^QR-код недействителен/)).toBeVisible();
    await shoot(operator, 'qr-forged', shot);

    // Back on the list: «Прибыл» with the time.
    await operator.getByRole('link', { name: 'Туристы на сегодня' }).click();
    await expect(row.getByTestId('arrived')).toHaveText(/^Прибыл \d{2}:\d{2}$/);
    await expect(row.getByRole('button', { name: 'Отметить прибытие' })).toHaveCount(0);
    await shoot(operator, 'list-after', shot);
  });
});

test('the operator scans the tourist’s code with the camera; a code of something else is named', async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const link = `${baseURL}${await guardiansCode(page, baseURL!)}`;
  const launch = launcher(playwright, testInfo);
  await withVideoFolder(async (dir) => {
    const foreign = path.join(dir, 'foreign.y4m');
    // A registration code of the calendar is not a check-in code.
    await qrVideo(`${baseURL}/qr/1.2.3.20261205.a1b2c3d4/AbCdEfGhIjKlMnOpQrStUvWxYz012-_9`, foreign);
    await withCamera(launch, { baseURL: baseURL!, video: foreign, who: 'tourism', path: LIST }, async (camera) => {
      await camera.getByRole('button', { name: 'Сканировать QR-код' }).click();
      const dialog = camera.getByRole('dialog', { name: 'QR-код прибытия туриста' });
      await expect(dialog.getByText(/^Это не QR-код прибытия туриста/)).toBeVisible({ timeout: 20_000 });
      await expect(camera).toHaveURL(LIST);
    });

    // Where the browser has its own reader (BarcodeDetector), the scanner takes what it reads.
    await withCamera(
      launch,
      {
        baseURL: baseURL!,
        video: foreign,
        who: 'tourism',
        path: LIST,
        init: () => {
          Object.assign(window, {
            BarcodeDetector: class {
              detect(): Promise<{ rawValue: string }[]> {
                const read = sessionStorage.getItem('qr-read') ?? '';
                return Promise.resolve(read ? [{ rawValue: read }] : []);
              }
            },
          });
        },
      },
      async (camera) => {
        await camera.evaluate((text) => sessionStorage.setItem('qr-read', text), link);
        await camera.getByRole('button', { name: 'Сканировать QR-код' }).click();
        await expect(camera).toHaveURL(new URL(link).pathname, { timeout: 20_000 });
        await expect(camera.getByRole('heading', { name: 'Регистрация туриста' })).toBeVisible();
      },
    );

    const tourist = path.join(dir, 'tourist.y4m');
    await qrVideo(link, tourist);
    // A phone's own reader (BarcodeDetector) that fails on this device: the scanner reads with ZXing instead.
    const failingReader = () => {
      Object.assign(window, {
        BarcodeDetector: class {
          detect(): Promise<never> {
            return Promise.reject(new DOMException('Недоступно', 'NotSupportedError'));
          }
        },
      });
    };
    await withCamera(
      launch,
      { baseURL: baseURL!, video: tourist, who: 'tourism', path: LIST, init: failingReader },
      async (camera) => {
        await camera.getByRole('button', { name: 'Сканировать QR-код' }).click();
        await expect(camera).toHaveURL(new URL(link).pathname, { timeout: 20_000 });
        await expect(camera.getByRole('heading', { name: 'Регистрация туриста' })).toBeVisible();
        // Arrived already or not (the other walk may have confirmed it): the page names the tourist.
        await expect(camera.getByText('Кузнецова Ольга Николаевна').first()).toBeVisible();
      },
    );
  });
});
