import { http, HttpResponse } from 'msw';
import { applyComputed } from '../../../common/acts/computed';
import { ACTS } from '../../../common/acts/generated/acts';
import { unfilledBlocksText, unfilledRequiredBlocks } from '../../../common/acts/required-blocks';
import { drawnSignature } from '../../../common/acts/signing';
import type { ActView } from '@/forms/wizard/act-api';
import { server } from '@/testing/mocks/server';

/**
 * An in-memory stand-in for the act's API calls (MSW handlers of the tests' request stub), answering
 * the real envelope, so the wizard runs its real HTTP client. Each test can make the next save fail in a chosen way.
 */
export function fakeActServer(initial: Partial<ActView> = {}) {
  const definition = ACTS['test-act'].definition;
  let act: ActView = {
    id: 1,
    number: 'ТА-2026/0001',
    actType: 'test-act',
    personId: 7,
    person: null,
    version: 1,
    schemaVersion: definition.schemaVersion,
    data: { ...fakeActServer.person },
    blocks: {},
    status: null,
    signedAt: null,
    signatureKind: null,
    signer: null,
    contentHash: null,
    contentIntact: null,
    basedOn: null,
    updatedAt: '2026-11-20T10:00:00Z',
    captions: {},
    ...initial,
  };
  const saves: Array<{ path: string; body: Record<string, unknown> }> = [];
  let nextFailure: null | 409 | 500 = null;
  const json = (status: number, body: unknown) => HttpResponse.json(body as Record<string, unknown>, { status });

  server.use(
    http.get('/api/test-act/get/1', () => json(200, { data: act })),
    http.post('*', async ({ request }) => {
      const url = new URL(request.url);
      const body = (await request.json()) as Record<string, unknown>;
      saves.push({ path: url.pathname, body });
      if (nextFailure) {
        const status = nextFailure;
        nextFailure = null;
        if (status === 409) {
          act = { ...act, version: act.version + 1, data: { ...act.data, phone: '+79990001122' } };
          return json(409, { messages: [{ severity: 'Warning', text: 'Данные были изменены другим пользователем.' }] });
        }
        return json(500, {});
      }
      if (url.pathname === '/api/test-act/signature/1') {
        // The server's rule: every required block saved before signing.
        const unfilled = unfilledRequiredBlocks(definition, ACTS['test-act'].schema, act.blocks);
        if (unfilled.length)
          return json(400, {
            blocks: unfilled.map((b) => b.number),
            errors: [],
            messages: [{ severity: 'Error', text: unfilledBlocksText(unfilled) }],
          });
        // Signed once: with the drawing on the signer's line, else a ticked simple electronic signature.
        const drawn = drawnSignature(definition, act.data);
        if (!drawn && body.confirm !== true)
          return json(400, { messages: [{ severity: 'Error', text: 'Нарисуйте подпись' }] });
        act = {
          ...act,
          version: act.version + 1,
          signedAt: '2026-11-22T10:00:00Z',
          signatureKind: drawn ? 'graphic' : 'electronic',
          signer: fakeActServer.signer,
        };
        return json(200, { data: act, messages: [{ severity: 'Success', text: 'Акт подписан' }] });
      }
      const block = body.block as number;
      const data = applyComputed({ ...act.data, ...(body.data as object) }, definition.computed);
      act = { ...act, data, version: act.version + 1, blocks: { ...act.blocks, [block]: 'saved' } };
      return json(200, { data: act, messages: [{ severity: 'Success', text: `Блок ${block} сохранён` }] });
    }),
    http.all('*', () => json(404, {})),
  );

  return {
    saves,
    current: () => act,
    /** Changes the server's copy behind the form's back (another person saved a block). */
    replace: (changes: Partial<ActView>) => {
      act = { ...act, ...changes };
    },
    failNext: (status: 409 | 500) => {
      nextFailure = status;
    },
  };
}

/** The person the fake act is about, as the server prefills block 1. */
fakeActServer.person = {
  person: { lastName: 'Иванова', firstName: 'Мария', birthDate: '1950-02-01', snils: '112-233-445 95' },
};

/** Who signs the fake act: the signed-in employee, as the server names them. */
fakeActServer.signer = { name: 'Петрова Анна Сергеевна', position: 'специалист по социальной работе' };
