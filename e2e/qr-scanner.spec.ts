import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startSignedIn } from './helpers';
import { signedIn } from './signed-in';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A video of a QR code for Chromium's fake camera: the code drawn by `qrcode` as a PNG, put in the
 * middle of a grey 640x480 picture and written as YUV4MPEG2 (4:2:0, full-range BT.601 as JPEG has it),
 * a few identical frames (Chromium plays the file in a loop).
 */
async function qrVideo(text: string, file: string): Promise<void> {
  const png = PNG.sync.read(await QRCode.toBuffer(text, { type: 'png', width: 360, margin: 4 }));
  const rgb = (x: number, y: number): [number, number, number] => {
    const px = x - Math.floor((WIDTH - png.width) / 2);
    const py = y - Math.floor((HEIGHT - png.height) / 2);
    if (px < 0 || py < 0 || px >= png.width || py >= png.height) return [150, 150, 150];
    const i = (py * png.width + px) * 4;
    return [png.data[i], png.data[i + 1], png.data[i + 2]];
  };
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  const luma = Buffer.alloc(WIDTH * HEIGHT);
  const cb = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const cr = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const [r, g, b] = rgb(x, y);
      luma[y * WIDTH + x] = clamp(0.299 * r + 0.587 * g + 0.114 * b);
    }
  for (let y = 0; y < HEIGHT / 2; y++)
    for (let x = 0; x < WIDTH / 2; x++) {
      let u = 0;
      let v = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ]) {
        const [r, g, b] = rgb(2 * x + dx, 2 * y + dy);
        u += 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
        v += 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
      }
      cb[y * (WIDTH / 2) + x] = clamp(u / 4);
      cr[y * (WIDTH / 2) + x] = clamp(v / 4);
    }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, cb, cr]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, frame, frame, frame]));
}

/** Runs `body` on /soc-services as the provider in a browser whose camera films `video`. */
async function withCamera(
  launch: (args: string[]) => Promise<Browser>,
  baseURL: string,
  video: string,
  body: (page: Page) => Promise<void>,
) {
  const browser = await launch([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ]);
  try {
    const context = await browser.newContext({
      baseURL,
      storageState: signedIn('provider'),
      locale: 'ru-RU',
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await page.goto('/soc-services');
    await expect(page.getByRole('heading', { name: 'Календарь предоставления услуг' })).toBeVisible();
    await body(page);
  } finally {
    await browser.close();
  }
}

test('the employee scans a registration QR code with the camera and lands on its registration page', async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  // The provider at «Северная забота» issues a code for Кузнецова О. Н. through the API.
  await startSignedIn(page, 'provider', '/soc-services');
  const issued = await page.request.post('/api/reg-service/qr', {
    headers: { 'x-requested-with': 'fetch', origin: baseURL! },
    data: { institutionServiceId: 3, personId: 4 },
  });
  expect(issued.status()).toBe(200);
  const ticket = ((await issued.json()) as { data: { path: string; person: string } }).data;
  expect(ticket.person).toBe('Кузнецова О. Н.');
  // The link the ticket's QR code holds (qr-ticket-dialog.tsx writes the same).
  const link = `${baseURL}${ticket.path}`;

  const dir = await mkdtemp(path.join(tmpdir(), 'qr-camera-'));
  const options = testInfo.project.use.launchOptions ?? {};
  const launch = (args: string[]) =>
    playwright.chromium.launch({ ...options, args: [...(options.args ?? []), ...args] });
  try {
    // A code of something else is named, and the scanner goes on.
    const foreign = path.join(dir, 'foreign.y4m');
    await qrVideo('https://example.org/qr/1.2.3.20261205.a1b2c3d4/AbCdEfGhIjKlMnOpQrStUvWxYz012-_9', foreign);
    await withCamera(launch, baseURL!, foreign, async (camera) => {
      await camera.getByRole('button', { name: 'Сканировать QR-код' }).click();
      const dialog = camera.getByRole('dialog', { name: 'Запись по QR-коду' });
      await expect(dialog.getByText('Это не QR-код записи портала')).toBeVisible({ timeout: 20_000 });
      await expect(dialog.getByTestId('qr-scanner')).toHaveAttribute('data-state', 'scanning');
      // Closing the dialog releases the camera.
      const video = dialog.locator('video');
      await dialog.getByRole('button', { name: 'Закрыть' }).click();
      await expect(dialog).toBeHidden();
      await expect(video).toHaveCount(0);
    });

    const registration = path.join(dir, 'registration.y4m');
    await qrVideo(link, registration);
    await withCamera(launch, baseURL!, registration, async (camera) => {
      await camera.getByRole('button', { name: 'Сканировать QR-код' }).click();
      await expect(camera).toHaveURL(new URL(link).pathname, { timeout: 20_000 });
      await expect(camera.getByRole('heading', { name: 'Запись по QR-коду' })).toBeVisible();
      await expect(camera.getByText('Кузнецова О. Н.')).toBeVisible();
      await expect(camera.getByRole('button', { name: 'Записать на услугу' })).toBeVisible();
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
