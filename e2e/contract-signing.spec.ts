import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';
import { readMessage, startSignedIn } from './helpers';

/** The demo contract of КЦСОН Ноябрьск sent to the demo citizen for signing (status 2, seed id 6). */
const NUMBER = 'ДЕМО-КЦСОН-2026/0041';
const CONSENT = 'Я ознакомился с документом и подписываю его простой электронной подписью';

test('the citizen reads the contract, signs it with a simple electronic signature and sees the stamp facts on the card', async ({
  page,
}, testInfo) => {
  await startSignedIn(page, 'citizen');
  await expect(page.getByRole('button', { name: /Иванова М\./ })).toBeVisible();
  await page.goto('/user/service-contracts/6');
  await expect(page.getByRole('heading', { name: new RegExp(`Договор № ${NUMBER}`) })).toBeVisible();
  const signatures = page.getByTestId('contract-signatures');
  // Whether a qualified signing service is connected is the administrator's self-check, not the citizen's.
  await expect(signatures).not.toContainText('сервис подписи');
  await expect(signatures).toContainText('Документы договора ещё не подписаны электронной подписью.');

  const dialog = page.getByRole('dialog', { name: 'Подписание договора' });
  // On a phone the document opens full screen, its pages as wide as the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Подписать договор' }).click();
  const firstPage = dialog.getByRole('img', { name: new RegExp(`Договор № ${NUMBER} .*, страница 1 из \\d`) });
  await expect(firstPage).toBeVisible();
  const box = (await firstPage.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('sign-dialog-390.png') });
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toHaveCount(0);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Подписать договор' }).click();
  // The document itself, page by page, drawn from the PDF.
  await expect(
    dialog.getByRole('img', { name: new RegExp(`Договор № ${NUMBER} .*, страница 1 из \\d`) }),
  ).toBeVisible();
  // One kind of signature without a signing service; its absence is for the admin's self-check only.
  await expect(dialog.getByTestId('signature-kind')).toHaveText('Документ подписывается простой электронной подписью.');
  await expect(dialog.getByText(/сервис подписи/)).toHaveCount(0);
  const consent = dialog.getByLabel(CONSENT);
  await expect(consent).not.toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('sign-dialog-1366.png') });
  // The document the person read can be downloaded as it is.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Скачать документ (PDF)' }).click(),
  ]);
  const read = readFileSync((await download.path())!);
  const readHash = createHash('sha256').update(read).digest('hex');

  // Signing without the confirmation is refused on the spot.
  await dialog.getByRole('button', { name: 'Подписать' }).click();
  await expect(dialog.getByText('Подтвердите, что ознакомились с документом')).toBeVisible();
  await consent.check();
  await dialog.getByRole('button', { name: 'Подписать' }).click();
  await readMessage(page, 'Договор подписан');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('contract-status')).toHaveText('Статус:Подписан получателем услуг');

  // The card: who, as whom, when, which signature, the hash of the document read, and that it still matches.
  const signature = page.getByTestId('contract-signature');
  await expect(signature).toHaveCount(1);
  await expect(signature).toContainText('Договор: простая электронная подпись');
  await expect(signature).toContainText('Иванова Мария Петровна, Получатель услуг');
  await expect(signature).toContainText(/Подписано \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(МСК\+2\)/);
  await expect(signature).toContainText(readHash);
  await expect(signature).toContainText('Подпись действительна');
  await page.screenshot({ path: testInfo.outputPath('signed-card-1366.png'), fullPage: true });

  // The signed PDF carries the stamp with the same facts (read by poppler).
  const [signed] = await Promise.all([
    page.waitForEvent('download'),
    signature.getByRole('link', { name: 'Скачать подписанный документ (PDF)' }).click(),
  ]);
  const text = execFileSync('pdftotext', [(await signed.path())!, '-'], { encoding: 'utf8' });
  expect(text).toContain('Документ подписан простой электронной подписью');
  expect(text).toContain('Иванова Мария Петровна');
  expect(text).toContain(readHash);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('signed-card-390.png'), fullPage: true });
});

test('a contract changed after signing says so on its card, and the signed original is still there', async ({
  page,
}, testInfo) => {
  await startSignedIn(page, 'citizen');
  await expect(page.getByRole('button', { name: /Иванова М\./ })).toBeVisible();
  // ДЕМО-КЦСОН-2026/0029: a service removed and the period extended after both sides signed (seed id 16).
  await page.goto('/user/service-contracts/16');
  const signatures = page.getByTestId('contract-signature');
  await expect(signatures).toHaveCount(2);
  for (const signature of await signatures.all()) {
    await expect(signature).toContainText('Документ изменён после подписания');
    await expect(signature.getByRole('link', { name: 'Скачать подписанный документ (PDF)' })).toBeVisible();
  }
  await expect(page.getByTestId('contract-signatures')).toContainText('Смирнова Екатерина Александровна');
  await signatures.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('changed-card-1366.png') });
});
