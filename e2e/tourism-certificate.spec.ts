import { expect, test } from './fixtures';
import { asAnother, readMessage } from './helpers';
import { signedIn } from './signed-in';

test.describe('a citizen whom the holder rules do not admit', () => {
  test.use({ storageState: signedIn('citizen') });

  test('sees each type refused with the reason and is offered no form, on a wide and a phone screen', async ({
    page,
  }) => {
    for (const size of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/services/catalog/tourism');
      const types = page.getByRole('list', { name: 'Виды сертификатов' });
      // Two children: not a large family; 38 years: not a pensioner; her child's tour certificate is
      // issued (or already used: e2e/tour-contracts.spec.ts may use it at the same time).
      await expect(types).toContainText(
        'Сертификат этого вида выдаётся родителю многодетной семьи: в вашей семье на сегодня 2 ребёнка младше 18 лет.',
      );
      await expect(types).toContainText('Сертификат этого вида выдаётся неработающему пенсионеру');
      await expect(types).toContainText(
        /У вас уже есть выданный сертификат этого вида|Сертификат этого вида в этом году уже использован/,
      );
      await expect(types.getByRole('link', { name: 'Подать заявление' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

      // The form's own address shows the reason instead of the form.
      await page.goto('/services/catalog/tourism-new-certificate/1');
      await expect(page.getByText('в вашей семье на сегодня 2 ребёнка младше 18 лет')).toBeVisible();
      await expect(page.getByRole('form', { name: 'Заявление на туристический сертификат' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    }
  });
});

test.describe('a parent of a large family', () => {
  test.use({ storageState: signedIn('family') });

  test('applies for the family holiday with two of the children, the department issues it, he sees its validity', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    // The tourism section of the catalogue offers the family holiday: the child's tour certificate is
    // used this year, and the father is no pensioner.
    await page.goto('/services/catalog/tourism');
    await expect(page.getByRole('heading', { name: 'Туристический сертификат' })).toBeVisible();
    const types = page.getByRole('list', { name: 'Виды сертификатов' });
    await expect(types).toContainText('Сертификат этого вида в этом году уже использован');
    await expect(types).toContainText('Сертификат этого вида выдаётся неработающему пенсионеру');
    await expect(types.getByRole('link', { name: 'Подать заявление' })).toHaveCount(1);
    await types.getByRole('link', { name: 'Подать заявление' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Заявление на туристический сертификат' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Заявление на туристический сертификат' });
    // The draft brings his phone, address and three children; the two elder stay, the youngest is removed.
    await expect(form.getByLabel('Контактный телефон')).not.toHaveValue('');
    await expect(form.getByRole('combobox', { name: 'Член семьи' })).toHaveCount(3);
    await form.getByRole('button', { name: 'Удалить' }).last().click();
    await expect(form.getByRole('combobox', { name: 'Член семьи' })).toHaveCount(2);
    await form.getByRole('button', { name: 'Подать заявление' }).click();
    await readMessage(page, 'Заявление на туристический сертификат подано');

    const heading = page.getByRole('heading', { name: /Сертификат № ТСЕ-\d{4}\/\d{6}/ });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.replace('Сертификат № ', '');
    await expect(page.getByText('На рассмотрении', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Члены семьи' }).getByRole('listitem')).toHaveCount(2);

    await asAnother(browser, baseURL, 'admin', async (admin) => {
      await admin.goto('/admin/tourism-certificates');
      await admin.getByRole('link', { name: new RegExp(number.replace('/', '\\/')) }).click();
      await expect(admin.getByRole('heading', { name: `Сертификат № ${number}` })).toBeVisible();
      await admin.getByRole('button', { name: 'Выдать сертификат' }).click();
      await readMessage(admin, 'Сертификат выдан');
      await expect(admin.getByRole('button', { name: 'Выдать сертификат' })).toHaveCount(0);
    });

    await page.reload();
    await expect(page.getByText('Выдан', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^с \d\d\.\d\d\.\d{4} по \d\d\.\d\d\.\d{4}$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Выбрать тур' })).toHaveAttribute(
      'href',
      /\/services\/catalog\/tourism\?certificate=\d+/,
    );
  });
});
