import { regionToday } from '../../../common/time-zone.ts';
import { dateAfterMaxText } from '../../../common/acts/date-limits.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACT_MSG, MSG } from '../../../server/messages.ts';
import { validationMessages } from '../../../common/validation/index.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';
import { ACTS } from '../../../common/acts/generated/acts.ts';
import { sampleActData, sampleBlockData } from '../../../codegen/sample-data.ts';
import { UNFILLED_BLOCKS_LEAD } from '../../../common/acts/required-blocks.ts';
import { loadConfig } from '../../../server/config.ts';
import { loadActs } from '../../../server/acts/registry.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

it('serves the test act only to a portal started with ENABLE_TEST_ACTS=true', () => {
  const served = (includeFixtures: boolean) => loadActs({ includeFixtures }).map((s) => s.act.id);
  expect(loadConfig({}).enableTestActs).toBe(false);
  expect(loadConfig({ ENABLE_TEST_ACTS: 'true' }).enableTestActs).toBe(true);
  expect(served(false)).not.toContain('test-act');
  expect(served(false)).toContain('individual-needs-assessment-act');
  expect(served(true)).toContain('test-act');
});

describeEachDb('act engine on the test act', (kind) => {
  let t: TestApp;
  let worker: { cookie: string };
  let clientId: number;

  const call = (method: 'GET' | 'POST', url: string, body?: unknown, headers = worker) =>
    t.app.inject({ method, url: `/api/test-act${url}`, payload: body as object, headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    worker = (await t.signInEmployee('worker', 3)).headers;
    const found = (await call('POST', '/persons/search', { lastName: '' })).json().data;
    expect(found.length).toBeGreaterThanOrEqual(8);
    clientId = found[0].id;
  });
  afterAll(() => t?.close());

  it('finds only the institution’s clients and refuses a bad SNILS in the search form', async () => {
    const all = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM persons');
    const found = (await call('POST', '/persons/search', {})).json().data;
    expect(found.length).toBeLessThan(all[0].n);
    const bad = await call('POST', '/persons/search', { snils: '112-233-445 96' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages[0].text).toContain(validationMessages.snilsChecksum);
  });

  it('creates an act prefilled with the person, saves blocks, recomputes totals and signs', async () => {
    const created = (await call('POST', `/create/${clientId}`)).json();
    expect(created.messages[0]).toEqual({ severity: 'Success', text: ACT_MSG.created });
    const act = created.data;
    expect(act.data.person.lastName).toBeTruthy();
    expect(act.version).toBe(1);

    const badSnils = await call('POST', '/edit', {
      id: act.id,
      version: 1,
      block: 1,
      data: { person: { ...act.data.person, snils: '112-233-445 96' }, phone: '+79991234567' },
    });
    expect(badSnils.statusCode).toBe(400);
    expect(badSnils.json().errors).toEqual([{ pointer: '/person/snils', message: validationMessages.snilsChecksum }]);
    expect(badSnils.json().messages[0].text).toBe(`Сведения о гражданине — СНИЛС: ${validationMessages.snilsChecksum}`);

    // A birth date after today, which the date field never stores, is refused by the server in the field's words.
    const tomorrow = new Date(Date.parse(regionToday()) + 86_400_000).toISOString().slice(0, 10);
    const future = await call('POST', '/edit', {
      id: act.id,
      version: 1,
      block: 1,
      data: { person: { ...act.data.person, birthDate: tomorrow }, phone: '+79991234567' },
    });
    expect(future.statusCode).toBe(400);
    const latest = dateAfterMaxText(regionToday().split('-').reverse().join('.'));
    expect(future.json().errors).toEqual([{ pointer: '/person/birthDate', message: latest }]);
    expect(future.json().messages[0].text).toMatch(new RegExp(`: ${latest}$`));
    expect((await call('GET', `/get/${act.id}`)).json().data.version).toBe(1);

    const saved1 = await call('POST', '/edit', {
      id: act.id,
      version: 1,
      block: 1,
      data: { person: act.data.person, phone: '+79991234567' },
    });
    expect(saved1.statusCode).toBe(200);
    expect(saved1.json().messages[0]).toEqual({ severity: 'Success', text: 'Блок 1 сохранён' });
    expect(saved1.json().data).toMatchObject({ version: 2, blocks: { 1: 'saved' } });

    // The client claims a total of 99: the server recomputes 2 + 1 + 0.
    const saved2 = await call('POST', '/edit-scale', {
      id: act.id,
      version: 2,
      block: 2,
      data: { scale: { mobility: 2, selfCare: 1, communication: 0, totalPoints: 99 } },
    });
    expect(saved2.json().data.data.scale.totalPoints).toBe(3);

    const wrongCall = await call('POST', '/edit', { id: act.id, version: 3, block: 2, data: {} });
    expect(wrongCall.json().messages[0].text).toBe(ACT_MSG.noBlock);

    const stale = await call('POST', '/edit-scale', {
      id: act.id,
      version: 2,
      block: 2,
      data: { scale: { mobility: 0, selfCare: 0, communication: 0 } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages[0]).toEqual({ severity: 'Warning', text: MSG.versionConflict });

    // Nothing drawn on the signer's line and nothing ticked: there is nothing to sign with.
    const noSignature = await call('POST', `/signature/${act.id}`, { version: 3 });
    expect(noSignature.statusCode).toBe(400);
    expect(noSignature.json().messages[0].text).toBe(ACT_MSG.signatureRequired);
    // Block 3 holds required fields and was never saved: signing is refused, naming it.
    const incomplete = await call('POST', `/signature/${act.id}`, { version: 3, confirm: true });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().blocks).toEqual([3]);
    expect(incomplete.json().messages[0].text).toBe(`${UNFILLED_BLOCKS_LEAD}: 3. Перечень и подпись`);

    const saved3 = await call('POST', '/edit-items', {
      id: act.id,
      version: 3,
      block: 3,
      data: {
        items: [
          { name: 'Продукты', amount: 1200.5 },
          { name: 'Лекарства', amount: 800 },
        ],
        itemsTotal: 1,
        signature: { image: PNG },
      },
    });
    expect(saved3.json().data.data.itemsTotal).toBe(2000.5);

    // Signed once: with the signature drawn on the signer's line in block 3, nothing drawn or ticked again.
    const signed = await call('POST', `/signature/${act.id}`, { version: 4 });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data).toMatchObject({
      signatureKind: 'graphic',
      version: 5,
      signer: { name: expect.stringMatching(/^\S+ \S+ \S+$/), position: 'специалист по социальной работе' },
    });
    expect(signed.json().data.contentHash).toMatch(/^[0-9a-f]{64}$/);

    const afterSign = await call('POST', '/edit', {
      id: act.id,
      version: 5,
      block: 1,
      data: { person: act.data.person, phone: '+79990000000' },
    });
    expect(afterSign.statusCode).toBe(409);
    expect(afterSign.json().messages[0].text).toBe(ACT_MSG.signedReadOnly);

    const copy = (await call('POST', `/create-based-current/${act.id}`)).json().data;
    expect(copy.id).not.toBe(act.id);
    expect(copy).toMatchObject({ basedOn: act.id, signedAt: null, version: 1 });
    expect(copy.data.itemsTotal).toBe(2000.5);
    // A copy is signed anew: the drawing it was signed with is not carried over.
    expect(copy.data.signature?.image).toBeUndefined();
    expect(copy.signer).toBeNull();

    const pdf = await call('GET', `/print/${act.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('DejaVuSans');

    const list = (await call('POST', '/acts/search', { personId: clientId })).json().data;
    expect(list.items.map((i: { id: number }) => i.id)).toEqual(expect.arrayContaining([act.id, copy.id]));
    expect(list.items.find((i: { id: number }) => i.id === act.id).columns['/scale/totalPoints']).toBe(3);
  });

  it('refuses a citizen, and another institution’s employee cannot read or write the act', async () => {
    const act = (await call('POST', `/create/${clientId}`)).json().data;
    const citizen = await t.signIn('citizen');
    expect((await call('GET', `/get/${act.id}`, undefined, citizen)).statusCode).toBe(403);
    const provider = (await t.signInEmployee('provider', 2)).headers;
    const read = await call('GET', `/get/${act.id}`, undefined, provider);
    expect(read.statusCode).toBe(403);
    expect(read.json().messages[0].text).toBe(MSG.noAccess);
    const write = await call('POST', '/edit', { id: act.id, version: 1, block: 1, data: {} }, provider);
    expect(write.statusCode).toBe(403);
    expect((await call('POST', `/create/${clientId}`, undefined, provider)).statusCode).toBe(404);
  });
});

describeEachDb('needs assessment calls', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('saves the scales block through edit-bartel-scale and its alias edit-lauton-scale, recomputing both totals', async () => {
    const { headers: worker } = await t.signInEmployee('worker', 3);
    const prefix = '/api/individual-needs-assessment-act';
    const person = (
      await t.app.inject({ method: 'POST', url: `${prefix}/persons/search`, payload: {}, headers: worker })
    ).json().data[0];
    let act = (
      await t.app.inject({ method: 'POST', url: `${prefix}/create/${person.id}`, payload: {}, headers: worker })
    ).json().data;
    const needs = ACTS['individual-needs-assessment-act'];
    const scales = needs.definition.blocks.find((b) => b.save === 'edit-bartel-scale')!;
    const data = sampleBlockData(sampleActData(needs.schema, needs.definition), scales.fields);
    for (const call of ['edit-bartel-scale', 'edit-lauton-scale']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${prefix}/${call}`,
        payload: {
          id: act.id,
          version: act.version,
          block: scales.number,
          data: { ...data, bartel: { ...(data.bartel as object), totalPoints: 1 } },
        },
        headers: worker,
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      act = res.json().data;
      const bartel = act.data.bartel as Record<string, number>;
      expect(bartel.totalPoints).toBe(
        Object.entries(bartel)
          .filter(([k]) => k !== 'totalPoints')
          .reduce((sum, [, v]) => sum + v, 0),
      );
    }
  });
});
