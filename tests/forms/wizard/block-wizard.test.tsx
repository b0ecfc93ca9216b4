// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act as inReact, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ACTS } from '../../../common/acts/generated/acts';
import { BlockWizard } from '@/forms/wizard/block-wizard';
import { draftKey } from '@/forms/wizard/drafts';
import { loadBlockKit } from '@/forms/wizard/block-kit';
import { useSession } from '@/stores/session';
import { useNotifications } from '@/stores/notifications';
import { validationMessages } from '../../../common/validation';
import { fakeActServer } from './fake-act-server';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { LEAVE_TITLE } from '@/forms/wizard/leave-guard';
import { UNFILLED_BLOCKS_LEAD } from '../../../common/acts/required-blocks';
import { renderWizard, shownBlock } from './render-wizard';

const act = ACTS['test-act'];
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('BlockWizard on the test act', () => {
  // The wizard downloads a block's code when the block is shown; here the modules are transformed
  // once before the tests, so that the first test does not pay for it within its own time limit.
  beforeAll(async () => {
    for (const block of act.definition.blocks) await loadBlockKit(act, block);
  });
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ user: { userId: 5 } as never, ready: true });
    useNotifications.getState().clear();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the numbered blocks with their states and opens block 1', async () => {
    fakeActServer();
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Блок 1. Сведения о гражданине' })).toBeVisible();
    const steps = screen.getByRole('navigation', { name: 'Блоки акта' });
    expect(within(steps).getAllByText('не заполнен')).toHaveLength(3);
    expect(within(steps).getByText('Проверка и подписание')).toBeVisible();
  });

  it('refuses an empty required field with an error summary linking to the field, then saves and moves on', async () => {
    const server = fakeActServer();
    const user = userEvent.setup();
    renderWizard();
    await shownBlock('Блок 1. Сведения о гражданине');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Исправьте ошибки')).toBeVisible();
    const link = within(summary).getByRole('link', { name: /Контактный телефон: Обязательное поле/ });
    expect(server.saves).toHaveLength(0);
    await user.click(link);
    const phone = screen.getByRole('textbox', { name: /Контактный телефон/ });
    expect(phone).toHaveFocus();

    await user.type(phone, '+79991234567');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByRole('heading', { name: 'Блок 2. Мини-шкала' });
    expect(server.saves[0]).toMatchObject({
      path: '/api/test-act/edit',
      body: { id: 1, version: 1, block: 1, data: { phone: '+79991234567' } },
    });
    expect(useNotifications.getState().queue.map((n) => n.text)).toContain('Блок 1 сохранён');
    expect(within(screen.getByRole('navigation', { name: 'Блоки акта' })).getByText('сохранён')).toBeVisible();
  });

  it('shows a keyword message from the shared validation under the field on leaving it', async () => {
    fakeActServer();
    const user = userEvent.setup();
    renderWizard();
    const snils = await screen.findByRole('textbox', { name: /СНИЛС/ });
    await user.clear(snils);
    await user.type(snils, '112-233-445 96');
    await user.tab();
    expect(await screen.findByText(validationMessages.snilsChecksum)).toBeVisible();
  });

  it('computes the scale total as the person chooses', async () => {
    fakeActServer({ blocks: { 1: 'saved' }, data: { phone: '+79991234567' } });
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('heading', { name: 'Блок 1. Сведения о гражданине' });
    await user.click(within(screen.getByRole('navigation', { name: 'Блоки акта' })).getByText('Мини-шкала'));
    await shownBlock('Блок 2. Мини-шкала');
    await user.click(screen.getAllByRole('radio', { name: /Самостоятельно/ })[0]);
    await user.click(screen.getAllByRole('radio', { name: /Нуждается в частичной помощи/ })[1]);
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: /Итого баллов/ })).toHaveValue(3));
  });

  it('downloads the code of the block on screen, the next one when the person heads for it, and not the others', async () => {
    fakeActServer({ blocks: { 1: 'saved' }, data: { ...fakeActServer.person, phone: '+79991234567' } });
    const user = userEvent.setup();
    const loadBlockValidator = vi.fn(act.loadBlockValidator);
    renderWizard({ ...act, loadBlockValidator });
    await shownBlock('Блок 1. Сведения о гражданине');
    expect(loadBlockValidator.mock.calls).toEqual([[1]]);
    await user.hover(screen.getByRole('button', { name: 'Далее' }));
    expect(loadBlockValidator.mock.calls).toEqual([[1], [2]]);
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await shownBlock('Блок 2. Мини-шкала');
    expect(screen.getAllByRole('radio', { name: /Самостоятельно/ }).length).toBeGreaterThan(0);
    expect(loadBlockValidator.mock.calls.map(([n]) => n)).not.toContain(3);
  });

  it("downloads the block before when the person heads for 'Назад', by mouse or keyboard", async () => {
    fakeActServer();
    const user = userEvent.setup();
    const loadBlockValidator = vi.fn(act.loadBlockValidator);
    renderWizard({ ...act, loadBlockValidator });
    await shownBlock('Блок 1. Сведения о гражданине');
    await user.click(within(screen.getByRole('navigation', { name: 'Блоки акта' })).getByText('Перечень и подпись'));
    await shownBlock('Блок 3. Перечень и подпись');
    expect(loadBlockValidator.mock.calls.map(([n]) => n)).not.toContain(2);
    await inReact(async () => screen.getByRole('button', { name: 'Назад' }).focus());
    expect(loadBlockValidator.mock.calls.map(([n]) => n)).toContain(2);
  });

  it('downloads the schema of the block on screen with its code, and the whole schema only for the review, again after a failure', async () => {
    fakeActServer({ blocks: { 1: 'saved' }, data: { phone: '+79991234567' } });
    const user = userEvent.setup();
    const loadBlockSchema = vi.fn(act.loadBlockSchema);
    const loadSchema = vi
      .fn(act.loadSchema)
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    renderWizard({ ...act, loadBlockSchema, loadSchema });
    await shownBlock('Блок 1. Сведения о гражданине');
    expect(loadBlockSchema.mock.calls).toEqual([[1]]);
    expect(loadSchema).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('navigation', { name: 'Блоки акта' })).getByText('Проверка и подписание'));
    expect(await screen.findByText(/Не удалось загрузить просмотр акта/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Проверьте данные' })).toBeVisible();
    // Every block's fields by their titles in the whole schema, block 1's value among them.
    expect(screen.getByText('+7 (999) 123-45-67')).toBeVisible();
    expect(loadSchema).toHaveBeenCalledTimes(2);
    expect(loadBlockSchema.mock.calls.map(([n]) => n)).toEqual([1]);
  });

  it("says so when a block's code cannot be downloaded, keeps Save off, and shows the block after 'Повторить'", async () => {
    fakeActServer();
    const user = userEvent.setup();
    const loadBlockValidator = vi
      .fn(act.loadBlockValidator)
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    renderWizard({ ...act, loadBlockValidator });
    const alert = await screen.findByText(/Не удалось загрузить форму блока/);
    expect(alert).toBeVisible();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('textbox', { name: /Контактный телефон/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
    expect(screen.queryByText(/Не удалось загрузить форму блока/)).toBeNull();
  });

  it('after the screen is opened again puts the draft back by itself on the block and field where the person was, with a notice that discards it', async () => {
    fakeActServer({ blocks: { 1: 'saved' }, data: { ...fakeActServer.person, phone: '+79991234567' } });
    const user = userEvent.setup();
    const first = renderWizard();
    await shownBlock('Блок 1. Сведения о гражданине');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await shownBlock('Блок 2. Мини-шкала');
    await user.click(screen.getAllByRole('radio', { name: /Самостоятельно/ })[1]);
    await waitFor(() => expect(localStorage.getItem(draftKey(5, 'test-act', 1, 2))).toContain('selfCare'));
    first.unmount();

    renderWizard();
    await shownBlock('Блок 2. Мини-шкала');
    expect(screen.getByText(/Восстановлены несохранённые изменения от \d\d\.\d\d\.\d{4} \d\d:\d\d/)).toBeVisible();
    const chosen = screen.getAllByRole('radio', { name: /Самостоятельно/ })[1];
    expect(chosen).toBeChecked();
    await waitFor(() => expect(document.activeElement?.id).toMatch(/^root_scale_selfCare/));
    expect(within(screen.getByRole('navigation', { name: 'Блоки акта' })).getByText('заполняется')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Отбросить' }));
    expect(screen.getAllByRole('radio', { name: /Самостоятельно/ })[1]).not.toBeChecked();
    expect(screen.queryByText(/Восстановлены несохранённые изменения/)).toBeNull();
    expect(localStorage.getItem(draftKey(5, 'test-act', 1, 2))).toBeNull();
  });

  it("moves by exactly one block with 'Далее' and 'Назад', and a save opens the next block with focus on its heading", async () => {
    fakeActServer({
      blocks: { 1: 'saved', 2: 'saved' },
      data: { ...fakeActServer.person, phone: '+79991234567', scale: { mobility: 2, selfCare: 2, communication: 2 } },
    });
    const user = userEvent.setup();
    renderWizard();
    await shownBlock('Блок 1. Сведения о гражданине');
    const heading = (name: string) => screen.getByRole('heading', { name });
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(heading('Блок 2. Мини-шкала')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(heading('Блок 3. Перечень и подпись')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(heading('Блок 2. Мини-шкала')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    await shownBlock('Блок 1. Сведения о гражданине');
    expect(screen.getByRole('button', { name: 'Назад' })).toBeDisabled();

    const phone = screen.getByRole('textbox', { name: /Контактный телефон/ });
    await user.clear(phone);
    await user.type(phone, '+79997654321');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(heading('Блок 2. Мини-шкала')).toHaveFocus());
    expect(useNotifications.getState().queue.map((n) => n.text)).toContain('Блок 1 сохранён');
  });

  it("'Далее' on a valid block saves it, as 'Сохранить' does, and opens the next block", async () => {
    const server = fakeActServer();
    const user = userEvent.setup();
    renderWizard();
    await shownBlock('Блок 1. Сведения о гражданине');
    await user.type(screen.getByRole('textbox', { name: /Контактный телефон/ }), '+79991234567');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Блок 2. Мини-шкала' })).toHaveFocus());
    expect(server.saves).toHaveLength(1);
    expect(server.saves[0]).toMatchObject({ path: '/api/test-act/edit', body: { block: 1 } });
    expect(useNotifications.getState().queue.map((n) => n.text)).toContain('Блок 1 сохранён');
    // A saved block left unchanged is not saved again.
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    await shownBlock('Блок 1. Сведения о гражданине');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await shownBlock('Блок 2. Мини-шкала');
    expect(server.saves).toHaveLength(1);
  });

  it("'Далее' on a block with errors shows them and asks: «Исправить ошибки» stays, «Перейти без сохранения» goes on and keeps the draft", async () => {
    const server = fakeActServer();
    const user = userEvent.setup();
    renderWizard();
    await shownBlock('Блок 1. Сведения о гражданине');
    await user.type(screen.getByRole('textbox', { name: /Контактный телефон/ }), '+7999');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    let dialog = await screen.findByRole('dialog', { name: 'В блоке 1 есть ошибки' });
    expect(dialog).toHaveTextContent('введённые данные останутся на этом устройстве');
    await user.click(within(dialog).getByRole('button', { name: 'Исправить ошибки' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: /Контактный телефон/ })).toBeVisible();
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Блок 1. Сведения о гражданине' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Далее' }));
    dialog = await screen.findByRole('dialog', { name: 'В блоке 1 есть ошибки' });
    await user.click(within(dialog).getByRole('button', { name: 'Перейти без сохранения' }));
    await shownBlock('Блок 2. Мини-шкала');
    expect(server.saves).toHaveLength(0);
    expect(localStorage.getItem(draftKey(5, 'test-act', 1, 1))).toContain('+7999');
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(await screen.findByRole('textbox', { name: /Контактный телефон/ })).toHaveValue('+7999');
  });

  it('refuses signing while a required block is unfilled, listing the blocks as links to them', async () => {
    fakeActServer({ blocks: { 1: 'saved', 2: 'saved' }, data: { ...fakeActServer.person, phone: '+79991234567' } });
    const user = userEvent.setup();
    renderWizard();
    await shownBlock('Блок 1. Сведения о гражданине');
    await user.click(within(screen.getByRole('navigation', { name: 'Блоки акта' })).getByText('Проверка и подписание'));
    await screen.findByRole('heading', { name: 'Проверьте данные' });
    const refusal = screen.getByText(new RegExp(UNFILLED_BLOCKS_LEAD)).closest('[role="alert"]') as HTMLElement;
    expect(
      within(refusal)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['3. Перечень и подпись']);
    expect(screen.getByRole('button', { name: 'Подписать' })).toBeDisabled();
    await user.click(within(refusal).getByRole('button', { name: '3. Перечень и подпись' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Блок 3. Перечень и подпись' })).toHaveFocus());
  });

  it('shows the server’s refusal to sign with the blocks it names, when the screen believed them filled', async () => {
    const server = fakeActServer({
      blocks: { 1: 'saved', 2: 'saved', 3: 'saved' },
      data: { ...fakeActServer.person, phone: '+79991234567', signature: { image: PNG } },
    });
    const user = userEvent.setup();
    renderWizard();
    await shownBlock('Блок 1. Сведения о гражданине');
    server.replace({ blocks: { 1: 'saved', 2: 'saved' } });
    await user.click(within(screen.getByRole('navigation', { name: 'Блоки акта' })).getByText('Проверка и подписание'));
    await screen.findByRole('heading', { name: 'Проверьте данные' });
    await user.click(screen.getByRole('button', { name: 'Подписать' }));
    const link = await screen.findByRole('button', { name: '3. Перечень и подпись' });
    expect(link.closest('[role="alert"]')).toHaveTextContent(UNFILLED_BLOCKS_LEAD);
    expect(server.current().signedAt).toBeNull();
  });

  it('asks before leaving for another page with unsaved changes, by a link or by closing the tab, and not before', async () => {
    fakeActServer();
    const user = userEvent.setup();
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/act']}>
          <Routes>
            <Route
              path="/act"
              element={
                <>
                  <Link to="/elsewhere">Главная</Link>
                  <BlockWizard act={act} id={1} />
                </>
              }
            />
            <Route path="/elsewhere" element={<p>Другая страница</p>} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>,
    );
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await shownBlock('Блок 1. Сведения о гражданине');
    expect(closing()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /Контактный телефон/ }), '+7999');
    expect(closing()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Главная' }));
    let dialog = await screen.findByRole('dialog', { name: LEAVE_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: /Контактный телефон/ })).toHaveValue('+7999');
    // Moving between blocks is not leaving: 'Далее' on the unfinished block asks only whether to go on unsaved.
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'В блоке 1 есть ошибки' })).getByRole('button', {
        name: 'Перейти без сохранения',
      }),
    );
    await shownBlock('Блок 2. Мини-шкала');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Главная' }));
    dialog = await screen.findByRole('dialog', { name: LEAVE_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Уйти' }));
    expect(await screen.findByText('Другая страница')).toBeVisible();
    expect(closing()).toBe(false);
  });

  it('on a 409 shows the conflict dialog, reloads the server version and keeps the draft reachable', async () => {
    const server = fakeActServer();
    const user = userEvent.setup();
    renderWizard();
    await user.type(await screen.findByRole('textbox', { name: /Контактный телефон/ }), '+79991112233');
    server.failNext(409);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Данные изменились' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Контактный телефон/ })).toHaveValue('+79990001122'),
    );
    await user.click(await screen.findByRole('button', { name: 'Восстановить' }));
    expect(screen.getByRole('textbox', { name: /Контактный телефон/ })).toHaveValue('+79991112233');
  });

  it('keeps the data and says so when a save fails on the server', async () => {
    const server = fakeActServer();
    const user = userEvent.setup();
    renderWizard();
    await user.type(await screen.findByRole('textbox', { name: /Контактный телефон/ }), '+79991112233');
    server.failNext(500);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText(/Не удалось сохранить блок. Введённые данные сохранены на этом устройстве/),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Контактный телефон/ })).toHaveValue('+79991112233');
    expect(localStorage.getItem(draftKey(5, 'test-act', 1, 1))).toContain('+79991112233');
  });

  it('keeps unsaved changes when moving between blocks', async () => {
    fakeActServer();
    const user = userEvent.setup();
    renderWizard();
    await user.type(await screen.findByRole('textbox', { name: /Контактный телефон/ }), '+79991112233');
    await user.click(within(screen.getByRole('navigation', { name: 'Блоки акта' })).getByText('Мини-шкала'));
    await screen.findByRole('heading', { name: 'Блок 2. Мини-шкала' });
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(await screen.findByRole('textbox', { name: /Контактный телефон/ })).toHaveValue('+79991112233');
    expect(within(screen.getByRole('navigation', { name: 'Блоки акта' })).getByText('заполняется')).toBeVisible();
  });

  it('edits a long list one row at a time: refuses an incomplete row, adds it, sums it, deletes after confirmation', async () => {
    fakeActServer({ blocks: { 1: 'saved', 2: 'saved' } });
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('heading', { name: 'Блок 1. Сведения о гражданине' });
    await user.click(within(screen.getByRole('navigation', { name: 'Блоки акта' })).getByText('Перечень и подпись'));
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Наименование/ }), 'Продукты');
    await user.click(within(dialog).getByRole('button', { name: 'Готово' }));
    expect(await within(dialog).findByText('Обязательное поле')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Сумма/ }), '1200,5');
    await user.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('row', { name: /Продукты/ })).toBeVisible();
    await waitFor(() => {
      const total = screen.queryByRole('textbox', { name: /Итого по перечню/ }) as HTMLInputElement | null;
      expect(total?.value ?? screen.getByText(/Итого по перечню/).parentElement?.textContent).toMatch(/1\s?200,50/);
    });

    await user.click(screen.getByRole('button', { name: 'Удалить строку 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Удалить строку 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Продукты/ })).toBeNull());
    expect(screen.getByText('Записей нет')).toBeVisible();
  });

  it('opens a signed act on its signed document: the review with its signatures and the stamp of who signed and when', async () => {
    fakeActServer({
      signedAt: '2026-11-21T10:00:00Z',
      signatureKind: 'graphic',
      signer: fakeActServer.signer,
      blocks: { 1: 'saved', 2: 'saved', 3: 'saved' },
      data: { ...fakeActServer.person, phone: '+79991234567', signature: { signer: 'Иванова Мария', image: PNG } },
    });
    const user = userEvent.setup();
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Подписанный акт' })).toBeVisible();
    expect(
      screen.getByText(
        'Документ подписан: Петрова Анна Сергеевна, специалист по социальной работе, 21.11.2026 15:00 (МСК+2)',
      ),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: /^Подпись: Иванова Мария/ })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /^Блок 1\./ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Подписать' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Изменить/ })).toBeNull();
    // A block opened from the steps reads read-only, with the banner saying why.
    await user.click(within(screen.getByRole('navigation', { name: 'Блоки акта' })).getByText('Сведения о гражданине'));
    expect(await screen.findByText(/Акт подписан 21\.11\.2026 15:00 \(МСК\+2\)\. Изменить его нельзя\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  });

  it('signs once: the review signs with the signature drawn in the block, asking for no other drawing or tick', async () => {
    const server = fakeActServer({
      blocks: { 1: 'saved', 2: 'saved', 3: 'saved' },
      data: { ...fakeActServer.person, phone: '+79991234567', signature: { signer: 'Иванова Мария', image: PNG } },
    });
    const user = userEvent.setup();
    renderWizard();
    await shownBlock('Блок 1. Сведения о гражданине');
    await user.click(within(screen.getByRole('navigation', { name: 'Блоки акта' })).getByText('Проверка и подписание'));
    await screen.findByRole('heading', { name: 'Проверьте данные' });
    const signing = screen.getByRole('region', { name: 'Подписание' });
    expect(signing).toHaveTextContent('Документ будет подписан подписью, нарисованной в блоке 3 «Перечень и подпись»');
    expect(within(signing).getByRole('img', { name: 'Подпись: Иванова Мария' })).toHaveAttribute('src', PNG);
    expect(within(signing).queryByRole('checkbox')).toBeNull();
    expect(within(signing).queryByRole('img', { name: /Поле для подписи/ })).toBeNull();
    await user.click(within(signing).getByRole('button', { name: 'Подписать' }));
    expect(await screen.findByRole('heading', { name: 'Подписанный акт' })).toBeVisible();
    expect(
      screen.getByText(
        /^Документ подписан: Петрова Анна Сергеевна, специалист по социальной работе, 22\.11\.2026 15:00 \(МСК\+2\)$/,
      ),
    ).toBeVisible();
    expect(server.saves.at(-1)).toMatchObject({ path: '/api/test-act/signature/1', body: { version: 1 } });
    expect(server.saves.at(-1)?.body).not.toHaveProperty('image');
  });

  it('without a drawing on the signer’s line, asks to draw it in its block: no second pad at the review', async () => {
    fakeActServer({
      blocks: { 1: 'saved', 2: 'saved', 3: 'saved' },
      data: { ...fakeActServer.person, phone: '+79991234567', signature: { signer: 'Иванова Мария' } },
    });
    const user = userEvent.setup();
    renderWizard();
    await shownBlock('Блок 1. Сведения о гражданине');
    await user.click(within(screen.getByRole('navigation', { name: 'Блоки акта' })).getByText('Проверка и подписание'));
    const signing = await screen.findByRole('region', { name: 'Подписание' });
    expect(signing).toHaveTextContent('Чтобы подписать, нарисуйте свою подпись в блоке 3 «Перечень и подпись»');
    expect(within(signing).getByRole('button', { name: 'Подписать' })).toBeDisabled();
    await user.click(within(signing).getByRole('link', { name: 'в блоке 3 «Перечень и подпись»' }));
    await shownBlock('Блок 3. Перечень и подпись');
  });

  it('an act without a line of its signer signs with a ticked simple electronic signature', async () => {
    const server = fakeActServer({
      blocks: { 1: 'saved', 2: 'saved', 3: 'saved' },
      data: { ...fakeActServer.person, phone: '+79991234567' },
    });
    const user = userEvent.setup();
    renderWizard({ ...act, definition: { ...act.definition, signing: undefined } });
    await shownBlock('Блок 1. Сведения о гражданине');
    await user.click(within(screen.getByRole('navigation', { name: 'Блоки акта' })).getByText('Проверка и подписание'));
    const signing = await screen.findByRole('region', { name: 'Подписание' });
    const sign = within(signing).getByRole('button', { name: 'Подписать' });
    expect(sign).toBeDisabled();
    await user.click(within(signing).getByRole('checkbox', { name: /простой электронной подписью/ }));
    await user.click(sign);
    expect(await screen.findByText(/^Документ подписан: Петрова Анна Сергеевна/)).toBeVisible();
    expect(screen.getByText('Подпись: простая электронная подпись')).toBeVisible();
    expect(server.saves.at(-1)?.body).toMatchObject({ confirm: true });
  });
});
