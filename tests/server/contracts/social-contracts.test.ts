import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { PERSON } from '../../../server/db/seed/people.ts';
import {
  SOC_CONTRACT,
  SOCIAL_CONTRACT_EVENTS,
  SOCIAL_CONTRACT_REPORTS,
} from '../../../server/db/seed/social-contracts.ts';
import { SOC_CONTRACT_MSG } from '../../../server/contracts/social-contracts.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';
import { multipart } from '../multipart.ts';

const PDF = Buffer.from('%PDF-1.4\n% report\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
const RUSSIAN = /[а-яё]/i;
const eventsOf = (contractId: number) => SOCIAL_CONTRACT_EVENTS.filter((e) => e.contractId === contractId);
/** The citizen's contract in force and its last event (a job; a draft report waits on it). */
const IN_FORCE = SOC_CONTRACT.inForce;
const JOB_EVENT = eventsOf(IN_FORCE).at(-1)!.id;
/** The report on review (the medical examination). */
const ON_REVIEW = SOCIAL_CONTRACT_REPORTS.find((r) => r.status === 2 && r.id === 5)!;

describeEachDb('social contracts', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let guardian: PageHeaders;
  let worker: PageHeaders;
  let kcson: PageHeaders;

  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api${url}`, headers });
  const post = (url: string, body: object, headers?: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: body, headers });
  const card = async (id: number, headers: PageHeaders = citizen) => {
    const res = await get(`/soc-contract/${id}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const upload = async (headers: PageHeaders, name = 'Копия трудового договора.pdf') => {
    const body = multipart(name, PDF);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie: headers.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.id as string;
  };
  const refusedInRussian = (res: { statusCode: number; body: string }, status: number, text?: string) => {
    expect(res.statusCode).toBe(status);
    const message = JSON.stringify(res.body);
    expect(message).toMatch(RUSSIAN);
    if (text) expect(res.body).toContain(text);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
    guardian = await t.signIn('guardian');
    worker = await t.signInAt('worker', INSTITUTION.csoSalekhard, 3);
    kcson = await t.signInAt('provider', INSTITUTION.kcsonNoyabrsk, 2);
  });
  afterAll(() => t.close());

  describe('GET /soc-contract and /soc-contract/{id}', () => {
    it('shows the citizen their contracts in every status 1-5, and only theirs', async () => {
      const res = await get('/soc-contract?pageSize=100', citizen);
      expect(res.statusCode).toBe(200);
      const { items, total } = res.json().data;
      expect(total).toBe(5);
      expect(new Set(items.map((c: { status: number }) => c.status))).toEqual(new Set([1, 2, 3, 4, 5]));
      expect(items.every((c: { personId: number }) => c.personId === PERSON.citizen)).toBe(true);
      const inForce = items.find((c: { id: number }) => c.id === IN_FORCE);
      expect(inForce).toMatchObject({ statusCaption: 'Действует', events: 6, doneEvents: 2, overdueEvents: 1 });
      expect(inForce.number).toMatch(/^СК-\d{4}\/\d{6}$/);
      // An ended contract's open events are not overdue: they are just not done.
      const terminated = items.find((c: { id: number }) => c.id === SOC_CONTRACT.terminated);
      expect(terminated).toMatchObject({ status: 4, events: 1, doneEvents: 0, overdueEvents: 0 });
      expect((await card(SOC_CONTRACT.terminated)).events[0]).toMatchObject({
        timing: 'ahead',
        timingCaption: 'Не выполнено',
      });
      // A filter by status, a search, a page.
      expect((await get('/soc-contract?status=2', citizen)).json().data.items.map((c: { id: number }) => c.id)).toEqual(
        [IN_FORCE],
      );
      expect((await get('/soc-contract?search=подсобного', citizen)).json().data.total).toBe(1);
      expect((await get('/soc-contract?pageSize=2&page=3', citizen)).json().data.items).toHaveLength(1);
    });

    it("shows the institution's employee its clients' contracts, another institution none, another citizen none", async () => {
      const theirs = (await get('/soc-contract?pageSize=100', worker)).json().data;
      expect(theirs.total).toBe(6);
      expect(theirs.items.find((c: { id: number }) => c.id === SOC_CONTRACT.otherClient).reportsToReview).toBe(1);
      expect((await get('/soc-contract', kcson)).json().data.total).toBe(0);
      expect((await get('/soc-contract', guardian)).json().data.total).toBe(0);
      expect((await get('/soc-contract')).statusCode).toBe(401);
    });

    it('refuses a bad filter with 400', async () => {
      expect((await get('/soc-contract?status=9', citizen)).statusCode).toBe(400);
      expect((await get('/soc-contract?page=0', citizen)).statusCode).toBe(400);
    });

    it('gives the card: events by due date then executor, overdue marked, reports newest first with documents', async () => {
      const c = await card(IN_FORCE);
      expect(c).toMatchObject({ side: 'person', allowedActions: [], signed: true, statusCaption: 'Действует' });
      const due = c.events.map((e: { dueDate: string; executorKind: number }) => `${e.dueDate}/${e.executorKind}`);
      expect(due).toEqual([...due].sort());
      // Two events fall on one day: the recipient's (1) before the institution's (2).
      const sameDay = c.events.filter((e: { dueDate: string }) => e.dueDate === c.events[3].dueDate);
      expect(sameDay.map((e: { executorKind: number }) => e.executorKind)).toEqual([1, 2]);
      expect(c.events.map((e: { timing: string }) => e.timing)).toEqual([
        'done',
        'done',
        'overdue',
        'soon',
        'soon',
        'ahead',
      ]);
      expect(c.events[2].timingCaption).toMatch(/^Просрочено на 5 дней$/);
      const resume = c.events[1].socContractReports;
      expect(resume.map((r: { statusCaption: string }) => r.statusCaption)).toEqual([
        'Принят',
        'Возвращён на доработку',
      ]);
      expect(Date.parse(resume[0].reportCreateTime)).toBeGreaterThan(Date.parse(resume[1].reportCreateTime));
      expect(resume[0].documents[0]).toMatchObject({ fileName: 'Страница резюме на портале.pdf' });
      expect(resume[0].documents[0].url).toContain('soc-contract/preload-file?');
      expect(c.history.map((h: { actionCaption: string }) => h.actionCaption)).toEqual([
        'Проект контракта сформирован',
        'Утверждён',
      ]);
      // The employee is offered the review of the report on review.
      const mine = await card(IN_FORCE, worker);
      const onReview = mine.events
        .flatMap((e: { socContractReports: object[] }) => e.socContractReports)
        .find((r: { id: number }) => r.id === ON_REVIEW.id);
      expect(onReview.allowedActions).toEqual(['accept', 'return']);
    });

    it('answers another citizen and another institution 404 in Russian, a bad id 400', async () => {
      refusedInRussian(await get(`/soc-contract/${IN_FORCE}`, guardian), 404, SOC_CONTRACT_MSG.notFound);
      refusedInRussian(await get(`/soc-contract/${SOC_CONTRACT.otherClient}`, citizen), 404, SOC_CONTRACT_MSG.notFound);
      refusedInRussian(await get(`/soc-contract/${IN_FORCE}`, kcson), 404);
      expect((await get('/soc-contract/abc', citizen)).statusCode).toBe(400);
      expect((await get('/soc-contract/999999', citizen)).statusCode).toBe(404);
    });
  });

  describe('GET /soc-contract/{id}/event/{eventId}/report/{reportId}/documents', () => {
    const first = SOCIAL_CONTRACT_REPORTS[0];
    it("lists a report's documents to its citizen and the institution", async () => {
      for (const who of [citizen, worker]) {
        const res = await get(`/soc-contract/${IN_FORCE}/event/${first.eventId}/report/${first.id}/documents`, who);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.map((d: { fileName: string }) => d.fileName)).toEqual([
          'Справка о постановке на учёт.pdf',
        ]);
      }
    });
    it('answers 404 to another citizen and to a path that does not lead to the report', async () => {
      refusedInRussian(
        await get(`/soc-contract/${IN_FORCE}/event/${first.eventId}/report/${first.id}/documents`, guardian),
        404,
      );
      refusedInRussian(
        await get(`/soc-contract/${IN_FORCE}/event/${JOB_EVENT}/report/${first.id}/documents`, citizen),
        404,
      );
      refusedInRussian(
        await get(`/soc-contract/${SOC_CONTRACT.closed}/event/${first.eventId}/report/${first.id}/documents`, citizen),
        404,
      );
    });
  });

  describe('a report: POST /soc-contract/store-report, /reporting/create/{id}, the review', () => {
    let reportId: number;
    let fileId: string;

    it('stores a new draft with a document, numbered', async () => {
      fileId = await upload(citizen);
      const res = await post(
        '/soc-contract/store-report',
        { contractId: IN_FORCE, eventId: JOB_EVENT, text: 'Принят на работу оператором ЭВМ', fileIds: [fileId] },
        citizen,
      );
      expect(res.statusCode).toBe(200);
      const { data, messages } = res.json();
      expect(data).toMatchObject({ status: 1, statusCaption: 'Черновик', version: 1 });
      expect(data.number).toMatch(/^ОСК-\d{4}\/\d{6}$/);
      expect(messages[0].text).toBe('Черновик отчёта сохранён');
      reportId = data.id;
      const c = await card(IN_FORCE);
      const reports = c.events.at(-1).socContractReports;
      // Newest first: the new draft heads the event's reports.
      expect(reports[0]).toMatchObject({ id: reportId, allowedActions: ['edit', 'submit'] });
      expect(reports[0].documents[0].fileName).toBe('Копия трудового договора.pdf');
    });

    it('refuses bad input with 400 in Russian and changes nothing', async () => {
      const count = async () =>
        (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM social_contract_reports'))[0].n;
      const before = await count();
      const body = { contractId: IN_FORCE, eventId: JOB_EVENT, text: '', fileIds: [] as string[] };
      refusedInRussian(await post('/soc-contract/store-report', body, citizen), 400, SOC_CONTRACT_MSG.noContent);
      expect((await post('/soc-contract/store-report', { ...body, eventId: undefined }, citizen)).statusCode).toBe(400);
      expect((await post('/soc-contract/store-report', { ...body, fileIds: ['nope'] }, citizen)).statusCode).toBe(400);
      const foreign = await upload(guardian);
      refusedInRussian(
        await post('/soc-contract/store-report', { ...body, text: 'x', fileIds: [foreign] }, citizen),
        400,
        SOC_CONTRACT_MSG.foreignFiles,
      );
      // An event of another contract, a contract not in force, a stranger, an employee.
      const projectEvent = eventsOf(SOC_CONTRACT.project)[0].id;
      refusedInRussian(
        await post('/soc-contract/store-report', { ...body, text: 'x', eventId: projectEvent }, citizen),
        404,
      );
      refusedInRussian(
        await post(
          '/soc-contract/store-report',
          { ...body, text: 'x', contractId: SOC_CONTRACT.project, eventId: projectEvent },
          citizen,
        ),
        409,
        SOC_CONTRACT_MSG.notInForce,
      );
      refusedInRussian(await post('/soc-contract/store-report', { ...body, text: 'x' }, guardian), 404);
      refusedInRussian(
        await post('/soc-contract/store-report', { ...body, text: 'x' }, worker),
        403,
        SOC_CONTRACT_MSG.personOnly,
      );
      expect(await count()).toBe(before);
    });

    it('serves a document only along its contract, event and report (GET /soc-contract/preload-file)', async () => {
      const q = (extra: Record<string, string | number> = {}) =>
        new URLSearchParams(
          Object.entries({
            uriWithHash: `files/${fileId}`,
            soccontractId: IN_FORCE,
            adaptEventId: JOB_EVENT,
            reportId,
            documentId: fileId,
            ...extra,
          }).map(([k, v]) => [k, String(v)]),
        ).toString();
      const res = await get(`/soc-contract/preload-file?${q()}`, citizen);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['content-disposition']).toContain('attachment');
      expect((await get(`/soc-contract/preload-file?${q()}`, worker)).statusCode).toBe(200);
      refusedInRussian(await get(`/soc-contract/preload-file?${q()}`, guardian), 404);
      refusedInRussian(
        await get(`/soc-contract/preload-file?${q({ adaptEventId: eventsOf(IN_FORCE)[0].id })}`, citizen),
        404,
      );
      refusedInRussian(await get(`/soc-contract/preload-file?${q({ uriWithHash: 'files/other' })}`, citizen), 400);
      expect((await get(`/soc-contract/preload-file?${q({ documentId: 'x' })}`, citizen)).statusCode).toBe(400);
    });

    it('sends the draft for review; a stale version is 409, a second send 409, a stranger 404', async () => {
      refusedInRussian(await post(`/reporting/create/${reportId}`, { version: 1 }, guardian), 404);
      refusedInRussian(await post(`/reporting/create/${reportId}`, { version: 1 }, worker), 403);
      const res = await post(`/reporting/create/${reportId}`, { version: 1 }, citizen);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        data: { id: reportId, status: 2, statusCaption: 'На проверке', version: 2 },
        messages: [{ severity: 'Success', text: 'Отчёт отправлен на проверку' }],
      });
      const stale = await post(`/reporting/create/${reportId}`, { version: 1 }, citizen);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code ?? JSON.stringify(stale.json())).toContain('STALE_VERSION');
      refusedInRussian(
        await post(`/reporting/create/${reportId}`, { version: 2 }, citizen),
        409,
        'Действие недоступно в текущем статусе отчёта',
      );
      expect((await post(`/reporting/create/${reportId}`, {}, citizen)).statusCode).toBe(400);
    });

    it('the institution returns it with a comment; the citizen changes it and sends it again; the institution accepts it', async () => {
      refusedInRussian(
        await post(`/soc-contract/report/${reportId}/review`, { version: 2, action: 'return' }, worker),
        400,
        'Укажите, что нужно доработать в отчёте',
      );
      refusedInRussian(
        await post(`/soc-contract/report/${reportId}/review`, { version: 2, action: 'accept' }, citizen),
        403,
      );
      refusedInRussian(
        await post(`/soc-contract/report/${reportId}/review`, { version: 2, action: 'accept' }, kcson),
        404,
      );
      const returned = await post(
        `/soc-contract/report/${reportId}/review`,
        { version: 2, action: 'return', comment: 'Приложите приказ о приёме на работу' },
        worker,
      );
      expect(returned.json().data).toMatchObject({ status: 4, version: 3 });
      const order = await upload(citizen, 'Приказ о приёме на работу.pdf');
      const edited = await post(
        '/soc-contract/store-report',
        {
          contractId: IN_FORCE,
          eventId: JOB_EVENT,
          id: reportId,
          version: 3,
          text: 'Принят на работу, приказ прилагаю',
          fileIds: [fileId, order],
        },
        citizen,
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data).toMatchObject({ status: 4, version: 4 });
      expect((await post(`/reporting/create/${reportId}`, { version: 4 }, citizen)).statusCode).toBe(200);
      const accepted = await post(`/soc-contract/report/${reportId}/review`, { version: 5, action: 'accept' }, worker);
      expect(accepted.json()).toMatchObject({ data: { status: 3 }, messages: [{ text: 'Отчёт принят' }] });
      // The report's screen: its documents and its whole history; the event is done.
      const view = (await get(`/soc-contract/${IN_FORCE}/report/${reportId}`, citizen)).json().data;
      expect(view.documents.map((d: { fileName: string }) => d.fileName).sort()).toEqual(
        ['Копия трудового договора.pdf', 'Приказ о приёме на работу.pdf'].sort(),
      );
      expect(view.history.map((h: { action: string }) => h.action)).toEqual([
        'create',
        'submit',
        'return',
        'edit',
        'submit',
        'accept',
      ]);
      expect(view.history[2].note).toBe('Приложите приказ о приёме на работу');
      expect((await card(IN_FORCE)).events.at(-1).timing).toBe('done');
      refusedInRussian(await get(`/soc-contract/${IN_FORCE}/report/${reportId}`, guardian), 404);
      refusedInRussian(await get(`/soc-contract/${SOC_CONTRACT.closed}/report/${reportId}`, citizen), 404);
    });
  });

  describe('the contract: POST /soc-contract/{id}/action and the signed file', () => {
    it('gives the signed file of a contract in force as a PDF; a project has none (409), a stranger 404', async () => {
      const res = await get(`/soc-contract/get-uri-signature-file/${IN_FORCE}`, citizen);
      expect(res.statusCode).toBe(200);
      const { uri, fileName } = res.json().data;
      expect(fileName).toMatch(/^Социальный контракт № СК-/);
      const file = await get(`/${uri}`, citizen);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      refusedInRussian(
        await get(`/soc-contract/get-uri-signature-file/${SOC_CONTRACT.project}`, citizen),
        409,
        SOC_CONTRACT_MSG.notSigned,
      );
      refusedInRussian(await get(`/soc-contract/get-uri-signature-file/${IN_FORCE}`, guardian), 404);
      refusedInRussian(await get(`/soc-contract/${IN_FORCE}/signed-file`, guardian), 404);
    });

    it('closes a contract only when its whole programme is done, by the institution', async () => {
      const c = await card(IN_FORCE, worker);
      expect(c.allowedActions).toEqual(['terminate']);
      refusedInRussian(
        await post(`/soc-contract/${IN_FORCE}/action`, { version: c.version, action: 'close' }, worker),
        409,
        'Не все мероприятия программы социальной адаптации выполнены',
      );
      refusedInRussian(
        await post(`/soc-contract/${IN_FORCE}/action`, { version: c.version, action: 'terminate' }, citizen),
        403,
      );
    });

    it('the citizen declines a project with a reason; the institution cannot then approve it; stale is 409', async () => {
      const id = SOC_CONTRACT.project;
      const c = await card(id);
      expect(c.allowedActions).toEqual(['decline']);
      expect((await card(id, worker)).allowedActions).toEqual(['approve', 'reject']);
      refusedInRussian(
        await post(`/soc-contract/${id}/action`, { version: c.version, action: 'decline' }, citizen),
        400,
        'Укажите причину отказа',
      );
      expect(
        (await post(`/soc-contract/${id}/action`, { version: c.version, action: 'fly' }, citizen)).statusCode,
      ).toBe(400);
      refusedInRussian(
        await post(`/soc-contract/${id}/action`, { version: c.version, action: 'decline', reason: 'x' }, guardian),
        404,
      );
      const res = await post(
        `/soc-contract/${id}/action`,
        { version: c.version, action: 'decline', reason: 'Нашёл работу сам' },
        citizen,
      );
      expect(res.json()).toMatchObject({ data: { status: 5, statusCaption: 'Отклонён', version: c.version + 1 } });
      const stale = await post(`/soc-contract/${id}/action`, { version: c.version, action: 'approve' }, worker);
      expect(stale.statusCode).toBe(409);
      expect(stale.body).toContain('STALE_VERSION');
      refusedInRussian(
        await post(`/soc-contract/${id}/action`, { version: c.version + 1, action: 'approve' }, worker),
        409,
        'Действие недоступно в текущем статусе социального контракта',
      );
      const after = await card(id);
      expect(after).toMatchObject({ status: 5, reason: 'Нашёл работу сам' });
      expect(after.history.at(-1)).toMatchObject({ action: 'decline', note: 'Нашёл работу сам', side: 'person' });
    });
  });
});
