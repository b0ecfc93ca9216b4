import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACTS } from '../../common/acts/generated/acts.ts';
import { sampleActData, sampleBlockData } from '../../codegen/sample-data.ts';
import { MSG, REPORT_MSG } from '../../server/messages.ts';
import { unfilledBlocksText } from '../../common/acts/required-blocks.ts';
import { createTestApp, describeEachDb, type TestApp } from './test-app.ts';

const act = ACTS['guardian-report'];
const blocks = act.definition.blocks;

/** A multipart body with one file. */
function multipart(fileName: string, content: Buffer) {
  const boundary = '----guardian-report-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDb('guardian report', (kind) => {
  let t: TestApp;
  let guardian: { cookie: string };
  let worker: { cookie: string };
  let wardId: number;
  const sample = sampleActData(act.schema, act.definition);

  const post = (url: string, body: unknown, headers = guardian) => t.app.inject({ method: 'POST', url: `/api/guardian-report${url}`, payload: body as object, headers });
  const get = (url: string, headers = guardian) => t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    guardian = await t.signIn('guardian');
    worker = (await t.signInEmployee('worker', 3)).headers;
    const wards = (await get('/api/guardian-report/ward-person')).json().data;
    expect(wards).toHaveLength(1);
    wardId = wards[0].personId;
  });
  afterAll(() => t.close());

  it('walks the report from draft to sent, returned, edited, re-sent and checked', async () => {
    const created = await post('/report/create', { wardId });
    expect(created.statusCode).toBe(200);
    let report = created.json().data;
    expect(report).toMatchObject({ status: null, statusCaption: 'Черновик', personId: wardId });
    // Block 1 starts from the ward's latest report: the guardian checks instead of retyping.
    expect(report.data.guardian?.lastName).toBe('Кузнецова');
    expect(report.data.docNum).toBeTruthy();

    // Other people cannot read it: a citizen who is not the ward's guardian.
    const citizen = await t.signIn('citizen');
    expect((await get(`/api/guardian-report/report/${report.id}`, citizen)).statusCode).toBe(403);
    expect((await post('/report/create', { wardId }, citizen)).json().messages[0].text).toBe(REPORT_MSG.notWard);

    // Fill every block with valid data; the list blocks through their own calls.
    const pdf = await t.app.inject({ method: 'POST', url: '/api/files/upload', ...multipart('Квитанция.pdf', Buffer.from('%PDF-1.4 receipt')), headers: { ...multipart('Квитанция.pdf', Buffer.from('%PDF-1.4 receipt')).headers, cookie: guardian.cookie } });
    expect(pdf.statusCode).toBe(200);
    const exe = await t.app.inject({ method: 'POST', url: '/api/files/upload', ...multipart('setup.exe', Buffer.from('MZ')), headers: { ...multipart('setup.exe', Buffer.from('MZ')).headers, cookie: guardian.cookie } });
    expect(exe.json().messages[0].text).toBe('Недопустимый формат файла');
    for (const block of blocks) {
      const data = sampleBlockData({ ...sample, wardId }, block.fields);
      if ('documents' in data) data.documents = [{ id: pdf.json().data.id, uri: pdf.json().data.uri, originalFileName: 'Квитанция.pdf' }];
      const url = `/${block.save.replace('{id}', String(report.id))}`;
      const saved = await post(url, { id: report.id, version: report.version, block: block.number, data });
      expect(saved.statusCode, `${block.number} ${saved.body.slice(0, 300)}`).toBe(200);
      report = saved.json().data;
    }
    if (act.definition.computed.some((c) => c.target === '/shareSecuritiesTotalPrice')) {
      const securities = (report.data.securities ?? []) as Array<{ totalPrice?: number }>;
      expect(report.data.shareSecuritiesTotalPrice).toBe(securities.reduce((s, r) => s + (r.totalPrice ?? 0), 0));
    }
    const realty = await get(`/api/guardian-report/realty/${report.id}`);
    expect(realty.json().data.length).toBeGreaterThan(0);

    const sent = await post(`/signature/${report.id}`, { version: report.version, confirm: true });
    expect(sent.statusCode).toBe(200);
    report = sent.json().data;
    expect(report).toMatchObject({ status: 1, signatureKind: 'electronic' });
    const locked = await post(`/${blocks[0].save}`, { id: report.id, version: report.version, block: 1, data: sampleBlockData(sample, blocks[0].fields) });
    expect(locked.json().messages[0].text).toBe(REPORT_MSG.notEditable);

    // The office sees it, returns it with a note; the guardian may edit again.
    const officeList = (await get('/api/guardian-report/list', worker)).json().data;
    expect(officeList.map((r: { id: number }) => r.id)).toContain(report.id);
    expect((await post(`/status/${report.id}`, { status: 3, version: report.version }, worker)).json().messages[0].text).toBe(REPORT_MSG.noteRequired);
    expect((await post(`/status/${report.id}`, { status: 3, version: report.version }, guardian)).statusCode).toBe(403);
    const returned = await post(`/status/${report.id}`, { status: 3, note: 'Не приложены чеки', version: report.version }, worker);
    report = returned.json().data;
    expect(report).toMatchObject({ status: 3, statusNote: 'Не приложены чеки', signedAt: null });
    const guardianList = (await get('/api/guardian-report/list')).json().data;
    expect(guardianList.find((r: { id: number }) => r.id === report.id)).toMatchObject({ statusCaption: 'Возвращён на доработку' });
    const edited = await post(`/${blocks[0].save}`, { id: report.id, version: report.version, block: 1, data: sampleBlockData(sample, blocks[0].fields) });
    expect(edited.statusCode).toBe(200);
    report = edited.json().data;

    report = (await post(`/signature/${report.id}`, { version: report.version, confirm: true })).json().data;
    expect(report.status).toBe(1);
    report = (await post(`/status/${report.id}`, { status: 2, version: report.version }, worker)).json().data;
    expect(report.status).toBe(2);
    expect((await post(`/status/${report.id}`, { status: 2, version: report.version }, worker)).json().messages[0].text).toBe(REPORT_MSG.badTransition);

    const zip = await get(`/api/files/guardian-report-files?id=${report.id}`, worker);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-disposition']).toContain('documents.zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(zip.rawPayload.includes(Buffer.from('Квитанция.pdf'))).toBe(true);
    const decision = await get(`/api/files/guardian-report-file-decision?id=${report.id}`);
    expect(decision.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await get(`/api/files/guardian-report-files?id=${report.id}`, citizen)).statusCode).toBe(403);
  });

  it('refuses to sign a report whose required first block was never saved, naming the block, and signs once it is', async () => {
    let report = (await post('/report/create', { wardId })).json().data;
    // The first block is prefilled from the latest report, yet the guardian has not checked and saved it.
    const refused = await post(`/signature/${report.id}`, { version: report.version, confirm: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().blocks).toEqual([1]);
    expect(refused.json().messages[0].text).toBe(unfilledBlocksText([blocks[0]]));
    expect(refused.json().messages[0].text).toContain('1. Сведения об опекуне (попечителе) и подопечном');
    expect((await get(`/api/guardian-report/report/${report.id}`)).json().data).toMatchObject({ signedAt: null, status: null });

    const saved = await post(`/${blocks[0].save}`, { id: report.id, version: report.version, block: 1, data: sampleBlockData({ ...sample, wardId }, blocks[0].fields) });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    report = saved.json().data;
    const sent = await post(`/signature/${report.id}`, { version: report.version, confirm: true });
    expect(sent.statusCode, sent.body.slice(0, 300)).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 1 });
  });

  it('attaches a document straight to a draft, refuses an .exe, lists and deletes it', async () => {
    const report = (await post('/report/create', { wardId })).json().data;
    const pdf = multipart('Выписка.pdf', Buffer.from('%PDF-1.4 bank'));
    const attached = await t.app.inject({ method: 'POST', url: `/api/guardian-report/upload-file/${report.id}/1`, payload: pdf.payload, headers: { ...pdf.headers, cookie: guardian.cookie } });
    expect(attached.statusCode).toBe(200);
    const doc = attached.json().data.data.documents[0];
    expect(doc.originalFileName).toBe('Выписка.pdf');
    expect(attached.json().data.version).toBe(report.version + 1);
    const exe = multipart('setup.exe', Buffer.from('MZ'));
    const refused = await t.app.inject({ method: 'POST', url: `/api/guardian-report/upload-file/${report.id}/1`, payload: exe.payload, headers: { ...exe.headers, cookie: guardian.cookie } });
    expect(refused.json().messages[0].text).toBe('Недопустимый формат файла');
    const listed = (await get(`/api/guardian-report/document/${report.id}`)).json().data;
    expect(listed.map((f: { id: string }) => f.id)).toEqual([doc.id]);
    const citizen = await t.signIn('citizen');
    const foreign = await t.app.inject({ method: 'POST', url: `/api/guardian-report/file/delete/${report.id}/${doc.id}`, headers: citizen });
    expect(foreign.statusCode).toBe(403);
    const deleted = await post(`/file/delete/${report.id}/${doc.id}`, undefined);
    expect(deleted.json().data.data.documents).toEqual([]);
    expect((await get(`/api/guardian-report/document/${report.id}`)).json().data).toEqual([]);
  });

  it('refuses a report referencing somebody else’s file', async () => {
    const report = (await post('/report/create', { wardId })).json().data;
    const other = await t.signIn('citizen');
    const upload = multipart('chuzhoi.pdf', Buffer.from('%PDF'));
    const foreign = (await t.app.inject({ method: 'POST', url: '/api/files/upload', payload: upload.payload, headers: { ...upload.headers, cookie: other.cookie } })).json().data;
    const last = blocks[blocks.length - 1];
    const data = sampleBlockData({ ...sample, wardId }, last.fields);
    data.documents = [{ id: foreign.id, uri: foreign.uri, originalFileName: 'chuzhoi.pdf' }];
    const res = await post(`/${last.save.replace('{id}', String(report.id))}`, { id: report.id, version: report.version, block: last.number, data });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].text).toBe(REPORT_MSG.fileNotLinked);
    expect(MSG.noAccess).toBe('Нет доступа');
  });
});
