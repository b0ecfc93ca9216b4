import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../server/messages.ts';
import { ACT_CARD_PATHS, CLIENT_MSG } from '../../../server/clients/clients.ts';
import { INSTITUTION } from '../../../server/db/seed/institutions.ts';
import { PERSON } from '../../../server/db/seed/people.ts';
import { createTestApp, describeEachDb, type PageHeaders, type TestApp } from '../test-app.ts';

type Doc = { kind: string; link: string | null; title: string };

describeEachDb('an institution’s clients', (kind) => {
  let t: TestApp;
  let zabota: PageHeaders;
  let kcson: PageHeaders;
  let worker: PageHeaders;
  let citizen: PageHeaders;
  let admin: PageHeaders;
  const get = (url: string, headers?: PageHeaders) => t.app.inject({ url: `/api/clients${url}`, headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    zabota = await t.signInAt('provider', INSTITUTION.severnayaZabota, 2);
    kcson = await t.signInAt('provider', INSTITUTION.kcsonNoyabrsk, 2);
    worker = await t.signInAt('worker', INSTITUTION.csoSalekhard, 3);
    citizen = await t.signIn('citizen');
    admin = await t.signIn('admin');
  });
  afterAll(() => t.close());

  it('lists the institution’s clients only, by name, with pages', async () => {
    const res = await get('?pageSize=100', worker);
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data as { items: { id: number; address: string | null }[]; total: number };
    expect(total).toBe(10);
    expect(items.map((c) => c.id)).not.toContain(PERSON.otherClient1);
    const paged = (await get('?pageSize=3&page=2', worker)).json().data;
    expect(paged.total).toBe(10);
    expect(paged.items.map((c: { id: number }) => c.id)).toEqual(items.slice(3, 6).map((c) => c.id));
    const provider = (await get('', zabota)).json().data.items.map((c: { id: number }) => c.id);
    expect(provider).toContain(PERSON.guardian);
    // The calendar's demo books the demo citizen at «Северная забота»; the guardian's son is a client of the KCSON only.
    expect(provider).toContain(PERSON.citizen);
    expect(provider).not.toContain(PERSON.guardianSon);
  });

  it('searches by the name and by the SNILS', async () => {
    const all = (await get('?pageSize=100', zabota)).json().data.items as { id: number; lastName: string }[];
    const guardianRow = all.find((c) => c.id === PERSON.guardian)!;
    const byName = (await get(`?search=${encodeURIComponent(guardianRow.lastName.slice(0, 4))}`, zabota)).json().data;
    expect(byName.items.map((c: { id: number }) => c.id)).toContain(PERSON.guardian);
    const none = (await get(`?search=${encodeURIComponent('Несуществующая фамилия')}`, zabota)).json().data;
    expect(none).toEqual({ total: 0, items: [] });
  });

  it('opens a client’s card with the institution’s contracts and requests, each a link', async () => {
    const res = await get(`/${PERSON.guardian}`, zabota);
    expect(res.statusCode).toBe(200);
    const card = res.json().data as { id: number; documents: Doc[] };
    expect(card.id).toBe(PERSON.guardian);
    const contracts = card.documents.filter((d) => d.kind === 'contract');
    expect(contracts.length).toBeGreaterThan(0);
    expect(contracts.every((d) => d.link?.startsWith(`/user/institution-contracts/`))).toBe(true);
    expect(card.documents.filter((d) => d.kind !== 'ippsu').every((d) => d.link !== null)).toBe(true);
  });

  it('shows a social worker’s client the acts of the institution', async () => {
    const ids = (await get('?pageSize=100', worker)).json().data.items.map((c: { id: number }) => c.id) as number[];
    const cards = await Promise.all(ids.map(async (id) => (await get(`/${id}`, worker)).json().data));
    const acts = cards.flatMap((c: { documents: Doc[] }) => c.documents.filter((d) => d.kind === 'act'));
    expect(acts.length).toBeGreaterThan(0);
    // A questionnaire opens at /user/soc-questionnaire/{personId}/{id}.
    expect(acts.every((d) => d.link && /^\/user\/[a-z-]+(\/\d+)?\/\d+$/.test(d.link))).toBe(true);
    expect(acts.some((d) => d.link === '/user/soc-questionnaire/11/21')).toBe(true);
    // A diary's entries are read in the diary, not listed one by one on the card.
    expect(acts.some((d) => d.link?.startsWith('/user/care-diary-entry/'))).toBe(false);
  });

  it('refuses someone not the institution’s client, and those who are not staff', async () => {
    for (const [headers, id] of [
      [kcson, PERSON.citizen],
      [zabota, PERSON.guardianSon],
      [worker, PERSON.guardian],
      [zabota, PERSON.otherClient1],
    ] as const) {
      const res = await get(`/${id}`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().messages[0].text).toBe(MSG.notFound);
    }
    expect((await get('', citizen)).statusCode).toBe(403);
    expect((await get('')).statusCode).toBe(401);
    const bad = await get('?page=0', zabota);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages[0].text).toMatch(/[а-я]/);
    expect(CLIENT_MSG.staffOnly).toMatch(/[а-я]/);
  });

  it('lets an administrator read any institution’s client', async () => {
    expect((await get(`/${PERSON.otherClient1}`, admin)).statusCode).toBe(200);
  });
});

describe('the acts’ card screens the client card links to', () => {
  it('are the act.json files’ own', () => {
    const fromFiles: Record<string, string> = {};
    for (const dir of readdirSync('schemas/acts')) {
      const act = JSON.parse(readFileSync(`schemas/acts/${dir}/act.json`, 'utf8'));
      // A questionnaire opens at /user/soc-questionnaire/{personId}/{id}: adding one changes no code.
      if (act.screens?.card?.path && act.recordKind !== 'questionnaire') fromFiles[act.id] = act.screens.card.path;
    }
    expect(ACT_CARD_PATHS).toEqual(fromFiles);
  });
});
