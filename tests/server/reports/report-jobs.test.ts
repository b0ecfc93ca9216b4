import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JOB_MSG } from '../../../server/jobs/messages.ts';
import { convertDocxToOdt } from '../../../server/reports/office.ts';
import { JobState, unwrapJobMessage } from '../../../common/report-jobs.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';
import { waitForFinal } from '../report-job-helpers.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { oneLine, pdfText } from '../../pdf-text.ts';

/** LibreOffice starts in seconds, more on a busy machine: the conversion test gets this long. */
const OFFICE_TEST_TIMEOUT_MS = 90_000;
/** LibreOffice on this machine: GET /files/get/docx-odt then converts to ODT. */
const OFFICE_INSTALLED = (() => {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore', timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
})();
/** A report's text as poppler's pdftotext reads it (a reader the portal did not write), on one line. */
const readPdf = (pdf: Buffer): string => oneLine(pdfText(pdf, { layout: false }));

describeEachDb('report jobs', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let provider: PageHeaders;
  let providerInstitution: number;
  let worker: PageHeaders;
  let admin: PageHeaders;

  const start = (headers: PageHeaders, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/jobs', payload: body, headers });
  /** Starts a job, waits for it and answers its result and the downloaded file. */
  async function run(headers: PageHeaders, body: object) {
    const started = await start(headers, body);
    expect(started.statusCode, started.body).toBe(200);
    const key = started.json().data as { typeId: number; id: string };
    const seen: number[] = [];
    const state = await waitForFinal(t, headers, key, seen);
    const result = (await t.app.inject({ url: `/api/jobs/data/${key.typeId}/${key.id}`, headers })).json().data;
    const file = result.result
      ? await t.app.inject({ url: `/api/files/get?preloadId=${result.result.id}`, headers })
      : undefined;
    return { key, state, seen, result, file };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
    admin = await t.signIn('admin');
    ({ headers: provider, institutionId: providerInstitution } = await t.signInEmployee('provider', 2));
    worker = (await t.signInEmployee('worker', 3)).headers;
  });
  afterAll(() => t?.close());

  it('a provider prints the extract of their institution: a PDF with its name, requisites and page numbers', async () => {
    const { key, state, seen, result, file } = await run(provider, {
      type: 'institutionInformation',
      institutionSourceType: 1,
      institutionId: providerInstitution,
    });
    expect(key.typeId).toBe(1);
    expect(state).toBe(JobState.Completed);
    // Every observed step is one the transition table allows.
    expect(seen[0]).toBeLessThanOrEqual(JobState.Running);
    expect(result.result).toMatchObject({ uri: `files/${result.result.id}`, editable: false });
    expect(result.result.originalFileName).toMatch(
      /^Выписка из реестра поставщиков социальных услуг от \d\d\.\d\d\.\d{4}\.pdf$/,
    );
    expect(file!.headers['content-type']).toBe('application/pdf');
    // A report ready within seconds is simply downloaded: no notice of it (a long one tells: messages/notices.test.ts).
    const announced = await t.db.query(`SELECT 1 FROM user_messages WHERE notice_class = 'reportSent'`);
    expect(announced).toHaveLength(0);
    const [inst] = await t.db.query<{ caption: string; ogrn: string }>(
      'SELECT caption, ogrn FROM institutions WHERE id = $1',
      [providerInstitution],
    );
    const text = readPdf(file!.rawPayload);
    expect(text).toContain(inst.caption);
    expect(text).toContain(`ОГРН ${inst.ogrn}`);
    expect(text).toContain('Ямало-Ненецкий автономный округ');
    expect(text).toMatch(/Страница 1 из \d/);
    // In reading order: the title before the services table.
    expect(text.indexOf('Выписка из реестра поставщиков')).toBeLessThan(text.indexOf('Услуги поставщика'));
  });

  it('a social worker may print the extract; a citizen gets the spec text; another institution is refused', async () => {
    const [me] = (await t.app.inject({ url: '/api/esia/current-user-info', headers: worker })).json().data
      .availableInstitutions;
    expect((await run(worker, { type: 'institutionInformation', institutionId: me.institutionId })).state).toBe(
      JobState.Completed,
    );
    const refused = await start(citizen, { type: 'institutionInformation', institutionId: providerInstitution });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0].text).toBe(
      'Для печати данной выписки необходимо быть поставщиком услуг или социальным работником',
    );
    const other = await start(provider, { type: 'institutionInformation', institutionId: me.institutionId });
    expect(other.statusCode).toBe(403);
    expect(other.json().messages[0].text).toBe(JOB_MSG.institutionNotSelected);
  });

  it('only the starter or an admin reads a job; a wrong type id or unknown job is not found', async () => {
    const { key } = await run(provider, { type: 'institutionInformation', institutionId: providerInstitution });
    for (const url of [`/api/jobs/${key.typeId}/${key.id}`, `/api/jobs/data/${key.typeId}/${key.id}`]) {
      const stranger = await t.app.inject({ url, headers: citizen });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().messages[0].text).toBe(JOB_MSG.notFound);
      expect((await t.app.inject({ url, headers: admin })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: `/api/jobs/2/${key.id}`, headers: provider })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/jobs/1/00000000-0000-4000-8000-000000000000`, headers: provider })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/jobs/1/${key.id}` })).statusCode).toBe(401);
    // The file goes to its starter only.
    const data = (await t.app.inject({ url: `/api/jobs/data/1/${key.id}`, headers: provider })).json().data;
    expect(
      (await t.app.inject({ url: `/api/files/get?preloadId=${data.result.id}`, headers: citizen })).statusCode,
    ).toBe(404);
  });

  it('a job and its file made for one institution are read only while acting for it, as if absent otherwise', async () => {
    const forZabota = await t.signInAt('provider', INSTITUTION.severnayaZabota, 2);
    const forKcson = await t.signInAt('provider', INSTITUTION.kcsonNoyabrsk, 2);
    const { key, result } = await run(forZabota, {
      type: 'institutionInformation',
      institutionId: INSTITUTION.severnayaZabota,
    });
    const urls = [
      `/api/jobs/${key.typeId}/${key.id}`,
      `/api/jobs/data/${key.typeId}/${key.id}`,
      `/api/files/get?preloadId=${result.result.id}`,
      `/api/files/preload?uri=${result.result.uri}`,
    ];
    for (const url of urls) {
      const other = await t.app.inject({ url, headers: forKcson });
      const missing = await t.app.inject({
        url: url.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, '00000000-0000-4000-8000-000000000000'),
        headers: forKcson,
      });
      expect([url, other.statusCode, other.json()]).toEqual([url, missing.statusCode, missing.json()]);
      expect(other.statusCode).toBe(404);
      expect((await t.app.inject({ url, headers: forZabota })).statusCode).toBe(200);
    }
    // The same session, switched to the other institution and back.
    const switchTo = (institutionId: number) =>
      t.app.inject({
        url: `/api/esia/set-user-institution-role?institutionSourceType=1&institutionId=${institutionId}&institutionRole=2`,
        headers: forZabota,
      });
    expect((await switchTo(INSTITUTION.kcsonNoyabrsk)).statusCode).toBe(200);
    for (const url of urls) expect((await t.app.inject({ url, headers: forZabota })).statusCode).toBe(404);
    expect((await switchTo(INSTITUTION.severnayaZabota)).statusCode).toBe(200);
    for (const url of urls) expect((await t.app.inject({ url, headers: forZabota })).statusCode).toBe(200);
  });

  it('bad input is refused in Russian and queues nothing', async () => {
    const [{ count: before }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM files');
    const cases: Array<[object, number, RegExp | string]> = [
      [{ type: 'salary' }, 400, /^Некорректные данные \(поле «type»\)/],
      [{}, 400, /^Некорректные данные/],
      [{ type: 'serviceContract' }, 400, JOB_MSG.noContract],
      [
        { type: 'serviceContract', serviceContractId: 'один' },
        400,
        /^Некорректные данные \(поле «serviceContractId»\)/,
      ],
      [{ type: 'personRequestDecisionAssign' }, 400, JOB_MSG.noRequest],
      [{ type: 'serviceContract', serviceContractId: 999999 }, 404, JOB_MSG.contractNotFound],
      [{ type: 'personRequestDecisionReject', requestId: 1 }, 400, JOB_MSG.noDecisionReject],
      [{ type: 'personRequestDecisionAssign', requestId: 2 }, 400, JOB_MSG.noDecisionAssign],
      [{ type: 'serviceContractAct', serviceContractId: 3 }, 400, JOB_MSG.actNotAvailable],
      // Someone else's contract answers as a missing one.
      [{ type: 'serviceContract', serviceContractId: 2 }, 404, JOB_MSG.contractNotFound],
      [{ type: 'personServiceInformation', personId: 11 }, 403, JOB_MSG.personNotOwn],
    ];
    for (const [body, status, text] of cases) {
      const answer = await start(citizen, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      if (typeof text === 'string') expect(answer.json().messages[0].text).toBe(text);
      else expect(answer.json().messages[0].text).toMatch(text);
    }
    for (const [body, text] of [
      [{ type: 'institutionInformation', institutionId: 999999 }, JOB_MSG.institutionNotFound],
      [{ type: 'personServiceInformation', personId: 999999 }, JOB_MSG.personNotFound],
    ] as const) {
      const missing = await start(admin, body);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().messages[0].text).toBe(text);
    }
    const personExtract = await start(provider, { type: 'personServiceInformation' });
    expect(personExtract.statusCode).toBe(403);
    expect(personExtract.json().messages[0].text).toBe(JOB_MSG.personExtractRole);
    expect((await t.app.inject({ url: '/api/jobs/9/abc', headers: citizen })).statusCode).toBe(400);
    const [{ count: after }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM files');
    expect(after).toBe(before);
  });

  it("a citizen's register extract lists the services they received", async () => {
    const { state, file } = await run(citizen, { type: 'personServiceInformation' });
    expect(state).toBe(JobState.Completed);
    const text = readPdf(file!.rawPayload);
    expect(text).toContain('Выписка из реестра получателей социальных услуг');
    expect(text).toContain('Иванова Мария Петровна');
    expect(text).toContain('ДЕМО-СД-2026/0001');
    expect(text).toContain('Услуги сиделки на дому');
  });

  it('decision notices on a request: the assignment and the refusal with its reason', async () => {
    const assign = await run(citizen, { type: 'personRequestDecisionAssign', requestId: 1 });
    expect(assign.state).toBe(JobState.Completed);
    const notice = readPdf(assign.file!.rawPayload);
    expect(notice).toContain('принято решение № РЕШ-2026/000003 о предоставлении социальных услуг');
    expect(notice).toContain('«Составление индивидуальной программы предоставления социальных услуг»');
    const reject = await run(citizen, { type: 'personRequestDecisionReject', requestId: 2 });
    const text = readPdf(reject.file!.rawPayload);
    expect(text).toContain('Уведомление об отказе в предоставлении социальных услуг');
    expect(text).toContain('Причина отказа: Заявитель проживает вне территории обслуживания');
    // A certificate request's notice names the certificate, not services.
    const certificate = await run(citizen, { type: 'personRequestDecisionAssign', requestId: 13 });
    const issued = readPdf(certificate.file!.rawPayload);
    expect(issued).toContain('Уведомление о выдаче сертификата');
    expect(issued).toMatch(/о выдаче сертификата «[^»]+»/);
  });

  it(
    'a service contract comes as a PDF and an editable DOCX; both parties may print it',
    { timeout: OFFICE_TEST_TIMEOUT_MS },
    async () => {
      const own = await run(citizen, { type: 'serviceContract', serviceContractId: 1 });
      expect(own.state).toBe(JobState.Completed);
      expect(own.result.result.editable).toBe(true);
      const text = readPdf(own.file!.rawPayload);
      expect(text).toContain('Договор о предоставлении социальных услуг');
      expect(text).toContain('№ ДЕМО-СД-2026/0001');
      expect(text).toContain('Итого по договору: 42 000,00 р.');
      const editable = await t.app.inject({
        url: `/api/files/get/docx-odt?preloadId=${own.result.result.id}`,
        headers: citizen,
      });
      expect(editable.statusCode).toBe(200);
      // ODT where LibreOffice is installed (its mimetype entry comes first in the ZIP), else the DOCX itself.
      const zip = editable.rawPayload;
      expect(zip.subarray(0, 2).toString()).toBe('PK');
      if (OFFICE_INSTALLED) {
        expect(editable.headers['content-type']).toBe('application/vnd.oasis.opendocument.text');
        expect(zip.subarray(30, 100).toString('latin1')).toContain('mimetypeapplication/vnd.oasis.opendocument.text');
        expect(editable.headers['content-disposition']).toContain(
          encodeURIComponent('Договор № ДЕМО-СД-2026-0001 от 01.09.2026.odt'),
        );
        // Converted once: the ODT is kept and served again as it is.
        const [kept] = await t.db.query<{ odt: string | null }>(
          'SELECT odt_file_id AS odt FROM document_versions WHERE file_id = $1',
          [own.result.result.id],
        );
        expect(kept.odt).not.toBeNull();
        const again = await t.app.inject({
          url: `/api/files/get/docx-odt?preloadId=${own.result.result.id}`,
          headers: citizen,
        });
        expect(Buffer.compare(again.rawPayload, zip)).toBe(0);
      } else {
        expect(editable.headers['content-type']).toBe(
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        );
        expect(editable.headers['content-disposition']).toContain(
          encodeURIComponent('Договор № ДЕМО-СД-2026-0001 от 01.09.2026.docx'),
        );
      }
      // A PDF without an editable version (an extract) has none; another user's file is not found.
      expect(
        (
          await t.app.inject({
            url: `/api/files/get/docx-odt?preloadId=${(await run(citizen, { type: 'personServiceInformation' })).result.result.id}`,
            headers: citizen,
          })
        ).json().messages[0].text,
      ).toBe(JOB_MSG.noEditable);
      expect(
        (await t.app.inject({ url: `/api/files/get/docx-odt?preloadId=${own.result.result.id}`, headers: provider }))
          .statusCode,
      ).toBe(404);
      expect((await run(provider, { type: 'serviceContract', serviceContractId: 1 })).state).toBe(JobState.Completed);
    },
  );

  it('the act of rendered services and the tour contract', async () => {
    const act = await run(provider, { type: 'serviceContractAct', serviceContractId: 1 });
    expect(act.state).toBe(JobState.Completed);
    expect(act.result.result.editable).toBe(false);
    expect(readPdf(act.file!.rawPayload)).toContain('Итого оказано на сумму: 22 400,00 р.');
    // The citizen's contract on the mountain tour with her two children (server/db/seed/tour-contracts.ts).
    const tour = await run(citizen, { type: 'tourContract', serviceContractId: 3001 });
    expect(tour.result.result.editable).toBe(true);
    const text = readPdf(tour.file!.rawPayload);
    expect(text).toContain('Салехард — Полярный Урал: 3 дня в горах');
    expect(text).toContain('Иванов Артём Андреевич');
    // Someone else's tour contract, and a contract that is not a tour's, answer as a missing one.
    expect((await start(provider, { type: 'tourContract', serviceContractId: 3001 })).statusCode).toBe(404);
    expect((await start(citizen, { type: 'tourContract', serviceContractId: 1 })).statusCode).toBe(404);
  });

  it('without LibreOffice the conversion gives way to the DOCX', async () => {
    expect(await convertDocxToOdt('no-such-office-program', Buffer.from('PK'), () => {})).toBeUndefined();
  });

  it('a job message that is JSON text is unwrapped to its inner message', () => {
    expect(unwrapJobMessage(JSON.stringify({ message: JOB_MSG.timeLimit }))).toBe(JOB_MSG.timeLimit);
    expect(unwrapJobMessage('Документ сформирован')).toBe('Документ сформирован');
    expect(unwrapJobMessage('{не json')).toBe('{не json');
    expect(unwrapJobMessage(null)).toBeNull();
  });
});
