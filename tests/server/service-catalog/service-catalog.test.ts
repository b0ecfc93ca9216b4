import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../server/messages.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { CATALOG_ENTRIES } from '../../../server/db/seed/service-catalog.ts';
import { SERVICE_CATALOG_MSG } from '../../../server/service-catalog/service-catalog.ts';
import {
  MODERATION_MESSAGES as SUCCESS,
  MODERATION_REFUSALS as REFUSAL,
  ModerationStatus as S,
} from '../../../common/service-catalog/moderation-machine.ts';
import { ENTRY_MESSAGES } from '../../../common/service-catalog/entry-rules.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';
import { multipart } from '../multipart.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const seeded = (id: number) => CATALOG_ENTRIES.find((e) => e.id === id)!;

describeEachDb('service catalogue and its moderation', (kind) => {
  let t: TestApp;
  let zabota: PageHeaders;
  let kcson: PageHeaders;
  let worker: PageHeaders;
  let citizen: PageHeaders;
  let admin: PageHeaders;

  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api/service-catalog${url}`, headers });
  const post = (url: string, body: object, headers?: PageHeaders) =>
    t.app.inject({ method: 'POST', url: `/api/service-catalog${url}`, payload: body, headers });
  const card = async (id: number, headers: PageHeaders) => {
    const res = await get(`/${id}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const publicCatalog = async (search: string) => {
    const res = await t.app.inject({
      url: `/api/public/service/catalog?search=${encodeURIComponent(search)}&pageSize=50`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data.items as { caption: string }[]).map((s) => s.caption);
  };
  const fields = (extra: object = {}) => ({
    catalogGroup: 1,
    caption: 'Социальное такси до поликлиники',
    description: 'Поездка на автомобиле с подъёмником до поликлиники и обратно.',
    area: 'social',
    rateType: 'fixed',
    rateUnit: 'km',
    price: 35,
    places: 3,
    schedule: 'Пн–Пт 8:00–18:00',
    photoFileIds: [] as string[],
    ...extra,
  });
  const entryCount = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_catalog_entries'))[0].n;
  const create = async (extra: object = {}) => {
    const res = await post('/create', fields(extra), zabota);
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: number; version: number; status: number };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    zabota = await t.signInAt('provider', INSTITUTION.severnayaZabota, 2);
    kcson = await t.signInAt('provider', INSTITUTION.kcsonNoyabrsk, 2);
    worker = await t.signInAt('worker', INSTITUTION.csoSalekhard, 3);
    citizen = await t.signIn('citizen');
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  describe('the institution’s list and cards', () => {
    it('lists the institution’s cards in every status, none of another institution', async () => {
      const res = await get('?pageSize=100', zabota);
      expect(res.statusCode).toBe(200);
      const { items } = res.json().data as { items: { institutionId: number; status: number }[] };
      expect(items.every((e) => e.institutionId === INSTITUTION.severnayaZabota)).toBe(true);
      expect(new Set(items.map((e) => e.status))).toEqual(new Set([S.Draft, S.OnModeration, S.Returned, S.Approved]));
    });

    it('searches by caption and filters by status', async () => {
      const res = await get(`?search=${encodeURIComponent('сурдо')}`, zabota);
      const found = res.json().data.items as { id: number; caption: string }[];
      expect(found.map((e) => e.id)).toContain(2);
      expect(found.every((e) => /сурдо/i.test(e.caption))).toBe(true);
      const returned = await get(`?status=${S.Returned}`, zabota);
      expect(returned.json().data.items.map((e: { id: number }) => e.id)).toEqual([3]);
    });

    it('shows a returned card to its author with the moderator’s comment and the actions allowed', async () => {
      const c = await card(3, zabota);
      expect(c).toMatchObject({ status: S.Returned, side: 'provider', comment: seeded(3).moderationComment });
      expect(c.allowedActions).toEqual(['edit', 'submit']);
      expect(c.history.map((h: { action: string }) => h.action)).toEqual(['create', 'submit', 'return']);
    });

    it('refuses the card and the list to others: another institution’s employee, a social worker, a citizen', async () => {
      for (const headers of [kcson, worker, citizen]) {
        const res = await get('/1', headers);
        expect(res.statusCode).toBe(404);
        expect(res.json().messages[0].text).toBe(MSG.notFound);
      }
      for (const headers of [worker, citizen]) expect((await get('', headers)).statusCode).toBe(403);
      expect((await get('')).statusCode).toBe(401);
    });
  });

  describe('creation and corrections', () => {
    it('creates a draft with a photo uploaded by the employee, not yet in the public catalogue', async () => {
      const body = multipart('Автомобиль.png', PNG);
      const up = await t.app.inject({
        method: 'POST',
        url: '/api/files/upload',
        payload: body.payload,
        headers: { ...body.headers, cookie: zabota.cookie },
      });
      expect(up.statusCode).toBe(200);
      const photo = up.json().data.id as string;
      const res = await post('/create', fields({ caption: 'Такси с фотографией', photoFileIds: [photo] }), zabota);
      expect(res.statusCode).toBe(200);
      expect(res.json().messages[0].text).toBe(SUCCESS.create);
      const c = await card(res.json().data.id, zabota);
      expect(c).toMatchObject({
        status: S.Draft,
        version: 1,
        published: false,
        institutionId: INSTITUTION.severnayaZabota,
      });
      expect(c.photos).toEqual([{ id: photo, name: 'Автомобиль.png' }]);
      expect(await publicCatalog('Такси с фотографией')).toEqual([]);
    });

    it('refuses bad input with a Russian message and stores nothing', async () => {
      const before = await entryCount();
      const cases: [object, string][] = [
        [{ caption: '   ' }, ENTRY_MESSAGES.caption],
        [{ description: '' }, ENTRY_MESSAGES.description],
        [{ rateType: 'fixed', price: null }, ENTRY_MESSAGES.priceRequired],
        [{ rateType: 'rate', rateUnit: null }, ENTRY_MESSAGES.unitRequired],
        [{ rateType: 'free', price: 100 }, ENTRY_MESSAGES.priceFree],
        [{ photoFileIds: ['7d8f1a40-0000-4000-8000-000000000001'] }, SERVICE_CATALOG_MSG.foreignPhotos],
      ];
      for (const [extra, message] of cases) {
        const res = await post('/create', fields(extra), zabota);
        expect(res.statusCode).toBe(400);
        expect(res.json().messages[0].text).toBe(message);
      }
      // The form's schema (the validator the browser uses) names the field, and so do the rules beyond it.
      const zero = await post('/create', fields({ rateType: 'fixed', price: 0 }), zabota);
      expect(zero.statusCode).toBe(400);
      expect(zero.json().messages[0].text).toMatch(/^Стоимость, р\.: /);
      expect(zero.json().errors).toEqual([{ pointer: '/price', message: expect.any(String) }]);
      const noUnit = await post('/create', fields({ rateType: 'rate', rateUnit: null }), zabota);
      expect(noUnit.json().errors).toEqual([{ pointer: '/rateUnit', message: ENTRY_MESSAGES.unitRequired }]);
      const schema = await post('/create', fields({ catalogGroup: 12 }), zabota);
      expect(schema.statusCode).toBe(400);
      expect(schema.json().messages[0].text).toMatch(/[а-я]/);
      expect(await entryCount()).toBe(before);
    });

    it('lets only a provider create: a social worker, a citizen and an administrator are refused', async () => {
      for (const headers of [worker, citizen]) expect((await post('/create', fields(), headers)).statusCode).toBe(403);
      const byAdmin = await post('/create', fields(), admin);
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json().messages[0].text).toBe(SERVICE_CATALOG_MSG.providersOnly);
    });

    it('saves corrections at the version seen; a stale version or another institution changes nothing', async () => {
      const { id, version } = await create({ caption: 'Такси для правки' });
      const saved = await post('/update', { id, version, ...fields({ caption: 'Такси после правки' }) }, zabota);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.version).toBe(version + 1);
      const stale = await post('/update', { id, version, ...fields({ caption: 'Опоздавшая правка' }) }, zabota);
      expect(stale.statusCode).toBe(409);
      const foreign = await post('/update', { id, version: version + 1, ...fields({ caption: 'Чужая' }) }, kcson);
      expect(foreign.statusCode).toBe(404);
      const bad = await post('/update', { id, version: version + 1, ...fields({ caption: '' }) }, zabota);
      expect(bad.statusCode).toBe(400);
      expect((await card(id, zabota)).caption).toBe('Такси после правки');
    });
  });

  describe('moderation', () => {
    it('queues the cards sent to moderation for the administrator only', async () => {
      const res = await get('/services-for-moderation/?pageSize=100', admin);
      expect(res.statusCode).toBe(200);
      const items = res.json().data.items as { status: number; id: number }[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((e) => e.status === S.OnModeration)).toBe(true);
      expect(items.map((e) => e.id)).toContain(2);
      for (const headers of [zabota, worker, citizen]) {
        const refused = await get('/services-for-moderation/', headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().messages[0].text).toBe(SERVICE_CATALOG_MSG.moderatorsOnly);
      }
    });

    it('names the right in the session’s answer and lets the demo moderator, no admin, decide', async () => {
      const moderator = await t.signIn('moderator');
      const me = await t.app.inject({ url: '/api/esia/current-user-info', headers: moderator });
      expect(me.json().data).toMatchObject({ login: 'moderator', administrator: false, serviceModerator: true });
      const plain = await t.app.inject({ url: '/api/esia/current-user-info', headers: citizen });
      expect(plain.json().data.serviceModerator).toBe(false);
      expect((await get('/services-for-moderation/', moderator)).statusCode).toBe(200);
      expect((await card(2, moderator)).allowedActions).toEqual(['approve', 'return']);
      // A moderator writes no card of an institution.
      expect((await post('/create', fields(), moderator)).statusCode).toBe(403);
    });

    it('gives the moderator right to a user marked in users.service_moderator', async () => {
      await t.db.query(`UPDATE users SET service_moderator = true WHERE login = 'citizen'`);
      try {
        expect((await get('/services-for-moderation/', citizen)).statusCode).toBe(200);
        expect((await card(2, citizen)).allowedActions).toEqual(['approve', 'return']);
      } finally {
        await t.db.query(`UPDATE users SET service_moderator = false WHERE login = 'citizen'`);
      }
    });

    it('sends, approves and publishes: the public catalogue lists the service only after approval', async () => {
      const caption = 'Социальное такси для проверки модерации';
      const { id, version } = await create({ caption });
      const sent = await post('/send', { id, version, action: 'submit' }, zabota);
      expect(sent.statusCode).toBe(200);
      expect(sent.json().messages[0].text).toBe(SUCCESS.submit);
      expect(await publicCatalog(caption)).toEqual([]);
      // The author cannot decide on their own card.
      const self = await post('/moderate', { id, version: version + 1, action: 'approve' }, zabota);
      expect(self.statusCode).toBe(403);
      const approved = await post('/moderate', { id, version: version + 1, action: 'approve' }, admin);
      expect(approved.statusCode).toBe(200);
      expect(approved.json().messages[0].text).toBe(SUCCESS.approve);
      expect(await publicCatalog(caption)).toEqual([caption]);
      const c = await card(id, zabota);
      expect(c).toMatchObject({ status: S.Approved, published: true });
      expect(c.history.map((h: { action: string }) => h.action)).toEqual(['create', 'submit', 'approve']);
    });

    it('shows the approved service’s photos, places and schedule on its public card, and serves the photos', async () => {
      const body = multipart('Салон автомобиля.png', PNG);
      const up = await t.app.inject({
        method: 'POST',
        url: '/api/files/upload',
        payload: body.payload,
        headers: { ...body.headers, cookie: zabota.cookie },
      });
      const photo = up.json().data.id as string;
      const caption = 'Такси с фотографией салона';
      const { id, version } = await create({
        caption,
        photoFileIds: [photo],
        places: 4,
        schedule: 'Ежедневно 7:00–22:00',
      });
      await post('/send', { id, version, action: 'submit' }, zabota);
      await post('/moderate', { id, version: version + 1, action: 'approve' }, admin);
      const { serviceId } = await card(id, zabota);
      const base = `/api/public/registry/${INSTITUTION.severnayaZabota}/services-catalog/${serviceId}`;
      const publicCard = await t.app.inject({ url: `${base}/card` });
      expect(publicCard.statusCode).toBe(200);
      expect(publicCard.json().data).toMatchObject({
        caption,
        places: 4,
        schedule: 'Ежедневно 7:00–22:00',
        photos: [{ id: photo, name: 'Салон автомобиля.png' }],
      });
      const image = await t.app.inject({ url: `${base}/photos/${photo}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(PNG)).toBe(true);
      // A file that is not among the service's photos is not served.
      const other = await t.app.inject({ url: `${base}/photos/7d8f1a40-0000-4000-8000-000000000001` });
      expect(other.statusCode).toBe(404);
      // A correction awaiting moderation takes the photos off the public card until it is approved.
      await post('/update', { id, version: version + 2, ...fields({ caption, photoFileIds: [photo] }) }, zabota);
      expect((await t.app.inject({ url: `${base}/card` })).json().data.photos).toEqual([]);
      expect((await t.app.inject({ url: `${base}/photos/${photo}` })).statusCode).toBe(404);
    });

    it('keeps the approved text public while an edit of it waits for moderation', async () => {
      const caption = 'Такси: одобренный текст';
      const { id, version } = await create({ caption });
      await post('/send', { id, version, action: 'submit' }, zabota);
      await post('/moderate', { id, version: version + 1, action: 'approve' }, admin);
      const edited = await post(
        '/update',
        { id, version: version + 2, ...fields({ caption: 'Такси: правка' }) },
        zabota,
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data.status).toBe(S.Draft);
      expect(await publicCatalog('Такси: одобренный')).toEqual([caption]);
      expect(await publicCatalog('Такси: правка')).toEqual([]);
      // The demo card edited after approval: the catalogue still shows the approved caption.
      expect(await publicCatalog(seeded(5).caption)).toEqual([]);
      expect(await publicCatalog('Услуги сиделки на дому')).toContain('Услуги сиделки на дому');
    });

    it('never lists a draft, a card on moderation or a returned one in the public catalogue', async () => {
      for (const id of [1, 2, 3]) expect(await publicCatalog(seeded(id).caption)).toEqual([]);
      expect(await publicCatalog(seeded(4).caption)).toEqual([seeded(4).caption]);
    });

    it('returns only with a comment, shows it to the author, who corrects the card and sends it again', async () => {
      const { id, version } = await create({ caption: 'Такси на доработку' });
      await post('/send', { id, version, action: 'submit' }, zabota);
      const bare = await post('/moderate', { id, version: version + 1, action: 'return', comment: '  ' }, admin);
      expect(bare.statusCode).toBe(400);
      expect(bare.json().messages[0].text).toBe(REFUSAL.noComment);
      expect((await card(id, admin)).status).toBe(S.OnModeration);
      const comment = 'Укажите, возит ли такси сопровождающего';
      const returned = await post('/moderate', { id, version: version + 1, action: 'return', comment }, admin);
      expect(returned.statusCode).toBe(200);
      expect(returned.json().messages[0].text).toBe(SUCCESS.return);
      expect(await card(id, zabota)).toMatchObject({ status: S.Returned, comment, allowedActions: ['edit', 'submit'] });
      const corrected = await post(
        '/update',
        { id, version: version + 2, ...fields({ schedule: 'С сопровождающим' }) },
        zabota,
      );
      expect(corrected.statusCode).toBe(200);
      const again = await post('/send', { id, version: version + 3, action: 'submit' }, zabota);
      expect(again.statusCode).toBe(200);
      expect(await card(id, admin)).toMatchObject({ status: S.OnModeration, comment: null });
    });

    it('refuses a decision on a card not on moderation, and a recall by another institution', async () => {
      const draft = seeded(1);
      const res = await post('/moderate', { id: draft.id, version: draft.version, action: 'approve' }, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().messages[0].text).toBe(REFUSAL.notInStatus);
      const onModeration = seeded(2);
      const foreign = await post(
        '/send',
        { id: onModeration.id, version: onModeration.version, action: 'recall' },
        kcson,
      );
      expect(foreign.statusCode).toBe(404);
      expect((await post('/moderate', { id: 2, version: 2, action: 'approve' }, worker)).statusCode).toBe(403);
    });
  });
});
