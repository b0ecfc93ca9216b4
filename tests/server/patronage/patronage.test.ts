import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { MESSAGE_MSG } from '../../../common/messages/messages.ts';
import { PATRONAGE_MSG } from '../../../common/patronage/patronage.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';
import { multipart } from '../multipart.ts';

const CSO = INSTITUTION.csoSalekhard;
const RECORD = 1;

interface Message {
  id: number;
  mine: boolean;
  text: string;
  readAt: string | null;
  files: { id: string; name: string }[];
}

describeEachDb('patronage', (kind) => {
  let t: TestApp;
  let family: PageHeaders;
  let citizen: PageHeaders;
  let worker: PageHeaders;
  let provider: PageHeaders;

  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api${url}`, headers });
  const post = (url: string, payload: object, headers?: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const upload = async (headers: PageHeaders, name = 'Справка.pdf') => {
    const form = multipart(name, Buffer.from('%PDF-1.4\n%%EOF\n'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    family = await t.signIn('family');
    citizen = await t.signIn('citizen');
    worker = await t.signInAt('worker', CSO, 3);
    provider = await t.signInAt('provider', INSTITUTION.severnayaZabota, 2);
  });
  afterAll(() => t.close());

  it('lists the family’s specialist and the specialist’s families, with what is unread', async () => {
    const mine = (await get('/patronage', family)).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id: RECORD,
      contactName: 'Петров Сергей Викторович',
      unread: 1,
      lastFromMe: false,
    });
    const theirs = (await get('/patronage', worker)).json().data;
    expect(theirs.map((c: { contactName: string }) => c.contactName)).toEqual([
      'Григорьев Алексей Викторович',
      'Козлова Зинаида Фёдоровна',
      'Семёнов Анатолий Григорьевич',
    ]);
    expect(theirs[0]).toMatchObject({ id: RECORD, unread: 0, lastFromMe: true });
    expect(theirs[1]).toMatchObject({ lastMessage: null, lastFromMe: null, unread: 0 });
    expect((await get('/patronage', citizen)).json().data).toEqual([]);
    expect((await get('/patronage', provider)).statusCode).toBe(403);
    expect((await get('/patronage')).statusCode).toBe(401);
  });

  it('shows the specialist’s card and the patronage record to the family and the specialist only', async () => {
    const card = await get('/patronage/get-employee', family);
    expect(card.statusCode).toBe(200);
    expect(card.json().data).toMatchObject({
      recordId: RECORD,
      name: 'Петров Сергей Викторович',
      position: 'специалист по социальной работе',
      phone: '+7 (902) 814-33-56',
    });
    const data = (await get(`/patronage/get-patronage-data?id=${RECORD}`, worker)).json().data;
    expect(data).toMatchObject({ id: RECORD, category: 'Многодетная семья', until: null, rating: null });
    const none = await get('/patronage/get-employee', citizen);
    expect(none.statusCode).toBe(404);
    expect(none.json().messages[0].text).toBe(PATRONAGE_MSG.none);
    const stranger = await get(`/patronage/get-patronage-data?id=${RECORD}`, citizen);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().messages[0].text).toBe(PATRONAGE_MSG.notFound);
    expect((await get('/patronage/get-employee?id=abc', family)).statusCode).toBe(400);
  });

  it('pages the conversation, marks it read, refuses strangers', async () => {
    const page = (await get(`/patronage/${RECORD}`, family)).json().data;
    expect(page.side).toBe('person');
    expect(page.contactName).toBe('Петров Сергей Викторович');
    expect(page.messages).toHaveLength(3);
    expect(page.messages[0]).toMatchObject({ mine: false, readAt: null });
    expect((await get(`/patronage/${RECORD}`, citizen)).statusCode).toBe(404);
    expect((await get('/patronage/999999', family)).statusCode).toBe(404);
    const read = await post('/patronage/read-messages', { id: RECORD }, family);
    expect(read.json().data).toBe(1);
    expect((await get('/patronage', family)).json().data[0].unread).toBe(0);
    expect((await post('/patronage/read-messages', { id: RECORD }, citizen)).statusCode).toBe(404);
    expect((await post('/patronage/read-messages', {}, family)).statusCode).toBe(400);
  });

  it('sends a message once per key, both ways, and tells the other side', async () => {
    const clientKey = randomUUID();
    const first = await post('/patronage/new-message', { id: RECORD, text: ' Спасибо, подадим. ', clientKey }, family);
    expect(first.statusCode).toBe(200);
    const again = await post('/patronage/new-message', { id: RECORD, text: 'Спасибо, подадим.', clientKey }, family);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(first.json().data).toMatchObject({ mine: true, text: 'Спасибо, подадим.' });
    const theirs = (await get('/patronage', worker)).json().data[0];
    expect(theirs).toMatchObject({ unread: 1, lastMessage: 'Спасибо, подадим.' });
    const answer = await post(
      '/patronage/new-message',
      { id: RECORD, text: 'Хорошо!', clientKey: randomUUID() },
      worker,
    );
    expect(answer.statusCode).toBe(200);
    const newer = (await get(`/patronage/${RECORD}/newer?after=${first.json().data.id}`, family)).json()
      .data as Message[];
    expect(newer.map((m) => m.text)).toEqual(['Хорошо!']);
    expect((await get('/patronage/is-unread-message-exist', family)).json().data).toBe(true);
  });

  it('refuses bad input in Russian and stores nothing', async () => {
    const before = (await get(`/patronage/${RECORD}`, family)).json().data.messages.length;
    const empty = await post('/patronage/new-message', { id: RECORD, text: '  ', clientKey: randomUUID() }, family);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages[0].text).toBe(MESSAGE_MSG.empty);
    const badKey = await post('/patronage/new-message', { id: RECORD, text: 'Текст', clientKey: 'x' }, family);
    expect(badKey.json().messages[0].text).toBe(MESSAGE_MSG.badKey);
    const stranger = await post(
      '/patronage/new-message',
      { id: RECORD, text: 'Текст', clientKey: randomUUID() },
      citizen,
    );
    expect(stranger.statusCode).toBe(404);
    const other = await post(
      '/patronage/new-message',
      { id: RECORD, text: 'Текст', clientKey: randomUUID() },
      provider,
    );
    expect(other.statusCode).toBe(403);
    expect((await get(`/patronage/${RECORD}`, family)).json().data.messages.length).toBe(before);
  });

  it('sends files as a letter or one file as a message, only the sender’s own', async () => {
    const a = await upload(family, 'Заявление.pdf');
    const mail = await post(
      '/patronage/new-mail',
      { id: RECORD, text: 'Заявление', clientKey: randomUUID(), fileIds: [a] },
      family,
    );
    expect(mail.statusCode).toBe(200);
    expect(mail.json().data.files.map((f: { name: string }) => f.name)).toEqual(['Заявление.pdf']);
    const reused = await post(
      '/patronage/new-mail',
      { id: RECORD, text: 'Ещё раз', clientKey: randomUUID(), fileIds: [a] },
      family,
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json().messages[0].text).toBe(MESSAGE_MSG.fileNotYours);
    const b = await upload(worker, 'Памятка.pdf');
    const file = await post('/patronage/send-file', { id: RECORD, fileId: b, clientKey: randomUUID() }, worker);
    expect(file.statusCode).toBe(200);
    expect(file.json().data).toMatchObject({ text: 'Файл «Памятка.pdf»', mine: true });
    const c = await upload(worker);
    const notHers = await post('/patronage/send-file', { id: RECORD, fileId: c, clientKey: randomUUID() }, family);
    expect(notHers.statusCode).toBe(400);
    expect((await post('/patronage/send-file', { id: RECORD, clientKey: randomUUID() }, family)).statusCode).toBe(400);
  });

  it('takes the family’s comment and one rating a month; the specialist may not rate', async () => {
    const comment = await post(
      '/patronage/feedback',
      { id: RECORD, comment: 'Спасибо за помощь с документами!' },
      family,
    );
    expect(comment.statusCode).toBe(200);
    expect(comment.json().data).toMatchObject({ rating: null, period: null });
    expect((await post('/patronage/feedback', { id: RECORD, comment: ' ' }, family)).json().messages[0].text).toBe(
      PATRONAGE_MSG.feedbackEmpty,
    );
    const rate = await post('/patronage/patronage-feedback', { id: RECORD, rating: 4, comment: 'Хорошо' }, family);
    expect(rate.statusCode).toBe(200);
    const again = await post('/patronage/patronage-feedback', { id: RECORD, rating: 5 }, family);
    expect(again.json().data.id).toBe(rate.json().data.id);
    expect((await get('/patronage/get-patronage-data', family)).json().data).toMatchObject({
      rating: 5,
      ratingComment: '',
    });
    expect((await post('/patronage/patronage-feedback', { id: RECORD, rating: 6 }, family)).statusCode).toBe(400);
    const byWorker = await post('/patronage/patronage-feedback', { id: RECORD, rating: 5 }, worker);
    expect(byWorker.statusCode).toBe(403);
    expect(byWorker.json().messages[0].text).toBe(PATRONAGE_MSG.familyOnly);
    expect((await post('/patronage/feedback', { id: RECORD, comment: 'x' }, citizen)).statusCode).toBe(404);
  });

  it('finds the specialist’s families by the words of a name, in any order and case; wildcards are plain text', async () => {
    const found = async (search: string) =>
      ((await get(`/patronage?search=${encodeURIComponent(search)}`, worker)).json().data as { id: number }[]).map(
        (c) => c.id,
      );
    expect(await found('козлова')).toEqual([2]);
    expect(await found('Алексей  григорьев')).toEqual([RECORD]);
    expect(await found('ов')).toHaveLength(3);
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('Иванова')).toEqual([]);
    // The search never reaches past the caller's own records: a family finds no other family.
    const byFamily = await get(`/patronage?search=${encodeURIComponent('Козлова')}`, family);
    expect(byFamily.statusCode).toBe(200);
    expect(byFamily.json().data).toEqual([]);
    const tooLong = await get(`/patronage?search=${'я'.repeat(101)}`, worker);
    expect(tooLong.statusCode).toBe(400);
  });

  it('shows the family’s words to the family and to its specialist, newest first', async () => {
    const comment = 'Просим перенести визит на среду.';
    expect((await post('/patronage/feedback', { id: RECORD, comment }, family)).statusCode).toBe(200);
    const bySpecialist = (await get(`/patronage/get-patronage-data?id=${RECORD}`, worker)).json().data.feedback;
    const byFamily = (await get('/patronage/get-patronage-data', family)).json().data.feedback;
    expect(byFamily).toEqual(bySpecialist);
    expect(bySpecialist[0]).toMatchObject({ comment, rating: null, period: null });
    // The demo's words are there too: a comment alone and last month's mark.
    expect(bySpecialist.some((f: { rating: number | null }) => f.rating === 5)).toBe(true);
    expect(bySpecialist.some((f: { comment: string }) => f.comment.startsWith('Просим приходить'))).toBe(true);
    // Another family in the same specialist's charge has none of them.
    expect((await get('/patronage/get-patronage-data?id=2', worker)).json().data.feedback).toEqual([]);
    expect((await get(`/patronage/get-patronage-data?id=${RECORD}`, citizen)).statusCode).toBe(404);
  });
});
