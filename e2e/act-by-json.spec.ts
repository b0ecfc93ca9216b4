import { expect, test } from './fixtures';
import { signedIn } from './signed-in';

/**
 * An act added by JSON alone: schemas/acts/test-act has no TypeScript of its own, only its three
 * JSON files, and act.json `screens` names its list and card. The portal serves its API only with
 * ENABLE_TEST_ACTS=true, which the suite's portal is started with (playwright.config.ts; a portal
 * started without it serves no test act: tests/server/acts/acts-engine.test.ts); the walk goes from the
 * generated list to the generated card.
 */

test.use({ storageState: signedIn('worker') });

test('the test act, JSON only, opens its generated list, creates an act and reaches its generated card', async ({
  page,
}) => {
  await page.goto('/user/test-act');
  // The list's route row and screen come from act.json: its title names the tab, the act's the page.
  await expect(page.getByRole('heading', { name: 'Тестовый акт', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Тестовые акты — Социальные услуги');
  await page.getByLabel('Фамилия').first().fill('Соколов');
  await page.getByRole('button', { name: 'Найти' }).click();
  const found = page.getByRole('table', { name: 'Найденные граждане' });
  await expect(found.getByRole('row')).toHaveCount(2);
  await found.getByRole('button', { name: 'Создать акт' }).click();

  await expect(page).toHaveURL(/\/user\/test-act-card\/\d+$/);
  const cardUrl = new URL(page.url()).pathname;
  // The act's own number, under the title: other walks on the same database make test acts too.
  const number = (await page.getByText(/^№ ТА-/).textContent())!.replace('№ ', '');
  await expect(page).toHaveTitle('Тестовый акт — Социальные услуги');
  const steps = page.getByRole('navigation', { name: 'Блоки акта' });
  await expect(steps.getByText('Мини-шкала')).toBeVisible();
  await steps.getByText('Мини-шкала').click();
  await expect(page.getByRole('heading', { name: /Блок 2\./ })).toBeVisible();

  // Back on the list, the new act is there and opens the same card.
  await page.goto('/user/test-act');
  const list = page.getByRole('table', { name: 'Список актов' });
  await list
    .getByRole('row', { name: new RegExp(number) })
    .getByRole('link', { name: 'Открыть' })
    .click();
  await expect(page).toHaveURL(cardUrl);
  await expect(page.getByRole('heading', { name: 'Тестовый акт', level: 1 })).toBeVisible();
});
