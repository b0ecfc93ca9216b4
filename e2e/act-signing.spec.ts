import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fullNameOf, readMessage } from './helpers';
import { signedIn } from './signed-in';

test.use({ storageState: signedIn('worker') });

/** The text of a PDF as poppler's pdftotext reads it, on one line: a reader the portal did not write. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'act-signing-'));
  try {
    const file = path.join(dir, 'act.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What the screen shows at a width with `part` at its top, kept with the test's results for a person to look at. */
async function shot(page: Page, part: Locator, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await part.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
}

const WHEN = String.raw`\d\d\.\d\d\.\d{4} \d\d:\d\d \(МСК\+2\)`;

test('a social worker signs an act once, on her line where the act has it: the review signs with that drawing, and the signed act and its PDF name her and the time', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const name = await fullNameOf(page);
  await page.goto('/user/individual-needs-assessment-act');
  // The list is newest first and other tests sign copies of this act: the demo act is the oldest row.
  await page
    .getByRole('table', { name: 'Список актов' })
    .getByRole('row', { name: /Морозова/ })
    .last()
    .getByRole('link', { name: 'Открыть' })
    .click();
  // A signed act opens on its signed document, not on block 1 read-only.
  await expect(page.getByRole('heading', { name: 'Подписанный акт' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Блок 1\./ })).toHaveCount(0);
  await expect(
    page.getByText(new RegExp(`^Документ подписан: ${name}, специалист по социальной работе, ${WHEN}$`)),
  ).toBeVisible();

  // A new act from it keeps no drawing: the review sends the worker to her line in block 5, with no pad of its own.
  await page.getByRole('button', { name: 'Новый акт на основе текущего' }).click();
  await expect(page.getByRole('heading', { name: /^Блок 1\./ })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Блоки акта' });
  await steps.getByText('Проверка и подписание').click();
  const signing = page.getByRole('region', { name: 'Подписание' });
  await expect(signing).toContainText(
    'Чтобы подписать, нарисуйте свою подпись в блоке 5 «Заключение, решение и подписи» и сохраните блок.',
  );
  await expect(signing.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /Поле для подписи/ })).toHaveCount(0);
  await expect(signing.getByRole('button', { name: 'Подписать' })).toBeDisabled();
  await signing.getByRole('link', { name: 'в блоке 5 «Заключение, решение и подписи»' }).click();

  // She draws her signature once, on her own line of block 5, and saves the block.
  await expect(page.getByRole('heading', { name: /^Блок 5\./ })).toBeFocused();
  const pad = page.getByRole('group', { name: `Подпись: ${name}` });
  const canvas = pad.getByRole('img', { name: /Поле для подписи/ });
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.35, 0.75],
    [0.5, 0.25],
    [0.65, 0.7],
    [0.85, 0.4],
  ])
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
  await page.mouse.up();
  await pad.getByRole('button', { name: 'Сохранить подпись' }).click();
  await expect(pad.getByRole('img', { name: /^Сохранённая подпись/ })).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await readMessage(page, 'Блок 5 сохранён');

  // The review shows that drawing and signs with it: nothing is drawn or ticked a second time.
  await expect(page.getByRole('heading', { name: 'Проверьте данные' })).toBeVisible();
  await expect(signing).toContainText(
    'Документ будет подписан подписью, нарисованной в блоке 5 «Заключение, решение и подписи»',
  );
  await expect(signing.getByRole('img', { name: `Подпись: ${name}` })).toBeVisible();
  await expect(signing.getByRole('checkbox')).toHaveCount(0);
  await shot(page, signing, 'review-sign', 1366);
  await shot(page, signing, 'review-sign', 390);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signing.getByRole('button', { name: 'Подписать' }).click();

  // The signed document: its signatures where the act has them, and the stamp of who signed and when.
  await expect(page.getByRole('heading', { name: 'Подписанный акт' })).toBeVisible();
  const stamp = page.getByText(new RegExp(`^Документ подписан: ${name}, специалист по социальной работе, ${WHEN}$`));
  await expect(stamp).toBeVisible();
  await expect(page.getByText('Подпись: собственноручная подпись (рисунок в документе)')).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^Подпись: ${name}`) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Подписать' })).toHaveCount(0);
  const title = page.getByRole('heading', { name: 'Подписанный акт' });
  await shot(page, title, 'signed', 1366);
  await shot(page, title, 'signed', 390);
  const block5 = page.getByRole('heading', { name: '5. Заключение, решение и подписи' });
  await shot(page, block5, 'signed-block-5', 1366);
  await shot(page, block5, 'signed-block-5', 390);
  await page.setViewportSize({ width: 1366, height: 900 });
  const stampText = (await stamp.textContent())!;

  // Opened again, it opens on the same signed document.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Подписанный акт' })).toBeVisible();

  // The PDF's last stamp says the same: the signer, her position and the time on the region's clock.
  const href = await page.getByRole('link', { name: 'Печать (PDF)' }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = pdfText(await pdf.body());
  expect(text).toContain(stampText);
  expect(text).toMatch(
    new RegExp(`Документ подписан: ${name}, специалист по социальной работе, ${WHEN} Подпись: собственноручная`),
  );
});
