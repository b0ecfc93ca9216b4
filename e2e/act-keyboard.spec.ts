import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { UNFILLED_BLOCKS_LEAD } from '../common/acts/required-blocks';
import { signedIn } from './signed-in';

test.use({ storageState: signedIn('worker') });

/*
 * The whole act by keyboard alone (WCAG 2.1.1; FORMS-UX «keyboard alone completes every block»):
 * after signing in, every field is reached with Tab, filled by typing, Space, arrows and Enter,
 * and no mouse is used; every error of a failed save is announced and tied to its field.
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus: it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (
      await target
        .evaluate((el) => el === document.activeElement || el.contains(document.activeElement), undefined, {
          timeout: 2000,
        })
        .catch(() => false)
    )
      return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** Saves the block with the keyboard and waits for «Блок N сохранён» and the next block's focused heading. */
async function saveBlock(page: Page, n: number): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Сохранить', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Блок ${n} сохранён` })).toBeVisible({ timeout: 15_000 });
}

/** Picks the first entry a typed text finds in a lookup field. */
async function pick(page: Page, field: Locator, text: string, option: string | RegExp): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(typeof option === 'string' ? option : /./);
}

test('a social worker fills a whole needs assessment by keyboard alone, hears every error, and signs it once at the review', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await page.goto('/user/individual-needs-assessment-act');

  // Find the person and create the act.
  await tabTo(page, page.getByLabel('Фамилия').first());
  await page.keyboard.type('Морозова');
  await page.keyboard.press('Enter');
  const create = page.getByRole('table', { name: 'Найденные граждане' }).getByRole('button', { name: 'Создать акт' });
  await expect(create).toBeVisible();
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  const offer = page.getByRole('dialog', { name: 'У гражданина уже есть черновик этого акта' });
  await expect(page.getByRole('heading', { name: /^Блок 1\./ }).or(offer)).toBeVisible();
  if (await offer.isVisible()) {
    await tabTo(page, offer.getByRole('button', { name: 'Создать новый акт' }), { back: true });
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/user\/individual-needs-assessment-act-card\/\d+$/);

  // Block 1: the person and the address are prefilled; education and work experience are chosen by typing.
  await expect(page.getByRole('heading', { name: /^Блок 1\./ })).toBeVisible();
  await pick(page, page.getByRole('combobox', { name: 'Уровень образования' }), 'средн', /Среднее/);
  // A short list never answers «Нет вариантов» over the page: a text that matches nothing shows every choice.
  await tabTo(page, page.getByRole('combobox', { name: 'Трудовой стаж' }));
  await page.keyboard.type('сорок');
  await expect(page.getByRole('option')).not.toHaveCount(0);
  await expect(page.getByText('Нет вариантов')).toHaveCount(0);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('более');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Трудовой стаж' })).toHaveValue('Более 25 лет');
  await saveBlock(page, 1);

  // Block 2: a flag by Space and its note typed.
  await expect(page.getByRole('heading', { name: /^Блок 2\./ })).toBeFocused();
  await tabTo(page, page.getByRole('checkbox', { name: 'Имеются хронические заболевания' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('textbox', { name: 'Заболевания (какие)' }));
  await page.keyboard.type('Гипертоническая болезнь II стадии, остеоартроз коленных суставов');
  await saveBlock(page, 2);

  // Block 3: the Barthel scale, each item chosen in its radio group with the arrows.
  await expect(page.getByRole('heading', { name: /^Блок 3\./ })).toBeFocused();
  await tabTo(page, page.getByRole('checkbox', { name: /Заполнить шкалу Бартел/ }));
  await page.keyboard.press('Space');
  // The ten Barthel items come first (the Lawton items follow, not filled).
  const groups = page.getByRole('radiogroup');
  await expect(groups.nth(9)).toBeVisible();
  for (let i = 0; i < 10; i++) {
    await tabTo(page, groups.nth(i).getByRole('radio').first());
    // Arrow down to the second level and back up: the first level (the most points) is checked.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(groups.nth(i).getByRole('radio').first()).toBeChecked();
  }
  await expect(page.getByRole('group', { name: /Итого баллов по шкале Бартел/ }).locator('output')).toContainText(
    /^100 из 100 баллов/,
  );
  await saveBlock(page, 3);

  // Block 4: the form of service, its period typed as ДД.ММ.ГГГГ, a service line added in its dialog.
  await expect(page.getByRole('heading', { name: /^Блок 4\./ })).toBeFocused();
  await tabTo(page, page.getByRole('checkbox', { name: 'Нуждается в социальном обслуживании на дому' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('textbox', { name: /Срок предоставления социальных услуг: с/ }));
  await page.keyboard.type('01.12.2026');
  await tabTo(page, page.getByRole('textbox', { name: /Срок предоставления социальных услуг: по/ }));
  await page.keyboard.type('30.11.2027');
  await tabTo(page, page.getByRole('button', { name: 'Добавить' }));
  await page.keyboard.press('Enter');
  const row = page.getByRole('dialog');
  await pick(page, row.getByRole('combobox', { name: /Вид социальной услуги/ }), 'уборка', 'Уборка жилых помещений');
  await expect(row.getByRole('spinbutton', { name: /Норма времени/ })).toHaveValue('45');
  await tabTo(page, row.getByRole('spinbutton', { name: /Количество услуг/ }));
  await page.keyboard.type('2');
  await tabTo(page, row.getByRole('combobox', { name: /Периодичность/ }));
  await page.keyboard.press('Enter');
  const weekly = page.getByRole('option', { name: 'В неделю' });
  await weekly.waitFor();
  for (let i = 0; i < 8 && !(await weekly.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(weekly).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('combobox', { name: /Периодичность/ })).toHaveText('В неделю');
  await tabTo(page, row.getByRole('button', { name: 'Готово' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await saveBlock(page, 4);

  // Block 5: a save with the decision empty is refused, and every error is told and tied to its field.
  await expect(page.getByRole('heading', { name: /^Блок 5\./ })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Сохранить', exact: true }));
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert').filter({ hasText: 'Исправьте ошибки' });
  await expect(summary).toBeFocused();
  const decisionDate = page.getByRole('textbox', { name: /Дата принятия решения/ });
  await expect(decisionDate).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await decisionDate.getAttribute('aria-describedby'))!.split(' ');
  const said = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(said.join(' ')).toContain('Обязательное поле');
  // The summary's link takes the focus to the field.
  await tabTo(page, summary.getByRole('link', { name: /Дата принятия решения/ }));
  await page.keyboard.press('Enter');
  await expect(decisionDate).toBeFocused();
  await page.keyboard.type('14.11.2026');
  const reason = page.getByRole('radiogroup', { name: /Обстоятельство, ухудшающее условия жизнедеятельности/ });
  await tabTo(page, reason.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(reason.getByRole('radio').first()).toBeChecked();
  await tabTo(page, page.getByRole('textbox', { name: /Дата составления акта/ }));
  await page.keyboard.press('Control+A');
  await page.keyboard.type('14.11.2026');
  // The act's number is the portal's: shown, not typed.
  const number = page.getByRole('textbox', { name: 'Номер акта' });
  await expect(number).toHaveValue(/^ОИП-\d{4}\/\d{4}$/);
  await expect(number).not.toBeEditable();
  // The employee signs from the keyboard: the name is written into the pad.
  await tabTo(
    page,
    page
      .getByRole('group', { name: /^Подпись: / })
      .first()
      .getByRole('button', { name: 'Вписать ФИО вместо росчерка' }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: /^Сохранённая подпись \(Подпись: / })).toBeVisible();
  await saveBlock(page, 5);

  // The review: every block filled, nothing to fill before signing.
  await expect(page.getByRole('heading', { name: 'Проверьте данные' })).toBeVisible();
  await expect(page.getByText('Уборка жилых помещений').first()).toBeVisible();
  // Nothing left to fill: the list of unfilled blocks does not show, and signing takes the signature of block 5.
  await expect(page.getByRole('alert').filter({ hasText: UNFILLED_BLOCKS_LEAD })).toHaveCount(0);
  const signing = page.getByRole('region', { name: 'Подписание' });
  await expect(signing).toContainText('Документ будет подписан подписью, нарисованной в блоке 5');
  await tabTo(page, signing.getByRole('button', { name: 'Подписать' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Подписанный акт' })).toBeVisible();
});
