import { afterAll, beforeAll, expect, it } from 'vitest';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { PERSON } from '../../../server/db/seed/people.ts';
import { sweepDeadlines, DUE_WITHIN_DAYS, EXPIRED_WITHIN_DAYS } from '../../../server/messages/deadlines.ts';
import { addDays } from '../../../common/schedule/slots.ts';
import { regionToday } from '../../../common/time-zone.ts';
import { PORTAL_SENDER } from '../../../common/messages/messages.ts';
import { JobState } from '../../../common/report-jobs.ts';
import { createTestApp, describeEachDb, secondProcess, type PageHeaders, type TestApp } from '../test-app.ts';
import { waitForFinal } from '../report-job-helpers.ts';

interface NoticeRow {
  id: number;
  text: string;
  noticeClass: string | null;
  authorName: string;
  readAt: string | null;
  files: { id: string; name: string }[];
}

/**
 * The notices of section 9 beyond the contract and request decisions (tests/server/messages):
 * the calendar's (due in a week, expired) written by the sweep once however often it runs, in one
 * process or two; the return of a request unregistered (not for person); a long report's (report
 * sent) with its file.
 */
describeEachDb('notices of the calendar, returns and reports', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let worker: PageHeaders;
  const today = regionToday();

  const notices = async (headers: PageHeaders): Promise<NoticeRow[]> => {
    const res = await t.app.inject({ url: '/api/message/0?limit=100', headers });
    expect(res.statusCode).toBe(200);
    return res.json().data.messages;
  };
  const keyed = async (key: string) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_messages WHERE notice_key = $1', [key]))[0].n;
  const citizenContracts = async () =>
    t.db.query<{ id: number; number: string }>(
      'SELECT id, number FROM service_contracts WHERE person_id = $1 AND status = 3 ORDER BY id',
      [PERSON.citizen],
    );
  const endContract = (id: number, lastDay: string) =>
    t.db.query('UPDATE service_contracts SET date_from = $2::date - 200, date_to = $2 WHERE id = $1', [id, lastDay]);

  beforeAll(async () => {
    // Reports announce themselves however quick they are, so that one test sees the notice.
    t = await createTestApp(kind, { JOB_NOTICE_AFTER_MS: '0' });
    citizen = await t.signIn('citizen');
    worker = await t.signInAt('worker', INSTITUTION.csoSalekhard, 3);
    // Only the records a test sets up are within the windows.
    await t.db.query(`UPDATE service_contracts SET date_to = date_to + 3650 WHERE status = 3`);
    await t.db.query(`UPDATE ippsu SET date_to = date_to + 3650`);
    await t.db.query(`UPDATE certificates SET valid_to = valid_to + 3650 WHERE status = 2`);
  });
  afterAll(() => t?.close());

  it('tells a contract’s last day a week ahead and its passing, each once however often the sweep runs', async () => {
    const [soon, passed, longAgo] = await citizenContracts();
    expect(longAgo).toBeDefined();
    await endContract(soon.id, addDays(today, DUE_WITHIN_DAYS - 2));
    await endContract(passed.id, addDays(today, -1));
    await endContract(longAgo.id, addDays(today, -EXPIRED_WITHIN_DAYS - 10));
    const before = (await notices(citizen)).length;

    expect((await sweepDeadlines(t.db)).notices).toBe(2);
    expect((await sweepDeadlines(t.db)).notices).toBe(0);

    const mine = await notices(citizen);
    expect(mine).toHaveLength(before + 2);
    const due = mine.find((n) => n.text.includes(soon.number))!;
    expect(due).toMatchObject({ noticeClass: 'dueInWeek', readAt: null });
    expect(due.text).toContain(
      `заканчивается ${addDays(today, DUE_WITHIN_DAYS - 2)
        .split('-')
        .reverse()
        .join('.')}`,
    );
    const gone = mine.find((n) => n.text.includes(passed.number))!;
    expect(gone.noticeClass).toBe('expired');
    expect(mine.some((n) => n.text.includes(longAgo.number))).toBe(false);
    expect(await keyed(`serviceContract:${soon.id}:dueInWeek`)).toBe(1);
  });

  it('closes a certificate past its last day by its table and tells the person; tells of one due within the week', async () => {
    const [cert] = await t.db.query<{ id: number; number: string }>(
      'SELECT id, number FROM certificates WHERE person_id = $1 AND status = 2 ORDER BY id LIMIT 1',
      [PERSON.citizen],
    );
    await t.db.query('UPDATE certificates SET valid_from = $2::date - 300, valid_to = $2 WHERE id = $1', [
      cert.id,
      addDays(today, 3),
    ]);
    await sweepDeadlines(t.db);
    expect((await notices(citizen))[0]).toMatchObject({
      noticeClass: 'dueInWeek',
      text: expect.stringContaining(`сертификата № ${cert.number} заканчивается`),
    });

    await t.db.query('UPDATE certificates SET valid_to = $2 WHERE id = $1', [cert.id, addDays(today, -1)]);
    expect((await sweepDeadlines(t.db)).expiredCertificates).toBe(1);
    const [{ status }] = await t.db.query<{ status: number }>('SELECT status FROM certificates WHERE id = $1', [
      cert.id,
    ]);
    expect(status).toBe(4);
    const [history] = await t.db.query<{ action: string; side: string }>(
      'SELECT action, side FROM certificate_history WHERE certificate_id = $1 ORDER BY id DESC LIMIT 1',
      [cert.id],
    );
    expect(history).toEqual({ action: 'expire', side: 'system' });
    expect((await notices(citizen))[0]).toMatchObject({
      noticeClass: 'expired',
      text: `Срок действия сертификата № ${cert.number} истёк. Чтобы получать услуги по сертификату, подайте заявление на новый.`,
    });
    // Expired once: the next sweep finds nothing to close and tells nothing more.
    expect(await sweepDeadlines(t.db)).toEqual({ notices: 0, expiredCertificates: 0 });
  });

  it('tells of the latest individual programme only, not of one a newer programme replaced', async () => {
    const setPeriod = (id: number, lastDay: string) =>
      t.db.query('UPDATE ippsu SET date_from = $2::date - 300, date_to = $2 WHERE id = $1', [id, lastDay]);
    const programmes = await t.db.query<{ id: number; number: string }>(
      'SELECT id, number FROM ippsu WHERE person_id = $1 ORDER BY date_to DESC, id DESC',
      [PERSON.citizen],
    );
    expect(programmes.length).toBeGreaterThan(1);
    const [latest, older] = programmes;
    // The citizen's latest programme ends tomorrow; the older one ended within the week too, but is replaced.
    await setPeriod(latest.id, addDays(today, 1));
    await setPeriod(older.id, addDays(today, 0));
    await sweepDeadlines(t.db);
    expect((await notices(citizen))[0]).toMatchObject({
      noticeClass: 'dueInWeek',
      text: expect.stringContaining(`программы предоставления социальных услуг № ${latest.number} заканчивается`),
    });
    expect(await keyed(`ippsu:${latest.id}:dueInWeek`)).toBe(1);
    expect(await keyed(`ippsu:${older.id}:dueInWeek`)).toBe(0);
  });

  it('returning a request unregistered tells the applicant as «not for person», with the reason', async () => {
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/request/store',
      payload: {
        kind: 'service',
        institutionId: INSTITUTION.csoSalekhard,
        serviceIds: [20],
        targetPersonId: null,
        phone: '8 (922) 051-12-34',
        comment: 'Нужна помощь по дому',
        fileIds: [],
      },
      headers: citizen,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const { id, version, number } = filed.json().data;
    const reason = 'Не приложена справка о составе семьи';
    const returned = await t.app.inject({
      method: 'POST',
      url: '/api/request/return',
      payload: { id, version, reason },
      headers: worker,
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect((await notices(citizen))[0]).toMatchObject({
      noticeClass: 'notForPerson',
      authorName: expect.stringContaining('Салехард'),
      text: `Заявление № ${number} возвращено без рассмотрения. Причина: ${reason} Устраните причину и подайте заявление заново.`,
    });
    // The one who returned it is not told of it.
    expect((await notices(worker)).some((n) => n.text.includes(number))).toBe(false);
  });

  it('a finished report tells its account alone, with the file attached and downloadable', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      payload: { type: 'personServiceInformation', personId: PERSON.citizen },
      headers: citizen,
    });
    expect(started.statusCode, started.body).toBe(200);
    const key = started.json().data;
    expect(await waitForFinal(t, citizen, key)).toBe(JobState.Completed);
    const result = (await t.app.inject({ url: `/api/jobs/data/${key.typeId}/${key.id}`, headers: citizen })).json().data
      .result;
    // The notice is written after the file is stored, as the job ends: wait for it a little.
    let notice: NoticeRow | undefined;
    for (let i = 0; i < 50 && !notice; i += 1) {
      notice = (await notices(citizen)).find((n) => n.noticeClass === 'reportSent');
      if (!notice) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(notice).toMatchObject({
      authorName: PORTAL_SENDER,
      text: `Документ «Выписка из регистра получателей социальных услуг» сформирован: файл «${result.originalFileName}» приложен к этому уведомлению.`,
      files: [{ id: result.id, name: result.originalFileName }],
    });
    const file = await t.app.inject({ url: `/api/files/get-message-file?messageId=${notice!.id}`, headers: citizen });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    // Another account neither has the notice nor reads its file.
    const guardian = await t.signIn('guardian');
    expect((await notices(guardian)).some((n) => n.id === notice!.id)).toBe(false);
    const stranger = await t.app.inject({
      url: `/api/files/get-message-file?messageId=${notice!.id}`,
      headers: guardian,
    });
    expect(stranger.statusCode).toBe(404);
  });

  if (kind === 'postgres')
    it('two server processes sweeping at once write each notice once', async () => {
      const other = await secondProcess(t);
      try {
        const [, , , spare] = await citizenContracts();
        const [record] = spare ? [spare] : await citizenContracts();
        await endContract(record.id, addDays(today, 4));
        await t.db.query('DELETE FROM user_messages WHERE notice_key = $1', [`serviceContract:${record.id}:dueInWeek`]);
        const results = await Promise.all([sweepDeadlines(t.db), sweepDeadlines(other.db), sweepDeadlines(t.db)]);
        expect(results.reduce((sum, r) => sum + r.notices, 0)).toBe(1);
        expect(await keyed(`serviceContract:${record.id}:dueInWeek`)).toBe(1);
      } finally {
        await other.app.close();
      }
    });
});
