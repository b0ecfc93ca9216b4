/**
 * Chromium's fake camera filming a QR code, for the walks that scan one with the browser's camera
 * (the registration QR of the calendar, the tourists' check-in).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { signedIn, type SignedInAs } from './signed-in';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A video of a QR code for Chromium's fake camera: the code drawn by `qrcode` as a PNG, put in the
 * middle of a grey 640x480 picture and written as YUV4MPEG2 (4:2:0, full-range BT.601 as JPEG has it),
 * a few identical frames (Chromium plays the file in a loop).
 */
export async function qrVideo(text: string, file: string): Promise<void> {
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

/** Runs `body` on `path` as `who` in a browser whose camera films `video` (`init` runs in every page first). */
export async function withCamera(
  launch: (args: string[]) => Promise<Browser>,
  {
    baseURL,
    video,
    who,
    path: start,
    init,
  }: { baseURL: string; video: string; who: SignedInAs; path: string; init?: () => void },
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
      storageState: signedIn(who),
      locale: 'ru-RU',
      permissions: ['camera'],
    });
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    await page.goto(start);
    await body(page);
  } finally {
    await browser.close();
  }
}

/** How a walk launches a second Chromium with extra arguments, with the project's launch options. */
export function launcher(
  playwright: { chromium: { launch: (options: object) => Promise<Browser> } },
  testInfo: TestInfo,
): (args: string[]) => Promise<Browser> {
  const options = testInfo.project.use.launchOptions ?? {};
  return (args) => playwright.chromium.launch({ ...options, args: [...(options.args ?? []), ...args] });
}

/** Runs `body` with a fresh folder for the videos, removed afterwards. */
export async function withVideoFolder(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'qr-camera-'));
  try {
    await body(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
