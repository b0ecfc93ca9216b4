import { afterAll, beforeAll, expect, it } from 'vitest';
import { MSG, NEWS_CARD_MSG } from '../../../server/messages.ts';
import { NEWS } from '../../../server/db/seed/news.ts';
import { EVERY_MOTHER_NEWS, EVERY_MOTHER_NEWS_FILES } from '../../../server/db/seed/every-mother.ts';
import { NEWS_CARD_LIMITS } from '../../../common/rich-text.ts';
import { validationMessages } from '../../../common/validation/messages.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';
import { multipart, PDF, unzip } from './news-card-helpers.ts';

type Card = {
  id: number;
  title: string;
  content: string;
  publishedAt: string;
  files: Array<{ id: string; name: string; sizeBytes: number }>;
};

describeEachDb('every-mother news API', (kind) => {
  let t: TestApp;
  let admin: PageHeaders;
  let citizen: PageHeaders;
  const seeded = [...NEWS.filter((item) => item.kind === 'every-mother'), ...EVERY_MOTHER_NEWS];
  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api${url}`, headers });
  const post = (url: string, body: unknown, headers?: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: body as object, headers });
  const send = (id: number, name: string, content: Buffer, headers?: PageHeaders) => {
    const body = multipart(name, content);
    return t.app.inject({
      method: 'POST',
      url: `/api/every-mother-news/send-file/${id}`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const card = async (id: number) => (await get(`/public/every-mother-news/${id}`)).json().data as Card;
  const create = async (title = 'Новая публикация', content = '<p>Текст</p>') => {
    const res = await post('/every-mother-news', { title, content }, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const count = async () =>
    (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM news WHERE kind = 'every-mother' AND deleted_at IS NULL`,
      )
    )[0].n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin');
    citizen = await t.signIn('citizen');
  });
  afterAll(() => t?.close());

  it('lists the seeded cards newest first, paged, and opens one with its files', async () => {
    const page = (await get('/public/every-mother-news?pageSize=100')).json().data as { items: Card[]; total: number };
    expect(page.total).toBe(seeded.length);
    expect(page.items.map((item) => item.id)).toEqual(
      [...seeded].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((item) => item.id),
    );
    expect((await get('/public/every-mother-news?page=2&pageSize=3')).json().data).toEqual({
      items: page.items.slice(3, 6),
      total: seeded.length,
    });
    expect((await get('/public/every-mother-news?page=50&pageSize=3')).json().data).toEqual({
      items: [],
      total: seeded.length,
    });
    const withFiles = await card(30);
    expect(withFiles.files.map((file) => file.name).sort()).toHaveLength(
      EVERY_MOTHER_NEWS_FILES.filter((link) => link.newsId === 30).length,
    );
    expect(withFiles.files.every((file) => file.sizeBytes > 0)).toBe(true);
    expect((await card(34)).files).toEqual([]);
  });

  it('answers an unknown card, or a card of another kind, with 404 in Russian and bad input with 400 in Russian', async () => {
    const other = NEWS.find((item) => item.kind === 'news')!.id;
    for (const url of ['/public/every-mother-news/99999999', `/public/every-mother-news/${other}`]) {
      const res = await get(url);
      expect([res.statusCode, res.json().messages[0].text], url).toEqual([404, NEWS_CARD_MSG.everyMotherNotFound]);
    }
    for (const url of [
      '/public/every-mother-news/0',
      '/public/every-mother-news/abc',
      '/public/every-mother-news?pageSize=101',
      '/public/every-mother-news?page=0',
      '/files/every-mother-files',
      '/files/every-mother-files?id=x',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toMatch(/[а-яё]{4}/i);
    }
  });

  it('refuses every write to an anonymous visitor (401) and to a citizen (403), changing nothing', async () => {
    const before = await count();
    const writes: Array<[string, unknown]> = [
      ['/every-mother-news', { title: 'Т', content: '<p>Т</p>' }],
      ['/every-mother-news/update-card', { id: 30, title: 'Т', content: '<p>Т</p>' }],
      ['/every-mother-news/delete-record/30', {}],
      ['/every-mother-news/delete-files/30', { fileIds: [(await card(30)).files[0].id] }],
    ];
    for (const [headers, status] of [
      [undefined, 401],
      [citizen, 403],
    ] as const) {
      for (const [url, body] of writes)
        expect((await post(url, body, headers)).statusCode, `${url} ${status}`).toBe(status);
      expect((await send(30, 'Справка.pdf', PDF(), headers)).statusCode).toBe(status);
    }
    expect(await count()).toBe(before);
    expect((await card(30)).title).toBe(EVERY_MOTHER_NEWS[0].title);
    expect((await card(30)).files).toHaveLength(2);
  });

  it('lets an admin create a card that shows at once in the list (the public cache is told) and edit it', async () => {
    const first = (await get('/public/every-mother-news?pageSize=1')).json().data as { items: Card[]; total: number };
    const created = await post(
      '/every-mother-news',
      { title: '  Выплата к 1 сентября  ', content: '<p>Семьям школьников — <strong>10 000 рублей</strong>.</p>' },
      admin,
    );
    expect(created.json().messages[0]).toEqual({ severity: 'Success', text: NEWS_CARD_MSG.published });
    const id = created.json().data.id as number;
    const after = (await get('/public/every-mother-news?pageSize=1')).json().data as { items: Card[]; total: number };
    expect(after.total).toBe(first.total + 1);
    expect(after.items[0]).toMatchObject({ id, title: 'Выплата к 1 сентября' });
    expect((await card(id)).content).toBe('<p>Семьям школьников — <strong>10 000 рублей</strong>.</p>');

    const updated = await post(
      '/every-mother-news/update-card',
      { id, title: 'Выплата к учебному году', content: '<h2>Кому</h2><p>Всем семьям</p>' },
      admin,
    );
    expect([updated.statusCode, updated.json().messages[0].text]).toEqual([200, NEWS_CARD_MSG.saved]);
    expect(await card(id)).toMatchObject({
      title: 'Выплата к учебному году',
      content: '<h2>Кому</h2><p>Всем семьям</p>',
    });
    const missing = await post(
      '/every-mother-news/update-card',
      { id: 99999999, title: 'Т', content: '<p>Т</p>' },
      admin,
    );
    expect([missing.statusCode, missing.json().messages[0].text]).toEqual([404, NEWS_CARD_MSG.everyMotherNotFound]);
  });

  it('sanitises content on save: no script, no handler, no javascript: link, forced rel and target', async () => {
    const id = await create(
      'Проверка',
      '<p onclick="steal()">Текст<script>window.hacked = 1</script><img src=x onerror="window.hacked = 1"></p><a href="javascript:alert(1)">ссылка</a><p><a href="https://gosuslugi.ru" target="_self">Госуслуги</a></p>',
    );
    expect((await card(id)).content).toBe(
      '<p>Текст</p>ссылка<p><a href="https://gosuslugi.ru" target="_blank" rel="noopener noreferrer nofollow">Госуслуги</a></p>',
    );
  });

  it('refuses an empty or too long title or content with the spec messages, changing nothing', async () => {
    const before = await count();
    const cases: Array<[unknown, string]> = [
      [{ title: '   ', content: '<p>Текст</p>' }, `${NEWS_CARD_MSG.titleField}: ${validationMessages.required}`],
      [
        { title: 'а'.repeat(NEWS_CARD_LIMITS.title + 1), content: '<p>Текст</p>' },
        `${NEWS_CARD_MSG.titleField}: ${validationMessages.maxLength(NEWS_CARD_LIMITS.title)}`,
      ],
      [
        { title: 'Заголовок', content: '<p>  </p><script>alert(1)</script>' },
        `${NEWS_CARD_MSG.contentField}: ${validationMessages.required}`,
      ],
      [
        { title: 'Заголовок', content: `<p>${'я'.repeat(NEWS_CARD_LIMITS.content)}</p>` },
        `${NEWS_CARD_MSG.contentField}: ${validationMessages.maxLength(NEWS_CARD_LIMITS.content)}`,
      ],
    ];
    for (const [body, text] of cases) {
      const res = await post('/every-mother-news', body, admin);
      expect([res.statusCode, res.json().messages[0].text]).toEqual([400, text]);
    }
    for (const body of [{ title: 'Т' }, { content: '<p>Т</p>' }, { title: 'Т', content: 'я'.repeat(200_001) }]) {
      const res = await post('/every-mother-news', body, admin);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/[а-яё]{4}/i);
    }
    expect(await count()).toBe(before);
  });

  it('attaches files, refuses a repeated name and a banned type, and zips exactly the card files', async () => {
    const id = await create('С файлами');
    const first = await send(id, 'Памятка.pdf', PDF('памятка'), admin);
    expect([first.statusCode, first.json().messages[0].text]).toEqual([200, NEWS_CARD_MSG.fileAttached]);
    expect(
      (await send(id, 'Справка.pdf', PDF('справка'), admin)).json().data.map((file: { name: string }) => file.name),
    ).toEqual(['Памятка.pdf', 'Справка.pdf']);
    const again = await send(id, 'памятка.pdf', PDF(), admin);
    expect([again.statusCode, again.json().messages[0].text]).toEqual([400, NEWS_CARD_MSG.duplicateFile]);
    const banned = await send(id, 'setup.exe', Buffer.from('MZ'), admin);
    expect([banned.statusCode, banned.json().messages[0].text]).toEqual([400, MSG.fileBannedExtension]);
    expect((await send(99999999, 'Памятка.pdf', PDF(), admin)).statusCode).toBe(404);

    const zip = await get(`/files/every-mother-files?id=${id}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = unzip(zip.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual(['Памятка.pdf', 'Справка.pdf']);
    expect(entries[0].content.equals(PDF('памятка'))).toBe(true);
    expect(entries[1].content.equals(PDF('справка'))).toBe(true);
  });

  it('refuses a file past the count limit with the spec message', async () => {
    await t.db.query(`UPDATE settings SET value = '{"maxReportFileSizeMb":15,"maxReportFilesCount":2}' WHERE id = 1`);
    try {
      const id = await create('Лимит файлов');
      for (const name of ['1.pdf', '2.pdf']) expect((await send(id, name, PDF(name), admin)).statusCode).toBe(200);
      const third = await send(id, '3.pdf', PDF(), admin);
      expect([third.statusCode, third.json().messages[0].text]).toEqual([400, validationMessages.fileCountExceeded(2)]);
      expect((await card(id)).files).toHaveLength(2);
    } finally {
      await t.db.query(
        `UPDATE settings SET value = '{"maxReportFileSizeMb":15,"maxReportFilesCount":10}' WHERE id = 1`,
      );
    }
  });

  it('deletes chosen files (the zip follows) and answers 404 when none is left', async () => {
    const id = await create('Удаление файлов');
    await send(id, 'Первый.pdf', PDF('1'), admin);
    const files = (await send(id, 'Второй.pdf', PDF('2'), admin)).json().data as Card['files'];
    const gone = files.find((file) => file.name === 'Первый.pdf')!;
    const res = await post(`/every-mother-news/delete-files/${id}`, { fileIds: [gone.id] }, admin);
    expect([res.statusCode, res.json().messages[0].text]).toEqual([200, NEWS_CARD_MSG.filesDeleted]);
    expect(res.json().data.map((file: { name: string }) => file.name)).toEqual(['Второй.pdf']);
    expect(unzip((await get(`/files/every-mother-files?id=${id}`)).rawPayload).map((entry) => entry.name)).toEqual([
      'Второй.pdf',
    ]);
    const repeated = await post(`/every-mother-news/delete-files/${id}`, { fileIds: [gone.id] }, admin);
    expect(repeated.json().messages[0]).toEqual({ severity: 'Warning', text: NEWS_CARD_MSG.noFilesDeleted });
    for (const body of [{ fileIds: [] }, { fileIds: ['not-a-uuid'] }, {}])
      expect((await post(`/every-mother-news/delete-files/${id}`, body, admin)).statusCode).toBe(400);
    await post(`/every-mother-news/delete-files/${id}`, { fileIds: files.map((file) => file.id) }, admin);
    const empty = await get(`/files/every-mother-files?id=${id}`);
    expect([empty.statusCode, empty.json().messages[0].text]).toEqual([404, MSG.fileNotFound]);
  });

  it('deletes a card with its files: gone from the list, the card and the zip', async () => {
    const id = await create('Удаляемая');
    await send(id, 'Файл.pdf', PDF(), admin);
    const total = (await get('/public/every-mother-news')).json().data.total as number;
    const res = await post(`/every-mother-news/delete-record/${id}`, {}, admin);
    expect([res.statusCode, res.json().messages[0].text]).toEqual([200, NEWS_CARD_MSG.deleted]);
    expect((await get('/public/every-mother-news')).json().data.total).toBe(total - 1);
    expect((await get(`/public/every-mother-news/${id}`)).statusCode).toBe(404);
    expect((await get(`/files/every-mother-files?id=${id}`)).statusCode).toBe(404);
    expect((await post(`/every-mother-news/delete-record/${id}`, {}, admin)).statusCode).toBe(404);
    expect(
      (await post('/every-mother-news/update-card', { id, title: 'Т', content: '<p>Т</p>' }, admin)).statusCode,
    ).toBe(404);
  });
});
