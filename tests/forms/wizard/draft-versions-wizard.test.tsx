// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { ACTS } from '../../../common/acts/generated/acts';
import { loadBlockKit } from '@/forms/wizard/block-kit';
import { FORM_CHANGED } from '@/forms/wizard/draft-banner';
import { draftKey, readDraft } from '@/forms/wizard/drafts';
import { useSession } from '@/stores/session';
import { fakeActServer } from './fake-act-server';
import { renderWizard, shownBlock } from './render-wizard';

const act = ACTS['test-act'];
const key = (block: number) => draftKey(5, 'test-act', 1, block);

/** Drafts kept before the test act's version 2: no version recorded, the phone inside «Контакты». */
function keepVersionOneDrafts() {
  localStorage.setItem(
    key(1),
    JSON.stringify({
      savedAt: Date.parse('2026-11-27T19:47:00Z'),
      baseVersion: 1,
      data: { ...fakeActServer.person, contacts: { phone: '+79220511234' } },
    }),
  );
  localStorage.setItem(
    key(3),
    JSON.stringify({ savedAt: 1, baseVersion: 1, data: { remark: 'Жалоб не предъявляет' } }),
  );
}

describe('the act screen with drafts typed under an older version of the form', () => {
  beforeAll(async () => {
    for (const block of act.definition.blocks) await loadBlockKit(act, block);
  });
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ user: { userId: 5 } as never, ready: true });
  });
  afterEach(cleanup);

  it('puts the typed phone into the new field, says the form changed and keeps the drafts under the current version', async () => {
    fakeActServer();
    keepVersionOneDrafts();
    renderWizard();
    await shownBlock('Блок 1. Сведения о гражданине');
    expect(screen.getByRole('textbox', { name: /Контактный телефон/ })).toHaveValue('+79220511234');
    const notice = screen.getByText(/Восстановлены несохранённые изменения от 28\.11\.2026 00:47/);
    expect(within(notice).getByText(FORM_CHANGED)).toBeVisible();
    expect(readDraft(key(1))).toMatchObject({
      schemaVersion: 2,
      data: { ...fakeActServer.person, phone: '+79220511234' },
    });
    expect(localStorage.getItem(key(3))).toBeNull();
  });

  it('keeps drafts it cannot move untouched and says so, showing the saved data', async () => {
    fakeActServer({ data: { ...fakeActServer.person, phone: '+79991234567' } });
    const newer = JSON.stringify({ savedAt: 1, baseVersion: 1, schemaVersion: 9, data: { phone: '+79220511234' } });
    localStorage.setItem(key(1), newer);
    renderWizard();
    await shownBlock('Блок 1. Сведения о гражданине');
    expect(
      screen.getByText(
        'Черновик записан по прежней версии формы и не может быть перенесён автоматически: данные записаны по версии 9, а текущая версия схемы — 2; обновите программу. Несохранённые изменения остаются на этом устройстве; форма показывает сохранённые данные.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Контактный телефон/ })).toHaveValue('+79991234567');
    expect(screen.queryByText(/Есть несохранённые изменения/)).toBeNull();
    expect(localStorage.getItem(key(1))).toBe(newer);
  });
});
