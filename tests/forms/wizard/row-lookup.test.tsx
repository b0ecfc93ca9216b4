// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { ACTS } from '../../../common/acts/generated/acts';
import { BlockWizard } from '@/forms/wizard/block-wizard';
import type { ActView } from '@/forms/wizard/act-api';
import { useSession } from '@/stores/session';
import { server } from '@/testing/mocks/server';

const act = ACTS['individual-needs-assessment-act'];
const NORMS: Record<string, number> = { '1013': 45, '1008': 30 };
/** The classifier the service field chooses from (GET service-types), a part of it. */
const SERVICE_TYPES = [
  { code: 1008, caption: 'Помощь в приёме пищи (кормление)', group: 'Социально-бытовые услуги' },
  { code: 1013, caption: 'Уборка жилых помещений', group: 'Социально-бытовые услуги' },
  { code: 3003, caption: 'Социально-психологический патронаж', group: 'Социально-психологические услуги' },
];

/** The needs assessment's get/{id} and standardminutes/{type} (MSW handlers), counting the norm calls. */
function fakeServer() {
  const view: ActView = {
    id: 1,
    number: 'ОИП-2026/0001',
    actType: act.id,
    personId: 7,
    person: null,
    version: 1,
    schemaVersion: 1,
    data: {},
    blocks: { 1: 'saved', 2: 'saved', 3: 'saved' },
    status: null,
    signedAt: null,
    signatureKind: null,
    signer: null,
    contentHash: null,
    contentIntact: null,
    basedOn: null,
    updatedAt: '2026-11-20T10:00:00Z',
    captions: {},
  };
  const normCalls: string[] = [];
  const json = (status: number, body: unknown) => HttpResponse.json(body as Record<string, unknown>, { status });
  server.use(
    http.get('/api/individual-needs-assessment-act/get/1', () => json(200, { data: view })),
    http.get('/api/individual-needs-assessment-act/service-types', () => json(200, { data: SERVICE_TYPES })),
    http.get('/api/individual-needs-assessment-act/standardminutes/:type', ({ params }) => {
      const type = String(params.type);
      normCalls.push(type);
      return NORMS[type]
        ? json(200, { data: { serviceTypeId: Number(type), standardMinutes: NORMS[type] } })
        : json(404, { messages: [{ severity: 'Error', text: 'нет нормы' }] });
    }),
    http.all('*', () => json(404, {})),
  );
  return { normCalls };
}

async function chooseService(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, caption: string) {
  const box = within(dialog).getByRole('combobox', { name: /Вид социальной услуги/ });
  await user.clear(box);
  await user.type(box, caption.slice(0, 4));
  await user.click(await screen.findByRole('option', { name: caption }));
}

const minutes = (dialog: HTMLElement) =>
  within(dialog).getByRole('spinbutton', { name: /Норма времени/ }) as HTMLInputElement;

describe('a list row’s lookup: the norm of time of the chosen service', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ user: { userId: 5 } as never, ready: true });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('fills the norm when a service is chosen, follows another choice, and keeps a figure the person typed', async () => {
    const server = fakeServer();
    const user = userEvent.setup({ delay: null });
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BlockWizard act={act} id={1} />
      </SWRConfig>,
    );
    await user.click(
      await within(await screen.findByRole('navigation', { name: 'Блоки акта' })).findByText(
        'Потребность в социальном обслуживании',
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = await screen.findByRole('dialog');
    expect(minutes(dialog).value).toBe('');

    await chooseService(user, dialog, 'Уборка жилых помещений');
    await waitFor(() => expect(minutes(dialog).value).toBe('45'));
    await chooseService(user, dialog, 'Помощь в приёме пищи (кормление)');
    await waitFor(() => expect(minutes(dialog).value).toBe('30'));
    expect(server.normCalls).toEqual(['1013', '1008']);

    await user.clear(minutes(dialog));
    await user.type(minutes(dialog), '50');
    await chooseService(user, dialog, 'Уборка жилых помещений');
    // The answer is cached; the typed figure stays.
    await new Promise((r) => setTimeout(r, 50));
    expect(minutes(dialog).value).toBe('50');

    // A type without a norm leaves the field as it is and shows no error.
    await user.clear(minutes(dialog));
    await chooseService(user, dialog, 'Социально-психологический патронаж');
    await waitFor(() => expect(server.normCalls).toContain('3003'));
    expect(minutes(dialog).value).toBe('');
    // A whole block of MUI fields in happy-dom: slow on a busy machine, so a wider limit than the default.
  }, 60_000);
});
