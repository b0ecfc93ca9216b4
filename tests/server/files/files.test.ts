import { readdir } from 'node:fs/promises';
import path from 'node:path';
import archiver from 'archiver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG } from '../../../server/messages.ts';
import { validationMessages } from '../../../common/validation/index.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';

/** A zip container (office documents are zips) of the given entries; `store` leaves an entry uncompressed. */
function zipOf(entries: Array<{ name: string; content: string; store?: boolean }>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const archive = archiver('zip', { zlib: { level: 6 } });
    const chunks: Buffer[] = [];
    archive.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.on('end', () => resolve(Buffer.concat(chunks)));
    archive.on('error', reject);
    for (const entry of entries) archive.append(entry.content, { name: entry.name, store: entry.store });
    void archive.finalize();
  });
}

/** Real content of each kind, the bytes their programs write first. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]);
const CFB = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1528)]);
const docx = () =>
  zipOf([
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    { name: 'word/document.xml', content: '<w:document/>' },
  ]);
const odt = () =>
  zipOf([
    { name: 'mimetype', content: 'application/vnd.oasis.opendocument.text', store: true },
    { name: 'content.xml', content: '<office:document-content/>' },
  ]);

/** A multipart body with one file part and an optional fileName field after it. */
function multipart(fileName: string, content: Buffer, fieldName?: string, claimedType = 'application/octet-stream') {
  const boundary = '----portal-test-boundary';
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${claimedType}\r\n\r\n`,
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
  const upload = (name: string, content: Buffer, fieldName?: string, cookie = headers.cookie, claimedType?: string) => {
    const body = multipart(name, content, fieldName, claimedType);
    return t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };
  beforeAll(async () => {
    t = await createTestApp(kind, { MAX_REPORT_FILE_SIZE_MB: '1' });
    headers = await t.signIn('citizen');
  });
  afterAll(() => t?.close());

  it('stores an upload and downloads it by id and by uri with the original Cyrillic name', async () => {
    const content = PDF;
    const res = await upload('scan.pdf', content, 'Квитанция об оплате.pdf');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      originalFileName: 'Квитанция об оплате.pdf',
      size: content.length,
      uri: `files/${data.id}`,
    });

    const byId = await t.app.inject({ url: `/api/files/get?preloadId=${data.id}`, headers });
    expect(byId.statusCode).toBe(200);
    expect(byId.rawPayload.equals(content)).toBe(true);
    expect(byId.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Квитанция об оплате.pdf')}`,
    );

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
    const res = await upload('big.pdf', Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 1)]));
    expect(res.statusCode).toBe(413);
    expect(res.json().messages[0].text).toBe('Файл превышает 1MB');
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses two files in a one-file upload with a message about the count, storing nothing', async () => {
    const [rows, disk] = [await countRows(), (await filesOnDisk()).length];
    const boundary = '----portal-test-boundary';
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n${PDF.toString('latin1')}\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: Buffer.from(`${part('первый.pdf')}${part('второй.pdf')}--${boundary}--\r\n`, 'latin1'),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: headers.cookie },
    });
    expect([res.statusCode, res.json().messages[0].text]).toEqual([413, MSG.oneFileAtATime]);
    expect([await countRows(), (await filesOnDisk()).length]).toEqual([rows, disk]);
  });

  it('refuses uploads from anonymous visitors with 401 and stores nothing', async () => {
    const rows = await countRows();
    const res = await upload('a.pdf', Buffer.from('x'), undefined, '');
    expect(res.statusCode).toBe(401);
    expect(res.json().messages[0].text).toBe(MSG.notAuthorized);
    expect(await countRows()).toBe(rows);
  });

  it('refuses path tricks in names', async () => {
    const res = await upload('a.pdf', PDF, '../../etc/passwd');
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
  it('keeps each accepted kind with the type its content shows, whatever the browser claimed', async () => {
    const cases: Array<[string, Buffer, string]> = [
      ['Скан.pdf', PDF, 'application/pdf'],
      ['фото.PNG', PNG, 'image/png'],
      ['photo.jpeg', JPEG, 'image/jpeg'],
      ['Договор.docx', await docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['Справка.odt', await odt(), 'application/vnd.oasis.opendocument.text'],
      ['Старый.doc', CFB, 'application/msword'],
    ];
    for (const [name, content, type] of cases) {
      const res = await upload(name, content, undefined, headers.cookie, 'text/html');
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      const id = res.json().data.id;
      const [row] = await t.db.query<{ content_type: string }>('SELECT content_type FROM files WHERE id = $1', [id]);
      expect(row.content_type, name).toBe(type);
      const got = await t.app.inject({ url: `/api/files/get?preloadId=${id}`, headers });
      expect(got.headers['content-type'], name).toBe(type);
      expect(got.headers['content-disposition'], name).toMatch(/^attachment;/);
      expect(got.headers['x-content-type-options'], name).toBe('nosniff');
      expect(got.rawPayload.equals(content), name).toBe(true);
    }
  });

  it('refuses web pages, scripts, SVG, archives and content that is not what the name says, storing nothing', async () => {
    const [disk, rows] = [await filesOnDisk(), await countRows()];
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const cases: Array<[string, Buffer]> = [
      ['page.html', html],
      ['app.js', Buffer.from('alert(1)')],
      ['logo.svg', svg],
      ['page.pdf', html],
      ['logo.png', svg],
      ['photo.pdf', PNG],
      ['scan.jpg', PDF],
      ['Договор.docx', await odt()],
      ['archive.zip', await zipOf([{ name: 'a.txt', content: 'x' }])],
      ['notes.txt', Buffer.from('просто текст')],
      ['README', PDF],
      ['program.doc', Buffer.from('MZ\x90\x00')],
    ];
    for (const [name, content] of cases) {
      const res = await upload(name, content, undefined, headers.cookie, 'application/pdf');
      expect([res.statusCode, res.json().messages[0].text], name).toEqual([400, validationMessages.fileExtension]);
    }
    // A good name in the fileName field does not make a web page a PDF.
    const renamed = await upload('x.html', html, 'Квитанция.pdf');
    expect(renamed.json().messages[0].text).toBe(validationMessages.fileExtension);
    expect(await filesOnDisk()).toEqual(disk);
    expect(await countRows()).toBe(rows);
  });

  it('refuses empty files, names over 255 characters and names with control or bidirectional characters', async () => {
    const [disk, rows] = [await filesOnDisk(), await countRows()];
    const empty = await upload('empty.pdf', Buffer.alloc(0));
    expect([empty.statusCode, empty.json().messages[0].text]).toEqual([400, validationMessages.fileEmpty]);
    const long = await upload('a.pdf', PDF, `${'я'.repeat(5000)}.pdf`);
    expect([long.statusCode, long.json().messages[0].text]).toEqual([400, validationMessages.fileNameTooLong(255)]);
    expect((await upload(`${'a'.repeat(251)}.pdf`, PDF)).statusCode).toBe(200);
    for (const name of [
      'сводка\u202efdp.exe',
      'отчёт\u202e.pdf',
      'a\u2066b.pdf',
      'a\u200fb.pdf',
      'a\u0085b.pdf',
      'a\tb.pdf',
    ]) {
      const res = await upload('a.pdf', PDF, name);
      expect([res.statusCode, res.json().messages[0].text], JSON.stringify(name)).toEqual([
        400,
        validationMessages.fileName,
      ]);
    }
    expect(await countRows()).toBe(rows + 1);
    expect((await filesOnDisk()).length).toBe(disk.length + 1);
  });

  it('serves a file stored before the content check as plain bytes, never as a page', async () => {
    const res = await upload('ok.pdf', PDF);
    const id = res.json().data.id;
    await t.db.query(`UPDATE files SET content_type = 'text/html' WHERE id = $1`, [id]);
    const got = await t.app.inject({ url: `/api/files/get?preloadId=${id}`, headers });
    expect(got.headers['content-type']).toBe('application/octet-stream');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });
});
