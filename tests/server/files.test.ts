import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG } from '../../server/messages.ts';
import { createTestApp, describeEachDb, type TestApp } from './test-app.ts';

/** A multipart body with one file part and an optional fileName field after it. */
function multipart(fileName: string, content: Buffer, fieldName?: string) {
  const boundary = '----portal-test-boundary';
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from('\r\n'),
  ];
  if (fieldName !== undefined) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileName"\r\n\r\n${fieldName}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDb('file service', (kind) => {
  let t: TestApp;
  const filesOnDisk = async () => readdir(path.join(t.config.dataDir, 'files')).catch(() => [] as string[]);
  const countRows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0].n;

  let headers: { cookie: string };
  const upload = (name: string, content: Buffer, fieldName?: string, cookie = headers.cookie) => {
    const body = multipart(name, content, fieldName);
    return t.app.inject({ method: 'POST', url: '/api/files/upload', payload: body.payload, headers: { ...body.headers, cookie } });
  };
  beforeAll(async () => {
    t = await createTestApp(kind, { MAX_REPORT_FILE_SIZE_MB: '1' });
    headers = await t.signIn('citizen');
  });
  afterAll(() => t.close());

  it('stores an upload and downloads it by id and by uri with the original Cyrillic name', async () => {
    const content = Buffer.from('%PDF-1.4 квитанция');
    const res = await upload('scan.pdf', content, 'Квитанция об оплате.pdf');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ originalFileName: 'Квитанция об оплате.pdf', size: content.length, uri: `files/${data.id}` });

    const byId = await t.app.inject({ url: `/api/files/get?preloadId=${data.id}`, headers });
    expect(byId.statusCode).toBe(200);
    expect(byId.rawPayload.equals(content)).toBe(true);
    expect(byId.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Квитанция об оплате.pdf')}`);

    const other = await t.signIn('guardian');
    expect((await t.app.inject({ url: `/api/files/get?preloadId=${data.id}`, headers: other })).statusCode).toBe(404);
    const admin = await t.signIn('admin');
    expect((await t.app.inject({ url: `/api/files/get?preloadId=${data.id}`, headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject(`/api/files/get?preloadId=${data.id}`)).statusCode).toBe(401);

    const byUri = await t.app.inject({ url: `/api/files/preload?uri=${encodeURIComponent(data.uri)}`, headers });
    expect(byUri.statusCode).toBe(200);
    expect(byUri.rawPayload.equals(content)).toBe(true);
  });

  it('refuses an .exe with the spec message and leaves nothing on disk or in the database', async () => {
    const [disk, rows] = [await filesOnDisk(), await countRows()];
    for (const name of ['setup.exe', 'LIB.DLL', 'run.cmd', 'x.Bat']) {
      const res = await upload(name, Buffer.from('MZ'));
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0].text).toBe(MSG.fileBannedExtension);
    }
    const renamed = await upload('ok.pdf', Buffer.from('MZ'), 'virus.exe');
    expect(renamed.json().messages[0].text).toBe(MSG.fileBannedExtension);
    expect(await filesOnDisk()).toEqual(disk);
    expect(await countRows()).toBe(rows);
  });

  it('refuses a file over the size limit and leaves no partial file', async () => {
    const before = await filesOnDisk();
    const res = await upload('big.pdf', Buffer.alloc(1024 * 1024 + 10, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().messages[0].text).toBe('Файл превышает 1MB');
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses uploads from anonymous visitors with 401 and stores nothing', async () => {
    const rows = await countRows();
    const res = await upload('a.pdf', Buffer.from('x'), undefined, '');
    expect(res.statusCode).toBe(401);
    expect(res.json().messages[0].text).toBe(MSG.notAuthorized);
    expect(await countRows()).toBe(rows);
  });

  it('refuses path tricks in names', async () => {
    const res = await upload('a.pdf', Buffer.from('x'), '../../etc/passwd');
    expect(res.statusCode).toBe(400);
    const stored = await t.db.query<{ original_name: string }>('SELECT original_name FROM files');
    expect(stored.some((row) => row.original_name.includes('..'))).toBe(false);
  });

  it('answers 404 for an unknown file and 400 for a malformed id', async () => {
    const get = (url: string) => t.app.inject({ url, headers });
    expect((await get('/api/files/get?preloadId=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/files/get?preloadId=../../etc/passwd')).statusCode).toBe(400);
    expect((await get('/api/files/preload?uri=../data')).statusCode).toBe(400);
  });
});
