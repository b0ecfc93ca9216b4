import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';
import { DEMO_LETTER_ID } from '../../../server/db/seed/platform.ts';
import { TOURISM_INCLUDED_ON } from '../../../server/db/seed/tourism-calendar.ts';
import { REGISTRY_CHANGE_MSG } from '../../../server/routes/institution-request.ts';
import { REQUISITES_MSG } from '../../../server/routes/institution.ts';
import { ASOI_MSG } from '../../../server/routes/reporting.ts';
import { BIK_FORMAT } from '../../../server/routes/metadata.ts';
import { MSG } from '../../../server/messages.ts';
import { validationMessages } from '../../../common/validation/index.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');

/** Entry names of a zip and whether each carries the UTF-8 name flag (general purpose bit 11), from its central directory. */
function zipEntries(zip: Buffer): Array<{ name: string; utf8: boolean }> {
  const entries: Array<{ name: string; utf8: boolean }> = [];
  for (
    let at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    at >= 0;
    at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)
  ) {
    const flags = zip.readUInt16LE(at + 8);
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({ name: zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'), utf8: (flags & 0x0800) !== 0 });
  }
  return entries;
}

describeEachDb('people, institutions, lookups, archives and ASOI reports', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let guardian: PageHeaders;
  let worker: PageHeaders;
  let provider: PageHeaders;
  let tourism: PageHeaders;
  let admin: PageHeaders;
  let workerInstitution: number;
  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api${url}`, headers });
  const post = (url: string, body: unknown, headers?: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: body as object, headers });
  const count = async (table: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  const ids = (res: { json(): { data: Array<{ id?: number; code?: unknown }> } }) =>
    res.json().data.map((p) => p.id ?? p.code);

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
    guardian = await t.signIn('guardian');
    admin = await t.signIn('admin');
    ({ headers: worker, institutionId: workerInstitution } = await t.signInEmployee('worker', 3));
    ({ headers: provider } = await t.signInEmployee('provider', 2));
    tourism = await t.signIn('tourism');
    const me = (await get('/esia/current-user-info', tourism)).json().data;
    const inst = me.availableInstitutions[0];
    await get(
      `/esia/set-user-institution-role?institutionSourceType=2&institutionId=${inst.institutionId}&institutionRole=4`,
      tourism,
    );
  });
  afterAll(() => t?.close());

  it('shows an employee the people of their institution only', async () => {
    const clients = ids(await get('/person/user-clients', worker));
    expect(clients).toHaveLength(10);
    expect(clients).toContain(11);
    expect(clients).not.toContain(21);
    expect((await get('/person/11', worker)).json().data).toMatchObject({ id: 11, lastName: expect.any(String) });
    const foreign = await get('/person/21', worker);
    expect([foreign.statusCode, foreign.json().messages[0].text]).toEqual([404, MSG.notFound]);
    expect(ids(await post('/person/by-ids', { ids: [12, 11] }, worker)).sort()).toEqual([11, 12]);
    const mixed = await post('/person/by-ids', { ids: [11, 21] }, worker);
    expect([mixed.statusCode, mixed.json().messages[0].text]).toEqual([403, MSG.noAccess]);
    expect((await get('/person/user-clients', citizen)).statusCode).toBe(403);
  });

  it('shows a citizen themselves and their children, an admin anyone', async () => {
    expect((await get('/person/2', citizen)).statusCode).toBe(200);
    expect((await get('/person/1', citizen)).statusCode).toBe(200);
    expect((await get('/person/4', citizen)).statusCode).toBe(404);
    expect((await get('/person/21', admin)).statusCode).toBe(200);
  });

  it('refuses bad person requests with a Russian message', async () => {
    for (const body of [{ ids: [] }, { ids: [1, 1] }, { ids: ['один'] }, {}]) {
      const res = await post('/person/by-ids', body, worker);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0].text).toMatch(/[а-я]/);
    }
    expect((await get('/person/0', worker)).statusCode).toBe(400);
  });

  it('lists the staff of the employee’s own institution and every institution', async () => {
    const staff = (await get(`/institution/employees/lookup/${workerInstitution}`, worker)).json().data;
    expect(staff[0].caption).toContain('специалист по социальной работе');
    expect((await get('/institution/employees/lookup/5', worker)).statusCode).toBe(403);
    expect((await get('/institution/employees/lookup/5', admin)).statusCode).toBe(200);
    const all = (await get('/metadata/institution/all', citizen)).json().data;
    expect(all.length).toBeGreaterThanOrEqual(15);
    expect(all[0]).toEqual({ code: expect.any(Number), caption: expect.any(String) });
  });

  it('reads and saves the tourism provider requisites within the spec limits', async () => {
    const before = (await get('/institution/tourism-requisites', tourism)).json().data;
    expect(before).toMatchObject({
      bankBik: '047102651',
      shortCaption: 'ООО «Ямал-Тур»',
      dateIncluded: TOURISM_INCLUDED_ON,
    });
    const { dateIncluded: _d, dateRegistered: _r, createdTime: _c, shortCaption: _s, ...form } = before;
    for (const [bad, text] of [
      [{ oktmo: '7195100О' }, `ОКТМО: ${validationMessages.digits}`],
      [{ kpp: '89010100' }, `КПП: ${validationMessages.kppFormat}`],
      [{ kpp: '8901010011' }, /Максимальное кол-во символов: 9/],
      [{ bankAccount: '1'.repeat(21) }, /Максимальное кол-во символов: 20/],
      [{ bankName: 'Б'.repeat(257) }, /Максимальное кол-во символов: 256/],
    ] as const) {
      const res = await post('/institution/tourism-requisites', { ...form, ...bad }, tourism);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0].text).toMatch(text);
    }
    expect((await get('/institution/tourism-requisites', tourism)).json().data).toEqual(before);
    const saved = await post(
      '/institution/tourism-requisites',
      { ...form, eks: '40102810145370000008', bankName: ' ' },
      tourism,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().messages[0]).toEqual({ severity: 'Success', text: REQUISITES_MSG.saved });
    expect(saved.json().data).toMatchObject({ eks: '40102810145370000008', bankName: null });
    expect((await post('/institution/tourism-requisites', form, provider)).statusCode).toBe(403);
    expect((await get('/institution/tourism-requisites', citizen)).statusCode).toBe(403);
  });

  it('takes a register-change application with the provider’s own uploaded files', async () => {
    const uploadAs = async (headers: PageHeaders, name: string) => {
      const boundary = '----b';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
        PDF,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/files/upload',
        payload,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      return res.json().data.id as string;
    };
    const mine = [await uploadAs(provider, 'Устав.pdf'), await uploadAs(provider, 'Лицензия.pdf')];
    const foreign = await uploadAs(citizen, 'Чужой.pdf');
    const before = await count('registry_change_requests');
    const empty = await post('/institution-request/application-registry-change', { fileIds: [] }, provider);
    expect([empty.statusCode, empty.json().messages[0].text]).toEqual([400, REGISTRY_CHANGE_MSG.noFiles]);
    const stolen = await post(
      '/institution-request/application-registry-change',
      { fileIds: [...mine, foreign] },
      provider,
    );
    expect([stolen.statusCode, stolen.json().messages[0].text]).toEqual([400, REGISTRY_CHANGE_MSG.foreignFiles]);
    expect(
      (await post('/institution-request/application-registry-change', { fileIds: ['not-a-uuid'] }, provider))
        .statusCode,
    ).toBe(400);
    await t.db.query(`UPDATE settings SET value = '{"maxReportFileSizeMb":15,"maxReportFilesCount":1}' WHERE id = 1`);
    const tooMany = await post('/institution-request/application-registry-change', { fileIds: mine }, provider);
    expect([tooMany.statusCode, tooMany.json().messages[0].text]).toEqual([
      400,
      'Превышено максимальное кол-во файлов: 1',
    ]);
    await t.db.query(`UPDATE settings SET value = '{"maxReportFileSizeMb":15,"maxReportFilesCount":10}' WHERE id = 1`);
    expect(await count('registry_change_requests')).toBe(before);
    expect((await post('/institution-request/application-registry-change', { fileIds: mine }, worker)).statusCode).toBe(
      403,
    );

    const sent = await post('/institution-request/application-registry-change', { fileIds: mine }, provider);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().messages[0]).toEqual({ severity: 'Success', text: REGISTRY_CHANGE_MSG.sent });
    // The application's own number (common/numbering.ts) follows the seeded one's, never its row id.
    expect(sent.json().data.number).toMatch(/^ЗИР-\d{4}\/\d{4}$/);
    const list = (await get('/institution-request/application-registry-change', provider)).json().data;
    expect(list[0]).toMatchObject({
      id: sent.json().data.id,
      number: sent.json().data.number,
      files: [{ originalFileName: 'Лицензия.pdf' }, { originalFileName: 'Устав.pdf' }],
    });
  });

  it('serves lookups of code and caption; an unknown group or a bad BIK is refused', async () => {
    const regions = (await get('/public/metadata/regions')).json().data;
    expect(regions.some((r: { caption: string }) => r.caption.includes('Ямало-Ненецкий'))).toBe(true);
    expect((await get('/public/metadata/service-areas')).json().data[0]).toEqual({
      code: 'social',
      caption: 'Социальная сфера',
    });
    expect((await get('/public/metadata/request-statuses')).json().data).toHaveLength(6);
    expect((await get('/public/metadata/nothing')).statusCode).toBe(400);
    expect((await get('/metadata/bank?bik=047102651', citizen)).json().data).toEqual([
      {
        code: '047102651',
        caption: 'Западно-Сибирское отделение № 8647 ПАО Сбербанк',
        corrAccount: expect.stringMatching(/^30101810\d{12}$/),
        city: expect.any(String),
      },
    ]);
    expect((await get(`/metadata/bank?search=${encodeURIComponent('сбербанк')}`, citizen)).json().data).toHaveLength(2);
    const badBik = await get('/metadata/bank?bik=12', citizen);
    expect([badBik.statusCode, badBik.json().messages[0].text]).toEqual([400, BIK_FORMAT]);
    expect((await get('/metadata/bank?bik=047102651')).statusCode).toBe(401);
    const cities = (await get('/subsidy-calculator/cities')).json().data;
    expect(cities[0].caption).toContain('Салехард');
  });

  it('streams the zip archives with Cyrillic names flagged UTF-8, to those allowed only', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-zip-'));
    try {
      const orders = await get('/files/get-order?requestId=1', citizen);
      expect(orders.statusCode).toBe(200);
      expect(orders.headers['content-type']).toBe('application/zip');
      expect(orders.headers['content-disposition']).toContain(encodeURIComponent('Приказы по заявлению.zip'));
      expect(zipEntries(orders.rawPayload)).toEqual([
        { name: 'Индивидуальная программа.pdf', utf8: true },
        { name: 'Приказ о назначении социальных услуг.pdf', utf8: true },
      ]);
      // A tool no one here wrote reads the archive and the PDF inside it.
      await writeFile(path.join(dir, 'orders.zip'), orders.rawPayload);
      execFileSync('unzip', ['-q', '-d', dir, path.join(dir, 'orders.zip')]);
      expect(
        execFileSync('pdftotext', [path.join(dir, 'Приказ о назначении социальных услуг.pdf'), '-'], {
          encoding: 'utf8',
        }),
      ).toContain('Иванова Мария Петровна');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect((await get('/files/get-order?requestId=1', worker)).statusCode).toBe(200);
    expect((await get('/files/get-order?requestId=1', guardian)).statusCode).toBe(404);
    expect((await get('/files/get-order?requestId=1', provider)).statusCode).toBe(404);
    expect((await get('/files/get-order?requestId=999999', citizen)).statusCode).toBe(404);
    expect((await get('/files/get-order?requestId=abc', citizen)).statusCode).toBe(400);

    const message = await get(`/files/get-message-file?messageId=${DEMO_LETTER_ID}`, citizen);
    expect(zipEntries(message.rawPayload).map((e) => e.name)).toEqual([
      'График посещений на декабрь.pdf',
      'Памятка получателя услуг.pdf',
    ]);
    expect((await get(`/files/get-message-file?messageId=${DEMO_LETTER_ID}`, guardian)).statusCode).toBe(404);

    const contest = await get('/files/subsidy-contests-files?id=10');
    expect(zipEntries(contest.rawPayload).map((e) => e.name)).toEqual([
      'Положение о конкурсе.pdf',
      'Смета расходов (образец).pdf',
      'Форма заявки.pdf',
    ]);
    expect((await get('/files/subsidy-contests-files?id=1')).statusCode).toBe(404);
  });

  it('creates an ASOI report from the institution’s acts and records it', async () => {
    const before = await count('asoi_reports');
    const reversed = await post('/reporting/asoi/create', { periodFrom: '2026-12-31', periodTo: '2026-01-01' }, worker);
    expect([reversed.statusCode, reversed.json().messages[0].text]).toEqual([400, ASOI_MSG.periodOrder]);
    const long = await post('/reporting/asoi/create', { periodFrom: '2024-01-01', periodTo: '2026-01-01' }, worker);
    expect([long.statusCode, long.json().messages[0].text]).toEqual([400, ASOI_MSG.periodTooLong]);
    expect(
      (await post('/reporting/asoi/create', { periodFrom: '01.01.2026', periodTo: '2026-12-31' }, worker)).statusCode,
    ).toBe(400);
    expect(
      (await post('/reporting/asoi/create', { periodFrom: '2026-01-01', periodTo: '2026-12-31' }, citizen)).statusCode,
    ).toBe(403);
    expect(await count('asoi_reports')).toBe(before);

    const created = await post('/reporting/asoi/create', { periodFrom: '2026-01-01', periodTo: '2026-12-31' }, worker);
    expect(created.statusCode).toBe(200);
    const { id, actsCount } = created.json().data;
    expect(actsCount).toBeGreaterThan(0);
    const report = (await get(`/reporting/asoi/${id}`, worker)).json().data;
    expect(report.payload).toMatchObject({
      version: 1,
      period: { from: '2026-01-01', to: '2026-12-31' },
      institution: { ogrn: expect.any(String) },
    });
    expect(report.payload.acts).toHaveLength(actsCount);
    expect(report.payload.acts[0]).toMatchObject({
      number: expect.any(String),
      person: { lastName: expect.any(String) },
    });
    expect(
      report.payload.totals.reduce((sum: number, row: { created: number }) => sum + row.created, 0),
    ).toBeGreaterThan(0);
    expect((await get(`/reporting/asoi/${id}`, provider)).statusCode).toBe(404);
  });
});
