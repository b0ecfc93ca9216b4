import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACTS } from '../../../common/acts/generated/acts.ts';
import { sampleActData, sampleBlockData } from '../../../codegen/sample-data.ts';
import { ONE_BASIC_CATEGORY } from '../../../server/acts/rules.ts';
import { MSG } from '../../../server/messages.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';

const passport = ACTS['social-passport'];

describeEachDb('social passport calls', (kind) => {
  let t: TestApp;
  let worker: { cookie: string };
  const call = (method: 'GET' | 'POST', url: string, body?: unknown, headers = worker) =>
    t.app.inject({ method, url: `/api/soc-passport${url}`, payload: body as object, headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    worker = (await t.signInEmployee('worker', 3)).headers;
  });
  afterAll(() => t?.close());

  it('creates, reads, edits with one basic family category, signs and lists a passport by the spec’s paths', async () => {
    const person = (await call('POST', '/persons/search', { lastName: '' })).json().data[0];
    let doc = (await call('POST', `/create-passport/${person.id}`)).json().data;
    expect((await call('GET', `/${doc.id}`)).json().data.id).toBe(doc.id);

    const sample = sampleActData(passport.schema, passport.definition);
    for (const block of passport.definition.blocks) {
      const data = sampleBlockData(sample, block.fields);
      if (block.fields.includes('familyCategories')) {
        const twoBasic = [
          { familyCategoryId: 1, isBasic: true },
          { familyCategoryId: 2, isBasic: true },
        ];
        const refused = await call('POST', '/edit', {
          id: doc.id,
          version: doc.version,
          block: block.number,
          data: { ...data, familyCategories: twoBasic },
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors).toEqual([{ pointer: '/familyCategories', message: ONE_BASIC_CATEGORY }]);
        data.familyCategories = [
          { familyCategoryId: 2, isBasic: false },
          { familyCategoryId: 1, isBasic: true },
        ];
      }
      const saved = await call('POST', '/edit', { id: doc.id, version: doc.version, block: block.number, data });
      expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
      doc = saved.json().data;
    }
    // The basic category is kept first.
    expect((doc.data.familyCategories as Array<{ isBasic: boolean }>)[0].isBasic).toBe(true);

    const signed = await call('POST', `/sign/${doc.id}`, { version: doc.version, confirm: true });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data.signedAt).toBeTruthy();

    const list = (await call('POST', '/search', { personId: person.id })).json().data;
    expect(list.items.map((i: { id: number }) => i.id)).toContain(doc.id);
    const pdf = await call('GET', `/print/${doc.id}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('shows a passport only to its institution’s workers', async () => {
    const person = (await call('POST', '/persons/search', {})).json().data[0];
    const doc = (await call('POST', `/create-passport/${person.id}`)).json().data;
    const guardian = await t.signIn('guardian');
    expect((await call('GET', `/${doc.id}`, undefined, guardian)).statusCode).toBe(403);
    const provider = (await t.signInEmployee('provider', 2)).headers;
    const res = await call('GET', `/${doc.id}`, undefined, provider);
    expect(res.statusCode).toBe(403);
    expect(res.json().messages[0].text).toBe(MSG.noAccess);
  });
});
