import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOG_MSG, NEWS_CARD_MSG } from '../../../server/messages.ts';
import { NEWS } from '../../../server/db/seed/news.ts';
import { validationMessages } from '../../../common/validation/messages.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';
import { multipart, PDF, unzip } from './news-card-helpers.ts';

type Contest = {
  id: number;
  title: string;
  content: string;
  documents: Array<{ id: string; name: string; sizeBytes: number }>;
};

/** The catalogue group of the subsidy contests, the first number of the write paths. */
const GROUP = 9;

describeEachDb('subsidy-contest writes API', (kind) => {
  let t: TestApp;
  let admin: PageHeaders;
  let citizen: PageHeaders;
  let provider: PageHeaders;
  const seeded = NEWS.filter((item) => item.kind === 'subsidy-contest');
  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api${url}`, headers });
  const post = (url: string, body: unknown, headers?: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: body as object, headers });
  const send = (group: number, id: number, name: string, content: Buffer, headers?: PageHeaders) => {
    const body = multipart(name, content);
    return t.app.inject({
      method: 'POST',
      url: `/api/subsidy-contests/send-file/${group}/${id}`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const contest = async (id: number) => (await get(`/public/subsidy-contests/${id}`)).json().data as Contest;
  const create = async (title = 'Конкурс', content = '<p>Условия</p>') => {
    const res = await post(`/subsidy-contests/${GROUP}`, { title, content }, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const total = async () => (await get('/public/subsidy-contests')).json().data.total as number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin');
    citizen = await t.signIn('citizen');
    provider = await t.signIn('provider');
  });
  afterAll(() => t?.close());

  it('refuses every write to an anonymous visitor (401), a citizen and a provider (403), changing nothing', async () => {
    const target = seeded[0].id;
    const documents = (await contest(target)).documents;
    const writes: Array<[string, unknown]> = [
      [`/subsidy-contests/${GROUP}`, { title: 'Т', content: '<p>Т</p>' }],
      [`/subsidy-contests/update-card/${target}`, { id: target, title: 'Т', content: '<p>Т</p>' }],
      [`/subsidy-contests/delete-record/${GROUP}/${target}`, {}],
      [`/subsidy-contests/delete-files/${GROUP}/${target}`, { fileIds: [documents[0].id] }],
    ];
    for (const [headers, status] of [
      [undefined, 401],
      [citizen, 403],
      [provider, 403],
    ] as const) {
      for (const [url, body] of writes)
        expect((await post(url, body, headers)).statusCode, `${url} ${status}`).toBe(status);
      expect((await send(GROUP, target, 'Справка.pdf', PDF(), headers)).statusCode).toBe(status);
    }
    expect(await total()).toBe(seeded.length);
    expect(await contest(target)).toMatchObject({ title: seeded[0].title, documents });
  });

  it('lets an admin create, edit and delete an announcement, each write seen at once by the public reads', async () => {
    const id = await create(
      'Конкурс субсидий на проекты для семей с детьми',
      '<p>Приём заявок до <strong>1 марта</strong>.</p><script>alert(1)</script>',
    );
    expect(await total()).toBe(seeded.length + 1);
    expect((await get('/public/subsidy-contests?pageSize=1')).json().data.items[0].id).toBe(id);
    expect(await contest(id)).toMatchObject({
      title: 'Конкурс субсидий на проекты для семей с детьми',
      content: '<p>Приём заявок до <strong>1 марта</strong>.</p>',
      documents: [],
    });
    expect((await get(`/subsidy-contests/${id}/access`, admin)).json().data).toEqual({ canEdit: true });

    const updated = await post(
      `/subsidy-contests/update-card/${id}`,
      { id, title: 'Конкурс продлён', content: '<p>Приём заявок до 15 марта.</p>' },
      admin,
    );
    expect([updated.statusCode, updated.json().messages[0].text]).toEqual([200, NEWS_CARD_MSG.saved]);
    expect(await contest(id)).toMatchObject({ title: 'Конкурс продлён', content: '<p>Приём заявок до 15 марта.</p>' });

    const deleted = await post(`/subsidy-contests/delete-record/${GROUP}/${id}`, {}, admin);
    expect([deleted.statusCode, deleted.json().messages[0].text]).toEqual([200, NEWS_CARD_MSG.deleted]);
    expect(await total()).toBe(seeded.length);
    const gone = await get(`/public/subsidy-contests/${id}`);
    expect([gone.statusCode, gone.json().messages[0].text]).toEqual([404, CATALOG_MSG.contestNotFound]);
    expect((await get(`/subsidy-contests/${id}/access`, admin)).statusCode).toBe(404);
  });

  it('refuses bad input in Russian: a group that is not the contests, mismatched ids, empty fields, unknown announcements', async () => {
    const id = await create();
    const cases: Array<[string, unknown, number, string]> = [
      ['/subsidy-contests/3', { title: 'Т', content: '<p>Т</p>' }, 404, CATALOG_MSG.sectionNotFound],
      [`/subsidy-contests/delete-record/1/${id}`, {}, 404, CATALOG_MSG.sectionNotFound],
      [
        `/subsidy-contests/update-card/${id}`,
        { id: id + 1, title: 'Т', content: '<p>Т</p>' },
        400,
        NEWS_CARD_MSG.idMismatch,
      ],
      [
        `/subsidy-contests/update-card/${id}`,
        { id, title: '', content: '<p>Т</p>' },
        400,
        `${NEWS_CARD_MSG.titleField}: ${validationMessages.required}`,
      ],
      [
        `/subsidy-contests/${GROUP}`,
        { title: 'Т', content: '<img src=x onerror=alert(1)>' },
        400,
        `${NEWS_CARD_MSG.contentField}: ${validationMessages.required}`,
      ],
      [
        '/subsidy-contests/update-card/99999999',
        { id: 99999999, title: 'Т', content: '<p>Т</p>' },
        404,
        CATALOG_MSG.contestNotFound,
      ],
      [`/subsidy-contests/delete-record/${GROUP}/99999999`, {}, 404, CATALOG_MSG.contestNotFound],
      [
        `/subsidy-contests/delete-files/${GROUP}/99999999`,
        { fileIds: ['00000000-0000-4000-8000-000000000006'] },
        404,
        CATALOG_MSG.contestNotFound,
      ],
    ];
    for (const [url, body, status, text] of cases) {
      const res = await post(url, body, admin);
      expect([res.statusCode, res.json().messages[0].text], url).toEqual([status, text]);
    }
    for (const url of [
      `/subsidy-contests/0`,
      `/subsidy-contests/delete-record/${GROUP}/abc`,
      `/subsidy-contests/delete-files/${GROUP}/${id}`,
    ]) {
      const res = await post(url, {}, admin);
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toMatch(/[а-яё]{4}/i);
    }
    expect((await contest(id)).title).toBe('Конкурс');
  });

  it('attaches documents, zips them with their content, deletes chosen ones', async () => {
    const id = await create('С документами');
    const first = await send(GROUP, id, 'Положение.pdf', PDF('положение'), admin);
    expect([first.statusCode, first.json().messages[0].text]).toEqual([200, NEWS_CARD_MSG.fileAttached]);
    await send(GROUP, id, 'Форма заявки.pdf', PDF('форма'), admin);
    expect((await send(GROUP, id, 'Положение.pdf', PDF(), admin)).json().messages[0].text).toBe(
      NEWS_CARD_MSG.duplicateFile,
    );
    expect((await send(5, id, 'Иное.pdf', PDF(), admin)).statusCode).toBe(404);
    const documents = (await contest(id)).documents;
    expect(documents.map((doc) => doc.name)).toEqual(['Положение.pdf', 'Форма заявки.pdf']);

    const zip = await get(`/files/subsidy-contests-files?id=${id}`);
    expect(zip.statusCode).toBe(200);
    expect(unzip(zip.rawPayload).map((entry) => [entry.name, entry.content.toString('latin1')])).toEqual([
      ['Положение.pdf', PDF('положение').toString('latin1')],
      ['Форма заявки.pdf', PDF('форма').toString('latin1')],
    ]);

    const res = await post(`/subsidy-contests/delete-files/${GROUP}/${id}`, { fileIds: [documents[0].id] }, admin);
    expect([res.statusCode, res.json().messages[0].text]).toEqual([200, NEWS_CARD_MSG.filesDeleted]);
    expect((await contest(id)).documents.map((doc) => doc.name)).toEqual(['Форма заявки.pdf']);
    expect(unzip((await get(`/files/subsidy-contests-files?id=${id}`)).rawPayload).map((entry) => entry.name)).toEqual([
      'Форма заявки.pdf',
    ]);
  });
});
