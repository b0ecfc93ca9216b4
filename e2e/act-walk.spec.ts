import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readMessage } from './helpers';
import { signedIn } from './signed-in';

test.use({ storageState: signedIn('worker') });

/** A new needs assessment (5 blocks) of a demo client, opened on its card. */
async function newNeedsAssessment(page: Page): Promise<string> {
  await page.goto('/user/individual-needs-assessment-act');
  await page.getByLabel('Фамилия').first().fill('Соколов');
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('table', { name: 'Найденные граждане' }).getByRole('button', { name: 'Создать акт' }).click();
  await page
    .getByRole('dialog', { name: 'У гражданина уже есть черновик этого акта' })
    .getByRole('button', { name: 'Создать новый акт' })
    .click();
  await expect(page).toHaveURL(/\/user\/individual-needs-assessment-act-card\/\d+$/);
  return page.url();
}

/** The heading of block N has the focus and its top is on screen. */
async function arrivedAt(page: Page, n: number) {
  const heading = page.getByRole('heading', { name: new RegExp(`^Блок ${n}\\.`) });
  await expect(heading).toBeFocused();
  const box = (await heading.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeLessThan(page.viewportSize()!.height / 2);
}

test('a social worker moves through the act one block at a time, comes back to a reloaded draft where she was, and is asked before leaving', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const cardUrl = await newNeedsAssessment(page);
  const steps = page.getByRole('navigation', { name: 'Блоки акта' });

  // Save on block 3 opens block 4 at its top, focus on its heading, the message naming block 3.
  await steps.getByText('Шкалы оценки').click();
  await expect(page.getByRole('heading', { name: /^Блок 3\./ })).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await arrivedAt(page, 4);
  // Closing the message is the person's own move of focus: the heading had it before.
  await readMessage(page, 'Блок 3 сохранён');
  await expect(steps.getByRole('tab', { selected: true })).toContainText('Потребность в социальном обслуживании');

  // 'Далее' and 'Назад' move by exactly one block.
  await page.getByRole('button', { name: 'Далее' }).click();
  await arrivedAt(page, 5);
  await expect(steps.getByRole('tab', { selected: true })).toContainText('Заключение, решение и подписи');
  await page.getByRole('button', { name: 'Назад' }).click();
  await arrivedAt(page, 4);
  await page.getByRole('button', { name: 'Назад' }).click();
  await arrivedAt(page, 3);
  await page.getByRole('button', { name: 'Далее' }).click();
  await arrivedAt(page, 4);

  // The save action stays on screen on a block longer than the screen.
  const save = page.getByRole('button', { name: 'Сохранить' });
  const viewport = page.viewportSize()!;
  const saveBox = (await save.boundingBox())!;
  expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(viewport.height);
  await page.screenshot({ path: test.info().outputPath('block-4-1366.png') });

  // Typing, then a reload: the browser asks first, and the draft comes back on block 4, in the same field.
  const help = page.getByRole('textbox', { name: 'В какой посторонней помощи нуждается' });
  await help.fill('Покупка продуктов');
  await page.waitForFunction(() =>
    Object.keys(localStorage).some(
      (k) => k.startsWith('portal.draft.') && localStorage.getItem(k)!.includes('Покупка продуктов'),
    ),
  );
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await expect(page.getByRole('heading', { name: /^Блок 4\./ })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(/^Восстановлены несохранённые изменения от \d\d\.\d\d\.\d{4} \d\d:\d\d \(МСК\+2\)$/),
  ).toBeVisible();
  await expect(help).toHaveValue('Покупка продуктов', { timeout: 30_000 });
  await expect(help).toBeFocused();
  await expect(page.getByRole('button', { name: 'Отбросить' })).toBeVisible();

  // Leaving for another page of the portal asks; 'Остаться' keeps the act and what was typed.
  await page.getByRole('link', { name: 'Социальные услуги', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Уйти со страницы?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Остаться' }).click();
  await expect(page).toHaveURL(cardUrl);
  await expect(help).toHaveValue('Покупка продуктов');

  // 'Отбросить' brings back the server's data; with nothing unsaved, leaving no longer asks.
  await page.getByRole('button', { name: 'Отбросить' }).click();
  await expect(help).toHaveValue('');
  await page.getByRole('link', { name: 'Социальные услуги', exact: true }).click();
  await expect(page).not.toHaveURL(cardUrl);
  expect(asked).toEqual(['beforeunload']);
});

test('signing waits for the required blocks, listed as links to them; on a phone the step list says the same block', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newNeedsAssessment(page);
  const steps = page.getByRole('navigation', { name: 'Блоки акта' });
  await steps.getByText('Проверка и подписание').click();
  await expect(page.getByRole('heading', { name: 'Проверьте данные' })).toBeVisible();
  const refusal = page.getByRole('alert').filter({ hasText: 'Подписать нельзя' });
  await expect(refusal.getByRole('button')).toHaveText([
    '1. Сведения о гражданине',
    '5. Заключение, решение и подписи',
  ]);
  // The worker's own line of block 5 is not drawn yet either: the one place to sign is there, not a second pad here.
  const signing = page.getByRole('region', { name: 'Подписание' });
  await expect(signing).toContainText('Чтобы подписать, нарисуйте свою подпись в блоке 5');
  await expect(signing.getByRole('checkbox')).toHaveCount(0);
  await expect(signing.getByRole('button', { name: 'Подписать' })).toBeDisabled();
  await refusal.getByRole('button', { name: '5. Заключение, решение и подписи' }).click();
  await arrivedAt(page, 5);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Блок 5 из 5')).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page.getByText('Блок 4 из 5')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Блок 4\./ })).toBeFocused();
  const save = (await page.getByRole('button', { name: 'Сохранить' }).boundingBox())!;
  expect(save.y + save.height).toBeLessThanOrEqual(844);
  await page.screenshot({ path: test.info().outputPath('block-4-390.png') });
});
