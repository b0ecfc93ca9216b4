import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readMessage, startSignedIn } from './helpers';

/** Where screenshots of the section go when PARENTS_SHOTS names a folder (a person looks at them). */
const SHOTS = process.env.PARENTS_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF`);

/** Signs in as the demo administrator, who has one role and lands on the home page. */
async function signInAdmin(page: Page) {
  await startSignedIn(page, 'admin');
  await expect(page.getByRole('button', { name: /Васильев Д\./ })).toBeVisible();
}

for (const { width, name } of [
  { width: 1366, name: 'desktop' },
  { width: 390, name: 'phone' },
]) {
  test(`a visitor reads the for-parents page, the «Каждой маме» list and a card with its files (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/for-parents');
    await expect(page.getByRole('heading', { level: 1, name: 'Родителям' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Присмотр за детьми' })).toHaveAttribute(
      'href',
      '/services/catalog/babysitting',
    );
    await expect(page.getByRole('link', { name: 'Меры поддержки в навигаторе' })).toHaveAttribute(
      'href',
      '/navigator/msp',
    );
    await expect(page.getByRole('link', { name: 'Службы ранней помощи' })).toHaveAttribute(
      'href',
      '/registry/early-help',
    );
    await expect(page.getByRole('region', { name: 'Каждой маме' }).getByRole('listitem')).toHaveCount(3);
    await shot(page, `for-parents-${name}`);

    await page.getByRole('link', { name: 'Все публикации' }).click();
    await expect(page).toHaveURL(/\/for-parents\/every-mother$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Каждой маме' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(8);
    // Newest first; no administrator's button for a visitor.
    await expect(cards.first()).toContainText('Семейный сертификат на отдых детей летом 2027 года');
    await expect(page.getByRole('button', { name: 'Добавить' })).toHaveCount(0);
    await shot(page, `every-mother-list-${name}`);

    await page.getByRole('link', { name: /Региональный материнский капитал/ }).click();
    await expect(page).toHaveURL(/\/for-parents\/every-mother\/30$/);
    await expect(page.getByRole('heading', { level: 1, name: /Региональный материнский капитал/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'На что можно направить средства' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Редактировать' })).toHaveCount(0);
    const files = page.getByRole('region', { name: 'Файлы' });
    await expect(files.getByRole('listitem')).toHaveCount(2);
    await expect(files).toContainText('Образец заявления.pdf');
    await shot(page, `every-mother-card-${name}`);
    const download = page.waitForEvent('download');
    await files.getByRole('link', { name: 'Скачать файлы (ZIP)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);

    await page.getByRole('link', { name: 'Каждой маме' }).click();
    await expect(page).toHaveURL(/\/for-parents\/every-mother$/);
    await page.goto('/for-parents/every-mother/99999');
    await expect(page).toHaveURL(/\/404$/);
  });
}

test('an administrator creates a card in the editor, attaches a file, edits the card and deletes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAdmin(page);
  await page.goto('/for-parents/every-mother');
  // As a person does: the list is on the screen before «Добавить» is pressed (the editor then
  // mounts in a settled page, where a destroyed TipTap editor once took the page down).
  await expect(page.getByText(/^Найдено: \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Добавить' }).click();
  const form = page.getByRole('dialog', { name: 'Новая публикация' });
  // An empty form is refused with the spec's message under each field.
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText('Обязательное поле')).toHaveCount(2);

  await form
    .getByRole('textbox', { name: 'Заголовок', exact: true })
    .fill('Выплата на школьную форму многодетным семьям');
  const editor = form.getByRole('textbox', { name: 'Текст' });
  await editor.click();
  await page.keyboard.type('Многодетные семьи получают компенсацию ');
  await form.getByRole('button', { name: 'Полужирный' }).click();
  await page.keyboard.type('до 15 000 рублей');
  await form.getByRole('button', { name: 'Полужирный' }).click();
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Маркированный список' }).click();
  // As a person does: the bullet is on the screen and the cursor in it before the item is typed
  // (typed at once under load, the text once went before the list and left its item empty).
  await expect(editor.locator('ul > li')).toHaveCount(1);
  await expect(editor).toBeFocused();
  await page.keyboard.type('школьникам 1–11 классов');
  await expect(editor.locator('ul > li')).toHaveText('школьникам 1–11 классов');
  await shot(page, 'every-mother-form-desktop');
  await form.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page).toHaveURL(/\/for-parents\/every-mother\/\d+$/);
  await readMessage(page, 'Публикация размещена');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Выплата на школьную форму многодетным семьям' }),
  ).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.locator('strong')).toHaveText('до 15 000 рублей');
  await expect(article.getByRole('listitem').first()).toHaveText('школьникам 1–11 классов');

  const files = page.getByRole('region', { name: 'Файлы' });
  await files
    .getByLabel('Файл для прикрепления')
    .setInputFiles({ name: 'Перечень документов.pdf', mimeType: 'application/pdf', buffer: PDF('перечень') });
  await readMessage(page, 'Файл прикреплён');
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files).toContainText('Перечень документов.pdf');
  await shot(page, 'every-mother-admin-card-desktop');

  await page.getByRole('button', { name: 'Редактировать' }).click();
  const edit = page.getByRole('dialog', { name: 'Редактирование публикации' });
  await expect(edit.getByRole('textbox', { name: 'Текст' })).toContainText('до 15 000 рублей');
  await edit.getByRole('textbox', { name: 'Заголовок', exact: true }).fill('Компенсация стоимости школьной формы');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await readMessage(page, 'Изменения сохранены');
  await expect(page.getByRole('heading', { level: 1, name: 'Компенсация стоимости школьной формы' })).toBeVisible();

  await files.getByRole('button', { name: 'Удалить файл Перечень документов.pdf' }).click();
  await page.getByRole('dialog', { name: 'Удалить файл?' }).getByRole('button', { name: 'Удалить' }).click();
  await readMessage(page, 'Файлы удалены');
  await expect(files).toContainText('Файлы не приложены.');

  await page.getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить публикацию?' });
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Компенсация стоимости школьной формы' })).toBeVisible();
  await page.getByRole('button', { name: 'Удалить' }).click();
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page).toHaveURL(/\/for-parents\/every-mother$/);
  await readMessage(page, 'Публикация удалена');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Компенсация стоимости школьной формы')).toHaveCount(0);
});

test('an administrator adds and deletes a subsidy-contest announcement with a document', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signInAdmin(page);
  await page.goto('/services/catalog/subsidy-contests');
  await page.getByRole('button', { name: 'Добавить' }).click();
  const form = page.getByRole('dialog', { name: 'Новое объявление о конкурсе' });
  await form
    .getByRole('textbox', { name: 'Заголовок', exact: true })
    .fill('Конкурс субсидий на проекты поддержки семей с детьми');
  await form.getByRole('textbox', { name: 'Текст' }).click();
  await page.keyboard.type('Приём заявок до 1 марта 2027 года.');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/services\/catalog\/subsidy-contests\/\d+$/);
  await readMessage(page, 'Публикация размещена');
  const documents = page.getByRole('region', { name: 'Документы' });
  await documents
    .getByLabel('Файл для прикрепления')
    .setInputFiles({ name: 'Положение о конкурсе.pdf', mimeType: 'application/pdf', buffer: PDF('положение') });
  await readMessage(page, 'Файл прикреплён');
  await expect(documents.getByRole('link', { name: 'Скачать документы (ZIP)' })).toBeVisible();
  await shot(page, 'contest-admin-card-phone');
  await page.getByRole('button', { name: 'Удалить', exact: true }).click();
  await page.getByRole('dialog', { name: 'Удалить объявление?' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(page).toHaveURL(/\/services\/catalog\/subsidy-contests$/);
  await expect(page.getByText('Конкурс субсидий на проекты поддержки семей с детьми')).toHaveCount(0);
});

test('a script, an onerror handler or a javascript: link saved by an administrator never runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAdmin(page);
  const hostile =
    '<p>Безопасный текст</p><script>window.__xss = "script"; alert("script")</script>' +
    '<img src="x" onerror="window.__xss = \'img\'; alert(\'img\')">' +
    '<svg onload="window.__xss = \'svg\'"></svg>' +
    '<p onmouseover="window.__xss = \'hover\'">Наведите указатель</p>' +
    "<p><a href=\"javascript:window.__xss='link';alert('link')\">Опасная ссылка</a></p>" +
    '<iframe src="javascript:alert(\'frame\')"></iframe>';
  // Saved as the administrator's page would send it (the editor itself cannot type markup).
  const saved = await page.evaluate(async (content) => {
    const post = (url: string, body: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    const mother = await post('/api/every-mother-news', { title: 'Проверка безопасности', content });
    const contest = await post('/api/subsidy-contests/9', { title: 'Проверка безопасности', content });
    return { mother: mother.data.id as number, contest: contest.data.id as number };
  }, hostile);

  for (const url of [
    `/for-parents/every-mother/${saved.mother}`,
    `/services/catalog/subsidy-contests/${saved.contest}`,
    '/for-parents/every-mother',
    '/for-parents',
  ]) {
    await page.goto(url);
    await expect(page.getByText('Проверка безопасности').first()).toBeVisible();
    if (url.includes('/every-mother/') || url.includes('/subsidy-contests/')) {
      // The card's text as rendered (the page's own icons are outside it).
      const article = page.locator('.rich-text');
      await expect(article).toContainText('Безопасный текст');
      await article.getByText('Наведите указатель').hover();
      await article.getByText('Опасная ссылка').click();
      expect(
        await article
          .locator('script, img, svg, iframe, [onerror], [onload], [onmouseover], a[href^="javascript"]')
          .count(),
      ).toBe(0);
    }
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
  await page.evaluate(async (ids) => {
    const post = (url: string) => fetch(url, { method: 'POST', headers: { 'X-Requested-With': 'fetch' } });
    await post(`/api/every-mother-news/delete-record/${ids.mother}`);
    await post(`/api/subsidy-contests/delete-record/9/${ids.contest}`);
  }, saved);
});
