import { expect, test } from './fixtures';
import { asAnother, startSignedIn } from './helpers';

/**
 * The patronage of the demo's large family: the family's open page shows the specialist's card, the
 * record and the chat; the social worker writes from the list of families in their charge, and the
 * family's page shows the message without a reload; the family rates the month's work. The specialist
 * finds the family by name and reads what the family said.
 */
test('the specialist writes to the family under patronage; the family sees it live and leaves feedback', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const text = `Алексей Викторович, во вторник приду в 10:00. ${Date.now()}`;
  await startSignedIn(page, 'family', '/user/patronage');
  await expect(page.getByRole('heading', { name: 'Патронаж', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ваш специалист' })).toContainText('Петров Сергей Викторович');
  await expect(page.getByRole('region', { name: 'Ваш специалист' })).toContainText('+7 (902) 814-33-56');
  await expect(page.getByRole('region', { name: 'Сведения о патронаже' })).toContainText('Многодетная семья');
  await expect(page.getByRole('log')).toContainText('ежемесячную выплату');

  await asAnother(browser, baseURL, 'worker', async (worker) => {
    await worker.goto('/user/patronage');
    const families = worker.getByRole('list', { name: 'Семьи под патронажем' });
    await expect(families.getByRole('link')).toHaveCount(3);
    // The specialist finds a family by name; the search stays in the address.
    await worker.getByLabel('Поиск').fill('козлова');
    await worker.getByLabel('Поиск').press('Enter');
    await expect(worker).toHaveURL(/search=/);
    await expect(families.getByRole('link')).toHaveCount(1);
    await expect(families).toContainText('Козлова Зинаида Фёдоровна');
    await worker.getByLabel('Поиск').fill('Григорьев Алексей');
    await worker.getByLabel('Поиск').press('Enter');
    await worker.getByRole('link', { name: /^Григорьев Алексей Викторович/ }).click();
    await expect(worker.getByRole('heading', { name: 'Григорьев Алексей Викторович', level: 1 })).toBeVisible();
    // What the family said reaches its specialist.
    await expect(worker.getByRole('region', { name: 'Отзывы семьи' })).toContainText('во второй половине дня');
    await worker.getByLabel('Сообщение', { exact: true }).fill(text);
    await worker.getByRole('button', { name: 'Отправить' }).click();
    await expect(worker.getByRole('log')).toContainText(text);
    await expect(worker.getByText('Отправляется…')).toHaveCount(0);
    await worker.setViewportSize({ width: 390, height: 844 });
    await worker.screenshot({ path: testInfo.outputPath('worker-390.png'), fullPage: true });
  });

  // Live, without a reload.
  await expect(page.getByRole('log')).toContainText(text, { timeout: 5_000 });

  // The family answers and rates the month.
  await page.getByLabel('Сообщение', { exact: true }).fill('Спасибо, ждём.');
  await page.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(page.getByRole('log')).toContainText('Спасибо, ждём.');
  const feedback = page.getByRole('form', { name: 'Отзыв о патронаже' });
  await feedback.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(feedback).toContainText('Напишите отзыв');
  await feedback.locator('label', { hasText: '5 из 5' }).click();
  await feedback.getByLabel('Отзыв', { exact: true }).fill('Сергей Викторович очень помог с документами.');
  await feedback.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(page.getByText('Спасибо! Оценка сохранена')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Сведения о патронаже' })).toContainText('5 из 5');
  await expect(page.getByRole('region', { name: 'Ваши отзывы' })).toContainText(
    'Сергей Викторович очень помог с документами.',
  );
  await page.screenshot({ path: testInfo.outputPath('family-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('family-390.png'), fullPage: true });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
