import { afterAll, beforeAll, expect, it } from 'vitest';
import { validationMessages } from '../../../common/validation/index.ts';
import { ACTS } from '../../../common/acts/generated/acts.ts';
import { sampleBlockData, sampleActData } from '../../../codegen/sample-data.ts';
import { createTestApp, describeEachDb, type TestApp } from '../test-app.ts';

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

// Every operation and input is swept with these and the probe's other values in bad-input-sweep.test.ts.
describeEachDb('text PostgreSQL cannot store', (kind) => {
  let t: TestApp;
  let admin: { cookie: string };
  const refusedForText = (res: { statusCode: number; json: () => { messages?: Array<{ text: string }> } }) =>
    res.statusCode === 400 &&
    (res.json().messages ?? []).some((m) => m.text.endsWith(validationMessages.unstorableText));

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin');
  });
  afterAll(() => t?.close());

  it('answers anonymous probes of public reads with 400 and a Russian message, not 500', async () => {
    for (const url of [
      '/api/public/registry?search=a%00b',
      '/api/addresses/addr-street?cityId=1&search=a%00',
      '/api/public/news/1%00',
    ]) {
      const res = await t.app.inject(url);
      expect(refusedForText(res), `${url}: ${res.statusCode} ${res.body}`).toBe(true);
    }
    const nul = await t.app.inject('/api/public/registry?search=a%00b');
    expect(nul.json().messages[0].text).toBe(
      `Некорректные данные (поле «search»): ${validationMessages.unstorableText}`,
    );
    // A NUL in a query parameter's name is refused as well (the name is shown without it).
    const key = await t.app.inject('/api/public/registry?se%00arch=1');
    expect(refusedForText(key)).toBe(true);
    expect(key.json().messages[0].text).toContain('«se?arch»');
  });

  it('refuses an act save with a NUL or a lone surrogate in a text field and leaves the act as it was', async () => {
    const act = ACTS['test-act'];
    const { headers } = await t.signInEmployee('worker', 3);
    const person = (
      await t.app.inject({ method: 'POST', url: '/api/test-act/persons/search', payload: {}, headers })
    ).json().data;
    const personId = (Array.isArray(person) ? person : person.items)[0].id;
    const created = (await t.app.inject({ method: 'POST', url: `/api/test-act/create/${personId}`, headers })).json()
      .data;
    const block = act.definition.blocks[0];
    const sample = sampleBlockData(sampleActData(act.schema, act.definition), block.fields);
    const textField = block.fields.find((f) => typeof sample[f] === 'string')!;
    for (const bad of [NUL, LONE_SURROGATE]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/test-act/${block.save}`,
        payload: JSON.stringify({
          id: created.id,
          version: created.version,
          block: block.number,
          data: { ...sample, [textField]: bad },
        }),
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages[0].text).toBe(
        `Некорректные данные (поле «data.${textField}»): ${validationMessages.unstorableText}`,
      );
    }
    const after = (await t.app.inject({ url: `/api/test-act/get/${created.id}`, headers })).json().data;
    expect(after.version).toBe(created.version);
  });

  it('answers the probe’s own examples with 400 in Russian', async () => {
    for (const url of ['/api/public/news/Infinity', '/api/public/news?page=1e309', '/api/public/news?page=1e308']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().messages[0].text, url).toMatch(/^Некорректные данные \((поле|в адресе|в параметрах)/);
    }
    const citizen = await t.signIn('citizen');
    const sign = await t.app.inject({ method: 'POST', url: '/api/service-contract/1/1e309/sign', headers: citizen });
    expect(sign.statusCode).toBe(400);
    const big = await t.app.inject({ url: '/api/files/guardian-report-files?id=99999999999999999999', headers: admin });
    expect(big.statusCode).toBe(400);
  });
});
