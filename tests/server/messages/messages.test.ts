import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { PERSON } from '../../../server/db/seed/people.ts';
import { MAX_MESSAGE_LENGTH, MESSAGE_MSG } from '../../../common/messages/messages.ts';
import { createTestApp, DB_KINDS, describeEachDb, secondProcess, type PageHeaders, type TestApp } from '../test-app.ts';
import { multipart } from '../multipart.ts';

const ZABOTA = INSTITUTION.severnayaZabota;
const CSO = INSTITUTION.csoSalekhard;

interface Contact {
  contactId: number;
  contactName: string;
  unread: number;
  lastMessage: string | null;
}
interface Message {
  id: number;
  mine: boolean;
  text: string;
  readAt: string | null;
  files: { id: string; name: string }[];
}

/** Reads a Server-Sent Events stream until an event of this name comes, or the time is up. */
async function waitForEvent(body: ReadableStream<Uint8Array>, name: string, ms: number): Promise<boolean> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  try {
    while (Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
      ]);
      if (!chunk || chunk.done) return false;
      text += decoder.decode(chunk.value);
      if (text.includes(`event: ${name}\n`)) return true;
    }
    return false;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

describeEachDb('messages', (kind) => {
  let t: TestApp;
  let citizen: PageHeaders;
  let guardian: PageHeaders;
  let provider: PageHeaders;
  let worker: PageHeaders;
  let tourism: PageHeaders;

  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api${url}`, headers });
  const send = (contactId: number, body: object, headers: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api/message/create/${contactId}`, payload: body, headers });
  const text = (body: string, clientKey: string = randomUUID(), fileIds?: string[]) => ({
    text: body,
    clientKey,
    fileIds,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    citizen = await t.signIn('citizen');
    guardian = await t.signIn('guardian');
    provider = await t.signInAt('provider', ZABOTA, 2);
    worker = await t.signInAt('worker', CSO, 3);
    tourism = await t.signInAt('tourism', INSTITUTION.yamalTour, 4);
  });
  afterAll(() => t.close());

  it('lists the citizen’s institutions with the last message and what is unread; the provider’s clients likewise', async () => {
    const mine = (await get('/message', citizen)).json().data as Contact[];
    const zabota = mine.find((c) => c.contactId === ZABOTA)!;
    expect(zabota.contactName).toContain('Северная забота');
    expect(zabota.unread).toBe(1);
    expect(zabota.lastMessage).toContain('Напоминаем');
    expect(mine.find((c) => c.contactId === CSO)?.unread).toBe(0);

    const clients = (await get('/message', provider)).json().data as Contact[];
    expect(clients.map((c) => c.contactId)).toEqual(expect.arrayContaining([PERSON.citizen, PERSON.largeFamilyMother]));
    expect(clients.find((c) => c.contactId === PERSON.citizen)?.contactName).toBe('Иванова Мария Петровна');
    const found = (await get('/message?search=Иванова', provider)).json().data as Contact[];
    expect(found.every((c) => c.contactName.includes('Иванова'))).toBe(true);

    // The social worker's centre has the guardian's report message unread.
    const centre = (await get('/message', worker)).json().data as Contact[];
    expect(centre.find((c) => c.contactId === PERSON.guardian)?.unread).toBe(1);
  });

  it('refuses a conversation to anyone outside it: another institution, a stranger, a tour operator, no session', async () => {
    // The citizen has nothing to do with the rehabilitation centre of Nadym; its clients are not the provider's.
    const notHers = await get(`/message/${INSTITUTION.rehabNadym}`, citizen);
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json().messages[0].text).toBe(MESSAGE_MSG.notContact);
    expect((await get(`/message/${PERSON.otherClient1}`, provider)).statusCode).toBe(404);
    expect((await send(PERSON.otherClient1, text('Здравствуйте'), provider)).statusCode).toBe(404);
    expect((await send(INSTITUTION.rehabNadym, text('Здравствуйте'), citizen)).statusCode).toBe(404);
    // The guardian, a client of «Северная забота» too, has a conversation of her own with it: never the citizen's.
    const hers = (await get(`/message/${ZABOTA}`, guardian)).json().data;
    expect(hers.messages).toEqual([]);
    expect((await get('/message', tourism)).statusCode).toBe(403);
    expect((await get('/message')).statusCode).toBe(401);
    expect((await get(`/message/read/${INSTITUTION.rehabNadym}`, guardian)).statusCode).toBe(404);
  });

  it('sends once per key, refuses an empty or too long text in Russian, and pages back from the newest', async () => {
    const key = randomUUID();
    const first = await send(
      PERSON.citizen,
      text('  Мария Петровна, сиделка задержится на 15 минут.  ', key),
      provider,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().messages[0].text).toBe(MESSAGE_MSG.sent);
    const again = await send(PERSON.citizen, text('Мария Петровна, сиделка задержится на 15 минут.', key), provider);
    expect(again.json().data.id).toBe(first.json().data.id);
    const page = (await get(`/message/${ZABOTA}?limit=2`, citizen)).json().data;
    expect(page.messages.map((m: Message) => m.text)).toEqual([
      'Мария Петровна, сиделка задержится на 15 минут.',
      expect.stringContaining('Напоминаем'),
    ]);
    expect(page.messages[0].mine).toBe(false);
    expect(page.hasMore).toBe(true);
    const older = (await get(`/message/${ZABOTA}?limit=50&before=${page.messages[1].id}`, citizen)).json().data;
    expect(older.messages).toHaveLength(3);
    expect(older.hasMore).toBe(false);
    expect(older.messages[2].text).toContain('перенести визит');

    for (const [body, message] of [
      ['   ', MESSAGE_MSG.empty],
      ['я'.repeat(MAX_MESSAGE_LENGTH + 1), MESSAGE_MSG.tooLong],
    ]) {
      const res = await send(ZABOTA, text(body), citizen);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0].text).toBe(message);
    }
    const badKey = await send(ZABOTA, { text: 'Здравствуйте', clientKey: 'ключ' }, citizen);
    expect(badKey.json().messages[0].text).toBe(MESSAGE_MSG.badKey);
    const newer = (await get(`/message/${ZABOTA}/newer?after=${page.messages[1].id}`, citizen)).json().data;
    expect(newer.map((m: Message) => m.id)).toEqual([first.json().data.id]);
  });

  it('marks read what the other side wrote; the indicator follows', async () => {
    const res = await get('/patronage/is-unread-message-exist', worker);
    expect(res.json().data).toBe(true);
    expect((await get(`/message/read/${PERSON.guardian}`, worker)).json().data).toBe(1);
    expect((await get('/patronage/is-unread-message-exist', worker)).json().data).toBe(false);
    const seen = (await get(`/message/${CSO}`, guardian)).json().data.messages as Message[];
    expect(seen[0].mine).toBe(true);
    expect(seen[0].readAt).not.toBeNull();
  });

  it('reads the portal’s notices as contact 0: listed first, read-only, marked read, each signed by its sender', async () => {
    const mine = (await get('/message', citizen)).json().data as Contact[];
    expect(mine[0]).toMatchObject({ contactId: 0, contactName: 'Уведомления', unread: 1 });
    const notices = (await get('/message/0', citizen)).json().data;
    expect(notices.messages[0]).toMatchObject({ mine: false, authorName: expect.stringContaining('Салехарда') });
    expect(notices.messages[0].files).toHaveLength(2);
    const answer = await send(0, text('Спасибо'), citizen);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().messages[0].text).toBe(MESSAGE_MSG.noticesReadOnly);
    expect((await get('/message/read/0', citizen)).json().data).toBe(1);
    expect(((await get('/message', citizen)).json().data as Contact[])[0].unread).toBe(0);
    // The provider has no notices of the citizen's: contact 0 is each account's own.
    expect(((await get('/message/0', provider)).json().data.messages as Message[]).length).toBe(0);
  });

  it('tells the person of a decision on their request as a notice of its class, once, and never the one who decided', async () => {
    const kcson = await t.signInAt('provider', INSTITUTION.kcsonNoyabrsk, 2);
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/reg-service/request/store',
      payload: { institutionId: INSTITUTION.kcsonNoyabrsk, institutionServiceId: 8, comment: 'Прошу записать' },
      headers: citizen,
    });
    expect(filed.statusCode).toBe(200);
    const { id, number } = filed.json().data;
    const before = ((await get('/message/0', citizen)).json().data.messages as Message[]).length;
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/reg-service/request/decide/${INSTITUTION.kcsonNoyabrsk}/${id}`,
      payload: { action: 'reject', version: 1, reason: 'Нет свободных мест до января' },
      headers: kcson,
    });
    expect(decided.statusCode).toBe(200);
    const notices = (await get('/message/0', citizen)).json().data.messages as Array<
      Message & { noticeClass: string | null; authorName: string }
    >;
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]).toMatchObject({
      noticeClass: 'notValid',
      authorName: expect.stringContaining('Ноябрьск'),
      text: `Заявка на запись № ${number} отклонена. Причина: Нет свободных мест до января`,
      readAt: null,
    });
    expect(((await get('/message', citizen)).json().data as Contact[])[0]).toMatchObject({ contactId: 0, unread: 1 });
    // The provider who decided is told nothing.
    expect(((await get('/message/0', kcson)).json().data.messages as Message[]).length).toBe(0);
  });

  it('carries the sender’s own uploaded files, served as a ZIP to the two sides only', async () => {
    const form = multipart('Справка о составе семьи.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      payload: form.payload,
      headers: { ...citizen, ...form.headers },
    });
    expect(upload.statusCode).toBe(200);
    const fileId = upload.json().data.id as string;
    // The provider may not attach the citizen's file.
    const foreign = await send(PERSON.citizen, text('Файл', randomUUID(), [fileId]), provider);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().messages[0].text).toBe(MESSAGE_MSG.fileNotYours);
    const sent = await send(CSO, text('Справку прикладываю.', randomUUID(), [fileId]), citizen);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.files.map((f: { name: string }) => f.name)).toEqual(['Справка о составе семьи.pdf']);
    // Attached once: a second message cannot carry it again.
    expect((await send(CSO, text('Ещё раз', randomUUID(), [fileId]), citizen)).statusCode).toBe(400);
    const id = sent.json().data.id;
    const zip = await get(`/files/get-message-file?messageId=${id}`, worker);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await get(`/files/get-message-file?messageId=${id}`, provider)).statusCode).toBe(404);
    expect((await get(`/files/get-message-file?messageId=${id}`, guardian)).statusCode).toBe(404);
  });

  it('tells an open stream of the receiving side at once, and only that side', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const open = async (headers: PageHeaders) => {
      const res = await fetch(`${address}/api/message/stream`, {
        headers: { ...(headers as Record<string, string>), accept: 'text/event-stream' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      return res.body!;
    };
    const plain = await get('/message/stream', citizen);
    expect(plain.statusCode).toBe(406);
    expect(plain.json().messages[0].text).toBe(MESSAGE_MSG.streamOnly);
    const citizenStream = await open(citizen);
    const guardianStream = await open(guardian);
    const heard = waitForEvent(citizenStream, 'messages', 2000);
    const notHeard = waitForEvent(guardianStream, 'messages', 1500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await send(PERSON.citizen, text('Сиделка уже выехала.'), provider)).statusCode).toBe(200);
    expect(await heard).toBe(true);
    expect(await notHeard).toBe(false);
  });
});

if (DB_KINDS.includes('postgres')) {
  describe('messages with two server processes on PostgreSQL', () => {
    let t: TestApp;
    let second: FastifyInstance;
    beforeAll(async () => {
      t = await createTestApp('postgres');
      ({ app: second } = await secondProcess(t));
    });
    afterAll(async () => {
      await second?.close();
      await t?.close();
    });

    it('a message sent through one process reaches the citizen’s stream open on the other within 2 s', async () => {
      const citizen = await t.signIn('citizen');
      const provider = await t.signInAt('provider', ZABOTA, 2);
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${address}/api/message/stream`, {
        headers: { ...(citizen as Record<string, string>), accept: 'text/event-stream' },
      });
      const heard = waitForEvent(res.body!, 'messages', 2000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const sent = await second.inject({
        method: 'POST',
        url: `/api/message/create/${PERSON.citizen}`,
        payload: { text: 'Сообщение из другого процесса', clientKey: randomUUID() },
        headers: provider,
      });
      expect(sent.statusCode).toBe(200);
      expect(await heard).toBe(true);
      const page = (await t.app.inject({ url: `/api/message/${ZABOTA}?limit=1`, headers: citizen })).json().data;
      expect(page.messages[0].text).toBe('Сообщение из другого процесса');
    });
  });
}
