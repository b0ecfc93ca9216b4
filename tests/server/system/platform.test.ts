import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';
import { SETTINGS_MSG } from '../../../server/system/settings.ts';
import { runSelfChecks, SELF_CHECKS } from '../../../server/system/self-check.ts';
import { MSG } from '../../../server/messages.ts';
import { multipart } from '../multipart.ts';

const PDF = (size = 64) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(Math.max(0, size - 15), 0x20), Buffer.from('\n%%EOF')]);

describeEachDb('settings and system', (kind) => {
  let t: TestApp;
  let admin: PageHeaders;
  let citizen: PageHeaders;
  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api${url}`, headers });
  const post = (url: string, body: unknown, headers?: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: body as object, headers });
  const upload = (size: number, headers: PageHeaders) => {
    const body = multipart('Справка.pdf', PDF(size));
    return t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const setting1 = async () =>
    (await t.db.query<{ value: Record<string, number> }>('SELECT value FROM settings WHERE id = 1'))[0].value;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin');
    citizen = await t.signIn('citizen');
  });
  afterAll(() => t?.close());

  it('answers a setting to anyone and 404 with a Russian text for an unknown one', async () => {
    const res = await get('/settings/1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: 1, value: { maxReportFileSizeMb: 15, maxReportFilesCount: 10 } });
    const missing = await get('/settings/999');
    expect([missing.statusCode, missing.json().messages[0].text]).toEqual([404, SETTINGS_MSG.notFound]);
    expect((await get('/settings/abc')).statusCode).toBe(400);
  });

  it('tells whether the tourism application window is open today, and refuses a setting without a window', async () => {
    await t.db.query(`UPDATE settings SET value = '{"dateFrom":"2000-01-01","dateTo":"2999-12-31"}' WHERE id = 2`);
    expect((await get('/settings/is-available-for-current-date/2')).json().data).toBe(true);
    await t.db.query(`UPDATE settings SET value = '{"dateFrom":"2000-01-01","dateTo":"2000-12-31"}' WHERE id = 2`);
    expect((await get('/settings/is-available-for-current-date/2')).json().data).toBe(false);
    expect((await get('/system/application-settings')).json().data.tourismApplicationWindow).toEqual({
      dateFrom: '2000-01-01',
      dateTo: '2000-12-31',
      isOpen: false,
    });
    const noWindow = await get('/settings/is-available-for-current-date/1');
    expect([noWindow.statusCode, noWindow.json().messages[0].text]).toEqual([400, SETTINGS_MSG.notADateWindow]);
  });

  it('lets only an admin change a setting; a bad value is refused in Russian and changes nothing', async () => {
    expect(
      (await post('/settings/1', { value: { maxReportFileSizeMb: 2, maxReportFilesCount: 3 } }, citizen)).statusCode,
    ).toBe(403);
    const before = await setting1();
    for (const [value, text] of [
      [{ maxReportFileSizeMb: 0, maxReportFilesCount: 3 }, SETTINGS_MSG.fileSize(15)],
      [{ maxReportFileSizeMb: 16, maxReportFilesCount: 3 }, SETTINGS_MSG.fileSize(15)],
      [{ maxReportFileSizeMb: 2, maxReportFilesCount: 'много' }, SETTINGS_MSG.filesCount],
    ] as const) {
      const res = await post('/settings/1', { value }, admin);
      expect([res.statusCode, res.json().messages[0].text]).toEqual([400, text]);
    }
    const window = await post('/settings/2', { value: { dateFrom: '2026-12-31', dateTo: '2026-01-01' } }, admin);
    expect([window.statusCode, window.json().messages[0].text]).toEqual([400, SETTINGS_MSG.dateOrder]);
    expect(await setting1()).toEqual(before);
  });

  it('applies a new upload limit at once, on the server and in the client settings', async () => {
    expect((await upload(1_500_000, citizen)).statusCode).toBe(200);
    const saved = await post('/settings/1', { value: { maxReportFileSizeMb: 1, maxReportFilesCount: 4 } }, admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().messages[0]).toEqual({ severity: 'Success', text: SETTINGS_MSG.saved });
    expect(saved.json().data).toMatchObject({
      value: { maxReportFileSizeMb: 1, maxReportFilesCount: 4 },
      updatedBy: expect.stringContaining(''),
    });
    const refused = await upload(1_500_000, citizen);
    expect([refused.statusCode, refused.json().messages[0].text]).toEqual([413, MSG.fileTooLarge(1)]);
    expect((await upload(500_000, citizen)).statusCode).toBe(200);
    expect((await get('/system/application-settings')).json().data).toMatchObject({
      maxReportFileSizeMb: 1,
      maxReportFilesCount: 4,
      disallowedExtensions: ['exe', 'dll', 'cmd', 'bat'],
      jobPollingIntervalMs: 1000,
    });
  });

  it('reads the limit from the database at each upload, so a change written by another process applies too', async () => {
    await t.db.query(`UPDATE settings SET value = '{"maxReportFileSizeMb":3,"maxReportFilesCount":10}' WHERE id = 1`);
    expect((await upload(1_500_000, citizen)).statusCode).toBe(200);
    await t.db.query(`UPDATE settings SET value = '{"maxReportFileSizeMb":1,"maxReportFilesCount":10}' WHERE id = 1`);
    expect((await upload(1_500_000, citizen)).statusCode).toBe(413);
  });

  it('lists every setting with who changed it, for admins only', async () => {
    expect((await get('/settings', citizen)).statusCode).toBe(403);
    const list = (await get('/settings', admin)).json().data;
    expect(list.map((s: { id: number }) => s.id)).toEqual([1, 2]);
  });

  it('runs the self-check: database, file storage, identity provider, report queue and signing service green, a broken part red with the reason', async () => {
    expect((await get('/system/self-check', citizen)).statusCode).toBe(403);
    const checks = (await get('/system/self-check', admin)).json().data;
    expect(checks.map((c: { id: string; ok: boolean }) => [c.id, c.ok])).toEqual([
      ['database', true],
      ['file-storage', true],
      ['identity-provider', true],
      ['report-queue', true],
      ['signing-service', true],
    ]);
    expect(checks.at(-2).detail).toMatch(/^Очередь в базе данных, обработчиков: \d+; ожидают: \d+, выполняются: \d+$/);
    // Not connected is no fault (simple signatures work); the admin reads it here, citizens never do.
    expect(checks.at(-1).detail).toBe(
      'Не подключён (SIGNING_SERVICE_URL не задан): документы подписываются простой электронной подписью',
    );
    const broken = await runSelfChecks(t.app, [
      ...SELF_CHECKS,
      { id: 'queue', caption: 'Очередь задач', run: () => Promise.reject(new Error('очередь не запущена')) },
    ]);
    expect(broken.at(-1)).toMatchObject({ id: 'queue', ok: false, detail: 'Не работает: очередь не запущена' });
  });

  it('keeps the impersonation log: who acted as whom and when', async () => {
    const admin2 = await t.signIn('admin');
    expect(
      (await t.app.inject({ url: '/api/esia/impersonate?impersonateAsPersonId=4', headers: admin2 })).statusCode,
    ).toBe(200);
    const log = (await get('/system/impersonation-log?pageSize=5', admin)).json().data;
    expect(log.total).toBeGreaterThanOrEqual(5);
    expect(log.items[0]).toMatchObject({
      action: 'start',
      kind: 'person',
      adminLogin: 'admin',
      targetCaption: 'Кузнецова Ольга Николаевна',
    });
    expect(log.items[0].at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await get('/system/impersonation-log', citizen)).statusCode).toBe(403);
  });

  it('finds users by login, name or SNILS; a too short search is refused', async () => {
    const found = (await get(`/system/users?search=${encodeURIComponent('Иванова')}`, admin)).json().data;
    expect(found.map((u: { login: string }) => u.login)).toContain('citizen');
    const byLogin = (await get('/system/users?search=provider', admin)).json().data;
    expect(byLogin[0]).toMatchObject({
      login: 'provider',
      roles: expect.arrayContaining([expect.stringContaining('Северная забота')]),
    });
    expect((await get('/system/users?search=%', admin)).statusCode).toBe(400);
    expect((await get('/system/users?search=Иванова', citizen)).statusCode).toBe(403);
  });
});
