// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTS } from '../../../common/acts/generated/acts';
import { loadBlockKit } from '@/forms/wizard/block-kit';
import { WIDGET_TEXTS } from '@/forms/widgets/widget-texts';
import { useSession } from '@/stores/session';
import { useNotifications } from '@/stores/notifications';
import { validationMessages } from '../../../common/validation';
import { regionToday } from '../../../common/time-zone';
import { fakeActServer } from './fake-act-server';
import { renderWizard, shownBlock } from './render-wizard';

const act = ACTS['test-act'];

/** The text under a field: the element its aria-describedby names. */
function textUnder(field: HTMLElement): string {
  const id = field.getAttribute('aria-describedby')?.split(' ')[0];
  return (id && document.getElementById(id)?.textContent) || '';
}

/** «DD.MM.YYYY» of the day `days` from today on the region's clock (the widget's «today»). */
function dayFromToday(days: number): string {
  const [year, month, day] = regionToday().split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day + days));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

describe('the error summary says what the field says', () => {
  beforeAll(async () => {
    for (const block of act.definition.blocks) await loadBlockKit(act, block);
  });
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ user: { userId: 5 } as never, ready: true });
    useNotifications.getState().clear();
  });
  afterEach(async () => {
    cleanup();
    // A draft is written a moment after the last key, even once the screen is gone: let it land before the next test clears them.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  it('a birth date later than today: the same «Дата не может быть позже …» under the field and in the summary, and no save', async () => {
    const server = fakeActServer({ data: { ...fakeActServer.person, phone: '+79991234567' } });
    const user = userEvent.setup();
    renderWizard();
    await shownBlock('Блок 1. Сведения о гражданине');
    const birthDate = screen.getByRole('textbox', { name: /Дата рождения/ });
    await user.clear(birthDate);
    await user.type(birthDate, dayFromToday(1));
    const text = WIDGET_TEXTS.dateAfterMax(dayFromToday(0));
    expect(textUnder(birthDate)).toBe(text);

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const summary = await screen.findByRole('alert', { name: 'Исправьте ошибки' });
    const items = within(summary)
      .getAllByRole('link')
      .map((b) => b.textContent);
    expect(items).toEqual([`Сведения о гражданине — Дата рождения: ${text}`]);
    expect(items.join()).not.toContain(validationMessages.required);
    // An anchor to the field, as text: a long error wraps with its bullet at its first line.
    expect(within(summary).getByRole('link')).toHaveAttribute('href', '#root_person_birthDate');
    expect(textUnder(birthDate)).toBe(text);
    expect(server.saves).toHaveLength(0);
  });

  it('a date that is not required but cannot be is refused too, named as under the field, not dropped without a word', async () => {
    const server = fakeActServer({ blocks: { 1: 'saved', 2: 'saved' }, data: { ...fakeActServer.person } });
    const user = userEvent.setup();
    renderWizard();
    await shownBlock('Блок 1. Сведения о гражданине');
    await user.click(within(screen.getByRole('navigation', { name: 'Блоки акта' })).getByText('Перечень и подпись'));
    await shownBlock('Блок 3. Перечень и подпись');
    const date = screen.getByRole('textbox', { name: /Дата подписания/ });
    await user.type(date, '31.02.2026');
    expect(textUnder(date)).toBe(WIDGET_TEXTS.invalidDate);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const summary = await screen.findByRole('alert', { name: 'Исправьте ошибки' });
    expect(
      within(summary).getByRole('link', {
        name: `Подпись гражданина — Дата подписания: ${WIDGET_TEXTS.invalidDate}`,
      }),
    ).toBeVisible();
    expect(server.saves).toHaveLength(0);
  });

  it('an undrawn required signature: «Обязательное поле» under its pad, which is marked required, not under the date of signing', async () => {
    fakeActServer({
      blocks: { 1: 'saved', 2: 'saved' },
      data: { ...fakeActServer.person, signature: { signer: 'Иванова Мария' } },
    });
    const user = userEvent.setup();
    renderWizard();
    await shownBlock('Блок 1. Сведения о гражданине');
    await user.click(within(screen.getByRole('navigation', { name: 'Блоки акта' })).getByText('Перечень и подпись'));
    await shownBlock('Блок 3. Перечень и подпись');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const summary = await screen.findByRole('alert', { name: 'Исправьте ошибки' });
    expect(
      within(summary).getByRole('link', { name: `Подпись гражданина: ${validationMessages.required}` }),
    ).toBeVisible();
    const pad = screen.getByRole('group', { name: /^Подпись: Иванова Мария/ });
    expect(within(pad).getByText(validationMessages.required)).toBeVisible();
    expect(within(pad).getByText(/Подпись: Иванова Мария/)).toHaveTextContent(/\*$/);
    // Said once under the fields, at the pad: not again under the line's last field, its date.
    const underFields = screen.getAllByText(validationMessages.required).filter((e) => !summary.contains(e));
    expect(underFields).toHaveLength(2); // the pad's and the empty list's
    expect(screen.getByRole('textbox', { name: /Дата подписания/ })).not.toBeInvalid();
  });
});
