import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACTS } from '../../../common/acts/generated/acts.ts';
import { sampleActData, sampleBlockData } from '../../../codegen/sample-data.ts';
import { MSG, REPORT_MSG } from '../../../server/messages.ts';
import { unfilledBlocksText } from '../../../common/acts/required-blocks.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';
import { regionToday } from '../../../common/time-zone.ts';
import { multipart } from '../multipart.ts';

const act = ACTS['guardian-report'];
const blocks = act.definition.blocks;

describeEachDb('guardian report', (kind) => {
  let t: TestApp;
  let guardian: { cookie: string };
  let worker: { cookie: string };
  let wardId: number;
  // The walk's report covers 2021 (its own year), whatever period the sample data holds.
  const sample = { ...sampleActData(act.schema, act.definition), periodFrom: '2021-01-01', periodTo: '2021-12-31' };

  const post = (url: string, body: unknown, headers = guardian) =>
    t.app.inject({ method: 'POST', url: `/api/guardian-report${url}`, payload: body as object, headers });
  const get = (url: string, headers = guardian) => t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    guardian = await t.signIn('guardian');
    worker = (await t.signInEmployee('worker', 3)).headers;
    const wards = (await get('/api/guardian-report/ward-person')).json().data;
    expect(wards).toHaveLength(1);
    wardId = wards[0].personId;
  });
  afterAll(() => t?.close());
  let nextYear = 1990;
  /** A reporting year no other report of the test covers. */
  const year = () => {
    nextYear += 1;
    return { periodFrom: `${nextYear}-01-01`, periodTo: `${nextYear}-12-31` };
  };

  it('refuses a second report about the ward for a period one already covers, naming it', async () => {
    const first = (await post('/report/create', { wardId, periodFrom: '2019-01-01', periodTo: '2019-12-31' })).json()
      .data;
    const overlapping = await post('/report/create', { wardId, periodFrom: '2019-07-01', periodTo: '2020-06-30' });
    expect(overlapping.statusCode).toBe(409);
    // Named by its own number, never its row id.
    expect(first.number).toMatch(/^ООП-\d{4}\/\d{4}$/);
    expect(overlapping.json().messages[0].text).toBe(REPORT_MSG.periodTaken(first.number, '01.01.2019', '31.12.2019'));
    expect(overlapping.json().messages[0].text).not.toContain(String(first.id));
    // The seeded report sent for 2025 is refused a twin as well, the draft included.
    const twin = await post('/report/create', { wardId, periodFrom: '2025-01-01', periodTo: '2025-12-31' });
    expect(twin.statusCode).toBe(409);
    // The refusal names the report it means, for the client's link.
    expect(overlapping.json()).toMatchObject({ code: 'REPORT_PERIOD_TAKEN', reportId: first.id });
    // A period next to it is free.
    expect(
      (await post('/report/create', { wardId, periodFrom: '2018-01-01', periodTo: '2018-12-31' })).statusCode,
    ).toBe(200);
  });

  it('makes one report of two asked for the same ward and period at the same moment', async () => {
    const period = year();
    const answers = await Promise.all([0, 1, 2].map(() => post('/report/create', { wardId, ...period })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const made = answers.find((a) => a.statusCode === 200)!.json().data;
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toMatchObject({ code: 'REPORT_PERIOD_TAKEN', reportId: made.id });
    const [{ count }] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM acts WHERE act_type = 'guardian-report' AND person_id = $1 AND data->>'periodFrom' = $2`,
      [wardId, period.periodFrom],
    );
    expect(count).toBe(1);
  });

  it('refuses a report for a period not yet begun, and signs a draft only once its period has ended', async () => {
    const today = regionToday();
    const nextYear = Number(today.slice(0, 4)) + 1;
    const future = await post('/report/create', {
      wardId,
      periodFrom: `${nextYear}-01-01`,
      periodTo: `${nextYear}-12-31`,
    });
    expect([future.statusCode, future.json().messages[0].text]).toEqual([
      400,
      REPORT_MSG.periodNotStarted(`01.01.${nextYear}`),
    ]);
    // The seeded draft of the current year: its period has begun, it has not ended.
    const [draft] = await t.db.query<{ id: number; version: number }>(
      `SELECT id, version FROM acts WHERE act_type = 'guardian-report' AND status IS NULL AND data->>'periodTo' >= $1`,
      [today],
    );
    const periodTo = `${today.slice(0, 4)}-12-31`;
    const signing = await post(`/signature/${draft.id}`, { version: draft.version, confirm: true });
    expect(signing.statusCode).toBe(400);
    const next = new Date(`${periodTo}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const firstDay = next.toISOString().slice(0, 10).split('-').reverse().join('.');
    expect(signing.json().messages[0].text).toBe(REPORT_MSG.periodNotEnded(`31.12.${today.slice(0, 4)}`, firstDay));
    const after = (await get(`/api/guardian-report/report/${draft.id}`)).json().data;
    expect([after.version, after.status ?? null]).toEqual([draft.version, null]);
  });

  it('starts block 1 from the ward’s latest report but never with the ward’s consent ticked', async () => {
    const earlier = (await post('/report/create', { wardId, ...year() })).json().data;
    const block1 = { ...earlier.data, wardAgree: true };
    const fields = Object.fromEntries(
      blocks[0].fields.filter((f) => block1[f] !== undefined).map((f) => [f, block1[f]]),
    );
    const saved = await post(`/${blocks[0].save}`, {
      id: earlier.id,
      version: earlier.version,
      block: 1,
      data: fields,
    });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    expect(saved.json().data.data.wardAgree).toBe(true);
    const next = (await post('/report/create', { wardId, ...year() })).json().data;
    expect(next.data.guardian?.lastName).toBe('Кузнецова');
    expect(next.data.docNum).toBe(earlier.data.docNum);
    expect(next.data).not.toHaveProperty('wardAgree');
    expect(act.definition.consents).toContain('wardAgree');
  });

  it('gives the wards as a lookup: a code and a caption each', async () => {
    const wards = (await get('/api/guardian-report/ward-person')).json().data;
    expect(wards[0]).toMatchObject({ code: wardId, caption: expect.stringMatching(/\S+ \S+/) });
  });

  it('walks the report from draft to sent, returned, edited, re-sent and checked', async () => {
    // The seeded reports cover 2022-2026: each test reports on a year of its own (one report per ward and period).
    const created = await post('/report/create', { wardId, periodFrom: '2021-01-01', periodTo: '2021-12-31' });
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
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      ...multipart('Квитанция.pdf', Buffer.from('%PDF-1.4 receipt')),
      headers: { ...multipart('Квитанция.pdf', Buffer.from('%PDF-1.4 receipt')).headers, cookie: guardian.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    const exe = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      ...multipart('setup.exe', Buffer.from('MZ')),
      headers: { ...multipart('setup.exe', Buffer.from('MZ')).headers, cookie: guardian.cookie },
    });
    expect(exe.json().messages[0].text).toBe('Недопустимый формат файла');
    for (const block of blocks) {
      const data = sampleBlockData({ ...sample, wardId }, block.fields);
      if ('documents' in data)
        data.documents = [{ id: pdf.json().data.id, uri: pdf.json().data.uri, originalFileName: 'Квитанция.pdf' }];
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

    // Signed once: the guardian drew her signature in block 10, and signing takes that drawing.
    expect((sample as Record<string, unknown>).personSignatureGraphic).toMatch(/^data:image\/png;base64,/);
    const sent = await post(`/signature/${report.id}`, { version: report.version, confirm: true });
    expect(sent.statusCode).toBe(200);
    report = sent.json().data;
    expect(report).toMatchObject({ status: 1, signatureKind: 'graphic', signer: { position: null } });
    expect(report.signer.name).toMatch(/^Кузнецова /);
    expect(report.data.personSignatureElectronic).toBeUndefined();
    const locked = await post(`/${blocks[0].save}`, {
      id: report.id,
      version: report.version,
      block: 1,
      data: sampleBlockData(sample, blocks[0].fields),
    });
    expect(locked.json().messages[0].text).toBe(REPORT_MSG.notEditable);

    // The office sees it, returns it with a note; the guardian may edit again.
    const officeList = (await get('/api/guardian-report/list', worker)).json().data;
    expect(officeList.map((r: { id: number }) => r.id)).toContain(report.id);
    expect(
      (await post(`/status/${report.id}`, { status: 3, version: report.version }, worker)).json().messages[0].text,
    ).toBe(REPORT_MSG.noteRequired);
    expect((await post(`/status/${report.id}`, { status: 3, version: report.version }, guardian)).statusCode).toBe(403);
    const returned = await post(
      `/status/${report.id}`,
      { status: 3, note: 'Не приложены чеки', version: report.version },
      worker,
    );
    report = returned.json().data;
    expect(report).toMatchObject({ status: 3, statusNote: 'Не приложены чеки', signedAt: null });
    const guardianList = (await get('/api/guardian-report/list')).json().data;
    expect(guardianList.find((r: { id: number }) => r.id === report.id)).toMatchObject({
      statusCaption: 'Возвращён на доработку',
    });
    const edited = await post(`/${blocks[0].save}`, {
      id: report.id,
      version: report.version,
      block: 1,
      data: sampleBlockData(sample, blocks[0].fields),
    });
    expect(edited.statusCode).toBe(200);
    report = edited.json().data;

    report = (await post(`/signature/${report.id}`, { version: report.version, confirm: true })).json().data;
    expect(report.status).toBe(1);
    report = (await post(`/status/${report.id}`, { status: 2, version: report.version }, worker)).json().data;
    expect(report.status).toBe(2);
    expect(
      (await post(`/status/${report.id}`, { status: 2, version: report.version }, worker)).json().messages[0].text,
    ).toBe(REPORT_MSG.badTransition);

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
    let report = (await post('/report/create', { wardId, ...year() })).json().data;
    // The first block is prefilled from the latest report, yet the guardian has not checked and saved it.
    const refused = await post(`/signature/${report.id}`, { version: report.version, confirm: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().blocks).toEqual([1]);
    expect(refused.json().messages[0].text).toBe(unfilledBlocksText([blocks[0]]));
    expect(refused.json().messages[0].text).toContain('1. Сведения об опекуне (попечителе) и подопечном');
    expect((await get(`/api/guardian-report/report/${report.id}`)).json().data).toMatchObject({
      signedAt: null,
      status: null,
    });

    const period = { periodFrom: report.data.periodFrom, periodTo: report.data.periodTo };
    const saved = await post(`/${blocks[0].save}`, {
      id: report.id,
      version: report.version,
      block: 1,
      data: sampleBlockData({ ...sample, wardId, ...period }, blocks[0].fields),
    });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    report = saved.json().data;
    // Nothing drawn: the ticked simple electronic signature; the report says so, and who signed.
    const sent = await post(`/signature/${report.id}`, { version: report.version, confirm: true });
    expect(sent.statusCode, sent.body.slice(0, 300)).toBe(200);
    report = sent.json().data;
    expect(report).toMatchObject({ status: 1, signatureKind: 'electronic', signer: { position: null } });
    expect(report.signer.name).toMatch(/^Кузнецова /);
    expect(report.data.personSignatureElectronic).toBe(true);

    // A return voids the signature, and the report no longer says it was signed electronically.
    const returned = await post(
      `/status/${report.id}`,
      { status: 3, note: 'Уточните период', version: report.version },
      worker,
    );
    expect(returned.json().data).toMatchObject({ status: 3, signedAt: null, signer: null });
    expect(returned.json().data.data.personSignatureElectronic).toBeUndefined();
  });

  it('attaches a document straight to a draft, refuses an .exe, lists and deletes it', async () => {
    const report = (await post('/report/create', { wardId, ...year() })).json().data;
    const pdf = multipart('Выписка.pdf', Buffer.from('%PDF-1.4 bank'));
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api/guardian-report/upload-file/${report.id}/1`,
      payload: pdf.payload,
      headers: { ...pdf.headers, cookie: guardian.cookie },
    });
    expect(attached.statusCode).toBe(200);
    const doc = attached.json().data.data.documents[0];
    expect(doc.originalFileName).toBe('Выписка.pdf');
    expect(attached.json().data.version).toBe(report.version + 1);
    const exe = multipart('setup.exe', Buffer.from('MZ'));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/guardian-report/upload-file/${report.id}/1`,
      payload: exe.payload,
      headers: { ...exe.headers, cookie: guardian.cookie },
    });
    expect(refused.json().messages[0].text).toBe('Недопустимый формат файла');
    const listed = (await get(`/api/guardian-report/document/${report.id}`)).json().data;
    expect(listed.map((f: { id: string }) => f.id)).toEqual([doc.id]);
    const citizen = await t.signIn('citizen');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/guardian-report/file/delete/${report.id}/${doc.id}`,
      headers: citizen,
    });
    expect(foreign.statusCode).toBe(403);
    const deleted = await post(`/file/delete/${report.id}/${doc.id}`, undefined);
    expect(deleted.json().data.data.documents).toEqual([]);
    expect((await get(`/api/guardian-report/document/${report.id}`)).json().data).toEqual([]);
  });

  it('refuses a document id that is not a file id with 400 and leaves the report as it was', async () => {
    const report = (await post('/report/create', { wardId, ...year() })).json().data;
    const last = blocks[blocks.length - 1];
    const data = sampleBlockData({ ...sample, wardId }, last.fields);
    for (const id of ['not-a-uuid', "1' OR '1'='1", '00000000-0000-4000-8000-00000000000Z']) {
      data.documents = [{ id, uri: `files/${id}`, originalFileName: 'a.pdf' }];
      const res = await post(`/${last.save.replace('{id}', String(report.id))}`, {
        id: report.id,
        version: report.version,
        block: last.number,
        data,
      });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().messages[0].text).toMatch(
        /^Документы, подтверждающие сведения отчёта.*: должно соответствовать образцу/,
      );
    }
    expect((await get(`/api/guardian-report/report/${report.id}`)).json().data.version).toBe(report.version);
  });

  it('lets only the ward’s guardian attach documents: an admin’s upload is refused and stores nothing', async () => {
    const report = (await post('/report/create', { wardId, ...year() })).json().data;
    const admin = await t.signIn('admin');
    const rows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0].n;
    const before = await rows();
    const pdf = multipart('Акт.pdf', Buffer.from('%PDF-1.4 admin'));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/guardian-report/upload-file/${report.id}/1`,
      payload: pdf.payload,
      headers: { ...pdf.headers, cookie: admin.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0].text).toBe(REPORT_MSG.attachGuardianOnly);
    expect(await rows()).toBe(before);

    // Nor through the general upload and a block save naming the admin's file.
    const own = (
      await t.app.inject({
        method: 'POST',
        url: '/api/files/upload',
        payload: pdf.payload,
        headers: { ...pdf.headers, cookie: admin.cookie },
      })
    ).json().data;
    const last = blocks[blocks.length - 1];
    const data = sampleBlockData({ ...sample, wardId }, last.fields);
    data.documents = [{ id: own.id, uri: own.uri, originalFileName: 'Акт.pdf' }];
    const saved = await post(
      `/${last.save.replace('{id}', String(report.id))}`,
      { id: report.id, version: report.version, block: last.number, data },
      admin,
    );
    expect(saved.statusCode).toBe(403);
    expect(saved.json().messages[0].text).toBe(REPORT_MSG.attachGuardianOnly);
    expect((await get(`/api/guardian-report/report/${report.id}`)).json().data.version).toBe(report.version);
  });

  it('keeps the guardian’s saves working when the report holds a document someone else attached', async () => {
    let report = (await post('/report/create', { wardId, ...year() })).json().data;
    // Another person's file already in the report (as an admin's upload left it before the rule).
    const [adminUser] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE login = 'admin'");
    const fileId = '5a1e0000-0000-4000-8000-000000000054';
    await t.db.query(
      `INSERT INTO files (id, original_name, storage_key, size_bytes, content_type, uploaded_by) VALUES ($1, 'Решение.pdf', $2, 4, 'application/pdf', $3)`,
      [fileId, fileId, adminUser.id],
    );
    const documents = [{ id: fileId, uri: `files/${fileId}`, originalFileName: 'Решение.pdf' }];
    await t.db.query(`UPDATE acts SET data = data || $2::jsonb WHERE id = $1`, [
      report.id,
      JSON.stringify({ documents }),
    ]);
    await t.db.query('INSERT INTO act_files (act_id, file_id) VALUES ($1, $2)', [report.id, fileId]);
    report = (await get(`/api/guardian-report/report/${report.id}`)).json().data;

    for (const block of blocks) {
      const data = sampleBlockData({ ...sample, wardId }, block.fields);
      if ('documents' in data) data.documents = [...documents];
      const saved = await post(`/${block.save.replace('{id}', String(report.id))}`, {
        id: report.id,
        version: report.version,
        block: block.number,
        data,
      });
      expect(saved.statusCode, `block ${block.number}: ${saved.body.slice(0, 200)}`).toBe(200);
      report = saved.json().data;
    }
    expect(report.data.documents).toEqual(documents);

    // The guardian may add an own upload beside it and still save.
    const pdf = multipart('Чек.pdf', Buffer.from('%PDF-1.4 check'));
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api/guardian-report/upload-file/${report.id}/1`,
      payload: pdf.payload,
      headers: { ...pdf.headers, cookie: guardian.cookie },
    });
    expect(attached.statusCode).toBe(200);
    report = attached.json().data;
    expect(report.data.documents).toHaveLength(2);
    const last = blocks[blocks.length - 1];
    const again = await post(`/${last.save.replace('{id}', String(report.id))}`, {
      id: report.id,
      version: report.version,
      block: last.number,
      data: { ...sampleBlockData({ ...sample, wardId }, last.fields), documents: report.data.documents },
    });
    expect(again.statusCode).toBe(200);
  });

  it('holds no more documents than setting 1 allows, by upload or by a block save, and refuses the extra before receiving it', async () => {
    const limit = 2;
    await t.db.query(`UPDATE settings SET value = jsonb_set(value, '{maxReportFilesCount}', $1::jsonb) WHERE id = 1`, [
      String(limit),
    ]);
    try {
      let report = (await post('/report/create', { wardId, ...year() })).json().data;
      const attach = (name: string) => {
        const pdf = multipart(name, Buffer.from(`%PDF-1.4 ${name}`));
        return t.app.inject({
          method: 'POST',
          url: `/api/guardian-report/upload-file/${report.id}/1`,
          payload: pdf.payload,
          headers: { ...pdf.headers, cookie: guardian.cookie },
        });
      };
      for (const name of ['Первый.pdf', 'Второй.pdf']) {
        const res = await attach(name);
        expect(res.statusCode).toBe(200);
        report = res.json().data;
      }
      const filesBefore = await t.db.query('SELECT count(*)::int AS n FROM files');
      const third = await attach('Третий.pdf');
      expect([third.statusCode, third.json().messages[0].text]).toEqual([
        400,
        `Превышено максимальное кол-во файлов: ${limit}`,
      ]);
      expect(await t.db.query('SELECT count(*)::int AS n FROM files')).toEqual(filesBefore);

      // The guardian's own upload through the file service, named in a block save as a third document.
      const own = multipart('Четвёртый.pdf', Buffer.from('%PDF-1.4 own'));
      const uploaded = (
        await t.app.inject({
          method: 'POST',
          url: '/api/files/upload',
          payload: own.payload,
          headers: { ...own.headers, cookie: guardian.cookie },
        })
      ).json().data;
      const last = blocks[blocks.length - 1];
      const save = (documents: unknown[]) =>
        post(`/${last.save.replace('{id}', String(report.id))}`, {
          id: report.id,
          version: report.version,
          block: last.number,
          data: { ...sampleBlockData({ ...sample, wardId }, last.fields), documents },
        });
      const over = await save([
        ...report.data.documents,
        { id: uploaded.id, uri: uploaded.uri, originalFileName: 'Четвёртый.pdf' },
      ]);
      expect([over.statusCode, over.json().messages[0].text]).toEqual([
        400,
        `Превышено максимальное кол-во файлов: ${limit}`,
      ]);
      const stored = (await get(`/api/guardian-report/report/${report.id}`)).json().data;
      expect([stored.version, stored.data.documents]).toEqual([report.version, report.data.documents]);

      // Under a lowered limit a report can still lose documents.
      await t.db.query(`UPDATE settings SET value = jsonb_set(value, '{maxReportFilesCount}', '1') WHERE id = 1`);
      const fewer = await save(report.data.documents.slice(1));
      expect(fewer.statusCode).toBe(200);
    } finally {
      await t.db.query(`UPDATE settings SET value = jsonb_set(value, '{maxReportFilesCount}', '10') WHERE id = 1`);
    }
  });

  it('refuses a report referencing somebody else’s file', async () => {
    const report = (await post('/report/create', { wardId, ...year() })).json().data;
    const other = await t.signIn('citizen');
    const upload = multipart('chuzhoi.pdf', Buffer.from('%PDF-1.4 foreign'));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: upload.payload,
      headers: { ...upload.headers, cookie: other.cookie },
    });
    expect(uploaded.statusCode, uploaded.body.slice(0, 300)).toBe(200);
    const foreign = uploaded.json().data;
    const last = blocks[blocks.length - 1];
    const data = sampleBlockData({ ...sample, wardId }, last.fields);
    data.documents = [{ id: foreign.id, uri: foreign.uri, originalFileName: 'chuzhoi.pdf' }];
    const res = await post(`/${last.save.replace('{id}', String(report.id))}`, {
      id: report.id,
      version: report.version,
      block: last.number,
      data,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].text).toBe(REPORT_MSG.fileNotLinked);
    expect(MSG.noAccess).toBe('Нет доступа');
  });
});
