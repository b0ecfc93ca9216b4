import path from 'node:path';
import { expect, test } from './fixtures';
import { launcher, qrVideo, withCamera, withVideoFolder } from './fake-camera';
import { startSignedIn } from './helpers';

const CALENDAR = '/soc-services';

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

  const launch = launcher(playwright, testInfo);
  await withVideoFolder(async (dir) => {
    // A code of something else is named, and the scanner goes on.
    const foreign = path.join(dir, 'foreign.y4m');
    await qrVideo('https://example.org/qr/1.2.3.20261205.a1b2c3d4/AbCdEfGhIjKlMnOpQrStUvWxYz012-_9', foreign);
    await withCamera(launch, { baseURL: baseURL!, video: foreign, who: 'provider', path: CALENDAR }, async (camera) => {
      await expect(camera.getByRole('heading', { name: 'Календарь предоставления услуг' })).toBeVisible();
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
    await withCamera(
      launch,
      { baseURL: baseURL!, video: registration, who: 'provider', path: CALENDAR },
      async (camera) => {
        await expect(camera.getByRole('heading', { name: 'Календарь предоставления услуг' })).toBeVisible();
        await camera.getByRole('button', { name: 'Сканировать QR-код' }).click();
        await expect(camera).toHaveURL(new URL(link).pathname, { timeout: 20_000 });
        await expect(camera.getByRole('heading', { name: 'Запись по QR-коду' })).toBeVisible();
        await expect(camera.getByText('Кузнецова О. Н.')).toBeVisible();
        await expect(camera.getByRole('button', { name: 'Записать на услугу' })).toBeVisible();
      },
    );
  });
});
